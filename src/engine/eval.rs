//! Static evaluation, in centipawns from the side to move's point of view.
//!
//! Terms (each a middle-game and an end-game value, blended by the game phase):
//! - material: P 82/94, N 337/281, B 365/297, R 477/512, Q 1025/936 (the PeSTO values), and the
//!   Castalia 220/230 plus its mobility (the inventor's 3 pawns was the start: 270/280, about
//!   300 with average mobility; self-play preferred 220/230 to both 270/280 and 330/340, and
//!   3 a square of mobility to 5; see the README). The Castalia attacks nothing, so its worth
//!   is in where it can go: each empty
//!   square it reaches counts, and being near the enemy king (where kidnaps and repulses
//!   displace the king or its guards) counts in the middle game;
//! - piece-square tables: PeSTO's for the orthodox kinds (`pesto.rs`), a centrality formula for
//!   the Castalia;
//! - mobility of knights, bishops, rooks, queens and Castalias (squares not held by own pieces
//!   nor attacked by enemy pawns);
//! - pawn structure: doubled, isolated and passed pawns (the terms of the pawns alone are kept
//!   in a per-thread cache keyed by both sides' pawns);
//! - passed pawns in the end game by the kings' distances from the square in front of them
//!   (when that square is empty);
//! - threats: enemy pieces attacked by our pawns, enemy rooks and queens by our minor pieces,
//!   queens by our rooks, and enemy pieces and pawns we attack that nothing defends;
//! - king safety: pawn shield and the weight of pieces attacking the king's zone;
//! - outposts: a knight or bishop on the fourth to sixth rank, defended by a pawn, that no
//!   enemy pawn can ever attack;
//! - bishop pair, rooks on open files, rooks on the seventh (while the enemy king is on the
//!   eighth or enemy pawns are on the seventh), and a small bonus for having the move.

use crate::rules::attacks::{
    bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
};
use crate::rules::{BitBoard, Board, Color, PieceKind, Position, Square};

/// Middle-game and end-game values of one term.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
struct Pair(i32, i32);

impl std::ops::AddAssign for Pair {
    fn add_assign(&mut self, o: Pair) {
        self.0 += o.0;
        self.1 += o.1;
    }
}
impl std::ops::SubAssign for Pair {
    fn sub_assign(&mut self, o: Pair) {
        self.0 -= o.0;
        self.1 -= o.1;
    }
}

/// Material values, middle game, by kind index (P N B R Q K C).
pub const VALUE_MG: [i32; 7] = [82, 337, 365, 477, 1025, 0, 220];
/// Material values, end game.
pub const VALUE_EG: [i32; 7] = [94, 281, 297, 512, 936, 0, 230];
/// Simple values for move ordering and exchange evaluation.
pub const SEE_VALUE: [i32; 7] = [100, 320, 330, 500, 950, 20_000, 300];
/// Phase weights: the phase is 24 with all minor and major pieces on the board.
const PHASE: [i32; 7] = [0, 1, 1, 2, 4, 0, 1];
const MAX_PHASE: i32 = 24;

const TEMPO: i32 = 12;
const BISHOP_PAIR: Pair = Pair(30, 50);
const ROOK_OPEN: Pair = Pair(22, 10);
const ROOK_SEMI_OPEN: Pair = Pair(10, 6);
const DOUBLED: Pair = Pair(-10, -22);
const ISOLATED: Pair = Pair(-11, -14);
/// Passed pawn bonus by rank as seen from its own side.
const PASSED_MG: [i32; 8] = [0, 3, 6, 12, 25, 45, 70, 0];
const PASSED_EG: [i32; 8] = [0, 10, 14, 25, 45, 75, 115, 0];
/// Weight of a piece kind attacking the enemy king's zone.
const KING_ATTACK_WEIGHT: [i32; 7] = [0, 2, 2, 3, 5, 0, 2];
/// An enemy piece (not a pawn) attacked by one of our pawns.
const THREAT_BY_PAWN: Pair = Pair(45, 30);
/// An enemy rook or queen attacked by our knight or bishop.
const THREAT_BY_MINOR: Pair = Pair(30, 20);
/// An enemy queen attacked by our rook.
const THREAT_BY_ROOK: Pair = Pair(30, 20);
/// An enemy piece (not a pawn) we attack that no enemy piece defends.
const HANGING: Pair = Pair(25, 15);
/// An enemy pawn we attack that nothing defends.
const LOOSE_PAWN: Pair = Pair(4, 10);
/// A passed pawn in the end game: its worth grows with the enemy king's distance from the
/// square in front of it and shrinks with our king's, weighted by how far it has come.
const PASSER_THEIR_KING: i32 = 5;
const PASSER_OUR_KING: i32 = 2;
/// A knight or bishop on the fourth to sixth rank, defended by a pawn, on a square no enemy
/// pawn can ever attack.
const KNIGHT_OUTPOST: Pair = Pair(30, 15);
const BISHOP_OUTPOST: Pair = Pair(15, 8);
/// A rook on the seventh rank while the enemy king is on the eighth or enemy pawns are on the
/// seventh.
const ROOK_ON_SEVENTH: Pair = Pair(20, 30);

