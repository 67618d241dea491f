//! The commands the service takes, whoever sends them (Discord, the console, tests), and the
//! context they come with.

use crate::engine::Level;
use crate::game::commands::options::NewGameArgs;
pub use crate::game::model::Site;
use crate::game::model::{ChallengeId, ChannelId, GameId, GuildId, TournamentId, UserId};
use crate::rules::Variant;

/// Who sends a command, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Context {
    pub user: UserId,
    /// The display name to use for this user.
    pub name: String,
    pub channel: ChannelId,
    pub guild: GuildId,
    /// Whether the user administers this server (may delete others' data).
    pub is_admin: bool,
    /// Whether the user may run tournaments here (Manage Events on Discord; everyone on the
    /// console).
    pub organiser: bool,
    pub site: Site,
    /// The languages the front end knows for this command (Discord's `locale` and
    /// `guild_locale`); the service picks the reply's language from them and the player's own
    /// choice (`GameService::reply_lang`).
    pub locale: Locale,
}

/// The languages a command comes with, as far as the bot speaks them.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Locale {
    /// The user's own language (Discord's `locale`; the console's `--lang`).
    pub user: Option<crate::i18n::Lang>,
    /// The server's language (Discord's `guild_locale`), for what the channel shares.
    pub server: Option<crate::i18n::Lang>,
}

impl Locale {
    /// The language of what is shared in the channel: the server's, else English.
    pub fn shared(&self) -> crate::i18n::Lang {
        self.server.unwrap_or_default()
    }
}

impl Context {
    /// Where notices about what is done here go.
    pub fn notice_home(&self) -> crate::game::model::NoticeHome {
        crate::game::model::NoticeHome {
            channel: self.channel,
            private: self.site.is_private(),
        }
    }
}

/// A user named in a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UserRef {
    pub id: UserId,
    pub name: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Challenge someone, or post an open challenge when `opponent` is `None`.
    Challenge {
        opponent: Option<UserRef>,
        args: NewGameArgs,
    },
    Accept {
        challenge: Option<ChallengeId>,
    },
    Decline {
        challenge: Option<ChallengeId>,
    },
    Cancel {
        challenge: Option<ChallengeId>,
    },
    /// Play the bot.
    Play {
        level: Level,
        args: NewGameArgs,
    },
    Move {
        text: String,
        game: Option<GameId>,
    },
    /// A move chosen from a picker (`GameService::move_choices`): played like `Move` only
    /// while the game is still in the position the choices were made in.
    PickedMove {
        game: GameId,
        position: u64,
        uci: String,
    },
    Resign {
        game: Option<GameId>,
    },
    /// Offer a draw, or accept the opponent's offer.
    Draw {
        game: Option<GameId>,
    },
    DeclineDraw {
        game: Option<GameId>,
    },
    /// Ask for a takeback, or grant the opponent's request.
    Takeback {
        game: Option<GameId>,
    },
    DeclineTakeback {
        game: Option<GameId>,
    },
    Board {
        game: Option<GameId>,
        flip: bool,
        /// The board in words only, privately (for a screen reader): whose move, the last
        /// move and what it did, every piece by its square.
        text: bool,
    },
    Moves {
        game: Option<GameId>,
    },
    Pgn {
        game: Option<GameId>,
    },
    /// Explain a move (default: the last move) of a game.
    Explain {
        game: Option<GameId>,
        text: Option<String>,
    },
    /// Review a game with the engine (a finished one, or one's own game in progress).
    Review {
        game: Option<GameId>,
    },
    /// Claim a win because the opponent's time ran out.
    ClaimTimeout {
        game: Option<GameId>,
    },
    /// End a game before both sides have moved, without a result.
    Abort {
        game: Option<GameId>,
    },
    /// Ask the opponent of a finished game for another, colours swapped.
    Rematch {
        game: Option<GameId>,
    },
    Games,
    Stats {
        user: Option<UserRef>,
    },
    Leaderboard {
        variant: Option<Variant>,
    },
    /// Delete what the bot stores about a user (oneself, or anyone for an admin).
    Forget {
        user: Option<UserRef>,
    },
    Help,
    Rules,
    /// A one-time link that signs the caller in on the web board (privately).
    Web,
    /// Show the caller's preferences, changing those given.
    Settings(SettingsChange),
    /// Puzzles: a new one, the day's one, an answer, or giving up.
    Puzzle(PuzzleCommand),
    /// The course: lessons, exercises, answers, hints.
    Learn(LearnCommand),
    /// Tournaments of this server.
    Tournament(TournamentCommand),
}

