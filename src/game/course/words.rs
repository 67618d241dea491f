//! The course's sentences: the lesson list with progress, a lesson's introduction, tasks,
//! right and wrong answers, hints, and what to try after the course.

use crate::engine::Level;
use crate::explain::Explanation;
use crate::game::error::GameError;
use crate::game::model::{CourseRecord, Player};
use crate::game::replies::reply::PlayedMove;
use crate::game::replies::text::Text;
use crate::lessons::{Course, Exercise, Lesson};
use crate::puzzles::themes::THEMES;
use crate::rules::{Color, Move, Position};

/// "The Castalia course: 5 of 38 exercises solved." and a line per lesson with its progress.
pub fn overview(course: &Course, record: &CourseRecord) -> Text {
    let total = course.exercises().len();
    let solved = solved_count(course, record);
    let mut text = Text::new()
        .strong("The Castalia course")
        .plain(format!(": {solved} of {total} exercises solved."));
    for lesson in course.lessons() {
        let exercises = course.exercises_of(lesson.number);
        let done = exercises
            .iter()
            .filter(|e| record.solved.contains(&e.id))
            .count();
        let state = if done == exercises.len() {
            "done".to_string()
        } else if done == 0 {
            format!("{} exercises", exercises.len())
        } else {
            format!("{done} of {} solved", exercises.len())
        };
        text = text
            .line()
            .plain(format!("{}. {} ({state})", lesson.number, lesson.title));
    }
    text.line()
        .code("/learn lesson:3")
        .plain(" opens a lesson; ")
        .code("/learn")
        .plain(" goes on where you stopped.")
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

/// The course in one line for `/stats`: "Course: 12 of 38 exercises, 4 of 13 lessons done."
pub fn stats_line(course: &Course, record: &CourseRecord) -> String {
    let lessons_done = course
        .lessons()
        .iter()
        .filter(|l| lesson_solved(course, record, l.number))
        .count();
    let solved = solved_count(course, record);
    let total = course.exercises().len();
    if solved == total && total > 0 {
        return format!("Castalia course: complete ({total} exercises).");
    }
    format!(
        "Castalia course: {solved} of {total} exercises, {lessons_done} of {} lessons done.",
        course.lessons().len()
    )
}

/// "Lesson 3: The kidnap" and its sentences.
pub fn lesson_intro(lesson: &Lesson) -> Text {
    Text::new()
        .strong(format!("Lesson {}: {}", lesson.number, lesson.title))
        .line()
        .plain(lesson.text.trim().to_string())
}

fn side(pos: &Position) -> &'static str {
    match pos.side_to_move() {
        Color::White => "White",
        Color::Black => "Black",
    }
}

fn rules_note(exercise: &Exercise) -> &'static str {
    match exercise.variant {
        crate::rules::Variant::CastaliaWeak => ", weak rule set",
        _ => "",
    }
}

/// "Exercise 3.2 (White to play): Kidnap the black knight." and how to answer.
pub fn task(exercise: &Exercise, pos: &Position) -> Text {
    Text::new()
        .strong(format!(
            "Exercise {} ({} to play{}):",
            exercise.id,
            side(pos),
            rules_note(exercise)
        ))
        .plain(format!(" {}", exercise.task))
        .line()
        .plain("Answer with ")
        .code("/move")
        .plain(" (e.g. ")
        .code("/move Cd5")
        .plain("); ")
        .code("/learn hint")
        .plain(" helps.")
}

/// A wrong answer: what it did instead, and the hint.
pub fn wrong(exercise: &Exercise, played: &PlayedMove, explanation: &Explanation) -> Text {
    Text::new()
        .strong(format!("{} is legal, but not the answer.", played.san))
        .plain(format!(" What it does: {}", what_it_does(explanation)))
        .line()
        .plain(format!("Hint: {} ", exercise.hint.trim()))
        .plain(format!("Try again: {}", exercise.task))
}

/// A right answer: what it did.
pub fn right(
    exercise: &Exercise,
    played: &PlayedMove,
    explanation: &Explanation,
    first_time: bool,
) -> Text {
    let again = if first_time { "" } else { " (solved before)" };
    Text::new()
        .strong(format!("{}: right!", played.san))
        .plain(format!(
            " Exercise {} solved{again}. {}",
            exercise.id,
            what_it_does(explanation)
        ))
}

