//! Writes labelled positions for tuning the evaluation by Texel's method
//! (`examples/texel_tune.rs`): orthodox games of a UCI engine against itself at a fixed number
//! of nodes a move, from random 8-ply openings and with an occasional random move later (so
//! that material imbalances occur), each quiet position (not in check, the engine's move
//! neither a capture nor a promotion) written with the engine's score, from White's side:
//!
//! `cargo run --release --example texel_data -- ENGINE GAMES SEED NODES > positions.txt`
//!
//! e.g. `... -- /usr/games/stockfish 2000 1 5000`. Lines are `FEN;score` (centipawns, White's
//! point of view). A game ends at mate, stalemate, the 50-move rule, 300 plies, or once the
//! score passes 2,500.

use castalia_bot::rules::{Move, MoveKind, Position, Variant};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

const OPENING_PLIES: usize = 8;
const RANDOM_MOVE_CHANCE: f64 = 0.03;
const MAX_PLIES: usize = 300;
const DECIDED: i32 = 2_500;

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let usage = "usage: texel_data ENGINE GAMES SEED NODES";
    let engine = args.next().ok_or_else(|| anyhow::anyhow!(usage))?;
    let games: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(100);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let nodes: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(5_000);
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
    let mut read_until = |token: &str| -> anyhow::Result<Vec<String>> {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            if output.read_line(&mut line)? == 0 {
                anyhow::bail!("the engine closed its output");
            }
            let done = line.starts_with(token);
            lines.push(line.trim().to_string());
            if done {
                return Ok(lines);
            }
        }
    };
    writeln!(input, "uci")?;
    read_until("uciok")?;
    writeln!(input, "setoption name Threads value 1")?;
    writeln!(input, "setoption name Hash value 16")?;
    writeln!(input, "isready")?;
    read_until("readyok")?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut written = 0usize;
    for game in 0..games {
        writeln!(input, "ucinewgame")?;
        let mut pos = Position::start(Variant::Standard);
        let mut moves: Vec<Move> = Vec::new();
        for ply in 0..MAX_PLIES {
            let legal = pos.legal_moves();
            if legal.is_empty() || pos.halfmove_clock() >= 100 {
                break;
            }
            let random = ply < OPENING_PLIES || rng.gen_bool(RANDOM_MOVE_CHANCE);
            let mv = if random {
                legal[rng.gen_range(0..legal.len())]
            } else {
                let list: Vec<String> = moves.iter().map(Move::to_string).collect();
                writeln!(input, "position startpos moves {}", list.join(" "))?;
                writeln!(input, "go nodes {nodes}")?;
                let lines = read_until("bestmove")?;
                let Some((score, best)) = parse_search(&lines) else {
                    break;
                };
                let Some(mv) = legal.iter().find(|m| m.to_string() == best).copied() else {
                    break;
                };
                let white = if pos.side_to_move() == castalia_bot::rules::Color::White {
                    score
                } else {
                    -score
                };
                let quiet = !pos.is_check()
                    && mv.promotion.is_none()
                    && mv.kind != MoveKind::EnPassant
                    && pos.piece_at(mv.to).is_none();
                if quiet && white.abs() < DECIDED {
                    writeln!(out, "{};{white}", pos.fen())?;
                    written += 1;
                }
                if white.abs() >= DECIDED {
                    break;
                }
                mv
            };
            pos = pos.play(&mv);
            moves.push(mv);
        }
        if game % 50 == 49 {
            eprintln!("{} games, {written} positions", game + 1);
            out.flush()?;
        }
    }
    writeln!(input, "quit")?;
    out.flush()?;
    let _ = child.wait();
    Ok(())
}

/// The last reported score (centipawns for the side to move; a mate counts as 10,000) and the
/// best move of a finished search.
fn parse_search(lines: &[String]) -> Option<(i32, String)> {
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
                Some(&"mate") => 10_000 * value.signum(),
                _ => value,
            });
        }
    }
    Some((score?, best))
}
