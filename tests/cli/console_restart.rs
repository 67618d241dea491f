//! Crash safety: the real `castalia-bot local` process, fed from a pipe, is killed with SIGKILL
//! at chosen points of a scripted game (sometimes while a move is being stored), restarted on
//! the same database, and must have lost no acknowledged move and corrupted no game.

use super::console_process::Console;
use std::time::Duration;

/// A Castalia game: (player, move).
const SCRIPT: [(&str, &str); 16] = [
    ("alice", "e4"),
    ("bob", "e5"),
    ("alice", "c3"),
    ("bob", "c6"),
    ("alice", "Cc2"),
    ("bob", "Cc7"),
    ("alice", "Nf3"),
    ("bob", "Nf6"),
    ("alice", "Be2"),
    ("bob", "Be7"),
    ("alice", "O-O"),
    ("bob", "O-O"),
    ("alice", "d4"),
    ("bob", "exd4"),
    ("alice", "Cd3"),
    ("bob", "Cd6"),
];

/// What the restart test reads from the console.
impl Console {
    /// The game's stored moves, as the console's `/moves` prints them.
    fn stored_moves(&mut self) -> Vec<String> {
        self.send("/as alice");
        self.send("/moves");
        let line = self.expect("Game #");
        let list = line.split("): ").nth(1).unwrap_or("").to_string();
        if list == "no moves yet" {
            return Vec::new();
        }
        list.split_whitespace()
            .filter(|t| !t.ends_with('.'))
            .map(str::to_string)
            .collect()
    }
}

#[test]
fn no_acknowledged_move_is_lost_across_sigkill() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let mut bot = Console::start(&db);
    bot.send("/as alice");
    bot.send("/challenge bob color:white");
    bot.expect("challenges bob");
    bot.send("/as bob");
    bot.send("/accept");
    bot.expect("starts");
    bot.kill();

    // Kill points: after acknowledging a move, or right after sending one (mid-write).
    let kills: [(usize, bool); 5] = [(2, false), (5, true), (8, true), (11, false), (13, true)];
    let mut acknowledged = 0;
    for (kill_at, mid_write) in kills {
        let mut bot = Console::start(&db);
        let stored = bot.stored_moves();
        assert!(
            stored.len() >= acknowledged,
            "lost acknowledged moves: {stored:?}"
        );
        for (i, san) in stored.iter().enumerate() {
            assert_eq!(
                san.trim_end_matches(['+', '#']),
                SCRIPT[i].1,
                "stored move {i}"
            );
        }
        let mut next = stored.len();
        acknowledged = next;
        while next < SCRIPT.len() {
            let (who, mv) = SCRIPT[next];
            bot.send(&format!("/as {who}"));
            bot.send(&format!("/move {mv}"));
            if next == kill_at && mid_write {
                std::thread::sleep(Duration::from_millis((kill_at as u64 * 7) % 5));
                break;
            }
            bot.expect("played");
            next += 1;
            acknowledged = next;
            if next == kill_at {
                break;
            }
        }
        bot.kill();
    }
    let mut bot = Console::start(&db);
    let mut stored = bot.stored_moves();
    assert!(stored.len() >= acknowledged);
    let mut next = stored.len();
    while next < SCRIPT.len() {
        let (who, mv) = SCRIPT[next];
        bot.send(&format!("/as {who}"));
        bot.send(&format!("/move {mv}"));
        bot.expect("played");
        next += 1;
    }
    stored = bot.stored_moves();
    let expected: Vec<&str> = SCRIPT.iter().map(|(_, m)| *m).collect();
    let got: Vec<&str> = stored
        .iter()
        .map(|s| s.trim_end_matches(['+', '#']))
        .collect();
    assert_eq!(got, expected);
    bot.kill();
}
