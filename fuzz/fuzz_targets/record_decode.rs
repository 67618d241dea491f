//! Decoding stored records as the game store does (`game::store::decode`, every format of
//! each kind): any bytes are refused or decoded, and a decoded game plays forward without a
//! panic.

#![no_main]

mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::record_decode(data));
