//! Solving puzzles through the service: right, wrong, partly right, give up; the puzzle rating
//! and streak stored; `/move` answers a puzzle only where the player has no game going; the
//! daily puzzle; themes; the console's text commands.

use crate::common;
use castalia_bot::game::store::{PlayerRepo, PuzzleRepo};

use castalia_bot::game::commands::text_command::parse_text_command;
use castalia_bot::game::{
    Command, Context, ErrorKind, NewGameArgs, PuzzleCommand, Reply, ReplyKind, ServiceConfig,
    UserRef,
};
use castalia_bot::puzzles::PuzzleSet;
use common::{World, T0};
use std::sync::Arc;

/// Three generated puzzles: a mate in 2 (white), a mate in 1 (black, castalia-weak) and a win
/// in 2 with a sacrifice.
const SET: &str = r#"
{"id":"eca2348f","rules":"castalia","fen":"2rckbnr/2pbp1p1/1p3p1p/p4B1q/5N2/3P4/PPPB2PP/RC1Q2KR w k - 0 12","moves":["d1h5","g7g6","f5g6"],"goal":"mate","mate_in":2,"themes":["mate","mateIn2","short"],"rating":1073}
{"id":"77cdcb48","rules":"castalia-weak","fen":"8/1pc5/2kp4/5Bp1/4r3/RPcr2C1/1B3PP1/5K2 b - - 0 42","moves":["d3d1"],"goal":"mate","mate_in":1,"themes":["mate","mateIn1","oneMove"],"rating":831}
{"id":"74a6426c","rules":"castalia","fen":"rcbqkb1r/pppp1c2/4pp2/2P3p1/4B3/1QC5/PP1P1PPP/R3KBCR w KQkq - 0 9","moves":["e4b7","c8b7","b3b7"],"goal":"win","themes":["sacrifice","attack","short"],"rating":1492}
"#;

/// The scripted settings with the three puzzles of `SET`.
fn config() -> ServiceConfig {
    ServiceConfig {
        puzzles: Arc::new(PuzzleSet::parse(SET).unwrap()),
        ..common::scripted_config()
    }
}

fn world() -> World {
    common::world().config(config()).build()
}

/// The English words of a reply.
fn text(r: &Reply) -> String {
    r.text.to_string()
}

async fn puzzle(w: &World, c: &Context, cmd: PuzzleCommand) -> Reply {
    w.service.handle(c, Command::Puzzle(cmd)).await
}

fn record(w: &World, c: &Context) -> castalia_bot::game::model::PuzzleRecord {
    w.store.player(c.user).unwrap().unwrap().puzzles
}

/// Starts the theme's only puzzle for `c`.
async fn start(w: &World, c: &Context, theme: &str) -> Reply {
    let r = puzzle(
        w,
        c,
        PuzzleCommand::New {
            theme: Some(theme.into()),
        },
    )
    .await;
    assert_eq!(r.kind, ReplyKind::Puzzle, "{}", text(&r));
    assert!(r.ephemeral);
    r
}

#[tokio::test]
async fn a_right_line_solves_the_puzzle_and_raises_rating_and_streak() {
    let w = world();
    let alice = common::ctx_in("alice", 1);
    let r = start(&w, &alice, "mateIn2").await;
    assert!(
        text(&r).contains("White to play and mate in 2"),
        "{}",
        text(&r)
    );
    let before = record(&w, &alice).rating.rating;
    assert_eq!(before, 1000.0, "new solvers start low");
    // Partly right: the first move, then the bot's reply.
    let r = puzzle(
        &w,
        &alice,
        PuzzleCommand::Move {
            text: "Qh5+".into(),
        },
    )
    .await;
    assert_eq!(r.kind, ReplyKind::PuzzleRight, "{}", text(&r));
    assert!(text(&r).contains("g6"), "the reply is named: {}", text(&r));
    assert_eq!(record(&w, &alice).active.as_ref().map(|a| a.done), Some(2));
    // The last move, in UCI.
    let r = puzzle(
        &w,
        &alice,
        PuzzleCommand::Move {
            text: "f5g6".into(),
        },
    )
    .await;
    assert_eq!(r.kind, ReplyKind::PuzzleSolved, "{}", text(&r));
    let rec = record(&w, &alice);
    assert!(rec.rating.rating > before);
    assert_eq!((rec.streak, rec.solved, rec.failed), (1, 1, 0));
    assert!(rec.active.is_none());
    // Nothing left to answer.
    let r = puzzle(&w, &alice, PuzzleCommand::Move { text: "e4".into() }).await;
    assert_eq!(r.kind, ReplyKind::Refused(ErrorKind::NothingPending));
}

