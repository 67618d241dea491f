//! The rules core: the independent vectors (perft, moves), notation and outcomes, property tests, fuzz finds, hostile move text.
//!
//! One test binary for the area (fewer binaries to build and link); each module was one
//! file of `tests/` before.

#[path = "../../fuzz/fuzz_targets/checks.rs"]
mod checks;
#[path = "../common/mod.rs"]
mod common;

mod fuzz_regressions;
mod moves;
mod notation_outcomes;
mod perft;
mod properties;
