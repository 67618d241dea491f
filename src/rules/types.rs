//! The small value types of the board: colours, piece kinds, pieces, files, ranks, squares and
//! the eight line directions a queen (and so a Castalia) moves along.

use std::fmt;
use std::str::FromStr;

/// A side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    White,
    Black,
}

impl Color {
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[inline]
    pub const fn opposite(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// The rank a pawn of this colour can never stand on (its side's back rank).
    #[inline]
    pub const fn first_rank(self) -> Rank {
        match self {
            Color::White => Rank::R1,
            Color::Black => Rank::R8,
        }
    }

    /// The rank on which this colour's pawns start and may double-step.
    #[inline]
    pub const fn second_rank(self) -> Rank {
        match self {
            Color::White => Rank::R2,
            Color::Black => Rank::R7,
        }
    }

    /// The rank on which this colour's pawns promote.
    #[inline]
    pub const fn promotion_rank(self) -> Rank {
        match self {
            Color::White => Rank::R8,
            Color::Black => Rank::R1,
        }
    }

    /// +1 for White (pawns go up the board), -1 for Black.
    #[inline]
    pub const fn forward(self) -> i8 {
        match self {
            Color::White => 1,
            Color::Black => -1,
        }
    }

    /// "white" or "black".
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
}

impl std::ops::Not for Color {
    type Output = Color;
    fn not(self) -> Color {
        self.opposite()
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The seven kinds of piece: the orthodox six and the Castalia.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PieceKind {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
    Castalia,
}

impl PieceKind {
    pub const ALL: [PieceKind; 7] = [
        PieceKind::Pawn,
        PieceKind::Knight,
        PieceKind::Bishop,
        PieceKind::Rook,
        PieceKind::Queen,
        PieceKind::King,
        PieceKind::Castalia,
    ];

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Points of material, the one table of piece values outside the engine's evaluation:
    /// 1, 3, 3, 5, 9, the Castalia counted as 3 (its inventor's value), the king 0.
    pub const fn points(self) -> i32 {
        match self {
            PieceKind::Pawn => 1,
            PieceKind::Knight | PieceKind::Bishop | PieceKind::Castalia => 3,
            PieceKind::Rook => 5,
            PieceKind::Queen => 9,
            PieceKind::King => 0,
        }
    }

    /// The upper-case letter used in FEN (white), SAN and PGN.
    pub const fn letter(self) -> char {
        match self {
            PieceKind::Pawn => 'P',
            PieceKind::Knight => 'N',
            PieceKind::Bishop => 'B',
            PieceKind::Rook => 'R',
            PieceKind::Queen => 'Q',
            PieceKind::King => 'K',
            PieceKind::Castalia => 'C',
        }
    }

    /// Reads a piece letter in either case.
    pub fn from_letter(letter: char) -> Option<PieceKind> {
        Some(match letter.to_ascii_uppercase() {
            'P' => PieceKind::Pawn,
            'N' => PieceKind::Knight,
            'B' => PieceKind::Bishop,
            'R' => PieceKind::Rook,
            'Q' => PieceKind::Queen,
            'K' => PieceKind::King,
            'C' => PieceKind::Castalia,
            _ => return None,
        })
    }

    /// The English name: "pawn", "knight", ..., "Castalia".
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::Pawn => "pawn",
            PieceKind::Knight => "knight",
            PieceKind::Bishop => "bishop",
            PieceKind::Rook => "rook",
            PieceKind::Queen => "queen",
            PieceKind::King => "king",
            PieceKind::Castalia => "Castalia",
        }
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece of one colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub kind: PieceKind,
}

impl Piece {
    pub const fn new(color: Color, kind: PieceKind) -> Piece {
        Piece { color, kind }
    }

    /// FEN letter: upper case for White, lower case for Black.
    pub const fn fen_char(self) -> char {
        let c = self.kind.letter();
        match self.color {
            Color::White => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }

    pub fn from_fen_char(c: char) -> Option<Piece> {
        let kind = PieceKind::from_letter(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, kind })
    }
}

impl fmt::Display for Piece {
    /// "white knight", "black Castalia".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.color, self.kind)
    }
}

macro_rules! index_enum {
    ($(#[$meta:meta])* $name:ident, $chars:expr, [$($v:ident),*]) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name { $($v),* }
        impl $name {
            pub const ALL: [$name; 8] = [$($name::$v),*];
            #[inline]
            pub const fn index(self) -> usize { self as usize }
            #[inline]
            pub const fn from_index(i: usize) -> $name { Self::ALL[i & 7] }
            /// The letter or digit that names it in coordinates.
            pub const fn to_char(self) -> char { $chars[self as usize] }
            pub fn from_char(c: char) -> Option<$name> {
                $chars.iter().position(|&x| x == c.to_ascii_lowercase()).map(Self::from_index)
            }
        }
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.to_char())
            }
        }
    };
}

index_enum!(
    /// A file, a to h.
    File, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], [A, B, C, D, E, F, G, H]);
