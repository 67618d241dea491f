//! `/review` in the service: a finished game for anyone here, a game between people in
//! progress for nobody, the summary with the graph and the annotated PGN, one review per user at a
//! time, and the console's `review` command.

use crate::common;

use castalia_bot::game::{
    Command, ErrorKind, GameId, GameService, NewGameArgs, Reply, ReplyKind, ServiceConfig,
};
use common::{ctx, user};
use std::sync::Arc;

fn service() -> Arc<GameService> {
    common::world()
        .config(ServiceConfig {
            images: true,
            review_nodes: 5_000,
            ..common::scripted_config()
        })
        .service()
}

async fn say(s: &Arc<GameService>, who: &str, cmd: Command) -> Reply {
    s.handle(&ctx(who), cmd).await
}

/// alice (white) and bob start a game; returns its id.
async fn start(s: &Arc<GameService>) -> GameId {
    let args = NewGameArgs {
        color: Some(castalia_bot::game::model::ColorChoice::White),
        ..NewGameArgs::default()
    };
    let r = say(
        s,
        "alice",
        Command::Challenge {
            opponent: Some(user("bob")),
            args,
        },
    )
    .await;
    assert!(!r.is_refusal(), "{}", r.text);
    let r = say(s, "bob", Command::Accept { challenge: None }).await;
    r.game.expect("a game").id
}

async fn play(s: &Arc<GameService>, moves: &[(&str, &str)]) {
    for (who, text) in moves {
        let r = say(
            s,
            who,
            Command::Move {
                text: (*text).into(),
                game: None,
            },
        )
        .await;
        assert!(!r.is_refusal(), "{text}: {}", r.text);
    }
}

#[tokio::test]
async fn a_game_between_people_in_progress_is_reviewed_by_nobody() {
    let s = service();
    let id = start(&s).await;
    play(&s, &[("alice", "f3"), ("bob", "e5")]).await;
    for who in ["carol", "bob", "alice"] {
        let r = say(&s, who, Command::Review { game: Some(id) }).await;
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
    let s = service();
    let id = start(&s).await;
    // Fool's mate: g4 allows mate in one.
    play(
        &s,
        &[
            ("alice", "f3"),
            ("bob", "e5"),
            ("alice", "g4"),
            ("bob", "Qh4#"),
        ],
    )
    .await;
    let r = say(&s, "carol", Command::Review { game: Some(id) }).await;
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
    let s = service();
    let id = start(&s).await;
    play(
        &s,
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
    let (a, b) = tokio::join!(s.review(&c, Some(id), tx1), s.review(&c, Some(id), tx2));
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
    let r = say(&s, "alice", Command::Review { game: Some(id) }).await;
    assert_eq!(r.kind, ReplyKind::Review, "{}", r.text);
}

#[tokio::test]
async fn a_game_without_moves_has_nothing_to_review() {
    let s = service();
    let id = start(&s).await;
    let r = say(&s, "alice", Command::Review { game: Some(id) }).await;
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
