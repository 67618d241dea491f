//! Why a typed move is not legal, in words. The rules decide it and hand the reason over as
//! data (`Position::refusal`: `Refusal`, `CastlingRefusal`, `Exposure`); this file works out
//! which piece and squares the user meant and says the reason, as catalogue messages
//! (`illegal-*`): in full for `/explain` (`why`, `reason`: the squares, the pieces, the
//! attackers of the king and the cause, and what a Castalia's kidnap and repulse would do),
//! and as a short clause for a refused move (`refusal_text`, `parse_error_text`, the parser's
//! errors). `MoveParseError`'s `Display` is the same words in English, for logs and tools.

use super::describe::{kidnap_sentence, repulse_sentence};
use super::words::{and_list, kind_key, Sentence};
use super::ExplainError;
use crate::i18n::Text;
use crate::msg;
use crate::rules::refusal::could_reach;
use crate::rules::{
    CastleSide, CastlingRefusal, Direction, Exposure, ExposureCause, File, MoveKind,
    MoveParseError, Occupant, PieceKind, PieceMoves, Position, Rank, Refusal, Square, Variant,
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

/// Why moving the piece on `from` to `to` is illegal, in full: the reason (a clause) and
/// sentences on what the move would have done. The rules decide it (`Position::refusal`);
/// this says it, naming the squares, the pieces and the cause. None if it is legal after all,
/// or `from` is not ours.
pub fn reason(
    pos: &Position,
    from: Square,
    to: Square,
    promotion: Option<PieceKind>,
) -> Option<(Text, Vec<Text>)> {
    let only = |t: Text| Some((t, Vec::new()));
    match pos.refusal(from, to, promotion) {
        Refusal::NoPieceOn(_) => None,
        Refusal::KingInCheck(exposure) => exposure_text(pos, &exposure),
        // The full account says more than the short reason where it can.
        Refusal::Shape(PieceKind::Castalia) => only(
            Sentence::new("illegal-castalia-not-on-line")
                .square("from", from)
                .square("to", to)
                .text(),
        ),
        Refusal::CastaliaCannotCapture { to, target } if target.color == pos.side_to_move() => {
            only(
                Sentence::new("illegal-castalia-cannot-capture-own")
                    .square("square", to)
                    .piece("target", target)
                    .text(),
            )
        }
        Refusal::OwnPiece { to, kind } => only(
            Sentence::new("illegal-own-piece-capture")
                .square("square", to)
                .kind("piece", kind)
                .text(),
        ),
        Refusal::PawnCapturesAhead { to, target } => only(
            Sentence::new("illegal-pawn-captures-ahead-piece")
                .square("square", to)
                .piece("piece", target)
                .text(),
        ),
        Refusal::PromotionNotInVariant {
            piece: PieceKind::Castalia,
            variant: Variant::Standard,
        } => only(msg!("illegal-no-castalia-in-standard")),
        other => only(refusal_text(&other)),
    }
}

/// "the path is blocked by the white pawn on b2".
fn blocked(by: &Occupant) -> Text {
    Sentence::new("illegal-blocked")
        .occupant("blocker", by.piece, by.square)
        .text()
}

/// Why the move would leave the mover's king in check, naming the attackers and the cause;
/// for a Castalia's move, also what its kidnap and repulse would do. None when nothing would
/// attack the king (the move is legal after all).
fn exposure_text(pos: &Position, exposure: &Exposure) -> Option<(Text, Vec<Text>)> {
    if exposure.attackers.is_empty() {
        return None;
    }
    let mv = &exposure.mv;
    let attackers = occupant_list(&exposure.attackers);
    let sentence = |id| Sentence::new(id).square("king", exposure.king);
    let reason = match &exposure.cause {
        ExposureCause::KingKidnapped { from, next_to_king } => {
            let id = if *next_to_king {
                "illegal-kidnap-king-next-to-king"
            } else {
                "illegal-kidnap-king-attacked"
            };
            Sentence::new(id)
                .square("from", *from)
                .square("to", mv.from)
                .arg("attackers", attackers)
                .text()
        }
        ExposureCause::RepulseChecks {
            pushed,
            to,
            promotes,
        } => {
            let id = if *promotes {
                "illegal-repulse-promotes-checks"
            } else {
                "illegal-repulse-checks"
            };
            sentence(id)
                .occupant("pushed", pushed.piece, pushed.square)
                .square("to", *to)
                .text()
        }
        ExposureCause::RepulseUnshields {
            pushed,
            to,
            checker,
        } => sentence("illegal-repulse-unshields")
            .occupant("pushed", pushed.piece, pushed.square)
            .square("to", *to)
            .occupant("checker", checker.piece, checker.square)
            .text(),
        ExposureCause::KidnapChecks { dragged, from } => sentence("illegal-kidnap-checks")
            .piece_on("dragged", *dragged, *from)
            .square("to", mv.from)
            .text(),
        ExposureCause::KidnapUnshields { dragged, checker } => sentence("illegal-kidnap-unshields")
            .occupant("dragged", dragged.piece, dragged.square)
            .square("to", mv.from)
            .occupant("checker", checker.piece, checker.square)
            .text(),
        ExposureCause::KingNextToKing => {
            msg!("illegal-king-next-to-king", to = mv.to.to_string())
        }
        ExposureCause::KingSteppedIntoCheck => msg!(
            "illegal-king-in-check-on",
            to = mv.to.to_string(),
            attackers = attackers
        ),
        ExposureCause::CheckNotStopped => sentence("illegal-check-not-stopped")
            .arg("attackers", attackers)
            .text(),
        ExposureCause::Pinned => sentence("illegal-pinned")
            .piece_on("piece", exposure.mover, mv.from)
            .arg("attackers", attackers)
            .text(),
        ExposureCause::LeavesKingInCheck => sentence("illegal-leaves-king-in-check")
            .arg("attackers", attackers)
            .text(),
    };
    let details = match (mv.kind, Direction::between(mv.from, mv.to)) {
        (MoveKind::Castalia(effects), Some(dir)) => {
            let after = pos.play(mv);
            vec![
                kidnap_sentence(pos, mv, dir, &effects, true).0,
                repulse_sentence(pos, &after, mv, dir, &effects, true).0,
            ]
        }
        _ => Vec::new(),
    };
    Some((reason, details))
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
        Refusal::PawnCapturesAhead { .. } => msg!("illegal-pawn-captures-ahead"),
        Refusal::PawnDoubleStep => msg!("illegal-pawn-double-step"),
        Refusal::PawnDiagonalToEmpty(to) => {
            msg!("illegal-pawn-diagonal-to-empty", square = to.to_string())
        }
        Refusal::Castling(why) => castling_refusal_text(why),
        Refusal::CannotCastle => msg!("illegal-cannot-castle"),
        Refusal::Blocked(by) => blocked(by),
        Refusal::KingInCheck(exposure) => {
            if exposure.was_in_check {
                msg!("illegal-does-not-answer-check")
            } else if exposure.mover.kind == PieceKind::Castalia {
                msg!("illegal-castalia-exposes-king")
            } else {
                msg!("illegal-exposes-king")
            }
        }
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
            msg!(
                "illegal-castling-out-of-check",
                attackers = occupant_list(by)
            )
        }
        CastlingRefusal::Attacked { passes, square, by } => {
            Sentence::new("illegal-castling-attacked")
                .key("way", if *passes { "passes" } else { "lands" })
                .square("square", *square)
                .arg("attackers", occupant_list(by))
                .text()
        }
        CastlingRefusal::ExposesKing => msg!("illegal-exposes-king"),
    }
}

