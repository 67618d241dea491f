//! Checking and copying the sled database, read only: every record decoded (and every game's
//! moves replayed), every index entry matched with the game it points to, every id accounted
//! for, and a copy of the database folder for backups. `check_folder` works on a copy, so that
//! sled's recovery never rewrites the files being checked.
//!
//! What sled does with damaged files (seen in `tests/database_damage.rs`): its log is
//! checksummed, so damaged bytes never reach a record; either opening fails
//! (`sled::Error::Corruption`, reported here as damage), or sled silently drops the damaged
//! part of its log and everything written after it, which leaves an older but consistent
//! database. Two things notice that:
//! - the `meta` tree's counters, kept in the same transaction as every change: every id up to
//!   `last_id` is a stored game, a stored challenge or counted in `deleted`;
//! - a small file beside the database (`GAMES_FILE`), written after each sound start-up check,
//!   every minute while the bot runs (when something changed) and when it stops: the last id
//!   handed out, the number of commits (`changes`) and the games in progress then. A database
//!   that has fewer ids, fewer commits, or lacks one of those games, lost what was written since.
//!
//! Changes made after the last time that file was written, and then lost with the tail of
//! sled's log, cannot be noticed.

use super::keys::{
    due_from_key, user_place_keys, KeyName, CHANGES_KEY, DELETED_KEY, DUE_INDEX_KEY, LAST_ID_KEY,
    USER_PLACE_INDEX_KEY,
};
use super::SledStore;
use crate::game::model::{BoardMessages, Challenge, Game, Player, Tournament};
use crate::game::store::contract::DueItem;
use crate::game::store::error::StoreError;
use crate::game::store::records::decode;
use std::path::{Path, PathBuf};

/// The trees the store keeps.
pub use super::keys::TREES;

/// What a check found.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct CheckReport {
    pub games: usize,
    pub games_in_progress: usize,
    pub challenges: usize,
    pub tournaments: usize,
    pub players: usize,
    /// Each problem in words (empty when the database is sound).
    pub problems: Vec<String>,
}

impl CheckReport {
    pub fn is_sound(&self) -> bool {
        self.problems.is_empty()
    }

    /// One line: the counts, and how many problems.
    pub fn summary(&self) -> String {
        let mut counts = format!(
            "{} games ({} in progress), {} challenges, {} players",
            self.games, self.games_in_progress, self.challenges, self.players
        );
        if self.tournaments > 0 {
            counts.push_str(&format!(", {} tournaments", self.tournaments));
        }
        if self.is_sound() {
            format!("{counts}: every record reads back")
        } else {
            format!("{counts}: {} problems found", self.problems.len())
        }
    }
}

/// Longest list of problems kept (a badly damaged file could yield millions).
const MAX_PROBLEMS: usize = 200;

fn id_of(key: &[u8], at: usize) -> Option<u64> {
    let bytes: [u8; 8] = key.get(at..at + 8)?.try_into().ok()?;
    Some(u64::from_be_bytes(bytes))
}

/// The file beside sled's own, in the database folder, listing the games in progress.
pub const GAMES_FILE: &str = "castalia-bot-games.json";

/// Checks an open store whose folder is `folder` (for the list of games in progress).
pub fn check(store: &SledStore, folder: &Path) -> CheckReport {
    match store.db() {
        Ok(db) => {
            let mut report = check_db(&db);
            missing_games(&db, folder, &mut report);
            report
        }
        Err(e) => CheckReport {
            problems: vec![format!("the database cannot be read: {e}")],
            ..CheckReport::default()
        },
    }
}

/// What the file beside the database remembers (see the module's documentation).
#[derive(serde::Serialize, serde::Deserialize, Default)]
struct Remembered {
    in_progress: Vec<u64>,
    /// The last id handed out (absent in files written before it was kept).
    #[serde(default)]
    last_id: Option<u64>,
    /// The number of commits made (absent in files written before it was kept).
    #[serde(default)]
    changes: Option<u64>,
}

/// The `meta` tree's counters.
struct Counters {
    last_id: u64,
    /// `None` in a database written before the counter existed (see `start_counting`).
    deleted: Option<u64>,
    changes: u64,
}

