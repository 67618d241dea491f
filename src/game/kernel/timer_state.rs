//! What the timer task (`play::timers`) and the service's other background tasks share with the
//! rest of the service: when the timer means to wake and what wakes it earlier, due entries put
//! off for a while, the stop signal, and the set of tasks that `GameService::shutdown` waits
//! for.

use crate::game::store::DueItem;
use crate::sync::Recover;
use std::collections::HashMap;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Mutex;
use tokio::sync::{watch, Notify};
use tokio::task::JoinSet;

/// The timer's state and the service's background tasks.
pub struct TimerState {
    /// Wakes the timer task before its planned time.
    wake: Notify,
    /// When the timer task means to wake next (unix ms): a commit wakes it only for
    /// something earlier.
    planned_wake: AtomicI64,
    /// Due entries looked at that are still due (a bot move under way): (due, item) -> not
    /// before this time.
    snoozed: Mutex<HashMap<(i64, DueItem), i64>>,
    /// Set once by `stop`: the timer task ends, and no background task starts any more.
    stopped: watch::Sender<bool>,
    /// The service's own tasks (the timer, bot moves it resumes), ended and waited for by
    /// `shutdown`.
    tasks: Mutex<JoinSet<()>>,
}

impl Default for TimerState {
    fn default() -> TimerState {
        TimerState {
            wake: Notify::new(),
            planned_wake: AtomicI64::new(i64::MIN),
            snoozed: Mutex::new(HashMap::new()),
            stopped: watch::channel(false).0,
            tasks: Mutex::new(JoinSet::new()),
        }
    }
}

impl TimerState {
    /// Wakes the timer task now (something fell due earlier than it knows).
    pub(in crate::game) fn wake(&self) {
        self.wake.notify_one();
    }

    /// Wakes the timer task if `earliest` comes before the time it means to wake.
    pub(in crate::game) fn wake_before(&self, earliest: Option<i64>) {
        if earliest.is_some_and(|t| t < self.planned_wake.load(Ordering::SeqCst)) {
            self.wake.notify_one();
        }
    }

    /// The timer task means to wake at `at` (unix ms; `i64::MAX` during a sweep, so that any
    /// commit then wakes the next round).
    pub(in crate::game) fn plan(&self, at: i64) {
        self.planned_wake.store(at, Ordering::SeqCst);
    }

    /// Resolves when something wakes the timer (`wake`, `wake_before`).
    pub(in crate::game) async fn woken(&self) {
        self.wake.notified().await
    }

    /// Until when the due entry `key` is put off, if it is.
    pub(in crate::game) fn snoozed_until(&self, key: &(i64, DueItem)) -> Option<i64> {
        self.snoozed.lock().recover().get(key).copied()
    }

    /// Puts off due entry `key` until `until`, forgetting those put off until before `now`.
    pub(in crate::game) fn snooze(&self, key: (i64, DueItem), until: i64, now: i64) {
        let mut snoozed = self.snoozed.lock().recover();
        snoozed.retain(|_, t| *t > now);
        snoozed.insert(key, until);
    }

    /// Signals the end: the timer task ends and no background task starts any more.
    pub(in crate::game) fn stop(&self) {
        self.stopped.send_replace(true);
    }

    /// The stop signal, for the timer task to watch.
    pub(in crate::game) fn stop_signal(&self) -> watch::Receiver<bool> {
        self.stopped.subscribe()
    }

    /// Starts a background task, unless stopped.
    pub(in crate::game) fn spawn(
        &self,
        task: impl std::future::Future<Output = ()> + Send + 'static,
    ) {
        let mut tasks = self.tasks.lock().recover();
        if *self.stopped.borrow() {
            return;
        }
        // Finished tasks are let go of as new ones come.
        while tasks.try_join_next().is_some() {}
        tasks.spawn(task);
    }

    /// The background tasks started so far, for `shutdown` to wait for.
    pub(in crate::game) fn take_tasks(&self) -> JoinSet<()> {
        std::mem::take(&mut *self.tasks.lock().recover())
    }
}
