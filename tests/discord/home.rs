//! A home for each game on Discord, end to end against the fake: a thread per game (opened
//! from the start message, commands typed in it, the result card and archiving), the
//! channel keeping three messages per game, games staying in their channel where the bot
//! may not open threads, the bot's permissions checked first, resignation confirmed
//! privately, and superseded boards' buttons disabled.

use fake_discord::guilds::{a1_thread, Place, BARE_CHANNEL_ID, NO_THREADS_CHANNEL_ID};
use fake_discord::harness::{
    assert_board, assert_private_refusal, config, one, play_move_in, start_bot_config,
    start_bot_with, BLACK, GENEROUS_LIMITS, PNG_MAGIC, STANDARD, WHITE,
};
use fake_discord::interactions::{click_in, opt, slash_in, ALICE, BOB, CAROL};
use fake_discord::{FakeDiscord, Recorded, CHANNEL_ID, GUILD_ID};
use serde_json::json;

const THREADS: &str = "thread_per_game = true\narchive_after_minutes = 0";

/// Morphy's Opera Game after three quiet pairs of pawn moves: 20 moves, White mates.
const TWENTY_MOVES: [&str; 39] = [
    "a3", "a6", "h3", "h6", "g3", "g6", "e4", "e5", "Nf3", "d6", "d4", "Bg4", "dxe5", "Bxf3",
    "Qxf3", "dxe5", "Bc4", "Nf6", "Qb3", "Qe7", "Nc3", "c6", "Bg5", "b5", "Nxb5", "cxb5", "Bxb5+",
    "Nbd7", "O-O-O", "Rd8", "Rxd7", "Rxd7", "Rd1", "Qe6", "Bxd7+", "Nxd7", "Qb8+", "Nxb8", "Rd8#",
];

/// Alice challenges Bob in `place` (Alice white, orthodox rules); returns the challenge.
async fn challenge_in(fake: &FakeDiscord, place: Place) -> Recorded {
    let options = [
        opt("user", json!(BOB.id.to_string())),
        opt("rules", json!(STANDARD)),
        opt("color", json!(WHITE)),
    ];
    one(fake, slash_in(place, ALICE, "challenge", &options, &[BOB])).await
}

