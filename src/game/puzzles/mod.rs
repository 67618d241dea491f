//! Puzzles in the service: `PuzzleService`, over the kernel and the outbox (the daily puzzle
//! is posted as a notice).
//!
//! - `solving`: `/puzzle`, answers, giving up, puzzle ratings and streaks.
//! - `daily`: the daily puzzle posted to its channel at its hour, with yesterday's solution
//!   and solvers.

/// One day in milliseconds: days are counted from 1970-01-01 UTC.
pub const DAY_MS: i64 = 86_400_000;

pub mod daily;
pub mod solving;

use crate::game::kernel::Kernel;
use crate::game::kernel::Repos;
use crate::game::notices::live::Outbox;
use crate::game::store::{PlayerRepo, PuzzleRepo};
use std::sync::Arc;

/// Puzzles: the kernel, and the outbox the daily puzzle is posted through.
pub(in crate::game) struct PuzzleService {
    kernel: Arc<Kernel>,
    puzzle_repo: Arc<dyn PuzzleRepo>,
    player_repo: Arc<dyn PlayerRepo>,
    outbox: Arc<Outbox>,
}

impl PuzzleService {
    pub(in crate::game) fn new(
        kernel: Arc<Kernel>,
        repos: &Repos,
        outbox: Arc<Outbox>,
    ) -> PuzzleService {
        PuzzleService {
            kernel,
            puzzle_repo: repos.puzzles.clone(),
            player_repo: repos.players.clone(),
            outbox,
        }
    }
}
