//! The Dutch pairing core against the FIDE-endorsed engine bbpPairings 5.0.1: every round of
//! random tournaments made by its generator (the endorsement procedure, C.04.A), as it stood
//! before that round (`tests/data/dutch-bbp/sS-rR.trf`), must be paired exactly as
//! bbpPairings paired it (`sS-rR.pairs`): the same pairs, the same colours, the same board
//! order, the same bye. `scripts/dutch-crosscheck.py` made the files and checks any number of
//! further tournaments against a bbpPairings build.

use castalia_bot::tournament::dutch::{pair_with, trf};
use std::path::Path;

#[test]
fn every_round_is_paired_as_bbppairings_paired_it() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/dutch-bbp");
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    inputs.sort();
    assert!(inputs.len() >= 80, "{} rounds", inputs.len());
    let mut differ = Vec::new();
    for input in &inputs {
        let text = std::fs::read_to_string(input).unwrap_or_else(|e| panic!("{e}"));
        let expected = std::fs::read_to_string(input.with_extension("pairs"))
            .unwrap_or_else(|e| panic!("{e}"));
        let t = trf::read_trf(&text).unwrap_or_else(|e| panic!("{}: {e}", input.display()));
        let (players, round) = t.next_round_states();
        let ours = pair_with(&players, round, t.total_rounds.max(round), &t.options())
            .map(|p| trf::format_pairing(&p))
            .unwrap_or_else(|e| format!("no pairing: {e}"));
        if ours.split_whitespace().ne(expected.split_whitespace()) {
            differ.push(format!(
                "{}:\n  bbpPairings: {}\n  ours:        {}",
                input.display(),
                expected.split_whitespace().collect::<Vec<_>>().join(" "),
                ours.split_whitespace().collect::<Vec<_>>().join(" ")
            ));
        }
    }
    assert!(
        differ.is_empty(),
        "{} of {} rounds differ:\n{}",
        differ.len(),
        inputs.len(),
        differ.join("\n")
    );
}
