//! What the service says on its own, stored until delivered.
//!
//! - `outbox`: notices stored until a front end delivers them.
//! - `direct`: notices by direct message (your move, game over).
//!
//! The daily puzzle's post is in `puzzles::daily`.

pub mod direct;
pub mod outbox;
