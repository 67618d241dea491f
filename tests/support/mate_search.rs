//! An exact mate search for checking tactics: plain AND-OR search over every legal move, with
//! no pruning, no reductions, no evaluation and no table. Slow but certain; the engine does not
//! use it. Shared by `tests/castalia_mates.rs` (which re-checks the generated positions) and
//! `examples/castalia_tactics.rs` (which finds them).
#![allow(dead_code)]

use castalia_bot::rules::{Move, Position};

/// Whether the side to move can force checkmate within `moves` of its own moves, whatever the
/// opponent plays. Stalemate is not a win; the draw rules cannot end lines this short (the
/// positions checked have a halfmove clock of 0).
pub fn forces_mate(pos: &Position, moves: u32) -> bool {
    moves > 0
        && pos
            .legal_moves()
            .iter()
            .any(|mv| is_lost_for_mover(&pos.play(mv), moves - 1))
}

/// Whether the side to move here is checkmated now, or is mated within `moves` moves of the
/// opponent whatever it plays.
pub fn is_lost_for_mover(pos: &Position, moves: u32) -> bool {
    let legal = pos.legal_moves();
    if legal.is_empty() {
        return pos.is_check();
    }
    moves > 0 && legal.iter().all(|d| forces_mate(&pos.play(d), moves))
}

/// The fewest moves in which the side to move forces mate, if at most `max_moves`.
pub fn mate_distance(pos: &Position, max_moves: u32) -> Option<u32> {
    (1..=max_moves).find(|&n| forces_mate(pos, n))
}

/// Every first move that forces mate within `moves` moves.
pub fn mating_keys(pos: &Position, moves: u32) -> Vec<Move> {
    pos.legal_moves()
        .iter()
        .filter(|mv| is_lost_for_mover(&pos.play(mv), moves - 1))
        .copied()
        .collect()
}

/// Whether `mv` leaves the opponent without a mate in 1.
pub fn stops_mate_in_one(pos: &Position, mv: &Move) -> bool {
    !forces_mate(&pos.play(mv), 1)
}
