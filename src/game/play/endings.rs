//! Ending a game by a player's command: resigning (an abort before both sides have moved),
//! aborting, and claiming the win when the opponent's time is up. Each is one `change`.

use super::save::Change;
use crate::game::commands::command::Context;
use crate::game::error::GameError;
use crate::game::model::{AbortReason, GameId};
use crate::game::play::PlayService;
use crate::game::players::authz::Action;
use crate::game::replies::reply::{Reply, ReplyKind};
use crate::game::replies::text::Text;
use crate::msg;
use crate::rules::{Outcome, WinReason};
use std::sync::Arc;

impl PlayService {
    pub(in crate::game) async fn resign(
        self: &Arc<Self>,
        ctx: &Context,
        id: Option<GameId>,
    ) -> Result<Reply, GameError> {
        let (locked, color) = self.kernel.lock_my_game(ctx, id, Action::Resign).await?;
        self.change(locked, |next| {
            if next.is_abortable() {
                // Before both sides have moved, resigning costs nothing: the game is aborted.
                next.aborted = Some(AbortReason::ByPlayer(color));
            } else {
                next.outcome = Some(Outcome::Win {
                    winner: color.opposite(),
                    reason: WinReason::Resignation,
                });
            }
            next.updated_ms = self.kernel.now();
            Ok(Change::store(move |game| {
                self.reply_as(game, color, ReplyKind::GameEnded)
            }))
        })
    }

    /// Aborts a game in which both sides have not yet moved: no result, no rating change.
    pub(in crate::game) async fn abort(
        self: &Arc<Self>,
        ctx: &Context,
        id: Option<GameId>,
    ) -> Result<Reply, GameError> {
        let (locked, color) = self.kernel.lock_my_game(ctx, id, Action::Abort).await?;
        self.change(locked, |next| {
            if let Some(t) = next.tournament {
                return Err(GameError::Refused(msg!(
                    "play-abort-tournament",
                    id = next.id.to_string(),
                    tournament = t.to_string()
                )));
            }
            if !next.is_abortable() {
                return Err(GameError::Refused(msg!(
                    "play-abort-too-late",
                    id = next.id.to_string()
                )));
            }
            next.aborted = Some(AbortReason::ByPlayer(color));
            next.updated_ms = self.kernel.now();
            Ok(Change::store(move |game| {
                self.reply_as(game, color, ReplyKind::GameEnded)
            }))
        })
    }

    pub(in crate::game) async fn claim_timeout(
        self: &Arc<Self>,
        ctx: &Context,
        id: Option<GameId>,
    ) -> Result<Reply, GameError> {
        let (locked, color) = self
            .kernel
            .lock_my_game(ctx, id, Action::ClaimTimeout)
            .await?;
        self.change(locked, |next| {
            let record = next.record()?;
            let side = record.position().side_to_move();
            if side == color {
                return Err(GameError::Refused(msg!("clock-claim-own-turn")));
            }
            let now = self.kernel.now();
            match next.deadline_ms(side) {
                None => Err(GameError::Refused(msg!("clock-claim-no-clock"))),
                Some(deadline) if deadline > now => Err(GameError::Refused(msg!(
                    "clock-claim-still-time",
                    player = next.seat(side).label(),
                    until = Text::new().time(deadline)
                ))),
                Some(_) => Ok(self.time_out(next, &record, side, now, color)),
            }
        })
    }
}
