//! A game's thread in the service: once a front end sets it, commands typed there mean the
//! game without a number (as do commands in the channel it started in), notices go there, the
//! indexes stay sound (checked by `store::sled::check`) before and after the end, and the result card
//! carries the PGN and the GIF.

use crate::common;

use castalia_bot::game::model::ColorChoice;
use castalia_bot::game::store::sled::check as store_check;
use castalia_bot::game::{
    ChannelId, Command, Context, GameId, GameService, GuildId, NewGameArgs, ReplyKind, Site,
    SledStore, UserRef,
};
use castalia_bot::rules::Variant;
use std::sync::Arc;

fn ctx(name: &str, channel: u64) -> Context {
    Context {
        channel: ChannelId(channel),
        guild: GuildId(100),
        site: Site::Server("server".into()),
        ..common::ctx(name)
    }
}

#[tokio::test]
async fn commands_in_a_games_thread_mean_that_game_and_the_indexes_stay_sound() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let service = common::world().store(store.clone()).service();
    let (alice, bob) = (ctx("alice", 10), ctx("bob", 10));
    let args = NewGameArgs {
        variant: Some(Variant::Standard),
        color: Some(ColorChoice::White),
        ..NewGameArgs::default()
    };
    let opponent = Some(UserRef {
        id: bob.user,
        name: "bob".into(),
    });
    let posted = service
        .handle(&alice, Command::Challenge { opponent, args })
        .await;
    assert_eq!(posted.kind, ReplyKind::ChallengePosted, "{}", posted.text);
    let started = service
        .handle(&bob, Command::Accept { challenge: None })
        .await;
    assert_eq!(started.kind, ReplyKind::GameStarted, "{}", started.text);
    let id: GameId = started.game.as_ref().unwrap().id;

    service.set_thread(id, ChannelId(11)).await.unwrap();
    service.set_thread(id, ChannelId(11)).await.unwrap();
    // In the thread, no game number needed; the view knows its home.
    let in_thread = |name: &str| ctx(name, 11);
    let moved = service
        .handle(
            &in_thread("alice"),
            Command::Move {
                text: "e4".into(),
                game: None,
            },
        )
        .await;
    assert_eq!(moved.kind, ReplyKind::Moved, "{}", moved.text);
    let view = moved.game.as_ref().unwrap();
    assert_eq!(view.thread, Some(ChannelId(11)));
    assert_eq!(view.channel, ChannelId(10));
    assert_eq!(view.home(), ChannelId(11));
    // The shared board faces the side to move (Black).
    assert_eq!(view.orientation, castalia_bot::rules::Color::Black);
    // In the channel it started in, too.
    let moved = service
        .handle(
            &bob,
            Command::Move {
                text: "e5".into(),
                game: None,
            },
        )
        .await;
    assert_eq!(moved.kind, ReplyKind::Moved, "{}", moved.text);
    // Elsewhere, nothing.
    let elsewhere = service
        .handle(
            &ctx("alice", 12),
            Command::Move {
                text: "Nf3".into(),
                game: None,
            },
        )
        .await;
    assert!(elsewhere.is_refusal(), "{}", elsewhere.text);
    assert!(service.plays_in(&alice, id) && !service.plays_in(&ctx("carol", 11), id));
    assert_eq!(
        service.my_game_in_progress(&in_thread("bob"), None),
        Some(id)
    );
    assert!(service.result_card(id).is_err(), "no card before the end");

    let report = store_check::check(&store, dir.path());
    assert!(report.is_sound(), "{}", report.summary());

    let ended = service
        .handle(&in_thread("bob"), Command::Resign { game: None })
        .await;
    assert_eq!(ended.kind, ReplyKind::GameEnded, "{}", ended.text);
    assert!(service
        .my_game_in_progress(&in_thread("bob"), None)
        .is_none());
    let report = store_check::check(&store, dir.path());
    assert!(report.is_sound(), "{}", report.summary());

    let card = service.result_card(id).unwrap();
    assert_eq!(card.mentions.len(), 2);
    assert!(card.text.to_string().contains("1-0"), "{}", card.text);
    let pgn = String::from_utf8(card.file.unwrap().bytes).unwrap();
    assert!(pgn.contains("1. e4 e5"), "{pgn}");
    // The GIF comes with board images (the e2e test `discord_home` checks it in the card).
    match card.animation {
        Some(gif) => assert!(gif.bytes.starts_with(b"GIF89a")),
        None => assert!(!service.config().images, "images are on but no GIF"),
    }
}

