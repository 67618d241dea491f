//! Games without a thread, end to end against the fake Discord: one live board per game,
//! edited in place after every move, and one short turn message (mentioning the player to
//! move) that replaces the one before, so the channel keeps a bounded number of the bot's
//! messages however long the game. A board deleted by a moderator is posted again; a DM game
//! against the bot works the same way.

use fake_discord::guilds::{Place, DM, NO_THREADS_CHANNEL_ID};
use fake_discord::harness::{
    assert_board, config, embed_field, one, start_bot_config, BLACK, GENEROUS_LIMITS, STANDARD,
    WHITE,
};
use fake_discord::interactions::{click_in, opt, slash_in, Person, ALICE, BOB};
use fake_discord::{FakeDiscord, Recorded, GUILD_ID};
use serde_json::json;

/// Morphy's Opera Game after three quiet pairs of pawn moves: 20 moves, White mates.
const TWENTY_MOVES: [&str; 39] = [
    "a3", "a6", "h3", "h6", "g3", "g6", "e4", "e5", "Nf3", "d6", "d4", "Bg4", "dxe5", "Bxf3",
    "Qxf3", "dxe5", "Bc4", "Nf6", "Qb3", "Qe7", "Nc3", "c6", "Bg5", "b5", "Nxb5", "cxb5", "Bxb5+",
    "Nbd7", "O-O-O", "Rd8", "Rxd7", "Rxd7", "Rd1", "Qe6", "Bxd7+", "Nxd7", "Qb8+", "Nxb8", "Rd8#",
];

const PLAIN: Place = Place::Channel {
    guild: GUILD_ID,
    channel: NO_THREADS_CHANNEL_ID,
};

/// The edits of message `id` that put a board in it, in order.
fn board_edits(fake: &FakeDiscord, channel: u64, id: u64) -> Vec<Recorded> {
    let path = format!("/api/v10/channels/{channel}/messages/{id}");
    fake.requests()
        .into_iter()
        .filter(|r| r.method == "PATCH" && r.path == path && r.file("board.png").is_some())
        .collect()
}

