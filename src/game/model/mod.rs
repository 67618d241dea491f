//! The records the service keeps: games, challenges, players, notices, tournaments
//! (`tournament`), the board messages a front end remembers, and the ids and kinds they are made of (`Site`, `ReplyKind`,
//! `ErrorKind`, `OfferKind`: re-exported where they are used, `command`, `reply`, `error`).
//! These are the service's types, not a stored format: the store keeps its own record types
//! and converts them (`store::records`), so a name changed here never changes what is stored.
//! This module imports nothing of the service's but `text`, so the store can read and write
//! every record without importing the service.

mod tournament;
pub use tournament::{Tournament, TournamentFront, TournamentId, TournamentState};

use super::replies::text::Text;
use crate::engine::Level;
use crate::rules::{Color, GameRecord, Move, Outcome, Position, Variant};
use std::fmt;

pub use crate::i18n::UserId;

/// A place where commands are typed and games are shown (a Discord channel or thread).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ChannelId(pub u64);

/// A Discord server; `GuildId(0)` for direct messages and the console.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GuildId(pub u64);

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub u64);

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ChallengeId(pub u64);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl fmt::Display for ChallengeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Who sits on one side of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    Human {
        id: UserId,
        name: String,
    },
    Bot {
        level: Level,
    },
    /// A player who asked for their data to be deleted.
    Removed,
}

impl Seat {
    pub fn user(&self) -> Option<UserId> {
        match self {
            Seat::Human { id, .. } => Some(*id),
            Seat::Bot { .. } | Seat::Removed => None,
        }
    }

    pub fn is_bot(&self) -> bool {
        matches!(self, Seat::Bot { .. })
    }

    /// "alice", "Castalia bot (level 3)", in English (logs, PGN tags, thread names); what
    /// players read is `label`.
    pub fn name(&self) -> String {
        match self {
            Seat::Human { name, .. } => name.clone(),
            Seat::Bot { level } => format!("Castalia bot (level {level})"),
            Seat::Removed => "a removed player".to_string(),
        }
    }

    /// The player as shown in a reply: a person by name (mentionable), the bot and a removed
    /// player in the reader's language.
    pub fn label(&self) -> Text {
        match self {
            Seat::Human { id, name } => Text::new().player(Some(*id), name.clone()),
            Seat::Bot { level } => crate::msg!("play-seat-bot", level = level.get()),
            Seat::Removed => Text::msg("play-seat-removed"),
        }
    }
}

/// How much time the players have.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum TimeControl {
    /// No clock.
    #[default]
    Unlimited,
    /// Each move must be made within this many days.
    Correspondence { days_per_move: u32 },
    /// A real clock: initial time and increment per move, in seconds.
    Clock {
        initial_secs: u32,
        increment_secs: u32,
    },
}

impl TimeControl {
    /// The `TimeControl` tag value in the PGN standard's form (section 9.6.1): `-` for no
    /// clock, `600+5` for an incremental clock, `600` for sudden death (no increment), and
    /// `1/259200` ("one move in 259200 seconds") for correspondence at three days a move.
    pub fn pgn(&self) -> String {
        match *self {
            TimeControl::Unlimited => "-".into(),
            TimeControl::Correspondence { days_per_move } => {
                format!("1/{}", u64::from(days_per_move) * 86_400)
            }
            TimeControl::Clock {
                initial_secs,
                increment_secs: 0,
            } => initial_secs.to_string(),
            TimeControl::Clock {
                initial_secs,
                increment_secs,
            } => format!("{initial_secs}+{increment_secs}"),
        }
    }

    /// The time control in the reader's words ("no clock", "3 days per move", "10+5").
    pub fn text(&self) -> Text {
        match *self {
            TimeControl::Unlimited => Text::msg("play-time-none"),
            TimeControl::Correspondence { days_per_move } => {
                crate::msg!("play-time-days", days = days_per_move)
            }
            TimeControl::Clock { .. } => Text::from(self.to_string()),
        }
    }
}