fn meta_u64(meta: &sled::Tree, key: &[u8]) -> Result<Option<u64>, String> {
    let name = String::from_utf8_lossy(key).into_owned();
    match meta.get(key) {
        Err(e) => Err(format!(
            "sled cannot read the meta table: {}",
            StoreError::from(e)
        )),
        Ok(None) => Ok(None),
        Ok(Some(bytes)) => match <[u8; 8]>::try_from(bytes.as_ref()) {
            Ok(b) => Ok(Some(u64::from_be_bytes(b))),
            Err(_) => Err(format!(
                "the meta table's `{name}` is damaged ({} bytes, not 8)",
                bytes.len()
            )),
        },
    }
}

/// The counters, or what is wrong with them. The last id of a database written before the
/// counter existed is its largest id.
fn counters(db: &sled::Db) -> Result<Counters, String> {
    let meta = db
        .open_tree("meta")
        .map_err(|e| format!("the `meta` table cannot be opened: {}", StoreError::from(e)))?;
    let last_id = match meta_u64(&meta, LAST_ID_KEY)? {
        Some(id) => id,
        None => {
            let mut last = 0;
            for name in ["games", "challenges", "tournaments"] {
                let tree = db
                    .open_tree(name)
                    .map_err(|e| StoreError::from(e).to_string())?;
                if let Some((key, _)) = tree.last().map_err(|e| StoreError::from(e).to_string())? {
                    last = last.max(id_of(&key, 0).unwrap_or(0));
                }
            }
            last
        }
    };
    Ok(Counters {
        last_id,
        deleted: meta_u64(&meta, DELETED_KEY)?,
        changes: meta_u64(&meta, CHANGES_KEY)?.unwrap_or(0),
    })
}

/// Writes what the next check compares with beside the database: the last id, the number of
/// commits and the games in progress. The database is flushed first, so that the file never
/// claims more than is on disk.
pub fn remember_games(store: &SledStore, folder: &Path) -> Result<(), StoreError> {
    let db = store.db()?;
    let remembered = remembered_now(&db)?;
    db.flush()?;
    write_remembered(folder, &remembered)
}

fn remembered_now(db: &sled::Db) -> Result<Remembered, StoreError> {
    let mut in_progress = Vec::new();
    let games = db.open_tree("games")?;
    for entry in db.open_tree("active_games")?.iter() {
        let (key, _) = entry?;
        // Only games that are there (a damaged index may list a game that is gone).
        if let Some(id) = id_of(&key, 0) {
            if games.contains_key(key_of(id))? {
                in_progress.push(id);
            }
        }
    }
    let counters = counters(db).map_err(StoreError::Backup)?;
    Ok(Remembered {
        in_progress,
        last_id: Some(counters.last_id),
        changes: Some(counters.changes),
    })
}

fn write_remembered(folder: &Path, remembered: &Remembered) -> Result<(), StoreError> {
    let json = serde_json::to_vec(remembered).map_err(|e| StoreError::Encode(e.to_string()))?;
    let path = folder.join(GAMES_FILE);
    let scratch = folder.join(format!("{GAMES_FILE}.new"));
    let write = || -> std::io::Result<()> {
        let mut file = std::fs::File::create(&scratch)?;
        std::io::Write::write_all(&mut file, &json)?;
        file.sync_all()?;
        std::fs::rename(&scratch, &path)
    };
    write().map_err(|e| StoreError::Backup(format!("cannot write {}: {e}", path.display())))
}

/// The number of commits recorded now, to tell whether `remember_games` has anything new.
pub fn changes(store: &SledStore) -> Option<u64> {
    counters(&store.db().ok()?).ok().map(|c| c.changes)
}

/// For a database written before the `deleted` counter existed: counts every id not held by
/// a stored game or challenge as deleted, so that later checks can account for every id. Call
/// it after a sound check, before anything is written.
pub fn start_counting(store: &SledStore) -> Result<(), StoreError> {
    let db = store.db()?;
    let c = counters(&db).map_err(StoreError::Backup)?;
    if c.deleted.is_none() {
        set_deleted_to_the_gaps(&db, c.last_id)?;
    }
    Ok(())
}

