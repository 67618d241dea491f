//! The PostgreSQL store: the `Store` trait on a server database shared by several processes
//! (`database.url = "postgres://..."`). Same guarantees as sled: a batch is one transaction;
//! a game, tournament, player, challenge or puzzle-standing write is checked against the
//! version it was read at (an `UPDATE` or `DELETE ... WHERE version =` that waits for a
//! concurrent writer and then finds the version moved on, or an `INSERT ... ON CONFLICT DO
//! NOTHING` for a record read as absent: anything but one row is a `Conflict`); ids
//! are claimed one by one against a counter row (small and consecutive); a call returns only
//! after `COMMIT` returned. Due rows and outbox notices are taken with `FOR UPDATE SKIP LOCKED`
//! and leased, so that each timer fires and each notice goes out from one process.
//!
//! The driver is `tokio-postgres` with a `deadpool-postgres` pool, on a small runtime of the
//! store's own: the `Store` trait is synchronous, so each call hands its query to that runtime
//! and waits for the answer (the service calls the store off its async workers; see
//! `off_runtime`).
//!
//! - `schema`: the migrations (`migrations/*.sql`) and how they are applied.
//! - `commit`: one `Batch` as one transaction, each concern's writes by a function of its own.
//! - `import`: `castalia-bot migrate`, a sled database copied into an empty PostgreSQL one.
//!
//! This file holds the store itself (its pool and runtime, the reads), and PostgreSQL's part
//! of the layout that is not in the tables' SQL: the kinds of due rows and the `meta` keys.

mod commit;
pub mod import;
mod schema;

use crate::game::model::{
    BoardMessages, Challenge, ChallengeId, ChangeSinks, ChannelId, Game, GameChange, GameId,
    GuildId, Player, PuzzleStanding, StoredNotice, Tournament, TournamentId, UserId, WebAccess,
};
use crate::game::store::batch::Batch;
use crate::game::store::contract::{
    ChallengeRepo, DueRepo, GameRepo, NoticeRepo, PlayerRepo, PuzzleRepo, TournamentRepo,
    WebAccessRepo,
};
use crate::game::store::contract::{DueItem, Store, DUE_LEASE_MS};
use crate::game::store::error::StoreError;
use crate::game::store::records::{decode, encode, Stored};
use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};
use std::future::Future;
use std::str::FromStr;
use std::time::Duration;
use tokio_postgres::error::SqlState;
use tokio_postgres::types::ToSql;

/// The notification channel of the change feed: each commit notifies `game id:version` of every
/// game it wrote (`commit`), and `PgStore::listen_for_changes` hears every process's.
pub(crate) const CHANGES_CHANNEL: &str = "castalia_game_changes";
/// The notification of a commit that made, answered or withdrew challenges.
pub(crate) const CHALLENGES_CHANGED: &str = "challenges";

/// Kinds of rows in the `due` table.
const DUE_GAME: i16 = 0;
const DUE_CHALLENGE: i16 = 1;
const DUE_TOURNAMENT: i16 = 2;

/// The `meta` key of the count of players who solved the daily puzzle of `day`.
fn daily_solvers_key(day: i64) -> String {
    format!("daily_solvers/{day}")
}

/// Whether a database setting names a PostgreSQL server rather than a sled folder.
pub fn is_url(target: &str) -> bool {
    target.starts_with("postgres://") || target.starts_with("postgresql://")
}

/// The PostgreSQL store.
pub struct PgStore {
    pool: Pool,
    /// Where to connect (the change feed's listener keeps a connection of its own).
    config: tokio_postgres::Config,
    /// The gateway shards whose servers' tournaments this process runs (`first`, `last`,
    /// `total`), when it runs some shards of several; unset, it runs every tournament.
    tournament_shards: std::sync::OnceLock<(u32, u32, u32)>,
    /// The runtime the driver runs on (taken and shut down on drop).
    runtime: Option<tokio::runtime::Runtime>,
    /// Where it is, without the password (for messages).
    shown: String,
}

