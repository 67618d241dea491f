//! A fair game lifecycle, on the injectable clock: aborts before both sides have moved, the
//! first-move time and clocks that start with play, the default time control and the
//! correspondence grace, rated and casual games, rematches with colours swapped (crossing ones make one game), takebacks
//! that restore the clocks, live clocks in every view, downtime given back after a restart,
//! the due-time index, and the durable outbox of notices.

use crate::common;
use castalia_bot::game::store::{ChallengeRepo, DueRepo, GameRepo, NoticeRepo};

use castalia_bot::engine::Level;
use castalia_bot::game::commands::options;
use castalia_bot::game::model::{AbortReason, ColorChoice, TimeControl};
use castalia_bot::game::{ChannelId, Command, Delivery, ErrorKind, NewGameArgs, ReplyKind, Site};
use castalia_bot::rules::{Color, Variant};
use common::world::{World, WorldBuilder};
use common::{user, T0};
use std::time::Duration;

const HOUR: i64 = 3_600_000;
const DAY: i64 = 24 * HOUR;

/// Here the players type at the console.
fn console() -> WorldBuilder {
    common::world().site(Site::Console)
}

fn world() -> World {
    console().build()
}

fn time(t: &str) -> NewGameArgs {
    NewGameArgs {
        variant: Some(Variant::Standard),
        color: Some(ColorChoice::White),
        time: Some(options::parse_time(t).unwrap()),
        ..NewGameArgs::default()
    }
}

#[tokio::test]
async fn either_player_may_abort_until_both_have_moved() {
    let w = world();
    let id = w.start(time("5+3")).await;
    let r = w
        .say(
            "alice",
            Command::Board {
                game: None,
                flip: false,
                text: false,
            },
        )
        .await;
    assert!(r.game.unwrap().abortable);
    // Before any move: black aborts.
    let r = w.say("bob", Command::Abort { game: None }).await;
    assert_eq!(r.kind, ReplyKind::GameEnded, "{}", r.text);
    let view = r.game.unwrap();
    assert_eq!(view.aborted, Some(AbortReason::ByPlayer(Color::Black)));
    assert_eq!(view.outcome, None);
    assert!(w.game(id).is_over());
    // No result, no rating, no stats.
    assert_eq!(w.player("alice"), None);

    // After white's first move white may still abort.
    let id = w.start(time("5+3")).await;
    w.play("alice", "e4").await;
    let r = w.say("alice", Command::Abort { game: None }).await;
    assert_eq!(r.kind, ReplyKind::GameEnded, "{}", r.text);
    assert!(w.game(id).aborted.is_some());

    // Once both have moved it is too late: resign or offer a draw instead.
    let id = w.start(time("5+3")).await;
    w.play("alice", "e4").await;
    w.play("bob", "e5").await;
    let r = w.say("bob", Command::Abort { game: None }).await;
    assert_eq!(r.kind, ReplyKind::Refused(ErrorKind::Refused), "{}", r.text);
    assert!(!w.game(id).is_over());
    // Strangers cannot abort.
    let r = w.say("mallory", Command::Abort { game: Some(id) }).await;
    assert_eq!(r.kind, ReplyKind::Refused(ErrorKind::NotAPlayer));
}

#[tokio::test]
async fn a_resignation_before_both_have_moved_is_an_abort_and_costs_no_rating() {
    let w = world();
    let id = w.start(time("5+3")).await;
    w.play("alice", "e4").await;
    let r = w.say("alice", Command::Resign { game: None }).await;
    assert_eq!(r.kind, ReplyKind::GameEnded);
    let game = w.game(id);
    assert_eq!(game.aborted, Some(AbortReason::ByPlayer(Color::White)));
    assert_eq!(game.outcome, None);
    assert_eq!(w.rating("alice"), None);
    assert_eq!(w.rating("bob"), None);
    // Its PGN has no result and says why.
    let r = w.say("alice", Command::Pgn { game: Some(id) }).await;
    let pgn = String::from_utf8(r.file.unwrap().bytes).unwrap();
    assert!(pgn.contains("[Result \"*\"]"), "{pgn}");
    assert!(pgn.contains("[Termination \"abandoned\"]"), "{pgn}");
    // A real resignation later changes ratings.
    let id = w.start(time("5+3")).await;
    w.play("alice", "e4").await;
    w.play("bob", "e5").await;
    w.say("alice", Command::Resign { game: None }).await;
    assert!(w.game(id).outcome.is_some());
    assert!(w.rating("bob").unwrap() > 1500.0);
}