/// After a damaged start that the operator allowed (`--allow-damaged-db`): takes the database
/// as it now is, so that what is already reported is not reported again: every id not held by a
/// record is counted as deleted, and the file beside the database is written anew. Records that
/// do not decode are left as they are (and reported again at the next start).
pub fn accept_as_it_is(store: &SledStore, folder: &Path) -> Result<(), StoreError> {
    // The (user, place) index is derived from the games alone: built anew, it is sound.
    store.rebuild_user_place_index()?;
    let db = store.db()?;
    let c = counters(&db).map_err(StoreError::Backup)?;
    set_deleted_to_the_gaps(&db, c.last_id)?;
    remember_games(store, folder)
}

fn set_deleted_to_the_gaps(db: &sled::Db, last_id: u64) -> Result<(), StoreError> {
    let held = (db.open_tree("games")?.len()
        + db.open_tree("challenges")?.len()
        + db.open_tree("tournaments")?.len()) as u64;
    db.open_tree("meta")?
        .insert(DELETED_KEY, &last_id.saturating_sub(held).to_be_bytes())?;
    db.flush()?;
    Ok(())
}

/// Adds a problem for what the file beside the database remembers and the database lacks.
fn missing_games(db: &sled::Db, folder: &Path, report: &mut CheckReport) {
    let path = folder.join(GAMES_FILE);
    let Ok(bytes) = std::fs::read(&path) else {
        return; // a new database, or one from before this file existed
    };
    let Ok(remembered) = serde_json::from_slice::<Remembered>(&bytes) else {
        report.problems.push(format!(
            "{GAMES_FILE} in the database folder cannot be read (delete it if the database itself checks sound)"
        ));
        return;
    };
    if let Ok(now) = counters(db) {
        if let Some(last) = remembered.last_id.filter(|last| *last > now.last_id) {
            report.problems.push(format!(
                "ids up to #{last} were handed out, but the database only knows ids up to #{}: games and challenges created since are gone (sled dropped writes it could not read)",
                now.last_id
            ));
        }
        if let Some(changes) = remembered.changes.filter(|c| *c > now.changes) {
            report.problems.push(format!(
                "{} change(s) (moves, games, challenges) stored earlier are gone: the database holds {} of the {changes} changes it had (sled dropped writes it could not read)",
                changes - now.changes,
                now.changes
            ));
        }
    }
    let Ok(games) = db.open_tree("games") else {
        return; // already reported
    };
    let missing: Vec<String> = remembered
        .in_progress
        .iter()
        .filter(|&&id| !matches!(games.contains_key(key_of(id)), Ok(true)))
        .map(|id| format!("#{id}"))
        .collect();
    if !missing.is_empty() {
        report.problems.push(format!(
            "{} game(s) in progress earlier are gone: {} (sled dropped writes it could not read)",
            missing.len(),
            missing.join(", ")
        ));
    }
}

fn key_of(id: u64) -> [u8; 8] {
    id.to_be_bytes()
}

