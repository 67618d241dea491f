//! What the service says on its own, stored until delivered: `NoticeService`, over the
//! kernel, the outbox's state, and what a notice shows (games, puzzles, tournaments).
//!
//! - `outbox`: notices stored until a front end delivers them.
//! - `live`: `Outbox`, the outbox's state in this process (on or off, handed out, the live
//!   stream of notices for subscribers).
//! - `direct`: notices by direct message (your move, game over).
//!
//! The daily puzzle's post is in `puzzles::daily`.

pub mod direct;
pub mod live;
pub mod outbox;

use crate::game::kernel::Kernel;
use crate::game::kernel::Repos;
use crate::game::puzzles::PuzzleService;
use crate::game::replies::views::ViewService;
use crate::game::store::{NoticeRepo, TournamentRepo};
use live::Outbox;
use std::sync::Arc;

/// Notices: the kernel, the outbox's state, and the views a notice is drawn again from when it
/// is handed out (a game's board, a puzzle, a tournament's table).
pub(in crate::game) struct NoticeService {
    kernel: Arc<Kernel>,
    notice_repo: Arc<dyn NoticeRepo>,
    tournament_repo: Arc<dyn TournamentRepo>,
    outbox: Arc<Outbox>,
    views: Arc<ViewService>,
    puzzles: Arc<PuzzleService>,
}

impl NoticeService {
    pub(in crate::game) fn new(
        kernel: Arc<Kernel>,
        repos: &Repos,
        outbox: Arc<Outbox>,
        views: Arc<ViewService>,
        puzzles: Arc<PuzzleService>,
    ) -> NoticeService {
        NoticeService {
            kernel,
            notice_repo: repos.notices.clone(),
            tournament_repo: repos.tournaments.clone(),
            outbox,
            views,
            puzzles,
        }
    }
}
