//! Strength levels 1-8: each a set of search limits plus, below level 8, a human-like
//! weakening in the way of Stockfish's Skill Level: the engine searches several best lines
//! (MultiPV) and picks among them at random, weighted so that better moves are likelier and a
//! move is the less likely the more it loses. Never a uniformly random move.
//!
//! Depth and node limits make levels 1-7 reproducible for a given seed; their move-time cap is
//! a safety net on a busy machine (levels 1-4 answer within 0.5 s). Level 8 is full strength
//! within 1.5 s: it is limited by time alone and keeps its hash table from one move to the next,
//! as a tournament engine does (so its moves depend on the machine's speed).

use super::limits::Limits;
use super::search::{Engine, SearchResult};
use crate::rules::{Move, Position};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fmt;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// A strength level, 1 (beginner) to 8 (full strength). Stored as its number.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl TryFrom<u8> for Level {
    type Error = ParseLevelError;

    fn try_from(n: u8) -> Result<Level, ParseLevelError> {
        Level::new(n).ok_or_else(|| ParseLevelError(n.to_string()))
    }
}

impl From<Level> for u8 {
    fn from(level: Level) -> u8 {
        level.0
    }
}

/// The settings behind one level.
struct Settings {
    depth: Option<u32>,
    nodes: Option<u64>,
    movetime_ms: u64,
    /// Lines searched for the weighted choice (1 = plain best move).
    multipv: usize,
    /// How far from the best move the choice may stray (Stockfish's `weakness`, 0..128).
    weakness: i32,
    elo: u32,
    description: &'static str,
}

const SETTINGS: [Settings; 8] = [
    Settings {
        depth: Some(1),
        nodes: Some(20_000),
        movetime_ms: 400,
        multipv: 5,
        weakness: 105,
        elo: 725,
        description: "a beginner who sees one move ahead and often blunders",
    },
    Settings {
        depth: Some(2),
        nodes: Some(40_000),
        movetime_ms: 400,
        multipv: 5,
        weakness: 105,
        elo: 975,
        description: "a novice who spots simple threats but misses many tactics",
    },
    Settings {
        depth: Some(3),
        nodes: Some(80_000),
        movetime_ms: 400,
        multipv: 5,
        weakness: 102,
        elo: 1250,
        description: "a casual player who plays sensibly but still drops pieces",
    },
    Settings {
        depth: Some(4),
        nodes: Some(150_000),
        movetime_ms: 450,
        multipv: 4,
        weakness: 85,
        elo: 1475,
        description: "a club beginner who sees short tactics",
    },
    Settings {
        depth: Some(6),
        nodes: Some(300_000),
        movetime_ms: 600,
        multipv: 3,
        weakness: 48,
        elo: 1775,
        description: "a solid club player, now and then imprecise",
    },
    Settings {
        depth: Some(10),
        nodes: Some(300_000),
        movetime_ms: 700,
        multipv: 3,
        weakness: 22,
        elo: 2075,
        description: "a strong club player",
    },
    Settings {
        depth: None,
        nodes: Some(500_000),
        movetime_ms: 900,
        multipv: 2,
        weakness: 18,
        elo: 2225,
        description: "an expert who rarely strays from the best move",
    },
    Settings {
        depth: None,
        nodes: None,
        movetime_ms: 1_500,
        multipv: 1,
        weakness: 0,
        elo: 2425,
        description: "full strength, the engine's best move every time",
    },
];

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a level: use a whole number from 1 (beginner) to 8 (full strength)")]
pub struct ParseLevelError(pub String);

impl Level {
    pub const MIN: Level = Level(1);
    pub const MAX: Level = Level(8);
    /// The strongest of the levels meant for learning (forgiving: they grant takebacks).
    pub const LEARNING_MAX: Level = Level(4);

    /// Levels 1 to 8; anything else is `None`.
    pub const fn new(level: u8) -> Option<Level> {
        if level >= 1 && level <= 8 {
            Some(Level(level))
        } else {
            None
        }
    }

    /// Every level, weakest first.
    pub fn all() -> impl Iterator<Item = Level> {
        (1..=8).map(Level)
    }

    pub const fn get(self) -> u8 {
        self.0
    }

    fn settings(self) -> &'static Settings {
        &SETTINGS[(self.0.clamp(1, 8) - 1) as usize]
    }

    /// The search limits of this level.
    pub fn limits(self) -> Limits {
        let s = self.settings();
        Limits {
            depth: s.depth,
            nodes: s.nodes,
            movetime: Some(Duration::from_millis(s.movetime_ms)),
            clock: None,
            multipv: s.multipv,
        }
    }

    /// The approximate Elo of this level (`docs/benchmarks.md`, "The levels against Stockfish",
    /// says how it was measured).
    pub fn approx_elo(self) -> u32 {
        self.settings().elo
    }

    /// A short description for players ("a casual player who plays sensibly ...").
    pub fn description(self) -> &'static str {
        self.settings().description
    }

    /// The level as players see it when a game starts: "Level 3 (about 1250 Elo): a casual
    /// player who ...". The Elo is on Stockfish's `UCI_Elo` scale (`docs/benchmarks.md`
    /// says how each figure was measured).
    pub fn summary(self) -> String {
        format!(
            "Level {} (about {} Elo): {}.",
            self.0,
            self.approx_elo(),
            self.description()
        )
    }

    /// Stockfish-style weakness: 0 plays the best move, higher strays further.
    pub fn weakness(self) -> i32 {
        self.settings().weakness
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl std::str::FromStr for Level {
    type Err = ParseLevelError;
    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        s.trim()
            .parse::<u8>()
            .ok()
            .and_then(Level::new)
            .ok_or_else(|| ParseLevelError(s.to_string()))
    }
}

