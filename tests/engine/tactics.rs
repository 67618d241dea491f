//! The engine solves tactics: every line of `tests/data/tactics-castalia.txt` (Castalia mates and
//! defences whose key is a kidnap or a repulse), and orthodox mates in 1, 2 and 3.

use crate::common;

use castalia_bot::engine::{Engine, Limits, SearchResult};
use castalia_bot::rules::{Position, Variant};
use std::sync::atomic::AtomicBool;

fn search(fen: &str, variant: Variant, depth: u32) -> (Position, SearchResult) {
    let pos = Position::from_fen(fen, variant).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let mut engine = Engine::new(8);
    let result = engine.search(&pos, &[], &Limits::depth(depth), &AtomicBool::new(false));
    (pos, result)
}

#[test]
fn solves_every_castalia_tactic() {
    let lines = common::data_lines("tactics-castalia.txt");
    assert!(!lines.is_empty());
    let mut failures = Vec::new();
    for line in &lines {
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let (variant, fen, best, kind) =
            (common::variant(fields[0]), fields[1], fields[2], fields[3]);
        let depth = match kind {
            "mate1" => 3,
            _ => 6,
        };
        let (_, result) = search(fen, variant, depth);
        let played = result.best_move.map(|m| m.to_string()).unwrap_or_default();
        if played != best {
            failures.push(format!(
                "{kind} {fen}: expected {best}, played {played} ({})",
                result.score
            ));
            continue;
        }
        match kind {
            "mate1" => assert_eq!(result.score.mate_in_moves(), Some(1), "{fen}"),
            "mate2" => assert_eq!(result.score.mate_in_moves(), Some(2), "{fen}"),
            _ => {}
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// Plays out the principal variation and checks that it ends in checkmate.
fn assert_pv_mates(pos: &Position, result: &SearchResult, moves: i32) {
    assert_eq!(result.score.mate_in_moves(), Some(moves), "{}", pos.fen());
    assert_eq!(
        result.pv.len() as i32,
        2 * moves - 1,
        "{}: {:?}",
        pos.fen(),
        result.pv
    );
    let mut p = pos.clone();
    for mv in &result.pv {
        assert!(p.legal_moves().contains(mv), "{mv} is legal in {}", p.fen());
        p = p.play(mv);
    }
    assert!(
        p.is_check() && !p.has_legal_move(),
        "the line ends in mate: {}",
        p.fen()
    );
}

#[test]
fn finds_orthodox_mates_in_one_two_and_three() {
    let cases = [
        ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 1, Some("a1a8")),
        (
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
            1,
            Some("h5f7"),
        ),
        (
            "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1",
            2,
            Some("d5f6"),
        ),
        (
            "6k1/pp4p1/2p5/2bp4/8/P5Pb/1P3rrP/2BRRN1K b - - 0 1",
            2,
            Some("g2g1"),
        ),
        (
            "r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1",
            3,
            Some("f8c5"),
        ),
        (
            "2r3k1/p4p2/3Rp2p/1p2P1pK/8/1P4P1/P3Q2P/1q6 b - - 0 1",
            3,
            None,
        ),
    ];
    for (fen, moves, key) in cases {
        let (pos, result) = search(fen, Variant::Standard, 2 * moves as u32 + 3);
        assert_pv_mates(&pos, &result, moves);
        if let Some(key) = key {
            assert_eq!(
                result.best_move.map(|m| m.to_string()).as_deref(),
                Some(key),
                "{fen}"
            );
        }
    }
}

#[test]
fn sees_the_mate_against_it_and_avoids_a_repulse_that_promotes_an_enemy_pawn() {
    // White's Castalia could push the black pawn d2 to d1, where it becomes a queen: the
    // engine must not hand over a queen.
    let (pos, result) = search("k7/8/8/8/3C4/8/3p3K/8 w - - 0 1", Variant::Castalia, 4);
    let mv = result.best_move.unwrap_or_else(|| panic!("a move"));
    let after = pos.play(&mv);
    assert!(
        after
            .board()
            .pieces(
                castalia_bot::rules::Color::Black,
                castalia_bot::rules::PieceKind::Queen
            )
            .is_empty(),
        "played {mv}, giving Black a queen"
    );
}
