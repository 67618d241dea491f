//! Tournaments at scale and their ends: a round is paired off the async workers while
//! requests go on, and stored once; a cap on entrants (`tournaments.max_players`, and 20 for
//! a round robin); posts for many players stored in parts that each mention at most
//! `MAX_MENTIONS_PER_NOTICE` people and are retried alone; a Swiss that cannot be paired ends
//! by itself; `/tournament end`; `/forget` leaves no trace in tournaments; the start's
//! announcement in the outbox.

use crate::common::{self, world::World};
use castalia_bot::game::store::TournamentRepo;

use castalia_bot::game::commands::text_command::parse_text_command;
use castalia_bot::game::model::{Tournament, TournamentId, TournamentState};
use castalia_bot::game::notices::outbox::MAX_MENTIONS_PER_NOTICE;
use castalia_bot::game::{Context, Delivery, Reply, ReplyKind, ServiceConfig};
use std::collections::HashSet;
use std::time::Duration;

fn ctx(name: &str) -> Context {
    Context {
        organiser: name == "olga",
        ..common::ctx(name)
    }
}

fn text(r: &Reply) -> String {
    r.text.to_string()
}

async fn typed(w: &World, who: &str, line: &str) -> Reply {
    let command = match parse_text_command(line, &|_| None) {
        Ok(c) => c,
        Err(e) => panic!("{line}: {e}"),
    };
    w.service.handle(&ctx(who), command).await
}

async fn sweep(w: &World) {
    w.clock.advance(1000);
    w.service.sweep().await;
}

fn tournament(w: &World, id: u64) -> Tournament {
    w.store
        .tournament(TournamentId(id))
        .unwrap()
        .expect("the tournament")
}

/// The tournament made last.
fn latest(w: &World) -> Tournament {
    w.store
        .all_tournaments()
        .unwrap()
        .into_iter()
        .max_by_key(|t| t.id.0)
        .expect("a tournament")
}

fn players(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("p{i:03}")).collect()
}

async fn create_and_join(w: &World, options: &str, players: &[String]) {
    let r = typed(w, "olga", &format!("/tournament create {options}")).await;
    assert_eq!(r.kind, ReplyKind::TournamentCreated, "{}", text(&r));
    for p in players {
        let r = typed(w, p, "/tournament join").await;
        assert_eq!(r.kind, ReplyKind::TournamentJoined, "{p}: {}", text(&r));
    }
}

/// Ends every game of the tournament in progress: Black resigns.
async fn finish_games(w: &World, t: &Tournament) {
    for board in t.event.boards().filter(|b| b.result.is_none()) {
        let Some(game) = board.game else { continue };
        let black = t.event.entrant(board.black).expect("entrant").name.clone();
        let r = typed(w, &black, &format!("/resign {game}")).await;
        assert!(!r.is_refusal(), "{}", text(&r));
    }
}

/// Beyond `tournaments.max_players` a join is refused in words, and a round robin takes 20
/// players at most whatever the config says.
#[tokio::test]
async fn entrants_are_capped_with_a_clear_refusal() {
    let config = ServiceConfig {
        tournament_max_players: 4,
        ..common::scripted_config()
    };
    let w = common::world().config(config).build();
    let all = players(5);
    create_and_join(&w, "kind:swiss rounds:3 time:10+5 start:30m", &all[..4]).await;
    let r = typed(&w, &all[4], "/tournament join").await;
    assert!(r.is_refusal(), "{}", text(&r));
    assert!(text(&r).contains("is full"), "{}", text(&r));
    assert!(text(&r).contains('4'), "{}", text(&r));
    assert_eq!(tournament(&w, 1).event.entrants.len(), 4);
    // Leaving makes room again.
    typed(&w, &all[0], "/tournament leave").await;
    let r = typed(&w, &all[4], "/tournament join").await;
    assert_eq!(r.kind, ReplyKind::TournamentJoined, "{}", text(&r));

    // A round robin: 20 at most (19 rounds), under the default of 1,000.
    assert_eq!(ServiceConfig::default().tournament_max_players, 1_000);
    let w = common::world().build();
    let all = players(21);
    create_and_join(&w, "kind:roundrobin time:10+5 start:30m", &all[..20]).await;
    let r = typed(&w, &all[20], "/tournament join").await;
    assert!(r.is_refusal(), "{}", text(&r));
    assert!(text(&r).contains("is full"), "{}", text(&r));
    assert!(text(&r).contains("20"), "{}", text(&r));
}

