//! The course through the service (`/learn`): lessons listed with progress, exercises shown,
//! wrong answers explained with a hint, every move meeting the goal accepted, hints, retry,
//! next and skip, progress kept across a restart, `/move` answering the exercise only where
//! it was opened and no game is going, puzzles taking `/move` back, stale pickers refused,
//! the end of the course suggesting a puzzle theme and a bot level, and `/stats`. The last
//! test walks the shipped course to its end.

use crate::common::{self, world::World};
use castalia_bot::game::store::PlayerRepo;

use castalia_bot::game::commands::text_command::parse_text_command;
use castalia_bot::game::model::CourseRecord;
use castalia_bot::game::{
    ChannelId, Command, Context, LearnCommand, NewGameArgs, PuzzleCommand, Reply, ReplyKind,
    ServiceConfig,
};
use castalia_bot::lessons::Course;
use castalia_bot::rules::Position;
use std::sync::Arc;

/// A small course of its own positions and goals. Its words (titles, texts, tasks, hints) are
/// the catalogue's messages named by its numbers, the shipped course's lessons 1 and 2: the
/// tests below read them from the course (`lesson_title`, `task`, `hint`).
const LESSONS: &str = r#"
[[lesson]]
number = 1
variant = "castalia"
fen = "4k3/8/8/8/3C4/8/3P4/4K3 w - - 0 1"
shows = "d4d6"
theme = "kidnap"

[[lesson]]
number = 2
variant = "castalia"
fen = "k7/8/8/8/3C4/7K/3p4/8 w - - 0 1"
shows = "d4d3"
theme = "repulsePromotion"
"#;

const EXERCISES: &str = r#"
{"lesson":1,"id":"1.1","variant":"castalia","fen":"4k3/8/8/8/3C4/8/3P4/4K3 w - - 0 1","goal":{"kidnap":{"piece":"pawn","color":"white"}},"accepted":[]}
{"lesson":1,"id":"1.2","variant":"castalia","fen":"4k3/8/8/3p4/8/8/3C4/4K3 w - - 0 1","goal":{"repulse":{"piece":"pawn","to":["d7"]}},"accepted":[]}
{"lesson":2,"id":"2.1","variant":"castalia","fen":"k7/8/8/8/3C4/7K/3p4/8 w - - 0 1","goal":{"repulse":{"queen":true}},"accepted":[]}
{"lesson":2,"id":"2.2","variant":"castalia-weak","fen":"4k3/8/8/8/3C4/8/3P4/4K3 w - - 0 1","goal":{"kidnap":{}},"accepted":[]}
"#;

fn course() -> Arc<Course> {
    let course = Course::parse(LESSONS, EXERCISES).unwrap();
    Arc::new(course.with_accepted_recomputed().unwrap())
}

/// Lesson `n`'s title in English.
fn lesson_title(n: u32) -> String {
    course().lesson(n).unwrap().title().to_string()
}

/// Exercise `id`'s task in English.
fn task(id: &str) -> String {
    course().exercise(id).unwrap().task().to_string()
}

/// Exercise `id`'s hint in English.
fn hint(id: &str) -> String {
    course().exercise(id).unwrap().hint().to_string()
}

fn world_with(course: Arc<Course>) -> World {
    let config = ServiceConfig {
        course,
        ..common::scripted_config()
    };
    common::world().config(config).build()
}

fn text(r: &Reply) -> String {
    r.text.to_string()
}

async fn learn(w: &World, c: &Context, command: LearnCommand) -> Reply {
    w.service.handle(c, Command::Learn(command)).await
}

async fn typed(w: &World, c: &Context, line: &str) -> Reply {
    let command = parse_text_command(line, &|_| None).unwrap();
    w.service.handle(c, command).await
}

fn record(w: &World, c: &Context) -> CourseRecord {
    w.store.player(c.user).unwrap().unwrap_or_default().course
}

