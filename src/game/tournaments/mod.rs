//! Tournaments in the service (`/tournament`).
//!
//! - `commands`: create, join, leave (withdraw once running), start early, standings,
//!   pairings, the list, the TRF export.
//! - `running`: the reminder, the start, pairing rounds and arena waves, the games they
//!   create, results recorded as games end, the end; every step one durable commit.
//! - `spec`: a new tournament's settings from the words front ends take.
//! - `swiss`: entrants' histories for the FIDE Dutch pairing core.
//! - `views`: the texts, the standings table, the podium, the TRF report.

pub mod commands;
pub mod running;
pub mod spec;
pub mod swiss;
pub mod views;
