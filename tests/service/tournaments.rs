//! Tournaments through the service: a Swiss and a round robin played to the end (every
//! game resigned by one side), with a restart in the middle that pairs nobody twice; an
//! arena paired in waves until its time is up, games still going then counting when they
//! end; forfeits when a player never moves; and the refusals (who may create, join twice,
//! rating bands, aborting a tournament game).

use crate::common::{self, world::World};
use castalia_bot::game::store::{GameRepo, PlayerRepo, TournamentRepo};

use castalia_bot::game::commands::text_command::parse_text_command;
use castalia_bot::game::model::{GameId, Tournament, TournamentId, TournamentState};
use castalia_bot::game::{Command, Context, GuildId, Notice, Reply, ReplyKind, TournamentCommand};
use castalia_bot::tournament::{standings, BoardResult, ByeKind};
use std::collections::HashSet;

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

/// The timer's round, a second later (as time goes on between commands).
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

const PLAYERS: [&str; 5] = ["ann", "ben", "cid", "dan", "eva"];

/// Creates tournament #1 with `options` (by olga, who may), and every player joins.
async fn create_and_join(w: &World, options: &str, players: &[&str]) -> Tournament {
    let r = typed(w, "olga", &format!("/tournament create {options}")).await;
    assert_eq!(r.kind, ReplyKind::TournamentCreated, "{}", text(&r));
    for p in players {
        let r = typed(w, p, "/tournament join").await;
        assert_eq!(r.kind, ReplyKind::TournamentJoined, "{p}: {}", text(&r));
    }
    tournament(w, 1)
}

/// Ends every game of the tournament in progress: the player with Black resigns, except
/// that every third game is drawn by agreement.
async fn finish_games(w: &World, t: &Tournament) -> usize {
    let mut ended = 0;
    for (i, board) in t.event.boards().filter(|b| b.result.is_none()).enumerate() {
        let Some(game) = board.game else { continue };
        let name = |no: u32| t.event.entrant(no).expect("entrant").name.clone();
        let (white, black) = (name(board.white), name(board.black));
        if i % 3 == 2 {
            let offer = typed(w, &white, &format!("/draw {game}")).await;
            assert!(!offer.is_refusal(), "{}", text(&offer));
            let accept = typed(w, &black, &format!("/draw {game}")).await;
            assert!(!accept.is_refusal(), "{}", text(&accept));
        } else {
            let r = typed(w, &black, &format!("/resign {game}")).await;
            assert!(!r.is_refusal(), "{}", text(&r));
        }
        ended += 1;
    }
    ended
}

/// Every pair met at most once, and nobody played twice in a round.
fn assert_sound_pairings(t: &Tournament) {
    let mut met = HashSet::new();
    for round in &t.event.rounds {
        let mut busy = HashSet::new();
        for b in &round.boards {
            assert!(
                busy.insert(b.white) && busy.insert(b.black),
                "round {}",
                round.number
            );
            let key = (b.white.min(b.black), b.white.max(b.black));
            assert!(met.insert(key), "{key:?} met twice");
        }
        for (p, _) in &round.byes {
            assert!(
                busy.insert(*p),
                "round {}: {p} has a bye and a game",
                round.number
            );
        }
    }
}

