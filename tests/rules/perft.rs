//! Perft counts from `tests/data/perft-*.epd` (an independent implementation's numbers), every
//! depth listed, plus the orthodox six-position suite.

use crate::common;

use castalia_bot::rules::perft::perft;
use castalia_bot::rules::{Position, Variant};

fn check_file(name: &str, variant: Variant) {
    let lines = common::data_lines(name);
    assert!(!lines.is_empty(), "{name} has no positions");
    let mut failures = Vec::new();
    for line in &lines {
        let (fen, counts) = common::parse_epd(line);
        let pos = Position::from_fen(&fen, variant).unwrap_or_else(|e| panic!("{fen}: {e}"));
        for (depth, expected) in counts {
            let got = perft(&pos, depth);
            if got != expected {
                failures.push(format!(
                    "{variant} {fen} D{depth}: expected {expected}, got {got}"
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "perft mismatches:\n{}",
        failures.join("\n")
    );
}

#[test]
fn perft_standard_vectors() {
    check_file("perft-standard.epd", Variant::Standard);
}

#[test]
fn perft_castalia_vectors() {
    check_file("perft-castalia.epd", Variant::Castalia);
}

#[test]
fn perft_castalia_weak_vectors() {
    check_file("perft-castalia-weak.epd", Variant::CastaliaWeak);
}