#[tokio::test]
async fn learn_lists_the_lessons_and_opens_the_first_exercise_privately() {
    let w = world_with(course());
    let alice = common::ctx_in("alice", 1);
    let r = learn(&w, &alice, LearnCommand::Open { lesson: None }).await;
    assert_eq!(r.kind, ReplyKind::Lesson, "{}", text(&r));
    assert!(r.ephemeral);
    let t = text(&r);
    assert!(t.contains("0 of 4 exercises solved"), "{t}");
    assert!(
        t.contains(&format!("1. {} (2 exercises)", lesson_title(1))),
        "{t}"
    );
    assert!(t.contains(&format!("2. {}", lesson_title(2))), "{t}");
    assert!(t.contains(&format!("Lesson 1: {}", lesson_title(1))), "{t}");
    assert!(
        t.contains(&format!("Exercise 1.1 (White to play): {}", task("1.1"))),
        "{t}"
    );
    let view = r.lesson.as_ref().unwrap();
    assert!(view.answering);
    assert_eq!(view.exercise, "1.1");
    let start = Position::from_fen(
        "4k3/8/8/8/3C4/8/3P4/4K3 w - - 0 1",
        castalia_bot::rules::Variant::Castalia,
    )
    .unwrap();
    assert_eq!(view.answer_position, start.hash());
    let rec = record(&w, &alice);
    assert_eq!(rec.current.as_deref(), Some("1.1"));
    assert_eq!(rec.channel, Some(ChannelId(1)));
}

#[tokio::test]
async fn a_wrong_move_is_explained_with_the_hint_and_changes_no_progress() {
    let w = world_with(course());
    let alice = common::ctx_in("alice", 1);
    learn(&w, &alice, LearnCommand::Open { lesson: None }).await;
    // Sideways: the pawn on d2 is not behind the Castalia.
    let r = typed(&w, &alice, "/move Cc4").await;
    assert_eq!(r.kind, ReplyKind::LessonWrong, "{}", text(&r));
    let t = text(&r);
    assert!(t.contains("Cc4 is legal, but not the answer"), "{t}");
    assert!(t.contains("nothing is dragged"), "{t}");
    assert!(t.contains(&format!("Hint: {}", hint("1.1"))), "{t}");
    let rec = record(&w, &alice);
    assert!(rec.solved.is_empty());
    assert_eq!(rec.current.as_deref(), Some("1.1"));
    assert_eq!(rec.wrong.get(&1), Some(&1));
    // An illegal move is refused with the reason, and counts for nothing.
    let r = typed(&w, &alice, "/move Cxe8").await;
    assert!(r.is_refusal(), "{}", text(&r));
    assert!(text(&r).contains("not legal"), "{}", text(&r));
    assert_eq!(record(&w, &alice).wrong.get(&1), Some(&1));
}

#[tokio::test]
async fn every_move_meeting_the_goal_is_right() {
    for answer in ["Cd5", "Cd6", "Cd7", "Cd8", "d4d8"] {
        let w = world_with(course());
        let alice = common::ctx_in("alice", 1);
        learn(&w, &alice, LearnCommand::Open { lesson: None }).await;
        let r = typed(&w, &alice, &format!("/move {answer}")).await;
        assert_eq!(r.kind, ReplyKind::LessonSolved, "{answer}: {}", text(&r));
        let t = text(&r);
        assert!(t.contains("right!"), "{t}");
        assert!(t.contains("Next: exercise 1.2"), "{t}");
        let view = r.lesson.as_ref().unwrap();
        assert!(!view.answering);
        assert!(view.has_next);
        assert_eq!(view.last_move.as_ref().unwrap().displaced.len(), 1);
        let rec = record(&w, &alice);
        assert!(rec.solved.contains("1.1"));
        assert_eq!(rec.current.as_deref(), Some("1.2"));
    }
}

#[tokio::test]
async fn hint_names_the_piece_and_next_shows_then_skips() {
    let w = world_with(course());
    let alice = common::ctx_in("alice", 1);
    learn(&w, &alice, LearnCommand::Open { lesson: None }).await;
    let r = learn(&w, &alice, LearnCommand::Hint).await;
    assert_eq!(r.kind, ReplyKind::LessonHint);
    assert!(
        text(&r).contains("Move your Castalia on d4"),
        "{}",
        text(&r)
    );
    typed(&w, &alice, "/move Cd6").await;
    // After solving 1.1, next shows 1.2 (already the one to answer).
    let r = learn(&w, &alice, LearnCommand::Next).await;
    assert_eq!(r.lesson.as_ref().unwrap().exercise, "1.2", "{}", text(&r));
    // Next again skips 1.2, into lesson 2 with its introduction and picture.
    let r = learn(&w, &alice, LearnCommand::Next).await;
    assert_eq!(r.lesson.as_ref().unwrap().exercise, "2.1", "{}", text(&r));
    assert!(text(&r).contains(&format!("Lesson 2: {}", lesson_title(2))));
    let rec = record(&w, &alice);
    assert!(!rec.solved.contains("1.2"));
    // Retry shows it again.
    let r = learn(&w, &alice, LearnCommand::Retry).await;
    assert_eq!(r.lesson.as_ref().unwrap().exercise, "2.1");
    assert!(r.lesson.as_ref().unwrap().answering);
}

