//! Inputs found by fuzzing (`fuzz/`, see the README section Fuzzing), replayed on stable through
//! the very code the fuzz targets run (`fuzz/fuzz_targets/checks.rs`): every crash found, and
//! the committed minimised corpora.

use crate::rules::checks;

use std::path::PathBuf;

/// Feeds every file of `fuzz/corpus/<target>/` to `run`; returns how many there were.
fn replay_corpus(target: &str, run: fn(&[u8])) -> usize {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../fuzz/corpus")
        .join(target);
    let entries =
        std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
    let mut count = 0;
    for entry in entries {
        let path = entry.expect("corpus entry").path();
        let bytes = std::fs::read(&path).expect("corpus file");
        run(&bytes);
        count += 1;
    }
    assert!(count > 0, "{} is empty", dir.display());
    count
}

#[test]
fn fen_corpus_keeps_its_invariants() {
    replay_corpus("fen", checks::fen);
}

#[test]
fn move_text_corpus_keeps_its_invariants() {
    replay_corpus("move_text", checks::move_text);
}

#[test]
fn pgn_corpus_keeps_its_invariants() {
    replay_corpus("pgn", checks::pgn);
}

#[test]
fn record_decode_corpus_keeps_its_invariants() {
    replay_corpus("record_decode", checks::record_decode);
}

#[test]
fn console_command_corpus_keeps_its_invariants() {
    replay_corpus("console_command", checks::console_command);
}

#[test]
fn move_sequence_corpus_keeps_its_invariants() {
    replay_corpus("move_sequence", checks::move_sequence);
}

/// `pgn` crash 3c4cce04 (a check of the fuzz target, not of the library): a first line that is
/// a `;` comment starts the movetext, so the tags after it are not read and the game has no
/// `White` tag; `write_pgn` then writes `?`, which the target first did not expect.
#[test]
fn pgn_starting_with_a_comment_line_round_trips() {
    checks::pgn(include_bytes!("../data/fuzz/pgn-crash-3c4cce04"));
}
