//! Writes labelled positions for tuning the evaluation by Texel's method
//! (`examples/texel_tune.rs`) and for training the networks (`examples/nnue_train.rs`): games
//! of a UCI engine against itself at a fixed number of nodes a move, from random 8-ply
//! openings and with an occasional random move later (so that material imbalances occur),
//! each quiet position (not in check, the engine's move neither a capture nor a promotion)
//! written with the engine's score and the game's result, from White's side:
//!
//! `cargo run --release --features tools --example texel_data -- ENGINE GAMES SEED NODES [--variant V] [--set NAME=VALUE]... > positions.txt`
//!
//! e.g. `... -- /usr/games/stockfish 2000 1 5000` (orthodox), or the engine's own self-play in
//! a Castalia rule set: `... -- 'target/release/castalia-bot uci' 2000 1 20000 --variant
//! castalia --set CastaliaNetwork=false`. Lines are `FEN;score;result` (centipawns, and 1,
//! 0.5 or 0, White's point of view). A game ends at mate, stalemate, the 50-move rule, 300
//! plies (a draw), or once the score passes 2,500 (a win for that side).

#[path = "common/mod.rs"]
mod common;
use common::{is_quiet, DataOptions, EngineScore};

use castalia_bot::rules::{Color, Move, Position};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io::Write;

const OPENING_PLIES: usize = 8;
const RANDOM_MOVE_CHANCE: f64 = 0.03;
const MAX_PLIES: usize = 300;
const DECIDED: i32 = 2_500;

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let usage = "usage: texel_data ENGINE GAMES SEED NODES [--variant NAME] [--set NAME=VALUE]...";
    let engine = args.next().ok_or_else(|| anyhow::anyhow!(usage))?;
    let games: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(100);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let nodes: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(5_000);
    let options = DataOptions::parse(args)?;
    let mut engine = options.start_engine(&engine)?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut written = 0usize;
    for game in 0..games {
        engine.send("ucinewgame")?;
        let mut pos = Position::start(options.variant);
        let mut moves: Vec<Move> = Vec::new();
        let mut labelled: Vec<(String, i32)> = Vec::new();
        // White's result: a draw unless a side is mated or the score decides it.
        let mut result = 0.5;
        for ply in 0..MAX_PLIES {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                if pos.is_check() {
                    result = if pos.side_to_move() == Color::White {
                        0.0
                    } else {
                        1.0
                    };
                }
                break;
            }
            if pos.halfmove_clock() >= 100 {
                break;
            }
            let random = ply < OPENING_PLIES || rng.gen_bool(RANDOM_MOVE_CHANCE);
            let mv = if random {
                legal[rng.gen_range(0..legal.len())]
            } else {
                let list: Vec<String> = moves.iter().map(Move::to_string).collect();
                engine.send(&format!("position startpos moves {}", list.join(" ")))?;
                let Some((score, best)) = engine.go(&format!("nodes {nodes}"))? else {
                    break;
                };
                let Ok(mv) = pos.parse_uci(&best) else {
                    break;
                };
                // A mate counts as decided.
                let score = match score {
                    EngineScore::Centipawns(cp) => cp,
                    EngineScore::Mate(n) => 10_000 * n.signum(),
                };
                let white = if pos.side_to_move() == Color::White {
                    score
                } else {
                    -score
                };
                if !pos.is_check() && is_quiet(&pos, &mv) && white.abs() < DECIDED {
                    labelled.push((pos.fen(), white));
                }
                if white.abs() >= DECIDED {
                    result = if white > 0 { 1.0 } else { 0.0 };
                    break;
                }
                mv
            };
            pos = pos.play(&mv);
            moves.push(mv);
        }
        for (fen, white) in &labelled {
            writeln!(out, "{fen};{white};{result}")?;
        }
        written += labelled.len();
        if game % 50 == 49 {
            eprintln!("{} games, {written} positions", game + 1);
            out.flush()?;
        }
    }
    engine.quit();
    out.flush()?;
    Ok(())
}
