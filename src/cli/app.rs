//! `run` and `local`: the main job. `run` starts the Discord bot when a token is configured,
//! and the local console otherwise; `local` always starts the console.

use crate::config::Config;
use crate::console::Console;
use crate::game::bot::EngineBrain;
use crate::game::{GameService, SledStore, SystemClock};
use anyhow::{Context as _, Result};
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

#[derive(Args, Debug, Default)]
pub struct RunArgs {
    /// Configuration file (default: ./config.toml if present).
    #[arg(long)]
    pub config: Option<PathBuf>,
    /// Start even if the database check finds damage (damaged records stay untouched).
    #[arg(long)]
    pub allow_damaged_db: bool,
}

#[derive(Args, Debug, Default)]
pub struct LocalArgs {
    /// Configuration file (default: ./config.toml if present).
    #[arg(long)]
    pub config: Option<PathBuf>,
    /// Database folder (default: from the config, else a folder under the user's data directory).
    #[arg(long)]
    pub db: Option<PathBuf>,
    /// Folder for board images (default: from the config, `boards`).
    #[arg(long)]
    pub images: Option<PathBuf>,
    /// Do not write board images.
    #[arg(long)]
    pub no_images: bool,
    /// Start even if the database check finds damage (damaged records stay untouched).
    #[arg(long)]
    pub allow_damaged_db: bool,
}

/// Opens the database, checks it and builds the service from a config; a damaged database
/// is refused (see `build_service_with`).
pub fn build_service(
    config: &Config,
    db: Option<PathBuf>,
    images: bool,
) -> Result<Arc<GameService>> {
    build_service_with(config, db, images, false)
}

/// `build_service`; with `allow_damaged`, a damaged database is reported but used (the
/// service leaves records it cannot read untouched).
pub fn build_service_with(
    config: &Config,
    db: Option<PathBuf>,
    images: bool,
    allow_damaged: bool,
) -> Result<Arc<GameService>> {
    let path = db.unwrap_or_else(|| config.database_path());
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)
            .with_context(|| format!("cannot create the database folder {}", parent.display()))?;
    }
    let store = SledStore::open(&path).with_context(|| {
        format!(
            "cannot open the database at {} (is another castalia-bot using it, or is the folder not writable?)",
            path.display()
        )
    })?;
    tracing::info!("database: {}", path.display());
    let report = crate::game::store_check::check(&store, &path);
    if !report.is_sound() {
        let list = report.problems.join("\n  ");
        tracing::error!("the database at {} is damaged:\n  {list}", path.display());
        eprintln!(
            "The database at {} is damaged ({}):\n  {list}",
            path.display(),
            report.summary()
        );
        if !allow_damaged {
            anyhow::bail!(
                "the database at {} is damaged, so the bot will not write to it: restore it from a backup (see README, \"Backups and recovery\"), or start with --allow-damaged-db to use it as it is (damaged records stay untouched)",
                path.display()
            );
        }
    } else {
        tracing::info!("database check: {}", report.summary());
        if let Err(e) = crate::game::store_check::remember_games(&store, &path) {
            tracing::warn!("{e}");
        }
    }
    let mut service_config = config.service_config();
    service_config.images = images;
    Ok(GameService::new(
        Arc::new(store),
        Arc::new(EngineBrain::new(config.engine.hash_mb)),
        Arc::new(SystemClock),
        service_config,
    ))
}

pub fn run(args: RunArgs) -> Result<ExitCode> {
    let config = Config::load(args.config.as_deref())?;
    if config.discord_token().is_none() {
        eprintln!("No Discord token (set DISCORD_TOKEN or discord.token in the config): starting the local console instead.");
        return local(LocalArgs {
            config: args.config,
            allow_damaged_db: args.allow_damaged_db,
            ..LocalArgs::default()
        });
    }
    discord(config, args.allow_damaged_db)
}

/// Runs the Discord bot until SIGINT or SIGTERM.
fn discord(config: Config, allow_damaged: bool) -> Result<ExitCode> {
    // Check the token before opening anything, so a bad one fails fast and plainly.
    crate::discord::connect::token(&config)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    runtime.block_on(async {
        let service = build_service_with(&config, None, true, allow_damaged)?;
        crate::discord::serve(&config, service, crate::discord::shutdown_signal()).await
    })?;
    tracing::info!("stopped");
    Ok(ExitCode::SUCCESS)
}

pub fn local(args: LocalArgs) -> Result<ExitCode> {
    let config = Config::load(args.config.as_deref())?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    runtime.block_on(async {
        let service = build_service_with(&config, args.db, !args.no_images, args.allow_damaged_db)?;
        let images =
            (!args.no_images).then(|| args.images.unwrap_or(config.console.images_dir.clone()));
        Console::new(service, images).run().await
    })?;
    Ok(ExitCode::SUCCESS)
}
