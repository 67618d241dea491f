//! Puzzles: the generator on a tiny budget (deterministic for a seed, every puzzle checked),
//! the analysis on known Castalia mates, and every shipped puzzle checked by the rules core
//! (legal line, mates end in mate; a "win" ends with the solver clearly ahead by the engine).

use crate::common;

use castalia_bot::engine::{Engine, Limits};
use castalia_bot::puzzles::analyse::{make_puzzle, AnalysisSettings};
use castalia_bot::puzzles::generate::{generate, is_castalia_puzzle, GenerateOptions};
use castalia_bot::puzzles::merge::merge;
use castalia_bot::puzzles::motifs::{generate_motifs, plausible, MotifOptions};
use castalia_bot::puzzles::{Goal, Puzzle, PuzzleSet};
use castalia_bot::rules::{Position, Variant};
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
/// solver not worse than before by the engine (a win: at least 1.5 pawns ahead). The reason a
/// puzzle is unsound, if it is.
fn unsound(p: &Puzzle, engine: &mut Engine) -> Option<String> {
    if let Err(e) = p.check() {
        return Some(format!("{}: {e}", p.id));
    }
    let (_, positions) = p.line().expect("line");
    let last = positions.last().expect("positions");
    match p.goal {
        Goal::Mate => (!last.is_check() || last.has_legal_move())
            .then(|| format!("{}: the line does not mate", p.id)),
        Goal::Win | Goal::Defend => {
            if !last.has_legal_move() {
                return (!last.is_check()).then(|| format!("{}: stalemate", p.id));
            }
            let r = engine.search(last, &[], &Limits::depth(8), &AtomicBool::new(false));
            // The score is the opponent's (to move after the solver's last move).
            let ours = -r.score.0;
            let need = if p.goal == Goal::Win { 150 } else { -200 };
            (ours < need).then(|| format!("{}: {ours} after the line", p.id))
        }
    }
}

#[test]
fn every_shipped_puzzle_is_legal_and_winning() {
    let set = PuzzleSet::shipped().unwrap_or_else(|e| panic!("{e}"));
    let mut engine = Engine::new(8);
    let failed: Vec<String> = set
        .all()
        .iter()
        .filter_map(|p| unsound(p, &mut engine))
        .collect();
    assert!(failed.is_empty(), "{failed:#?}");
}

#[test]
fn the_motif_generator_is_deterministic_and_keeps_only_castalia_puzzles() {
    let options = MotifOptions {
        wanted: 2,
        attempts: 3_000,
        seed: 5,
        screen_nodes: 2_000,
        analysis: AnalysisSettings {
            depth: 6,
            verify_depth: 7,
            exact_budget: 200_000,
            hash_mb: 4,
        },
        ..MotifOptions::default()
    };
    let mut attempts = 0;
    let a = generate_motifs(&options, &mut |_| {}, &mut |p| attempts = p.attempts);
    let b = generate_motifs(&options, &mut |_| {}, &mut |_| {});
    assert_eq!(a, b, "the same seed gives the same puzzles");
    assert!(!a.is_empty(), "no motif puzzle in {attempts} attempts");
    for p in &a {
        p.check().unwrap_or_else(|e| panic!("{e}"));
        assert!(is_castalia_puzzle(p), "{}: {:?}", p.id, p.themes);
        let pos = p.position().expect("fen");
        assert!(plausible(&pos), "{}: not a game position", p.fen);
    }
}

#[test]
fn merging_keeps_the_castalia_share_and_drops_duplicates() {
    let set = PuzzleSet::shipped().unwrap_or_else(|e| panic!("{e}"));
    let all = set.all().to_vec();
    let castalia: Vec<Puzzle> = all
        .iter()
        .filter(|p| is_castalia_puzzle(p))
        .cloned()
        .collect();
    let plain: Vec<Puzzle> = all
        .iter()
        .filter(|p| !is_castalia_puzzle(p))
        .cloned()
        .collect();
    // The same puzzles twice: the second copies are dropped.
    let merged = merge(&[plain.clone(), castalia.clone(), plain.clone()], 0.75);
    let kept_castalia = merged.iter().filter(|p| is_castalia_puzzle(p)).count();
    assert_eq!(kept_castalia, castalia.len());
    assert!(
        kept_castalia * 100 >= merged.len() * 75,
        "{kept_castalia} of {}",
        merged.len()
    );
    let mut ids: Vec<&str> = merged.iter().map(|p| p.id.as_str()).collect();
    ids.dedup();
    assert_eq!(ids.len(), merged.len(), "no puzzle twice");
    // The plain puzzles kept span the goals.
    for goal in [Goal::Mate, Goal::Win, Goal::Defend] {
        assert!(
            merged
                .iter()
                .any(|p| !is_castalia_puzzle(p) && p.goal == goal),
            "no plain {goal:?} puzzle kept"
        );
    }
}

/// The shipped set: at least 500 puzzles, at least 60% turning on a kidnap or a repulse, both
/// Castalia rule sets, every goal, the Castalia themes each well represented, and a spread of
/// difficulty.
#[test]
fn the_shipped_set_turns_on_kidnaps_and_repulses_across_themes() {
    let set = PuzzleSet::shipped().unwrap_or_else(|e| panic!("{e}"));
    let all = set.all();
    let n = all.len();
    assert!(n >= 500, "only {n} puzzles");
    let castalia = all.iter().filter(|p| is_castalia_puzzle(p)).count();
    assert!(
        castalia * 100 >= n * 60,
        "only {castalia} of {n} turn on a kidnap or a repulse"
    );
    let count = |f: &dyn Fn(&Puzzle) -> bool| all.iter().filter(|p| f(p)).count();
    for rules in [Variant::Castalia, Variant::CastaliaWeak] {
        let k = count(&|p| p.rules == rules);
        assert!(k * 5 >= n, "{rules}: only {k}");
    }
    for goal in [Goal::Mate, Goal::Win, Goal::Defend] {
        let k = count(&|p| p.goal == goal);
        assert!(k * 10 >= n, "{goal:?}: only {k}");
    }
    for (theme, least) in [
        ("kidnap", 100),
        ("repulse", 50),
        ("kingKidnap", 30),
        ("kingRepulse", 10),
        ("castaliaKey", 200),
        ("mateIn1", 25),
        ("mateIn2", 25),
        ("mateIn3", 5),
        ("winsMaterial", 25),
        ("defence", 25),
        ("sacrifice", 5),
    ] {
        let k = count(&|p| p.has_theme(theme));
        assert!(k >= least, "{theme}: {k}, want at least {least}");
    }
    // Difficulty: at least four 200-point bands with 5% of the puzzles each.
    let mut bands = std::collections::BTreeMap::new();
    for p in all {
        *bands.entry(p.rating / 200).or_insert(0usize) += 1;
    }
    let wide = bands.values().filter(|&&k| k * 20 >= n).count();
    assert!(wide >= 4, "ratings bunched: {bands:?}");
}
