//! The configuration file (`config.toml`, see `config.example.toml` for every setting), read
//! with serde into typed values. Unknown keys, bad values and numbers out of their range are
//! refused with a message naming the file, the line and column, and the key. `shards`: the
//! `discord.shards` value (`0-1/4`), read and checked.

mod shards;

pub use shards::{ShardRange, ShardRangeError, MAX_SHARDS};

use crate::game::config::defaults;
use crate::game::ServiceConfig;
use crate::render::Theme;
use crate::rules::Variant;
use serde::{Deserialize, Deserializer};
use std::path::{Path, PathBuf};
use std::time::Duration;

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    pub database: DatabaseConfig,
    pub game: GameConfig,
    pub engine: EngineConfig,
    pub board: BoardConfig,
    pub discord: DiscordConfig,
    pub console: ConsoleConfig,
    pub limits: LimitsConfig,
    pub puzzles: PuzzlesConfig,
    pub tournaments: TournamentsConfig,
    pub web: WebConfig,
}

/// The web board (`src/web/`).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct WebConfig {
    /// Where to serve it (`127.0.0.1:8080`; port 0 picks a free one). The console serves it
    /// by default on 127.0.0.1:8080 (or the next free port); the Discord bot only when this
    /// and `public_url` are set.
    pub listen: Option<String>,
    /// The address users reach it at, behind a reverse proxy with TLS
    /// (`https://chess.example.org`): the base of `/web` links and of "Sign in with Discord".
    pub public_url: Option<String>,
    /// The board inside Discord as an Activity (with `listen` and `public_url`, and the
    /// client secret): a "Play on the board" button on every board, and the entry point
    /// command registered with the slash commands.
    pub activity: bool,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct TournamentsConfig {
    /// The most entrants one tournament takes (a round robin takes fewer: see
    /// `game::tournaments::commands::MAX_ROUND_ROBIN_PLAYERS`); joining beyond is refused.
    #[serde(deserialize_with = "bounded::<_, _, 2, 100_000>")]
    pub max_players: usize,
}

