//! `/learn`: the course's lessons and exercises for one player. The exercise being worked on
//! lives in the player's record (`CourseRecord::current`); an answer is right when the course
//! accepts it (every move meeting the exercise's goal, `lessons::Goal`). Replies are private.
//!
//! Answers: `/learn` answers, picker moves, and a plain `/move` in the channel where the
//! lesson was opened when the player has no game going there (as puzzles are answered; a
//! lesson opened after a puzzle takes `/move` from it, and a new puzzle takes it back).

use super::{words, CourseService};
use crate::explain::alt_text;
use crate::game::commands::command::{Context, LearnCommand};
use crate::game::error::GameError;
use crate::game::model::{CourseRecord, GameId, Player};
use crate::game::replies::choices::{choices_of, ChoiceBoard, MoveChoices};
use crate::game::replies::reply::{Attachment, LessonView, PlayedMove, Reply, ReplyKind};
use crate::game::replies::text::Text;
use crate::i18n::Lang;
use crate::lessons::pictures::{exercise_png, lesson_png};
use crate::lessons::{Course, Exercise, Lesson};
use crate::render::RenderOptions;
use crate::rules::{Move, Position, Square};

impl CourseService {
    pub(in crate::game) fn learn(
        &self,
        ctx: &Context,
        command: LearnCommand,
    ) -> Result<Reply, GameError> {
        let mut player = self.kernel.player(ctx.user, &ctx.name)?;
        match command {
            LearnCommand::Open { lesson } => self.open_course(ctx, &mut player, lesson),
            LearnCommand::Move { text } => self.lesson_answer(ctx, &mut player, &text, None),
            LearnCommand::Picked { position, uci } => {
                self.lesson_answer(ctx, &mut player, &uci, Some(position))
            }
            LearnCommand::Hint => self.lesson_hint(&player, self.kernel.reply_lang(ctx)),
            LearnCommand::Retry => {
                let exercise = self.shown_exercise(&player)?;
                self.show_exercise(ctx, &mut player, exercise, Intro::No, Text::new())
            }
            LearnCommand::Next => self.next_exercise(ctx, &mut player),
        }
    }

    /// The caller's game going here, if any: a plain `/move` here goes to it, not to the
    /// exercise (`move_goes_to_lesson`).
    fn game_here(&self, ctx: &Context) -> Result<Option<GameId>, GameError> {
        Ok(self.kernel.my_games_here(ctx)?.first().map(|g| g.id))
    }

    fn course(&self) -> &Course {
        &self.kernel.config.course
    }

    /// Whether a plain `/move` by this user here answers a course exercise: one is being
    /// worked on, it was opened in this channel, and the user has no game going here.
    pub(in crate::game) fn move_goes_to_lesson(&self, ctx: &Context) -> Result<bool, GameError> {
        let Some(player) = self.player_repo.player(ctx.user)? else {
            return Ok(false);
        };
        let course = &player.course;
        if course.current.is_none() || course.channel != Some(ctx.channel) {
            return Ok(false);
        }
        Ok(self.kernel.my_games_here(ctx)?.is_empty())
    }

    /// The position of the exercise the caller is working on, if any.
    pub(in crate::game) fn lesson_position(&self, ctx: &Context) -> Option<Position> {
        let player = self.player_repo.player(ctx.user).ok()??;
        exercise_position(self.current_exercise(&player).ok()?).ok()
    }

    /// The caller's legal moves in the exercise they are working on (for the move picker and
    /// autocompletion).
    pub(in crate::game) fn lesson_choices(&self, ctx: &Context) -> Result<MoveChoices, GameError> {
        let player = self.player_repo.player(ctx.user)?.unwrap_or_default();
        let exercise = self.current_exercise(&player)?;
        let pos = exercise_position(exercise)?;
        Ok(MoveChoices {
            board: ChoiceBoard::Lesson(exercise.id.clone()),
            position: pos.hash(),
            moves: choices_of(&pos),
        })
    }

