//! The Dutch pairing core against the FIDE-endorsed engine bbpPairings: every round of random
//! tournaments made by its generator (the endorsement procedure, C.04.A), as it stood before
//! that round (`tests/data/dutch-bbp/EDITION/sS-rR.trf`), must be paired exactly as
//! bbpPairings paired it (`sS-rR.pairs`): the same pairs, the same colours, the same board
//! order, the same bye. `2026/` holds bbpPairings 6.0.0's answers (the rules in force since
//! February 2026), `2017/` bbpPairings 5.0.1's (the rules before). `scripts/dutch-crosscheck.py`
//! made the files and checks any number of further tournaments against a bbpPairings build.

use castalia_bot::tournament::dutch::{pair_with, trf, Rules};
use std::path::Path;

/// The rounds of `dir` our core pairs differently from bbpPairings, under `rules`, and the
/// number of rounds.
fn differences(dir: &str, rules: Rules) -> (Vec<String>, usize) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    inputs.sort();
    let mut differ = Vec::new();
    for input in &inputs {
        let text = std::fs::read_to_string(input).unwrap_or_else(|e| panic!("{e}"));
        let expected = std::fs::read_to_string(input.with_extension("pairs"))
            .unwrap_or_else(|e| panic!("{e}"));
        let t = trf::read_trf(&text).unwrap_or_else(|e| panic!("{}: {e}", input.display()));
        let (players, round) = t.next_round_states();
        let mut options = t.options();
        options.rules = rules;
        let ours = pair_with(&players, round, t.total_rounds.max(round), &options)
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
    (differ, inputs.len())
}

#[test]
fn every_round_is_paired_as_bbppairings_6_paired_it_by_the_2026_rules() {
    let (differ, total) = differences("data/dutch-bbp/2026", Rules::Fide2026);
    assert!(total >= 120, "{total} rounds");
    assert!(
        differ.is_empty(),
        "{} of {total} rounds differ:\n{}",
        differ.len(),
        differ.join("\n")
    );
    // The files tell the two editions apart: the 2017 rules pair many of them otherwise.
    let (by_2017, _) = differences("data/dutch-bbp/2026", Rules::Fide2017);
    assert!(by_2017.len() >= 40, "{} rounds", by_2017.len());
}

#[test]
fn every_round_is_paired_as_bbppairings_5_paired_it_by_the_2017_rules() {
    let (differ, total) = differences("data/dutch-bbp/2017", Rules::Fide2017);
    assert!(total >= 80, "{total} rounds");
    assert!(
        differ.is_empty(),
        "{} of {total} rounds differ:\n{}",
        differ.len(),
        differ.join("\n")
    );
}

#[test]
fn a_file_names_its_rules_and_bbppairings_line_endings_read() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/dutch-bbp/2026");
    let text = std::fs::read_to_string(dir.join("s1-r2.trf")).unwrap_or_else(|e| panic!("{e}"));
    let t = trf::read_trf(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.options().rules, Rules::Fide2026);
    let cr = trf::read_trf(&text.replace('\n', "\r")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(cr, t);
    let older = trf::read_trf(&text.replace("FIDE_DUTCH_2025", "FIDE_DUTCH_2017"))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(older.options().rules, Rules::Fide2017);
}
