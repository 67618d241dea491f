//! Moves without typing, end to end against the fake Discord: the board's Move button opens a
//! private picker (pieces, then destinations labelled with what each move does, split by
//! direction past Discord's 25 options, then the promotion piece); the chosen move is shown
//! as any move is; strangers, players out of turn and menus from an older position are
//! refused without changing anything. `/move` autocompletion reads the `game:` option and
//! shows the same labels.

use fake_discord::guilds::{a1_thread, A1};
use fake_discord::harness::{
    assert_board, config, embed_field, one, play_move, start_bot_config, start_bot_generous,
    GENEROUS_LIMITS, WHITE,
};
use fake_discord::interactions::{
    autocomplete_in, click, click_in, click_private_in, opt, select_in, slash, Person, ALICE, BOB,
    CAROL,
};
use fake_discord::{FakeDiscord, Recorded};
use serde_json::json;

/// Castalia rules (choice 0). White: king h1, knight g1, Castalia g3, queen d4 (26 moves),
/// pawn b7; Black: bishop g6, king h6. Cg5 kidnaps the knight from g1 to g3 and repulses the
/// bishop from g6 to g8.
const CASTALIA: i64 = 0;
const FEN: &str = "8/1P6/6bk/8/3Q4/6C1/8/6NK w - - 0 1";

/// Alice (White) challenges `black` from `FEN`; `black` accepts: the game and its board.
async fn start(fake: &FakeDiscord, black: Person) -> (u64, Recorded) {
    start_after(fake, black, 1).await
}

/// `start` where the challenge gets `answers` answers (2 when it is acknowledged first), the
/// last one showing it.
async fn start_after(fake: &FakeDiscord, black: Person, answers: usize) -> (u64, Recorded) {
    let mut challenge = fake
        .exchange(
            slash(
                ALICE,
                "challenge",
                &[
                    opt("user", json!(black.id.to_string())),
                    opt("rules", json!(CASTALIA)),
                    opt("setup", json!(FEN)),
                    opt("color", json!(WHITE)),
                ],
                &[black],
            ),
            answers,
        )
        .await;
    let challenge = challenge.pop().expect("the challenge");
    let accept = challenge.button("accept").expect("an Accept button");
    // Deferred (`answers` is 2 then), the click is acknowledged and the board comes as an
    // edit of the challenge.
    let mut board = fake
        .exchange(click(black, &accept, fake.new_id()), answers)
        .await;
    let board = board.pop().expect("the board");
    assert_board(&board);
    let id = board
        .button("pick")
        .expect("a Move button")
        .rsplit(':')
        .next()
        .and_then(|id| id.parse().ok())
        .expect("the game in the Move button");
    (id, board)
}

/// A private answer saying `says`, with no menu.
fn assert_private_note(r: &Recorded, says: &str) {
    assert!(r.ephemeral(), "should be private: {}", r.json);
    assert!(r.files.is_empty(), "{}", r.json);
    assert!(r.select_menus().is_empty(), "{}", r.json);
    assert!(
        r.content().contains(says),
        "expected {says:?} in {:?}",
        r.content()
    );
}

