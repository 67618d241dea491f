//! The words for a picture of a board, for those who cannot see it: an attachment's
//! description (Discord's alt text, read by screen readers) and the text-only board. Whose
//! move it is (or how the game ended), the last move with what it captured, kidnapped or
//! repulsed and the check it gave, then every piece by its square:
//!
//! "Black to move, in check. Last move: White Qxf7#... White: Kg1, Qd1, Ca3, Rf1, pawns a2 b2;
//! Black: Kg8, ...".

use super::describe::effect_label;
use super::words::side;
use crate::rules::{Color, GameRecord, Move, PieceKind, Position, Square};

/// Discord's limit on an attachment's description.
pub const MAX_CHARS: usize = 1024;

/// The order pieces are listed in: the king first, pawns last.
const ORDER: [PieceKind; 6] = [
    PieceKind::King,
    PieceKind::Queen,
    PieceKind::Castalia,
    PieceKind::Rook,
    PieceKind::Bishop,
    PieceKind::Knight,
];

/// A game's board now: whose move (or `ended`, how it ended), the last move and the pieces.
pub fn board_text(record: &GameRecord, ended: Option<&str>) -> String {
    let pos = record.position();
    let mut parts = vec![status(pos, ended)];
    if let Some((before, mv)) = last_move(record) {
        parts.push(move_sentence("Last move", &before, &mv));
    }
    parts.push(pieces(pos));
    cut(&parts.join(" "))
}

/// A position with a move to show on it (a puzzle's or an explanation's picture): the move
/// and what it does, then the pieces before it.
pub fn move_text(title: &str, pos: &Position, mv: &Move) -> String {
    cut(&format!(
        "{title}. {} Before it: {}",
        move_sentence("The move", pos, mv),
        pieces(pos)
    ))
}

/// A position on its own (a puzzle or a lesson before the move): whose move and the pieces.
pub fn position_text(title: &str, pos: &Position) -> String {
    cut(&format!("{title}. {} {}", status(pos, None), pieces(pos)))
}

/// "White to move, in check." or "Black wins by checkmate."
fn status(pos: &Position, ended: Option<&str>) -> String {
    match ended {
        Some(ended) => format!("{ended}."),
        None => format!(
            "{} to move{}.",
            side(pos.side_to_move()),
            if pos.is_check() { ", in check" } else { "" }
        ),
    }
}

/// "Last move: White Cd5: kidnaps the white knight from b1 to d1; check."
fn move_sentence(label: &str, before: &Position, mv: &Move) -> String {
    format!(
        "{label}: {} {}.",
        side(before.side_to_move()),
        effect_label(before, mv)
    )
}

/// The position before the last move, and that move.
fn last_move(record: &GameRecord) -> Option<(Position, Move)> {
    let (last, earlier) = record.moves().split_last()?;
    let mut before = record.start().clone();
    for mv in earlier {
        before.play_unchecked(mv);
    }
    Some((before, *last))
}

/// "White: Kg1, Qd1, Ca3, Rf1, pawns a2 b2; Black: Kg8, pawn h7."
pub fn pieces(pos: &Position) -> String {
    let one = |color: Color| {
        let board = pos.board();
        // Each kind's squares from the a-file to the h-file, as a player reads a board.
        let squares = |kind: PieceKind| {
            let mut all: Vec<Square> = board.pieces(color, kind).collect();
            all.sort_by_key(|sq| (sq.file(), sq.rank()));
            all
        };
        let mut named: Vec<String> = ORDER
            .iter()
            .flat_map(|kind| {
                squares(*kind)
                    .into_iter()
                    .map(move |sq| format!("{}{sq}", kind.letter()))
            })
            .collect();
        let pawns: Vec<String> = squares(PieceKind::Pawn)
            .iter()
            .map(|sq| sq.to_string())
            .collect();
        match pawns.len() {
            0 => {}
            1 => named.push(format!("pawn {}", pawns[0])),
            _ => named.push(format!("pawns {}", pawns.join(" "))),
        }
        if named.is_empty() {
            named.push("nothing".to_string());
        }
        format!("{}: {}", side(color), named.join(", "))
    };
    format!("{}; {}.", one(Color::White), one(Color::Black))
}

/// At most `MAX_CHARS` characters, cut at a word with "…" where longer.
pub fn cut(text: &str) -> String {
    if text.chars().count() <= MAX_CHARS {
        return text.to_string();
    }
    let mut out: String = text.chars().take(MAX_CHARS - 1).collect();
    if let Some(space) = out.rfind(' ') {
        out.truncate(space);
    }
    out.push('…');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    fn record(variant: Variant, moves: &[&str]) -> GameRecord {
        let mut record = GameRecord::new(Position::start(variant));
        for mv in moves {
            record.push_text(mv).expect("legal");
        }
        record
    }

    #[test]
    fn the_start_lists_every_piece_and_whose_move() {
        let text = board_text(&record(Variant::Standard, &[]), None);
        assert!(text.starts_with("White to move. White: Ke1, Qd1, Ra1, Rh1, Bc1, Bf1, Nb1, Ng1, pawns a2 b2 c2 d2 e2 f2 g2 h2; Black: Ke8,"), "{text}");
        assert!(!text.contains("Last move"), "{text}");
    }

    #[test]
    fn a_mate_says_the_move_the_check_and_the_end() {
        let r = record(Variant::Standard, &["f3", "e5", "g4", "Qh4#"]);
        let text = board_text(&r, Some("Black wins by checkmate"));
        assert!(
            text.starts_with("Black wins by checkmate. Last move: Black Qh4#"),
            "{text}"
        );
        assert!(text.contains("Black: Ke8, Qh4,"), "{text}");
        assert!(text.contains("pawns a2 b2 c2 d2 e2 f3 g4 h2;"), "{text}");
        assert!(text.contains("pawns a7 b7 c7 d7 e5 f7 g7 h7."), "{text}");
    }

    #[test]
    fn a_castalia_move_says_what_it_kidnapped_and_repulsed() {
        // The Castalia starts on b1/b8 in Castalia chess: Cc2 after c3 goes up the board.
        let r = record(Variant::Castalia, &["c3", "c6", "Cc2"]);
        let text = board_text(&r, None);
        assert!(
            text.starts_with("Black to move. Last move: White Cc2"),
            "{text}"
        );
        assert!(text.contains("White: Ke1, Qd1, Cc2,"), "{text}");
    }

    #[test]
    fn long_texts_are_cut_at_a_word() {
        let long = "word ".repeat(400);
        let cut = cut(&long);
        assert!(cut.chars().count() <= MAX_CHARS);
        assert!(cut.ends_with('…'));
    }
}
