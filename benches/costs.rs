//! Costs that must not grow with what piles up elsewhere (issue 59, section 3), each measured at
//! a small and a large size in the same run, with the old way of reading as the reference:
//!
//! - `outbox`: the timer's take of due notices and one private chat's held notices, with 0 and
//!   10,000 notices held in 1,000 other chats (sled; reference: decoding the whole outbox,
//!   what every take did before).
//! - `leaderboard`: `/leaderboard` in a server of 50 and of 5,000 rated members (sled, and
//!   PostgreSQL when `CASTALIA_TEST_PG_URL` is set; reference: one record read per member).
//! - `challenges`: a server's challenges (`/games`) and one player's (the cap on open
//!   challenges) with 10 and with 10,000 challenges in 1,000 servers (reference: reading all).
//! - `suggestions`: `/move` autocompletion with a typed prefix in a middlegame position
//!   (reference: labelling every legal move, what each keystroke did before).
//!
//! Run: `cargo bench --bench costs` (or `-- NAME` for one). Each figure is the median of
//! repeated calls.

#[path = "common/mod.rs"]
mod common;

use castalia_bot::game::model::{
    Challenge, ChallengeId, ColorChoice, GameOptions, Player, Rating, ReplyKind, Score,
    TimeControl, VariantStats,
};
use castalia_bot::game::notices::outbox::StoredNotice;
use castalia_bot::game::replies::choices::{choices_of, suggestions};
use castalia_bot::game::store::{Batch, ChallengeRepo, NoticeRepo, NoticeWrites, PlayerWrites};
use castalia_bot::game::{
    ChannelId, Command, Context, GuildId, PgStore, Site, SledStore, Store, StoreError, Text, UserId,
};
use castalia_bot::rules::{Position, Variant};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The median time of `runs` calls of `f`.
fn median(runs: usize, mut f: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .collect();
    times.sort();
    times[times.len() / 2]
}

fn show(label: &str, small: Duration, large: Duration, reference: Duration) {
    println!(
        "{label:<48} small {:>10.1?}  large {:>10.1?}  large/small {:>5.2}x  reference (large) {:>10.1?}  reference/large {:>7.1}x",
        small,
        large,
        large.as_secs_f64() / small.as_secs_f64().max(1e-9),
        reference,
        reference.as_secs_f64() / large.as_secs_f64().max(1e-9),
    );
}

