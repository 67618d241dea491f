//! Button custom ids. Each carries what it acts on (`castalia:resign:12`), so a button keeps
//! working after a restart: nothing about it is kept in memory.

use crate::game::model::TournamentId;
use crate::game::{ChallengeId, GameId};

const PREFIX: &str = "castalia";

/// What a button does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Button {
    Accept(ChallengeId),
    Decline(ChallengeId),
    Cancel(ChallengeId),
    /// Asks the clicker to confirm (privately) before resigning.
    Resign(GameId),
    /// The confirmation: resigns.
    ConfirmResign(GameId),
    /// Closes a private question without doing anything.
    Dismiss,
    Draw(GameId),
    /// Abort before both sides have moved.
    Abort(GameId),
    /// Ask for another game after this one ended.
    Rematch(GameId),
    /// Show the board from Black's side (`true`) or White's.
    Flip {
        game: GameId,
        flipped: bool,
    },
    Explain(GameId),
    /// Opens the move picker (for the clicker alone), or goes back to its first menu.
    Move(GameId),
    /// Course exercises (each the clicker's own): open the move picker in a new private
    /// message, go back to the picker's first menu, a hint, the exercise again, the next one.
    LessonMove,
    LessonBack,
    LessonHint,
    LessonRetry,
    LessonNext,
    /// Join or leave a tournament.
    TournamentJoin(TournamentId),
    TournamentLeave(TournamentId),
    /// Opens the board of this game as a Discord Activity in the channel.
    PlayOnBoard(GameId),
}

impl Button {
    /// The custom id Discord sends back when the button is pressed.
    pub fn custom_id(&self) -> String {
        match self {
            Button::Accept(id) => format!("{PREFIX}:accept:{id}"),
            Button::Decline(id) => format!("{PREFIX}:decline:{id}"),
            Button::Cancel(id) => format!("{PREFIX}:cancel:{id}"),
            Button::Resign(id) => format!("{PREFIX}:resign:{id}"),
            Button::ConfirmResign(id) => format!("{PREFIX}:resign-yes:{id}"),
            Button::Dismiss => format!("{PREFIX}:dismiss:0"),
            Button::Draw(id) => format!("{PREFIX}:draw:{id}"),
            Button::Abort(id) => format!("{PREFIX}:abort:{id}"),
            Button::Rematch(id) => format!("{PREFIX}:rematch:{id}"),
            Button::Flip { game, flipped } => {
                format!("{PREFIX}:flip:{game}:{}", u8::from(*flipped))
            }
            Button::Explain(id) => format!("{PREFIX}:explain:{id}"),
            Button::Move(id) => format!("{PREFIX}:pick:{id}"),
            Button::LessonMove => format!("{PREFIX}:learn-move:0"),
            Button::LessonBack => format!("{PREFIX}:learn-back:0"),
            Button::LessonHint => format!("{PREFIX}:learn-hint:0"),
            Button::LessonRetry => format!("{PREFIX}:learn-retry:0"),
            Button::LessonNext => format!("{PREFIX}:learn-next:0"),
            Button::TournamentJoin(id) => format!("{PREFIX}:t-join:{id}"),
            Button::TournamentLeave(id) => format!("{PREFIX}:t-leave:{id}"),
            Button::PlayOnBoard(id) => format!("{PREFIX}:board:{id}"),
        }
    }

    /// Reads a custom id; `None` for anything this bot did not make.
    pub fn parse(custom_id: &str) -> Option<Button> {
        let mut parts = custom_id.split(':');
        if parts.next()? != PREFIX {
            return None;
        }
        let action = parts.next()?;
        let id: u64 = parts.next()?.parse().ok()?;
        let extra = parts.next();
        if parts.next().is_some() {
            return None;
        }
        let button = match (action, extra) {
            ("accept", None) => Button::Accept(ChallengeId(id)),
            ("decline", None) => Button::Decline(ChallengeId(id)),
            ("cancel", None) => Button::Cancel(ChallengeId(id)),
            ("resign", None) => Button::Resign(GameId(id)),
            ("resign-yes", None) => Button::ConfirmResign(GameId(id)),
            ("dismiss", None) => Button::Dismiss,
            ("draw", None) => Button::Draw(GameId(id)),
            ("abort", None) => Button::Abort(GameId(id)),
            ("rematch", None) => Button::Rematch(GameId(id)),
            ("flip", Some("0")) => Button::Flip {
                game: GameId(id),
                flipped: false,
            },
            ("flip", Some("1")) => Button::Flip {
                game: GameId(id),
                flipped: true,
            },
            ("explain", None) => Button::Explain(GameId(id)),
            ("pick", None) => Button::Move(GameId(id)),
            ("learn-move", None) if id == 0 => Button::LessonMove,
            ("learn-back", None) if id == 0 => Button::LessonBack,
            ("learn-hint", None) if id == 0 => Button::LessonHint,
            ("learn-retry", None) if id == 0 => Button::LessonRetry,
            ("learn-next", None) if id == 0 => Button::LessonNext,
            ("t-join", None) => Button::TournamentJoin(TournamentId(id)),
            ("t-leave", None) => Button::TournamentLeave(TournamentId(id)),
            ("board", None) => Button::PlayOnBoard(GameId(id)),
            _ => return None,
        };
        Some(button)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn custom_ids_read_back() {
        let all = [
            Button::Accept(ChallengeId(3)),
            Button::Decline(ChallengeId(4)),
            Button::Cancel(ChallengeId(5)),
            Button::Resign(GameId(12)),
            Button::ConfirmResign(GameId(12)),
            Button::Dismiss,
            Button::Draw(GameId(12)),
            Button::Abort(GameId(12)),
            Button::Rematch(GameId(12)),
            Button::Flip {
                game: GameId(12),
                flipped: true,
            },
            Button::Flip {
                game: GameId(7),
                flipped: false,
            },
            Button::Explain(GameId(99)),
            Button::Move(GameId(5)),
            Button::LessonMove,
            Button::LessonBack,
            Button::LessonHint,
            Button::LessonRetry,
            Button::LessonNext,
            Button::TournamentJoin(TournamentId(4)),
            Button::PlayOnBoard(GameId(8)),
            Button::TournamentLeave(TournamentId(4)),
        ];
        for b in all {
            assert_eq!(Button::parse(&b.custom_id()), Some(b), "{}", b.custom_id());
        }
        assert_eq!(Button::Resign(GameId(12)).custom_id(), "castalia:resign:12");
    }

    #[test]
    fn foreign_or_damaged_ids_are_ignored() {
        for id in [
            "",
            "castalia",
            "other:resign:1",
            "castalia:resign",
            "castalia:resign:x",
            "castalia:resign:1:2",
            "castalia:flip:1",
            "castalia:flip:1:2",
            "castalia:jump:1",
        ] {
            assert_eq!(Button::parse(id), None, "{id}");
        }
    }
}