/// Piece-square tables for White, indexed [kind][square]; Black reads them mirrored.
struct Tables {
    mg: [[i32; 64]; 7],
    eg: [[i32; 64]; 7],
}

static TABLES: std::sync::LazyLock<Tables> = std::sync::LazyLock::new(build_tables);

fn build_tables() -> Tables {
    let mut mg = [[0; 64]; 7];
    let mut eg = [[0; 64]; 7];
    for sq in Square::ALL {
        let i = sq.index();
        // The orthodox kinds: PeSTO's tables (written from the eighth rank down).
        for (k, (m, e)) in mg.iter_mut().zip(eg.iter_mut()).take(6).enumerate() {
            m[i] = super::pesto::MG[k][i ^ 56];
            e[i] = super::pesto::EG[k][i ^ 56];
        }
        // Castalia: central squares reach more lines.
        let file = sq.file().index() as i32;
        let rank = sq.rank().index() as i32;
        let centre = file.min(7 - file) + rank.min(7 - rank); // 0..6
        mg[6][i] = centre * 5 - 15;
        eg[6][i] = centre * 4 - 12;
    }
    Tables { mg, eg }
}

/// Forces the tables (so the first search is not charged for them).
pub fn init() {
    std::sync::LazyLock::force(&TABLES);
}

/// The evaluation of `pos` for the side to move.
pub fn evaluate(pos: &Position) -> i32 {
    let board = pos.board();
    if is_dead_draw(board) {
        return 0;
    }
    let tables = &*TABLES;
    let mut total = Pair::default();
    let mut phase = 0;
    let mut attacks = [AttackMaps::default(); 2];
    for color in Color::ALL {
        let side = side_terms(
            board,
            color,
            tables,
            &mut phase,
            &mut attacks[color.index()],
        );
        if color == Color::White {
            total += side;
        } else {
            total -= side;
        }
    }
    total += threats(board, Color::White, &attacks);
    total -= threats(board, Color::Black, &attacks);
    let phase = phase.min(MAX_PHASE);
    let mut score = (total.0 * phase + total.1 * (MAX_PHASE - phase)) / MAX_PHASE;
    score = scale_for_drawish_material(board, score);
    let stm = if pos.side_to_move() == Color::White {
        score
    } else {
        -score
    };
    stm + TEMPO
}

/// Positions nobody can win: only kings and Castalias (nothing can ever give check), or the
/// orthodox K v K, K+minor v K.
pub fn is_dead_draw(board: &Board) -> bool {
    let kings_and_castalias = board.kind(PieceKind::King) | board.kind(PieceKind::Castalia);
    let rest = board.occupied() & !kings_and_castalias;
    if rest.is_empty() {
        return true;
    }
    let minors = board.kind(PieceKind::Knight) | board.kind(PieceKind::Bishop);
    board.kind(PieceKind::Castalia).is_empty() && rest == minors && !rest.has_many()
}

/// Pulls the score toward a draw when the side ahead has no pawns and too little to mate.
fn scale_for_drawish_material(board: &Board, score: i32) -> i32 {
    let strong = if score > 0 {
        Color::White
    } else {
        Color::Black
    };
    if board.pieces(strong, PieceKind::Pawn).is_nonempty() {
        return score;
    }
    let heavy = board.pieces(strong, PieceKind::Rook) | board.pieces(strong, PieceKind::Queen);
    let minors = board.pieces(strong, PieceKind::Knight)
        | board.pieces(strong, PieceKind::Bishop)
        | board.pieces(strong, PieceKind::Castalia);
    if heavy.is_empty() && minors.popcount() <= 1 {
        score / 8
    } else {
        score
    }
}

