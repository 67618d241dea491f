//! Who may do what: the one table of permissions, and the checks that read it. Every command
//! that changes a game or a challenge goes through `check_game` or `check_challenge`.

use crate::game::error::GameError;
use crate::game::model::{Challenge, Game, GuildId, UserId};
use crate::game::replies::text::Text;

/// A refusal with a catalogue message.
fn refused(message: &str) -> GameError {
    GameError::Refused(Text::msg(message))
}

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
    /// Remove another user from one server: their games there and their leaderboard entry
    /// (that server's admins; ratings are global and stay).
    ForgetOther,
}

/// The kinds of people an action may be allowed to. Every lookup is first limited to the
/// place the command is typed in (see `service::visible`): a server sees only its own
/// games and challenges, a direct message only the user's own games.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Who {
    /// The two players of the game (the bot acts through the service, never through commands).
    Players,
    /// The player whose turn it is.
    PlayerToMove,
    /// The challenged user, or for an open challenge anyone but the challenger (in the
    /// server where it was posted).
    Challenged,
    Challenger,
    /// An administrator of the server the command is typed in, for that server only.
    ServerAdmin,
    /// The user themself.
    OneSelf,
    /// Anyone who can see the game here.
    AnyoneHere,
}

/// The permissions table: one arm per action, so that a new action cannot be forgotten.
pub const fn who_may(action: Action) -> Who {
    match action {
        Action::Move => Who::PlayerToMove,
        Action::Resign
        | Action::OfferOrAcceptDraw
        | Action::DeclineDraw
        | Action::RequestOrGrantTakeback
        | Action::DeclineTakeback
        | Action::ClaimTimeout
        | Action::Abort => Who::Players,
        Action::ViewGame | Action::ExplainMove | Action::ExportPgn => Who::AnyoneHere,
        Action::AcceptChallenge | Action::DeclineChallenge => Who::Challenged,
        Action::CancelChallenge => Who::Challenger,
        Action::ForgetSelf => Who::OneSelf,
        Action::ForgetOther => Who::ServerAdmin,
    }
}

/// Whether `user` may do `action` on `game` (a game of this place); a finished game refuses
/// every change.
pub fn check_game(action: Action, game: &Game, user: UserId) -> Result<(), GameError> {
    let player = game.color_of(user).is_some();
    match who_may(action) {
        Who::AnyoneHere => Ok(()),
        Who::Players | Who::PlayerToMove if !player => Err(GameError::NotAPlayer(game.id)),
        Who::Players | Who::PlayerToMove if game.is_over() => Err(GameError::GameOver(game.id)),
        Who::Players => Ok(()),
        Who::PlayerToMove => {
            let side = game.record()?.position().side_to_move();
            if game.color_of(user) == Some(side) {
                Ok(())
            } else {
                Err(GameError::NotYourTurn(
                    crate::game::replies::announce::seat_name(game.seat(side)),
                ))
            }
        }
        Who::Challenged | Who::Challenger | Who::ServerAdmin | Who::OneSelf => {
            Err(refused("reply-not-for-a-game"))
        }
    }
}

/// Whether `user` may do `action` on `challenge` (a challenge of this place).
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
                    refused("reply-decline-own-challenge")
                })
            } else if challenge.challenged.is_some_and(|u| u != user) {
                Err(GameError::NotYourChallenge)
            } else if challenge.challenged.is_none() && action == Action::DeclineChallenge {
                Err(refused("reply-decline-open-challenge"))
            } else {
                Ok(())
            }
        }
        Who::Challenger if challenge.challenger == user => Ok(()),
        Who::Challenger => Err(refused("reply-only-challenger-cancels")),
        Who::AnyoneHere => Ok(()),
        Who::Players | Who::PlayerToMove | Who::ServerAdmin | Who::OneSelf => {
            Err(refused("reply-not-for-a-challenge"))
        }
    }
}

/// Which deletion `user` may make of `target`'s data: all of it (their own), or what one
/// server holds (an administrator of that server, `guild`).
pub fn check_forget(
    user: UserId,
    is_admin: bool,
    guild: GuildId,
    target: UserId,
) -> Result<Action, GameError> {
    if target == user {
        return match who_may(Action::ForgetSelf) {
            Who::OneSelf => Ok(Action::ForgetSelf),
            _ => Err(refused("privacy-cannot-forget-here")),
        };
    }
    match who_may(Action::ForgetOther) {
        Who::ServerAdmin if is_admin && guild != GuildId(0) => Ok(Action::ForgetOther),
        _ => Err(refused("privacy-only-admins")),
    }
}
