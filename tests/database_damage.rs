//! Damaged databases through the real binary: `check` reads every record and exits 1 on
//! damage, `backup` makes a copy that checks sound, and the bot refuses to start on a
//! database with a record it cannot read.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn bot(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_castalia-bot"))
        .args(args)
        .env_remove("RUST_LOG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input).unwrap();
    drop(stdin);
    child.wait_with_output().unwrap()
}

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// A database with two games in progress.
fn make_db(db: &Path) {
    let script = b"/as alice\n/challenge bob\n/as bob\n/accept\n/as alice\ne4\n/as bob\ne5\n/as carol\n/challenge dave\n/as dave\n/accept\n";
    let out = bot(
        &["local", "--no-images", "--db", db.to_str().unwrap()],
        script,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
}

#[allow(dead_code)]
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
#[allow(dead_code)]
fn used_len(db: &Path) -> usize {
    let bytes = std::fs::read(db.join("db")).unwrap();
    bytes.iter().rposition(|&b| b != 0).unwrap() + 1
}

#[test]
fn check_and_backup_of_a_sound_database() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    make_db(&db);
    let out = bot(&["check", "--db", db.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert!(
        text(&out).contains("2 games (2 in progress)"),
        "{}",
        text(&out)
    );
    let copy_dir = dir.path().join("copy");
    let out = bot(
        &[
            "backup",
            "--db",
            db.to_str().unwrap(),
            copy_dir.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    let out = bot(&["check", "--db", copy_dir.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    // The copy is a working database: its games go on.
    let out = bot(
        &["local", "--no-images", "--db", copy_dir.to_str().unwrap()],
        b"/as alice\n/board\nNf3\n",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert!(!text(&out).contains("damaged"), "{}", text(&out));
    // A backup never overwrites.
    let out = bot(
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
        let sled_db = sled::open(&db).unwrap();
        let games = sled_db.open_tree("games").unwrap();
        let (key, _) = games.iter().next().unwrap().unwrap();
        games
            .insert(key, &b"{\"schema\":1,\"record\":{\"garbage\":"[..])
            .unwrap();
        sled_db.flush().unwrap();
    }
    let out = bot(&["check", "--db", db.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(text(&out).contains("cannot be read"), "{}", text(&out));
    let out = bot(&["local", "--no-images", "--db", db.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("damaged"), "{}", text(&out));
    let out = bot(
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
