//! The game service, command by command, with its refusals: whole games to mate, stalemate,
//! repetition, resignation, draws, takebacks, clocks; strangers; bad input; corrupt records;
//! a game against the real bot; concurrency.

use crate::common;
use castalia_bot::game::store::{ChallengeRepo, GameRepo};

use castalia_bot::engine::Level;
use castalia_bot::game::commands::options;
use castalia_bot::game::model::ColorChoice;
use castalia_bot::game::model::Seat;
use castalia_bot::game::play::bot::EngineBrain;
use castalia_bot::game::{
    ChallengeId, ChannelId, Command, NewGameArgs, Reply, ReplyKind, ServiceConfig, SledStore,
};
use castalia_bot::game::{ErrorKind, OfferKind, Span};
use castalia_bot::rules::Variant;
use castalia_bot::rules::{Color, DrawReason, Outcome, WinReason};
use common::{ctx, user};

/// The outcome a reply shows, if it shows a finished game.
fn outcome_of(r: &Reply) -> Option<Outcome> {
    r.game.as_ref().and_then(|g| g.outcome)
}

fn win(winner: Color, reason: WinReason) -> Outcome {
    Outcome::Win { winner, reason }
}
use std::sync::Arc;
use std::time::Duration;

fn white(args: NewGameArgs) -> NewGameArgs {
    NewGameArgs {
        color: Some(ColorChoice::White),
        ..args
    }
}

fn standard() -> NewGameArgs {
    white(NewGameArgs {
        variant: Some(Variant::Standard),
        ..NewGameArgs::default()
    })
}

#[tokio::test]
async fn a_whole_game_to_checkmate_updates_ratings_and_stats() {
    let w = common::world().build();
    let id = w.start(standard()).await;
    let seats = w.game(id);
    assert_eq!(
        (seats.white.name(), seats.black.name()),
        ("alice".into(), "bob".into())
    );
    for (who, m) in [("alice", "f3"), ("bob", "e5"), ("alice", "g4")] {
        let r = w.mv(who, m).await;
        assert!(!r.ephemeral, "{m}: {}", r.text);
        assert!(r.game.as_ref().unwrap().last_move.is_some());
    }
    let r = w.mv("bob", "Qh4").await;
    assert_eq!(
        outcome_of(&r),
        Some(win(Color::Black, WinReason::Checkmate)),
        "{}",
        r.text
    );
    let game = w.game(id);
    assert_eq!(
        game.moves
            .iter()
            .map(|m| m.uci().to_string())
            .collect::<Vec<_>>(),
        vec!["f2f3", "e7e5", "g2g4", "d8h4"]
    );
    assert!(game.is_over());
    // Ratings moved for a rated human game.
    let bob = w.player("bob").unwrap();
    let stats = bob.stats(castalia_bot::rules::Variant::Standard);
    assert_eq!(stats.all.wins, 1);
    assert!(stats.rating.rating > 1500.0);
    let stats_reply = w.say("alice", Command::Stats { user: None }).await;
    assert!(
        stats_reply
            .text
            .contains("0 wins, 0 draws, 1 loss (1 rated game)"),
        "{}",
        stats_reply.text
    );
    let board = w
        .say(
            "bob",
            Command::Leaderboard {
                variant: Some(Variant::Standard),
            },
        )
        .await;
    assert_eq!(board.kind, ReplyKind::Leaderboard);
    let players: Vec<String> = board
        .text
        .localize(castalia_bot::i18n::Lang::En)
        .spans
        .into_iter()
        .filter_map(|s| match s {
            castalia_bot::game::Span::Player { name, .. } => Some(name),
            _ => None,
        })
        .collect();
    assert_eq!(players, ["bob", "alice"], "{}", board.text);
    // Moving after the end is refused.
    let r = w.mv("alice", "e4").await;
    assert!(r.ephemeral);
}

