//! Attack and line tables: leaper attacks computed at compile time, slider attacks by
//! magic bitboards (tables filled once, on first use), and rays / between-squares for
//! pins, checks and the Castalia's kidnap and repulse lines.

use super::bitboard::BitBoard;
use super::types::{Color, Direction, Square};
use std::sync::LazyLock;

const fn leaper_table(deltas: &[(i8, i8)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let s = Square::from_index(sq);
        let mut i = 0;
        while i < deltas.len() {
            if let Some(t) = s.offset(deltas[i].0, deltas[i].1) {
                table[sq] |= 1u64 << t.index();
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

static KNIGHT: [u64; 64] = leaper_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);
static KING: [u64; 64] = leaper_table(&[
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
]);
static PAWN: [[u64; 64]; 2] = [
    leaper_table(&[(-1, 1), (1, 1)]),
    leaper_table(&[(-1, -1), (1, -1)]),
];

/// Squares a knight on `sq` attacks.
#[inline]
pub fn knight_attacks(sq: Square) -> BitBoard {
    BitBoard(KNIGHT[sq.index()])
}

/// Squares a king on `sq` attacks.
#[inline]
pub fn king_attacks(sq: Square) -> BitBoard {
    BitBoard(KING[sq.index()])
}

/// Squares a pawn of `color` on `sq` attacks (captures onto).
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> BitBoard {
    BitBoard(PAWN[color.index()][sq.index()])
}

const fn ray_table() -> [[u64; 64]; 8] {
    let mut table = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let dir = Direction::ALL[d];
        let mut sq = 0;
        while sq < 64 {
            let mut cur = Square::from_index(sq).step(dir);
            while let Some(t) = cur {
                table[d][sq] |= 1u64 << t.index();
                cur = t.step(dir);
            }
            sq += 1;
        }
        d += 1;
    }
    table
}

static RAYS: [[u64; 64]; 8] = ray_table();

/// All squares from `sq` (exclusive) to the edge in `dir`.
#[inline]
pub fn ray(sq: Square, dir: Direction) -> BitBoard {
    BitBoard(RAYS[dir.index()][sq.index()])
}

/// The nearest occupied square from `sq` (exclusive) in `dir`.
#[inline]
pub fn first_blocker(sq: Square, dir: Direction, occupied: BitBoard) -> Option<Square> {
    let hits = ray(sq, dir) & occupied;
    if dir.is_increasing() {
        hits.first()
    } else {
        hits.last()
    }
}

struct Lines {
    /// Squares strictly between two aligned squares.
    between: Vec<u64>,
    /// The whole line (edge to edge) through two aligned squares.
    line: Vec<u64>,
}

static LINES: LazyLock<Lines> = LazyLock::new(|| {
    let mut between = vec![0u64; 64 * 64];
    let mut line = vec![0u64; 64 * 64];
    for a in Square::ALL {
        for dir in Direction::ALL {
            let mut acc = 0u64;
            let mut cur = a.step(dir);
            let full = RAYS[dir.index()][a.index()] | RAYS[dir.opposite().index()][a.index()];
            while let Some(b) = cur {
                between[a.index() * 64 + b.index()] = acc;
                line[a.index() * 64 + b.index()] = full | (1u64 << a.index());
                acc |= 1u64 << b.index();
                cur = b.step(dir);
            }
        }
    }
    Lines { between, line }
});

/// Squares strictly between `a` and `b` when aligned, else empty.
#[inline]
pub fn between(a: Square, b: Square) -> BitBoard {
    BitBoard(LINES.between[a.index() * 64 + b.index()])
}

/// The full line through `a` and `b` when aligned, else empty.
#[inline]
pub fn line(a: Square, b: Square) -> BitBoard {
    BitBoard(LINES.line[a.index() * 64 + b.index()])
}

/// One square's magic-bitboard entry.
#[derive(Clone, Copy, Default)]
struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

struct SliderTables {
    rook: [Magic; 64],
    bishop: [Magic; 64],
    attacks: Vec<u64>,
}

const ROOK_DIRS: [Direction; 4] = [
    Direction::North,
    Direction::East,
    Direction::South,
    Direction::West,
];
const BISHOP_DIRS: [Direction; 4] = [
    Direction::NorthEast,
    Direction::SouthEast,
    Direction::SouthWest,
    Direction::NorthWest,
];

/// Slider attacks by walking the rays (used to fill the tables and as a test oracle).
pub fn slider_attacks_slow(sq: Square, dirs: &[Direction], occupied: BitBoard) -> BitBoard {
    let mut attacks = BitBoard::EMPTY;
    for &dir in dirs {
        let mut cur = sq.step(dir);
        while let Some(t) = cur {
            attacks |= t;
            if occupied.has(t) {
                break;
            }
            cur = t.step(dir);
        }
    }
    attacks
}

fn relevance_mask(sq: Square, dirs: &[Direction]) -> u64 {
    let mut mask = 0u64;
    for &dir in dirs {
        let mut cur = sq.step(dir);
        while let Some(t) = cur {
            let next = t.step(dir);
            if next.is_none() {
                break;
            }
            mask |= 1u64 << t.index();
            cur = next;
        }
    }
    mask
}

/// xorshift64*: a fixed-seed generator so that the magic search is the same on every run.
struct MagicRng(u64);
impl MagicRng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

fn find_magics(dirs: &[Direction], attacks: &mut Vec<u64>, rng: &mut MagicRng) -> [Magic; 64] {
    let mut magics = [Magic::default(); 64];
    let mut occupancies = Vec::with_capacity(4096);
    let mut references = Vec::with_capacity(4096);
    let mut epoch = vec![0u32; 4096];
    let mut used = vec![0u64; 4096];
    let mut attempt = 0u32;
    for sq in Square::ALL {
        let mask = relevance_mask(sq, dirs);
        let bits = mask.count_ones();
        let shift = 64 - bits;
        occupancies.clear();
        references.clear();
        // Carry-Rippler: every subset of the mask.
        let mut subset = 0u64;
        loop {
            occupancies.push(subset);
            references.push(slider_attacks_slow(sq, dirs, BitBoard(subset)).0);
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        let size = 1usize << bits;
        let magic = loop {
            let candidate = rng.sparse();
            if (mask.wrapping_mul(candidate) >> 56).count_ones() < 6 {
                continue;
            }
            attempt += 1;
            let mut ok = true;
            for (occ, reference) in occupancies.iter().zip(&references) {
                let idx = (occ.wrapping_mul(candidate) >> shift) as usize;
                if epoch[idx] != attempt {
                    epoch[idx] = attempt;
                    used[idx] = *reference;
                } else if used[idx] != *reference {
                    ok = false;
                    break;
                }
            }
            if ok {
                break candidate;
            }
        };
        let offset = attacks.len();
        attacks.resize(offset + size, 0);
        for (occ, reference) in occupancies.iter().zip(&references) {
            attacks[offset + (occ.wrapping_mul(magic) >> shift) as usize] = *reference;
        }
        magics[sq.index()] = Magic {
            mask,
            magic,
            shift,
            offset,
        };
    }
    magics
}

static SLIDERS: LazyLock<SliderTables> = LazyLock::new(|| {
    let mut attacks = Vec::with_capacity(110_000);
    let mut rng = MagicRng(0x9E37_79B9_7F4A_7C15);
    let rook = find_magics(&ROOK_DIRS, &mut attacks, &mut rng);
    let bishop = find_magics(&BISHOP_DIRS, &mut attacks, &mut rng);
    SliderTables {
        rook,
        bishop,
        attacks,
    }
});

#[inline]
fn magic_lookup(tables: &SliderTables, m: &Magic, occupied: BitBoard) -> BitBoard {
    let idx = ((occupied.0 & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
    BitBoard(tables.attacks[m.offset + idx])
}

/// Squares a rook on `sq` attacks given the occupied squares.
#[inline]
pub fn rook_attacks(sq: Square, occupied: BitBoard) -> BitBoard {
    let t = &*SLIDERS;
    magic_lookup(t, &t.rook[sq.index()], occupied)
}

/// Squares a bishop on `sq` attacks given the occupied squares.
#[inline]
pub fn bishop_attacks(sq: Square, occupied: BitBoard) -> BitBoard {
    let t = &*SLIDERS;
    magic_lookup(t, &t.bishop[sq.index()], occupied)
}

/// Squares a queen on `sq` attacks (also: the squares a Castalia's lines reach).
#[inline]
pub fn queen_attacks(sq: Square, occupied: BitBoard) -> BitBoard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// Forces the lazily built tables, so that the first search or perft is not charged for them.
pub fn init() {
    LazyLock::force(&SLIDERS);
    LazyLock::force(&LINES);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_lookups_match_ray_walking() {
        let mut rng = MagicRng(12345);
        for sq in Square::ALL {
            for _ in 0..200 {
                let occ = BitBoard(rng.next() & rng.next());
                assert_eq!(
                    rook_attacks(sq, occ),
                    slider_attacks_slow(sq, &ROOK_DIRS, occ)
                );
                assert_eq!(
                    bishop_attacks(sq, occ),
                    slider_attacks_slow(sq, &BISHOP_DIRS, occ)
                );
            }
        }
    }

    #[test]
    fn between_and_line() {
        assert_eq!(
            between(Square::A1, Square::D4),
            BitBoard::from_square(Square::B2) | Square::C3
        );
        assert!(between(Square::A1, Square::B3).is_empty());
        assert!(line(Square::A1, Square::H8).has(Square::E5));
        assert_eq!(
            first_blocker(
                Square::D4,
                Direction::South,
                BitBoard::from_square(Square::D2) | Square::D1
            ),
            Some(Square::D2)
        );
    }
}