/// The squares one side attacks, by the kind of attacker (the Castalia attacks nothing).
#[derive(Copy, Clone, Default)]
struct AttackMaps {
    all: BitBoard,
    pawns: BitBoard,
    minors: BitBoard,
    rooks: BitBoard,
}

/// Threats of `us` (from `us`'s point of view): enemy pieces attacked by a pawn, enemy rooks
/// and queens attacked by a minor piece, queens attacked by a rook, and enemy pieces and pawns
/// attacked and not defended.
fn threats(board: &Board, us: Color, attacks: &[AttackMaps; 2]) -> Pair {
    let them = us.opposite();
    let ours = &attacks[us.index()];
    let defended = attacks[them.index()].all;
    let theirs = board.color(them) & !board.kind(PieceKind::King);
    let pawns = board.kind(PieceKind::Pawn);
    let pieces = theirs & !pawns;
    let queens = board.kind(PieceKind::Queen);
    let majors = theirs & (board.kind(PieceKind::Rook) | queens);
    let count = |b: BitBoard| b.popcount() as i32;
    let by_pawn = count(ours.pawns & pieces);
    let by_minor = count(ours.minors & majors);
    let by_rook = count(ours.rooks & theirs & queens);
    let hanging = count(ours.all & pieces & !defended);
    let loose_pawns = count(ours.all & theirs & pawns & !defended);
    Pair(
        by_pawn * THREAT_BY_PAWN.0
            + by_minor * THREAT_BY_MINOR.0
            + by_rook * THREAT_BY_ROOK.0
            + hanging * HANGING.0
            + loose_pawns * LOOSE_PAWN.0,
        by_pawn * THREAT_BY_PAWN.1
            + by_minor * THREAT_BY_MINOR.1
            + by_rook * THREAT_BY_ROOK.1
            + hanging * HANGING.1
            + loose_pawns * LOOSE_PAWN.1,
    )
}

/// All terms for one side, from that side's point of view (before phase blending); the
/// squares it attacks go to `attacks`.
fn side_terms(
    board: &Board,
    us: Color,
    tables: &Tables,
    phase: &mut i32,
    attacks: &mut AttackMaps,
) -> Pair {
    let them = us.opposite();
    let occupied = board.occupied();
    let ours = board.color(us);
    let our_pawns = board.pieces(us, PieceKind::Pawn);
    let their_pawns = board.pieces(them, PieceKind::Pawn);
    let mut their_pawn_attacks = BitBoard::EMPTY;
    for sq in their_pawns {
        their_pawn_attacks |= pawn_attacks(them, sq);
    }
    for sq in our_pawns {
        attacks.pawns |= pawn_attacks(us, sq);
    }
    attacks.all = attacks.pawns;
    if let Some(king) = board.king(us) {
        attacks.all |= king_attacks(king);
    }
    let mobility_area = !(ours | their_pawn_attacks);
    let their_king = board.king(them).unwrap_or(Square::E8);
    let king_zone = king_attacks(their_king) | their_king;
    let mut attack_weight = 0;
    let mut attackers = 0;
    let mut out = Pair::default();

    for kind in PieceKind::ALL {
        let k = kind.index();
        for sq in board.pieces(us, kind) {
            let rel = if us == Color::White {
                sq.index()
            } else {
                sq.flip_rank().index()
            };
            out += Pair(
                VALUE_MG[k] + tables.mg[k][rel],
                VALUE_EG[k] + tables.eg[k][rel],
            );
            *phase += PHASE[k];
            let reach = match kind {
                PieceKind::Knight => knight_attacks(sq),
                PieceKind::Bishop => bishop_attacks(sq, occupied),
                PieceKind::Rook => rook_attacks(sq, occupied),
                PieceKind::Queen => queen_attacks(sq, occupied),
                PieceKind::Castalia => queen_attacks(sq, occupied) & !occupied,
                _ => continue,
            };
            match kind {
                PieceKind::Knight | PieceKind::Bishop => attacks.minors |= reach,
                PieceKind::Rook => attacks.rooks |= reach,
                _ => {}
            }
            if kind != PieceKind::Castalia {
                attacks.all |= reach;
            }
            let mobile = (reach & mobility_area).popcount() as i32;
            out += match kind {
                PieceKind::Knight => Pair((mobile - 4) * 4, (mobile - 4) * 4),
                PieceKind::Bishop => Pair((mobile - 6) * 5, (mobile - 6) * 5),
                PieceKind::Rook => Pair((mobile - 6) * 2, (mobile - 6) * 4),
                PieceKind::Queen => Pair(mobile - 12, (mobile - 12) * 2),
                _ => Pair((mobile - 9) * 3, (mobile - 9) * 3),
            };
            if kind == PieceKind::Castalia {
                // Near the enemy king its kidnaps and repulses displace the king and its guards.
                let distance = chebyshev(sq, their_king);
                out += Pair((5 - distance).max(0) * 6, 0);
                if (reach & king_zone).is_nonempty() {
                    attack_weight += KING_ATTACK_WEIGHT[k];
                    attackers += 1;
                }
            } else if (reach & king_zone).is_nonempty() {
                attack_weight += KING_ATTACK_WEIGHT[k] * (reach & king_zone).popcount() as i32;
                attackers += 1;
            }
            let rank = rel / 8;
            if matches!(kind, PieceKind::Knight | PieceKind::Bishop)
                && (3..=5).contains(&rank)
                && attacks.pawns.has(sq)
                && (front_span(us, sq) & adjacent_files(sq) & their_pawns).is_empty()
            {
                out += if kind == PieceKind::Knight {
                    KNIGHT_OUTPOST
                } else {
                    BISHOP_OUTPOST
                };
            }
            if kind == PieceKind::Rook {
                if rank == 6 {
                    let seventh = BitBoard::rank(sq.rank());
                    let their_eighth = BitBoard::rank(them.first_rank());
                    if (seventh & their_pawns).is_nonempty() || their_eighth.has(their_king) {
                        out += ROOK_ON_SEVENTH;
                    }
                }
                let file = BitBoard::file(sq.file());
                if (file & our_pawns).is_empty() {
                    out += if (file & their_pawns).is_empty() {
                        ROOK_OPEN
                    } else {
                        ROOK_SEMI_OPEN
                    };
                }
            }
        }
    }
    if board.pieces(us, PieceKind::Bishop).has_many() {
        out += BISHOP_PAIR;
    }
    // Pressure on the enemy king, felt only with several attackers and mostly with a queen.
    if attackers >= 2 {
        let queen_factor = if board.pieces(us, PieceKind::Queen).is_nonempty() {
            2
        } else {
            1
        };
        let danger = attack_weight * attack_weight * queen_factor / 2;
        out += Pair(danger.min(500), 0);
    }
    let (pawns, passed) = pawn_structure(board, us);
    out += pawns;
    out += passers_and_kings(board, us, passed);
    out += king_shelter(board, us);
    out
}

