//! The one way a test builds a game service: `world()` gives a builder whose defaults are a
//! temporary sled store, the first-legal-move bot, a manual clock at `T0` and
//! `scripted_config()`; each test changes only what it is about.
#![allow(dead_code)]

use super::{scripted_config, FirstMove};
use castalia_bot::game::{
    BotBrain, Chance, GameService, ManualClock, ServiceConfig, SledStore, Store,
};
use std::path::Path;
use std::sync::Arc;

/// The tests' "now": a fixed instant in 2027.
pub const T0: i64 = 1_800_000_000_000;

/// A service with the store and clock it runs on (kept so that a test can look at the
/// database, move time on, or start a new service on the same store).
pub struct World {
    pub service: Arc<GameService>,
    pub store: Arc<SledStore>,
    pub clock: Arc<ManualClock>,
}

pub struct WorldBuilder {
    store: Option<Arc<SledStore>>,
    clock: Option<Arc<ManualClock>>,
    brain: Arc<dyn BotBrain>,
    chance: Option<Arc<dyn Chance>>,
    config: ServiceConfig,
    outbox: bool,
}

/// A builder with the defaults above.
pub fn world() -> WorldBuilder {
    WorldBuilder {
        store: None,
        clock: None,
        brain: Arc::new(FirstMove),
        chance: None,
        config: scripted_config(),
        outbox: false,
    }
}

impl WorldBuilder {
    /// On this store (a restart, or a database a test prepared).
    pub fn store(mut self, store: Arc<SledStore>) -> Self {
        self.store = Some(store);
        self
    }

    /// On a sled database in this folder.
    pub fn open(self, dir: &Path) -> Self {
        self.store(Arc::new(
            SledStore::open(dir).expect("open the test database"),
        ))
    }

    /// With this clock (shared with an earlier world, say).
    pub fn clock(mut self, clock: Arc<ManualClock>) -> Self {
        self.clock = Some(clock);
        self
    }

    /// With a manual clock starting at `now` (ms since the epoch).
    pub fn at(self, now: i64) -> Self {
        self.clock(Arc::new(ManualClock::new(now)))
    }

    pub fn brain(mut self, brain: Arc<dyn BotBrain>) -> Self {
        self.brain = brain;
        self
    }

    pub fn chance(mut self, chance: Arc<dyn Chance>) -> Self {
        self.chance = Some(chance);
        self
    }

    pub fn config(mut self, config: ServiceConfig) -> Self {
        self.config = config;
        self
    }

    /// With a delivering front end (the outbox on), as the Discord bot runs it.
    pub fn outbox(mut self) -> Self {
        self.outbox = true;
        self
    }

    pub fn build(self) -> World {
        let store = match self.store.clone() {
            Some(store) => store,
            None => Arc::new(SledStore::temporary().expect("a temporary test database")),
        };
        let clock = self
            .clock
            .clone()
            .unwrap_or_else(|| Arc::new(ManualClock::new(T0)));
        let service = self.clock(clock.clone()).service_on(store.clone());
        World {
            service,
            store,
            clock,
        }
    }

    /// The service on another kind of store (one that fails on purpose, say).
    pub fn service_on(self, store: Arc<dyn Store>) -> Arc<GameService> {
        let clock = self.clock.unwrap_or_else(|| Arc::new(ManualClock::new(T0)));
        let service = match self.chance {
            Some(chance) => GameService::with_chance(store, self.brain, clock, chance, self.config),
            None => GameService::new(store, self.brain, clock, self.config),
        };
        if self.outbox {
            service.enable_outbox();
        }
        service
    }

    /// Only the service (for tests that never look at the store or the clock).
    pub fn service(self) -> Arc<GameService> {
        self.build().service
    }
}

impl World {
    /// The same store and clock under a new builder: a restart of the process.
    pub fn again(&self) -> WorldBuilder {
        world().store(self.store.clone()).clock(self.clock.clone())
    }
}
