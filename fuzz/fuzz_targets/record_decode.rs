//! Decoding stored records as the game store does (`{"schema":1,"record":...}` through
//! serde_json): any bytes are refused or decoded, and a decoded game's moves replay (or are
//! reported damaged) without a panic.

#![no_main]

mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::record_decode(data));