/// Checks an open sled database: sled's own read errors, records that do not decode, games
/// whose moves do not replay, and index entries that do not match the games.
pub fn check_db(db: &sled::Db) -> CheckReport {
    let mut report = CheckReport::default();
    let mut problems = Vec::new();
    let mut games = std::collections::BTreeMap::new();
    // Challenge id -> expiry (for the due-time index).
    let mut challenges = std::collections::BTreeMap::new();
    // The ids of every game and challenge key, readable or not.
    let mut ids = Vec::new();
    let open = |name: &str, problems: &mut Vec<String>| match db.open_tree(name) {
        Ok(tree) => Some(tree),
        Err(e) => {
            problems.push(format!(
                "the `{name}` table cannot be opened: {}",
                StoreError::from(e)
            ));
            None
        }
    };
    if let Some(tree) = open("games", &mut problems) {
        for entry in tree.iter() {
            match entry {
                Err(e) => problems.push(format!(
                    "sled cannot read the games table: {}",
                    StoreError::from(e)
                )),
                Ok((key, value)) => {
                    ids.extend(id_of(&key, 0));
                    match decode::<Game>("games", &KeyName(&key), &value) {
                        Err(e) => problems.push(e.to_string()),
                        Ok(game) => {
                            if id_of(&key, 0) != Some(game.id.0) || key.len() != 8 {
                                problems
                                    .push(format!("game #{} is stored under a wrong key", game.id));
                            }
                            if game.record().is_err() {
                                problems.push(format!("game #{}'s moves do not replay", game.id));
                            }
                            games.insert(game.id.0, game);
                        }
                    }
                }
            }
        }
    }
    report.games = games.len();
    report.games_in_progress = games.values().filter(|g| !g.is_over()).count();
    if let Some(tree) = open("challenges", &mut problems) {
        for entry in tree.iter() {
            match entry {
                Err(e) => problems.push(format!(
                    "sled cannot read the challenges table: {}",
                    StoreError::from(e)
                )),
                Ok((key, value)) => {
                    ids.extend(id_of(&key, 0));
                    match decode::<Challenge>("challenges", &KeyName(&key), &value) {
                        Err(e) => problems.push(e.to_string()),
                        Ok(c) => {
                            report.challenges += 1;
                            challenges.insert(c.id.0, c.expires_ms);
                        }
                    }
                }
            }
        }
    }
    // Tournament id -> due time (for the due-time index).
    let mut tournaments = std::collections::BTreeMap::new();
    if let Some(tree) = open("tournaments", &mut problems) {
        for entry in tree.iter() {
            match entry {
                Err(e) => problems.push(format!(
                    "sled cannot read the tournaments table: {}",
                    StoreError::from(e)
                )),
                Ok((key, value)) => {
                    ids.extend(id_of(&key, 0));
                    match decode::<Tournament>("tournaments", &KeyName(&key), &value) {
                        Err(e) => problems.push(e.to_string()),
                        Ok(t) => {
                            if id_of(&key, 0) != Some(t.id.0) || key.len() != 8 {
                                problems.push(format!(
                                    "tournament #{} is stored under a wrong key",
                                    t.id
                                ));
                            }
                            report.tournaments += 1;
                            tournaments.insert(t.id.0, t.due_ms);
                        }
                    }
                }
            }
        }
    }
    if let Some(tree) = open("players", &mut problems) {
        for entry in tree.iter() {
            match entry {
                Err(e) => problems.push(format!(
                    "sled cannot read the players table: {}",
                    StoreError::from(e)
                )),
                Ok((key, value)) => match decode::<Player>("players", &KeyName(&key), &value) {
                    Err(e) => problems.push(e.to_string()),
                    Ok(_) => report.players += 1,
                },
            }
        }
    }
    // Every id handed out is a stored game, challenge or tournament, or a deleted record.
    match counters(db) {
        Err(problem) => problems.push(problem),
        Ok(c) => {
            let beyond: Vec<String> = ids
                .iter()
                .filter(|&&id| id > c.last_id)
                .map(|id| format!("#{id}"))
                .collect();
            if !beyond.is_empty() {
                problems.push(format!(
                    "record(s) {} have ids beyond the last id handed out (#{}): the id counter is damaged",
                    beyond.join(", "),
                    c.last_id
                ));
            }
            if let Some(deleted) = c.deleted {
                let held = ids.len() as u64;
                let accounted = held + deleted;
                if accounted < c.last_id {
                    let gone = c.last_id - accounted;
                    problems.push(format!(
                        "{gone} of the {} ids handed out are neither a stored game, challenge or tournament nor a deleted record: {gone} game or challenge record(s) are gone",
                        c.last_id
                    ));
                } else if accounted > c.last_id {
                    problems.push(format!(
                        "the counts do not match: {held} stored games, challenges and tournaments plus {deleted} deleted make more than the {} ids handed out",
                        c.last_id
                    ));
                }
            }
        }
    }
    // The indexes: each entry must point to a stored game that agrees with it, and each game
    // in progress must be found through them.
    let mut active = std::collections::BTreeSet::new();
    let mut in_channels = std::collections::BTreeSet::new();
    for (name, key_len) in [
        ("active_games", 8),
        ("channel_games", 16),
        ("user_games", 16),
        ("guild_members", 16),
    ] {
        let Some(tree) = open(name, &mut problems) else {
            continue;
        };
        for entry in tree.iter() {
            let key = match entry {
                Err(e) => {
                    problems.push(format!(
                        "sled cannot read the {name} table: {}",
                        StoreError::from(e)
                    ));
                    continue;
                }
                Ok((key, _)) => key,
            };
            if key.len() != key_len {
                problems.push(format!("the {name} table has a key of the wrong size"));
                continue;
            }
            let game_id = match name {
                "active_games" => id_of(&key, 0),
                "guild_members" => None,
                _ => id_of(&key, 8),
            };
            let Some(id) = game_id else { continue };
            let Some(game) = games.get(&id) else {
                problems.push(format!(
                    "the {name} table lists game #{id}, which is missing from the games table"
                ));
                continue;
            };
            match name {
                "active_games" => {
                    active.insert(id);
                }
                "channel_games" => {
                    let listed_in = id_of(&key, 0).map(crate::game::model::ChannelId);
                    if !listed_in.is_some_and(|c| game.is_in(c)) {
                        problems.push(format!("game #{id} is listed in a channel it is not in"));
                    }
                    in_channels.insert(id);
                }
                "user_games" => {
                    let user = id_of(&key, 0);
                    let plays = [&game.white, &game.black]
                        .iter()
                        .any(|seat| seat.user().map(|u| u.0) == user);
                    if !plays {
                        problems.push(format!("game #{id} is listed for a user who is not in it"));
                    }
                }
                _ => {}
            }
        }
    }
    for (id, game) in &games {
        let listed = active.contains(id) && in_channels.contains(id);
        if !game.is_over() && !listed {
            problems.push(format!(
                "game #{id} is in progress but missing from the indexes"
            ));
        }
        if game.is_over() && (active.contains(id) || in_channels.contains(id)) {
            problems.push(format!(
                "game #{id} is over but still listed as in progress"
            ));
        }
    }
    check_due(db, &games, &challenges, &tournaments, &mut problems);
    check_user_places(db, &games, &mut problems);
    check_board_messages(db, &ids, &mut problems);
    if problems.len() > MAX_PROBLEMS {
        let more = problems.len() - MAX_PROBLEMS;
        problems.truncate(MAX_PROBLEMS);
        problems.push(format!("... and {more} more"));
    }
    report.problems = problems;
    report
}