/// The explanation's sentences as one paragraph (its summary when it has none).
fn what_it_does(e: &Explanation) -> String {
    if e.details.is_empty() {
        e.summary.clone()
    } else {
        e.details.join(" ")
    }
}

/// "Next: exercise 3.3." with how to see it.
pub fn next_exercise(next: &Exercise) -> Text {
    Text::new()
        .plain(format!("Next: exercise {}, ", next.id))
        .code("/learn next")
        .plain(" shows it.")
}

/// "Next: lesson 4, Kidnapping your own pieces." with how to open it.
pub fn next_lesson(course: &Course, next: &Exercise) -> Text {
    let title = course
        .lesson(next.lesson)
        .map_or(String::new(), |l| format!(", {}", l.title));
    Text::new()
        .plain(format!("Next: lesson {}{title}; ", next.lesson))
        .code("/learn next")
        .plain(" opens it.")
}

/// The hint: the exercise's own words and the piece that moves in the first right answer.
pub fn hint(exercise: &Exercise, pos: &Position, first: Option<&Move>) -> Text {
    let mut text = Text::new()
        .strong("Hint:")
        .plain(format!(" {}", exercise.hint.trim()));
    if let Some(mv) = first {
        if let Some(piece) = pos.piece_at(mv.from) {
            text = text.plain(format!(
                " Move your {} on {} (ringed on the board).",
                piece.kind.name(),
                mv.from
            ));
        }
    }
    text.line()
        .plain(format!("Exercise {}: {}", exercise.id, exercise.task))
}

/// The end of the course: a puzzle theme (where the learner erred most, else kidnaps) and a
/// bot level (from their rating when they have one, else from how the course went).
pub fn course_done(course: &Course, player: &Player, rating: Option<f64>) -> Text {
    let record = &player.course;
    let solved = solved_count(course, record);
    let total = course.exercises().len();
    let mut text = if solved == total {
        Text::new()
            .strong("You finished the Castalia course!")
            .plain(format!(" All {total} exercises solved."))
    } else {
        let open: Vec<String> = course
            .lessons()
            .iter()
            .filter(|l| !lesson_solved(course, record, l.number))
            .map(|l| l.number.to_string())
            .collect();
        Text::new()
            .strong("You reached the end of the Castalia course.")
            .plain(format!(
                " {solved} of {total} exercises solved; lessons {} still have open ones (",
                open.join(", ")
            ))
            .code("/learn lesson:N")
            .plain(").")
    };
    let theme = suggested_theme(course, record);
    let described = THEMES
        .iter()
        .find(|(name, _)| *name == theme)
        .map_or(theme, |(_, d)| d);
    let level = suggested_level(record, rating);
    text = text
        .line()
        .plain(format!("Practise next with puzzles where {described}: "))
        .code(format!("/puzzle themes:{theme}"))
        .plain(". Then play the bot at your level: ")
        .code(format!("/play level:{}", level.get()))
        .plain(format!(" (about {} Elo).", level.approx_elo()));
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
    Text::new()
        .plain(format!(
            "There is no lesson {lesson}: the course has lessons 1 to {}. Type ",
            course.lessons().len()
        ))
        .code("/learn")
        .plain(" to see them.")
}

pub fn stale_menu(exercise: &Exercise) -> Text {
    Text::new()
        .plain(format!(
            "This menu is for an exercise you have left, so nothing was played. You are on exercise {}: ",
            exercise.id
        ))
        .code("/learn")
        .plain(" shows it.")
}

/// Skipping past the last exercise.
pub fn last_exercise(course: &Course, record: &CourseRecord) -> Text {
    Text::new()
        .plain(format!(
            "This is the course's last exercise ({} of {} solved). Answer it with ",
            solved_count(course, record),
            course.exercises().len()
        ))
        .code("/move")
        .plain(", or open another lesson with ")
        .code("/learn lesson:N")
        .plain(".")
}

pub fn no_exercise() -> GameError {
    GameError::NothingPending("answer: no course exercise is open; `/learn` starts the course")
}
