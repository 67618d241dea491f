//! The Castalia course (`/learn`): short lessons, one idea each, with exercises whose goal is a
//! predicate over what a move does, so that every move meeting it is right. Built on the rules
//! core (goals, positions, moves) and `i18n` (every word is a catalogue message); the
//! pictures are drawn by `render` and `explain` (a lesson's picture is the explanation picture
//! of its example move), and `check` asks `puzzles` whether a lesson's theme is a puzzle
//! theme. The game service keeps each player's progress.
//!
//! - `goal`: the predicate (`Goal`) and the moves of a position that meet it.
//! - `course`: lessons and exercises as read from `assets/lessons/` (`docs/lessons.md`).
//! - `pictures`: a lesson's picture (`explain::explain_png` of its example move) and an
//!   exercise's board (`render`).
//! - `check`: the course's own checks (the `accepted` lists recomputed, the counts, each
//!   lesson's theme a puzzle theme).

pub mod check;
pub mod course;
pub mod goal;
pub mod pictures;

pub use course::{Course, CourseError, Exercise, Lesson};
pub use goal::Goal;
