//! Command-line subcommands: argument structs (clap) and their bodies, one file per area.
//! `main.rs` only dispatches to them.

pub mod app;
pub mod db;
pub mod engine;
pub mod matches;
pub mod puzzles;
pub mod render;
pub mod review;
pub mod rules;
