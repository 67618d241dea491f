//! One batch as one sled transaction across the trees it touches. Each concern's writes
//! (`Batch`'s parts) are applied by a function of their own, with the index keys and due times
//! that follow them; every write goes through `Tx`, which notes what was there before so that
//! a transaction whose flush fails can be undone (`SledStore::close_after_failure`).
//!
//! What can fail without the database (encoding, scanning the keys of forgotten users, which
//! a transaction cannot do) is done before the transaction, in `Prepared::of`.

use super::keys::*;
use super::{
    Trees, UndoLog, ACTIVE, BOARD_MESSAGES, CHALLENGES, CHANNEL_GAMES, DUE, GAMES, MEMBERS, META,
    OUTBOX, PLAYERS, TOURNAMENTS, USER_GAMES, USER_PLACE,
};
use crate::game::model::{Challenge, ChallengeId, Game, Tournament, UserId};
use crate::game::store::batch::{
    Batch, ChallengeWrites, GameWrites, NoticeWrites, PlayerWrites, PuzzleWrites,
};
use crate::game::store::contract::DueItem;
use crate::game::store::error::StoreError;
use crate::game::store::records::{decode, encode, stored_version};
use ::sled::transaction::{ConflictableTransactionError, TransactionalTree};

type TxResult<T> = Result<T, ConflictableTransactionError<StoreError>>;

fn abort(e: StoreError) -> ConflictableTransactionError<StoreError> {
    ConflictableTransactionError::Abort(e)
}

fn conflict<T>() -> TxResult<T> {
    Err(abort(StoreError::Conflict))
}

/// The trees of one transaction (in the order of `trees_in_order`) and the undo log.
pub(super) struct Tx<'a> {
    all: &'a [TransactionalTree],
    log: &'a mut UndoLog,
    /// Game and challenge records removed, for the `deleted` counter.
    removed: u64,
}

impl<'a> Tx<'a> {
    pub(super) fn new(all: &'a [TransactionalTree], log: &'a mut UndoLog) -> Tx<'a> {
        Tx {
            all,
            log,
            removed: 0,
        }
    }

    fn get(&self, tree: usize, key: &[u8]) -> TxResult<Option<sled::IVec>> {
        Ok(self.all[tree].get(key)?)
    }

    /// Writes a key, noting what was there.
    fn put(&mut self, tree: usize, key: &[u8], value: &[u8]) -> TxResult<()> {
        let old = self.all[tree].insert(key, value)?;
        self.log.push((tree, sled::IVec::from(key), old));
        Ok(())
    }

    /// Removes a key, noting what was there; true if there was something.
    fn remove(&mut self, tree: usize, key: &[u8]) -> TxResult<bool> {
        let old = self.all[tree].remove(key)?;
        let found = old.is_some();
        if found {
            self.log.push((tree, sled::IVec::from(key), old));
        }
        Ok(found)
    }

    /// A versioned record's stored version (0: none stored), to check a write against.
    fn version(&self, tree: usize, name: &'static str, key: &[u8]) -> TxResult<u64> {
        match self.get(tree, key)? {
            Some(bytes) => Ok(stored_version(name, &KeyName(key), &bytes).map_err(abort)?),
            None => Ok(0),
        }
    }

    /// A counter of `meta` (0 when not yet stored).
    fn counter(&self, key: &[u8]) -> TxResult<u64> {
        match self.get(META, key)? {
            Some(bytes) => decode_u64(&bytes).map_err(abort),
            None => Ok(0),
        }
    }

    fn add_to_counter(&mut self, key: &[u8], by: u64) -> TxResult<()> {
        let value = self.counter(key)? + by;
        self.put(META, key, &value.to_be_bytes())
    }
}