#[tokio::test]
async fn strangers_and_wrong_turns_are_refused_and_change_nothing() {
    let w = common::world().build();
    w.say(
        "alice",
        Command::Challenge {
            opponent: Some(user("bob")),
            args: standard(),
        },
    )
    .await;
    let r = w.say("mallory", Command::Accept { challenge: None }).await;
    assert!(r.ephemeral, "{}", r.text);
    let r = w
        .say(
            "mallory",
            Command::Accept {
                challenge: Some(ChallengeId(1)),
            },
        )
        .await;
    assert_eq!(
        r.kind,
        ReplyKind::Refused(ErrorKind::NotYourChallenge),
        "{}",
        r.text
    );
    let r = w.say("alice", Command::Accept { challenge: None }).await;
    assert!(r.ephemeral, "{}", r.text);
    w.say("bob", Command::Accept { challenge: None }).await;
    let id = w.store.active_games_in(ChannelId(7)).unwrap()[0].id;
    let before = w.game(id).version;
    for cmd in [
        Command::Move {
            text: "e4".into(),
            game: Some(id),
        },
        Command::Resign { game: Some(id) },
        Command::Draw { game: Some(id) },
        Command::Takeback { game: Some(id) },
    ] {
        let r = w.say("mallory", cmd).await;
        assert_eq!(
            r.kind,
            ReplyKind::Refused(ErrorKind::NotAPlayer),
            "{}",
            r.text
        );
    }
    let r = w.mv("bob", "e5").await;
    assert_eq!(
        r.kind,
        ReplyKind::Refused(ErrorKind::NotYourTurn),
        "{}",
        r.text
    );
    let r = w.mv("mallory", "e4").await;
    assert_eq!(r.kind, ReplyKind::Refused(ErrorKind::NoGame), "{}", r.text);
    // Anyone may watch.
    let r = w
        .say(
            "mallory",
            Command::Board {
                game: None,
                flip: false,
                text: false,
            },
        )
        .await;
    assert!(!r.ephemeral && r.game.is_some(), "{}", r.text);
    assert_eq!(w.game(id).version, before);
    assert!(w.game(id).moves.is_empty());
}

#[tokio::test]
async fn bad_moves_get_friendly_errors_and_change_nothing() {
    let w = common::world().build();
    let id = w.start(white(NewGameArgs::default())).await;
    for (text, expect) in [
        ("e5", "not legal"),
        ("hello", "not a move"),
        ("", "no move given"),
        ("Cd5", "not legal"),
        ("e2e5", "not legal"),
        ("e7e5", "black's"),
        (&"x".repeat(300), "too long"),
    ] {
        let r = w.mv("alice", text).await;
        assert!(r.ephemeral, "{text}: {}", r.text);
        assert!(r.text.contains(expect), "{text}: {}", r.text);
    }
    let g = w.game(id);
    assert!(g.moves.is_empty());
    assert_eq!(g.version, 0);
}

