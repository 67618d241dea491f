//! `check` and `backup`: the database tools. `check` reads every record of a copy of the
//! database (the original is never written); `backup` copies a database that no bot is using.
//! Exit codes: 0 sound, 1 damaged (sled's own refusal to open included), 2 could not be run
//! (no database there, a bot is using it, a file that cannot be read or written).

use crate::game::store::sled::check::{backup as copy_database, check_folder, CheckReport};
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

#[derive(Args, Debug)]
pub struct MigrateArgs {
    /// The PostgreSQL database to copy into (postgres://user:password@host:port/db); it must
    /// hold no games, challenges or players yet.
    #[arg(long)]
    pub db: String,
    /// The sled database folder to copy from (default: `database.path` of the config).
    #[arg(long)]
    pub from: Option<PathBuf>,
    /// Configuration file (default: ./config.toml if present).
    #[arg(long)]
    pub config: Option<PathBuf>,
}

/// `migrate`: copies a sled database into PostgreSQL (with the bot stopped), all or nothing,
/// and prints what it copied.
pub fn migrate(args: MigrateArgs) -> Result<ExitCode> {
    let config = crate::config::Config::load(args.config.as_deref())?;
    if !crate::game::store::pg::is_url(&args.db) {
        anyhow::bail!(
            "--db must be a PostgreSQL URL such as postgres://user:password@localhost:5432/castalia (got {})",
            args.db
        );
    }
    let from = args.from.unwrap_or_else(|| config.database_path());
    if !from.join("db").is_file() {
        anyhow::bail!(
            "there is no castalia-bot database at {} to copy (give the folder with --from)",
            from.display()
        );
    }
    let (sled, _) = crate::cli::app::open_database(&config, Some(from.clone()), false)?;
    let pg = crate::cli::app::connect_postgres(&config, &args.db)?;
    let copied = crate::game::store::pg::import::copy_from_sled(&sled, &pg)
        .with_context(|| format!("cannot copy {} into {}", from.display(), pg.shown()))?;
    println!("Copied {} into PostgreSQL {}:", from.display(), pg.shown());
    println!(
        "  {} games ({} in progress)",
        copied.games, copied.games_in_progress
    );
    println!("  {} challenges", copied.challenges);
    println!("  {} players", copied.players);
    println!("  {} user-game links", copied.user_game_links);
    println!("  {} server memberships", copied.memberships);
    println!("  {} notices to deliver", copied.notices);
    println!("  {} puzzle ratings", copied.puzzle_ratings);
    println!("  {} games' board messages", copied.board_messages);
    println!("  last id {}", copied.last_id);
    if copied.skipped > 0 {
        eprintln!(
            "{} damaged records could not be read and were not copied (see the log; `castalia-bot check --db {}` names them)",
            copied.skipped,
            from.display()
        );
    }
    println!(
        "Now set database.url to this URL in the config (or give it to `local --db`), and keep the sled folder as a backup."
    );
    Ok(ExitCode::SUCCESS)
}
