//! Persistence: a small `Store` trait (so a server database could replace sled in a very large
//! deployment) and its sled implementation. Every change is one atomic transaction across the
//! trees it touches, checked against the version it was based on, and flushed to disk before
//! the call returns.

use super::model::{Challenge, ChallengeId, ChannelId, Game, GameId, GuildId, Player, UserId};
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use sled::transaction::{ConflictableTransactionError, TransactionError, Transactional};
use std::path::Path;

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
    #[error("{0} holds no castalia-bot database (no `db` file in it)")]
    NotADatabase(String),
    #[error("backup failed: {0}")]
    Backup(String),
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

fn encode<T: Serialize>(record: &T) -> Result<Vec<u8>, StoreError> {
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

/// One atomic change.
#[derive(Default, Debug)]
pub struct Batch {
    /// Games to write, each with the version it was read at (`None` for a new game).
    pub games: Vec<(Game, Option<u64>)>,
    pub put_challenges: Vec<Challenge>,
    pub delete_challenges: Vec<ChallengeId>,
    pub players: Vec<(UserId, Player)>,
    /// (guild, user) pairs to remember as members (for leaderboards).
    pub members: Vec<(GuildId, UserId)>,
    /// Games to delete, with their indexes (retention).
    pub delete_games: Vec<Game>,
    /// Users whose player record, memberships and game index are deleted (privacy).
    pub forget_users: Vec<UserId>,
}

/// Everything the service needs from a database.
pub trait Store: Send + Sync {
    fn next_id(&self) -> Result<u64, StoreError>;
    fn game(&self, id: GameId) -> Result<Option<Game>, StoreError>;
    /// Games in progress in a channel (damaged records are logged and skipped).
    fn active_games_in(&self, channel: ChannelId) -> Result<Vec<Game>, StoreError>;
    /// Every game in progress.
    fn active_games(&self) -> Result<Vec<Game>, StoreError>;
    /// Every game a user played or plays, newest first.
    fn games_of(&self, user: UserId) -> Result<Vec<Game>, StoreError>;
    fn challenge(&self, id: ChallengeId) -> Result<Option<Challenge>, StoreError>;
    fn challenges_in(&self, channel: ChannelId) -> Result<Vec<Challenge>, StoreError>;
    fn all_challenges(&self) -> Result<Vec<Challenge>, StoreError>;
    fn player(&self, id: UserId) -> Result<Option<Player>, StoreError>;
    fn members(&self, guild: GuildId) -> Result<Vec<UserId>, StoreError>;
    /// Finished games last changed before `ms` (unix ms), for retention.
    fn finished_games_before(&self, ms: i64) -> Result<Vec<Game>, StoreError>;
    /// Applies a batch atomically and durably, or fails with nothing written
    /// (`StoreError::Conflict` when a game's version moved on).
    fn commit(&self, batch: Batch) -> Result<(), StoreError>;
}

/// The sled database.
pub struct SledStore {
    db: sled::Db,
    games: sled::Tree,
    challenges: sled::Tree,
    players: sled::Tree,
    active: sled::Tree,
    channel_games: sled::Tree,
    user_games: sled::Tree,
    guild_members: sled::Tree,
}

impl SledStore {
    pub fn open(path: &Path) -> Result<SledStore, StoreError> {
        let db = sled::Config::new().path(path).open()?;
        SledStore::from_db(db)
    }

    /// A throwaway in-memory database (tests).
    pub fn temporary() -> Result<SledStore, StoreError> {
        SledStore::from_db(sled::Config::new().temporary(true).open()?)
    }

    fn from_db(db: sled::Db) -> Result<SledStore, StoreError> {
        Ok(SledStore {
            games: db.open_tree("games")?,
            challenges: db.open_tree("challenges")?,
            players: db.open_tree("players")?,
            active: db.open_tree("active_games")?,
            channel_games: db.open_tree("channel_games")?,
            user_games: db.open_tree("user_games")?,
            guild_members: db.open_tree("guild_members")?,
            db,
        })
    }

    /// The sled database itself, for `store_check`.
    pub(super) fn db(&self) -> &sled::Db {
        &self.db
    }

    /// Flushes everything to disk (also done after every commit).
    pub fn flush(&self) -> Result<(), StoreError> {
        self.db.flush()?;
        Ok(())
    }

    pub fn size_on_disk(&self) -> Result<u64, StoreError> {
        Ok(self.db.size_on_disk()?)
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
}

impl Store for SledStore {
    fn next_id(&self) -> Result<u64, StoreError> {
        Ok(self.db.generate_id()? + 1)
    }

    fn game(&self, id: GameId) -> Result<Option<Game>, StoreError> {
        Self::read(&self.games, "games", &key1(id.0))
    }

    fn active_games_in(&self, channel: ChannelId) -> Result<Vec<Game>, StoreError> {
        self.games_by_index(&self.channel_games, &key1(channel.0))
    }

    fn active_games(&self) -> Result<Vec<Game>, StoreError> {
        self.games_by_index(&self.active, &[])
    }

    fn games_of(&self, user: UserId) -> Result<Vec<Game>, StoreError> {
        let mut games = self.games_by_index(&self.user_games, &key1(user.0))?;
        games.reverse();
        Ok(games)
    }

    fn challenge(&self, id: ChallengeId) -> Result<Option<Challenge>, StoreError> {
        Self::read(&self.challenges, "challenges", &key1(id.0))
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
        for entry in self.challenges.iter() {
            let (key, bytes) = entry?;
            match decode::<Challenge>("challenges", &key, &bytes) {
                Ok(c) => out.push(c),
                Err(e) => tracing::warn!("skipping a challenge record: {e}"),
            }
        }
        Ok(out)
    }

    fn player(&self, id: UserId) -> Result<Option<Player>, StoreError> {
        Self::read(&self.players, "players", &key1(id.0))
    }

    fn members(&self, guild: GuildId) -> Result<Vec<UserId>, StoreError> {
        let prefix = key1(guild.0);
        let mut out = Vec::new();
        for entry in self.guild_members.scan_prefix(prefix) {
            let (key, _) = entry?;
            if let Some(id) = key.get(8..16) {
                let mut b = [0u8; 8];
                b.copy_from_slice(id);
                out.push(UserId(u64::from_be_bytes(b)));
            }
        }
        Ok(out)
    }

    fn finished_games_before(&self, ms: i64) -> Result<Vec<Game>, StoreError> {
        let mut out = Vec::new();
        for entry in self.games.iter() {
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
        // Index keys of forgotten users, found before the transaction (which cannot scan).
        let mut forget_user_games = Vec::new();
        let mut forget_members = Vec::new();
        for user in &batch.forget_users {
            for entry in self.user_games.scan_prefix(key1(user.0)) {
                forget_user_games.push(entry?.0);
            }
            for entry in self.guild_members.iter() {
                let key = entry?.0;
                if key.get(8..16) == Some(&key1(user.0)[..]) {
                    forget_members.push(key);
                }
            }
        }
        let mut encoded_games = Vec::with_capacity(batch.games.len());
        for (game, expected) in &batch.games {
            encoded_games.push((game, *expected, encode(game)?));
        }
        let mut encoded_challenges = Vec::new();
        for c in &batch.put_challenges {
            encoded_challenges.push((c.id, encode(c)?));
        }
        let mut encoded_players = Vec::new();
        for (id, p) in &batch.players {
            encoded_players.push((*id, encode(p)?));
        }
        let trees = (
            &self.games,
            &self.challenges,
            &self.players,
            &self.active,
            &self.channel_games,
            &self.user_games,
            &self.guild_members,
        );
        let result = trees.transaction(
            |(games, challenges, players, active, channel_games, user_games, members)| {
                for (game, expected, bytes) in &encoded_games {
                    let key = key1(game.id.0);
                    let stored_version = match games.get(key)? {
                        Some(old) => match decode::<Game>("games", &key, &old) {
                            Ok(g) => Some(g.version),
                            Err(e) => return Err(ConflictableTransactionError::Abort(e)),
                        },
                        None => None,
                    };
                    if stored_version != *expected {
                        return Err(ConflictableTransactionError::Abort(StoreError::Conflict));
                    }
                    games.insert(&key, bytes.as_slice())?;
                    let channel_key = key2(game.channel.0, game.id.0);
                    if game.is_over() {
                        active.remove(&key)?;
                        channel_games.remove(&channel_key)?;
                    } else {
                        active.insert(&key, &[])?;
                        channel_games.insert(&channel_key, &[])?;
                    }
                    for seat in [&game.white, &game.black] {
                        if let Some(user) = seat.user() {
                            user_games.insert(&key2(user.0, game.id.0), &[])?;
                        }
                    }
                }
                for (id, bytes) in &encoded_challenges {
                    challenges.insert(&key1(id.0), bytes.as_slice())?;
                }
                for id in &batch.delete_challenges {
                    challenges.remove(&key1(id.0))?;
                }
                for (id, bytes) in &encoded_players {
                    players.insert(&key1(id.0), bytes.as_slice())?;
                }
                for (guild, user) in &batch.members {
                    members.insert(&key2(guild.0, user.0), &[])?;
                }
                for game in &batch.delete_games {
                    games.remove(&key1(game.id.0))?;
                    active.remove(&key1(game.id.0))?;
                    channel_games.remove(&key2(game.channel.0, game.id.0))?;
                    for seat in [&game.white, &game.black] {
                        if let Some(user) = seat.user() {
                            user_games.remove(&key2(user.0, game.id.0))?;
                        }
                    }
                }
                for user in &batch.forget_users {
                    players.remove(&key1(user.0))?;
                }
                for key in &forget_user_games {
                    user_games.remove(key)?;
                }
                for key in &forget_members {
                    members.remove(key)?;
                }
                Ok(())
            },
        );
        match result {
            Ok(()) => {
                self.db.flush()?;
                Ok(())
            }
            Err(TransactionError::Abort(e)) => Err(e),
            Err(TransactionError::Storage(e)) => Err(StoreError::Database(e)),
        }
    }
}
