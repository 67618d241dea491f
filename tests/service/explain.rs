//! `/explain` and `/review` in the service: fair play (no engine output about a game between
//! people while it is played, for its players or anyone; all of it once it ends, and in bot
//! games), and the move references of `/explain` (an earlier move by its number, the latest
//! such move, `mine`, a preview, and friendly answers to references that do not fit).

use crate::common;

use castalia_bot::engine::Level;
use castalia_bot::game::commands::text_command::parse_text_command;
use castalia_bot::game::model::ColorChoice;
use castalia_bot::game::{
    Command, ErrorKind, FollowUp, GameId, NewGameArgs, Reply, ReplyKind, ServiceConfig,
};
use common::World;

fn world() -> World {
    common::world()
        .config(ServiceConfig {
            explain_nodes: 20_000,
            review_nodes: 5_000,
            ..common::scripted_config()
        })
        .build()
}

async fn explain(w: &World, who: &str, id: GameId, text: Option<&str>) -> Reply {
    w.say(
        who,
        Command::Explain {
            game: Some(id),
            text: text.map(str::to_string),
        },
    )
    .await
}

async fn review(w: &World, who: &str, id: GameId) -> Reply {
    w.say(who, Command::Review { game: Some(id) }).await
}

/// alice (white) and bob start a game (`rated` or casual); returns its id.
async fn start(w: &World, rated: bool) -> GameId {
    w.start(NewGameArgs {
        color: Some(ColorChoice::White),
        rated: Some(rated),
        ..NewGameArgs::default()
    })
    .await
}

async fn play(w: &World, moves: &[(&str, &str)]) {
    for (who, text) in moves {
        w.play(who, text).await;
    }
}

/// Words only the engine's part of an explanation uses.
const ENGINE_WORDS: [&str; 9] = [
    "before,",
    "after (",
    "winning chance",
    "Better was",
    "a little better",
    "Blunder",
    "Forces mate",
    "It allows mate",
    "threatens",
];

fn engine_words_in(text: &str) -> Vec<&'static str> {
    ENGINE_WORDS
        .iter()
        .copied()
        .filter(|w| text.contains(w))
        .collect()
}

#[tokio::test]
async fn a_game_between_people_in_progress_gets_no_engine_output_from_anyone() {
    let w = world();
    for rated in [true, false] {
        let id = start(&w, rated).await;
        // 2. g4 is a blunder: it allows Qh4 mate.
        play(&w, &[("alice", "f3"), ("bob", "e5"), ("alice", "g4")]).await;
        let closed = format!("Engine analysis of game #{id} is available once it ends");
        for who in ["alice", "bob", "carol"] {
            for text in [None, Some("g4"), Some("mine"), Some("Qh4#"), Some("2.g4")] {
                let r = explain(&w, who, id, text).await;
                if who == "carol" && text == Some("mine") {
                    assert!(r.is_refusal(), "{}", r.text);
                    continue;
                }
                let shown = r.text.to_string();
                assert_eq!(r.kind, ReplyKind::Explanation, "{who} {text:?}: {shown}");
                assert!(
                    engine_words_in(&shown).is_empty(),
                    "{who} {text:?} (rated {rated}): engine output {:?} in {shown}",
                    engine_words_in(&shown)
                );
                // The mechanics stay, and the note says when the engine comes.
                assert!(shown.contains("Pawn") || shown.contains("Queen"), "{shown}");
                assert!(shown.contains(&closed), "{shown}");
            }
            let r = review(&w, who, id).await;
            assert_eq!(r.kind, ReplyKind::Refused(ErrorKind::Refused), "{}", r.text);
            assert!(r.text.to_string().contains(&closed), "{}", r.text);
            assert!(r.text.to_string().contains(&format!("/review game:{id}")));
        }
        // Once it is over, everyone gets all of it.
        play(&w, &[("bob", "Qh4#")]).await;
        for who in ["alice", "bob", "carol"] {
            let r = explain(&w, who, id, Some("2.g4")).await;
            let shown = r.text.to_string();
            assert!(shown.contains("Blunder"), "{shown}");
            assert!(shown.contains("It allows mate in 1"), "{shown}");
            assert!(!shown.contains("Engine analysis"), "{shown}");
            let r = explain(&w, who, id, None).await;
            assert!(r.text.to_string().contains("2... Qh4#"), "{}", r.text);
            assert!(r.text.to_string().contains("winning chance"), "{}", r.text);
            let r = review(&w, who, id).await;
            assert_eq!(r.kind, ReplyKind::Review, "{}", r.text);
        }
    }
}

