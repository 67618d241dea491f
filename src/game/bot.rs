//! The bot as a player: the service asks a `BotBrain` for moves and draw answers, on a bounded
//! pool of blocking workers so that engine work never stalls the async runtime.

use crate::rules::{GameRecord, Move};

/// Chooses the bot's moves. Implementations must be deterministic for a given seed.
pub trait BotBrain: Send + Sync + 'static {
    /// The move to play at `level` (1-8), or `None` if there is no legal move.
    fn choose(&self, record: &GameRecord, level: u8, seed: u64) -> Option<Move>;

    /// Whether the bot accepts a draw offer now.
    fn accepts_draw(&self, record: &GameRecord, level: u8) -> bool;
}
