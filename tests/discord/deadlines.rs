//! Discord's three seconds, end to end against the fake: a command still being worked on
//! when its time budget (`discord.defer_after_ms`) runs out is acknowledged first (deferred)
//! and answered with a follow-up; a refusal found after the deferral is still private.
//! Button clicks likewise: acknowledged (a deferred update), then the clicked message edited
//! and the rest followed up. The budget is 0 here so that everything takes the deferred path.

use fake_discord::guilds::{Place, NO_THREADS_CHANNEL_ID};
use fake_discord::harness::{config, start_bot_config, GENEROUS_LIMITS, STANDARD, WHITE};
use fake_discord::interactions::{click_in, opt, slash_in, ALICE, BOB};
use fake_discord::{FakeDiscord, GUILD_ID};
use serde_json::json;

const PLAIN: Place = Place::Channel {
    guild: GUILD_ID,
    channel: NO_THREADS_CHANNEL_ID,
};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_over_their_time_budget_are_deferred_then_answered() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let settings = config(
        &fake,
        "thread_per_game = false\ndefer_after_ms = 0",
        GENEROUS_LIMITS,
    );
    let bot = start_bot_config(&fake, db.path(), 1, settings).await;
    let options = [
        opt("user", json!(BOB.id.to_string())),
        opt("rules", json!(STANDARD)),
        opt("color", json!(WHITE)),
    ];
    // The challenge: acknowledged (5), then shown as the answer.
    let answers = fake
        .exchange(slash_in(PLAIN, ALICE, "challenge", &options, &[BOB]), 2)
        .await;
    assert_eq!(answers[0].callback_type(), Some(5), "{}", answers[0].json);
    let accept = answers[1].button("accept").expect("Accept");
    // The click: acknowledged (6, a deferred update), then the challenge becomes the board
    // (an edit of the clicked message), then the players are told the game started.
    let answers = fake
        .exchange(click_in(PLAIN, BOB, &accept, fake.new_id()), 3)
        .await;
    assert_eq!(answers[0].callback_type(), Some(6), "{}", answers[0].json);
    assert_eq!(answers[1].method, "PATCH", "{}", answers[1].path);
    assert!(
        answers[1].path.ends_with("/messages/@original"),
        "{}",
        answers[1].path
    );
    assert!(
        answers[1].file("board.png").is_some(),
        "{}",
        answers[1].json
    );
    assert!(
        answers[1].button("resign").is_some(),
        "{:?}",
        answers[1].custom_ids()
    );
    assert!(
        answers[2].content().contains("starts"),
        "{}",
        answers[2].content()
    );

    // A move: deferred, then the turn message.
    let answers = fake
        .exchange(
            slash_in(PLAIN, ALICE, "move", &[opt("move", json!("e4"))], &[]),
            2,
        )
        .await;
    assert_eq!(answers[0].callback_type(), Some(5));
    assert!(!answers[1].ephemeral());
    assert!(
        answers[1].content().starts_with("<@222>"),
        "{}",
        answers[1].content()
    );

    // An illegal move: the public "thinking" is taken back, the refusal is private.
    let answers = fake
        .exchange(
            slash_in(PLAIN, BOB, "move", &[opt("move", json!("e4"))], &[]),
            3,
        )
        .await;
    assert_eq!(answers[0].callback_type(), Some(5));
    assert_eq!(answers[1].method, "DELETE", "{}", answers[1].path);
    assert!(answers[2].ephemeral(), "{}", answers[2].json);
    assert!(
        answers[2].content().contains("e4"),
        "{}",
        answers[2].content()
    );
    let (slowest, what) = fake.slowest_ack().expect("acknowledgements");
    println!("slowest acknowledgement with deferral: {slowest:?} ({what})");
    fake.report_acks("deferred_commands");
    bot.stop().await;
}
