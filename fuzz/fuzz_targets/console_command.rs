//! The console's command lines (`/challenge bob rules:castalia-weak time:10+5`): any line is
//! parsed or refused, and what a parsed line carries (game options, a move) is read as the
//! service would read it, without a panic.

#![no_main]

mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::console_command(data));
