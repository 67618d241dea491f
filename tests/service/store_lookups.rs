//! The store's bounded lookups, on sled and PostgreSQL: what `/games`, the cap on open
//! challenges, `/leaderboard`, the outbox and a private chat's held notices read, each by its
//! own index, with the same answers as reading everything would give, and kept true by every
//! commit (new, changed, deleted, forgotten records).

use crate::service::store_contract::{postgres, sled, Open};

use castalia_bot::game::model::{
    Challenge, ColorChoice, GameOptions, Player, Rating, Score, TimeControl, VariantStats,
};
use castalia_bot::game::notices::outbox::StoredNotice;
use castalia_bot::game::store::{Batch, ChallengeWrites, NoticeWrites, PlayerWrites};
use castalia_bot::game::{ChallengeId, ChannelId, GuildId, ReplyKind, Store, Text, UserId};
use castalia_bot::rules::Variant;

macro_rules! contract {
    ($($name:ident),* $(,)?) => {$(
        mod $name {
            #[test]
            fn sled() {
                super::$name(super::sled());
            }
            #[test]
            fn postgres() {
                if let Some(open) = super::postgres(concat!("lookups_", stringify!($name))) {
                    super::$name(open);
                }
            }
        }
    )*};
}

contract!(
    challenges_are_found_by_server_and_challenger,
    the_leaderboard_ranks_rated_members_only,
    only_due_notices_are_handed_out_and_held_ones_are_found_by_chat,
);

const ALICE: UserId = UserId(11);
const BOB: UserId = UserId(12);
const CAROL: UserId = UserId(13);
const DAVE: UserId = UserId(14);
const ONE: GuildId = GuildId(7);
const TWO: GuildId = GuildId(8);

fn challenge(id: u64, guild: GuildId, channel: u64, challenger: UserId) -> Challenge {
    Challenge {
        id: ChallengeId(id),
        guild,
        channel: ChannelId(channel),
        challenger,
        challenger_name: "someone".into(),
        challenged: None,
        challenged_name: None,
        options: GameOptions {
            variant: Variant::Castalia,
            start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
            color: ColorChoice::White,
            time: TimeControl::Unlimited,
            rated: true,
        },
        created_ms: 1_000,
        expires_ms: 100_000 + id as i64,
        site: Default::default(),
        version: 0,
    }
}

fn ids(cs: Vec<Challenge>) -> Vec<u64> {
    cs.iter().map(|c| c.id.0).collect()
}

fn challenges_are_found_by_server_and_challenger(open: Open) {
    let store = open();
    let made = [
        challenge(1, ONE, 100, ALICE),
        challenge(2, ONE, 101, BOB),
        challenge(3, TWO, 200, ALICE),
        challenge(4, GuildId(0), 300, ALICE),
    ];
    for c in &made {
        store
            .commit({
                let mut batch = Batch {
                    claim_id: Some(c.id.0),
                    ..Batch::default()
                };
                batch.challenges.write(c.clone());
                batch
            })
            .unwrap();
    }
    assert_eq!(ids(store.challenges_in_guild(ONE).unwrap()), vec![1, 2]);
    assert_eq!(ids(store.challenges_in_guild(TWO).unwrap()), vec![3]);
    assert_eq!(ids(store.challenges_in_guild(GuildId(0)).unwrap()), vec![4]);
    assert_eq!(ids(store.challenges_by(ALICE).unwrap()), vec![1, 3, 4]);
    assert_eq!(ids(store.challenges_by(BOB).unwrap()), vec![2]);
    assert_eq!(ids(store.challenges_in(ChannelId(101)).unwrap()), vec![2]);
    // Changed (its expiry moved on), deleted: every list follows.
    let mut moved = store.challenge(ChallengeId(1)).unwrap().unwrap();
    moved.expires_ms += 5_000;
    let mut batch = Batch {
        challenges: ChallengeWrites {
            delete: vec![ChallengeId(3)],
            ..ChallengeWrites::default()
        },
        ..Batch::default()
    };
    batch.challenges.write(moved);
    store.commit(batch).unwrap();
    assert_eq!(ids(store.challenges_by(ALICE).unwrap()), vec![1, 4]);
    assert!(store.challenges_in_guild(TWO).unwrap().is_empty());
    assert_eq!(
        store.challenges_in_guild(ONE).unwrap()[0].expires_ms,
        made[0].expires_ms + 5_000
    );
    // A second handle (another process on PostgreSQL) sees the same.
    let other = open();
    assert_eq!(ids(other.challenges_by(ALICE).unwrap()), vec![1, 4]);
    assert_eq!(ids(other.challenges_in_guild(ONE).unwrap()), vec![1, 2]);
}

