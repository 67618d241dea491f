//! The shipped course (`assets/lessons/`): every exercise's `accepted` list is exactly the
//! legal moves that meet its goal (recomputed here move by move), every exercise has a right
//! and a wrong legal move, lessons have two to five exercises, every picture's move is legal,
//! and every exercise's board and lesson picture can be drawn.

use castalia_bot::lessons::check::problems;
use castalia_bot::lessons::pictures::{exercise_png, lesson_png};
use castalia_bot::lessons::Course;
use castalia_bot::render::RenderOptions;

fn shipped() -> Course {
    match Course::shipped() {
        Ok(c) => c,
        Err(e) => panic!("the shipped course reads: {e}"),
    }
}

#[test]
fn every_accepted_list_is_exactly_the_moves_meeting_the_goal() {
    let course = shipped();
    assert!(
        course.lessons().len() >= 10,
        "{} lessons",
        course.lessons().len()
    );
    for e in course.exercises() {
        let pos = e.position().unwrap();
        let mut right = Vec::new();
        let mut wrong = 0;
        for mv in pos.legal_moves().iter() {
            if e.goal.met(&pos, mv) {
                right.push(mv.uci().to_string());
            } else {
                wrong += 1;
            }
        }
        right.sort();
        assert_eq!(right, e.accepted, "exercise {}", e.id);
        assert!(!right.is_empty(), "exercise {}: nothing is right", e.id);
        assert!(wrong > 0, "exercise {}: everything is right", e.id);
        // Every accepted move reads back as a legal move of the position.
        for uci in &e.accepted {
            let mv = pos.parse_uci(uci).unwrap();
            assert!(e.accepts(&mv));
        }
    }
}

#[test]
fn the_course_check_finds_no_problem() {
    let found = problems(&shipped());
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn the_check_finds_a_stale_accepted_list() {
    let course = shipped();
    let mut text = course.exercises_jsonl();
    let first = &course.exercises()[0];
    let list = serde_json::to_string(&first.accepted).unwrap();
    text = text.replacen(
        &format!("\"accepted\":{list}"),
        "\"accepted\":[\"a1a2\"]",
        1,
    );
    let lessons = castalia_bot::lessons::course::SHIPPED_LESSONS;
    let broken = Course::parse(lessons, &text).unwrap();
    let found = problems(&broken);
    assert!(
        found
            .iter()
            .any(|p| p.contains(&format!("exercise {}", first.id))),
        "{found:?}"
    );
    // Recomputing mends it.
    assert!(problems(&broken.with_accepted_recomputed().unwrap()).is_empty());
}

#[test]
fn every_lesson_picture_and_exercise_board_is_drawn() {
    let course = shipped();
    let opts = RenderOptions {
        square_px: 24,
        ..RenderOptions::default()
    };
    for lesson in course.lessons() {
        let (pos, mv) = lesson.example().unwrap();
        assert!(!lesson_png(&pos, &mv, &opts).unwrap().is_empty());
    }
    for e in course.exercises() {
        let pos = e.position().unwrap();
        let task = e.task().to_string();
        assert!(!exercise_png(e, &pos, None, &task, &opts)
            .unwrap()
            .is_empty());
    }
}
