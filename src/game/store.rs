//! Persistence: a small `Store` trait (so a server database could replace sled in a very large
//! deployment) and its sled implementation. Every change is one atomic transaction across the
//! trees it touches, checked against the version it was based on, and flushed to disk before
//! the call returns.

use super::model::{
    Challenge, ChallengeId, ChannelId, Game, GameId, GuildId, Player, PuzzleStanding, UserId,
};
use super::outbox::StoredNotice;
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use sled::transaction::{ConflictableTransactionError, TransactionError, Transactional};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant};

/// The schema version written into every record.
pub const SCHEMA_VERSION: u32 = 1;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// sled's error, said once (it is not a `source`: sled's own message already repeats
    /// its cause, which an error chain would print again).
    #[error("database error: {}", sled_message(.0))]
    Database(sled::Error),
    #[error("record {tree}/{key} cannot be read: {reason}")]
    Corrupt {
        tree: &'static str,
        key: String,
        reason: String,
    },
    #[error("the record changed since it was read")]
    Conflict,
    #[error("cannot encode a record: {0}")]
    Encode(String),
    #[error("the database is closed after a failed write and cannot be reopened yet")]
    Unavailable,
    #[error("{0} holds no castalia-bot database (no `db` file in it)")]
    NotADatabase(String),
    #[error("backup failed: {0}")]
    Backup(String),
    #[error(
        "the database at {0} is in use by another process (a running castalia-bot?): stop it first"
    )]
    InUse(String),
    /// The PostgreSQL server's error (or the connection's), in words.
    #[error("database server error: {0}")]
    Server(String),
}

impl From<sled::Error> for StoreError {
    fn from(error: sled::Error) -> StoreError {
        StoreError::Database(error)
    }
}

/// sled's error in words (its corruption message prints a debug dump).
fn sled_message(error: &sled::Error) -> String {
    match error {
        sled::Error::Corruption { .. } => {
            "the database files are damaged (sled found corrupted data)".to_string()
        }
        other => other.to_string(),
    }
}

/// A record with its schema version, as stored.
#[derive(Serialize, Deserialize)]
struct Envelope<T> {
    schema: u32,
    record: T,
}

pub(super) fn encode<T: Serialize>(record: &T) -> Result<Vec<u8>, StoreError> {
    serde_json::to_vec(&Envelope {
        schema: SCHEMA_VERSION,
        record,
    })
    .map_err(|e| StoreError::Encode(e.to_string()))
}

pub(super) fn decode<T: DeserializeOwned>(
    tree: &'static str,
    key: &[u8],
    bytes: &[u8],
) -> Result<T, StoreError> {
    let corrupt = |reason: String| StoreError::Corrupt {
        tree,
        key: key_name(key),
        reason,
    };
    let envelope: Envelope<T> =
        serde_json::from_slice(bytes).map_err(|e| corrupt(e.to_string()))?;
    if envelope.schema != SCHEMA_VERSION {
        return Err(corrupt(format!(
            "unknown schema version {}",
            envelope.schema
        )));
    }
    Ok(envelope.record)
}

fn key_name(key: &[u8]) -> String {
    key.chunks(8)
        .map(|c| {
            let mut b = [0u8; 8];
            b[..c.len()].copy_from_slice(c);
            u64::from_be_bytes(b).to_string()
        })
        .collect::<Vec<_>>()
        .join("/")
}

fn key1(a: u64) -> [u8; 8] {
    a.to_be_bytes()
}

fn key2(a: u64, b: u64) -> [u8; 16] {
    let mut k = [0u8; 16];
    k[..8].copy_from_slice(&a.to_be_bytes());
    k[8..].copy_from_slice(&b.to_be_bytes());
    k
}

fn key3(a: u64, b: u64, c: u64) -> [u8; 24] {
    let mut k = [0u8; 24];
    k[..8].copy_from_slice(&a.to_be_bytes());
    k[8..16].copy_from_slice(&b.to_be_bytes());
    k[16..].copy_from_slice(&c.to_be_bytes());
    k
}

/// The `user_place_games` keys of a game in progress: (user, place, game) for each person
/// playing it and each place it is in (the channel it started in, its thread); none once it is
/// over. `store_check` checks the index against the games with the same keys.
pub(crate) fn user_place_keys(game: &Game) -> Vec<[u8; 24]> {
    if game.is_over() {
        return Vec::new();
    }
    let places: Vec<ChannelId> = std::iter::once(game.channel).chain(game.thread).collect();
    [&game.white, &game.black]
        .into_iter()
        .filter_map(|seat| seat.user())
        .flat_map(|user| places.iter().map(move |p| key3(user.0, p.0, game.id.0)))
        .collect()
}

/// One atomic change.
#[derive(Default, Debug)]
pub struct Batch {
    /// A new record's id, claimed with this change: it must be one more than the last id
    /// handed out (see `Store::last_id`), else the commit fails with `Conflict`.
    pub claim_id: Option<u64>,
    /// Games to write, each with the version it was read at (`None` for a new game).
    pub games: Vec<(Game, Option<u64>)>,
    pub put_challenges: Vec<Challenge>,
    pub delete_challenges: Vec<ChallengeId>,
    pub players: Vec<(UserId, Player)>,
    /// (guild, user) pairs to remember as members (for leaderboards).
    pub members: Vec<(GuildId, UserId)>,
    /// (guild, user) pairs to forget as members (a user removed from one server).
    pub remove_members: Vec<(GuildId, UserId)>,
    /// Games to delete, with their indexes (retention).
    pub delete_games: Vec<Game>,
    /// Users whose player record, memberships and game index are deleted (privacy).
    pub forget_users: Vec<UserId>,
    /// Notices to store in the outbox with this change (sent after it is committed).
    pub notices: Vec<StoredNotice>,
    /// Outbox entries to write back (a failed delivery, counted), by their key.
    pub update_notices: Vec<(u64, StoredNotice)>,
    /// Outbox entries delivered or given up, by their key.
    pub delete_notices: Vec<u64>,
    /// Puzzle ratings refined by a solver's result, by puzzle id.
    pub puzzle_standings: Vec<(String, PuzzleStanding)>,
    /// Moves on the last day whose daily puzzle was posted: (the day read with
    /// `Store::daily_posted`, the new day). The commit fails with `Conflict` when the stored
    /// day is no longer the one read (another process posted first).
    pub daily_posted: Option<(Option<i64>, i64)>,
    /// A player solved the daily puzzle of this day (days since 1970 UTC): its count of
    /// solvers (`Store::daily_solvers`) goes up by one.
    pub daily_solved: Option<i64>,
}