#[tokio::test]
async fn a_swiss_is_played_to_the_end_across_a_restart() {
    let w = common::world().build();
    let t = create_and_join(&w, "kind:swiss rounds:3 time:10+5 start:30m", &PLAYERS).await;
    assert_eq!(t.state, TournamentState::Open);
    // Started early by its creator: round 1 paired, games created, a bye for the fifth.
    let r = typed(&w, "olga", "/tournament start").await;
    assert_eq!(r.kind, ReplyKind::TournamentStarted, "{}", text(&r));
    assert!(text(&r).contains("Round 1 of 3"), "{}", text(&r));
    let t = tournament(&w, 1);
    assert_eq!(t.state, TournamentState::Running);
    assert_eq!(t.event.rounds.len(), 1);
    assert_eq!(t.event.rounds[0].boards.len(), 2);
    assert_eq!(t.event.rounds[0].byes.len(), 1);
    assert!(t.event.boards().all(|b| b.game.is_some()));
    // The bye's point shows in the standings while round 1 is played, as in the pairings.
    let (bye, _) = t.event.rounds[0].byes[0];
    let bye = t.event.entrant(bye).expect("entrant").name.clone();
    let r = typed(&w, "ann", "/tournament standings").await;
    let line = text(&r)
        .lines()
        .find(|l| l.contains(&format!(" {bye} (")))
        .map(str::to_string)
        .expect("the bye's line");
    assert!(line.contains("): 1 point,"), "{}", text(&r));
    // The games are ordinary games of the bot, marked as the tournament's.
    let first = t.event.rounds[0].boards[0].game.expect("game");
    let game = w.store.game(GameId(first)).unwrap().expect("game stored");
    assert_eq!(game.tournament, Some(TournamentId(1)));
    assert!(game.options.is_rated());

    finish_games(&w, &t).await;
    sweep(&w).await;
    let t = tournament(&w, 1);
    assert_eq!(
        t.event.rounds.len(),
        2,
        "round 2 paired after round 1 ended"
    );
    assert!(t.event.rounds[0].finished());

    // A restart: the service anew on the same store; round 2's games go on.
    w.service.shutdown().await;
    let w = w.again().build();
    sweep(&w).await;
    let t = tournament(&w, 1);
    assert_eq!(t.event.rounds.len(), 2);
    finish_games(&w, &t).await;
    sweep(&w).await;
    let t = tournament(&w, 1);
    assert_eq!(t.event.rounds.len(), 3);
    let r = typed(&w, "ann", "/tournament pairings").await;
    assert!(text(&r).contains("Round 3 of 3"), "{}", text(&r));
    finish_games(&w, &t).await;
    sweep(&w).await;
    let t = tournament(&w, 1);
    assert_eq!(t.state, TournamentState::Finished);
    assert_sound_pairings(&t);
    // Everyone has three rounds: games or byes, and at most one bye each.
    for e in &t.event.entrants {
        let rounds = t
            .event
            .rounds
            .iter()
            .filter(|r| {
                r.boards.iter().any(|b| b.has(e.no)) || r.byes.iter().any(|(p, _)| *p == e.no)
            })
            .count();
        assert_eq!(rounds, 3, "{}", e.name);
        let byes = t
            .event
            .rounds
            .iter()
            .filter(|r| r.byes.iter().any(|(p, _)| *p == e.no))
            .count();
        assert!(byes <= 1, "{} had {byes} byes", e.name);
    }
    // Points add up: two per game and per bye (in half points).
    let table = standings(&t.event);
    let total: u32 = table.iter().map(|s| s.points).sum();
    assert_eq!(total, 2 * (2 + 1) * 3);
    let r = typed(&w, "ann", "/tournament standings").await;
    assert!(text(&r).contains("(final)"), "{}", text(&r));
    // Rated games changed ratings like any rated game.
    let player = w.store.player(ctx("ann").user).unwrap().expect("ann");
    assert!(player
        .stats
        .values()
        .any(|s| s.rated.wins + s.rated.draws + s.rated.losses > 0));
    // The TRF export names every player and the rounds.
    let r = typed(&w, "ann", "/tournament trf").await;
    let trf = String::from_utf8(r.file.expect("a file").bytes).expect("text");
    assert!(trf.contains("XXR 3"), "{trf}");
    assert_eq!(
        trf.lines().filter(|l| l.starts_with("001")).count(),
        5,
        "{trf}"
    );
    assert_one_order(&w, &t, &trf).await;
}

/// Issue 54's three-player Swiss of one round: the bye and the winner over the board both
/// have a point and a Buchholz cut 1 of 0; Buchholz (the bye's dummy opponent has its point,
/// FIDE C.07 art. 16.4) puts the bye first, in every output alike.
#[tokio::test]
async fn a_one_round_swiss_ranks_the_bye_the_same_everywhere() {
    let w = common::world().build();
    create_and_join(&w, "kind:swiss rounds:1 time:10+5 start:30m", &PLAYERS[..3]).await;
    let r = typed(&w, "olga", "/tournament start").await;
    assert_eq!(r.kind, ReplyKind::TournamentStarted, "{}", text(&r));
    let t = tournament(&w, 1);
    finish_games(&w, &t).await;
    sweep(&w).await;
    let t = tournament(&w, 1);
    assert_eq!(t.state, TournamentState::Finished);
    let (bye, _) = t.event.rounds[0].byes[0];
    let winner = t.event.rounds[0].boards[0].white;
    let order: Vec<u32> = standings(&t.event).iter().map(|s| s.no).collect();
    assert_eq!(order[..2], [bye, winner]);
    let r = typed(&w, "ann", "/tournament trf").await;
    let trf = String::from_utf8(r.file.expect("a file").bytes).expect("text");
    assert_one_order(&w, &t, &trf).await;
}

