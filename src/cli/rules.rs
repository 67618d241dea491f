//! `perft` and `apply`: the rules tools. Their last output line is relied on by other tools.

use crate::rules::perft::{divide, perft as count_leaves};
use crate::rules::{Position, Variant};
use anyhow::{Context, Result};
use clap::Args;
use std::process::ExitCode;
use std::time::Instant;

/// A rule set and a position, shared by the tools that start from a FEN.
#[derive(Args, Debug, Clone)]
pub struct PositionArgs {
    /// Rule set: castalia, castalia-weak or standard.
    #[arg(long, default_value = "castalia")]
    pub variant: Variant,
    /// Start position as FEN (default: the rule set's start position).
    #[arg(long)]
    pub fen: Option<String>,
}

impl PositionArgs {
    pub fn position(&self) -> Result<Position> {
        match &self.fen {
            Some(fen) => Position::from_fen(fen, self.variant)
                .with_context(|| format!("cannot read the FEN `{fen}`")),
            None => Ok(Position::start(self.variant)),
        }
    }
}

/// Deepest `perft` accepted: the leaf count grows about thirty-fold per ply (depth 7 of the
/// start position takes about a minute, depth 10 would take weeks), so deeper runs would
/// never finish.
pub const MAX_PERFT_DEPTH: u32 = 10;

#[derive(Args, Debug)]
pub struct PerftArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// Depth in plies, at most 10 (each ply multiplies the time by about thirty).
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=i64::from(MAX_PERFT_DEPTH)))]
    pub depth: u32,
    /// Print `move: count` for each root move first.
    #[arg(long)]
    pub divide: bool,
}

pub fn perft(args: PerftArgs) -> Result<ExitCode> {
    let pos = args.position.position()?;
    let start = Instant::now();
    let total = if args.divide {
        let rows = divide(&pos, args.depth);
        for (mv, n) in &rows {
            println!("{mv}: {n}");
        }
        rows.iter().map(|(_, n)| n).sum()
    } else {
        count_leaves(&pos, args.depth)
    };
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "{total} leaves in {secs:.3} s ({:.1} M leaves/s)",
        total as f64 / secs.max(1e-9) / 1e6
    );
    println!("{total}");
    Ok(ExitCode::SUCCESS)
}

#[derive(Args, Debug)]
pub struct ApplyArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// Moves in SAN or UCI, in order.
    pub moves: Vec<String>,
}

pub fn apply(args: ApplyArgs) -> Result<ExitCode> {
    let mut pos = args.position.position()?;
    for text in &args.moves {
        let mv = match pos.parse_move(text) {
            Ok(mv) => mv,
            Err(e) => {
                eprintln!("error: {e}");
                return Ok(ExitCode::from(2));
            }
        };
        pos = pos.play(&mv);
    }
    println!("{}", pos.fen());
    Ok(ExitCode::SUCCESS)
}