fn notice(channel: u64, at: i64, held: bool) -> StoredNotice {
    StoredNotice {
        channel: ChannelId(channel),
        kind: ReplyKind::Info,
        text: Text::from(format!("Your opponent moved in game #{channel} ({at}).")),
        mentions: vec![UserId(channel)],
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

fn outbox_with(held: usize) -> SledStore {
    let store = SledStore::temporary().unwrap();
    for chunk in (0..held).collect::<Vec<_>>().chunks(500) {
        let notices = chunk
            .iter()
            .map(|&i| notice(1_000 + (i % 1_000) as u64, i as i64, true))
            .collect();
        store
            .commit(Batch {
                notices: NoticeWrites {
                    add: notices,
                    ..NoticeWrites::default()
                },
                ..Batch::default()
            })
            .unwrap();
    }
    // Ten due now, and one held in the chat the command is typed in.
    let mut notices: Vec<StoredNotice> = (0..10).map(|i| notice(5, i, false)).collect();
    notices.push(notice(7, 0, true));
    store
        .commit(Batch {
            notices: NoticeWrites {
                add: notices,
                ..NoticeWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    store
}

fn outbox() {
    let small = outbox_with(0);
    let large = outbox_with(10_000);
    // Lease 0: every call finds the same ten.
    fn take(s: &SledStore) -> impl FnMut() + '_ {
        move || assert_eq!(s.take_outbox(1_000_000, 0, 64).unwrap().len(), 10)
    }
    fn held(s: &SledStore) -> impl FnMut() + '_ {
        move || assert_eq!(s.held_notices(ChannelId(7)).unwrap().len(), 1)
    }
    take(&large)();
    held(&large)();
    let reference = median(11, || {
        let due = large
            .outbox()
            .unwrap()
            .into_iter()
            .filter(|(_, n)| !n.held)
            .count();
        assert_eq!(due, 10);
    });
    show(
        "outbox: take the due notices (10,000 held)",
        median(101, take(&small)),
        median(101, take(&large)),
        reference,
    );
    show(
        "outbox: one chat's held notices (10,000 held)",
        median(101, held(&small)),
        median(101, held(&large)),
        reference,
    );
}

fn rated(id: u64, rating: f64) -> Player {
    let mut p = Player {
        id: Some(UserId(id)),
        name: format!("player {id}"),
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
                wins: 3,
                draws: 1,
                losses: 2,
            },
            all: Score {
                wins: 3,
                draws: 1,
                losses: 2,
            },
        },
    );
    p
}

fn members(store: &dyn Store, guild: GuildId, first: u64, count: u64) {
    let ids: Vec<u64> = (first..first + count).collect();
    for chunk in ids.chunks(500) {
        let mut batch = Batch {
            players: PlayerWrites {
                members: chunk.iter().map(|&id| (guild, UserId(id))).collect(),
                ..PlayerWrites::default()
            },
            ..Batch::default()
        };
        for &id in chunk {
            batch
                .players
                .write(UserId(id), rated(id, 1000.0 + (id * 7919 % 1500) as f64));
        }
        store.commit(batch).unwrap();
    }
}

/// The old `/leaderboard`: every member's record read, then sorted.
fn leaderboard_by_members(store: &dyn Store, guild: GuildId) -> usize {
    let members = store.members(guild).unwrap();
    castalia_bot::game::store::rank_people(store, members, Variant::Castalia, 15)
        .unwrap()
        .len()
}

fn ctx(guild: GuildId, user: u64) -> Context {
    Context {
        user: UserId(user),
        name: "reader".into(),
        channel: ChannelId(guild.0 * 10),
        guild,
        is_admin: false,
        organiser: false,
        site: Site::Server("server".into()),
        locale: Default::default(),
    }
}

fn leaderboard_on(name: &str, store: Arc<dyn Store>, analyze: impl FnOnce()) {
    let (small, large) = (GuildId(1), GuildId(2));
    members(&*store, small, 1, 50);
    members(&*store, large, 1_000, 5_000);
    // PostgreSQL's planner needs its statistics (kept by autovacuum in a running database).
    analyze();
    let service = common::bench_service(store.clone());
    let rt = tokio::runtime::Runtime::new().unwrap();
    let ask = |guild: GuildId| {
        let service = service.clone();
        let rt = &rt;
        move || {
            let reply = rt.block_on(service.handle(
                &ctx(guild, 1),
                Command::Leaderboard {
                    variant: Some(Variant::Castalia),
                },
            ));
            assert_eq!(reply.kind, ReplyKind::Leaderboard, "{}", reply.text);
        }
    };
    ask(large)();
    let reference = median(11, || {
        assert_eq!(leaderboard_by_members(&*store, large), 15)
    });
    show(
        &format!("leaderboard ({name}): 50 vs 5,000 members"),
        median(51, ask(small)),
        median(51, ask(large)),
        reference,
    );
}

fn leaderboard() {
    leaderboard_on("sled", Arc::new(SledStore::temporary().unwrap()), || {});
    if let Some((store, url)) = postgres("costs_leaderboard") {
        leaderboard_on("PostgreSQL", store, || psql(&url, "ANALYZE"));
    }
}

fn psql(url: &str, sql: &str) {
    let status = std::process::Command::new("psql")
        .args([url, "-qc", sql])
        .status();
    assert!(status.is_ok_and(|s| s.success()), "psql: {sql}");
}

/// A fresh database on the server of `CASTALIA_TEST_PG_URL`, if set, and its URL.
fn postgres(name: &str) -> Option<(Arc<dyn Store>, String)> {
    let admin = std::env::var("CASTALIA_TEST_PG_URL").ok()?;
    let db = format!("{name}_{}", std::process::id());
    psql(&admin, &format!("DROP DATABASE IF EXISTS {db}"));
    psql(&admin, &format!("CREATE DATABASE {db}"));
    let url = match admin.rsplit_once('/') {
        Some((base, _)) => format!("{base}/{db}"),
        None => return None,
    };
    let store: Result<PgStore, StoreError> = PgStore::connect(&url, 4);
    Some((Arc::new(store.unwrap()), url))
}

fn challenge(id: u64, guild: u64, challenger: u64) -> Challenge {
    Challenge {
        id: ChallengeId(id),
        guild: GuildId(guild),
        channel: ChannelId(guild * 10),
        challenger: UserId(challenger),
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
        created_ms: 0,
        expires_ms: i64::MAX / 2,
        site: Default::default(),
        version: 0,
    }
}

fn challenges_with(count: u64) -> SledStore {
    let store = SledStore::temporary().unwrap();
    for id in 1..=count {
        // One of them is in server 1 by player 1, the rest spread over 1,000 servers.
        let (guild, challenger) = if id == 1 {
            (1, 1)
        } else {
            (2 + id % 1_000, 10 + id)
        };
        store
            .commit({
                let mut batch = Batch {
                    claim_id: Some(id),
                    ..Batch::default()
                };
                batch.challenges.write(challenge(id, guild, challenger));
                batch
            })
            .unwrap();
    }
    store
}

fn challenges() {
    let small = challenges_with(10);
    let large = challenges_with(10_000);
    fn in_guild(s: &SledStore) -> impl FnMut() + '_ {
        move || assert_eq!(s.challenges_in_guild(GuildId(1)).unwrap().len(), 1)
    }
    fn by(s: &SledStore) -> impl FnMut() + '_ {
        move || assert_eq!(s.challenges_by(UserId(1)).unwrap().len(), 1)
    }
    in_guild(&large)();
    by(&large)();
    let reference = median(11, || {
        let n = large
            .all_challenges()
            .unwrap()
            .into_iter()
            .filter(|c| c.guild == GuildId(1))
            .count();
        assert_eq!(n, 1);
    });
    show(
        "challenges: one server's (10,000 in all)",
        median(101, in_guild(&small)),
        median(101, in_guild(&large)),
        reference,
    );
    show(
        "challenges: one player's (10,000 in all)",
        median(101, by(&small)),
        median(101, by(&large)),
        reference,
    );
}

fn suggestions_bench() {
    // A middlegame with both Castalias (many moves, each with a kidnap or repulse to describe).
    let pos = Position::from_fen(
        "r1b1k2r/pp2bppp/2c1pn2/q2p4/2PP4/2C1PN2/PP1B1PPP/R2QKB1R w KQkq - 0 8",
        Variant::Castalia,
    )
    .unwrap_or_else(|_| Position::start(Variant::Castalia));
    let typed = |prefix: &'static str| {
        let pos = &pos;
        move || assert!(!suggestions(pos, prefix).is_empty())
    };
    let reference = median(201, || assert!(!choices_of(&pos).is_empty()));
    show(
        "suggestions: prefix \"Cb\" vs \"\" (every move)",
        median(201, typed("Cb")),
        median(201, typed("")),
        reference,
    );
}

fn main() {
    let wanted: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let run = |name: &str| wanted.is_empty() || wanted.iter().any(|w| w == name);
    if run("outbox") {
        outbox();
    }
    if run("leaderboard") {
        leaderboard();
    }
    if run("challenges") {
        challenges();
    }
    if run("suggestions") {
        suggestions_bench();
    }
}