#[tokio::test]
async fn leaving_with_forget_before_both_have_moved_aborts_the_game() {
    let w = world();
    let id = w.start(time("5+3")).await;
    w.play("alice", "e4").await;
    let r = w.say("bob", Command::Forget { user: None }).await;
    assert_eq!(r.kind, ReplyKind::Forgotten, "{}", r.text);
    let game = w.game(id);
    assert_eq!(game.aborted, Some(AbortReason::ByPlayer(Color::Black)));
    assert_eq!(game.outcome, None);
    assert_eq!(w.rating("alice"), None, "an abort gives no rating");
    // After both have moved, leaving is a loss by abandonment.
    let id = w.start(time("5+3")).await;
    w.play("alice", "e4").await;
    w.play("bob", "e5").await;
    w.say("bob", Command::Forget { user: None }).await;
    let game = w.game(id);
    assert_eq!(game.aborted, None);
    assert!(game.outcome.is_some());
}

#[tokio::test]
async fn clocks_start_only_when_both_have_moved_and_a_missed_first_move_aborts() {
    let w = world();
    let id = w.start(time("5+3")).await;
    // White has 60 s for the first move; the clock does not run meanwhile.
    w.clock.advance(50_000);
    let view = w
        .say(
            "bob",
            Command::Board {
                game: None,
                flip: false,
                text: false,
            },
        )
        .await
        .game
        .unwrap();
    assert_eq!(view.clocks.unwrap().white_ms, 300_000);
    assert_eq!(view.deadline_ms, Some(T0 + 60_000));
    w.play("alice", "e4").await;
    // Black too has 60 s, with no increment or deduction on either side.
    w.clock.advance(40_000);
    w.play("bob", "e5").await;
    let g = w.game(id);
    assert_eq!(g.clocks.unwrap().white_ms, 300_000);
    assert_eq!(g.clocks.unwrap().black_ms, 300_000);
    // Now white's clock runs.
    w.clock.advance(20_000);
    let view = w
        .say(
            "bob",
            Command::Board {
                game: None,
                flip: false,
                text: false,
            },
        )
        .await
        .game
        .unwrap();
    assert_eq!(view.clocks.unwrap().white_ms, 280_000, "live clocks");
    w.play("alice", "Nf3").await;
    assert_eq!(w.game(id).clocks.unwrap().white_ms, 283_000);
    w.say("bob", Command::Resign { game: None }).await;

    // Black misses the first move: the timer aborts the game (no loss).
    let mut notices = w.service.subscribe();
    let id = w.start(time("5+3")).await;
    w.play("alice", "e4").await;
    w.clock.advance(59_000);
    w.service.sweep().await;
    assert!(!w.game(id).is_over());
    w.clock.advance(1_000);
    w.service.sweep().await;
    assert_eq!(
        w.game(id).aborted,
        Some(AbortReason::NoFirstMove(Color::Black))
    );
    let notice = notices.try_recv().expect("an abort notice");
    assert_eq!(notice.reply.kind, ReplyKind::GameEnded);
    assert!(notice.reply.game.unwrap().aborted.is_some());
    // A late first move is not played.
    let r = w
        .say(
            "bob",
            Command::Move {
                text: "e5".into(),
                game: Some(id),
            },
        )
        .await;
    assert!(r.is_refusal());
}

