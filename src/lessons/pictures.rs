//! The course's pictures: a lesson's idea (the explanation picture of its example move: the
//! board before with the Castalia's path, the kidnap and the repulse as arrows, the board
//! after, a legend and the move in words) and an exercise's board (headed with the lesson,
//! the task below, drawn from the learner's side).

use super::course::Exercise;
use crate::i18n::Arg;
use crate::msg;
use crate::render::{first_fitting, render_png, RenderError, RenderOptions};
use crate::rules::{Color, Move, Position};

/// A lesson's picture as a PNG (its example position and move, `Lesson::example`), drawn
/// with `opts`' size and theme from the side to move.
pub fn lesson_png(pos: &Position, mv: &Move, opts: &RenderOptions) -> Result<Vec<u8>, RenderError> {
    let opts = RenderOptions {
        flipped: pos.side_to_move() == Color::Black,
        ..opts.clone()
    };
    crate::explain::explain_png(pos, mv, &opts)
}

/// What an exercise's board shows: the position to answer, or the one after a move (`last`,
/// drawn with its kidnap and repulse), with `footer` under it; its other words in `opts.lang`.
pub fn exercise_png(
    exercise: &Exercise,
    pos: &Position,
    last: Option<Move>,
    footer: &str,
    opts: &RenderOptions,
) -> Result<Vec<u8>, RenderError> {
    let learner = exercise
        .position()
        .map(|p| p.side_to_move())
        .unwrap_or(Color::White);
    let mut opts = RenderOptions {
        flipped: learner == Color::Black,
        last_move: last,
        show_displacements: last.is_some(),
        ..opts.clone()
    };
    let (id, lang) = (exercise.id.as_str(), opts.lang);
    opts.header = Some(first_fitting(
        &opts,
        &[
            msg!(
                "course-picture-header",
                id = id,
                title = exercise.lesson_title()
            )
            .words(lang),
            msg!(
                "course-picture-header-lesson",
                lesson = exercise.lesson,
                id = id
            )
            .words(lang),
            msg!("course-picture-header-short", id = id).words(lang),
        ],
    ));
    let side = Arg::key(learner.name());
    opts.footer = Some(first_fitting(
        &opts,
        &[
            footer.to_string(),
            msg!("course-picture-to-play-see-task", side = side.clone()).words(lang),
            msg!("course-picture-to-play", side = side).words(lang),
        ],
    ));
    render_png(pos, &opts)
}
