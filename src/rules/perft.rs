//! Perft: the number of leaves of the legal move tree, every leaf move made (no bulk counting).

use super::position::Position;

/// Leaves of the legal move tree of `depth` plies.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = super::movegen::MoveList::new();
    pos.generate_moves(&mut moves);
    let mut nodes = 0;
    for mv in &moves {
        let next = pos.play(mv);
        nodes += if depth == 1 {
            1
        } else {
            perft(&next, depth - 1)
        };
    }
    nodes
}

/// Leaves under each root move, in generation order.
pub fn divide(pos: &Position, depth: u32) -> Vec<(super::moves::Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .iter()
        .map(|mv| (*mv, perft(&pos.play(mv), depth - 1)))
        .collect()
}
