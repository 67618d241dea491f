//! Checking the course: every exercise's `accepted` list is exactly the legal moves that meet
//! its goal, at least one move is right and at least one legal move is not, each lesson has
//! two to five exercises, the course has at least ten lessons, and every lesson and exercise
//! has words in English (the messages' existence is checked when the course is read), and
//! every lesson's theme is a puzzle theme (`puzzles::themes`).

use super::course::Course;

/// The fewest lessons and the exercises a lesson has.
pub const MIN_LESSONS: usize = 10;
pub const EXERCISES_PER_LESSON: std::ops::RangeInclusive<usize> = 2..=5;

/// Everything wrong with `course`, one sentence each (empty when it is right).
pub fn problems(course: &Course) -> Vec<String> {
    let mut out = Vec::new();
    if course.lessons().len() < MIN_LESSONS {
        out.push(format!(
            "the course has {} lessons; it needs at least {MIN_LESSONS}",
            course.lessons().len()
        ));
    }
    for lesson in course.lessons() {
        let n = course.exercises_of(lesson.number).len();
        if !EXERCISES_PER_LESSON.contains(&n) {
            out.push(format!(
                "lesson {} has {n} exercises; a lesson has 2 to 5",
                lesson.number
            ));
        }
        if crate::puzzles::themes::theme_name(&lesson.theme).is_none() {
            out.push(format!(
                "lesson {}: `{}` is no puzzle theme",
                lesson.number, lesson.theme
            ));
        }
        if lesson.body().to_string().trim().is_empty()
            || lesson.title().to_string().trim().is_empty()
        {
            out.push(format!(
                "lesson {} needs a title and a text (`{}`, `{}`)",
                lesson.number,
                lesson.title_id(),
                lesson.body_id()
            ));
        }
    }
    for e in course.exercises() {
        let pos = match e.position() {
            Ok(p) => p,
            Err(err) => {
                out.push(err.to_string());
                continue;
            }
        };
        let right = e.goal.accepted(&pos);
        if right != e.accepted {
            out.push(format!(
                "exercise {}: `accepted` is {:?} but the goal accepts {:?} (run `castalia-bot lessons check --write`)",
                e.id, e.accepted, right
            ));
        }
        if right.is_empty() {
            out.push(format!("exercise {}: no legal move meets the goal", e.id));
        }
        if right.len() == pos.legal_moves().len() {
            out.push(format!(
                "exercise {}: every legal move meets the goal; the task asks nothing",
                e.id
            ));
        }
        if e.task().to_string().trim().is_empty() || e.hint().to_string().trim().is_empty() {
            out.push(format!(
                "exercise {} needs a task and a hint (`{}`, `{}`)",
                e.id,
                e.task_id(),
                e.hint_id()
            ));
        }
    }
    out
}
