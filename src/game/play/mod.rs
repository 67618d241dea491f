//! A game's life, from the challenge to the rematch: `PlayService`, over the kernel, the
//! engine's desk, the notices, the views, the tournaments (a game's end is recorded in its
//! tournament in the same commit) and the outbox. Every change to a game goes through one
//! function, `PlayService::change` in `save`: lock, change a copy, store it in one batch with
//! its notices and ratings, and only then build the answer.
//!
//! - `challenges`: posting, accepting (which starts a game), declining, cancelling and
//!   expiring challenges; starting a game against the bot.
//! - `moves`: making a move (checked against the menu's position and the clock).
//! - `offers`: draw offers and takebacks (one offer / accept / decline flow for both).
//! - `clocks`: running out of time (a loss, a draw against bare material, or an abort).
//! - `bot_moves`: scheduling the bot's moves on the worker pool and playing them.
//! - `endings`: resigning, aborting, claiming the win on time.
//! - `timers`: `TimerService`, the timer task (above play: what falls due belongs to every
//!   concern): time-outs, reminders, expiry, closing threads, and resuming
//!   after a restart.
//! - `rematch`: another game with the colours swapped.
//! - `berserk`: half your clock for a point more, in an arena game (the game and its
//!   tournament change in one commit).
//! - `bot`: the bot as a player (`BotBrain`, the engine's `EngineBrain`), and the service's
//!   `EngineDesk`: the brain, the engine workers, bot moves and reviews under way.
//! - `schedule`: when a game falls due, a new game's first-move time, a new game's record
//!   (functions of the settings, shared with tournaments).
//! - `save`: the one way a game's change is stored (`change`, `save`, on the kernel's
//!   `commit`) and what a finished game does to ratings and stats.

pub mod berserk;
pub mod bot;
pub mod bot_moves;
pub mod challenges;
pub mod clocks;
pub mod endings;
pub mod moves;
pub mod offers;
pub mod rematch;
pub mod save;
pub mod schedule;
pub mod timers;

use crate::game::kernel::Kernel;
use crate::game::kernel::Repos;
use crate::game::notices::live::Outbox;
use crate::game::notices::NoticeService;
use crate::game::replies::views::ViewService;
use crate::game::store::{ChallengeRepo, GameRepo};
use crate::game::tournaments::TournamentService;
use bot::EngineDesk;
use std::sync::Arc;

/// Games and their play: what a game's life needs besides the kernel.
pub(in crate::game) struct PlayService {
    kernel: Arc<Kernel>,
    game_repo: Arc<dyn GameRepo>,
    challenge_repo: Arc<dyn ChallengeRepo>,
    engine: Arc<EngineDesk>,
    notices: Arc<NoticeService>,
    views: Arc<ViewService>,
    tournaments: Arc<TournamentService>,
    outbox: Arc<Outbox>,
}

impl PlayService {
    pub(in crate::game) fn new(
        kernel: Arc<Kernel>,
        repos: &Repos,
        engine: Arc<EngineDesk>,
        notices: Arc<NoticeService>,
        views: Arc<ViewService>,
        tournaments: Arc<TournamentService>,
        outbox: Arc<Outbox>,
    ) -> PlayService {
        PlayService {
            kernel,
            game_repo: repos.games.clone(),
            challenge_repo: repos.challenges.clone(),
            engine,
            notices,
            views,
            tournaments,
            outbox,
        }
    }
}
