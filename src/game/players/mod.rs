//! Players: what they prefer, what they may do, and what they may ask to forget.
//! `PlayerService` (over the kernel and the web board's links) answers `/settings` and `/web`
//! and keeps the web board's sign-in links and sessions; forgetting a user, which reaches
//! into games and tournaments, is `PrivacyService`'s (`privacy`), above play.
//!
//! - `settings`: preferences (board theme, coordinates, notices by DM).
//! - `privacy`: data export, forgetting a user, retention.
//! - `authz`: who may act on a game or challenge.
//! - `limits`: abuse limits (per user and per channel rates, caps).
//! - `web_access`: the web board's one-time sign-in links and sessions.
//! - `web_links`: `WebLinks`, where the web board is served and whether boards offer it inside
//!   the front end.

pub mod authz;
pub mod limits;
pub mod privacy;
pub mod settings;
pub mod web_access;
pub mod web_links;

use crate::game::kernel::Kernel;
use crate::game::kernel::Repos;
use crate::game::store::WebAccessRepo;
use std::sync::Arc;
use web_links::WebLinks;

/// Players' settings and the web board's access: the kernel, and where the web board is served.
pub(in crate::game) struct PlayerService {
    kernel: Arc<Kernel>,
    web_access_repo: Arc<dyn WebAccessRepo>,
    web: Arc<WebLinks>,
}

impl PlayerService {
    pub(in crate::game) fn new(
        kernel: Arc<Kernel>,
        repos: &Repos,
        web: Arc<WebLinks>,
    ) -> PlayerService {
        PlayerService {
            kernel,
            web_access_repo: repos.web_access.clone(),
            web,
        }
    }
}
