//! Writes labelled positions for training the orthodox network (`examples/nnue_train.rs`):
//! short random walks from the positions of a file (e.g. `examples/texel_data.rs`'s output),
//! so that the positions are of the kinds a search visits (pieces on odd squares, material
//! thrown away), each labelled by a shallow search of a UCI engine. A position is written when
//! it is quiet: not in check, and the engine's move there neither a capture nor a promotion.
//!
//! `cargo run --release --example nnue_data -- ENGINE SEEDS.txt COUNT SEED DEPTH > walks.txt`
//!
//! e.g. `... -- /usr/games/stockfish d11.txt 4000000 1 3`. Lines are `FEN;score` (centipawns,
//! White's point of view), as `texel_data` writes them; mate scores and scores past 3,000 are
//! left out.

use castalia_bot::rules::{Color, Move, MoveKind, Position, Variant};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

const MAX_WALK: usize = 8;
const DECIDED: i32 = 3_000;

fn main() -> anyhow::Result<()> {
    let usage = "usage: nnue_data ENGINE SEEDS.txt COUNT SEED DEPTH";
    let mut args = std::env::args().skip(1);
    let engine = args.next().ok_or_else(|| anyhow::anyhow!(usage))?;
    let seeds = args.next().ok_or_else(|| anyhow::anyhow!(usage))?;
    let count: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let depth: u32 = args.next().and_then(|a| a.parse().ok()).unwrap_or(3);
    let starts: Vec<Position> = BufReader::new(std::fs::File::open(&seeds)?)
        .lines()
        .map_while(Result::ok)
        .filter_map(|l| {
            let fen = l.split(';').next()?.to_string();
            Position::from_fen(&fen, Variant::Standard).ok()
        })
        .collect();
    anyhow::ensure!(!starts.is_empty(), "no positions in {seeds}");
    let mut child = Command::new(&engine)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()?;
    let mut input = child
        .stdin
        .take()
        .ok_or_else(|| anyhow::anyhow!("no stdin"))?;
    let mut output = BufReader::new(
        child
            .stdout
            .take()
            .ok_or_else(|| anyhow::anyhow!("no stdout"))?,
    );
    let mut line = String::new();
    let mut read_until = |token: &str, last_info: &mut String| -> anyhow::Result<String> {
        loop {
            line.clear();
            if output.read_line(&mut line)? == 0 {
                anyhow::bail!("the engine closed its output");
            }
            if line.starts_with(token) {
                return Ok(line.trim().to_string());
            }
            if line.starts_with("info") && line.contains(" score ") {
                last_info.clear();
                last_info.push_str(line.trim());
            }
        }
    };
    let mut info = String::new();
    writeln!(input, "uci")?;
    read_until("uciok", &mut info)?;
    writeln!(input, "setoption name Threads value 1")?;
    writeln!(input, "setoption name Hash value 16")?;
    writeln!(input, "isready")?;
    read_until("readyok", &mut info)?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut written = 0usize;
    while written < count {
        let mut pos = starts[rng.gen_range(0..starts.len())].clone();
        for _ in 0..rng.gen_range(1..=MAX_WALK) {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            pos = pos.play(&legal[rng.gen_range(0..legal.len())]);
            if pos.is_check() || !pos.has_legal_move() || pos.halfmove_clock() >= 100 {
                continue;
            }
            writeln!(input, "position fen {}", pos.fen())?;
            writeln!(input, "go depth {depth}")?;
            info.clear();
            let best = read_until("bestmove", &mut info)?;
            let Some(score) = parse_score(&info) else {
                continue;
            };
            let best = best.split_whitespace().nth(1).unwrap_or("");
            let Some(mv) = pos
                .legal_moves()
                .iter()
                .find(|m| m.to_string() == best)
                .copied()
            else {
                continue;
            };
            if !is_quiet(&pos, &mv) || score.abs() >= DECIDED {
                continue;
            }
            let white = if pos.side_to_move() == Color::White {
                score
            } else {
                -score
            };
            writeln!(out, "{};{white}", pos.fen())?;
            written += 1;
            if written % 100_000 == 0 {
                eprintln!("{written} positions");
                out.flush()?;
            }
        }
    }
    writeln!(input, "quit")?;
    out.flush()?;
    let _ = child.wait();
    Ok(())
}

fn is_quiet(pos: &Position, mv: &Move) -> bool {
    mv.promotion.is_none() && mv.kind != MoveKind::EnPassant && pos.piece_at(mv.to).is_none()
}

/// The centipawn score of an `info ... score cp N ...` line (`None` for a mate).
fn parse_score(info: &str) -> Option<i32> {
    let words: Vec<&str> = info.split_whitespace().collect();
    let at = words.iter().position(|w| *w == "score")?;
    match words.get(at + 1) {
        Some(&"cp") => words.get(at + 2)?.parse().ok(),
        _ => None,
    }
}
