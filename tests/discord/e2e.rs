//! End-to-end tests of the Discord front end, offline: the real serenity/poise client talks to
//! a fake Discord (REST + gateway) on 127.0.0.1, and each test checks what the bot sent back.

use fake_discord::guilds::A1;
use fake_discord::harness::{
    answers_until, assert_board, assert_private_refusal, choices, config, embed_field, game_in,
    one, play_move, start_bot, start_bot_config, start_bot_generous, start_bot_with, BLACK,
    PNG_MAGIC, STANDARD, WHITE,
};
use fake_discord::interactions::{autocomplete, click, opt, slash, Person, ALICE, BOB, CAROL};
use fake_discord::{Disconnect, FakeDiscord, Recorded, APP_ID, CHANNEL_ID};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenge_accept_and_checkmate() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let bot = start_bot(&fake, db.path(), 1).await;

    // The commands were registered, /move with autocompletion.
    let registered = fake.wait_registered(1).await;
    let commands = registered.json.as_array().expect("command list");
    let move_command = commands
        .iter()
        .find(|c| c["name"] == "move")
        .expect("/move is registered");
    assert_eq!(move_command["options"][0]["autocomplete"], true);
    for name in [
        "challenge",
        "play",
        "board",
        "pgn",
        "explain",
        "rules",
        "leaderboard",
    ] {
        assert!(
            commands.iter().any(|c| c["name"] == name),
            "/{name} missing"
        );
    }

    // Alice challenges Bob to orthodox chess, playing white.
    let challenge = one(
        &fake,
        slash(
            ALICE,
            "challenge",
            &[
                opt("user", json!(BOB.id.to_string())),
                opt("rules", json!(STANDARD)),
                opt("color", json!(WHITE)),
            ],
            &[BOB],
        ),
    )
    .await;
    assert_eq!(challenge.callback_type(), Some(4));
    assert!(!challenge.ephemeral());
    assert!(
        challenge.content().starts_with("<@222>"),
        "{}",
        challenge.content()
    );
    assert_eq!(
        challenge.message()["allowed_mentions"]["users"],
        json!(["222"])
    );
    let accept = challenge.button("accept").expect("an Accept button");
    assert!(challenge.button("decline").is_some());
    let challenge_message = fake.new_id();

    // A stranger cannot accept it.
    let refused = one(&fake, click(CAROL, &accept, challenge_message)).await;
    assert_private_refusal(&refused, "not addressed to you");

    // Bob accepts: the challenge message becomes the board, Alice (white) to move.
    let start = one(&fake, click(BOB, &accept, challenge_message)).await;
    assert_eq!(
        start.callback_type(),
        Some(7),
        "Accept should update the message"
    );
    assert_board(&start);
    assert!(start.content().starts_with("<@111>"), "{}", start.content());
    let resign = start.button("resign").expect("a Resign button");
    assert!(start.button("draw").is_some());
    let game_id: u64 = resign.rsplit(':').next().unwrap().parse().unwrap();
    assert!(embed_field(&start, "Rules").contains("standard"));

    // An illegal move is refused privately and changes nothing; so is a move out of turn.
    let illegal = play_move(&fake, ALICE, "e5").await;
    assert!(
        illegal.ephemeral() && illegal.files.is_empty(),
        "{}",
        illegal.json
    );
    let early = play_move(&fake, BOB, "e5").await;
    assert_private_refusal(&early, "not your turn");

    // Fool's mate, each move answered with the board and the right buttons.
    let first = play_move(&fake, ALICE, "f3").await;
    assert_eq!(first.callback_type(), Some(4));
    assert_board(&first);
    assert_eq!(embed_field(&first, "Last move"), "f3");
    assert_eq!(embed_field(&first, "Move"), "1");
    assert!(
        first.content().starts_with("<@222>"),
        "Bob is to move: {}",
        first.content()
    );
    assert_eq!(
        first.button("resign"),
        Some(format!("castalia:resign:{game_id}"))
    );

    // Autocompletion offers Bob's legal moves, and nothing to Alice, whose turn it is not.
    let bob_e = one(&fake, autocomplete(BOB, "move", "move", "e")).await;
    let suggestions = choices(&bob_e);
    assert!(suggestions.contains(&"e5".to_string()), "{suggestions:?}");
    assert!(suggestions.contains(&"e6".to_string()), "{suggestions:?}");
    assert!(
        suggestions.iter().all(|s| s.starts_with('e')),
        "{suggestions:?}"
    );
    let bob_all = choices(&one(&fake, autocomplete(BOB, "move", "move", "")).await);
    assert_eq!(
        bob_all.len(),
        20,
        "Black has 20 moves after 1. f3: {bob_all:?}"
    );
    let alice = choices(&one(&fake, autocomplete(ALICE, "move", "move", "")).await);
    assert!(alice.is_empty(), "{alice:?}");

    let second = play_move(&fake, BOB, "e5").await;
    assert_board(&second);
    assert_eq!(embed_field(&second, "Last move"), "e5");

    // Explain the last move, by command and by button (the button answers privately).
    let explained = one(&fake, slash(CAROL, "explain", &[], &[])).await;
    assert!(
        explained.content().contains("e5"),
        "{}",
        explained.content()
    );
    let explain = second.button("explain").expect("an Explain button");
    // Acknowledged at once (deferred, privately), the explanation then follows.
    let answers = fake
        .exchange(click(CAROL, &explain, fake.new_id()), 2)
        .await;
    assert_eq!(answers[0].callback_type(), Some(5));
    assert!(answers[0].ephemeral(), "{}", answers[0].json);
    let explained = &answers[1];
    assert!(explained.ephemeral(), "{}", explained.json);
    assert!(
        explained.content().contains("e5"),
        "{}",
        explained.content()
    );

    // A stranger cannot resign for them.
    let refused = one(&fake, click(CAROL, &resign, fake.new_id())).await;
    assert_private_refusal(&refused, "Only the players");

    let third = play_move(&fake, ALICE, "g4").await;
    assert_board(&third);
    let mate = play_move(&fake, BOB, "Qh4#").await;
    assert_board(&mate);
    assert_eq!(embed_field(&mate, "Last move"), "Qh4#");
    assert!(
        mate.content().contains("Black wins by checkmate"),
        "{}",
        mate.content()
    );
    assert!(mate.button("resign").is_none(), "no Resign once it is over");
    assert!(
        mate.button("draw").is_none(),
        "no draw offer once it is over"
    );

    // The record holds exactly the moves played (the refused ones changed nothing).
    let moves = one(
        &fake,
        slash(ALICE, "moves", &[opt("game", json!(game_id))], &[]),
    )
    .await;
    assert!(
        moves.content().contains("1. f3 e5 2. g4 Qh4#"),
        "{}",
        moves.content()
    );
    let pgn = one(
        &fake,
        slash(ALICE, "pgn", &[opt("game", json!(game_id))], &[]),
    )
    .await;
    let file = pgn
        .file(&format!("castalia-game-{game_id}.pgn"))
        .expect("a PGN file");
    let text = String::from_utf8(file.bytes.clone()).expect("PGN text");
    assert!(text.contains("Qh4#") && text.contains("0-1"), "{text}");

    fake.report_acks("challenge_accept_and_checkmate");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn playing_the_bot_defers_and_follows_up() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let bot = start_bot(&fake, db.path(), 1).await;

    // Alice takes black against level 1: the answer is deferred, then the game start and the
    // bot's first move come as follow-ups.
    let answers = fake
        .exchange(
            slash(
                ALICE,
                "play",
                &[
                    opt("level", json!(1)),
                    opt("color", json!(BLACK)),
                    opt("rules", json!(STANDARD)),
                ],
                &[],
            ),
            3,
        )
        .await;
    assert_eq!(answers[0].callback_type(), Some(5), "{}", answers[0].json);
    let followup_path = format!("/api/v10/webhooks/{APP_ID}/");
    for followup in &answers[1..] {
        assert_eq!(followup.method, "POST");
        assert!(
            followup.path.starts_with(&followup_path),
            "{}",
            followup.path
        );
        assert_board(followup);
    }
    assert!(
        answers[1].content().contains("Game #"),
        "{}",
        answers[1].content()
    );
    assert_eq!(embed_field(&answers[1], "Last move"), "none yet");
    let bot_move = &answers[2];
    assert_ne!(embed_field(bot_move, "Last move"), "none yet");
    assert!(
        bot_move.content().starts_with("<@111>"),
        "{}",
        bot_move.content()
    );

    // Alice answers with a suggested move; the bot replies in a follow-up.
    let suggestions = choices(&one(&fake, autocomplete(ALICE, "move", "move", "")).await);
    assert!(!suggestions.is_empty());
    let answers = fake
        .exchange(
            slash(ALICE, "move", &[opt("move", json!(suggestions[0]))], &[]),
            2,
        )
        .await;
    assert_eq!(answers[0].callback_type(), Some(4));
    assert_board(&answers[0]);
    assert_eq!(embed_field(&answers[0], "Last move"), suggestions[0]);
    assert_eq!(answers[1].method, "POST");
    assert_board(&answers[1]);
    // The bot (White) has played its second move: Black to move in move 2.
    assert_eq!(embed_field(&answers[1], "Move"), "2");
    assert!(
        answers[1].content().starts_with("<@111>"),
        "{}",
        answers[1].content()
    );

    fake.report_acks("playing_the_bot_defers_and_follows_up");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn buttons_work_after_a_restart() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let bot = start_bot(&fake, db.path(), 1).await;

    // An open challenge (Accept / Cancel), accepted by Bob; Alice opens with e4.
    let challenge = one(
        &fake,
        slash(
            ALICE,
            "challenge",
            &[opt("rules", json!(STANDARD)), opt("color", json!(WHITE))],
            &[],
        ),
    )
    .await;
    assert!(
        challenge.button("cancel").is_some(),
        "{:?}",
        challenge.custom_ids()
    );
    let accept = challenge.button("accept").expect("an Accept button");
    let own = one(&fake, click(ALICE, &accept, fake.new_id())).await;
    assert_private_refusal(&own, "your own challenge");
    let start = one(&fake, click(BOB, &accept, fake.new_id())).await;
    assert_eq!(start.callback_type(), Some(7));
    let opening = play_move(&fake, ALICE, "e4").await;
    assert_board(&opening);
    let resign = opening.button("resign").expect("a Resign button");
    let flip = opening.button("flip").expect("a Flip button");
    // The shared board faces the side to move (Black): Flip shows White's side.
    assert!(
        flip.ends_with(":0"),
        "Black's view flips to White's: {flip}"
    );

    // Restart on the same database.
    bot.stop().await;
    let bot = start_bot(&fake, db.path(), 2).await;
    assert_eq!(fake.identifies(), 2);

    // The old message's buttons still work.
    let refused = one(&fake, click(CAROL, &resign, fake.new_id())).await;
    assert_private_refusal(&refused, "Only the players");
    // Flip shows the board from the other side to the clicker alone; the shared board stays.
    let flipped = one(&fake, click(BOB, &flip, fake.new_id())).await;
    assert_eq!(
        flipped.callback_type(),
        Some(4),
        "Flip should answer with a new message, not redraw the shared one"
    );
    assert!(
        flipped.ephemeral(),
        "a flipped board is private: {}",
        flipped.json
    );
    let png = flipped.file("board.png").expect("the flipped board.png");
    assert!(png.bytes.starts_with(PNG_MAGIC), "board.png is not a PNG");
    assert!(flipped.button("flip").expect("Flip").ends_with(":1"));
    assert_eq!(embed_field(&flipped, "Last move"), "e4");

    let reply = play_move(&fake, BOB, "e5").await;
    assert_board(&reply);
    assert_eq!(embed_field(&reply, "Last move"), "e5");

    // Resigning asks first, privately; the confirmation resigns and the board is public.
    let question = one(&fake, click(ALICE, &resign, fake.new_id())).await;
    assert_eq!(question.callback_type(), Some(4));
    assert!(question.ephemeral(), "{}", question.json);
    assert!(
        question.content().contains("Resign game #"),
        "{}",
        question.content()
    );
    let confirm = question
        .button("resign-yes")
        .expect("a Resign confirmation");
    assert!(
        question.button("dismiss").is_some(),
        "{:?}",
        question.custom_ids()
    );
    let answers = fake
        .exchange(click(ALICE, &confirm, fake.new_id()), 2)
        .await;
    assert_eq!(answers[0].callback_type(), Some(7), "{}", answers[0].json);
    assert!(
        answers[0].content().contains("You resigned"),
        "{}",
        answers[0].json
    );
    let resigned = &answers[1];
    assert_board(resigned);
    assert!(
        resigned.content().contains("Black wins by resignation"),
        "{}",
        resigned.content()
    );
    assert!(resigned.button("resign").is_none());

    fake.report_acks("buttons_work_after_a_restart");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn prefix_commands_when_enabled() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let bot = start_bot_with(&fake, db.path(), 1, "prefix_commands = true").await;
    let channel_messages = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let posted = |n: usize| {
        let path = channel_messages.clone();
        move |reqs: &[Recorded]| {
            let found: Vec<Recorded> = reqs
                .iter()
                .filter(|r| r.method == "POST" && r.path == path)
                .cloned()
                .collect();
            (found.len() >= n).then_some(found)
        }
    };
    let typed = |id: u64, who: Person, content: &str, mentions: &[Person]| {
        let mut message = fake_discord::message_json(id, content);
        message["author"] = fake_discord::interactions::user_json(who);
        message["mentions"] = json!(mentions
            .iter()
            .map(|p| fake_discord::interactions::user_json(*p))
            .collect::<Vec<_>>());
        message
    };

    let first = fake.new_id();
    fake.push_dispatch(
        "MESSAGE_CREATE",
        typed(first, ALICE, "!challenge <@222> rules:standard", &[BOB]),
    );
    let answer = fake
        .wait_until("a challenge message", posted(1))
        .await
        .remove(0);
    assert!(
        answer.content().starts_with("<@222>"),
        "{}",
        answer.content()
    );
    assert!(
        answer.button("accept").is_some(),
        "{:?}",
        answer.custom_ids()
    );
    assert_eq!(
        answer.json["message_reference"]["message_id"],
        first.to_string()
    );

    // Plain chat and other bots are ignored; an unknown command is answered.
    fake.push_dispatch(
        "MESSAGE_CREATE",
        typed(fake.new_id(), ALICE, "good luck!", &[]),
    );
    fake.push_dispatch("MESSAGE_CREATE", typed(fake.new_id(), ALICE, "!dance", &[]));
    let answers = fake.wait_until("an answer to !dance", posted(2)).await;
    assert_eq!(answers.len(), 2, "only !dance is answered");
    assert!(
        answers[1].content().contains("Unknown command"),
        "{}",
        answers[1].content()
    );

    fake.report_acks("prefix_commands_when_enabled");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn survives_gateway_disconnects() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let bot = start_bot(&fake, db.path(), 1).await;
    assert_eq!((fake.identifies(), fake.resumes()), (1, 0));

    // Alice challenges Bob.
    let challenge = one(
        &fake,
        slash(
            ALICE,
            "challenge",
            &[
                opt("user", json!(BOB.id.to_string())),
                opt("rules", json!(STANDARD)),
                opt("color", json!(WHITE)),
            ],
            &[BOB],
        ),
    )
    .await;
    let accept = challenge.button("accept").expect("an Accept button");

    // The connection drops without a close frame and the session cannot be resumed: the bot
    // tries to resume, is told the session is invalid, and identifies again.
    fake.invalidate_sessions();
    fake.disconnect(Disconnect::Drop);
    fake.wait_connected(2, 0).await;
    assert_eq!(
        fake.resumes(),
        0,
        "an invalidated session cannot be resumed"
    );

    // Bob's Accept arrives on the new connection and starts the game.
    let start = one(&fake, click(BOB, &accept, fake.new_id())).await;
    assert_eq!(start.callback_type(), Some(7), "{}", start.json);
    assert_board(&start);
    assert!(start.content().starts_with("<@111>"), "{}", start.content());

    // Discord closes the connection (4000, "reconnect"): the bot resumes its live session.
    fake.disconnect(Disconnect::Close(4000));
    fake.wait_connected(2, 1).await;
    assert_eq!(
        fake.identifies(),
        2,
        "a live session is resumed, not re-identified"
    );

    // The game goes on over the resumed session.
    let first = play_move(&fake, ALICE, "e4").await;
    assert_eq!(first.callback_type(), Some(4), "{}", first.json);
    assert_board(&first);
    assert_eq!(embed_field(&first, "Last move"), "e4");
    let board = one(&fake, slash(BOB, "board", &[], &[])).await;
    assert_board(&board);
    assert_eq!(embed_field(&board, "Last move"), "e4");

    fake.report_acks("survives_gateway_disconnects");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_privately_then_giving_up() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let bot = start_bot(&fake, db.path(), 1).await;
    let shown = one(&fake, slash(ALICE, "puzzle", &[], &[])).await;
    assert!(shown.ephemeral(), "puzzles are private");
    assert!(shown.content().contains("to play"), "{}", shown.content());
    assert!(!shown.files.is_empty(), "the board comes as a picture");
    assert!(shown.files[0].bytes.starts_with(PNG_MAGIC));
    // Another player has nothing to answer. (Choices go by index: new 0, daily 1, show 2,
    // giveup 3.)
    let refused = one(
        &fake,
        slash(BOB, "puzzle", &[opt("move", json!("e4"))], &[]),
    )
    .await;
    assert_private_refusal(&refused, "not solving a puzzle");
    let solution = one(
        &fake,
        slash(ALICE, "puzzle", &[opt("action", json!(3))], &[]),
    )
    .await;
    assert!(solution.ephemeral());
    assert!(
        solution.content().contains("The move was"),
        "{}",
        solution.content()
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_review_shows_progress_then_the_report() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let mut config = config(&fake, "", "");
    // Enough nodes a position that the review takes a few seconds: progress is shown.
    config.engine.review_nodes = 1_500_000;
    let bot = start_bot_config(&fake, db.path(), 1, config).await;
    one(
        &fake,
        slash(
            ALICE,
            "challenge",
            &[
                opt("user", json!(BOB.id.to_string())),
                opt("rules", json!(STANDARD)),
                opt("color", json!(WHITE)),
            ],
            &[BOB],
        ),
    )
    .await;
    one(&fake, slash(BOB, "accept", &[], &[])).await;
    for (who, mv) in [(ALICE, "f3"), (BOB, "e5"), (ALICE, "g4"), (BOB, "Qh4#")] {
        play_move(&fake, who, mv).await;
    }
    let interaction = slash(ALICE, "review", &[], &[]);
    let token = interaction["token"].as_str().expect("token").to_string();
    fake.push_interaction(interaction);
    // Answers: the progress message first, edits of it, then the report with its files.
    let answers = answers_until(&fake, &token, "the review's report", |r| {
        r.files
            .iter()
            .any(|f| f.filename.as_deref().is_some_and(|n| n.ends_with(".pgn")))
    })
    .await;
    assert!(
        answers[0].content().contains("Reviewing"),
        "the first answer shows progress: {}",
        answers[0].json
    );
    assert!(
        answers.iter().any(|r| r.method == "PATCH"),
        "the progress message is edited"
    );
    let report = answers.last().expect("the report");
    assert!(report.content().contains("g4??"), "{}", report.content());
    assert!(
        report.files.iter().any(|f| f.bytes.starts_with(PNG_MAGIC)),
        "the graph comes as a picture"
    );
    fake.report_acks("a_review_shows_progress_then_the_report");
    bot.stop().await;
}

