//! Answering within Discord's three seconds: the one time-budget helper. The service's work
//! runs as its own task against a budget; when the budget runs out first (a slow disk, a busy
//! machine, the engine thinking), the request is acknowledged (deferred) and answered when the
//! work is done. Every slash command and click goes through `within` (or, for `/review`'s
//! progress message, `race`); the budgets come from the config's `[discord]` section.

use std::future::Future;
use std::time::Duration;
use tokio::task::{JoinError, JoinHandle};

/// The time budgets (`discord.defer_after_ms`, `discord.explain_defer_after_ms`,
/// `discord.review_progress_after_ms`, `discord.review_progress_every_ms`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budgets {
    /// A command or click still being worked on after this is acknowledged first.
    pub command: Duration,
    /// The same for `/explain` (the engine's part takes about a second).
    pub explain: Duration,
    /// A review still under way after this gets a progress message.
    pub review_progress_after: Duration,
    /// How often the progress message of a review is updated.
    pub review_progress_every: Duration,
}

impl Budgets {
    pub fn from_config(discord: &crate::config::DiscordConfig) -> Budgets {
        Budgets {
            command: Duration::from_millis(discord.defer_after_ms),
            explain: Duration::from_millis(discord.explain_defer_after_ms),
            review_progress_after: Duration::from_millis(discord.review_progress_after_ms),
            review_progress_every: Duration::from_millis(discord.review_progress_every_ms),
        }
    }
}

/// How a race against the budget ended.
pub enum Timed<T> {
    /// The work finished in time (or its task failed).
    InTime(Result<T, JoinError>),
    /// The budget ran out, or `sooner` completed, first: the work goes on.
    Late(JoinHandle<T>),
}

/// Runs `work` as a task for at most `budget` (a zero budget is always late), or until
/// `sooner` completes if that comes first.
pub async fn race<T: Send + 'static>(
    budget: Duration,
    sooner: impl Future<Output = ()>,
    work: impl Future<Output = T> + Send + 'static,
) -> Timed<T> {
    let mut task = tokio::spawn(work);
    if budget.is_zero() {
        return Timed::Late(task);
    }
    tokio::select! {
        biased;
        done = &mut task => Timed::InTime(done),
        () = sooner => Timed::Late(task),
        () = tokio::time::sleep(budget) => Timed::Late(task),
    }
}

/// Runs `work` against `budget`; when it is late, the request is acknowledged with
/// `acknowledge` first and then waited for. The work's result, and whether the request was
/// acknowledged before it.
pub async fn within<T: Send + 'static, E>(
    budget: Duration,
    work: impl Future<Output = T> + Send + 'static,
    acknowledge: impl Future<Output = Result<(), E>>,
) -> Result<(Result<T, JoinError>, bool), E> {
    match race(budget, std::future::pending(), work).await {
        Timed::InTime(done) => Ok((done, false)),
        Timed::Late(task) => {
            acknowledge.await?;
            Ok((task.await, true))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn quick_work_is_answered_in_time_and_slow_work_acknowledged_first() {
        let count = std::sync::atomic::AtomicUsize::new(0);
        let acks = &count;
        let ack = move || async move {
            acks.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            Ok::<(), ()>(())
        };
        let (done, late) = within(Duration::from_secs(5), async { 7 }, ack())
            .await
            .unwrap();
        assert_eq!((done.unwrap(), late), (7, false));
        let slow = async {
            tokio::time::sleep(Duration::from_millis(50)).await;
            8
        };
        let (done, late) = within(Duration::from_millis(1), slow, ack()).await.unwrap();
        assert_eq!((done.unwrap(), late), (8, true));
        // A zero budget acknowledges first, however quick the work.
        let (done, late) = within(Duration::ZERO, async { 9 }, ack()).await.unwrap();
        assert_eq!((done.unwrap(), late), (9, true));
        assert_eq!(count.load(std::sync::atomic::Ordering::SeqCst), 2);
    }

    #[tokio::test]
    async fn sooner_ends_the_race() {
        let slow = async {
            tokio::time::sleep(Duration::from_millis(200)).await;
            1
        };
        let timed = race(Duration::from_secs(5), async {}, slow).await;
        assert!(matches!(timed, Timed::Late(_)));
    }
}
