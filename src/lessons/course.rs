//! The course as data: lessons (a title, a few sentences, a position and a move that shows the
//! idea) and their exercises (a position, a task, a goal and the moves that meet it), read
//! from `assets/lessons/` (`docs/lessons.md` describes both files).

use super::goal::Goal;
use crate::rules::{Move, Position, Variant};
use serde::{Deserialize, Serialize};

/// The shipped lessons (TOML) and exercises (JSON lines), built into the binary.
pub const SHIPPED_LESSONS: &str = include_str!("../../assets/lessons/lessons.toml");
pub const SHIPPED_EXERCISES: &str = include_str!("../../assets/lessons/exercises.jsonl");

/// Why a course file cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CourseError {
    #[error("lessons file: {0}")]
    Lessons(String),
    #[error("exercises file, line {line}: {message}")]
    Exercise { line: usize, message: String },
    #[error("{0}")]
    Shape(String),
}

/// A rule set as the course files name it (`castalia`, `castalia-weak`).
mod variant_name {
    use crate::rules::Variant;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(v: &Variant, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(v.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Variant, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// One lesson: one idea.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// 1, 2, ...: the order of the course.
    pub number: u32,
    pub title: String,
    /// Two or three sentences.
    pub text: String,
    #[serde(with = "variant_name")]
    pub variant: Variant,
    /// The position of the lesson's picture.
    pub fen: String,
    /// The move drawn on the picture (UCI), showing the idea.
    pub shows: String,
    /// The puzzle theme that practises this lesson's idea (`/puzzle themes:...`).
    pub theme: String,
}

impl Lesson {
    /// The picture's position and move.
    pub fn example(&self) -> Result<(Position, Move), CourseError> {
        let pos = Position::from_fen(&self.fen, self.variant)
            .map_err(|e| CourseError::Lessons(format!("lesson {}: FEN: {e}", self.number)))?;
        let mv = pos.parse_uci(&self.shows).map_err(|e| {
            CourseError::Lessons(format!(
                "lesson {}: `{}` is not legal there: {e}",
                self.number, self.shows
            ))
        })?;
        Ok((pos, mv))
    }
}

/// One exercise: play a move that meets the goal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Exercise {
    pub lesson: u32,
    pub lesson_title: String,
    /// "3.2": the lesson's number and the exercise's place in it.
    pub id: String,
    #[serde(with = "variant_name")]
    pub variant: Variant,
    pub fen: String,
    /// The sentence shown ("Kidnap the white knight.").
    pub task: String,
    /// Said after a wrong move, with what that move did.
    pub hint: String,
    pub goal: Goal,
    /// Every legal move that meets the goal, in UCI, sorted (written by
    /// `castalia-bot lessons check --write`).
    pub accepted: Vec<String>,
}

impl Exercise {
    pub fn position(&self) -> Result<Position, CourseError> {
        Position::from_fen(&self.fen, self.variant)
            .map_err(|e| CourseError::Shape(format!("exercise {}: FEN: {e}", self.id)))
    }

    /// Whether `mv`, a legal move of the exercise's position, is right.
    pub fn accepts(&self, mv: &Move) -> bool {
        let uci = mv.uci().to_string();
        self.accepted.contains(&uci)
    }

