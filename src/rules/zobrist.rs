//! Zobrist keys, generated at compile time from a fixed seed (splitmix64).

use super::types::{Color, PieceKind, Square};

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const fn keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut out = [0u64; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        let (s, k) = splitmix(state);
        state = s;
        out[i] = k;
        i += 1;
    }
    out
}

static PIECES: [u64; 2 * 7 * 64] = keys(0xC0FF_EE00_1234_5678);
static CASTLING: [u64; 16] = keys(0x0DDB_A11C_A571_E000);
static EN_PASSANT: [u64; 8] = keys(0x00E7_9A55_A7F1_1E00);
/// Xored in when Black is to move.
pub const BLACK_TO_MOVE: u64 = 0xF1E2_D3C4_B5A6_9788;

#[inline]
pub fn piece(color: Color, kind: PieceKind, sq: Square) -> u64 {
    PIECES[(color.index() * 7 + kind.index()) * 64 + sq.index()]
}

#[inline]
pub fn castling(rights: u8) -> u64 {
    CASTLING[(rights & 15) as usize]
}

#[inline]
pub fn en_passant(file: usize) -> u64 {
    EN_PASSANT[file & 7]
}