#[tokio::test]
async fn the_messages_a_front_end_keeps_for_a_game_are_stored_with_it() {
    use castalia_bot::game::{MessageRef, Shown};
    let dir = tempfile::tempdir().unwrap();
    let open = || {
        let store = Arc::new(SledStore::open(dir.path()).unwrap());
        let service = common::world().store(store.clone()).service();
        (store, service)
    };
    let (store, service) = open();
    let (alice, bob) = (ctx("alice", 10), ctx("bob", 10));
    let opponent = Some(UserRef {
        id: bob.user,
        name: "bob".into(),
    });
    let args = NewGameArgs {
        variant: Some(Variant::Standard),
        color: Some(ColorChoice::White),
        ..NewGameArgs::default()
    };
    service
        .handle(&alice, Command::Challenge { opponent, args })
        .await;
    let started = service
        .handle(&bob, Command::Accept { challenge: None })
        .await;
    let id: GameId = started.game.as_ref().unwrap().id;
    assert_eq!(service.shown(id).unwrap(), Shown::default());

    let board = MessageRef {
        channel: ChannelId(10),
        message: 5000,
    };
    let turn = MessageRef {
        channel: ChannelId(10),
        message: 5001,
    };
    let before = service.update_shown(id, |s| s.board = Some(board)).await;
    assert_eq!(before.unwrap(), Shown::default());
    let before = service.update_shown(id, |s| s.turn = Some(turn)).await;
    assert_eq!(before.unwrap().board, Some(board), "returns what was kept");
    // A move does not lose them.
    let moved = service
        .handle(
            &alice,
            Command::Move {
                text: "e4".into(),
                game: None,
            },
        )
        .await;
    assert_eq!(moved.kind, ReplyKind::Moved, "{}", moved.text);
    assert_eq!(service.shown(id).unwrap().turn, Some(turn));
    let report = store_check::check(&store, dir.path());
    assert!(report.is_sound(), "{}", report.summary());
    service.stop();
    drop(service);
    drop(store);

    // Nor does a restart.
    let (_store, service) = open();
    let shown = service.shown(id).unwrap();
    assert_eq!((shown.board, shown.turn), (Some(board), Some(turn)));
    // Unknown games are refused, not invented.
    assert!(service.shown(GameId(999)).is_err());
}

