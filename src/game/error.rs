//! What can go wrong with a command, in words a player understands (and what to type instead).
//! `GameError::text` is the neutral text a front end shows; `GameError::kind` names the cause
//! for front ends and tests.

pub use super::model::ErrorKind;
use super::model::{ChallengeId, GameId};
use super::replies::text::Text;
use super::store::StoreError;
use crate::msg;
use crate::rules::MoveParseError;
use std::fmt;

#[derive(Debug)]
pub enum GameError {
    NoGame,
    WhichGame {
        count: usize,
        /// (id, "alice vs bob" in the reader's words) of each candidate, sorted by id.
        games: Vec<(GameId, Text)>,
    },
    UnknownGame(GameId),
    GameOver(GameId),
    NotAPlayer(GameId),
    /// The player to move, as shown (the bot and a removed player in the reader's words).
    NotYourTurn(Text),
    BadMove(MoveParseError),
    NoChallenge,
    UnknownChallenge(ChallengeId),
    /// (id, challenger's name) of each candidate.
    WhichChallenge(Vec<(ChallengeId, String)>),
    NotYourChallenge,
    OwnChallenge,
    SelfChallenge,
    /// A game option that does not read, and what to type instead: a catalogue message.
    BadOption(Text),
    /// Nothing waits for this answer (no offer to decline, no puzzle to answer): the whole
    /// sentence, a catalogue message.
    NothingPending(Text),
    /// Any other refusal, in its own words: a catalogue message (`msg!`).
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

    /// The message, with what to type instead, from the catalogue (`error-*`; the words of a
    /// refused move are `explain::parse_error_text`'s).
    pub fn text(&self) -> Text {
        match self {
            GameError::NoGame => msg!("error-no-game"),
            GameError::WhichGame { count, games } => {
                let mut list = Text::new();
                for (i, (id, title)) in games.iter().enumerate() {
                    if i > 0 {
                        list = list.plain(", ");
                    }
                    list = list.then(msg!(
                        "error-which-game-item",
                        id = id.to_string(),
                        title = title.clone()
                    ));
                }
                let first = games.first().map_or(0, |(id, _)| id.0);
                msg!(
                    "error-which-game",
                    count = *count,
                    games = list,
                    first = first.to_string()
                )
            }
            GameError::UnknownGame(id) => msg!("error-unknown-game", id = id.to_string()),
            GameError::GameOver(id) => msg!("error-game-over", id = id.to_string()),
            GameError::NotAPlayer(id) => msg!("error-not-a-player", id = id.to_string()),
            GameError::NotYourTurn(name) => msg!("error-not-your-turn", player = name.clone()),
            GameError::BadMove(e) => crate::explain::parse_error_text(e),
            GameError::NoChallenge => msg!("error-no-challenge"),
            GameError::UnknownChallenge(id) => {
                msg!("error-unknown-challenge", id = id.to_string())
            }
            GameError::WhichChallenge(list) => {
                let mut items = Text::new();
                for (i, (id, name)) in list.iter().enumerate() {
                    if i > 0 {
                        items = items.plain(", ");
                    }
                    items = items.then(msg!(
                        "error-which-challenge-item",
                        id = id.to_string(),
                        challenger = name.as_str()
                    ));
                }
                msg!("error-which-challenge", challenges = items)
            }
            GameError::NotYourChallenge => msg!("error-not-your-challenge"),
            GameError::OwnChallenge => msg!("error-own-challenge"),
            GameError::SelfChallenge => msg!("error-self-challenge"),
            GameError::BadOption(text)
            | GameError::Refused(text)
            | GameError::NothingPending(text) => text.clone(),
            GameError::Conflict => msg!("error-conflict"),
            GameError::Damaged(id) => msg!("error-damaged", id = id.to_string()),
            GameError::Storage(_) => msg!("error-storage"),
            GameError::Busy => msg!("error-busy"),
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