/// The standings, their text, the podium (card and words) and the TRF's rank column give one
/// order (issue 54: they disagreed about who won).
async fn assert_one_order(w: &World, t: &Tournament, trf: &str) {
    let order: Vec<String> = standings(&t.event).into_iter().map(|s| s.name).collect();
    // The TRF: name in columns 15-47, rank in 86-89.
    let mut ranked: Vec<(u32, String)> = trf
        .lines()
        .filter(|l| l.starts_with("001"))
        .map(|l| {
            let rank = l.get(85..89).and_then(|r| r.trim().parse().ok());
            let name = l.get(14..47).map(|n| n.trim().to_string());
            (rank.expect("a rank"), name.expect("a name"))
        })
        .collect();
    ranked.sort();
    let trf_order: Vec<String> = ranked.into_iter().map(|(_, n)| n).collect();
    assert_eq!(trf_order, order, "{trf}");
    // The standings text lists them in that order.
    let r = typed(w, "ann", "/tournament standings").await;
    let listed = text(&r);
    let at = |name: &str| listed.find(&format!(" {name} (")).expect("listed");
    assert!(
        order.windows(2).all(|p| at(&p[0]) < at(&p[1])),
        "{order:?}\n{listed}"
    );
    // The podium card and its words.
    let card = castalia_bot::game::tournaments::pictures::podium(t, castalia_bot::i18n::Lang::En);
    let places: Vec<String> = card.places.into_iter().map(|(name, _)| name).collect();
    assert_eq!(places, order[..3], "{order:?}");
    let words = castalia_bot::game::tournaments::views::podium_text(t).to_string();
    let at = |name: &str| words.find(name).expect("on the podium");
    assert!(
        at(&order[0]) < at(&order[1]) && at(&order[1]) < at(&order[2]),
        "{words}"
    );
}

/// A Swiss takes a late joiner from the next round on (no point for the round missed) and
/// pairs a withdrawn player no more, keeping the points he made.
#[tokio::test]
async fn a_swiss_takes_late_joiners_and_lets_players_withdraw() {
    let w = common::world().build();
    create_and_join(&w, "kind:swiss rounds:3 time:10+5 start:30m", &PLAYERS[..4]).await;
    typed(&w, "olga", "/tournament start").await;
    let t = tournament(&w, 1);
    assert_eq!(t.event.rounds[0].boards.len(), 2);
    finish_games(&w, &t).await;
    // Between rounds: eva joins late, dan withdraws.
    let r = typed(&w, "eva", "/tournament join id:1").await;
    assert_eq!(r.kind, ReplyKind::TournamentJoined, "{}", text(&r));
    let r = typed(&w, "dan", "/tournament withdraw id:1").await;
    assert!(!r.is_refusal(), "{}", text(&r));
    assert!(text(&r).contains("withdrew"), "{}", text(&r));
    sweep(&w).await;
    let t = tournament(&w, 1);
    let no = |name: &str| {
        t.event
            .entrants
            .iter()
            .find(|e| e.name == name)
            .map(|e| e.no)
            .expect(name)
    };
    let (eva, dan) = (no("eva"), no("dan"));
    let dan_points = standings(&t.event)
        .iter()
        .find(|s| s.no == dan)
        .map(|s| s.points)
        .expect("dan in the standings");
    for _ in 2..=3 {
        let t = tournament(&w, 1);
        let round = t.event.rounds.last().expect("a round");
        assert!(
            round.boards.iter().any(|b| b.has(eva)),
            "round {}: the late joiner is paired",
            round.number
        );
        assert!(
            !round.boards.iter().any(|b| b.has(dan)),
            "round {}: the withdrawn player is not",
            round.number
        );
        assert!(round
            .byes
            .iter()
            .all(|(p, kind)| *p != dan || *kind == ByeKind::Zero));
        finish_games(&w, &t).await;
        sweep(&w).await;
    }
    let t = tournament(&w, 1);
    assert_eq!(t.state, TournamentState::Finished);
    assert_sound_pairings(&t);
    let table = standings(&t.event);
    let row = |n: u32| table.iter().find(|s| s.no == n).expect("a row");
    assert_eq!(
        row(dan).points,
        dan_points,
        "a withdrawn player keeps his points"
    );
    // The late joiner missed round 1: no game and no point for it.
    assert!(!t.event.rounds[0].boards.iter().any(|b| b.has(eva)));
    assert!(t.event.rounds[0]
        .byes
        .iter()
        .all(|(p, kind)| *p != eva || *kind == ByeKind::Zero));
}

