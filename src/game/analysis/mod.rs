//! The engine's words about games: explanations and reviews, and when they may be given:
//! `AnalysisService`, over the kernel and the engine's desk it shares with bot moves.
//!
//! - `explain`: `/explain` (the mechanics of a move, and its quality where fair play allows).
//! - `review`: `/review`, a finished game's review.
//! - `move_ref`: which move `/explain` means (`8...Cd5`, `mine`, `last`).
//! - `fair_play`: no engine output about a game between people in progress.

pub mod explain;
pub mod fair_play;
pub mod move_ref;
pub mod review;

use crate::game::kernel::Kernel;
use crate::game::play::bot::EngineDesk;
use std::sync::Arc;

/// Explanations and reviews: the kernel, and the engine's workers (shared with bot moves,
/// which come first).
pub(in crate::game) struct AnalysisService {
    kernel: Arc<Kernel>,
    engine: Arc<EngineDesk>,
}

impl AnalysisService {
    pub(in crate::game) fn new(kernel: Arc<Kernel>, engine: Arc<EngineDesk>) -> AnalysisService {
        AnalysisService { kernel, engine }
    }
}
