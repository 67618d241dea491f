//! Integer weight types for the maximum-weight matching.
//!
//! The Dutch pairing weights pack every quality criterion of C.04.3 into one
//! integer, one bit field per criterion (highest priority in the highest bits),
//! so they easily exceed 128 bits. [`Wide`] is a small fixed-width two's
//! complement integer; `i64` and `i128` are used when they are wide enough.

use std::cmp::Ordering;
use std::fmt::Debug;
use std::hash::Hash;

/// The arithmetic the matching algorithm and the weight builder need.
pub trait Weight: Copy + Ord + Debug + Hash {
    /// Number of usable bits (excluding the sign bit).
    const BITS: u32;
    /// Zero.
    fn zero() -> Self;
    /// A small non-negative constant.
    fn from_u64(v: u64) -> Self;
    /// Wrapping addition.
    fn add(self, o: Self) -> Self;
    /// Wrapping subtraction.
    fn sub(self, o: Self) -> Self;
    /// Left shift by `n` bits.
    fn shl(self, n: u32) -> Self;
    /// Arithmetic right shift by one (exact halving of even values).
    fn half(self) -> Self;
    /// The lowest 32 bits, as an unsigned number.
    fn low32(self) -> u64;
    /// Whether the value is zero.
    fn is_zero(self) -> bool {
        self == Self::zero()
    }
    /// `1 << n`.
    fn bit(n: u32) -> Self {
        Self::from_u64(1).shl(n)
    }
}

macro_rules! prim_weight {
    ($t:ty) => {
        impl Weight for $t {
            const BITS: u32 = <$t>::BITS - 1;
            fn zero() -> Self {
                0
            }
            fn from_u64(v: u64) -> Self {
                v as $t
            }
            fn add(self, o: Self) -> Self {
                self.wrapping_add(o)
            }
            fn sub(self, o: Self) -> Self {
                self.wrapping_sub(o)
            }
            fn shl(self, n: u32) -> Self {
                if n >= <$t>::BITS {
                    0
                } else {
                    self.wrapping_shl(n)
                }
            }
            fn half(self) -> Self {
                self >> 1
            }
            fn low32(self) -> u64 {
                (self as u64) & 0xffff_ffff
            }
        }
    };
}
prim_weight!(i64);
prim_weight!(i128);

/// A fixed-width signed integer of `N` 64-bit limbs (little endian, two's
/// complement).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Wide<const N: usize>(pub [u64; N]);

impl<const N: usize> Wide<N> {
    fn negative(&self) -> bool {
        self.0[N - 1] >> 63 == 1
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const N: usize> Ord for Wide<N> {
    fn cmp(&self, other: &Self) -> Ordering {
        match (self.negative(), other.negative()) {
            (true, false) => return Ordering::Less,
            (false, true) => return Ordering::Greater,
            _ => {}
        }
        for i in (0..N).rev() {
            match self.0[i].cmp(&other.0[i]) {
                Ordering::Equal => continue,
                o => return o,
            }
        }
        Ordering::Equal
    }
}

impl<const N: usize> Weight for Wide<N> {
    const BITS: u32 = 64 * N as u32 - 1;
    fn zero() -> Self {
        Wide([0; N])
    }
    fn from_u64(v: u64) -> Self {
        let mut r = [0; N];
        r[0] = v;
        Wide(r)
    }
    fn add(self, o: Self) -> Self {
        let mut r = [0u64; N];
        let mut carry = false;
        for (i, slot) in r.iter_mut().enumerate() {
            let (s1, c1) = self.0[i].overflowing_add(o.0[i]);
            let (s2, c2) = s1.overflowing_add(u64::from(carry));
            *slot = s2;
            carry = c1 || c2;
        }
        Wide(r)
    }
    fn sub(self, o: Self) -> Self {
        let mut r = [0u64; N];
        let mut borrow = false;
        for (i, slot) in r.iter_mut().enumerate() {
            let (s1, b1) = self.0[i].overflowing_sub(o.0[i]);
            let (s2, b2) = s1.overflowing_sub(u64::from(borrow));
            *slot = s2;
            borrow = b1 || b2;
        }
        Wide(r)
    }
    fn low32(self) -> u64 {
        self.0[0] & 0xffff_ffff
    }
    fn shl(self, n: u32) -> Self {
        let limbs = (n / 64) as usize;
        let bits = n % 64;
        let mut r = [0u64; N];
        for i in (limbs..N).rev() {
            let src = i - limbs;
            let mut v = self.0[src] << bits;
            if bits > 0 && src > 0 {
                v |= self.0[src - 1] >> (64 - bits);
            }
            r[i] = v;
        }
        Wide(r)
    }
    fn half(self) -> Self {
        let mut r = [0u64; N];
        for (i, slot) in r.iter_mut().enumerate() {
            let hi = if i + 1 < N {
                self.0[i + 1] << 63
            } else if self.negative() {
                1 << 63
            } else {
                0
            };
            *slot = (self.0[i] >> 1) | hi;
        }
        Wide(r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(v: i128) -> Wide<3> {
        let u = v as u128;
        let ext = if v < 0 { u64::MAX } else { 0 };
        Wide([u as u64, (u >> 64) as u64, ext])
    }

    #[test]
    fn wide_matches_i128() {
        let vals = [
            0i128,
            1,
            -1,
            5,
            -7,
            1 << 70,
            -(1 << 90) + 3,
            123_456_789_012_345,
        ];
        for &a in &vals {
            for &b in &vals {
                assert_eq!(w(a).add(w(b)), w(a + b));
                assert_eq!(w(a).sub(w(b)), w(a - b));
                assert_eq!(w(a).cmp(&w(b)), a.cmp(&b));
            }
            if a % 2 == 0 {
                assert_eq!(w(a).half(), w(a / 2));
            }
            if a.abs() < (1 << 60) {
                assert_eq!(w(a).shl(7), w(a << 7));
                assert_eq!(w(a).shl(64), w(a << 64), "shl64 {a}");
            }
        }
    }
}
