//! Showing replies in a terminal: the board as Unicode text, Discord markup made plain, and
//! control characters from users' text escaped so that they cannot drive the terminal.

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
            Span::Plain(t) | Span::Strong(t) | Span::Code(t) => out.push_str(&escape_controls(t)),
            Span::Player { name, .. } => out.push_str(&escape_controls(name)),
            Span::Time(ms) => out.push_str(&relative((ms - now_ms).div_euclid(1000))),
        }
    }
    out
}

/// "in 3 days", "5 min ago": rounded to the nearest unit, so that a deadline 3 days less a
/// second away reads "in 3 days" (not "in 2 days").
fn relative(delta_secs: i64) -> String {
    let abs = delta_secs.unsigned_abs();
    let round = |unit: u64| (abs + unit / 2) / unit;
    let amount = if abs < 90 {
        format!("{abs} s")
    } else if abs < 90 * 60 {
        format!("{} min", round(60))
    } else if abs < 36 * 3600 {
        format!("{} h", round(3600))
    } else {
        format!("{} days", round(86_400))
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
    fn moments_are_rounded_to_the_nearest_unit() {
        let day = 86_400;
        assert_eq!(relative(3 * day - 1), "in 3 days");
        assert_eq!(relative(3 * day), "in 3 days");
        assert_eq!(relative(2 * day + 11 * 3600), "in 2 days");
        assert_eq!(relative(2 * day + 13 * 3600), "in 3 days");
        assert_eq!(relative(12 * 3600 - 1), "in 12 h");
        assert_eq!(relative(10 * 60 - 1), "in 10 min");
        assert_eq!(relative(59), "in 59 s");
        assert_eq!(relative(-(3 * 3600 - 5)), "3 h ago");
        // Through `plain`, a deadline a millisecond short of 3 days.
        let text = Text::new().time(3 * day * 1000 - 1);
        assert_eq!(plain(&text, 0), "in 3 days");
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

/// `text` with every control character (ESC, OSC and CSI introducers, BEL, C1 codes, and the
/// invisible bidirectional overrides) written as an escape like `\u{1b}`, so that text typed
/// by a user cannot drive the terminal it is shown on. New lines and tabs are kept.
pub fn escape_controls(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        let bidi = matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
        if (c.is_control() && c != '\n' && c != '\t') || bidi {
            out.push_str(&c.escape_unicode().to_string());
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod escape_tests {
    use super::escape_controls;

    #[test]
    fn control_characters_are_escaped() {
        assert_eq!(escape_controls("a\u{1b}]0;x\u{7}b"), "a\\u{1b}]0;x\\u{7}b");
        assert_eq!(escape_controls("\u{9b}31m\r"), "\\u{9b}31m\\u{d}");
        assert_eq!(escape_controls("e4\nNf3\tok ♔"), "e4\nNf3\tok ♔");
        assert_eq!(escape_controls("\u{202e}abc"), "\\u{202e}abc");
    }
}
