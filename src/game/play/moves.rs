//! Making a move: a player's move typed or picked, checked against the position the menu was
//! opened on and against the clock, played, and stored through `change` before it is shown.

use super::save::Change;
use crate::game::commands::command::Context;
use crate::game::error::GameError;
use crate::game::model::{Game, GameId, TimeControl};
use crate::game::play::PlayService;
use crate::game::players::authz::Action;
use crate::game::replies::home::shared_orientation;
use crate::game::replies::reply::{FollowUp, Reply, ReplyKind};
use crate::game::store::Batch;
use crate::msg;
use crate::rules::GameRecord;
use std::sync::Arc;

impl PlayService {
    pub(in crate::game) async fn make_move(
        self: &Arc<Self>,
        ctx: &Context,
        text: &str,
        id: Option<GameId>,
        position: Option<u64>,
    ) -> Result<Reply, GameError> {
        let (locked, color) = self.kernel.lock_my_game(ctx, id, Action::Move).await?;
        self.change(locked, |next| {
            let record = next.record()?;
            if position.is_some_and(|p| p != record.position().hash()) {
                return Err(GameError::Refused(msg!(
                    "move-position-changed",
                    id = next.id.to_string()
                )));
            }
            let now = self.kernel.now();
            if let Some(ended) = self.fallen(next, &record, now) {
                return Ok(ended);
            }
            let mv = record.position().parse_move(text)?;
            play_on(next, record, mv, now);
            let mut batch = Batch::default();
            self.notices.stage_your_move(&mut batch, next, color);
            Ok(Change::store_with(batch, move |game| {
                let mut reply = self.reply_as(game, shared_orientation(game), ReplyKind::Moved)?;
                if !game.is_over() && game.seat(color.opposite()).is_bot() {
                    reply.follow_up = Some(FollowUp::BotMove(game.id));
                    reply.text = self.with_queue_place(reply.text);
                }
                Ok(reply)
            }))
        })
    }
}

/// Plays `mv` (legal in `record`, the record of `game`) at `now` on `game`: moves, clocks
/// (which run only once both sides have moved, see `Game::in_first_moves`), pending
/// requests, outcome.
pub(in crate::game) fn play_on(
    game: &mut Game,
    mut record: GameRecord,
    mv: crate::rules::Move,
    now: i64,
) {
    let side = record.position().side_to_move();
    let (clocks_before, first_moves) = (game.clocks, game.in_first_moves());
    // Older records have no history: pad it so that entry `i` stays "before move `i`".
    game.clock_history.resize(game.moves.len(), None);
    game.clock_history.push(clocks_before);
    if let (Some(clocks), TimeControl::Clock { increment_secs, .. }, false) =
        (&mut game.clocks, game.options.time, first_moves)
    {
        let left = clocks.get(side) - (now - game.turn_started_ms).max(0)
            + i64::from(increment_secs) * 1000;
        clocks.set(side, left);
    }
    record.push(mv);
    game.moves.push(mv);
    game.turn_started_ms = now;
    game.reminded = false;
    game.claim_noticed = false;
    game.takeback = None;
    if game.draw_offer.is_some_and(|o| o.by != side) {
        game.draw_offer = None;
    }
    game.outcome = record.outcome();
    game.updated_ms = now;
}
