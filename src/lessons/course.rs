//! The course as data: lessons (a title, a few sentences, a position and a move that shows the
//! idea) and their exercises (a position, a task, a goal and the moves that meet it), read
//! from `assets/lessons/` (`docs/lessons.md` describes both files). The files hold the
//! structure; the words (titles, lesson texts, tasks and hints) are catalogue messages named
//! by the lesson's and exercise's numbers (`lesson-3-title`, `lesson-3-body`,
//! `lesson-3-exercise-2-task`, `lesson-3-exercise-2-hint`), so that they can be translated.

use super::goal::Goal;
use crate::i18n::{has_message, Lang, Text};
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
    /// 1, 2, ...: the order of the course; it names the lesson's messages.
    pub number: u32,
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
    /// The catalogue message of the lesson's title (one line).
    pub fn title_id(&self) -> String {
        format!("lesson-{}-title", self.number)
    }

    /// The catalogue message of the lesson's two or three sentences.
    pub fn body_id(&self) -> String {
        format!("lesson-{}-body", self.number)
    }

    /// The title ("The kidnap").
    pub fn title(&self) -> Text {
        Text::msg(self.title_id())
    }

    /// The lesson's sentences.
    pub fn body(&self) -> Text {
        Text::msg(self.body_id())
    }

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
    /// "3.2": the lesson's number and the exercise's place in it (it names the exercise's
    /// messages).
    pub id: String,
    #[serde(with = "variant_name")]
    pub variant: Variant,
    pub fen: String,
    pub goal: Goal,
    /// Every legal move that meets the goal, in UCI, sorted (written by
    /// `castalia-bot lessons check --write`).
    pub accepted: Vec<String>,
}

impl Exercise {
    /// The catalogue messages of the exercise: "3.2" gives `lesson-3-exercise-2`.
    fn message_stem(&self) -> String {
        let place = self.id.rsplit('.').next().unwrap_or_default();
        format!("lesson-{}-exercise-{place}", self.lesson)
    }

    /// The catalogue message of the task.
    pub fn task_id(&self) -> String {
        format!("{}-task", self.message_stem())
    }

    /// The catalogue message of the hint.
    pub fn hint_id(&self) -> String {
        format!("{}-hint", self.message_stem())
    }

    /// The sentence shown ("Kidnap the black knight.").
    pub fn task(&self) -> Text {
        Text::msg(self.task_id())
    }

    /// Said after a wrong move, with what that move did, and by the hint.
    pub fn hint(&self) -> Text {
        Text::msg(self.hint_id())
    }

    /// The title of the exercise's lesson.
    pub fn lesson_title(&self) -> Text {
        Text::msg(format!("lesson-{}-title", self.lesson))
    }

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

/// The sentence saying that `what`'s message `id` is not in the English catalogue.
fn missing(what: &str, id: &str) -> String {
    format!(
        "{what}: the English catalogue has no message `{id}` (write it in assets/i18n/, see docs/lessons.md)"
    )
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
    /// under its lesson, positions that read, every lesson's and exercise's words in the
    /// English catalogue); `check::problems` checks the goals.
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
            for id in [lesson.title_id(), lesson.body_id()] {
                if !has_message(Lang::En, &id) {
                    return bad(missing(&format!("lesson {}", lesson.number), &id));
                }
            }
            let exercises = self.exercises_of(lesson.number);
            if exercises.is_empty() {
                return bad(format!("lesson {} has no exercise", lesson.number));
            }
            for (k, e) in exercises.iter().enumerate() {
                let id = format!("{}.{}", lesson.number, k + 1);
                if e.id != id {
                    return bad(format!("exercise {} should be numbered {id}", e.id));
                }
                for id in [e.task_id(), e.hint_id()] {
                    if !has_message(Lang::En, &id) {
                        return bad(missing(&format!("exercise {}", e.id), &id));
                    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_course_reads_with_its_words() {
        let course = match Course::shipped() {
            Ok(c) => c,
            Err(e) => panic!("the shipped course reads: {e}"),
        };
        let kidnap = course.lesson(3).map(|l| l.title().to_string());
        assert_eq!(kidnap.as_deref(), Some("The kidnap"));
        let e = course.exercise("3.2").map(|e| (e.task_id(), e.hint_id()));
        assert_eq!(
            e,
            Some((
                "lesson-3-exercise-2-task".to_string(),
                "lesson-3-exercise-2-hint".to_string()
            ))
        );
        for l in course.lessons() {
            for id in [l.title_id(), l.body_id()] {
                assert_ne!(Text::msg(id.as_str()).to_string(), id);
            }
        }
    }

    /// A lesson or exercise the English catalogue has no words for is refused when the
    /// course is read, naming the message.
    #[test]
    fn a_lesson_or_exercise_without_english_words_is_refused() {
        // A lesson more, with an exercise.
        let one_more = SHIPPED_LESSONS.to_string()
            + "\n[[lesson]]\nnumber = 14\nvariant = \"castalia\"\nfen = \"4k3/8/8/8/3C4/8/8/4K3 w - - 0 1\"\nshows = \"d4h8\"\ntheme = \"kidnap\"\n";
        let exercise = r#"{"lesson":14,"id":"14.1","variant":"castalia","fen":"4k3/8/8/8/3C4/8/8/4K3 w - - 0 1","goal":{"piece":"castalia"},"accepted":[]}"#;
        let exercises = format!("{SHIPPED_EXERCISES}{exercise}\n");
        match Course::parse(&one_more, &exercises) {
            Err(CourseError::Shape(m)) => assert!(m.contains("`lesson-14-title`"), "{m}"),
            other => panic!("{other:?}"),
        }
        // An exercise more in lesson 1.
        let exercise = r#"{"lesson":1,"id":"1.3","variant":"castalia","fen":"4k3/8/8/8/3C4/8/8/4K3 w - - 0 1","goal":{"piece":"castalia"},"accepted":[]}"#;
        let mut lines: Vec<&str> = SHIPPED_EXERCISES.lines().collect();
        lines.insert(2, exercise);
        match Course::parse(SHIPPED_LESSONS, &lines.join("\n")) {
            Err(CourseError::Shape(m)) => {
                assert!(m.contains("`lesson-1-exercise-3-task`"), "{m}")
            }
            other => panic!("{other:?}"),
        }
        // The old format, words in the files, is refused.
        let old = SHIPPED_LESSONS.replacen("number = 1\n", "number = 1\ntitle = \"x\"\n", 1);
        assert!(matches!(
            Course::parse(&old, SHIPPED_EXERCISES),
            Err(CourseError::Lessons(_))
        ));
    }
}
