//! Why a typed move is not legal: works out which piece and squares the user meant, then checks
//! the rules one by one (how the piece moves, what stands in the way, what it may capture, and
//! whether the mover's king would be left in check, naming the attacker and the cause). Also
//! the words of the rules' short reasons (`Refusal`, `CastlingRefusal`), which the parser's
//! errors show: the rules hold them as data, this file says them.

use super::describe::{kidnap_sentence, repulse_sentence};
use super::words::{and_list, occupant, piece_on, side};
use super::ExplainError;
use crate::rules::attacks::{between, first_blocker};
use crate::rules::refusal::could_reach;
use crate::rules::{
    BitBoard, CastaliaEffects, CastleSide, CastlingRefusal, Color, Direction, File, Move, MoveKind,
    MoveParseError, Occupant, Piece, PieceKind, PieceMoves, Position, Rank, Refusal, Square,
    Variant,
};
use std::fmt;

/// The error for `input`, which the parser refused with `parse_error`.
pub fn why(pos: &Position, input: &str, parse_error: MoveParseError) -> ExplainError {
    let MoveParseError::Illegal {
        reason: parser_reason,
        ..
    } = &parse_error
    else {
        return ExplainError::Unreadable(parse_error);
    };
    let parser_reason = &parser_reason.to_string();
    let candidates = intended(pos, input);
    let mut reasons: Vec<(Square, String, Vec<String>)> = candidates
        .iter()
        .filter_map(|&(from, to, promotion)| {
            reason(pos, from, to, promotion).map(|(r, d)| (from, r, d))
        })
        .collect();
    match reasons.len() {
        0 => ExplainError::Illegal {
            input: input.to_string(),
            reason: parser_reason.clone(),
            details: Vec::new(),
        },
        1 => {
            let (from, reason, mut details) = reasons.remove(0);
            if !parser_reason.is_empty() && candidates.len() == 1 {
                // The parser's reason for a coordinate move ends with where the piece can go;
                // only that part adds to the reason found here.
                let moves = pos.moves_of_piece(from).to_string();
                let extra = if parser_reason.ends_with(&moves) {
                    &moves
                } else {
                    parser_reason
                };
                details.push(format!("{}.", super::words::capitalise(extra)));
            }
            ExplainError::Illegal {
                input: input.to_string(),
                reason,
                details,
            }
        }
        _ => {
            let parts: Vec<String> = reasons
                .iter()
                .map(|(from, r, _)| {
                    let piece = pos
                        .piece_at(*from)
                        .map_or(from.to_string(), |p| piece_on(p, *from));
                    format!("for {piece}, {r}")
                })
                .collect();
            ExplainError::Illegal {
                input: input.to_string(),
                reason: parts.join("; "),
                details: vec![format!("{}.", super::words::capitalise(parser_reason))],
            }
        }
    }
}