/// In English (logs); players read `TimeControl::text`.
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::Unlimited => write!(f, "no clock"),
            TimeControl::Correspondence { days_per_move: 1 } => write!(f, "1 day per move"),
            TimeControl::Correspondence { days_per_move } => {
                write!(f, "{days_per_move} days per move")
            }
            TimeControl::Clock {
                initial_secs,
                increment_secs,
            } => {
                if initial_secs % 60 == 0 {
                    write!(f, "{}+{increment_secs}", initial_secs / 60)
                } else {
                    write!(f, "{initial_secs}s+{increment_secs}")
                }
            }
        }
    }
}

/// Which colour the challenger (or the human against the bot) wants.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum ColorChoice {
    White,
    Black,
    #[default]
    Random,
}

/// The options of a new game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameOptions {
    pub variant: Variant,
    /// The start position as FEN (a named setup is resolved to its FEN when the options are made).
    pub start_fen: String,
    pub color: ColorChoice,
    pub time: TimeControl,
    pub rated: bool,
}

impl GameOptions {
    /// Whether the game counts for ratings: asked for rated, and with a clock. A game with no
    /// clock is casual whatever its stored options say.
    pub fn is_rated(&self) -> bool {
        self.rated && self.time != TimeControl::Unlimited
    }

    pub fn start_position(&self) -> Option<Position> {
        Position::from_fen(&self.start_fen, self.variant).ok()
    }
}

/// A pending request of one side (draw offer or takeback).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Request {
    pub by: Color,
    /// For a takeback: the number of moves played when it was asked.
    pub at_ply: usize,
}

/// The clocks of a game with a real time control, in milliseconds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Clocks {
    pub white_ms: i64,
    pub black_ms: i64,
}

impl Clocks {
    pub fn get(&self, color: Color) -> i64 {
        match color {
            Color::White => self.white_ms,
            Color::Black => self.black_ms,
        }
    }

    pub fn set(&mut self, color: Color, ms: i64) {
        match color {
            Color::White => self.white_ms = ms,
            Color::Black => self.black_ms = ms,
        }
    }
}

/// A game, stored whole after every change.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    pub id: GameId,
    pub guild: GuildId,
    pub channel: ChannelId,
    pub white: Seat,
    pub black: Seat,
    pub options: GameOptions,
    /// The moves played from the start position, typed (each legal where it was played).
    pub moves: Vec<Move>,
    pub outcome: Option<Outcome>,
    pub draw_offer: Option<Request>,
    pub takeback: Option<Request>,
    pub clocks: Option<Clocks>,
    /// When the side to move started thinking (unix ms).
    pub turn_started_ms: i64,
    /// Whether the reminder of the current correspondence deadline was sent.
    pub reminded: bool,
    pub created_ms: i64,
    pub updated_ms: i64,
    /// Grows by one with every stored change (compare-and-swap guard).
    pub version: u64,
    /// Where it is played.
    pub site: Site,
    /// Set when the game ended without a result (aborted before both sides had moved).
    pub aborted: Option<AbortReason>,
    /// The time each side has for its first move (ms); while set and both sides have not yet
    /// moved, the clocks do not run. `None` in records made before this rule.
    pub first_move_ms: Option<i64>,
    /// The clocks as they stood when each move was started (entry `i`: before move `i`), so a
    /// takeback can put them back.
    pub clock_history: Vec<Option<Clocks>>,
    /// Whether the opponent was told that the correspondence deadline passed (and that they
    /// may claim).
    pub claim_noticed: bool,
    /// When the timer must next look at this game (unix ms), kept by the service on every
    /// save and indexed by the store.
    pub due_ms: Option<i64>,
    /// The thread a front end opened for the game (its home from then on: boards, notices and
    /// commands without a game number typed there). `channel` stays where it started.
    pub thread: Option<ChannelId>,
    /// Whether the result card was posted and when the thread closes (the game record stores
    /// it under the name `shown`, which also held the board messages before they were kept
    /// beside the game: see `BoardMessages` and `store::records::game`).
    pub result_card: ResultCard,
    /// The tournament this game is a round (or arena) game of.
    pub tournament: Option<TournamentId>,
    /// The language of what the game shares in its channel (the server's, when the game
    /// started): the words in its pictures and its notices.
    pub lang: crate::i18n::Lang,
}

