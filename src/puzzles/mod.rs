//! Castalia puzzles: the model and file format (`model`, `docs/puzzles.md`), the generators
//! (`generate`: engine self-play, screened; `motifs`: positions built around a kidnap or a
//! repulse; `merge`: one set from several files; `analyse`: only-move analysis and verification, with
//! the exact mate search for mates), themes and first ratings (`themes`), and the shipped set
//! (`set`, `assets/puzzles/`). Uses the rules core and the engine; the game service uses it.

pub mod analyse;
pub mod generate;
pub mod merge;
pub mod model;
pub mod motifs;
pub mod set;
pub mod themes;

pub use model::{parse_puzzles, Goal, Puzzle, PuzzleError};
pub use set::PuzzleSet;
