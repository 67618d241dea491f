//! Two real `castalia-bot local --db postgres://...` processes on one PostgreSQL database:
//! alice types in one, bob in the other, and they play a game to mate; then both processes
//! are sent the same moves at the same moment, many times, and each move applies exactly once
//! (the other process answers that the game changed, or that it is not that player's turn).

use crate::pg;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

struct Process {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Process {
    fn start(url: &str) -> Process {
        let mut child = Command::new(env!("CARGO_BIN_EXE_castalia-bot-tested"))
            .args(["local", "--no-images", "--db", url])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start castalia-bot local");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Process {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// Reads lines until one contains one of `needles`; returns that line.
    fn expect_any(&mut self, needles: &[&str]) -> String {
        let mut seen = Vec::new();
        loop {
            match self.lines.recv_timeout(Duration::from_secs(30)) {
                Ok(line) if needles.iter().any(|n| line.contains(n)) => return line,
                Ok(line) => seen.push(line),
                Err(e) => panic!("waiting for one of {needles:?}: {e}; saw {seen:#?}"),
            }
        }
    }

    fn expect(&mut self, needle: &str) -> String {
        self.expect_any(&[needle])
    }

    /// The moves of game `id` as stored (`/moves game:ID`).
    fn moves(&mut self, id: &str) -> Vec<String> {
        self.send(&format!("/moves game:{id}"));
        let line = self.expect(&format!("Game #{id}"));
        let list = line.split("): ").nth(1).unwrap_or("").to_string();
        if list == "no moves yet" {
            return Vec::new();
        }
        list.split_whitespace()
            .filter(|t| !t.ends_with('.'))
            .map(|t| t.trim_end_matches(['+', '#']).to_string())
            .collect()
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Alice (in `a`) challenges bob, bob (in `b`) accepts; returns the game's number.
fn start_game(a: &mut Process, b: &mut Process) -> String {
    a.send("/as alice");
    a.send("/challenge bob color:white rules:standard time:none");
    a.expect("challenges bob");
    b.send("/as bob");
    b.send("/accept");
    let line = b.expect("starts");
    let at = line.find('#').expect("a game number") + 1;
    line[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect()
}

#[test]
fn two_processes_play_a_game_to_mate() {
    let Some(url) = pg::fresh_database("two_processes_play") else {
        return;
    };
    let mut a = Process::start(&url);
    let mut b = Process::start(&url);
    let id = start_game(&mut a, &mut b);
    for (side, mv) in [("a", "f3"), ("b", "e5"), ("a", "g4")] {
        let p = if side == "a" { &mut a } else { &mut b };
        p.send(&format!("/move {mv}"));
        p.expect("played");
    }
    b.send("/move Qh4#");
    let end = b.expect_any(&["checkmate", "Checkmate"]);
    assert!(end.contains("bob") || end.contains("Black"), "{end}");
    // The other process sees the finished game.
    assert_eq!(a.moves(&id), vec!["f3", "e5", "g4", "Qh4"]);
    a.send(&format!("/board game:{id}"));
    a.expect_any(&["checkmate", "Checkmate"]);
}

#[test]
fn racing_moves_from_two_processes_apply_once() {
    let Some(url) = pg::fresh_database("racing_moves") else {
        return;
    };
    let mut a = Process::start(&url);
    let mut b = Process::start(&url);
    let id = start_game(&mut a, &mut b);
    // Both processes speak as the same player and send the same move at the same moment.
    let script = [
        ("alice", "e4"),
        ("bob", "e5"),
        ("alice", "Nf3"),
        ("bob", "Nc6"),
        ("alice", "Bb5"),
        ("bob", "a6"),
        ("alice", "Ba4"),
        ("bob", "Nf6"),
    ];
    let answers = ["played", "changed", "not your turn"];
    for (who, mv) in script {
        a.send(&format!("/as {who}"));
        b.send(&format!("/as {who}"));
        a.send(&format!("/move {mv} game:{id}"));
        b.send(&format!("/move {mv} game:{id}"));
        let said = [a.expect_any(&answers), b.expect_any(&answers)];
        let played = said.iter().filter(|l| l.contains("played")).count();
        assert_eq!(played, 1, "{mv}: {said:?}");
    }
    let expected: Vec<&str> = script.iter().map(|(_, m)| *m).collect();
    assert_eq!(a.moves(&id), expected);
    assert_eq!(b.moves(&id), expected);
}