#[tokio::test]
async fn games_get_the_default_time_and_rated_or_casual_defaults() {
    let w = world();
    // No time control asked for: the server's default, correspondence 3 days; rated.
    let id = w
        .start(NewGameArgs {
            color: Some(ColorChoice::White),
            ..NewGameArgs::default()
        })
        .await;
    let g = w.game(id);
    assert_eq!(
        g.options.time,
        TimeControl::Correspondence { days_per_move: 3 }
    );
    assert!(g.options.rated);
    assert_eq!(g.deadline_ms(Color::White), Some(T0 + 3 * DAY));
    w.say("alice", Command::Abort { game: None }).await;
    // `time:none` keeps no clock, and such a game is casual unless asked otherwise.
    let id = w.start(time("none")).await;
    let g = w.game(id);
    assert_eq!(g.options.time, TimeControl::Unlimited);
    assert!(!g.options.rated);
    assert_eq!(g.deadline_ms(Color::White), None);
    w.say("alice", Command::Abort { game: None }).await;
    // `rated:false` makes a casual game: a finished game changes W/D/L, not ratings.
    let id = w
        .start(NewGameArgs {
            rated: Some(false),
            ..time("5+3")
        })
        .await;
    let r = w
        .say(
            "bob",
            Command::Board {
                game: None,
                flip: false,
                text: false,
            },
        )
        .await;
    assert!(!r.game.unwrap().rated);
    assert!(r.text.contains("casual"), "{}", r.text);
    w.play("alice", "e4").await;
    w.play("bob", "e5").await;
    w.say("bob", Command::Resign { game: None }).await;
    assert!(w.game(id).outcome.is_some());
    let alice = w.player("alice").unwrap();
    let stats = alice.stats(Variant::Standard);
    assert_eq!(stats.all.wins, 1);
    assert_eq!(stats.rated.wins, 0);
    assert_eq!(stats.rating.rating, 1500.0);
    // Against the bot: casual, with the default time.
    let r = w
        .say(
            "carol",
            Command::Play {
                level: Level::new(1).unwrap(),
                args: NewGameArgs::default(),
            },
        )
        .await;
    let view = r.game.unwrap();
    assert!(!view.rated);
    assert_eq!(
        view.time_control,
        TimeControl::Correspondence { days_per_move: 3 }
    );
}

#[tokio::test]
async fn a_missed_correspondence_deadline_may_be_claimed_and_ends_after_the_grace() {
    let w = world();
    let id = w.start(time("1d")).await;
    w.play("alice", "e4").await;
    w.play("bob", "e5").await;
    // White's deadline passes: bob is told he may claim; meanwhile alice may still move.
    let mut notices = w.service.subscribe();
    w.clock.advance(DAY + 1);
    w.service.sweep().await;
    w.service.sweep().await;
    assert!(!w.game(id).is_over(), "no automatic end during the grace");
    let mut kinds = Vec::new();
    while let Ok(n) = notices.try_recv() {
        kinds.push((n.reply.kind, n.reply.mentions));
    }
    assert!(
        kinds.contains(&(ReplyKind::DeadlinePassed, vec![user("bob").id])),
        "{kinds:?}"
    );
    let r = w.say("alice", Command::ClaimTimeout { game: None }).await;
    assert!(r.is_refusal(), "{}", r.text);
    w.play("alice", "Nf3").await;
    // Black's deadline passes and nobody claims: the game ends by itself after the grace.
    w.clock.advance(DAY + 23 * HOUR);
    w.service.sweep().await;
    assert!(!w.game(id).is_over());
    w.clock.advance(HOUR + 1);
    w.service.sweep().await;
    let g = w.game(id);
    assert_eq!(g.outcome.and_then(|o| o.winner()), Some(Color::White));
    // Or the opponent claims within the grace.
    let id = w.start(time("1d")).await;
    w.play("alice", "e4").await;
    w.play("bob", "e5").await;
    w.clock.advance(DAY + 1);
    let r = w.say("bob", Command::ClaimTimeout { game: None }).await;
    assert_eq!(r.kind, ReplyKind::GameEnded, "{}", r.text);
    assert_eq!(
        w.game(id).outcome.and_then(|o| o.winner()),
        Some(Color::Black)
    );
    // A missed first move in correspondence aborts the game.
    let id = w.start(time("1d")).await;
    w.clock.advance(DAY);
    w.service.sweep().await;
    assert_eq!(
        w.game(id).aborted,
        Some(AbortReason::NoFirstMove(Color::White))
    );
}

