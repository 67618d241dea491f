//! Server boundaries end to end: the real bot, connected to a fake Discord with two servers
//! (A: alice, bob, carol; B: alice, bob, dave the administrator, erin) and DMs, must never
//! show, accept or change anything of one server from another or from a DM.

use fake_discord::guilds::{A1, A2, B1, DM};
use fake_discord::harness::{
    assert_board, assert_private_refusal, choices, embed_field, fools_mate, game_in, one,
    play_move, play_move_in, start_bot_generous, Bot, STANDARD, WHITE,
};
use fake_discord::interactions::{
    autocomplete_in, click_in, opt, slash, slash_in, Person, ALICE, BOB, CAROL, DAVE, ERIN,
};
use fake_discord::{FakeDiscord, Recorded};
use serde_json::json;

/// `/command game:N` typed in `place`.
async fn about_game(
    fake: &FakeDiscord,
    place: fake_discord::guilds::Place,
    who: Person,
    command: &str,
    game: u64,
) -> Recorded {
    one(
        fake,
        slash_in(place, who, command, &[opt("game", json!(game))], &[]),
    )
    .await
}

/// The private "No game #N here." answer, and nothing else: no file, no embed, no buttons.
fn assert_no_game_here(r: &Recorded, game: u64) {
    assert_private_refusal(r, &format!("No game #{game} here."));
    assert!(
        r.message()["embeds"].as_array().is_none_or(Vec::is_empty),
        "{}",
        r.json
    );
    assert!(r.custom_ids().is_empty(), "{}", r.json);
}

/// `white` challenges `black` to standard chess in server A's channel and `black` accepts by
/// the button: the game's number and the first board.
async fn game_in_a(fake: &FakeDiscord, white: Person, black: Person) -> (u64, Recorded) {
    game_in(fake, A1, white, black).await
}

/// The line of `who` on a standard leaderboard typed in `place`, if listed.
async fn leaderboard_line(
    fake: &FakeDiscord,
    place: fake_discord::guilds::Place,
    asker: Person,
    who: Person,
) -> Option<String> {
    let r = one(
        fake,
        slash_in(
            place,
            asker,
            "leaderboard",
            &[opt("rules", json!(STANDARD))],
            &[],
        ),
    )
    .await;
    assert_eq!(r.callback_type(), Some(4), "{}", r.json);
    let text = r.content();
    assert!(
        text.contains("players of this server; ratings are global"),
        "{text}"
    );
    let name = format!("**{}**", who.name);
    text.lines()
        .find(|l| l.contains(&name))
        .map(|l| l.split_once(". ").map_or(l, |(_, rest)| rest).to_string())
}

