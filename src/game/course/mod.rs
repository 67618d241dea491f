//! The Castalia course in the service (`/learn`): `CourseService`, over the kernel alone
//! (a player's progress is in their record).
//!
//! - `learning`: the lessons with each player's progress, exercises shown and answered,
//!   hints, retries and moving on, the suggestion at the end; progress kept in the player's
//!   record (`CourseRecord`), so it survives restarts on sled and PostgreSQL alike.
//! - `words`: the course's sentences (the lesson list, tasks, answers, the suggestion).

pub mod learning;
pub mod words;

use crate::game::kernel::Kernel;
use crate::game::kernel::Repos;
use crate::game::store::PlayerRepo;
use std::sync::Arc;

/// The course's part of the service: it needs nothing but the kernel.
pub(in crate::game) struct CourseService {
    kernel: Arc<Kernel>,
    player_repo: Arc<dyn PlayerRepo>,
}

impl CourseService {
    pub(in crate::game) fn new(kernel: Arc<Kernel>, repos: &Repos) -> CourseService {
        CourseService {
            kernel,
            player_repo: repos.players.clone(),
        }
    }
}
