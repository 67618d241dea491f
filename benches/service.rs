//! Game service throughput and latency with the timers running: 1,000 concurrent
//! human-vs-human games play 8 durable moves each (flushed before their reply), first with
//! 1,000 games in progress in the database, then with 10,000 (each on a fresh on-disk sled
//! database, the timer task started as in the bot); then the same on PostgreSQL when a server
//! is given (`CASTALIA_TEST_PG_URL`, a superuser's URL: a new database is made for each run;
//! `eval "$(scripts/test-postgres.sh start --durable)"` starts one with fsync on).
//! The timer's work per commit must not grow with the games in progress: measured directly
//! (the time the timer spends in the store, over the commits made), and through the p99 of a
//! move with 10,000, which must stay within 2x of the p99 with 1,000. Also a reference
//! measured in the same run: a bare sled insert + flush of a record of the same size.
//!
//! Games in one place (`place`): 6,000 games created one after another in one channel (a
//! challenge and an accept each, between players who each end with the most games allowed),
//! timed in blocks of 1,200: the last block must take at most 1.2x the first. Then the cost of
//! a move without `game:` with 500 and with 2,000 games in progress in that channel, which must
//! not grow with them ("my game here" is looked up by player and place).
//!
//! Run: `cargo bench --bench service` (everything), or `cargo bench --bench service -- NAME`
//! with NAME one of `throughput`, `place`, `reference`.

#[path = "common/mod.rs"]
mod common;
use castalia_bot::game::model::ColorChoice;
use castalia_bot::game::model::{Challenge, ChallengeId, ChannelId as Channel, Game, GameId};
use castalia_bot::game::notices::outbox::StoredNotice;
use castalia_bot::game::store::{
    Batch, ChallengeRepo, DueItem, DueRepo, GameRepo, NoticeRepo, PlayerRepo, PuzzleRepo,
    TournamentRepo, WebAccessRepo,
};
use castalia_bot::game::{
    ChannelId, Command, Context, GameService, GuildId, NewGameArgs, PgStore, SledStore, Store,
    StoreError, UserId, UserRef,
};
use common::bench_service;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A store that measures the timer's reads (what is due, the next due time, the heartbeat)
/// and counts commits.
struct Timed {
    inner: Arc<dyn Store>,
    timer_ns: AtomicU64,
    timer_calls: AtomicU64,
    commits: AtomicU64,
}

impl Timed {
    fn timer<T>(&self, read: impl FnOnce() -> T) -> T {
        let t = Instant::now();
        let out = read();
        self.timer_ns
            .fetch_add(t.elapsed().as_nanos() as u64, Ordering::Relaxed);
        self.timer_calls.fetch_add(1, Ordering::Relaxed);
        out
    }

    fn reset(&self) {
        self.timer_ns.store(0, Ordering::SeqCst);
        self.timer_calls.store(0, Ordering::SeqCst);
        self.commits.store(0, Ordering::SeqCst);
    }
}

impl Store for Timed {
    fn last_id(&self) -> Result<u64, StoreError> {
        self.inner.last_id()
    }
    fn commit(&self, batch: Batch) -> Result<(), StoreError> {
        self.commits.fetch_add(1, Ordering::Relaxed);
        self.inner.commit(batch)
    }
    fn listen_for_changes(&self, sinks: castalia_bot::game::model::ChangeSinks) {
        self.inner.listen_for_changes(sinks)
    }
}

impl GameRepo for Timed {
    fn game(&self, id: GameId) -> Result<Option<Game>, StoreError> {
        self.inner.game(id)
    }
    fn active_games_in(&self, channel: Channel) -> Result<Vec<Game>, StoreError> {
        self.inner.active_games_in(channel)
    }
    fn active_games(&self) -> Result<Vec<Game>, StoreError> {
        self.inner.active_games()
    }
    fn games_of(&self, user: UserId) -> Result<Vec<Game>, StoreError> {
        self.inner.games_of(user)
    }
    fn active_games_of_in(&self, user: UserId, place: Channel) -> Result<Vec<Game>, StoreError> {
        self.inner.active_games_of_in(user, place)
    }
    fn active_games_of(&self, user: UserId) -> Result<Vec<Game>, StoreError> {
        self.inner.active_games_of(user)
    }
    fn finished_games_before(&self, ms: i64) -> Result<Vec<Game>, StoreError> {
        self.inner.finished_games_before(ms)
    }
    fn board_messages(
        &self,
        id: GameId,
    ) -> Result<Option<castalia_bot::game::BoardMessages>, StoreError> {
        self.inner.board_messages(id)
    }
}

