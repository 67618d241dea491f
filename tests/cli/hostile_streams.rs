//! Hostile input streams through the real binary: bytes that are not UTF-8 on the console's
//! and the UCI session's standard input, terminal escape sequences echoed back, a huge
//! render header, and a perft depth that would never finish.

use crate::cli::run_binary;
use std::process::Command;

fn console(input: &[u8]) -> (Option<i32>, String) {
    let db = tempfile::tempdir().unwrap();
    let db_path = db.path().join("db");
    let out = run_binary(
        &["local", "--no-images", "--db", db_path.to_str().unwrap()],
        input,
    );
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn a_console_line_that_is_not_utf8_is_refused_and_the_session_goes_on() {
    let (code, out) = console(b"/as alice\n\xff\xfe e4\n/as b\xc3\n/as bob\n");
    assert_eq!(code, Some(0), "{out}");
    assert_eq!(out.matches("not valid UTF-8").count(), 2, "{out}");
    assert!(out.contains("You are now bob."), "{out}");
}

#[test]
fn an_8_mb_console_line_is_refused_as_too_long_and_the_session_goes_on() {
    let mut input = b"/as alice\n".to_vec();
    input.extend(std::iter::repeat_n(0u8, 8 * 1024 * 1024));
    input.extend_from_slice(b"\n/as bob\n");
    let (code, out) = console(&input);
    assert_eq!(code, Some(0), "{out}");
    assert!(
        out.contains("That line is too long (8388608 characters, at most 400)."),
        "{}",
        &out[..out.len().min(2000)]
    );
    assert!(
        out.contains("You are now bob."),
        "{}",
        &out[..out.len().min(2000)]
    );
}

#[test]
fn escape_sequences_in_user_text_are_shown_escaped() {
    // Echoed by the command reader, by the service, and in an unknown command's name.
    let input =
        "/play level:\u{1b}]0;owned\u{7}\n/challenge rules:\u{1b}[31mfoo\u{9b}\n/frob\u{1b}[2J\n";
    let (code, out) = console(input.as_bytes());
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("\\u{1b}]0;owned\\u{7}"), "{out}");
    assert!(out.contains("\\u{1b}[31mfoo\\u{9b}"), "{out}");
    assert!(out.contains("/frob\\u{1b}"), "{out}");
    assert!(!out.contains('\u{1b}'), "{out:?}");
    assert!(!out.contains('\u{7}'), "{out:?}");
    assert!(!out.contains('\u{9b}'), "{out:?}");
}

#[test]
fn uci_ignores_a_line_that_is_not_utf8_and_answers_the_next() {
    let out = run_binary(&["uci"], b"uci\n\xff\xfeisready\nisready\nquit\n");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(text.contains("uciok"), "{text}");
    assert!(text.contains("not valid UTF-8"), "{text}");
    assert_eq!(text.matches("readyok").count(), 1, "{text}");
}

#[test]
fn a_huge_render_header_is_cut_and_drawn() {
    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("board.png");
    let header = "Alice vs Bob ".repeat(7_700); // 100,100 characters
    let footer = "é".repeat(20_000);
    let out = Command::new(env!("CARGO_BIN_EXE_castalia-bot-tested"))
        .args(["render", "--header", &header, "--footer", &footer, "-o"])
        .arg(&png)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(std::fs::metadata(&png).unwrap().len() > 0);
}

#[test]
fn perft_refuses_a_depth_that_would_never_finish() {
    let out = Command::new(env!("CARGO_BIN_EXE_castalia-bot-tested"))
        .args(["perft", "--depth", "99"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("99") && err.contains("0..=10"), "{err}");
    let out = Command::new(env!("CARGO_BIN_EXE_castalia-bot-tested"))
        .args(["perft", "--depth", "2"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
}
