//! Showing replies in a terminal: the board as Unicode text, Discord markup made plain, and
//! control characters from users' text escaped so that they cannot drive the terminal.

use crate::game::{Span, Text};
use crate::i18n::{relative_time as relative, tr, Lang};
use crate::msg;
use crate::rules::{Color, File, Move, PieceKind, Position, Rank, Square};

/// How a square of the text board is marked, later kinds winning (as the board image tints).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Mark {
    /// `[ ]`: the last move's from and to squares, and the squares its displaced pieces left.
    Moved,
    /// `< >`: where a kidnapped piece landed.
    Kidnapped,
    /// `( )`: where a repulsed piece landed.
    Repulsed,
}

impl Mark {
    fn brackets(self) -> (char, char) {
        match self {
            Mark::Moved => ('[', ']'),
            Mark::Kidnapped => ('<', '>'),
            Mark::Repulsed => ('(', ')'),
        }
    }

    /// The catalogue message saying what the mark means.
    fn meaning(self) -> &'static str {
        match self {
            Mark::Moved => "console-mark-moved",
            Mark::Kidnapped => "console-mark-kidnapped",
            Mark::Repulsed => "console-mark-repulsed",
        }
    }
}

/// The marks of the last move, later entries winning: from and to, the squares its kidnapped
/// or repulsed piece left, then where those pieces landed (the rules' own record of the move).
fn marks(last_move: Option<&Move>) -> Vec<(Square, Mark)> {
    let Some(mv) = last_move else {
        return Vec::new();
    };
    let mut marks = vec![(mv.from, Mark::Moved), (mv.to, Mark::Moved)];
    if let Some(effects) = mv.castalia_effects() {
        if let Some(k) = effects.kidnap_from {
            marks.push((k, Mark::Moved));
            marks.push((mv.from, Mark::Kidnapped));
        }
        if let Some(r) = effects.repulse {
            marks.push((r.from, Mark::Moved));
            marks.push((r.to, Mark::Repulsed));
        }
    }
    marks
}

/// The board as text, from `orientation`'s side, with the last move's squares marked (and
/// where a kidnapped or repulsed piece went), and a line saying what the marks mean.
pub fn text_board(
    pos: &Position,
    orientation: Color,
    last_move: Option<&Move>,
    lang: Lang,
) -> String {
    let marks = marks(last_move);
    let mark_of = |sq: Square| marks.iter().rev().find(|(s, _)| *s == sq).map(|(_, m)| *m);
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
            let glyph = match pos.piece_at(sq) {
                Some(p) => figurine(p.color, p.kind),
                None => '·',
            };
            let (open, close) = mark_of(sq).map_or((' ', ' '), Mark::brackets);
            out.push(open);
            out.push(glyph);
            out.push(close);
        }
        out.push('\n');
    }
    out.push_str("   ");
    for file in &files {
        out.push_str(&format!(" {} ", file));
    }
    out.push('\n');
    let mut shown: Vec<Mark> = Vec::new();
    for mark in [Mark::Moved, Mark::Kidnapped, Mark::Repulsed] {
        if marks.iter().any(|(_, m)| *m == mark) {
            shown.push(mark);
        }
    }
    if !shown.is_empty() {
        let legend: Vec<String> = shown
            .iter()
            .map(|m| {
                let (open, close) = m.brackets();
                format!("{open} {close} {}", tr(lang, m.meaning()))
            })
            .collect();
        let legend = msg!("console-marks", marks = legend.join(", ")).words(lang);
        out.push_str(&format!("   {legend}\n"));
    }
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
pub fn plain(text: &Text, now_ms: i64, lang: Lang) -> String {
    let mut out = String::new();
    for span in &text.localize(lang).spans {
        match span {
            Span::Plain(t) | Span::Strong(t) | Span::Code(t) => out.push_str(&escape_controls(t)),
            Span::Player { name, .. } => out.push_str(&escape_controls(name)),
            Span::Time(ms) => out.push_str(&relative((ms - now_ms).div_euclid(1000), lang)),
            // `localize` left none.
            Span::Msg(_) => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_text_shows_pieces_and_orientation() {
        let start = Position::start(crate::rules::Variant::Castalia);
        let b = text_board(&start, Color::White, None, Lang::En);
        let first = b.lines().next().unwrap();
        assert!(
            first.starts_with(" 8 ") && first.contains('ⓒ') && first.contains('♜'),
            "{b}"
        );
        let flipped = text_board(&start, Color::Black, None, Lang::En);
        assert!(flipped.lines().next().unwrap().starts_with(" 1 "));
        assert!(!b.contains("Marks:"), "{b}");
    }

    /// The rank line of `board` that starts with `rank`.
    fn rank_line(board: &str, rank: char) -> &str {
        let prefix = format!(" {rank} ");
        board
            .lines()
            .find(|l| l.starts_with(&prefix))
            .unwrap_or_default()
    }

    #[test]
    fn a_kidnap_and_a_repulse_are_marked_and_the_marks_explained() {
        // Cc5 drags the white pawn f2 to d4 and pushes the black bishop b6 to a7.
        let before = Position::from_fen(
            "4k3/3p2q1/1b6/8/N2C3r/8/1n3P2/3RK3 w - - 0 1",
            crate::rules::Variant::Castalia,
        )
        .unwrap();
        let mv = before.parse_uci("d4c5").unwrap();
        let after = before.play(&mv);
        for orientation in [Color::White, Color::Black] {
            let b = text_board(&after, orientation, Some(&mv), Lang::En);
            assert!(rank_line(&b, '4').contains("<♙>"), "{b}");
            assert!(rank_line(&b, '7').contains("(♝)"), "{b}");
            assert!(rank_line(&b, '5').contains("[Ⓒ]"), "{b}");
            // The squares the pawn and the bishop left.
            assert!(rank_line(&b, '2').contains("[·]"), "{b}");
            assert!(rank_line(&b, '6').contains("[·]"), "{b}");
            assert!(
                b.contains("Marks: [ ] moved from / to, < > kidnapped piece, ( ) repulsed piece"),
                "{b}"
            );
        }
        // A plain move marks its two squares and says only that.
        let start = Position::start(crate::rules::Variant::Castalia);
        let e4 = start.parse_move("e4").unwrap();
        let b = text_board(&start.play(&e4), Color::White, Some(&e4), Lang::En);
        assert!(rank_line(&b, '4').contains("[♙]"), "{b}");
        assert!(b.contains("Marks: [ ] moved from / to\n"), "{b}");
        assert!(!b.contains('<') && !b.contains('('), "{b}");
    }

    #[test]
    fn moments_are_rounded_to_the_nearest_unit() {
        let day = 86_400;
        assert_eq!(relative(3 * day - 1, Lang::En), "in 3 days");
        assert_eq!(relative(3 * day, Lang::En), "in 3 days");
        assert_eq!(relative(2 * day + 11 * 3600, Lang::En), "in 2 days");
        assert_eq!(relative(2 * day + 13 * 3600, Lang::En), "in 3 days");
        assert_eq!(relative(12 * 3600 - 1, Lang::En), "in 12 h");
        assert_eq!(relative(10 * 60 - 1, Lang::En), "in 10 min");
        assert_eq!(relative(59, Lang::En), "in 59 s");
        assert_eq!(relative(-(3 * 3600 - 5), Lang::En), "3 h ago");
        // Through `plain`, a deadline a millisecond short of 3 days.
        let text = Text::new().time(3 * day * 1000 - 1);
        assert_eq!(plain(&text, 0, Lang::En), "in 3 days");
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
            plain(&text, 1_000_000, Lang::En),
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