/// Two players, three rounds: after their game no valid pairing exists (they would meet
/// again). The Swiss ends by itself with its standings, told to its players, and frees its
/// place on the server, instead of being paired again and again.
#[tokio::test]
async fn a_swiss_that_cannot_be_paired_ends_by_itself_with_its_standings() {
    let w = common::world().build();
    let mut notices = w.service.subscribe();
    let two = players(2);
    create_and_join(&w, "kind:swiss rounds:3 time:10+5 start:30m", &two).await;
    typed(&w, "olga", "/tournament start").await;
    let t = tournament(&w, 1);
    assert_eq!(t.event.rounds.len(), 1);
    finish_games(&w, &t).await;
    sweep(&w).await;
    let t = tournament(&w, 1);
    assert_eq!(t.state, TournamentState::Finished, "{:?}", t.event.rounds);
    assert_eq!(t.event.rounds.len(), 1);
    assert_eq!(t.due_ms, None, "never looked at again");
    let over: Vec<Reply> = std::iter::from_fn(|| notices.try_recv().ok())
        .map(|n| n.reply)
        .filter(|r| r.kind == ReplyKind::TournamentOver)
        .collect();
    assert_eq!(over.len(), 1);
    let said = text(&over[0]);
    assert!(said.contains("Round 2 cannot be paired"), "{said}");
    assert!(said.contains("is over"), "the podium: {said}");
    assert_eq!(over[0].mentions.len(), 2);
    // Its place is free: the list shows it finished.
    let r = typed(&w, "olga", "/tournament list").await;
    assert!(!r.is_refusal(), "{}", text(&r));
}

/// `/tournament end`: refused to a player who neither made it nor organises; its creator
/// ends a running one with its standings (a result that comes in later does not change
/// them), and calls off one not yet started.
#[tokio::test]
async fn an_organiser_ends_a_tournament_with_tournament_end() {
    let w = common::world().build();
    let mut notices = w.service.subscribe();
    let four = players(4);
    create_and_join(&w, "kind:swiss rounds:5 time:10+5 start:30m", &four).await;
    typed(&w, "olga", "/tournament start").await;
    let r = typed(&w, &four[0], "/tournament end").await;
    assert!(r.is_refusal(), "{}", text(&r));
    assert!(text(&r).contains("may end it"), "{}", text(&r));
    assert_eq!(tournament(&w, 1).state, TournamentState::Running);

    let r = typed(&w, "olga", "/tournament end").await;
    assert!(!r.is_refusal(), "{}", text(&r));
    let t = tournament(&w, 1);
    assert_eq!(t.state, TournamentState::Finished);
    let over: Vec<Reply> = std::iter::from_fn(|| notices.try_recv().ok())
        .map(|n| n.reply)
        .filter(|r| r.kind == ReplyKind::TournamentOver)
        .collect();
    assert_eq!(over.len(), 1);
    assert!(
        text(&over[0]).contains("was ended by olga"),
        "{}",
        text(&over[0])
    );
    assert_eq!(over[0].mentions.len(), 4);
    // The games going on are played out; the tournament keeps its final standings.
    finish_games(&w, &t).await;
    sweep(&w).await;
    let after = tournament(&w, 1);
    assert_eq!(after.state, TournamentState::Finished);
    assert!(after.event.boards().all(|b| b.result.is_none()));
    let r = typed(&w, "olga", "/tournament end id:1").await;
    assert!(r.is_refusal(), "ended once: {}", text(&r));

    // Typed in another language, before the start: called off.
    create_and_join(&w, "kind:arena minutes:30 time:3+2 start:30m", &four[..2]).await;
    let arena = latest(&w);
    let r = typed(&w, "olga", &format!("/turnier beenden id:{}", arena.id.0)).await;
    assert!(!r.is_refusal(), "{}", text(&r));
    assert_eq!(latest(&w).state, TournamentState::Cancelled);
}

