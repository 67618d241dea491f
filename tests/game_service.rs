//! The game service, command by command, with its refusals: whole games to mate, stalemate,
//! repetition, resignation, draws, takebacks, clocks; strangers; bad input; corrupt records;
//! a game against the real bot; concurrency.

use castalia_bot::game::bot::EngineBrain;
use castalia_bot::game::model::Seat;
use castalia_bot::game::{
    BotBrain, ChallengeId, ChannelId, Command, Context, GameId, GameService, GuildId, ManualClock,
    NewGameArgs, Reply, ServiceConfig, SledStore, Store, UserId, UserRef,
};
use castalia_bot::rules::{GameRecord, Move};
use std::sync::Arc;
use std::time::Duration;

/// A fast, deterministic stand-in for the engine: the first legal move; accepts no draw.
struct FirstMove;
impl BotBrain for FirstMove {
    fn choose(&self, record: &GameRecord, _level: u8, _seed: u64) -> Option<Move> {
        record.position().legal_moves().first().copied()
    }
    fn accepts_draw(&self, _: &GameRecord, _: u8) -> bool {
        false
    }
}

struct World {
    service: Arc<GameService>,
    store: Arc<SledStore>,
    clock: Arc<ManualClock>,
}

const T0: i64 = 1_800_000_000_000;

fn world_with(brain: Arc<dyn BotBrain>) -> World {
    let store = Arc::new(SledStore::temporary().unwrap());
    let clock = Arc::new(ManualClock::new(T0));
    let service = GameService::new(store.clone(), brain, clock.clone(), test_config());
    World {
        service,
        store,
        clock,
    }
}

/// No images (faster) and limits high enough for scripted games.
fn test_config() -> ServiceConfig {
    ServiceConfig {
        images: false,
        limits: castalia_bot::game::limits::LimitSettings {
            user_per_minute: 10_000,
            user_burst: 1_000,
            channel_per_minute: 10_000,
            channel_burst: 1_000,
            ..Default::default()
        },
        ..ServiceConfig::default()
    }
}

fn world() -> World {
    world_with(Arc::new(FirstMove))
}

fn ctx(name: &str) -> Context {
    ctx_in(name, 7)
}

fn ctx_in(name: &str, channel: u64) -> Context {
    Context {
        user: user(name).id,
        name: name.into(),
        channel: ChannelId(channel),
        guild: GuildId(99),
        is_admin: false,
    }
}

fn user(name: &str) -> UserRef {
    UserRef {
        id: UserId(name.bytes().fold(17u64, |h, b| h * 31 + u64::from(b))),
        name: name.into(),
    }
}

impl World {
    async fn say(&self, who: &str, cmd: Command) -> Reply {
        self.service.handle(&ctx(who), cmd).await
    }

    async fn mv(&self, who: &str, text: &str) -> Reply {
        self.say(
            who,
            Command::Move {
                text: text.into(),
                game: None,
            },
        )
        .await
    }

    /// alice challenges bob with the given options; bob accepts. Returns (game id, white name).
    async fn start(&self, args: NewGameArgs) -> (GameId, &'static str, &'static str) {
        let r = self
            .say(
                "alice",
                Command::Challenge {
                    opponent: Some(user("bob")),
                    args,
                },
            )
            .await;
        assert!(!r.ephemeral, "{}", r.text);
        assert!(r.challenge.is_some());
        let r = self.say("bob", Command::Accept { challenge: None }).await;
        assert!(!r.ephemeral, "{}", r.text);
        let view = r.game.expect("game view");
        if view.white == "alice" {
            (view.id, "alice", "bob")
        } else {
            (view.id, "bob", "alice")
        }
    }

    fn game(&self, id: GameId) -> castalia_bot::game::Game {
        self.store.game(id).unwrap().unwrap()
    }
}

fn white(args: NewGameArgs) -> NewGameArgs {
    NewGameArgs {
        color: Some("white".into()),
        ..args
    }
}

fn standard() -> NewGameArgs {
    white(NewGameArgs {
        variant: Some("standard".into()),
        ..NewGameArgs::default()
    })
}

