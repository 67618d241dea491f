//! Discord slow to take channel writes (as when a busy channel's rate-limit bucket makes the
//! bot wait): every interaction is still answered within Discord's three seconds, because
//! the answer goes first and the channel work (boards edited, turn messages, old boards'
//! buttons disabled, posts in a game's thread) follows it. On a live board every edit still
//! lands.

use fake_discord::guilds::{Place, NO_THREADS_CHANNEL_ID};
use fake_discord::harness::{
    config, embed_field, game_in, one, start_bot_config, GENEROUS_LIMITS, STANDARD, WHITE,
};
use fake_discord::interactions::{click_in, opt, slash_in, ALICE, BOB};
use fake_discord::{FakeDiscord, Recorded, CHANNEL_ID, GUILD_ID};
use serde_json::json;
use std::time::Duration;

/// How late the fake answers channel writes: more than Discord's three seconds for an
/// answer, so that an answer sent after any channel write is too late.
const SLOW: Duration = Duration::from_secs(3);
/// Discord's limit for the first answer to an interaction.
const ANSWER_WITHIN: Duration = Duration::from_secs(3);

const PLAIN: Place = Place::Channel {
    guild: GUILD_ID,
    channel: NO_THREADS_CHANNEL_ID,
};
const A1: Place = Place::Channel {
    guild: GUILD_ID,
    channel: CHANNEL_ID,
};

const FOOLS_MATE: [&str; 4] = ["f3", "e5", "g4", "Qh4#"];

/// Every interaction so far was answered within Discord's three seconds.
fn assert_answered_in_time(fake: &FakeDiscord) {
    let times = fake.answer_times();
    assert!(!times.is_empty());
    for (token, took) in &times {
        assert!(
            *took < ANSWER_WITHIN,
            "interaction {token} answered {took:?} after it came, past Discord's 3 s: {times:?}"
        );
    }
}

/// A move's answer is the move, not a refusal ("not your turn" after a failed answer).
fn assert_moved(answer: &Recorded, mv: &str) {
    assert!(!answer.ephemeral(), "{mv} refused: {}", answer.content());
    assert!(answer.content().contains(mv), "{mv}: {}", answer.content());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_on_a_live_board_are_answered_first_when_channel_writes_are_slow() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let settings = config(&fake, "thread_per_game = false", GENEROUS_LIMITS);
    let bot = start_bot_config(&fake, db.path(), 1, settings).await;
    game_in(&fake, PLAIN, ALICE, BOB).await;

    fake.slow_channel_writes(SLOW);
    for (ply, mv) in FOOLS_MATE.iter().enumerate() {
        let who = if ply % 2 == 0 { ALICE } else { BOB };
        let answer = one(
            &fake,
            slash_in(PLAIN, who, "move", &[opt("move", json!(mv))], &[]),
        )
        .await;
        assert_eq!(answer.callback_type(), Some(4), "{mv}: {}", answer.json);
        assert_moved(&answer, mv);
    }
    assert_answered_in_time(&fake);

    // The live board's edits land in the order of the moves, and it ends on the last one
    // (an edit a newer one overtook while the bucket was full is skipped, never made late).
    let path = format!("/api/v10/channels/{NO_THREADS_CHANNEL_ID}/messages/");
    let last = FOOLS_MATE[FOOLS_MATE.len() - 1];
    let edits = fake
        .wait_until("the board edited to the last move", |reqs| {
            let edits: Vec<String> = reqs
                .iter()
                .filter(|r| r.method == "PATCH" && r.path.starts_with(&path))
                .filter(|r| r.file("board.png").is_some())
                .map(|r| embed_field(r, "Last move"))
                .collect();
            edits.iter().any(|e| e.contains(last)).then_some(edits)
        })
        .await;
    let order: Vec<usize> = edits
        .iter()
        .map(|e| {
            FOOLS_MATE
                .iter()
                .position(|mv| e.contains(mv))
                .unwrap_or_else(|| panic!("an edit shows no move played: {e}"))
        })
        .collect();
    assert!(
        order.windows(2).all(|w| w[0] < w[1]),
        "edits out of order: {edits:?}"
    );
    assert_eq!(order.last(), Some(&(FOOLS_MATE.len() - 1)), "{edits:?}");
    fake.slow_channel_writes(Duration::ZERO);
    fake.report_acks("slow_channel_live_board");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_and_clicks_of_a_thread_game_are_answered_first_when_channel_writes_are_slow() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let settings = config(&fake, "thread_per_game = true", GENEROUS_LIMITS);
    let bot = start_bot_config(&fake, db.path(), 1, settings).await;
    let options = [
        opt("user", json!(BOB.id.to_string())),
        opt("rules", json!(STANDARD)),
        opt("color", json!(WHITE)),
    ];
    let challenge = one(&fake, slash_in(A1, ALICE, "challenge", &options, &[BOB])).await;
    let accept = challenge.button("accept").expect("Accept");

    fake.slow_channel_writes(SLOW);
    // Accepted by the button: the challenge's message says so at once, the game's thread
    // opens after.
    let accepted = one(&fake, click_in(A1, BOB, &accept, fake.new_id())).await;
    assert_eq!(accepted.callback_type(), Some(7), "{}", accepted.json);
    let thread = fake.wait_threads(1).await[0];
    // The board posted there: the game knows its thread by then.
    let in_thread = format!("/api/v10/channels/{thread}/messages");
    fake.wait_until("the board in the thread", |reqs| {
        reqs.iter()
            .any(|r| r.method == "POST" && r.path == in_thread)
            .then_some(())
    })
    .await;
    // Moves typed in the channel: each is answered (a pointer to the thread) before the
    // board is posted in the thread and the previous board's buttons are disabled.
    for (ply, mv) in FOOLS_MATE.iter().take(3).enumerate() {
        let who = if ply % 2 == 0 { ALICE } else { BOB };
        let answer = one(
            &fake,
            slash_in(A1, who, "move", &[opt("move", json!(mv))], &[]),
        )
        .await;
        assert_eq!(answer.callback_type(), Some(4), "{mv}: {}", answer.json);
        assert!(answer.ephemeral(), "{mv}: a pointer: {}", answer.json);
        assert!(
            answer.content().contains("<#"),
            "{mv}: {}",
            answer.content()
        );
    }
    assert_answered_in_time(&fake);
    fake.slow_channel_writes(Duration::ZERO);
    fake.report_acks("slow_channel_thread");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_with_a_new_board_each_are_answered_first_when_channel_writes_are_slow() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    // Live boards off: each move posts a new board and disables the previous one's buttons.
    let settings = config(&fake, "", GENEROUS_LIMITS);
    let bot = start_bot_config(&fake, db.path(), 1, settings).await;
    game_in(&fake, A1, ALICE, BOB).await;
    fake.slow_channel_writes(SLOW);
    for (ply, mv) in FOOLS_MATE.iter().enumerate() {
        let who = if ply % 2 == 0 { ALICE } else { BOB };
        let answer = one(
            &fake,
            slash_in(A1, who, "move", &[opt("move", json!(mv))], &[]),
        )
        .await;
        assert_moved(&answer, mv);
    }
    assert_answered_in_time(&fake);
    fake.slow_channel_writes(Duration::ZERO);
    bot.stop().await;
}
