//! Ending a game by a player's command: resigning (an abort before both sides have moved),
//! aborting, and claiming the win when the opponent's time is up. Each is one `change`.

use super::save::Change;
use crate::game::commands::command::Context;
use crate::game::error::GameError;
use crate::game::model::{AbortReason, GameId};
use crate::game::players::authz::Action;
use crate::game::replies::reply::{Reply, ReplyKind};
use crate::game::replies::text::Text;
use crate::game::service::GameService;
use crate::rules::{Outcome, WinReason};
use std::sync::Arc;

impl GameService {
    pub(in crate::game) async fn resign(
        self: &Arc<Self>,
        ctx: &Context,
        id: Option<GameId>,
    ) -> Result<Reply, GameError> {
        let (locked, color) = self.lock_my_game(ctx, id, Action::Resign).await?;
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
            next.updated_ms = self.now();
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
        let (locked, color) = self.lock_my_game(ctx, id, Action::Abort).await?;
        self.change(locked, |next| {
            if let Some(t) = next.tournament {
                return Err(GameError::Refused(
                    Text::new()
                        .plain(format!(
                            "Game #{} is a game of tournament #{t}: it cannot be aborted. ",
                            next.id
                        ))
                        .code("/resign")
                        .plain(" ends it as a loss."),
                ));
            }
            if !next.is_abortable() {
                return Err(GameError::Refused(
                    Text::new()
                        .plain(format!(
                            "Game #{} can no longer be aborted: both sides have moved. Use ",
                            next.id
                        ))
                        .code("/resign")
                        .plain(" or ")
                        .code("/draw")
                        .plain(" instead."),
                ));
            }
            next.aborted = Some(AbortReason::ByPlayer(color));
            next.updated_ms = self.now();
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
        let (locked, color) = self.lock_my_game(ctx, id, Action::ClaimTimeout).await?;
        self.change(locked, |next| {
            let record = next.record()?;
            let side = record.position().side_to_move();
            if side == color {
                return Err(GameError::refused(
                    "It is your own turn: you cannot claim on time now.",
                ));
            }
            let now = self.now();
            match next.deadline_ms(side) {
                None => Err(GameError::refused(
                    "This game has no clock, so there is nothing to claim.",
                )),
                Some(deadline) if deadline > now => Err(GameError::Refused(
                    Text::new()
                        .plain(format!("{} still has time (until ", next.seat(side).name()))
                        .time(deadline)
                        .plain(")."),
                )),
                Some(_) => Ok(self.time_out(next, &record, side, now, color)),
            }
        })
    }
}
