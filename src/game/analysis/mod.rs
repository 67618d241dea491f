//! The engine's words about games: explanations and reviews, and when they may be given.
//!
//! - `explain`: `/explain` (the mechanics of a move, and its quality where fair play allows).
//! - `review`: `/review`, a finished game's review.
//! - `move_ref`: which move `/explain` means (`8...Cd5`, `mine`, `last`).
//! - `fair_play`: no engine output about a game between people in progress.

pub mod explain;
pub mod fair_play;
pub mod move_ref;
pub mod review;