#[tokio::test]
async fn stalemate_repetition_resignation_and_draw_agreement() {
    let w = common::world().build();
    // Stalemate in one from a FEN.
    let id = w
        .start(white(NewGameArgs {
            variant: Some(Variant::Standard),
            setup: Some(options::parse_setup("7k/8/8/6Q1/8/8/8/6K1 w - - 0 1").unwrap()),
            ..NewGameArgs::default()
        }))
        .await;
    let r = w.mv("alice", "Qg6").await;
    assert_eq!(
        outcome_of(&r),
        Some(Outcome::Draw(DrawReason::Stalemate)),
        "{}",
        r.text
    );
    assert!(w.game(id).is_over());

    let id = w.start(white(NewGameArgs::default())).await;
    for _ in 0..2 {
        for (who, m) in [
            ("alice", "Nf3"),
            ("bob", "Nf6"),
            ("alice", "Ng1"),
            ("bob", "Ng8"),
        ] {
            w.mv(who, m).await;
        }
    }
    assert!(w.game(id).outcome.is_some(), "threefold repetition");
    assert!(w
        .say(
            "alice",
            Command::Board {
                game: Some(id),
                flip: false,
                text: false,
            }
        )
        .await
        .text
        .contains("repetition"));

    let id = w.start(white(NewGameArgs::default())).await;
    // (Both sides move first: a resignation before that is an abort.)
    w.mv("alice", "e4").await;
    w.mv("bob", "e5").await;
    let r = w.say("bob", Command::Resign { game: None }).await;
    assert_eq!(
        outcome_of(&r),
        Some(win(Color::White, WinReason::Resignation)),
        "{}",
        r.text
    );
    assert!(w.game(id).is_over());

    let id = w.start(white(NewGameArgs::default())).await;
    let r = w.say("alice", Command::Draw { game: None }).await;
    assert_eq!(r.kind, ReplyKind::Offered(OfferKind::Draw), "{}", r.text);
    assert_eq!(r.mentions, vec![user("bob").id]);
    let r = w.say("alice", Command::Draw { game: None }).await;
    assert!(r.ephemeral, "offering twice: {}", r.text);
    let r = w.say("bob", Command::DeclineDraw { game: None }).await;
    assert!(r.text.contains("declines"), "{}", r.text);
    w.say("alice", Command::Draw { game: None }).await;
    let r = w.say("bob", Command::Draw { game: None }).await;
    assert_eq!(
        outcome_of(&r),
        Some(Outcome::Draw(DrawReason::Agreement)),
        "{}",
        r.text
    );
    assert!(w.game(id).is_over());
}

#[tokio::test]
async fn takebacks_need_consent_except_from_the_friendly_bot() {
    let w = common::world().build();
    let id = w.start(white(NewGameArgs::default())).await;
    w.mv("alice", "e4").await;
    let r = w.say("alice", Command::Takeback { game: None }).await;
    assert_eq!(
        r.kind,
        ReplyKind::Offered(OfferKind::Takeback),
        "{}",
        r.text
    );
    assert_eq!(w.game(id).moves.len(), 1);
    let r = w.say("bob", Command::Takeback { game: None }).await;
    assert!(matches!(r.kind, ReplyKind::TakenBack { .. }), "{}", r.text);
    assert!(w.game(id).moves.is_empty());
    let r = w.say("alice", Command::Takeback { game: None }).await;
    assert!(r.ephemeral, "nothing to take back: {}", r.text);

    // Against the bot at level 2: granted at once, back to the human's turn.
    let r = w
        .say(
            "carol",
            Command::Play {
                level: Level::new(2).unwrap(),
                args: white(NewGameArgs::default()),
            },
        )
        .await;
    // The start names the level's strength, and how it plays.
    let level_two = Level::new(2).unwrap().summary();
    assert!(level_two.starts_with("Level 2 (about "), "{level_two}");
    assert!(r.text.to_string().contains(&level_two), "{}", r.text);
    // In a Castalia game it says that the Elo is an orthodox measurement.
    assert!(
        r.text.to_string().contains("measured in orthodox chess"),
        "{}",
        r.text
    );
    let bot_game = r.game.unwrap().id;
    let r = w.mv("carol", "e4").await;
    assert_eq!(
        r.follow_up,
        Some(castalia_bot::game::FollowUp::BotMove(bot_game))
    );
    w.service.bot_move(bot_game).await;
    assert_eq!(w.game(bot_game).moves.len(), 2);
    let r = w.say("carol", Command::Takeback { game: None }).await;
    assert!(r.text.contains("taken back (2 plies)"), "{}", r.text);
    assert!(w.game(bot_game).moves.is_empty());

    // At level 6 the bot refuses.
    let r = w
        .say(
            "dave",
            Command::Play {
                level: Level::new(6).unwrap(),
                args: white(NewGameArgs::default()),
            },
        )
        .await;
    let strong = r.game.unwrap().id;
    w.mv("dave", "e4").await;
    let r = w.say("dave", Command::Takeback { game: None }).await;
    assert_eq!(r.kind, ReplyKind::Refused(ErrorKind::Refused), "{}", r.text);
    assert!(r.ephemeral && r.text.contains("levels 1-4"), "{}", r.text);
    assert_eq!(w.game(strong).moves.len(), 1);
}

