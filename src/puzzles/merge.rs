//! Merging puzzle files into one set: near-duplicates dropped (the same board and side to move,
//! or the same line, as an earlier puzzle), every puzzle that turns on a kidnap or a repulse
//! kept, and only as many others as the wanted Castalia share allows, chosen across goals and
//! rating bands so that the spread of themes and difficulty stays.

use super::generate::is_castalia_puzzle;
use super::model::{Goal, Puzzle};
use std::collections::{BTreeMap, HashSet};

/// Merges `sources` (in order: an earlier puzzle wins a duplicate) so that at least
/// `min_castalia_share` (0 to 1) of the result turns on a kidnap or a repulse. The result is
/// sorted by rating, then id.
pub fn merge(sources: &[Vec<Puzzle>], min_castalia_share: f64) -> Vec<Puzzle> {
    let share = min_castalia_share.clamp(0.0, 1.0);
    let mut seen: HashSet<String> = HashSet::new();
    let mut castalia: Vec<Puzzle> = Vec::new();
    let mut plain: Vec<Puzzle> = Vec::new();
    for p in sources.iter().flatten() {
        let board: String = p.fen.split(' ').take(2).collect::<Vec<_>>().join(" ");
        let keys = [
            format!("id {}", p.id),
            format!("board {board}"),
            format!("line {} {}", p.rules, p.moves.join(" ")),
        ];
        if keys.iter().any(|k| seen.contains(k)) {
            continue;
        }
        seen.extend(keys);
        if is_castalia_puzzle(p) {
            castalia.push(p.clone());
        } else {
            plain.push(p.clone());
        }
    }
    let allowed = if share >= 1.0 {
        0
    } else if share <= 0.0 {
        plain.len()
    } else {
        (castalia.len() as f64 * (1.0 - share) / share).floor() as usize
    };
    // Round robin over (goal, rating band) groups, each in file order.
    let mut groups: BTreeMap<(u8, u32), Vec<Puzzle>> = BTreeMap::new();
    for p in plain {
        let goal = match p.goal {
            Goal::Mate => 0,
            Goal::Win => 1,
            Goal::Defend => 2,
        };
        groups.entry((goal, p.rating / 200)).or_default().push(p);
    }
    let mut queues: Vec<std::collections::VecDeque<Puzzle>> =
        groups.into_values().map(Into::into).collect();
    let mut out = castalia;
    let mut taken = 0;
    while taken < allowed && queues.iter().any(|q| !q.is_empty()) {
        for q in queues.iter_mut() {
            if taken >= allowed {
                break;
            }
            if let Some(p) = q.pop_front() {
                out.push(p);
                taken += 1;
            }
        }
    }
    out.sort_by(|a, b| a.rating.cmp(&b.rating).then_with(|| a.id.cmp(&b.id)));
    out
}
