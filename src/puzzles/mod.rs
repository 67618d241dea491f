//! Castalia puzzles: the model and file format (`model`, `docs/puzzles.md`), the generator
//! (`generate`: engine self-play, screened; `analyse`: only-move analysis and verification, with
//! the exact mate search for mates), themes and first ratings (`themes`), and the shipped set
//! (`set`, `assets/puzzles/`). Uses the rules core and the engine; the game service uses it.

pub mod analyse;
pub mod generate;
pub mod model;
pub mod set;
pub mod themes;

pub use model::{parse_puzzles, Goal, Puzzle, PuzzleError};
pub use set::PuzzleSet;
