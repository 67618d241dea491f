//! Who may do what: the one table of permissions, and the checks that read it. Every command
//! that changes a game or a challenge goes through `check_game` or `check_challenge`.

use super::error::GameError;
use super::model::{Challenge, Game, UserId};

/// Something a user may try to do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Move,
    Resign,
    OfferOrAcceptDraw,
    DeclineDraw,
    RequestOrGrantTakeback,
    DeclineTakeback,
    ClaimTimeout,
    /// End a game before both sides have moved, without a result.
    Abort,
    ViewGame,
    ExplainMove,
    ExportPgn,
    AcceptChallenge,
    DeclineChallenge,
    CancelChallenge,
    /// Delete one's own data.
    ForgetSelf,
    /// Delete another user's data (server admins).
    ForgetOther,
}

/// The kinds of people an action may be allowed to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Who {
    /// The two players of the game (the bot acts through the service, never through commands).
    Players,
    /// The player whose turn it is.
    PlayerToMove,
    /// The challenged user, or for an open challenge anyone but the challenger.
    Challenged,
    Challenger,
    /// A server administrator.
    Admin,
    /// The user themself.
    OneSelf,
    Anyone,
}

/// The permissions table.
pub const TABLE: &[(Action, Who)] = &[
    (Action::Move, Who::PlayerToMove),
    (Action::Resign, Who::Players),
    (Action::OfferOrAcceptDraw, Who::Players),
    (Action::DeclineDraw, Who::Players),
    (Action::RequestOrGrantTakeback, Who::Players),
    (Action::DeclineTakeback, Who::Players),
    (Action::ClaimTimeout, Who::Players),
    (Action::Abort, Who::Players),
    (Action::ViewGame, Who::Anyone),
    (Action::ExplainMove, Who::Anyone),
    (Action::ExportPgn, Who::Anyone),
    (Action::AcceptChallenge, Who::Challenged),
    (Action::DeclineChallenge, Who::Challenged),
    (Action::CancelChallenge, Who::Challenger),
    (Action::ForgetSelf, Who::OneSelf),
    (Action::ForgetOther, Who::Admin),
];

pub fn who_may(action: Action) -> Who {
    TABLE
        .iter()
        .find(|(a, _)| *a == action)
        .map(|(_, w)| *w)
        .unwrap_or(Who::Admin)
}

/// Whether `user` may do `action` on `game`; a finished game refuses every change.
pub fn check_game(action: Action, game: &Game, user: UserId) -> Result<(), GameError> {
    match who_may(action) {
        Who::Anyone => Ok(()),
        Who::Players | Who::PlayerToMove if game.color_of(user).is_none() => {
            Err(GameError::NotAPlayer(game.id))
        }
        _ if game.is_over() => Err(GameError::GameOver(game.id)),
        Who::PlayerToMove => {
            let side = game.record()?.position().side_to_move();
            if game.color_of(user) == Some(side) {
                Ok(())
            } else {
                Err(GameError::NotYourTurn(game.seat(side).name()))
            }
        }
        Who::Players => Ok(()),
        _ => Err(GameError::refused(
            "That is not something one does to a game.",
        )),
    }
}

/// Whether `user` may do `action` on `challenge`.
pub fn check_challenge(
    action: Action,
    challenge: &Challenge,
    user: UserId,
) -> Result<(), GameError> {
    match who_may(action) {
        Who::Challenged => {
            if challenge.challenger == user {
                Err(if action == Action::AcceptChallenge {
                    GameError::OwnChallenge
                } else {
                    GameError::refused("That is your own challenge: `/cancel` withdraws it.")
                })
            } else if challenge.challenged.is_some_and(|u| u != user) {
                Err(GameError::NotYourChallenge)
            } else if challenge.challenged.is_none() && action == Action::DeclineChallenge {
                Err(GameError::refused(
                    "An open challenge needs no declining: it simply expires.",
                ))
            } else {
                Ok(())
            }
        }
        Who::Challenger if challenge.challenger == user => Ok(()),
        Who::Challenger => Err(GameError::refused(
            "Only the challenger can cancel a challenge; `/decline` refuses one sent to you.",
        )),
        Who::Anyone => Ok(()),
        _ => Err(GameError::refused(
            "That is not something one does to a challenge.",
        )),
    }
}

/// Whether a user (an admin or not) may delete `target`'s data.
pub fn check_forget(user: UserId, is_admin: bool, target: UserId) -> Result<(), GameError> {
    if target == user && who_may(Action::ForgetSelf) == Who::OneSelf {
        return Ok(());
    }
    if is_admin && who_may(Action::ForgetOther) == Who::Admin {
        return Ok(());
    }
    Err(GameError::refused(
        "Only server administrators can delete another player's data; `/forget-me` deletes yours.",
    ))
}
