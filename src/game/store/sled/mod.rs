//! The sled store: the `Store` trait on an embedded sled database (one process). Every change
//! is one atomic transaction across the trees it touches, checked against the version it was
//! based on, and flushed to disk before the call returns.
//!
//! - `keys`: sled's layout: tree names, keys made of ids, `meta` keys, due-time keys.
//! - `commit`: one batch as one transaction, each concern's writes applied by its own function.
//! - `check`: checking and backing up a sled database, read only.
//! - `memo`: the indexes kept in memory beside the trees (the outbox by due time and held
//!   notices by chat, challenges by server, channel and challenger, ratings for leaderboards).

pub mod check;
mod commit;
pub(crate) mod keys;
mod memo;

use self::keys::*;
use self::memo::{ChallengeIndex, Memo, OutboxIndex, RankIndex};
use crate::game::model::{
    BoardMessages, Challenge, ChallengeId, ChannelId, Game, GameId, GuildId, Player,
    PuzzleStanding, StoredNotice, Tournament, TournamentId, UserId, WebAccess,
};
use crate::game::store::batch::Batch;
use crate::game::store::contract::{
    ChallengeRepo, DueRepo, GameRepo, NoticeRepo, PlayerRepo, PuzzleRepo, TournamentRepo,
    WebAccessRepo,
};
use crate::game::store::contract::{DueItem, Store};
use crate::game::store::error::StoreError;
use crate::game::store::records::MessageRefRecord;
use crate::game::store::records::{decode, encode, Stored};
use crate::sync::Recover;
use ::sled::transaction::{TransactionError, Transactional};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant};