#[tokio::test]
async fn clocks_run_out_and_correspondence_players_are_reminded() {
    let w = common::world().build();
    let mut notices = w.service.subscribe();
    let id = w
        .start(white(NewGameArgs {
            time: options::parse_time("1+0").ok(),
            ..NewGameArgs::default()
        }))
        .await;
    // The clocks start once both sides have moved (first moves have their own time).
    w.clock.advance(10_000);
    w.mv("alice", "e4").await;
    w.clock.advance(5_000);
    w.mv("bob", "e5").await;
    let g = w.game(id);
    assert_eq!(g.clocks.unwrap().white_ms, 60_000);
    w.clock.advance(10_000);
    w.mv("alice", "Nf3").await;
    assert_eq!(w.game(id).clocks.unwrap().white_ms, 50_000);
    w.clock.advance(30_000);
    let r = w.say("alice", Command::ClaimTimeout { game: None }).await;
    assert_eq!(r.kind, ReplyKind::Refused(ErrorKind::Refused), "{}", r.text);
    assert!(
        r.text
            .localize(castalia_bot::i18n::Lang::En)
            .spans
            .iter()
            .any(|s| matches!(s, Span::Time(_))),
        "{}",
        r.text
    );
    w.clock.advance(31_000);
    // A late move loses on time instead of being played.
    let r = w.mv("bob", "Nc6").await;
    assert_eq!(
        outcome_of(&r),
        Some(win(Color::White, WinReason::Timeout)),
        "{}",
        r.text
    );
    assert_eq!(w.game(id).moves.len(), 3);

    // The timer sweep settles a game nobody touches.
    let id = w
        .start(white(NewGameArgs {
            time: options::parse_time("1+0").ok(),
            ..NewGameArgs::default()
        }))
        .await;
    w.mv("alice", "e4").await;
    w.mv("bob", "e5").await;
    w.clock.advance(61_000);
    w.service.sweep().await;
    assert!(w.game(id).is_over());
    let notice = notices.try_recv().expect("a timeout notice");
    assert_eq!(
        outcome_of(&notice.reply),
        Some(win(Color::Black, WinReason::Timeout)),
        "{}",
        notice.reply.text
    );

    // Correspondence: a reminder 12 h before the deadline, then a loss after the grace.
    let id = w
        .start(white(NewGameArgs {
            time: options::parse_time("1d").ok(),
            ..NewGameArgs::default()
        }))
        .await;
    w.mv("alice", "e4").await;
    w.mv("bob", "e5").await;
    w.clock.advance(13 * 3_600_000);
    w.service.sweep().await;
    let reminder = notices.try_recv().expect("a reminder");
    assert_eq!(
        reminder.reply.kind,
        ReplyKind::Reminder,
        "{}",
        reminder.reply.text
    );
    assert!(!w.game(id).is_over());
    w.clock.advance(12 * 3_600_000);
    w.service.sweep().await;
    assert!(!w.game(id).is_over(), "the grace period has begun");
    w.clock.advance(24 * 3_600_000);
    w.service.sweep().await;
    assert!(w.game(id).is_over());
}

