//! Tournaments as a competition, apart from how games are played and stored: the entrants,
//! rounds and results (`event`), the standings and tie-breaks (`standings`), and the pairing
//! systems: arena waves by maximum weight matching (`arena`), round robin by Berger tables
//! (`berger`), Swiss by the FIDE Dutch system (`dutch`, with FIDE TRF-16 reports in
//! `dutch::trf`). Pure: no I/O; the game service runs tournaments with it.

pub mod arena;
pub mod berger;
pub mod dutch;
pub mod event;
pub mod standings;

pub use event::{Board, BoardResult, ByeKind, Entrant, Event, Kind, Round};
pub use standings::{standings, Standing};