/// A batch made ready for its transaction: records encoded, keys found.
pub(super) struct Prepared<'b> {
    batch: &'b Batch,
    /// The id counter of a database written before it existed starts at the largest id.
    id_floor: u64,
    games: Vec<(&'b Game, Option<u64>, Vec<u8>)>,
    board_messages: Vec<([u8; 8], Vec<u8>)>,
    challenges: Vec<(&'b Challenge, u64, Vec<u8>)>,
    players: Vec<(UserId, u64, Vec<u8>)>,
    /// Index keys of forgotten users: their games, (user, place) entries and memberships.
    forget_keys: Vec<(usize, sled::IVec)>,
    /// The outbox entries written (new ones with their new keys), by key.
    pub(super) notices: Vec<(u64, Vec<u8>)>,
    standings: Vec<(Vec<u8>, u64, Vec<u8>)>,
    tournaments: Vec<(&'b Tournament, Option<u64>, Vec<u8>)>,
}

impl<'b> Prepared<'b> {
    pub(super) fn of(t: &Trees, batch: &'b Batch) -> Result<Prepared<'b>, StoreError> {
        let id_floor = match batch.claim_id {
            Some(_) => t.last_id()?,
            None => 0,
        };
        let GameWrites {
            put,
            board_messages,
            ..
        } = &batch.games;
        let mut games = Vec::with_capacity(put.len());
        for (game, read) in put {
            games.push((game, *read, encode(game)?));
        }
        let mut messages = Vec::with_capacity(board_messages.len());
        for (id, m) in board_messages {
            messages.push((key1(id.0), encode(m)?));
        }
        let mut challenges = Vec::new();
        for (c, read) in &batch.challenges.put {
            challenges.push((c, *read, encode(c)?));
        }
        let mut players = Vec::new();
        for (id, p, read) in &batch.players.put {
            players.push((*id, *read, encode(p)?));
        }
        let mut forget_keys = Vec::new();
        for user in &batch.players.forget {
            for entry in t.user_games.scan_prefix(key1(user.0)) {
                forget_keys.push((USER_GAMES, entry?.0));
            }
            for entry in t.user_place.scan_prefix(key1(user.0)) {
                forget_keys.push((USER_PLACE, entry?.0));
            }
            for entry in t.guild_members.iter() {
                let key = entry?.0;
                if key.get(8..16) == Some(&key1(user.0)[..]) {
                    forget_keys.push((MEMBERS, key));
                }
            }
        }
        let mut notices = Vec::new();
        for n in &batch.notices.add {
            notices.push((t.db.generate_id()?, encode(n)?));
        }
        for (key, n) in &batch.notices.update {
            notices.push((*key, encode(n)?));
        }
        let mut standings = Vec::new();
        for (id, s, read) in &batch.puzzles.standings {
            let mut key = PUZZLE_PREFIX.to_vec();
            key.extend_from_slice(id.as_bytes());
            standings.push((key, *read, encode(s)?));
        }
        let mut tournaments = Vec::with_capacity(batch.tournaments.put.len());
        for (tournament, read) in &batch.tournaments.put {
            tournaments.push((tournament, *read, encode(tournament)?));
        }
        Ok(Prepared {
            batch,
            id_floor,
            games,
            board_messages: messages,
            challenges,
            players,
            forget_keys,
            notices,
            standings,
            tournaments,
        })
    }

    /// Applies the whole batch inside the transaction: each concern's writes, then the
    /// counters `check` accounts with.
    pub(super) fn apply(&self, tx: &mut Tx) -> TxResult<()> {
        self.claim(tx)?;
        self.games(tx)?;
        self.challenges(tx)?;
        self.players(tx)?;
        self.notices(tx)?;
        self.puzzles(tx)?;
        self.tournaments(tx)?;
        if tx.removed > 0 {
            tx.add_to_counter(DELETED_KEY, tx.removed)?;
        }
        tx.add_to_counter(CHANGES_KEY, 1)
    }

    fn claim(&self, tx: &mut Tx) -> TxResult<()> {
        let Some(id) = self.batch.claim_id else {
            return Ok(());
        };
        let last = match tx.get(META, LAST_ID_KEY)? {
            Some(bytes) => decode_u64(&bytes).map_err(abort)?,
            None => self.id_floor,
        };
        if id != last + 1 {
            return conflict();
        }
        tx.put(META, LAST_ID_KEY, &id.to_be_bytes())
    }

    /// Games with their indexes: in progress, by channel and thread, by player, by (user,
    /// place), by due time; deleted games with all of them; board messages beside.
    fn games(&self, tx: &mut Tx) -> TxResult<()> {
        for (game, expected, bytes) in &self.games {
            let key = key1(game.id.0);
            let stored = match tx.get(GAMES, &key)? {
                Some(old) => Some(decode::<Game>("games", &KeyName(&key), &old).map_err(abort)?),
                None => None,
            };
            if stored.as_ref().map(|g| g.version) != *expected {
                return conflict();
            }
            tx.put(GAMES, &key, bytes)?;
            // The (user, place) entries follow the game: its players, places and state.
            for old in stored.iter().flat_map(user_place_keys) {
                tx.remove(USER_PLACE, &old)?;
            }
            for new in user_place_keys(game) {
                tx.put(USER_PLACE, &new, &[])?;
            }
            let item = DueItem::Game(game.id);
            if let Some(old_due) = stored.and_then(|g| g.due_ms) {
                tx.remove(DUE, &due_key(item, old_due))?;
            }
            if let Some(due) = game.due_ms {
                tx.put(DUE, &due_key(item, due), &[])?;
            }
            // A game is listed in the channel it started in and in its thread.
            let channel_keys: Vec<[u8; 16]> = std::iter::once(game.channel)
                .chain(game.thread)
                .map(|c| key2(c.0, game.id.0))
                .collect();
            if game.is_over() {
                tx.remove(ACTIVE, &key)?;
                for channel_key in &channel_keys {
                    tx.remove(CHANNEL_GAMES, channel_key)?;
                }
            } else {
                tx.put(ACTIVE, &key, &[])?;
                for channel_key in &channel_keys {
                    tx.put(CHANNEL_GAMES, channel_key, &[])?;
                }
            }
            for seat in [&game.white, &game.black] {
                if let Some(user) = seat.user() {
                    tx.put(USER_GAMES, &key2(user.0, game.id.0), &[])?;
                }
            }
        }
        for game in &self.batch.games.delete {
            let key = key1(game.id.0);
            if let Some(old) = tx.get(GAMES, &key)? {
                let old: Game = decode("games", &KeyName(&key), &old).map_err(abort)?;
                if let Some(due) = old.due_ms {
                    tx.remove(DUE, &due_key(DueItem::Game(game.id), due))?;
                }
                for k in user_place_keys(&old) {
                    tx.remove(USER_PLACE, &k)?;
                }
            }
            for k in user_place_keys(game) {
                tx.remove(USER_PLACE, &k)?;
            }
            tx.removed += u64::from(tx.remove(GAMES, &key)?);
            tx.remove(BOARD_MESSAGES, &key)?;
            tx.remove(ACTIVE, &key)?;
            for channel in std::iter::once(game.channel).chain(game.thread) {
                tx.remove(CHANNEL_GAMES, &key2(channel.0, game.id.0))?;
            }
            for seat in [&game.white, &game.black] {
                if let Some(user) = seat.user() {
                    tx.remove(USER_GAMES, &key2(user.0, game.id.0))?;
                }
            }
        }
        for (key, bytes) in &self.board_messages {
            tx.put(BOARD_MESSAGES, key, bytes)?;
        }
        Ok(())
    }

    /// Challenges, each indexed at its expiry: answered ones checked against the version read,
    /// deleted ones unchecked, written ones at the next version.
    fn challenges(&self, tx: &mut Tx) -> TxResult<()> {
        let ChallengeWrites { taken, delete, .. } = &self.batch.challenges;
        for (id, read) in taken {
            if tx.version(CHALLENGES, "challenges", &key1(id.0))? != *read {
                return conflict();
            }
            let gone = drop_challenge(tx, *id)?;
            tx.removed += u64::from(gone);
        }
        for id in delete {
            let gone = drop_challenge(tx, *id)?;
            tx.removed += u64::from(gone);
        }
        for (c, read, bytes) in &self.challenges {
            if tx.version(CHALLENGES, "challenges", &key1(c.id.0))? != *read {
                return conflict();
            }
            drop_challenge(tx, c.id)?;
            tx.put(CHALLENGES, &key1(c.id.0), bytes)?;
            tx.put(DUE, &due_key(DueItem::Challenge(c.id), c.expires_ms), &[])?;
        }
        Ok(())
    }

    /// Player records (versioned), memberships, and forgotten users with their index keys.
    fn players(&self, tx: &mut Tx) -> TxResult<()> {
        let PlayerWrites {
            members,
            remove_members,
            forget,
            ..
        } = &self.batch.players;
        for (id, read, bytes) in &self.players {
            let key = key1(id.0);
            if tx.version(PLAYERS, "players", &key)? != *read {
                return conflict();
            }
            tx.put(PLAYERS, &key, bytes)?;
        }
        for (guild, user) in members {
            tx.put(MEMBERS, &key2(guild.0, user.0), &[])?;
        }
        for (guild, user) in remove_members {
            tx.remove(MEMBERS, &key2(guild.0, user.0))?;
        }
        for user in forget {
            tx.remove(PLAYERS, &key1(user.0))?;
        }
        for (tree, key) in &self.forget_keys {
            tx.remove(*tree, key)?;
        }
        Ok(())
    }

    /// The outbox: new and rewritten entries, delivered ones removed.
    fn notices(&self, tx: &mut Tx) -> TxResult<()> {
        let NoticeWrites { delete, .. } = &self.batch.notices;
        for (key, bytes) in &self.notices {
            tx.put(OUTBOX, &key1(*key), bytes)?;
        }
        for key in delete {
            tx.remove(OUTBOX, &key1(*key))?;
        }
        Ok(())
    }

    /// Puzzle standings (versioned, in `meta`), the day of the daily puzzle and its solvers.
    fn puzzles(&self, tx: &mut Tx) -> TxResult<()> {
        let PuzzleWrites {
            daily_posted,
            daily_solved,
            ..
        } = &self.batch.puzzles;
        for (key, read, bytes) in &self.standings {
            if tx.version(META, "meta", key)? != *read {
                return conflict();
            }
            tx.put(META, key, bytes)?;
        }
        if let Some((read, day)) = *daily_posted {
            let stored = match tx.get(META, DAILY_POSTED_KEY)? {
                Some(bytes) => Some(decode_u64(&bytes).map_err(abort)? as i64),
                None => None,
            };
            if stored != read {
                return conflict();
            }
            // Stored bit for bit (as the heartbeat's readers expect 8 bytes).
            tx.put(META, DAILY_POSTED_KEY, &day.to_be_bytes())?;
        }
        if let Some(day) = *daily_solved {
            tx.add_to_counter(&daily_solvers_key(day), 1)?;
        }
        Ok(())
    }

    /// Tournaments (versioned), each indexed at its due time.
    fn tournaments(&self, tx: &mut Tx) -> TxResult<()> {
        for (tournament, expected, bytes) in &self.tournaments {
            let key = key1(tournament.id.0);
            let stored = match tx.get(TOURNAMENTS, &key)? {
                Some(old) => {
                    Some(decode::<Tournament>("tournaments", &KeyName(&key), &old).map_err(abort)?)
                }
                None => None,
            };
            if stored.as_ref().map(|t| t.version) != *expected {
                return conflict();
            }
            tx.put(TOURNAMENTS, &key, bytes)?;
            let item = DueItem::Tournament(tournament.id);
            if let Some(old_due) = stored.and_then(|t| t.due_ms) {
                tx.remove(DUE, &due_key(item, old_due))?;
            }
            if let Some(due) = tournament.due_ms {
                tx.put(DUE, &due_key(item, due), &[])?;
            }
        }
        Ok(())
    }
}

/// Removes a challenge and its index entry at its expiry; true if it was there.
fn drop_challenge(tx: &mut Tx, id: ChallengeId) -> TxResult<bool> {
    let key = key1(id.0);
    if let Some(old) = tx.get(CHALLENGES, &key)? {
        let old: Challenge = decode("challenges", &KeyName(&key), &old).map_err(abort)?;
        tx.remove(DUE, &due_key(DueItem::Challenge(id), old.expires_ms))?;
    }
    tx.remove(CHALLENGES, &key)
}