/// The (from, to, promotion) the user most likely meant: the squares of a coordinate move, or
/// for SAN every piece of the named kind whose way of moving could reach the square.
fn intended(pos: &Position, input: &str) -> Vec<(Square, Square, Option<PieceKind>)> {
    let compact: Vec<char> = input
        .chars()
        .filter(|c| !matches!(c, '-' | 'x' | 'X' | ':' | '=' | ' ' | '+' | '#' | '!' | '?'))
        .collect();
    let square = |f: char, r: char| -> Option<Square> {
        Some(Square::new(File::from_char(f)?, Rank::from_char(r)?))
    };
    let promotion_of = |c: Option<&char>| -> Option<Option<PieceKind>> {
        match c {
            None => Some(None),
            Some(&c) => PieceKind::from_letter(c)
                .filter(|k| !matches!(k, PieceKind::Pawn | PieceKind::King))
                .map(Some),
        }
    };
    // Castling, as the king's two-square move.
    let letters: String = compact
        .iter()
        .map(|c| {
            if *c == '0' {
                'O'
            } else {
                c.to_ascii_uppercase()
            }
        })
        .collect();
    let home = pos.side_to_move().first_rank();
    let king_to = match letters.as_str() {
        "OO" => Some(File::G),
        "OOO" => Some(File::C),
        _ => None,
    };
    if let Some(file) = king_to {
        return vec![(Square::new(File::E, home), Square::new(file, home), None)];
    }
    // Coordinates, with an optional leading piece letter.
    let body: &[char] = match compact.len() {
        5 | 6 if compact[0].is_ascii_uppercase() => &compact[1..],
        _ => &compact[..],
    };
    if body.len() == 4 || body.len() == 5 {
        if let (Some(from), Some(to)) = (square(body[0], body[1]), square(body[2], body[3])) {
            if let Some(promotion) = promotion_of(body.get(4)) {
                return vec![(from, to, promotion)];
            }
        }
    }
    // SAN: [piece] [file] [rank] square [promotion].
    let mut chars = &compact[..];
    let mut promotion = None;
    if chars.len() >= 3 {
        if let Some(Some(p)) = promotion_of(chars.last()) {
            if chars[chars.len() - 2].is_ascii_digit() {
                promotion = Some(p);
                chars = &chars[..chars.len() - 1];
            }
        }
    }
    if chars.len() < 2 {
        return Vec::new();
    }
    let Some(to) = square(chars[chars.len() - 2], chars[chars.len() - 1]) else {
        return Vec::new();
    };
    let mut prefix = &chars[..chars.len() - 2];
    let kind = match prefix.first() {
        Some(&c) if c.is_ascii_uppercase() && PieceKind::from_letter(c).is_some() => {
            prefix = &prefix[1..];
            PieceKind::from_letter(c).unwrap_or(PieceKind::Pawn)
        }
        _ => PieceKind::Pawn,
    };
    let from_file = prefix.iter().find_map(|&c| {
        c.is_ascii_alphabetic()
            .then(|| File::from_char(c))
            .flatten()
    });
    let from_rank = prefix
        .iter()
        .find_map(|&c| c.is_ascii_digit().then(|| Rank::from_char(c)).flatten());
    let us = pos.side_to_move();
    pos.board()
        .pieces(us, kind)
        .into_iter()
        .filter(|from| from_file.is_none_or(|f| from.file() == f))
        .filter(|from| from_rank.is_none_or(|r| from.rank() == r))
        .filter(|&from| could_reach(kind, us, from, to))
        .map(|from| (from, to, promotion))
        .collect()
}

/// Why moving the piece on `from` to `to` is illegal: the reason (a clause) and sentences on
/// what the move would have done. None if it is legal after all, or `from` is not ours.
pub fn reason(
    pos: &Position,
    from: Square,
    to: Square,
    promotion: Option<PieceKind>,
) -> Option<(String, Vec<String>)> {
    let us = pos.side_to_move();
    let piece = pos.piece_at(from).filter(|p| p.color == us)?;
    if pos
        .legal_moves()
        .iter()
        .any(|m| m.from == from && m.to == to && (m.promotion == promotion || promotion.is_none()))
    {
        return None;
    }
    if from == to {
        return Some((
            "a piece must move to another square".to_string(),
            Vec::new(),
        ));
    }
    let target = pos.piece_at(to);
    let own_target = target.filter(|t| t.color == us);
    let kind = piece.kind;
    if kind == PieceKind::Castalia {
        return castalia_reason(pos, from, to, target);
    }
    if !could_reach(kind, us, from, to) {
        return Some((shape_rule(kind).to_string(), Vec::new()));
    }
    if let Some(t) = own_target {
        return Some((
            format!(
                "{to} holds your own {}, and no piece captures its own side",
                t.kind
            ),
            Vec::new(),
        ));
    }
    let df = to.file().index() as i32 - from.file().index() as i32;
    let mut kind_of_move = MoveKind::Normal;
    match kind {
        PieceKind::Pawn => {
            if df == 0 {
                if let Some(t) = target {
                    return Some((
                        format!("a pawn cannot capture straight ahead, and {to} holds the {t}"),
                        Vec::new(),
                    ));
                }
                if to.rank().index().abs_diff(from.rank().index()) == 2 {
                    if from.rank() != us.second_rank() {
                        return Some((
                            "a pawn can step two squares only from its second rank".to_string(),
                            Vec::new(),
                        ));
                    }
                    kind_of_move = MoveKind::DoubleStep;
                }
            } else if target.is_none() {
                if pos.en_passant() == Some(to) {
                    kind_of_move = MoveKind::EnPassant;
                } else {
                    return Some((
                        format!("a pawn moves diagonally only to capture, and {to} is empty"),
                        Vec::new(),
                    ));
                }
            }
        }
        PieceKind::King if df.abs() == 2 => {
            if let Some(r) = castling_reason(pos, from, to) {
                return Some((r, Vec::new()));
            }
            kind_of_move = MoveKind::Castle;
        }
        _ => {}
    }
    if let Some(blocker) = (between(from, to) & pos.board().occupied())
        .into_iter()
        .next()
    {
        let nearest =
            nearest_to(from, between(from, to) & pos.board().occupied()).unwrap_or(blocker);
        return Some((
            format!("the path is blocked by {}", occupant(pos, nearest)),
            Vec::new(),
        ));
    }
    let promotion = match (kind, to.rank() == us.promotion_rank()) {
        (PieceKind::Pawn, true) => Some(promotion.unwrap_or(PieceKind::Queen)),
        _ => None,
    };
    if promotion == Some(PieceKind::Castalia) && pos.variant() == Variant::Standard {
        return Some((
            "there is no Castalia in standard chess".to_string(),
            Vec::new(),
        ));
    }
    let mv = Move {
        from,
        to,
        promotion,
        kind: kind_of_move,
    };
    king_safety_reason(pos, &mv, piece, None).map(|r| (r, Vec::new()))
}