/// One message of a front end: the channel it is in and its id there.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MessageRef {
    pub channel: ChannelId,
    pub message: u64,
}

/// The end of a game's life on a front end, kept in the game record (the timer closes the
/// thread at `close_at_ms`, so it is part of the game's due time).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResultCard {
    /// Whether the result card was posted.
    pub posted: bool,
    /// When the game's thread is to be archived (unix ms); `None` once done or if never.
    pub close_at_ms: Option<i64>,
}

/// A game stored at a new version: what the change feed carries (`GameService::changes`), from
/// this process's commits and, on PostgreSQL, from other processes' too.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GameChange {
    pub game: GameId,
    pub version: u64,
}

/// Where a store tells of the changes other processes commit (`Store::listen_for_changes`).
#[derive(Clone, Debug)]
pub struct ChangeSinks {
    /// Each game stored at a new version.
    pub games: tokio::sync::broadcast::Sender<GameChange>,
    /// Challenges made, answered or withdrawn.
    pub challenges: tokio::sync::broadcast::Sender<()>,
}

/// A way into the web board, stored by the service under a hash of its secret (never the
/// secret itself): a one-time sign-in link (`/web`), or the session it opened in a browser
/// (or a Discord Activity). See `game/players/web_access.rs`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebAccess {
    pub kind: WebAccessKind,
    pub user: UserId,
    /// The name shown for the user (their Discord display name, the console's name).
    pub name: String,
    pub created_ms: i64,
    /// After this (unix ms) it is gone: 10 minutes for a link, 30 days for a session.
    pub expires_ms: i64,
    /// A session opened inside a Discord Activity is bound to the channel the Activity runs
    /// in: it sees and plays that channel's games only, as a command typed there would.
    pub place: Option<WebPlace>,
    /// The language the user's Discord client speaks, when known (an Activity's).
    pub lang: Option<crate::i18n::Lang>,
    /// For a `Launch`: the game whose "Play on the board" button the user pressed.
    pub game: Option<GameId>,
}

/// The channel a Discord Activity runs in (and its server, if any).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebPlace {
    pub guild: Option<GuildId>,
    pub channel: ChannelId,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WebAccessKind {
    /// A sign-in link, good once.
    Link,
    /// A signed-in browser.
    Session,
    /// A "Play on the board" button just pressed: the Activity opening for that user shows
    /// that game (a few minutes; the launch itself carries no data).
    Launch,
}

/// The messages a front end keeps up to date for a game: the newest board (edited in place
/// where the game has no thread, else disabled when a newer one is posted) and the short turn
/// message replaced after every move. Stored beside the game, not in it
/// (`GameWrites::board_messages`), so noting them never writes the game again.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardMessages {
    pub board: Option<MessageRef>,
    pub turn: Option<MessageRef>,
}

/// What a front end remembers about the messages of a game, so that a restart loses none of
/// it: its board messages (`BoardMessages`, kept beside the game) and its result card
/// (`ResultCard`, in the game), seen as one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shown {
    pub board: Option<MessageRef>,
    pub turn: Option<MessageRef>,
    pub card_posted: bool,
    /// When the game's thread is to be archived (unix ms); `None` once done or if never.
    pub close_at_ms: Option<i64>,
}

impl Shown {
    /// The two parts seen as one.
    pub fn of(messages: &BoardMessages, card: &ResultCard) -> Shown {
        Shown {
            board: messages.board,
            turn: messages.turn,
            card_posted: card.posted,
            close_at_ms: card.close_at_ms,
        }
    }

    /// The part kept beside the game.
    pub fn messages(&self) -> BoardMessages {
        BoardMessages {
            board: self.board,
            turn: self.turn,
        }
    }
}