/// Every count of a tournament's players says the same: everyone who joined, and how many
/// of them withdrew (the list, the podium, its card, a join); a withdrawn player's round
/// without a game reads "withdrew", not the words of a bye.
#[tokio::test]
async fn every_count_of_players_agrees_and_says_who_withdrew() {
    let w = common::world().build();
    create_and_join(&w, "kind:swiss rounds:2 time:10+5 start:30m", &PLAYERS).await;
    typed(&w, "olga", "/tournament start").await;
    let t = tournament(&w, 1);
    finish_games(&w, &t).await;
    let r = typed(&w, "dan", "/tournament withdraw id:1").await;
    assert!(!r.is_refusal(), "{}", text(&r));
    sweep(&w).await;
    // Round 2: dan sits out because he withdrew, in those words.
    let r = typed(&w, "ann", "/tournament pairings").await;
    assert!(
        text(&r).contains("dan: withdrew (no point)"),
        "{}",
        text(&r)
    );
    assert!(!text(&r).contains("not paired"), "{}", text(&r));
    // Someone joining now hears the same count as the list.
    let r = typed(&w, "fay", "/tournament join id:1").await;
    assert!(text(&r).contains("(6 players, 1 withdrew)"), "{}", text(&r));
    let r = typed(&w, "fay", "/tournament withdraw id:1").await;
    assert!(!r.is_refusal(), "{}", text(&r));
    let t = tournament(&w, 1);
    finish_games(&w, &t).await;
    sweep(&w).await;
    let t = tournament(&w, 1);
    assert_eq!(t.state, TournamentState::Finished);
    let said = "6 players, 2 withdrew";
    let r = typed(&w, "ann", "/tournament list").await;
    assert!(
        text(&r).contains(&format!("finished, {said}")),
        "{}",
        text(&r)
    );
    let podium = castalia_bot::game::tournaments::views::podium_text(&t).to_string();
    assert!(
        podium.contains("6 players took part, 2 withdrew."),
        "{podium}"
    );
    let card = castalia_bot::game::tournaments::pictures::podium(&t, castalia_bot::i18n::Lang::En);
    assert!(card.subtitle.ends_with(said), "{}", card.subtitle);
}

#[tokio::test]
async fn a_round_robin_has_everyone_meet_once() {
    let w = common::world().build();
    create_and_join(&w, "kind:roundrobin time:10+5 start:30m", &PLAYERS[..4]).await;
    typed(&w, "olga", "/tournament start").await;
    for _ in 0..3 {
        let t = tournament(&w, 1);
        finish_games(&w, &t).await;
        sweep(&w).await;
    }
    let t = tournament(&w, 1);
    assert_eq!(t.state, TournamentState::Finished);
    assert_eq!(t.event.rounds.len(), 3);
    assert_sound_pairings(&t);
    let pairs: HashSet<(u32, u32)> = t
        .event
        .boards()
        .map(|b| (b.white.min(b.black), b.white.max(b.black)))
        .collect();
    assert_eq!(pairs.len(), 6);
    // Joining a round robin that has started is refused.
    let r = typed(&w, "eva", "/tournament join id:1").await;
    assert!(r.is_refusal());
}

/// In a round robin of an odd number of players one sits out each round: the pairings say
/// so, in words unlike a withdrawn player's ("withdrew") or an unpaired one's ("not paired").
#[tokio::test]
async fn a_round_robin_player_sitting_out_is_not_called_unpaired() {
    let w = common::world().build();
    create_and_join(&w, "kind:roundrobin time:10+5 start:30m", &PLAYERS[..3]).await;
    typed(&w, "olga", "/tournament start").await;
    let t = tournament(&w, 1);
    let (sitter, _) = t.event.rounds[0].byes[0];
    let name = t.event.entrant(sitter).expect("the sitter").name.clone();
    let r = typed(&w, "ann", "/tournament pairings").await;
    assert!(
        text(&r).contains(&format!(
            "{name}: no game this round (an odd number of players: one sits out each round)"
        )),
        "{}",
        text(&r)
    );
    assert!(!text(&r).contains("not paired"), "{}", text(&r));
    assert!(!text(&r).contains("withdrew"), "{}", text(&r));
}