/// Something the timer must look at when its time comes (see `Store::due_items`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DueItem {
    Game(GameId),
    Challenge(ChallengeId),
}

impl DueItem {
    pub(super) fn key(self, due_ms: i64) -> [u8; 17] {
        let (tag, id) = match self {
            DueItem::Game(id) => (0u8, id.0),
            DueItem::Challenge(id) => (1u8, id.0),
        };
        let mut k = [0u8; 17];
        k[..8].copy_from_slice(&(due_ms.max(0) as u64).to_be_bytes());
        k[8] = tag;
        k[9..].copy_from_slice(&id.to_be_bytes());
        k
    }

    pub(super) fn from_key(key: &[u8]) -> Option<(i64, DueItem)> {
        let due = i64::try_from(u64::from_be_bytes(key.get(..8)?.try_into().ok()?)).ok()?;
        let id = u64::from_be_bytes(key.get(9..17)?.try_into().ok()?);
        match key.get(8)? {
            0 => Some((due, DueItem::Game(GameId(id)))),
            1 => Some((due, DueItem::Challenge(ChallengeId(id)))),
            _ => None,
        }
    }
}

/// Everything the service needs from a database.
pub trait Store: Send + Sync {
    /// The last game or challenge id handed out (0 if none): the next record claims this + 1
    /// with `Batch::claim_id`, so ids are small and consecutive across restarts.
    fn last_id(&self) -> Result<u64, StoreError>;
    fn game(&self, id: GameId) -> Result<Option<Game>, StoreError>;
    /// Games in progress in a channel (damaged records are logged and skipped).
    fn active_games_in(&self, channel: ChannelId) -> Result<Vec<Game>, StoreError>;
    /// Every game in progress.
    fn active_games(&self) -> Result<Vec<Game>, StoreError>;
    /// Every game a user played or plays, newest first.
    fn games_of(&self, user: UserId) -> Result<Vec<Game>, StoreError>;
    /// The games in progress that `user` plays in `place` (the channel a game started in, or
    /// its thread), by id: indexed by (user, place), so it costs the same however many other
    /// games are in progress there.
    fn active_games_of_in(&self, user: UserId, place: ChannelId) -> Result<Vec<Game>, StoreError>;
    /// Every game in progress that `user` plays, by id (the same index: it costs what the
    /// user's own games in progress cost, not what their finished games do).
    fn active_games_of(&self, user: UserId) -> Result<Vec<Game>, StoreError>;
    fn challenge(&self, id: ChallengeId) -> Result<Option<Challenge>, StoreError>;
    fn challenges_in(&self, channel: ChannelId) -> Result<Vec<Challenge>, StoreError>;
    fn all_challenges(&self) -> Result<Vec<Challenge>, StoreError>;
    fn player(&self, id: UserId) -> Result<Option<Player>, StoreError>;
    fn members(&self, guild: GuildId) -> Result<Vec<UserId>, StoreError>;
    /// Finished games last changed before `ms` (unix ms), for retention.
    fn finished_games_before(&self, ms: i64) -> Result<Vec<Game>, StoreError>;
    /// Applies a batch atomically and durably, or fails with nothing written and nothing
    /// visible to later reads (`StoreError::Conflict` when a game's version moved on).
    fn commit(&self, batch: Batch) -> Result<(), StoreError>;
    /// Games and challenges due at or before `until_ms` (by `Game::due_ms` and
    /// `Challenge::expires_ms`, indexed by every commit), earliest first, at most `limit`.
    /// A store shared by several processes leases what it returns to the caller for
    /// `DUE_LEASE_MS` (until a commit changes the item's due time), so that another process
    /// does not settle the same item at the same time; sled (one process) does not.
    fn due_items(&self, until_ms: i64, limit: usize) -> Result<Vec<(i64, DueItem)>, StoreError>;
    /// The earliest due time after `after_ms`, if any.
    fn next_due_after(&self, after_ms: i64) -> Result<Option<i64>, StoreError>;
    /// When the service last said it was running (unix ms), if ever.
    fn heartbeat(&self) -> Result<Option<i64>, StoreError>;
    /// Records that the service is running at `now_ms` (durably).
    fn set_heartbeat(&self, now_ms: i64) -> Result<(), StoreError>;
    /// The puzzles whose rating solvers' results have refined, by id.
    fn puzzle_standings(&self) -> Result<Vec<(String, PuzzleStanding)>, StoreError>;
    /// The last day (days since 1970 UTC) whose daily puzzle was posted, if any (moved on by
    /// `Batch::daily_posted`).
    fn daily_posted(&self) -> Result<Option<i64>, StoreError>;
    /// How many players solved the daily puzzle of `day` (counted by `Batch::daily_solved`).
    fn daily_solvers(&self, day: i64) -> Result<u64, StoreError>;
    /// The stored notices not yet delivered, oldest first, with their keys.
    fn outbox(&self) -> Result<Vec<(u64, StoredNotice)>, StoreError>;
    /// The stored notices to deliver now (`StoredNotice::next_try_ms` at or before `now_ms`),
    /// oldest first, at most `limit`. A store shared by several processes leases them to the
    /// caller for `lease_ms` so that each is handed to one process only; sled (one process)
    /// returns the outbox as it is (the service keeps its own record of what it handed out).
    fn take_outbox(
        &self,
        now_ms: i64,
        lease_ms: i64,
        limit: usize,
    ) -> Result<Vec<(u64, StoredNotice)>, StoreError> {
        let _ = (now_ms, lease_ms, limit);
        self.outbox()
    }
    /// One stored notice by its key.
    fn notice(&self, key: u64) -> Result<Option<StoredNotice>, StoreError> {
        Ok(self
            .outbox()?
            .into_iter()
            .find(|(k, _)| *k == key)
            .map(|(_, n)| n))
    }
}