#[tokio::test]
async fn a_wrong_move_fails_at_once_and_says_what_was_missed() {
    let w = world();
    let bob = common::ctx_in("bob", 1);
    start(&w, &bob, "mateIn2").await;
    let r = puzzle(&w, &bob, PuzzleCommand::Move { text: "a3".into() }).await;
    assert_eq!(r.kind, ReplyKind::PuzzleWrong, "{}", text(&r));
    let t = text(&r);
    assert!(
        t.contains("Qxh5+") && t.contains("Bxg6#"),
        "the solution is named: {t}"
    );
    let rec = record(&w, &bob);
    assert!(rec.rating.rating < 1000.0);
    assert_eq!((rec.streak, rec.failed), (0, 1));
    assert!(rec.active.is_none());
}

#[tokio::test]
async fn an_unreadable_or_illegal_answer_changes_nothing() {
    let w = world();
    let carol = common::ctx_in("carol", 1);
    start(&w, &carol, "mateIn2").await;
    for bad in ["hello", "Ke5", "e2e5"] {
        let r = puzzle(&w, &carol, PuzzleCommand::Move { text: bad.into() }).await;
        assert!(r.is_refusal(), "{bad}: {}", text(&r));
    }
    let rec = record(&w, &carol);
    assert_eq!(rec.active.as_ref().map(|a| a.done), Some(0));
    assert_eq!(rec.failed, 0);
}

#[tokio::test]
async fn giving_up_shows_the_solution_and_counts_as_failed() {
    let w = world();
    let dan = common::ctx_in("dan", 1);
    start(&w, &dan, "sacrifice").await;
    let r = puzzle(&w, &dan, PuzzleCommand::GiveUp).await;
    assert_eq!(r.kind, ReplyKind::PuzzleGivenUp, "{}", text(&r));
    assert!(text(&r).contains("Bxb7"), "{}", text(&r));
    assert_eq!(record(&w, &dan).failed, 1);
    let r = puzzle(&w, &dan, PuzzleCommand::GiveUp).await;
    assert!(r.is_refusal());
}

#[tokio::test]
async fn plain_move_answers_the_puzzle_only_where_there_is_no_game() {
    let w = world();
    let erin = common::ctx_in("erin", 1);
    start(&w, &erin, "mateIn1").await;
    // No game here: /move answers the puzzle (black mates with Rd1).
    let r = w
        .service
        .handle(
            &erin,
            Command::Move {
                text: "Rd1".into(),
                game: None,
            },
        )
        .await;
    assert_eq!(r.kind, ReplyKind::PuzzleSolved, "{}", text(&r));

    // With a game against the bot in this channel, /move goes to the game.
    start(&w, &erin, "mateIn1").await;
    let r = w
        .service
        .handle(
            &erin,
            Command::Play {
                level: castalia_bot::engine::Level::MIN,
                args: NewGameArgs {
                    color: Some(castalia_bot::game::model::ColorChoice::White),
                    ..NewGameArgs::default()
                },
            },
        )
        .await;
    assert_eq!(r.kind, ReplyKind::GameStarted, "{}", text(&r));
    let r = w
        .service
        .handle(
            &erin,
            Command::Move {
                text: "e4".into(),
                game: None,
            },
        )
        .await;
    assert_eq!(r.kind, ReplyKind::Moved, "{}", text(&r));
    assert!(record(&w, &erin).active.is_some(), "the puzzle waits");
    // ... and /puzzle move: still answers the puzzle.
    let r = puzzle(&w, &erin, PuzzleCommand::Move { text: "Rd1".into() }).await;
    assert_eq!(r.kind, ReplyKind::PuzzleSolved, "{}", text(&r));
    // In another channel, /move is not taken as a puzzle answer.
    let elsewhere = common::ctx_in("erin", 2);
    start(&w, &erin, "mateIn1").await;
    let r = w
        .service
        .handle(
            &elsewhere,
            Command::Move {
                text: "Rd1".into(),
                game: None,
            },
        )
        .await;
    assert!(r.is_refusal(), "{}", text(&r));
}

