//! `run` and `local`: the main job. `run` starts the Discord bot when a token is configured,
//! and the local console otherwise; `local` always starts the console.

use crate::config::Config;
use crate::console::Console;
use crate::game::play::bot::EngineBrain;
use crate::game::store::pg::is_url;
use crate::game::store::sled::check as store_check;
use crate::game::{GameService, PgStore, SledStore, Store, SystemClock};
use anyhow::{Context as _, Result};
use clap::Args;
use std::path::{Path, PathBuf};
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
    /// Where to serve the web board (`127.0.0.1:8080`; port 0 picks a free one); default:
    /// `web.listen` from the config, else 127.0.0.1:8080 or the next free port.
    #[arg(long, value_name = "ADDR")]
    pub web_listen: Option<String>,
    /// Do not serve the web board.
    #[arg(long)]
    pub no_web: bool,
    /// The local console's language when there is no Discord token (on Discord every
    /// player's own language is used): the global `--lang`, which may stand before or after
    /// the subcommand.
    #[arg(skip)]
    pub lang: Option<crate::i18n::Lang>,
}

#[derive(Args, Debug, Default)]
pub struct LocalArgs {
    /// Configuration file (default: ./config.toml if present).
    #[arg(long)]
    pub config: Option<PathBuf>,
    /// Database folder, or a PostgreSQL URL (postgres://user:password@host/db) (default: from
    /// the config, else a folder under the user's data directory).
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
    /// Where to serve the web board (`127.0.0.1:8080`; port 0 picks a free one); default:
    /// `web.listen` from the config, else 127.0.0.1:8080 or the next free port.
    #[arg(long, value_name = "ADDR")]
    pub web_listen: Option<String>,
    /// Do not serve the web board.
    #[arg(long)]
    pub no_web: bool,
    /// The console's language (a player's own `/settings language:` wins): the global
    /// `--lang`, which may stand before or after the subcommand.
    #[arg(skip)]
    pub lang: crate::i18n::Lang,
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
    let database = open_store(config, db, allow_damaged)?;
    Ok(service_on(config, database.store(), images))
}

/// The database a process runs on: the embedded sled one (a folder), or a PostgreSQL server
/// shared by several processes.
pub enum Database {
    Sled {
        store: Arc<SledStore>,
        path: PathBuf,
    },
    Postgres(Arc<PgStore>),
}

impl Database {
    pub fn store(&self) -> Arc<dyn Store> {
        match self {
            Database::Sled { store, .. } => store.clone(),
            Database::Postgres(store) => store.clone(),
        }
    }

    /// While the bot runs, notes the sled database's state beside it (see `keep_remembering`).
    fn keep_remembering(&self) -> Option<tokio::task::JoinHandle<()>> {
        match self {
            Database::Sled { store, path } => Some(keep_remembering(store.clone(), path.clone())),
            Database::Postgres(_) => None,
        }
    }

    /// Ends the task `keep_remembering` started (waiting until it has ended, so that it is
    /// not still running when the runtime shuts down), and notes the state a last time.
    async fn stopped(&self, remembering: Option<tokio::task::JoinHandle<()>>) {
        if let Some(task) = remembering {
            task.abort();
            let _ = task.await;
        }
        if let Database::Sled { store, path } = self {
            remember_at_stop(store, path);
        }
    }
}

/// Connects to a PostgreSQL database and brings its schema up to date.
pub fn connect_postgres(config: &Config, url: &str) -> Result<Arc<PgStore>> {
    let store = crate::game::store::off_runtime::off_runtime(|| {
        PgStore::connect(url, config.database.pool_size)
    })
    .context("cannot open the PostgreSQL database (is the server running, and the URL right?)")?;
    tracing::info!("database: PostgreSQL {}", store.shown());
    Ok(Arc::new(store))
}

/// Opens the database chosen by `--db` (a folder or a `postgres://` URL), else by the config
/// (`database.url`, else `database.path`).
pub fn open_store(config: &Config, db: Option<PathBuf>, allow_damaged: bool) -> Result<Database> {
    let url = match &db {
        Some(db) => db.to_str().filter(|t| is_url(t)).map(str::to_string),
        None => config.database.url.clone(),
    };
    if let Some(url) = url {
        return Ok(Database::Postgres(connect_postgres(config, &url)?));
    }
    let (store, path) = open_database(config, db, allow_damaged)?;
    Ok(Database::Sled { store, path })
}

/// The service on an open store.
fn service_on(config: &Config, store: Arc<dyn Store>, images: bool) -> Arc<GameService> {
    let mut service_config = config.service_config();
    service_config.images = images;
    GameService::new(
        store,
        Arc::new(EngineBrain::new(config.engine.hash_mb)),
        Arc::new(SystemClock),
        service_config,
    )
}

/// What to do about a damaged database, said the same way everywhere.
fn restore_advice(path: &Path) -> String {
    format!(
        "stop here, keep the damaged folder aside as it is, run `castalia-bot check --db {}` for the details, and restore the folder from a backup made with `castalia-bot backup` (see README, \"Backups and recovery\")",
        path.display()
    )
}

