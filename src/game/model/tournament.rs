//! The stored record of a tournament: where it is held, its settings, its state and the
//! competition itself (`tournament::Event`: entrants, rounds, results), versioned like a game.

use super::{ChannelId, GameOptions, GuildId, Site, UserId};
use crate::tournament::Event;
use std::fmt;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TournamentId(pub u64);

impl fmt::Display for TournamentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Where a tournament is in its life.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TournamentState {
    /// Taking entries until it starts.
    Open,
    /// Being played.
    Running,
    /// Over: the podium was shown.
    Finished,
    /// Called off by its creator before it started (or with too few players at its start).
    Cancelled,
}

/// A tournament.
#[derive(Clone, Debug, PartialEq)]
pub struct Tournament {
    pub id: TournamentId,
    pub guild: GuildId,
    /// Where it was announced (its games start there, each in its own thread where a front
    /// end opens threads).
    pub channel: ChannelId,
    /// Where it is played (each game's PGN `Site`).
    pub site: Site,
    pub creator: UserId,
    pub name: String,
    /// Every game's options: rule set, setup, clock, rated.
    pub options: GameOptions,
    /// Entrants must be rated within this band (inclusive), when set.
    pub band: Option<(u32, u32)>,
    pub state: TournamentState,
    /// When it starts (unix ms).
    pub starts_ms: i64,
    pub started_ms: Option<i64>,
    /// An arena's end (unix ms), set when it starts.
    pub ends_ms: Option<i64>,
    pub finished_ms: Option<i64>,
    pub event: Event,
    /// Whether the players were reminded of the start.
    pub reminded: bool,
    /// When the timer must next look at it (unix ms), kept by the service on every save and
    /// indexed by the store.
    pub due_ms: Option<i64>,
    /// A front end's own records: the tournament's thread, its standings message, its
    /// scheduled event.
    pub front: TournamentFront,
    /// Grows by one with every stored change (compare-and-swap guard).
    pub version: u64,
    pub created_ms: i64,
    pub updated_ms: i64,
    /// The language of what it posts (its server's, else its creator's).
    pub lang: crate::i18n::Lang,
}

/// What a front end keeps about a tournament's messages.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TournamentFront {
    pub thread: Option<ChannelId>,
    pub standings_message: Option<u64>,
    pub scheduled_event: Option<u64>,
}
