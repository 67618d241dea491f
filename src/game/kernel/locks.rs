//! The locks of games in this process: one async lock per game, under which every change to it
//! is made (`PlayService::change` in `save`), and the turn new records take to claim their ids
//! (`Kernel::create`).

use crate::game::model::GameId;
use crate::sync::Recover;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

/// Past this many game locks, those nobody holds are let go of.
const KEEP_LOCKS: usize = 10_000;

/// The game locks of this process.
#[derive(Default)]
pub struct GameLocks {
    games: Mutex<HashMap<GameId, Arc<tokio::sync::Mutex<()>>>>,
    /// New records of this process claim their ids one at a time (see `Kernel::create`).
    creating: Mutex<()>,
}

impl GameLocks {
    /// The lock that serialises changes to game `id`.
    pub(in crate::game) fn of(&self, id: GameId) -> Arc<tokio::sync::Mutex<()>> {
        let mut locks = self.games.lock().recover();
        if locks.len() > KEEP_LOCKS {
            locks.retain(|_, l| Arc::strong_count(l) > 1);
        }
        locks.entry(id).or_default().clone()
    }

    /// Waits for this process's turn to claim a new record's id (blocking: call it off the
    /// async workers).
    pub(in crate::game) fn creating_turn(&self) -> MutexGuard<'_, ()> {
        self.creating.lock().recover()
    }
}
