//! Puzzles in the service.
//!
//! - `solving`: `/puzzle`, answers, giving up, puzzle ratings and streaks.
//! - `daily`: the daily puzzle posted to its channel at its hour, with yesterday's solution
//!   and solvers.

/// One day in milliseconds: days are counted from 1970-01-01 UTC.
pub const DAY_MS: i64 = 86_400_000;

pub mod daily;
pub mod solving;