#[tokio::test]
async fn the_daily_puzzle_is_the_same_for_everyone_and_solved_once() {
    let w = world();
    let a = puzzle(&w, &common::ctx_in("fay", 1), PuzzleCommand::Daily).await;
    let b = puzzle(&w, &common::ctx_in("gus", 3), PuzzleCommand::Daily).await;
    assert_eq!(a.kind, ReplyKind::Puzzle);
    let id = |r: &Reply| {
        text(r)
            .split("Puzzle ")
            .nth(1)
            .unwrap_or("")
            .chars()
            .take(8)
            .collect::<String>()
    };
    assert_eq!(id(&a), id(&b));
    let fay = common::ctx_in("fay", 1);
    let puzzle_id = record(&w, &fay).active.unwrap().id;
    let set = PuzzleSet::parse(SET).unwrap();
    let p = set.get(&puzzle_id).unwrap().clone();
    for (i, mv) in p.moves.iter().enumerate().step_by(2) {
        let r = puzzle(&w, &fay, PuzzleCommand::Move { text: mv.clone() }).await;
        let want = if i + 1 == p.moves.len() {
            ReplyKind::PuzzleSolved
        } else {
            ReplyKind::PuzzleRight
        };
        assert_eq!(r.kind, want, "{}", text(&r));
    }
    let again = puzzle(&w, &fay, PuzzleCommand::Daily).await;
    assert_eq!(again.kind, ReplyKind::Info, "{}", text(&again));
    assert!(text(&again).contains("tomorrow"));
}

#[tokio::test]
async fn unknown_themes_are_refused_with_the_list() {
    let w = world();
    let r = puzzle(
        &w,
        &common::ctx_in("hal", 1),
        PuzzleCommand::New {
            theme: Some("banana".into()),
        },
    )
    .await;
    assert_eq!(r.kind, ReplyKind::Refused(ErrorKind::BadOption));
    assert!(text(&r).contains("kidnap"), "{}", text(&r));
}

#[test]
fn the_console_reads_puzzle_commands() {
    let nobody = |_: &str| -> Option<UserRef> { None };
    let parse = |line: &str| parse_text_command(line, &nobody).unwrap();
    assert_eq!(
        parse("/puzzle"),
        Command::Puzzle(PuzzleCommand::New { theme: None })
    );
    assert_eq!(
        parse("/puzzle themes:kidnap"),
        Command::Puzzle(PuzzleCommand::New {
            theme: Some("kidnap".into())
        })
    );
    assert_eq!(
        parse("/puzzle daily"),
        Command::Puzzle(PuzzleCommand::Daily)
    );
    assert_eq!(
        parse("/puzzle giveup"),
        Command::Puzzle(PuzzleCommand::GiveUp)
    );
    assert_eq!(
        parse("/puzzle move:Cd5"),
        Command::Puzzle(PuzzleCommand::Move { text: "Cd5".into() })
    );
    assert!(parse_text_command("/puzzle sideways", &nobody).is_err());
    // The README's form, as Discord names the option, for every action.
    for (line, expected) in [
        ("/puzzle action:daily", PuzzleCommand::Daily),
        ("/puzzle action:DAILY", PuzzleCommand::Daily),
        ("/puzzle action:new", PuzzleCommand::New { theme: None }),
        ("/puzzle new", PuzzleCommand::New { theme: None }),
        ("/puzzle action:giveup", PuzzleCommand::GiveUp),
        ("/puzzle action:show", PuzzleCommand::Show),
        ("/puzzle show", PuzzleCommand::Show),
        (
            "/puzzle action:new themes:repulse",
            PuzzleCommand::New {
                theme: Some("repulse".into()),
            },
        ),
    ] {
        assert_eq!(parse(line), Command::Puzzle(expected), "{line}");
    }
    // A mix that cannot mean one thing is refused, saying what to type.
    for line in [
        "/puzzle action:sideways",
        "/puzzle action:daily move:Cd5",
        "/puzzle action:giveup themes:kidnap",
        "/puzzle daily action:show",
        "/puzzle daily giveup",
        "/puzzle themes:kidnap move:Cd5",
    ] {
        let err = parse_text_command(line, &nobody).expect_err(line);
        assert!(err.text().to_string().contains("/puzzle"), "{line}: {err}");
    }
}