    /// The first accepted move, as a move of `pos` (the hint's piece).
    pub fn first_accepted(&self, pos: &Position) -> Option<Move> {
        self.accepted.first().and_then(|u| pos.parse_uci(u).ok())
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LessonsFile {
    lesson: Vec<Lesson>,
}

/// The whole course: lessons in order, each with its exercises in order.
#[derive(Clone, Debug, Default)]
pub struct Course {
    lessons: Vec<Lesson>,
    exercises: Vec<Exercise>,
}

impl Course {
    /// The shipped course.
    pub fn shipped() -> Result<Course, CourseError> {
        Course::parse(SHIPPED_LESSONS, SHIPPED_EXERCISES)
    }

    /// A course from its two files' text. Checks the shape (numbers in order, each exercise
    /// under its lesson, positions that read); `check::check` checks the goals.
    pub fn parse(lessons: &str, exercises: &str) -> Result<Course, CourseError> {
        let file: LessonsFile =
            toml::from_str(lessons).map_err(|e| CourseError::Lessons(e.to_string()))?;
        let mut list = Vec::new();
        for (i, line) in exercises.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let exercise: Exercise =
                serde_json::from_str(line).map_err(|e| CourseError::Exercise {
                    line: i + 1,
                    message: e.to_string(),
                })?;
            list.push(exercise);
        }
        let course = Course {
            lessons: file.lesson,
            exercises: list,
        };
        course.check_shape()?;
        Ok(course)
    }

    fn check_shape(&self) -> Result<(), CourseError> {
        let bad = |m: String| Err(CourseError::Shape(m));
        for (i, lesson) in self.lessons.iter().enumerate() {
            if lesson.number as usize != i + 1 {
                return bad(format!(
                    "lesson {} stands in place {}: number them 1, 2, 3... in order",
                    lesson.number,
                    i + 1
                ));
            }
            lesson.example()?;
            let exercises = self.exercises_of(lesson.number);
            if exercises.is_empty() {
                return bad(format!("lesson {} has no exercise", lesson.number));
            }
            for (k, e) in exercises.iter().enumerate() {
                let id = format!("{}.{}", lesson.number, k + 1);
                if e.id != id {
                    return bad(format!("exercise {} should be numbered {id}", e.id));
                }
                if e.lesson_title != lesson.title {
                    return bad(format!(
                        "exercise {}: lesson_title `{}` is not lesson {}'s title `{}`",
                        e.id, e.lesson_title, lesson.number, lesson.title
                    ));
                }
                e.position()?;
            }
        }
        if let Some(e) = self
            .exercises
            .iter()
            .find(|e| self.lesson(e.lesson).is_none())
        {
            return bad(format!("exercise {} names no lesson of the file", e.id));
        }
        let mut order: Vec<(u32, &str)> = self
            .exercises
            .iter()
            .map(|e| (e.lesson, e.id.as_str()))
            .collect();
        order.dedup_by_key(|(l, _)| *l);
        if order.len() != self.lessons.len() {
            return bad("the exercises of a lesson must stand together, lesson by lesson".into());
        }
        Ok(())
    }

    pub fn lessons(&self) -> &[Lesson] {
        &self.lessons
    }

    pub fn exercises(&self) -> &[Exercise] {
        &self.exercises
    }

    pub fn lesson(&self, number: u32) -> Option<&Lesson> {
        self.lessons.iter().find(|l| l.number == number)
    }

    pub fn exercises_of(&self, lesson: u32) -> Vec<&Exercise> {
        self.exercises
            .iter()
            .filter(|e| e.lesson == lesson)
            .collect()
    }

    pub fn exercise(&self, id: &str) -> Option<&Exercise> {
        self.exercises.iter().find(|e| e.id == id)
    }

    /// The exercise after `id` in the course (into the next lesson), if any.
    pub fn after(&self, id: &str) -> Option<&Exercise> {
        let i = self.exercises.iter().position(|e| e.id == id)?;
        self.exercises.get(i + 1)
    }

    /// The exercises written back as JSON lines (the file `lessons check --write` writes).
    pub fn exercises_jsonl(&self) -> String {
        let mut out = String::new();
        for e in &self.exercises {
            if let Ok(line) = serde_json::to_string(e) {
                out.push_str(&line);
                out.push('\n');
            }
        }
        out
    }

    /// The course with every exercise's `accepted` list recomputed from its goal.
    pub fn with_accepted_recomputed(&self) -> Result<Course, CourseError> {
        let mut course = self.clone();
        for e in &mut course.exercises {
            let pos = e.position()?;
            e.accepted = e.goal.accepted(&pos);
        }
        Ok(course)
    }
}
