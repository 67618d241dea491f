//! `/review` in the service: a finished game for anyone here, a game between people in
//! progress for nobody, the summary with the graph and the annotated PGN, one review per user at a
//! time, and the console's `review` command.

use crate::common;

use castalia_bot::game::{Command, ErrorKind, GameId, NewGameArgs, ReplyKind, ServiceConfig};
use common::{ctx, World};

fn world() -> World {
    common::world()
        .config(ServiceConfig {
            images: true,
            review_nodes: 5_000,
            ..common::scripted_config()
        })
        .build()
}

/// alice (white) and bob start a game; returns its id.
async fn start(w: &World) -> GameId {
    w.start(NewGameArgs {
        color: Some(castalia_bot::game::model::ColorChoice::White),
        ..NewGameArgs::default()
    })
    .await
}

async fn play(w: &World, moves: &[(&str, &str)]) {
    for (who, text) in moves {
        w.play(who, text).await;
    }
}

#[tokio::test]
async fn a_game_between_people_in_progress_is_reviewed_by_nobody() {
    let w = world();
    let id = start(&w).await;
    play(&w, &[("alice", "f3"), ("bob", "e5")]).await;
    for who in ["carol", "bob", "alice"] {
        let r = w.say(who, Command::Review { game: Some(id) }).await;
        assert_eq!(r.kind, ReplyKind::Refused(ErrorKind::Refused), "{}", r.text);
        assert!(r.ephemeral);
        assert!(
            r.text.to_string().contains(&format!(
                "Engine analysis of game #{id} is available once it ends"
            )),
            "{}",
            r.text
        );
    }
}

#[tokio::test]
async fn a_finished_game_is_reviewed_with_graph_and_annotated_pgn() {
    let w = world();
    let id = start(&w).await;
    // Fool's mate: g4 allows mate in one.
    play(
        &w,
        &[
            ("alice", "f3"),
            ("bob", "e5"),
            ("alice", "g4"),
            ("bob", "Qh4#"),
        ],
    )
    .await;
    let r = w.say("carol", Command::Review { game: Some(id) }).await;
    assert_eq!(r.kind, ReplyKind::Review, "{}", r.text);
    let text = r.text.to_string();
    assert!(text.contains("accuracy"), "{text}");
    assert!(text.contains("2. g4??"), "{text}");
    let pgn = String::from_utf8(r.file.expect("the PGN").bytes).expect("UTF-8");
    assert!(pgn.contains("g4??") && pgn.contains("Qh4#"), "{pgn}");
    assert!(pgn.contains("[%eval"), "{pgn}");
    let graph = r.image.expect("the graph");
    let image = image::load_from_memory(&graph.bytes).expect("a PNG");
    // The graph on top, the key moment (g4??) drawn below it as a board.
    assert!(image.width() >= 900, "{}", image.width());
    assert!(image.height() > 360 + 200, "{}", image.height());
    let image = image.to_rgba8();
    let graph_bg = *image.get_pixel(0, 0);
    let below = (0..image.width().min(300))
        .flat_map(|x| (380..image.height()).map(move |y| (x, y)))
        .filter(|&(x, y)| *image.get_pixel(x, y) != graph_bg)
        .count();
    assert!(
        below > 10_000,
        "no board below the graph ({below} pixels drawn)"
    );
}

#[tokio::test]
async fn one_review_at_a_time_per_user() {
    let w = world();
    let id = start(&w).await;
    play(
        &w,
        &[
            ("alice", "f3"),
            ("bob", "e5"),
            ("alice", "g4"),
            ("bob", "Qh4#"),
        ],
    )
    .await;
    let (tx1, _) = tokio::sync::watch::channel(0u8);
    let (tx2, _) = tokio::sync::watch::channel(0u8);
    let c = ctx("alice");
    let (a, b) = tokio::join!(
        w.service.review(&c, Some(id), tx1),
        w.service.review(&c, Some(id), tx2)
    );
    let kinds = [a.kind, b.kind];
    assert!(kinds.contains(&ReplyKind::Review), "{kinds:?}");
    let refused = if a.is_refusal() { a } else { b };
    assert!(refused.is_refusal());
    assert!(
        refused.text.to_string().contains("already have a review"),
        "{}",
        refused.text
    );
    // Once it is done, another may start.
    let r = w.say("alice", Command::Review { game: Some(id) }).await;
    assert_eq!(r.kind, ReplyKind::Review, "{}", r.text);
}

#[tokio::test]
async fn a_game_without_moves_has_nothing_to_review() {
    let w = world();
    let id = start(&w).await;
    let r = w.say("alice", Command::Review { game: Some(id) }).await;
    assert_eq!(
        r.kind,
        ReplyKind::Refused(ErrorKind::NothingPending),
        "{}",
        r.text
    );
}

#[test]
fn the_console_reads_review() {
    use castalia_bot::game::commands::text_command::parse_text_command;
    let nobody = |_: &str| None;
    let parsed = parse_text_command("/review game:4", &nobody).expect("a command");
    assert_eq!(
        parsed,
        Command::Review {
            game: Some(GameId(4))
        }
    );
    let parsed = parse_text_command("review", &nobody).expect("a command");
    assert_eq!(parsed, Command::Review { game: None });
    assert!(parse_text_command("/review move:e4", &nobody).is_err());
}
