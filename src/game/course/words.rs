//! The course's sentences: the lesson list with progress, a lesson's introduction, tasks,
//! right and wrong answers, hints, and what to try after the course.

use crate::engine::Level;
use crate::explain::Explanation;
use crate::game::error::GameError;
use crate::game::model::{CourseRecord, GameId, Player};
use crate::game::replies::reply::PlayedMove;
use crate::game::replies::text::{Arg, Text};
use crate::lessons::{Course, Exercise, Lesson};
use crate::msg;
use crate::puzzles::themes::theme_message;
use crate::rules::{Move, Position};

/// "The Castalia course: 5 of 38 exercises solved." and a line per lesson with its progress.
pub fn overview(course: &Course, record: &CourseRecord) -> Text {
    let total = course.exercises().len();
    let solved = solved_count(course, record);
    let mut text = msg!("course-overview", solved = solved, total = total);
    for lesson in course.lessons() {
        let exercises = course.exercises_of(lesson.number);
        let done = exercises
            .iter()
            .filter(|e| record.solved.contains(&e.id))
            .count();
        let count = exercises.len();
        let (number, title) = (lesson.number, lesson.title());
        let line = if done == count {
            msg!(
                "course-overview-lesson-done",
                number = number,
                title = title
            )
        } else if done == 0 {
            msg!(
                "course-overview-lesson-new",
                number = number,
                title = title,
                count = count
            )
        } else {
            msg!(
                "course-overview-lesson-started",
                number = number,
                title = title,
                done = done,
                count = count
            )
        };
        text = text.line().then(line);
    }
    text.line().then_msg("course-overview-how")
}

/// Exercises of the course solved (ids of exercises no longer in the course not counted).
pub fn solved_count(course: &Course, record: &CourseRecord) -> usize {
    course
        .exercises()
        .iter()
        .filter(|e| record.solved.contains(&e.id))
        .count()
}

/// Whether every exercise of lesson `number` is solved.
pub fn lesson_solved(course: &Course, record: &CourseRecord, number: u32) -> bool {
    course
        .exercises_of(number)
        .iter()
        .all(|e| record.solved.contains(&e.id))
}

/// The course in one line for `/stats`: "Castalia course: 12 of 38 exercises, 4 of 13
/// lessons done."
pub fn stats_text(course: &Course, record: &CourseRecord) -> Text {
    let lessons_done = course
        .lessons()
        .iter()
        .filter(|l| lesson_solved(course, record, l.number))
        .count();
    let solved = solved_count(course, record);
    let total = course.exercises().len();
    if solved == total && total > 0 {
        return msg!("course-stats-complete", total = total);
    }
    msg!(
        "course-stats",
        solved = solved,
        total = total,
        lessons_done = lessons_done,
        lessons = course.lessons().len()
    )
}

/// "Lesson 3: The kidnap" and its sentences.
pub fn lesson_intro(lesson: &Lesson) -> Text {
    msg!(
        "course-lesson-heading",
        number = lesson.number,
        title = lesson.title()
    )
    .line()
    .then(lesson.body())
}

/// "Exercise 3.2 (White to play): Kidnap the black knight." and how to answer: with `/move`,
/// or with `/learn move:` where the learner has a game going (`game_here`), which `/move`
/// goes to.
pub fn task(exercise: &Exercise, pos: &Position, game_here: Option<GameId>) -> Text {
    let id = match exercise.variant {
        crate::rules::Variant::CastaliaWeak => "course-exercise-heading-weak",
        _ => "course-exercise-heading",
    };
    msg!(
        id,
        id = exercise.id.as_str(),
        side = Arg::key(pos.side_to_move().name()),
        task = exercise.task()
    )
    .line()
    .then(match game_here {
        Some(id) => msg!("course-exercise-how-game", id = id.to_string()),
        None => Text::msg("course-exercise-how"),
    })
}

/// A wrong answer: what it did instead, and the hint.
pub fn wrong(exercise: &Exercise, played: &PlayedMove, explanation: &Explanation) -> Text {
    msg!(
        "course-wrong",
        san = played.san.as_str(),
        what = explanation.paragraph()
    )
    .line()
    .then(msg!(
        "course-wrong-hint",
        hint = exercise.hint(),
        task = exercise.task()
    ))
}

/// A right answer: what it did.
pub fn right(
    exercise: &Exercise,
    played: &PlayedMove,
    explanation: &Explanation,
    first_time: bool,
) -> Text {
    msg!(
        if first_time {
            "course-right"
        } else {
            "course-right-again"
        },
        san = played.san.as_str(),
        id = exercise.id.as_str(),
        what = explanation.paragraph()
    )
}

