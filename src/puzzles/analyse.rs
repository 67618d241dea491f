//! Deciding whether a position is a puzzle, the way the lichess puzzle generator does: one move
//! is clearly best (it mates, or wins decisively while the second-best move does not, or it is
//! the only move that does not lose), and the solution goes on with the opponent's best replies
//! for as long as the solver's move stays the only good one. Mates are checked again by the
//! exact search (`engine::exact`), every puzzle by a deeper search.

use super::model::{puzzle_id, Goal, Puzzle};
use super::themes;
use crate::engine::exact::{self, Budget};
use crate::engine::{Engine, Limits, Line, Score, SearchResult};
use crate::rules::{Move, Position};
use std::sync::atomic::AtomicBool;

/// A score at least this good (centipawns, for the side to move) wins decisively.
pub const DECISIVE: i32 = 250;
/// The second-best move of a "win" puzzle must score below this...
pub const SECOND_BELOW: i32 = 150;
/// ...and at least this much less than the best move.
pub const MIN_GAP: i32 = 200;
/// A defence: the best move keeps the score above `-HOLD`, every other loses at least `LOSE`.
pub const HOLD: i32 = 150;
pub const LOSE: i32 = 300;
/// The longest mate looked for (the exact search proves it), in the solver's moves.
pub const MAX_MATE: u32 = 3;
/// The longest solution, in the solver's moves.
pub const MAX_SOLVER_MOVES: usize = 4;

/// How hard the analysis looks.
#[derive(Clone, Debug)]
pub struct AnalysisSettings {
    /// The depth (plies) of the MultiPV search that finds the solution.
    pub depth: u32,
    /// The depth of the second, deeper check of the first move.
    pub verify_depth: u32,
    /// How many positions the exact mate search may visit per question.
    pub exact_budget: u64,
    /// Transposition table size in MiB.
    pub hash_mb: usize,
}

impl Default for AnalysisSettings {
    fn default() -> Self {
        AnalysisSettings {
            depth: 10,
            verify_depth: 13,
            exact_budget: 3_000_000,
            hash_mb: 16,
        }
    }
}

/// What kind of only-move a MultiPV result shows, if any.
pub fn only_move_kind(lines: &[Line]) -> Option<Goal> {
    let best = lines.first()?.score;
    let second = lines.get(1)?.score;
    let mate = |s: Score| s.mate_in_moves().filter(|&m| m > 0);
    if let Some(m) = mate(best) {
        // Another mate as short is a second solution; a longer one is not what is asked.
        if mate(second).is_some_and(|s| s <= m) {
            return None;
        }
        if m as u32 <= MAX_MATE {
            return Some(Goal::Mate);
        }
        return (second.0 < SECOND_BELOW).then_some(Goal::Win);
    }
    if best.0 >= DECISIVE && second.0 < SECOND_BELOW && best.0 - second.0 >= MIN_GAP {
        return Some(Goal::Win);
    }
    if best.0 > -HOLD && best.0 < DECISIVE && second.0 <= -LOSE && best.0 - second.0 >= LOSE {
        return Some(Goal::Defend);
    }
    None
}

/// A MultiPV-2 search of `pos` to `depth`, recording the best move of each iteration.
fn analyse(engine: &mut Engine, pos: &Position, depth: u32) -> (SearchResult, Vec<Option<Move>>) {
    let limits = Limits {
        depth: Some(depth),
        multipv: 2,
        ..Limits::default()
    };
    let mut per_depth = Vec::new();
    let result = engine.search_with_info(pos, &[], &limits, &AtomicBool::new(false), &mut |r| {
        per_depth.push(r.best_move)
    });
    (result, per_depth)
}

fn best_reply(engine: &mut Engine, pos: &Position, depth: u32) -> Option<Move> {
    let limits = Limits::depth(depth);
    engine
        .search(pos, &[], &limits, &AtomicBool::new(false))
        .best_move
}