/// How long `Store::due_items` leases what it returns, in a store shared by processes.
pub const DUE_LEASE_MS: i64 = 60_000;

/// The key of the id counter in the `meta` tree.
pub(super) const LAST_ID_KEY: &[u8] = b"last_id";
/// The number of game and challenge records deleted (so that stored games + stored challenges +
/// deleted = last id: every id handed out is accounted for; see `store_check`).
pub(crate) const DELETED_KEY: &[u8] = b"deleted";
/// The number of commits made, which only ever grows (see `store_check`).
pub(super) const CHANGES_KEY: &[u8] = b"changes";
/// `meta` key set once every challenge and game with a due time has its `due` entry.
pub(super) const DUE_INDEX_KEY: &[u8] = b"due_index_complete";
/// `meta` key set once every game in progress has its `user_place_games` entries.
pub(super) const USER_PLACE_INDEX_KEY: &[u8] = b"user_place_index_complete";
/// The key of the last heartbeat (unix ms) in the `meta` tree.
const HEARTBEAT_KEY: &[u8] = b"heartbeat";
/// The prefix of puzzle ratings (`puzzle/` and the puzzle id) in the `meta` tree.
const PUZZLE_PREFIX: &[u8] = b"puzzle/";
/// The key of the last day whose daily puzzle was posted in the `meta` tree.
pub(crate) const DAILY_POSTED_KEY: &[u8] = b"daily_posted";
/// The prefix of the daily puzzles' solver counts (`daily_solvers/` and the day, 8 bytes
/// big-endian) in the `meta` tree.
pub(crate) const DAILY_SOLVERS_PREFIX: &[u8] = b"daily_solvers/";

/// The `meta` key of the solver count of a day.
pub(crate) fn daily_solvers_key(day: i64) -> Vec<u8> {
    let mut key = DAILY_SOLVERS_PREFIX.to_vec();
    key.extend_from_slice(&day.to_be_bytes());
    key
}

/// Indexes of the trees in a commit (see `trees_in_order`).
const GAMES: usize = 0;
const CHALLENGES: usize = 1;
const PLAYERS: usize = 2;
const ACTIVE: usize = 3;
const CHANNEL_GAMES: usize = 4;
const USER_GAMES: usize = 5;
const MEMBERS: usize = 6;
const META: usize = 7;
const DUE: usize = 8;
const OUTBOX: usize = 9;
const USER_PLACE: usize = 10;
const TREES: usize = 11;

/// The open trees of the sled database.
struct Trees {
    db: sled::Db,
    games: sled::Tree,
    challenges: sled::Tree,
    players: sled::Tree,
    active: sled::Tree,
    channel_games: sled::Tree,
    user_games: sled::Tree,
    guild_members: sled::Tree,
    meta: sled::Tree,
    /// (due ms, kind, id) -> (): what the timer must look at, by time.
    due: sled::Tree,
    /// notice key -> a notice to deliver.
    outbox: sled::Tree,
    /// (user, place, game) -> (): the games in progress of each user in each channel or
    /// thread (see `user_place_keys`).
    user_place: sled::Tree,
}

impl Trees {
    fn open(db: sled::Db) -> Result<Trees, StoreError> {
        let trees = Trees {
            games: db.open_tree("games")?,
            challenges: db.open_tree("challenges")?,
            players: db.open_tree("players")?,
            active: db.open_tree("active_games")?,
            channel_games: db.open_tree("channel_games")?,
            user_games: db.open_tree("user_games")?,
            guild_members: db.open_tree("guild_members")?,
            meta: db.open_tree("meta")?,
            due: db.open_tree("due")?,
            outbox: db.open_tree("outbox")?,
            user_place: db.open_tree("user_place_games")?,
            db,
        };
        trees.complete_due_index()?;
        if trees.meta.get(USER_PLACE_INDEX_KEY)?.is_none() {
            trees.rebuild_user_place_index()?;
        }
        Ok(trees)
    }

    /// Builds the (user, place) index anew from the games: once for a database written
    /// before it existed, and to repair it (see `store_check::accept_as_it_is`). Then marks it
    /// complete, which `store_check` relies on to call a missing entry damage.
    fn rebuild_user_place_index(&self) -> Result<(), StoreError> {
        self.user_place.clear()?;
        for entry in self.games.iter() {
            let (key, bytes) = entry?;
            match decode::<Game>("games", &key, &bytes) {
                Ok(game) => {
                    for k in user_place_keys(&game) {
                        self.user_place.insert(k, &[])?;
                    }
                }
                Err(e) => tracing::warn!("not indexing a game by player and place: {e}"),
            }
        }
        self.meta.insert(USER_PLACE_INDEX_KEY, &[1u8])?;
        self.db.flush()?;
        Ok(())
    }