/// Opens the database after checking a copy of it: a damaged database is reported in the log
/// and on the console and refused (never opened, so nothing is written over it), unless
/// `allow_damaged`. Returns the store and its folder.
pub fn open_database(
    config: &Config,
    db: Option<PathBuf>,
    allow_damaged: bool,
) -> Result<(Arc<SledStore>, PathBuf)> {
    let path = db.unwrap_or_else(|| config.database_path());
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)
            .with_context(|| format!("cannot create the database folder {}", parent.display()))?;
    }
    let in_use = |path: &Path| {
        anyhow::anyhow!(
            "cannot open the database at {}: another castalia-bot is using it (could not acquire lock on {}); stop it first, or give this one another database.path",
            path.display(),
            path.join("db").display()
        )
    };
    let mut damaged = false;
    if path.join("db").is_file() {
        let report = match store_check::check_folder(&path) {
            Ok(report) => report,
            Err(e) if store_check::is_locked(&e) => return Err(in_use(&path)),
            Err(e) => {
                return Err(anyhow::Error::new(e)
                    .context(format!("cannot check the database at {}", path.display())))
            }
        };
        if report.is_sound() {
            tracing::info!("database check: {}", report.summary());
        } else {
            damaged = true;
            let list = report.problems.join("\n  ");
            tracing::error!(
                "the database at {} is damaged ({}):\n  {list}",
                path.display(),
                report.summary()
            );
            eprintln!(
                "The database at {} is damaged ({}):\n  {list}",
                path.display(),
                report.summary()
            );
            if !allow_damaged {
                anyhow::bail!(
                    "the database at {} is damaged, so the bot will not start on it: {}; or start with --allow-damaged-db to use it as it is (what is lost stays lost, records that cannot be read stay untouched)",
                    path.display(),
                    restore_advice(&path)
                );
            }
        }
    }
    let store = match SledStore::open(&path) {
        Ok(store) => Arc::new(store),
        Err(e) if store_check::is_locked(&e) => return Err(in_use(&path)),
        Err(e) if store_check::is_damage(&e) => {
            tracing::error!("the database files at {} are damaged: {e}", path.display());
            anyhow::bail!(
                "the database files at {} are damaged ({e}): {}",
                path.display(),
                restore_advice(&path)
            );
        }
        Err(e) => {
            return Err(anyhow::Error::new(e).context(format!(
                "cannot open the database at {} (is the folder writable?)",
                path.display()
            )))
        }
    };
    tracing::info!("database: {}", path.display());
    if damaged {
        tracing::warn!(
            "starting on the damaged database at {} as allowed by --allow-damaged-db: what is missing is taken as lost from now on",
            path.display()
        );
        if let Err(e) = store_check::accept_as_it_is(&store, &path) {
            tracing::warn!("{e}");
        }
    } else {
        if let Err(e) = store_check::start_counting(&store) {
            tracing::warn!("{e}");
        }
        if let Err(e) = store_check::remember_games(&store, &path) {
            tracing::warn!("{e}");
        }
    }
    Ok((store, path))
}

/// How often the bot notes its last id and commit count beside the database (when they
/// changed), for the next start's check.
const REMEMBER_EVERY: std::time::Duration = std::time::Duration::from_secs(60);

/// Notes the database's state beside it every `REMEMBER_EVERY` while the bot runs.
fn keep_remembering(store: Arc<SledStore>, path: PathBuf) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut noted = store_check::changes(&store);
        let mut ticks = tokio::time::interval(REMEMBER_EVERY);
        ticks.tick().await;
        loop {
            ticks.tick().await;
            let (store, path) = (store.clone(), path.clone());
            let done = tokio::task::spawn_blocking(move || {
                let now = store_check::changes(&store);
                if now != noted {
                    if let Err(e) = store_check::remember_games(&store, &path) {
                        tracing::warn!("{e}");
                        return noted;
                    }
                }
                now
            })
            .await;
            if let Ok(now) = done {
                noted = now;
            }
        }
    })
}

/// Notes the database's state beside it when the bot stops.
fn remember_at_stop(store: &SledStore, path: &Path) {
    if let Err(e) = store_check::remember_games(store, path) {
        tracing::warn!("{e}");
    }
}

pub fn run(args: RunArgs) -> Result<ExitCode> {
    let config = Config::load(args.config.as_deref())?;
    if config.discord_token().is_none() {
        eprintln!("No Discord token (set DISCORD_TOKEN or discord.token in the config): starting the local console instead.");
        return local(LocalArgs {
            config: args.config,
            allow_damaged_db: args.allow_damaged_db,
            lang: args.lang.unwrap_or_default(),
            web_listen: args.web_listen,
            no_web: args.no_web,
            ..LocalArgs::default()
        });
    }
    discord(config, args.allow_damaged_db, args.web_listen, args.no_web)
}

