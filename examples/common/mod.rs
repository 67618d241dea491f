//! What the data examples share (`texel_data`, `nnue_data`, `texel_tune`, `nnue_train`):
//! driving a UCI engine that labels positions, and reading the `FEN;score` files they write.
//! Each example includes it with `#[path = "common/mod.rs"] mod common;` (an example is a
//! crate of its own). Not every example uses every part.
#![allow(dead_code)]

use castalia_bot::rules::{Move, MoveKind, Position, Variant};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// A UCI engine (Stockfish) started with one thread and a 16 MiB hash table.
pub struct UciEngine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl UciEngine {
    /// Starts `path` and waits until it is ready.
    pub fn start(path: &str) -> anyhow::Result<UciEngine> {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let input = child
            .stdin
            .take()
            .ok_or_else(|| anyhow::anyhow!("{path}: no stdin"))?;
        let output = BufReader::new(
            child
                .stdout
                .take()
                .ok_or_else(|| anyhow::anyhow!("{path}: no stdout"))?,
        );
        let mut engine = UciEngine {
            child,
            input,
            output,
        };
        engine.send("uci")?;
        engine.read_until("uciok")?;
        engine.send("setoption name Threads value 1")?;
        engine.send("setoption name Hash value 16")?;
        engine.send("isready")?;
        engine.read_until("readyok")?;
        Ok(engine)
    }

    /// Sends one command.
    pub fn send(&mut self, command: &str) -> anyhow::Result<()> {
        writeln!(self.input, "{command}")?;
        Ok(())
    }

    /// The lines the engine writes up to and including the first that starts with `token`.
    pub fn read_until(&mut self, token: &str) -> anyhow::Result<Vec<String>> {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            if self.output.read_line(&mut line)? == 0 {
                anyhow::bail!("the engine closed its output");
            }
            let done = line.starts_with(token);
            lines.push(line.trim().to_string());
            if done {
                return Ok(lines);
            }
        }
    }

    /// Searches the position set by the last `position` command with `go ARGS`: the last
    /// reported score and the best move (UCI), or `None` when the engine reported no score.
    pub fn go(&mut self, args: &str) -> anyhow::Result<Option<(EngineScore, String)>> {
        self.send(&format!("go {args}"))?;
        let lines = self.read_until("bestmove")?;
        Ok(parse_search(&lines))
    }

    /// Asks the engine to quit and waits for it.
    pub fn quit(mut self) {
        let _ = self.send("quit");
        let _ = self.child.wait();
    }
}

/// A UCI score for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineScore {
    Centipawns(i32),
    /// Mate in this many moves (negative: the side to move is mated).
    Mate(i32),
}

/// The last reported score and the best move of a finished search's output.
fn parse_search(lines: &[String]) -> Option<(EngineScore, String)> {
    let best = lines.last()?.split_whitespace().nth(1)?.to_string();
    let mut score = None;
    for line in lines
        .iter()
        .filter(|l| l.starts_with("info") && l.contains(" score "))
    {
        let words: Vec<&str> = line.split_whitespace().collect();
        if let Some(at) = words.iter().position(|w| *w == "score") {
            let value: i32 = words.get(at + 2)?.parse().ok()?;
            score = Some(match words.get(at + 1) {
                Some(&"mate") => EngineScore::Mate(value),
                _ => EngineScore::Centipawns(value),
            });
        }
    }
    Some((score?, best))
}

/// Whether the engine's best move `mv` leaves the position's score a fair label: neither a
/// capture nor a promotion (the position itself should not be in check either).
pub fn is_quiet(pos: &Position, mv: &Move) -> bool {
    mv.promotion.is_none() && mv.kind != MoveKind::EnPassant && pos.piece_at(mv.to).is_none()
}

/// Calls `f(position, score)` for every readable `FEN;score` line of `files` (orthodox
/// positions; the score in centipawns from White's side). Unreadable lines are skipped.
pub fn read_labelled(files: &[String], mut f: impl FnMut(Position, f64)) -> anyhow::Result<()> {
    for path in files {
        let file = BufReader::new(std::fs::File::open(path)?);
        for line in file.lines() {
            let line = line?;
            let Some((fen, score)) = line.rsplit_once(';') else {
                continue;
            };
            if let (Ok(pos), Ok(score)) = (
                Position::from_fen(fen, Variant::Standard),
                score.trim().parse::<f64>(),
            ) {
                f(pos, score);
            }
        }
    }
    Ok(())
}
