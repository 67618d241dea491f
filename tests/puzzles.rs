//! Puzzles: the generator on a tiny budget (deterministic for a seed, every puzzle checked),
//! the analysis on known Castalia mates, and every shipped puzzle checked by the rules core
//! (legal line, mates end in mate; a "win" ends with the solver clearly ahead by the engine).

mod common;

use castalia_bot::engine::{Engine, Limits};
use castalia_bot::puzzles::analyse::{make_puzzle, AnalysisSettings};
use castalia_bot::puzzles::generate::{generate, is_castalia_puzzle, GenerateOptions};
use castalia_bot::puzzles::{Goal, Puzzle, PuzzleSet};
use castalia_bot::rules::Position;
use std::sync::atomic::AtomicBool;

fn tiny() -> GenerateOptions {
    GenerateOptions {
        games: 3,
        seed: 42,
        screen_nodes: 2_000,
        analysis: AnalysisSettings {
            depth: 6,
            verify_depth: 7,
            exact_budget: 200_000,
            hash_mb: 4,
        },
        max_plain_share: 1.0,
        ..GenerateOptions::default()
    }
}

#[test]
fn the_generator_is_deterministic_and_its_puzzles_are_sound() {
    let mut seen = 0;
    let mut games = 0;
    let a = generate(&tiny(), &mut |_| seen += 1, &mut |p| games = p.games);
    let b = generate(&tiny(), &mut |_| {}, &mut |_| {});
    assert_eq!(a, b, "the same seed gives the same puzzles");
    assert_eq!(seen, a.len());
    assert_eq!(games, 3);
    for p in &a {
        p.check().unwrap_or_else(|e| panic!("{e}"));
        assert!(p.solver_moves() <= 4);
        assert!((600..=2600).contains(&p.rating));
    }
    let mut other = tiny();
    other.seed = 43;
    let c = generate(&other, &mut |_| {}, &mut |_| {});
    assert_ne!(a, c, "another seed, other games");
}

#[test]
fn known_castalia_mates_become_mate_puzzles_with_their_kidnap_or_repulse() {
    let mut made = 0;
    let mut engine = Engine::new(8);
    for line in common::data_lines("castalia-mates.txt") {
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        if !["mate1", "mate2"].contains(&f[3]) || f[2].split_whitespace().count() != 1 {
            continue;
        }
        let pos = Position::from_fen(f[1], common::variant(f[0])).expect("fen");
        let Some(p) = make_puzzle(&mut engine, &pos, &AnalysisSettings::default()) else {
            continue;
        };
        assert_eq!(p.goal, Goal::Mate, "{line}");
        assert_eq!(p.moves[0], f[2], "{line}");
        assert!(is_castalia_puzzle(&p), "{line}: {:?}", p.themes);
        made += 1;
    }
    assert!(made >= 5, "only {made} of the known mates became puzzles");
}

/// The rules core replays the line; mates end in checkmate; a "win" or "defend" ends with the
/// solver not worse than before by the engine (a win: at least two pawns ahead).
fn assert_sound(p: &Puzzle, engine: &mut Engine) {
    p.check().unwrap_or_else(|e| panic!("{e}"));
    let (_, positions) = p.line().expect("line");
    let last = positions.last().expect("positions");
    match p.goal {
        Goal::Mate => assert!(last.is_check() && !last.has_legal_move(), "{}", p.id),
        Goal::Win | Goal::Defend => {
            if !last.has_legal_move() {
                assert!(last.is_check(), "{}: stalemate", p.id);
                return;
            }
            let r = engine.search(last, &[], &Limits::depth(8), &AtomicBool::new(false));
            // The score is the opponent's (to move after the solver's last move).
            let ours = -r.score.0;
            let need = if p.goal == Goal::Win { 150 } else { -200 };
            assert!(ours >= need, "{}: {} after the line", p.id, ours);
        }
    }
}

#[test]
fn every_shipped_puzzle_is_legal_and_winning() {
    let set = PuzzleSet::shipped().unwrap_or_else(|e| panic!("{e}"));
    let mut engine = Engine::new(8);
    for p in set.all() {
        assert_sound(p, &mut engine);
    }
}