/// Why a game was aborted.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AbortReason {
    /// A player aborted (or resigned, or claimed) before both sides had moved.
    ByPlayer(Color),
    /// This side did not make its first move in time.
    NoFirstMove(Color),
}

impl AbortReason {
    /// The side the reason is about (who aborted, or who did not move).
    pub fn color(&self) -> Color {
        match self {
            AbortReason::ByPlayer(c) | AbortReason::NoFirstMove(c) => *c,
        }
    }

    /// The reason in words, naming the player in `seat` (the seat of `color()`): "aborted by
    /// alice (white)", "aborted: bob (black) did not make a first move in time".
    pub fn describe(&self, seat: &Seat) -> Text {
        let id = match self {
            AbortReason::ByPlayer(_) => "play-aborted-by",
            AbortReason::NoFirstMove(_) => "play-aborted-no-first-move",
        };
        crate::msg!(
            id,
            player = seat.label(),
            color = crate::i18n::Arg::key(self.color().name())
        )
    }
}

/// In English (logs); players read `AbortReason::describe`.
impl fmt::Display for AbortReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AbortReason::ByPlayer(c) => write!(f, "aborted by {c}"),
            AbortReason::NoFirstMove(c) => {
                write!(f, "aborted: {c} did not make a first move in time")
            }
        }
    }
}

