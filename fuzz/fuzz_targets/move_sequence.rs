//! Games of arbitrary move indices from the castalia and classic setups and a 3-Castalias-a-side
//! setup, under each rule set. An index within the legal moves plays that move; any other byte
//! starts an attempt at a from/to/promotion move, which `parse_uci` must refuse unless it is a
//! legal move. After every move: the hash matches a fresh one, the FEN round-trips, copy-make
//! leaves the old position intact, no king can be taken and each side has exactly one king.

#![no_main]

mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::move_sequence(data));
