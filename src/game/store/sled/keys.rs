//! sled's layout: the names of its trees, how each key is made of ids (big-endian u64s, so
//! that keys sort by id), the `meta` keys, and the due-time keys. Only the sled store, its
//! check and the sled side of `migrate` read it.

use crate::game::model::{ChallengeId, ChannelId, Game, GameId, TournamentId};
use crate::game::store::contract::DueItem;
use crate::game::store::error::StoreError;

/// Every tree the store keeps.
pub const TREES: [&str; 13] = [
    "games",
    "challenges",
    "players",
    "active_games",
    "channel_games",
    "user_games",
    "guild_members",
    "meta",
    "due",
    "outbox",
    "user_place_games",
    "board_messages",
    "tournaments",
];

/// The key of the id counter in the `meta` tree.
pub(crate) const LAST_ID_KEY: &[u8] = b"last_id";
/// The number of game and challenge records deleted (so that stored games + stored challenges +
/// stored tournaments + deleted = last id: every id handed out is accounted for; see `check`).
pub(crate) const DELETED_KEY: &[u8] = b"deleted";
/// The number of commits made, which only ever grows (see `check`).
pub(crate) const CHANGES_KEY: &[u8] = b"changes";
/// `meta` key set once every challenge and game with a due time has its `due` entry.
pub(crate) const DUE_INDEX_KEY: &[u8] = b"due_index_complete";
/// `meta` key set once every game in progress has its `user_place_games` entries.
pub(crate) const USER_PLACE_INDEX_KEY: &[u8] = b"user_place_index_complete";
/// `meta` key set once the board messages of games stored before the `board_messages` tree
/// were moved out of the game records into it.
pub(crate) const BOARD_MESSAGES_MOVED_KEY: &[u8] = b"board_messages_moved";
/// The key of the last heartbeat (unix ms) in the `meta` tree.
pub(crate) const HEARTBEAT_KEY: &[u8] = b"heartbeat";
/// The prefix of puzzle ratings (`puzzle/` and the puzzle id) in the `meta` tree.
pub(crate) const PUZZLE_PREFIX: &[u8] = b"puzzle/";
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

/// A key as its ids ("12/7"), for messages.
pub(crate) struct KeyName<'a>(pub &'a [u8]);

impl std::fmt::Display for KeyName<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, c) in self.0.chunks(8).enumerate() {
            let mut b = [0u8; 8];
            b[..c.len()].copy_from_slice(c);
            if i > 0 {
                f.write_str("/")?;
            }
            write!(f, "{}", u64::from_be_bytes(b))?;
        }
        Ok(())
    }
}

pub(crate) fn key1(a: u64) -> [u8; 8] {
    a.to_be_bytes()
}

pub(crate) fn key2(a: u64, b: u64) -> [u8; 16] {
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

/// A big-endian u64 (a key of ids, a counter in `meta`).
pub(crate) fn decode_u64(bytes: &[u8]) -> Result<u64, StoreError> {
    let b: [u8; 8] = bytes.try_into().map_err(|_| StoreError::Corrupt {
        table: "meta",
        key: "last_id".into(),
        reason: format!("{} bytes, not 8", bytes.len()),
    })?;
    Ok(u64::from_be_bytes(b))
}

/// The `user_place_games` keys of a game in progress: (user, place, game) for each person
/// playing it and each place it is in (the channel it started in, its thread); none once it is
/// over. `check` checks the index against the games with the same keys.
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

/// The `due` key of an item due at `due_ms`: (time, kind, id), so the tree sorts by time.
pub(crate) fn due_key(item: DueItem, due_ms: i64) -> [u8; 17] {
    let (tag, id) = match item {
        DueItem::Game(id) => (0u8, id.0),
        DueItem::Challenge(id) => (1u8, id.0),
        DueItem::Tournament(id) => (2u8, id.0),
    };
    let mut k = [0u8; 17];
    k[..8].copy_from_slice(&(due_ms.max(0) as u64).to_be_bytes());
    k[8] = tag;
    k[9..].copy_from_slice(&id.to_be_bytes());
    k
}

/// The item and time of a `due` key (`None` for a damaged key).
pub(crate) fn due_from_key(key: &[u8]) -> Option<(i64, DueItem)> {
    let due = i64::try_from(u64::from_be_bytes(key.get(..8)?.try_into().ok()?)).ok()?;
    let id = u64::from_be_bytes(key.get(9..17)?.try_into().ok()?);
    match key.get(8)? {
        0 => Some((due, DueItem::Game(GameId(id)))),
        1 => Some((due, DueItem::Challenge(ChallengeId(id)))),
        2 => Some((due, DueItem::Tournament(TournamentId(id)))),
        _ => None,
    }
}