impl Game {
    pub fn seat(&self, color: Color) -> &Seat {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The colour `user` plays, if they play in this game.
    pub fn color_of(&self, user: UserId) -> Option<Color> {
        if self.white.user() == Some(user) {
            Some(Color::White)
        } else if self.black.user() == Some(user) {
            Some(Color::Black)
        } else {
            None
        }
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some() || self.aborted.is_some()
    }

    /// Where the game is shown: its thread if it has one, else the channel it started in.
    pub fn home(&self) -> ChannelId {
        self.thread.unwrap_or(self.channel)
    }

    /// Where the game's notices go (its home, private when it is played in a private chat).
    pub fn notice_home(&self) -> NoticeHome {
        NoticeHome {
            channel: self.home(),
            private: self.site.is_private(),
        }
    }

    /// Whether the game is played in channel `c` (where it started, or its thread).
    pub fn is_in(&self, c: ChannelId) -> bool {
        self.channel == c || self.thread == Some(c)
    }

    /// Whether the game may still be aborted: it goes on and both sides have not yet moved.
    pub fn is_abortable(&self) -> bool {
        // A tournament game is never aborted: it counts (a player who never moves loses it
        // by forfeit).
        !self.is_over() && self.moves.len() < 2 && self.tournament.is_none()
    }

    /// Whether the first-move rule holds now: each side has a fixed time for its first move
    /// and the clocks do not run yet.
    pub fn in_first_moves(&self) -> bool {
        self.first_move_ms.is_some() && self.moves.len() < 2
    }

    /// The side to move, from the start position's side and the number of moves (no replay).
    pub fn next_side(&self) -> Color {
        let first = match self.options.start_fen.split_whitespace().nth(1) {
            Some("b") => Color::Black,
            _ => Color::White,
        };
        if self.moves.len().is_multiple_of(2) {
            first
        } else {
            first.opposite()
        }
    }

    pub fn has_bot(&self) -> bool {
        self.white.is_bot() || self.black.is_bot()
    }

    /// The bot's level, if a bot plays.
    pub fn bot_level(&self) -> Option<Level> {
        [&self.white, &self.black]
            .into_iter()
            .find_map(|s| match s {
                Seat::Bot { level } => Some(*level),
                Seat::Human { .. } | Seat::Removed => None,
            })
    }

    /// The game played forward from its start position (the moves are typed: nothing is
    /// parsed or generated). A record whose start position does not read is damaged.
    pub fn record(&self) -> Result<GameRecord, crate::game::GameError> {
        let start = self
            .options
            .start_position()
            .ok_or(crate::game::GameError::Damaged(self.id))?;
        let mut record = GameRecord::new(start);
        for mv in &self.moves {
            record.push(*mv);
        }
        Ok(record)
    }

    /// The last move and the position it was played in.
    pub fn last_move(&self, record: &GameRecord) -> Option<(Position, Move)> {
        let mv = *record.moves().last()?;
        let mut pos = record.start().clone();
        for m in &record.moves()[..record.moves().len() - 1] {
            pos = pos.play(m);
        }
        Some((pos, mv))
    }

    /// "alice vs bob" (white first) in the reader's language, in plain words (the bot's and
    /// a removed player's names translated).
    pub fn title_text(&self) -> Text {
        let plain = |seat: &Seat| match seat {
            Seat::Human { name, .. } => Text::from(name.clone()),
            other => other.label(),
        };
        crate::msg!(
            "play-game-title",
            white = plain(&self.white),
            black = plain(&self.black)
        )
    }

    /// The clocks as they stand at `now`: the side to move's thinking time taken off.
    pub fn live_clocks(&self, side_to_move: Color, now: i64) -> Option<Clocks> {
        let mut clocks = self.clocks?;
        if !self.is_over() && !self.in_first_moves() {
            let left = clocks.get(side_to_move) - (now - self.turn_started_ms).max(0);
            clocks.set(side_to_move, left.max(0));
        }
        Some(clocks)
    }

    /// When the side to move runs out of time (unix ms), if there is a limit: its first-move
    /// time, its correspondence deadline or its clock.
    pub fn deadline_ms(&self, side: Color) -> Option<i64> {
        if self.is_over() {
            return None;
        }
        match self.options.time {
            TimeControl::Unlimited => None,
            TimeControl::Correspondence { days_per_move } => {
                Some(self.turn_started_ms + i64::from(days_per_move) * 86_400_000)
            }
            TimeControl::Clock { .. } => match self.first_move_ms {
                Some(first) if self.in_first_moves() => Some(self.turn_started_ms + first),
                _ => self
                    .clocks
                    .map(|c| self.turn_started_ms + c.get(side).max(0)),
            },
        }
    }

    /// When the game ends by itself if the side to move does not move: at its deadline for a
    /// clock or a first move (an abort), `grace_ms` later in correspondence (meanwhile the
    /// opponent may claim).
    pub fn end_ms(&self, side: Color, grace_ms: i64) -> Option<i64> {
        let deadline = self.deadline_ms(side)?;
        match self.options.time {
            TimeControl::Correspondence { .. } if !self.is_abortable() => {
                Some(deadline.saturating_add(grace_ms))
            }
            _ => Some(deadline),
        }
    }
}

/// How many times a record that several requests may change (a player, a challenge, a
/// puzzle's standing) has been stored: an optimistic-concurrency counter, as a game's
/// `version` is. 0 means "not stored" (a record read as absent); a write stores the version
/// read plus one, and the store refuses it (`StoreError::Conflict`) unless the stored record
/// is still at the version read (absent for 0), so that of two changes made from the same
/// read one applies and the other is made again from a fresh read. Not the format version of
/// a kind of record (`store::RecordKind::format`).
pub type RecordVersion = u64;

/// A challenge waiting for an answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Challenge {
    pub id: ChallengeId,
    pub guild: GuildId,
    pub channel: ChannelId,
    pub challenger: UserId,
    pub challenger_name: String,
    /// `None` for an open challenge anyone may accept.
    pub challenged: Option<UserId>,
    pub challenged_name: Option<String>,
    pub options: GameOptions,
    pub created_ms: i64,
    pub expires_ms: i64,
    /// Where it was made (a private chat's challenge expires by DM, see `Site`).
    pub site: Site,
    /// The record version (see `RecordVersion`): answering the challenge (accepting,
    /// declining, withdrawing, expiring) requires it still stored at the version read, so
    /// that two answers at the same moment end with one applied.
    pub version: RecordVersion,
}

impl Challenge {
    /// Where its notices go (its channel; private in a private chat).
    pub fn notice_home(&self) -> NoticeHome {
        NoticeHome {
            channel: self.channel,
            private: self.site.is_private(),
        }
    }
}

