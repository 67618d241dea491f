//! The engine always answers with a legal move, is reproducible under depth and node limits,
//! keeps to node limits, and stops when asked.

use castalia_bot::engine::{choose_move, Engine, Level, Limits};
use castalia_bot::rules::{Position, Variant};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Positions reached by seeded random playouts under every rule set.
fn random_positions(count: usize) -> Vec<Position> {
    let mut rng = ChaCha8Rng::seed_from_u64(2024);
    let mut out = Vec::new();
    while out.len() < count {
        let variant = Variant::ALL[out.len() % 3];
        let mut pos = Position::start(variant);
        let plies = rng.gen_range(0..60);
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos = pos.play(&moves[rng.gen_range(0..moves.len())]);
        }
        if pos.has_legal_move() {
            out.push(pos);
        }
    }
    out
}

#[test]
fn never_returns_an_illegal_move() {
    let stop = AtomicBool::new(false);
    let mut engine = Engine::new(4);
    for (i, pos) in random_positions(60).iter().enumerate() {
        let result = engine.search(pos, &[], &Limits::nodes(3_000), &stop);
        let mv = result
            .best_move
            .unwrap_or_else(|| panic!("no move in {}", pos.fen()));
        assert!(pos.legal_moves().contains(&mv), "{mv} in {}", pos.fen());
        for line in &result.lines {
            let mut p = pos.clone();
            for m in &line.pv {
                assert!(p.legal_moves().contains(m), "pv move {m} in {}", p.fen());
                p = p.play(m);
            }
        }
        let level = Level::new((i % 3) as u8 + 1).unwrap_or(Level::MIN);
        let chosen = choose_move(&mut engine, pos, &[], level, i as u64, &stop);
        assert!(
            chosen.is_some_and(|m| pos.legal_moves().contains(&m)),
            "{}",
            pos.fen()
        );
    }
}

#[test]
fn depth_and_node_limits_give_the_same_result_every_run() {
    let stop = AtomicBool::new(false);
    for pos in random_positions(6) {
        for limits in [Limits::depth(5), Limits::nodes(20_000)] {
            let a = Engine::new(8).search(&pos, &[], &limits, &stop);
            let mut reused = Engine::new(8);
            reused.search(
                &Position::start(pos.variant()),
                &[],
                &Limits::depth(4),
                &stop,
            );
            let b = reused.search(&pos, &[], &limits, &stop);
            assert_eq!(
                (a.best_move, a.score, a.nodes, &a.pv),
                (b.best_move, b.score, b.nodes, &b.pv)
            );
        }
    }
}

#[test]
fn levels_with_the_same_seed_choose_the_same_move() {
    let stop = AtomicBool::new(false);
    let pos = Position::start(Variant::Castalia);
    for level in Level::all().take(3) {
        let a = choose_move(&mut Engine::new(4), &pos, &[], level, 99, &stop);
        let b = choose_move(&mut Engine::new(4), &pos, &[], level, 99, &stop);
        assert_eq!(a, b);
    }
}

#[test]
fn level_8_keeps_its_table_without_making_lower_levels_irreproducible() {
    let stop = AtomicBool::new(false);
    let pos = Position::start(Variant::Castalia);
    let level_3 = Level::new(3).unwrap_or(Level::MIN);
    let fresh = choose_move(&mut Engine::new(4), &pos, &[], level_3, 7, &stop);
    let mut engine = Engine::new(4);
    // Level 8 searches with a warm table (it is time-limited, so about 1.5 s here).
    assert!(choose_move(&mut engine, &pos, &[], Level::MAX, 7, &stop).is_some());
    assert!(!engine.keeps_hash(), "the engine's own setting is restored");
    // A lower level on the same engine starts from an empty table, as on a fresh one.
    assert_eq!(
        choose_move(&mut engine, &pos, &[], level_3, 7, &stop),
        fresh
    );
}

