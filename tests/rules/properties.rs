//! Property tests of the rules core over random Castalia-heavy playouts: FEN round trip,
//! copy-make undo, incremental hash, SAN round trip, legality of every generated move.

use castalia_bot::rules::{Color, Position, Variant};
use proptest::prelude::*;

const STARTS: [(&str, Variant); 5] = [
    (
        "rcbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBNR w KQkq - 0 1",
        Variant::Castalia,
    ),
    (
        "rcbckcnr/pppppppp/8/8/8/8/PPPPPPPP/RCBCKCNR w KQkq - 0 1",
        Variant::Castalia,
    ),
    (
        "rcbckcnr/pppppppp/8/8/8/8/PPPPPPPP/RCBCKCNR w KQkq - 0 1",
        Variant::CastaliaWeak,
    ),
    (
        "4k3/1c2c3/8/2p1P3/3C4/8/1P4C1/4K3 w - - 0 1",
        Variant::Castalia,
    ),
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        Variant::Standard,
    ),
];

/// Plays moves chosen by `picks` (indices modulo the number of legal moves), preferring
/// Castalia moves when `castalia_bias` says so, and calls `check` on every position reached.
fn playout(start: usize, picks: &[u16], castalia_bias: bool, mut check: impl FnMut(&Position)) {
    let (fen, variant) = STARTS[start % STARTS.len()];
    let mut pos = Position::from_fen(fen, variant).unwrap();
    check(&pos);
    for (i, &pick) in picks.iter().enumerate() {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let castalia: Vec<_> = moves.iter().filter(|m| m.is_castalia()).collect();
        let mv = if castalia_bias && i % 3 != 2 && !castalia.is_empty() {
            *castalia[pick as usize % castalia.len()]
        } else {
            moves[pick as usize % moves.len()]
        };
        pos = pos.play(&mv);
        check(&pos);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn fen_round_trip(start in 0usize..5, picks in prop::collection::vec(any::<u16>(), 0..60), bias: bool) {
        playout(start, &picks, bias, |pos| {
            let fen = pos.fen();
            let again = Position::from_fen(&fen, pos.variant()).unwrap();
            assert_eq!(&again, pos, "{fen}");
            assert_eq!(again.fen(), fen);
        });
    }

    #[test]
    fn incremental_hash_matches_recomputed(start in 0usize..5, picks in prop::collection::vec(any::<u16>(), 0..80), bias: bool) {
        playout(start, &picks, bias, |pos| {
            assert_eq!(pos.hash(), pos.compute_hash(), "{}", pos.fen());
        });
    }

    #[test]
    fn make_then_undo_restores_position_and_hash(start in 0usize..5, picks in prop::collection::vec(any::<u16>(), 0..40), bias: bool) {
        playout(start, &picks, bias, |pos| {
            let saved = pos.clone();
            let mut scratch = pos.clone();
            for mv in pos.legal_moves() {
                let before = scratch.clone();
                scratch.play_unchecked(&mv);
                assert_ne!(scratch.hash(), before.hash());
                scratch = before; // copy-make: undo is restoring the copy
                assert_eq!(scratch, saved);
                assert_eq!(scratch.hash(), saved.hash());
            }
        });
    }

    #[test]
    fn every_generated_move_is_legal(start in 0usize..5, picks in prop::collection::vec(any::<u16>(), 0..40), bias: bool) {
        playout(start, &picks, bias, |pos| {
            let us = pos.side_to_move();
            for mv in pos.legal_moves() {
                let after = pos.play(&mv);
                let king = after.board().king(us).unwrap();
                assert!(after.board().attackers(king, us.opposite(), after.board().occupied()).is_empty(),
                    "{} {mv} leaves the king attacked", pos.fen());
                // Neither king can be captured after a legal move: the side to move is never
                // able to take the other king.
                let their_king = after.board().king(us).unwrap();
                let _ = their_king;
                assert_eq!(after.board().pieces(Color::White, castalia_bot::rules::PieceKind::King).popcount(), 1);
                assert_eq!(after.board().pieces(Color::Black, castalia_bot::rules::PieceKind::King).popcount(), 1);
            }
        });
    }

    #[test]
    fn noisy_moves_are_the_legal_captures_promotions_and_castalia_moves(start in 0usize..5, picks in prop::collection::vec(any::<u16>(), 0..60), bias: bool) {
        playout(start, &picks, bias, |pos| {
            let legal = pos.legal_moves();
            let mut expected: Vec<String> = if pos.is_check() {
                legal.iter().map(|m| m.to_string()).collect()
            } else {
                let theirs = pos.board().color(pos.side_to_move().opposite());
                legal
                    .iter()
                    .filter(|m| {
                        theirs.has(m.to)
                            || m.promotion.is_some()
                            || m.is_castalia()
                            || m.kind == castalia_bot::rules::MoveKind::EnPassant
                    })
                    .map(|m| m.to_string())
                    .collect()
            };
            let mut noisy: Vec<String> = pos.noisy_moves().iter().map(|m| m.to_string()).collect();
            expected.sort();
            noisy.sort();
            assert_eq!(noisy, expected, "{}", pos.fen());
        });
    }

    #[test]
    fn san_round_trip(start in 0usize..5, picks in prop::collection::vec(any::<u16>(), 0..40), bias: bool) {
        playout(start, &picks, bias, |pos| {
            for mv in pos.legal_moves() {
                let san = pos.san(&mv);
                assert_eq!(pos.parse_move(&san), Ok(mv), "{} {san}", pos.fen());
                let uci = mv.uci().to_string();
                assert_eq!(pos.parse_uci(&uci), Ok(mv), "{} {uci}", pos.fen());
                assert_eq!(pos.parse_move(&uci), Ok(mv), "{} {uci}", pos.fen());
                if mv.is_castalia() {
                    assert!(!san.contains('x'), "{san}");
                    assert!(san.starts_with('C'), "{san}");
                }
            }
        });
    }
}
