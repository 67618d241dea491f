//! Fixed texts: help and the rules in brief (the full rules: `docs/rules.md`).

use crate::game::replies::text::Text;

/// The commands in brief.
pub fn help() -> Text {
    Text::msg("help")
}

/// The rules in brief.
pub fn rules() -> Text {
    Text::msg("rules-brief")
}

/// The worked example drawn with `/rules`: Cd4-c5 drags the pawn f2 to d4 and pushes the
/// bishop b6 to a7 (from the test vectors).
pub const RULES_EXAMPLE_FEN: &str = "4k3/3p2q1/1b6/8/N2C3r/8/1n3P2/3RK3 w - - 0 1";
pub const RULES_EXAMPLE_MOVE: &str = "d4c5";
