//! Checking and copying the sled database, read only: every record decoded (and every game's
//! moves replayed), every index entry matched with the game it points to, and a copy of the
//! database folder for backups. `check_folder` works on a copy, so that sled's recovery
//! never rewrites the files being checked.
//!
//! sled recovers a file cut short (or damaged in its last writes) by dropping what it cannot
//! read, without an error. To notice, the bot writes the ids of the games in progress to a
//! small file beside the database after each sound start-up check (`remember_games`); a game
//! listed there must still be stored (a game in progress is never deleted; once finished, it
//! stays for `database.retention_days`).

use super::model::{Challenge, Game, Player};
use super::store::{decode, SledStore, StoreError};
use std::path::{Path, PathBuf};

/// The trees the store keeps.
pub const TREES: [&str; 8] = [
    "games",
    "challenges",
    "players",
    "active_games",
    "channel_games",
    "user_games",
    "guild_members",
    "meta",
];

/// What a check found.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct CheckReport {
    pub games: usize,
    pub games_in_progress: usize,
    pub challenges: usize,
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
        let counts = format!(
            "{} games ({} in progress), {} challenges, {} players",
            self.games, self.games_in_progress, self.challenges, self.players
        );
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

#[derive(serde::Serialize, serde::Deserialize)]
struct RememberedGames {
    in_progress: Vec<u64>,
}

/// Writes the ids of the games in progress beside the database (after a sound check), for
/// the next start's check.
pub fn remember_games(store: &SledStore, folder: &Path) -> Result<(), StoreError> {
    let mut in_progress = Vec::new();
    for entry in store.db()?.open_tree("active_games")?.iter() {
        let (key, _) = entry?;
        in_progress.extend(id_of(&key, 0));
    }
    let json = serde_json::to_vec(&RememberedGames { in_progress })
        .map_err(|e| StoreError::Encode(e.to_string()))?;
    let path = folder.join(GAMES_FILE);
    let scratch = folder.join(format!("{GAMES_FILE}.new"));
    std::fs::write(&scratch, json)
        .and_then(|()| std::fs::rename(&scratch, &path))
        .map_err(|e| StoreError::Backup(format!("cannot write {}: {e}", path.display())))
}

/// Adds a problem for each game listed in `GAMES_FILE` that is no longer stored.
fn missing_games(db: &sled::Db, folder: &Path, report: &mut CheckReport) {
    let path = folder.join(GAMES_FILE);
    let Ok(bytes) = std::fs::read(&path) else {
        return; // a new database, or one from before this file existed
    };
    let Ok(remembered) = serde_json::from_slice::<RememberedGames>(&bytes) else {
        report
            .problems
            .push(format!("{} cannot be read", path.display()));
        return;
    };
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
            "{} game(s) in progress when the bot last started are gone: {} (sled dropped writes it could not read)",
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
    let open = |name: &str, problems: &mut Vec<String>| match db.open_tree(name) {
        Ok(tree) => Some(tree),
        Err(e) => {
            problems.push(format!("the `{name}` table cannot be opened: {e}"));
            None
        }
    };
    if let Some(tree) = open("games", &mut problems) {
        for entry in tree.iter() {
            match entry {
                Err(e) => problems.push(format!("sled cannot read the games table: {e}")),
                Ok((key, value)) => match decode::<Game>("games", &key, &value) {
                    Err(e) => problems.push(e.to_string()),
                    Ok(game) => {
                        if id_of(&key, 0) != Some(game.id.0) || key.len() != 8 {
                            problems.push(format!("game #{} is stored under a wrong key", game.id));
                        }
                        if game.record().is_err() {
                            problems.push(format!("game #{}'s moves do not replay", game.id));
                        }
                        games.insert(game.id.0, game);
                    }
                },
            }
        }
    }
    report.games = games.len();
    report.games_in_progress = games.values().filter(|g| !g.is_over()).count();
    if let Some(tree) = open("challenges", &mut problems) {
        for entry in tree.iter() {
            match entry {
                Err(e) => problems.push(format!("sled cannot read the challenges table: {e}")),
                Ok((key, value)) => match decode::<Challenge>("challenges", &key, &value) {
                    Err(e) => problems.push(e.to_string()),
                    Ok(_) => report.challenges += 1,
                },
            }
        }
    }
    if let Some(tree) = open("players", &mut problems) {
        for entry in tree.iter() {
            match entry {
                Err(e) => problems.push(format!("sled cannot read the players table: {e}")),
                Ok((key, value)) => match decode::<Player>("players", &key, &value) {
                    Err(e) => problems.push(e.to_string()),
                    Ok(_) => report.players += 1,
                },
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
                    problems.push(format!("sled cannot read the {name} table: {e}"));
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
                    if id_of(&key, 0) != Some(game.channel.0) {
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
    if problems.len() > MAX_PROBLEMS {
        let more = problems.len() - MAX_PROBLEMS;
        problems.truncate(MAX_PROBLEMS);
        problems.push(format!("... and {more} more"));
    }
    report.problems = problems;
    report
}

/// Checks the database in `folder` without writing to it: the folder is copied to a
/// temporary one, and the copy is opened and checked. Run it while the bot is stopped (a
/// copy taken during a write may show that write half done).
pub fn check_folder(folder: &Path) -> Result<CheckReport, StoreError> {
    if !folder.join("db").is_file() {
        return Err(StoreError::NotADatabase(folder.display().to_string()));
    }
    let scratch = scratch_folder("check");
    let result = (|| {
        copy_folder(folder, &scratch)?;
        let db = sled::Config::new().path(&scratch).open()?;
        let mut report = check_db(&db);
        missing_games(&db, &scratch, &mut report);
        Ok(report)
    })();
    let _ = std::fs::remove_dir_all(&scratch);
    result
}

/// Copies the database in `folder` to `out` (which must not exist yet), consistently: the
/// database is opened (sled's lock makes sure no bot is using it), flushed, copied, and the
/// copy is opened and checked. Returns the check of the copy.
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
    let db = sled::Config::new().path(folder).open()?;
    db.flush()?;
    // While `db` is open, sled's lock keeps every other process out, and this one writes
    // nothing: the files are a flushed, consistent database.
    copy_folder(folder, out)?;
    drop(db);
    let copy = sled::Config::new().path(out).open()?;
    let mut report = check_db(&copy);
    missing_games(&copy, out, &mut report);
    Ok(report)
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
