//! What the service says on its own, stored until delivered.
//!
//! - `outbox`: notices stored until a front end delivers them.
//! - `live`: `Outbox`, the outbox's state in this process (on or off, handed out, the live
//!   stream of notices for subscribers).
//! - `direct`: notices by direct message (your move, game over).
//!
//! The daily puzzle's post is in `puzzles::daily`.

pub mod direct;
pub mod live;
pub mod outbox;