#[tokio::test]
async fn a_whole_game_to_checkmate_updates_ratings_and_stats() {
    let w = world();
    let (id, wh, bl) = w.start(standard()).await;
    assert_eq!((wh, bl), ("alice", "bob"));
    for (who, m) in [("alice", "f3"), ("bob", "e5"), ("alice", "g4")] {
        let r = w.mv(who, m).await;
        assert!(!r.ephemeral, "{m}: {}", r.text);
        assert!(r.game.as_ref().unwrap().last_move_san.is_some());
    }
    let r = w.mv("bob", "Qh4").await;
    assert!(r.text.contains("Black wins by checkmate"), "{}", r.text);
    let game = w.game(id);
    assert_eq!(game.moves, vec!["f2f3", "e7e5", "g2g4", "d8h4"]);
    assert!(game.is_over());
    // Ratings moved for a rated human game.
    let bob = w.store.player(user("bob").id).unwrap().unwrap();
    let stats = bob.stats(castalia_bot::rules::Variant::Standard);
    assert_eq!(stats.all.wins, 1);
    assert!(stats.rating.rating > 1500.0);
    let stats_reply = w.say("alice", Command::Stats { user: None }).await;
    assert!(
        stats_reply.text.contains("0 wins, 0 draws, 1 losses"),
        "{}",
        stats_reply.text
    );
    let board = w
        .say(
            "bob",
            Command::Leaderboard {
                variant: Some("standard".into()),
            },
        )
        .await;
    assert!(
        board.text.find("bob").unwrap() < board.text.find("alice").unwrap(),
        "{}",
        board.text
    );
    // Moving after the end is refused.
    let r = w.mv("alice", "e4").await;
    assert!(r.ephemeral);
}

#[tokio::test]
async fn strangers_and_wrong_turns_are_refused_and_change_nothing() {
    let w = world();
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
    assert!(
        r.ephemeral && r.text.contains("not addressed to you"),
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
        assert!(
            r.ephemeral && r.text.contains("Only the players"),
            "{}",
            r.text
        );
    }
    let r = w.mv("bob", "e5").await;
    assert!(
        r.ephemeral && r.text.contains("not your turn"),
        "{}",
        r.text
    );
    let r = w.mv("mallory", "e4").await;
    assert!(r.ephemeral && r.text.contains("no game"), "{}", r.text);
    // Anyone may watch.
    let r = w
        .say(
            "mallory",
            Command::Board {
                game: None,
                flip: false,
            },
        )
        .await;
    assert!(!r.ephemeral && r.game.is_some(), "{}", r.text);
    assert_eq!(w.game(id).version, before);
    assert!(w.game(id).moves.is_empty());
}

#[tokio::test]
async fn bad_moves_get_friendly_errors_and_change_nothing() {
    let w = world();
    let (id, _, _) = w.start(white(NewGameArgs::default())).await;
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
    let w = world();
    // Stalemate in one from a FEN.
    let (id, _, _) = w
        .start(white(NewGameArgs {
            variant: Some("standard".into()),
            setup: Some("7k/8/8/6Q1/8/8/8/6K1 w - - 0 1".into()),
            ..NewGameArgs::default()
        }))
        .await;
    let r = w.mv("alice", "Qg6").await;
    assert!(r.text.contains("Draw by stalemate"), "{}", r.text);
    assert!(w.game(id).is_over());

    let (id, _, _) = w.start(white(NewGameArgs::default())).await;
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
                flip: false
            }
        )
        .await
        .text
        .contains("repetition"));

    let (id, _, _) = w.start(white(NewGameArgs::default())).await;
    let r = w.say("bob", Command::Resign { game: None }).await;
    assert!(r.text.contains("White wins by resignation"), "{}", r.text);
    assert!(w.game(id).is_over());

    let (id, _, _) = w.start(white(NewGameArgs::default())).await;
    let r = w.say("alice", Command::Draw { game: None }).await;
    assert!(r.text.contains("offers a draw"), "{}", r.text);
    assert_eq!(r.mentions, vec![user("bob").id]);
    let r = w.say("alice", Command::Draw { game: None }).await;
    assert!(r.ephemeral, "offering twice: {}", r.text);
    let r = w.say("bob", Command::DeclineDraw { game: None }).await;
    assert!(r.text.contains("declines"), "{}", r.text);
    w.say("alice", Command::Draw { game: None }).await;
    let r = w.say("bob", Command::Draw { game: None }).await;
    assert!(r.text.contains("Draw by agreement"), "{}", r.text);
    assert!(w.game(id).is_over());
}