/// `docs/lessons.md`: retry is the exercise again, also right after solving it.
#[tokio::test]
async fn retry_after_solving_shows_the_same_exercise() {
    let w = world_with(course());
    let alice = common::ctx_in("alice", 1);
    learn(&w, &alice, LearnCommand::Open { lesson: None }).await;
    let r = typed(&w, &alice, "/move Cd6").await;
    assert_eq!(r.kind, ReplyKind::LessonSolved, "{}", text(&r));
    let r = learn(&w, &alice, LearnCommand::Retry).await;
    let view = r.lesson.as_ref().unwrap();
    assert_eq!(view.exercise, "1.1", "{}", text(&r));
    assert!(view.answering);
    assert!(text(&r).contains(&task("1.1")), "{}", text(&r));
    // It is the one answered now; solving it again goes on to 1.2 as before.
    let r = typed(&w, &alice, "/move Cd6").await;
    assert_eq!(r.kind, ReplyKind::LessonSolved, "{}", text(&r));
    assert!(text(&r).contains("solved before"), "{}", text(&r));
    let r = learn(&w, &alice, LearnCommand::Next).await;
    assert_eq!(r.lesson.as_ref().unwrap().exercise, "1.2", "{}", text(&r));
}

#[tokio::test]
async fn progress_survives_a_restart() {
    let w = world_with(course());
    let alice = common::ctx_in("alice", 1);
    learn(&w, &alice, LearnCommand::Open { lesson: None }).await;
    typed(&w, &alice, "/move Cd7").await;
    w.service.shutdown().await;
    let config = ServiceConfig {
        course: course(),
        ..common::scripted_config()
    };
    let again = w.again().config(config).build();
    let r = learn(&again, &alice, LearnCommand::Open { lesson: None }).await;
    let t = text(&r);
    assert!(t.contains("1 of 4 exercises solved"), "{t}");
    assert!(
        t.contains(&format!("1. {} (1 of 2 solved)", lesson_title(1))),
        "{t}"
    );
    assert_eq!(r.lesson.as_ref().unwrap().exercise, "1.2");
    // And a plain /move still answers it there.
    let r = typed(&again, &alice, "/move Cd4").await;
    assert_eq!(r.kind, ReplyKind::LessonSolved, "{}", text(&r));
}

#[tokio::test]
async fn a_plain_move_answers_the_exercise_only_where_it_was_opened_and_no_game_goes_on() {
    let w = world_with(course());
    let alice = common::ctx_in("alice", 1);
    learn(&w, &alice, LearnCommand::Open { lesson: None }).await;
    // Elsewhere, /move means a game (there is none).
    let r = typed(&w, &common::ctx_in("alice", 2), "/move Cd6").await;
    assert!(r.is_refusal());
    assert!(record(&w, &alice).solved.is_empty());
    // With a game going here, /move goes to the game.
    let play = Command::Play {
        level: castalia_bot::engine::Level::MIN,
        args: NewGameArgs::default(),
    };
    let started = w.service.handle(&alice, play).await;
    assert_eq!(started.kind, ReplyKind::GameStarted, "{}", text(&started));
    let r = typed(&w, &alice, "/move e4").await;
    assert_ne!(r.kind, ReplyKind::LessonWrong);
    assert!(record(&w, &alice).wrong.is_empty());
    // So the exercise, shown here now, says to answer with `/learn move:`, naming the game;
    // where no game goes on, `/move`.
    let game = started.game.as_ref().unwrap().id;
    let shown = text(&learn(&w, &alice, LearnCommand::Retry).await);
    assert!(
        shown.contains("Answer with /learn move:")
            && shown.contains(&format!("here /move plays in your game #{game}")),
        "{shown}"
    );
    let elsewhere = text(&learn(&w, &common::ctx_in("alice", 2), LearnCommand::Retry).await);
    assert!(elsewhere.contains("Answer with /move"), "{elsewhere}");
    learn(&w, &alice, LearnCommand::Retry).await;
    // `/learn move:` always answers the exercise.
    let r = typed(&w, &alice, "/learn move:Cd6").await;
    assert_eq!(r.kind, ReplyKind::LessonSolved, "{}", text(&r));
}