/// The square of `set` nearest to `from`.
fn nearest_to(from: Square, set: BitBoard) -> Option<Square> {
    set.into_iter()
        .min_by_key(|&s| super::words::distance(from, s))
}

fn castalia_reason(
    pos: &Position,
    from: Square,
    to: Square,
    target: Option<Piece>,
) -> Option<(String, Vec<String>)> {
    let us = pos.side_to_move();
    let Some(dir) = Direction::between(from, to) else {
        return Some((
            format!(
                "{}, and {to} is not on a line with {from}",
                shape_rule(PieceKind::Castalia)
            ),
            Vec::new(),
        ));
    };
    if let Some(t) = target {
        let whose = if t.color == us { "your own" } else { "the" };
        return Some((
            format!("a Castalia cannot capture, and {to} holds {whose} {t}"),
            Vec::new(),
        ));
    }
    let occupied = pos.board().occupied();
    if let Some(blocker) = first_blocker(from, dir, occupied).filter(|&b| between(from, to).has(b))
    {
        return Some((
            format!("the path is blocked by {}", occupant(pos, blocker)),
            Vec::new(),
        ));
    }
    let behind = first_blocker(from, dir.opposite(), occupied);
    let kidnap_from = match pos.variant() {
        Variant::CastaliaWeak if super::words::distance(from, to) > 1 => None,
        _ => behind,
    };
    let effects = CastaliaEffects {
        kidnap_from,
        repulse: pos.repulse(from, to, dir, kidnap_from),
    };
    let mv = Move {
        from,
        to,
        promotion: None,
        kind: MoveKind::Castalia(effects),
    };
    let after = pos.play(&mv);
    let details = vec![
        kidnap_sentence(pos, &mv, dir, &effects, true).0,
        repulse_sentence(pos, &after, &mv, dir, &effects, true).0,
    ];
    let piece = Piece::new(us, PieceKind::Castalia);
    king_safety_reason(pos, &mv, piece, Some(effects)).map(|r| (r, details))
}

/// Castling that the rules forbid, and why (see `Position::castling_refusal`).
fn castling_reason(pos: &Position, from: Square, to: Square) -> Option<String> {
    let us = pos.side_to_move();
    let castle = if to.file() > from.file() {
        CastleSide::King
    } else {
        CastleSide::Queen
    };
    if from != Square::new(File::E, us.first_rank()) {
        let name = match castle {
            CastleSide::King => "king",
            CastleSide::Queen => "queen",
        };
        return Some(format!(
            "{} has lost the right to castle {name} side (the king or that rook has left its square)",
            side(us)
        ));
    }
    pos.castling_refusal(castle).map(|r| r.to_string())
}

