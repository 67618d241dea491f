//! A Swiss on the local console, as the README walks through it: the real `castalia-bot
//! local` process, players switched with `/as`, played to the end with the process killed
//! (SIGKILL) and started again between rounds.

use super::console_process::Console;
use std::time::Duration;

const PLAYERS: [&str; 4] = ["alice", "bob", "carol", "dave"];

/// What the tournament test reads from the console.
impl Console {
    /// `/tournament pairings` once round `round` is paired: (white, black, game) of each
    /// of its boards.
    fn pairings(&mut self, round: u32) -> Vec<(String, String, u64)> {
        let mut tries = 0;
        let (lines, at) = loop {
            self.send("/tournament pairings");
            self.send("/as alice");
            let lines = self.expect_lines("You are now alice.");
            // The answer to `/tournament pairings` comes last (the start's announcement and
            // its short reply may come before it).
            let at = lines
                .iter()
                .rposition(|l| l == &format!("Round {round} of 3"));
            // Paired, and every game of the round created.
            if let Some(at) = at.filter(|at| {
                lines[at + 1..]
                    .iter()
                    .take_while(|l| l.starts_with("Board "))
                    .all(|l| l.contains("(game #"))
            }) {
                break (lines, at);
            }
            tries += 1;
            assert!(tries < 100, "round {round} is not paired: {lines:#?}");
            std::thread::sleep(Duration::from_millis(200));
        };
        lines[at + 1..]
            .iter()
            .take_while(|l| l.starts_with("Board "))
            .map(|l| {
                // "Board 1: alice - carol (game #2)"
                let (_, rest) = l.split_once(": ").expect("board line");
                let (players, game) = rest
                    .split_once(" (game #")
                    .unwrap_or_else(|| panic!("a game number in {l:?}"));
                let (white, black) = players.split_once(" - ").expect("two players");
                let game = game.trim_end_matches(')').parse().expect("a number");
                (white.to_string(), black.to_string(), game)
            })
            .collect()
    }
}

#[test]
fn a_swiss_is_played_to_its_end_on_the_console_across_a_kill() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("db");
    let mut console = Console::start(&db);
    console.send("/tournament create kind:swiss rounds:3 time:10+5 start:now");
    console.expect("Tournament #1");
    for p in PLAYERS {
        console.send(&format!("/as {p}"));
        console.send("/tournament join");
        console.expect(&format!("{p} joined tournament #1"));
    }
    console.send("/tournament start");
    console.expect("has started!");

    let mut met = std::collections::HashSet::new();
    for round in 1..=3 {
        let boards = console.pairings(round);
        assert_eq!(boards.len(), 2, "round {round}: {boards:?}");
        for (white, black, game) in &boards {
            assert!(
                met.insert((
                    white.clone().min(black.clone()),
                    white.clone().max(black.clone())
                )),
                "{white} and {black} met twice"
            );
            // Black resigns in round 1, White afterwards.
            let loser = if round == 1 { black } else { white };
            console.send(&format!("/as {loser}"));
            console.send(&format!("/resign {game}"));
            console.expect(&format!("Game #{game} is over"));
        }
        if round == 1 {
            // Killed after round 1 ended, then started again: the tournament goes on.
            console.kill();
            console = Console::start(&db);
        }
    }
    let end = console.expect_lines("is over!");
    let end = end.join("\n");
    assert!(
        end.contains("Tournament #1 (Castalia Swiss) is over!"),
        "{end}"
    );
    let podium = console.expect_lines("took part").join("\n");
    assert!(podium.contains("First: "), "{podium}");
    assert!(podium.contains("4 players took part"), "{podium}");

    console.send("/tournament standings id:1");
    console.send("/as alice");
    let lines = console.expect_lines("You are now alice.");
    let heading = lines
        .iter()
        .rposition(|l| l.contains("standings ("))
        .expect("the standings");
    let table = lines[heading..].join("\n");
    assert!(table.contains("standings (final)"), "{table}");
    for p in PLAYERS {
        assert!(table.contains(&format!(". {p} (")), "{p}: {table}");
    }
    assert_eq!(met.len(), 6);
}