#[tokio::test]
async fn challenges_expire_and_can_be_declined_or_cancelled() {
    let w = common::world().build();
    w.say(
        "alice",
        Command::Challenge {
            opponent: Some(user("bob")),
            args: NewGameArgs::default(),
        },
    )
    .await;
    let r = w.say("bob", Command::Decline { challenge: None }).await;
    assert!(r.text.contains("declines"), "{}", r.text);
    assert!(
        w.say("bob", Command::Accept { challenge: None })
            .await
            .ephemeral
    );

    w.say(
        "alice",
        Command::Challenge {
            opponent: None,
            args: NewGameArgs::default(),
        },
    )
    .await;
    let r = w.say("bob", Command::Cancel { challenge: None }).await;
    assert!(r.ephemeral, "{}", r.text);
    let r = w.say("alice", Command::Cancel { challenge: None }).await;
    assert_eq!(r.kind, ReplyKind::ChallengeWithdrawn, "{}", r.text);

    w.say(
        "alice",
        Command::Challenge {
            opponent: None,
            args: NewGameArgs::default(),
        },
    )
    .await;
    w.clock.advance(3_600_001);
    let r = w.say("carol", Command::Accept { challenge: None }).await;
    assert!(r.ephemeral, "expired: {}", r.text);
    w.service.sweep().await;
    assert!(w.store.all_challenges().unwrap().is_empty());

    let r = w
        .say(
            "alice",
            Command::Challenge {
                opponent: Some(user("alice")),
                args: NewGameArgs::default(),
            },
        )
        .await;
    assert_eq!(
        r.kind,
        ReplyKind::Refused(ErrorKind::SelfChallenge),
        "{}",
        r.text
    );
    // Options are read by the front ends, and a bad one says what to type.
    let e = options::parse_time("forever").unwrap_err();
    assert_eq!(e.kind(), castalia_bot::game::ErrorKind::BadOption);
    assert!(e.text().contains("time control"), "{e}");
}

#[tokio::test]
async fn several_games_in_a_channel_need_a_game_id() {
    let w = common::world().build();
    let first = w.start(white(NewGameArgs::default())).await;
    let second = w.start(white(NewGameArgs::default())).await;
    let r = w.mv("alice", "e4").await;
    assert_eq!(
        r.kind,
        ReplyKind::Refused(ErrorKind::WhichGame),
        "{}",
        r.text
    );
    assert!(
        r.text
            .localize(castalia_bot::i18n::Lang::En)
            .spans
            .contains(&Span::Code(format!("game:{first}"))),
        "{}",
        r.text
    );
    let r = w
        .say(
            "alice",
            Command::Move {
                text: "e4".into(),
                game: Some(second),
            },
        )
        .await;
    assert!(!r.ephemeral, "{}", r.text);
    assert_eq!(w.game(second).moves.len(), 1);
    assert!(w.game(first).moves.is_empty());
    // In another channel, alice has no game.
    let r = w
        .service
        .handle(
            &common::ctx_in("alice", 8),
            Command::Move {
                text: "e4".into(),
                game: None,
            },
        )
        .await;
    assert_eq!(r.kind, ReplyKind::Refused(ErrorKind::NoGame), "{}", r.text);
}

#[tokio::test]
async fn pgn_moves_explain_and_help() {
    let w = common::world().build();
    let id = w.start(white(NewGameArgs::default())).await;
    for (who, m) in [("alice", "c3"), ("bob", "e5"), ("alice", "Cc2")] {
        assert!(!w.mv(who, m).await.ephemeral);
    }
    let r = w.say("bob", Command::Moves { game: None }).await;
    assert!(r.text.contains("1. c3 e5 2. Cc2"), "{}", r.text);
    let r = w.say("bob", Command::Pgn { game: None }).await;
    let pgn = String::from_utf8(r.file.unwrap().bytes).unwrap();
    assert!(
        pgn.contains("[Variant \"Castalia\"]") && pgn.contains("2. Cc2 *"),
        "{pgn}"
    );
    let parsed = castalia_bot::rules::pgn::read_pgn(&pgn).unwrap();
    assert_eq!(parsed.record.moves().len(), 3);
    let r = w
        .say(
            "bob",
            Command::Explain {
                game: None,
                text: None,
            },
        )
        .await;
    assert!(r.text.contains("Cc2"), "{}", r.text);
    let r = w
        .say(
            "bob",
            Command::Explain {
                game: Some(id),
                text: Some("Cd5".into()),
            },
        )
        .await;
    assert!(r.ephemeral, "{}", r.text);
    assert!(w
        .say("bob", Command::Help)
        .await
        .text
        .contains("/challenge"));
    assert!(w.say("bob", Command::Rules).await.text.contains("Kidnap"));
}

