//! What the explanations' catalogue messages are given: pieces, colours, lines and directions
//! as selector keys (each sentence names them in words of its language, declined as it needs),
//! squares and moves as they are, and lists of pieces.

use crate::i18n::{Arg, Text};
use crate::rules::{Color, Direction, Piece, PieceKind, Square};

/// A piece kind as a selector key: `pawn`, `knight`, `bishop`, `rook`, `queen`, `king`,
/// `castalia`.
pub fn kind_key(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::Pawn => "pawn",
        PieceKind::Knight => "knight",
        PieceKind::Bishop => "bishop",
        PieceKind::Rook => "rook",
        PieceKind::Queen => "queen",
        PieceKind::King => "king",
        PieceKind::Castalia => "castalia",
    }
}

/// A colour as a selector key: `white` or `black`.
pub fn color_key(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A direction as a selector key: `north`, `north-east`, ... `north-west`.
pub fn direction_key(dir: Direction) -> &'static str {
    dir.name()
}

/// A catalogue message under construction: its id and its variables, with helpers for the
/// values explanations give (a piece is three variables: `$name` its kind, `$name_color` its
/// colour, `$name_square` its square).
#[derive(Clone, Debug)]
pub struct Sentence {
    id: &'static str,
    args: Vec<(String, Arg)>,
}

impl Sentence {
    pub fn new(id: &'static str) -> Sentence {
        Sentence {
            id,
            args: Vec::new(),
        }
    }

    /// A variable.
    pub fn arg(mut self, name: &str, value: impl Into<Arg>) -> Sentence {
        self.args.push((name.to_string(), value.into()));
        self
    }

    /// A selector key.
    pub fn key(self, name: &str, key: &str) -> Sentence {
        self.arg(name, Arg::key(key))
    }

    /// A square or a move, as it is written.
    pub fn square(self, name: &str, sq: Square) -> Sentence {
        self.arg(name, sq.to_string())
    }

    /// A piece kind (`$name`).
    pub fn kind(self, name: &str, kind: PieceKind) -> Sentence {
        self.key(name, kind_key(kind))
    }

    /// A colour (`$name`).
    pub fn color(self, name: &str, color: Color) -> Sentence {
        self.key(name, color_key(color))
    }

    /// A piece of a colour: `$name` its kind, `$name_color` its colour.
    pub fn piece(self, name: &str, piece: Piece) -> Sentence {
        self.kind(name, piece.kind)
            .color(&format!("{name}_color"), piece.color)
    }

    /// A piece on a square: `$name`, `$name_color`, `$name_square`.
    pub fn piece_on(self, name: &str, piece: Piece, sq: Square) -> Sentence {
        self.piece(name, piece)
            .square(&format!("{name}_square"), sq)
    }

    /// A square and what stands on it: as `piece_on`, with `$name` = `none` for an empty
    /// square.
    pub fn occupant(self, name: &str, piece: Option<Piece>, sq: Square) -> Sentence {
        match piece {
            Some(p) => self.piece_on(name, p, sq),
            None => self
                .key(name, "none")
                .key(&format!("{name}_color"), "none")
                .square(&format!("{name}_square"), sq),
        }
    }

    /// The line through `sq` along `dir`: `$line` (`file`, `rank` or `diagonal`), `$file` (its
    /// letter), `$rank` (its number) and `$diagonal` (its ends, "a1-h8").
    pub fn line(self, sq: Square, dir: Direction) -> Sentence {
        let (kind, diagonal) = match dir {
            Direction::North | Direction::South => ("file", String::new()),
            Direction::East | Direction::West => ("rank", String::new()),
            _ => {
                let end = |d: Direction| {
                    let mut s = sq;
                    while let Some(next) = s.step(d) {
                        s = next;
                    }
                    s
                };
                let (a, b) = (end(dir), end(dir.opposite()));
                let (low, high) = if a.rank() < b.rank() { (a, b) } else { (b, a) };
                ("diagonal", format!("{low}-{high}"))
            }
        };
        self.key("line", kind)
            .arg("file", sq.file().to_string())
            .arg("rank", sq.rank().index() + 1)
            .arg("diagonal", diagonal)
    }

    /// The message.
    pub fn text(self) -> Text {
        Text::message(self.id, self.args)
    }
}

impl From<Sentence> for Text {
    fn from(s: Sentence) -> Text {
        s.text()
    }
}

impl From<Sentence> for Arg {
    fn from(s: Sentence) -> Arg {
        Arg::Text(s.text())
    }
}

/// "the black knight on d2" (`piece-on-square`), for lists of pieces.
pub fn piece_on(piece: Piece, sq: Square) -> Text {
    Sentence::new("piece-on-square")
        .piece_on("piece", piece, sq)
        .text()
}

/// An "and"-joined list: "x", "x and y", "x, y and z" (`explain-list-and`,
/// `explain-list-comma`).
pub fn and_list(items: Vec<Text>) -> Text {
    let mut items = items;
    let Some(last) = items.pop() else {
        return Text::new();
    };
    let Some(before_last) = items.pop() else {
        return last;
    };
    let mut out = crate::msg!("explain-list-and", first = before_last, last = last);
    while let Some(item) = items.pop() {
        out = crate::msg!("explain-list-comma", first = item, rest = out);
    }
    out
}

/// Pieces on their squares as an "and"-joined list.
pub fn pieces_on(list: &[(Piece, Square)]) -> Text {
    and_list(list.iter().map(|&(p, sq)| piece_on(p, sq)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The line's name in the kidnap sentence that names it.
    fn line(sq: Square, dir: Direction) -> String {
        let sentence = Sentence::new("explain-kidnap-nothing")
            .key("mood", "played")
            .line(sq, dir)
            .text()
            .to_string();
        sentence
            .trim_start_matches("Kidnap: nothing stands behind it on ")
            .trim_end_matches(", so nothing is dragged.")
            .to_string()
    }

    #[test]
    fn lines_are_named() {
        assert_eq!(line(Square::D4, Direction::North), "the d-file");
        assert_eq!(line(Square::D4, Direction::West), "the 4th rank");
        assert_eq!(line(Square::D4, Direction::NorthEast), "the a1-h8 diagonal");
        assert_eq!(line(Square::D4, Direction::NorthWest), "the g1-a7 diagonal");
        assert_eq!(line(Square::C2, Direction::West), "the 2nd rank");
        assert_eq!(line(Square::C1, Direction::East), "the 1st rank");
        assert_eq!(line(Square::C3, Direction::East), "the 3rd rank");
    }

    #[test]
    fn lists_join_with_and() {
        let p = |sq| piece_on(Piece::new(Color::Black, PieceKind::Knight), sq);
        assert_eq!(and_list(vec![]).to_string(), "");
        assert_eq!(
            and_list(vec![p(Square::D2)]).to_string(),
            "the black knight on d2"
        );
        assert_eq!(
            and_list(vec![p(Square::D2), p(Square::E4), p(Square::F6)]).to_string(),
            "the black knight on d2, the black knight on e4 and the black knight on f6"
        );
    }
}