    /// Databases written before the due-time index have challenges without an entry in it:
    /// adds them once (games then had no due times), then marks the index complete, which
    /// `store_check` relies on to call a missing entry damage.
    fn complete_due_index(&self) -> Result<(), StoreError> {
        if self.meta.get(DUE_INDEX_KEY)?.is_some() {
            return Ok(());
        }
        for entry in self.challenges.iter() {
            let (key, value) = entry?;
            match decode::<Challenge>("challenges", &key, &value) {
                Ok(c) => {
                    self.due
                        .insert(DueItem::Challenge(c.id).key(c.expires_ms), &[])?;
                }
                Err(e) => tracing::warn!("not indexing a challenge by time: {e}"),
            }
        }
        for entry in self.games.iter() {
            let (key, value) = entry?;
            if let Ok(game) = decode::<Game>("games", &key, &value) {
                if let Some(due) = game.due_ms {
                    self.due.insert(DueItem::Game(game.id).key(due), &[])?;
                }
            }
        }
        self.meta.insert(DUE_INDEX_KEY, &[1u8])?;
        self.db.flush()?;
        Ok(())
    }

    fn read<T: DeserializeOwned>(
        tree: &sled::Tree,
        name: &'static str,
        key: &[u8],
    ) -> Result<Option<T>, StoreError> {
        match tree.get(key)? {
            Some(bytes) => decode(name, key, &bytes).map(Some),
            None => Ok(None),
        }
    }

    fn game(&self, id: GameId) -> Result<Option<Game>, StoreError> {
        Self::read(&self.games, "games", &key1(id.0))
    }

    /// Games whose ids are the second half of the keys under `prefix` in an index tree.
    fn games_by_index(&self, index: &sled::Tree, prefix: &[u8]) -> Result<Vec<Game>, StoreError> {
        let mut out = Vec::new();
        for entry in index.scan_prefix(prefix) {
            let (key, _) = entry?;
            let Some(id) = key.get(prefix.len()..prefix.len() + 8) else {
                continue;
            };
            let mut b = [0u8; 8];
            b.copy_from_slice(id);
            match self.game(GameId(u64::from_be_bytes(b))) {
                Ok(Some(game)) => out.push(game),
                Ok(None) => {}
                Err(e) => tracing::warn!("skipping a game record: {e}"),
            }
        }
        Ok(out)
    }

    /// The stored counter, or for a database written before it existed, the largest id used.
    fn last_id(&self) -> Result<u64, StoreError> {
        if let Some(bytes) = self.meta.get(LAST_ID_KEY)? {
            return decode_u64(&bytes);
        }
        let last_key = |tree: &sled::Tree| -> Result<u64, StoreError> {
            Ok(match tree.last()? {
                Some((key, _)) => decode_u64(&key)?,
                None => 0,
            })
        };
        Ok(last_key(&self.games)?.max(last_key(&self.challenges)?))
    }
}

fn decode_u64(bytes: &[u8]) -> Result<u64, StoreError> {
    let b: [u8; 8] = bytes.try_into().map_err(|_| StoreError::Corrupt {
        tree: "meta",
        key: "last_id".into(),
        reason: format!("{} bytes, not 8", bytes.len()),
    })?;
    Ok(u64::from_be_bytes(b))
}

/// What a transaction overwrote: (tree index, key, old value), to put back if the commit
/// cannot be made durable.
type UndoLog = Vec<(usize, sled::IVec, Option<sled::IVec>)>;

/// The sled database. After a failed write (disk full, I/O error) sled refuses every later
/// operation until it is opened again, and keeps the failed change in memory: so the store
/// closes and reopens the database at once, puts back what the failed change overwrote, and
/// serves nothing until that worked (each later call tries again, so the store recovers by
/// itself once the disk has room).
pub struct SledStore {
    path: Option<PathBuf>,
    trees: RwLock<Option<Arc<Trees>>>,
    /// The change to put back before anything is read again.
    pending_undo: Mutex<Option<UndoLog>>,
    /// When reopening was last tried (opening replays sled's log, so not on every call).
    last_reopen: Mutex<Option<Instant>>,
}

/// How long `SledStore::open` waits for a database folder that another handle still locks.
const LOCK_WAIT: Duration = Duration::from_secs(3);

/// Reopening a closed database is tried at most this often.
const REOPEN_INTERVAL: Duration = Duration::from_millis(200);

impl SledStore {
    /// Opens the database in `path`. A folder still locked by a handle being closed (sled's
    /// threads let go of the lock a moment after the last handle is dropped: a restart in the
    /// same process, or a process just exiting) is waited for up to `LOCK_WAIT`.
    pub fn open(path: &Path) -> Result<SledStore, StoreError> {
        let start = Instant::now();
        let db = loop {
            match Self::config(path).open() {
                Err(sled::Error::Io(e))
                    if e.to_string().contains("could not acquire lock")
                        && start.elapsed() < LOCK_WAIT =>
                {
                    std::thread::sleep(Duration::from_millis(50));
                }
                other => break other?,
            }
        };
        let trees = Trees::open(db)?;
        Ok(SledStore {
            path: Some(path.to_path_buf()),
            trees: RwLock::new(Some(Arc::new(trees))),
            pending_undo: Mutex::new(None),
            last_reopen: Mutex::new(None),
        })
    }

    fn config(path: &Path) -> sled::Config {
        // Only `commit` writes to disk (with an explicit flush), so a failed flush is the
        // only way a change can be lost, and it is reported to the caller.
        sled::Config::new().path(path).flush_every_ms(None)
    }

    /// A throwaway in-memory database (tests).
    pub fn temporary() -> Result<SledStore, StoreError> {
        let db = sled::Config::new().temporary(true).open()?;
        Ok(SledStore {
            path: None,
            trees: RwLock::new(Some(Arc::new(Trees::open(db)?))),
            pending_undo: Mutex::new(None),
            last_reopen: Mutex::new(None),
        })
    }

