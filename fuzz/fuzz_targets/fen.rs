//! FEN reading under every rule set: a FEN that reads must write back to itself with a
//! consistent hash, and every legal move from it must keep the rules invariants.

#![no_main]

mod common;

use castalia_bot::rules::{Position, Variant};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for variant in Variant::ALL {
        let Ok(pos) = Position::from_fen(text, variant) else {
            continue;
        };
        assert_eq!(pos.variant(), variant);
        common::check_kings(&pos);
        common::check_position(&pos);
        // A user may start a game from any FEN that reads: everything done with it must work.
        let _ = pos.outcome();
        for mv in common::legal_moves_checked(&pos) {
            let after = pos.play(&mv);
            common::check_after_move(&pos, &mv, &after);
            common::check_position(&after);
            let _ = pos.san(&mv);
        }
    }
});