#[tokio::test]
async fn a_takeback_restores_both_clocks_and_the_reminder() {
    let w = world();
    let id = w.start(time("5+0")).await;
    w.play("alice", "e4").await;
    w.play("bob", "e5").await;
    w.clock.advance(10_000);
    w.play("alice", "Nf3").await;
    w.clock.advance(20_000);
    w.play("bob", "Nc6").await;
    let g = w.game(id);
    assert_eq!(
        (g.clocks.unwrap().white_ms, g.clocks.unwrap().black_ms),
        (290_000, 280_000)
    );
    // alice takes back Nf3 (two plies, bob's reply too): both clocks as before Nf3.
    w.clock.advance(5_000);
    w.say("alice", Command::Takeback { game: None }).await;
    let r = w.say("bob", Command::Takeback { game: None }).await;
    assert_eq!(r.kind, ReplyKind::TakenBack { plies: 2 }, "{}", r.text);
    let g = w.game(id);
    assert_eq!(g.moves.len(), 2);
    assert_eq!(
        (g.clocks.unwrap().white_ms, g.clocks.unwrap().black_ms),
        (300_000, 300_000)
    );
    w.say("bob", Command::Resign { game: None }).await;

    // Correspondence: the reminder comes again after a takeback.
    let id = w.start(time("1d")).await;
    w.play("alice", "e4").await;
    w.play("bob", "e5").await;
    w.clock.advance(13 * HOUR);
    w.service.sweep().await;
    assert!(w.game(id).reminded);
    w.play("alice", "Nf3").await;
    w.say("alice", Command::Takeback { game: None }).await;
    w.say("bob", Command::Takeback { game: None }).await;
    let g = w.game(id);
    assert_eq!(g.moves.len(), 2);
    assert!(!g.reminded);
}

#[tokio::test]
async fn a_rematch_swaps_colours_and_is_accepted_like_a_challenge() {
    let w = world();
    let id = w
        .start(NewGameArgs {
            rated: Some(false),
            ..time("5+3")
        })
        .await;
    // Not while the game goes on.
    let r = w.say("bob", Command::Rematch { game: None }).await;
    assert!(r.is_refusal());
    w.play("alice", "e4").await;
    w.play("bob", "e5").await;
    w.say("alice", Command::Resign { game: None }).await;
    let r = w.say("bob", Command::Rematch { game: None }).await;
    assert_eq!(r.kind, ReplyKind::ChallengePosted, "{}", r.text);
    assert_eq!(r.mentions, vec![user("alice").id]);
    let r = w.say("alice", Command::Accept { challenge: None }).await;
    assert_eq!(r.kind, ReplyKind::GameStarted, "{}", r.text);
    let view = r.game.unwrap();
    assert_ne!(view.id, id);
    assert_eq!(view.white.seat.user(), Some(user("bob").id));
    assert_eq!(view.black.seat.user(), Some(user("alice").id));
    assert_eq!(
        view.time_control,
        TimeControl::Clock {
            initial_secs: 300,
            increment_secs: 3
        }
    );
    assert!(!view.rated);
    assert_eq!(view.variant, Variant::Standard);
    // Strangers cannot ask for one.
    let r = w.say("mallory", Command::Rematch { game: Some(id) }).await;
    assert_eq!(r.kind, ReplyKind::Refused(ErrorKind::NotAPlayer));

    // Against the bot the rematch starts at once, colours swapped.
    let r = w
        .say(
            "carol",
            Command::Play {
                level: Level::new(1).unwrap(),
                args: time("none"),
            },
        )
        .await;
    let first = r.game.unwrap();
    assert_eq!(first.white.seat.user(), Some(user("carol").id));
    w.say("carol", Command::Abort { game: None }).await;
    let r = w.say("carol", Command::Rematch { game: None }).await;
    assert_eq!(r.kind, ReplyKind::GameStarted, "{}", r.text);
    let second = r.game.unwrap();
    assert_eq!(second.black.seat.user(), Some(user("carol").id));
    assert!(second.white.seat.is_bot());
    assert_eq!(
        r.follow_up,
        Some(castalia_bot::game::FollowUp::BotMove(second.id))
    );
}