    /// The open database, reopening it first after a failure.
    fn trees(&self) -> Result<Arc<Trees>, StoreError> {
        {
            let guard = self.trees.read().unwrap_or_else(|p| p.into_inner());
            if let Some(trees) = guard.as_ref() {
                return Ok(trees.clone());
            }
        }
        self.recover()
    }

    /// Reopens the database and puts back a failed change; on failure the store stays closed.
    fn recover(&self) -> Result<Arc<Trees>, StoreError> {
        let mut guard = self.trees.write().unwrap_or_else(|p| p.into_inner());
        if let Some(trees) = guard.as_ref() {
            return Ok(trees.clone());
        }
        let path = self.path.as_ref().ok_or(StoreError::Unavailable)?;
        {
            let mut last = self.last_reopen.lock().unwrap_or_else(|p| p.into_inner());
            if last.is_some_and(|t| t.elapsed() < REOPEN_INTERVAL) {
                return Err(StoreError::Unavailable);
            }
            *last = Some(Instant::now());
        }
        let trees = Arc::new(Trees::open(Self::config(path).open()?)?);
        let mut undo = self.pending_undo.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(log) = undo.as_ref() {
            undo_changes(&trees, log)?;
            trees.db.flush()?;
        }
        *undo = None;
        tracing::info!("the database is writable again");
        *guard = Some(trees.clone());
        Ok(trees)
    }

    /// Closes the database after a failed write, keeping what to put back.
    fn close_after_failure(&self, undo: UndoLog) {
        let mut guard = self.trees.write().unwrap_or_else(|p| p.into_inner());
        let mut pending = self.pending_undo.lock().unwrap_or_else(|p| p.into_inner());
        // An earlier failed change not yet put back is older: put it back last.
        let mut log = undo;
        if let Some(older) = pending.take() {
            log.extend(older);
        }
        *pending = Some(log);
        // Dropping the last handle releases sled's file lock so that it can be opened again.
        *guard = None;
    }

    /// Flushes everything to disk (also done after every commit).
    pub fn flush(&self) -> Result<(), StoreError> {
        self.trees()?.db.flush()?;
        Ok(())
    }

    /// The sled database itself, for `store_check`.
    pub(super) fn db(&self) -> Result<sled::Db, StoreError> {
        Ok(self.trees()?.db.clone())
    }

    /// Builds the (user, place) index of games in progress anew from the games (a repair;
    /// see `store_check::accept_as_it_is`). Call it with nothing else writing.
    pub(crate) fn rebuild_user_place_index(&self) -> Result<(), StoreError> {
        self.trees()?.rebuild_user_place_index()
    }

    pub fn size_on_disk(&self) -> Result<u64, StoreError> {
        Ok(self.trees()?.db.size_on_disk()?)
    }
}

/// Puts back what a failed transaction overwrote, newest change first.
fn undo_changes(trees: &Trees, log: &UndoLog) -> Result<(), StoreError> {
    let all = trees_in_order(trees);
    for (index, key, old) in log.iter().rev() {
        let tree = all[*index];
        match old {
            Some(value) => tree.insert(key, value.clone())?,
            None => tree.remove(key)?,
        };
    }
    Ok(())
}

/// The trees a commit writes, in the order of `UndoLog` indexes (`GAMES`, ...).
fn trees_in_order(t: &Trees) -> [&sled::Tree; TREES] {
    [
        &t.games,
        &t.challenges,
        &t.players,
        &t.active,
        &t.channel_games,
        &t.user_games,
        &t.guild_members,
        &t.meta,
        &t.due,
        &t.outbox,
        &t.user_place,
    ]
}

impl Store for SledStore {
    fn last_id(&self) -> Result<u64, StoreError> {
        self.trees()?.last_id()
    }

    fn game(&self, id: GameId) -> Result<Option<Game>, StoreError> {
        self.trees()?.game(id)
    }

    fn active_games_in(&self, channel: ChannelId) -> Result<Vec<Game>, StoreError> {
        let t = self.trees()?;
        t.games_by_index(&t.channel_games, &key1(channel.0))
    }

    fn active_games(&self) -> Result<Vec<Game>, StoreError> {
        let t = self.trees()?;
        t.games_by_index(&t.active, &[])
    }

    fn games_of(&self, user: UserId) -> Result<Vec<Game>, StoreError> {
        let t = self.trees()?;
        let mut games = t.games_by_index(&t.user_games, &key1(user.0))?;
        games.reverse();
        Ok(games)
    }

    fn active_games_of_in(&self, user: UserId, place: ChannelId) -> Result<Vec<Game>, StoreError> {
        let t = self.trees()?;
        t.games_by_index(&t.user_place, &key2(user.0, place.0))
    }