/// A turn message: public, short, no board, no buttons, mentioning `mentions` first.
fn assert_turn(r: &Recorded, mentions: &[Person]) {
    assert!(!r.ephemeral(), "a turn message is public: {}", r.json);
    assert!(
        r.files.is_empty(),
        "a turn message has no board: {}",
        r.json
    );
    assert!(r.custom_ids().is_empty(), "{}", r.json);
    assert!(r.message()["embeds"].as_array().is_none_or(Vec::is_empty));
    let start: String = mentions.iter().map(|p| format!("<@{}> ", p.id)).collect();
    assert!(
        r.content().starts_with(&start),
        "expected {start:?} first in {:?}",
        r.content()
    );
    let ids: Vec<String> = mentions.iter().map(|p| p.id.to_string()).collect();
    assert_eq!(r.message()["allowed_mentions"]["users"], json!(ids));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_without_a_thread_keeps_one_board_and_one_turn_message() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    // Threads on, but the bot may not open them in this channel.
    let settings = config(&fake, "thread_per_game = true", GENEROUS_LIMITS);
    let bot = start_bot_config(&fake, db.path(), 1, settings).await;

    let options = [
        opt("user", json!(BOB.id.to_string())),
        opt("rules", json!(STANDARD)),
        opt("color", json!(WHITE)),
    ];
    let challenge = one(&fake, slash_in(PLAIN, ALICE, "challenge", &options, &[BOB])).await;
    let accept = challenge.button("accept").expect("Accept");
    let board_id = fake.new_id();

    // Bob accepts by button: the challenge becomes the live board (an edit pings nobody),
    // and a turn message tells both players the game started.
    let answers = fake
        .exchange(click_in(PLAIN, BOB, &accept, board_id), 2)
        .await;
    assert_eq!(answers[0].callback_type(), Some(7), "{}", answers[0].json);
    assert_board(&answers[0]);
    assert_turn(&answers[1], &[ALICE, BOB]);
    assert!(
        answers[1].content().contains("starts"),
        "{}",
        answers[1].content()
    );

    for (ply, mv) in TWENTY_MOVES.iter().enumerate() {
        let (who, next) = if ply % 2 == 0 {
            (ALICE, BOB)
        } else {
            (BOB, ALICE)
        };
        let interaction = slash_in(PLAIN, who, "move", &[opt("move", json!(mv))], &[]);
        let token = interaction["token"].as_str().expect("token").to_string();
        let answer = one(&fake, interaction).await;
        assert_eq!(answer.callback_type(), Some(4), "{mv}: {}", answer.json);
        let last = ply + 1 == TWENTY_MOVES.len();
        // The player to move is pinged; at the end both players are.
        let pinged: &[Person] = if last { &[ALICE, BOB] } else { &[next] };
        assert_turn(&answer, pinged);
        assert!(answer.content().contains(mv), "{mv}: {}", answer.content());
        // The board is edited in place after the answer: this move is its last move.
        let edits = fake
            .wait_until("the board's edit", |_| {
                let edits = board_edits(&fake, NO_THREADS_CHANNEL_ID, board_id);
                (edits.len() > ply).then_some(edits)
            })
            .await;
        assert_eq!(edits.len(), ply + 1, "{mv}: one edit per move");
        let edit = edits.last().expect("an edit");
        assert!(
            answer.at <= edit.at,
            "the turn is told (the interaction answered) before the board's edit"
        );
        assert_board(edit);
        assert_eq!(embed_field(edit, "Last move"), *mv);
        // The previous turn message is deleted once this one is known.
        let this = fake
            .wait_until("the turn message's id", |_| fake.original_id(&token))
            .await;
        fake.wait_until("the previous turn message deleted", |_| {
            (fake.deletes_in(NO_THREADS_CHANNEL_ID).len() > ply).then_some(())
        })
        .await;
        assert!(
            !fake.deletes_in(NO_THREADS_CHANNEL_ID).contains(&this),
            "the newest turn message stays"
        );
        let left = fake.messages_left_in(NO_THREADS_CHANNEL_ID);
        assert!(left <= 3, "{mv}: {left} bot messages in the channel");
    }
    let final_board = board_edits(&fake, NO_THREADS_CHANNEL_ID, board_id)
        .pop()
        .expect("the final board");
    assert!(
        final_board.content().contains("checkmate"),
        "{}",
        final_board.content()
    );
    assert!(final_board.button("rematch").is_some());
    assert!(final_board.button("resign").is_none());

    let posted = fake.public_messages_in(NO_THREADS_CHANNEL_ID).len();
    let left = fake.messages_left_in(NO_THREADS_CHANNEL_ID);
    println!(
        "no-thread channel, 20-move game: {posted} messages posted, {left} left (the challenge that became the board, one turn message)"
    );
    assert_eq!(left, 2, "the live board and the last turn message");
    assert!(fake.threads().is_empty());
    fake.report_acks("live_board_twenty_moves");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_live_board_is_posted_again_and_board_replaces_it() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let settings = config(&fake, "thread_per_game = false", GENEROUS_LIMITS);
    let bot = start_bot_config(&fake, db.path(), 1, settings).await;
    let options = [
        opt("user", json!(BOB.id.to_string())),
        opt("rules", json!(STANDARD)),
        opt("color", json!(WHITE)),
    ];
    let challenge = one(&fake, slash_in(PLAIN, ALICE, "challenge", &options, &[BOB])).await;
    let accept = challenge.button("accept").expect("Accept");
    let board_id = fake.new_id();
    fake.exchange(click_in(PLAIN, BOB, &accept, board_id), 2)
        .await;
    let e4 = one(
        &fake,
        slash_in(PLAIN, ALICE, "move", &[opt("move", json!("e4"))], &[]),
    )
    .await;
    assert_turn(&e4, &[BOB]);
    fake.wait_until("e4 on the board (edited after the answer)", |_| {
        (!board_edits(&fake, NO_THREADS_CHANNEL_ID, board_id).is_empty()).then_some(())
    })
    .await;

    // A moderator deletes the board: the next move is answered (its turn message), then
    // cannot edit the board and posts a new one as a follow-up.
    fake.delete_message(NO_THREADS_CHANNEL_ID, board_id);
    let interaction = slash_in(PLAIN, BOB, "move", &[opt("move", json!("e5"))], &[]);
    let token = interaction["token"].as_str().expect("token").to_string();
    let answers = fake.exchange(interaction, 2).await;
    assert_eq!(answers[0].callback_type(), Some(4));
    assert_turn(&answers[0], &[ALICE]);
    let e5 = &answers[1];
    assert_board(e5);
    assert!(e5.content().starts_with("<@111>"), "{}", e5.content());
    let new_board = fake
        .wait_until("the new board's id", |_| {
            fake.followup_ids(&token).first().copied()
        })
        .await;
    // The new board replaced the turn message too.
    fake.wait_until("the old turn message deleted", |_| {
        (!fake.deletes_in(NO_THREADS_CHANNEL_ID).is_empty()).then_some(())
    })
    .await;

    // The next move edits the new board.
    let nf3 = one(
        &fake,
        slash_in(PLAIN, ALICE, "move", &[opt("move", json!("Nf3"))], &[]),
    )
    .await;
    assert_turn(&nf3, &[BOB]);
    let edits = fake
        .wait_until("the new board's edit", |_| {
            let edits = board_edits(&fake, NO_THREADS_CHANNEL_ID, new_board);
            (!edits.is_empty()).then_some(edits)
        })
        .await;
    assert_eq!(edits.len(), 1);
    assert_eq!(embed_field(&edits[0], "Last move"), "Nf3");

    // /board posts the board anew at the bottom and deletes the old one.
    let interaction = slash_in(PLAIN, BOB, "board", &[], &[]);
    let token = interaction["token"].as_str().expect("token").to_string();
    let board = one(&fake, interaction).await;
    assert_board(&board);
    let newest = fake
        .wait_until("the newest board's id", |_| fake.original_id(&token))
        .await;
    fake.wait_until("the replaced board deleted", |_| {
        fake.deletes_in(NO_THREADS_CHANNEL_ID)
            .contains(&new_board)
            .then_some(())
    })
    .await;
    let nc6 = one(
        &fake,
        slash_in(PLAIN, BOB, "move", &[opt("move", json!("Nc6"))], &[]),
    )
    .await;
    assert_turn(&nc6, &[ALICE]);
    fake.wait_until("the newest board edited: it is the live one", |_| {
        (board_edits(&fake, NO_THREADS_CHANNEL_ID, newest).len() == 1).then_some(())
    })
    .await;
    let left = fake.messages_left_in(NO_THREADS_CHANNEL_ID);
    assert!(left <= 3, "{left} bot messages in the channel");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dm_game_against_the_bot_edits_its_board() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let settings = config(&fake, "thread_per_game = true", GENEROUS_LIMITS);
    let bot = start_bot_config(&fake, db.path(), 1, settings).await;
    let dm = fake_discord::guilds::dm_channel(ALICE);
    let options = [
        opt("level", json!(1)),
        opt("color", json!(WHITE)),
        opt("rules", json!(STANDARD)),
    ];
    let interaction = slash_in(DM, ALICE, "play", &options, &[]);
    let token = interaction["token"].as_str().expect("token").to_string();
    let answers = fake.exchange(interaction, 2).await;
    assert_eq!(answers[0].callback_type(), Some(5), "{}", answers[0].json);
    assert_board(&answers[1]);
    // After the deferral the board is a follow-up. The bot stores its id once Discord
    // returns it; give it a moment (a person takes longer to move).
    let board_id = fake
        .wait_until("the board's id", |_| {
            fake.followup_ids(&token).first().copied()
        })
        .await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;

    // Alice moves: the board is edited, the answer is a turn message; then the bot's move
    // edits the board again and its turn message (pinging Alice) replaces hers.
    let interaction = slash_in(DM, ALICE, "move", &[opt("move", json!("e4"))], &[]);
    let token = interaction["token"].as_str().expect("token").to_string();
    let answers = fake.exchange(interaction, 2).await;
    assert_eq!(answers[0].callback_type(), Some(4));
    assert_turn(&answers[0], &[]);
    assert_turn(&answers[1], &[ALICE]);
    let edits = board_edits(&fake, dm, board_id);
    assert_eq!(edits.len(), 2, "Alice's move and the bot's");
    let mine = fake.original_id(&token).expect("the turn message's id");
    fake.wait_until("Alice's turn message replaced", |_| {
        fake.deletes_in(dm).contains(&mine).then_some(())
    })
    .await;
    assert!(fake.threads().is_empty());
    let _ = BLACK;
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_restart_the_same_board_is_edited_and_the_turn_message_replaced() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let settings = || config(&fake, "thread_per_game = false", GENEROUS_LIMITS);
    let bot = start_bot_config(&fake, db.path(), 1, settings()).await;
    let options = [
        opt("user", json!(BOB.id.to_string())),
        opt("rules", json!(STANDARD)),
        opt("color", json!(WHITE)),
    ];
    let challenge = one(&fake, slash_in(PLAIN, ALICE, "challenge", &options, &[BOB])).await;
    let accept = challenge.button("accept").expect("Accept");
    let board_id = fake.new_id();
    fake.exchange(click_in(PLAIN, BOB, &accept, board_id), 2)
        .await;
    let interaction = slash_in(PLAIN, ALICE, "move", &[opt("move", json!("e4"))], &[]);
    let token = interaction["token"].as_str().expect("token").to_string();
    let e4 = one(&fake, interaction).await;
    assert_turn(&e4, &[BOB]);
    let turn = fake
        .wait_until("the turn message's id", |_| fake.original_id(&token))
        .await;
    // Stored once the start message is replaced.
    fake.wait_until("the start message replaced", |_| {
        (!fake.deletes_in(NO_THREADS_CHANNEL_ID).is_empty()).then_some(())
    })
    .await;
    bot.stop().await;

    let bot = start_bot_config(&fake, db.path(), 2, settings()).await;
    let e5 = one(
        &fake,
        slash_in(PLAIN, BOB, "move", &[opt("move", json!("e5"))], &[]),
    )
    .await;
    assert_turn(&e5, &[ALICE]);
    let edits = fake
        .wait_until("the board's edit after the answer", |_| {
            let edits = board_edits(&fake, NO_THREADS_CHANNEL_ID, board_id);
            (edits.len() >= 2).then_some(edits)
        })
        .await;
    assert_eq!(
        edits.len(),
        2,
        "the board from before the restart is edited"
    );
    assert_eq!(embed_field(&edits[1], "Last move"), "e5");
    fake.wait_until("the turn message from before the restart deleted", |_| {
        fake.deletes_in(NO_THREADS_CHANNEL_ID)
            .contains(&turn)
            .then_some(())
    })
    .await;
    assert!(fake.messages_left_in(NO_THREADS_CHANNEL_ID) <= 3);
    bot.stop().await;
}