/// A start for 120 players is stored as notices that each mention at most
/// `MAX_MENTIONS_PER_NOTICE` of them (together, everyone once, the words in the first); a
/// part that went out is never handed out again when another part failed.
#[tokio::test]
async fn a_post_for_many_players_goes_in_parts_and_a_retry_repeats_none_that_went_out() {
    let w = common::world().outbox().build();
    let many = players(120);
    create_and_join(&w, "kind:swiss rounds:3 time:10+5 start:30m", &many).await;
    // Nothing but the start's notices from here on.
    for n in w.service.take_notices(Duration::from_millis(10)).await {
        w.service.ack(n.key, Delivery::Sent);
    }
    let r = typed(&w, "olga", "/tournament start").await;
    assert_eq!(r.kind, ReplyKind::TournamentStarted, "{}", text(&r));
    assert!(r.mentions.is_empty(), "the answer pings nobody");
    let taken = w.service.take_notices(Duration::from_millis(10)).await;
    let start: Vec<_> = taken
        .iter()
        .filter(|n| {
            matches!(
                n.notice.reply.kind,
                ReplyKind::TournamentStarted | ReplyKind::Info
            )
        })
        .collect();
    assert!(start.len() >= 3, "{} parts", start.len());
    assert_eq!(start[0].notice.reply.kind, ReplyKind::TournamentStarted);
    assert!(text(&start[0].notice.reply).contains("Round 1 of 3"));
    let mut pinged = HashSet::new();
    for part in &start {
        let mentions = &part.notice.reply.mentions;
        assert!(
            !mentions.is_empty() && mentions.len() <= MAX_MENTIONS_PER_NOTICE,
            "{}",
            mentions.len()
        );
        for u in mentions {
            assert!(pinged.insert(*u), "{u:?} pinged twice");
        }
    }
    assert_eq!(pinged.len(), 120);
    for n in taken
        .iter()
        .filter(|n| !start.iter().any(|s| s.key == n.key))
    {
        w.service.ack(n.key, Delivery::Sent);
    }
    // The first part went out, the second failed: only the failed one comes back.
    w.service.ack(start[0].key, Delivery::Sent);
    w.service.ack(start[1].key, Delivery::Failed);
    for part in &start[2..] {
        w.service.ack(part.key, Delivery::Sent);
    }
    w.clock.advance(60_000);
    let again = w.service.take_notices(Duration::from_millis(10)).await;
    let keys: Vec<u64> = again.iter().map(|n| n.key).collect();
    assert_eq!(keys, vec![start[1].key]);
    assert_eq!(
        again[0].notice.reply.mentions,
        start[1].notice.reply.mentions
    );
}

/// A notice its channel refused went by DM to some of those it mentions: the next try is for
/// the others only.
#[tokio::test]
async fn a_notice_retried_after_some_direct_messages_goes_only_to_the_others() {
    let w = common::world().outbox().build();
    create_and_join(&w, "kind:swiss rounds:3 time:10+5 start:30m", &players(3)).await;
    for n in w.service.take_notices(Duration::from_millis(10)).await {
        w.service.ack(n.key, Delivery::Sent);
    }
    // The reminder before the start pings the three.
    w.clock.advance(25 * 60_000);
    w.service.sweep().await;
    let taken = w.service.take_notices(Duration::from_millis(10)).await;
    let reminder = taken
        .iter()
        .find(|n| n.notice.reply.kind == ReplyKind::TournamentReminder)
        .expect("the reminder");
    let all = reminder.notice.reply.mentions.clone();
    assert_eq!(all.len(), 3);
    w.service.reached_some(reminder.key, &all[..2]);
    w.service.ack(reminder.key, Delivery::Failed);
    w.clock.advance(60_000);
    let again = w.service.take_notices(Duration::from_millis(10)).await;
    let retried = again
        .iter()
        .find(|n| n.key == reminder.key)
        .expect("tried again");
    assert_eq!(retried.notice.reply.mentions, vec![all[2]]);
}

