//! The `/puzzle` and `/learn` commands made from their parts as any front end gives them
//! (an action, a lesson number, a theme, an answer), each part typed: a mix that cannot go
//! together is refused saying what to type.

use crate::game::commands::command::{LearnCommand, PuzzleCommand};
use crate::game::error::GameError;
use crate::i18n::Text;
use crate::msg;

/// What `/puzzle` is asked to do besides answering (its `action:`; none: a new puzzle).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PuzzleAction {
    New,
    Daily,
    Show,
    GiveUp,
}

impl PuzzleAction {
    /// The action typed as a word (`new`, `daily`, `show`, `giveup`; a few other spellings
    /// too), or the refusal naming the actions.
    pub fn read(text: &str) -> Result<PuzzleAction, GameError> {
        let word = text.trim().to_ascii_lowercase();
        Ok(match word.as_str() {
            "new" => PuzzleAction::New,
            "daily" | "today" => PuzzleAction::Daily,
            "show" | "again" | "board" => PuzzleAction::Show,
            "giveup" | "give-up" | "solution" | "resign" => PuzzleAction::GiveUp,
            other => {
                return Err(GameError::BadOption(msg!(
                    "puzzle-bad-action",
                    action = other,
                    actions = crate::i18n::choice_list("puzzle")
                )))
            }
        })
    }
}

/// A `/puzzle` command from its parts as any front end gives them: the action, a theme for
/// a new puzzle, an answer. An answer is an answer only without an action, a theme goes only
/// with a new puzzle: a mix is refused saying what to type.
pub fn puzzle_command(
    action: Option<PuzzleAction>,
    theme: Option<String>,
    answer: Option<String>,
) -> Result<PuzzleCommand, GameError> {
    let command = match action {
        None | Some(PuzzleAction::New) => PuzzleCommand::New { theme: None },
        Some(PuzzleAction::Daily) => PuzzleCommand::Daily,
        Some(PuzzleAction::Show) => PuzzleCommand::Show,
        Some(PuzzleAction::GiveUp) => PuzzleCommand::GiveUp,
    };
    if answer.is_some() && (action.is_some() || theme.is_some()) {
        return Err(GameError::BadOption(Text::msg("puzzle-answer-alone")));
    }
    let is_new = matches!(command, PuzzleCommand::New { .. });
    if theme.is_some() && !is_new {
        return Err(GameError::BadOption(Text::msg("puzzle-theme-alone")));
    }
    Ok(match answer {
        Some(text) => PuzzleCommand::Move { text },
        None if is_new => PuzzleCommand::New { theme },
        None => command,
    })
}

/// What `/learn` is asked to do besides answering (its `action:`; Discord offers the first
/// three).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LearnAction {
    Hint,
    Retry,
    Next,
    /// The list of lessons (`/learn list`).
    Lessons,
    /// A lesson by number (`/learn 3`).
    Lesson(u32),
}

impl LearnAction {
    /// The action typed as a word (`hint`, `retry`, `next`, `list`, a lesson's number; a few
    /// other spellings too), or the refusal naming the actions.
    pub fn read(text: &str) -> Result<LearnAction, GameError> {
        let word = text.trim().to_ascii_lowercase();
        Ok(match word.as_str() {
            "hint" | "help" | "clue" => LearnAction::Hint,
            "retry" | "again" | "reset" | "show" => LearnAction::Retry,
            "next" | "skip" | "continue" => LearnAction::Next,
            "list" | "lessons" | "resume" => LearnAction::Lessons,
            other => match other.parse::<u32>() {
                Ok(n) => LearnAction::Lesson(n),
                Err(_) => {
                    return Err(GameError::BadOption(msg!(
                        "course-bad-action",
                        action = other
                    )))
                }
            },
        })
    }
}

/// A `/learn` command from its parts as any front end gives them: a lesson number, an
/// action, an answer. They go alone: a mix is refused saying what to type.
pub fn learn_command(
    lesson: Option<u32>,
    action: Option<LearnAction>,
    answer: Option<String>,
) -> Result<LearnCommand, GameError> {
    let given = [lesson.is_some(), action.is_some(), answer.is_some()];
    if given.into_iter().filter(|&g| g).count() > 1 {
        return Err(GameError::BadOption(Text::msg(
            "course-one-thing-at-a-time",
        )));
    }
    if let Some(text) = answer {
        return Ok(LearnCommand::Move { text });
    }
    if let Some(lesson) = lesson {
        return Ok(LearnCommand::Open {
            lesson: Some(lesson),
        });
    }
    Ok(match action {
        None | Some(LearnAction::Lessons) => LearnCommand::Open { lesson: None },
        Some(LearnAction::Lesson(n)) => LearnCommand::Open { lesson: Some(n) },
        Some(LearnAction::Hint) => LearnCommand::Hint,
        Some(LearnAction::Retry) => LearnCommand::Retry,
        Some(LearnAction::Next) => LearnCommand::Next,
    })
}