#[tokio::test]
async fn a_finished_games_thread_is_closed_on_time_even_after_a_restart() {
    use castalia_bot::game::ManualClock;
    use std::time::Duration;
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(1_800_000_000_000));
    let open = || {
        let store = Arc::new(SledStore::open(dir.path()).unwrap());
        let service = Arc::new(
            common::world()
                .store(store.clone())
                .clock(clock.clone())
                .service(),
        );
        service.enable_outbox();
        (store, service)
    };
    let (store, service) = open();
    let (alice, bob) = (ctx("alice", 10), ctx("bob", 10));
    let opponent = Some(UserRef {
        id: bob.user,
        name: "bob".into(),
    });
    let args = NewGameArgs {
        variant: Some(Variant::Standard),
        color: Some(ColorChoice::White),
        ..NewGameArgs::default()
    };
    service
        .handle(&alice, Command::Challenge { opponent, args })
        .await;
    let started = service
        .handle(&bob, Command::Accept { challenge: None })
        .await;
    let id: GameId = started.game.as_ref().unwrap().id;
    service.set_thread(id, ChannelId(11)).await.unwrap();
    let mv = |text: &str| Command::Move {
        text: text.into(),
        game: None,
    };
    service.handle(&alice, mv("e4")).await;
    service.handle(&bob, mv("e5")).await;
    let ended = service.handle(&bob, Command::Resign { game: None }).await;
    assert_eq!(ended.kind, ReplyKind::GameEnded, "{}", ended.text);

    // The card is noted once; the thread closes an hour later.
    let hour = Duration::from_secs(3600);
    assert!(service.result_card_posted(id, hour).await.unwrap());
    assert!(!service.result_card_posted(id, hour).await.unwrap());
    let shown = service.shown(id).unwrap();
    assert_eq!(shown.close_at_ms, Some(1_800_000_000_000 + 3_600_000));
    let report = store_check::check(&store, dir.path());
    assert!(report.is_sound(), "{}", report.summary());
    let closing = |service: &Arc<GameService>| {
        let service = service.clone();
        async move {
            let notices = service.take_notices(Duration::from_millis(50)).await;
            notices
                .into_iter()
                .filter(|n| n.notice.reply.kind == ReplyKind::HomeClosed)
                .collect::<Vec<_>>()
        }
    };
    clock.advance(3_599_000);
    service.sweep().await;
    assert!(closing(&service).await.is_empty(), "not yet");

    // The bot stops before the time comes, and starts again after it.
    service.stop();
    drop(service);
    drop(store);
    clock.advance(60_000);
    let (store, service) = open();
    service.sweep().await;
    let notices = closing(&service).await;
    assert_eq!(notices.len(), 1, "the thread is closed once");
    assert_eq!(notices[0].notice.channel, ChannelId(11), "in the thread");
    assert_eq!(service.shown(id).unwrap().close_at_ms, None);
    service.ack(notices[0].key, castalia_bot::game::Delivery::Sent);
    // Nothing more is due for the game.
    service.sweep().await;
    assert!(closing(&service).await.is_empty());
    let report = store_check::check(&store, dir.path());
    assert!(report.is_sound(), "{}", report.summary());
}

/// A move and a front end's note of its messages, at the same moment on two threads: both
/// are applied (each command holds the game's lock from its read to its write, so neither
/// meets "the game changed").
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_and_a_note_of_the_messages_at_once_both_apply() {
    use castalia_bot::game::MessageRef;
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(SledStore::open(dir.path()).unwrap());
    let service = common::world().store(store).service();
    let (alice, bob) = (ctx("alice", 10), ctx("bob", 10));
    let opponent = Some(UserRef {
        id: bob.user,
        name: "bob".into(),
    });
    let args = NewGameArgs {
        variant: Some(Variant::Standard),
        color: Some(ColorChoice::White),
        ..NewGameArgs::default()
    };
    service
        .handle(&alice, Command::Challenge { opponent, args })
        .await;
    let started = service
        .handle(&bob, Command::Accept { challenge: None })
        .await;
    let id: GameId = started.game.as_ref().unwrap().id;
    let moves = [
        "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d3", "d6", "O-O", "O-O", "Re1", "a6",
        "a4", "Ba7", "h3", "h6", "Nbd2", "Re8",
    ];
    for (round, mv) in (0u64..).zip(moves) {
        let player = if round % 2 == 0 {
            alice.clone()
        } else {
            bob.clone()
        };
        let mover = service.clone();
        let moved = tokio::spawn(async move {
            let command = Command::Move {
                text: mv.into(),
                game: Some(id),
            };
            mover.handle(&player, command).await
        });
        let noter = service.clone();
        let noted = tokio::spawn(async move {
            let turn = MessageRef {
                channel: ChannelId(10),
                message: 9000 + round,
            };
            noter.update_shown(id, |s| s.turn = Some(turn)).await
        });
        let moved = moved.await.unwrap();
        assert_eq!(
            moved.kind,
            ReplyKind::Moved,
            "round {round}: {}",
            moved.text
        );
        assert!(noted.await.unwrap().is_ok(), "round {round}");
    }
    assert_eq!(
        service.shown(id).unwrap().turn.map(|t| t.message),
        Some(9019)
    );
}
