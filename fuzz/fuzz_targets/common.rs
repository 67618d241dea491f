//! Checks shared by the fuzz targets: the invariants every position and every legal move keep.

#![allow(dead_code)]

use castalia_bot::rules::{Color, Move, MoveList, PieceKind, Position};

/// The position's incremental hash matches a fresh one, and its FEN reads back to itself.
pub fn check_position(pos: &Position) {
    assert_eq!(
        pos.hash(),
        pos.compute_hash(),
        "hash drifted: {}",
        pos.fen()
    );
    let fen = pos.fen();
    let again = Position::from_fen(&fen, pos.variant())
        .unwrap_or_else(|e| panic!("written FEN `{fen}` does not read back: {e}"));
    assert_eq!(again.fen(), fen, "FEN does not round-trip");
    assert_eq!(
        again.hash(),
        pos.hash(),
        "hash differs after FEN round trip: {fen}"
    );
}

/// Exactly one king a side.
pub fn check_kings(pos: &Position) {
    for color in Color::ALL {
        let kings = pos.board().pieces(color, PieceKind::King).popcount();
        assert_eq!(kings, 1, "{color:?} has {kings} kings: {}", pos.fen());
    }
}

/// After `mv`, played from `before`, the mover's king is not attacked and the hash is right.
pub fn check_after_move(before: &Position, mv: &Move, after: &Position) {
    let mover = before.side_to_move();
    assert_eq!(after.side_to_move(), mover.opposite());
    check_kings(after);
    let king = after
        .board()
        .king(mover)
        .unwrap_or_else(|| panic!("no king after {mv} from {}", before.fen()));
    let attackers = after
        .board()
        .attackers(king, mover.opposite(), after.board().occupied());
    assert!(
        attackers.is_empty(),
        "legal move {mv} from {} leaves the king on {king} attacked",
        before.fen()
    );
    assert_eq!(
        after.hash(),
        after.compute_hash(),
        "hash drifted after {mv} from {}",
        before.fen()
    );
}

/// The legal moves, with the generator's other entry points agreeing.
pub fn legal_moves_checked(pos: &Position) -> MoveList {
    let legal = pos.legal_moves();
    assert_eq!(pos.has_legal_move(), !legal.is_empty(), "{}", pos.fen());
    assert_eq!(
        pos.is_check(),
        pos.checkers().is_nonempty(),
        "{}",
        pos.fen()
    );
    legal
}

/// A legal move's SAN and UCI both read back to the same move.
pub fn check_notation(pos: &Position, mv: &Move) {
    let san = pos.san(mv);
    assert_eq!(
        pos.parse_move(&san),
        Ok(*mv),
        "SAN `{san}` of {mv} does not read back in {}",
        pos.fen()
    );
    let uci = mv.uci().to_string();
    assert_eq!(
        pos.parse_uci(&uci),
        Ok(*mv),
        "UCI `{uci}` does not read back in {}",
        pos.fen()
    );
}