fn chebyshev(a: Square, b: Square) -> i32 {
    let df = (a.file().index() as i32 - b.file().index() as i32).abs();
    let dr = (a.rank().index() as i32 - b.rank().index() as i32).abs();
    df.max(dr)
}

/// Squares in front of a pawn of `color` on `sq`, on its file and the two beside it.
fn front_span(color: Color, sq: Square) -> BitBoard {
    let rank = sq.rank().index();
    let ahead: u64 = match color {
        Color::White if rank < 7 => !0u64 << (8 * (rank + 1)),
        Color::Black if rank > 0 => !0u64 >> (8 * (8 - rank)),
        _ => 0,
    };
    let file = sq.file();
    let mut files = BitBoard::file(file).0;
    if file.index() > 0 {
        files |= BitBoard::file(crate::rules::File::from_index(file.index() - 1)).0;
    }
    if file.index() < 7 {
        files |= BitBoard::file(crate::rules::File::from_index(file.index() + 1)).0;
    }
    BitBoard(ahead & files)
}

fn adjacent_files(sq: Square) -> BitBoard {
    let f = sq.file().index();
    let mut out = 0u64;
    if f > 0 {
        out |= BitBoard::file(crate::rules::File::from_index(f - 1)).0;
    }
    if f < 7 {
        out |= BitBoard::file(crate::rules::File::from_index(f + 1)).0;
    }
    BitBoard(out)
}

