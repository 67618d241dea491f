//! The words for a picture of a board, for those who cannot see it: an attachment's
//! description (Discord's alt text, read by screen readers) and the text-only board. Whose
//! move it is (or how the game ended), the last move with what it captured, kidnapped or
//! repulsed and the check it gave, then every piece by its square:
//!
//! "Black to move, in check. Last move: White Qxf7#... White: Kg1, Qd1, Ca3, Rf1, pawns a2 b2;
//! Black: Kg8, ...". The words are catalogue messages (`alt-*`), rendered in the reader's
//! language by the front end, which then cuts them to Discord's limit (`cut`).

use super::describe::effect_label;
use super::words::Sentence;
use crate::i18n::Text;
use crate::msg;
use crate::rules::{Color, GameRecord, Move, PieceKind, Position, Square};

/// Discord's limit on an attachment's description (the front end cuts the words to it with
/// `cut` once they are in the reader's language).
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

/// A game's board now: whose move (or `ended`, how it ended, a sentence without its full
/// stop), the last move and the pieces.
pub fn board_text(record: &GameRecord, ended: Option<impl Into<Text>>) -> Text {
    let pos = record.position();
    let mut parts = vec![status(pos, ended.map(Into::into))];
    if let Some((before, mv)) = last_move(record) {
        parts.push(move_sentence("alt-last-move", &before, &mv));
    }
    parts.push(pieces(pos));
    super::describe::join(parts, " ")
}

/// A position with a move to show on it (a puzzle's or an explanation's picture): the move
/// and what it does, then the pieces before it. `title`: what the picture is, without a full
/// stop.
pub fn move_text(title: impl Into<Text>, pos: &Position, mv: &Move) -> Text {
    msg!(
        "alt-move-picture",
        title = title.into(),
        the_move = move_sentence("alt-the-move", pos, mv),
        pieces = pieces(pos)
    )
}

/// A position on its own (a puzzle or a lesson before the move): whose move and the pieces.
pub fn position_text(title: impl Into<Text>, pos: &Position) -> Text {
    msg!(
        "alt-position-picture",
        title = title.into(),
        status = status(pos, None),
        pieces = pieces(pos)
    )
}

/// "White to move, in check." or "Black wins by checkmate."
fn status(pos: &Position, ended: Option<Text>) -> Text {
    match ended {
        Some(ended) => msg!("alt-ended", ended = ended),
        None => Sentence::new(if pos.is_check() {
            "alt-to-move-in-check"
        } else {
            "alt-to-move"
        })
        .color("color", pos.side_to_move())
        .text(),
    }
}

/// "Last move: White Cd5: kidnaps the white knight from b1 to d1; check." (`id`: which
/// move it is).
fn move_sentence(id: &'static str, before: &Position, mv: &Move) -> Text {
    Sentence::new(id)
        .color("color", before.side_to_move())
        .arg("effects", effect_label(before, mv))
        .text()
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

/// "White: Kg1, Qd1, Ca3, Rf1, pawns a2 b2; Black: Kg8, pawn h7." (pieces by their SAN
/// letters).
pub fn pieces(pos: &Position) -> Text {
    let one = |color: Color| {
        let board = pos.board();
        // Each kind's squares from the a-file to the h-file, as a player reads a board.
        let squares = |kind: PieceKind| {
            let mut all: Vec<Square> = board.pieces(color, kind).collect();
            all.sort_by_key(|sq| (sq.file(), sq.rank()));
            all
        };
        let mut named: Vec<Text> = ORDER
            .iter()
            .flat_map(|kind| {
                squares(*kind)
                    .into_iter()
                    .map(move |sq| Text::new().plain(format!("{}{sq}", kind.letter())))
            })
            .collect();
        let pawns: Vec<String> = squares(PieceKind::Pawn)
            .iter()
            .map(|sq| sq.to_string())
            .collect();
        if !pawns.is_empty() {
            named.push(msg!(
                "alt-pawns",
                count = pawns.len(),
                squares = pawns.join(" ")
            ));
        }
        let list = if named.is_empty() {
            msg!("alt-nothing")
        } else {
            super::describe::join(named, ", ")
        };
        Sentence::new("alt-pieces-side")
            .color("color", color)
            .arg("pieces", list)
            .text()
    };
    msg!(
        "alt-pieces",
        white = one(Color::White),
        black = one(Color::Black)
    )
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
        let text = board_text(&record(Variant::Standard, &[]), None::<Text>).to_string();
        assert!(text.starts_with("White to move. White: Ke1, Qd1, Ra1, Rh1, Bc1, Bf1, Nb1, Ng1, pawns a2 b2 c2 d2 e2 f2 g2 h2; Black: Ke8,"), "{text}");
        assert!(!text.contains("Last move"), "{text}");
    }

    #[test]
    fn a_mate_says_the_move_the_check_and_the_end() {
        let r = record(Variant::Standard, &["f3", "e5", "g4", "Qh4#"]);
        let text = board_text(&r, Some("Black wins by checkmate")).to_string();
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
        let text = board_text(&r, None::<&str>).to_string();
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