/// The open challenges alice and bob have made.
fn open_challenges(w: &World) -> usize {
    ["alice", "bob"]
        .iter()
        .map(|who| w.store.challenges_by(user(who).id).unwrap().len())
        .sum()
}

#[tokio::test]
async fn crossing_rematches_make_one_game_and_a_double_click_one_challenge() {
    let w = world();
    let id = w.start(time("5+3")).await;
    w.play("alice", "e4").await;
    w.play("bob", "e5").await;
    w.say("alice", Command::Resign { game: None }).await;
    // bob asks twice (a double click): one challenge, the same one both times.
    let first = w.say("bob", Command::Rematch { game: Some(id) }).await;
    assert_eq!(first.kind, ReplyKind::ChallengePosted, "{}", first.text);
    let again = w.say("bob", Command::Rematch { game: Some(id) }).await;
    assert_eq!(again.kind, ReplyKind::ChallengePosted, "{}", again.text);
    assert_eq!(again.challenge.map(|c| c.id), first.challenge.map(|c| c.id));
    assert_eq!(open_challenges(&w), 1);
    // alice asks too: the rematches cross, and her Rematch accepts bob's.
    let r = w.say("alice", Command::Rematch { game: Some(id) }).await;
    assert_eq!(r.kind, ReplyKind::GameStarted, "{}", r.text);
    let view = r.game.expect("the rematch");
    assert_ne!(view.id, id);
    assert_eq!(view.white.seat.user(), Some(user("bob").id));
    assert_eq!(view.black.seat.user(), Some(user("alice").id));
    assert_eq!(open_challenges(&w), 0);
    let games = |who: &str| {
        w.store
            .games_of(user(who).id)
            .unwrap()
            .into_iter()
            .filter(|g| !g.is_over())
            .count()
    };
    assert_eq!((games("alice"), games("bob")), (1, 1));
    // A challenge that is not this rematch is not taken for it: bob's challenge with other
    // terms stays a challenge, and alice's Rematch of the new game makes her own.
    w.say("alice", Command::Resign { game: None }).await;
    let other = w
        .say(
            "bob",
            Command::Challenge {
                opponent: Some(user("alice")),
                args: time("10+0"),
            },
        )
        .await;
    assert_eq!(other.kind, ReplyKind::ChallengePosted, "{}", other.text);
    let r = w
        .say(
            "alice",
            Command::Rematch {
                game: Some(view.id),
            },
        )
        .await;
    assert_eq!(r.kind, ReplyKind::ChallengePosted, "{}", r.text);
    assert_eq!(open_challenges(&w), 2);
}

#[tokio::test]
async fn downtime_is_given_back_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let (game, challenge_expiry) = {
        let w = console().open(dir.path()).build();
        w.service.heartbeat();
        let game = w.start(time("1+0")).await;
        w.play("alice", "e4").await;
        w.play("bob", "e5").await;
        w.clock.advance(20_000);
        w.service.heartbeat();
        let r = w
            .say(
                "carol",
                Command::Challenge {
                    opponent: None,
                    args: NewGameArgs::default(),
                },
            )
            .await;
        let id = r.challenge.unwrap().id;
        (game, w.store.challenge(id).unwrap().unwrap().expires_ms)
    };
    // Down for ten days: nobody loses on time because of it.
    let down = 10 * DAY;
    let w = console().open(dir.path()).at(T0 + 20_000 + down).build();
    w.service.resume().await;
    let g = w.game(game);
    assert!(!g.is_over(), "{:?}", g.outcome);
    let view = w
        .say(
            "bob",
            Command::Board {
                game: None,
                flip: false,
                text: false,
            },
        )
        .await
        .game
        .unwrap();
    // White had thought 20 s before the stop; the heartbeat interval (30 s) is the most
    // that can be charged for the downtime itself.
    let white = view.clocks.unwrap().white_ms;
    assert!((10_000..=40_000).contains(&white), "{white}");
    let c = w.store.all_challenges().unwrap();
    assert_eq!(c.len(), 1);
    assert!(c[0].expires_ms >= challenge_expiry + down - 30_000);
    // The clock runs on normally after the restart.
    w.clock.advance(61_000);
    w.service.sweep().await;
    assert!(w.game(game).is_over());
}