/// Why the move would leave the mover's king in check, naming the attackers and the cause.
fn king_safety_reason(
    pos: &Position,
    mv: &Move,
    piece: Piece,
    effects: Option<CastaliaEffects>,
) -> Option<String> {
    let us = pos.side_to_move();
    let them = us.opposite();
    let after = pos.play(mv);
    let board = after.board();
    let king = board.king(us)?;
    let checkers = board.attackers(king, them, board.occupied());
    if checkers.is_empty() {
        return None;
    }
    let names = {
        let v: Vec<String> = checkers
            .into_iter()
            .filter_map(|s| board.piece_at(s).map(|p| piece_on(p, s)))
            .collect();
        and_list(&v)
    };
    let king_before = pos.board().king(us)?;
    let enemy_king_adjacent = checkers.has(board.king(them).unwrap_or(king));
    if let Some(effects) = effects {
        if effects.kidnap_from == Some(king_before) {
            return Some(if enemy_king_adjacent {
                format!(
                    "the kidnap would drag your king from {king_before} to {}, next to the enemy king",
                    mv.from
                )
            } else {
                format!(
                    "the kidnap would drag your king from {king_before} to {}, where {names} attacks it",
                    mv.from
                )
            });
        }
        if let Some(r) = effects.repulse {
            if checkers.has(r.to) {
                let pushed = pos
                    .piece_at(r.from)
                    .map_or(r.from.to_string(), |p| piece_on(p, r.from));
                return Some(if r.promotes {
                    format!(
                        "the repulse would push {pushed} to {}, where it would become a queen and check your king on {king}",
                        r.to
                    )
                } else {
                    format!(
                        "the repulse would push {pushed} to {}, from where it would check your king on {king}",
                        r.to
                    )
                });
            }
            if let Some(c) = checkers.into_iter().find(|&c| between(king, c).has(r.from)) {
                let pushed = pos
                    .piece_at(r.from)
                    .map_or(r.from.to_string(), |p| piece_on(p, r.from));
                return Some(format!(
                    "the repulse would push {pushed}, which shields your king on {king}, away to {}, leaving it in check from {}",
                    r.to,
                    occupant(&after, c)
                ));
            }
        }
        if let Some(k) = effects.kidnap_from {
            let dragged_enemy = pos.piece_at(k).filter(|p| p.color == them);
            if let (Some(p), true) = (dragged_enemy, checkers.has(mv.from)) {
                return Some(format!(
                    "the kidnap would drag {} to {}, from where it would check your king on {king}",
                    piece_on(p, k),
                    mv.from
                ));
            }
            if let Some(c) = checkers.into_iter().find(|&c| between(king, c).has(k)) {
                let dragged = pos.piece_at(k).map_or(k.to_string(), |p| piece_on(p, k));
                return Some(format!(
                    "the kidnap would drag {dragged}, which shields your king on {king}, away to {}, leaving it in check from {}",
                    mv.from,
                    occupant(&after, c)
                ));
            }
        }
    }
    if piece.kind == PieceKind::King {
        if enemy_king_adjacent {
            return Some(format!(
                "your king would stand next to the enemy king on {}",
                mv.to
            ));
        }
        return Some(format!(
            "your king would be in check on {} from {names}",
            mv.to
        ));
    }
    if pos.is_check() {
        return Some(format!(
            "your king on {king} is in check from {names}, and this move does not stop it"
        ));
    }
    if checkers.into_iter().any(|c| between(king, c).has(mv.from)) {
        return Some(format!(
            "{} is pinned: moving it would leave your king on {king} in check from {names}",
            piece_on(piece, mv.from)
        ));
    }
    Some(format!(
        "it would leave your king on {king} in check from {names}"
    ))
}

/// How a piece moves, as a clause.
pub fn shape_rule(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::Pawn => {
            "a pawn moves one square straight forward (two from its second rank), or one square diagonally forward to capture"
        }
        PieceKind::Knight => {
            "a knight moves in an L: two squares along a rank or file, then one to the side"
        }
        PieceKind::Bishop => "a bishop moves along diagonals",
        PieceKind::Rook => "a rook moves along ranks and files",
        PieceKind::Queen => "a queen moves along ranks, files and diagonals",
        PieceKind::King => {
            "a king moves one square in any direction (two along its rank when castling)"
        }
        PieceKind::Castalia => "a Castalia moves like a queen, along a rank, file or diagonal",
    }
}

