//! The Castalia course (`/learn`): short lessons, one idea each, with exercises whose goal is a
//! predicate over what a move does, so that every move meeting it is right. Uses the rules
//! core only; the game service keeps each player's progress.
//!
//! - `goal`: the predicate (`Goal`) and the moves of a position that meet it.
//! - `course`: lessons and exercises as read from `assets/lessons/` (`docs/lessons.md`).
//! - `pictures`: a lesson's picture and an exercise's board.
//! - `check`: the course's own checks (the `accepted` lists recomputed, the counts).

pub mod check;
pub mod course;
pub mod goal;
pub mod pictures;

pub use course::{Course, CourseError, Exercise, Lesson};
pub use goal::Goal;
