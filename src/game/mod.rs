//! The application service: challenges, games, players, ratings, clocks, persistence (sled
//! or PostgreSQL). It knows nothing of Discord: front ends send a `Command` with a `Context`
//! to `GameService::handle` and show the `Reply` (text, board image, file) it returns.
//!
//! - `model`: the stored records; `store`: the store contract (the `Store` trait, `Batch`,
//!   `StoreError`, the records' encoding) with its two implementations, `store::sled` and
//!   `store::pg`, and `store::off_runtime` (store calls off the async workers). The old
//!   paths stay as re-exports: `store_pg` (`store::pg`), `store_check` (`store::sled::check`),
//!   `off_runtime` (`store::off_runtime`).
//! - `command`, `reply`: what goes in and what comes out; `text`: the neutral text model of
//!   replies (front ends turn it into their markup); `error`: refusals in plain words;
//!   `announce`: a move just played in words, with what it kidnapped and repulsed;
//!   `texts`: fixed texts (help, the rules in brief); `text_command`: commands typed as text
//!   (the console, prefix commands).
//! - `service`: the entry point; `authz`: who may do what to a game or challenge;
//!   `limits`: command rates and caps on games and the bot's queue.
//! - `play`: a game's life, each part in its own file: `challenges`, `moves`, `offers`,
//!   `clocks`, `bot_moves`, `endings`, `timers`, `rematch`, `bot` (the bot as a player; also
//!   re-exported here as `game::bot`), and `save`, the one way a change is stored.
//! - `views`, `explain`, `review`: what players see and the engine's account of a game;
//!   `move_ref`: which move `/explain` means; `fair_play`: no engine output about a game
//!   between people in progress.
//! - `home`: a game's thread, the side shared boards face, the result card.
//! - `lookups`: read-only answers for front ends (legal moves, a board from either side);
//!   `choices`: the caller's legal moves with labels, for pickers and autocompletion.
//! - `puzzles`: solving puzzles (`/puzzle`), puzzle ratings and streaks; `daily`: the daily
//!   puzzle posted to a channel at its hour, with yesterday's solution and solvers.
//! - `settings`: players' preferences; `privacy`: deleting a user's data, retention;
//!   `direct`: notices by direct message; `outbox`: notices stored until delivered.
//! - `options`: reading game options; `clock`: time; `chance`: random choices.

pub mod analysis;
pub mod chance;
pub mod clock;
pub mod commands;
pub mod error;
pub mod model;
pub mod notices;
pub mod play;
pub mod players;
pub mod puzzles;
pub mod replies;
pub mod service;
pub mod store;

pub use chance::{Chance, SeededChance, SystemChance};
pub use clock::{Clock, ManualClock, SystemClock};
pub use commands::command::{Command, Context, PuzzleCommand, SettingsChange, Site, UserRef};
pub use commands::options::NewGameArgs;
pub use error::ErrorKind;
pub use error::GameError;
pub use model::{
    BoardMessages, ChallengeId, ChannelId, Game, GameId, GuildId, MessageRef, ResultCard, Shown,
    UserId,
};
pub use notices::outbox::{Delivery, OutgoingNotice};
pub use play::bot::{self, BotBrain};
pub use replies::choices::{MoveChoice, MoveChoices};
pub use replies::reply::{
    Attachment, FollowUp, GameView, Notice, OfferKind, PlayedMove, Reply, ReplyKind,
};
pub use replies::text::{Span, Text};
pub use service::{GameService, ServiceConfig};
pub use store::off_runtime;
pub use store::pg as store_pg;
pub use store::sled::check as store_check;
pub use store::{PgStore, SledStore, Store, StoreError};