async fn stop(fake: &FakeDiscord, bot: Bot, test: &str) {
    fake.report_acks(test);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_of_another_server_is_as_good_as_missing() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let bot = start_bot_generous(&fake, db.path(), 1).await;

    let (game, _) = game_in_a(&fake, ALICE, BOB).await;
    let opening = play_move(&fake, ALICE, "e4").await;
    assert_board(&opening);
    let resign = opening.button("resign").expect("Resign");
    let flip = opening.button("flip").expect("Flip");
    let explain = opening.button("explain").expect("Explain");

    // In its own server anyone may look, from another channel too; the bot knows the server
    // by the name its GUILD_CREATE gave.
    let seen = about_game(&fake, A2, CAROL, "board", game).await;
    assert_board(&seen);
    assert_eq!(embed_field(&seen, "Last move"), "e4");
    let pgn = about_game(&fake, A2, CAROL, "pgn", game).await;
    let file = pgn
        .file(&format!("castalia-game-{game}.pgn"))
        .expect("a PGN file");
    let text = String::from_utf8(file.bytes.clone()).expect("PGN text");
    assert!(text.contains("[Site \"Discord server Alpha\"]"), "{text}");
    assert!(text.contains("[White \"alice\"]"), "{text}");

    // From server B, by a stranger and by the players themselves: the same private answer as
    // for a number that does not exist, and nothing else.
    let missing = game + 1000;
    for who in [ERIN, ALICE, BOB] {
        for command in ["board", "moves", "pgn", "explain"] {
            let there = about_game(&fake, B1, who, command, game).await;
            assert_no_game_here(&there, game);
            let nothing = about_game(&fake, B1, who, command, missing).await;
            assert_no_game_here(&nothing, missing);
            assert_eq!(
                there.content().replace(&game.to_string(), "N"),
                nothing.content().replace(&missing.to_string(), "N"),
                "/{command}"
            );
        }
    }
    // A's buttons, clicked in B (a replayed or forged custom id): the same refusal.
    for (who, button) in [
        (ALICE, &resign),
        (ERIN, &flip),
        (BOB, &flip),
        (ERIN, &explain),
    ] {
        let refused = if button == &explain {
            // Explain defers (privately) at once: the engine may take a while.
            let mut answers = fake
                .exchange(click_in(B1, who, button, fake.new_id()), 2)
                .await;
            assert_eq!(answers[0].callback_type(), Some(5), "{}", answers[0].json);
            let refused = answers.remove(1);
            assert!(refused.ephemeral(), "{}", refused.json);
            let says = format!("No game #{game} here");
            assert!(refused.content().contains(&says), "{}", refused.json);
            continue;
        } else {
            let refused = one(&fake, click_in(B1, who, button, fake.new_id())).await;
            assert_eq!(
                refused.callback_type(),
                Some(4),
                "{button}: {}",
                refused.json
            );
            refused
        };
        assert_no_game_here(&refused, game);
    }
    // Nor can its players move there, and /move suggests nothing of it in B.
    let elsewhere = one(
        &fake,
        slash_in(
            B1,
            BOB,
            "move",
            &[opt("move", json!("e5")), opt("game", json!(game))],
            &[],
        ),
    )
    .await;
    assert_no_game_here(&elsewhere, game);
    let game_option = [opt("game", json!(game))];
    let in_b = one(
        &fake,
        autocomplete_in(B1, BOB, "move", "move", "", &game_option),
    )
    .await;
    assert!(choices(&in_b).is_empty(), "{:?}", choices(&in_b));
    let in_a = one(
        &fake,
        autocomplete_in(A1, BOB, "move", "move", "", &game_option),
    )
    .await;
    assert_eq!(choices(&in_a).len(), 20, "{:?}", choices(&in_a));

    // Nothing of that changed the game: still running, e4 the last move, Bob to move.
    let board = about_game(&fake, A1, CAROL, "board", game).await;
    assert_board(&board);
    assert_eq!(embed_field(&board, "Last move"), "e4");
    assert!(board.button("resign").is_some(), "still in progress");
    let reply = play_move(&fake, BOB, "e5").await;
    assert_eq!(embed_field(&reply, "Last move"), "e5");

    // Flip answers the clicker privately with a new message; the shared board is left alone.
    let board_message = fake.new_id();
    let token_flip = click_in(A1, CAROL, &flip, board_message);
    let token = token_flip["token"].as_str().unwrap().to_string();
    let flipped = one(&fake, token_flip).await;
    assert_eq!(flipped.callback_type(), Some(4), "{}", flipped.json);
    assert!(flipped.ephemeral(), "{}", flipped.json);
    assert!(flipped.file("board.png").is_some());
    assert_eq!(embed_field(&flipped, "Last move"), "e5");
    // A later request proves the flip's answers are all in; none touched the board message.
    let _ = one(&fake, slash(CAROL, "rules", &[], &[])).await;
    let touching: Vec<String> = fake
        .requests()
        .iter()
        .filter(|r| {
            let message = board_message.to_string();
            r.path
                .split('/')
                .any(|part| part == token || part == message)
        })
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert_eq!(touching.len(), 1, "{touching:?}");

    stop(&fake, bot, "a_game_of_another_server_is_as_good_as_missing").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_challenge_is_taken_only_in_its_server_and_played_where_posted() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let bot = start_bot_generous(&fake, db.path(), 1).await;

    let posted = one(
        &fake,
        slash_in(
            A1,
            ALICE,
            "challenge",
            &[opt("rules", json!(STANDARD)), opt("color", json!(WHITE))],
            &[],
        ),
    )
    .await;
    assert!(!posted.ephemeral(), "{}", posted.json);
    let accept = posted.button("accept").expect("an Accept button");
    let id: u64 = accept.rsplit(':').next().unwrap().parse().unwrap();

    // From server B: by number, by the button, and with no number at all.
    let no_challenge = format!("No challenge #{id} here");
    for who in [ERIN, BOB] {
        let by_id = one(
            &fake,
            slash_in(B1, who, "accept", &[opt("id", json!(id))], &[]),
        )
        .await;
        assert_private_refusal(&by_id, &no_challenge);
        assert!(by_id.custom_ids().is_empty(), "{}", by_id.json);
        let clicked = one(&fake, click_in(B1, who, &accept, fake.new_id())).await;
        assert_eq!(clicked.callback_type(), Some(4), "{}", clicked.json);
        assert_private_refusal(&clicked, &no_challenge);
    }
    let any = one(&fake, slash_in(B1, ERIN, "accept", &[], &[])).await;
    assert_private_refusal(&any, "no open challenge for you here");
    // From a DM: accepting is for server channels.
    let dm = one(
        &fake,
        slash_in(DM, BOB, "accept", &[opt("id", json!(id))], &[]),
    )
    .await;
    assert_private_refusal(&dm, "where they were made");

    // Bob accepts it from another channel of server A: the game starts, in the channel
    // where the challenge was posted.
    let start = one(
        &fake,
        slash_in(A2, BOB, "accept", &[opt("id", json!(id))], &[]),
    )
    .await;
    assert_eq!(start.callback_type(), Some(4), "{}", start.json);
    assert_board(&start);
    assert!(start.content().starts_with("<@111>"), "{}", start.content());
    let game: u64 = start
        .button("resign")
        .expect("Resign")
        .rsplit(':')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(
        start.embed()["title"],
        format!("Game #{game}: alice vs bob"),
        "{}",
        start.json
    );
    // The game's channel is A1: there it is "the game here", in A2 there is none.
    let here = one(&fake, slash_in(A1, CAROL, "board", &[], &[])).await;
    assert_board(&here);
    assert_eq!(
        here.button("resign"),
        Some(format!("castalia:resign:{game}"))
    );
    let not_here = one(
        &fake,
        slash_in(A2, ALICE, "move", &[opt("move", json!("e4"))], &[]),
    )
    .await;
    assert_private_refusal(&not_here, "no game in this channel");
    let moved = play_move_in(&fake, A1, ALICE, "e4").await;
    assert_board(&moved);
    assert_eq!(embed_field(&moved, "Last move"), "e4");
    assert_eq!(
        moved.button("resign"),
        Some(format!("castalia:resign:{game}"))
    );
    // The challenge is gone.
    let again = one(
        &fake,
        slash_in(A1, CAROL, "accept", &[opt("id", json!(id))], &[]),
    )
    .await;
    assert_private_refusal(&again, &no_challenge);

    stop(
        &fake,
        bot,
        "an_open_challenge_is_taken_only_in_its_server_and_played_where_posted",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_admin_removes_a_user_from_their_own_server_only() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let bot = start_bot_generous(&fake, db.path(), 1).await;

    // Alice loses a rated game to Bob in each server, and has one in progress in A.
    let (in_a, _) = game_in(&fake, A1, ALICE, BOB).await;
    fools_mate(&fake, A1, ALICE, BOB).await;
    let (in_b, _) = game_in(&fake, B1, ALICE, BOB).await;
    fools_mate(&fake, B1, ALICE, BOB).await;
    let (running_a, _) = game_in(&fake, A1, ALICE, CAROL).await;
    let alice_in_a = leaderboard_line(&fake, A1, CAROL, ALICE)
        .await
        .expect("alice on A's leaderboard");
    let alice_in_b = leaderboard_line(&fake, B1, ERIN, ALICE)
        .await
        .expect("alice on B's leaderboard");
    assert_eq!(alice_in_a, alice_in_b, "ratings are global");
    assert!(alice_in_a.contains("(0W 0D 2L)"), "{alice_in_a}");

    // Erin is no administrator: refused, nothing changes.
    let refused = one(
        &fake,
        slash_in(
            B1,
            ERIN,
            "forget",
            &[opt("user", json!(ALICE.id.to_string()))],
            &[ALICE],
        ),
    )
    .await;
    assert_private_refusal(&refused, "Only an administrator of this server");
    assert_eq!(
        leaderboard_line(&fake, B1, ERIN, ALICE).await.as_deref(),
        Some(alice_in_b.as_str())
    );

    // Dave administers B: Alice is removed from B, and only from B.
    let done = one(
        &fake,
        slash_in(
            B1,
            DAVE,
            "forget",
            &[opt("user", json!(ALICE.id.to_string()))],
            &[ALICE],
        ),
    )
    .await;
    assert_eq!(done.callback_type(), Some(4), "{}", done.json);
    assert!(done.ephemeral(), "{}", done.json);
    assert!(
        done.content().contains("removed from this server"),
        "{}",
        done.content()
    );
    assert_eq!(leaderboard_line(&fake, B1, ERIN, ALICE).await, None);
    assert!(leaderboard_line(&fake, B1, ERIN, BOB).await.is_some());
    let gone = about_game(&fake, B1, DAVE, "board", in_b).await;
    assert_no_game_here(&gone, in_b);

    // In A: the games keep her name, the game in progress goes on, her line is unchanged.
    for game in [in_a, running_a] {
        let board = about_game(&fake, A1, CAROL, "board", game).await;
        assert_board(&board);
        let title = board.embed()["title"].as_str().unwrap_or_default();
        assert!(title.contains("alice"), "{title}");
    }
    let moved = one(
        &fake,
        slash_in(
            A1,
            ALICE,
            "move",
            &[opt("move", json!("e4")), opt("game", json!(running_a))],
            &[],
        ),
    )
    .await;
    assert_board(&moved);
    assert_eq!(
        leaderboard_line(&fake, A1, CAROL, ALICE).await.as_deref(),
        Some(alice_in_a.as_str())
    );

    stop(
        &fake,
        bot,
        "an_admin_removes_a_user_from_their_own_server_only",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn direct_messages_play_the_bot_and_see_no_server_games() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let bot = start_bot_generous(&fake, db.path(), 1).await;
    let (server_game, _) = game_in_a(&fake, ALICE, BOB).await;

    // No challenges from a DM, with a hint where to make them.
    let refused = one(
        &fake,
        slash_in(
            DM,
            ALICE,
            "challenge",
            &[opt("user", json!(BOB.id.to_string()))],
            &[BOB],
        ),
    )
    .await;
    assert_private_refusal(&refused, "server channel");
    assert!(refused.custom_ids().is_empty(), "{}", refused.json);

    // Playing the bot works: deferred, then the board as a follow-up.
    let answers = fake
        .exchange(
            slash_in(
                DM,
                ALICE,
                "play",
                &[
                    opt("level", json!(1)),
                    opt("color", json!(WHITE)),
                    opt("rules", json!(STANDARD)),
                ],
                &[],
            ),
            2,
        )
        .await;
    assert_eq!(answers[0].callback_type(), Some(5), "{}", answers[0].json);
    assert_board(&answers[1]);
    let dm_game: u64 = answers[1]
        .button("resign")
        .expect("Resign")
        .rsplit(':')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let answers = fake
        .exchange(
            slash_in(DM, ALICE, "move", &[opt("move", json!("e4"))], &[]),
            2,
        )
        .await;
    assert_board(&answers[0]);
    assert_eq!(embed_field(&answers[0], "Last move"), "e4");
    assert_board(&answers[1]);
    assert_ne!(
        embed_field(&answers[1], "Last move"),
        "e4",
        "the bot answers"
    );

    // In a DM one sees one's own DM games only: not one's server game, not another's DM game.
    let own = about_game(&fake, DM, ALICE, "board", dm_game).await;
    assert_board(&own);
    let server = about_game(&fake, DM, ALICE, "board", server_game).await;
    assert_no_game_here(&server, server_game);
    let theirs = about_game(&fake, DM, BOB, "board", dm_game).await;
    assert_no_game_here(&theirs, dm_game);
    // Nor from a server.
    let from_a = about_game(&fake, A1, BOB, "board", dm_game).await;
    assert_no_game_here(&from_a, dm_game);

    stop(
        &fake,
        bot,
        "direct_messages_play_the_bot_and_see_no_server_games",
    )
    .await;
}