impl fmt::Display for Refusal {
    /// The reason as a clause, e.g. "the path is blocked by the white pawn on b2".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NoPieceOn(square) => write!(f, "you have no piece on {square}"),
            Refusal::SameSquare => f.write_str("a piece must move to another square"),
            Refusal::Shape(kind) => f.write_str(shape_rule(*kind)),
            Refusal::CastaliaCannotCapture { to, target } => {
                write!(f, "a Castalia cannot capture, and {to} holds the {target}")
            }
            Refusal::OwnPiece { to, kind } => write!(f, "{to} holds your own {kind}"),
            Refusal::PawnCapturesAhead => f.write_str("a pawn cannot capture straight ahead"),
            Refusal::PawnDoubleStep => {
                f.write_str("a pawn can step two squares only from its second rank")
            }
            Refusal::PawnDiagonalToEmpty(to) => {
                write!(
                    f,
                    "a pawn moves diagonally only to capture, and {to} is empty"
                )
            }
            Refusal::Castling(why) => write!(f, "{why}"),
            Refusal::CannotCastle => f.write_str("you cannot castle now"),
            Refusal::Blocked(by) => write!(f, "the path is blocked by {by}"),
            Refusal::DoesNotAnswerCheck => {
                f.write_str("your king is in check, and this move does not answer it")
            }
            Refusal::CastaliaExposesKing => {
                f.write_str("its kidnap or repulse would leave your king in check")
            }
            Refusal::ExposesKing => f.write_str("it would leave your king in check"),
            Refusal::NoSuchPromotion(piece) => write!(f, "a pawn cannot become a {piece}"),
            Refusal::PromotionNotInVariant { piece, variant } => {
                write!(f, "a pawn cannot become a {piece} in {}", variant.name())
            }
            Refusal::WrongPiece { from, is, named } => {
                write!(f, "the piece on {from} is a {is}, not a {named}")
            }
            Refusal::NoneOfKind(kind) => write!(f, "you have no {kind}"),
            Refusal::WithMoves { why, moves } => write!(f, "{why}; {moves}"),
            Refusal::Each(reasons) => {
                for (i, (kind, from, why)) in reasons.iter().enumerate() {
                    if i > 0 {
                        f.write_str("; ")?;
                    }
                    write!(f, "for the {kind} on {from}, {why}")?;
                }
                Ok(())
            }
            Refusal::NoneReaches { kind, to, options } => {
                write!(f, "no {kind} of yours can move to {to}")?;
                if !options.is_empty() {
                    write!(f, "; your {kind} moves are {}", options.join(", "))?;
                }
                Ok(())
            }
        }
    }
}

impl fmt::Display for CastlingRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CastlingRefusal::LostRight { side, castle } => {
                let side = match side {
                    Color::White => "White",
                    Color::Black => "Black",
                };
                let name = match castle {
                    CastleSide::King => "king",
                    CastleSide::Queen => "queen",
                };
                write!(
                    f,
                    "{side} has lost the right to castle {name} side (the king or that rook has left its square)"
                )
            }
            CastlingRefusal::Between(piece) => {
                write!(f, "{piece} stands between the king and the rook")
            }
            CastlingRefusal::OutOfCheck(by) => write!(
                f,
                "you cannot castle out of check, and your king is attacked by {}",
                occupants(by)
            ),
            CastlingRefusal::Attacked { passes, square, by } => {
                let verb = if *passes { "pass through" } else { "land on" };
                write!(
                    f,
                    "the king would {verb} {square}, which {} attacks",
                    occupants(by)
                )
            }
            CastlingRefusal::ExposesKing => f.write_str("it would leave your king in check"),
        }
    }
}

impl fmt::Display for Occupant {
    /// "the white knight on g1", or the square if it is empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.piece {
            Some(p) => write!(f, "the {p} on {}", self.square),
            None => write!(f, "{}", self.square),
        }
    }
}

impl fmt::Display for PieceMoves {
    /// "the knight on b1 can play Na3, Nc3", or "the knight on b1 has no legal move".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.kind.map_or("piece", PieceKind::name);
        if self.moves.is_empty() {
            write!(f, "the {name} on {} has no legal move", self.square)
        } else {
            write!(
                f,
                "the {name} on {} can play {}",
                self.square,
                self.moves.join(", ")
            )
        }
    }
}

/// "the black bishop on b4 and the black queen on e2".
fn occupants(list: &[Occupant]) -> String {
    let names: Vec<String> = list.iter().map(Occupant::to_string).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.join(""),
    }
}
