//! Read-only answers front ends need besides commands: the caller's legal moves (for
//! autocompletion).

use super::command::Context;
use super::service::GameService;

/// At most this many suggestions (Discord shows 25).
pub const MAX_SUGGESTIONS: usize = 25;

impl GameService {
    /// The caller's legal moves in SAN in their game in this channel, when it is their turn,
    /// keeping those that start with `prefix` (case-insensitive); sorted,
    /// at most `MAX_SUGGESTIONS`. Empty when there is no such game or it is not their turn.
    pub fn legal_moves_for(&self, ctx: &Context, prefix: &str) -> Vec<String> {
        let Ok(game) = self.my_game(ctx, None) else {
            return Vec::new();
        };
        if game.is_over() {
            return Vec::new();
        }
        let Ok(record) = game.record() else {
            return Vec::new();
        };
        let pos = record.position();
        if game.color_of(ctx.user) != Some(pos.side_to_move()) {
            return Vec::new();
        }
        let wanted = prefix.trim().to_lowercase();
        let mut moves: Vec<String> = pos
            .legal_moves()
            .iter()
            .map(|mv| pos.san(mv))
            .filter(|san| san.to_lowercase().starts_with(&wanted))
            .collect();
        moves.sort();
        moves.truncate(MAX_SUGGESTIONS);
        moves
    }
}
