//! Command-line subcommands: argument structs (clap) and their bodies, one file per area.
//! `main.rs` only dispatches to them.

pub mod app;
pub mod engine;
pub mod render;
pub mod rules;

/// Starts the Discord front end (until it lands, says so and exits).
pub fn discord_run(_config: crate::config::Config) -> anyhow::Result<std::process::ExitCode> {
    anyhow::bail!("the Discord front end is not built into this version yet; run `castalia-bot local` for the console")
}
