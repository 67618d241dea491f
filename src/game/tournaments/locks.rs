//! The locks of tournaments in this process: one for each tournament's changes (a result, a
//! pairing, a player joining), and one for the one job at a time that moves it on.

use crate::game::model::TournamentId;
use crate::sync::Recover;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The tournament locks of this process.
#[derive(Default)]
pub struct TournamentLocks {
    /// One lock per tournament: its changes are made one at a time in this process.
    changes: Mutex<HashMap<TournamentId, Arc<Mutex<()>>>>,
    /// One job at a time per tournament that moves it on (pairs a round, off the async
    /// workers, then creates its games): held across the pairing, which no request waits for
    /// (`running`).
    advancing: Mutex<HashMap<TournamentId, Arc<tokio::sync::Mutex<()>>>>,
}

impl TournamentLocks {
    /// The lock of tournament `id`'s changes.
    pub(in crate::game::tournaments) fn changes(&self, id: TournamentId) -> Arc<Mutex<()>> {
        self.changes.lock().recover().entry(id).or_default().clone()
    }

    /// The lock of the one job that moves tournament `id` on.
    pub(in crate::game::tournaments) fn advancing(
        &self,
        id: TournamentId,
    ) -> Arc<tokio::sync::Mutex<()>> {
        self.advancing
            .lock()
            .recover()
            .entry(id)
            .or_default()
            .clone()
    }
}
