//! The search's tuning numbers in one place: move-ordering score bands, pruning and reduction
//! margins, aspiration windows, quiescence margins and time use. Each has a name and a note on
//! what it does; the bands that other numbers depend on are checked against each other at
//! compile time, so tuning one cannot silently break another.
//!
//! Depths are in plies, scores in centipawns, ordering scores in `ordering::score_move` units.

// ---- Move ordering: score bands, highest first (`ordering::score_move`). ----

/// The transposition table's move.
pub const ORDER_HASH_MOVE: i32 = 10_000_000;
/// Captures that do not lose material by SEE, and queen promotions (plus MVV-LVA inside).
pub const ORDER_GOOD_CAPTURE: i32 = 8_000_000;
/// Bonus inside the good-capture band for a capture that also promotes to a queen.
pub const ORDER_CAPTURE_PROMOTION_BONUS: i32 = 5_000;
/// A quiet queen promotion, inside the good-capture band.
pub const ORDER_QUIET_PROMOTION_BONUS: i32 = 4_000;
/// The two killer moves of the ply, then the counter-move (the quiet move that last refuted
/// the move just played).
pub const ORDER_KILLER: [i32; 3] = [7_000_000, 6_900_000, 6_850_000];
/// A Castalia move that kidnaps or repulses the enemy king.
pub const ORDER_KING_DISPLACING: i32 = 6_800_000;
/// Another Castalia tactic: it brings a piece next to the enemy king (or into attack on its
/// squares), takes one away from it, or leaves an enemy piece en prise.
pub const ORDER_CASTALIA_TACTIC: i32 = 6_700_000;
/// Moves ordered at or above this score (killers and Castalia tactics) are reduced a ply less.
pub const ORDER_REDUCE_LESS_FROM: i32 = 6_000_000;
/// Captures that lose material by SEE.
pub const ORDER_BAD_CAPTURE: i32 = -3_000_000;
/// Promotions to anything but a queen.
pub const ORDER_UNDER_PROMOTION: i32 = -3_500_000;
/// A repulse that turns an enemy pawn into a queen.
pub const ORDER_GIFT_PROMOTION: i32 = -4_000_000;
/// Each history entry stays within +-HISTORY_MAX; a quiet move is ordered by the sum of its
/// butterfly and two continuation entries, within +-QUIET_ORDER_MAX.
pub const HISTORY_MAX: i32 = 16_384;
pub const QUIET_ORDER_MAX: i32 = 3 * HISTORY_MAX;
/// Captures within a band are ordered by `victim * 8 - attacker / 8` plus their capture
/// history divided by this.
pub const CAPTURE_HISTORY_DIVISOR: i32 = 16;
/// The most capture history adds to or takes from a capture's ordering score.
const CAPTURE_HISTORY_SPAN: i32 = HISTORY_MAX / CAPTURE_HISTORY_DIVISOR;
/// History bonus of a quiet move that cut off at `depth`: `min(depth^2, CAP) * SCALE`.
pub const HISTORY_BONUS_DEPTH_CAP: i32 = 400;
pub const HISTORY_BONUS_SCALE: i32 = 8;

const _: () = {
    assert!(
        ORDER_HASH_MOVE
            > ORDER_GOOD_CAPTURE
                + 20_000 * 8
                + CAPTURE_HISTORY_SPAN
                + ORDER_CAPTURE_PROMOTION_BONUS
    );
    assert!(ORDER_GOOD_CAPTURE - 20_000 - CAPTURE_HISTORY_SPAN > ORDER_KILLER[0]);
    assert!(ORDER_KILLER[0] > ORDER_KILLER[1]);
    assert!(ORDER_KILLER[1] > ORDER_KILLER[2]);
    assert!(ORDER_KILLER[2] > ORDER_KING_DISPLACING);
    assert!(ORDER_KING_DISPLACING > ORDER_CASTALIA_TACTIC);
    // Killers and Castalia tactics are reduced less; quiet moves by history are not.
    assert!(ORDER_CASTALIA_TACTIC >= ORDER_REDUCE_LESS_FROM);
    assert!(ORDER_REDUCE_LESS_FROM > QUIET_ORDER_MAX);
    assert!(-QUIET_ORDER_MAX > ORDER_BAD_CAPTURE + 20_000 * 8 + CAPTURE_HISTORY_SPAN);
    assert!(ORDER_BAD_CAPTURE - 20_000 - CAPTURE_HISTORY_SPAN > ORDER_UNDER_PROMOTION);
    assert!(ORDER_UNDER_PROMOTION > ORDER_GIFT_PROMOTION);
};

// ---- Aspiration windows (`Searcher::aspiration`). ----

/// Iterations from this depth on start with a window around the previous score.
pub const ASPIRATION_MIN_DEPTH: i32 = 5;
/// The first half-width of the window; it doubles on each failure.
pub const ASPIRATION_DELTA: i32 = 25;
/// Past this half-width the window opens fully.
pub const ASPIRATION_MAX_DELTA: i32 = 800;

// ---- Pruning before the moves (`Searcher::negamax`). ----

