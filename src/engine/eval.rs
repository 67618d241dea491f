//! Static evaluation, in centipawns from the side to move's point of view.
//!
//! Every term is a weight of `weights.rs` (a middle-game and an end-game value, blended by the
//! game phase) times a count, so that `trace` can give the counts of a position and the weights
//! can be fitted by Texel's method (`examples/texel_tune.rs`). The terms:
//! - material, and piece-square tables for every kind;
//! - mobility of knights, bishops, rooks, queens and Castalias: a weight per number of squares
//!   not held by own pieces nor attacked by enemy pawns (the Castalia attacks nothing, so its
//!   worth is in the empty squares it reaches);
//! - the Castalia's distance from the enemy king (near it, its kidnaps and repulses displace
//!   the king or its guards);
//! - pawn structure: doubled, isolated, backward, supported and side-by-side pawns, and passed
//!   pawns by rank, blocked or not (the terms of the pawns alone are kept in a per-thread cache
//!   keyed by both sides' pawns);
//! - unblocked passed pawns by the kings' distances from the square in front of them;
//! - threats: enemy pieces attacked by our pawns, enemy rooks and queens by our minor pieces,
//!   queens by our rooks, and enemy pieces and pawns we attack that nothing defends;
//! - king safety: pawn shield, and the square of the weight of pieces attacking the king's zone
//!   (the one term that is not linear: its scale is a weight);
//! - outposts: a knight or bishop on the fourth to sixth rank, defended by a pawn, that no
//!   enemy pawn can ever attack;
//! - bishop pair, rooks on open files, rooks on the seventh (while the enemy king is on the
//!   eighth or enemy pawns are on the seventh), and having the move.
//!
//! The score is divided by 8 when the side ahead has no pawns and too little to mate, and is 0
//! in a dead draw.

use super::weights::{self as w, Pair, WEIGHTS};
use crate::rules::attacks::{
    bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
};
use crate::rules::{BitBoard, Board, Color, PieceKind, Position, Square};

/// Simple values for move ordering and exchange evaluation.
pub const SEE_VALUE: [i32; 7] = [100, 320, 330, 500, 950, 20_000, 300];
/// Phase weights: the phase is 24 with all minor and major pieces on the board.
const PHASE: [i32; 7] = [0, 1, 1, 2, 4, 0, 1];
const MAX_PHASE: i32 = 24;
/// Weight of a piece kind attacking the enemy king's zone (the king-danger term grows with the
/// square of their sum, up to `KING_DANGER_CAP`, and is weighed by `weights::KING_DANGER`).
const KING_ATTACK_WEIGHT: [i32; 7] = [0, 2, 2, 3, 5, 0, 2];
const KING_DANGER_CAP: i32 = 500;
/// `weights::KING_DANGER` is in hundredths.
const KING_DANGER_UNIT: i32 = 100;
/// The first mobility weight of each kind (the Castalia's counts empty squares only).
const MOBILITY: [usize; 7] = [
    0,
    w::MOBILITY_KNIGHT,
    w::MOBILITY_BISHOP,
    w::MOBILITY_ROOK,
    w::MOBILITY_QUEEN,
    0,
    w::MOBILITY_CASTALIA,
];

/// Where the terms go: summed with the weights (the evaluation), or counted (the trace that
/// Texel tuning fits). Counts are from White's point of view.
trait Terms {
    /// Whether the pawn terms may come from the pawn cache (as sums: `add_pair`) rather than
    /// be counted.
    const CACHED: bool;
    /// `count` times weight `index`.
    fn add(&mut self, index: usize, count: i32);
    /// `count / unit` times weight `index`.
    fn add_scaled(&mut self, index: usize, count: i32, unit: i32);
    /// A sum of weighted terms, as it is (only when `CACHED`).
    fn add_pair(&mut self, pair: Pair);
}

/// The weighted sum (middle game, end game).
#[derive(Default)]
struct Sum(Pair);

impl Terms for Sum {
    const CACHED: bool = true;

