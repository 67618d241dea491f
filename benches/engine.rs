//! Engine benchmarks: time to a fixed depth on a fixed set of positions (Castalia and
//! orthodox), from which nodes per second follow; the bench also prints the node counts once.
//! And the Castalia network's speed: nodes per second in the Castalia positions with the
//! network and with the hand-written evaluation (`CastaliaNetwork=false`), same nodes.
//! Run with `cargo bench --bench engine` (or `-- castalia-network`).

use castalia_bot::engine::{Engine, Limits};
use castalia_bot::rules::{Position, Variant};
use criterion::{criterion_group, criterion_main, Criterion};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

const POSITIONS: [(&str, Variant, &str, u32); 5] = [
    (
        "castalia-start",
        Variant::Castalia,
        "rcbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBNR w KQkq - 0 1",
        12,
    ),
    (
        "castalia-middle",
        Variant::Castalia,
        "r1bqk2r/pp2bppp/2c1pn2/3p4/3P4/2C1PN2/PP2BPPP/R1BQK2R w KQkq - 0 7",
        11,
    ),
    (
        "castalia-weak-middle",
        Variant::CastaliaWeak,
        "r1bqk2r/pp2bppp/2c1pn2/3p4/3P4/2C1PN2/PP2BPPP/R1BQK2R w KQkq - 0 7",
        11,
    ),
    (
        "standard-start",
        Variant::Standard,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        13,
    ),
    (
        "standard-kiwipete",
        Variant::Standard,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        10,
    ),
];

fn time_to_depth(c: &mut Criterion) {
    let stop = AtomicBool::new(false);
    let mut group = c.benchmark_group("time-to-depth");
    group.sample_size(10);
    let mut total_nodes = 0u64;
    let mut total_secs = 0.0;
    for (name, variant, fen, depth) in POSITIONS {
        let pos = match Position::from_fen(fen, variant) {
            Ok(p) => p,
            Err(e) => panic!("{name}: {e}"),
        };
        let mut engine = Engine::new(32);
        let start = Instant::now();
        let result = engine.search(&pos, &[], &Limits::depth(depth), &stop);
        let secs = start.elapsed().as_secs_f64();
        total_nodes += result.nodes;
        total_secs += secs;
        println!(
            "{name}: depth {depth}, {} nodes in {:.3} s = {:.0} knps, best {:?} {}",
            result.nodes,
            secs,
            result.nodes as f64 / secs / 1e3,
            result.best_move.map(|m| m.to_string()),
            result.score
        );
        group.bench_function(format!("{name}-d{depth}"), |b| {
            b.iter(|| engine.search(&pos, &[], &Limits::depth(depth), &stop))
        });
    }
    println!(
        "all positions: {total_nodes} nodes in {total_secs:.3} s = {:.0} knps",
        total_nodes as f64 / total_secs / 1e3
    );
    group.finish();
}

/// Nodes per second in the Castalia positions, the Castalia network on and off, searching the
/// same number of nodes; prints the ratio.
fn castalia_network_speed(c: &mut Criterion) {
    const NODES: u64 = 400_000;
    let stop = AtomicBool::new(false);
    let mut group = c.benchmark_group("castalia-network");
    group.sample_size(10);
    let mut knps = [0.0f64; 2];
    let castalia: Vec<_> = POSITIONS
        .iter()
        .filter(|p| p.1 != Variant::Standard)
        .collect();
    for (name, variant, fen, _) in &castalia {
        let pos = match Position::from_fen(fen, *variant) {
            Ok(p) => p,
            Err(e) => panic!("{name}: {e}"),
        };
        for (i, network) in [true, false].into_iter().enumerate() {
            let mut engine = Engine::new(32);
            engine.set_castalia_network(network);
            let start = Instant::now();
            let result = engine.search(&pos, &[], &Limits::nodes(NODES), &stop);
            let rate = result.nodes as f64 / start.elapsed().as_secs_f64() / 1e3;
            knps[i] += rate;
            println!("{name}, network {network}: {rate:.0} knps");
            group.bench_function(format!("{name}-network-{network}"), |b| {
                b.iter(|| {
                    engine.clear();
                    engine.search(&pos, &[], &Limits::nodes(NODES), &stop)
                })
            });
        }
    }
    println!(
        "Castalia positions: {:.0} knps with the network, {:.0} without: {:.2} times",
        knps[0] / castalia.len() as f64,
        knps[1] / castalia.len() as f64,
        knps[0] / knps[1]
    );
    group.finish();
}

criterion_group!(benches, time_to_depth, castalia_network_speed);
criterion_main!(benches);