/// Wins, draws and losses.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Score {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Score {
    /// Games counted: wins, draws and losses.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }
}

/// A Glicko-2 rating.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

impl Rating {
    /// A rating is provisional while its deviation is high (shown with a `?`).
    pub fn is_provisional(&self) -> bool {
        self.deviation > 110.0
    }

    pub fn display(&self) -> String {
        format!(
            "{:.0}{}",
            self.rating,
            if self.is_provisional() { "?" } else { "" }
        )
    }
}

/// Per-rule-set results of a player.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct VariantStats {
    pub rating: Rating,
    /// Rated games only.
    pub rated: Score,
    /// Every finished game, against people and the bot.
    pub all: Score,
}

/// What the bot knows about a user.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Player {
    pub id: Option<UserId>,
    pub name: String,
    /// Indexed by `Variant` name.
    pub stats: std::collections::BTreeMap<String, VariantStats>,
    /// Puzzle rating, streak and the puzzle being solved (absent in records from before).
    pub puzzles: PuzzleRecord,
    /// The player's preferences (`/settings`; absent in records from before).
    pub settings: Settings,
    /// The player's progress in the course (`/learn`; absent in records from before).
    pub course: CourseRecord,
    /// The record version (see `RecordVersion`): game ends, `/settings`, puzzles and the course
    /// each write the whole record, checked against the version they read.
    pub version: RecordVersion,
}

/// A player's progress in the Castalia course (`/learn`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CourseRecord {
    /// The exercises solved, by id (`"3.2"`).
    pub solved: std::collections::BTreeSet<String>,
    /// The exercise to answer now (`None`: not started, or the course finished).
    pub current: Option<String>,
    /// The exercise whose board the learner saw last: `/learn next` after solving it shows
    /// `current`; otherwise it skips `current`.
    pub shown: Option<String>,
    /// Where a plain `/move` answers `current` (`None`: nowhere; a new puzzle takes `/move`).
    pub channel: Option<ChannelId>,
    /// Wrong answers by lesson number (what to practise next).
    pub wrong: std::collections::BTreeMap<u32, u32>,
}

/// A player's preferences, set with `/settings` and kept with their record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Board colours; `None` is the bot's default (`board.theme` in the config).
    pub theme: Option<crate::render::Theme>,
    /// Files and ranks written around the board.
    pub coordinates: bool,
    /// Notices also by direct message: your move in correspondence games, a challenge,
    /// reminders, and the end of a game.
    pub notify_dm: bool,
    /// The language the bot speaks to this player (`/settings language:`); `None` follows
    /// their Discord language, else their server's.
    pub language: Option<crate::i18n::Lang>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            theme: None,
            coordinates: true,
            notify_dm: false,
            language: None,
        }
    }
}

/// A player's puzzles: a Glicko-2 rating of its own (new solvers start low), the streak of
/// puzzles solved in a row, and the puzzle being solved now.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleRecord {
    pub rating: Rating,
    pub streak: u32,
    pub best_streak: u32,
    pub solved: u32,
    pub failed: u32,
    /// The puzzle being solved, if any.
    pub active: Option<ActivePuzzle>,
    /// Recently seen puzzle ids (newest last, at most `RECENT_PUZZLES`), not offered again soon.
    pub recent: Vec<String>,
    /// The last day (days since 1970 UTC) whose daily puzzle this player solved.
    pub daily_solved: Option<i64>,
}

/// A puzzle's own rating, refined by its solvers' results the way lichess does: each attempt is
/// a Glicko-2 game between the solver and the puzzle, and both ratings move (a solve is the
/// puzzle's loss). Stored in the database by puzzle id, never in the puzzle file.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleStanding {
    pub rating: Rating,
    pub solved: u32,
    pub failed: u32,
    /// The record version (see `RecordVersion`): each solver's result is written against the
    /// version read, so that solvers at the same moment all count.
    pub version: RecordVersion,
}