#[tokio::test]
async fn an_arena_pairs_in_waves_until_its_time_is_up() {
    let w = common::world().build();
    create_and_join(
        &w,
        "kind:arena minutes:10 time:30+0 start:30m",
        &PLAYERS[..4],
    )
    .await;
    typed(&w, "olga", "/tournament start").await;
    let t = tournament(&w, 1);
    assert_eq!(t.event.rounds.len(), 1);
    assert_eq!(t.event.rounds[0].boards.len(), 2);
    // Two waves of games ended: new games pair the free players, never the last opponent.
    for _ in 0..2 {
        let t = tournament(&w, 1);
        finish_games(&w, &t).await;
        sweep(&w).await;
        let after = tournament(&w, 1);
        assert!(
            after.event.rounds.len() > t.event.rounds.len(),
            "a new wave"
        );
    }
    let t = tournament(&w, 1);
    for e in &t.event.entrants {
        let games: Vec<u32> = t.event.boards().filter_map(|b| b.opponent(e.no)).collect();
        assert!(
            games.windows(2).all(|p| p[0] != p[1]),
            "{}: {games:?}",
            e.name
        );
    }
    // The time is up: no new games; the games going on (both sides have moved) count when
    // they end.
    let t = tournament(&w, 1);
    for board in t.event.boards().filter(|b| b.result.is_none()) {
        let game = board.game.expect("game");
        let name = |no: u32| t.event.entrant(no).expect("entrant").name.clone();
        for (who, mv) in [(name(board.white), "e4"), (name(board.black), "e5")] {
            let r = typed(&w, &who, &format!("/move {mv} game:{game}")).await;
            assert!(!r.is_refusal(), "{}", text(&r));
        }
    }
    w.clock.advance(11 * 60_000);
    sweep(&w).await;
    let t = tournament(&w, 1);
    assert_eq!(t.state, TournamentState::Running);
    let waves = t.event.rounds.len();
    finish_games(&w, &t).await;
    sweep(&w).await;
    let t = tournament(&w, 1);
    assert_eq!(t.event.rounds.len(), waves, "nobody paired after the end");
    assert_eq!(t.state, TournamentState::Finished);
    let table = standings(&t.event);
    assert!(table[0].points >= table[3].points);
    assert!(table.iter().any(|s| s.points > 0));
}

/// An arena has no rounds: a player joining one under way is told he is paired as soon as
/// an opponent is free, never "in the next round" (which a Swiss says).
#[tokio::test]
async fn joining_a_running_arena_speaks_of_no_rounds() {
    let w = common::world().build();
    create_and_join(
        &w,
        "kind:arena minutes:30 time:10+0 start:30m",
        &PLAYERS[..2],
    )
    .await;
    typed(&w, "olga", "/tournament start").await;
    let r = typed(&w, "cid", "/tournament join id:1").await;
    assert_eq!(r.kind, ReplyKind::TournamentJoined, "{}", text(&r));
    assert!(
        text(&r).contains("as soon as an opponent is free"),
        "{}",
        text(&r)
    );
    assert!(!text(&r).contains("round"), "{}", text(&r));
    // A Swiss under way does pair a newcomer in its next round.
    let w = common::world().build();
    create_and_join(&w, "kind:swiss rounds:3 time:10+0 start:30m", &PLAYERS[..2]).await;
    typed(&w, "olga", "/tournament start").await;
    let r = typed(&w, "cid", "/tournament join id:1").await;
    assert!(text(&r).contains("in the next round"), "{}", text(&r));
}

/// The reminders that went out since `notices` was made.
fn reminders(notices: &mut tokio::sync::broadcast::Receiver<Notice>) -> Vec<Reply> {
    std::iter::from_fn(|| notices.try_recv().ok())
        .map(|n| n.reply)
        .filter(|r| r.kind == ReplyKind::TournamentReminder)
        .collect()
}

