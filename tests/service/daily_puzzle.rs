//! The daily puzzle posted to its channel, on the injectable clock: once at its hour and not
//! before; never twice (a restart on the same database, two services on one store); the next
//! day's post carries yesterday's solution and its solvers' count; a bot down at the hour posts
//! the day's puzzle late, once, and nothing for the days it missed; no outbox, no post.

use crate::common;
use castalia_bot::game::store::{NoticeRepo, PuzzleRepo};
use common::World;

use castalia_bot::game::notices::outbox::StoredNotice;
use castalia_bot::game::{
    ChannelId, Clock, Command, Context, Delivery, ManualClock, PuzzleCommand, Reply, ReplyKind,
    ServiceConfig, SledStore,
};
use castalia_bot::puzzles::{Puzzle, PuzzleSet};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

const HOUR: i64 = 3_600_000;
const DAY: i64 = 24 * HOUR;
/// A day (days since 1970-01-01 UTC): Friday 15 January 2027.
const D0: i64 = 20_833;
const DAILY_CHANNEL: ChannelId = ChannelId(4242);

/// Three generated puzzles (see tests/puzzle_solving.rs).
const SET: &str = r#"
{"id":"eca2348f","rules":"castalia","fen":"2rckbnr/2pbp1p1/1p3p1p/p4B1q/5N2/3P4/PPPB2PP/RC1Q2KR w k - 0 12","moves":["d1h5","g7g6","f5g6"],"goal":"mate","mate_in":2,"themes":["mate","mateIn2","short"],"rating":1073}
{"id":"77cdcb48","rules":"castalia-weak","fen":"8/1pc5/2kp4/5Bp1/4r3/RPcr2C1/1B3PP1/5K2 b - - 0 42","moves":["d3d1"],"goal":"mate","mate_in":1,"themes":["mate","mateIn1","oneMove"],"rating":831}
{"id":"74a6426c","rules":"castalia","fen":"rcbqkb1r/pppp1c2/4pp2/2P3p1/4B3/1QC5/PP1P1PPP/R3KBCR w KQkq - 0 9","moves":["e4b7","c8b7","b3b7"],"goal":"win","themes":["sacrifice","attack","short"],"rating":1492}
"#;

fn set() -> PuzzleSet {
    PuzzleSet::parse(SET).unwrap()
}

fn daily(day: i64) -> Puzzle {
    set().daily(day).unwrap().clone()
}

fn config(images: bool) -> ServiceConfig {
    ServiceConfig {
        puzzles: Arc::new(set()),
        daily_channel: Some(DAILY_CHANNEL),
        daily_hour: 12,
        images,
        board_square_px: 24,
        ..common::scripted_config()
    }
}

/// A service with a delivering front end (the outbox on), as the Discord bot runs it.
fn world_on(store: Arc<SledStore>, now: i64) -> World {
    common::world()
        .store(store)
        .at(now)
        .config(config(true))
        .outbox()
        .build()
}

fn set_time(clock: &ManualClock, t: i64) {
    clock.advance(t - clock.now_ms());
}

fn open(dir: &Path, now: i64) -> World {
    world_on(Arc::new(SledStore::open(dir).unwrap()), now)
}

fn ctx(name: &str) -> Context {
    Context {
        channel: ChannelId(9),
        ..common::ctx(name)
    }
}

/// The daily notices in the outbox, oldest first.
fn posts(store: &SledStore) -> Vec<StoredNotice> {
    store
        .outbox()
        .unwrap()
        .into_iter()
        .map(|(_, n)| n)
        .filter(|n| n.kind == ReplyKind::DailyPuzzle)
        .collect()
}

/// The solution line in SAN, worked out here with the rules core.
fn solution_san(p: &Puzzle) -> String {
    let (moves, positions) = p.line().unwrap();
    moves
        .iter()
        .zip(&positions)
        .map(|(m, pos)| pos.san(m))
        .collect::<Vec<_>>()
        .join(" ")
}

async fn say(w: &World, who: &str, cmd: PuzzleCommand) -> Reply {
    w.service.handle(&ctx(who), Command::Puzzle(cmd)).await
}