/// A puzzle's own rating moves with its solvers' results (Glicko-2 both ways), is stored in
/// the database (it survives a new service on the same store), and the next solver is shown
/// the refined rating.
#[tokio::test]
async fn solvers_results_refine_the_puzzles_rating_in_the_database() {
    let w = world();
    let standing = |w: &World| {
        w.store
            .puzzle_standings()
            .unwrap()
            .into_iter()
            .find(|(id, _)| id == "77cdcb48")
            .map(|(_, s)| s)
    };
    assert_eq!(standing(&w), None, "nobody has tried it yet");
    // Two solvers fail the mate in 1 (rated 831): the puzzle gets harder.
    for name in ["bob", "carol"] {
        let c = common::ctx_in(name, 1);
        start(&w, &c, "mateIn1").await;
        let r = puzzle(&w, &c, PuzzleCommand::GiveUp).await;
        assert_eq!(r.kind, ReplyKind::PuzzleGivenUp, "{}", text(&r));
    }
    let failed = standing(&w).expect("stored after the first result");
    assert_eq!((failed.solved, failed.failed), (0, 2));
    assert!(failed.rating.rating > 831.0, "{failed:?}");
    assert!(failed.rating.deviation < 150.0, "more certain: {failed:?}");
    // A new service on the same database sees the refined rating, and shows it.
    let w = w.again().at(T0 + 1_000).config(config()).build();
    let dave = common::ctx_in("dave", 1);
    let r = start(&w, &dave, "mateIn1").await;
    let shown = format!("rated {:.0}", failed.rating.rating);
    assert!(text(&r).contains(&shown), "{} lacks {shown}", text(&r));
    // A solve brings it down again.
    let r = puzzle(
        &w,
        &dave,
        PuzzleCommand::Move {
            text: "d3d1".into(),
        },
    )
    .await;
    assert_eq!(r.kind, ReplyKind::PuzzleSolved, "{}", text(&r));
    let solved = standing(&w).expect("stored");
    assert_eq!((solved.solved, solved.failed), (1, 2));
    assert!(solved.rating.rating < failed.rating.rating, "{solved:?}");
}

/// While a puzzle is being solved, `/move` autocompletes the puzzle position's moves where a
/// plain `/move` answers it, and `/puzzle move:` autocompletes them anywhere.
#[tokio::test]
async fn move_suggestions_follow_the_puzzle_being_solved() {
    let w = world();
    let alice = common::ctx_in("alice", 1);
    assert!(w.service.legal_moves_for(&alice, "").is_empty());
    assert!(w.service.puzzle_moves_for(&alice, "").is_empty());
    start(&w, &alice, "mateIn2").await;
    let queen = w.service.legal_moves_for(&alice, "q");
    assert!(queen.contains(&"Qxh5+".to_string()), "{queen:?}");
    assert!(queen.iter().all(|m| m.starts_with('Q')), "{queen:?}");
    // Elsewhere a plain /move does not answer the puzzle; /puzzle move: still does.
    let elsewhere = common::ctx_in("alice", 2);
    assert!(w.service.legal_moves_for(&elsewhere, "").is_empty());
    assert!(w
        .service
        .puzzle_moves_for(&elsewhere, "Qx")
        .contains(&"Qxh5+".to_string()));
    // After the first move the suggestions are those of the next position.
    let r = puzzle(
        &w,
        &alice,
        PuzzleCommand::Move {
            text: "Qh5+".into(),
        },
    )
    .await;
    assert_eq!(r.kind, ReplyKind::PuzzleRight, "{}", text(&r));
    let next = w.service.legal_moves_for(&alice, "B");
    assert!(next.contains(&"Bxg6#".to_string()), "{next:?}");
}