/// Joined players are pinged before the start: 5 minutes before it for a tournament made
/// well ahead, and a minute before it for one that opens for 5 minutes (`start:now`).
#[tokio::test]
async fn joined_players_are_reminded_before_the_start() {
    for (start, quiet_ms, reminded_after_ms) in [
        ("start:now", 3 * 60_000, 4 * 60_000),
        ("start:30m", 24 * 60_000, 25 * 60_000),
    ] {
        let w = common::world().build();
        let mut notices = w.service.subscribe();
        let t = create_and_join(
            &w,
            &format!("kind:swiss rounds:3 time:10+5 {start}"),
            &PLAYERS[..3],
        )
        .await;
        assert!(!t.reminded);
        // `sweep` moves the clock on a second.
        w.clock.advance(quiet_ms - 1_000);
        sweep(&w).await;
        assert!(reminders(&mut notices).is_empty(), "{start}: too early");
        w.clock.advance(reminded_after_ms - quiet_ms - 1_000);
        sweep(&w).await;
        let sent = reminders(&mut notices);
        assert_eq!(sent.len(), 1, "{start}");
        assert_eq!(sent[0].mentions.len(), 3, "{start}: every player is pinged");
        assert!(
            text(&sent[0]).contains("starts in about"),
            "{}",
            text(&sent[0])
        );
        sweep(&w).await;
        assert!(reminders(&mut notices).is_empty(), "{start}: reminded once");
        assert_eq!(tournament(&w, 1).state, TournamentState::Open);
    }
}

#[tokio::test]
async fn a_player_who_never_moves_loses_by_forfeit() {
    let w = common::world().build();
    create_and_join(&w, "kind:swiss rounds:1 time:3+2 start:30m", &PLAYERS[..2]).await;
    typed(&w, "olga", "/tournament start").await;
    let mut notices = w.service.subscribe();
    // Nobody moves: White's first-move time runs out (then the tournament moves on).
    w.clock.advance(10 * 60_000);
    sweep(&w).await;
    sweep(&w).await;
    let t = tournament(&w, 1);
    let board = &t.event.rounds[0].boards[0];
    assert_eq!(board.result, Some(BoardResult::BlackForfeit), "{board:?}");
    assert_eq!(t.state, TournamentState::Finished);
    // The forfeit is told one way everywhere: a loss by forfeit in the tournament, never an
    // abort "with no result" that a rematch would replace.
    let white = t.event.entrant(board.white).expect("white").name.clone();
    let said: Vec<String> = std::iter::from_fn(|| notices.try_recv().ok())
        .map(|n| n.reply.text.to_string())
        .collect();
    assert!(
        said.iter().any(|s| s.contains(&format!(
            "{white} (white) did not make a first move in time and loses by forfeit"
        ))),
        "{said:#?}"
    );
    assert!(said.iter().any(|s| s.contains("--+")), "{said:#?}");
    for s in &said {
        assert!(!s.contains("aborted"), "{s}");
        assert!(!s.contains("/rematch"), "{s}");
        assert!(!s.contains("no result"), "{s}");
    }
    let game = board.game.expect("the game");
    let card = w
        .service
        .result_card(GameId(game))
        .expect("its result card");
    let card = text(&card);
    assert!(
        card.contains("lost by forfeit (tournament #1, not rated)"),
        "{card}"
    );
    assert!(!card.contains("aborted"), "{card}");
    let r = typed(&w, "ann", &format!("/board {game}")).await;
    assert!(text(&r).contains("loses by forfeit"), "{}", text(&r));
}