/// The board messages: each entry can be read and belongs to a stored game (a deleted game's
/// entry goes with it).
fn check_board_messages(db: &sled::Db, ids: &[u64], problems: &mut Vec<String>) {
    let ids: std::collections::HashSet<u64> = ids.iter().copied().collect();
    let tree = match db.open_tree("board_messages") {
        Ok(tree) => tree,
        Err(e) => {
            let e = StoreError::from(e);
            problems.push(format!("the `board_messages` table cannot be opened: {e}"));
            return;
        }
    };
    for entry in tree.iter() {
        let (key, value) = match entry {
            Ok(entry) => entry,
            Err(e) => {
                let e = StoreError::from(e);
                problems.push(format!("sled cannot read the board_messages table: {e}"));
                return;
            }
        };
        if let Err(e) = decode::<BoardMessages>("board_messages", &KeyName(&key), &value) {
            problems.push(e.to_string());
        }
        match id_of(&key, 0) {
            Some(id) if ids.contains(&id) => {}
            _ => problems.push(format!(
                "the board messages {} belong to no stored game",
                KeyName(&key)
            )),
        }
    }
}

/// The due-time index: each entry names a stored game or challenge due at that time, and each
/// game or challenge with a due time has its entry (else the timer would never look at it).
fn check_due(
    db: &sled::Db,
    games: &std::collections::BTreeMap<u64, Game>,
    challenges: &std::collections::BTreeMap<u64, i64>,
    tournaments: &std::collections::BTreeMap<u64, Option<i64>>,
    problems: &mut Vec<String>,
) {
    let tree = match db.open_tree("due") {
        Ok(tree) => tree,
        Err(e) => {
            let e = StoreError::from(e);
            problems.push(format!("the `due` table cannot be opened: {e}"));
            return;
        }
    };
    let mut listed = std::collections::HashSet::new();
    for entry in tree.iter() {
        let key = match entry {
            Ok((key, _)) => key,
            Err(e) => {
                let e = StoreError::from(e);
                problems.push(format!("sled cannot read the due table: {e}"));
                continue;
            }
        };
        let Some((due, item)) = due_from_key(&key).filter(|_| key.len() == 17) else {
            problems.push("the due table has a damaged entry".to_string());
            continue;
        };
        let (what, stored_due) = match item {
            DueItem::Game(id) => (
                format!("game #{id}"),
                games.get(&id.0).map(|g| g.due_ms.map(|d| d.max(0))),
            ),
            DueItem::Challenge(id) => (
                format!("challenge #{id}"),
                challenges.get(&id.0).map(|&e| Some(e.max(0))),
            ),
            DueItem::Tournament(id) => (
                format!("tournament #{id}"),
                tournaments.get(&id.0).map(|d| d.map(|d| d.max(0))),
            ),
        };
        match stored_due {
            None => problems.push(format!("the due table lists {what}, which is not stored")),
            Some(stored) if stored != Some(due) => problems.push(format!(
                "the due table lists {what} at a time it is not due"
            )),
            Some(_) => {
                listed.insert(item);
            }
        }
    }
    // A database from before the index is completed when the bot opens it.
    let complete = db
        .open_tree("meta")
        .and_then(|meta| meta.get(DUE_INDEX_KEY))
        .is_ok_and(|marker| marker.is_some());
    if !complete {
        return;
    }
    for game in games.values() {
        if game.due_ms.is_some() && !listed.contains(&DueItem::Game(game.id)) {
            problems.push(format!(
                "game #{} has a due time but is missing from the due table: its timers would not fire",
                game.id
            ));
        }
    }
    for (&id, due) in tournaments {
        let item = DueItem::Tournament(crate::game::model::TournamentId(id));
        if due.is_some() && !listed.contains(&item) {
            problems.push(format!(
                "tournament #{id} has a due time but is missing from the due table: its rounds would not start"
            ));
        }
    }
    for &id in challenges.keys() {
        let item = DueItem::Challenge(crate::game::model::ChallengeId(id));
        if !listed.contains(&item) {
            problems.push(format!(
                "challenge #{id} is missing from the due table: it would never expire"
            ));
        }
    }
}

