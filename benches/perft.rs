//! Perft speed, every leaf move made (no bulk counting): this rules core against the
//! `cozy-chess` crate on orthodox positions, and this core on Castalia-rich positions.
//! Run: `cargo bench --bench perft` (criterion reports leaves per second as "elem/s").

use castalia_bot::rules::perft::perft;
use castalia_bot::rules::{Position, Variant};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::time::Duration;

fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    board.generate_moves(|moves| {
        for mv in moves {
            let mut next = board.clone();
            next.play_unchecked(mv);
            nodes += if depth == 1 {
                1
            } else {
                cozy_perft(&next, depth - 1)
            };
        }
        false
    });
    nodes
}

const ORTHODOX: [(&str, &str, u32); 2] = [
    (
        "startpos",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
    ),
];

const CASTALIA: [(&str, &str, Variant, u32); 3] = [
    (
        "castalia-setup",
        "rcbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBNR w KQkq - 0 1",
        Variant::Castalia,
        5,
    ),
    (
        "kidnap-white-all",
        "4k3/3p2q1/1b6/8/N2C3r/8/1n3P2/3RK3 w - - 0 1",
        Variant::Castalia,
        4,
    ),
    (
        "kidnap-king-rook-castling",
        "r3k2r/ppppCppp/8/8/8/8/PPPPPPPC/R3K2R w KQkq - 0 1",
        Variant::Castalia,
        4,
    ),
];

fn bench(c: &mut Criterion) {
    castalia_bot::rules::attacks::init();
    for (name, fen, depth) in ORTHODOX {
        let ours = Position::from_fen(fen, Variant::Standard).expect("valid FEN");
        let cozy: cozy_chess::Board = fen.parse().expect("valid FEN");
        let leaves = perft(&ours, depth);
        assert_eq!(leaves, cozy_perft(&cozy, depth));
        let mut group = c.benchmark_group(format!("perft/{name}/d{depth}"));
        group.throughput(Throughput::Elements(leaves));
        group
            .sample_size(10)
            .measurement_time(Duration::from_secs(4));
        group.bench_function("castalia-bot", |b| b.iter(|| perft(&ours, depth)));
        group.bench_function("cozy-chess", |b| b.iter(|| cozy_perft(&cozy, depth)));
        group.finish();
    }
    for (name, fen, variant, depth) in CASTALIA {
        let pos = Position::from_fen(fen, variant).expect("valid FEN");
        let leaves = perft(&pos, depth);
        let mut group = c.benchmark_group(format!("perft/{name}/d{depth}"));
        group.throughput(Throughput::Elements(leaves));
        group
            .sample_size(10)
            .measurement_time(Duration::from_secs(4));
        group.bench_function("castalia-bot", |b| b.iter(|| perft(&pos, depth)));
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
