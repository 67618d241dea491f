//! The course on Discord, end to end against the fake: `/learn` answers privately with the
//! exercise's board, the lesson's picture and the Move, Hint, Retry and Next buttons; a
//! wrong `/move` is explained with a hint; the lesson's move picker (a new private message,
//! the lesson's pieces, then destinations) plays a right answer in place; progress is kept
//! across a restart of the bot.

use castalia_bot::lessons::Exercise;
use fake_discord::guilds::A1;
use fake_discord::harness::{one, start_bot_generous, PNG_MAGIC};
use fake_discord::interactions::{click, click_private_in, opt, select_in, slash, ALICE, BOB};
use fake_discord::{FakeDiscord, Recorded};
use serde_json::json;

/// A right and a wrong answer of `exercise`, in UCI.
fn answers(exercise: &Exercise) -> (String, String) {
    let pos = exercise.position().expect("the exercise's position");
    let wrong = pos
        .legal_moves()
        .iter()
        .map(|m| m.uci().to_string())
        .find(|u| !exercise.accepted.contains(u))
        .expect("a wrong move");
    (exercise.accepted[0].clone(), wrong)
}

fn assert_private_with_png(r: &Recorded, name: &str) {
    assert!(r.ephemeral(), "should be private: {}", r.json);
    let file = r
        .file(name)
        .unwrap_or_else(|| panic!("{name} attached: {}", r.json));
    assert!(file.bytes.starts_with(PNG_MAGIC));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lesson_is_opened_answered_wrong_then_right_and_kept_across_a_restart() {
    let course = castalia_bot::game::config::shipped_course();
    let first = &course.exercises()[0];
    let second = &course.exercises()[1];
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let bot = start_bot_generous(&fake, db.path(), 1).await;

    // /learn: the list, lesson 1 and its first exercise, privately, with the pictures.
    let opened = one(&fake, slash(ALICE, "learn", &[], &[])).await;
    assert_eq!(opened.callback_type(), Some(4), "{}", opened.json);
    let content = opened.content();
    assert!(content.contains("The Castalia course"), "{content}");
    assert!(
        content.contains(&format!("Exercise {}", first.id)),
        "{content}"
    );
    assert!(content.contains(&first.task().to_string()), "{content}");
    assert_private_with_png(&opened, &format!("exercise-{}.png", first.id));
    assert_private_with_png(&opened, "lesson-01.png");
    for action in ["learn-move", "learn-hint", "learn-retry", "learn-next"] {
        assert!(opened.button(action).is_some(), "{action}: {}", opened.json);
    }
    let lesson_message = fake.new_id();

    // A wrong move typed: what it did, and the hint; private.
    let (right, wrong) = answers(first);
    let tried = one(
        &fake,
        slash(ALICE, "move", &[opt("move", json!(wrong))], &[]),
    )
    .await;
    assert!(tried.ephemeral(), "{}", tried.json);
    assert!(
        tried.content().contains("is legal, but not the answer"),
        "{}",
        tried.content()
    );
    assert!(
        tried.content().contains(first.hint().to_string().trim()),
        "{}",
        tried.content()
    );

    // The Hint button.
    let hint_button = opened.button("learn-hint").expect("Hint");
    let hint = one(
        &fake,
        click_private_in(A1, ALICE, &hint_button, lesson_message),
    )
    .await;
    assert!(hint.ephemeral());
    assert!(hint.content().contains("Hint:"), "{}", hint.content());

    // Someone else's click on Alice's lesson buttons concerns their own course only.
    let bobs = one(&fake, click(BOB, &hint_button, lesson_message)).await;
    assert!(bobs.ephemeral());
    assert!(
        bobs.content().contains("no course exercise is open"),
        "{}",
        bobs.content()
    );

    // The Move button opens the picker in a new private message.
    let move_button = opened.button("learn-move").expect("Move");
    let pieces = one(
        &fake,
        click_private_in(A1, ALICE, &move_button, lesson_message),
    )
    .await;
    assert_eq!(pieces.callback_type(), Some(4), "{}", pieces.json);
    assert!(pieces.ephemeral());
    assert!(
        pieces.content().contains(&format!("Exercise {}", first.id)),
        "{}",
        pieces.content()
    );
    let from = &right[..2];
    let piece_menu = pieces
        .select_options("pick-piece")
        .into_iter()
        .find(|o| o.value == from)
        .expect("the right piece in the menu");
    assert!(piece_menu.menu.contains(":lesson:"), "{}", piece_menu.menu);
    let picker = fake.new_id();
    let destinations = one(
        &fake,
        select_in(A1, ALICE, &piece_menu.menu, &[from], picker, true),
    )
    .await;
    assert_eq!(
        destinations.callback_type(),
        Some(7),
        "{}",
        destinations.json
    );
    let target = destinations
        .select_options("pick-move")
        .into_iter()
        .find(|o| o.value == right)
        .expect("the right move in the menu");
    let solved = one(
        &fake,
        select_in(A1, ALICE, &target.menu, &[&right], picker, true),
    )
    .await;
    assert_eq!(solved.callback_type(), Some(7), "{}", solved.json);
    assert!(solved.ephemeral());
    assert!(solved.content().contains("right!"), "{}", solved.content());
    assert_private_with_png(&solved, &format!("exercise-{}-solved.png", first.id));
    assert!(solved.button("learn-next").is_some(), "{}", solved.json);

    // The same menu again is from an exercise left behind: nothing is played.
    let stale = one(
        &fake,
        select_in(A1, ALICE, &target.menu, &[&right], picker, true),
    )
    .await;
    assert!(
        stale.content().contains("since this menu was opened"),
        "{}",
        stale.content()
    );

    // A restart: /learn goes on at the next exercise, one solved.
    bot.stop().await;
    let bot = start_bot_generous(&fake, db.path(), 2).await;
    let resumed = one(&fake, slash(ALICE, "learn", &[], &[])).await;
    let content = resumed.content();
    assert!(content.contains("1 of"), "{content}");
    assert!(
        content.contains(&format!("Exercise {}", second.id)),
        "{content}"
    );
    let (right, _) = answers(second);
    let answered = one(
        &fake,
        slash(ALICE, "learn", &[opt("move", json!(right))], &[]),
    )
    .await;
    assert!(
        answered.content().contains("right!"),
        "{}",
        answered.content()
    );
    let stats = one(&fake, slash(ALICE, "stats", &[], &[])).await;
    assert!(
        stats.content().contains("Castalia course: 2 of"),
        "{}",
        stats.content()
    );
    bot.stop().await;
}