#[tokio::test]
async fn a_damaged_record_is_reported_not_fatal() {
    let dir = tempfile::tempdir().unwrap();
    let id = {
        let store = Arc::new(SledStore::open(dir.path()).unwrap());
        let service = common::world()
            .store(store)
            .config(ServiceConfig {
                images: false,
                ..ServiceConfig::default()
            })
            .service();
        let r = service
            .handle(
                &ctx("alice"),
                Command::Play {
                    level: Level::new(1).unwrap(),
                    args: white(NewGameArgs::default()),
                },
            )
            .await;
        r.game.unwrap().id
    };
    {
        let db = common::raw_sled(dir.path());
        db.open_tree("games")
            .unwrap()
            .insert(id.0.to_be_bytes(), &b"{not json"[..])
            .unwrap();
        db.flush().unwrap();
    }
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let service = common::world()
        .store(store)
        .config(ServiceConfig {
            images: false,
            ..ServiceConfig::default()
        })
        .service();
    let r = service
        .handle(
            &ctx("alice"),
            Command::Board {
                game: Some(id),
                flip: false,
                text: false,
            },
        )
        .await;
    assert_eq!(r.kind, ReplyKind::Refused(ErrorKind::Damaged), "{}", r.text);
    let r = service
        .handle(
            &ctx("alice"),
            Command::Move {
                text: "e4".into(),
                game: None,
            },
        )
        .await;
    assert!(r.ephemeral, "{}", r.text);
    // The rest of the service still works.
    let r = service
        .handle(
            &ctx("alice"),
            Command::Play {
                level: Level::new(1).unwrap(),
                args: NewGameArgs::default(),
            },
        )
        .await;
    assert!(!r.ephemeral, "{}", r.text);
}

