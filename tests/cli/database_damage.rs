//! Damaged databases through the real binary: `check` reads every record and exits 1 on
//! damage, `backup` makes a copy that checks sound, and the bot refuses to start on a
//! database with a record it cannot read, that sled refuses to open, or that lost records
//! (flipped bytes, a file cut in half: never a silent start with games missing).

use crate::cli::run_binary;
use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::{Duration, Instant};

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// The database opened in this process, to read or change it behind the bot's back. Dropping
/// it waits until sled has let go of its lock: sled's threads do so a moment after the last
/// handle is dropped (later on a busy machine), and the binary run next (`check` refuses a
/// database in use) must find it free.
struct Raw {
    db: Option<sled::Db>,
    path: PathBuf,
}

fn raw(path: &Path) -> Raw {
    let db = castalia_bot::game::store::sled::open_waiting(&sled::Config::new().path(path))
        .unwrap_or_else(|e| panic!("open {}: {e}", path.display()));
    Raw {
        db: Some(db),
        path: path.to_path_buf(),
    }
}

impl std::ops::Deref for Raw {
    type Target = sled::Db;
    fn deref(&self) -> &sled::Db {
        self.db.as_ref().unwrap_or_else(|| panic!("closed"))
    }
}

impl Drop for Raw {
    fn drop(&mut self) {
        self.db.take();
        let start = Instant::now();
        loop {
            let file = std::fs::File::open(self.path.join("db"))
                .unwrap_or_else(|e| panic!("open {}: {e}", self.path.display()));
            if fs2::FileExt::try_lock_exclusive(&file).is_ok() {
                let _ = fs2::FileExt::unlock(&file);
                return;
            }
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "sled kept its lock on {}",
                self.path.display()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

/// A database with two games in progress.
fn make_db(db: &Path) {
    let script = b"/as alice\n/challenge bob color:white\n/as bob\n/accept\n/as alice\ne4\n/as bob\ne5\n/as carol\n/challenge dave\n/as dave\n/accept\n";
    let out = run_binary(
        &["local", "--no-images", "--db", db.to_str().unwrap()],
        script,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
}

fn copy(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        if entry.file_type().unwrap().is_dir() {
            copy(&entry.path(), &to.join(entry.file_name()));
        } else {
            std::fs::copy(entry.path(), to.join(entry.file_name())).unwrap();
        }
    }
}

/// Where sled's written bytes end in its `db` file (the rest is a sparse tail of zeros).
fn used_len(db: &Path) -> usize {
    let bytes = std::fs::read(db.join("db")).unwrap();
    bytes.iter().rposition(|&b| b != 0).unwrap() + 1
}

#[test]
fn check_and_backup_of_a_sound_database() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    make_db(&db);
    let out = run_binary(&["check", "--db", db.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert!(
        text(&out).contains("2 games (2 in progress)"),
        "{}",
        text(&out)
    );
    let copy_dir = dir.path().join("copy");
    let out = run_binary(
        &[
            "backup",
            "--db",
            db.to_str().unwrap(),
            copy_dir.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    let out = run_binary(&["check", "--db", copy_dir.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    // The copy is a working database: its games go on.
    let out = run_binary(
        &["local", "--no-images", "--db", copy_dir.to_str().unwrap()],
        b"/as alice\n/board\nNf3\n",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert!(!text(&out).contains("damaged"), "{}", text(&out));
    // A backup never overwrites.
    let out = run_binary(
        &[
            "backup",
            "--db",
            db.to_str().unwrap(),
            copy_dir.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("already exists"), "{}", text(&out));
}

#[test]
fn a_game_record_that_does_not_decode_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    make_db(&db);
    {
        let sled_db = raw(&db);
        let games = sled_db.open_tree("games").unwrap();
        let (key, _) = games.iter().next().unwrap().unwrap();
        games
            .insert(key, &b"{\"schema\":1,\"record\":{\"garbage\":"[..])
            .unwrap();
        sled_db.flush().unwrap();
    }
    let out = run_binary(&["check", "--db", db.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(text(&out).contains("cannot be read"), "{}", text(&out));
    let out = run_binary(&["local", "--no-images", "--db", db.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("damaged"), "{}", text(&out));
    let out = run_binary(
        &[
            "local",
            "--no-images",
            "--allow-damaged-db",
            "--db",
            db.to_str().unwrap(),
        ],
        b"/as carol\n/board\n",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
}

/// A database used as a bot uses one: started three times (so sled has written a snapshot),
/// with games, moves and challenges made in each run. Returns the number of games.
fn make_used_db(db: &Path) -> usize {
    make_db(db);
    for (a, b) in [("erin", "fred"), ("gina", "hugo")] {
        let script = format!(
            "/as {a}\n/challenge {b}\n/as {b}\n/accept\n/as {a}\nd4\n/as {b}\nd5\n/as {a}\n/challenge carol\n"
        );
        let out = run_binary(
            &["local", "--no-images", "--db", db.to_str().unwrap()],
            script.as_bytes(),
        );
        assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    }
    4
}

/// The damage is either reported (check: exit 1, and the bot refuses to start) with the advice
/// to restore from a backup, or there is none: every game is still there.
fn assert_detected_or_harmless(db: &Path, games: usize, what: &str) {
    let out = run_binary(&["check", "--db", db.to_str().unwrap()], b"");
    let said = text(&out);
    match out.status.code() {
        Some(0) => assert!(
            said.contains(&format!("{games} games")) && said.contains("every record reads back"),
            "{what}: games lost without a word:\n{said}"
        ),
        Some(1) => {
            assert!(said.contains("damaged"), "{what}: {said}");
            assert!(said.contains("restore"), "{what}: {said}");
            assert!(said.contains("castalia-bot backup"), "{what}: {said}");
            let out = run_binary(&["local", "--no-images", "--db", db.to_str().unwrap()], b"");
            let said = text(&out);
            assert_eq!(out.status.code(), Some(2), "{what}: {said}");
            assert!(said.contains("damaged"), "{what}: {said}");
            assert!(
                said.contains("restore the folder from a backup"),
                "{what}: {said}"
            );
            assert!(!said.contains("another castalia-bot"), "{what}: {said}");
        }
        other => panic!("{what}: check exited with {other:?}:\n{said}"),
    }
}

/// A way to damage the bytes of sled's `db` file.
type Damage = Box<dyn Fn(&mut Vec<u8>)>;

#[test]
fn flipped_bytes_and_a_file_cut_in_half_never_lose_games_silently() {
    let dir = tempfile::tempdir().unwrap();
    let base = dir.path().join("base");
    let games = make_used_db(&base);
    let used = used_len(&base);
    let size = std::fs::metadata(base.join("db")).unwrap().len() as usize;
    let mut damages: Vec<(String, Damage)> = Vec::new();
    for at in [
        0,
        used / 8,
        used / 4,
        used / 2,
        used * 3 / 4,
        used - 40,
        used - 16,
    ] {
        damages.push((
            format!("16 bytes flipped at {at} of {used}"),
            Box::new(move |bytes: &mut Vec<u8>| {
                for b in &mut bytes[at..at + 16] {
                    *b ^= 0xff;
                }
            }),
        ));
    }
    damages.push((
        format!("cut to {} of {size} bytes", size / 2),
        Box::new(move |bytes: &mut Vec<u8>| bytes.truncate(size / 2)),
    ));
    damages.push((
        format!("cut to {} of {used} written bytes", used / 2),
        Box::new(move |bytes: &mut Vec<u8>| bytes.truncate(used / 2)),
    ));
    let mut detected = 0;
    for (i, (what, damage)) in damages.iter().enumerate() {
        let db = dir.path().join(format!("t{i}"));
        copy(&base, &db);
        let mut bytes = std::fs::read(db.join("db")).unwrap();
        damage(&mut bytes);
        std::fs::write(db.join("db"), bytes).unwrap();
        assert_detected_or_harmless(&db, games, what);
        let out = run_binary(&["check", "--db", db.to_str().unwrap()], b"");
        detected += usize::from(out.status.code() == Some(1));
    }
    // Most damage is noticed. Not all: where sled's segments lie depends on when its background
    // flusher ran, so bytes flipped in a segment it has since superseded (or a cut past what it
    // wrote) are never read again. Those are harmless, which `assert_detected_or_harmless`
    // checked for each. (A run on a loaded machine noticed 7 of 9.)
    assert!(
        detected > damages.len() / 2,
        "{detected} of {}",
        damages.len()
    );
}

#[test]
fn sled_refusing_to_open_is_damage_not_a_lock() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    make_used_db(&db);
    let used = used_len(&db);
    let mut bytes = std::fs::read(db.join("db")).unwrap();
    for b in &mut bytes[used / 4..used / 4 + 16] {
        *b ^= 0xff;
    }
    std::fs::write(db.join("db"), bytes).unwrap();
    let out = run_binary(&["check", "--db", db.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(
        text(&out).contains("sled cannot open the database"),
        "{}",
        text(&out)
    );
    // Even allowed, a database sled cannot open is not used, and the message says why.
    let out = run_binary(
        &[
            "local",
            "--no-images",
            "--allow-damaged-db",
            "--db",
            db.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("damaged"), "{}", text(&out));
    assert!(
        !text(&out).contains("another castalia-bot"),
        "{}",
        text(&out)
    );
    // A missing database is a usage error, not damage.
    let out = run_binary(
        &[
            "check",
            "--db",
            dir.path().join("nothing").to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
}

#[test]
fn a_database_in_use_is_said_to_be_in_use() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    make_db(&db);
    let held = sled::open(&db).unwrap();
    let out = run_binary(&["local", "--no-images", "--db", db.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(
        text(&out).contains("another castalia-bot is using it"),
        "{}",
        text(&out)
    );
    assert!(!text(&out).contains("damaged"), "{}", text(&out));
    let out = run_binary(&["check", "--db", db.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("in use"), "{}", text(&out));
    drop(held);
}

#[test]
fn a_record_gone_from_sled_is_missed_by_the_id_count() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    make_db(&db);
    // Remove a game behind the bot's back, and the file beside the database that would also
    // notice it, so that only the `meta` counters can.
    {
        let sled_db = raw(&db);
        let games = sled_db.open_tree("games").unwrap();
        let (key, _) = games.iter().next().unwrap().unwrap();
        games.remove(key).unwrap();
        sled_db.flush().unwrap();
    }
    std::fs::remove_file(db.join("castalia-bot-games.json")).unwrap();
    let out = run_binary(&["check", "--db", db.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(
        text(&out).contains("1 game or challenge record(s) are gone"),
        "{}",
        text(&out)
    );
    // Allowed once, the loss is taken as it is: it is not reported again (the index entries
    // that point to the lost game still are, and stay untouched).
    let out = run_binary(
        &[
            "local",
            "--no-images",
            "--allow-damaged-db",
            "--db",
            db.to_str().unwrap(),
        ],
        b"/as carol\n/board\n",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    let out = run_binary(&["check", "--db", db.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(!text(&out).contains("are gone"), "{}", text(&out));
    assert!(
        text(&out).contains("missing from the games table"),
        "{}",
        text(&out)
    );
}

#[test]
fn a_lost_due_time_entry_is_found_by_check() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    make_db(&db);
    let out = run_binary(&["check", "--db", db.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    // Without its due-time entry a game's deadline would never be looked at.
    {
        let sled_db = raw(&db);
        let due = sled_db.open_tree("due").unwrap();
        assert!(
            !due.is_empty(),
            "games with a default time are due some day"
        );
        let (key, _) = due.iter().next().unwrap().unwrap();
        due.remove(key).unwrap();
        sled_db.flush().unwrap();
    }
    let out = run_binary(&["check", "--db", db.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(
        text(&out).contains("missing from the due table"),
        "{}",
        text(&out)
    );
}

#[test]
fn a_database_from_before_the_due_index_is_completed_when_opened() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    make_db(&db);
    // An open challenge, then the database as an older bot left it: no due-time index.
    let out = run_binary(
        &["local", "--no-images", "--db", db.to_str().unwrap()],
        b"/as erin\n/challenge frank\n",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    {
        let sled_db = raw(&db);
        sled_db.open_tree("due").unwrap().clear().unwrap();
        sled_db
            .open_tree("meta")
            .unwrap()
            .remove("due_index_complete")
            .unwrap();
        sled_db.flush().unwrap();
    }
    let out = run_binary(&["check", "--db", db.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    let out = run_binary(
        &["local", "--no-images", "--db", db.to_str().unwrap()],
        b"/as erin\n/games\n",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    let sled_db = raw(&db);
    // Two games with a default time, and the challenge.
    assert_eq!(sled_db.open_tree("due").unwrap().len(), 3);
    drop(sled_db);
    let out = run_binary(&["check", "--db", db.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
}

/// The (user, place) index of games in progress, in the database of `make_db`: entries.
fn user_place_entries(db: &Path) -> usize {
    let sled_db = raw(db);
    // A local, dropped before `sled_db` (a temporary of the last expression would outlive it
    // and keep sled's lock).
    let tree = sled_db.open_tree("user_place_games").unwrap();
    tree.len()
}

#[test]
fn a_database_from_before_the_user_place_index_is_indexed_when_opened() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    make_db(&db);
    // Two games in progress, two players each, in one channel.
    assert_eq!(user_place_entries(&db), 4);
    // The database as an older bot left it: no (user, place) index.
    {
        let sled_db = raw(&db);
        sled_db.drop_tree("user_place_games").unwrap();
        sled_db
            .open_tree("meta")
            .unwrap()
            .remove("user_place_index_complete")
            .unwrap();
        sled_db.flush().unwrap();
    }
    let out = run_binary(&["check", "--db", db.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    // A move without `game:` finds the player's game at once.
    let out = run_binary(
        &["local", "--no-images", "--db", db.to_str().unwrap()],
        b"/as alice\nNf3\n",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert!(text(&out).contains("Nf3"), "{}", text(&out));
    assert!(!text(&out).contains("You have no game"), "{}", text(&out));
    assert_eq!(user_place_entries(&db), 4);
    let out = run_binary(&["check", "--db", db.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
}

#[test]
fn a_lost_user_place_entry_is_found_by_check_and_rebuilt_when_allowed() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    make_db(&db);
    {
        let sled_db = raw(&db);
        let index = sled_db.open_tree("user_place_games").unwrap();
        let (key, _) = index.iter().next().unwrap().unwrap();
        index.remove(key).unwrap();
        sled_db.flush().unwrap();
    }
    let out = run_binary(&["check", "--db", db.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(
        text(&out).contains("missing from the user_place_games table"),
        "{}",
        text(&out)
    );
    // Refused as damaged; started as it is when allowed, which rebuilds the index.
    let out = run_binary(&["local", "--no-images", "--db", db.to_str().unwrap()], b"");
    assert_ne!(out.status.code(), Some(0), "{}", text(&out));
    let out = run_binary(
        &[
            "local",
            "--no-images",
            "--allow-damaged-db",
            "--db",
            db.to_str().unwrap(),
        ],
        b"/as alice\nNf3\n",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert_eq!(user_place_entries(&db), 4);
    let out = run_binary(&["check", "--db", db.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
}