#[tokio::test]
async fn a_new_puzzle_takes_the_plain_move_back_and_learn_resumes() {
    let w = world_with(course());
    let alice = common::ctx_in("alice", 1);
    learn(&w, &alice, LearnCommand::Open { lesson: None }).await;
    let p = w
        .service
        .handle(&alice, Command::Puzzle(PuzzleCommand::New { theme: None }))
        .await;
    assert_eq!(p.kind, ReplyKind::Puzzle, "{}", text(&p));
    assert_eq!(record(&w, &alice).channel, None);
    let r = typed(&w, &alice, "/move Cd6").await;
    assert!(
        !matches!(r.kind, ReplyKind::LessonSolved | ReplyKind::LessonWrong),
        "{}",
        text(&r)
    );
    let r = learn(&w, &alice, LearnCommand::Open { lesson: None }).await;
    assert_eq!(r.lesson.as_ref().unwrap().exercise, "1.1");
    assert_eq!(record(&w, &alice).channel, Some(ChannelId(1)));
}

#[tokio::test]
async fn a_picker_from_another_exercise_plays_nothing() {
    let w = world_with(course());
    let alice = common::ctx_in("alice", 1);
    let first = learn(&w, &alice, LearnCommand::Open { lesson: None }).await;
    let key = first.lesson.as_ref().unwrap().answer_position;
    let choices = w.service.lesson_choices(&alice).unwrap();
    assert_eq!(choices.position, key);
    assert!(choices.moves.iter().any(|m| m.uci == "d4d6"));
    let picked = |position: u64| LearnCommand::Picked {
        position,
        uci: "d4d6".into(),
    };
    let r = learn(&w, &alice, picked(key)).await;
    assert_eq!(r.kind, ReplyKind::LessonSolved, "{}", text(&r));
    // The same menu again: exercise 1.2 is open now.
    let r = learn(&w, &alice, picked(key)).await;
    assert!(r.is_refusal());
    assert!(text(&r).contains("exercise 1.2"), "{}", text(&r));
    assert_eq!(record(&w, &alice).solved.len(), 1);
}

#[tokio::test]
async fn the_end_of_the_course_suggests_a_theme_and_a_level_and_stats_show_it() {
    let w = world_with(course());
    let alice = common::ctx_in("alice", 1);
    learn(&w, &alice, LearnCommand::Open { lesson: None }).await;
    typed(&w, &alice, "/move Cd6").await;
    typed(&w, &alice, "/move Cd4").await;
    // Two wrong answers in lesson 2: its theme is suggested.
    typed(&w, &alice, "/move Cc4").await;
    typed(&w, &alice, "/move Cc4").await;
    typed(&w, &alice, "/move Cd3").await;
    let r = typed(&w, &alice, "/move Cd6").await;
    assert_eq!(r.kind, ReplyKind::LessonWrong, "weak rules: {}", text(&r));
    let stats = w
        .service
        .handle(&alice, Command::Stats { user: None })
        .await;
    assert!(
        text(&stats).contains("Castalia course: 3 of 4 exercises, 1 of 2 lessons done."),
        "{}",
        text(&stats)
    );
    let r = typed(&w, &alice, "/move Cd5").await;
    assert_eq!(r.kind, ReplyKind::LessonSolved, "{}", text(&r));
    let t = text(&r);
    assert!(t.contains("You finished the Castalia course!"), "{t}");
    assert!(t.contains("/puzzle themes:repulsePromotion"), "{t}");
    assert!(t.contains("/play level:2"), "{t}");
    assert!(r.lesson.as_ref().is_some_and(|v| !v.has_next));
    assert_eq!(record(&w, &alice).current, None);
    let stats = w
        .service
        .handle(&alice, Command::Stats { user: None })
        .await;
    assert!(
        text(&stats).contains("Castalia course: complete"),
        "{}",
        text(&stats)
    );
    // /learn then lists everything done and says what to try.
    let r = learn(&w, &alice, LearnCommand::Open { lesson: None }).await;
    assert!(text(&r).contains("(done)"), "{}", text(&r));
    assert!(text(&r).contains("/play level:"), "{}", text(&r));
    // A lesson can be opened again to practise.
    let r = learn(&w, &alice, LearnCommand::Open { lesson: Some(2) }).await;
    assert_eq!(r.lesson.as_ref().unwrap().exercise, "2.1");
}

