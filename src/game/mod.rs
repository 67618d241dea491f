//! The application service: challenges, games, players, ratings, clocks, puzzles and
//! notices, and their persistence (sled embedded, or PostgreSQL for several processes). It
//! knows nothing of Discord: front ends send a `Command` with a `Context` to
//! `GameService::handle` and show the `Reply` (typed values, a neutral `Text`, images) it
//! returns. `ARCHITECTURE.md` follows a move through it. Each concern below is a service of
//! its own over the kernel (`PlayService`, `TournamentService`, `NoticeService`,
//! `PuzzleService`, `CourseService`, `AnalysisService`, `PlayerService`, `ViewService`),
//! composed by `GameService`.
//!
//! - `service`: the entry point (`GameService`, `handle`); `config`: its settings
//!   (`ServiceConfig`) and their defaults.
//! - `kernel/`: what every concern shares (the store, the clock, the settings, the unit of
//!   work with the game locks, the change feed and the timer's state, the lookups of games, a
//!   user's language).
//! - `model`: the stored records (games, challenges, players, notices, board messages).
//! - `error`: refusals in plain words (`GameError`, `ErrorKind`).
//! - `clock`: time (the system clock, a manual one for tests); `chance`: random choices.
//! - `commands/`: what comes in (typed commands, commands typed as text, game options).
//! - `play/`: a game's life (challenges, moves, offers, clocks, bot moves, endings, rematch,
//!   berserk), `play::save`, the one way a change is stored, and the timer.
//! - `store/`: the store contract (`Store`, `Batch`, `StoreError`), the stored records apart
//!   from the model (`store::records`: one type per kind, format versions, older formats read)
//!   and its two implementations, `store::sled` and `store::pg`.
//! - `players/`: preferences, privacy and forgetting, permissions, abuse limits.
//! - `notices/`: notices stored until delivered (the outbox), and by direct message.
//! - `course/`: the Castalia course (`/learn`): lessons, exercises, progress.
//! - `puzzles/`: solving puzzles, puzzle ratings and streaks, the daily puzzle.
//! - `tournaments/`: tournaments (arena, Swiss, round robin): entries, pairing, results.
//! - `analysis/`: explanations and reviews in the service, and fair play.
//! - `replies/`: what goes out (`Reply`, `Text`, views, the move in words, a game's home,
//!   read-only lookups and move choices).

pub mod analysis;
pub mod chance;
pub mod clock;
pub mod commands;
pub mod config;
pub mod course;
pub mod error;
pub(crate) mod kernel;
pub mod model;
pub mod notices;
pub mod play;
pub mod players;
pub mod puzzles;
pub mod replies;
pub mod service;
pub mod store;
pub mod tournaments;

pub use chance::{Chance, SeededChance, SystemChance};
pub use clock::{Clock, ManualClock, SystemClock};
pub use commands::command::{
    Command, Context, LearnCommand, Locale, PuzzleCommand, SettingsChange, Site, TournamentCommand,
    UserRef,
};
pub use commands::options::NewGameArgs;
pub use config::ServiceConfig;
pub use error::ErrorKind;
pub use error::GameError;
pub use model::{
    BoardMessages, ChallengeId, ChannelId, Game, GameId, GuildId, MessageRef, NoticeHome,
    ResultCard, Shown, UserId,
};
pub use notices::outbox::{Delivery, OutgoingNotice};
pub use play::bot::BotBrain;
pub use replies::choices::{MoveChoice, MoveChoices};
pub use replies::reply::{
    Attachment, FollowUp, GameView, LessonView, Notice, OfferKind, PlayedMove, Reply, ReplyKind,
};
pub use replies::text::{Span, Text};
pub use service::GameService;
pub use store::{PgStore, SledStore, Store, StoreError};