/// `who` solves today's puzzle through `/puzzle daily` and the solver's moves.
async fn solve_daily(w: &World, who: &str, puzzle: &Puzzle) {
    let r = say(w, who, PuzzleCommand::Daily).await;
    assert_eq!(r.kind, ReplyKind::Puzzle, "{}", r.text);
    assert!(r.text.contains(&puzzle.id), "{}", r.text);
    for (i, mv) in puzzle.moves.iter().enumerate().step_by(2) {
        let r = say(w, who, PuzzleCommand::Move { text: mv.clone() }).await;
        let last = i + 1 == puzzle.moves.len();
        let want = if last {
            ReplyKind::PuzzleSolved
        } else {
            ReplyKind::PuzzleRight
        };
        assert_eq!(r.kind, want, "{}", r.text);
    }
}

#[tokio::test]
async fn the_daily_puzzle_is_posted_once_at_its_hour_and_not_before() {
    let dir = tempfile::tempdir().unwrap();
    let w = open(dir.path(), D0 * DAY + 6 * HOUR);
    w.service.resume().await;
    assert!(posts(&w.store).is_empty());
    // The timer means to wake at the hour.
    assert_eq!(w.service.sweep().await, Some(D0 * DAY + 12 * HOUR));
    w.clock.advance(6 * HOUR - 1);
    w.service.sweep().await;
    assert!(posts(&w.store).is_empty(), "posted before its hour");
    w.clock.advance(1);
    let next = w.service.sweep().await;
    let posted = posts(&w.store);
    assert_eq!(posted.len(), 1);
    let post = &posted[0];
    let text = post.text.to_string();
    let puzzle = daily(D0);
    assert_eq!(post.channel, DAILY_CHANNEL);
    assert!(
        text.starts_with("Daily puzzle for Friday 15 January 2027\n"),
        "{text}"
    );
    assert!(text.contains(&format!("Puzzle {}", puzzle.id)), "{text}");
    assert!(text.contains("to play and"), "{text}");
    assert!(text.contains("/puzzle daily"), "{text}");
    assert!(!text.contains("Yesterday"), "{text}");
    // Next: tomorrow's hour.
    assert_eq!(next, Some((D0 + 1) * DAY + 12 * HOUR));
    // Looked at again the same day: nothing more.
    w.clock.advance(3 * HOUR);
    w.service.sweep().await;
    assert_eq!(posts(&w.store).len(), 1);
    // The same puzzle as `/puzzle daily` gives today.
    let r = say(&w, "ann", PuzzleCommand::Daily).await;
    assert!(r.text.contains(&puzzle.id), "{}", r.text);
    // Delivered with the board from the solver's side.
    let taken = w.service.take_notices(Duration::from_millis(10)).await;
    assert_eq!(taken.len(), 1);
    let reply = &taken[0].notice.reply;
    assert_eq!(reply.kind, ReplyKind::DailyPuzzle);
    assert!(!reply.ephemeral);
    let image = reply.image.as_ref().expect("the puzzle's board");
    assert!(image.bytes.starts_with(b"\x89PNG"));
    w.service.ack(taken[0].key, Delivery::Sent);
    assert!(posts(&w.store).is_empty());
}

#[tokio::test]
async fn a_restart_or_a_second_process_does_not_post_twice() {
    let dir = tempfile::tempdir().unwrap();
    let at = D0 * DAY + 12 * HOUR + 5_000;
    {
        let w = open(dir.path(), at);
        w.service.resume().await;
        assert_eq!(posts(&w.store).len(), 1);
        let taken = w.service.take_notices(Duration::from_millis(10)).await;
        w.service.ack(taken[0].key, Delivery::Sent);
        assert!(posts(&w.store).is_empty());
    }
    // Started again the same day: nothing new.
    {
        let w = open(dir.path(), at + HOUR);
        w.service.resume().await;
        w.service.sweep().await;
        assert!(posts(&w.store).is_empty(), "posted twice after a restart");
    }
    // Two services on one store (as two processes on one database) at the next day's hour:
    // one post.
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let a = world_on(store.clone(), (D0 + 1) * DAY + 12 * HOUR);
    let b = world_on(store.clone(), (D0 + 1) * DAY + 12 * HOUR);
    let (sa, sb) = (a.service.clone(), b.service.clone());
    let (ra, rb) = tokio::join!(
        tokio::spawn(async move { sa.sweep().await }),
        tokio::spawn(async move { sb.sweep().await })
    );
    ra.unwrap();
    rb.unwrap();
    a.service.sweep().await;
    b.service.sweep().await;
    let posted = posts(&store);
    assert_eq!(posted.len(), 1, "{posted:?}");
    assert!(posted[0].text.contains("Saturday 16 January 2027"));
}