/// The (user, place) index of games in progress: each entry names a stored game in progress
/// that the user plays in that place, and (once the index is complete) each game in progress
/// has an entry for each of its players in each of its places (else "my game here" would not
/// find it). `accept_as_it_is` repairs it.
fn check_user_places(
    db: &sled::Db,
    games: &std::collections::BTreeMap<u64, Game>,
    problems: &mut Vec<String>,
) {
    let tree = match db.open_tree("user_place_games") {
        Ok(tree) => tree,
        Err(e) => {
            let e = StoreError::from(e);
            problems.push(format!(
                "the `user_place_games` table cannot be opened: {e}"
            ));
            return;
        }
    };
    let mut listed = std::collections::HashSet::new();
    for entry in tree.iter() {
        let key = match entry {
            Ok((key, _)) => key,
            Err(e) => {
                let e = StoreError::from(e);
                problems.push(format!("sled cannot read the user_place_games table: {e}"));
                continue;
            }
        };
        let Some(id) = id_of(&key, 16).filter(|_| key.len() == 24) else {
            problems.push("the user_place_games table has a key of the wrong size".to_string());
            continue;
        };
        match games.get(&id) {
            None => problems.push(format!(
                "the user_place_games table lists game #{id}, which is missing from the games table"
            )),
            Some(game) if !user_place_keys(game).iter().any(|k| k[..] == key[..]) => {
                problems.push(format!(
                    "the user_place_games table lists game #{id} for a player or place it does not have (or it is over)"
                ))
            }
            Some(_) => {
                listed.insert(key.to_vec());
            }
        }
    }
    let complete = db
        .open_tree("meta")
        .and_then(|meta| meta.get(USER_PLACE_INDEX_KEY))
        .is_ok_and(|marker| marker.is_some());
    if !complete {
        return;
    }
    for game in games.values() {
        if user_place_keys(game)
            .iter()
            .any(|k| !listed.contains(&k[..]))
        {
            problems.push(format!(
                "game #{} is in progress but missing from the user_place_games table: its players' moves without `game:` would not find it",
                game.id
            ));
        }
    }
}

/// Whether an error opening a database means its files are damaged (rather than that another
/// process holds it, or that the folder cannot be written).
pub fn is_damage(error: &StoreError) -> bool {
    matches!(error, StoreError::Damaged(_) | StoreError::Corrupt { .. })
}

/// Whether an error opening a database is sled's lock: another process has it open.
pub fn is_locked(error: &StoreError) -> bool {
    matches!(error, StoreError::InUse(_))
}