impl Default for TournamentsConfig {
    fn default() -> TournamentsConfig {
        TournamentsConfig {
            max_players: defaults::TOURNAMENT_MAX_PLAYERS,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PuzzlesConfig {
    /// The Discord channel the daily puzzle is posted to (`None`: it is not posted).
    #[serde(deserialize_with = "channel_id")]
    pub daily_channel: Option<u64>,
    /// The hour of the day (UTC, 0-23) at which it is posted.
    #[serde(deserialize_with = "bounded::<_, _, 0, 23>")]
    pub daily_hour: u32,
}

impl Default for PuzzlesConfig {
    fn default() -> PuzzlesConfig {
        PuzzlesConfig {
            daily_channel: None,
            daily_hour: defaults::DAILY_HOUR,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct LimitsConfig {
    #[serde(deserialize_with = "bounded::<_, _, 1, 100_000>")]
    pub user_commands_per_minute: u32,
    #[serde(deserialize_with = "bounded::<_, _, 1, 100_000>")]
    pub user_burst: u32,
    #[serde(deserialize_with = "bounded::<_, _, 1, 100_000>")]
    pub channel_commands_per_minute: u32,
    #[serde(deserialize_with = "bounded::<_, _, 1, 100_000>")]
    pub channel_burst: u32,
    #[serde(deserialize_with = "bounded::<_, _, 1, 10_000>")]
    pub max_games_per_user: usize,
    #[serde(deserialize_with = "bounded::<_, _, 1, 100_000>")]
    pub max_bot_queue: usize,
}

impl Default for LimitsConfig {
    fn default() -> LimitsConfig {
        let d = crate::game::players::limits::LimitSettings::default();
        LimitsConfig {
            user_commands_per_minute: d.user_per_minute,
            user_burst: d.user_burst,
            channel_commands_per_minute: d.channel_per_minute,
            channel_burst: d.channel_burst,
            max_games_per_user: d.max_games_per_user,
            max_bot_queue: d.max_bot_queue,
        }
    }
}

#[derive(Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct DatabaseConfig {
    /// Where the sled database lives (default: a folder under the user's data directory).
    pub path: Option<PathBuf>,
    /// A PostgreSQL server to use instead of sled (`postgres://user:password@host:port/db`),
    /// shared by every process of a deployment.
    #[serde(deserialize_with = "postgres_url")]
    pub url: Option<String>,
    /// Connections to PostgreSQL kept open at most, per process.
    #[serde(deserialize_with = "bounded::<_, _, 1, 256>")]
    pub pool_size: usize,
    /// Finished games are deleted this many days after they end; 0 keeps them for ever.
    #[serde(deserialize_with = "bounded::<_, _, 0, 36_500>")]
    pub retention_days: u32,
}

/// Written by hand so that the database URL (which may hold a password) never reaches a log line.
impl std::fmt::Debug for DatabaseConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DatabaseConfig")
            .field("path", &self.path)
            .field("url", &self.url.as_ref().map(|_| "<redacted>"))
            .field("pool_size", &self.pool_size)
            .field("retention_days", &self.retention_days)
            .finish()
    }
}

impl Default for DatabaseConfig {
    fn default() -> DatabaseConfig {
        DatabaseConfig {
            path: None,
            url: None,
            pool_size: 8,
            retention_days: defaults::RETENTION_DAYS,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct GameConfig {
    /// Rule set of new games when none is given.
    #[serde(deserialize_with = "from_text")]
    pub default_rules: Variant,
    /// Unanswered challenges expire after this many minutes (at most 30 days).
    #[serde(deserialize_with = "bounded::<_, _, 1, 43_200>")]
    pub challenge_expiry_minutes: u64,
    /// Correspondence players are reminded this many hours before their deadline.
    #[serde(deserialize_with = "bounded::<_, _, 0, 720>")]
    pub reminder_hours: u64,
    /// The time control of a game when none is asked for (`none`, `10+5`, `3d`).
    #[serde(deserialize_with = "time_control")]
    pub default_time: crate::game::model::TimeControl,
    /// Seconds each side has for its first move in a game with a real clock.
    #[serde(deserialize_with = "bounded::<_, _, 10, 86_400>")]
    pub first_move_seconds: u64,
    /// Hours after a missed correspondence deadline before the game ends by itself.
    #[serde(deserialize_with = "bounded::<_, _, 0, 720>")]
    pub claim_grace_hours: u64,
}

impl Default for GameConfig {
    fn default() -> GameConfig {
        GameConfig {
            default_rules: defaults::RULES,
            challenge_expiry_minutes: defaults::CHALLENGE_EXPIRY_MINUTES,
            reminder_hours: defaults::REMINDER_HOURS,
            default_time: defaults::TIME,
            first_move_seconds: defaults::FIRST_MOVE_SECONDS,
            claim_grace_hours: defaults::CLAIM_GRACE_HOURS,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct EngineConfig {
    /// Bot moves computed at the same time.
    #[serde(deserialize_with = "bounded::<_, _, 1, 64>")]
    pub workers: usize,
    /// Transposition table size per worker, MiB.
    #[serde(deserialize_with = "bounded::<_, _, 1, 4096>")]
    pub hash_mb: usize,
    /// Nodes per search for the "why" of `/explain` (0: mechanics only, no engine).
    #[serde(deserialize_with = "bounded::<_, _, 0, 50_000_000>")]
    pub explain_nodes: u64,
    /// Nodes per position searched by `/review`.
    #[serde(deserialize_with = "bounded::<_, _, 1_000, 50_000_000>")]
    pub review_nodes: u64,
}

impl Default for EngineConfig {
    fn default() -> EngineConfig {
        EngineConfig {
            workers: std::thread::available_parallelism()
                .map(|n| n.get().saturating_sub(1).max(1))
                .unwrap_or(1),
            hash_mb: 32,
            explain_nodes: crate::explain::DEFAULT_EXPLAIN_NODES,
            review_nodes: crate::explain::review::DEFAULT_REVIEW_NODES,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct BoardConfig {
    #[serde(deserialize_with = "from_text")]
    pub theme: Theme,
    /// Pixels per square.
    #[serde(deserialize_with = "bounded::<_, _, 16, 256>")]
    pub square_px: u32,
}

impl Default for BoardConfig {
    fn default() -> BoardConfig {
        BoardConfig {
            theme: Theme::default(),
            square_px: defaults::SQUARE_PX,
        }
    }
}

#[derive(Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct DiscordConfig {
    /// The bot token; the `DISCORD_TOKEN` environment variable is preferred.
    pub token: Option<String>,
    /// Discord's API base URL; point it at a proxy or a local test server if needed.
    pub api_base_url: String,
    /// The application's OAuth2 client secret, for "Sign in with Discord" on the web board; the
    /// `DISCORD_CLIENT_SECRET` environment variable is preferred.
    pub client_secret: Option<String>,
    /// An HTTP proxy (`http://host:port`) that API requests to Discord tunnel through
    /// (HTTP CONNECT): TLS still runs end to end with Discord, and serenity's rate limiter
    /// stays on. The end-to-end tests reach the fake Discord this way.
    pub https_proxy: Option<String>,
    /// A PEM file of one more certificate authority to trust for Discord's API, besides the
    /// usual roots: only for tests (the fake Discord's own authority).
    pub api_ca_file: Option<PathBuf>,
    /// Guilds whose commands are registered instantly (development); empty: global registration.
    pub dev_guilds: Vec<u64>,
    /// Role ids whose members may create and run tournaments, besides members with Manage
    /// Events (or Manage Server).
    pub organiser_roles: Vec<u64>,
    /// Open a thread for each new game (where the bot may); elsewhere one live board.
    pub thread_per_game: bool,
    /// Minutes after a game ends before its thread is archived (0: at once).
    #[serde(deserialize_with = "bounded::<_, _, 0, 10_080>")]
    pub archive_after_minutes: u64,
    /// Where a game has no thread: one board per game edited after every move, and one short
    /// turn message replaced after every move (false: a new board after every move).
    pub live_board: bool,
    /// A command still being worked on after this many milliseconds is acknowledged
    /// ("thinking...") and answered when done (Discord allows three seconds); 0: every one.
    #[serde(deserialize_with = "bounded::<_, _, 0, 2_500>")]
    pub defer_after_ms: u64,
    /// The same budget for `/explain`, whose engine part takes about a second.
    #[serde(deserialize_with = "bounded::<_, _, 0, 2_500>")]
    pub explain_defer_after_ms: u64,
    /// A `/review` still under way after this many milliseconds (or once it reports progress)
    /// gets a progress message, edited as it goes.
    #[serde(deserialize_with = "bounded::<_, _, 0, 2_500>")]
    pub review_progress_after_ms: u64,
    /// How often, in milliseconds, the progress message of a `/review` is updated.
    #[serde(deserialize_with = "bounded::<_, _, 250, 60_000>")]
    pub review_progress_every_ms: u64,
    /// Also accept prefix commands like `!move e4` (needs the privileged message-content intent).
    pub prefix_commands: bool,
    pub prefix: String,
    /// The gateway shards this process runs (`0-1/4`); `None`: Discord's recommended count,
    /// every shard in this process.
    #[serde(deserialize_with = "optional_text")]
    pub shards: Option<ShardRange>,
}

/// Written by hand so that the token never reaches a log line.
impl std::fmt::Debug for DiscordConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DiscordConfig")
            .field("token", &self.token.as_ref().map(|_| "<redacted>"))
            .field("api_base_url", &self.api_base_url)
            .field(
                "client_secret",
                &self.client_secret.as_ref().map(|_| "<redacted>"),
            )
            .field("https_proxy", &self.https_proxy)
            .field("api_ca_file", &self.api_ca_file)
            .field("dev_guilds", &self.dev_guilds)
            .field("thread_per_game", &self.thread_per_game)
            .field("archive_after_minutes", &self.archive_after_minutes)
            .field("live_board", &self.live_board)
            .field("defer_after_ms", &self.defer_after_ms)
            .field("explain_defer_after_ms", &self.explain_defer_after_ms)
            .field("review_progress_after_ms", &self.review_progress_after_ms)
            .field("review_progress_every_ms", &self.review_progress_every_ms)
            .field("prefix_commands", &self.prefix_commands)
            .field("prefix", &self.prefix)
            .field("shards", &self.shards)
            .finish()
    }
}

impl Default for DiscordConfig {
    fn default() -> DiscordConfig {
        DiscordConfig {
            token: None,
            api_base_url: "https://discord.com".into(),
            client_secret: None,
            https_proxy: None,
            api_ca_file: None,
            dev_guilds: Vec::new(),
            organiser_roles: Vec::new(),
            thread_per_game: true,
            archive_after_minutes: 60,
            live_board: true,
            defer_after_ms: 1_500,
            explain_defer_after_ms: 2_000,
            review_progress_after_ms: 700,
            review_progress_every_ms: 1_500,
            prefix_commands: false,
            prefix: "!".into(),
            shards: None,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ConsoleConfig {
    /// Where the console writes board images.
    pub images_dir: PathBuf,
}

impl Default for ConsoleConfig {
    fn default() -> ConsoleConfig {
        ConsoleConfig {
            images_dir: PathBuf::from("boards"),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// (The cause is part of the message, so it is not a `source` an error chain would repeat.)
    #[error("cannot read the config file {}: {cause}", path.display())]
    Read {
        path: PathBuf,
        cause: std::io::Error,
    },
    #[error("the config file {} is not valid: {message}", path.display())]
    Parse { path: PathBuf, message: String },
}

impl Config {
    /// Reads a config file; with no path, `config.toml` in the current folder if present, else defaults.
    pub fn load(path: Option<&Path>) -> Result<Config, ConfigError> {
        let (path, required) = match path {
            Some(p) => (p.to_path_buf(), true),
            None => (PathBuf::from("config.toml"), false),
        };
        if !required && !path.exists() {
            return Ok(Config::default());
        }
        let text = std::fs::read_to_string(&path).map_err(|cause| ConfigError::Read {
            path: path.clone(),
            cause,
        })?;
        let config = Config::parse(&text).map_err(|e| match e {
            ConfigError::Parse { message, .. } => ConfigError::Parse {
                path: path.clone(),
                message,
            },
            other => other,
        })?;
        if let Some(secret) = config.secret_held() {
            warn_if_readable_by_others(&path, secret);
        }
        Ok(config)
    }

    /// Reads the text of a config file. Every check is made while reading, so that each
    /// error names the line, the column and the key.
    pub fn parse(text: &str) -> Result<Config, ConfigError> {
        toml::from_str(text).map_err(|e| ConfigError::Parse {
            path: PathBuf::new(),
            message: describe_toml_error(text, &e),
        })
    }

    /// The rule set of new games when none is given.
    pub fn default_variant(&self) -> Variant {
        self.game.default_rules
    }

    /// The database folder: the configured one, else `<data dir>/castalia-bot/db`.
    pub fn database_path(&self) -> PathBuf {
        self.database.path.clone().unwrap_or_else(|| {
            dirs::data_dir()
                .unwrap_or_else(|| PathBuf::from("."))
                .join("castalia-bot")
                .join("db")
        })
    }

    pub fn service_config(&self) -> ServiceConfig {
        ServiceConfig {
            default_variant: self.game.default_rules,
            challenge_expiry: Duration::from_secs(self.game.challenge_expiry_minutes * 60),
            engine_workers: self.engine.workers,
            explain_nodes: self.engine.explain_nodes,
            review_nodes: self.engine.review_nodes,
            board_theme: self.board.theme,
            board_square_px: self.board.square_px,
            reminder_before: Duration::from_secs(self.game.reminder_hours * 3600),
            images: true,
            limits: crate::game::players::limits::LimitSettings {
                user_per_minute: self.limits.user_commands_per_minute,
                user_burst: self.limits.user_burst,
                channel_per_minute: self.limits.channel_commands_per_minute,
                channel_burst: self.limits.channel_burst,
                max_games_per_user: self.limits.max_games_per_user,
                max_bot_queue: self.limits.max_bot_queue,
            },
            retention_days: (self.database.retention_days > 0)
                .then_some(self.database.retention_days),
            default_time: self.game.default_time,
            first_move: Duration::from_secs(self.game.first_move_seconds),
            claim_grace: Duration::from_secs(self.game.claim_grace_hours * 3600),
            puzzles: crate::game::config::shipped_puzzles(),
            course: crate::game::config::shipped_course(),
            daily_channel: self.puzzles.daily_channel.map(crate::game::ChannelId),
            daily_hour: self.puzzles.daily_hour,
            tournament_max_players: self.tournaments.max_players,
        }
    }

    /// The first secret the config file itself holds (its key), if any: such a file should be
    /// readable by its owner alone.
    fn secret_held(&self) -> Option<&'static str> {
        if self
            .discord
            .token
            .as_deref()
            .is_some_and(|t| !t.trim().is_empty())
        {
            Some("discord.token")
        } else if self
            .discord
            .client_secret
            .as_deref()
            .is_some_and(|t| !t.trim().is_empty())
        {
            Some("discord.client_secret")
        } else if self.database.url.is_some() {
            Some("database.url")
        } else {
            None
        }
    }

    /// The Discord token: `DISCORD_TOKEN` first, then the config file. Never logged.
    /// The OAuth2 client secret: `DISCORD_CLIENT_SECRET`, else `discord.client_secret`.
    pub fn discord_client_secret(&self) -> Option<String> {
        std::env::var_os("DISCORD_CLIENT_SECRET")
            .map(|t| t.to_string_lossy().into_owned())
            .or_else(|| self.discord.client_secret.clone())
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty())
    }

    pub fn discord_token(&self) -> Option<String> {
        // A variable that is not Unicode is kept (lossily) so that it is refused as malformed
        // rather than ignored.
        std::env::var_os("DISCORD_TOKEN")
            .map(|t| t.to_string_lossy().into_owned())
            .or_else(|| self.discord.token.clone())
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty())
    }
}

/// A whole number between `MIN` and `MAX`, refused with a message giving the range.
fn bounded<'de, D, T, const MIN: u64, const MAX: u64>(deserializer: D) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    T: TryFrom<u64>,
{
    // TOML integers are 64-bit signed; larger ones are refused by the parser itself.
    let value = i64::deserialize(deserializer)?;
    if i128::from(value) < i128::from(MIN) || i128::from(value) > i128::from(MAX) {
        return Err(serde::de::Error::custom(format!(
            "{value} is out of range: use a whole number from {MIN} to {MAX}"
        )));
    }
    u64::try_from(value)
        .ok()
        .and_then(|v| T::try_from(v).ok())
        .ok_or_else(|| serde::de::Error::custom(format!("{value} is out of range")))
}

/// A value written as text and read with `FromStr` (a rule set, a theme), whose error names
/// the valid values.
fn from_text<'de, D, T>(deserializer: D) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    T: std::str::FromStr,
    T::Err: std::fmt::Display,
{
    let text = String::deserialize(deserializer)?;
    text.parse().map_err(serde::de::Error::custom)
}

/// `from_text` for a setting that may be left out.
fn optional_text<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: std::str::FromStr,
    T::Err: std::fmt::Display,
{
    from_text(deserializer).map(Some)
}

/// A Discord channel id, written as a number or as text of digits (as Discord copies it).
fn channel_id<'de, D>(deserializer: D) -> Result<Option<u64>, D::Error>
where
    D: Deserializer<'de>,
{
    struct Id;
    const WANTED: &str = "a Discord channel id such as \"123456789012345678\" (turn on Developer Mode in Discord's settings, then right-click the channel and choose Copy Channel ID)";
    impl serde::de::Visitor<'_> for Id {
        type Value = u64;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str(WANTED)
        }
        fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<u64, E> {
            u64::try_from(v)
                .ok()
                .filter(|v| *v > 0)
                .ok_or_else(|| E::custom(format!("{v} is not a channel id: use {WANTED}")))
        }
        fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<u64, E> {
            self.visit_i64(i64::try_from(v).unwrap_or(-1))
        }
        fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<u64, E> {
            match v.trim().parse::<i64>() {
                Ok(n) if n > 0 => Ok(n as u64),
                _ => Err(E::custom(format!(
                    "\"{v}\" is not a channel id: use {WANTED}"
                ))),
            }
        }
    }
    deserializer.deserialize_any(Id).map(Some)
}

/// A PostgreSQL URL (`postgres://` or `postgresql://`).
fn postgres_url<'de, D>(deserializer: D) -> Result<Option<String>, D::Error>
where
    D: Deserializer<'de>,
{
    let text = String::deserialize(deserializer)?;
    if crate::game::store::pg::is_url(&text) {
        Ok(Some(text))
    } else {
        Err(serde::de::Error::custom(
            "a PostgreSQL URL such as \"postgres://user:password@host:5432/castalia\" (for the embedded database, set `path` instead)",
        ))
    }
}

/// A time control as players type it (`none`, `10+5`, `3d`).
fn time_control<'de, D>(deserializer: D) -> Result<crate::game::model::TimeControl, D::Error>
where
    D: Deserializer<'de>,
{
    let text = String::deserialize(deserializer)?;
    crate::game::commands::options::parse_time(&text).map_err(serde::de::Error::custom)
}

/// The toml error with its place: "line 3, column 11, at `engine.workers`: ..." (the key
/// is the one on that line, under the last table header above it).
fn describe_toml_error(text: &str, error: &toml::de::Error) -> String {
    let message = error.message().trim_end();
    let Some(span) = error.span() else {
        return message.to_string();
    };
    let start = span.start.min(text.len());
    let before = text.get(..start).unwrap_or("");
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before[line_start..].chars().count() + 1;
    let here = text[line_start..].lines().next().unwrap_or("");
    let key = here
        .split_once('=')
        .map(|(k, _)| k.trim().trim_matches('"'))
        .filter(|k| !k.is_empty() && !k.starts_with('['));
    let table = before[..line_start].lines().rev().find_map(|l| {
        let l = l.trim();
        l.strip_prefix('[')
            .and_then(|l| l.split(']').next())
            .map(|t| t.trim_matches(['[', ' ']).to_string())
    });
    let place = match (table, key) {
        (Some(t), Some(k)) => format!(", at `{t}.{k}`"),
        (None, Some(k)) => format!(", at `{k}`"),
        _ => String::new(),
    };
    if is_secret_line(here) {
        // Neither the line nor any quoted part of the message: either may hold the secret.
        return format!(
            "line {line}, column {column}{place}: {} (the value is a secret, so it is not shown)",
            redact_quoted(message, here)
        );
    }
    // The key and its value, with control characters made visible.
    let shown: String = here
        .trim()
        .chars()
        .take(80)
        .flat_map(|c| {
            if c.is_control() {
                c.escape_unicode().collect::<Vec<_>>()
            } else {
                vec![c]
            }
        })
        .collect();
    format!("line {line}, column {column}{place}: {message} (in `{shown}`)")
}

/// The keys whose values are secrets, wherever they stand (`[discord] token`, `discord.token`,
/// an inline table): a config error never echoes their values. A secret key added later (a
/// client secret, say) belongs here.
const SECRET_KEYS: [&str; 4] = ["token", "url", "client_secret", "password"];

/// Whether a config line sets a secret key (a whole word of it is a secret key's name).
fn is_secret_line(line: &str) -> bool {
    line.contains('=')
        && line
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .any(|word| SECRET_KEYS.iter().any(|k| word.eq_ignore_ascii_case(k)))
}

/// `message` without any part of the line's value: a quoted part of it (`` `1234` ``,
/// `"abc"`) that comes from the value becomes `…`, and so does the value wherever else it
/// appears, so that the message keeps its meaning ("invalid type: integer `…`, expected a
/// string") and its own examples, but none of the secret.
fn redact_quoted(message: &str, line: &str) -> String {
    let raw = line.split_once('=').map_or(line, |(_, v)| v).trim();
    let value = raw.trim_matches(['"', '\'', '{', '}', '[', ']', ' ']);
    let from_value = |inner: &str| {
        inner.chars().any(char::is_alphanumeric)
            && (raw.contains(inner) || (value.chars().count() >= 3 && inner.contains(value)))
    };
    let mut out = String::with_capacity(message.len());
    let mut rest = message;
    while let Some(open) = rest.find(['`', '"']) {
        let quote = if rest[open..].starts_with('"') {
            '"'
        } else {
            '`'
        };
        out.push_str(&rest[..=open]);
        let after = &rest[open + 1..];
        let close = after.find(quote).unwrap_or(after.len());
        let inner = &after[..close];
        out.push_str(if from_value(inner) { "…" } else { inner });
        if close < after.len() {
            out.push(quote);
        }
        rest = after.get(close + 1..).unwrap_or("");
    }
    out.push_str(rest);
    if value.chars().count() >= 3 {
        out = out.replace(value, "…");
    }
    out
}

/// Warns when a config file that holds a secret can be read by anyone but its owner (its
/// group or every user).
#[cfg(unix)]
fn warn_if_readable_by_others(path: &Path, secret: &str) {
    use std::os::unix::fs::PermissionsExt;
    if let Ok(meta) = std::fs::metadata(path) {
        if meta.permissions().mode() & 0o044 != 0 {
            tracing::warn!(
                "{} holds a secret ({secret}) and is readable by other users of this machine: run `chmod 600 {}`",
                path.display(),
                path.display()
            );
        }
    }
}

#[cfg(not(unix))]
fn warn_if_readable_by_others(_path: &Path, _secret: &str) {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_config_shows_the_real_defaults() {
        let text = include_str!("../config.example.toml");
        let config = Config::parse(text).unwrap();
        assert_eq!(format!("{config:?}"), format!("{:?}", Config::default()));
        // Uncommenting the machine-dependent `workers` line still reads.
        let uncommented = text.replace("# workers = 1", "workers = 1");
        assert_eq!(Config::parse(&uncommented).unwrap().engine.workers, 1);
    }

    #[test]
    fn typed_values_and_ranges_are_checked_while_reading() {
        let c = Config::parse("[board]\ntheme = \"ocean\"\n[game]\ndefault_rules = \"standard\"")
            .unwrap();
        assert_eq!(c.board.theme, Theme::Ocean);
        assert_eq!(c.default_variant(), Variant::Standard);
        assert_eq!(c.service_config().board_theme, crate::render::Theme::Ocean);
        for (text, key) in [
            (
                "[game]\nchallenge_expiry_minutes = 200000000000000",
                "game.challenge_expiry_minutes",
            ),
            (
                "[game]\nchallenge_expiry_minutes = 0",
                "game.challenge_expiry_minutes",
            ),
            ("[game]\nreminder_hours = 100000", "game.reminder_hours"),
            ("[game]\ndefault_time = \"soon\"", "game.default_time"),
            ("[game]\nfirst_move_seconds = 5", "game.first_move_seconds"),
            ("[game]\nclaim_grace_hours = 1000", "game.claim_grace_hours"),
            ("[limits]\nmax_bot_queue = 0", "limits.max_bot_queue"),
            ("[limits]\nuser_burst = -3", "limits.user_burst"),
            ("[board]\nsquare_px = 4000000000000", "board.square_px"),
            (
                "[database]\nretention_days = 99999999",
                "database.retention_days",
            ),
            ("[database]\nurl = \"mysql://x@y/z\"", "database.url"),
            ("[database]\npool_size = 0", "database.pool_size"),
            ("[puzzles]\ndaily_hour = 24", "puzzles.daily_hour"),
            (
                "[discord]\nexplain_defer_after_ms = 3000",
                "discord.explain_defer_after_ms",
            ),
            (
                "[discord]\nreview_progress_after_ms = -1",
                "discord.review_progress_after_ms",
            ),
            (
                "[discord]\nreview_progress_every_ms = 10",
                "discord.review_progress_every_ms",
            ),
            ("[puzzles]\ndaily_hour = -1", "puzzles.daily_hour"),
            (
                "[puzzles]\ndaily_channel = \"#puzzles\"",
                "puzzles.daily_channel",
            ),
            ("[puzzles]\ndaily_channel = 0", "puzzles.daily_channel"),
            ("[puzzles]\ndaily_channel = 1.5", "puzzles.daily_channel"),
        ] {
            let e = Config::parse(text).unwrap_err().to_string();
            assert!(
                e.contains(key) && e.contains("line 2, column"),
                "{text}: {e}"
            );
        }
        // The largest values accepted do not overflow the durations.
        let c = Config::parse("[game]\nchallenge_expiry_minutes = 43200\nreminder_hours = 720")
            .unwrap();
        assert_eq!(c.service_config().challenge_expiry.as_secs(), 43_200 * 60);
        // Time controls read as players type them.
        let c = Config::parse("[game]\ndefault_time = \"none\"\nfirst_move_seconds = 30").unwrap();
        let service = c.service_config();
        assert_eq!(
            service.default_time,
            crate::game::model::TimeControl::Unlimited
        );
        assert_eq!(service.first_move.as_secs(), 30);
    }

    #[test]
    fn the_daily_puzzle_channel_and_hour_are_read() {
        let c = Config::default();
        assert_eq!((c.puzzles.daily_channel, c.puzzles.daily_hour), (None, 12));
        assert_eq!(c.service_config().daily_channel, None);
        for value in ["1234567890123456789", "\"1234567890123456789\""] {
            let c = Config::parse(&format!(
                "[puzzles]\ndaily_channel = {value}\ndaily_hour = 0"
            ))
            .unwrap();
            let service = c.service_config();
            assert_eq!(
                service.daily_channel,
                Some(crate::game::ChannelId(1_234_567_890_123_456_789))
            );
            assert_eq!(service.daily_hour, 0);
        }
        let e = Config::parse("[puzzles]\ndaily_channel = \"puzzles\"")
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("puzzles.daily_channel") && e.contains("Copy Channel ID"),
            "{e}"
        );
        let e = Config::parse("[puzzles]\ndaily_hour = 24")
            .unwrap_err()
            .to_string();
        assert!(e.contains("from 0 to 23"), "{e}");
    }

    #[test]
    fn shard_ranges_are_read_and_bad_ones_explained() {
        assert_eq!(Config::default().discord.shards, None);
        let c = Config::parse("[discord]\nshards = \"1-2/4\"").unwrap();
        let shards = c.discord.shards.unwrap();
        assert_eq!((shards.first, shards.last, shards.total), (1, 2, 4));
        for (value, says) in [
            ("\"0-1\"", "write `first-last/total`"),
            ("\"0-4/4\"", "shard 4 is beyond the total of 4"),
            ("\"2-1/4\"", "is empty"),
            ("\"0/0\"", "from 1 to"),
            ("4", "expected a string"),
        ] {
            let e = Config::parse(&format!("[discord]\nshards = {value}"))
                .unwrap_err()
                .to_string();
            assert!(
                e.contains("discord.shards") && e.contains("line 2") && e.contains(says),
                "{value}: {e}"
            );
        }
    }

    #[test]
    fn the_token_is_never_printed() {
        let config = Config::parse("[discord]\ntoken = \"secret-token-123\"").unwrap();
        assert!(!format!("{config:?}").contains("secret-token-123"));
    }

    #[test]
    fn a_config_error_never_echoes_a_secret() {
        let cases = [
            // A missing closing quote.
            (
                "[discord]\ntoken = \"MTk4NjIyNDgzNDcxOTI1MjQ4.Gh5Z1x",
                "MTk4NjIy",
            ),
            // A number where text belongs.
            ("[discord]\ntoken = 1234567890123", "1234567890123"),
            // A URL that is not PostgreSQL's.
            (
                "[database]\nurl = \"mysql://user:hunter22@db.example/castalia\"",
                "hunter22",
            ),
            // Dotted keys and inline tables.
            ("discord.token = 987654321987", "987654321987"),
            ("discord = { token = 55555555555 }", "55555555555"),
            ("[discord]\ntoken = [\"abcdef-secret\"]", "abcdef-secret"),
            (
                "[discord]\ntoken = \"\"\"multi-line-secret",
                "multi-line-secret",
            ),
        ];
        for (text, secret) in cases {
            let e = Config::parse(text).unwrap_err().to_string();
            assert!(!e.contains(secret), "{text:?} -> {e}");
            assert!(e.contains("line "), "still says where: {e}");
        }
        // The message keeps its own words and example.
        let e = Config::parse(cases[2].0).unwrap_err().to_string();
        assert!(
            e.contains("postgres://user:password@host:5432/castalia"),
            "{e}"
        );
        let e = Config::parse(cases[1].0).unwrap_err().to_string();
        assert!(
            e.contains("invalid type: integer `…`, expected a string"),
            "{e}"
        );
        // Other keys still show their line.
        let e = Config::parse("[engine]\nworkers = \"many\"").unwrap_err();
        assert!(e.to_string().contains("workers = \"many\""), "{e}");
    }

    #[test]
    fn the_database_url_is_never_printed() {
        let config =
            Config::parse("[database]\nurl = \"postgres://bot:hunter22@localhost/castalia\"")
                .unwrap();
        assert!(!format!("{config:?}").contains("hunter22"));
        assert_eq!(config.secret_held(), Some("database.url"));
        assert_eq!(
            Config::parse("[engine]\nworkers = 2")
                .unwrap()
                .secret_held(),
            None
        );
    }

    #[test]
    fn bad_configs_say_what_is_wrong() {
        let e = Config::parse("[game]\ndefault_rules = \"checkers\"").unwrap_err();
        assert!(e.to_string().contains("game.default_rules"), "{e}");
        let e = Config::parse("[board]\ncolour = 3").unwrap_err();
        assert!(e.to_string().contains("colour"), "{e}");
        let e = Config::parse("[engine]\nworkers = 0").unwrap_err();
        assert!(e.to_string().contains("engine.workers"), "{e}");
    }
}