    /// `/learn` and `/learn lesson:N`: the lessons with what is done, then an exercise: the
    /// one being worked on (or the first not solved), or lesson N's first not solved.
    fn open_course(
        &self,
        ctx: &Context,
        player: &mut Player,
        lesson: Option<u32>,
    ) -> Result<Reply, GameError> {
        let course = self.course();
        let Some(lesson) = lesson else {
            let overview = words::overview(course, &player.course);
            let next = player
                .course
                .current
                .as_deref()
                .and_then(|id| course.exercise(id))
                .or_else(|| first_unsolved(course, &player.course, None));
            let Some(exercise) = next else {
                // Everything is solved: the list and what to do next.
                let text =
                    overview
                        .line()
                        .then(words::course_done(course, player, rating_hint(player)));
                return Ok(Reply::private(ReplyKind::Lesson, text));
            };
            let intro = if is_first_of_lesson(course, exercise) {
                Intro::WithPicture
            } else {
                Intro::Text
            };
            return self.show_exercise(ctx, player, exercise, intro, overview.line());
        };
        let Some(chosen) = course.lesson(lesson) else {
            return Err(GameError::BadOption(words::no_such_lesson(course, lesson)));
        };
        let exercise = first_unsolved(course, &player.course, Some(chosen.number))
            .or_else(|| course.exercises_of(chosen.number).into_iter().next())
            .ok_or_else(|| GameError::Refused(Text::msg("course-lesson-empty")))?;
        self.show_exercise(ctx, player, exercise, Intro::WithPicture, Text::new())
    }

    /// Shows `exercise` to answer (after `before`, with its lesson's words when `intro`
    /// says so), makes it the one being worked on here, and stores that.
    fn show_exercise(
        &self,
        ctx: &Context,
        player: &mut Player,
        exercise: &Exercise,
        intro: Intro,
        before: Text,
    ) -> Result<Reply, GameError> {
        let pos = exercise_position(exercise)?;
        let record = &mut player.course;
        record.current = Some(exercise.id.clone());
        record.shown = Some(exercise.id.clone());
        record.channel = Some(ctx.channel);
        self.kernel.save_player(ctx, player.clone())?;
        let lesson = self.course().lesson(exercise.lesson);
        let mut text = before;
        if let (Some(lesson), true) = (lesson, intro != Intro::No) {
            text = text.then(words::lesson_intro(lesson)).line();
        }
        text = text.then(words::task(exercise, &pos, self.game_here(ctx)?));
        let lang = self.kernel.reply_lang(ctx);
        let mut reply = Reply::private(ReplyKind::Lesson, text);
        reply.image = self.exercise_picture(exercise, &pos, None, exercise.task(), &[], lang);
        if let (Some(lesson), Intro::WithPicture) = (lesson, intro) {
            reply.file = self.lesson_picture(lesson, lang);
        }
        reply.lesson = Some(self.lesson_view(exercise, &pos, None, true));
        Ok(reply)
    }

    fn lesson_answer(
        &self,
        ctx: &Context,
        player: &mut Player,
        text: &str,
        picked_in: Option<u64>,
    ) -> Result<Reply, GameError> {
        let exercise = self.current_exercise(player)?;
        let pos = exercise_position(exercise)?;
        if picked_in.is_some_and(|key| key != pos.hash()) {
            return Err(GameError::Refused(words::stale_menu(exercise)));
        }
        let mv = pos.parse_move(text)?;
        let played = PlayedMove::new(&pos, mv);
        if !exercise.accepts(&mv) {
            *player.course.wrong.entry(exercise.lesson).or_default() += 1;
            player.course.channel = Some(ctx.channel);
            self.kernel.save_player(ctx, player.clone())?;
            let explanation = crate::explain::explain_move(&pos, &mv);
            let text = words::wrong(exercise, &played, &explanation);
            let mut reply = Reply::private(ReplyKind::LessonWrong, text);
            reply.image = self.wrong_picture(exercise, &pos, &mv, self.kernel.reply_lang(ctx));
            reply.lesson = Some(self.lesson_view(exercise, &pos, None, true));
            return Ok(reply);
        }
        // Right: solved, and the next exercise becomes the one to answer.
        let course = self.course();
        let record: &mut CourseRecord = &mut player.course;
        let first_time = record.solved.insert(exercise.id.clone());
        let next = course.after(&exercise.id);
        record.current = next.map(|e| e.id.clone());
        record.channel = Some(ctx.channel);
        let explanation = crate::explain::explain_move(&pos, &mv);
        let mut text = words::right(exercise, &played, &explanation, first_time);
        let lesson_done = words::lesson_solved(course, record, exercise.lesson);
        match next {
            Some(next) if next.lesson != exercise.lesson => {
                if lesson_done {
                    text = text
                        .plain(" ")
                        .then(words::lesson_complete(exercise.lesson));
                }
                text = text.plain(" ").then(words::next_lesson(course, next));
            }
            Some(next) => text = text.plain(" ").then(words::next_exercise(next)),
            None => {
                text = text
                    .line()
                    .then(words::course_done(course, player, rating_hint(player)))
            }
        }
        self.kernel.save_player(ctx, player.clone())?;
        let after = pos.play(&mv);
        let lang = self.kernel.reply_lang(ctx);
        let footer = crate::msg!("course-picture-right", san = played.san.as_str());
        let mut reply = Reply::private(ReplyKind::LessonSolved, text);
        reply.image = self.exercise_picture(exercise, &after, Some(mv), footer, &[], lang);
        let mut view = self.lesson_view(exercise, &after, Some(played), false);
        view.has_next = next.is_some();
        reply.lesson = Some(view);
        Ok(reply)
    }