/// The report for a database sled refuses to open.
fn unreadable(error: &StoreError) -> CheckReport {
    CheckReport {
        problems: vec![format!(
            "sled cannot open the database: its files are damaged ({error})"
        )],
        ..CheckReport::default()
    }
}

/// Fails with `StoreError::InUse` if a process (a running bot) holds the database in `folder`;
/// else holds sled's lock on it until the returned file is dropped.
fn lock(folder: &Path) -> Result<std::fs::File, StoreError> {
    let path = folder.join("db");
    let file = std::fs::File::open(&path)
        .map_err(|e| StoreError::Backup(format!("cannot open {}: {e}", path.display())))?;
    match fs2::FileExt::try_lock_exclusive(&file) {
        Ok(()) => Ok(file),
        Err(e) if e.kind() == fs2::lock_contended_error().kind() => {
            Err(StoreError::InUse(format!(
                "the database at {} is in use by another process (a running castalia-bot?): stop it first",
                folder.display()
            )))
        }
        Err(e) => Err(StoreError::Backup(format!(
            "cannot lock {}: {e}",
            path.display()
        ))),
    }
}

/// Checks the database in `folder` without writing to it: the folder is copied to a
/// temporary one (while holding sled's lock, so no bot writes meanwhile), and the copy is
/// opened and checked. A database sled refuses to open is reported as damaged.
pub fn check_folder(folder: &Path) -> Result<CheckReport, StoreError> {
    if !folder.join("db").is_file() {
        return Err(StoreError::NotADatabase(folder.display().to_string()));
    }
    let scratch = scratch_folder("check");
    let result = (|| {
        let held = lock(folder)?;
        copy_folder(folder, &scratch)?;
        drop(held);
        let db = match sled::Config::new().path(&scratch).open() {
            Ok(db) => db,
            Err(e) => {
                let e = StoreError::from(e);
                if is_damage(&e) {
                    return Ok(unreadable(&e));
                }
                return Err(e);
            }
        };
        let mut report = check_db(&db);
        missing_games(&db, &scratch, &mut report);
        Ok(report)
    })();
    let _ = std::fs::remove_dir_all(&scratch);
    result
}

/// Copies the database in `folder` to `out` (which must not exist yet), consistently: the
/// database is locked (so no bot is using it), copied as it is, and the copy is opened and
/// checked. Returns the check of the copy. A damaged database is still copied (the copy is
/// what there is to salvage), and the report says so.
pub fn backup(folder: &Path, out: &Path) -> Result<CheckReport, StoreError> {
    if !folder.join("db").is_file() {
        return Err(StoreError::NotADatabase(folder.display().to_string()));
    }
    if out.exists() {
        return Err(StoreError::Backup(format!(
            "{} already exists: name a new folder for the copy",
            out.display()
        )));
    }
    // Every commit is flushed before it is acknowledged, so the files of a database no
    // process holds are complete: they are copied as they are, never opened by sled first
    // (whose recovery would rewrite a damaged one).
    let held = lock(folder)?;
    copy_folder(folder, out)?;
    drop(held);
    // The copy is checked through a copy of its own, so that it stays as it was taken.
    check_folder(out)
}

/// A fresh, empty temporary folder name.
fn scratch_folder(what: &str) -> PathBuf {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    std::env::temp_dir().join(format!(
        "castalia-bot-{what}-{}-{nanos}",
        std::process::id()
    ))
}

/// Copies a folder's files and subfolders (sled's `db`, `conf`, `snap.*`, `blobs/`).
fn copy_folder(from: &Path, to: &Path) -> Result<(), StoreError> {
    let io = |e: std::io::Error, path: &Path| {
        StoreError::Backup(format!("cannot copy {}: {e}", path.display()))
    };
    std::fs::create_dir_all(to).map_err(|e| io(e, to))?;
    for entry in std::fs::read_dir(from).map_err(|e| io(e, from))? {
        let entry = entry.map_err(|e| io(e, from))?;
        let source = entry.path();
        let target = to.join(entry.file_name());
        let kind = entry.file_type().map_err(|e| io(e, &source))?;
        if kind.is_dir() {
            copy_folder(&source, &target)?;
        } else if kind.is_file() {
            std::fs::copy(&source, &target).map_err(|e| io(e, &source))?;
        }
    }
    Ok(())
}
