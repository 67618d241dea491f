//! What can go wrong with a command, in words a player understands (and what to type instead).
//! `GameError::text` is the neutral text a front end shows; `GameError::kind` names the cause
//! for front ends and tests.

pub use super::model::ErrorKind;
use super::model::{ChallengeId, GameId};
use super::replies::text::Text;
use super::store::StoreError;
use crate::rules::MoveParseError;
use std::fmt;

#[derive(Debug)]
pub enum GameError {
    NoGame,
    WhichGame {
        count: usize,
        /// (id, "alice vs bob") of each candidate, sorted by id.
        games: Vec<(GameId, String)>,
    },
    UnknownGame(GameId),
    GameOver(GameId),
    NotAPlayer(GameId),
    /// The name of the player to move.
    NotYourTurn(String),
    BadMove(MoveParseError),
    NoChallenge,
    UnknownChallenge(ChallengeId),
    /// (id, challenger's name) of each candidate.
    WhichChallenge(Vec<(ChallengeId, String)>),
    NotYourChallenge,
    OwnChallenge,
    SelfChallenge,
    BadOption(Text),
    /// "There is nothing to {0}."
    NothingPending(&'static str),
    Refused(Text),
    Conflict,
    Damaged(GameId),
    Storage(StoreError),
    Busy,
}

impl GameError {
    pub fn kind(&self) -> ErrorKind {
        match self {
            GameError::NoGame => ErrorKind::NoGame,
            GameError::WhichGame { .. } => ErrorKind::WhichGame,
            GameError::UnknownGame(_) => ErrorKind::UnknownGame,
            GameError::GameOver(_) => ErrorKind::GameOver,
            GameError::NotAPlayer(_) => ErrorKind::NotAPlayer,
            GameError::NotYourTurn(_) => ErrorKind::NotYourTurn,
            GameError::BadMove(_) => ErrorKind::BadMove,
            GameError::NoChallenge => ErrorKind::NoChallenge,
            GameError::UnknownChallenge(_) => ErrorKind::UnknownChallenge,
            GameError::WhichChallenge(_) => ErrorKind::WhichChallenge,
            GameError::NotYourChallenge => ErrorKind::NotYourChallenge,
            GameError::OwnChallenge => ErrorKind::OwnChallenge,
            GameError::SelfChallenge => ErrorKind::SelfChallenge,
            GameError::BadOption(_) => ErrorKind::BadOption,
            GameError::NothingPending(_) => ErrorKind::NothingPending,
            GameError::Refused(_) => ErrorKind::Refused,
            GameError::Conflict => ErrorKind::Conflict,
            GameError::Damaged(_) => ErrorKind::Damaged,
            GameError::Storage(_) => ErrorKind::Storage,
            GameError::Busy => ErrorKind::Busy,
        }
    }

    /// A refusal with a fixed sentence (`` `...` `` marks what to type).
    pub fn refused(template: &str) -> GameError {
        GameError::Refused(Text::template(template))
    }

    /// A bad game option, with a fixed sentence (`` `...` `` marks what to type).
    pub fn bad_option(template: &str) -> GameError {
        GameError::BadOption(Text::template(template))
    }

    /// The message, with what to type instead.
    pub fn text(&self) -> Text {
        let t = Text::template;
        match self {
            GameError::NoGame => t("You have no game in this channel. Start one with `/challenge @someone` or `/play level:3`."),
            GameError::WhichGame { count, games } => {
                let mut text = Text::new().plain(format!("You have {count} games here ("));
                for (i, (id, title)) in games.iter().enumerate() {
                    if i > 0 {
                        text = text.plain(", ");
                    }
                    text = text.plain(format!("#{id} ")).plain(title.clone());
                }
                let first = games.first().map_or(0, |(id, _)| id.0);
                text.plain("). Add ")
                    .code("game:ID")
                    .plain(" to say which, e.g. ")
                    .code(format!("game:{first}"))
                    .plain(".")
            }
            GameError::UnknownGame(id) => Text::new()
                .plain(format!("No game #{id} here. Type "))
                .code("/games")
                .plain(" to see yours."),
            GameError::GameOver(id) => Text::new()
                .plain(format!("Game #{id} is over. Start a new one with "))
                .code("/challenge")
                .plain(" or ")
                .code("/play")
                .plain("."),
            GameError::NotAPlayer(id) => Text::new()
                .plain(format!(
                    "Only the players of game #{id} can do that; anyone may watch with "
                ))
                .code(format!("/board game:{id}"))
                .plain("."),
            GameError::NotYourTurn(name) => Text::new()
                .plain("It is not your turn: ")
                .plain(name.clone())
                .plain(" is to move."),
            GameError::BadMove(e) => Text::template(&e.to_string()),
            GameError::NoChallenge => t("There is no open challenge for you here. Challenge someone with `/challenge @someone`."),
            GameError::UnknownChallenge(id) => Text::new().plain(format!(
                "No challenge #{id} here; it may have expired or been answered."
            )),
            GameError::WhichChallenge(list) => {
                let mut text = Text::new().plain("Several challenges wait for you here (");
                for (i, (id, name)) in list.iter().enumerate() {
                    if i > 0 {
                        text = text.plain(", ");
                    }
                    text = text.plain(format!("#{id} from ")).plain(name.clone());
                }
                text.plain("). Add ").code("id:N").plain(" to say which.")
            }
            GameError::NotYourChallenge => t("That challenge is not addressed to you."),
            GameError::OwnChallenge => {
                t("You cannot accept your own challenge; `/cancel` withdraws it.")
            }
            GameError::SelfChallenge => t("You cannot challenge yourself. Play the bot with `/play level:3`, or challenge someone else."),
            GameError::BadOption(text) | GameError::Refused(text) => text.clone(),
            GameError::NothingPending(what) => Text::new().plain("There is nothing to ").then(t(what)).plain("."),
            GameError::Conflict => t("The game changed while your command was on its way; please try again."),
            GameError::Damaged(id) => Text::new().plain(format!("Game #{id}'s stored record is damaged, so it cannot be played on; it was left untouched. Please tell the bot's owner.")),
            GameError::Storage(_) => t("Sorry, the bot could not save that, so nothing was changed. Please try again in a moment."),
            GameError::Busy => t("Sorry, the bot is busy and could not answer in time; please try again."),
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.text())
    }
}

impl std::error::Error for GameError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            GameError::BadMove(e) => Some(e),
            GameError::Storage(e) => Some(e),
            _ => None,
        }
    }
}

impl From<MoveParseError> for GameError {
    fn from(e: MoveParseError) -> GameError {
        GameError::BadMove(e)
    }
}

impl From<StoreError> for GameError {
    fn from(e: StoreError) -> GameError {
        match e {
            StoreError::Conflict => GameError::Conflict,
            other => GameError::Storage(other),
        }
    }
}
