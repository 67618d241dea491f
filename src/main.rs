//! The `castalia-bot` command: the Discord bot, the local console, and the rules, engine and
//! rendering tools. Each subcommand's arguments and body live beside the module it drives.

use anyhow::Result;
use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "castalia-bot",
    version,
    about = "Castalia chess: a Discord bot, a local console and the tools behind them"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Count the leaves of the legal move tree (checks the move generator).
    Perft(castalia_bot::cli::rules::PerftArgs),
    /// Apply moves (SAN or UCI) to a position and print the resulting FEN.
    Apply(castalia_bot::cli::rules::ApplyArgs),
    /// Draw a board as a PNG.
    Render(castalia_bot::cli::render::RenderArgs),
    /// Explain a move in words (and as a picture with -o).
    Explain(castalia_bot::cli::render::ExplainArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result: Result<ExitCode> = match cli.command {
        Command::Perft(args) => castalia_bot::cli::rules::perft(args),
        Command::Apply(args) => castalia_bot::cli::rules::apply(args),
        Command::Render(args) => castalia_bot::cli::render::render(args),
        Command::Explain(args) => castalia_bot::cli::render::explain(args),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(2)
        }
    }
}
