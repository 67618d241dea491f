//! Tournaments in the service (`/tournament`): `TournamentService`, over the kernel, the
//! notices, the views and the tournament locks. Berserk, which changes a game, is play's
//! (`play::berserk`); a game's result goes into its tournament in the game's own commit
//! (`stage_tournament_result`, called by `play::save`).
//!
//! - `commands`: create, join (up to the cap on entrants), leave (withdraw once running),
//!   start early, end, standings, pairings, the list, the TRF export.
//! - `locks`: `TournamentLocks`, one lock per tournament's changes and per job moving it on.
//! - `pictures`: the standings table, the podium card and the PGN of all the games.
//! - `running`: the reminder, the start, pairing rounds (off the async workers) and arena
//!   waves, the games they create, results recorded as games end, the end (also when no
//!   valid pairing exists, or an organiser ends it); every step one durable commit.
//! - `spec`: a new tournament's settings from the words front ends take.
//! - `swiss`: entrants' histories for the FIDE Dutch pairing core.
//! - `views`: the texts, the standings table, the podium, the TRF report.

/// A tournament created to start "now" starts by itself this long after (its creator may
/// start it earlier with `/tournament start`).
pub const JOIN_WINDOW_MINUTES: u32 = 5;

pub mod commands;
pub mod locks;
pub mod pictures;
pub mod running;
pub mod spec;
pub mod swiss;
pub mod views;

use crate::game::kernel::Kernel;
use crate::game::kernel::Repos;
use crate::game::notices::live::Outbox;
use crate::game::notices::NoticeService;
use crate::game::replies::views::ViewService;
use crate::game::store::TournamentRepo;
use locks::TournamentLocks;
use std::sync::Arc;

/// Tournaments: the kernel, the notices they post, the views of the games they start, the
/// outbox (to announce what is stored), and their locks.
pub(in crate::game) struct TournamentService {
    kernel: Arc<Kernel>,
    tournament_repo: Arc<dyn TournamentRepo>,
    notices: Arc<NoticeService>,
    views: Arc<ViewService>,
    outbox: Arc<Outbox>,
    locks: TournamentLocks,
}

impl TournamentService {
    pub(in crate::game) fn new(
        kernel: Arc<Kernel>,
        repos: &Repos,
        notices: Arc<NoticeService>,
        views: Arc<ViewService>,
        outbox: Arc<Outbox>,
    ) -> TournamentService {
        TournamentService {
            kernel,
            tournament_repo: repos.tournaments.clone(),
            notices,
            views,
            outbox,
            locks: TournamentLocks::default(),
        }
    }
}
