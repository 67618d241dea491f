//! The outbox's state in this process: whether notices are stored (`GameService::enable_outbox`),
//! what wakes a front end waiting in `take_notices`, the notices handed out and not yet
//! acknowledged, and the live stream of notices for `subscribe`rs. The outbox's rules are in
//! `outbox`.

use crate::game::model::ChannelId;
use crate::game::replies::reply::{Notice, Reply};
use crate::sync::Recover;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard};
use tokio::sync::{broadcast, Notify};

/// How many notices a subscriber may fall behind.
const NOTICES_BEHIND: usize = 256;

/// The outbox of this process.
pub struct Outbox {
    /// Notices as they happen, for `subscribe`rs.
    live: broadcast::Sender<Notice>,
    /// Whether notices are stored in the outbox.
    on: AtomicBool,
    /// Woken when a notice is stored.
    wake: Notify,
    /// Notices handed out and not yet acknowledged: key -> when to hand out again.
    in_flight: Mutex<HashMap<u64, i64>>,
}

impl Default for Outbox {
    fn default() -> Outbox {
        Outbox {
            live: broadcast::channel(NOTICES_BEHIND).0,
            on: AtomicBool::new(false),
            wake: Notify::new(),
            in_flight: Mutex::new(HashMap::new()),
        }
    }
}

impl Outbox {
    /// The notices from now on, as they happen.
    pub(in crate::game) fn subscribe(&self) -> broadcast::Receiver<Notice> {
        self.live.subscribe()
    }

    /// Tells subscribers about a notice (already stored when the outbox is on) and wakes the
    /// outbox's reader.
    pub(in crate::game) fn announce(&self, notice: Notice) {
        self.wake.notify_one();
        // No subscriber (e.g. a one-shot tool) is fine: the state is stored either way.
        let _ = self.live.send(notice);
    }

    /// Tells subscribers about a public notice in `channel` (see `announce`).
    pub(in crate::game) fn announce_in(&self, channel: ChannelId, reply: Reply) {
        self.announce(Notice {
            channel,
            reply,
            dm: None,
            private: false,
        });
    }

    /// Notices are stored from now on.
    pub(in crate::game::notices) fn enable(&self) {
        self.on.store(true, Ordering::SeqCst);
    }

    /// Whether notices are stored.
    pub(in crate::game) fn enabled(&self) -> bool {
        self.on.load(Ordering::SeqCst)
    }

    /// Resolves when a notice is announced.
    pub(in crate::game::notices) async fn stored(&self) {
        self.wake.notified().await
    }

    /// The notices handed out and not yet acknowledged: key -> when to hand out again.
    pub(in crate::game::notices) fn in_flight(&self) -> MutexGuard<'_, HashMap<u64, i64>> {
        self.in_flight.lock().recover()
    }
}
