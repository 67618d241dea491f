//! Attack and line tables: leaper attacks computed at compile time, slider attacks by
//! magic bitboards (fixed magics; tables filled once, on first use), and rays / between-squares for
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

/// Magic multipliers, found once by a random search (a fixed-seed xorshift over sparse
/// candidates) and kept here so that start-up only fills the tables.
#[rustfmt::skip]
const ROOK_MAGICS: [u64; 64] = [
    0x1080004008801020, 0x0840092002C03000, 0x1900200010400900, 0x0880100008000480,
    0x4200100420080200, 0x8100020100080400, 0x0200040110886200, 0x0200008040220411,
    0x0404800084400220, 0x0000401000402000, 0x0086001081220440, 0x0408800800100280,
    0x000A001201040820, 0x8848800200840080, 0x4001000100040200, 0x0442000102105084,
    0x9080010020804100, 0x0040404000201009, 0x0000808010002009, 0x2200090021D00100,
    0x0008008008040080, 0x0004004002010040, 0x0011040008015042, 0x00000A0001768104,
    0x0000800080204009, 0x2010004140002001, 0x9800200280100080, 0x1000100080080080,
    0x0442000A00049020, 0x2100040080020080, 0x0800120400900148, 0x0010040A00128541,
    0x2800804000800030, 0x1010002000400041, 0x4000200011004100, 0x0610008410800800,
    0x0400802402800800, 0xC100020080800400, 0x0002000802000401, 0x0182085882000401,
    0x0220204000808000, 0x2860100040024022, 0x0001002004110040, 0x99101042000A0020,
    0x0004080004008080, 0x0010040002008080, 0x2012004881020004, 0x8300842444820011,
    0x0088403882010200, 0x0820400080210100, 0x0110910040A00300, 0x0801100280080480,
    0x0242009008200600, 0x1002000489500200, 0x0040800200010080, 0x0091800041000080,
    0x0000209300488001, 0x04C1002414824001, 0x020020000B001041, 0x7000100004200901,
    0x8002002004100802, 0x30010002084C0007, 0x0888221800813004, 0x4000002840840112,
];

#[rustfmt::skip]
const BISHOP_MAGICS: [u64; 64] = [
    0xA010041108003100, 0x006082020A002900, 0x6810010619200000, 0x08281A0520000408,
    0x0001104001000400, 0x0018901008048400, 0x00040A0210245280, 0x000200210808A402,
    0x9140048410821200, 0x0800091010820041, 0x20504804832202C0, 0x0100091401081000,
    0x8021011140000012, 0x0810020804450400, 0x208B0542109008A2, 0x0080084A08040204,
    0x0040E2A80811244C, 0x2505022008008108, 0x0430220100420040, 0x010A040420220040,
    0x1105000290400000, 0x0093001200822120, 0x4000A62048043004, 0x280120048A015004,
    0x006090002A020814, 0x44042000240800D0, 0x01102800040A4400, 0x1004080080220040,
    0x0001001011004024, 0x0010044000805040, 0x0914041200820100, 0x0004821012821480,
    0x0024040500C05021, 0x0088611002080200, 0x0116080A00040020, 0x4000020080080080,
    0x2450450140840040, 0x0000880201484100, 0x0222020404020092, 0x8081110600002E00,
    0x2842101105000801, 0x1100809008001025, 0x00020202221C0400, 0x0422014022009020,
    0x0210046102100C00, 0xC004008082029102, 0x00AA461801101200, 0x0404080080201108,
    0x020542108C205002, 0x0410544804100100, 0x0040910841100000, 0x0400200042021100,
    0x00004204850400C0, 0x0200100410A42102, 0x1040020801210102, 0x0805040410420000,
    0x2884804130100200, 0x800C262201242000, 0x1058000194108800, 0x0014221054420204,
    0x0104000012A02200, 0x0200881003300100, 0x0140400202840100, 0x0402020801010201,
];

/// Fills the attack table of one slider kind from its magics.
fn build_table(dirs: &[Direction], magics: &[u64; 64], attacks: &mut Vec<u64>) -> [Magic; 64] {
    let mut table = [Magic::default(); 64];
    for sq in Square::ALL {
        let mask = relevance_mask(sq, dirs);
        let shift = 64 - mask.count_ones();
        let magic = magics[sq.index()];
        let offset = attacks.len();
        attacks.resize(offset + (1usize << mask.count_ones()), 0);
        // Carry-Rippler: every subset of the mask.
        let mut subset = 0u64;
        loop {
            let index = offset + (subset.wrapping_mul(magic) >> shift) as usize;
            let reference = slider_attacks_slow(sq, dirs, BitBoard(subset)).0;
            debug_assert!(
                attacks[index] == 0 || attacks[index] == reference,
                "bad magic on {sq}"
            );
            attacks[index] = reference;
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        table[sq.index()] = Magic {
            mask,
            magic,
            shift,
            offset,
        };
    }
    table
}

static SLIDERS: LazyLock<SliderTables> = LazyLock::new(|| {
    let mut attacks = Vec::with_capacity(110_000);
    let rook = build_table(&ROOK_DIRS, &ROOK_MAGICS, &mut attacks);
    let bishop = build_table(&BISHOP_DIRS, &BISHOP_MAGICS, &mut attacks);
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
        let mut state = 0x1234_5678_9ABC_DEF1u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for sq in Square::ALL {
            for _ in 0..200 {
                let occ = BitBoard(next() & next());
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
