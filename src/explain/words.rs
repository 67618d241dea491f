//! Small phrases the explanations are built from: pieces on squares, lines, colours.

use crate::rules::{Color, Direction, Piece, Position, Square};

/// "the black knight on d2".
pub fn piece_on(piece: Piece, sq: Square) -> String {
    format!("the {piece} on {sq}")
}

/// "the black knight on d2", or "d2" if the square is empty.
pub fn occupant(pos: &Position, sq: Square) -> String {
    match pos.piece_at(sq) {
        Some(p) => piece_on(p, sq),
        None => sq.to_string(),
    }
}

/// "White" or "Black".
pub fn side(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// "1st", "2nd", "3rd", "4th"...
pub fn ordinal(n: usize) -> String {
    let suffix = match n {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// The line through `sq` along `dir`: "the d-file", "the 4th rank", "the a1-h8 diagonal".
pub fn line_name(sq: Square, dir: Direction) -> String {
    match dir {
        Direction::North | Direction::South => format!("the {}-file", sq.file()),
        Direction::East | Direction::West => {
            format!("the {} rank", ordinal(sq.rank().index() + 1))
        }
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
            format!("the {low}-{high} diagonal")
        }
    }
}

/// Squares from `from` to `to` along a line (0 if they are not on one).
pub fn distance(from: Square, to: Square) -> usize {
    let df = from.file().index().abs_diff(to.file().index());
    let dr = from.rank().index().abs_diff(to.rank().index());
    df.max(dr)
}

/// "one square", "3 squares".
pub fn squares(n: usize) -> String {
    if n == 1 {
        "one square".to_string()
    } else {
        format!("{n} squares")
    }
}

/// "a" or "and"-joined list: "x", "x and y", "x, y and z".
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// Upper-cases the first letter.
pub fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().collect::<String>() + chars.as_str(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_named() {
        assert_eq!(line_name(Square::D4, Direction::North), "the d-file");
        assert_eq!(line_name(Square::D4, Direction::West), "the 4th rank");
        assert_eq!(
            line_name(Square::D4, Direction::NorthEast),
            "the a1-h8 diagonal"
        );
        assert_eq!(
            line_name(Square::D4, Direction::NorthWest),
            "the g1-a7 diagonal"
        );
        assert_eq!(line_name(Square::C2, Direction::West), "the 2nd rank");
    }
}
