//! An exact mate search for checking tactics: plain AND-OR search over every legal move, with
//! no pruning, no reductions, no evaluation and no table. Slow but certain; the engine's search
//! does not use it. The puzzle generator verifies every mate puzzle with it, and the tests
//! re-check the tactics files with it.
//!
//! Every function has a `Budget` of positions: when it runs out the answer is `None` (unknown)
//! rather than a guess.

use crate::rules::{Move, Position};

/// How many positions an exact search may visit before giving up.
#[derive(Debug, Clone, Copy)]
pub struct Budget {
    left: u64,
}

impl Budget {
    pub fn new(positions: u64) -> Budget {
        Budget { left: positions }
    }

    /// No limit (for positions known to be small).
    pub fn unlimited() -> Budget {
        Budget { left: u64::MAX }
    }

    fn spend(&mut self) -> Option<()> {
        self.left = self.left.checked_sub(1)?;
        Some(())
    }
}

/// Whether the side to move can force checkmate within `moves` of its own moves, whatever the
/// opponent plays. Stalemate is not a win; the draw rules cannot end lines this short (the
/// positions checked have a small halfmove clock). `None` when the budget ran out.
pub fn forces_mate_within(pos: &Position, moves: u32, budget: &mut Budget) -> Option<bool> {
    if moves == 0 {
        return Some(false);
    }
    for mv in pos.legal_moves().iter() {
        if is_lost_within(&pos.play(mv), moves - 1, budget)? {
            return Some(true);
        }
    }
    Some(false)
}

/// Whether the side to move here is checkmated now, or is mated within `moves` moves of the
/// opponent whatever it plays. `None` when the budget ran out.
pub fn is_lost_within(pos: &Position, moves: u32, budget: &mut Budget) -> Option<bool> {
    budget.spend()?;
    if moves == 0 {
        // Only a checkmate now: a position not in check is never lost at once.
        return Some(pos.is_check() && !pos.has_legal_move());
    }
    let legal = pos.legal_moves();
    if legal.is_empty() {
        return Some(pos.is_check());
    }
    for d in legal.iter() {
        if !forces_mate_within(&pos.play(d), moves, budget)? {
            return Some(false);
        }
    }
    Some(true)
}

/// The fewest moves in which the side to move forces mate, if at most `max_moves`
/// (`Some(None)`: no mate that short; `None`: the budget ran out).
pub fn mate_distance_within(
    pos: &Position,
    max_moves: u32,
    budget: &mut Budget,
) -> Option<Option<u32>> {
    for n in 1..=max_moves {
        if forces_mate_within(pos, n, budget)? {
            return Some(Some(n));
        }
    }
    Some(None)
}

/// Every first move that forces mate within `moves` moves (`None`: the budget ran out).
pub fn mating_keys_within(pos: &Position, moves: u32, budget: &mut Budget) -> Option<Vec<Move>> {
    let mut keys = Vec::new();
    for mv in pos.legal_moves().iter() {
        if is_lost_within(&pos.play(mv), moves.saturating_sub(1), budget)? {
            keys.push(*mv);
        }
    }
    Some(keys)
}

/// Whether the side to move can force checkmate within `moves` of its own moves (no budget).
pub fn forces_mate(pos: &Position, moves: u32) -> bool {
    forces_mate_within(pos, moves, &mut Budget::unlimited()).unwrap_or(false)
}

/// Whether the side to move is checkmated now or mated within `moves` moves (no budget).
pub fn is_lost_for_mover(pos: &Position, moves: u32) -> bool {
    is_lost_within(pos, moves, &mut Budget::unlimited()).unwrap_or(false)
}

/// The fewest moves in which the side to move forces mate, if at most `max_moves` (no budget).
pub fn mate_distance(pos: &Position, max_moves: u32) -> Option<u32> {
    mate_distance_within(pos, max_moves, &mut Budget::unlimited()).flatten()
}

/// Every first move that forces mate within `moves` moves (no budget).
pub fn mating_keys(pos: &Position, moves: u32) -> Vec<Move> {
    mating_keys_within(pos, moves, &mut Budget::unlimited()).unwrap_or_default()
}

/// Whether `mv` leaves the opponent without a mate in 1.
pub fn stops_mate_in_one(pos: &Position, mv: &Move) -> bool {
    !forces_mate(&pos.play(mv), 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn finds_a_back_rank_mate_and_its_only_key() {
        let pos = Position::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", Variant::Castalia)
            .expect("fen");
        assert_eq!(mate_distance(&pos, 2), Some(1));
        let keys = mating_keys(&pos, 1);
        assert_eq!(keys.len(), 1);
        assert_eq!(keys[0].to_string(), "a1a8");
        assert_eq!(
            mate_distance_within(&pos, 3, &mut Budget::new(1)),
            None,
            "a budget of one position cannot prove anything"
        );
    }
}
