//! Showing replies in a terminal: the board as Unicode text, Discord markup made plain, and
//! control characters from users' text escaped so that they cannot drive the terminal.

use crate::rules::{Color, File, PieceKind, Position, Rank, Square, Variant};

/// The board as text, from White's side unless `flipped`, with the last move's squares marked.
pub fn text_board(
    fen: &str,
    variant: Variant,
    flipped: bool,
    last_move: Option<(Square, Square)>,
) -> String {
    let Ok(pos) = Position::from_fen(fen, variant) else {
        return format!("(board: {fen})\n");
    };
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

/// Discord markup made readable in a terminal: `**bold**` and backticks dropped,
/// `<t:UNIX:R>` turned into "in 5 min".
pub fn plain(text: &str, now_unix: i64) -> String {
    let mut s = text.replace("**", "").replace('`', "");
    while let Some(start) = s.find("<t:") {
        let Some(len) = s[start..].find('>') else {
            break;
        };
        let inner = &s[start + 3..start + len];
        let unix: i64 = inner
            .split(':')
            .next()
            .and_then(|n| n.parse().ok())
            .unwrap_or(now_unix);
        let delta = unix - now_unix;
        let words = relative(delta);
        s.replace_range(start..start + len + 1, &words);
    }
    s
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
        let b = text_board(
            crate::rules::Setup::Castalia.fen(),
            Variant::Castalia,
            false,
            None,
        );
        let first = b.lines().next().unwrap();
        assert!(
            first.starts_with(" 8 ") && first.contains('ⓒ') && first.contains('♜'),
            "{b}"
        );
        let flipped = text_board(
            crate::rules::Setup::Castalia.fen(),
            Variant::Castalia,
            true,
            None,
        );
        assert!(flipped.lines().next().unwrap().starts_with(" 1 "));
    }

    #[test]
    fn markup_is_made_plain() {
        assert_eq!(
            plain("**alice** to move <t:1060:R>", 1000),
            "alice to move in 60 s"
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