/// Turns a candidate position into a verified puzzle, or says no (`None`).
pub fn make_puzzle(
    engine: &mut Engine,
    pos: &Position,
    settings: &AnalysisSettings,
) -> Option<Puzzle> {
    if pos.legal_moves().len() < 2 {
        return None;
    }
    let (result, per_depth) = analyse(engine, pos, settings.depth);
    let goal = only_move_kind(&result.lines);
    tracing::debug!(?goal, lines = ?result.lines.iter().map(|l| l.score.0).collect::<Vec<_>>(), "analysed");
    let goal = goal?;
    let key = result.best_move?;
    let (moves, mate_in) = match goal {
        Goal::Mate => {
            let n = result.score.mate_in_moves()? as u32;
            (mate_line(engine, pos, key, n, settings)?, Some(n))
        }
        Goal::Win => (win_line(engine, pos, key, settings)?, None),
        Goal::Defend => (vec![key], None),
    };
    // The deeper check: the same first move, still the only one.
    let (deep, _) = analyse(engine, pos, settings.verify_depth);
    tracing::debug!(same = deep.best_move == Some(key), kind = ?only_move_kind(&deep.lines), ?moves, "verified");
    if deep.best_move != Some(key) {
        return None;
    }
    match (goal, only_move_kind(&deep.lines)) {
        (Goal::Mate, Some(Goal::Mate)) => {}
        (Goal::Win, Some(Goal::Win) | Some(Goal::Mate)) => {}
        (Goal::Defend, Some(Goal::Defend)) => {}
        _ => return None,
    }
    // The depth from which the search kept choosing the key.
    let found_at = per_depth
        .iter()
        .rposition(|m| *m != Some(key))
        .map_or(1, |i| i + 2) as u32;
    let uci: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    let fen = pos.fen();
    let mut themes = themes::themes(pos, &moves, goal, mate_in);
    if goal == Goal::Defend {
        // What the other moves allow: the opponent's answer to the second-best move.
        let threat = result.lines.get(1).and_then(|l| l.pv.get(1)).copied();
        if let Some(effects) = threat.and_then(|m| m.castalia_effects()) {
            if effects.kidnap_from.is_some() {
                themes.push("stopsKidnap".into());
            }
            if effects.repulse.is_some() {
                themes.push("stopsRepulse".into());
            }
        }
    }
    let rating = themes::difficulty(pos, &moves, goal, found_at);
    let puzzle = Puzzle {
        id: puzzle_id(&fen, &uci),
        rules: pos.variant(),
        fen,
        moves: uci,
        goal,
        mate_in,
        themes,
        rating,
    };
    puzzle.check().ok()?;
    Some(puzzle)
}

/// The line of a mate in `n` starting with `key`, proven by the exact search: the key is the
/// only move mating within `n` (and there is no shorter mate), each reply delays the mate as
/// long as possible, each later solver move but the last is the only one keeping the mate on
/// time (on the last move any mate is accepted).
fn mate_line(
    engine: &mut Engine,
    pos: &Position,
    key: Move,
    n: u32,
    settings: &AnalysisSettings,
) -> Option<Vec<Move>> {
    let mut budget = Budget::new(settings.exact_budget);
    if n > 1 && exact::forces_mate_within(pos, n - 1, &mut budget)? {
        return None;
    }
    let keys = exact::mating_keys_within(pos, n, &mut budget)?;
    if keys != [key] {
        return None;
    }
    let mut line = vec![key];
    let mut cur = pos.play(&key);
    let mut remaining = n - 1;
    while remaining > 0 {
        let reply = best_reply(engine, &cur, settings.depth)?;
        let after = cur.play(&reply);
        // The reply must not allow a quicker mate (it is a longest defence).
        if exact::forces_mate_within(&after, remaining - 1, &mut budget)? {
            return None;
        }
        let next = exact::mating_keys_within(&after, remaining, &mut budget)?;
        let solver = match next.as_slice() {
            [only] => *only,
            [first, ..] if remaining == 1 => *first,
            _ => return None,
        };
        line.push(reply);
        line.push(solver);
        cur = after.play(&solver);
        remaining -= 1;
    }
    (cur.is_check() && !cur.has_legal_move()).then_some(line)
}

/// The line of a "win" puzzle: the key, then the opponent's best reply and the solver's next
/// move for as long as that move is again the only winning one (at most `MAX_SOLVER_MOVES`).
fn win_line(
    engine: &mut Engine,
    pos: &Position,
    key: Move,
    settings: &AnalysisSettings,
) -> Option<Vec<Move>> {
    let mut line = vec![key];
    let mut cur = pos.play(&key);
    while line.len().div_ceil(2) < MAX_SOLVER_MOVES {
        let Some(reply) = best_reply(engine, &cur, settings.depth) else {
            break;
        };
        let after = cur.play(&reply);
        if after.legal_moves().len() < 2 {
            break;
        }
        let (result, _) = analyse(engine, &after, settings.depth);
        let only = only_move_kind(&result.lines);
        let Some(next) = result.best_move else { break };
        if !matches!(only, Some(Goal::Win) | Some(Goal::Mate)) {
            break;
        }
        line.push(reply);
        line.push(next);
        cur = after.play(&next);
        if !cur.has_legal_move() {
            break;
        }
    }
    Some(line)
}