    #[inline]
    fn add(&mut self, index: usize, count: i32) {
        let weight = WEIGHTS[index];
        self.0 .0 += weight.0 * count;
        self.0 .1 += weight.1 * count;
    }

    fn add_scaled(&mut self, index: usize, count: i32, unit: i32) {
        let weight = WEIGHTS[index];
        self.0 .0 += weight.0 * count / unit;
        self.0 .1 += weight.1 * count / unit;
    }

    fn add_pair(&mut self, pair: Pair) {
        self.0 .0 += pair.0;
        self.0 .1 += pair.1;
    }
}

/// The terms of one position as counts of each weight, for fitting the weights: the evaluation
/// from White's point of view is `scale * sum(count * (mg * phase + eg * (24 - phase)) / 24)`
/// (before rounding).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Trace {
    /// Weight index and count (summed per index).
    pub counts: Vec<(usize, f32)>,
    /// The game phase, 0 (bare end game) to 24.
    pub phase: i32,
    /// 1, or less when the side ahead has too little to win (computed with the current weights).
    pub scale: f32,
}

impl Terms for Trace {
    /// Counts every term, so it never takes sums.
    const CACHED: bool = false;

    fn add(&mut self, index: usize, count: i32) {
        self.add_scaled(index, count, 1);
    }

    fn add_scaled(&mut self, index: usize, count: i32, unit: i32) {
        if count == 0 {
            return;
        }
        let value = count as f32 / unit as f32;
        match self.counts.iter_mut().find(|(i, _)| *i == index) {
            Some((_, c)) => *c += value,
            None => self.counts.push((index, value)),
        }
    }

    fn add_pair(&mut self, _: Pair) {}
}

/// One side's view of the terms: counts are negated for Black.
struct Side<'a, T: Terms> {
    terms: &'a mut T,
    sign: i32,
}

