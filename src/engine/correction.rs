//! Correction history: how far the searches of this position's pawn structure have found the
//! static evaluation off, on average, per side to move. The search adds that to the static
//! evaluation before pruning on it (reverse futility, razoring, null move, futility, the
//! quiescence search's stand-pat), so a structure the evaluation misjudges (a passer it
//! underrates, a blocked position it overrates) is pruned by what the search has seen.
//!
//! Each entry is an exponential moving average of `search score - static evaluation`, in
//! `CORRECTION_GRAIN`ths of a centipawn, weighted by the depth of the search that measured it.
//! The table is emptied with the other histories, so searches stay deterministic.

use super::eval::pawn_hash;
use super::tuning::{CORRECTION_GRAIN, CORRECTION_LIMIT, CORRECTION_MAX_WEIGHT, CORRECTION_SIZE};
use crate::rules::{Board, Color, PieceKind};

/// `[side to move][pawn-structure slot]`.
pub struct CorrectionHistory {
    table: Vec<i32>,
}

impl Default for CorrectionHistory {
    fn default() -> Self {
        CorrectionHistory {
            table: vec![0; 2 * CORRECTION_SIZE],
        }
    }
}

impl CorrectionHistory {
    /// Forgets every correction.
    pub fn clear(&mut self) {
        self.table.fill(0);
    }

    /// The correction (centipawns) to add to the static evaluation of `board` for `side`.
    #[inline]
    pub fn correction(&self, board: &Board, side: Color) -> i32 {
        self.table[slot(board, side)] / CORRECTION_GRAIN
    }

    /// A search of `depth` plies found `score` where the static evaluation (uncorrected) said
    /// `static_eval`: move the structure's entry towards the difference.
    #[inline]
    pub fn update(&mut self, board: &Board, side: Color, depth: i32, score: i32, static_eval: i32) {
        let target =
            (score - static_eval).clamp(-CORRECTION_LIMIT, CORRECTION_LIMIT) * CORRECTION_GRAIN;
        let weight = (depth + 1).clamp(1, CORRECTION_MAX_WEIGHT);
        let entry = &mut self.table[slot(board, side)];
        *entry = (*entry * (256 - weight) + target * weight) / 256;
    }
}

/// The table slot of `board`'s pawn structure with `side` to move.
#[inline]
fn slot(board: &Board, side: Color) -> usize {
    let hash = pawn_hash(
        board.pieces(Color::White, PieceKind::Pawn),
        board.pieces(Color::Black, PieceKind::Pawn),
    );
    let index = (hash >> 40) as usize & (CORRECTION_SIZE - 1);
    side.index() * CORRECTION_SIZE + index
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, Variant};

    #[test]
    fn corrections_follow_the_searches_and_are_kept_per_side() {
        let pos = Position::start(Variant::Standard);
        let mut history = CorrectionHistory::default();
        assert_eq!(history.correction(pos.board(), Color::White), 0);
        for _ in 0..200 {
            history.update(pos.board(), Color::White, 12, 60, 10);
        }
        let learnt = history.correction(pos.board(), Color::White);
        assert!((45..=50).contains(&learnt), "{learnt}");
        assert_eq!(history.correction(pos.board(), Color::Black), 0);
        // A wild score moves the entry by at most the limit.
        for _ in 0..500 {
            history.update(pos.board(), Color::Black, 20, -5_000, 0);
        }
        let wild = history.correction(pos.board(), Color::Black);
        assert!(
            (-CORRECTION_LIMIT..=-CORRECTION_LIMIT + 1).contains(&wild),
            "{wild}"
        );
        history.clear();
        assert_eq!(history.correction(pos.board(), Color::White), 0);
    }
}
