//! `check` and `backup`: the database tools. `check` reads every record of a copy of the
//! database (the original is never written); `backup` copies a database that no bot is using.
//! Exit codes: 0 sound, 1 damaged (sled's own refusal to open included), 2 could not be run
//! (no database there, a bot is using it, a file that cannot be read or written).

use crate::game::store_check::{backup as copy_database, check_folder, CheckReport};
use anyhow::{Context, Result};
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// The database folder (the `database.path` of the config).
    #[arg(long)]
    pub db: PathBuf,
}

#[derive(Args, Debug)]
pub struct BackupArgs {
    /// The database folder to copy. Stop the bot first: sled lets one process at a time open it.
    #[arg(long)]
    pub db: PathBuf,
    /// The new folder for the copy (must not exist yet).
    pub out: PathBuf,
}

/// Prints what a check found; the problems go to stderr.
pub fn print_report(report: &CheckReport) {
    println!("{}", report.summary());
    for problem in &report.problems {
        eprintln!("damaged: {problem}");
    }
}

pub fn check(args: CheckArgs) -> Result<ExitCode> {
    let report = check_folder(&args.db)
        .with_context(|| format!("cannot check the database at {}", args.db.display()))?;
    print_report(&report);
    if report.is_sound() {
        Ok(ExitCode::SUCCESS)
    } else {
        eprintln!(
            "The database at {} is damaged. Keep the damaged folder aside as it is and restore the folder from a backup made with `castalia-bot backup` (see README, \"Backups and recovery\").",
            args.db.display()
        );
        Ok(ExitCode::from(1))
    }
}

pub fn backup(args: BackupArgs) -> Result<ExitCode> {
    let report = copy_database(&args.db, &args.out)
        .with_context(|| format!("cannot back up {}", args.db.display()))?;
    print_report(&report);
    if report.is_sound() {
        println!("Backed up {} to {}", args.db.display(), args.out.display());
        Ok(ExitCode::SUCCESS)
    } else {
        eprintln!(
            "The copy in {} was written, but the database it was taken from is damaged: keep it only to salvage from, and restore from an older backup (see README, \"Backups and recovery\").",
            args.out.display()
        );
        Ok(ExitCode::from(1))
    }
}
