//! Showing replies in a terminal: the board as Unicode text, Discord markup made plain.

use crate::game::{Span, Text};
use crate::rules::{Color, File, PieceKind, Position, Rank, Square};

/// The board as text, from `orientation`'s side, with the last move's squares marked.
pub fn text_board(
    pos: &Position,
    orientation: Color,
    last_move: Option<(Square, Square)>,
) -> String {
    let flipped = orientation == Color::Black;
    let mut ranks: Vec<Rank> = Rank::ALL.to_vec();
    let mut files: Vec<File> = File::ALL.to_vec();
    if flipped {
        files.reverse();
    } else {
        ranks.reverse();
    }
    let mut out = String::new();
    for rank in &ranks {
        out.push_str(&format!(" {} ", rank));
        for file in &files {
            let sq = Square::new(*file, *rank);
            let marked = last_move.is_some_and(|(a, b)| a == sq || b == sq);
            let glyph = match pos.piece_at(sq) {
                Some(p) => figurine(p.color, p.kind),
                None if sq.is_light() => '·',
                None => '·',
            };
            if marked {
                out.push('[');
                out.push(glyph);
                out.push(']');
            } else {
                out.push(' ');
                out.push(glyph);
                out.push(' ');
            }
        }
        out.push('\n');
    }
    out.push_str("   ");
    for file in &files {
        out.push_str(&format!(" {} ", file));
    }
    out.push('\n');
    out
}

/// Unicode chess figurines; the Castalia, which has none, is a circled C.
pub fn figurine(color: Color, kind: PieceKind) -> char {
    match (color, kind) {
        (Color::White, PieceKind::King) => '♔',
        (Color::White, PieceKind::Queen) => '♕',
        (Color::White, PieceKind::Rook) => '♖',
        (Color::White, PieceKind::Bishop) => '♗',
        (Color::White, PieceKind::Knight) => '♘',
        (Color::White, PieceKind::Pawn) => '♙',
        (Color::White, PieceKind::Castalia) => 'Ⓒ',
        (Color::Black, PieceKind::King) => '♚',
        (Color::Black, PieceKind::Queen) => '♛',
        (Color::Black, PieceKind::Rook) => '♜',
        (Color::Black, PieceKind::Bishop) => '♝',
        (Color::Black, PieceKind::Knight) => '♞',
        (Color::Black, PieceKind::Pawn) => '♟',
        (Color::Black, PieceKind::Castalia) => 'ⓒ',
    }
}

/// A reply's text for a terminal: names and moves as they are, commands as typed, moments as
/// "in 5 min" relative to `now_ms`. Control characters from users (terminal escape sequences)
/// are shown escaped, never sent to the terminal.
pub fn plain(text: &Text, now_ms: i64) -> String {
    let mut out = String::new();
    for span in &text.spans {
        match span {
            Span::Plain(t) | Span::Strong(t) | Span::Code(t) => push_safe(&mut out, t),
            Span::Player { name, .. } => push_safe(&mut out, name),
            Span::Time(ms) => out.push_str(&relative((ms - now_ms).div_euclid(1000))),
        }
    }
    out
}

/// Appends `text` with control characters other than line breaks escaped (`\u{1b}`).
pub fn push_safe(out: &mut String, text: &str) {
    for c in text.chars() {
        if c.is_control() && c != '\n' {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
}

fn relative(delta_secs: i64) -> String {
    let abs = delta_secs.abs();
    let amount = if abs < 90 {
        format!("{abs} s")
    } else if abs < 90 * 60 {
        format!("{} min", abs / 60)
    } else if abs < 36 * 3600 {
        format!("{} h", abs / 3600)
    } else {
        format!("{} days", abs / 86_400)
    };
    if delta_secs >= 0 {
        format!("in {amount}")
    } else {
        format!("{amount} ago")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_text_shows_pieces_and_orientation() {
        let start = Position::start(crate::rules::Variant::Castalia);
        let b = text_board(&start, Color::White, None);
        let first = b.lines().next().unwrap();
        assert!(
            first.starts_with(" 8 ") && first.contains('ⓒ') && first.contains('♜'),
            "{b}"
        );
        let flipped = text_board(&start, Color::Black, None);
        assert!(flipped.lines().next().unwrap().starts_with(" 1 "));
    }

    #[test]
    fn spans_are_made_plain_and_safe() {
        let text = Text::new()
            .player(None, "alice")
            .plain(" to move ")
            .time(1_060_000)
            .plain(" ")
            .code("/move")
            .plain(" \u{1b}]0;evil\u{7}");
        assert_eq!(
            plain(&text, 1_000_000),
            "alice to move in 60 s /move \\u{1b}]0;evil\\u{7}"
        );
    }
}
