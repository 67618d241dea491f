//! The real binary speaks UCI on standard input and output, and `bestmove` prints the move on
//! its last line.

use castalia_bot::rules::{Position, Variant};
use std::io::Write;
use std::process::{Command, Stdio};

fn run_uci(input: &str) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_castalia-bot-tested"))
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start the binary: {e}"));
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(input.as_bytes())
            .unwrap_or_else(|e| panic!("write: {e}"));
    }
    let out = child
        .wait_with_output()
        .unwrap_or_else(|e| panic!("wait: {e}"));
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

fn bestmoves(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .map(|m| m.trim().to_string())
        .collect()
}

#[test]
fn a_uci_session() {
    let lines = run_uci(
        "uci\n\
         isready\n\
         setoption name UCI_Variant value castalia\n\
         setoption name MultiPV value 2\n\
         ucinewgame\n\
         position startpos moves e2e4 e7e5 g1f3\n\
         go depth 4\n\
         isready\n\
         position fen 1K6/6R1/3C3R/8/5k2/8/8/8 w - - 0 1\n\
         setoption name MultiPV value 1\n\
         go nodes 5000\n\
         isready\n\
         quit\n",
    );
    assert!(lines.iter().any(|l| l == "uciok"));
    assert!(lines
        .iter()
        .any(|l| l.starts_with("option name UCI_Variant")));
    assert!(lines.iter().any(|l| l.starts_with("option name Level")));
    assert_eq!(lines.iter().filter(|l| *l == "readyok").count(), 3);
    let moves = bestmoves(&lines);
    assert_eq!(moves.len(), 2, "{lines:#?}");
    // The first move is legal after 1. e4 e5 2. Nf3.
    let mut pos = Position::start(Variant::Castalia);
    for m in ["e2e4", "e7e5", "g1f3"] {
        pos = pos.play(&pos.parse_uci(m).unwrap_or_else(|e| panic!("{e}")));
    }
    assert!(pos.parse_uci(&moves[0]).is_ok(), "{}", moves[0]);
    // Depth-4 info lines with two principal variations.
    assert!(lines.iter().any(|l| l.starts_with("info depth 4 ")
        && l.contains(" multipv 2 ")
        && l.contains(" pv ")));
    // The mate in one whose key is a kidnap and a repulse.
    assert_eq!(moves[1], "d6e5");
    assert!(lines.iter().any(|l| l.contains("score mate 1")));
}

/// The last `score cp` of a session's output.
fn last_score(lines: &[String]) -> Option<i32> {
    lines.iter().rev().find_map(|l| {
        let words: Vec<&str> = l.split_whitespace().collect();
        let at = words.iter().position(|w| *w == "cp")?;
        words.get(at + 1)?.parse().ok()
    })
}

/// `CastaliaNetwork` is offered (on by default), switches Castalia positions between the
/// network and the hand-written evaluation (the scores differ), and refuses values other than
/// true or false.
#[test]
fn the_castalia_network_option_switches_the_evaluation() {
    let session = |value: &str| {
        run_uci(&format!(
            "uci\n\
             setoption name CastaliaNetwork value {value}\n\
             position startpos moves e2e4 e7e5 g1f3 g8f6\n\
             go depth 1\n\
             isready\n\
             quit\n"
        ))
    };
    let on = session("true");
    let off = session("false");
    assert!(on
        .iter()
        .any(|l| l == "option name CastaliaNetwork type check default true"));
    let (Some(a), Some(b)) = (last_score(&on), last_score(&off)) else {
        panic!("no scores: {on:#?} {off:#?}");
    };
    assert_ne!(a, b, "the same score with and without the network");
    assert_eq!(bestmoves(&on).len(), 1);
    let refused = session("maybe");
    assert!(refused
        .iter()
        .any(|l| l == "info string CastaliaNetwork takes true or false"));
    assert_eq!(bestmoves(&refused).len(), 1);
}

