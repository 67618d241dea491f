//! Costs with a bound, through the service: a player's open challenges are capped, a private
//! chat keeps only its newest held notices, and `/games` and `/leaderboard` answer from their
//! own server's records only. (The engine worker an explanation takes: `bot_queue`. The
//! store's indexes themselves: `store_lookups`. Their speed: `cargo bench --bench costs`.)

use crate::common;
use castalia_bot::game::store::{ChallengeRepo, NoticeRepo};

use castalia_bot::game::notices::outbox::MAX_HELD_PER_CHAT;
use castalia_bot::game::play::challenges::MAX_OPEN_CHALLENGES;
use castalia_bot::game::{
    ChannelId, Command, Context, Delivery, GuildId, NewGameArgs, Reply, ReplyKind, Site, SledStore,
    UserId,
};
use std::sync::Arc;
use std::time::Duration;

fn in_server(name: &str, server: u64, channel: u64) -> Context {
    Context {
        user: UserId(common::user(name).id.0),
        name: name.into(),
        channel: ChannelId(channel),
        guild: GuildId(server),
        is_admin: false,
        organiser: false,
        site: Site::Server(format!("server {server}")),
        locale: Default::default(),
    }
}

fn open_challenge() -> Command {
    Command::Challenge {
        opponent: None,
        args: NewGameArgs::default(),
    }
}

#[tokio::test]
async fn a_player_may_have_ten_open_challenges_and_the_eleventh_is_refused() {
    let store = Arc::new(SledStore::temporary().unwrap());
    let service = common::world()
        .store(store.clone())
        .config(common::scripted_config())
        .service();
    // Spread over servers and channels: the cap is the player's, everywhere.
    for i in 0..MAX_OPEN_CHALLENGES as u64 {
        let here = in_server("alice", 100 + i % 3, 1_000 + i);
        let r = service.handle(&here, open_challenge()).await;
        assert_eq!(r.kind, ReplyKind::ChallengePosted, "{}", r.text);
    }
    let here = in_server("alice", 100, 1_000);
    let refused: Reply = service.handle(&here, open_challenge()).await;
    assert!(refused.is_refusal(), "{}", refused.text);
    let text = refused.text.to_string();
    assert!(
        text.contains("10 open challenges") && text.contains("/cancel"),
        "{text}"
    );
    assert_eq!(store.all_challenges().unwrap().len(), MAX_OPEN_CHALLENGES);
    // Someone else is not held back by Alice's.
    let bob = in_server("bob", 100, 1_000);
    let r = service.handle(&bob, open_challenge()).await;
    assert_eq!(r.kind, ReplyKind::ChallengePosted, "{}", r.text);
    // One withdrawn: room for one more.
    let first = store.challenges_by(here.user).unwrap()[0].clone();
    let cancel = Command::Cancel {
        challenge: Some(first.id),
    };
    let r = service
        .handle(&in_server("alice", first.guild.0, first.channel.0), cancel)
        .await;
    assert!(!r.is_refusal(), "{}", r.text);
    let r = service.handle(&here, open_challenge()).await;
    assert_eq!(r.kind, ReplyKind::ChallengePosted, "{}", r.text);
}

#[tokio::test]
async fn a_private_chat_keeps_only_its_newest_held_notices() {
    let store = Arc::new(SledStore::temporary().unwrap());
    let service = common::world()
        .store(store.clone())
        .config(common::scripted_config())
        .service();
    service.enable_outbox();
    let chat = ChannelId(9_100);
    let total = MAX_HELD_PER_CHAT + 15;
    for i in 0..total {
        let reply = Reply::new(
            ReplyKind::Info,
            castalia_bot::game::Text::from(format!("news {i}")),
        );
        service.keep_for_later(chat, reply);
        // Nobody can be sent it by DM: held, as a front end answers.
        for out in service.take_notices(Duration::ZERO).await {
            service.ack(out.key, Delivery::Held);
        }
    }
    let held = service.held_notices(chat);
    assert_eq!(held.len(), MAX_HELD_PER_CHAT);
    let texts: Vec<String> = held
        .iter()
        .map(|n| n.notice.reply.text.to_string())
        .collect();
    let newest: Vec<String> = (total - MAX_HELD_PER_CHAT..total)
        .map(|i| format!("news {i}"))
        .collect();
    assert_eq!(texts, newest);
    assert_eq!(store.outbox().unwrap().len(), MAX_HELD_PER_CHAT);
    // Another chat's are its own.
    assert!(service.held_notices(ChannelId(9_200)).is_empty());
}