#[tokio::test]
async fn takebacks_need_consent_except_from_the_friendly_bot() {
    let w = world();
    let (id, _, _) = w.start(white(NewGameArgs::default())).await;
    w.mv("alice", "e4").await;
    let r = w.say("alice", Command::Takeback { game: None }).await;
    assert!(r.text.contains("asks to take back"), "{}", r.text);
    assert_eq!(w.game(id).moves.len(), 1);
    let r = w.say("bob", Command::Takeback { game: None }).await;
    assert!(r.text.contains("taken back"), "{}", r.text);
    assert!(w.game(id).moves.is_empty());
    let r = w.say("alice", Command::Takeback { game: None }).await;
    assert!(r.ephemeral, "nothing to take back: {}", r.text);

    // Against the bot at level 2: granted at once, back to the human's turn.
    let r = w
        .say(
            "carol",
            Command::Play {
                level: 2,
                args: white(NewGameArgs::default()),
            },
        )
        .await;
    let bot_game = r.game.unwrap().id;
    let r = w.mv("carol", "e4").await;
    assert_eq!(
        r.follow_up,
        Some(castalia_bot::game::FollowUp::BotMove(bot_game))
    );
    w.service.bot_move(bot_game).await;
    assert_eq!(w.game(bot_game).moves.len(), 2);
    let r = w.say("carol", Command::Takeback { game: None }).await;
    assert!(r.text.contains("taken back (2 ply)"), "{}", r.text);
    assert!(w.game(bot_game).moves.is_empty());

    // At level 6 the bot refuses.
    let r = w
        .say(
            "dave",
            Command::Play {
                level: 6,
                args: white(NewGameArgs::default()),
            },
        )
        .await;
    let strong = r.game.unwrap().id;
    w.mv("dave", "e4").await;
    let r = w.say("dave", Command::Takeback { game: None }).await;
    assert!(r.ephemeral && r.text.contains("levels 1-4"), "{}", r.text);
    assert_eq!(w.game(strong).moves.len(), 1);
}

#[tokio::test]
async fn clocks_run_out_and_correspondence_players_are_reminded() {
    let w = world();
    let mut notices = w.service.subscribe();
    let (id, _, _) = w
        .start(white(NewGameArgs {
            time: Some("1+0".into()),
            ..NewGameArgs::default()
        }))
        .await;
    w.clock.advance(10_000);
    w.mv("alice", "e4").await;
    let g = w.game(id);
    assert_eq!(g.clocks.unwrap().white_ms, 50_000);
    w.clock.advance(30_000);
    let r = w.say("alice", Command::ClaimTimeout { game: None }).await;
    assert!(
        r.ephemeral && r.text.contains("still has time"),
        "{}",
        r.text
    );
    w.clock.advance(31_000);
    // A late move loses on time instead of being played.
    let r = w.mv("bob", "e5").await;
    assert!(r.text.contains("White wins by timeout"), "{}", r.text);
    assert_eq!(w.game(id).moves.len(), 1);

    // The timer sweep settles a game nobody touches.
    let (id, _, _) = w
        .start(white(NewGameArgs {
            time: Some("1+0".into()),
            ..NewGameArgs::default()
        }))
        .await;
    w.clock.advance(61_000);
    w.service.sweep().await;
    assert!(w.game(id).is_over());
    let notice = notices.try_recv().expect("a timeout notice");
    assert!(
        notice.reply.text.contains("Black wins by timeout"),
        "{}",
        notice.reply.text
    );

    // Correspondence: a reminder 12 h before the deadline, then a loss.
    let (id, _, _) = w
        .start(white(NewGameArgs {
            time: Some("1d".into()),
            ..NewGameArgs::default()
        }))
        .await;
    w.clock.advance(13 * 3_600_000);
    w.service.sweep().await;
    let reminder = notices.try_recv().expect("a reminder");
    assert!(
        reminder.reply.text.contains("Reminder"),
        "{}",
        reminder.reply.text
    );
    assert!(!w.game(id).is_over());
    w.clock.advance(12 * 3_600_000);
    w.service.sweep().await;
    assert!(w.game(id).is_over());
}

