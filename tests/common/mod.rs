//! Helpers shared by the integration tests: reading the vector files in `tests/data/`, the
//! scripted bot and service settings, `world()`, the one builder of a test's service (and of
//! the one `World`, with the steps many tests share), and `ctx()`, the one way a test says who
//! types a command where.
//! Beside it: `pg.rs` (a PostgreSQL database per test), `mate_search.rs` (an exact mate
//! search) and `fake_discord/` (the package `fake-discord`).
#![allow(dead_code)]

pub mod world;

#[allow(unused_imports)]
pub use world::{world, World, T0};

use castalia_bot::rules::Variant;
use std::path::PathBuf;

/// `name` typing a command: the player `user(name)`, in channel 7 of server 99 ("test server"),
/// neither an admin nor an organiser. A test changes only what it is about, with struct
/// update syntax: `Context { channel: ChannelId(3), ..ctx("alice") }`.
pub fn ctx(name: &str) -> castalia_bot::game::Context {
    castalia_bot::game::Context {
        user: user(name).id,
        name: name.into(),
        channel: castalia_bot::game::ChannelId(7),
        guild: castalia_bot::game::GuildId(99),
        is_admin: false,
        organiser: false,
        site: castalia_bot::game::Site::Server("test server".into()),
        locale: Default::default(),
    }
}

/// The sled database in `dir` opened raw (to write records as an older bot did), once the
/// store just dropped there has let go of it (`open_waiting`).
pub fn raw_sled(dir: &std::path::Path) -> sled::Db {
    castalia_bot::game::store::sled::open_waiting(&sled::Config::new().path(dir)).unwrap_or_else(
        |e| {
            panic!(
                "the sled database in {} cannot be opened: {e}",
                dir.display()
            )
        },
    )
}

/// `name` typing a command in channel `channel` of the test server (`ctx` otherwise).
pub fn ctx_in(name: &str, channel: u64) -> castalia_bot::game::Context {
    castalia_bot::game::Context {
        channel: castalia_bot::game::ChannelId(channel),
        ..ctx(name)
    }
}

pub fn data_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("data")
        .join(name)
}

/// The lines of a data file that are not comments or blank.
pub fn data_lines(name: &str) -> Vec<String> {
    let path = data_path(name);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

/// One EPD perft line: the FEN and its (depth, count) pairs.
pub fn parse_epd(line: &str) -> (String, Vec<(u32, u64)>) {
    let mut parts = line.split(';');
    let fen = parts.next().unwrap_or_default().trim().to_string();
    let counts = parts
        .map(|p| {
            let p = p.trim();
            let (d, n) = p
                .split_once(' ')
                .unwrap_or_else(|| panic!("bad EPD field {p}"));
            let depth = d.trim_start_matches('D').parse().expect("depth");
            (depth, n.trim().parse().expect("count"))
        })
        .collect();
    (fen, counts)
}

pub fn variant(name: &str) -> Variant {
    name.trim().parse().expect("variant name")
}

/// A fast, deterministic stand-in for the engine: the first legal move; accepts no draw.
pub struct FirstMove;

impl castalia_bot::game::BotBrain for FirstMove {
    fn choose(
        &self,
        record: &castalia_bot::rules::GameRecord,
        _level: castalia_bot::engine::Level,
        _seed: u64,
    ) -> Option<castalia_bot::rules::Move> {
        record.position().legal_moves().first().copied()
    }

    fn accepts_draw(
        &self,
        _: &castalia_bot::rules::GameRecord,
        _: castalia_bot::engine::Level,
    ) -> bool {
        false
    }
}

/// Service settings for scripted tests: no images (faster) and rate limits far above what a
/// script sends.
pub fn scripted_config() -> castalia_bot::game::ServiceConfig {
    castalia_bot::game::ServiceConfig {
        images: false,
        limits: castalia_bot::game::players::limits::LimitSettings {
            user_per_minute: 10_000,
            user_burst: 1_000,
            channel_per_minute: 10_000,
            channel_burst: 1_000,
            ..Default::default()
        },
        ..castalia_bot::game::ServiceConfig::default()
    }
}

/// A user with an id made from the name (the same name, the same user in every test).
pub fn user(name: &str) -> castalia_bot::game::UserRef {
    castalia_bot::game::UserRef {
        id: castalia_bot::game::UserId(name.bytes().fold(17u64, |h, b| h * 31 + u64::from(b))),
        name: name.into(),
    }
}