/// Doubled, isolated and passed pawns of `us`: the terms that depend on the pawns alone (from
/// the pawn cache), and the halving of a blocked passed pawn's bonus, which depends on the
/// other pieces too; and the passed pawns.
fn pawn_structure(board: &Board, us: Color) -> (Pair, BitBoard) {
    let white = board.pieces(Color::White, PieceKind::Pawn);
    let black = board.pieces(Color::Black, PieceKind::Pawn);
    let entry = PAWN_CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        let slot = &mut cache[pawn_slot(white, black)];
        if slot.pawns != [white.0, black.0] || !slot.filled {
            *slot = pawn_entry(white, black);
        }
        *slot
    });
    let occupied = board.occupied();
    let mut out = entry.terms[us.index()];
    for sq in BitBoard(entry.passed[us.index()]) {
        if sq.offset(0, us.forward()).is_some_and(|s| occupied.has(s)) {
            let bonus = passed_bonus(us, sq);
            out -= Pair(bonus.0 - bonus.0 / 2, bonus.1 - bonus.1 / 2);
        }
    }
    (out, BitBoard(entry.passed[us.index()]))
}

/// The end-game worth of unblocked passed pawns by the kings' distances from the square in
/// front of each: the further the enemy king and the nearer ours, the better, more so the further the
/// pawn has come.
fn passers_and_kings(board: &Board, us: Color, passed: BitBoard) -> Pair {
    let our_king = board.king(us);
    let their_king = board.king(us.opposite());
    let mut eg = 0;
    for sq in passed {
        let rel = if us == Color::White {
            sq.rank().index() as i32
        } else {
            7 - sq.rank().index() as i32
        };
        let Some(stop) = sq.offset(0, us.forward()) else {
            continue;
        };
        // A blocked passer waits for its blocker to go, whichever king is nearer.
        if rel < 3 || board.occupied().has(stop) {
            continue;
        }
        let weight = 5 * rel - 13;
        let theirs = their_king.map_or(5, |k| chebyshev(k, stop).min(5));
        let ours = our_king.map_or(5, |k| chebyshev(k, stop).min(5));
        eg += (theirs * PASSER_THEIR_KING - ours * PASSER_OUR_KING) * weight / 2;
    }
    Pair(0, eg)
}

/// Entries of the pawn cache (a power of two).
const PAWN_CACHE_SIZE: usize = 1 << 14;

/// The pawn-only terms of one pawn structure, for both colours.
#[derive(Copy, Clone, Default)]
struct PawnEntry {
    filled: bool,
    /// White's and Black's pawns, the key (compared whole, so the cache is exact).
    pawns: [u64; 2],
    /// Doubled, isolated and (unblocked) passed pawn terms, by colour index.
    terms: [Pair; 2],
    /// The passed pawns, by colour index.
    passed: [u64; 2],
}

thread_local! {
    /// Pawn structures seen by this thread's searches. A cache of a pure function: it changes
    /// speed, never a score, so searches stay deterministic.
    static PAWN_CACHE: std::cell::RefCell<Box<[PawnEntry]>> =
        std::cell::RefCell::new(vec![PawnEntry::default(); PAWN_CACHE_SIZE].into_boxed_slice());
}

fn pawn_slot(white: BitBoard, black: BitBoard) -> usize {
    let mixed = white.0.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ black.0.rotate_left(29).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    (mixed >> 50) as usize & (PAWN_CACHE_SIZE - 1)
}

fn pawn_entry(white: BitBoard, black: BitBoard) -> PawnEntry {
    let mut entry = PawnEntry {
        filled: true,
        pawns: [white.0, black.0],
        ..PawnEntry::default()
    };
    for us in Color::ALL {
        let (ours, theirs) = if us == Color::White {
            (white, black)
        } else {
            (black, white)
        };
        let mut out = Pair::default();
        for sq in ours {
            let file = BitBoard::file(sq.file());
            if (file & ours).has_many() {
                out += DOUBLED;
            }
            if (adjacent_files(sq) & ours).is_empty() {
                out += ISOLATED;
            }
            if (front_span(us, sq) & theirs).is_empty()
                && (front_span(us, sq) & file & ours).is_empty()
            {
                out += passed_bonus(us, sq);
                entry.passed[us.index()] |= 1u64 << sq.index();
            }
        }
        entry.terms[us.index()] = out;
    }
    entry
}

/// The bonus of a passed pawn of `us` on `sq` (before halving when blocked).
fn passed_bonus(us: Color, sq: Square) -> Pair {
    let rel = if us == Color::White {
        sq.rank().index()
    } else {
        7 - sq.rank().index()
    };
    Pair(PASSED_MG[rel], PASSED_EG[rel])
}

