//! Castalia puzzles. Uses the rules core and the engine; the game service uses it.
//!
//! - `model`: a puzzle and the JSON-lines file format (`docs/puzzles.md`).
//! - `analyse`: only-move analysis and verification, with the exact mate search for mates.
//! - `generate`: the self-play generator, screened.
//! - `motifs`: positions built around a kidnap or a repulse (and the Castalia mate probe both
//!   generators use).
//! - `merge`: one set from several files.
//! - `themes`: themes and first ratings.
//! - `set`: the shipped set (`assets/puzzles/`) and choosing puzzles from a set.

pub mod analyse;
pub mod generate;
pub mod merge;
pub mod model;
pub mod motifs;
pub mod set;
pub mod themes;

pub use model::{parse_puzzles, Goal, Puzzle, PuzzleError};
pub use set::PuzzleSet;
