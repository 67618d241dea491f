//! While every engine worker is busy, a player whose move asks the bot for an answer is told
//! their place in the bot's queue; the queued moves are all played once a worker is free.

use crate::common;

use castalia_bot::engine::Level;
use castalia_bot::game::model::ColorChoice;
use castalia_bot::game::{
    BotBrain, ChannelId, Command, Context, FollowUp, GuildId, NewGameArgs, Site,
};
use castalia_bot::rules::{GameRecord, Move};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};

/// A brain that thinks until the test lets it go: the first legal move, once released.
struct Gated {
    open: Mutex<bool>,
    released: Condvar,
    thinking: AtomicUsize,
}

impl Gated {
    /// A brain that thinks until released.
    fn closed() -> Arc<Gated> {
        Arc::new(Gated {
            open: Mutex::new(false),
            released: Condvar::new(),
            thinking: AtomicUsize::new(0),
        })
    }

    fn release(&self) {
        *self.open.lock().unwrap() = true;
        self.released.notify_all();
    }
}

impl BotBrain for Gated {
    fn choose(&self, record: &GameRecord, _level: Level, _seed: u64) -> Option<Move> {
        self.thinking.fetch_add(1, Ordering::SeqCst);
        let mut open = self.open.lock().unwrap();
        while !*open {
            open = self.released.wait(open).unwrap();
        }
        record.position().legal_moves().first().copied()
    }

    fn accepts_draw(&self, _record: &GameRecord, _level: Level) -> bool {
        false
    }
}

fn ctx(name: &str, channel: u64) -> Context {
    Context {
        channel: ChannelId(channel),
        guild: GuildId(100),
        site: Site::Server("server".into()),
        ..common::ctx(name)
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_are_told_their_place_in_a_busy_bots_queue() {
    let dir = tempfile::tempdir().unwrap();
    let brain = Gated::closed();
    let config = castalia_bot::game::ServiceConfig {
        engine_workers: 1,
        ..common::scripted_config()
    };
    let service = common::world()
        .open(dir.path())
        .brain(brain.clone())
        .config(config)
        .service();
    let mut waiting = Vec::new();
    for (i, name) in ["alice", "bob", "carol"].into_iter().enumerate() {
        let who = ctx(name, 10 + i as u64);
        let args = NewGameArgs {
            color: Some(ColorChoice::White),
            ..NewGameArgs::default()
        };
        let level = Level::new(2).unwrap();
        let started = service.handle(&who, Command::Play { level, args }).await;
        assert!(started.follow_up.is_none(), "{}", started.text);
        let command = Command::Move {
            text: "e4".into(),
            game: None,
        };
        let moved = service.handle(&who, command).await;
        let text = moved.text.to_string();
        match i {
            0 => assert!(!text.contains("queue"), "a free worker: {text}"),
            _ => assert!(
                text.contains(&format!("number {i} in its queue")),
                "{name}: {text}"
            ),
        }
        let Some(FollowUp::BotMove(id)) = moved.follow_up else {
            panic!("the bot's answer is asked for: {text}");
        };
        let bot = service.clone();
        waiting.push((id, tokio::spawn(async move { bot.bot_move(id).await })));
        // The first answer holds the only worker; each later one waits in the queue.
        let queued = i;
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while brain.thinking.load(Ordering::SeqCst) < 1 || service.bot_queue() < queued {
            assert!(
                std::time::Instant::now() < deadline,
                "the bot move did not start"
            );
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        }
    }
    brain.release();
    for (id, answer) in waiting {
        let answer = answer.await.unwrap();
        assert!(!answer.is_refusal(), "game #{id}: {}", answer.text);
        assert!(
            answer.text.to_string().contains("played"),
            "{}",
            answer.text
        );
    }
    assert_eq!(service.bot_queue(), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_explanation_waits_for_an_engine_worker_like_a_bot_move() {
    let dir = tempfile::tempdir().unwrap();
    let brain = Gated::closed();
    let config = castalia_bot::game::ServiceConfig {
        engine_workers: 1,
        explain_nodes: 2_000,
        ..common::scripted_config()
    };
    let service = common::world()
        .open(dir.path())
        .brain(brain.clone())
        .config(config)
        .service();
    let alice = ctx("alice", 10);
    let args = NewGameArgs {
        color: Some(ColorChoice::White),
        ..NewGameArgs::default()
    };
    let level = Level::new(2).unwrap();
    let started = service.handle(&alice, Command::Play { level, args }).await;
    assert!(!started.is_refusal(), "{}", started.text);
    let moved = service
        .handle(
            &alice,
            Command::Move {
                text: "e4".into(),
                game: None,
            },
        )
        .await;
    let Some(FollowUp::BotMove(id)) = moved.follow_up else {
        panic!("the bot's answer is asked for: {}", moved.text);
    };
    let bot = service.clone();
    let answer = tokio::spawn(async move { bot.bot_move(id).await });
    while brain.thinking.load(Ordering::SeqCst) < 1 {
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    // The bot holds the only worker: the explanation's search waits for it.
    let asker = service.clone();
    let explain = Command::Explain {
        game: Some(id),
        text: Some("e4".into()),
    };
    let mut explained = tokio::spawn(async move { asker.handle(&alice, explain).await });
    let early = tokio::time::timeout(std::time::Duration::from_millis(500), &mut explained).await;
    assert!(early.is_err(), "the search ran beside the bot's move");
    brain.release();
    let explained = explained.await.unwrap();
    assert!(!explained.is_refusal(), "{}", explained.text);
    assert!(
        explained.text.to_string().contains("e4"),
        "{}",
        explained.text
    );
    assert!(!answer.await.unwrap().is_refusal());
}