fn rated(id: UserId, name: &str, rating: f64, games: u32) -> Player {
    let mut p = Player {
        id: Some(id),
        name: name.into(),
        ..Player::default()
    };
    p.stats.insert(
        Variant::Castalia.name().into(),
        VariantStats {
            rating: Rating {
                rating,
                ..Rating::default()
            },
            rated: Score {
                wins: games,
                draws: 0,
                losses: 0,
            },
            all: Score {
                wins: games,
                draws: 0,
                losses: 0,
            },
        },
    );
    p
}

/// A batch writing `players` over what is stored (each at the version read now).
fn writing(store: &dyn Store, players: Vec<(UserId, Player)>) -> Batch {
    let mut batch = Batch::default();
    for (id, mut p) in players {
        p.version = store.player(id).unwrap().map_or(0, |old| old.version);
        batch.players.write(id, p);
    }
    batch
}

fn names(rows: Vec<(UserId, Player)>) -> Vec<String> {
    rows.into_iter().map(|(_, p)| p.name).collect()
}

fn the_leaderboard_ranks_rated_members_only(open: Open) {
    let store = open();
    // Carol has played no rated game; Dave is rated but in the other server; Bob and Alice tie.
    let players = vec![
        (ALICE, rated(ALICE, "alice", 1600.0, 3)),
        (BOB, rated(BOB, "bob", 1600.0, 1)),
        (CAROL, rated(CAROL, "carol", 2000.0, 0)),
        (DAVE, rated(DAVE, "dave", 1700.0, 2)),
    ];
    let mut batch = writing(&*store, players);
    batch.players.members = vec![(ONE, ALICE), (ONE, BOB), (ONE, CAROL), (TWO, DAVE)];
    store.commit(batch).unwrap();
    let top = |s: &dyn Store, g, limit| names(s.leaderboard(g, Variant::Castalia, limit).unwrap());
    assert_eq!(top(&*store, ONE, 15), vec!["alice", "bob"]);
    assert_eq!(top(&*store, ONE, 1), vec!["alice"]);
    assert_eq!(top(&*store, TWO, 15), vec!["dave"]);
    assert!(store
        .leaderboard(ONE, Variant::Standard, 15)
        .unwrap()
        .is_empty());
    // A game ends: Bob goes up; Carol's first rated game; Dave joins the first server.
    let players = vec![
        (BOB, rated(BOB, "bob", 1650.0, 2)),
        (CAROL, rated(CAROL, "carol", 1500.0, 1)),
    ];
    let mut batch = writing(&*store, players);
    batch.players.members = vec![(ONE, DAVE)];
    store.commit(batch).unwrap();
    assert_eq!(top(&*store, ONE, 15), vec!["dave", "bob", "alice", "carol"]);
    // Forgotten, and a member leaving: gone from the board.
    store
        .commit(Batch {
            players: PlayerWrites {
                forget: vec![DAVE],
                remove_members: vec![(ONE, ALICE)],
                ..PlayerWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    assert_eq!(top(&*store, ONE, 15), vec!["bob", "carol"]);
    assert_eq!(top(&*open(), ONE, 15), vec!["bob", "carol"]);
    // Many stronger players elsewhere: the small server's page is still its own, and the
    // large server's is its 15 highest (equal ratings by user id).
    let crowd: Vec<(UserId, Player)> = (0..400u64)
        .map(|i| {
            let id = UserId(1_000 + i);
            (id, rated(id, &format!("p{i}"), 2000.0 + (i / 2) as f64, 1))
        })
        .collect();
    let members = crowd.iter().map(|(id, _)| (TWO, *id)).collect();
    let mut batch = writing(&*store, crowd);
    batch.players.members = members;
    store.commit(batch).unwrap();
    assert_eq!(top(&*store, ONE, 15), vec!["bob", "carol"]);
    let expected: Vec<String> = [
        399u64, 398, 397, 396, 395, 394, 393, 392, 391, 390, 389, 388, 387, 386, 385,
    ]
    .iter()
    .map(|i| format!("p{}", if i % 2 == 0 { i + 1 } else { i - 1 }))
    .collect();
    assert_eq!(top(&*store, TWO, 15), expected);
}

fn notice(channel: u64, at: i64, held: bool) -> StoredNotice {
    StoredNotice {
        channel: ChannelId(channel),
        kind: ReplyKind::Info,
        text: Text::from(format!("{channel}@{at}")),
        mentions: vec![],
        game: None,
        puzzle: None,
        tournament: None,
        created_ms: at,
        attempts: 0,
        next_try_ms: if held { i64::MAX } else { at },
        dm: None,
        private: true,
        held,
        lang: Default::default(),
    }
}

fn only_due_notices_are_handed_out_and_held_ones_are_found_by_chat(open: Open) {
    let store = open();
    let mut notices = vec![notice(1, 10, false), notice(2, 5_000, false)];
    notices.extend((0..30).map(|i| notice(3, i, true)));
    notices.push(notice(4, 7, true));
    store
        .commit(Batch {
            notices: NoticeWrites {
                add: notices,
                ..NoticeWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    let text = |n: &StoredNotice| n.text.to_string();
    // Only what is due, however many are held.
    let taken = store.take_outbox(100, 60_000, 64).unwrap();
    assert_eq!(
        taken.iter().map(|(_, n)| text(n)).collect::<Vec<_>>(),
        ["1@10"]
    );
    // Leased to the taker until the lease ends.
    assert!(store.take_outbox(200, 60_000, 64).unwrap().is_empty());
    let later = store.take_outbox(61_000, 60_000, 64).unwrap();
    let texts: Vec<String> = later.iter().map(|(_, n)| text(n)).collect();
    assert_eq!(texts, ["1@10", "2@5000"]);
    let held = store.held_notices(ChannelId(3)).unwrap();
    assert_eq!(held.len(), 30);
    assert_eq!(text(&held[0].1), "3@0");
    assert!(held.windows(2).all(|w| w[0].0 < w[1].0));
    assert_eq!(store.held_notices(ChannelId(4)).unwrap().len(), 1);
    assert!(store.held_notices(ChannelId(1)).unwrap().is_empty());
    // Shown (deleted) and a retry that became held: both lists follow.
    let mut now_held = later[0].1.clone();
    now_held.held = true;
    now_held.next_try_ms = i64::MAX;
    store
        .commit(Batch {
            notices: NoticeWrites {
                update: vec![(later[0].0, now_held)],
                delete: held.iter().take(29).map(|(k, _)| *k).collect(),
                ..NoticeWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    assert_eq!(store.held_notices(ChannelId(3)).unwrap().len(), 1);
    assert_eq!(store.held_notices(ChannelId(1)).unwrap().len(), 1);
    let due = store.take_outbox(i64::MAX - 1, 0, 64).unwrap();
    assert_eq!(
        due.iter().map(|(_, n)| text(n)).collect::<Vec<_>>(),
        ["2@5000"]
    );
}
