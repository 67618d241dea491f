//! The bot as a player: the service asks a `BotBrain` for moves and draw answers, on a bounded
//! pool of blocking workers so that engine work never stalls the async runtime.

use crate::engine::Level;
use crate::rules::{GameRecord, Move};
use crate::sync::Recover;

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
