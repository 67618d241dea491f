//! Tournaments in the service (`/tournament`).
//!
//! - `berserk`: half your clock for a point more, in an arena.
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

pub mod berserk;
pub mod commands;
pub mod locks;
pub mod pictures;
pub mod running;
pub mod spec;
pub mod swiss;
pub mod views;
