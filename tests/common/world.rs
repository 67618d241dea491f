//! The one way a test builds a game service: `world()` gives a builder whose defaults are a
//! temporary sled store, the first-legal-move bot, a manual clock at `T0` and
//! `scripted_config()`; each test changes only what it is about. The `World` it builds also
//! carries the steps many tests take: a player typing a command (`say`), a move (`mv`, or
//! `play` when it must be taken), alice challenging bob who accepts (`start`), and a look at
//! the store (`game`, `player`, `rating`). What only one test file does stays in that file.
#![allow(dead_code)]

use super::{ctx, scripted_config, user, FirstMove};
use castalia_bot::game::model::Player;
use castalia_bot::game::store::{GameRepo, PlayerRepo};
use castalia_bot::game::{
    BotBrain, Chance, Command, Context, Game, GameId, GameService, ManualClock, NewGameArgs, Reply,
    ReplyKind, ServiceConfig, Site, SledStore, Store,
};
use castalia_bot::rules::Variant;
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
    /// Where a name given to `say`, `mv`... types (`None`: where `ctx()` puts it).
    site: Option<Site>,
}

pub struct WorldBuilder {
    store: Option<Arc<SledStore>>,
    clock: Option<Arc<ManualClock>>,
    brain: Arc<dyn BotBrain>,
    chance: Option<Arc<dyn Chance>>,
    config: ServiceConfig,
    outbox: bool,
    site: Option<Site>,
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
        site: None,
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

    /// The players named in `World::say`, `mv`... type at this site (the console, say)
    /// rather than in `ctx()`'s server channel.
    pub fn site(mut self, site: Site) -> Self {
        self.site = Some(site);
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
        let site = self.site.clone();
        let service = self.clock(clock.clone()).service_on(store.clone());
        World {
            service,
            store,
            clock,
            site,
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
        let again = world().store(self.store.clone()).clock(self.clock.clone());
        match &self.site {
            Some(site) => again.site(site.clone()),
            None => again,
        }
    }

    /// `name` typing a command in this world: `ctx(name)`, at the builder's `site` if it set one.
    pub fn ctx(&self, name: &str) -> Context {
        match &self.site {
            Some(site) => Context {
                site: site.clone(),
                ..ctx(name)
            },
            None => ctx(name),
        }
    }

    /// `who` types `cmd`.
    pub async fn say(&self, who: &str, cmd: Command) -> Reply {
        self.service.handle(&self.ctx(who), cmd).await
    }

    /// `who` moves in their game (the reply as it comes, refused or not).
    pub async fn mv(&self, who: &str, text: &str) -> Reply {
        self.say(
            who,
            Command::Move {
                text: text.into(),
                game: None,
            },
        )
        .await
    }

    /// `who` makes a move that must be taken.
    pub async fn play(&self, who: &str, text: &str) -> Reply {
        let r = self.mv(who, text).await;
        assert!(!r.is_refusal(), "{who} {text}: {}", r.text);
        r
    }

    /// alice challenges bob with `args` and bob accepts: the new game (alice is white if
    /// `args` says so).
    pub async fn start(&self, args: NewGameArgs) -> GameId {
        let r = self
            .say(
                "alice",
                Command::Challenge {
                    opponent: Some(user("bob")),
                    args,
                },
            )
            .await;
        assert_eq!(r.kind, ReplyKind::ChallengePosted, "{}", r.text);
        assert!(!r.ephemeral, "{}", r.text);
        assert!(r.challenge.is_some());
        let r = self.say("bob", Command::Accept { challenge: None }).await;
        assert_eq!(r.kind, ReplyKind::GameStarted, "{}", r.text);
        assert!(!r.ephemeral, "{}", r.text);
        r.game.expect("the new game").id
    }

    /// Game `id` as stored.
    pub fn game(&self, id: GameId) -> Game {
        self.store
            .game(id)
            .expect("read the game")
            .expect("the game is stored")
    }

    /// The player `name` as stored, if ever stored.
    pub fn player(&self, name: &str) -> Option<Player> {
        self.store.player(user(name).id).expect("read the player")
    }

    /// `name`'s standard-chess rating, if `name` was ever stored.
    pub fn rating(&self, name: &str) -> Option<f64> {
        self.player(name)
            .map(|p| p.stats(Variant::Standard).rating.rating)
    }
}
