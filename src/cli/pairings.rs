//! `pairings`: the next round of a tournament read from a FIDE TRF-16 report, printed in
//! bbpPairings' output format (the number of pairs, then `WHITE BLACK` by starting number a
//! line, a bye as `N 0`).

use crate::tournament::dutch::{pair_with, trf, Rules};
use anyhow::{bail, Context, Result};
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct PairingsArgs {
    /// The pairing system: `dutch` (FIDE C.04.3).
    #[arg(long, default_value = "dutch")]
    pub system: String,
    /// The tournament so far, as a FIDE TRF-16 report (`XXR N`: the rounds in all).
    #[arg(long)]
    pub trf: PathBuf,
    /// The edition of C.04.3: `2026` (in force since February 2026) or `2017` (in force
    /// before). Default: the one the file names (`092 FIDE_DUTCH_2025`), else 2026.
    #[arg(long, value_parser = parse_rules)]
    pub rules: Option<Rules>,
}

fn parse_rules(text: &str) -> Result<Rules, String> {
    match text {
        "2026" | "2025" => Ok(Rules::Fide2026),
        "2017" => Ok(Rules::Fide2017),
        _ => Err(format!("unknown rules `{text}`: use 2026 or 2017")),
    }
}

pub fn pairings(args: PairingsArgs) -> Result<ExitCode> {
    if !args.system.eq_ignore_ascii_case("dutch") {
        bail!(
            "unknown pairing system `{}`: use --system dutch",
            args.system
        );
    }
    let text = std::fs::read_to_string(&args.trf)
        .with_context(|| format!("cannot read {}", args.trf.display()))?;
    let tournament = trf::read_trf(&text)
        .with_context(|| format!("{} is not a TRF-16 report I can read", args.trf.display()))?;
    let (players, round) = tournament.next_round_states();
    let total = tournament.total_rounds.max(round);
    let mut options = tournament.options();
    if let Some(rules) = args.rules {
        options.rules = rules;
    }
    let pairing = pair_with(&players, round, total, &options)
        .with_context(|| format!("round {round} cannot be paired"))?;
    print!("{}", trf::format_pairing(&pairing));
    Ok(ExitCode::SUCCESS)
}
