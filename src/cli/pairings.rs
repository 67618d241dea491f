//! `pairings`: the next round of a tournament read from a FIDE TRF-16 report, printed in
//! bbpPairings' output format (the number of pairs, then `WHITE BLACK` by starting number a
//! line, a bye as `N 0`).

use crate::tournament::dutch::{pair_with, trf};
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
    let pairing = pair_with(&players, round, total, &tournament.options())
        .with_context(|| format!("round {round} cannot be paired"))?;
    print!("{}", trf::format_pairing(&pairing));
    Ok(ExitCode::SUCCESS)
}
