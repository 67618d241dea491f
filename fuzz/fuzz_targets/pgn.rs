//! PGN reading: a PGN that reads must write back (with `write_pgn`) to a PGN that reads again
//! with the same start, the same moves and the same player names.

#![no_main]

mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::pgn(data));