impl PuzzleStanding {
    /// A puzzle nobody has tried: the generator's first rating, fairly uncertain.
    pub fn initial(first_rating: u32) -> PuzzleStanding {
        PuzzleStanding {
            rating: Rating {
                rating: f64::from(first_rating),
                deviation: PUZZLE_FIRST_DEVIATION,
                volatility: 0.06,
            },
            solved: 0,
            failed: 0,
            version: 0,
        }
    }
}

/// The Glicko-2 deviation of a puzzle nobody has tried yet.
pub const PUZZLE_FIRST_DEVIATION: f64 = 150.0;
/// A puzzle's deviation never falls below this, so that its rating keeps following solvers.
pub const PUZZLE_MIN_DEVIATION: f64 = 60.0;

/// How many recent puzzle ids a player's record keeps.
pub const RECENT_PUZZLES: usize = 300;

impl Default for PuzzleRecord {
    fn default() -> PuzzleRecord {
        PuzzleRecord {
            rating: Rating {
                rating: 1000.0,
                deviation: 300.0,
                volatility: 0.06,
            },
            streak: 0,
            best_streak: 0,
            solved: 0,
            failed: 0,
            active: None,
            recent: Vec::new(),
            daily_solved: None,
        }
    }
}

/// A puzzle being solved: which, where, how far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActivePuzzle {
    pub id: String,
    /// Where it was asked for: plain `/move` answers it only there.
    pub channel: ChannelId,
    /// Moves of the solution played so far (solver's and replies).
    pub done: usize,
    /// Whether this is the day's puzzle (and of which day).
    pub daily: Option<i64>,
}

impl Player {
    pub fn stats(&self, variant: Variant) -> VariantStats {
        self.stats.get(variant.name()).cloned().unwrap_or_default()
    }
}

/// Where a command is typed, and so where a game is played (the PGN `Site`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Site {
    /// Not recorded (games stored before sites were).
    #[default]
    Unknown,
    /// The local console.
    Console,
    /// A direct message with the bot on Discord.
    DirectMessage,
    /// A Discord server, by name.
    Server(String),
    /// A private chat the bot is not a member of (a DM or group DM between people, or a
    /// server without the bot), reached through a user install: the bot can only answer the
    /// commands typed there, never post on its own.
    PrivateChannel,
    /// The web board's own place, for games made on the page by a Discord user (against the
    /// bot, or from a challenge link): their players and anyone signed in may watch them;
    /// they appear in the players' `/games` everywhere. Its channel is `WEB_CHANNEL`.
    Web,
}

/// The channel of the web board's own place (`Site::Web`): no channel of Discord's, so nothing
/// is ever posted to it.
pub const WEB_CHANNEL: ChannelId = ChannelId(0);

/// Where a notice is shown: a channel (or thread), and whether it is a private chat the bot
/// cannot post in on its own (`Site::PrivateChannel`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct NoticeHome {
    pub channel: ChannelId,
    pub private: bool,
}

impl NoticeHome {
    /// A channel the bot can post in.
    pub fn public(channel: ChannelId) -> NoticeHome {
        NoticeHome {
            channel,
            private: false,
        }
    }
}

impl Site {
    /// Whether the bot can only answer there (see `Site::PrivateChannel`).
    pub fn is_private(&self) -> bool {
        *self == Site::PrivateChannel
    }
}

impl std::fmt::Display for Site {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Site::Unknown => f.write_str("?"),
            Site::Console => f.write_str("Castalia bot, local console"),
            Site::DirectMessage => f.write_str("Discord, direct messages"),
            Site::Server(name) => write!(f, "Discord server {name}"),
            Site::PrivateChannel => f.write_str("Discord, a private chat"),
            Site::Web => f.write_str("Castalia bot, web board"),
        }
    }
}

/// The cause of a refusal, without its details.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    NoGame,
    WhichGame,
    UnknownGame,
    GameOver,
    NotAPlayer,
    NotYourTurn,
    BadMove,
    NoChallenge,
    UnknownChallenge,
    WhichChallenge,
    NotYourChallenge,
    OwnChallenge,
    SelfChallenge,
    BadOption,
    NothingPending,
    Refused,
    Conflict,
    Damaged,
    Storage,
    Busy,
}

