//! The daily puzzle end to end against the fake Discord: with `puzzles.daily_channel` set, the
//! real bot posts the day's puzzle there (text and board PNG), the same puzzle `/puzzle daily`
//! gives, and a restart on the same database does not post it again. The bot runs on the
//! system clock, so `daily_hour = 0` makes today's post due at start whatever the time.

use fake_discord::guilds::OTHER_CHANNEL_ID;
use fake_discord::harness::{config, one, start_bot_config, PNG_MAGIC};
use fake_discord::interactions::{opt, slash, ALICE};
use fake_discord::{FakeDiscord, Recorded};
use serde_json::json;
use std::time::Duration;

/// The messages the bot posted in `channel` (not interaction answers).
fn posted_in(requests: &[Recorded], channel: u64) -> Vec<Recorded> {
    let path = format!("/api/v10/channels/{channel}/messages");
    requests
        .iter()
        .filter(|r| r.method == "POST" && r.path == path)
        .cloned()
        .collect()
}

/// "Puzzle 1a2b3c4d (" -> "1a2b3c4d".
fn puzzle_id(text: &str) -> String {
    text.split("Puzzle ")
        .nth(1)
        .and_then(|t| t.split(' ').next())
        .unwrap_or_default()
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_puzzle_is_posted_to_its_channel_once() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let settings = config(
        &fake,
        "",
        &format!("[puzzles]\ndaily_channel = \"{OTHER_CHANNEL_ID}\"\ndaily_hour = 0\n"),
    );
    let bot = start_bot_config(&fake, db.path(), 1, settings.clone()).await;
    let post = fake
        .wait_until("the daily puzzle's post", |requests| {
            posted_in(requests, OTHER_CHANNEL_ID).into_iter().next()
        })
        .await;
    let content = post.content();
    assert!(content.contains("**Daily puzzle for "), "{content}");
    assert!(content.contains("to play"), "{content}");
    assert!(content.contains("`/puzzle daily`"), "{content}");
    let png = post.file("puzzle.png").expect("the board as puzzle.png");
    assert!(png.bytes.starts_with(PNG_MAGIC));
    assert!(png.bytes.len() > 200);
    // The same puzzle as `/puzzle daily` (choice 1) gives everyone today.
    let id = puzzle_id(&content);
    assert_eq!(id.len(), 8, "{content}");
    let mine = one(
        &fake,
        slash(ALICE, "puzzle", &[opt("action", json!(1))], &[]),
    )
    .await;
    assert!(mine.ephemeral());
    assert!(
        mine.content().contains(&format!("Puzzle {id} ")),
        "{}",
        mine.content()
    );
    bot.stop().await;

    // Started again the same day: the post is not repeated.
    let bot = start_bot_config(&fake, db.path(), 2, settings).await;
    let again = one(
        &fake,
        slash(ALICE, "puzzle", &[opt("action", json!(2))], &[]),
    )
    .await;
    assert!(again.ephemeral());
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let posts = posted_in(&fake.requests(), OTHER_CHANNEL_ID);
    assert_eq!(posts.len(), 1, "posted again after a restart");
    bot.stop().await;
}