fn request(fake: &FakeDiscord, method: &str, path: &str) -> Vec<Recorded> {
    fake.requests()
        .into_iter()
        .filter(|r| r.method == method && r.path == path)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_its_thread_leaves_three_messages_in_the_channel() {
    let fake = FakeDiscord::start().await;
    // 39 moves within a second or two, faster than people play: at Discord's 5 edits per 5 s
    // the old boards' buttons would be disabled over 40 s (see `slow_discord` for that).
    fake.set_messages_per_window(100);
    let db = tempfile::tempdir().expect("tempdir");
    let settings = config(&fake, THREADS, GENEROUS_LIMITS);
    let bot = start_bot_config(&fake, db.path(), 1, settings).await;
    let a1 = Place::Channel {
        guild: GUILD_ID,
        channel: CHANNEL_ID,
    };

    let challenge = challenge_in(&fake, a1).await;
    assert_eq!(challenge.callback_type(), Some(4));
    let accept = challenge.button("accept").expect("Accept");
    let challenge_message = fake.new_id();

    // Bob accepts by button: the challenge says so (an edit, no buttons), the start message
    // mentions both players, and the thread opens from it with the board inside.
    let answers = fake
        .exchange(click_in(a1, BOB, &accept, challenge_message), 2)
        .await;
    assert_eq!(answers[0].callback_type(), Some(7), "{}", answers[0].json);
    assert!(answers[0].custom_ids().is_empty(), "{}", answers[0].json);
    assert!(
        answers[0].content().contains("accepted"),
        "{}",
        answers[0].json
    );
    let start = &answers[1];
    assert!(
        start.content().starts_with("<@111> <@222>"),
        "{}",
        start.content()
    );
    assert_eq!(
        start.message()["allowed_mentions"]["users"],
        json!(["111", "222"])
    );
    let thread = fake.wait_threads(1).await[0];
    let opened = &fake.threads()[0];
    assert_eq!(opened["parent_id"], CHANNEL_ID.to_string());
    let name = opened["name"].as_str().unwrap_or_default().to_string();
    assert!(
        name.starts_with('#') && name.ends_with("alice vs bob"),
        "{name}"
    );
    let from_message = request(
        &fake,
        "POST",
        &format!("/api/v10/channels/{CHANNEL_ID}/messages/{thread}/threads"),
    );
    assert_eq!(
        from_message.len(),
        1,
        "the thread opens from the start message"
    );
    let board_path = format!("/api/v10/channels/{thread}/messages");
    let first_board = fake
        .wait_until("the board in the thread", |reqs| {
            reqs.iter()
                .find(|r| r.method == "POST" && r.path == board_path)
                .cloned()
        })
        .await;
    assert_board(&first_board);
    assert!(
        first_board.content().starts_with("<@111>"),
        "Alice is to move"
    );
    // The start message links the thread.
    let link = format!("<#{thread}>");
    fake.wait_until("the thread link in the start message", |reqs| {
        reqs.iter()
            .find(|r| r.method == "PATCH" && r.content().contains(&link))
            .map(|_| ())
    })
    .await;

    // Twenty moves typed in the thread, without game numbers.
    let here = a1_thread(thread);
    let mut last = None;
    for (ply, mv) in TWENTY_MOVES.iter().enumerate() {
        let who = if ply % 2 == 0 { ALICE } else { BOB };
        let answer = play_move_in(&fake, here, who, mv).await;
        assert_eq!(answer.callback_type(), Some(4), "{mv}: {}", answer.json);
        assert_board(&answer);
        last = Some(answer);
    }
    let mate = last.expect("the last move");
    assert!(mate.content().contains("checkmate"), "{}", mate.content());

    // The result card in the channel: both players, the result, the final board, the GIF
    // and the PGN, and only a Rematch button.
    let card_path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let card = fake
        .wait_until("the result card", |reqs| {
            reqs.iter()
                .find(|r| r.method == "POST" && r.path == card_path)
                .cloned()
        })
        .await;
    assert!(
        card.content().starts_with("<@111> <@222>"),
        "{}",
        card.content()
    );
    assert!(card.content().contains("1-0"), "{}", card.content());
    assert!(card.content().contains("checkmate"), "{}", card.content());
    let gif = card
        .files
        .iter()
        .find(|f| f.filename.as_deref().is_some_and(|n| n.ends_with(".gif")))
        .expect("the game as a GIF");
    assert!(gif.bytes.starts_with(b"GIF89a"), "not a GIF");
    let pgn = card
        .files
        .iter()
        .find(|f| f.filename.as_deref().is_some_and(|n| n.ends_with(".pgn")))
        .expect("the PGN");
    let pgn = String::from_utf8_lossy(&pgn.bytes).to_string();
    assert!(pgn.contains("20. Rd8#"), "{pgn}");
    let png = card.file("board.png").expect("the final board");
    assert!(png.bytes.starts_with(PNG_MAGIC));
    assert_eq!(card.custom_ids().len(), 1, "{:?}", card.custom_ids());
    assert!(card.button("rematch").is_some());

    // The thread is archived (at once with archive_after_minutes = 0).
    fake.wait_until("the thread archived", |_| {
        (fake.threads()[0]["thread_metadata"]["archived"] == json!(true)).then_some(())
    })
    .await;

    // Superseded boards lost their buttons: each newer board disabled the one before (the
    // edits go out after the replies, so they are waited for).
    fake.wait_until("39 old boards disabled", |requests| {
        let disabled = requests
            .iter()
            .filter(|r| {
                r.method == "PATCH"
                    && r.path
                        .starts_with(&format!("/api/v10/channels/{thread}/messages/"))
                    && r.json.to_string().contains("\"disabled\":true")
            })
            .count();
        (disabled >= 39).then_some(())
    })
    .await;

    let in_channel = fake.public_messages_in(CHANNEL_ID);
    println!(
        "parent channel messages for a 20-move game in a thread: {}",
        in_channel.len()
    );
    assert_eq!(
        in_channel.len(),
        3,
        "challenge, start, result card: {:#?}",
        in_channel.iter().map(|r| &r.path).collect::<Vec<_>>()
    );
    fake.report_acks("a_whole_game_in_its_thread");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_game_gets_a_thread_and_commands_elsewhere_point_to_it() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let bot = start_bot_with(&fake, db.path(), 1, THREADS).await;
    let a1 = Place::Channel {
        guild: GUILD_ID,
        channel: CHANNEL_ID,
    };
    let options = [
        opt("level", json!(1)),
        opt("color", json!(BLACK)),
        opt("rules", json!(STANDARD)),
    ];
    let answers = fake
        .exchange(slash_in(a1, ALICE, "play", &options, &[]), 2)
        .await;
    assert_eq!(answers[0].callback_type(), Some(5));
    assert!(
        answers[1].content().contains("Game #"),
        "{}",
        answers[1].json
    );
    let thread = fake.wait_threads(1).await[0];
    // The start board and the bot's first move, both in the thread.
    let board_path = format!("/api/v10/channels/{thread}/messages");
    let boards = fake
        .wait_until("two boards in the thread", |reqs| {
            let found: Vec<Recorded> = reqs
                .iter()
                .filter(|r| r.method == "POST" && r.path == board_path)
                .cloned()
                .collect();
            (found.len() >= 2).then_some(found)
        })
        .await;
    assert_board(&boards[1]);
    assert!(
        boards[1].content().starts_with("<@111>"),
        "{}",
        boards[1].content()
    );

    // /board typed in the channel: the board goes to the thread, the command gets a pointer.
    let pointer = one(&fake, slash_in(a1, ALICE, "board", &[], &[])).await;
    assert!(pointer.ephemeral(), "{}", pointer.json);
    assert!(
        pointer.content().contains(&format!("<#{thread}>")),
        "{}",
        pointer.content()
    );
    fake.report_acks("a_bot_game_gets_a_thread");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_thread_permissions_the_game_stays_in_its_channel() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let bot = start_bot_with(&fake, db.path(), 1, THREADS).await;

    // Without Embed Links and Attach Files nothing starts, and the refusal names them.
    let bare = Place::Channel {
        guild: GUILD_ID,
        channel: BARE_CHANNEL_ID,
    };
    let refused = challenge_in(&fake, bare).await;
    assert_private_refusal(&refused, "Embed Links, Attach Files");
    let refused = one(
        &fake,
        slash_in(bare, ALICE, "play", &[opt("level", json!(1))], &[]),
    )
    .await;
    assert_private_refusal(&refused, "Embed Links, Attach Files");

    // Without Create Public Threads the game is played in the channel, on one live board
    // (see tests/discord_live_board.rs) with a turn message after each move.
    let plain = Place::Channel {
        guild: GUILD_ID,
        channel: NO_THREADS_CHANNEL_ID,
    };
    let challenge = challenge_in(&fake, plain).await;
    let accept = challenge.button("accept").expect("Accept");
    let start = one(&fake, click_in(plain, BOB, &accept, fake.new_id())).await;
    assert_eq!(start.callback_type(), Some(7));
    assert_board(&start);
    let moved = play_move_in(&fake, plain, ALICE, "e4").await;
    assert!(moved.content().contains("e4"), "{}", moved.content());
    assert!(fake.threads().is_empty(), "no thread: {:?}", fake.threads());

    // Resigning asks first; Cancel changes nothing.
    let resign = start.button("resign").expect("Resign");
    let stranger = one(&fake, click_in(plain, CAROL, &resign, fake.new_id())).await;
    assert_private_refusal(&stranger, "Only the players");
    let question = one(&fake, click_in(plain, BOB, &resign, fake.new_id())).await;
    assert!(question.ephemeral());
    let cancel = question.button("dismiss").expect("Cancel");
    let cancelled = one(&fake, click_in(plain, BOB, &cancel, fake.new_id())).await;
    assert_eq!(cancelled.callback_type(), Some(7));
    assert!(
        cancelled.content().contains("Nothing changed"),
        "{}",
        cancelled.json
    );
    let still = play_move_in(&fake, plain, BOB, "e5").await;
    assert!(!still.ephemeral(), "{}", still.json);
    assert!(still.content().contains("e5"), "{}", still.content());

    // /resign asks the same question; confirming resigns, and the result is public.
    let question = one(&fake, slash_in(plain, ALICE, "resign", &[], &[])).await;
    assert!(question.ephemeral(), "{}", question.json);
    assert!(
        question.content().contains("Resign game #"),
        "{}",
        question.content()
    );
    let confirm = question.button("resign-yes").expect("Resign");
    let answers = fake
        .exchange(click_in(plain, ALICE, &confirm, fake.new_id()), 2)
        .await;
    assert_eq!(answers[0].callback_type(), Some(7));
    assert!(answers[0].custom_ids().is_empty(), "{}", answers[0].json);
    // The live board shows the end; the turn message tells both players.
    let ended = fake
        .wait_until("the final board", |reqs| {
            reqs.iter()
                .rev()
                .find(|r| r.method == "PATCH" && r.content().contains("resignation"))
                .cloned()
        })
        .await;
    assert_board(&ended);
    assert!(
        ended.button("rematch").is_some(),
        "{:?}",
        ended.custom_ids()
    );
    assert!(
        answers[1].content().starts_with("<@111> <@222>"),
        "both players are told: {}",
        answers[1].content()
    );
    assert!(
        answers[1].content().contains("Black wins by resignation"),
        "{}",
        answers[1].content()
    );
    fake.report_acks("without_thread_permissions");
    bot.stop().await;
}