/// The autocompletion choices as (name, value).
fn named_choices(r: &Recorded) -> Vec<(String, String)> {
    assert_eq!(r.callback_type(), Some(8), "{}", r.json);
    r.json["data"]["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .map(|c| {
            (
                c["name"].as_str().expect("name").to_string(),
                c["value"].as_str().expect("value").to_string(),
            )
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_move_picker_plays_moves_without_typing() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let bot = start_bot_generous(&fake, db.path(), 1).await;
    let (game, board) = start(&fake, BOB).await;
    let move_button = board.button("pick").expect("Move");
    let board_id = fake.new_id();

    // A stranger and the player out of turn are refused, privately.
    let stranger = one(&fake, click(CAROL, &move_button, board_id)).await;
    assert_eq!(stranger.callback_type(), Some(4), "{}", stranger.json);
    assert_private_note(&stranger, "Only the players");
    let early = one(&fake, click(BOB, &move_button, board_id)).await;
    assert_private_note(&early, "not your turn");

    // Alice opens the picker: her pieces that can move, for her alone.
    let pieces = one(&fake, click(ALICE, &move_button, board_id)).await;
    assert_eq!(pieces.callback_type(), Some(4), "{}", pieces.json);
    assert!(pieces.ephemeral(), "the picker is private: {}", pieces.json);
    let options = pieces.select_options("pick-piece");
    let squares: Vec<&str> = options.iter().map(|o| o.value.as_str()).collect();
    assert_eq!(squares, ["g1", "h1", "g3", "d4", "b7"], "{options:?}");
    let queen = options.iter().find(|o| o.value == "d4").expect("the queen");
    assert_eq!(queen.label, "Queen d4 (26 moves)");
    let piece_menu = options[0].menu.clone();
    let picker_id = fake.new_id();

    // The queen has 26 destinations: two menus split by direction, none over 25.
    let queen_menu = one(
        &fake,
        select_in(A1, ALICE, &piece_menu, &["d4"], picker_id, true),
    )
    .await;
    assert_eq!(queen_menu.callback_type(), Some(7), "{}", queen_menu.json);
    assert!(queen_menu.ephemeral());
    let menus = queen_menu.select_menus();
    assert_eq!(menus.len(), 2, "{menus:?}");
    assert!(menus.iter().all(|(_, _, n)| *n <= 25), "{menus:?}");
    assert_eq!(menus.iter().map(|(_, _, n)| n).sum::<usize>(), 26);
    assert!(menus[0].1.starts_with("Moves north"), "{menus:?}");
    let queen_options = queen_menu.select_options("pick-move");
    let values: Vec<&str> = queen_options.iter().map(|o| o.value.as_str()).collect();
    assert!(
        values.contains(&"d4h8") && values.contains(&"d4a4"),
        "{values:?}"
    );
    let stale_menu = queen_options[0].menu.clone();
    // A way back to the pieces.
    let back = queen_menu.button("pick").expect("Choose another piece");
    let again = one(&fake, click_private_in(A1, ALICE, &back, picker_id)).await;
    assert_eq!(again.callback_type(), Some(7), "{}", again.json);
    assert_eq!(again.select_options("pick-piece").len(), 5);

    // The Castalia's destinations say what each move kidnaps and repulses.
    let castalia = one(
        &fake,
        select_in(A1, ALICE, &piece_menu, &["g3"], picker_id, true),
    )
    .await;
    let cg5 = castalia
        .select_options("pick-move")
        .into_iter()
        .find(|o| o.value == "g3g5")
        .expect("Cg5 in the menu");
    assert_eq!(
        cg5.label,
        "Cg5: kidnaps the white knight from g1 to g3; repulses the black bishop from g6 to g8"
    );
    assert!(
        castalia.content().contains("Castalia on g3"),
        "{}",
        castalia.content()
    );

    // Someone else choosing in Alice's menu is refused; nothing is played.
    let forged = one(
        &fake,
        select_in(A1, CAROL, &cg5.menu, &["g3g5"], picker_id, true),
    )
    .await;
    assert_private_note(&forged, "Only the players");

    // Alice chooses Cg5: the picker closes, the board is shown as for `/move`.
    let answers = fake
        .exchange(
            select_in(A1, ALICE, &cg5.menu, &["g3g5"], picker_id, true),
            2,
        )
        .await;
    assert_eq!(answers[0].callback_type(), Some(7), "{}", answers[0].json);
    assert_private_note(&answers[0], "You played **Cg5**");
    assert_board(&answers[1]);
    assert_eq!(embed_field(&answers[1], "Last move"), cg5_last_move("bob"));

    // Bob replies by typing; Alice's old queen menu is from an older position now.
    let reply = play_move(&fake, BOB, "Bf7").await;
    assert_eq!(embed_field(&reply, "Last move"), "Bf7");
    let stale = one(
        &fake,
        select_in(A1, ALICE, &stale_menu, &["d4h8"], picker_id, true),
    )
    .await;
    assert_eq!(stale.callback_type(), Some(7), "{}", stale.json);
    assert_private_note(&stale, "changed since this menu was opened");
    let board_now = one(&fake, slash(CAROL, "board", &[], &[])).await;
    assert_eq!(
        embed_field(&board_now, "Last move"),
        "Bf7",
        "nothing was played"
    );

    // A promotion: the pawn's one destination, then the piece it becomes.
    let pieces = one(&fake, click(ALICE, &move_button, board_id)).await;
    let piece_menu = pieces.select_options("pick-piece")[0].menu.clone();
    let pawn = one(
        &fake,
        select_in(A1, ALICE, &piece_menu, &["b7"], picker_id, true),
    )
    .await;
    let to_b8 = pawn.select_options("pick-move");
    assert_eq!(to_b8.len(), 1, "{to_b8:?}");
    assert_eq!(to_b8[0].value, "b7b8");
    let promotion = one(
        &fake,
        select_in(A1, ALICE, &to_b8[0].menu, &["b7b8"], picker_id, true),
    )
    .await;
    assert_eq!(promotion.callback_type(), Some(7), "{}", promotion.json);
    let pieces_to_be = promotion.select_options("pick-move");
    let values: Vec<&str> = pieces_to_be.iter().map(|o| o.value.as_str()).collect();
    assert_eq!(values.len(), 5, "{values:?}");
    for v in ["b7b8q", "b7b8r", "b7b8b", "b7b8n", "b7b8c"] {
        assert!(values.contains(&v), "{v} in {values:?}");
    }
    let queen = pieces_to_be.iter().find(|o| o.value == "b7b8q").unwrap();
    assert!(queen.label.contains("promotes to a queen"), "{queen:?}");
    let answers = fake
        .exchange(
            select_in(A1, ALICE, &queen.menu, &["b7b8q"], picker_id, true),
            2,
        )
        .await;
    assert_private_note(&answers[0], "You played **b8=Q");
    assert_board(&answers[1]);
    assert!(
        embed_field(&answers[1], "Last move").starts_with("b8=Q"),
        "{}",
        embed_field(&answers[1], "Last move")
    );

    // Out of turn now, the picker refuses Alice.
    let out_of_turn = one(
        &fake,
        select_in(A1, ALICE, &queen.menu, &["b7b8q"], picker_id, true),
    )
    .await;
    assert_private_note(&out_of_turn, "not your turn");
    let _ = game;
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn move_autocompletion_follows_the_game_option_and_shows_effects() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let bot = start_bot_generous(&fake, db.path(), 1).await;
    let (first, _) = start(&fake, BOB).await;
    let (second, _) = start(&fake, CAROL).await;
    assert_ne!(first, second);

    // Two games here: without `game:` the bot cannot tell which; with it, that game's moves.
    let none = one(&fake, autocomplete_in(A1, ALICE, "move", "move", "Cg", &[])).await;
    assert!(named_choices(&none).is_empty(), "{}", none.json);
    let game_option = [opt("game", json!(second))];
    let typed = one(
        &fake,
        autocomplete_in(A1, ALICE, "move", "move", "Cg", &game_option),
    )
    .await;
    let choices = named_choices(&typed);
    assert!(!choices.is_empty(), "{}", typed.json);
    assert!(
        choices.iter().all(|(_, v)| v.starts_with("Cg")),
        "{choices:?}"
    );
    assert!(choices.iter().all(|(n, _)| n.chars().count() <= 100));
    let (name, _) = choices
        .iter()
        .find(|(_, v)| v == "Cg5")
        .expect("Cg5 suggested");
    assert_eq!(
        name,
        "Cg5: kidnaps the white knight from g1 to g3; repulses the black bishop from g6 to g8"
    );

    // The suggestion is then played like any typed move, in the game asked for.
    let played = one(
        &fake,
        slash(
            ALICE,
            "move",
            &[opt("move", json!("Cg5")), opt("game", json!(second))],
            &[],
        ),
    )
    .await;
    assert_board(&played);
    assert_eq!(embed_field(&played, "Last move"), cg5_last_move("carol"));
    // Carol is to move there now; Bob still waits for Alice in the first game.
    let carol = one(
        &fake,
        autocomplete_in(A1, CAROL, "move", "move", "", &game_option),
    )
    .await;
    assert!(!named_choices(&carol).is_empty());
    let bob = one(
        &fake,
        autocomplete_in(A1, BOB, "move", "move", "", &[opt("game", json!(first))]),
    )
    .await;
    assert!(named_choices(&bob).is_empty(), "not Bob's turn");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_picked_move_over_its_time_budget_is_acknowledged_first() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    // A budget of 0: every picked move takes the acknowledged path.
    let settings = config(&fake, "defer_after_ms = 0", GENEROUS_LIMITS);
    let bot = start_bot_config(&fake, db.path(), 1, settings).await;
    let (_, board) = start_after(&fake, BOB, 2).await;
    let move_button = board.button("pick").expect("Move");
    let pieces = one(&fake, click(ALICE, &move_button, fake.new_id())).await;
    let piece_menu = pieces.select_options("pick-piece")[0].menu.clone();
    let picker_id = fake.new_id();
    let castalia = one(
        &fake,
        select_in(A1, ALICE, &piece_menu, &["g3"], picker_id, true),
    )
    .await;
    let menu = castalia.select_options("pick-move")[0].menu.clone();

    // Acknowledged (6, the picker stays as it is), then the picker is closed by an edit
    // and the board shown.
    let answers = fake
        .exchange(select_in(A1, ALICE, &menu, &["g3g5"], picker_id, true), 3)
        .await;
    assert_eq!(answers[0].callback_type(), Some(6), "{}", answers[0].json);
    assert_eq!(answers[1].method, "PATCH", "{}", answers[1].path);
    assert!(answers[1].path.ends_with("/messages/@original"));
    assert!(
        answers[1].content().contains("You played **Cg5**"),
        "{}",
        answers[1].content()
    );
    assert_eq!(answers[1].json["components"], json!([]));
    assert_board(&answers[2]);
    assert_eq!(embed_field(&answers[2], "Last move"), cg5_last_move("bob"));
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_picked_in_a_games_thread_is_shown_in_the_thread() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let settings = config(
        &fake,
        "thread_per_game = true\narchive_after_minutes = 0",
        GENEROUS_LIMITS,
    );
    let bot = start_bot_config(&fake, db.path(), 1, settings).await;
    let challenge = one(
        &fake,
        slash(
            ALICE,
            "challenge",
            &[
                opt("user", json!(BOB.id.to_string())),
                opt("rules", json!(CASTALIA)),
                opt("setup", json!(FEN)),
                opt("color", json!(WHITE)),
            ],
            &[BOB],
        ),
    )
    .await;
    let accept = challenge.button("accept").expect("Accept");
    fake.exchange(click(BOB, &accept, fake.new_id()), 2).await;
    let thread = fake.wait_threads(1).await[0];
    let in_thread = a1_thread(thread);
    let boards_path = format!("/api/v10/channels/{thread}/messages");
    let boards = |reqs: &[Recorded]| -> Vec<Recorded> {
        reqs.iter()
            .filter(|r| {
                r.method == "POST" && r.path == boards_path && r.file("board.png").is_some()
            })
            .cloned()
            .collect()
    };
    let first = fake
        .wait_until("the board in the thread", |reqs| {
            boards(reqs).into_iter().next()
        })
        .await;
    let move_button = first
        .button("pick")
        .expect("a Move button on the thread's board");

    let pieces = one(
        &fake,
        click_in(in_thread, ALICE, &move_button, fake.new_id()),
    )
    .await;
    assert!(pieces.ephemeral(), "{}", pieces.json);
    let piece_menu = pieces.select_options("pick-piece")[0].menu.clone();
    let picker_id = fake.new_id();
    let castalia = one(
        &fake,
        select_in(in_thread, ALICE, &piece_menu, &["g3"], picker_id, true),
    )
    .await;
    let menu = castalia.select_options("pick-move")[0].menu.clone();
    let closed = one(
        &fake,
        select_in(in_thread, ALICE, &menu, &["g3g5"], picker_id, true),
    )
    .await;
    assert_private_note(&closed, "You played **Cg5**");
    let second = fake
        .wait_until("the new board in the thread", |reqs| {
            boards(reqs).into_iter().nth(1)
        })
        .await;
    assert_board(&second);
    assert_eq!(embed_field(&second, "Last move"), cg5_last_move("bob"));
    assert!(
        second.content().starts_with("<@222>"),
        "Bob is told it is his move: {}",
        second.content()
    );
    bot.stop().await;
}

/// The embed's "Last move" after Alice's Cg5 in these games: her Castalia g3-g5 drags her own
/// knight g1 to g3 and pushes the opponent's bishop g6 to g8, and the field says so.
fn cg5_last_move(opponent: &str) -> String {
    format!("Cg5: kidnapped its own knight from g1 to g3 and pushed **{opponent}**'s bishop from g6 to g8")
}
