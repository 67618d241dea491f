//! Typed moves (SAN, UCI, free text) on fixed positions: whatever `parse_move` or `parse_uci`
//! accepts must be a legal move, and that move's own SAN and UCI must read back to it.

#![no_main]

mod common;

use castalia_bot::rules::{Position, Setup, Variant};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

/// Start positions, Castalia-rich middlegames, castling, promotion and en passant.
const POSITIONS: [(Variant, &str); 8] = [
    (
        Variant::Castalia,
        "rcbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBNR w KQkq - 0 1",
    ),
    (
        Variant::CastaliaWeak,
        "rcbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBNR w KQkq - 0 1",
    ),
    (
        Variant::Standard,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        Variant::Castalia,
        "4k3/3p2q1/1b6/8/N2C3r/8/1n3P2/3RK3 w - - 0 1",
    ),
    (
        Variant::Castalia,
        "2rcb1c1/pp2pppr/2pk4/q7/PCQPcp2/3P4/RP1KPPP1/3C1BCR w - - 0 16",
    ),
    (
        Variant::CastaliaWeak,
        "r3k2r/ppppCppp/8/8/8/8/PPPPPPPC/R3K2R w KQkq - 0 1",
    ),
    (
        Variant::Castalia,
        "r3k3/1P2C1P1/8/3pP3/8/8/1p4pc/R3K2R w KQq d6 0 1",
    ),
    (
        Variant::Standard,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ),
];

fn positions() -> &'static Vec<Position> {
    static CELL: OnceLock<Vec<Position>> = OnceLock::new();
    CELL.get_or_init(|| {
        let mut all: Vec<Position> = POSITIONS
            .iter()
            .map(|(v, fen)| Position::from_fen(fen, *v).expect("fixed FEN"))
            .collect();
        all.push(Position::new(Variant::Castalia, Setup::Classic));
        all
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&choice, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let all = positions();
    let pos = &all[usize::from(choice) % all.len()];
    let legal = pos.legal_moves();
    if let Ok(mv) = pos.parse_move(text) {
        assert!(
            legal.contains(&mv),
            "parse_move({text:?}) gave {mv}, not legal"
        );
        common::check_notation(pos, &mv);
    }
    if let Ok(mv) = pos.parse_uci(text) {
        assert!(
            legal.contains(&mv),
            "parse_uci({text:?}) gave {mv}, not legal"
        );
        assert!(
            mv.uci().to_string().eq_ignore_ascii_case(text.trim()),
            "parse_uci({text:?}) gave {mv}, another move"
        );
    }
});
