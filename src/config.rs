//! The configuration file (`config.toml`, see `config.example.toml` for every setting), read
//! with serde. Unknown keys and bad values are refused with a message naming them.

use crate::game::ServiceConfig;
use crate::rules::Variant;
use serde::Deserialize;
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
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct LimitsConfig {
    pub user_commands_per_minute: u32,
    pub user_burst: u32,
    pub channel_commands_per_minute: u32,
    pub channel_burst: u32,
    pub max_games_per_user: usize,
    pub max_bot_queue: usize,
}

impl Default for LimitsConfig {
    fn default() -> LimitsConfig {
        let d = crate::game::limits::LimitSettings::default();
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

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct DatabaseConfig {
    /// Where the sled database lives (default: a folder under the user's data directory).
    pub path: Option<PathBuf>,
    /// Finished games are deleted this many days after they end; 0 keeps them for ever.
    pub retention_days: u32,
}

impl Default for DatabaseConfig {
    fn default() -> DatabaseConfig {
        DatabaseConfig {
            path: None,
            retention_days: 365,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct GameConfig {
    pub default_rules: String,
    pub challenge_expiry_minutes: u64,
    pub reminder_hours: u64,
}

impl Default for GameConfig {
    fn default() -> GameConfig {
        GameConfig {
            default_rules: "castalia".into(),
            challenge_expiry_minutes: 60,
            reminder_hours: 12,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct EngineConfig {
    /// Bot moves computed at the same time.
    pub workers: usize,
    /// Transposition table size per worker, MiB.
    pub hash_mb: usize,
}

impl Default for EngineConfig {
    fn default() -> EngineConfig {
        EngineConfig {
            workers: std::thread::available_parallelism()
                .map(|n| n.get().saturating_sub(1).max(1))
                .unwrap_or(1),
            hash_mb: 32,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct BoardConfig {
    pub theme: String,
    pub square_px: u32,
}

impl Default for BoardConfig {
    fn default() -> BoardConfig {
        BoardConfig {
            theme: "classic".into(),
            square_px: 64,
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
    /// Guilds whose commands are registered instantly (development); empty: global registration.
    pub dev_guilds: Vec<u64>,
    /// Open a thread for each new game.
    pub thread_per_game: bool,
    /// Also accept prefix commands like `!move e4` (needs the privileged message-content intent).
    pub prefix_commands: bool,
    pub prefix: String,
}

/// Written by hand so that the token never reaches a log line.
impl std::fmt::Debug for DiscordConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DiscordConfig")
            .field("token", &self.token.as_ref().map(|_| "<redacted>"))
            .field("api_base_url", &self.api_base_url)
            .field("dev_guilds", &self.dev_guilds)
            .field("thread_per_game", &self.thread_per_game)
            .field("prefix_commands", &self.prefix_commands)
            .field("prefix", &self.prefix)
            .finish()
    }
}

impl Default for DiscordConfig {
    fn default() -> DiscordConfig {
        DiscordConfig {
            token: None,
            api_base_url: "https://discord.com".into(),
            dev_guilds: Vec::new(),
            thread_per_game: false,
            prefix_commands: false,
            prefix: "!".into(),
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
    #[error("cannot read the config file {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("the config file {path} is not valid: {message}")]
    Parse { path: PathBuf, message: String },
    #[error("config: {0}")]
    Invalid(String),
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
        let text = std::fs::read_to_string(&path).map_err(|source| ConfigError::Read {
            path: path.clone(),
            source,
        })?;
        let config = Config::parse(&text).map_err(|e| match e {
            ConfigError::Parse { message, .. } => ConfigError::Parse {
                path: path.clone(),
                message,
            },
            other => other,
        })?;
        warn_if_world_readable(&path);
        Ok(config)
    }

    pub fn parse(text: &str) -> Result<Config, ConfigError> {
        let config: Config = toml::from_str(text).map_err(|e| ConfigError::Parse {
            path: PathBuf::new(),
            message: e.message().to_string(),
        })?;
        config.validate()?;
        Ok(config)
    }

    fn validate(&self) -> Result<(), ConfigError> {
        self.default_variant()?;
        if let Err(e) = self.board.theme.parse::<crate::render::Theme>() {
            return Err(ConfigError::Invalid(format!("board.theme: {e}")));
        }
        if !(16..=256).contains(&self.board.square_px) {
            return Err(ConfigError::Invalid(
                "board.square_px must be between 16 and 256".into(),
            ));
        }
        if !(1..=64).contains(&self.engine.workers) {
            return Err(ConfigError::Invalid(
                "engine.workers must be between 1 and 64".into(),
            ));
        }
        if !(1..=4096).contains(&self.engine.hash_mb) {
            return Err(ConfigError::Invalid(
                "engine.hash_mb must be between 1 and 4096".into(),
            ));
        }
        let l = &self.limits;
        if [
            l.user_commands_per_minute,
            l.user_burst,
            l.channel_commands_per_minute,
            l.channel_burst,
        ]
        .contains(&0)
            || l.max_games_per_user == 0
        {
            return Err(ConfigError::Invalid(
                "limits: every limit must be at least 1".into(),
            ));
        }
        if self.game.challenge_expiry_minutes == 0 {
            return Err(ConfigError::Invalid(
                "game.challenge_expiry_minutes must be at least 1".into(),
            ));
        }
        Ok(())
    }

    pub fn default_variant(&self) -> Result<Variant, ConfigError> {
        self.game
            .default_rules
            .parse()
            .map_err(|e: crate::rules::variant::ParseVariantError| {
                ConfigError::Invalid(format!("game.default_rules: {e}"))
            })
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
            default_variant: self.default_variant().unwrap_or_default(),
            challenge_expiry: Duration::from_secs(self.game.challenge_expiry_minutes * 60),
            engine_workers: self.engine.workers,
            board_theme: self.board.theme.parse().unwrap_or_default(),
            board_square_px: self.board.square_px,
            reminder_before: Duration::from_secs(self.game.reminder_hours * 3600),
            images: true,
            limits: crate::game::limits::LimitSettings {
                user_per_minute: self.limits.user_commands_per_minute,
                user_burst: self.limits.user_burst,
                channel_per_minute: self.limits.channel_commands_per_minute,
                channel_burst: self.limits.channel_burst,
                max_games_per_user: self.limits.max_games_per_user,
                max_bot_queue: self.limits.max_bot_queue,
            },
            retention_days: (self.database.retention_days > 0)
                .then_some(self.database.retention_days),
        }
    }

    /// The Discord token: `DISCORD_TOKEN` first, then the config file. Never logged.
    pub fn discord_token(&self) -> Option<String> {
        std::env::var("DISCORD_TOKEN")
            .ok()
            .or_else(|| self.discord.token.clone())
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty())
    }
}

#[cfg(unix)]
fn warn_if_world_readable(path: &Path) {
    use std::os::unix::fs::PermissionsExt;
    if let Ok(meta) = std::fs::metadata(path) {
        if meta.permissions().mode() & 0o004 != 0 {
            tracing::warn!(
                "{} is readable by every user of this machine; if it holds the Discord token, run `chmod 600 {}`",
                path.display(),
                path.display()
            );
        }
    }
}

#[cfg(not(unix))]
fn warn_if_world_readable(_path: &Path) {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_config_is_valid() {
        let text = include_str!("../config.example.toml");
        let config = Config::parse(text).unwrap();
        assert_eq!(config.game.challenge_expiry_minutes, 60);
    }

    #[test]
    fn the_token_is_never_printed() {
        let config = Config::parse("[discord]\ntoken = \"secret-token-123\"").unwrap();
        assert!(!format!("{config:?}").contains("secret-token-123"));
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