index_enum!(
    /// A rank, 1 to 8.
    Rank, ['1', '2', '3', '4', '5', '6', '7', '8'], [R1, R2, R3, R4, R5, R6, R7, R8]);

/// One of the 64 squares, a1 = 0 ... h8 = 63.
#[rustfmt::skip]
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Square {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
}

impl Square {
    #[rustfmt::skip]
    pub const ALL: [Square; 64] = {
        use Square::*;
        [A1, B1, C1, D1, E1, F1, G1, H1, A2, B2, C2, D2, E2, F2, G2, H2,
         A3, B3, C3, D3, E3, F3, G3, H3, A4, B4, C4, D4, E4, F4, G4, H4,
         A5, B5, C5, D5, E5, F5, G5, H5, A6, B6, C6, D6, E6, F6, G6, H6,
         A7, B7, C7, D7, E7, F7, G7, H7, A8, B8, C8, D8, E8, F8, G8, H8]
    };

    #[inline]
    pub const fn from_index(i: usize) -> Square {
        Self::ALL[i & 63]
    }

    #[inline]
    pub const fn new(file: File, rank: Rank) -> Square {
        Self::from_index(rank.index() * 8 + file.index())
    }

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[inline]
    pub const fn file(self) -> File {
        File::from_index(self.index() & 7)
    }

    #[inline]
    pub const fn rank(self) -> Rank {
        Rank::from_index(self.index() >> 3)
    }

    /// The square `df` files and `dr` ranks away, if it is on the board.
    #[inline]
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file().index() as i8 + df;
        let r = self.rank().index() as i8 + dr;
        if f < 0 || f > 7 || r < 0 || r > 7 {
            None
        } else {
            Some(Square::from_index((r * 8 + f) as usize))
        }
    }

    /// The next square in a direction, if on the board.
    #[inline]
    pub const fn step(self, dir: Direction) -> Option<Square> {
        let (df, dr) = dir.delta();
        self.offset(df, dr)
    }

    /// How many king steps apart two squares are (along a line: how many squares a piece
    /// moves between them).
    #[inline]
    pub const fn distance(self, other: Square) -> usize {
        let df = self.file().index().abs_diff(other.file().index());
        let dr = self.rank().index().abs_diff(other.rank().index());
        if df > dr {
            df
        } else {
            dr
        }
    }

    /// Light squares are the ones like h1 and a8.
    pub const fn is_light(self) -> bool {
        (self.file().index() + self.rank().index()) % 2 == 1
    }

    /// Mirror along the middle of the board (a1 <-> a8), for Black's point of view.
    #[inline]
    pub const fn flip_rank(self) -> Square {
        Square::from_index(self.index() ^ 56)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file(), self.rank())
    }
}

/// A square name that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a square: use a file a-h and a rank 1-8, like e4")]
pub struct ParseSquareError(pub String);

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let mut chars = s.chars();
        match (chars.next(), chars.next(), chars.next()) {
            (Some(f), Some(r), None) => match (File::from_char(f), Rank::from_char(r)) {
                (Some(f), Some(r)) => Ok(Square::new(f, r)),
                _ => Err(ParseSquareError(s.to_string())),
            },
            _ => Err(ParseSquareError(s.to_string())),
        }
    }
}

/// The eight queen directions, as seen from White's side of the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    North,
    NorthEast,
    East,
    SouthEast,
    South,
    SouthWest,
    West,
    NorthWest,
}

impl Direction {
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ];

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// (file step, rank step).
    #[inline]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::NorthEast => (1, 1),
            Direction::East => (1, 0),
            Direction::SouthEast => (1, -1),
            Direction::South => (0, -1),
            Direction::SouthWest => (-1, -1),
            Direction::West => (-1, 0),
            Direction::NorthWest => (-1, 1),
        }
    }

    #[inline]
    pub const fn opposite(self) -> Direction {
        Direction::ALL[(self as usize + 4) & 7]
    }

    /// Whether moving this way increases the square index (so the nearest square is the lowest bit).
    #[inline]
    pub const fn is_increasing(self) -> bool {
        matches!(
            self,
            Direction::North | Direction::NorthEast | Direction::East | Direction::NorthWest
        )
    }

    /// The direction from `from` to `to` when they share a rank, file or diagonal.
    pub fn between(from: Square, to: Square) -> Option<Direction> {
        let df = to.file().index() as i8 - from.file().index() as i8;
        let dr = to.rank().index() as i8 - from.rank().index() as i8;
        if (df == 0 && dr == 0) || (df != 0 && dr != 0 && df.abs() != dr.abs()) {
            return None;
        }
        let step = (df.signum(), dr.signum());
        Direction::ALL.into_iter().find(|d| d.delta() == step)
    }

    /// "north", "north-east", ...
    pub const fn name(self) -> &'static str {
        match self {
            Direction::North => "north",
            Direction::NorthEast => "north-east",
            Direction::East => "east",
            Direction::SouthEast => "south-east",
            Direction::South => "south",
            Direction::SouthWest => "south-west",
            Direction::West => "west",
            Direction::NorthWest => "north-west",
        }
    }
}
