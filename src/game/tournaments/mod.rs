//! Tournaments in the service (`/tournament`).
//!
//! - `berserk`: half your clock for a point more, in an arena.
//! - `commands`: create, join, leave (withdraw once running), start early, standings,
//!   pairings, the list, the TRF export.
//! - `pictures`: the standings table, the podium card and the PGN of all the games.
//! - `running`: the reminder, the start, pairing rounds and arena waves, the games they
//!   create, results recorded as games end, the end; every step one durable commit.
//! - `spec`: a new tournament's settings from the words front ends take.
//! - `swiss`: entrants' histories for the FIDE Dutch pairing core.
//! - `views`: the texts, the standings table, the podium, the TRF report.

pub mod berserk;
pub mod commands;
pub mod pictures;
pub mod running;
pub mod spec;
pub mod swiss;
pub mod views;
