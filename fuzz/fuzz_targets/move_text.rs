//! Typed moves (SAN, UCI, free text) on fixed positions: whatever `parse_move` or `parse_uci`
//! accepts must be a legal move, and that move's own SAN and UCI must read back to it.

#![no_main]

mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::move_text(data));