/// What a reply is about, for front ends and tests (the words are in `Reply::text`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum ReplyKind {
    /// Help, rules, lists and other plain information.
    #[default]
    Info,
    /// The command was refused, nothing changed.
    Refused(ErrorKind),
    /// Too many commands at once.
    SlowDown,
    ChallengePosted,
    ChallengeDeclined,
    ChallengeWithdrawn,
    ChallengeExpired,
    GameStarted,
    /// A move was played (the game may have ended with it).
    Moved,
    /// A game ended without a move (resignation, agreement, time).
    GameEnded,
    /// A board shown on request.
    Board,
    /// A draw offer or takeback request was made, or is already pending.
    Offered(OfferKind),
    /// The other side declined an offer (the bot included).
    OfferDeclined(OfferKind),
    /// A takeback was granted.
    TakenBack {
        plies: usize,
    },
    /// The bot is already computing its move in this game.
    BotThinking,
    Moves,
    Pgn,
    Explanation,
    /// An engine review of a game (summary, graph, annotated PGN).
    Review,
    Games,
    Stats,
    Leaderboard,
    Forgotten,
    Reminder,
    /// A correspondence deadline passed: the opponent may claim.
    DeadlinePassed,
    /// A finished game's thread is to be closed now (a front end archives it; nothing is
    /// posted).
    HomeClosed,
    /// A puzzle shown (new, daily, or again).
    Puzzle,
    /// A right answer, not the last: the reply was played.
    PuzzleRight,
    /// The last right answer: solved.
    PuzzleSolved,
    /// A wrong answer: the puzzle is failed, the solution shown.
    PuzzleWrong,
    /// Given up: the solution shown.
    PuzzleGivenUp,
    /// The course: the lessons and an exercise to answer (started, resumed, shown again).
    Lesson,
    /// A hint for the exercise being answered.
    LessonHint,
    /// A legal move that does not meet the exercise's goal: what it did, and a hint.
    LessonWrong,
    /// A move that meets the goal: the exercise is solved.
    LessonSolved,
    /// The day's puzzle posted to the daily channel (with yesterday's solution).
    DailyPuzzle,
    /// A tournament announced (Join and Leave buttons).
    TournamentCreated,
    /// A player joined, left or withdrew.
    TournamentJoined,
    /// Players reminded of the start.
    TournamentReminder,
    /// Started: the first round's pairings.
    TournamentStarted,
    TournamentPairings,
    TournamentStandings,
    /// Over (the podium), or called off.
    TournamentOver,
}

/// The two things one side may ask of the other.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OfferKind {
    Draw,
    Takeback,
}

/// A notice as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredNotice {
    pub channel: ChannelId,
    pub kind: ReplyKind,
    pub text: Text,
    pub mentions: Vec<UserId>,
    /// The game it shows (its board and view are drawn when sent).
    pub game: Option<GameId>,
    /// The puzzle whose first position it shows (its board is drawn when sent).
    pub puzzle: Option<String>,
    /// The tournament whose standings it shows (drawn when sent).
    pub tournament: Option<TournamentId>,
    pub created_ms: i64,
    /// Failed deliveries so far.
    pub attempts: u32,
    /// Not to be tried again before this time (unix ms).
    pub next_try_ms: i64,
    /// A direct message to this user (who asked for them with `/settings notify:dm`) rather
    /// than a post in `channel`, which is then the game's home the message links to.
    pub dm: Option<UserId>,
    /// `channel` is a private chat the bot cannot post in (`Site::PrivateChannel`): the
    /// notice goes by DM to those it mentions, else it waits for the next command there.
    pub private: bool,
    /// Nobody could be reached: kept until the next command in `channel` shows it
    /// (`GameService::held_notices`), never retried on its own.
    pub held: bool,
    /// The language of a notice about no game (a tournament's, the daily puzzle's): its
    /// server's. A game's notices are in the game's language.
    pub lang: crate::i18n::Lang,
}
