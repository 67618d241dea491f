//! The change feed: every game this process stores, and on PostgreSQL those other processes
//! store (`GameService::changes`), and a tick whenever challenges change
//! (`GameService::challenge_changes`). `Kernel::commit` publishes; the store's listener adds
//! other processes' changes.

use crate::game::model::{ChangeSinks, GameChange};
use tokio::sync::broadcast;

/// How many game changes a receiver may fall behind.
const GAMES_BEHIND: usize = 4096;
/// How many challenge ticks a receiver may fall behind.
const CHALLENGES_BEHIND: usize = 256;

/// The senders of the change feed.
pub struct ChangeFeed {
    games: broadcast::Sender<GameChange>,
    challenges: broadcast::Sender<()>,
}

impl Default for ChangeFeed {
    fn default() -> ChangeFeed {
        ChangeFeed {
            games: broadcast::channel(GAMES_BEHIND).0,
            challenges: broadcast::channel(CHALLENGES_BEHIND).0,
        }
    }
}

impl ChangeFeed {
    /// Where a store sends the changes other processes make.
    pub(in crate::game) fn sinks(&self) -> ChangeSinks {
        ChangeSinks {
            games: self.games.clone(),
            challenges: self.challenges.clone(),
        }
    }

    /// Every game stored from now on.
    pub(in crate::game) fn games(&self) -> broadcast::Receiver<GameChange> {
        self.games.subscribe()
    }

    /// A tick whenever challenges change from now on.
    pub(in crate::game) fn challenges(&self) -> broadcast::Receiver<()> {
        self.challenges.subscribe()
    }

    /// Tells the feed about a commit: the games it stored, and whether it changed challenges.
    pub(in crate::game) fn publish(&self, games: Vec<GameChange>, challenges: bool) {
        // Nobody listening (no board open) is fine.
        if challenges {
            let _ = self.challenges.send(());
        }
        for change in games {
            let _ = self.games.send(change);
        }
    }
}
