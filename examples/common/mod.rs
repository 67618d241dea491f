//! What the data examples share (`texel_data`, `nnue_data`, `texel_tune`, `nnue_train`):
//! driving a UCI engine that labels positions, and reading the `FEN;score` files they write.
//! Each example includes it with `#[path = "common/mod.rs"] mod common;` (an example is a
//! crate of its own). Not every example uses every part.
#![allow(dead_code)]

use castalia_bot::rules::{Move, MoveKind, Position, Variant};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// A UCI engine (Stockfish, or this crate's own binary as `castalia-bot uci`) started with one
/// thread and a 16 MiB hash table.
pub struct UciEngine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl UciEngine {
    /// Starts `command` (a program and its arguments, split at spaces, e.g.
    /// `target/release/castalia-bot uci`) and waits until it is ready.
    pub fn start(command: &str) -> anyhow::Result<UciEngine> {
        let mut words = command.split_whitespace();
        let path = words
            .next()
            .ok_or_else(|| anyhow::anyhow!("no engine command"))?;
        let mut child = Command::new(path)
            .args(words)
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

    /// Sets a UCI option (e.g. `UCI_Variant`, `CastaliaNetwork`) and waits until the engine
    /// is ready again.
    pub fn set_option(&mut self, name: &str, value: &str) -> anyhow::Result<()> {
        self.send(&format!("setoption name {name} value {value}"))?;
        self.send("isready")?;
        self.read_until("readyok")?;
        Ok(())
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

/// Calls `f(position, score, result)` for every readable `FEN;score` or `FEN;score;result`
/// line of `files` (the score in centipawns and the game's result, 1, 0.5 or 0, both from
/// White's side). A file is named `PATH` for orthodox positions or `VARIANT:PATH` (e.g.
/// `castalia-weak:d1.txt`) for another rule set. Unreadable lines are skipped.
pub fn read_labelled(
    files: &[String],
    mut f: impl FnMut(Position, f64, Option<f64>),
) -> anyhow::Result<()> {
    for spec in files {
        let (variant, path) = variant_and_path(spec);
        let file = BufReader::new(std::fs::File::open(path)?);
        for line in file.lines() {
            let line = line?;
            let mut fields = line.split(';');
            let (Some(fen), Some(score)) = (fields.next(), fields.next()) else {
                continue;
            };
            let result = fields.next().and_then(|r| r.trim().parse::<f64>().ok());
            if let (Ok(pos), Ok(score)) = (
                Position::from_fen(fen, variant),
                score.trim().parse::<f64>(),
            ) {
                f(pos, score, result);
            }
        }
    }
    Ok(())
}

/// The rule set and path of a file named `PATH` (orthodox) or `VARIANT:PATH`.
pub fn variant_and_path(spec: &str) -> (Variant, &str) {
    match spec.split_once(':') {
        Some((name, path)) => match name.parse::<Variant>() {
            Ok(variant) => (variant, path),
            Err(_) => (Variant::Standard, spec),
        },
        None => (Variant::Standard, spec),
    }
}

/// The options after an example's positional arguments: `--variant NAME` (default `standard`)
/// and any number of `--set NAME=VALUE` (UCI options for the engine).
pub struct DataOptions {
    pub variant: Variant,
    pub uci_options: Vec<(String, String)>,
}

impl DataOptions {
    pub fn parse(mut args: impl Iterator<Item = String>) -> anyhow::Result<DataOptions> {
        let mut options = DataOptions {
            variant: Variant::Standard,
            uci_options: Vec::new(),
        };
        while let Some(arg) = args.next() {
            let value = args
                .next()
                .ok_or_else(|| anyhow::anyhow!("{arg} needs a value"))?;
            match arg.as_str() {
                "--variant" => options.variant = value.parse().map_err(anyhow::Error::msg)?,
                "--set" => {
                    let (name, v) = value
                        .split_once('=')
                        .ok_or_else(|| anyhow::anyhow!("write --set NAME=VALUE"))?;
                    options.uci_options.push((name.to_string(), v.to_string()));
                }
                _ => anyhow::bail!("unknown option {arg}: use --variant NAME or --set NAME=VALUE"),
            }
        }
        Ok(options)
    }

    /// Starts `command` with the options: the rule set (when not orthodox) and each `--set`.
    pub fn start_engine(&self, command: &str) -> anyhow::Result<UciEngine> {
        let mut engine = UciEngine::start(command)?;
        if self.variant != Variant::Standard {
            engine.set_option("UCI_Variant", self.variant.name())?;
        }
        for (name, value) in &self.uci_options {
            engine.set_option(name, value)?;
        }
        Ok(engine)
    }
}
