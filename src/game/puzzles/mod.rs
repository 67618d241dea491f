//! Puzzles in the service.
//!
//! - `solving`: `/puzzle`, answers, giving up, puzzle ratings and streaks.
//! - `daily`: the daily puzzle posted to its channel at its hour, with yesterday's solution
//!   and solvers.

pub mod daily;
pub mod solving;