/// Where the web board listens: `--web-listen`, else `web.listen`, else 127.0.0.1:8080 (then
/// the next free port when it is taken: the only case `next_free` is true).
fn web_address(given: Option<String>, config: &Config) -> Result<(std::net::SocketAddr, bool)> {
    let (text, next_free) = match given.or_else(|| config.web.listen.clone()) {
        Some(text) => (text, false),
        None => ("127.0.0.1:8080".to_string(), true),
    };
    let addr = text.trim().parse().with_context(|| {
        format!("the web board's address `{text}` does not read: write it as 127.0.0.1:8080 (port 0: any free port)")
    })?;
    Ok((addr, next_free))
}

/// The bot's application id, asked of Discord (`GET /oauth2/applications/@me`).
async fn fetch_application_id(http: &reqwest::Client, api_base: &str, token: &str) -> Option<u64> {
    let app = crate::web::fetch_json(
        http.get(format!(
            "{}/api/v10/oauth2/applications/@me",
            api_base.trim_end_matches('/')
        ))
        .header("Authorization", format!("Bot {token}")),
    )
    .await?;
    app.get("id")?.as_str()?.parse().ok()
}

/// The bot's application id, from its token (the first part is the id in base64).
fn application_id(token: &str) -> Option<u64> {
    use base64::Engine as _;
    let first = token.split('.').next()?;
    let bytes = base64::engine::general_purpose::STANDARD_NO_PAD
        .decode(first.trim_end_matches('='))
        .ok()?;
    std::str::from_utf8(&bytes).ok()?.parse().ok()
}

/// Runs the Discord bot until SIGINT or SIGTERM.
fn discord(
    config: Config,
    allow_damaged: bool,
    web_listen: Option<String>,
    no_web: bool,
) -> Result<ExitCode> {
    // Check the token before opening anything, so a bad one fails fast and plainly.
    let token = crate::discord::connect::token(&config)?;
    // The web board, when it has an address and a public URL.
    let web_wanted = !no_web
        && (web_listen.is_some() || config.web.listen.is_some())
        && config.web.public_url.is_some();
    let web_address = if web_wanted {
        Some(web_address(web_listen, &config)?)
    } else {
        None
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    runtime.block_on(async {
        let database = open_store(&config, None, allow_damaged)?;
        // A process that runs some shards of several runs its servers' tournaments only.
        if let (Database::Postgres(store), Some(shards)) = (&database, config.discord.shards) {
            store.own_tournaments_of_shards(shards.first, shards.last, shards.total);
        }
        let service = service_on(&config, database.store(), true);
        let remembering = database.keep_remembering();
        let web = match web_address {
            Some((listen, next_free_port)) => {
                let http = crate::discord::connect::api_client(&config.discord)?;
                let public_url = config.web.public_url.clone();
                let app = match application_id(&token) {
                    Some(id) => Some(id),
                    None => fetch_application_id(&http, &config.discord.api_base_url, &token).await,
                };
                let discord = match (config.discord_client_secret(), app) {
                    (Some(client_secret), Some(client_id)) => Some(crate::web::DiscordOAuth {
                        client_id,
                        client_secret,
                        api_base: config.discord.api_base_url.clone(),
                        redirect_uri: format!(
                            "{}/auth/discord/callback",
                            public_url
                                .as_deref()
                                .unwrap_or_default()
                                .trim_end_matches('/')
                        ),
                        http: http.clone(),
                    }),
                    _ => None,
                };
                if config.web.activity && discord.is_none() {
                    tracing::warn!("web.activity is on, but the Activity needs the application's client secret (DISCORD_CLIENT_SECRET or discord.client_secret): it stays off");
                }
                let options = crate::web::WebOptions {
                    listen,
                    next_free_port,
                    public_url,
                    place: crate::web::Place::Discord {
                        http,
                        api_base: config.discord.api_base_url.clone(),
                        token: token.clone(),
                    },
                    activity: config.web.activity && discord.is_some(),
                    discord,
                };
                Some(crate::web::serve(service.clone(), options).await?)
            }
            None => None,
        };
        let served =
            crate::discord::serve(&config, service, crate::discord::shutdown_signal()).await;
        if let Some(web) = web {
            web.stop().await;
        }
        database.stopped(remembering).await;
        served
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
        let database = open_store(&config, args.db, args.allow_damaged_db)?;
        let service = service_on(&config, database.store(), !args.no_images);
        let remembering = database.keep_remembering();
        let images =
            (!args.no_images).then(|| args.images.unwrap_or(config.console.images_dir.clone()));
        let web = if args.no_web {
            None
        } else {
            let (listen, next_free_port) = web_address(args.web_listen, &config)?;
            let options = crate::web::WebOptions {
                listen,
                next_free_port,
                public_url: config.web.public_url.clone(),
                place: crate::web::Place::Console {
                    channel: crate::console::CONSOLE_CHANNEL,
                },
                discord: None,
                activity: false,
            };
            let web = crate::web::serve(service.clone(), options).await?;
            println!(
                "{}",
                crate::msg!("console-board", url = format!("{}/", web.url)).words(args.lang)
            );
            Some(web)
        };
        let ran = Console::new(service, images, args.lang).run().await;
        if let Some(web) = web {
            web.stop().await;
        }
        database.stopped(remembering).await;
        ran
    })?;
    Ok(ExitCode::SUCCESS)
}