impl std::fmt::Debug for PgStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PgStore({})", self.shown)
    }
}

impl Drop for PgStore {
    fn drop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

/// A database error in words (the server's message when it sent one).
pub(super) fn message(e: &tokio_postgres::Error) -> String {
    match e.as_db_error() {
        Some(db) => format!("{}: {}", db.severity(), db.message()),
        None => {
            let mut text = e.to_string();
            let mut source = std::error::Error::source(e);
            while let Some(s) = source {
                text.push_str(&format!(": {s}"));
                source = s.source();
            }
            text
        }
    }
}

/// A database error as a store error: a write that lost a race is a `Conflict`.
pub(super) fn describe(e: tokio_postgres::Error) -> StoreError {
    if let Some(code) = e.code() {
        if *code == SqlState::UNIQUE_VIOLATION
            || *code == SqlState::T_R_SERIALIZATION_FAILURE
            || *code == SqlState::T_R_DEADLOCK_DETECTED
        {
            return StoreError::Conflict;
        }
    }
    server(message(&e))
}

/// A failure of the server or the connection, in words.
fn server(message: impl std::fmt::Display) -> StoreError {
    StoreError::Failed(format!("database server error: {message}"))
}

fn pool_error(e: deadpool_postgres::PoolError) -> StoreError {
    match e {
        deadpool_postgres::PoolError::Backend(e) => describe(e),
        other => server(format!("no database connection: {other}")),
    }
}

/// Where a connection setting points, without its password.
fn shown(config: &tokio_postgres::Config) -> String {
    let hosts: Vec<String> = config
        .get_hosts()
        .iter()
        .map(|h| match h {
            tokio_postgres::config::Host::Tcp(name) => name.clone(),
            tokio_postgres::config::Host::Unix(path) => path.display().to_string(),
        })
        .collect();
    let port = config.get_ports().first().copied().unwrap_or(5432);
    format!(
        "{}@{}:{}/{}",
        config.get_user().unwrap_or("?"),
        hosts.join(","),
        port,
        config.get_dbname().unwrap_or("?")
    )
}

/// The leaderboard query of one rule set: its expressions are those of the rating index of
/// `migrations/0006_lookups.sql`, word for word, so that PostgreSQL walks that index.
macro_rules! leaderboard_sql {
    ($v:literal) => {
        concat!(
            "SELECT p.id, p.body::text FROM players p
             JOIN guild_members m ON m.user_id = p.id AND m.guild = $1
             WHERE COALESCE((p.body #>> '{record,stats,",
            $v,
            ",rated,wins}')::bigint, 0)
                 + COALESCE((p.body #>> '{record,stats,",
            $v,
            ",rated,draws}')::bigint, 0)
                 + COALESCE((p.body #>> '{record,stats,",
            $v,
            ",rated,losses}')::bigint, 0) > 0
             ORDER BY ((p.body #>> '{record,stats,",
            $v,
            ",rating,rating}')::float8) DESC, p.id
             LIMIT $2"
        )
    };
}

fn decode_row<T: Stored>(table: &'static str, id: i64, body: &str) -> Result<T, StoreError> {
    decode(table, &id, body.as_bytes())
}

/// Records of rows (id, body), damaged ones logged and skipped (as sled's lists do).
fn decode_rows<T: Stored>(table: &'static str, rows: &[tokio_postgres::Row]) -> Vec<T> {
    rows.iter()
        .filter_map(|row| match decode_row(table, row.get(0), row.get(1)) {
            Ok(record) => Some(record),
            Err(e) => {
                tracing::warn!("skipping a {table} record: {e}");
                None
            }
        })
        .collect()
}

impl PgStore {
    /// Runs only the tournaments of servers on gateway shards `first..=last` of `total` (a
    /// process that runs those shards of several); set once, before the timer starts.
    pub fn own_tournaments_of_shards(&self, first: u32, last: u32, total: u32) {
        let _ = self.tournament_shards.set((first, last, total.max(1)));
    }

    /// Connects (checking that the server answers), and brings the schema up to date.
    /// `pool_size`: connections kept at most.
    pub fn connect(url: &str, pool_size: usize) -> Result<PgStore, StoreError> {
        let mut config = tokio_postgres::Config::from_str(url).map_err(|e| {
            server(format!(
                "the database URL cannot be read ({e}); write it as postgres://user:password@host:port/database"
            ))
        })?;
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(Duration::from_secs(10));
        }
        if config.get_application_name().is_none() {
            config.application_name("castalia-bot");
        }
        let shown = shown(&config);
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("castalia-pg")
            .enable_all()
            .build()
            .map_err(|e| server(format!("cannot start the database runtime: {e}")))?;
        let manager = Manager::from_config(
            config.clone(),
            tokio_postgres::NoTls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = {
            let _entered = runtime.enter();
            Pool::builder(manager)
                .max_size(pool_size.max(1))
                .build()
                .map_err(|e| server(format!("cannot make a connection pool: {e}")))?
        };
        let store = PgStore {
            config,
            tournament_shards: std::sync::OnceLock::new(),
            pool,
            runtime: Some(runtime),
            shown,
        };
        let pool = store.pool.clone();
        let where_ = store.shown.clone();
        let applied = store.wait(async move {
            let mut client = pool.get().await.map_err(|e| {
                server(format!(
                    "cannot connect to PostgreSQL at {where_}: {}",
                    match e {
                        deadpool_postgres::PoolError::Backend(e) => message(&e),
                        other => other.to_string(),
                    }
                ))
            })?;
            schema::migrate(&mut client).await
        })?;
        if !applied.is_empty() {
            tracing::info!(
                "database {}: schema migrations {applied:?} applied",
                store.shown
            );
        }
        Ok(store)
    }

    /// Where the database is, without the password.
    pub fn shown(&self) -> &str {
        &self.shown
    }

    /// Runs a query on the store's runtime and waits for its answer.
    fn wait<T: Send + 'static>(
        &self,
        work: impl Future<Output = Result<T, StoreError>> + Send + 'static,
    ) -> Result<T, StoreError> {
        let runtime = self.runtime.as_ref().ok_or(StoreError::Unavailable)?;
        let (tx, rx) = std::sync::mpsc::sync_channel(1);
        runtime.spawn(async move {
            let _ = tx.send(work.await);
        });
        rx.recv().unwrap_or(Err(StoreError::Unavailable))
    }

    /// Rows of one query with owned parameters.
    fn rows(
        &self,
        sql: &'static str,
        params: Vec<Box<dyn ToSql + Send + Sync>>,
    ) -> Result<Vec<tokio_postgres::Row>, StoreError> {
        let pool = self.pool.clone();
        self.wait(async move {
            let client = pool.get().await.map_err(pool_error)?;
            let statement = client.prepare_cached(sql).await.map_err(describe)?;
            let refs: Vec<&(dyn ToSql + Sync)> = params
                .iter()
                .map(|p| p.as_ref() as &(dyn ToSql + Sync))
                .collect();
            client.query(&statement, &refs).await.map_err(describe)
        })
    }

    fn one<T: Stored>(
        &self,
        table: &'static str,
        sql: &'static str,
        id: i64,
    ) -> Result<Option<T>, StoreError> {
        let rows = self.rows(sql, vec![Box::new(id)])?;
        match rows.first() {
            Some(row) => decode_row(table, id, row.get(0)).map(Some),
            None => Ok(None),
        }
    }

    fn meta(&self, key: &'static str) -> Result<Option<i64>, StoreError> {
        let rows = self.rows("SELECT value FROM meta WHERE key = $1", vec![Box::new(key)])?;
        Ok(rows.first().map(|r| r.get(0)))
    }

    /// How many rows each table holds (for `migrate` and the logs).
    pub fn counts(&self) -> Result<Vec<(&'static str, i64)>, StoreError> {
        let rows = self.rows(
            "SELECT (SELECT count(*) FROM games), (SELECT count(*) FROM games WHERE active),
                    (SELECT count(*) FROM challenges), (SELECT count(*) FROM players),
                    (SELECT count(*) FROM guild_members), (SELECT count(*) FROM outbox)",
            Vec::new(),
        )?;
        let row = rows.first().ok_or_else(|| server("no counts"))?;
        Ok(vec![
            ("games", row.get(0)),
            ("games in progress", row.get(1)),
            ("challenges", row.get(2)),
            ("players", row.get(3)),
            ("server memberships", row.get(4)),
            ("notices to deliver", row.get(5)),
        ])
    }
}

impl Store for PgStore {
    fn last_id(&self) -> Result<u64, StoreError> {
        Ok(self.meta("last_id")?.unwrap_or(0) as u64)
    }
    fn commit(&self, batch: Batch) -> Result<(), StoreError> {
        let pool = self.pool.clone();
        self.wait(async move {
            let mut client = pool.get().await.map_err(pool_error)?;
            commit::commit(&mut client, batch).await
        })
    }
    fn listen_for_changes(&self, sinks: ChangeSinks) {
        let Some(runtime) = self.runtime.as_ref() else {
            return;
        };
        runtime.spawn(listen(self.config.clone(), self.shown.clone(), sinks));
    }
}

impl GameRepo for PgStore {
    fn game(&self, id: GameId) -> Result<Option<Game>, StoreError> {
        self.one(
            "games",
            "SELECT body::text FROM games WHERE id = $1",
            id.0 as i64,
        )
    }
    fn active_games_in(&self, channel: ChannelId) -> Result<Vec<Game>, StoreError> {
        let rows = self.rows(
            "SELECT id, body::text FROM games
             WHERE active AND (channel = $1 OR thread = $1) ORDER BY id",
            vec![Box::new(channel.0 as i64)],
        )?;
        Ok(decode_rows("games", &rows))
    }
    fn active_games(&self) -> Result<Vec<Game>, StoreError> {
        let rows = self.rows(
            "SELECT id, body::text FROM games WHERE active ORDER BY id",
            Vec::new(),
        )?;
        Ok(decode_rows("games", &rows))
    }
    fn games_of(&self, user: UserId) -> Result<Vec<Game>, StoreError> {
        let rows = self.rows(
            "SELECT g.id, g.body::text FROM user_games u JOIN games g ON g.id = u.game_id
             WHERE u.user_id = $1 ORDER BY g.id DESC",
            vec![Box::new(user.0 as i64)],
        )?;
        Ok(decode_rows("games", &rows))
    }
    fn active_games_of_in(&self, user: UserId, place: ChannelId) -> Result<Vec<Game>, StoreError> {
        // Each arm of the OR is one partial index on (user, place).
        let rows = self.rows(
            "SELECT g.id, g.body::text FROM games g WHERE g.id IN (
                 SELECT game_id FROM user_games
                 WHERE user_id = $1 AND active AND (channel = $2 OR thread = $2))
             ORDER BY g.id",
            vec![Box::new(user.0 as i64), Box::new(place.0 as i64)],
        )?;
        Ok(decode_rows("games", &rows))
    }
    fn active_games_of(&self, user: UserId) -> Result<Vec<Game>, StoreError> {
        let rows = self.rows(
            "SELECT g.id, g.body::text FROM games g WHERE g.id IN (
                 SELECT game_id FROM user_games WHERE user_id = $1 AND active)
             ORDER BY g.id",
            vec![Box::new(user.0 as i64)],
        )?;
        Ok(decode_rows("games", &rows))
    }
    fn finished_games_before(&self, ms: i64) -> Result<Vec<Game>, StoreError> {
        let rows = self.rows(
            "SELECT id, body::text FROM games WHERE NOT active AND updated_ms < $1 ORDER BY id",
            vec![Box::new(ms)],
        )?;
        Ok(decode_rows("games", &rows))
    }
    fn board_messages(&self, id: GameId) -> Result<Option<BoardMessages>, StoreError> {
        self.one(
            "board_messages",
            "SELECT body::text FROM board_messages WHERE game_id = $1",
            id.0 as i64,
        )
    }
}

impl ChallengeRepo for PgStore {
    fn challenge(&self, id: ChallengeId) -> Result<Option<Challenge>, StoreError> {
        self.one(
            "challenges",
            "SELECT body::text FROM challenges WHERE id = $1",
            id.0 as i64,
        )
    }
    fn challenges_in(&self, channel: ChannelId) -> Result<Vec<Challenge>, StoreError> {
        let rows = self.rows(
            "SELECT id, body::text FROM challenges WHERE channel = $1 ORDER BY id",
            vec![Box::new(channel.0 as i64)],
        )?;
        Ok(decode_rows("challenges", &rows))
    }
    fn challenges_in_guild(&self, guild: GuildId) -> Result<Vec<Challenge>, StoreError> {
        let rows = self.rows(
            "SELECT id, body::text FROM challenges WHERE body #>> '{record,guild}' = $1 ORDER BY id",
            vec![Box::new(guild.0.to_string())],
        )?;
        Ok(decode_rows("challenges", &rows))
    }
    fn challenges_by(&self, user: UserId) -> Result<Vec<Challenge>, StoreError> {
        let rows = self.rows(
            "SELECT id, body::text FROM challenges WHERE body #>> '{record,challenger}' = $1 ORDER BY id",
            vec![Box::new(user.0.to_string())],
        )?;
        Ok(decode_rows("challenges", &rows))
    }
    fn all_challenges(&self) -> Result<Vec<Challenge>, StoreError> {
        let rows = self.rows(
            "SELECT id, body::text FROM challenges ORDER BY id",
            Vec::new(),
        )?;
        Ok(decode_rows("challenges", &rows))
    }
}

impl PlayerRepo for PgStore {
    fn leaderboard(
        &self,
        guild: GuildId,
        variant: crate::rules::Variant,
        limit: usize,
    ) -> Result<Vec<(UserId, Player)>, StoreError> {
        // The players rated in the rule set, walked down its rating index
        // (`migrations/0006_lookups.sql`) until the page is full of this server's members.
        let sql = match variant {
            crate::rules::Variant::Castalia => leaderboard_sql!("castalia"),
            crate::rules::Variant::CastaliaWeak => leaderboard_sql!("castalia-weak"),
            crate::rules::Variant::Standard => leaderboard_sql!("standard"),
        };
        let rows = self.rows(
            sql,
            vec![
                Box::new(guild.0 as i64),
                Box::new(limit.min(i64::MAX as usize) as i64),
            ],
        )?;
        let mut out = Vec::new();
        for row in &rows {
            let id: i64 = row.get(0);
            match decode_row::<Player>("players", id, row.get(1)) {
                Ok(p) => out.push((UserId(id as u64), p)),
                Err(e) => tracing::warn!("skipping a players record: {e}"),
            }
        }
        Ok(out)
    }
    fn player(&self, id: UserId) -> Result<Option<Player>, StoreError> {
        self.one(
            "players",
            "SELECT body::text FROM players WHERE id = $1",
            id.0 as i64,
        )
    }
    fn members(&self, guild: GuildId) -> Result<Vec<UserId>, StoreError> {
        let rows = self.rows(
            "SELECT user_id FROM guild_members WHERE guild = $1 ORDER BY user_id",
            vec![Box::new(guild.0 as i64)],
        )?;
        Ok(rows
            .iter()
            .map(|r| UserId(r.get::<_, i64>(0) as u64))
            .collect())
    }
}

impl TournamentRepo for PgStore {
    fn tournament(&self, id: TournamentId) -> Result<Option<Tournament>, StoreError> {
        self.one(
            "tournaments",
            "SELECT body::text FROM tournaments WHERE id = $1",
            id.0 as i64,
        )
    }
    fn tournaments_in(&self, guild: GuildId) -> Result<Vec<Tournament>, StoreError> {
        let rows = self.rows(
            "SELECT id, body::text FROM tournaments WHERE guild = $1 ORDER BY id",
            vec![Box::new(guild.0 as i64)],
        )?;
        Ok(decode_rows("tournaments", &rows))
    }
    fn all_tournaments(&self) -> Result<Vec<Tournament>, StoreError> {
        let rows = self.rows(
            "SELECT id, body::text FROM tournaments ORDER BY id",
            Vec::new(),
        )?;
        Ok(decode_rows("tournaments", &rows))
    }
}

impl PuzzleRepo for PgStore {
    fn daily_posted(&self) -> Result<Option<i64>, StoreError> {
        self.meta("daily_posted")
    }
    fn daily_solvers(&self, day: i64) -> Result<u64, StoreError> {
        let rows = self.rows(
            "SELECT value FROM meta WHERE key = $1",
            vec![Box::new(daily_solvers_key(day))],
        )?;
        Ok(rows.first().map_or(0, |r| r.get::<_, i64>(0).max(0) as u64))
    }
    fn puzzle_standings(&self) -> Result<Vec<(String, PuzzleStanding)>, StoreError> {
        let rows = self.rows(
            "SELECT id, body::text FROM puzzle_standings ORDER BY id",
            Vec::new(),
        )?;
        let mut out = Vec::with_capacity(rows.len());
        for row in &rows {
            let id: String = row.get(0);
            let body: &str = row.get(1);
            match decode::<PuzzleStanding>("puzzle_standings", &id, body.as_bytes()) {
                Ok(s) => out.push((id, s)),
                Err(e) => tracing::warn!("skipping a puzzle rating: {e}"),
            }
        }
        Ok(out)
    }
}

impl NoticeRepo for PgStore {
    fn outbox(&self) -> Result<Vec<(u64, StoredNotice)>, StoreError> {
        let rows = self.rows(
            "SELECT key, body::text FROM outbox ORDER BY key",
            Vec::new(),
        )?;
        Ok(keyed_notices(&rows))
    }
    fn take_outbox(
        &self,
        now_ms: i64,
        lease_ms: i64,
        limit: usize,
    ) -> Result<Vec<(u64, StoredNotice)>, StoreError> {
        let rows = self.rows(
            "WITH picked AS (
                 SELECT key FROM outbox
                 WHERE not_before_ms <= $1::bigint AND lease_ms <= $1::bigint
                 ORDER BY key LIMIT $2::bigint
                 FOR UPDATE SKIP LOCKED)
             UPDATE outbox SET lease_ms = $1::bigint + $3::bigint FROM picked
             WHERE outbox.key = picked.key
             RETURNING outbox.key, outbox.body::text",
            vec![
                Box::new(now_ms),
                Box::new(limit.min(i64::MAX as usize) as i64),
                Box::new(lease_ms),
            ],
        )?;
        let mut out = keyed_notices(&rows);
        out.sort_by_key(|(key, _)| *key);
        Ok(out)
    }
    fn held_notices(&self, channel: ChannelId) -> Result<Vec<(u64, StoredNotice)>, StoreError> {
        let rows = self.rows(
            "SELECT key, body::text FROM outbox
             WHERE (body #>> '{record,held}') = 'true' AND body #>> '{record,channel}' = $1
             ORDER BY key",
            vec![Box::new(channel.0.to_string())],
        )?;
        Ok(keyed_notices(&rows))
    }
    fn notice(&self, key: u64) -> Result<Option<StoredNotice>, StoreError> {
        self.one(
            "outbox",
            "SELECT body::text FROM outbox WHERE key = $1",
            key as i64,
        )
    }
}

impl DueRepo for PgStore {
    fn due_items(&self, until_ms: i64, limit: usize) -> Result<Vec<(i64, DueItem)>, StoreError> {
        // Taken by this process for a while: others skip rows locked now or leased. A
        // tournament belongs to its server's shard: a process that runs some shards only
        // takes the tournaments of servers on them (Discord's `(guild >> 22) % total`).
        let (first, last, total) = self.tournament_shards.get().copied().unwrap_or((0, 0, 0));
        let rows = self.rows(
            "WITH picked AS (
                 SELECT kind, id FROM due
                 WHERE due_ms <= $1::bigint AND lease_ms <= $1::bigint
                   AND (kind <> $4::smallint OR $7::bigint = 0 OR EXISTS (
                        SELECT 1 FROM tournaments t WHERE t.id = due.id
                        AND ((t.guild >> 22) % $7::bigint) BETWEEN $5::bigint AND $6::bigint))
                 ORDER BY due_ms LIMIT $2::bigint
                 FOR UPDATE SKIP LOCKED)
             UPDATE due SET lease_ms = $1::bigint + $3::bigint FROM picked
             WHERE due.kind = picked.kind AND due.id = picked.id
             RETURNING due.due_ms, due.kind, due.id",
            vec![
                Box::new(until_ms),
                Box::new(limit.min(i64::MAX as usize) as i64),
                Box::new(DUE_LEASE_MS),
                Box::new(DUE_TOURNAMENT),
                Box::new(i64::from(first)),
                Box::new(i64::from(last)),
                Box::new(i64::from(total)),
            ],
        )?;
        let mut out: Vec<(i64, DueItem)> = rows
            .iter()
            .filter_map(|r| {
                let id = r.get::<_, i64>(2) as u64;
                let item = match r.get::<_, i16>(1) {
                    DUE_GAME => DueItem::Game(GameId(id)),
                    DUE_CHALLENGE => DueItem::Challenge(ChallengeId(id)),
                    DUE_TOURNAMENT => DueItem::Tournament(TournamentId(id)),
                    _ => {
                        tracing::warn!("skipping a damaged due-time entry");
                        return None;
                    }
                };
                Some((r.get::<_, i64>(0), item))
            })
            .collect();
        out.sort_by_key(|(due, item)| (*due, due_order(*item)));
        Ok(out)
    }
    fn next_due_after(&self, after_ms: i64) -> Result<Option<i64>, StoreError> {
        let rows = self.rows(
            "SELECT min(due_ms) FROM due WHERE due_ms > $1",
            vec![Box::new(after_ms)],
        )?;
        Ok(rows.first().and_then(|r| r.get::<_, Option<i64>>(0)))
    }
    fn heartbeat(&self) -> Result<Option<i64>, StoreError> {
        self.meta("heartbeat")
    }
    fn set_heartbeat(&self, now_ms: i64) -> Result<(), StoreError> {
        self.rows(
            "INSERT INTO meta (key, value) VALUES ('heartbeat', $1)
             ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            vec![Box::new(now_ms)],
        )?;
        Ok(())
    }
}

impl WebAccessRepo for PgStore {
    fn put_web_access(&self, key: &str, access: &WebAccess) -> Result<(), StoreError> {
        let body =
            String::from_utf8(encode(access)?).map_err(|e| StoreError::Encode(e.to_string()))?;
        self.rows(
            "INSERT INTO web_access (key, user_id, expires_ms, body) VALUES ($1, $2, $3, $4::text::jsonb)
             ON CONFLICT (key) DO UPDATE SET user_id = excluded.user_id,
                 expires_ms = excluded.expires_ms, body = excluded.body",
            vec![
                Box::new(key.to_string()),
                Box::new(access.user.0 as i64),
                Box::new(access.expires_ms),
                Box::new(body),
            ],
        )?;
        Ok(())
    }
    fn web_access(&self, key: &str) -> Result<Option<WebAccess>, StoreError> {
        let rows = self.rows(
            "SELECT body::text FROM web_access WHERE key = $1",
            vec![Box::new(key.to_string())],
        )?;
        match rows.first() {
            Some(row) => decode("web_access", &key, row.get::<_, &str>(0).as_bytes()).map(Some),
            None => Ok(None),
        }
    }
    fn take_web_access(&self, key: &str) -> Result<Option<WebAccess>, StoreError> {
        // One statement: of two takers at once, one deletes the row and gets it.
        let rows = self.rows(
            "DELETE FROM web_access WHERE key = $1 RETURNING body::text",
            vec![Box::new(key.to_string())],
        )?;
        match rows.first() {
            Some(row) => decode("web_access", &key, row.get::<_, &str>(0).as_bytes()).map(Some),
            None => Ok(None),
        }
    }
    fn forget_web_access(&self, user: Option<UserId>, now_ms: i64) -> Result<usize, StoreError> {
        let rows = self.rows(
            "DELETE FROM web_access WHERE user_id = $1 OR expires_ms <= $2 RETURNING key",
            vec![Box::new(user.map(|u| u.0 as i64)), Box::new(now_ms)],
        )?;
        Ok(rows.len())
    }
}

/// The change feed's listener: a connection of its own that LISTENs on `CHANGES_CHANNEL` and
/// hands every notification to `sink`, connecting again (after a pause) when it is lost.
async fn listen(config: tokio_postgres::Config, shown: String, sinks: ChangeSinks) {
    use futures_util::StreamExt;
    let mut pause = Duration::from_millis(200);
    loop {
        match config.connect(tokio_postgres::NoTls).await {
            Ok((client, mut connection)) => {
                let mut messages =
                    futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
                let listening = async {
                    client
                        .batch_execute(&format!("LISTEN {CHANGES_CHANNEL}"))
                        .await
                };
                // The connection must be polled for the LISTEN to be answered.
                let mut listening = std::pin::pin!(listening);
                let mut listened = false;
                loop {
                    tokio::select! {
                        done = &mut listening, if !listened => {
                            listened = true;
                            if let Err(e) = done {
                                tracing::warn!("the change feed cannot listen on {shown}: {}", message(&e));
                                break;
                            }
                            pause = Duration::from_millis(200);
                        }
                        next = messages.next() => match next {
                            Some(Ok(tokio_postgres::AsyncMessage::Notification(n))) => {
                                if n.payload() == CHALLENGES_CHANGED {
                                    let _ = sinks.challenges.send(());
                                } else if let Some(change) = parse_change(n.payload()) {
                                    let _ = sinks.games.send(change);
                                }
                            }
                            Some(Ok(_)) => {}
                            Some(Err(e)) => {
                                tracing::warn!("the change feed lost its connection to {shown}: {}", message(&e));
                                break;
                            }
                            None => break,
                        }
                    }
                }
            }
            Err(e) => tracing::warn!("the change feed cannot connect to {shown}: {}", message(&e)),
        }
        tokio::time::sleep(pause).await;
        pause = (pause * 2).min(Duration::from_secs(10));
    }
}

/// `"12:7"` as game 12 at version 7.
fn parse_change(payload: &str) -> Option<GameChange> {
    let (id, version) = payload.split_once(':')?;
    Some(GameChange {
        game: GameId(id.parse().ok()?),
        version: version.parse().ok()?,
    })
}

/// Due items at one time in sled's key order (games before challenges, then by id).
fn due_order(item: DueItem) -> (u8, u64) {
    match item {
        DueItem::Game(id) => (0, id.0),
        DueItem::Challenge(id) => (1, id.0),
        DueItem::Tournament(id) => (2, id.0),
    }
}

fn keyed_notices(rows: &[tokio_postgres::Row]) -> Vec<(u64, StoredNotice)> {
    rows.iter()
        .filter_map(|row| {
            let key: i64 = row.get(0);
            match decode_row::<StoredNotice>("outbox", key, row.get(1)) {
                Ok(n) => Some((key as u64, n)),
                Err(e) => {
                    tracing::warn!("skipping an outbox record: {e}");
                    None
                }
            }
        })
        .collect()
}