/// Reverse futility: at most this depth...
pub const RFP_MAX_DEPTH: i32 = 6;
/// ...a static evaluation this much per ply above beta returns at once.
pub const RFP_MARGIN: i32 = 85;
/// Razoring: at most at this depth, a static evaluation `BASE + PER_PLY * depth` below alpha
/// sends the node to the quiescence search, which returns at once if it stays below alpha.
pub const RAZOR_MAX_DEPTH: i32 = 3;
pub const RAZOR_BASE: i32 = 200;
pub const RAZOR_PER_PLY: i32 = 150;
/// Null move: from this depth on...
pub const NULL_MIN_DEPTH: i32 = 3;
/// ...reduced by `BASE + depth / DEPTH_DIVISOR + min((eval - beta) / EVAL_DIVISOR, EVAL_MAX)`.
pub const NULL_BASE_REDUCTION: i32 = 3;
pub const NULL_DEPTH_DIVISOR: i32 = 4;
pub const NULL_EVAL_DIVISOR: i32 = 200;
pub const NULL_EVAL_MAX: i32 = 2;
/// Internal iterative reduction: a node without a hash move from this depth on loses a ply.
pub const IIR_MIN_DEPTH: i32 = 4;

// ---- Pruning and reducing moves (`Searcher::negamax`). ----

/// Late-move pruning works at most at this depth...
pub const LMP_MAX_DEPTH: i32 = 5;
/// ...futility pruning at most at this one...
pub const FUTILITY_MAX_DEPTH: i32 = 6;
/// ...and SEE pruning of losing captures at most at this one.
pub const SEE_PRUNE_MAX_DEPTH: i32 = 3;
/// Late-move pruning: quiet moves after `(BASE + SCALE * depth^2)` (halved when not
/// improving, at least `MIN`) are skipped.
pub const LMP_BASE: i32 = 3;
pub const LMP_SCALE: i32 = 2;
pub const LMP_MIN: i32 = 2;
/// Futility pruning: a quiet move is skipped when `eval + PER_PLY * depth + BASE <= alpha`.
pub const FUTILITY_PER_PLY: i32 = 110;
pub const FUTILITY_BASE: i32 = 60;
/// Captures losing more than this per ply by SEE are skipped at low depth.
pub const SEE_PRUNE_PER_PLY: i32 = 110;
/// Quiet moves losing more than this per ply by SEE are skipped, up to this depth.
pub const QUIET_SEE_PER_PLY: i32 = 65;
pub const QUIET_SEE_MAX_DEPTH: i32 = 8;
/// Late-move reductions: from this depth, after this many moves searched...
pub const LMR_MIN_DEPTH: i32 = 3;
pub const LMR_MIN_SEARCHED: usize = 2;
/// ...by `BASE + ln(depth) * ln(move number) / DIVISOR` plies (the table in `search`)...
pub const LMR_BASE: f64 = 0.75;
pub const LMR_DIVISOR: f64 = 2.25;
/// ...less one ply per this much quiet ordering score (butterfly plus continuation history).
pub const LMR_HISTORY_DIVISOR: i32 = 16_384;

// ---- Correction history (`correction`). ----

/// Pawn-structure slots per side to move.
pub const CORRECTION_SIZE: usize = 16_384;
/// Entries are kept in this many parts of a centipawn.
pub const CORRECTION_GRAIN: i32 = 256;
/// A search's difference from the static evaluation counts up to this many centipawns, so no
/// correction exceeds it either.
pub const CORRECTION_LIMIT: i32 = 64;
/// A search of depth `d` moves its entry `min(d + 1, this)` 256ths of the way to its difference.
pub const CORRECTION_MAX_WEIGHT: i32 = 16;

// ---- Quiescence (`Searcher::quiesce`). ----

/// Delta pruning: a capture is skipped when even winning its victim plus this margin leaves
/// the score at or below alpha.
pub const QS_DELTA_MARGIN: i32 = 200;
/// Quiescence stops at this many plies and takes the static evaluation (a Castalia can drag
/// a king back and forth with check, so chains of checks need not end by themselves).
pub const QS_MAX_PLY: u32 = 12;
/// From this quiescence ply on, an evasion that is quiet and itself gives check is not
/// searched (it would only continue a chain of checks).
pub const QS_CHECK_CHAIN_PLY: u32 = 4;
/// Ordering inside quiescence: captures by `BASE + victim * 8 + SEE`, then queen promotions,
/// Castalia tactics, and repulses that promote an enemy pawn last.
pub const QS_ORDER_CAPTURE: i32 = 10_000;
pub const QS_ORDER_PROMOTION: i32 = 9_000;
pub const QS_ORDER_CASTALIA_TACTIC: i32 = 0;
pub const QS_ORDER_GIFT: i32 = -1_000;

const _: () = {
    assert!(QS_ORDER_CAPTURE > QS_ORDER_PROMOTION);
    assert!(QS_ORDER_PROMOTION > QS_ORDER_CASTALIA_TACTIC);
    assert!(QS_ORDER_CASTALIA_TACTIC > QS_ORDER_GIFT);
};
