//! Why a typed move is not legal: works out which piece and squares the user meant, then checks
//! the rules one by one (how the piece moves, what stands in the way, what it may capture, and
//! whether the mover's king would be left in check, naming the attacker and the cause). Also
//! the words of the rules' short reasons (`Refusal`, `CastlingRefusal`) and of the parser's
//! errors (`MoveParseError`): the rules hold them as data, this file says them, as catalogue
//! messages (`refusal_text`, `parse_error_text`; `illegal-*`) and, for logs, in English
//! (`Display`).

use super::describe::{kidnap_sentence, repulse_sentence};
use super::words::{and_list, kind_key, pieces_on, Sentence};
use super::ExplainError;
use crate::i18n::Text;
use crate::msg;
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
    let candidates = intended(pos, input);
    let mut reasons: Vec<(Square, Text, Vec<Text>)> = candidates
        .iter()
        .filter_map(|&(from, to, promotion)| {
            reason(pos, from, to, promotion).map(|(r, d)| (from, r, d))
        })
        .collect();
    match reasons.len() {
        0 => ExplainError::Illegal {
            input: input.to_string(),
            reason: refusal_text(parser_reason),
            details: Vec::new(),
        },
        1 => {
            let (_, reason, mut details) = reasons.remove(0);
            if candidates.len() == 1 {
                // The parser's reason for a coordinate move ends with where the piece can go;
                // only that part adds to the reason found here.
                details.push(match parser_reason {
                    Refusal::WithMoves { moves, .. } => piece_moves_sentence(moves),
                    other => refusal_sentence(other),
                });
            }
            ExplainError::Illegal {
                input: input.to_string(),
                reason,
                details,
            }
        }
        _ => {
            let parts: Vec<Text> = reasons
                .into_iter()
                .map(|(from, r, _)| {
                    Sentence::new("illegal-for-piece")
                        .occupant("piece", pos.piece_at(from), from)
                        .arg("reason", r)
                        .text()
                })
                .collect();
            ExplainError::Illegal {
                input: input.to_string(),
                reason: super::describe::join(parts, "; "),
                details: vec![refusal_sentence(parser_reason)],
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
) -> Option<(Text, Vec<Text>)> {
    let us = pos.side_to_move();
    let piece = pos.piece_at(from).filter(|p| p.color == us)?;
    if pos
        .legal_moves()
        .iter()
        .any(|m| m.from == from && m.to == to && (m.promotion == promotion || promotion.is_none()))
    {
        return None;
    }
    let only = |t: Text| Some((t, Vec::new()));
    if from == to {
        return only(msg!("illegal-same-square"));
    }
    let target = pos.piece_at(to);
    let own_target = target.filter(|t| t.color == us);
    let kind = piece.kind;
    if kind == PieceKind::Castalia {
        return castalia_reason(pos, from, to, target);
    }
    if !could_reach(kind, us, from, to) {
        return only(shape_text(kind));
    }
    if let Some(t) = own_target {
        return only(
            Sentence::new("illegal-own-piece-capture")
                .square("square", to)
                .kind("piece", t.kind)
                .text(),
        );
    }
    let df = to.file().index() as i32 - from.file().index() as i32;
    let mut kind_of_move = MoveKind::Normal;
    match kind {
        PieceKind::Pawn => {
            if df == 0 {
                if let Some(t) = target {
                    return only(
                        Sentence::new("illegal-pawn-captures-ahead-piece")
                            .square("square", to)
                            .piece("piece", t)
                            .text(),
                    );
                }
                if to.rank().index().abs_diff(from.rank().index()) == 2 {
                    if from.rank() != us.second_rank() {
                        return only(msg!("illegal-pawn-double-step"));
                    }
                    kind_of_move = MoveKind::DoubleStep;
                }
            } else if target.is_none() {
                if pos.en_passant() == Some(to) {
                    kind_of_move = MoveKind::EnPassant;
                } else {
                    return only(msg!(
                        "illegal-pawn-diagonal-to-empty",
                        square = to.to_string()
                    ));
                }
            }
        }
        PieceKind::King if df.abs() == 2 => {
            if let Some(r) = castling_reason(pos, from, to) {
                return only(r);
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
        return only(blocked(pos.piece_at(nearest), nearest));
    }
    let promotion = match (kind, to.rank() == us.promotion_rank()) {
        (PieceKind::Pawn, true) => Some(promotion.unwrap_or(PieceKind::Queen)),
        _ => None,
    };
    if promotion == Some(PieceKind::Castalia) && pos.variant() == Variant::Standard {
        return only(msg!("illegal-no-castalia-in-standard"));
    }
    let mv = Move {
        from,
        to,
        promotion,
        kind: kind_of_move,
    };
    king_safety_reason(pos, &mv, piece, None).map(|r| (r, Vec::new()))
}

/// "the path is blocked by the white pawn on b2".
fn blocked(piece: Option<Piece>, sq: Square) -> Text {
    Sentence::new("illegal-blocked")
        .occupant("blocker", piece, sq)
        .text()
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
) -> Option<(Text, Vec<Text>)> {
    let us = pos.side_to_move();
    let Some(dir) = Direction::between(from, to) else {
        return Some((
            Sentence::new("illegal-castalia-not-on-line")
                .square("from", from)
                .square("to", to)
                .text(),
            Vec::new(),
        ));
    };
    if let Some(t) = target {
        let id = if t.color == us {
            "illegal-castalia-cannot-capture-own"
        } else {
            "illegal-castalia-cannot-capture"
        };
        return Some((
            Sentence::new(id)
                .square("square", to)
                .piece("target", t)
                .text(),
            Vec::new(),
        ));
    }
    let occupied = pos.board().occupied();
    if let Some(blocker) = first_blocker(from, dir, occupied).filter(|&b| between(from, to).has(b))
    {
        return Some((blocked(pos.piece_at(blocker), blocker), Vec::new()));
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
fn castling_reason(pos: &Position, from: Square, to: Square) -> Option<Text> {
    let us = pos.side_to_move();
    let castle = if to.file() > from.file() {
        CastleSide::King
    } else {
        CastleSide::Queen
    };
    if from != Square::new(File::E, us.first_rank()) {
        return Some(castling_refusal_text(&CastlingRefusal::LostRight {
            side: us,
            castle,
        }));
    }
    pos.castling_refusal(castle)
        .map(|r| castling_refusal_text(&r))
}

/// Why the move would leave the mover's king in check, naming the attackers and the cause.
fn king_safety_reason(
    pos: &Position,
    mv: &Move,
    piece: Piece,
    effects: Option<CastaliaEffects>,
) -> Option<Text> {
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
        let v: Vec<(Piece, Square)> = checkers
            .into_iter()
            .filter_map(|s| board.piece_at(s).map(|p| (p, s)))
            .collect();
        pieces_on(&v)
    };
    let king_before = pos.board().king(us)?;
    let enemy_king_adjacent = checkers.has(board.king(them).unwrap_or(king));
    let sentence = |id| Sentence::new(id).square("king", king);
    if let Some(effects) = effects {
        if effects.kidnap_from == Some(king_before) {
            let id = if enemy_king_adjacent {
                "illegal-kidnap-king-next-to-king"
            } else {
                "illegal-kidnap-king-attacked"
            };
            return Some(
                Sentence::new(id)
                    .square("from", king_before)
                    .square("to", mv.from)
                    .arg("attackers", names)
                    .text(),
            );
        }
        if let Some(r) = effects.repulse {
            if checkers.has(r.to) {
                let id = if r.promotes {
                    "illegal-repulse-promotes-checks"
                } else {
                    "illegal-repulse-checks"
                };
                return Some(
                    sentence(id)
                        .occupant("pushed", pos.piece_at(r.from), r.from)
                        .square("to", r.to)
                        .text(),
                );
            }
            if let Some(c) = checkers.into_iter().find(|&c| between(king, c).has(r.from)) {
                return Some(
                    sentence("illegal-repulse-unshields")
                        .occupant("pushed", pos.piece_at(r.from), r.from)
                        .square("to", r.to)
                        .occupant("checker", after.piece_at(c), c)
                        .text(),
                );
            }
        }
        if let Some(k) = effects.kidnap_from {
            let dragged_enemy = pos.piece_at(k).filter(|p| p.color == them);
            if let (Some(p), true) = (dragged_enemy, checkers.has(mv.from)) {
                return Some(
                    sentence("illegal-kidnap-checks")
                        .piece_on("dragged", p, k)
                        .square("to", mv.from)
                        .text(),
                );
            }
            if let Some(c) = checkers.into_iter().find(|&c| between(king, c).has(k)) {
                return Some(
                    sentence("illegal-kidnap-unshields")
                        .occupant("dragged", pos.piece_at(k), k)
                        .square("to", mv.from)
                        .occupant("checker", after.piece_at(c), c)
                        .text(),
                );
            }
        }
    }
    if piece.kind == PieceKind::King {
        if enemy_king_adjacent {
            return Some(msg!("illegal-king-next-to-king", to = mv.to.to_string()));
        }
        return Some(msg!(
            "illegal-king-in-check-on",
            to = mv.to.to_string(),
            attackers = names
        ));
    }
    if pos.is_check() {
        return Some(
            sentence("illegal-check-not-stopped")
                .arg("attackers", names)
                .text(),
        );
    }
    if checkers.into_iter().any(|c| between(king, c).has(mv.from)) {
        return Some(
            sentence("illegal-pinned")
                .piece_on("piece", piece, mv.from)
                .arg("attackers", names)
                .text(),
        );
    }
    Some(
        sentence("illegal-leaves-king-in-check")
            .arg("attackers", names)
            .text(),
    )
}

/// How a piece moves, as a clause ("a knight moves in an L: ...").
pub fn shape_text(kind: PieceKind) -> Text {
    Sentence::new("illegal-shape").kind("piece", kind).text()
}

/// The words of a rule's reason, as a clause ("the path is blocked by the white pawn on b2"):
/// what follows "... is not legal here:".
pub fn refusal_text(refusal: &Refusal) -> Text {
    let kind = |id, kind| Sentence::new(id).kind("piece", kind).text();
    match refusal {
        Refusal::NoPieceOn(square) => msg!("illegal-no-piece-on", square = square.to_string()),
        Refusal::SameSquare => msg!("illegal-same-square"),
        Refusal::Shape(k) => shape_text(*k),
        Refusal::CastaliaCannotCapture { to, target } => {
            Sentence::new("illegal-castalia-cannot-capture")
                .square("square", *to)
                .piece("target", *target)
                .text()
        }
        Refusal::OwnPiece { to, kind: k } => Sentence::new("illegal-own-piece")
            .square("square", *to)
            .kind("piece", *k)
            .text(),
        Refusal::PawnCapturesAhead => msg!("illegal-pawn-captures-ahead"),
        Refusal::PawnDoubleStep => msg!("illegal-pawn-double-step"),
        Refusal::PawnDiagonalToEmpty(to) => {
            msg!("illegal-pawn-diagonal-to-empty", square = to.to_string())
        }
        Refusal::Castling(why) => castling_refusal_text(why),
        Refusal::CannotCastle => msg!("illegal-cannot-castle"),
        Refusal::Blocked(by) => blocked(by.piece, by.square),
        Refusal::DoesNotAnswerCheck => msg!("illegal-does-not-answer-check"),
        Refusal::CastaliaExposesKing => msg!("illegal-castalia-exposes-king"),
        Refusal::ExposesKing => msg!("illegal-exposes-king"),
        Refusal::NoSuchPromotion(piece) => kind("illegal-no-such-promotion", *piece),
        Refusal::PromotionNotInVariant { piece, variant } => {
            Sentence::new("illegal-promotion-not-in-variant")
                .kind("piece", *piece)
                .arg("rules", variant.name())
                .text()
        }
        Refusal::WrongPiece { from, is, named } => Sentence::new("illegal-wrong-piece")
            .square("square", *from)
            .kind("is", *is)
            .kind("named", *named)
            .text(),
        Refusal::NoneOfKind(k) => kind("illegal-none-of-kind", *k),
        Refusal::WithMoves { why, moves } => msg!(
            "illegal-with-moves",
            reason = refusal_text(why),
            moves = piece_moves_text(moves)
        ),
        Refusal::Each(reasons) => super::describe::join(
            reasons
                .iter()
                .map(|(k, from, why)| each_text("illegal-each", *k, *from, why))
                .collect(),
            "; ",
        ),
        Refusal::NoneReaches {
            kind: k,
            to,
            options,
        } => none_reaches(*k, *to, options, false),
    }
}

/// "for the knight on b1, the path is blocked by ..." (`id`: the clause or the sentence form).
fn each_text(id: &'static str, kind: PieceKind, from: Square, why: &Refusal) -> Text {
    Sentence::new(id)
        .kind("piece", kind)
        .square("square", from)
        .arg("reason", refusal_text(why))
        .text()
}

/// "no knight of yours can move to e5; your knight moves are Nc3, Nf3".
fn none_reaches(
    kind: PieceKind,
    to: Square,
    options: &[crate::rules::San],
    sentence: bool,
) -> Text {
    let id = match (options.is_empty(), sentence) {
        (true, false) => "illegal-none-reaches",
        (false, false) => "illegal-none-reaches-moves",
        (true, true) => "illegal-none-reaches-sentence",
        (false, true) => "illegal-none-reaches-moves-sentence",
    };
    let moves: Vec<String> = options.iter().map(|m| m.to_string()).collect();
    Sentence::new(id)
        .kind("piece", kind)
        .square("square", to)
        .arg("moves", moves.join(", "))
        .text()
}

/// A rule's reason as a sentence of its own (after the reason found for the move itself).
fn refusal_sentence(refusal: &Refusal) -> Text {
    match refusal {
        Refusal::WithMoves { why, moves } => msg!(
            "illegal-with-moves-sentence",
            reason = refusal_text(why),
            moves = piece_moves_text(moves)
        ),
        Refusal::Each(reasons) => {
            let mut parts = Vec::new();
            for (i, (k, from, why)) in reasons.iter().enumerate() {
                let id = if i == 0 {
                    "illegal-each-sentence"
                } else {
                    "illegal-each"
                };
                parts.push(each_text(id, *k, *from, why));
            }
            msg!(
                "illegal-sentence",
                reason = super::describe::join(parts, "; ")
            )
        }
        Refusal::NoneReaches { kind, to, options } => none_reaches(*kind, *to, options, true),
        other => msg!("illegal-sentence", reason = refusal_text(other)),
    }
}

/// The words of a castling refusal, as a clause.
pub fn castling_refusal_text(refusal: &CastlingRefusal) -> Text {
    let occupants = |list: &[Occupant]| {
        and_list(
            list.iter()
                .map(|o| {
                    Sentence::new("piece-on-square")
                        .occupant("piece", o.piece, o.square)
                        .text()
                })
                .collect(),
        )
    };
    match refusal {
        CastlingRefusal::LostRight { side, castle } => Sentence::new("illegal-castling-lost-right")
            .color("color", *side)
            .key(
                "side",
                match castle {
                    CastleSide::King => "king",
                    CastleSide::Queen => "queen",
                },
            )
            .text(),
        CastlingRefusal::Between(o) => Sentence::new("illegal-castling-between")
            .occupant("piece", o.piece, o.square)
            .text(),
        CastlingRefusal::OutOfCheck(by) => {
            msg!("illegal-castling-out-of-check", attackers = occupants(by))
        }
        CastlingRefusal::Attacked { passes, square, by } => {
            Sentence::new("illegal-castling-attacked")
                .key("way", if *passes { "passes" } else { "lands" })
                .square("square", *square)
                .arg("attackers", occupants(by))
                .text()
        }
        CastlingRefusal::ExposesKing => msg!("illegal-exposes-king"),
    }
}

/// Where a piece can go, as a clause: "the knight on b1 can play Na3, Nc3", or "the knight on
/// b1 has no legal move".
pub fn piece_moves_text(moves: &PieceMoves) -> Text {
    piece_moves(moves, false)
}

/// The same as a sentence of its own.
fn piece_moves_sentence(moves: &PieceMoves) -> Text {
    piece_moves(moves, true)
}

fn piece_moves(moves: &PieceMoves, sentence: bool) -> Text {
    let id = match (moves.moves.is_empty(), sentence) {
        (true, false) => "illegal-piece-no-moves",
        (false, false) => "illegal-piece-moves",
        (true, true) => "illegal-piece-no-moves-sentence",
        (false, true) => "illegal-piece-moves-sentence",
    };
    let sans: Vec<String> = moves.moves.iter().map(|m| m.to_string()).collect();
    Sentence::new(id)
        .key("piece", moves.kind.map_or("none", kind_key))
        .square("square", moves.square)
        .arg("moves", sans.join(", "))
        .text()
}

/// The words of the parser's error for a move that could not be read or played, as a
/// sentence without its full stop (as the parser's `Display` says it, in English).
pub fn parse_error_text(error: &MoveParseError) -> Text {
    match error {
        MoveParseError::Empty => msg!("illegal-parse-empty"),
        MoveParseError::TooLong(n) => msg!("illegal-parse-too-long", length = *n),
        MoveParseError::Unreadable(input) => {
            msg!("illegal-parse-unreadable", input = input.as_str())
        }
        MoveParseError::NoPiece(square) => {
            msg!("illegal-parse-no-piece", square = square.to_string())
        }
        MoveParseError::NotYourPiece {
            square,
            owner,
            turn,
        } => Sentence::new("illegal-parse-not-your-piece")
            .square("square", *square)
            .color("owner", *owner)
            .color("turn", *turn)
            .text(),
        MoveParseError::Illegal { input, reason } => msg!(
            "illegal-parse-illegal",
            input = input.as_str(),
            reason = refusal_text(reason)
        ),
        MoveParseError::Ambiguous { input, candidates } => {
            let mut list = Text::new();
            for (i, c) in candidates.iter().rev().enumerate() {
                list = if i == 0 {
                    Text::new().plain(c.to_string())
                } else {
                    msg!("explain-list-or", first = c.to_string(), rest = list)
                };
            }
            msg!(
                "illegal-parse-ambiguous",
                input = input.as_str(),
                candidates = list
            )
        }
        MoveParseError::MissingPromotion { input, options } => msg!(
            "illegal-parse-missing-promotion",
            input = input.as_str(),
            options = options.join(", ")
        ),
        MoveParseError::NeedlessPromotion { input } => {
            msg!("illegal-parse-needless-promotion", input = input.as_str())
        }
    }
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