impl ChallengeRepo for Timed {
    fn challenge(&self, id: ChallengeId) -> Result<Option<Challenge>, StoreError> {
        self.inner.challenge(id)
    }
    fn challenges_in(&self, channel: Channel) -> Result<Vec<Challenge>, StoreError> {
        self.inner.challenges_in(channel)
    }
    fn all_challenges(&self) -> Result<Vec<Challenge>, StoreError> {
        self.inner.all_challenges()
    }
}

impl PlayerRepo for Timed {
    fn player(&self, id: UserId) -> Result<Option<castalia_bot::game::model::Player>, StoreError> {
        self.inner.player(id)
    }
    fn members(&self, guild: GuildId) -> Result<Vec<UserId>, StoreError> {
        self.inner.members(guild)
    }
}

impl TournamentRepo for Timed {
    fn tournament(
        &self,
        id: castalia_bot::game::model::TournamentId,
    ) -> Result<Option<castalia_bot::game::model::Tournament>, StoreError> {
        self.inner.tournament(id)
    }
    fn tournaments_in(
        &self,
        guild: GuildId,
    ) -> Result<Vec<castalia_bot::game::model::Tournament>, StoreError> {
        self.inner.tournaments_in(guild)
    }
    fn all_tournaments(&self) -> Result<Vec<castalia_bot::game::model::Tournament>, StoreError> {
        self.inner.all_tournaments()
    }
}

impl PuzzleRepo for Timed {
    fn daily_posted(&self) -> Result<Option<i64>, StoreError> {
        self.inner.daily_posted()
    }
    fn daily_solvers(&self, day: i64) -> Result<u64, StoreError> {
        self.inner.daily_solvers(day)
    }
    fn puzzle_standings(
        &self,
    ) -> Result<Vec<(String, castalia_bot::game::model::PuzzleStanding)>, StoreError> {
        self.inner.puzzle_standings()
    }
}

impl NoticeRepo for Timed {
    fn outbox(&self) -> Result<Vec<(u64, StoredNotice)>, StoreError> {
        self.inner.outbox()
    }
    fn take_outbox(
        &self,
        now_ms: i64,
        lease_ms: i64,
        limit: usize,
    ) -> Result<Vec<(u64, StoredNotice)>, StoreError> {
        self.inner.take_outbox(now_ms, lease_ms, limit)
    }
    fn notice(&self, key: u64) -> Result<Option<StoredNotice>, StoreError> {
        self.inner.notice(key)
    }
}

impl DueRepo for Timed {
    fn due_items(&self, until_ms: i64, limit: usize) -> Result<Vec<(i64, DueItem)>, StoreError> {
        self.timer(|| self.inner.due_items(until_ms, limit))
    }
    fn next_due_after(&self, after_ms: i64) -> Result<Option<i64>, StoreError> {
        self.timer(|| self.inner.next_due_after(after_ms))
    }
    fn heartbeat(&self) -> Result<Option<i64>, StoreError> {
        self.inner.heartbeat()
    }
    fn set_heartbeat(&self, now_ms: i64) -> Result<(), StoreError> {
        self.timer(|| self.inner.set_heartbeat(now_ms))
    }
}

impl WebAccessRepo for Timed {
    fn put_web_access(
        &self,
        key: &str,
        access: &castalia_bot::game::model::WebAccess,
    ) -> Result<(), StoreError> {
        self.inner.put_web_access(key, access)
    }
    fn web_access(
        &self,
        key: &str,
    ) -> Result<Option<castalia_bot::game::model::WebAccess>, StoreError> {
        self.inner.web_access(key)
    }
    fn take_web_access(
        &self,
        key: &str,
    ) -> Result<Option<castalia_bot::game::model::WebAccess>, StoreError> {
        self.inner.take_web_access(key)
    }
    fn forget_web_access(
        &self,
        user: Option<castalia_bot::game::UserId>,
        now_ms: i64,
    ) -> Result<usize, StoreError> {
        self.inner.forget_web_access(user, now_ms)
    }
}

/// Which database a scenario runs on.
#[derive(Clone)]
enum Db {
    Sled,
    /// A superuser's URL on a PostgreSQL server; each scenario makes its own database.
    Postgres(String),
}

