//! What can go wrong with a command, in words a player understands (and what to type instead).

use super::model::{ChallengeId, GameId};
use super::store::StoreError;
use crate::rules::MoveParseError;

#[derive(Debug, thiserror::Error)]
pub enum GameError {
    #[error("You have no game in this channel. Start one with `/challenge @someone` or `/play level:3`.")]
    NoGame,
    #[error(
        "You have {count} games here ({list}). Add `game:ID` to say which, e.g. `game:{first}`."
    )]
    WhichGame {
        count: usize,
        list: String,
        first: GameId,
    },
    #[error("There is no game #{0}. Type `/games` to see yours.")]
    UnknownGame(GameId),
    #[error("Game #{0} is over. Start a new one with `/challenge` or `/play`.")]
    GameOver(GameId),
    #[error("Only the players of game #{0} can do that; anyone may watch with `/board game:{0}`.")]
    NotAPlayer(GameId),
    #[error("It is not your turn: {0} is to move.")]
    NotYourTurn(String),
    #[error("{0}")]
    BadMove(#[from] MoveParseError),
    #[error(
        "There is no open challenge for you here. Challenge someone with `/challenge @someone`."
    )]
    NoChallenge,
    #[error("There is no challenge #{0}; it may have expired or been answered.")]
    UnknownChallenge(ChallengeId),
    #[error("Several challenges wait for you here ({0}). Add `id:N` to say which.")]
    WhichChallenge(String),
    #[error("That challenge is not addressed to you.")]
    NotYourChallenge,
    #[error("You cannot accept your own challenge; `/cancel` withdraws it.")]
    OwnChallenge,
    #[error("You cannot challenge yourself. Play the bot with `/play level:3`, or challenge someone else.")]
    SelfChallenge,
    #[error("{0}")]
    BadOption(String),
    #[error("There is nothing to {0}.")]
    NothingPending(&'static str),
    #[error("{0}")]
    Refused(String),
    #[error("The game changed while your command was on its way; please try again.")]
    Conflict,
    #[error("Game #{0}'s stored record is damaged, so it cannot be played on; it was left untouched. Please tell the bot's owner.")]
    Damaged(GameId),
    #[error(
        "Sorry, the bot could not save that, so nothing was changed. Please try again in a moment."
    )]
    Storage(#[from] StoreError),
    #[error("Sorry, the bot is busy and could not answer in time; please try again.")]
    Busy,
}
