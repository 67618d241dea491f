//! Library of the Castalia chess bot. Layers, each using only those above it:
//! `rules` · `i18n` (languages, message catalogues, the neutral text model) <- `engine` ·
//! `render` · `explain` · `puzzles` · `lessons` · `tournament` <- `game` (the application
//! service and its store) <- front ends (`console`, `discord`, `web`); `cli` and `config`
//! serve the binary. `sync` (one way to take a standard lock) is used by any layer.
//! `ARCHITECTURE.md` is the map.

pub mod cli;
pub mod config;
pub mod console;
pub mod discord;
pub mod engine;
pub mod explain;
pub mod game;
pub mod i18n;
pub mod lessons;
pub mod puzzles;
pub mod render;
pub mod rules;
pub mod sync;
pub mod tournament;
pub mod web;

/// The repository's folder, where the unit tests find its files. They are compiled by the tests
/// package (`tests/`, which sets `castalia_tests_package`), or by this one.
#[cfg(all(test, castalia_tests_package))]
const REPOSITORY: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
#[cfg(all(test, not(castalia_tests_package)))]
const REPOSITORY: &str = env!("CARGO_MANIFEST_DIR");