#[tokio::test]
async fn a_game_against_the_real_bot_at_level_1() {
    let w = common::world().brain(Arc::new(EngineBrain::new(8))).build();
    let r = w
        .say(
            "alice",
            Command::Play {
                level: Level::new(1).unwrap(),
                args: white(NewGameArgs::default()),
            },
        )
        .await;
    let id = r.game.unwrap().id;
    assert!(matches!(w.game(id).black, Seat::Bot { level } if level.get() == 1));
    let r = w.mv("alice", "e4").await;
    assert_eq!(r.follow_up, Some(castalia_bot::game::FollowUp::BotMove(id)));
    let r = w.service.bot_move(id).await;
    assert!(
        r.text.contains("Castalia bot (level 1) played"),
        "{}",
        r.text
    );
    assert_eq!(r.mentions, vec![user("alice").id]);
    assert_eq!(w.game(id).moves.len(), 2);
    // The bot does not move twice.
    let again = w.service.bot_move(id).await;
    assert_eq!(w.game(id).moves.len(), 2, "{}", again.text);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_games_at_once_and_racing_moves() {
    let w = common::world().build();
    let mut ids = Vec::new();
    for i in 0..40 {
        let r = w
            .service
            .handle(
                &common::ctx_in(&format!("p{i}"), 1000 + i),
                Command::Play {
                    level: Level::new(1).unwrap(),
                    args: white(NewGameArgs::default()),
                },
            )
            .await;
        ids.push(r.game.unwrap().id);
    }
    let mut tasks = Vec::new();
    for i in 0..40u64 {
        let service = w.service.clone();
        tasks.push(tokio::spawn(async move {
            let c = common::ctx_in(&format!("p{i}"), 1000 + i);
            for m in ["e4", "d4", "Nf3"] {
                let r = service
                    .handle(
                        &c,
                        Command::Move {
                            text: m.into(),
                            game: None,
                        },
                    )
                    .await;
                assert!(!r.ephemeral, "{}", r.text);
                if let Some(castalia_bot::game::FollowUp::BotMove(id)) = r.follow_up {
                    service.bot_move(id).await;
                }
            }
        }));
    }
    for t in tasks {
        t.await.unwrap();
    }
    for id in ids {
        assert_eq!(w.game(id).moves.len(), 6);
    }
    // Two racing moves on one game: exactly one wins.
    let id = w.start(white(NewGameArgs::default())).await;
    let a = w.service.clone();
    let b = w.service.clone();
    let (ra, rb) = tokio::join!(
        async move {
            a.handle(
                &ctx("alice"),
                Command::Move {
                    text: "e4".into(),
                    game: Some(id),
                },
            )
            .await
        },
        async move {
            b.handle(
                &ctx("alice"),
                Command::Move {
                    text: "d4".into(),
                    game: Some(id),
                },
            )
            .await
        },
    );
    assert_eq!(
        [ra.ephemeral, rb.ephemeral].iter().filter(|e| !**e).count(),
        1,
        "{} / {}",
        ra.text,
        rb.text
    );
    assert_eq!(w.game(id).moves.len(), 1);
}

#[tokio::test]
async fn a_restarted_service_plays_the_bot_move_that_was_due() {
    let w = common::world().build();
    let r = w
        .say(
            "alice",
            Command::Play {
                level: Level::new(1).unwrap(),
                args: NewGameArgs {
                    color: Some(ColorChoice::Black),
                    ..NewGameArgs::default()
                },
            },
        )
        .await;
    let id = r.game.unwrap().id;
    assert_eq!(r.follow_up, Some(castalia_bot::game::FollowUp::BotMove(id)));
    // The process "dies" before the follow-up runs; a new service starts on the same store.
    drop(w.service);
    let service = common::world()
        .store(w.store.clone())
        .clock(w.clock.clone())
        .config(ServiceConfig {
            images: false,
            ..ServiceConfig::default()
        })
        .service();
    let mut notices = service.subscribe();
    assert_eq!(service.resume().await, vec![id]);
    let notice = tokio::time::timeout(Duration::from_secs(10), notices.recv())
        .await
        .unwrap()
        .unwrap();
    assert!(
        notice.reply.text.contains("played"),
        "{}",
        notice.reply.text
    );
    assert_eq!(w.store.game(id).unwrap().unwrap().moves.len(), 1);
}

#[tokio::test]
async fn ids_are_small_and_consecutive_across_restarts() {
    let dir = tempfile::tempdir().unwrap();
    let mut ids = Vec::new();
    for _restart in 0..3 {
        let store = Arc::new(SledStore::open(dir.path()).unwrap());
        let service = common::world().store(store.clone()).service();
        let r = service
            .handle(
                &ctx("alice"),
                Command::Challenge {
                    opponent: Some(user("bob")),
                    args: NewGameArgs::default(),
                },
            )
            .await;
        ids.push(r.challenge.expect("a challenge").id.0);
        let r = service
            .handle(&ctx("bob"), Command::Accept { challenge: None })
            .await;
        let game = r.game.expect("a game").id;
        ids.push(game.0);
        let r = service
            .handle(&ctx("bob"), Command::Resign { game: None })
            .await;
        assert_eq!(r.kind, ReplyKind::GameEnded, "{}", r.text);
        service.stop();
    }
    assert_eq!(ids, vec![1, 2, 3, 4, 5, 6]);
}

#[tokio::test]
async fn a_player_record_that_cannot_be_read_is_never_overwritten_by_a_default() {
    let dir = tempfile::tempdir().unwrap();
    let game = {
        let store = Arc::new(SledStore::open(dir.path()).unwrap());
        let service = common::world().store(store).service();
        service
            .handle(
                &ctx("alice"),
                Command::Challenge {
                    opponent: Some(user("bob")),
                    args: white(NewGameArgs::default()),
                },
            )
            .await;
        let r = service
            .handle(&ctx("bob"), Command::Accept { challenge: None })
            .await;
        let game = r.game.unwrap().id;
        // Both sides move (a resignation before that is an abort, which reads no record).
        for (who, m) in [("alice", "e4"), ("bob", "e5")] {
            let r = service
                .handle(
                    &ctx(who),
                    Command::Move {
                        text: m.into(),
                        game: Some(game),
                    },
                )
                .await;
            assert!(!r.is_refusal(), "{}", r.text);
        }
        game
    };
    // alice's player record is damaged on disk.
    {
        let db = common::raw_sled(dir.path());
        db.open_tree("players")
            .unwrap()
            .insert(user("alice").id.0.to_be_bytes(), &b"{damaged"[..])
            .unwrap();
        db.flush().unwrap();
    }
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let service = common::world().store(store.clone()).service();
    let r = service
        .handle(&ctx("bob"), Command::Resign { game: Some(game) })
        .await;
    assert!(
        r.is_refusal(),
        "finishing must not replace alice's record: {}",
        r.text
    );
    assert!(!store.game(game).unwrap().unwrap().is_over());
    drop(service);
    drop(store);
    let db = common::raw_sled(dir.path());
    let bytes = db
        .open_tree("players")
        .unwrap()
        .get(user("alice").id.0.to_be_bytes())
        .unwrap()
        .unwrap();
    assert_eq!(&bytes[..], b"{damaged");
}

#[tokio::test]
async fn colours_drawn_at_random_come_from_the_injected_source() {
    let draw = |seed: u64| async move {
        let service = common::world()
            .chance(Arc::new(castalia_bot::game::SeededChance::new(seed)))
            .service();
        let mut whites = Vec::new();
        for i in 0..6 {
            let r = service
                .handle(
                    &common::ctx_in("alice", 100 + i),
                    Command::Play {
                        level: Level::new(1).unwrap(),
                        args: NewGameArgs::default(),
                    },
                )
                .await;
            whites.push(r.game.unwrap().white.seat.is_bot());
            service
                .handle(
                    &common::ctx_in("alice", 100 + i),
                    Command::Resign { game: None },
                )
                .await;
        }
        whites
    };
    let a = draw(7).await;
    assert_eq!(a, draw(7).await, "the same seed draws the same colours");
    assert!(a.contains(&true) && a.contains(&false), "{a:?}");
}

/// Store commits per move in a 20-move game between two people, with the front end noting its
/// turn message after every move as a live board does (the measure of issue 35):
/// `cargo test --release --test integration commits_per_move -- --nocapture`.
/// A move saves the game once; noting the board's messages never saves the game again.
#[tokio::test]
async fn commits_per_move_in_a_twenty_move_game() {
    use castalia_bot::game::store::sled::check as store_check;
    use castalia_bot::game::MessageRef;
    let w = common::world().build();
    let id = w.start(standard()).await;
    let commits = || store_check::changes(&w.store).unwrap_or(0);
    let (commits_before, version_before) = (commits(), w.game(id).version);
    let moves = [
        "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d3", "d6", "O-O", "O-O", "Re1", "a6",
        "a4", "Ba7", "h3", "h6", "Nbd2", "Re8",
    ];
    for (round, mv) in (0u64..).zip(moves) {
        let who = if round % 2 == 0 { "alice" } else { "bob" };
        let r = w.mv(who, mv).await;
        assert_eq!(r.kind, ReplyKind::Moved, "{mv}: {}", r.text);
        let turn = MessageRef {
            channel: ChannelId(7),
            message: 9000 + round,
        };
        w.service
            .update_shown(id, |s| s.turn = Some(turn))
            .await
            .unwrap();
    }
    let commits = commits() - commits_before;
    let saves = w.game(id).version - version_before;
    println!(
        "20 moves between two people, a turn message noted after each: {commits} store commits ({:.1} per move), {saves} saves of the game record ({:.1} per move)",
        commits as f64 / 20.0,
        saves as f64 / 20.0
    );
    assert_eq!(
        w.service.shown(id).unwrap().turn.map(|t| t.message),
        Some(9019)
    );
    assert_eq!(
        saves, 20,
        "a move saves the game once; noting its messages does not"
    );
    assert_eq!(
        commits, 40,
        "a move, and a note of its turn message beside the game"
    );
}