/// Boards a screen reader can read: every picture has its description (the fake fails any
/// test that uploads one without), and `/board text:true` shows the board in words alone,
/// privately: whose move, the last move with what it did, every piece by its square.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn boards_come_in_words_too() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let bot = start_bot_generous(&fake, db.path(), 1).await;
    let (_, start) = game_in(&fake, A1, ALICE, BOB).await;
    let board = start.message()["attachments"]
        .as_array()
        .and_then(|a| a.iter().find(|a| a["filename"] == "board.png"))
        .cloned()
        .expect("the board's attachment");
    let words = board["description"].as_str().unwrap_or_default();
    assert!(words.contains("White to move."), "{words}");
    assert!(words.contains("White: Ke1, Qd1,"), "{words}");

    let moved = play_move(&fake, ALICE, "e4").await;
    assert_board(&moved);
    let text = one(&fake, slash(BOB, "board", &[opt("text", json!(true))], &[])).await;
    assert!(text.ephemeral(), "{}", text.json);
    assert!(text.files.is_empty(), "words only: {}", text.json);
    let content = text.content();
    assert!(content.contains("Black to move."), "{content}");
    assert!(content.contains("Last move: White e4"), "{content}");
    assert!(
        content.contains("pawns a2 b2 c2 d2 e4 f2 g2 h2"),
        "{content}"
    );
    bot.stop().await;
}