/// `/forget` takes the user out of every tournament: no entrant, creator, standings line,
/// pairing or TRF export names them or holds their id; the others' games and points stay.
#[tokio::test]
async fn forget_leaves_no_trace_in_tournaments() {
    let w = common::world().build();
    let four: Vec<String> = ["zoltan", "bea", "cyd", "dov"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    create_and_join(&w, "kind:swiss rounds:3 time:10+5 start:30m", &four).await;
    typed(&w, "olga", "/tournament start").await;
    let t = tournament(&w, 1);
    finish_games(&w, &t).await;
    sweep(&w).await;
    // An open tournament Zoltan joined, and one he created (as an organiser would).
    let mut zoltan = ctx("zoltan");
    zoltan.organiser = true;
    let line = "/tournament create kind:arena minutes:30 time:3+2 start:2h name:Zoltan Cup";
    let create = parse_text_command(line, &|_| None).expect("reads");
    let r = w.service.handle(&zoltan, create).await;
    assert_eq!(r.kind, ReplyKind::TournamentCreated, "{}", text(&r));
    let cup = latest(&w).id.0;
    typed(&w, "zoltan", &format!("/tournament join id:{cup}")).await;
    assert_eq!(latest(&w).event.entrants.len(), 1);

    let zid = ctx("zoltan").user;
    let r = typed(&w, "zoltan", "/forget").await;
    assert!(!r.is_refusal(), "{}", text(&r));
    for t in w.store.all_tournaments().unwrap() {
        assert_ne!(t.creator, zid, "#{} creator", t.id.0);
        for e in &t.event.entrants {
            assert_ne!(e.user, zid.0, "#{} entrant", t.id.0);
            assert!(!e.name.contains("zoltan"), "#{}: {}", t.id.0, e.name);
        }
        for (what, words) in [
            (
                "standings",
                text(&typed(&w, "bea", &format!("/tournament standings id:{}", t.id.0)).await),
            ),
            (
                "pairings",
                text(&typed(&w, "bea", &format!("/tournament pairings id:{}", t.id.0)).await),
            ),
        ] {
            assert!(!words.contains("zoltan"), "#{} {what}: {words}", t.id.0);
        }
        let trf = typed(&w, "bea", &format!("/tournament trf id:{}", t.id.0)).await;
        let file = trf.file.expect("the TRF file");
        let trf = String::from_utf8_lossy(&file.bytes);
        assert!(!trf.contains("zoltan"), "{trf}");
    }
    // The Swiss keeps its four entrants (numbers, results), one of them removed.
    let t = tournament(&w, 1);
    assert_eq!(t.event.entrants.len(), 4);
    assert!(t.event.entrants.iter().any(|e| e.user == 0 && e.withdrawn));
    assert!(t.event.rounds[0].finished());
    // The open arena forgot his entry.
    assert!(latest(&w).event.entrants.is_empty());
}

/// A round is paired off the async workers, under no lock a request waits for: while it is
/// being paired, the tournament answers requests (a player joins), and the round is stored
/// once however many looks ask for it at the same time.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_is_paired_off_the_runtime_once_while_requests_go_on() {
    let w = common::world().build();
    let field = players(40);
    create_and_join(&w, "kind:swiss rounds:4 time:10+5 start:30m", &field).await;
    typed(&w, "olga", "/tournament start").await;
    let t = tournament(&w, 1);
    finish_games(&w, &t).await;
    w.clock.advance(1000);
    // Three looks at once (the timer's, twice, and a command's): one round 2.
    let id = TournamentId(1);
    assert!(!w.service.tournament_busy(id));
    let (a, b) = tokio::join!(w.service.sweep(), w.service.sweep());
    let _ = (a, b);
    assert!(!w.service.tournament_busy(id), "the job is over");
    let t = tournament(&w, 1);
    assert_eq!(t.event.rounds.len(), 2, "round 2 stored once");
    let paired: Vec<u32> = t.event.rounds[1]
        .boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .collect();
    let unique: HashSet<u32> = paired.iter().copied().collect();
    assert_eq!(paired.len(), unique.len());
    assert_eq!(paired.len(), 40);
    assert!(t.event.rounds[1].boards.iter().all(|b| b.game.is_some()));
    // While round 3 is paired, a newcomer's join is answered (no lock held across the
    // pairing); they sit that round out if it was paired without them.
    finish_games(&w, &t).await;
    w.clock.advance(1000);
    let sweeper = {
        let service = w.service.clone();
        tokio::spawn(async move { service.sweep().await })
    };
    let r = typed(&w, "late", "/tournament join").await;
    assert_eq!(r.kind, ReplyKind::TournamentJoined, "{}", text(&r));
    sweeper.await.expect("the sweep");
    sweep(&w).await;
    let t = tournament(&w, 1);
    assert_eq!(t.event.rounds.len(), 3);
    // Joined before round 3 was stored: in it (a game or a bye); after: from round 4.
    let late = t.event.entrant_of(ctx("late").user.0).expect("late");
    let placed = t.event.rounds[2].boards.iter().any(|b| b.has(late.no))
        || t.event.rounds[2].byes.iter().any(|(p, _)| *p == late.no);
    assert!(placed || late.from_round == 4, "{late:?}");
}