/// Waits until the bot has made no request for a moment; the requests so far.
async fn settled(fake: &FakeDiscord) -> usize {
    let mut count = fake.requests().len();
    loop {
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        let now = fake.requests().len();
        if now == count {
            return count;
        }
        count = now;
    }
}

/// The REST requests of one 20-move game between two people (the 39 `/move` commands of
/// `TWENTY_MOVES`, after the challenge was accepted by button), with `extra_discord` settings,
/// played in `place` (the thread of the game when `in_thread`).
async fn requests_of_twenty_moves(extra_discord: &str, place: Place, in_thread: bool) -> usize {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let settings = config(&fake, extra_discord, GENEROUS_LIMITS);
    let bot = start_bot_config(&fake, db.path(), 1, settings).await;
    let options = [
        opt("user", json!(BOB.id.to_string())),
        opt("rules", json!(STANDARD)),
        opt("color", json!(WHITE)),
    ];
    let challenge = one(&fake, slash_in(place, ALICE, "challenge", &options, &[BOB])).await;
    let accept = challenge.button("accept").expect("Accept");
    one(&fake, click_in(place, BOB, &accept, fake.new_id())).await;
    let place = if in_thread {
        fake_discord::guilds::a1_thread(fake.wait_threads(1).await[0])
    } else {
        place
    };
    let before = settled(&fake).await;
    for (ply, mv) in TWENTY_MOVES.iter().enumerate() {
        let who = if ply % 2 == 0 { ALICE } else { BOB };
        let answer = one(
            &fake,
            slash_in(place, who, "move", &[opt("move", json!(mv))], &[]),
        )
        .await;
        assert!(!answer.ephemeral(), "{mv}: {}", answer.json);
    }
    let after = settled(&fake).await;
    bot.stop().await;
    after - before
}

/// Prints the REST requests per move of a 20-move game between two people in a channel
/// (`cargo test --release --test integration requests_per_move -- --nocapture`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_per_move_of_a_twenty_move_game() {
    let moves = TWENTY_MOVES.len();
    for (what, extra, place, in_thread) in [
        (
            "live board (no thread)",
            "thread_per_game = true",
            PLAIN,
            false,
        ),
        (
            "new board per move (live_board = false)",
            "thread_per_game = false\nlive_board = false",
            PLAIN,
            false,
        ),
        (
            "game thread",
            "thread_per_game = true",
            fake_discord::guilds::A1,
            true,
        ),
    ] {
        let requests = requests_of_twenty_moves(extra, place, in_thread).await;
        println!(
            "{what}: {requests} REST requests for {moves} moves, {:.2} per move",
            requests as f64 / moves as f64
        );
        assert!(requests >= moves, "{what}: at least one answer per move");
    }
}