#[tokio::test]
async fn tournament_refusals_say_what_to_do_and_change_nothing() {
    let w = common::world().build();
    // Creating needs Manage Events.
    let r = typed(
        &w,
        "ann",
        "/tournament create kind:swiss rounds:3 time:10+5",
    )
    .await;
    assert!(r.is_refusal());
    assert!(text(&r).contains("Manage Events"), "{}", text(&r));
    assert!(w.store.tournaments_in(GuildId(99)).unwrap().is_empty());
    // Nothing to join yet.
    let r = typed(&w, "ann", "/tournament join").await;
    assert!(r.is_refusal());
    assert!(text(&r).contains("/tournament create"), "{}", text(&r));
    // An arena needs a clock; a bad kind is refused.
    for line in [
        "/tournament create kind:arena time:none",
        "/tournament create kind:ladder",
        "/tournament create kind:swiss rounds:99",
        "/tournament create kind:swiss color:white",
    ] {
        let r = match parse_text_command(line, &|_| None) {
            Ok(c) => w.service.handle(&ctx("olga"), c).await,
            Err(_) => continue,
        };
        assert!(r.is_refusal(), "{line}: {}", text(&r));
    }
    create_and_join(
        &w,
        "kind:swiss rounds:2 time:10+5 band:1400-1600 start:30m",
        &["ann"],
    )
    .await;
    let r = typed(&w, "ann", "/tournament join").await;
    assert!(text(&r).contains("already"), "{}", text(&r));
    // Only the creator (or an organiser) starts it early; too few players cannot start.
    let r = typed(&w, "ann", "/tournament start").await;
    assert!(text(&r).contains("creator"), "{}", text(&r));
    let r = typed(&w, "olga", "/tournament start").await;
    assert!(text(&r).contains("at least 2 players"), "{}", text(&r));
    typed(&w, "ben", "/tournament join").await;
    typed(&w, "olga", "/tournament start").await;
    let t = tournament(&w, 1);
    let game = t.event.rounds[0].boards[0].game.expect("game");
    let white = t
        .event
        .entrant(t.event.rounds[0].boards[0].white)
        .expect("white")
        .name
        .clone();
    let r = typed(&w, &white, &format!("/abort {game}")).await;
    assert!(r.is_refusal());
    assert!(text(&r).contains("tournament"), "{}", text(&r));
    // Another server sees nothing of it.
    let mut elsewhere = ctx("ann");
    elsewhere.guild = GuildId(5);
    let r = w
        .service
        .handle(
            &elsewhere,
            Command::Tournament(TournamentCommand::Standings {
                id: Some(TournamentId(1)),
            }),
        )
        .await;
    assert!(r.is_refusal());
}

#[tokio::test]
async fn berserk_halves_the_clock_and_a_long_enough_win_earns_a_point_more() {
    let w = common::world().build();
    create_and_join(
        &w,
        "kind:arena minutes:30 time:10+0 start:30m rules:standard",
        &PLAYERS[..2],
    )
    .await;
    typed(&w, "olga", "/tournament start").await;
    let t = tournament(&w, 1);
    let board = t.event.boards().next().expect("a game").clone();
    let game = GameId(board.game.expect("a game"));
    let name = |no: u32| t.event.entrant(no).expect("entrant").name.clone();
    let (white, black) = (name(board.white), name(board.black));
    // Somebody else's game, or no game of one's own: refused.
    let r = typed(&w, "olga", &format!("/tournament berserk game:{game}")).await;
    assert!(r.is_refusal(), "{}", text(&r));

    let r = typed(&w, &white, "/tournament berserk").await;
    assert!(!r.is_refusal(), "{}", text(&r));
    assert!(text(&r).contains("berserk"), "{}", text(&r));
    let stored = w.store.game(game).unwrap().expect("the game");
    let clocks = stored.clocks.expect("clocks");
    assert_eq!(clocks.white_ms, 5 * 60_000);
    assert_eq!(clocks.black_ms, 10 * 60_000);
    let again = typed(&w, &white, "/tournament berserk").await;
    assert!(again.is_refusal(), "{}", text(&again));
    assert_eq!(
        w.store.game(game).unwrap().expect("game").clocks,
        Some(clocks)
    );

    // Black may still go berserk before their own first move; White no longer after moving.
    assert!(!typed(&w, &white, &format!("/move e4 game:{game}"))
        .await
        .is_refusal());
    let late = typed(&w, &white, "/tournament berserk").await;
    assert!(late.is_refusal(), "{}", text(&late));
    let moves = [
        "e5", "Nf3", "Nc6", "Bc4", "Bc5", "d3", "d6", "Nc3", "Nf6", "Be3", "Be6", "Qd2", "Qd7",
    ];
    for (i, mv) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { &black } else { &white };
        let r = typed(&w, who, &format!("/move {mv} game:{game}")).await;
        assert!(!r.is_refusal(), "{mv}: {}", text(&r));
    }
    // Seven moves a side, then Black resigns: White's win is worth 2 + 1.
    assert!(!typed(&w, &black, &format!("/resign {game}"))
        .await
        .is_refusal());
    sweep(&w).await;
    let t = tournament(&w, 1);
    assert_eq!(t.event.rounds[0].boards[0].berserk, (true, false));
    let table = standings(&t.event);
    let winner = table.iter().find(|s| s.name == white).expect("white");
    assert_eq!(winner.points, 3, "{table:?}");
}
