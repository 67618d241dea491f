//! Tournament pairing costs: a 200-player Swiss round (round 5, after four rounds of random
//! results) with the FIDE Dutch core, and an arena wave of 500 free players.
//! Run: `cargo bench --bench tournaments`.

use castalia_bot::tournament::arena::{pair_wave, Free};
use castalia_bot::tournament::dutch::{pair, Color, GameResult, PlayerState, Round};
use criterion::{criterion_group, criterion_main, Criterion};
use std::time::Duration;

fn swiss_after_four_rounds(n: u32) -> Vec<PlayerState> {
    let mut players: Vec<PlayerState> = (1..=n)
        .map(|id| PlayerState {
            id,
            rating: 2800 - 5 * id,
            points: 0,
            history: Vec::new(),
            present: true,
        })
        .collect();
    let mut seed = 12345u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % 10
    };
    for round in 1..=4 {
        let Ok(pairing) = pair(&players, round, 9) else {
            panic!("round {round} pairs");
        };
        for (w, b) in pairing.pairs {
            let x = next();
            let (rw, rb) = match x {
                0..=3 => (GameResult::Win, GameResult::Loss),
                4..=6 => (GameResult::Draw, GameResult::Draw),
                _ => (GameResult::Loss, GameResult::Win),
            };
            for (id, opponent, color, result) in
                [(w, b, Color::White, rw), (b, w, Color::Black, rb)]
            {
                let p = &mut players[id as usize - 1];
                let g = Round::Game {
                    opponent,
                    color,
                    result,
                };
                p.points += g.points();
                p.history.push(g);
            }
        }
        if let Some(b) = pairing.bye {
            let p = &mut players[b as usize - 1];
            p.points += Round::Bye.points();
            p.history.push(Round::Bye);
        }
    }
    players
}

fn pairing(c: &mut Criterion) {
    let mut group = c.benchmark_group("pairing");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    let players = swiss_after_four_rounds(200);
    group.bench_function("swiss 200 players, round 5 (FIDE Dutch)", |b| {
        b.iter(|| pair(&players, 5, 9))
    });
    let free: Vec<Free> = (1..=500)
        .map(|no| Free {
            no,
            rank: no,
            rating: 1000 + (no * 37) % 1200,
            last_opponent: Some(if no % 2 == 0 { no - 1 } else { no + 1 }),
            colour_balance: (no % 3) as i32 - 1,
            last_white: Some(no % 2 == 0),
        })
        .collect();
    group.bench_function("arena wave, 500 free players", |b| {
        b.iter(|| pair_wave(&free))
    });
    group.finish();
}

criterion_group!(benches, pairing);
criterion_main!(benches);