impl<'a, T: Terms> Side<'a, T> {
    /// `color`'s view: White's counts as they are, Black's negated.
    fn of(terms: &'a mut T, color: Color) -> Side<'a, T> {
        let sign = if color == Color::White { 1 } else { -1 };
        Side { terms, sign }
    }

    #[inline]
    fn add(&mut self, index: usize, count: i32) {
        self.terms.add(index, self.sign * count);
    }
}

/// The evaluation of `pos` for the side to move: a network's where one suits and is on
/// (`nnue::evaluate`: the orthodox network for positions without a Castalia that are not
/// decided, the Castalia network for those with one), else the hand-written one
/// (`with_network`).
pub fn evaluate(pos: &Position) -> i32 {
    if is_dead_draw(pos.board()) {
        return 0;
    }
    with_network(pos, super::nnue::evaluate(pos))
}

/// The evaluation of `pos` given a network's score of it (`None`: no network suits it): the
/// orthodox network's score as it is; the Castalia network's averaged with the hand-written
/// evaluation, which knows the Castalia's threats (its kidnaps and repulses near the king)
/// that a network of piece squares sees only dimly. Against the hand-written evaluation alone
/// the mean played +145 Elo at equal nodes and +108 (Castalia rule set) and +125
/// (castalia-weak) over 400 games each at 200 ms a move, where the network alone was within
/// noise of it (`docs/benchmarks.md`, "The Castalia network").
#[inline]
pub fn with_network(pos: &Position, network: Option<i32>) -> i32 {
    match network {
        Some(score) if pos.board().kind(PieceKind::Castalia).is_nonempty() => {
            (score + hand_written(pos)) / 2
        }
        Some(score) => score,
        None => hand_written(pos),
    }
}

/// The hand-written evaluation of `pos` for the side to move (every term a weight times a
/// count), whatever the pieces.
pub fn hand_written(pos: &Position) -> i32 {
    let board = pos.board();
    if is_dead_draw(board) {
        return 0;
    }
    let mut sum = Sum::default();
    let phase = all_terms(pos, &mut sum);
    let Pair(mg, eg) = sum.0;
    let score = (mg * phase + eg * (MAX_PHASE - phase)) / MAX_PHASE;
    let score = score / drawish_divisor(board, score);
    if pos.side_to_move() == Color::White {
        score
    } else {
        -score
    }
}

/// The terms of `pos` as counts of the weights (see `Trace`); `None` for a dead draw, which the
/// evaluation scores 0 whatever the weights.
pub fn trace(pos: &Position) -> Option<Trace> {
    let board = pos.board();
    if is_dead_draw(board) {
        return None;
    }
    let mut trace = Trace::default();
    trace.phase = all_terms(pos, &mut trace);
    let score = hand_written(pos);
    let white = if pos.side_to_move() == Color::White {
        score
    } else {
        -score
    };
    trace.scale = 1.0 / drawish_divisor(board, white) as f32;
    Some(trace)
}

/// Adds every term of `pos` to `terms` and returns the game phase.
fn all_terms<T: Terms>(pos: &Position, terms: &mut T) -> i32 {
    let board = pos.board();
    let mut phase = 0;
    let mut attacks = [AttackMaps::default(); 2];
    for color in Color::ALL {
        let mut side = Side::of(&mut *terms, color);
        side_terms(
            board,
            color,
            &mut side,
            &mut phase,
            &mut attacks[color.index()],
        );
    }
    for color in Color::ALL {
        let mut side = Side::of(&mut *terms, color);
        threats(board, color, &attacks, &mut side);
    }
    let to_move = if pos.side_to_move() == Color::White {
        1
    } else {
        -1
    };
    terms.add(w::TEMPO, to_move);
    phase.min(MAX_PHASE)
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

/// What the score (White's point of view) is divided by: 8 when the side ahead has no pawns and
/// too little to mate, else 1.
fn drawish_divisor(board: &Board, score: i32) -> i32 {
    let strong = if score > 0 {
        Color::White
    } else {
        Color::Black
    };
    if board.pieces(strong, PieceKind::Pawn).is_nonempty() {
        return 1;
    }
    let heavy = board.pieces(strong, PieceKind::Rook) | board.pieces(strong, PieceKind::Queen);
    let minors = board.pieces(strong, PieceKind::Knight)
        | board.pieces(strong, PieceKind::Bishop)
        | board.pieces(strong, PieceKind::Castalia);
    if heavy.is_empty() && minors.popcount() <= 1 {
        8
    } else {
        1
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

/// Threats of `us`: enemy pieces attacked by a pawn, enemy rooks and queens attacked by a minor
/// piece, queens attacked by a rook, and enemy pieces and pawns attacked and not defended.
fn threats<T: Terms>(board: &Board, us: Color, attacks: &[AttackMaps; 2], out: &mut Side<T>) {
    let them = us.opposite();
    let ours = &attacks[us.index()];
    let defended = attacks[them.index()].all;
    let theirs = board.color(them) & !board.kind(PieceKind::King);
    let pawns = board.kind(PieceKind::Pawn);
    let pieces = theirs & !pawns;
    let queens = board.kind(PieceKind::Queen);
    let majors = theirs & (board.kind(PieceKind::Rook) | queens);
    let count = |b: BitBoard| b.popcount() as i32;
    out.add(w::THREAT_BY_PAWN, count(ours.pawns & pieces));
    out.add(w::THREAT_BY_MINOR, count(ours.minors & majors));
    out.add(w::THREAT_BY_ROOK, count(ours.rooks & theirs & queens));
    out.add(w::HANGING, count(ours.all & pieces & !defended));
    out.add(w::LOOSE_PAWN, count(ours.all & theirs & pawns & !defended));
}

/// All terms of one side but the threats; the squares it attacks go to `attacks`.
fn side_terms<T: Terms>(
    board: &Board,
    us: Color,
    out: &mut Side<T>,
    phase: &mut i32,
    attacks: &mut AttackMaps,
) {
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

    for kind in PieceKind::ALL {
        let k = kind.index();
        for sq in board.pieces(us, kind) {
            let rel = relative(us, sq);
            out.add(w::MATERIAL + k, 1);
            out.add(w::PST + k * 64 + rel, 1);
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
            out.add(MOBILITY[k] + (reach & mobility_area).popcount() as usize, 1);
            if kind == PieceKind::Castalia {
                // Near the enemy king its kidnaps and repulses displace the king and its guards.
                out.add(
                    w::CASTALIA_NEAR_KING + chebyshev(sq, their_king) as usize,
                    1,
                );
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
                out.add(
                    if kind == PieceKind::Knight {
                        w::KNIGHT_OUTPOST
                    } else {
                        w::BISHOP_OUTPOST
                    },
                    1,
                );
            }
            if kind == PieceKind::Rook {
                if rank == 6 {
                    let seventh = BitBoard::rank(sq.rank());
                    let their_eighth = BitBoard::rank(them.first_rank());
                    if (seventh & their_pawns).is_nonempty() || their_eighth.has(their_king) {
                        out.add(w::ROOK_ON_SEVENTH, 1);
                    }
                }
                let file = BitBoard::file(sq.file());
                if (file & our_pawns).is_empty() {
                    out.add(
                        if (file & their_pawns).is_empty() {
                            w::ROOK_OPEN
                        } else {
                            w::ROOK_SEMI_OPEN
                        },
                        1,
                    );
                }
            }
        }
    }
    if board.pieces(us, PieceKind::Bishop).has_many() {
        out.add(w::BISHOP_PAIR, 1);
    }
    // Pressure on the enemy king, felt only with several attackers and mostly with a queen.
    if attackers >= 2 {
        let queen_factor = if board.pieces(us, PieceKind::Queen).is_nonempty() {
            2
        } else {
            1
        };
        let danger = (attack_weight * attack_weight * queen_factor / 2).min(KING_DANGER_CAP);
        out.terms
            .add_scaled(w::KING_DANGER, out.sign * danger, KING_DANGER_UNIT);
    }
    let passed = pawn_structure(board, us, out);
    passers_and_kings(board, us, passed, out);
    king_shelter(board, us, out);
}

/// `sq` as seen from `us`'s side (White's squares as they are, Black's mirrored).
fn relative(us: Color, sq: Square) -> usize {
    if us == Color::White {
        sq.index()
    } else {
        sq.flip_rank().index()
    }
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
    BitBoard(ahead & (BitBoard::file(sq.file()).0 | adjacent_files(sq).0))
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

/// The pawn terms of `us` (from the pawn cache when the terms are summed), and the re-weighing
/// of a passed pawn that is blocked, which depends on the other pieces too. Returns the passed
/// pawns.
fn pawn_structure<T: Terms>(board: &Board, us: Color, out: &mut Side<T>) -> BitBoard {
    let white = board.pieces(Color::White, PieceKind::Pawn);
    let black = board.pieces(Color::Black, PieceKind::Pawn);
    let passed = if T::CACHED {
        let entry = PAWN_CACHE.with(|cache| {
            let mut cache = cache.borrow_mut();
            let slot = &mut cache[pawn_slot(white, black)];
            if slot.pawns != [white.0, black.0] || !slot.filled {
                *slot = pawn_entry(white, black);
            }
            *slot
        });
        let Pair(mg, eg) = entry.terms[us.index()];
        out.terms.add_pair(Pair(out.sign * mg, out.sign * eg));
        BitBoard(entry.passed[us.index()])
    } else {
        pawn_terms(us, white, black, out)
    };
    let occupied = board.occupied();
    for sq in passed {
        if sq.offset(0, us.forward()).is_some_and(|s| occupied.has(s)) {
            let rank = relative(us, sq) / 8;
            out.add(w::PASSED + rank, -1);
            out.add(w::PASSED_BLOCKED + rank, 1);
        }
    }
    passed
}

/// The end-game worth of unblocked passed pawns by the kings' distances from the square in
/// front of each: the further the enemy king and the nearer ours, the better, more so the
/// further the pawn has come.
fn passers_and_kings<T: Terms>(board: &Board, us: Color, passed: BitBoard, out: &mut Side<T>) {
    let our_king = board.king(us);
    let their_king = board.king(us.opposite());
    for sq in passed {
        let rank = relative(us, sq) / 8;
        let Some(stop) = sq.offset(0, us.forward()) else {
            continue;
        };
        // A blocked passer waits for its blocker to go, whichever king is nearer.
        if rank < 3 || board.occupied().has(stop) {
            continue;
        }
        let theirs = their_king.map_or(5, |k| chebyshev(k, stop).min(5));
        let ours = our_king.map_or(5, |k| chebyshev(k, stop).min(5));
        out.add(w::PASSER_THEIR_KING + rank, theirs);
        out.add(w::PASSER_OUR_KING + rank, ours);
    }
}

/// Entries of the pawn cache (a power of two).
const PAWN_CACHE_SIZE: usize = 1 << 14;

/// The pawn-only terms of one pawn structure, for both colours.
#[derive(Copy, Clone, Default)]
struct PawnEntry {
    filled: bool,
    /// White's and Black's pawns, the key (compared whole, so the cache is exact).
    pawns: [u64; 2],
    /// The weighted pawn terms, by colour index, each from its own side's point of view.
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

/// A 64-bit hash of a pawn structure (White's and Black's pawns), for the tables keyed by it:
/// the pawn cache here and the correction history (`correction`), each taking its own bits.
pub fn pawn_hash(white: BitBoard, black: BitBoard) -> u64 {
    white.0.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ black.0.rotate_left(29).wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
}

fn pawn_slot(white: BitBoard, black: BitBoard) -> usize {
    (pawn_hash(white, black) >> 50) as usize & (PAWN_CACHE_SIZE - 1)
}

fn pawn_entry(white: BitBoard, black: BitBoard) -> PawnEntry {
    let mut entry = PawnEntry {
        filled: true,
        pawns: [white.0, black.0],
        ..PawnEntry::default()
    };
    for us in Color::ALL {
        let mut sum = Sum::default();
        let mut side = Side {
            terms: &mut sum,
            sign: 1,
        };
        entry.passed[us.index()] = pawn_terms(us, white, black, &mut side).0;
        entry.terms[us.index()] = sum.0;
    }
    entry
}

/// The terms of `us`'s pawns that depend on the pawns alone: doubled, isolated, backward,
/// supported and side-by-side pawns, and passed pawns (counted as unblocked). Returns the
/// passed pawns.
fn pawn_terms<T: Terms>(
    us: Color,
    white: BitBoard,
    black: BitBoard,
    out: &mut Side<T>,
) -> BitBoard {
    let them = us.opposite();
    let (ours, theirs) = if us == Color::White {
        (white, black)
    } else {
        (black, white)
    };
    let mut their_attacks = BitBoard::EMPTY;
    for sq in theirs {
        their_attacks |= pawn_attacks(them, sq);
    }
    let mut passed = BitBoard::EMPTY;
    for sq in ours {
        let rank = relative(us, sq) / 8;
        let file = BitBoard::file(sq.file());
        let neighbours = adjacent_files(sq) & ours;
        if (file & ours).has_many() {
            out.add(w::DOUBLED, 1);
        }
        if neighbours.is_empty() {
            out.add(w::ISOLATED, 1);
        } else if (front_span(them, sq) & neighbours).is_empty()
            && (neighbours & BitBoard::rank(sq.rank())).is_empty()
            && sq
                .offset(0, us.forward())
                .is_some_and(|stop| their_attacks.has(stop))
        {
            // No neighbour level with it or behind it, and its stop square held by an enemy
            // pawn: it can neither advance safely nor be supported.
            out.add(w::BACKWARD, 1);
        }
        if (pawn_attacks(them, sq) & ours).is_nonempty() {
            out.add(w::PAWN_SUPPORTED + rank, 1);
        }
        if (neighbours & BitBoard::rank(sq.rank())).is_nonempty() {
            out.add(w::PAWN_PHALANX + rank, 1);
        }
        if (front_span(us, sq) & theirs).is_empty() && (front_span(us, sq) & file & ours).is_empty()
        {
            out.add(w::PASSED + rank, 1);
            passed |= sq;
        }
    }
    passed
}

/// Pawns in front of a castled-looking king (middle game only).
fn king_shelter<T: Terms>(board: &Board, us: Color, out: &mut Side<T>) {
    let Some(king) = board.king(us) else {
        return;
    };
    if relative(us, king) / 8 > 1 {
        out.add(w::KING_EXPOSED, 1);
        return;
    }
    let ours = board.pieces(us, PieceKind::Pawn);
    for df in -1..=1 {
        let Some(one) = king.offset(df, us.forward()) else {
            continue;
        };
        if ours.has(one) {
            out.add(w::SHELTER_NEAR, 1);
        } else if one.offset(0, us.forward()).is_some_and(|two| ours.has(two)) {
            out.add(w::SHELTER_FAR, 1);
        } else {
            out.add(w::SHELTER_MISSING, 1);
        }
    }
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

    /// A position with a Castalia reads the mean of the network and the hand-written
    /// evaluation; an orthodox one the network alone; none, the hand-written one.
    #[test]
    fn the_castalia_network_is_averaged_with_the_hand_written_evaluation() {
        let fen = "r1bqkb1r/pppp1ppp/2n2n2/3Cp3/4P3/5N2/PPPP1PPP/R1BQKB1R b KQkq - 3 4";
        let pos = Position::from_fen(fen, Variant::Castalia).unwrap_or_else(|e| panic!("{e}"));
        let hand = hand_written(&pos);
        assert_eq!(with_network(&pos, Some(hand + 200)), hand + 100);
        assert_eq!(with_network(&pos, Some(hand - 60)), hand - 30);
        assert_eq!(with_network(&pos, None), hand);
        let orthodox = Position::start(Variant::Standard);
        assert_eq!(with_network(&orthodox, Some(37)), 37);
        assert_eq!(with_network(&orthodox, None), hand_written(&orthodox));
        let network = super::super::nnue::evaluate(&pos);
        assert!(network.is_some(), "the Castalia network is on by default");
        assert_eq!(evaluate(&pos), with_network(&pos, network));
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

    /// The evaluation a trace gives with the current weights (White's point of view).
    fn from_trace(trace: &Trace) -> f32 {
        let phase = trace.phase as f32 / MAX_PHASE as f32;
        let sum: f32 = trace
            .counts
            .iter()
            .map(|&(i, c)| c * (WEIGHTS[i].0 as f32 * phase + WEIGHTS[i].1 as f32 * (1.0 - phase)))
            .sum();
        sum * trace.scale
    }

    /// The trace (every term counted afresh) and the evaluation (pawn terms from the cache,
    /// integer arithmetic) agree, up to rounding, on positions of random play.
    #[test]
    fn the_trace_and_the_cached_evaluation_agree() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let mut passed_seen = 0;
        for variant in [Variant::Castalia, Variant::Standard] {
            for _ in 0..20 {
                let mut pos = Position::start(variant);
                for _ in 0..120 {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    if let Some(trace) = trace(&pos) {
                        let score = hand_written(&pos);
                        let white = if pos.side_to_move() == Color::White {
                            score
                        } else {
                            -score
                        };
                        let traced = from_trace(&trace);
                        assert!(
                            (traced - white as f32).abs() <= 3.0,
                            "{} traced {traced}, evaluated {white}",
                            pos.fen()
                        );
                        passed_seen += usize::from(
                            trace
                                .counts
                                .iter()
                                .any(|&(i, _)| (w::PASSED..w::PASSED + 8).contains(&i)),
                        );
                    }
                    pos = pos.play(&moves[rng.gen_range(0..moves.len())]);
                }
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