/// Pieces on their squares as an "and"-joined list ("the black bishop on b4 and the black
/// queen on e2").
fn occupant_list(list: &[Occupant]) -> Text {
    and_list(
        list.iter()
            .map(|o| {
                Sentence::new("piece-on-square")
                    .occupant("piece", o.piece, o.square)
                    .text()
            })
            .collect(),
    )
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

impl fmt::Display for MoveParseError {
    /// The catalogue's words in English (`parse_error_text`), for logs and tools.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", parse_error_text(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen, Variant::Castalia).unwrap()
    }

    #[test]
    fn the_parsers_errors_in_english_are_the_catalogues_words() {
        let p = pos("k3r3/8/8/8/8/8/4B3/4K3 w - - 0 1");
        for text in ["", "hello", "e3e4", "a8a7", "e2d3", "Bd3", "O-O", "Nf3"] {
            let e = p.parse_move(text).unwrap_err();
            assert_eq!(
                e.to_string(),
                parse_error_text(&e).words(Lang::En),
                "{text}"
            );
        }
        let e = p.parse_move("a8a7").unwrap_err();
        assert_eq!(
            e.to_string(),
            "the piece on a8 is black's, and it is white's turn"
        );
    }

    #[test]
    fn the_short_reason_and_the_full_account_say_one_decision() {
        // The bishop on e2 is pinned: a refused move says the king would be left in check,
        // `/explain` names the pin and the rook.
        let p = pos("k3r3/8/8/8/8/8/4B3/4K3 w - - 0 1");
        let refusal = p.refusal(Square::E2, Square::D3, None);
        assert_eq!(
            refusal_text(&refusal).to_string(),
            "it would leave your king in check"
        );
        let (full, details) = reason(&p, Square::E2, Square::D3, None).unwrap();
        assert_eq!(
            full.to_string(),
            "the white bishop on e2 is pinned: moving it would leave your king on e1 in check from the black rook on e8"
        );
        assert!(details.is_empty());
        // A king off its square moving two squares: its way of moving, both times.
        let p = pos("4k3/8/8/8/8/8/8/3K3R w - - 0 1");
        let shape = "a king moves one square in any direction (two along its rank when castling)";
        let (full, _) = reason(&p, Square::D1, Square::F1, None).unwrap();
        assert_eq!(full.to_string(), shape);
        let e = p.parse_move("d1f1").unwrap_err();
        assert!(
            e.to_string()
                .starts_with(&format!("d1f1 is not legal here: {shape}")),
            "{e}"
        );
        // A legal move has no reason.
        assert_eq!(reason(&p, Square::D1, Square::D2, None), None);
    }
}