/// "Lesson 3 complete!"
pub fn lesson_complete(lesson: u32) -> Text {
    msg!("course-lesson-complete", number = lesson)
}

/// "Next: exercise 3.3." with how to see it.
pub fn next_exercise(next: &Exercise) -> Text {
    msg!("course-next-exercise", id = next.id.as_str())
}

/// "Next: lesson 4, Kidnap your own pieces." with how to open it.
pub fn next_lesson(course: &Course, next: &Exercise) -> Text {
    match course.lesson(next.lesson) {
        Some(l) => msg!(
            "course-next-lesson",
            number = next.lesson,
            title = l.title()
        ),
        None => msg!("course-next-lesson-untitled", number = next.lesson),
    }
}

/// The hint: the exercise's own words and the piece that moves in the first right answer.
pub fn hint(exercise: &Exercise, pos: &Position, first: Option<&Move>) -> Text {
    let mut text = msg!("course-hint", hint = exercise.hint());
    if let Some(mv) = first {
        if let Some(piece) = pos.piece_at(mv.from) {
            text = text.plain(" ").then(msg!(
                "course-hint-piece",
                piece = Arg::key(crate::explain::kind_key(piece.kind)),
                square = mv.from.to_string()
            ));
        }
    }
    text.line().then(msg!(
        "course-exercise-again",
        id = exercise.id.as_str(),
        task = exercise.task()
    ))
}

/// The end of the course: a puzzle theme (where the learner erred most, else kidnaps) and a
/// bot level (from their rating when they have one, else from how the course went).
pub fn course_done(course: &Course, player: &Player, rating: Option<f64>) -> Text {
    let record = &player.course;
    let solved = solved_count(course, record);
    let total = course.exercises().len();
    let mut text = if solved == total {
        msg!("course-finished", total = total)
    } else {
        let open: Vec<String> = course
            .lessons()
            .iter()
            .filter(|l| !lesson_solved(course, record, l.number))
            .map(|l| l.number.to_string())
            .collect();
        msg!(
            "course-end-reached",
            solved = solved,
            total = total,
            count = open.len(),
            open = open.join(", ")
        )
    };
    let theme = suggested_theme(course, record);
    let described = match theme_message(theme) {
        Some(id) => Text::msg(id),
        None => Text::from(theme),
    };
    let level = suggested_level(record, rating);
    text = text.line().then(msg!(
        "course-practise",
        theme = described,
        name = theme,
        level = level.get(),
        elo = level.approx_elo()
    ));
    text
}

/// The theme of the lesson with the most wrong answers (the later lesson on a tie), else
/// `kidnap`, the Castalia's own idea.
fn suggested_theme<'a>(course: &'a Course, record: &CourseRecord) -> &'a str {
    record
        .wrong
        .iter()
        .filter(|&(_, &n)| n > 0)
        .max_by_key(|&(&lesson, &n)| (n, lesson))
        .and_then(|(lesson, _)| course.lesson(*lesson))
        .map_or("kidnap", |l| l.theme.as_str())
}

/// With a rating from rated games, the strongest level not above it; without one, a newcomer
/// to the Castalia: level 1 after many wrong answers, else level 2.
fn suggested_level(record: &CourseRecord, rating: Option<f64>) -> Level {
    if let Some(r) = rating {
        return Level::all()
            .filter(|l| f64::from(l.approx_elo()) <= r)
            .last()
            .unwrap_or(Level::MIN);
    }
    let wrong: u32 = record.wrong.values().sum();
    let level = if wrong > 12 { 1 } else { 2 };
    Level::new(level).unwrap_or(Level::MIN)
}

pub fn no_such_lesson(course: &Course, lesson: u32) -> Text {
    msg!(
        "course-no-such-lesson",
        number = lesson,
        count = course.lessons().len()
    )
}

pub fn stale_menu(exercise: &Exercise) -> Text {
    msg!("course-stale-menu", id = exercise.id.as_str())
}

/// Skipping past the last exercise (`game_here`: as for `task`).
pub fn last_exercise(course: &Course, record: &CourseRecord, game_here: Option<GameId>) -> Text {
    let (solved, total) = (solved_count(course, record), course.exercises().len());
    match game_here {
        Some(id) => msg!(
            "course-last-exercise-game",
            solved = solved,
            total = total,
            id = id.to_string()
        ),
        None => msg!("course-last-exercise", solved = solved, total = total),
    }
}

pub fn no_exercise() -> GameError {
    GameError::NothingPending(Text::msg("course-nothing-to-answer"))
}