#[tokio::test]
async fn bad_learn_commands_are_refused_saying_what_to_type() {
    let w = world_with(course());
    let alice = common::ctx_in("alice", 1);
    let r = learn(&w, &alice, LearnCommand::Open { lesson: Some(9) }).await;
    assert!(r.is_refusal());
    assert!(text(&r).contains("lessons 1 to 2"), "{}", text(&r));
    for cmd in [LearnCommand::Hint, LearnCommand::Retry] {
        let r = learn(&w, &alice, cmd).await;
        assert!(r.is_refusal());
        assert!(text(&r).contains("/learn"), "{}", text(&r));
    }
    for line in [
        "/learn fly",
        "/learn lesson:x",
        "/learn 1 2",
        "/learn lesson:1 action:hint",
    ] {
        assert!(parse_text_command(line, &|_| None).is_err(), "{line}");
    }
    for (line, want) in [
        ("/learn", LearnCommand::Open { lesson: None }),
        ("/learn 3", LearnCommand::Open { lesson: Some(3) }),
        ("/learn lesson:3", LearnCommand::Open { lesson: Some(3) }),
        ("/learn hint", LearnCommand::Hint),
        ("/learn action:retry", LearnCommand::Retry),
        ("/learn next", LearnCommand::Next),
        ("/learn move:Cd5", LearnCommand::Move { text: "Cd5".into() }),
    ] {
        assert_eq!(
            parse_text_command(line, &|_| None).unwrap(),
            Command::Learn(want),
            "{line}"
        );
    }
    assert!(record(&w, &alice).solved.is_empty());
}

/// A newcomer can finish the shipped course: each exercise is first answered with a legal
/// move it does not accept (explained, nothing solved), then with each of its accepted moves
/// in turn on a fresh try, the last one moving on.
#[tokio::test]
async fn the_shipped_course_can_be_finished() {
    let course = castalia_bot::game::config::shipped_course();
    assert!(course.lessons().len() >= 10);
    let w = world_with(course.clone());
    let bob = common::ctx_in("bob", 5);
    let r = learn(&w, &bob, LearnCommand::Open { lesson: None }).await;
    assert_eq!(r.lesson.as_ref().unwrap().exercise, "1.1");
    for exercise in course.exercises() {
        let pos = exercise.position().unwrap();
        assert_eq!(
            record(&w, &bob).current.as_deref(),
            Some(exercise.id.as_str())
        );
        let wrong = pos
            .legal_moves()
            .iter()
            .map(|m| m.uci().to_string())
            .find(|u| !exercise.accepted.contains(u))
            .unwrap();
        let r = typed(&w, &bob, &format!("/move {wrong}")).await;
        assert_eq!(
            r.kind,
            ReplyKind::LessonWrong,
            "{}: {}",
            exercise.id,
            text(&r)
        );
        let right = &exercise.accepted[0];
        let r = typed(&w, &bob, &format!("/move {right}")).await;
        assert_eq!(
            r.kind,
            ReplyKind::LessonSolved,
            "{}: {}",
            exercise.id,
            text(&r)
        );
        if course.after(&exercise.id).is_some() {
            let shown = learn(&w, &bob, LearnCommand::Next).await;
            assert_eq!(shown.kind, ReplyKind::Lesson, "{}", text(&shown));
        } else {
            assert!(text(&r).contains("You finished the Castalia course!"));
        }
    }
    assert_eq!(record(&w, &bob).solved.len(), course.exercises().len());
}
