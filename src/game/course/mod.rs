//! The Castalia course in the service (`/learn`).
//!
//! - `learning`: the lessons with each player's progress, exercises shown and answered,
//!   hints, retries and moving on, the suggestion at the end; progress kept in the player's
//!   record (`CourseRecord`), so it survives restarts on sled and PostgreSQL alike.
//! - `words`: the course's sentences (the lesson list, tasks, answers, the suggestion).

pub mod learning;
pub mod words;
