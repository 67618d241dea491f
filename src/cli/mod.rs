//! Command-line subcommands: argument structs (clap) and their bodies, one file per area.
//! `main.rs` only dispatches to them.
//!
//! - `app`: `run` and `local`, the main job (the Discord bot, or the local console).
//! - `db`: `check`, `backup` and `migrate` (sled to PostgreSQL), the database tools.
//! - `engine`: `bestmove`, `uci` and `match`; `matches`: the engine-vs-engine match runner.
//! - `lessons`: `lessons check` and `lessons pictures`, the course tools (for maintainers).
//! - `pairings`: the next Swiss round of a TRF-16 report (FIDE Dutch), bbpPairings' format.
//! - `puzzles`: `puzzles generate`, `motifs`, `merge` and `stats`, for maintainers.
//! - `render`: `render` and `explain`, pictures and explanations from the command line.
//! - `review`: `review`, an engine review of a game read from PGN.
//! - `rules`: `perft` and `apply`, the rules tools.

pub mod app;
pub mod db;
pub mod engine;
pub mod lessons;
pub mod matches;
pub mod pairings;
pub mod puzzles;
pub mod render;
pub mod review;
pub mod rules;
