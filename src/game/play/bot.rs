//! The bot as a player: the service asks a `BotBrain` for moves and draw answers, on a bounded
//! pool of blocking workers so that engine work never stalls the async runtime. The
//! `EngineDesk` owns the brain and that pool, which `/explain` and `/review` share with bot
//! moves, and knows which games have a bot move and which users a review under way.

use crate::engine::Level;
use crate::game::model::{GameId, UserId};
use crate::rules::{GameRecord, Move};
use crate::sync::Recover;
use std::collections::HashSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// Chooses the bot's moves. Implementations must be deterministic for a given seed.
pub trait BotBrain: Send + Sync + 'static {
    /// The move to play at `level`, or `None` if there is no legal move.
    fn choose(&self, record: &GameRecord, level: Level, seed: u64) -> Option<Move>;

    /// Whether the bot accepts a draw offer now.
    fn accepts_draw(&self, record: &GameRecord, level: Level) -> bool;
}

/// The real bot: the engine at the requested level. Engines (each with its own hash table) are
/// kept in a small pool so that concurrent games do not share search state.
pub struct EngineBrain {
    hash_mb: usize,
    pool: std::sync::Mutex<Vec<crate::engine::Engine>>,
}

impl EngineBrain {
    pub fn new(hash_mb: usize) -> EngineBrain {
        EngineBrain {
            hash_mb,
            pool: std::sync::Mutex::new(Vec::new()),
        }
    }

    fn with_engine<T>(&self, f: impl FnOnce(&mut crate::engine::Engine) -> T) -> T {
        let taken = self.pool.lock().recover().pop();
        let mut engine = taken.unwrap_or_else(|| crate::engine::Engine::new(self.hash_mb));
        let out = f(&mut engine);
        self.pool.lock().recover().push(engine);
        out
    }
}

impl BotBrain for EngineBrain {
    fn choose(&self, record: &GameRecord, level: Level, seed: u64) -> Option<Move> {
        let stop = std::sync::atomic::AtomicBool::new(false);
        self.with_engine(|engine| {
            crate::engine::choose_move(
                engine,
                record.position(),
                record.history_keys(),
                level,
                seed,
                &stop,
            )
        })
    }

    /// Accepts when the bot stands clearly worse, or when the game is long and level.
    fn accepts_draw(&self, record: &GameRecord, level: Level) -> bool {
        let depth = 4 + u32::from(level.get()) / 2;
        let limits = crate::engine::Limits {
            depth: Some(depth),
            movetime: Some(std::time::Duration::from_millis(300)),
            ..crate::engine::Limits::default()
        };
        let stop = std::sync::atomic::AtomicBool::new(false);
        let result = self.with_engine(|engine| {
            engine.search(record.position(), record.history_keys(), &limits, &stop)
        });
        let score = result.score.0;
        score <= -150 || (score.abs() <= 20 && record.moves().len() >= 60)
    }
}

/// The engine's desk: the brain, its bounded pool of workers (bot moves, `/explain` searches
/// and `/review`s take turns at them, bot moves first), the games in which a bot move is
/// being computed and the users with a review under way.
pub struct EngineDesk {
    brain: Arc<dyn BotBrain>,
    /// One permit per engine worker.
    slots: Arc<Semaphore>,
    /// How many bot moves wait for a worker.
    queued: AtomicUsize,
    /// Games in which a bot move is being computed.
    bot_in_flight: Arc<Mutex<HashSet<GameId>>>,
    /// Users with a review under way (one each).
    reviews: Arc<Mutex<HashSet<UserId>>>,
}

impl EngineDesk {
    /// A desk for `brain` with `workers` engine workers (at least one).
    pub(in crate::game) fn new(brain: Arc<dyn BotBrain>, workers: usize) -> EngineDesk {
        EngineDesk {
            brain,
            slots: Arc::new(Semaphore::new(workers.max(1))),
            queued: AtomicUsize::new(0),
            bot_in_flight: Arc::default(),
            reviews: Arc::default(),
        }
    }

    /// The brain that chooses the bot's moves and answers its offers.
    pub(in crate::game::play) fn brain(&self) -> Arc<dyn BotBrain> {
        self.brain.clone()
    }

    /// A worker for a bot move, counted in the queue while it waits (`None`: closed).
    pub(in crate::game::play) async fn bot_worker(&self) -> Option<OwnedSemaphorePermit> {
        self.queued.fetch_add(1, Ordering::SeqCst);
        let permit = self.slots.clone().acquire_owned().await;
        self.queued.fetch_sub(1, Ordering::SeqCst);
        permit.ok()
    }

    /// A worker for a search asked for by a command (`/explain`), in turn with the rest.
    pub(in crate::game) async fn worker(&self) -> Option<OwnedSemaphorePermit> {
        self.slots.clone().acquire_owned().await.ok()
    }

    /// A worker for a review's next step, once no bot move waits for one: bot moves first.
    pub(in crate::game) async fn worker_after_bots(&self) -> Option<OwnedSemaphorePermit> {
        while self.queued() > 0 {
            tokio::time::sleep(BOTS_FIRST_POLL).await;
        }
        self.worker().await
    }

    /// How many bot moves wait for a worker now.
    pub(in crate::game::play) fn queued(&self) -> usize {
        self.queued.load(Ordering::SeqCst)
    }

    /// Whether every worker is busy now.
    pub(in crate::game::play) fn all_busy(&self) -> bool {
        self.slots.available_permits() == 0
    }

    /// Claims the bot's turn in a game, unless a bot move is already being computed there.
    pub(in crate::game::play) fn claim_bot_turn(&self, id: GameId) -> Option<InFlight> {
        let mut set = self.bot_in_flight.lock().recover();
        set.insert(id).then(|| InFlight {
            set: self.bot_in_flight.clone(),
            id,
        })
    }

    /// Whether a bot move is being computed in game `id`.
    pub(in crate::game::play) fn is_bot_thinking(&self, id: GameId) -> bool {
        self.bot_in_flight.lock().recover().contains(&id)
    }

    /// Claims `user`'s one review, unless one is already under way.
    pub(in crate::game) fn claim_review(&self, user: UserId) -> Option<ReviewSlot> {
        let mut set = self.reviews.lock().recover();
        set.insert(user).then(|| ReviewSlot {
            set: self.reviews.clone(),
            user,
        })
    }
}

/// How often a review waiting for the bot moves ahead of it looks again.
const BOTS_FIRST_POLL: Duration = Duration::from_millis(25);

/// Marks a game as having a bot move in progress until dropped.
pub(in crate::game) struct InFlight {
    set: Arc<Mutex<HashSet<GameId>>>,
    id: GameId,
}

impl Drop for InFlight {
    fn drop(&mut self) {
        self.set.lock().recover().remove(&self.id);
    }
}

/// Marks a user as having a review under way until dropped.
pub(in crate::game) struct ReviewSlot {
    set: Arc<Mutex<HashSet<UserId>>>,
    user: UserId,
}

impl Drop for ReviewSlot {
    fn drop(&mut self) {
        self.set.lock().recover().remove(&self.user);
    }
}