/// The move a player of `level` makes in `pos`. `seed` (mixed with the position) drives the
/// weighted choice, so the same seed, position, history and level give the same move (unless
/// the machine is so slow that the time cap cuts a search short). `None` when there is no
/// legal move.
pub fn choose_move(
    engine: &mut Engine,
    pos: &Position,
    history: &[u64],
    level: Level,
    seed: u64,
    stop: &AtomicBool,
) -> Option<Move> {
    choose_with_limits(engine, pos, history, level, &level.limits(), seed, stop).0
}

/// `choose_move` with other limits (a match's time control), also returning the best line's
/// score.
pub fn choose_with_limits(
    engine: &mut Engine,
    pos: &Position,
    history: &[u64],
    level: Level,
    limits: &Limits,
    seed: u64,
    stop: &AtomicBool,
) -> (Option<Move>, super::Score) {
    let result = search_for_level(engine, pos, history, level, limits, stop);
    (pick_line(&result, pos, level, seed), result.score)
}

/// The search a player of `level` makes in `pos` under `limits`, before `pick_line` chooses
/// among its lines (full strength keeps the hash table from one move to the next; a weaker
/// level starts afresh). For `choose_with_limits`, and for tools that show the search.
pub fn search_for_level(
    engine: &mut Engine,
    pos: &Position,
    history: &[u64],
    level: Level,
    limits: &Limits,
    stop: &AtomicBool,
) -> SearchResult {
    let kept = engine.keeps_hash();
    engine.set_keep_hash(kept || level == Level::MAX);
    let result = engine.search(pos, history, limits, stop);
    engine.set_keep_hash(kept);
    result
}

/// The move a player of `level` picks among the lines of a finished MultiPV search of `pos`
/// (the weighted choice of `choose_move`).
pub fn pick_line(result: &SearchResult, pos: &Position, level: Level, seed: u64) -> Option<Move> {
    let weakness = level.weakness();
    if weakness == 0 || result.lines.len() < 2 {
        return result.best_move;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ pos.hash());
    let top = result.lines[0].score.0;
    let last = result.lines[result.lines.len() - 1].score.0;
    let delta = (top - last).min(100);
    // Stockfish's Skill::pick_best: each line gets a push that grows with weakness and a
    // random share of `delta`, minus part of what it loses against the best line.
    let mut best_value = i32::MIN;
    let mut chosen = result.best_move;
    for line in &result.lines {
        let score = line.score.0;
        if score <= -super::score::MATE_BOUND && top > -super::score::MATE_BOUND {
            continue;
        }
        let loss = top - score;
        let push = (weakness * loss + delta * rng.gen_range(0..weakness)) / 128;
        let value = score + push;
        if value >= best_value {
            best_value = value;
            chosen = line.pv.first().copied();
        }
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse_and_describe() {
        assert_eq!("3".parse::<Level>().map(Level::get), Ok(3));
        assert!("9".parse::<Level>().is_err());
        assert!("zero".parse::<Level>().is_err());
        let elos: Vec<u32> = Level::all().map(Level::approx_elo).collect();
        assert!(elos.windows(2).all(|w| w[0] < w[1]));
        assert!(Level::all().all(|l| !l.description().is_empty()));
    }

    #[test]
    fn the_labels_climb_in_even_steps_from_beginner_to_master() {
        let elos: Vec<u32> = Level::all().map(Level::approx_elo).collect();
        assert!(elos[0] <= 800, "level 1 is for beginners: {elos:?}");
        assert!(elos[7] >= 2400, "level 8 is a master: {elos:?}");
        for step in elos.windows(2) {
            assert!(
                (150..=300).contains(&(step[1] - step[0])),
                "uneven step {step:?} in {elos:?}"
            );
        }
        for player in [1200, 1500] {
            assert!(
                elos.iter().any(|&elo| elo.abs_diff(player) <= 150),
                "no level near {player}: {elos:?}"
            );
        }
    }

    #[test]
    fn weak_levels_search_several_lines_and_full_strength_one() {
        assert!(Level::MIN.limits().multipv >= 4);
        assert_eq!(Level::MAX.limits().multipv, 1);
        for level in Level::all().take(4) {
            assert!(level.limits().movetime <= Some(Duration::from_millis(500)));
        }
    }
}
