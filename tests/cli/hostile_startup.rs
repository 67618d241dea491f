//! Start-up faults through the real binary: broken configs say the file, line, column and
//! key; malformed tokens are refused without being echoed; an unreachable Discord is said
//! plainly, retried with growing pauses, and SIGTERM stops the bot at once; logs written to
//! a pipe carry no colour codes, and errors do not repeat their cause.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn bot(args: &[&str], envs: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_castalia-bot-tested"));
    cmd.args(args)
        .env_remove("DISCORD_TOKEN")
        .env_remove("RUST_LOG")
        .stdin(Stdio::null());
    for (k, v) in envs {
        cmd.env(k, v);
    }
    cmd.output().unwrap()
}

/// `local` with a config holding `text`: the exit code and stderr.
fn with_config(dir: &Path, text: &str) -> (Option<i32>, String) {
    let path = dir.join("config.toml");
    std::fs::write(&path, text).unwrap();
    let db = dir.join("db");
    let out = bot(
        &[
            "local",
            "--no-images",
            "--config",
            path.to_str().unwrap(),
            "--db",
            db.to_str().unwrap(),
        ],
        &[],
    );
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn config_errors_say_file_line_column_and_key() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        ("[engine]\nworkers = \"two\"\n", "line 2", "engine.workers"),
        (
            "[game]\n\nchallenge_expiry_minutes = 200000000000000\n",
            "line 3",
            "game.challenge_expiry_minutes",
        ),
        (
            "[limits]\nmax_bot_queue = 0\n",
            "line 2",
            "limits.max_bot_queue",
        ),
        ("[board]\ntheme = \"plaid\"\n", "line 2", "board.theme"),
        (
            "[game]\ndefault_rules = \"checkers\"\n",
            "line 2",
            "game.default_rules",
        ),
        (
            "[database]\nretention_days = -1\n",
            "line 2",
            "database.retention_days",
        ),
        (
            "[discord]\nprefix = \"unterminated\n",
            "line 2",
            "discord.prefix",
        ),
        ("[engine]\nhash_mb = 99999999\n", "line 2", "engine.hash_mb"),
        (
            "[discord]\nshards = \"0-4/4\"\n",
            "line 2",
            "discord.shards",
        ),
    ];
    for (text, line, key) in cases {
        let (code, err) = with_config(dir.path(), text);
        assert_eq!(code, Some(2), "{text}: {err}");
        assert!(err.contains("config.toml"), "{text}: {err}");
        assert!(
            err.contains(line) && err.contains("column"),
            "{text}: {err}"
        );
        assert!(err.contains(key), "{text}: {err}");
    }
    let (_, err) = with_config(dir.path(), "[board]\ntheme = \"plaid\"\n");
    assert!(err.contains("classic") && err.contains("ocean"), "{err}");
    let (_, err) = with_config(dir.path(), "[discord]\nshards = \"0-4/4\"\n");
    assert!(err.contains("shards are numbered 0 to 3"), "{err}");
    let (_, err) = with_config(dir.path(), "[discord]\nshards = \"half\"\n");
    assert!(err.contains("`0-1/4`"), "{err}");
    let (_, err) = with_config(dir.path(), "[limits]\nmax_bot_queue = 0\n");
    assert!(err.contains("from 1 to"), "{err}");
}

#[test]
fn a_token_with_control_or_non_ascii_characters_is_malformed() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let config = dir.path().join("config.toml");
    std::fs::write(
        &config,
        format!("[database]\npath = {:?}\n", db.to_str().unwrap()),
    )
    .unwrap();
    for token in ["MTIz.abc\u{1b}[2J.def", "MTIz.abc.déf", "MTIz.a\u{7}c.def"] {
        let out = bot(
            &["run", "--config", config.to_str().unwrap()],
            &[("DISCORD_TOKEN", token)],
        );
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(err.contains("malformed"), "{err}");
        assert!(!err.contains("MTIz"), "{err}");
    }
}

#[test]
fn an_unreachable_discord_is_said_plainly_and_sigterm_stops_at_once() {
    // A port nobody listens on.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(
        &config,
        format!(
            "[database]\npath = {:?}\n[discord]\napi_base_url = \"http://127.0.0.1:{port}\"\n[engine]\nworkers = 1\nhash_mb = 4\n",
            dir.path().join("db").to_str().unwrap()
        ),
    )
    .unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_castalia-bot-tested"))
        .args(["run", "--config", config.to_str().unwrap()])
        .env("DISCORD_TOKEN", "aaaa.bbbb.cccc")
        .env_remove("RUST_LOG")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stderr = child.stderr.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut seen = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(30);
    while !seen
        .iter()
        .any(|l: &String| l.contains("cannot reach Discord"))
    {
        let left = deadline.saturating_duration_since(Instant::now());
        match rx.recv_timeout(left) {
            Ok(line) => seen.push(line),
            Err(_) => panic!("no word that Discord cannot be reached: {seen:#?}"),
        }
    }
    let said = seen.join("\n");
    assert!(said.contains(&format!("127.0.0.1:{port}")), "{said}");
    assert!(said.to_lowercase().contains("refused"), "{said}");
    assert!(!said.contains('\u{1b}'), "colour codes in a pipe: {said:?}");

    let status = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    // Nothing is in flight: it stops at once (a generous bound for a loaded machine).
    let stop_by = Instant::now() + Duration::from_secs(10);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            assert!(status.success(), "{status:?}");
            break;
        }
        assert!(
            Instant::now() < stop_by,
            "the bot did not stop after SIGTERM"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let rest: Vec<String> = rx.try_iter().collect();
    let all = format!("{said}\n{}", rest.join("\n"));
    assert!(!all.contains('\u{1b}'), "colour codes in a pipe: {all:?}");
}

#[test]
fn a_locked_database_error_says_its_cause_once() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let mut first = Command::new(env!("CARGO_BIN_EXE_castalia-bot-tested"))
        .args([
            "local",
            "--no-images",
            "--no-web",
            "--db",
            db.to_str().unwrap(),
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Wait until the first one has the database open (it answers a command).
    let mut stdin = first.stdin.take().unwrap();
    std::io::Write::write_all(&mut stdin, b"/as alice\n").unwrap();
    let mut lines = BufReader::new(first.stdout.take().unwrap()).lines();
    assert!(lines.next().unwrap().unwrap().contains("alice"));
    let out = bot(&["local", "--no-images", "--db", db.to_str().unwrap()], &[]);
    drop(stdin);
    let _ = first.wait();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("cannot open the database"), "{err}");
    assert_eq!(err.matches("could not acquire lock").count(), 1, "{err}");
    assert!(!err.contains('\u{1b}'), "{err:?}");
}

#[test]
fn an_unopenable_database_gives_a_clear_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_castalia-bot-tested"))
        .args([
            "local",
            "--no-images",
            "--db",
            "/proc/castalia-cannot-be-here/db",
        ])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot create the database folder"), "{err}");
}