impl From<::sled::Error> for StoreError {
    /// sled's error in words, said once (sled's own message already repeats its cause), sorted
    /// by what it means: damaged files, the lock of another process, or a failed operation.
    fn from(error: ::sled::Error) -> StoreError {
        use ::sled::Error as E;
        match &error {
            E::Corruption { .. } => StoreError::Damaged(
                "database error: the database files are damaged (sled found corrupted data)"
                    .to_string(),
            ),
            E::Unsupported(_) | E::ReportableBug(_) => {
                StoreError::Damaged(format!("database error: {error}"))
            }
            E::Io(io)
                if matches!(
                    io.kind(),
                    std::io::ErrorKind::UnexpectedEof | std::io::ErrorKind::InvalidData
                ) =>
            {
                StoreError::Damaged(format!("database error: {error}"))
            }
            E::Io(io) if io.to_string().contains("could not acquire lock") => {
                StoreError::InUse(format!("database error: {error}"))
            }
            _ => StoreError::Failed(format!("database error: {error}")),
        }
    }
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
const BOARD_MESSAGES: usize = 11;
const TOURNAMENTS: usize = 12;
/// How many trees a commit writes.
const WRITTEN: usize = 13;

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
    /// game -> what a front end remembers about its messages (`BoardMessages`).
    board_messages: sled::Tree,
    /// tournament id -> tournament (few per server: listed by scanning).
    tournaments: sled::Tree,
    /// hash of a sign-in link's or session's secret -> `WebAccess`. Written on its own (never
    /// in a commit's batch), each write flushed.
    web_access: sled::Tree,
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
            board_messages: db.open_tree("board_messages")?,
            tournaments: db.open_tree("tournaments")?,
            web_access: db.open_tree("web_access")?,
            db,
        };
        trees.complete_due_index()?;
        if trees.meta.get(BOARD_MESSAGES_MOVED_KEY)?.is_none() {
            trees.move_board_messages()?;
        }
        if trees.meta.get(USER_PLACE_INDEX_KEY)?.is_none() {
            trees.rebuild_user_place_index()?;
        }
        Ok(trees)
    }

    /// Builds the (user, place) index anew from the games: once for a database written
    /// before it existed, and to repair it (see `check::accept_as_it_is`). Then marks it
    /// complete, which `check` relies on to call a missing entry damage.
    fn rebuild_user_place_index(&self) -> Result<(), StoreError> {
        self.user_place.clear()?;
        for entry in self.games.iter() {
            let (key, bytes) = entry?;
            match decode::<Game>("games", &KeyName(&key), &bytes) {
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

    /// Games stored before the `board_messages` tree kept their board messages inside the game
    /// record (`shown.board`, `shown.turn`): moves them into the tree, once, and takes them out
    /// of the record (its version stays: the game did not change). Each game's entry is
    /// written before its record is rewritten, so a start interrupted half way loses nothing
    /// and does the rest the next time.
    fn move_board_messages(&self) -> Result<(), StoreError> {
        for entry in self.games.iter() {
            let (key, bytes) = entry?;
            let Ok(mut envelope) = serde_json::from_slice::<serde_json::Value>(&bytes) else {
                continue;
            };
            let Some(shown) = envelope
                .pointer_mut("/record/shown")
                .and_then(|v| v.as_object_mut())
            else {
                continue;
            };
            let (board, turn) = (shown.remove("board"), shown.remove("turn"));
            if board.is_none() && turn.is_none() {
                continue;
            }
            let read = |v: Option<serde_json::Value>| {
                v.and_then(|v| serde_json::from_value::<Option<MessageRefRecord>>(v).ok())
                    .flatten()
                    .map(crate::game::MessageRef::from)
            };
            let messages = BoardMessages {
                board: read(board),
                turn: read(turn),
            };
            if messages != BoardMessages::default() && self.board_messages.get(&key)?.is_none() {
                self.board_messages.insert(&key, encode(&messages)?)?;
            }
            let rewritten =
                serde_json::to_vec(&envelope).map_err(|e| StoreError::Encode(e.to_string()))?;
            self.games.insert(&key, rewritten)?;
        }
        self.meta.insert(BOARD_MESSAGES_MOVED_KEY, &[1u8])?;
        self.db.flush()?;
        Ok(())
    }

    /// Databases written before the due-time index have challenges without an entry in it:
    /// adds them once (games then had no due times), then marks the index complete, which
    /// `check` relies on to call a missing entry damage.
    fn complete_due_index(&self) -> Result<(), StoreError> {
        if self.meta.get(DUE_INDEX_KEY)?.is_some() {
            return Ok(());
        }
        for entry in self.challenges.iter() {
            let (key, value) = entry?;
            match decode::<Challenge>("challenges", &KeyName(&key), &value) {
                Ok(c) => {
                    self.due
                        .insert(due_key(DueItem::Challenge(c.id), c.expires_ms), &[])?;
                }
                Err(e) => tracing::warn!("not indexing a challenge by time: {e}"),
            }
        }
        for entry in self.games.iter() {
            let (key, value) = entry?;
            if let Ok(game) = decode::<Game>("games", &KeyName(&key), &value) {
                if let Some(due) = game.due_ms {
                    self.due.insert(due_key(DueItem::Game(game.id), due), &[])?;
                }
            }
        }
        self.meta.insert(DUE_INDEX_KEY, &[1u8])?;
        self.db.flush()?;
        Ok(())
    }

    fn read<T: Stored>(
        tree: &sled::Tree,
        name: &'static str,
        key: &[u8],
    ) -> Result<Option<T>, StoreError> {
        match tree.get(key)? {
            Some(bytes) => decode(name, &KeyName(key), &bytes).map(Some),
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
    /// Indexes kept in memory beside the trees (see `memo`).
    memo: Memo,
}

/// How long `open_waiting` waits for a database folder that another handle still locks.
const LOCK_WAIT: Duration = Duration::from_secs(3);

/// Reopening a closed database is tried at most this often.
const REOPEN_INTERVAL: Duration = Duration::from_millis(200);

/// Opens the sled database `config` names, waiting up to `LOCK_WAIT` for a folder still locked
/// by a handle being closed (sled's threads let go of the lock a moment after the last handle
/// is dropped: a restart in the same process, or a process just exiting).
pub fn open_waiting(config: &sled::Config) -> Result<sled::Db, sled::Error> {
    let start = Instant::now();
    loop {
        match config.open() {
            Err(sled::Error::Io(e))
                if e.to_string().contains("could not acquire lock")
                    && start.elapsed() < LOCK_WAIT =>
            {
                std::thread::sleep(Duration::from_millis(50));
            }
            other => return other,
        }
    }
}

impl SledStore {
    /// Opens the database in `path`, waiting for a folder still locked by a handle being
    /// closed (`open_waiting`).
    pub fn open(path: &Path) -> Result<SledStore, StoreError> {
        let trees = Trees::open(open_waiting(&Self::config(path))?)?;
        Ok(SledStore {
            path: Some(path.to_path_buf()),
            trees: RwLock::new(Some(Arc::new(trees))),
            pending_undo: Mutex::new(None),
            last_reopen: Mutex::new(None),
            memo: Memo::default(),
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
            memo: Memo::default(),
        })
    }

    /// The open database, reopening it first after a failure.
    fn trees(&self) -> Result<Arc<Trees>, StoreError> {
        {
            let guard = self.trees.read().recover();
            if let Some(trees) = guard.as_ref() {
                return Ok(trees.clone());
            }
        }
        self.recover()
    }

    /// Reopens the database and puts back a failed change; on failure the store stays closed.
    fn recover(&self) -> Result<Arc<Trees>, StoreError> {
        let mut guard = self.trees.write().recover();
        if let Some(trees) = guard.as_ref() {
            return Ok(trees.clone());
        }
        let path = self.path.as_ref().ok_or(StoreError::Unavailable)?;
        {
            let mut last = self.last_reopen.lock().recover();
            if last.is_some_and(|t| t.elapsed() < REOPEN_INTERVAL) {
                return Err(StoreError::Unavailable);
            }
            *last = Some(Instant::now());
        }
        let trees = Arc::new(Trees::open(Self::config(path).open()?)?);
        let mut undo = self.pending_undo.lock().recover();
        if let Some(log) = undo.as_ref() {
            undo_changes(&trees, log)?;
            trees.db.flush()?;
        }
        *undo = None;
        // The indexes in memory are built again from what the trees hold now.
        self.memo.clear();
        tracing::info!("the database is writable again");
        *guard = Some(trees.clone());
        Ok(trees)
    }

    /// Closes the database after a failed write, keeping what to put back.
    fn close_after_failure(&self, undo: UndoLog) {
        let mut guard = self.trees.write().recover();
        let mut pending = self.pending_undo.lock().recover();
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

    /// The sled database itself, for `check`.
    pub(crate) fn db(&self) -> Result<sled::Db, StoreError> {
        Ok(self.trees()?.db.clone())
    }

    /// Builds the (user, place) index of games in progress anew from the games (a repair;
    /// see `check::accept_as_it_is`). Call it with nothing else writing.
    pub(crate) fn rebuild_user_place_index(&self) -> Result<(), StoreError> {
        self.trees()?.rebuild_user_place_index()
    }

    pub fn size_on_disk(&self) -> Result<u64, StoreError> {
        Ok(self.trees()?.db.size_on_disk()?)
    }

    /// Runs `f` on the outbox index, built from the tree on first use.
    fn with_outbox<R>(&self, f: impl FnOnce(&mut OutboxIndex) -> R) -> Result<R, StoreError> {
        with_index(&self.memo.outbox, f, || {
            let mut index = OutboxIndex::default();
            for (key, n) in self.outbox()? {
                index.set(key, Some(&n));
            }
            Ok(index)
        })
    }

    /// Runs `f` on the challenge index, built from the tree on first use.
    fn with_challenges<R>(
        &self,
        f: impl FnOnce(&mut ChallengeIndex) -> R,
    ) -> Result<R, StoreError> {
        with_index(&self.memo.challenges, f, || {
            let mut index = ChallengeIndex::default();
            for c in self.all_challenges()? {
                index.set(c.id, Some(&c));
            }
            Ok(index)
        })
    }

    /// Runs `f` on the rating index, built from the tree on first use.
    fn with_ranks<R>(&self, f: impl FnOnce(&mut RankIndex) -> R) -> Result<R, StoreError> {
        with_index(&self.memo.ranks, f, || {
            let mut index = RankIndex::default();
            for entry in self.trees()?.players.iter() {
                let (key, bytes) = entry?;
                match decode::<Player>("players", &KeyName(&key), &bytes) {
                    Ok(p) => index.set(user_of_key(&key), Some(&p)),
                    Err(e) => tracing::warn!("skipping a player record: {e}"),
                }
            }
            Ok(index)
        })
    }

    /// Brings the indexes already built up to date with a committed change, by reading again
    /// what it touched (under each index's lock, so that commits finishing in either order
    /// leave each index as the trees are).
    fn after_commit(
        &self,
        t: &Trees,
        notices: &[u64],
        challenges: &[ChallengeId],
        players: &[UserId],
    ) {
        let result = (|| -> Result<(), StoreError> {
            if !notices.is_empty() {
                if let Some(index) = self.memo.outbox.lock().recover().as_mut() {
                    for &key in notices {
                        let n: Option<StoredNotice> = Trees::read(&t.outbox, "outbox", &key1(key))?;
                        index.set(key, n.as_ref());
                    }
                }
            }
            if !challenges.is_empty() {
                if let Some(index) = self.memo.challenges.lock().recover().as_mut() {
                    for &id in challenges {
                        let c: Option<Challenge> =
                            Trees::read(&t.challenges, "challenges", &key1(id.0))?;
                        index.set(id, c.as_ref());
                    }
                }
            }
            if !players.is_empty() {
                if let Some(index) = self.memo.ranks.lock().recover().as_mut() {
                    for &id in players {
                        let p: Option<Player> = Trees::read(&t.players, "players", &key1(id.0))?;
                        index.set(id, p.as_ref());
                    }
                }
            }
            Ok(())
        })();
        if let Err(e) = result {
            // Built again from the trees on next use.
            tracing::warn!("the indexes in memory are rebuilt: {e}");
            self.memo.clear();
        }
    }

    /// Challenges by id, in id order.
    fn challenges_by_id(&self, ids: Vec<ChallengeId>) -> Result<Vec<Challenge>, StoreError> {
        let t = self.trees()?;
        let rows =
            Self::read_each::<Challenge>(&t.challenges, "challenges", ids.iter().map(|c| c.0))?;
        Ok(rows.into_iter().map(|(_, c)| c).collect())
    }

    /// Every record of `tree` that `keep` accepts, in key order (damaged ones logged and
    /// skipped).
    fn scan<T: Stored>(
        tree: &sled::Tree,
        table: &'static str,
        keep: impl Fn(&T) -> bool,
    ) -> Result<Vec<T>, StoreError> {
        let mut out = Vec::new();
        for entry in tree.iter() {
            let (key, bytes) = entry?;
            match decode::<T>(table, &KeyName(&key), &bytes) {
                Ok(record) if keep(&record) => out.push(record),
                Ok(_) => {}
                Err(e) => tracing::warn!("skipping a damaged {table} record: {e}"),
            }
        }
        Ok(out)
    }

    /// Records by id, read one by one (damaged ones logged and skipped, vanished ones skipped).
    fn read_each<T: Stored>(
        tree: &sled::Tree,
        table: &'static str,
        keys: impl IntoIterator<Item = u64>,
    ) -> Result<Vec<(u64, T)>, StoreError> {
        let mut out = Vec::new();
        for key in keys {
            match Trees::read::<T>(tree, table, &key1(key)) {
                Ok(Some(record)) => out.push((key, record)),
                Ok(None) => {}
                Err(e @ StoreError::Corrupt { .. }) => tracing::warn!("skipping a record: {e}"),
                Err(e) => return Err(e),
            }
        }
        Ok(out)
    }
}

/// How far a leaderboard walks down the rated players before it reads the server's member
/// list instead.
const LEADERBOARD_WALK: usize = 256;

/// Runs `f` on the index kept in `slot`, built with `build` first if it is not yet.
fn with_index<I, R>(
    slot: &Mutex<Option<I>>,
    f: impl FnOnce(&mut I) -> R,
    build: impl FnOnce() -> Result<I, StoreError>,
) -> Result<R, StoreError> {
    let mut guard = slot.lock().recover();
    let index = match guard.as_mut() {
        Some(index) => index,
        None => guard.insert(build()?),
    };
    Ok(f(index))
}

/// The user id a `players` key names.
fn user_of_key(key: &[u8]) -> UserId {
    let mut b = [0u8; 8];
    if let Some(bytes) = key.get(..8) {
        b.copy_from_slice(bytes);
    }
    UserId(u64::from_be_bytes(b))
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
fn trees_in_order(t: &Trees) -> [&sled::Tree; WRITTEN] {
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
        &t.board_messages,
        &t.tournaments,
    ]
}

impl Store for SledStore {
    fn last_id(&self) -> Result<u64, StoreError> {
        self.trees()?.last_id()
    }
    fn commit(&self, batch: Batch) -> Result<(), StoreError> {
        let t = self.trees()?;
        let prepared = commit::Prepared::of(&t, &batch)?;
        let undo: Mutex<UndoLog> = Mutex::new(Vec::new());
        let order = trees_in_order(&t);
        let result = order[..].transaction(|all| {
            let mut log = undo.lock().recover();
            log.clear();
            prepared.apply(&mut commit::Tx::new(all.as_slice(), &mut log))
        });
        let failure = match result {
            Ok(()) => match t.db.flush() {
                Ok(_) => {
                    let notices: Vec<u64> = prepared
                        .notices
                        .iter()
                        .map(|(key, _)| *key)
                        .chain(batch.notices.delete.iter().copied())
                        .collect();
                    let challenges: Vec<ChallengeId> = batch
                        .challenges
                        .put
                        .iter()
                        .map(|(c, _)| c.id)
                        .chain(batch.challenges.taken.iter().map(|(id, _)| *id))
                        .chain(batch.challenges.delete.iter().copied())
                        .collect();
                    let players: Vec<UserId> = batch
                        .players
                        .put
                        .iter()
                        .map(|(id, _, _)| *id)
                        .chain(batch.players.forget.iter().copied())
                        .collect();
                    self.after_commit(&t, &notices, &challenges, &players);
                    return Ok(());
                }
                Err(e) => StoreError::from(e),
            },
            Err(TransactionError::Abort(e)) => return Err(e),
            Err(TransactionError::Storage(e)) => StoreError::from(e),
        };
        tracing::error!("a change could not be stored, so it is undone: {failure}");
        drop(t);
        let log = undo.into_inner().recover();
        self.close_after_failure(log);
        // Put it back now if the disk allows; else a later call tries again.
        if let Err(e) = self.recover() {
            tracing::warn!("the database stays closed until it can be reopened: {e}");
        }
        Err(failure)
    }
}

impl GameRepo for SledStore {
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
    fn board_messages(&self, id: GameId) -> Result<Option<BoardMessages>, StoreError> {
        Trees::read(&self.trees()?.board_messages, "board_messages", &key1(id.0))
    }
    fn finished_games_before(&self, ms: i64) -> Result<Vec<Game>, StoreError> {
        Self::scan(&self.trees()?.games, "games", |g: &Game| {
            g.is_over() && g.updated_ms < ms
        })
    }
}

impl ChallengeRepo for SledStore {
    fn challenge(&self, id: ChallengeId) -> Result<Option<Challenge>, StoreError> {
        Trees::read(&self.trees()?.challenges, "challenges", &key1(id.0))
    }
    fn challenges_in(&self, channel: ChannelId) -> Result<Vec<Challenge>, StoreError> {
        let ids = self.with_challenges(|ix| ix.in_channel(channel))?;
        self.challenges_by_id(ids)
    }
    fn challenges_in_guild(&self, guild: GuildId) -> Result<Vec<Challenge>, StoreError> {
        let ids = self.with_challenges(|ix| ix.in_guild(guild))?;
        self.challenges_by_id(ids)
    }
    fn challenges_by(&self, user: UserId) -> Result<Vec<Challenge>, StoreError> {
        let ids = self.with_challenges(|ix| ix.by(user))?;
        self.challenges_by_id(ids)
    }
    fn all_challenges(&self) -> Result<Vec<Challenge>, StoreError> {
        Self::scan(&self.trees()?.challenges, "challenges", |_: &Challenge| {
            true
        })
    }
}

impl PlayerRepo for SledStore {
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
    fn leaderboard(
        &self,
        guild: GuildId,
        variant: crate::rules::Variant,
        limit: usize,
    ) -> Result<Vec<(UserId, Player)>, StoreError> {
        // Down the rated players in rating order, keeping this server's members: a page
        // costs its rows, however large the server. A server whose members are few among
        // many rated players is answered from its member list instead (no record decoded).
        let walked = self.with_ranks(|ix| ix.highest(variant, LEADERBOARD_WALK))?;
        let t = self.trees()?;
        let mut top = Vec::new();
        for id in &walked {
            if t.guild_members.contains_key(key2(guild.0, id.0))? {
                top.push(*id);
                if top.len() == limit {
                    break;
                }
            }
        }
        if top.len() < limit && walked.len() == LEADERBOARD_WALK {
            let members = self.members(guild)?;
            top = self.with_ranks(|ix| ix.top(members.into_iter(), variant, limit))?;
        }
        let rows = Self::read_each::<Player>(&t.players, "players", top.iter().map(|u| u.0))?;
        Ok(rows.into_iter().map(|(id, p)| (UserId(id), p)).collect())
    }
}

impl TournamentRepo for SledStore {
    fn tournament(&self, id: TournamentId) -> Result<Option<Tournament>, StoreError> {
        let key = key1(id.0);
        match self.trees()?.tournaments.get(key)? {
            Some(bytes) => Ok(Some(decode("tournaments", &KeyName(&key), &bytes)?)),
            None => Ok(None),
        }
    }
    fn tournaments_in(&self, guild: GuildId) -> Result<Vec<Tournament>, StoreError> {
        Self::scan(
            &self.trees()?.tournaments,
            "tournaments",
            |t: &Tournament| t.guild == guild,
        )
    }
    fn all_tournaments(&self) -> Result<Vec<Tournament>, StoreError> {
        Self::scan(
            &self.trees()?.tournaments,
            "tournaments",
            |_: &Tournament| true,
        )
    }
}

impl PuzzleRepo for SledStore {
    fn puzzle_standings(&self) -> Result<Vec<(String, PuzzleStanding)>, StoreError> {
        let mut out = Vec::new();
        for entry in self.trees()?.meta.scan_prefix(PUZZLE_PREFIX) {
            let (key, bytes) = entry?;
            let id = String::from_utf8_lossy(&key[PUZZLE_PREFIX.len()..]).into_owned();
            match decode::<PuzzleStanding>("meta", &KeyName(&key), &bytes) {
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
}

impl NoticeRepo for SledStore {
    fn outbox(&self) -> Result<Vec<(u64, StoredNotice)>, StoreError> {
        let mut out = Vec::new();
        for entry in self.trees()?.outbox.iter() {
            let (key, bytes) = entry?;
            match decode::<StoredNotice>("outbox", &KeyName(&key), &bytes) {
                Ok(n) => out.push((decode_u64(&key)?, n)),
                Err(e) => tracing::warn!("skipping an outbox record: {e}"),
            }
        }
        Ok(out)
    }
    fn notice(&self, key: u64) -> Result<Option<StoredNotice>, StoreError> {
        Trees::read(&self.trees()?.outbox, "outbox", &key1(key))
    }
    fn take_outbox(
        &self,
        now_ms: i64,
        lease_ms: i64,
        limit: usize,
    ) -> Result<Vec<(u64, StoredNotice)>, StoreError> {
        let keys = self.with_outbox(|ix| ix.take(now_ms, lease_ms, limit))?;
        let mut out = Self::read_each(&self.trees()?.outbox, "outbox", keys)?;
        out.sort_by_key(|(key, _)| *key);
        Ok(out)
    }
    fn held_notices(&self, channel: ChannelId) -> Result<Vec<(u64, StoredNotice)>, StoreError> {
        let keys = self.with_outbox(|ix| ix.held(channel))?;
        Self::read_each(&self.trees()?.outbox, "outbox", keys)
    }
}

impl DueRepo for SledStore {
    fn due_items(&self, until_ms: i64, limit: usize) -> Result<Vec<(i64, DueItem)>, StoreError> {
        let end = (until_ms.max(0) as u64).saturating_add(1).to_be_bytes();
        let mut out = Vec::new();
        for entry in self.trees()?.due.range(..end.to_vec()).take(limit) {
            let (key, _) = entry?;
            match due_from_key(&key) {
                Some(item) => out.push(item),
                None => tracing::warn!("skipping a damaged due-time entry"),
            }
        }
        Ok(out)
    }
    fn next_due_after(&self, after_ms: i64) -> Result<Option<i64>, StoreError> {
        let start = (after_ms.max(0) as u64).saturating_add(1).to_be_bytes();
        match self.trees()?.due.range(start.to_vec()..).next() {
            Some(entry) => Ok(due_from_key(&entry?.0).map(|(due, _)| due)),
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
}

impl WebAccessRepo for SledStore {
    fn put_web_access(&self, key: &str, access: &WebAccess) -> Result<(), StoreError> {
        let t = self.trees()?;
        t.web_access.insert(key.as_bytes(), encode(access)?)?;
        t.web_access.flush()?;
        Ok(())
    }
    fn web_access(&self, key: &str) -> Result<Option<WebAccess>, StoreError> {
        Trees::read(&self.trees()?.web_access, "web_access", key.as_bytes())
    }
    fn take_web_access(&self, key: &str) -> Result<Option<WebAccess>, StoreError> {
        let t = self.trees()?;
        // sled's remove is atomic: of two takers at once, one gets the value.
        let Some(bytes) = t.web_access.remove(key.as_bytes())? else {
            return Ok(None);
        };
        t.web_access.flush()?;
        decode("web_access", &KeyName(key.as_bytes()), &bytes).map(Some)
    }
    fn forget_web_access(&self, user: Option<UserId>, now_ms: i64) -> Result<usize, StoreError> {
        let t = self.trees()?;
        let mut removed = 0;
        for entry in t.web_access.iter() {
            let (key, bytes) = entry?;
            let gone = match decode::<WebAccess>("web_access", &KeyName(&key), &bytes) {
                Ok(access) => Some(access.user) == user || access.expires_ms <= now_ms,
                // A record that cannot be read opens nothing: removed.
                Err(_) => true,
            };
            if gone && t.web_access.remove(&key)?.is_some() {
                removed += 1;
            }
        }
        t.web_access.flush()?;
        Ok(removed)
    }
}