    /// The hint, its picture's words in `lang`.
    fn lesson_hint(&self, player: &Player, lang: Lang) -> Result<Reply, GameError> {
        let exercise = self.current_exercise(player)?;
        let pos = exercise_position(exercise)?;
        let first = exercise.first_accepted(&pos);
        let square = first.map(|m| m.from);
        let text = words::hint(exercise, &pos, first.as_ref());
        let footer = match (first, square) {
            (Some(m), Some(sq)) => match pos.piece_at(m.from) {
                Some(p) => crate::msg!(
                    "course-picture-hint",
                    piece = crate::i18n::Arg::key(crate::explain::kind_key(p.kind)),
                    square = sq.to_string()
                ),
                None => exercise.task(),
            },
            _ => exercise.task(),
        };
        let marks: Vec<Square> = square.into_iter().collect();
        let mut reply = Reply::private(ReplyKind::LessonHint, text);
        reply.image = self.exercise_picture(exercise, &pos, None, footer, &marks, lang);
        reply.lesson = Some(self.lesson_view(exercise, &pos, None, true));
        Ok(reply)
    }

    /// `/learn next`: after solving the exercise last shown, the one after it (already the one
    /// to answer); otherwise the exercise being worked on is skipped.
    fn next_exercise(&self, ctx: &Context, player: &mut Player) -> Result<Reply, GameError> {
        let course = self.course();
        let record = &player.course;
        let target = match (&record.current, &record.shown) {
            (Some(current), Some(shown)) if current != shown => course.exercise(current),
            (Some(current), _) => match course.after(current) {
                Some(e) => Some(e),
                None => {
                    let game_here = self.game_here(ctx)?;
                    return Err(GameError::Refused(words::last_exercise(
                        course, record, game_here,
                    )));
                }
            },
            (None, _) => first_unsolved(course, record, None),
        };
        let Some(exercise) = target else {
            let text = words::course_done(course, player, rating_hint(player));
            return Ok(Reply::private(ReplyKind::Lesson, text));
        };
        let intro = if is_first_of_lesson(course, exercise) {
            Intro::WithPicture
        } else {
            Intro::No
        };
        self.show_exercise(ctx, player, exercise, intro, Text::new())
    }

