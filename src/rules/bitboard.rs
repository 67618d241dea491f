//! `BitBoard`: a set of squares as a 64-bit mask (bit `i` is square `i`, a1 = 0).

use super::types::{File, Rank, Square};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BitBoard(pub u64);

impl BitBoard {
    pub const EMPTY: BitBoard = BitBoard(0);
    pub const FULL: BitBoard = BitBoard(!0);

    #[inline]
    pub const fn from_square(sq: Square) -> BitBoard {
        BitBoard(1u64 << sq.index())
    }

    #[inline]
    pub const fn file(file: File) -> BitBoard {
        BitBoard(0x0101_0101_0101_0101u64 << file.index())
    }

    #[inline]
    pub const fn rank(rank: Rank) -> BitBoard {
        BitBoard(0xFFu64 << (8 * rank.index()))
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub const fn is_nonempty(self) -> bool {
        self.0 != 0
    }

    #[inline]
    pub const fn popcount(self) -> u32 {
        self.0.count_ones()
    }

    #[inline]
    pub const fn has(self, sq: Square) -> bool {
        self.0 & (1u64 << sq.index()) != 0
    }

    /// More than one square.
    #[inline]
    pub const fn has_many(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The light squares (h1, a8, ...).
    pub const LIGHT: BitBoard = BitBoard(0x55AA_55AA_55AA_55AA);

    /// Whether every square of the set is light (true for the empty set).
    #[inline]
    pub const fn all_light(self) -> bool {
        self.0 & !Self::LIGHT.0 == 0
    }

    /// Whether every square of the set is dark (true for the empty set).
    #[inline]
    pub const fn all_dark(self) -> bool {
        self.0 & Self::LIGHT.0 == 0
    }

    /// The lowest square, if any.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index(self.0.trailing_zeros() as usize))
        }
    }

    /// The highest square, if any.
    #[inline]
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index(63 - self.0.leading_zeros() as usize))
        }
    }

    #[inline]
    pub const fn with(self, sq: Square) -> BitBoard {
        BitBoard(self.0 | (1u64 << sq.index()))
    }

    #[inline]
    pub const fn without(self, sq: Square) -> BitBoard {
        BitBoard(self.0 & !(1u64 << sq.index()))
    }

    #[inline]
    pub const fn toggled(self, sq: Square) -> BitBoard {
        BitBoard(self.0 ^ (1u64 << sq.index()))
    }
}

impl From<Square> for BitBoard {
    #[inline]
    fn from(sq: Square) -> BitBoard {
        BitBoard::from_square(sq)
    }
}

macro_rules! bit_ops {
    ($tr:ident, $f:ident, $tra:ident, $fa:ident, $op:tt) => {
        impl $tr for BitBoard {
            type Output = BitBoard;
            #[inline]
            fn $f(self, rhs: BitBoard) -> BitBoard { BitBoard(self.0 $op rhs.0) }
        }
        impl $tr<Square> for BitBoard {
            type Output = BitBoard;
            #[inline]
            fn $f(self, rhs: Square) -> BitBoard { BitBoard(self.0 $op (1u64 << rhs.index())) }
        }
        impl $tra for BitBoard {
            #[inline]
            fn $fa(&mut self, rhs: BitBoard) { self.0 = self.0 $op rhs.0; }
        }
        impl $tra<Square> for BitBoard {
            #[inline]
            fn $fa(&mut self, rhs: Square) { self.0 = self.0 $op (1u64 << rhs.index()); }
        }
    };
}
bit_ops!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_ops!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_ops!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for BitBoard {
    type Output = BitBoard;
    #[inline]
    fn not(self) -> BitBoard {
        BitBoard(!self.0)
    }
}

/// Iterates the squares from a1 upwards.
impl Iterator for BitBoard {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        let sq = self.first()?;
        self.0 &= self.0 - 1;
        Some(sq)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.popcount() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for BitBoard {}