impl Db {
    fn name(&self) -> &'static str {
        match self {
            Db::Sled => "sled",
            Db::Postgres(_) => "PostgreSQL",
        }
    }

    /// A new, empty store (and the folder that holds a sled one).
    async fn open(&self, run: &str) -> (Arc<dyn Store>, Option<tempfile::TempDir>) {
        match self {
            Db::Sled => {
                let dir = tempfile::tempdir().expect("tempdir");
                let store = SledStore::open(&dir.path().join("db")).expect("db");
                (Arc::new(store), Some(dir))
            }
            Db::Postgres(admin) => {
                let name = format!("bench_{}_{run}", std::process::id());
                let (client, connection) = tokio_postgres::connect(admin, tokio_postgres::NoTls)
                    .await
                    .expect("connect to the PostgreSQL server");
                let driver = tokio::spawn(connection);
                client
                    .batch_execute(&format!("CREATE DATABASE {name}"))
                    .await
                    .expect("create the bench database");
                drop(client);
                let _ = driver.await;
                let base = admin.rsplit_once('/').map_or(admin.as_str(), |(b, _)| b);
                let url = format!("{base}/{name}");
                let store = tokio::task::spawn_blocking(move || PgStore::connect(&url, 16))
                    .await
                    .expect("join")
                    .expect("open the bench database");
                (Arc::new(store), None)
            }
        }
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
        organiser: false,
        site: castalia_bot::game::Site::Server("bench".into()),
        locale: Default::default(),
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

/// What one scenario measured.
struct Measured {
    latencies: Vec<Duration>,
    /// The timer's time in the store per commit made while the moves were played.
    timer_per_commit: Duration,
}

/// Measures 8 moves in each of the first `PLAYED` games with `in_progress` games in progress.
async fn scenario(db: &Db, in_progress: u64) -> Measured {
    let (inner, _dir) = db.open(&in_progress.to_string()).await;
    let store = Arc::new(Timed {
        inner,
        timer_ns: AtomicU64::new(0),
        timer_calls: AtomicU64::new(0),
        commits: AtomicU64::new(0),
    });
    let service = bench_service(store.clone());
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
                let r = service
                    .handle(
                        &white,
                        Command::Challenge {
                            opponent: Some(opponent),
                            args,
                        },
                    )
                    .await;
                assert!(!r.ephemeral, "the challenge of game {g}: {}", r.text);
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
    store.reset();
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
    let commits = store.commits.load(Ordering::SeqCst).max(1);
    let timer_ns = store.timer_ns.load(Ordering::SeqCst);
    let timer_calls = store.timer_calls.load(Ordering::SeqCst);
    service.stop();
    all.sort();
    let timer_per_commit = Duration::from_nanos(timer_ns / commits);
    println!(
        "{}: {} games in progress, timers running: {} games x {} durable moves: {:.0} moves/s, p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms; timer: {} store reads, {:.1} us per commit ({} commits)",
        db.name(),
        in_progress,
        PLAYED,
        MOVES.len(),
        all.len() as f64 / elapsed.as_secs_f64(),
        percentile(&all, 0.5).as_secs_f64() * 1e3,
        percentile(&all, 0.99).as_secs_f64() * 1e3,
        all.last().copied().unwrap_or_default().as_secs_f64() * 1e3,
        timer_calls,
        timer_per_commit.as_secs_f64() * 1e6,
        commits
    );
    Measured {
        latencies: all,
        timer_per_commit,
    }
}

/// The one channel of the `place` benches.
const PLACE: u64 = 5;

/// Starts a game in `PLACE` between `white` and `black` (a challenge and an accept).
async fn start_game(service: &Arc<GameService>, white: &Context, black: &Context) {
    let args = NewGameArgs {
        color: Some(ColorChoice::White),
        ..NewGameArgs::default()
    };
    let opponent = UserRef {
        id: black.user,
        name: black.name.clone(),
    };
    let r = service
        .handle(
            white,
            Command::Challenge {
                opponent: Some(opponent),
                args,
            },
        )
        .await;
    assert!(!r.ephemeral, "{}", r.text);
    let r = service
        .handle(black, Command::Accept { challenge: None })
        .await;
    assert!(!r.ephemeral, "{}", r.text);
}

/// 6,000 games created in one channel, one after another, in blocks of 1,200: each player
/// has a game with each of 20 others, so every player ends with the most games allowed (20).
async fn creation_in_one_place(db: &Db) {
    const GAMES: u64 = 6_000;
    const BLOCK: u64 = 1_200;
    const PLAYERS: u64 = 600;
    let (store, _dir) = db.open("place_creation").await;
    let service = bench_service(store);
    service.start().await;
    // Each block: its total time and its games' times.
    let mut blocks: Vec<(Duration, Vec<Duration>)> = Vec::new();
    let mut started = Instant::now();
    let mut times = Vec::new();
    for g in 0..GAMES {
        // Game g: player g % 600 against the player 1 + g / 600 places after it.
        let (a, b) = (g % PLAYERS, (g % PLAYERS + 1 + g / PLAYERS) % PLAYERS);
        let white = ctx(format!("p{a}"), PLACE);
        let black = ctx(format!("p{b}"), PLACE);
        let t = Instant::now();
        start_game(&service, &white, &black).await;
        times.push(t.elapsed());
        if (g + 1) % BLOCK == 0 {
            times.sort();
            blocks.push((started.elapsed(), std::mem::take(&mut times)));
            started = Instant::now();
        }
    }
    service.stop();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let totals: Vec<String> = blocks.iter().map(|b| format!("{:.0}", ms(b.0))).collect();
    let medians: Vec<Duration> = blocks.iter().map(|b| percentile(&b.1, 0.5)).collect();
    let shown: Vec<String> = medians.iter().map(|d| format!("{:.2}", ms(*d))).collect();
    let (first, last) = (&blocks[0], &blocks[blocks.len() - 1]);
    // The median is what the work costs; a total also holds the pauses of a busy machine.
    println!(
        "{}: 6,000 games created in one channel, blocks of 1,200: {} ms in all; a game's median {} ms; last block / first: {:.2} by the median (must stay within 1.2), {:.2} in all",
        db.name(),
        totals.join(", "),
        shown.join(", "),
        ms(medians[medians.len() - 1]) / ms(medians[0]),
        ms(last.0) / ms(first.0),
    );
}

/// The mean time of a move without `game:` (the first move of `MEASURED` games) with
/// `in_progress` games in progress in the same channel.
async fn move_cost_in_one_place(db: &Db, in_progress: u64) -> Duration {
    const MEASURED: u64 = 300;
    let (store, _dir) = db.open(&format!("place_moves_{in_progress}")).await;
    let service = bench_service(store);
    service.start().await;
    for g in 0..in_progress {
        let white = ctx(format!("w{g}"), PLACE);
        let black = ctx(format!("b{g}"), PLACE);
        start_game(&service, &white, &black).await;
    }
    let mut times = Vec::new();
    // Spread over the channel's games, oldest to newest.
    for k in 0..MEASURED {
        let g = k * in_progress / MEASURED;
        let white = ctx(format!("w{g}"), PLACE);
        let t = Instant::now();
        let r = service
            .handle(
                &white,
                Command::Move {
                    text: "e4".into(),
                    game: None,
                },
            )
            .await;
        times.push(t.elapsed());
        assert!(!r.ephemeral, "{}", r.text);
    }
    service.stop();
    times.sort();
    let mean = times.iter().sum::<Duration>() / times.len() as u32;
    println!(
        "{}: a move without `game:` with {in_progress} games in progress in its channel: mean {:.2} ms, p50 {:.2} ms, p99 {:.2} ms ({MEASURED} moves)",
        db.name(),
        mean.as_secs_f64() * 1e3,
        percentile(&times, 0.5).as_secs_f64() * 1e3,
        percentile(&times, 0.99).as_secs_f64() * 1e3,
    );
    mean
}

/// Games in one place: creating many, and moving among many.
async fn place(db: Db) {
    creation_in_one_place(&db).await;
    let small = move_cost_in_one_place(&db, 500).await;
    let large = move_cost_in_one_place(&db, 2_000).await;
    println!(
        "{}: a move without `game:`, 2,000 games in its channel / 500: {:.2} (mean {:.2} ms / {:.2} ms)",
        db.name(),
        large.as_secs_f64() / small.as_secs_f64(),
        large.as_secs_f64() * 1e3,
        small.as_secs_f64() * 1e3,
    );
}

/// 1,000 then 10,000 games in progress on one kind of database.
async fn compare(db: Db) {
    let small = scenario(&db, 1_000).await;
    let large = scenario(&db, 10_000).await;
    let (p_small, p_large) = (
        percentile(&small.latencies, 0.99),
        percentile(&large.latencies, 0.99),
    );
    println!(
        "{}: p99 with 10,000 games in progress / p99 with 1,000: {:.2} (must stay within 2); timer per commit {:.1} us / {:.1} us",
        db.name(),
        p_large.as_secs_f64() / p_small.as_secs_f64(),
        large.timer_per_commit.as_secs_f64() * 1e6,
        small.timer_per_commit.as_secs_f64() * 1e6,
    );
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    // `cargo bench --bench service -- NAME` runs the benches whose name contains NAME.
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let wanted = |name: &str| filter.as_deref().is_none_or(|f| name.contains(f));
    let mut dbs = vec![Db::Sled];
    match std::env::var("CASTALIA_TEST_PG_URL") {
        Ok(url) => dbs.push(Db::Postgres(url)),
        Err(_) => println!(
            "PostgreSQL: skipped (no CASTALIA_TEST_PG_URL; start a server with `eval \"$(scripts/test-postgres.sh start --durable)\"`)"
        ),
    }
    runtime.block_on(async {
        for db in &dbs {
            if wanted("throughput") {
                compare(db.clone()).await;
            }
            if wanted("place") {
                place(db.clone()).await;
            }
        }
        if !wanted("reference") {
            return;
        }
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
