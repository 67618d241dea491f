//! Games where the bot is not a member, through a user's own install of the app: a group DM
//! and a DM between two people (interaction context 2), and a server that never installed
//! the bot. The bot can only answer the interactions there: every answer goes through the
//! interaction that asked (the fake refuses any channel request there with 403, and
//! interaction tokens die after 15 minutes of fake time), timed notices go by DM, or wait
//! for the next command there, and a game of a private chat is seen only there and by its
//! players.

use castalia_bot::game::ManualClock;
use fake_discord::guilds::{
    Place, A1, CLOSED_TO_THE_BOT, DM, FOREIGN, FRIENDS_DM, GROUP_DM, OTHER_GROUP_DM,
};
use fake_discord::harness::{
    self, assert_board, assert_private_refusal, config, embed_field, game_in, one, play_move_in,
    start_bot_clocked, GENEROUS_LIMITS, WHITE,
};
use fake_discord::interactions::{
    click_in, opt, select_in, slash_in, Person, ALICE, BOB, CAROL, ERIN,
};
use fake_discord::{FakeDiscord, Recorded, TOKEN_LIFETIME};
use serde_json::json;
use std::sync::Arc;
use std::time::Duration;

/// 1 December 2026, noon UTC.
const NOW: i64 = 1_796_126_400_000;
const HOUR: i64 = 3_600_000;

/// Production settings: threads and live boards on, which a private chat cannot have.
fn settings(fake: &FakeDiscord) -> castalia_bot::config::Config {
    config(
        fake,
        "thread_per_game = true\nlive_board = true",
        GENEROUS_LIMITS,
    )
}

/// No request of the bot touched a channel it is not a member of.
fn assert_no_channel_requests(fake: &FakeDiscord) {
    let touched: Vec<String> = fake
        .requests()
        .into_iter()
        .filter(|r| {
            CLOSED_TO_THE_BOT
                .iter()
                .any(|c| r.path.contains(&format!("/channels/{c}")))
        })
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert!(
        touched.is_empty(),
        "requests into private chats: {touched:?}"
    );
}

/// The game number in a board's Resign button.
fn game_of(board: &Recorded) -> u64 {
    board
        .button("resign")
        .and_then(|b| b.rsplit(':').next()?.parse().ok())
        .unwrap_or_else(|| panic!("no Resign button: {}", board.json))
}

/// `harness::challenge_accepted`, where the challenge is a public answer.
async fn challenge_accepted(
    fake: &FakeDiscord,
    place: Place,
    white: Person,
    black: Person,
) -> (Recorded, Recorded) {
    let (challenge, start) = harness::challenge_accepted(fake, place, white, black).await;
    assert_eq!(challenge.callback_type(), Some(4), "{}", challenge.json);
    assert!(!challenge.ephemeral(), "{}", challenge.json);
    (challenge, start)
}

/// The follow-ups of the interaction `token` (after its answer).
fn followups(fake: &FakeDiscord, token: &str) -> Vec<Recorded> {
    fake.requests()
        .into_iter()
        .filter(|r| r.method == "POST" && r.path.ends_with(&format!("/webhooks/900/{token}")))
        .collect()
}