#[test]
fn a_forced_move_is_played_after_one_iteration() {
    let stop = AtomicBool::new(false);
    let pos = Position::from_fen("k7/8/8/8/8/8/1q6/K7 w - - 0 1", Variant::Standard)
        .unwrap_or_else(|e| panic!("{e}"));
    let limits = Limits {
        movetime: Some(Duration::from_secs(60)),
        ..Limits::default()
    };
    let result = Engine::new(4).search(&pos, &[], &limits, &stop);
    assert_eq!(
        result.best_move.map(|m| m.to_string()).as_deref(),
        Some("a1b2")
    );
    assert_eq!(result.depth, 1);
    // Asked for a depth, it searches to that depth all the same.
    let deep = Engine::new(4).search(&pos, &[], &Limits::depth(5), &stop);
    assert_eq!(deep.depth, 5);
    // Without a time limit (`go infinite`, here cut by nodes) it keeps searching too.
    let untimed = Limits {
        nodes: Some(20_000),
        ..Limits::default()
    };
    assert!(Engine::new(4).search(&pos, &[], &untimed, &stop).depth > 1);
}

#[test]
fn keeps_to_the_node_limit() {
    let stop = AtomicBool::new(false);
    for nodes in [1, 500, 10_000] {
        let result = Engine::new(4).search(
            &Position::start(Variant::Castalia),
            &[],
            &Limits::nodes(nodes),
            &stop,
        );
        assert!(result.nodes <= nodes, "{} > {nodes}", result.nodes);
        assert!(result.best_move.is_some());
    }
}

#[test]
fn stops_when_the_flag_is_raised() {
    let stop = AtomicBool::new(false);
    let pos = Position::start(Variant::Castalia);
    std::thread::scope(|s| {
        let started = Instant::now();
        let handle = s.spawn(|| Engine::new(4).search(&pos, &[], &Limits::default(), &stop));
        std::thread::sleep(Duration::from_millis(100));
        stop.store(true, Ordering::Relaxed);
        let result = handle
            .join()
            .unwrap_or_else(|_| panic!("search thread panicked"));
        // An unlimited search ends only because of the flag.
        assert!(started.elapsed() < Duration::from_secs(20));
        assert!(result.best_move.is_some());
    });
    // Raised before the search starts: still a legal move.
    let result = Engine::new(4).search(&pos, &[], &Limits::default(), &stop);
    assert!(result
        .best_move
        .is_some_and(|m| pos.legal_moves().contains(&m)));
}

#[test]
fn repeating_a_position_of_the_game_counts_as_a_draw() {
    // A lone king against a queen: lost, unless the king can go back to a position the game
    // has already seen.
    let stop = AtomicBool::new(false);
    let pos = Position::from_fen("6k1/8/8/8/8/8/q7/6K1 w - - 10 40", Variant::Standard)
        .unwrap_or_else(|e| panic!("{e}"));
    let lost = Engine::new(4).search(&pos, &[], &Limits::depth(5), &stop);
    assert!(lost.score.0 < -500, "{}", lost.score);
    let to_h1 = pos.parse_uci("g1h1").unwrap_or_else(|e| panic!("{e}"));
    let seen = pos.play(&to_h1).repetition_key();
    let history = [seen, 0x1234];
    let saved = Engine::new(4).search(&pos, &history[..1], &Limits::depth(5), &stop);
    assert_eq!(saved.best_move, Some(to_h1));
    assert_eq!(saved.score.0, 0);
    // Seen at an odd distance (the other side to move), it is not a repetition.
    let other = Engine::new(4).search(&pos, &history, &Limits::depth(5), &stop);
    assert!(other.score.0 < -500);
}

#[test]
fn multipv_returns_distinct_lines_best_first() {
    let stop = AtomicBool::new(false);
    let pos = Position::start(Variant::Castalia);
    let limits = Limits {
        depth: Some(4),
        multipv: 4,
        ..Limits::default()
    };
    let result = Engine::new(4).search(&pos, &[], &limits, &stop);
    assert_eq!(result.lines.len(), 4);
    let firsts: Vec<_> = result.lines.iter().map(|l| l.pv[0]).collect();
    for (i, m) in firsts.iter().enumerate() {
        assert!(!firsts[i + 1..].contains(m));
    }
    assert!(result.lines.windows(2).all(|w| w[0].score >= w[1].score));
    assert_eq!(result.best_move, Some(firsts[0]));
}