/// Pawns in front of a castled-looking king (middle game only).
fn king_shelter(board: &Board, us: Color) -> Pair {
    let Some(king) = board.king(us) else {
        return Pair::default();
    };
    let rel_rank = if us == Color::White {
        king.rank().index()
    } else {
        7 - king.rank().index()
    };
    if rel_rank > 1 {
        return Pair(-20, 0);
    }
    let ours = board.pieces(us, PieceKind::Pawn);
    let mut shelter = 0;
    for df in -1..=1 {
        let Some(one) = king.offset(df, us.forward()) else {
            continue;
        };
        if ours.has(one) {
            shelter += 12;
        } else if one.offset(0, us.forward()).is_some_and(|two| ours.has(two)) {
            shelter += 6;
        } else {
            shelter -= 12;
        }
    }
    Pair(shelter, 0)
}

/// Whether `color` has a piece other than pawns and the king (null-move zugzwang guard).
pub fn has_non_pawn_material(board: &Board, color: Color) -> bool {
    let pieces = board.color(color) & !(board.kind(PieceKind::Pawn) | board.kind(PieceKind::King));
    pieces.is_nonempty()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    fn eval(fen: &str) -> i32 {
        let pos = Position::from_fen(fen, Variant::Castalia).unwrap_or_else(|e| panic!("{e}"));
        evaluate(&pos)
    }

    #[test]
    fn start_position_is_balanced_and_symmetric() {
        let white = eval("rcbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBNR w KQkq - 0 1");
        let black = eval("rcbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBNR b KQkq - 0 1");
        assert_eq!(white, black);
        assert!(white.abs() < 40);
    }

    #[test]
    fn mirrored_positions_score_the_same() {
        let a = eval("r3k2r/pp1n1ppp/2c5/3p4/3P4/2C1BN2/PP3PPP/R3K2R w KQkq - 0 1");
        let b = eval("r3k2r/pp3ppp/2c1bn2/3p4/3P4/2C5/PP1N1PPP/R3K2R b KQkq - 0 1");
        assert_eq!(a, b);
    }

    #[test]
    fn an_extra_queen_is_worth_a_lot() {
        assert!(eval("4k3/8/8/8/8/8/8/3QK3 w - - 0 1") > 800);
        assert!(eval("4k3/8/8/8/8/8/8/3QK3 b - - 0 1") < -800);
    }

    /// The pawn terms computed afresh, as before the pawn cache.
    fn pawn_structure_uncached(board: &Board, us: Color) -> Pair {
        let ours = board.pieces(us, PieceKind::Pawn);
        let theirs = board.pieces(us.opposite(), PieceKind::Pawn);
        let mut out = Pair::default();
        for sq in ours {
            let file = BitBoard::file(sq.file());
            if (file & ours).has_many() {
                out += DOUBLED;
            }
            if (adjacent_files(sq) & ours).is_empty() {
                out += ISOLATED;
            }
            if (front_span(us, sq) & theirs).is_empty()
                && (front_span(us, sq) & file & ours).is_empty()
            {
                let mut bonus = passed_bonus(us, sq);
                if sq
                    .offset(0, us.forward())
                    .is_some_and(|s| board.occupied().has(s))
                {
                    bonus = Pair(bonus.0 / 2, bonus.1 / 2);
                }
                out += bonus;
            }
        }
        out
    }

    #[test]
    fn the_pawn_cache_gives_the_uncached_terms() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let mut passed_seen = 0;
        for _ in 0..30 {
            let mut pos = Position::start(Variant::Castalia);
            for _ in 0..120 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                for us in Color::ALL {
                    let board = pos.board();
                    // Twice: once filling the slot, once reading it.
                    assert_eq!(
                        pawn_structure(board, us).0,
                        pawn_structure_uncached(board, us)
                    );
                    assert_eq!(
                        pawn_structure(board, us).0,
                        pawn_structure_uncached(board, us)
                    );
                }
                let white = pos.board().pieces(Color::White, PieceKind::Pawn);
                let black = pos.board().pieces(Color::Black, PieceKind::Pawn);
                passed_seen += usize::from(pawn_entry(white, black).passed != [0, 0]);
                pos = pos.play(&moves[rng.gen_range(0..moves.len())]);
            }
        }
        assert!(passed_seen > 100, "{passed_seen}");
    }

    #[test]
    fn kings_and_castalias_alone_are_dead_draws() {
        assert_eq!(eval("4k3/2c5/8/8/8/8/3C4/3CK3 w - - 0 1"), 0);
        assert_eq!(eval("4k3/8/8/8/8/8/8/3NK3 w - - 0 1"), 0);
    }
}