    fn active_games_of(&self, user: UserId) -> Result<Vec<Game>, StoreError> {
        let t = self.trees()?;
        // Listed once per place: each game once, by id.
        let mut ids = std::collections::BTreeSet::new();
        for entry in t.user_place.scan_prefix(key1(user.0)) {
            let (key, _) = entry?;
            if let Some(id) = key.get(16..24).and_then(|b| <[u8; 8]>::try_from(b).ok()) {
                ids.insert(u64::from_be_bytes(id));
            }
        }
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            match t.game(GameId(id)) {
                Ok(Some(game)) => out.push(game),
                Ok(None) => {}
                Err(e) => tracing::warn!("skipping a game record: {e}"),
            }
        }
        Ok(out)
    }

    fn challenge(&self, id: ChallengeId) -> Result<Option<Challenge>, StoreError> {
        Trees::read(&self.trees()?.challenges, "challenges", &key1(id.0))
    }

    fn challenges_in(&self, channel: ChannelId) -> Result<Vec<Challenge>, StoreError> {
        Ok(self
            .all_challenges()?
            .into_iter()
            .filter(|c| c.channel == channel)
            .collect())
    }

    fn all_challenges(&self) -> Result<Vec<Challenge>, StoreError> {
        let mut out = Vec::new();
        for entry in self.trees()?.challenges.iter() {
            let (key, bytes) = entry?;
            match decode::<Challenge>("challenges", &key, &bytes) {
                Ok(c) => out.push(c),
                Err(e) => tracing::warn!("skipping a challenge record: {e}"),
            }
        }
        Ok(out)
    }

    fn player(&self, id: UserId) -> Result<Option<Player>, StoreError> {
        Trees::read(&self.trees()?.players, "players", &key1(id.0))
    }

    fn members(&self, guild: GuildId) -> Result<Vec<UserId>, StoreError> {
        let prefix = key1(guild.0);
        let mut out = Vec::new();
        for entry in self.trees()?.guild_members.scan_prefix(prefix) {
            let (key, _) = entry?;
            if let Some(id) = key.get(8..16) {
                let mut b = [0u8; 8];
                b.copy_from_slice(id);
                out.push(UserId(u64::from_be_bytes(b)));
            }
        }
        Ok(out)
    }

    fn due_items(&self, until_ms: i64, limit: usize) -> Result<Vec<(i64, DueItem)>, StoreError> {
        let end = (until_ms.max(0) as u64).saturating_add(1).to_be_bytes();
        let mut out = Vec::new();
        for entry in self.trees()?.due.range(..end.to_vec()).take(limit) {
            let (key, _) = entry?;
            match DueItem::from_key(&key) {
                Some(item) => out.push(item),
                None => tracing::warn!("skipping a damaged due-time entry"),
            }
        }
        Ok(out)
    }

    fn next_due_after(&self, after_ms: i64) -> Result<Option<i64>, StoreError> {
        let start = (after_ms.max(0) as u64).saturating_add(1).to_be_bytes();
        match self.trees()?.due.range(start.to_vec()..).next() {
            Some(entry) => Ok(DueItem::from_key(&entry?.0).map(|(due, _)| due)),
            None => Ok(None),
        }
    }

    fn heartbeat(&self) -> Result<Option<i64>, StoreError> {
        match self.trees()?.meta.get(HEARTBEAT_KEY)? {
            Some(bytes) => Ok(Some(decode_u64(&bytes)? as i64)),
            None => Ok(None),
        }
    }

    fn set_heartbeat(&self, now_ms: i64) -> Result<(), StoreError> {
        let t = self.trees()?;
        t.meta
            .insert(HEARTBEAT_KEY, &(now_ms.max(0) as u64).to_be_bytes())?;
        t.db.flush()?;
        Ok(())
    }

    fn puzzle_standings(&self) -> Result<Vec<(String, PuzzleStanding)>, StoreError> {
        let mut out = Vec::new();
        for entry in self.trees()?.meta.scan_prefix(PUZZLE_PREFIX) {
            let (key, bytes) = entry?;
            let id = String::from_utf8_lossy(&key[PUZZLE_PREFIX.len()..]).into_owned();
            match decode::<PuzzleStanding>("meta", &key, &bytes) {
                Ok(s) => out.push((id, s)),
                Err(e) => tracing::warn!("skipping a puzzle rating: {e}"),
            }
        }
        Ok(out)
    }

    fn daily_posted(&self) -> Result<Option<i64>, StoreError> {
        match self.trees()?.meta.get(DAILY_POSTED_KEY)? {
            Some(bytes) => Ok(Some(decode_u64(&bytes)? as i64)),
            None => Ok(None),
        }
    }

    fn daily_solvers(&self, day: i64) -> Result<u64, StoreError> {
        match self.trees()?.meta.get(daily_solvers_key(day))? {
            Some(bytes) => decode_u64(&bytes),
            None => Ok(0),
        }
    }

    fn outbox(&self) -> Result<Vec<(u64, StoredNotice)>, StoreError> {
        let mut out = Vec::new();
        for entry in self.trees()?.outbox.iter() {
            let (key, bytes) = entry?;
            match decode::<StoredNotice>("outbox", &key, &bytes) {
                Ok(n) => out.push((decode_u64(&key)?, n)),
                Err(e) => tracing::warn!("skipping an outbox record: {e}"),
            }
        }
        Ok(out)
    }

    fn notice(&self, key: u64) -> Result<Option<StoredNotice>, StoreError> {
        Trees::read(&self.trees()?.outbox, "outbox", &key1(key))
    }

    fn finished_games_before(&self, ms: i64) -> Result<Vec<Game>, StoreError> {
        let mut out = Vec::new();
        for entry in self.trees()?.games.iter() {
            let (key, bytes) = entry?;
            match decode::<Game>("games", &key, &bytes) {
                Ok(g) if g.is_over() && g.updated_ms < ms => out.push(g),
                Ok(_) => {}
                Err(e) => tracing::warn!("skipping a game record: {e}"),
            }
        }
        Ok(out)
    }

    fn commit(&self, batch: Batch) -> Result<(), StoreError> {
        let t = self.trees()?;
        // Index keys of forgotten users, found before the transaction (which cannot scan).
        let mut forget_user_games = Vec::new();
        let mut forget_user_places = Vec::new();
        let mut forget_members = Vec::new();
        for user in &batch.forget_users {
            for entry in t.user_games.scan_prefix(key1(user.0)) {
                forget_user_games.push(entry?.0);
            }
            for entry in t.user_place.scan_prefix(key1(user.0)) {
                forget_user_places.push(entry?.0);
            }
            for entry in t.guild_members.iter() {
                let key = entry?.0;
                if key.get(8..16) == Some(&key1(user.0)[..]) {
                    forget_members.push(key);
                }
            }
        }
        // Notices not yet delivered that name a forgotten user go too.
        let mut forget_notices = Vec::new();
        if !batch.forget_users.is_empty() {
            for entry in t.outbox.iter() {
                let (key, bytes) = entry?;
                let names = |n: &StoredNotice| {
                    batch.forget_users.iter().any(|u| {
                        n.mentions.contains(u)
                            || n.text.spans.iter().any(|s| {
                                matches!(s, super::text::Span::Player { id: Some(id), .. } if id == u)
                            })
                    })
                };
                match decode::<StoredNotice>("outbox", &key, &bytes) {
                    Ok(n) if !names(&n) => {}
                    // A notice that cannot be read cannot be checked: it goes as well.
                    _ => forget_notices.push(key),
                }
            }
        }
        // The id counter of a database written before it existed starts at the largest id.
        let id_floor = match batch.claim_id {
            Some(_) => t.last_id()?,
            None => 0,
        };
        let mut encoded_games = Vec::with_capacity(batch.games.len());
        for (game, expected) in &batch.games {
            encoded_games.push((game, *expected, encode(game)?));
        }
        let mut encoded_challenges = Vec::new();
        for c in &batch.put_challenges {
            encoded_challenges.push((c, encode(c)?));
        }
        let mut encoded_players = Vec::new();
        for (id, p) in &batch.players {
            encoded_players.push((*id, encode(p)?));
        }
        let mut encoded_notices = Vec::new();
        for n in &batch.notices {
            encoded_notices.push((t.db.generate_id()?, encode(n)?));
        }
        for (key, n) in &batch.update_notices {
            encoded_notices.push((*key, encode(n)?));
        }
        let mut encoded_standings = Vec::new();
        for (id, s) in &batch.puzzle_standings {
            let mut key = PUZZLE_PREFIX.to_vec();
            key.extend_from_slice(id.as_bytes());
            encoded_standings.push((key, encode(s)?));
        }
        let undo: Mutex<UndoLog> = Mutex::new(Vec::new());
        let order = trees_in_order(&t);
        let result = order[..].transaction(|all| {
            let all = all.as_slice();
            // Every write goes through these two, which note what was there before.
            let mut log = undo.lock().unwrap_or_else(|p| p.into_inner());
            log.clear();
            let abort = |e: StoreError| ConflictableTransactionError::Abort(e);
            if let Some(id) = batch.claim_id {
                let last = match all[META].get(LAST_ID_KEY)? {
                    Some(bytes) => decode_u64(&bytes).map_err(abort)?,
                    None => id_floor,
                };
                if id != last + 1 {
                    return Err(abort(StoreError::Conflict));
                }
                put_key(all, &mut log, META, LAST_ID_KEY, &id.to_be_bytes())?;
            }
            for (game, expected, bytes) in &encoded_games {
                let key = key1(game.id.0);
                let stored = match all[GAMES].get(key)? {
                    Some(old) => Some(decode::<Game>("games", &key, &old).map_err(abort)?),
                    None => None,
                };
                if stored.as_ref().map(|g| g.version) != *expected {
                    return Err(abort(StoreError::Conflict));
                }
                put_key(all, &mut log, GAMES, &key, bytes)?;
                // The (user, place) entries follow the game: its players, places and state.
                for old in stored.iter().flat_map(user_place_keys) {
                    drop_key(all, &mut log, USER_PLACE, &old)?;
                }
                for new in user_place_keys(game) {
                    put_key(all, &mut log, USER_PLACE, &new, &[])?;
                }
                let item = DueItem::Game(game.id);
                if let Some(old_due) = stored.and_then(|g| g.due_ms) {
                    drop_key(all, &mut log, DUE, &item.key(old_due))?;
                }
                if let Some(due) = game.due_ms {
                    put_key(all, &mut log, DUE, &item.key(due), &[])?;
                }
                // A game is listed in the channel it started in and in its thread.
                let channel_keys: Vec<[u8; 16]> = std::iter::once(game.channel)
                    .chain(game.thread)
                    .map(|c| key2(c.0, game.id.0))
                    .collect();
                if game.is_over() {
                    drop_key(all, &mut log, ACTIVE, &key)?;
                    for channel_key in &channel_keys {
                        drop_key(all, &mut log, CHANNEL_GAMES, channel_key)?;
                    }
                } else {
                    put_key(all, &mut log, ACTIVE, &key, &[])?;
                    for channel_key in &channel_keys {
                        put_key(all, &mut log, CHANNEL_GAMES, channel_key, &[])?;
                    }
                }
                for seat in [&game.white, &game.black] {
                    if let Some(user) = seat.user() {
                        put_key(all, &mut log, USER_GAMES, &key2(user.0, game.id.0), &[])?;
                    }
                }
            }
            // Game and challenge records removed, for the `deleted` counter.
            let mut removed = 0u64;
            // A challenge's index entry is at its expiry: the old one goes first.
            let drop_challenge =
                |log: &mut UndoLog,
                 id: ChallengeId|
                 -> Result<bool, ConflictableTransactionError<StoreError>> {
                    let key = key1(id.0);
                    if let Some(old) = all[CHALLENGES].get(key)? {
                        let old: Challenge = decode("challenges", &key, &old).map_err(abort)?;
                        drop_key(all, log, DUE, &DueItem::Challenge(id).key(old.expires_ms))?;
                    }
                    drop_key(all, log, CHALLENGES, &key)
                };
            for id in &batch.delete_challenges {
                removed += u64::from(drop_challenge(&mut log, *id)?);
            }
            for (c, bytes) in &encoded_challenges {
                drop_challenge(&mut log, c.id)?;
                put_key(all, &mut log, CHALLENGES, &key1(c.id.0), bytes)?;
                put_key(
                    all,
                    &mut log,
                    DUE,
                    &DueItem::Challenge(c.id).key(c.expires_ms),
                    &[],
                )?;
            }
            for (id, bytes) in &encoded_players {
                put_key(all, &mut log, PLAYERS, &key1(id.0), bytes)?;
            }
            for (guild, user) in &batch.members {
                put_key(all, &mut log, MEMBERS, &key2(guild.0, user.0), &[])?;
            }
            for (guild, user) in &batch.remove_members {
                drop_key(all, &mut log, MEMBERS, &key2(guild.0, user.0))?;
            }
            for game in &batch.delete_games {
                let key = key1(game.id.0);
                if let Some(old) = all[GAMES].get(key)? {
                    let old: Game = decode("games", &key, &old).map_err(abort)?;
                    if let Some(due) = old.due_ms {
                        drop_key(all, &mut log, DUE, &DueItem::Game(game.id).key(due))?;
                    }
                    for k in user_place_keys(&old) {
                        drop_key(all, &mut log, USER_PLACE, &k)?;
                    }
                }
                for k in user_place_keys(game) {
                    drop_key(all, &mut log, USER_PLACE, &k)?;
                }
                removed += u64::from(drop_key(all, &mut log, GAMES, &key)?);
                drop_key(all, &mut log, ACTIVE, &key)?;
                for channel in std::iter::once(game.channel).chain(game.thread) {
                    drop_key(all, &mut log, CHANNEL_GAMES, &key2(channel.0, game.id.0))?;
                }
                for seat in [&game.white, &game.black] {
                    if let Some(user) = seat.user() {
                        drop_key(all, &mut log, USER_GAMES, &key2(user.0, game.id.0))?;
                    }
                }
            }
            for user in &batch.forget_users {
                drop_key(all, &mut log, PLAYERS, &key1(user.0))?;
            }
            for key in &forget_user_games {
                drop_key(all, &mut log, USER_GAMES, key)?;
            }
            for key in &forget_user_places {
                drop_key(all, &mut log, USER_PLACE, key)?;
            }
            for key in &forget_members {
                drop_key(all, &mut log, MEMBERS, key)?;
            }
            for (key, bytes) in &encoded_notices {
                put_key(all, &mut log, OUTBOX, &key1(*key), bytes)?;
            }
            for key in &batch.delete_notices {
                drop_key(all, &mut log, OUTBOX, &key1(*key))?;
            }
            for key in &forget_notices {
                drop_key(all, &mut log, OUTBOX, key)?;
            }
            for (key, bytes) in &encoded_standings {
                put_key(all, &mut log, META, key, bytes)?;
            }
            // The counters `store_check` accounts with, in the same transaction.
            let counter = |key: &[u8]| -> Result<u64, ConflictableTransactionError<StoreError>> {
                match all[META].get(key)? {
                    Some(bytes) => decode_u64(&bytes).map_err(abort),
                    None => Ok(0),
                }
            };
            if let Some((read, day)) = batch.daily_posted {
                let stored = match all[META].get(DAILY_POSTED_KEY)? {
                    Some(bytes) => Some(decode_u64(&bytes).map_err(abort)? as i64),
                    None => None,
                };
                if stored != read {
                    return Err(abort(StoreError::Conflict));
                }
                // Stored bit for bit (as the heartbeat's readers expect 8 bytes).
                put_key(all, &mut log, META, DAILY_POSTED_KEY, &day.to_be_bytes())?;
            }
            if let Some(day) = batch.daily_solved {
                let key = daily_solvers_key(day);
                let solvers = counter(&key)? + 1;
                put_key(all, &mut log, META, &key, &solvers.to_be_bytes())?;
            }
            if removed > 0 {
                let deleted = counter(DELETED_KEY)? + removed;
                put_key(all, &mut log, META, DELETED_KEY, &deleted.to_be_bytes())?;
            }
            let changes = counter(CHANGES_KEY)? + 1;
            put_key(all, &mut log, META, CHANGES_KEY, &changes.to_be_bytes())?;
            Ok(())
        });
        let failure = match result {
            Ok(()) => match t.db.flush() {
                Ok(_) => return Ok(()),
                Err(e) => StoreError::Database(e),
            },
            Err(TransactionError::Abort(e)) => return Err(e),
            Err(TransactionError::Storage(e)) => StoreError::Database(e),
        };
        tracing::error!("a change could not be stored, so it is undone: {failure}");
        drop(t);
        let log = undo.into_inner().unwrap_or_else(|p| p.into_inner());
        self.close_after_failure(log);
        // Put it back now if the disk allows; else a later call tries again.
        if let Err(e) = self.recover() {
            tracing::warn!("the database stays closed until it can be reopened: {e}");
        }
        Err(failure)
    }
}

/// Writes a key inside a transaction, noting what was there.
fn put_key(
    all: &[sled::transaction::TransactionalTree],
    log: &mut UndoLog,
    tree: usize,
    key: &[u8],
    value: &[u8],
) -> Result<(), ConflictableTransactionError<StoreError>> {
    let old = all[tree].insert(key, value)?;
    log.push((tree, sled::IVec::from(key), old));
    Ok(())
}

/// Removes a key inside a transaction, noting what was there; true if there was something.
fn drop_key(
    all: &[sled::transaction::TransactionalTree],
    log: &mut UndoLog,
    tree: usize,
    key: &[u8],
) -> Result<bool, ConflictableTransactionError<StoreError>> {
    let old = all[tree].remove(key)?;
    let found = old.is_some();
    if found {
        log.push((tree, sled::IVec::from(key), old));
    }
    Ok(found)
}
