//! Read-only answers front ends need besides commands: the caller's legal moves as bare SAN,
//! in their game or in the puzzle they are solving (`choices` has them with labels, for a
//! chosen `game:`, as the Discord picker and `/move` autocompletion use them).

use crate::game::commands::command::Context;
use crate::game::replies::BoardService;
use crate::rules::Position;

/// At most this many suggestions (Discord shows 25).
pub const MAX_SUGGESTIONS: usize = 25;

impl BoardService {
    /// See `GameService::legal_moves_for`.
    pub(in crate::game) fn legal_moves_for(&self, ctx: &Context, prefix: &str) -> Vec<String> {
        if self.puzzles.move_goes_to_puzzle(ctx).unwrap_or(false) {
            return self.puzzle_moves_for(ctx, prefix);
        }
        let Ok(game) = self.kernel.my_game(ctx, None) else {
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
        suggestions(pos, prefix)
    }

    /// See `GameService::puzzle_moves_for`.
    pub(in crate::game) fn puzzle_moves_for(&self, ctx: &Context, prefix: &str) -> Vec<String> {
        match self.puzzles.puzzle_position(ctx) {
            Some(pos) => suggestions(&pos, prefix),
            None => Vec::new(),
        }
    }

    /// See `GameService::lesson_moves_for`.
    pub(in crate::game) fn lesson_moves_for(&self, ctx: &Context, prefix: &str) -> Vec<String> {
        match self.course.lesson_position(ctx) {
            Some(pos) => suggestions(&pos, prefix),
            None => Vec::new(),
        }
    }
}

fn suggestions(pos: &Position, prefix: &str) -> Vec<String> {
    let wanted = prefix.trim().to_lowercase();
    let mut moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|mv| pos.san(mv).to_string())
        .filter(|san| san.to_lowercase().starts_with(&wanted))
        .collect();
    moves.sort();
    moves.truncate(MAX_SUGGESTIONS);
    moves
}
