//! The service's settings (`ServiceConfig`, from the config file's `[game]` and related
//! tables), their defaults (`defaults`, which the config file's own defaults are), and the
//! shipped puzzles and course the settings point to by default.

use super::model::{ChannelId, TimeControl};
use crate::render::Theme;
use crate::rules::Variant;
use std::sync::Arc;
use std::time::Duration;

/// Settings of the service (from the config file).
#[derive(Clone, Debug)]
pub struct ServiceConfig {
    pub default_variant: Variant,
    pub challenge_expiry: Duration,
    /// Bot moves computed at once.
    pub engine_workers: usize,
    /// Nodes per search for the "why" of `/explain` (0: no engine, mechanics only).
    pub explain_nodes: u64,
    /// Nodes per position for `/review`.
    pub review_nodes: u64,
    /// Board image style.
    pub board_theme: Theme,
    pub board_square_px: u32,
    /// Remind a correspondence player this long before their deadline.
    pub reminder_before: Duration,
    /// Whether to attach board images to replies.
    pub images: bool,
    pub limits: super::players::limits::LimitSettings,
    /// Finished games are deleted this many days after they end (`None`: kept for ever).
    pub retention_days: Option<u32>,
    /// The time control of a new game when none is asked for (`time:none` asks for no clock).
    pub default_time: TimeControl,
    /// The time each side has for its first move in a game with a real clock.
    pub first_move: Duration,
    /// After a correspondence deadline passes, the opponent may claim; after this much more
    /// time the game ends by itself.
    pub claim_grace: Duration,
    /// The puzzles `/puzzle` chooses from (the shipped set by default).
    pub puzzles: Arc<crate::puzzles::PuzzleSet>,
    /// Where the daily puzzle is posted (by a front end with an outbox); `None`: nowhere.
    pub daily_channel: Option<ChannelId>,
    /// The hour of the day (UTC, 0-23) at which the daily puzzle is posted.
    pub daily_hour: u32,
    /// The course `/learn` teaches (the shipped one by default).
    pub course: Arc<crate::lessons::Course>,
    /// The most entrants one tournament takes (`tournaments.max_players`).
    pub tournament_max_players: usize,
}

/// The defaults of the service's settings, in the units the config file uses: the config
/// file's own defaults are these (`crate::config`), so each is written once.
pub mod defaults {
    use crate::game::model::TimeControl;
    use crate::rules::Variant;

    pub const RULES: Variant = Variant::Castalia;
    pub const CHALLENGE_EXPIRY_MINUTES: u64 = 60;
    pub const REMINDER_HOURS: u64 = 12;
    pub const TIME: TimeControl = TimeControl::Correspondence { days_per_move: 3 };
    pub const FIRST_MOVE_SECONDS: u64 = 60;
    pub const CLAIM_GRACE_HOURS: u64 = 24;
    pub const SQUARE_PX: u32 = 64;
    /// Finished games are deleted after this many days (0 in the config: kept for ever).
    pub const RETENTION_DAYS: u32 = 365;
    /// The hour of the day (UTC) at which the daily puzzle is posted.
    pub const DAILY_HOUR: u32 = 12;
    /// The most entrants one tournament takes.
    pub const TOURNAMENT_MAX_PLAYERS: usize = 1_000;
}

impl Default for ServiceConfig {
    fn default() -> ServiceConfig {
        ServiceConfig {
            default_variant: defaults::RULES,
            challenge_expiry: Duration::from_secs(defaults::CHALLENGE_EXPIRY_MINUTES * 60),
            engine_workers: 1,
            explain_nodes: crate::explain::DEFAULT_EXPLAIN_NODES,
            review_nodes: crate::explain::review::DEFAULT_REVIEW_NODES,
            board_theme: Theme::default(),
            board_square_px: defaults::SQUARE_PX,
            reminder_before: Duration::from_secs(defaults::REMINDER_HOURS * 3600),
            images: true,
            limits: super::players::limits::LimitSettings::default(),
            retention_days: Some(defaults::RETENTION_DAYS),
            default_time: defaults::TIME,
            first_move: Duration::from_secs(defaults::FIRST_MOVE_SECONDS),
            claim_grace: Duration::from_secs(defaults::CLAIM_GRACE_HOURS * 3600),
            puzzles: shipped_puzzles(),
            daily_channel: None,
            daily_hour: defaults::DAILY_HOUR,
            course: shipped_course(),
            tournament_max_players: defaults::TOURNAMENT_MAX_PLAYERS,
        }
    }
}

/// The shipped puzzle set, read once (an unreadable set is logged and left empty).
pub fn shipped_puzzles() -> Arc<crate::puzzles::PuzzleSet> {
    static SET: std::sync::LazyLock<Arc<crate::puzzles::PuzzleSet>> =
        std::sync::LazyLock::new(|| match crate::puzzles::PuzzleSet::shipped() {
            Ok(set) => Arc::new(set),
            Err(e) => {
                tracing::error!("the shipped puzzles cannot be read: {e}");
                Arc::default()
            }
        });
    SET.clone()
}

/// The shipped course, read once (an unreadable course is logged and left empty).
pub fn shipped_course() -> Arc<crate::lessons::Course> {
    static COURSE: std::sync::LazyLock<Arc<crate::lessons::Course>> =
        std::sync::LazyLock::new(|| match crate::lessons::Course::shipped() {
            Ok(course) => Arc::new(course),
            Err(e) => {
                tracing::error!("the shipped course cannot be read: {e}");
                Arc::default()
            }
        });
    COURSE.clone()
}
