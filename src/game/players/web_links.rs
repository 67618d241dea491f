//! Where the web board is served, as the front end that serves it says
//! (`GameService::set_web_url`, `offer_board_activity`): the base of the sign-in links `/web`
//! gives, and whether boards offer the live board inside the front end.

use crate::sync::Recover;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::RwLock;

/// The web board's address and the live board's offer.
#[derive(Default)]
pub struct WebLinks {
    url: RwLock<Option<String>>,
    board_activity: AtomicBool,
}

impl WebLinks {
    /// The web board is served under `url` (a trailing `/` is dropped).
    pub(in crate::game) fn set_url(&self, url: &str) {
        *self.url.write().recover() = Some(url.trim_end_matches('/').to_string());
    }

    /// Where the web board is served, if it is.
    pub(in crate::game) fn url(&self) -> Option<String> {
        self.url.read().recover().clone()
    }

    /// Boards offer (or stop offering) the live board inside the front end.
    pub(in crate::game) fn offer_board_activity(&self, on: bool) {
        self.board_activity.store(on, Ordering::SeqCst);
    }

    /// Whether boards offer the live board inside the front end.
    pub(in crate::game) fn board_activity(&self) -> bool {
        self.board_activity.load(Ordering::SeqCst)
    }
}
