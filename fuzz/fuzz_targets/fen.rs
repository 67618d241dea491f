//! FEN reading under every rule set: a FEN that reads must write back to itself with a
//! consistent hash, and every legal move from it must keep the rules invariants.

#![no_main]

mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::fen(data));
