//! Game service throughput and latency with the timers running: 1,000 concurrent
//! human-vs-human games play 8 durable moves each (flushed before their reply), first with
//! 1,000 games in progress in the database, then with 10,000 (each on a fresh on-disk sled
//! database, the timer task started as in the bot). The timer's work per commit must not grow
//! with the games in progress: the p99 of a move with 10,000 must stay within 2x of the p99
//! with 1,000. Also a reference measured in the same run: a bare sled insert + flush of a
//! record of the same size.
//! Run: `cargo bench --bench service`.

use castalia_bot::engine::Level;
use castalia_bot::game::model::ColorChoice;
use castalia_bot::game::{
    BotBrain, ChannelId, Command, Context, GameService, GuildId, NewGameArgs, ServiceConfig,
    SledStore, SystemClock, UserId, UserRef,
};
use castalia_bot::rules::{GameRecord, Move};
use std::sync::Arc;
use std::time::{Duration, Instant};

struct NoBot;
impl BotBrain for NoBot {
    fn choose(&self, _: &GameRecord, _: Level, _: u64) -> Option<Move> {
        None
    }
    fn accepts_draw(&self, _: &GameRecord, _: Level) -> bool {
        false
    }
}

/// Games whose moves are measured.
const PLAYED: u64 = 1000;
const MOVES: [&str; 8] = ["e4", "e5", "Nf3", "Nf6", "c3", "c6", "Cc2", "Cc7"];

fn ctx(name: String, channel: u64) -> Context {
    Context {
        user: UserId(name.bytes().fold(17u64, |h, b| h * 31 + u64::from(b))),
        name,
        channel: ChannelId(channel),
        guild: GuildId(1),
        is_admin: false,
        site: castalia_bot::game::Site::Server("bench".into()),
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

/// Measures 8 moves in each of the first `PLAYED` games with `in_progress` games in progress.
async fn scenario(in_progress: u64) -> Vec<Duration> {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Arc::new(SledStore::open(&dir.path().join("db")).expect("db"));
    let config = ServiceConfig {
        images: false,
        limits: castalia_bot::game::limits::LimitSettings {
            user_per_minute: 100_000,
            user_burst: 100_000,
            channel_per_minute: 100_000,
            channel_burst: 100_000,
            ..Default::default()
        },
        ..ServiceConfig::default()
    };
    let service = GameService::new(store, Arc::new(NoBot), Arc::new(SystemClock), config);
    service.start().await;
    // Set up the games 64 at a time (each a challenge and an accept, both durable).
    let mut setup = Vec::new();
    for lane in 0..64u64 {
        let service = service.clone();
        setup.push(tokio::spawn(async move {
            let mut g = lane;
            while g < in_progress {
                let white = ctx(format!("w{g}"), 10_000 + g);
                let black = ctx(format!("b{g}"), 10_000 + g);
                let args = NewGameArgs {
                    color: Some(ColorChoice::White),
                    ..NewGameArgs::default()
                };
                let opponent = UserRef {
                    id: black.user,
                    name: black.name.clone(),
                };
                service
                    .handle(
                        &white,
                        Command::Challenge {
                            opponent: Some(opponent),
                            args,
                        },
                    )
                    .await;
                let r = service
                    .handle(&black, Command::Accept { challenge: None })
                    .await;
                assert!(!r.ephemeral, "{}", r.text);
                g += 64;
            }
        }));
    }
    for t in setup {
        t.await.expect("setup");
    }
    let start = Instant::now();
    let mut tasks = Vec::new();
    for g in 0..PLAYED {
        let service = service.clone();
        tasks.push(tokio::spawn(async move {
            let white = ctx(format!("w{g}"), 10_000 + g);
            let black = ctx(format!("b{g}"), 10_000 + g);
            let mut latencies = Vec::with_capacity(MOVES.len());
            for (i, m) in MOVES.iter().enumerate() {
                let who = if i % 2 == 0 { &white } else { &black };
                let t = Instant::now();
                let r = service
                    .handle(
                        who,
                        Command::Move {
                            text: (*m).into(),
                            game: None,
                        },
                    )
                    .await;
                latencies.push(t.elapsed());
                assert!(!r.ephemeral, "{}", r.text);
            }
            latencies
        }));
    }
    let mut all = Vec::new();
    for t in tasks {
        all.extend(t.await.expect("task"));
    }
    let elapsed = start.elapsed();
    service.stop();
    all.sort();
    println!(
        "service, {} games in progress, timers running: {} games x {} durable moves: {:.0} moves/s, p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        in_progress,
        PLAYED,
        MOVES.len(),
        all.len() as f64 / elapsed.as_secs_f64(),
        percentile(&all, 0.5).as_secs_f64() * 1e3,
        percentile(&all, 0.99).as_secs_f64() * 1e3,
        all.last().copied().unwrap_or_default().as_secs_f64() * 1e3
    );
    all
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    runtime.block_on(async {
        let small = scenario(1_000).await;
        let large = scenario(10_000).await;
        let (p_small, p_large) = (percentile(&small, 0.99), percentile(&large, 0.99));
        println!(
            "p99 with 10,000 games in progress / p99 with 1,000: {:.2} (must stay within 2)",
            p_large.as_secs_f64() / p_small.as_secs_f64()
        );

        // Reference: a bare sled write of a ~1 KB record plus flush, sequentially.
        let dir = tempfile::tempdir().expect("tempdir");
        let raw = sled::open(dir.path().join("raw")).expect("raw db");
        let record = vec![b'x'; 1024];
        let mut raw_latencies = Vec::new();
        for i in 0..2000u64 {
            let t = Instant::now();
            raw.insert(i.to_be_bytes(), record.as_slice())
                .expect("insert");
            raw.flush().expect("flush");
            raw_latencies.push(t.elapsed());
        }
        raw_latencies.sort();
        println!(
            "reference: sled insert + flush of 1 KB: p50 {:.2} ms, p99 {:.2} ms",
            percentile(&raw_latencies, 0.5).as_secs_f64() * 1e3,
            percentile(&raw_latencies, 0.99).as_secs_f64() * 1e3
        );
    });
}
