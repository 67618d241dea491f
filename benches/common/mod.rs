//! What the service benches share: a service no limit holds back, with a bot that never moves.

use castalia_bot::engine::Level;
use castalia_bot::game::{BotBrain, GameService, ServiceConfig, Store, SystemClock};
use castalia_bot::rules::{GameRecord, Move};
use std::sync::Arc;

/// A bot that never plays (the benches measure the service, not the engine).
pub struct NoBot;

impl BotBrain for NoBot {
    fn choose(&self, _: &GameRecord, _: Level, _: u64) -> Option<Move> {
        None
    }
    fn accepts_draw(&self, _: &GameRecord, _: Level) -> bool {
        false
    }
}

/// The service on `store` with limits no bench reaches (but the games per user: those of the
/// config, so that its check is measured as it runs).
pub fn bench_service(store: Arc<dyn Store>) -> Arc<GameService> {
    let config = ServiceConfig {
        images: false,
        limits: castalia_bot::game::players::limits::LimitSettings {
            user_per_minute: 100_000,
            user_burst: 100_000,
            channel_per_minute: 100_000,
            channel_burst: 100_000,
            ..Default::default()
        },
        ..ServiceConfig::default()
    };
    GameService::new(store, Arc::new(NoBot), Arc::new(SystemClock), config)
}