async fn poll_until(what: &str, mut check: impl FnMut() -> bool) {
    let deadline = tokio::time::Instant::now() + fake_discord::WAIT;
    while !check() {
        assert!(
            tokio::time::Instant::now() < deadline,
            "timed out waiting for {what}"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_dm_game_is_played_to_mate_through_interactions_alone() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let settings = settings(&fake);
    let clock = Arc::new(ManualClock::new(NOW));
    let (bot, service) = start_bot_clocked(&fake, db.path(), 1, &settings, &clock).await;

    // Alice challenges Bob in their group DM with Carol; Carol may not accept for him; Bob
    // accepts by the button. A private chat's game has correspondence deadlines.
    let (challenge, start) = challenge_accepted(&fake, GROUP_DM, ALICE, BOB).await;
    assert!(
        challenge.content().contains("<@222>") && challenge.content().contains("3 days per move"),
        "{}",
        challenge.content()
    );
    let game = game_of(&start);
    let accept = challenge.button("accept").expect("Accept");
    let late = one(&fake, click_in(GROUP_DM, CAROL, &accept, fake.new_id())).await;
    assert!(late.ephemeral(), "{}", late.json);

    // Moves by /move and by the Move picker, each shown through the interaction.
    let first = play_move_in(&fake, GROUP_DM, ALICE, "f3").await;
    assert_eq!(first.callback_type(), Some(4));
    assert_board(&first);
    assert_eq!(embed_field(&first, "Last move"), "f3");
    let pick = first.button("pick").expect("a Move button");
    let pieces = one(&fake, click_in(GROUP_DM, BOB, &pick, fake.new_id())).await;
    assert!(pieces.ephemeral(), "{}", pieces.json);
    let pawn = pieces
        .select_options("pick-piece")
        .into_iter()
        .find(|o| o.value == "e7")
        .expect("the e7 pawn");
    let picker = fake.new_id();
    let targets = one(
        &fake,
        select_in(GROUP_DM, BOB, &pawn.menu, &["e7"], picker, true),
    )
    .await;
    let e5 = targets
        .select_options("pick-move")
        .into_iter()
        .find(|o| o.value == "e7e5")
        .expect("e5 in the menu");
    let played = fake
        .exchange(
            select_in(GROUP_DM, BOB, &e5.menu, &["e7e5"], picker, true),
            2,
        )
        .await;
    assert_eq!(played[0].callback_type(), Some(7), "{}", played[0].json);
    assert_board(&played[1]);
    assert_eq!(embed_field(&played[1], "Last move"), "e5");

    // A draw offered and declined; a takeback asked and granted.
    let offer = one(&fake, slash_in(GROUP_DM, ALICE, "draw", &[], &[])).await;
    assert!(!offer.ephemeral(), "{}", offer.json);
    assert!(offer.content().contains("draw"), "{}", offer.content());
    let declined = one(
        &fake,
        slash_in(GROUP_DM, BOB, "draw", &[opt("decline", json!(true))], &[]),
    )
    .await;
    assert!(
        declined.content().contains("decline"),
        "{}",
        declined.content()
    );
    play_move_in(&fake, GROUP_DM, ALICE, "g4").await;
    let asked = one(&fake, slash_in(GROUP_DM, ALICE, "takeback", &[], &[])).await;
    assert!(!asked.ephemeral(), "{}", asked.json);
    let granted = one(&fake, slash_in(GROUP_DM, BOB, "takeback", &[], &[])).await;
    assert_board(&granted);
    assert_eq!(embed_field(&granted, "Last move"), "e5");

    // Carol, in the chat but not playing, sees the board (its picture described in words)
    // and an explanation.
    let board = one(&fake, slash_in(GROUP_DM, CAROL, "board", &[], &[])).await;
    assert_board(&board);
    let words = board.message()["attachments"][0]["description"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(words.contains("White to move"), "{words}");
    let explained = one(&fake, slash_in(GROUP_DM, CAROL, "explain", &[], &[])).await;
    assert!(
        explained.content().contains("e5"),
        "{}",
        explained.content()
    );

    // Alice's reminder comes by DM (the chat cannot be posted in), with a link to the chat.
    clock.advance(3 * 24 * HOUR - 12 * HOUR + 60_000);
    service.sweep().await;
    let reminder = fake
        .wait_until("Alice's reminder by DM", |_| {
            fake.dms_to(ALICE.id)
                .into_iter()
                .find(|r| r.content().contains("Reminder"))
        })
        .await;
    assert!(
        reminder
            .content()
            .contains("https://discord.com/channels/@me/9100"),
        "{}",
        reminder.content()
    );
    play_move_in(&fake, GROUP_DM, ALICE, "g4").await;

    // Bob accepts no DMs: his reminder waits for the next command in the chat, whoever
    // types it, and comes after its answer.
    fake.close_dms(BOB.id);
    clock.advance(3 * 24 * HOUR - 12 * HOUR + 60_000);
    // The timer looks again until the reminder is held (a sweep may run before the move's
    // commit has set Bob's deadline, on a loaded machine), and the test's clock moves on a
    // second each time, as time would: a delivery that failed on the loaded machine is tried
    // again two seconds later by the outbox's clock, which is this one.
    let deadline = tokio::time::Instant::now() + fake_discord::WAIT;
    while service
        .held_notices(castalia_bot::game::ChannelId(9100))
        .len()
        != 1
    {
        assert!(
            tokio::time::Instant::now() < deadline,
            "timed out waiting for Bob's reminder held: {} held",
            service
                .held_notices(castalia_bot::game::ChannelId(9100))
                .len()
        );
        service.sweep().await;
        tokio::time::sleep(Duration::from_millis(50)).await;
        clock.advance(1_000);
    }
    let games = slash_in(GROUP_DM, CAROL, "games", &[], &[]);
    let token = games["token"].as_str().expect("token").to_string();
    let answers = fake.exchange(games, 2).await;
    assert!(answers[0].ephemeral(), "{}", answers[0].json);
    assert!(
        answers[1].content().contains("Reminder") && answers[1].content().contains("<@222>"),
        "{}",
        answers[1].content()
    );
    assert_eq!(followups(&fake, &token).len(), 1);
    poll_until("the held reminder acknowledged", || {
        service
            .held_notices(castalia_bot::game::ChannelId(9100))
            .is_empty()
    })
    .await;

    // Mate, announced to both players in the chat.
    let mate = play_move_in(&fake, GROUP_DM, BOB, "Qh4#").await;
    assert_board(&mate);
    assert!(
        mate.content().contains("Black wins by checkmate"),
        "{}",
        mate.content()
    );

    // Days later the game is found in the chat and in each player's DM with the bot; not
    // in another group DM of the same players, nor by a stranger, nor in a server.
    clock.advance(5 * 24 * HOUR);
    let seen = one(
        &fake,
        slash_in(GROUP_DM, CAROL, "board", &[opt("game", json!(game))], &[]),
    )
    .await;
    assert_board(&seen);
    let own = one(
        &fake,
        slash_in(DM, BOB, "board", &[opt("game", json!(game))], &[]),
    )
    .await;
    assert_board(&own);
    for (place, who) in [(OTHER_GROUP_DM, BOB), (OTHER_GROUP_DM, ERIN), (A1, ALICE)] {
        let hidden = one(
            &fake,
            slash_in(place, who, "board", &[opt("game", json!(game))], &[]),
        )
        .await;
        assert_private_refusal(&hidden, &format!("#{game}"));
    }
    let stranger = one(
        &fake,
        slash_in(DM, CAROL, "board", &[opt("game", json!(game))], &[]),
    )
    .await;
    assert_private_refusal(&stranger, &format!("#{game}"));

    assert_no_channel_requests(&fake);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dm_game_to_mate_and_a_bot_reply_after_the_token_died() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let settings = settings(&fake);
    let clock = Arc::new(ManualClock::new(NOW));
    let (bot, _service) = start_bot_clocked(&fake, db.path(), 1, &settings, &clock).await;

    // Alice and Bob in their own DM: challenge, Accept, fool's mate by /move.
    let (_, start) = challenge_accepted(&fake, FRIENDS_DM, ALICE, BOB).await;
    let game = game_of(&start);
    for (who, mv) in [(ALICE, "f3"), (BOB, "e5"), (ALICE, "g4")] {
        let board = play_move_in(&fake, FRIENDS_DM, who, mv).await;
        assert_board(&board);
    }
    let mate = play_move_in(&fake, FRIENDS_DM, BOB, "Qh4#").await;
    assert!(
        mate.content().contains("Black wins by checkmate"),
        "{}",
        mate.content()
    );
    let review = one(
        &fake,
        slash_in(DM, BOB, "moves", &[opt("game", json!(game))], &[]),
    )
    .await;
    assert!(
        review.content().contains("2. g4 Qh4#"),
        "{}",
        review.content()
    );

    // Alice plays the strongest level there; her move is answered, then the token dies
    // while the bot thinks: its move reaches her by DM, and the game has it.
    let started = fake
        .exchange(
            slash_in(
                FRIENDS_DM,
                ALICE,
                "play",
                &[opt("level", json!(8)), opt("color", json!(WHITE))],
                &[],
            ),
            2,
        )
        .await;
    // Acknowledged at once (the engine's part may take a while), then the board.
    assert_eq!(started[0].callback_type(), Some(5));
    assert_board(&started[1]);
    let moved = slash_in(FRIENDS_DM, ALICE, "move", &[opt("move", json!("e4"))], &[]);
    let token = moved["token"].as_str().expect("token").to_string();
    let answer = fake.exchange(moved, 1).await;
    assert_board(&answer[0]);
    fake.advance(TOKEN_LIFETIME);
    let by_dm = fake
        .wait_until("the bot's move by DM", |_| {
            fake.dms_to(ALICE.id)
                .into_iter()
                .find(|r| r.file("board.png").is_some())
        })
        .await;
    assert!(
        by_dm
            .content()
            .contains("https://discord.com/channels/@me/9102"),
        "{}",
        by_dm.content()
    );
    let failed = followups(&fake, &token);
    assert_eq!(failed.len(), 1, "one follow-up tried, refused with 404");
    let board = one(&fake, slash_in(FRIENDS_DM, ALICE, "board", &[], &[])).await;
    assert_eq!(embed_field(&board, "Move"), "2", "{}", board.json);

    assert_no_channel_requests(&fake);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_without_the_bot_sees_no_server_data() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    // Server A's game shows its boards in the channel (no thread, no live board).
    let settings = config(&fake, "", GENEROUS_LIMITS);
    let clock = Arc::new(ManualClock::new(NOW));
    let (bot, _service) = start_bot_clocked(&fake, db.path(), 1, &settings, &clock).await;

    // A game in server A.
    let (game, _) = game_in(&fake, A1, ALICE, BOB).await;

    // Alice, through her own install in a server without the bot (where she is even an
    // administrator), sees nothing of server A and cannot act as an admin.
    let hidden = one(
        &fake,
        slash_in(FOREIGN, ALICE, "board", &[opt("game", json!(game))], &[]),
    )
    .await;
    assert_private_refusal(&hidden, &format!("#{game}"));
    let games = one(&fake, slash_in(FOREIGN, ALICE, "games", &[], &[])).await;
    assert!(
        !games.content().contains(&format!("#{game}")),
        "{}",
        games.content()
    );
    let forget = one(
        &fake,
        slash_in(
            FOREIGN,
            ALICE,
            "forget",
            &[opt("user", json!(BOB.id.to_string()))],
            &[BOB],
        ),
    )
    .await;
    assert!(forget.ephemeral(), "{}", forget.json);
    assert!(
        !forget.content().contains("forgotten"),
        "{}",
        forget.content()
    );

    // A game played there stays there: answered through the interactions alone.
    let (_, start) = challenge_accepted(&fake, FOREIGN, ALICE, BOB).await;
    let there = game_of(&start);
    let board = play_move_in(&fake, FOREIGN, ALICE, "e4").await;
    assert_board(&board);
    let hidden = one(
        &fake,
        slash_in(A1, ALICE, "board", &[opt("game", json!(there))], &[]),
    )
    .await;
    assert_private_refusal(&hidden, &format!("#{there}"));

    assert_no_channel_requests(&fake);
    bot.stop().await;
}
