//! Fair play: while a game between two people is being played, nobody gets engine output about
//! it (no verdict, evaluation, better move, threat or review), neither its players nor anyone
//! else. The mechanical explanation of a move stays. Games against the bot, and every game once
//! it is over, keep all of it.

use crate::game::model::{Game, GameId};
use crate::game::replies::text::Text;

/// Whether the engine must stay silent about `game`: both seats are people and it is not over.
pub fn engine_closed(game: &Game) -> bool {
    !game.is_over() && !game.white.is_bot() && !game.black.is_bot()
}

/// "Engine analysis of game #12 is available once it ends (then `/review game:12` too)."
pub fn engine_closed_text(id: GameId) -> Text {
    crate::msg!("fairplay-engine-closed", id = id.to_string())
}