#[tokio::test]
async fn a_bot_game_keeps_the_engine_and_mine_means_the_callers_move() {
    let w = world();
    let r = w
        .say(
            "carol",
            Command::Play {
                level: Level::new(2).expect("a level"),
                args: NewGameArgs {
                    color: Some(ColorChoice::White),
                    ..NewGameArgs::default()
                },
            },
        )
        .await;
    let id = r.game.expect("a game").id;
    let r = w
        .say(
            "carol",
            Command::Move {
                text: "e4".into(),
                game: None,
            },
        )
        .await;
    assert_eq!(r.follow_up, Some(FollowUp::BotMove(id)));
    w.service.bot_move(id).await;
    // The last move is the bot's; `mine` is carol's own, with the engine's verdict.
    let last = explain(&w, "carol", id, None).await.text.to_string();
    assert!(last.starts_with("1... "), "{last}");
    for text in ["mine", "move:mine", "1.e4", "1. e4", "e4"] {
        let r = explain(&w, "carol", id, Some(text)).await;
        let shown = r.text.to_string();
        assert_eq!(r.kind, ReplyKind::Explanation, "{text}: {shown}");
        assert!(shown.starts_with("1. e4: Pawn e2-e4"), "{text}: {shown}");
        assert!(shown.contains("winning chance"), "{text}: {shown}");
        assert!(!shown.contains("Engine analysis"), "{shown}");
        assert!(!shown.contains("not been played") && !shown.contains("If it were played"));
    }
    // A move not played is a preview, and says so before its verdict ("If it were played").
    let shown = explain(&w, "carol", id, Some("a3")).await.text.to_string();
    assert!(
        shown.starts_with(&format!(
            "a3 has not been played: this previews it in the current position of game #{id}.\na3: "
        )),
        "{shown}"
    );
    assert!(shown.contains("\nIf it were played: "), "{shown}");
    // The bot's reply by its number.
    let shown = explain(&w, "carol", id, Some("1..."))
        .await
        .text
        .to_string();
    assert_eq!(shown.lines().next(), last.lines().next(), "{shown}");
    // A review of one's own bot game in progress works; a stranger still waits for the end.
    let r = review(&w, "carol", id).await;
    assert_eq!(r.kind, ReplyKind::Review, "{}", r.text);
    let r = review(&w, "dave", id).await;
    assert!(
        r.text.to_string().contains("only its players"),
        "{}",
        r.text
    );
}

#[tokio::test]
async fn references_that_do_not_fit_get_a_friendly_answer() {
    let w = world();
    let id = start(&w, false).await;
    play(
        &w,
        &[
            ("alice", "Nf3"),
            ("bob", "Nf6"),
            ("alice", "Ng1"),
            ("bob", "Ng8"),
        ],
    )
    .await;
    // Nf3 can be played now and was played at move 1: a preview, saying so first and how to
    // get the other.
    let shown = explain(&w, "alice", id, Some("Nf3")).await.text.to_string();
    assert!(
        shown.starts_with(&format!(
            "Nf3 has not been played: this previews it in the current position of game #{id}.\nNf3: Knight g1-f3"
        )),
        "{shown}"
    );
    assert!(
        shown.contains("/explain 1.Nf3 explains that one"),
        "{shown}"
    );
    let shown = explain(&w, "alice", id, Some("1.Nf3"))
        .await
        .text
        .to_string();
    assert!(shown.starts_with("1. Nf3: Knight g1-f3"), "{shown}");
    // The number of the move to play now is a preview too.
    let shown = explain(&w, "alice", id, Some("3.Nf3"))
        .await
        .text
        .to_string();
    assert!(
        shown.starts_with("Nf3 has not been played") && shown.contains("\nNf3: Knight g1-f3"),
        "{shown}"
    );
    // Bare SAN: the latest such move; a SAN for Black fits Black's move of that number.
    let shown = explain(&w, "alice", id, Some("Ng8")).await.text.to_string();
    assert!(shown.starts_with("2... Ng8"), "{shown}");
    let shown = explain(&w, "alice", id, Some("1.Nf6"))
        .await
        .text
        .to_string();
    assert!(shown.starts_with("1... Nf6"), "{shown}");
    // Wrong: the move at that number was another; a number past the game; `mine` with no
    // move yet; a move neither played nor legal.
    let r = explain(&w, "alice", id, Some("2.Nc3")).await;
    assert!(r.is_refusal() && r.ephemeral, "{}", r.text);
    let shown = r.text.to_string();
    assert!(shown.contains("2. was Ng1, not Nc3"), "{shown}");
    assert!(shown.contains("type /explain 2.Ng1"), "{shown}");
    let r = explain(&w, "alice", id, Some("9...Nf6")).await;
    assert!(r.is_refusal(), "{}", r.text);
    let shown = r.text.to_string();
    assert!(
        shown.contains("has no move 9... yet: the next move is White's move 3."),
        "{shown}"
    );
    assert!(!shown.ends_with(".."), "{shown}");
    let r = explain(&w, "bob", id, Some("Ke2")).await;
    assert_eq!(r.kind, ReplyKind::Refused(ErrorKind::BadMove), "{}", r.text);
    let r = explain(&w, "carol", id, Some("mine")).await;
    assert!(r.is_refusal(), "{}", r.text);
    assert!(
        r.text.to_string().contains("not playing in game"),
        "{}",
        r.text
    );
    let fresh = start(&w, false).await;
    let r = explain(&w, "alice", fresh, Some("mine")).await;
    assert!(r.text.to_string().contains("not moved yet"), "{}", r.text);
    let r = explain(&w, "alice", fresh, None).await;
    assert!(
        r.text.to_string().contains("No move has been played"),
        "{}",
        r.text
    );
}

#[test]
fn the_text_command_keeps_the_move_reference_whole() {
    let nobody = |_: &str| None;
    for (line, text) in [
        ("/explain 8... Cd5", "8... Cd5"),
        ("/explain 8...Cd5", "8...Cd5"),
        ("/explain move:mine", "mine"),
        ("/explain mine game:3", "mine"),
    ] {
        let parsed = parse_text_command(line, &nobody).expect("a command");
        match parsed {
            Command::Explain { text: got, .. } => assert_eq!(got.as_deref(), Some(text), "{line}"),
            other => panic!("{line}: {other:?}"),
        }
    }
}

#[test]
fn help_says_how_to_preview_and_explain_earlier_moves() {
    let help = castalia_bot::game::replies::texts::help().to_string();
    assert!(help.contains("/explain MOVE previews a move"), "{help}");
    assert!(help.contains("/explain 8...Cd5"), "{help}");
    assert!(help.contains("/explain mine"), "{help}");
}
