//! The custom ids of the bot's message components: its buttons (`Button`) and the move
//! picker's menus (`Pick`), written and read in one place (`encode`, `decode`). Each carries
//! what it acts on (`castalia:resign:12`, `castalia:pick-piece:12:ab3f`), so a component keeps
//! working after a restart: nothing about it is kept in memory.

use crate::game::model::TournamentId;
use crate::game::replies::choices::ChoiceBoard;
use crate::game::{ChallengeId, GameId};

/// What every custom id of this bot starts with.
const PREFIX: &str = "castalia";

/// A custom id: `castalia:ACTION:PART:PART...`.
fn encode(action: &str, parts: &[&dyn std::fmt::Display]) -> String {
    let mut id = format!("{PREFIX}:{action}");
    for part in parts {
        id.push_str(&format!(":{part}"));
    }
    id
}

/// The action and parts of a custom id this bot made; `None` for anything else.
fn decode(custom_id: &str) -> Option<(&str, Vec<&str>)> {
    let mut parts = custom_id.split(':');
    if parts.next()? != PREFIX {
        return None;
    }
    let action = parts.next()?;
    Some((action, parts.collect()))
}

/// A component of the bot's messages that Discord sent back.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Component {
    Button(Button),
    Pick(Pick),
}

impl Component {
    /// Reads a custom id; `None` for anything this bot did not make.
    pub fn parse(custom_id: &str) -> Option<Component> {
        Pick::parse(custom_id)
            .map(Component::Pick)
            .or_else(|| Button::parse(custom_id).map(Component::Button))
    }
}

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
            Button::Accept(id) => encode("accept", &[&id]),
            Button::Decline(id) => encode("decline", &[&id]),
            Button::Cancel(id) => encode("cancel", &[&id]),
            Button::Resign(id) => encode("resign", &[&id]),
            Button::ConfirmResign(id) => encode("resign-yes", &[&id]),
            Button::Dismiss => encode("dismiss", &[&0]),
            Button::Draw(id) => encode("draw", &[&id]),
            Button::Abort(id) => encode("abort", &[&id]),
            Button::Rematch(id) => encode("rematch", &[&id]),
            Button::Flip { game, flipped } => encode("flip", &[game, &u8::from(*flipped)]),
            Button::Explain(id) => encode("explain", &[&id]),
            Button::Move(id) => encode("pick", &[&id]),
            Button::LessonMove => encode("learn-move", &[&0]),
            Button::LessonBack => encode("learn-back", &[&0]),
            Button::LessonHint => encode("learn-hint", &[&0]),
            Button::LessonRetry => encode("learn-retry", &[&0]),
            Button::LessonNext => encode("learn-next", &[&0]),
            Button::TournamentJoin(id) => encode("t-join", &[&id]),
            Button::TournamentLeave(id) => encode("t-leave", &[&id]),
            Button::PlayOnBoard(id) => encode("board", &[&id]),
        }
    }

    /// Reads a custom id; `None` for anything this bot did not make.
    pub fn parse(custom_id: &str) -> Option<Button> {
        let (action, parts) = decode(custom_id)?;
        let (id, extra) = match parts[..] {
            [id] => (id, None),
            [id, extra] => (id, Some(extra)),
            _ => return None,
        };
        let id: u64 = id.parse().ok()?;
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

/// What a picker moves in: a game, or the clicker's own course exercise (written `lesson`
/// in a custom id; the position key tells an old menu from a new one).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Target {
    Game(GameId),
    Lesson,
}

impl Target {
    /// What the picker of `board` moves in.
    pub fn of(board: &ChoiceBoard) -> Target {
        match board {
            ChoiceBoard::Game(id) => Target::Game(*id),
            ChoiceBoard::Lesson(_) => Target::Lesson,
        }
    }

    fn id_part(self) -> String {
        match self {
            Target::Game(id) => id.to_string(),
            Target::Lesson => "lesson".to_string(),
        }
    }

    fn parse(part: &str) -> Option<Target> {
        match part {
            "lesson" => Some(Target::Lesson),
            n => Some(Target::Game(GameId(n.parse().ok()?))),
        }
    }

    /// The button that opens this picker again at its first menu.
    pub fn back_button(self) -> Button {
        match self {
            Target::Game(id) => Button::Move(id),
            Target::Lesson => Button::LessonBack,
        }
    }
}

/// A select menu of the picker; its custom id carries what it moves in and the position it
/// was made for (and, for destinations, which of the menus it is, as ids must differ in a
/// message).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Pick {
    /// Which piece to move; the value is its square (`d1`).
    Piece { target: Target, position: u64 },
    /// Where it goes, or which piece a pawn becomes; the value is the move in UCI (`d1d5`;
    /// `e7e8` asks for the promotion piece next).
    Move {
        target: Target,
        position: u64,
        menu: u8,
    },
}

impl Pick {
    pub fn custom_id(&self) -> String {
        match self {
            Pick::Piece { target, position } => {
                encode("pick-piece", &[&target.id_part(), &format!("{position:x}")])
            }
            Pick::Move {
                target,
                position,
                menu,
            } => encode(
                "pick-move",
                &[&target.id_part(), &format!("{position:x}"), menu],
            ),
        }
    }

    /// Reads a custom id; `None` for anything else.
    pub fn parse(custom_id: &str) -> Option<Pick> {
        let (action, parts) = decode(custom_id)?;
        let (target, position, menu) = match parts[..] {
            [target, position] => (target, position, None),
            [target, position, menu] => (target, position, Some(menu)),
            _ => return None,
        };
        let target = Target::parse(target)?;
        let position = u64::from_str_radix(position, 16).ok()?;
        match (action, menu) {
            ("pick-piece", None) => Some(Pick::Piece { target, position }),
            ("pick-move", Some(menu)) => Some(Pick::Move {
                target,
                position,
                menu: menu.parse().ok()?,
            }),
            _ => None,
        }
    }

    pub fn target(&self) -> Target {
        match self {
            Pick::Piece { target, .. } | Pick::Move { target, .. } => *target,
        }
    }

    pub fn position(&self) -> u64 {
        match self {
            Pick::Piece { position, .. } | Pick::Move { position, .. } => *position,
        }
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

    #[test]
    fn pick_ids_read_back() {
        let all = [
            Pick::Piece {
                target: Target::Game(GameId(12)),
                position: u64::MAX,
            },
            Pick::Move {
                target: Target::Game(GameId(3)),
                position: 0xabc,
                menu: 1,
            },
            Pick::Piece {
                target: Target::Lesson,
                position: 7,
            },
            Pick::Move {
                target: Target::Lesson,
                position: 0xfff,
                menu: 0,
            },
        ];
        for p in all {
            assert_eq!(Pick::parse(&p.custom_id()), Some(p), "{}", p.custom_id());
            assert!(p.custom_id().len() <= 100);
        }
        for id in [
            "castalia:pick-piece:1",
            "castalia:pick-piece:1:xyz",
            "castalia:pick-move:1:ab",
            "castalia:pick-piece:1:ab:0",
            "castalia:pick-piece:lessons:ab",
            "castalia:resign:1",
        ] {
            assert_eq!(Pick::parse(id), None, "{id}");
        }
    }
}