/// The preferences `/settings` changes (`None`: kept as they are).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SettingsChange {
    pub theme: Option<crate::render::Theme>,
    pub coordinates: Option<bool>,
    /// Notices by direct message too (`notify:dm`) or only in the channel (`notify:channel`).
    pub notify_dm: Option<bool>,
    /// The language the bot speaks to the player: `Some(Some(lang))` a language,
    /// `Some(None)` back to following Discord's (`language:auto`).
    pub language: Option<Option<crate::i18n::Lang>>,
}

/// What `/puzzle` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleCommand {
    /// A puzzle near the player's puzzle rating, of a theme if given.
    New { theme: Option<String> },
    /// The day's puzzle, the same for everyone.
    Daily,
    /// An answer to the puzzle being solved.
    Move { text: String },
    /// Show the solution and end the puzzle (it counts as failed).
    GiveUp,
    /// The puzzle being solved, again.
    Show,
}

/// What `/learn` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LearnCommand {
    /// The lessons with what is done, and the exercise where one stopped; with a lesson
    /// number, that lesson from its first exercise not yet solved.
    Open { lesson: Option<u32> },
    /// An answer to the exercise being worked on (SAN or UCI).
    Move { text: String },
    /// A move chosen from a picker made for the exercise position with this key: refused
    /// when the exercise changed since.
    Picked { position: u64, uci: String },
    /// A hint: the idea, and the piece that moves.
    Hint,
    /// The exercise again, as at its start.
    Retry,
    /// On to the next exercise (after solving one: the one after it; otherwise this one is
    /// skipped).
    Next,
}

/// What `/tournament` asks for. Without an id, a command means the one tournament of this
/// server that is open or running (refused, with the list, when there are several).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentCommand {
    Create(TournamentSpec),
    Join {
        id: Option<TournamentId>,
    },
    /// Before the start: leave. After: withdraw (no more pairings; games played count).
    Leave {
        id: Option<TournamentId>,
    },
    /// Start now (its creator, or an organiser).
    Start {
        id: Option<TournamentId>,
    },
    /// End it now with its standings as they are (its creator, or an organiser); one not yet
    /// started is called off.
    End {
        id: Option<TournamentId>,
    },
    Standings {
        id: Option<TournamentId>,
    },
    /// Arena: half your clock for a point more on a win, before your first move (the game
    /// given, else your only tournament game going on here).
    Berserk {
        game: Option<crate::game::model::GameId>,
    },
    /// A round's pairings (the last one by default; an arena's games in progress).
    Pairings {
        id: Option<TournamentId>,
        round: Option<u32>,
    },
    /// The tournaments of this server, open, running and recently finished.
    List,
    /// The tournament as a FIDE TRF-16 report (a file).
    Trf {
        id: Option<TournamentId>,
    },
}

/// A new tournament's settings, checked (`TournamentSpec::new`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentSpec {
    pub kind: crate::tournament::Kind,
    /// Every game's rule set, setup, clock and rating (no colour: the pairing decides).
    pub args: NewGameArgs,
    /// Minutes from now to the start (0: now).
    pub start_in_minutes: u32,
    pub name: Option<String>,
    /// Only players rated within this band may join.
    pub band: Option<(u32, u32)>,
}
