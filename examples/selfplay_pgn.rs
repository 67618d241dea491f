//! Writes a self-play game of the engine as PGN, for trying out and timing `review`:
//! `cargo run --release --features tools --example selfplay_pgn -- PLIES SEED > game.pgn` (levels 4 and 5,
//! a fixed seed, so the same game every run; stops early if the game ends).

use castalia_bot::engine::{choose_move, Engine, Level};
use castalia_bot::rules::pgn::{write_pgn, PgnHeaders};
use castalia_bot::rules::{GameRecord, Position, Variant};
use std::sync::atomic::AtomicBool;

fn main() {
    let mut args = std::env::args().skip(1);
    let plies: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(120);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let mut record = GameRecord::new(Position::start(Variant::Castalia));
    let mut engine = Engine::new(16);
    let stop = AtomicBool::new(false);
    let levels = [Level::new(4), Level::new(5)];
    while record.moves().len() < plies && record.outcome().is_none() {
        let level = levels[record.moves().len() % 2].unwrap_or(Level::MAX);
        let seed = seed.wrapping_mul(1_000_003) ^ record.moves().len() as u64;
        let Some(mv) = choose_move(
            &mut engine,
            record.position(),
            record.history_keys(),
            level,
            seed,
            &stop,
        ) else {
            break;
        };
        record.push(mv);
    }
    let headers = PgnHeaders {
        event: Some("Self-play for review timing".into()),
        white: Some("level 4".into()),
        black: Some("level 5".into()),
        ..PgnHeaders::default()
    };
    print!(
        "{}",
        write_pgn(&record, record.outcome().as_ref(), &headers)
    );
}
