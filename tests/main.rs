//! The integration tests, one binary (`--test integration`) whose areas run side by side: one
//! area waits on the fake Discord's rate limits while another searches. One area or module:
//! `cargo test --release --test integration service::lifecycle::`.
//!
//! - `rules`: the rules core against the independent vectors, notation, properties, fuzz finds.
//! - `engine`: the engine and what is built on it without the service.
//! - `service`: the game service and the store contract on sled and PostgreSQL.
//! - `cli`: the real binary as a process.
//! - `discord`: the real Discord front end against the fake Discord.
//! - `web`: the web board's server over real HTTP and WebSockets.
//!
//! What they share: `common` (`world()`, `ctx()`, the vector files), `pg` (a PostgreSQL
//! database per test), `mate_search` (an exact mate search), and the fake Discord (the package
//! `fake-discord`, `common/fake_discord/`).

mod common;
#[path = "common/mate_search.rs"]
mod mate_search;
#[path = "common/pg.rs"]
mod pg;

mod cli;
mod discord;
mod engine;
mod rules;
mod service;
mod web;
