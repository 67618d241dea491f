//! The maintainers' subcommands as a newcomer runs them: `explain` and `render` refuse an
//! illegal move with the same reason, in sentences; `pairings` refuses a file that is not a
//! tournament report; `lessons check` works from any folder. And the console marks every
//! refusal "(only you)", as Discord shows it only to the one who typed the command.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn run(args: &[&str], dir: Option<&Path>) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_castalia-bot-tested"));
    command.args(args);
    if let Some(dir) = dir {
        command.current_dir(dir);
    }
    command.output().unwrap_or_else(|e| panic!("{e}"))
}

fn lines(bytes: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(bytes)
        .lines()
        .map(str::to_string)
        .filter(|l| !l.trim().is_empty())
        .collect()
}

/// Every line a sentence: it starts with a capital letter (or with the move, a number or a
/// quote), never in the middle of one.
fn assert_sentences(lines: &[String]) {
    for line in lines {
        let first = line.chars().next().unwrap_or(' ');
        assert!(
            !first.is_lowercase(),
            "a line starts in lower case: `{line}`\n{}",
            lines.join("\n")
        );
    }
}

#[test]
fn explain_says_why_castling_is_illegal_in_sentences() {
    for mv in ["O-O", "O-O-O", "Cd3"] {
        let out = run(&["explain", "--no-engine", mv], None);
        assert_eq!(out.status.code(), Some(1), "{mv}");
        let said = lines(&out.stdout);
        assert!(said.len() >= 2, "{mv}: {said:?}");
        assert!(said[0].starts_with(mv), "{mv}: {said:?}");
        assert_sentences(&said);
    }
}

#[test]
fn render_refuses_an_illegal_last_move_with_explains_reason() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let png = dir.path().join("board.png");
    let png = png.to_string_lossy();
    for lang in ["en", "de"] {
        let explained = run(&["explain", "--no-engine", "--lang", lang, "Cd3"], None);
        let rendered = run(
            &["render", "--lang", lang, "--lastmove", "Cd3", "-o", &png],
            None,
        );
        assert_eq!(rendered.status.code(), Some(1));
        let reason = lines(&explained.stdout);
        assert!(!reason.is_empty());
        assert_eq!(lines(&rendered.stderr), reason, "{lang}");
    }
    assert!(!dir.path().join("board.png").exists());
    // A UCI move that is not legal still highlights its squares.
    let uci = run(&["render", "--lastmove", "e2e5", "-o", &png], None);
    assert!(
        uci.status.success(),
        "{}",
        String::from_utf8_lossy(&uci.stderr)
    );
}

#[test]
fn pairings_refuse_a_file_that_is_not_a_tournament_report() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let garbage = dir.path().join("garbage.trf");
    std::fs::write(&garbage, "hello\nthis is not a report\n").unwrap_or_else(|e| panic!("{e}"));
    let out = run(&["pairings", "--trf", &garbage.to_string_lossy()], None);
    assert!(!out.status.success());
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(error.contains("not a TRF-16 report"), "{error}");
    assert!(error.contains("no player lines"), "{error}");
}

#[test]
fn lessons_check_runs_from_any_folder_and_write_needs_the_folder() {
    let elsewhere = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let out = run(&["lessons", "check"], Some(elsewhere.path()));
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(said.contains(" 0 problems"), "{said}");
    let write = run(&["lessons", "check", "--write"], Some(elsewhere.path()));
    assert!(!write.status.success());
    assert!(
        String::from_utf8_lossy(&write.stderr).contains("--dir"),
        "{}",
        String::from_utf8_lossy(&write.stderr)
    );
    assert_eq!(
        std::fs::read_dir(elsewhere.path()).map(|d| d.count()).ok(),
        Some(0)
    );
}

#[test]
fn the_console_marks_every_refusal_only_you() {
    let db = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut child = Command::new(env!("CARGO_BIN_EXE_castalia-bot-tested"))
        .args(["local", "--no-images", "--no-web", "--db"])
        .arg(db.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("{e}"));
    let refused = [
        "/learn abc",
        "/puzzle action:foo",
        "/tournament create kind:arena name:\"\"",
        "/mvoe e4",
        "/as ???",
    ];
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(format!("{}\n", refused.join("\n")).as_bytes())
            .unwrap_or_else(|e| panic!("{e}"));
    }
    let out = child.wait_with_output().unwrap_or_else(|e| panic!("{e}"));
    assert!(out.status.success());
    // One answer a refused line, each marked (a refusal of several lines is marked once).
    let said = lines(&out.stdout);
    let marked = said.iter().filter(|l| l.starts_with("(only you) ")).count();
    assert_eq!(marked, refused.len(), "{said:#?}");
    assert!(said[0].starts_with("(only you) "), "{said:#?}");
}