#[tokio::test]
async fn the_next_post_carries_yesterdays_solution_and_its_solvers() {
    let dir = tempfile::tempdir().unwrap();
    let w = open(dir.path(), D0 * DAY + 12 * HOUR);
    w.service.resume().await;
    assert_eq!(posts(&w.store).len(), 1);
    let yesterday = daily(D0);
    // Two players solve it; one gives up; one solves it again the same day (refused).
    solve_daily(&w, "fay", &yesterday).await;
    w.clock.advance(HOUR);
    solve_daily(&w, "gus", &yesterday).await;
    let r = say(&w, "hal", PuzzleCommand::Daily).await;
    assert_eq!(r.kind, ReplyKind::Puzzle);
    let r = say(&w, "hal", PuzzleCommand::GiveUp).await;
    assert_eq!(r.kind, ReplyKind::PuzzleGivenUp);
    let r = say(&w, "fay", PuzzleCommand::Daily).await;
    assert_eq!(r.kind, ReplyKind::Info, "{}", r.text);
    assert_eq!(w.store.daily_solvers(D0).unwrap(), 2);
    // After midnight, before the hour, someone solves the new day's puzzle: it counts for
    // that day, not for yesterday.
    set_time(&w.clock, (D0 + 1) * DAY + 8 * HOUR);
    let today = daily(D0 + 1);
    assert_ne!(today.id, yesterday.id);
    solve_daily(&w, "ivy", &today).await;
    w.service.sweep().await;
    assert_eq!(posts(&w.store).len(), 1, "posted before the hour");
    set_time(&w.clock, (D0 + 1) * DAY + 12 * HOUR);
    w.service.sweep().await;
    let posted = posts(&w.store);
    assert_eq!(posted.len(), 2);
    let text = posted[1].text.to_string();
    assert!(text.contains(&format!("Puzzle {}", today.id)), "{text}");
    let line = format!(
        "Yesterday's puzzle {}: {}. 2 players solved it.",
        yesterday.id,
        solution_san(&yesterday)
    );
    assert!(text.contains(&line), "{text}\nwanted: {line}");
    assert_eq!(w.store.daily_solvers(D0 + 1).unwrap(), 1);
}

#[tokio::test]
async fn a_bot_down_at_the_hour_posts_late_once_and_no_backlog() {
    let dir = tempfile::tempdir().unwrap();
    {
        let w = open(dir.path(), D0 * DAY + 12 * HOUR);
        w.service.resume().await;
        assert_eq!(posts(&w.store).len(), 1);
    }
    // Down for three days; back in the afternoon of the fourth.
    let back = (D0 + 3) * DAY + 15 * HOUR;
    {
        let w = open(dir.path(), back);
        w.service.resume().await;
        w.service.sweep().await;
        let posted = posts(&w.store);
        assert_eq!(posted.len(), 2, "{posted:?}");
        let text = posted[1].text.to_string();
        assert!(text.contains("Monday 18 January 2027"), "{text}");
        assert!(text.contains(&daily(D0 + 3).id), "{text}");
        // Yesterday's puzzle was never posted: no solution line for it.
        assert!(!text.contains("Yesterday"), "{text}");
    }
    // Down again over the next day's hour, back before the hour of the day after: nothing
    // until that hour.
    let w = open(dir.path(), (D0 + 5) * DAY + 9 * HOUR);
    w.service.resume().await;
    assert_eq!(posts(&w.store).len(), 2);
    assert_eq!(w.service.sweep().await, Some((D0 + 5) * DAY + 12 * HOUR));
    w.clock.advance(3 * HOUR);
    w.service.sweep().await;
    assert_eq!(posts(&w.store).len(), 3);
}

#[tokio::test]
async fn without_a_delivering_front_end_or_a_channel_nothing_is_posted() {
    let store = Arc::new(SledStore::temporary().unwrap());
    let clock = Arc::new(ManualClock::new(D0 * DAY + 13 * HOUR));
    // The console: no outbox. The day is left for a process that delivers.
    let console = common::world()
        .store(store.clone())
        .clock(clock.clone())
        .config(config(false))
        .service();
    console.resume().await;
    assert_eq!(console.sweep().await, None);
    assert_eq!(store.daily_posted().unwrap(), None);
    // No daily channel configured.
    let quiet = common::world()
        .store(store.clone())
        .clock(clock.clone())
        .config(ServiceConfig {
            daily_channel: None,
            ..config(false)
        })
        .service();
    quiet.enable_outbox();
    quiet.resume().await;
    assert!(store.outbox().unwrap().is_empty());
    assert_eq!(store.daily_posted().unwrap(), None);
}
