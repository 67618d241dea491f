//! Games of arbitrary move indices from the castalia and classic setups and a 3-Castalias-a-side
//! setup, under each rule set. An index within the legal moves plays that move; any other byte
//! starts an attempt at a from/to/promotion move, which `parse_uci` must refuse unless it is a
//! legal move. After every move: the hash matches a fresh one, the FEN round-trips, copy-make
//! leaves the old position intact, no king can be taken and each side has exactly one king.

#![no_main]

mod common;

use castalia_bot::rules::{GameRecord, Position, Setup, Square, Variant};
use libfuzzer_sys::fuzz_target;

/// Queens and king's knights replaced by Castalias: three Castalias a side.
const THREE_CASTALIAS: &str = "rcbckbcr/pppppppp/8/8/8/8/PPPPPPPP/RCBCKBCR w KQkq - 0 1";

/// Longest game played from one input.
const MAX_PLIES: usize = 300;

fn start(choice: u8) -> Position {
    let variant =
        [Variant::Castalia, Variant::CastaliaWeak, Variant::Standard][usize::from(choice % 3)];
    if variant == Variant::Standard {
        return Position::new(variant, Setup::Classic);
    }
    match (choice / 3) % 3 {
        0 => Position::new(variant, Setup::Castalia),
        1 => Position::new(variant, Setup::Classic),
        _ => Position::from_fen(THREE_CASTALIAS, variant).expect("fixed FEN"),
    }
}

/// An attempt at a move from two bytes: from-square, to-square and a promotion letter.
fn attempt_text(a: u8, b: u8) -> String {
    let from = Square::from_index(usize::from(a & 63));
    let to = Square::from_index(usize::from(b & 63));
    let promotion = ["", "q", "c", "n"][usize::from(b >> 6)];
    format!("{from}{to}{promotion}")
}

fuzz_target!(|data: &[u8]| {
    let Some((&choice, mut rest)) = data.split_first() else {
        return;
    };
    let mut pos = start(choice);
    common::check_position(&pos);
    let mut record = GameRecord::new(pos.clone());
    let mut history = vec![pos.clone()];
    while let Some((&byte, tail)) = rest.split_first() {
        rest = tail;
        if record.moves().len() >= MAX_PLIES {
            break;
        }
        let legal = common::legal_moves_checked(&pos);
        if legal.is_empty() {
            break;
        }
        let Some(&mv) = legal.get(usize::from(byte)) else {
            // An out-of-range index: try a move by its squares instead.
            let (a, b) = match rest {
                [a, b, tail @ ..] => {
                    rest = tail;
                    (*a, *b)
                }
                _ => (byte, byte.rotate_left(3)),
            };
            let text = attempt_text(a, b);
            let expected = legal.iter().find(|m| m.uci().to_string() == text).copied();
            match (pos.parse_uci(&text), expected) {
                (Ok(got), Some(m)) => assert_eq!(got, m, "{text} in {}", pos.fen()),
                (Err(_), None) => {}
                (got, expected) => panic!(
                    "parse_uci({text}) = {got:?}, legal move {expected:?}, in {}",
                    pos.fen()
                ),
            }
            if let Ok(got) = pos.parse_move(&text) {
                assert!(
                    legal.contains(&got),
                    "parse_move({text}) = {got}, not legal"
                );
            }
            continue;
        };
        let before = pos.clone();
        // Every legal move keeps the king safe and the hash right, not only the one played.
        for m in &legal {
            common::check_after_move(&pos, m, &pos.play(m));
        }
        common::check_notation(&pos, &mv);
        let after = pos.play(&mv);
        assert_eq!(pos, before, "play changed the position it was called on");
        let mut in_place = pos.clone();
        in_place.play_unchecked(&mv);
        assert_eq!(in_place, after, "play_unchecked differs from play for {mv}");
        common::check_position(&after);
        if !after.is_check() {
            let mut passed = after.clone();
            passed.play_null();
            assert_eq!(passed.hash(), passed.compute_hash(), "null move hash");
        }
        record.push(mv);
        assert_eq!(record.position(), &after);
        let _ = record.outcome();
        history.push(after.clone());
        pos = after;
    }
    // Takebacks replay the record: undoing any number of moves gives the position back.
    let played = record.moves().len();
    let back = usize::from(choice >> 4).min(played);
    assert_eq!(record.undo(back), back);
    assert_eq!(record.position(), &history[played - back]);
});