#[test]
fn stop_ends_an_infinite_search_with_a_legal_move() {
    let lines = run_uci(
        "setoption name UCI_Variant value chess\nposition startpos\ngo infinite\nstop\nquit\n",
    );
    let moves = bestmoves(&lines);
    assert_eq!(moves.len(), 1, "{lines:#?}");
    assert!(Position::start(Variant::Standard)
        .parse_uci(&moves[0])
        .is_ok());
}

#[test]
fn bad_input_is_reported_not_fatal() {
    let lines = run_uci(
        "position fen not-a-fen\nfrobnicate\nsetoption name Level value 11\nisready\nquit\n",
    );
    assert!(
        lines
            .iter()
            .filter(|l| l.starts_with("info string"))
            .count()
            >= 3
    );
    assert!(lines.iter().any(|l| l == "readyok"));
}

#[test]
fn bestmove_prints_the_move_on_its_last_line() {
    let out = Command::new(env!("CARGO_BIN_EXE_castalia-bot-tested"))
        .args([
            "bestmove",
            "--variant",
            "castalia",
            "--fen",
            "8/1pKbc2Q/8/2C1k3/8/6R1/8/8 w - - 0 1",
            "--depth",
            "3",
        ])
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(stdout.lines().last(), Some("c5d5"));
    let leveled = Command::new(env!("CARGO_BIN_EXE_castalia-bot-tested"))
        .args([
            "bestmove",
            "--variant",
            "standard",
            "--level",
            "2",
            "--seed",
            "5",
        ])
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    let text = String::from_utf8_lossy(&leveled.stdout);
    let mv = text.lines().last().unwrap_or_default();
    assert!(
        Position::start(Variant::Standard).parse_uci(mv).is_ok(),
        "{mv}"
    );
}

#[test]
fn a_refused_position_is_said_and_go_searches_nothing_stale() {
    let lines = run_uci(
        "position startpos moves e2e4\n\
         go depth 2\n\
         position startpos moves e2e5\n\
         go depth 2\n\
         position fen not-a-fen\n\
         go nodes 500\n\
         position startpos moves d2d4\n\
         go depth 2\n\
         quit\n",
    );
    let moves = bestmoves(&lines);
    assert_eq!(moves.len(), 4, "{lines:#?}");
    let after = |m: &str| {
        let start = Position::start(Variant::Castalia);
        start.play(&start.parse_uci(m).unwrap_or_else(|e| panic!("{e}")))
    };
    assert!(after("e2e4").parse_uci(&moves[0]).is_ok(), "{lines:#?}");
    // Neither the position after 1. e4 nor the start is searched: nothing is.
    assert_eq!(moves[1], "0000", "{lines:#?}");
    assert_eq!(moves[2], "0000", "{lines:#?}");
    assert!(after("d2d4").parse_uci(&moves[3]).is_ok(), "{lines:#?}");
    let said: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info string"))
        .collect();
    assert!(said.iter().any(|l| l.contains("e2e5")), "{lines:#?}");
    assert_eq!(
        said.iter().filter(|l| l.contains("no search")).count(),
        2,
        "{lines:#?}"
    );
}

#[test]
fn bestmove_shows_the_search_on_stderr_at_a_level_and_a_depth() {
    for how in [&["--level", "3"][..], &["--depth", "3"][..]] {
        let out = Command::new(env!("CARGO_BIN_EXE_castalia-bot-tested"))
            .args(["bestmove", "--variant", "standard"])
            .args(how)
            .output()
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(out.status.success());
        let stdout = String::from_utf8_lossy(&out.stdout);
        let mv = stdout.lines().last().unwrap_or_default();
        assert!(
            Position::start(Variant::Standard).parse_uci(mv).is_ok(),
            "{mv}"
        );
        let stderr = String::from_utf8_lossy(&out.stderr);
        let details = stderr
            .lines()
            .find(|l| l.starts_with("depth "))
            .unwrap_or_else(|| panic!("no search details for {how:?}: {stderr}"));
        for field in [" score ", " nodes ", " time ", " pv "] {
            assert!(details.contains(field), "{details}");
        }
    }
}
