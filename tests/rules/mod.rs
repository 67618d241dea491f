//! The rules core: the independent vectors (perft, moves), notation and outcomes, property tests, fuzz finds.

#[path = "../../fuzz/fuzz_targets/checks.rs"]
mod checks;
mod fuzz_regressions;
mod moves;
mod notation_outcomes;
mod perft;
mod properties;
