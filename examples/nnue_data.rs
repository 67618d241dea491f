//! Writes labelled positions for training the networks (`examples/nnue_train.rs`):
//! short random walks from the positions of a file (e.g. `examples/texel_data.rs`'s output),
//! so that the positions are of the kinds a search visits (pieces on odd squares, material
//! thrown away), each labelled by a shallow search of a UCI engine. A position is written when
//! it is quiet: not in check, and the engine's move there neither a capture nor a promotion.
//!
//! `cargo run --release --features tools --example nnue_data -- ENGINE SEEDS.txt COUNT SEED DEPTH [--variant V] [--set NAME=VALUE]... > walks.txt`
//!
//! e.g. `... -- /usr/games/stockfish d11.txt 4000000 1 3`, or for a Castalia rule set (the
//! seeds then of that rule set) `... -- 'target/release/castalia-bot uci' c1.txt 1000000 1 5
//! --variant castalia --set CastaliaNetwork=false`. Lines are `FEN;score` (centipawns,
//! White's point of view); mate scores and scores past 3,000 are left out.

#[path = "common/mod.rs"]
mod common;
use common::{is_quiet, DataOptions, EngineScore};

use castalia_bot::rules::{Color, Position};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io::{BufRead, BufReader, Write};

const MAX_WALK: usize = 8;
const DECIDED: i32 = 3_000;

fn main() -> anyhow::Result<()> {
    let usage =
        "usage: nnue_data ENGINE SEEDS.txt COUNT SEED DEPTH [--variant NAME] [--set NAME=VALUE]...";
    let mut args = std::env::args().skip(1);
    let engine = args.next().ok_or_else(|| anyhow::anyhow!(usage))?;
    let seeds = args.next().ok_or_else(|| anyhow::anyhow!(usage))?;
    let count: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let depth: u32 = args.next().and_then(|a| a.parse().ok()).unwrap_or(3);
    let options = DataOptions::parse(args)?;
    let starts: Vec<Position> = BufReader::new(std::fs::File::open(&seeds)?)
        .lines()
        .map_while(Result::ok)
        .filter_map(|l| {
            let fen = l.split(';').next()?.to_string();
            Position::from_fen(&fen, options.variant).ok()
        })
        .collect();
    anyhow::ensure!(!starts.is_empty(), "no positions in {seeds}");
    let mut engine = options.start_engine(&engine)?;
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
            engine.send(&format!("position fen {}", pos.fen()))?;
            let Some((EngineScore::Centipawns(score), best)) =
                engine.go(&format!("depth {depth}"))?
            else {
                continue;
            };
            let Ok(mv) = pos.parse_uci(&best) else {
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
            if written.is_multiple_of(100_000) {
                eprintln!("{written} positions");
                out.flush()?;
            }
        }
    }
    engine.quit();
    out.flush()?;
    Ok(())
}