    /// The exercise last shown, to try again (`/learn retry`): after a right answer the one
    /// just solved, not the next (which is already the one to answer).
    fn shown_exercise<'a>(&'a self, player: &Player) -> Result<&'a Exercise, GameError> {
        match player
            .course
            .shown
            .as_deref()
            .and_then(|id| self.course().exercise(id))
        {
            Some(exercise) => Ok(exercise),
            None => self.current_exercise(player),
        }
    }

    fn current_exercise<'a>(&'a self, player: &Player) -> Result<&'a Exercise, GameError> {
        player
            .course
            .current
            .as_deref()
            .and_then(|id| self.course().exercise(id))
            .ok_or_else(words::no_exercise)
    }

    fn lesson_view(
        &self,
        exercise: &Exercise,
        pos: &Position,
        last: Option<PlayedMove>,
        answering: bool,
    ) -> LessonView {
        let start = exercise_position(exercise).ok();
        LessonView {
            lesson: exercise.lesson,
            exercise: exercise.id.clone(),
            rules: exercise.variant,
            position: pos.clone(),
            orientation: start
                .as_ref()
                .map_or(pos.side_to_move(), Position::side_to_move),
            last_move: last,
            answering,
            answer_position: if answering {
                start.map_or(0, |p| p.hash())
            } else {
                0
            },
            has_next: self.course().after(&exercise.id).is_some(),
        }
    }

    /// The course's pictures, their words in `lang`.
    fn picture_options(&self, lang: Lang) -> RenderOptions {
        RenderOptions {
            square_px: self.kernel.config.board_square_px,
            theme: self.kernel.config.board_theme,
            lang,
            ..RenderOptions::default()
        }
    }

    /// An exercise's board with `footer` under it, the words drawn in `lang`.
    fn exercise_picture(
        &self,
        exercise: &Exercise,
        pos: &Position,
        last: Option<Move>,
        footer: Text,
        marks: &[Square],
        lang: Lang,
    ) -> Option<Attachment> {
        if !self.kernel.config.images {
            return None;
        }
        let opts = RenderOptions {
            marks: marks.to_vec(),
            ..self.picture_options(lang)
        };
        let name = match last {
            Some(_) => format!("exercise-{}-solved.png", exercise.id),
            None => format!("exercise-{}.png", exercise.id),
        };
        let png = exercise_png(exercise, pos, last, &footer.words(lang), &opts);
        let title = crate::msg!(
            "course-picture-words",
            id = exercise.id.as_str(),
            title = exercise.lesson_title(),
            footer = footer
        );
        attachment(name, png, alt_text::position_text(title, pos))
    }

    /// A wrong answer drawn as `/explain` draws a move: before and after, with its arrows.
    fn wrong_picture(
        &self,
        exercise: &Exercise,
        pos: &Position,
        mv: &Move,
        lang: Lang,
    ) -> Option<Attachment> {
        if !self.kernel.config.images {
            return None;
        }
        let opts = RenderOptions {
            square_px: self.kernel.config.board_square_px.min(48),
            flipped: pos.side_to_move() == crate::rules::Color::Black,
            ..self.picture_options(lang)
        };
        let png = crate::explain::explain_png(pos, mv, &opts);
        let words = alt_text::move_text(Text::msg("course-picture-answer"), pos, mv);
        attachment(
            format!("exercise-{}-tried-{mv}.png", exercise.id),
            png,
            words,
        )
    }

    fn lesson_picture(&self, lesson: &Lesson, lang: Lang) -> Option<Attachment> {
        if !self.kernel.config.images {
            return None;
        }
        let (pos, mv) = match lesson.example() {
            Ok(example) => example,
            Err(e) => {
                tracing::error!("lesson {}: {e}", lesson.number);
                return None;
            }
        };
        let opts = RenderOptions {
            square_px: self.kernel.config.board_square_px.min(48),
            ..self.picture_options(lang)
        };
        let title = crate::msg!(
            "course-picture-lesson",
            number = lesson.number,
            title = lesson.title()
        );
        let words = alt_text::move_text(title, &pos, &mv);
        attachment(
            format!("lesson-{:02}.png", lesson.number),
            lesson_png(&pos, &mv, &opts),
            words,
        )
    }
}

/// The player's Castalia rating, when they have played rated Castalia games (for the
/// suggested bot level).
fn rating_hint(player: &Player) -> Option<f64> {
    let stats = player.stats(crate::rules::Variant::Castalia);
    let games = stats.rated.wins + stats.rated.draws + stats.rated.losses;
    (games > 0).then_some(stats.rating.rating)
}

/// How much of the lesson an exercise is shown with.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Intro {
    No,
    /// The lesson's title and sentences.
    Text,
    /// Those and the lesson's picture.
    WithPicture,
}

/// A picture with its words (`words`: its alt text).
fn attachment(
    name: String,
    png: Result<Vec<u8>, crate::render::RenderError>,
    words: Text,
) -> Option<Attachment> {
    match png {
        Ok(bytes) => Some(Attachment::picture(name, bytes, words)),
        Err(e) => {
            tracing::error!("cannot draw {name}: {e}");
            None
        }
    }
}

fn exercise_position(exercise: &Exercise) -> Result<Position, GameError> {
    exercise.position().map_err(|e| {
        tracing::error!("{e}");
        GameError::Refused(Text::msg("course-exercise-unreadable"))
    })
}

fn is_first_of_lesson(course: &Course, exercise: &Exercise) -> bool {
    course
        .exercises_of(exercise.lesson)
        .first()
        .is_some_and(|e| e.id == exercise.id)
}

/// The first exercise not solved (of one lesson, when given).
fn first_unsolved<'a>(
    course: &'a Course,
    record: &CourseRecord,
    lesson: Option<u32>,
) -> Option<&'a Exercise> {
    course
        .exercises()
        .iter()
        .filter(|e| lesson.is_none_or(|l| e.lesson == l))
        .find(|e| !record.solved.contains(&e.id))
}