#[tokio::test]
async fn challenges_expire_and_can_be_declined_or_cancelled() {
    let w = world();
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
    assert!(r.text.contains("withdraws"), "{}", r.text);

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
    assert!(r.ephemeral && r.text.contains("yourself"), "{}", r.text);
    let r = w
        .say(
            "alice",
            Command::Challenge {
                opponent: None,
                args: NewGameArgs {
                    time: Some("forever".into()),
                    ..NewGameArgs::default()
                },
            },
        )
        .await;
    assert!(r.ephemeral && r.text.contains("time control"), "{}", r.text);
}

#[tokio::test]
async fn several_games_in_a_channel_need_a_game_id() {
    let w = world();
    let (first, _, _) = w.start(white(NewGameArgs::default())).await;
    let (second, _, _) = w.start(white(NewGameArgs::default())).await;
    let r = w.mv("alice", "e4").await;
    assert!(
        r.ephemeral && r.text.contains(&format!("game:{first}")),
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
            &ctx_in("alice", 8),
            Command::Move {
                text: "e4".into(),
                game: None,
            },
        )
        .await;
    assert!(r.ephemeral && r.text.contains("no game"), "{}", r.text);
}

#[tokio::test]
async fn pgn_moves_explain_and_help() {
    let w = world();
    let (id, _, _) = w.start(white(NewGameArgs::default())).await;
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
        let service = GameService::new(
            store,
            Arc::new(FirstMove),
            Arc::new(ManualClock::new(T0)),
            ServiceConfig {
                images: false,
                ..ServiceConfig::default()
            },
        );
        let r = service
            .handle(
                &ctx("alice"),
                Command::Play {
                    level: 1,
                    args: white(NewGameArgs::default()),
                },
            )
            .await;
        r.game.unwrap().id
    };
    {
        let db = sled::open(dir.path()).unwrap();
        db.open_tree("games")
            .unwrap()
            .insert(id.0.to_be_bytes(), &b"{not json"[..])
            .unwrap();
        db.flush().unwrap();
    }
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let service = GameService::new(
        store,
        Arc::new(FirstMove),
        Arc::new(ManualClock::new(T0)),
        ServiceConfig {
            images: false,
            ..ServiceConfig::default()
        },
    );
    let r = service
        .handle(
            &ctx("alice"),
            Command::Board {
                game: Some(id),
                flip: false,
            },
        )
        .await;
    assert!(r.ephemeral && r.text.contains("damaged"), "{}", r.text);
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
                level: 1,
                args: NewGameArgs::default(),
            },
        )
        .await;
    assert!(!r.ephemeral, "{}", r.text);
}

#[tokio::test]
async fn a_game_against_the_real_bot_at_level_1() {
    let w = world_with(Arc::new(EngineBrain::new(8)));
    let r = w
        .say(
            "alice",
            Command::Play {
                level: 1,
                args: white(NewGameArgs::default()),
            },
        )
        .await;
    let id = r.game.unwrap().id;
    assert!(matches!(w.game(id).black, Seat::Bot { level: 1 }));
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
    let w = world();
    let mut ids = Vec::new();
    for i in 0..40 {
        let r = w
            .service
            .handle(
                &ctx_in(&format!("p{i}"), 1000 + i),
                Command::Play {
                    level: 1,
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
            let c = ctx_in(&format!("p{i}"), 1000 + i);
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
    let (id, _, _) = w.start(white(NewGameArgs::default())).await;
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
    let w = world();
    let r = w
        .say(
            "alice",
            Command::Play {
                level: 1,
                args: NewGameArgs {
                    color: Some("black".into()),
                    ..NewGameArgs::default()
                },
            },
        )
        .await;
    let id = r.game.unwrap().id;
    assert_eq!(r.follow_up, Some(castalia_bot::game::FollowUp::BotMove(id)));
    // The process "dies" before the follow-up runs; a new service starts on the same store.
    drop(w.service);
    let service = GameService::new(
        w.store.clone(),
        Arc::new(FirstMove),
        w.clock.clone(),
        ServiceConfig {
            images: false,
            ..ServiceConfig::default()
        },
    );
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