#[tokio::test]
async fn the_timer_reads_only_what_is_due() {
    let w = world();
    let early = w.start(time("1+0")).await;
    w.play("alice", "e4").await;
    w.play("bob", "e5").await;
    let _late = w.start(time("3d")).await;
    // The next due time is the 1+0 game's clock.
    let next = w.service.sweep().await;
    assert_eq!(next, Some(T0 + 60_000));
    assert!(w.store.due_items(T0 + 59_999, 100).unwrap().is_empty());
    w.clock.advance(60_000);
    let due = w.store.due_items(T0 + 60_000, 100).unwrap();
    assert_eq!(due.len(), 1);
    w.service.sweep().await;
    assert!(w.game(early).is_over());
    // A finished game leaves the index.
    assert!(w.store.due_items(T0 + 60_000, 100).unwrap().is_empty());
}

#[tokio::test]
async fn notices_are_stored_until_delivered_and_retried() {
    let w = world();
    w.service.enable_outbox();
    let id = w.start(time("1+0")).await;
    w.play("alice", "e4").await;
    w.play("bob", "e5").await;
    w.clock.advance(61_000);
    w.service.sweep().await;
    assert!(w.game(id).is_over());
    // Stored before anyone takes it.
    assert_eq!(w.store.outbox().unwrap().len(), 1);
    let taken = w.service.take_notices(Duration::from_millis(10)).await;
    assert_eq!(taken.len(), 1);
    assert_eq!(taken[0].notice.reply.kind, ReplyKind::GameEnded);
    assert_eq!(taken[0].notice.channel, ChannelId(7));
    // The board is drawn again when sent.
    assert!(taken[0].notice.reply.game.as_ref().unwrap().is_over());
    // Handed out once: not again until answered.
    assert!(w
        .service
        .take_notices(Duration::from_millis(10))
        .await
        .is_empty());
    // A failed delivery is retried after a while.
    w.service.ack(taken[0].key, Delivery::Failed);
    assert!(w
        .service
        .take_notices(Duration::from_millis(10))
        .await
        .is_empty());
    w.clock.advance(3_000);
    let again = w.service.take_notices(Duration::from_millis(10)).await;
    assert_eq!(again.len(), 1);
    assert_eq!(again[0].attempts, 1);
    // Delivered: gone, also for a new service on the same store.
    w.service.ack(again[0].key, Delivery::Sent);
    assert!(w.store.outbox().unwrap().is_empty());

    // A notice that keeps failing is given up after a number of attempts.
    let id = w.start(time("1+0")).await;
    w.play("alice", "e4").await;
    w.play("bob", "e5").await;
    w.clock.advance(61_000);
    w.service.sweep().await;
    assert!(w.game(id).is_over());
    for _ in 0..castalia_bot::game::notices::outbox::MAX_ATTEMPTS {
        w.clock.advance(3_600_000);
        let taken = w.service.take_notices(Duration::from_millis(10)).await;
        assert_eq!(taken.len(), 1);
        w.service.ack(taken[0].key, Delivery::Failed);
    }
    assert!(w.store.outbox().unwrap().is_empty());

    // A notice naming a user who asks to be forgotten is deleted with their data.
    w.start(time("1+0")).await;
    w.play("alice", "e4").await;
    w.play("bob", "e5").await;
    w.clock.advance(61_000);
    w.service.sweep().await;
    assert_eq!(w.store.outbox().unwrap().len(), 1);
    let r = w.say("bob", Command::Forget { user: None }).await;
    assert_eq!(r.kind, ReplyKind::Forgotten);
    assert!(w.store.outbox().unwrap().is_empty());
}
