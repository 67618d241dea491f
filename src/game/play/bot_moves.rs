//! Bot moves: the bot's move is thought out on the bounded worker pool (one at a time per
//! game, a panicking engine retried once), then played through `change` if the game is still
//! where it was; and the player's place in the queue when every worker is busy.

use super::moves::play_on;
use super::save::Change;
use crate::engine::Level;
use crate::game::error::GameError;
use crate::game::model::{GameId, Seat};
use crate::game::play::PlayService;
use crate::game::replies::home::shared_orientation;
use crate::game::replies::reply::{Reply, ReplyKind};
use crate::game::replies::text::Text;
use crate::game::store::Batch;
use crate::msg;
use crate::rules::GameRecord;
use std::sync::Arc;

/// The bot's worker gives up after this long (the level budgets are far below it).
const BOT_MOVE_TIMEOUT_SECS: u64 = 60;

impl PlayService {
    /// See `GameService::bot_move`.
    pub(in crate::game) async fn bot_move(self: &Arc<Self>, id: GameId) -> Reply {
        let lang = self
            .kernel
            .load_game(id)
            .map(|g| g.lang)
            .unwrap_or_default();
        let mut reply = self.bot_move_reply(id).await;
        reply.lang = lang;
        reply
    }

    async fn bot_move_reply(self: &Arc<Self>, id: GameId) -> Reply {
        match self.bot_move_inner(id).await {
            Ok(reply) => reply,
            Err(e) => {
                tracing::warn!(game = id.0, "bot move failed: {e}");
                Reply::new(
                    ReplyKind::Refused(e.kind()),
                    msg!(
                        "play-bot-could-not-move",
                        id = id.to_string(),
                        reason = e.text()
                    ),
                )
            }
        }
    }

    async fn bot_move_inner(self: &Arc<Self>, id: GameId) -> Result<Reply, GameError> {
        let game = self.kernel.load_game(id)?;
        if game.is_over() {
            return Err(GameError::GameOver(id));
        }
        let record = game.record()?;
        let side = record.position().side_to_move();
        let Seat::Bot { level } = *game.seat(side) else {
            return Err(GameError::Refused(msg!(
                "play-bot-not-its-turn",
                id = id.to_string()
            )));
        };
        let ply = record.moves().len();
        let Some(_in_flight) = self.engine.claim_bot_turn(id) else {
            return Ok(Reply::new(
                ReplyKind::BotThinking,
                msg!("play-bot-already-thinking", id = id.to_string()),
            ));
        };
        let chosen = self.think(id, &record, level, ply).await?;
        let locked = self.kernel.lock_game(id).await?;
        self.change(locked, |next| {
            let record = next.record()?;
            if next.is_over() || record.moves().len() != ply {
                // A takeback or resignation happened meanwhile: nothing to play.
                return Ok(Change::Keep(self.views.game_reply(next, side.opposite())?));
            }
            let now = self.kernel.now();
            if let Some(ended) = self.fallen(next, &record, now) {
                return Ok(ended);
            }
            let Some(mv) = chosen.filter(|m| record.position().legal_moves().contains(m)) else {
                return Err(GameError::Refused(msg!("play-bot-no-legal-move")));
            };
            play_on(next, record, mv, now);
            let mut batch = Batch::default();
            self.notices.stage_your_move(&mut batch, next, side);
            Ok(Change::store_with(batch, move |game| {
                self.reply_as(game, shared_orientation(game), ReplyKind::Moved)
            }))
        })
    }

    /// Asks the brain for a move on the worker pool. A panicking engine is caught; the move is
    /// tried once more with another seed before the bot apologises (the timer retries later).
    async fn think(
        &self,
        id: GameId,
        record: &GameRecord,
        level: Level,
        ply: usize,
    ) -> Result<Option<crate::rules::Move>, GameError> {
        let seed = id.0.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ ply as u64;
        let _permit = self.engine.bot_worker().await.ok_or(GameError::Busy)?;
        for attempt in 0..2u64 {
            let brain = self.engine.brain();
            let thinking_record = record.clone();
            let job = tokio::task::spawn_blocking(move || {
                brain.choose(&thinking_record, level, seed.wrapping_add(attempt))
            });
            match tokio::time::timeout(std::time::Duration::from_secs(BOT_MOVE_TIMEOUT_SECS), job)
                .await
            {
                Ok(Ok(mv)) => return Ok(mv),
                Ok(Err(join_error)) => {
                    tracing::error!(game = id.0, attempt, "engine worker failed: {join_error}");
                }
                Err(_) => return Err(GameError::Busy),
            }
        }
        Err(GameError::Refused(msg!("play-bot-stumbled")))
    }

    /// See `GameService::bot_queue`.
    pub(in crate::game) fn bot_queue(&self) -> usize {
        self.engine.queued()
    }

    /// `text`, followed, when every engine worker is busy, by the place the bot move about to
    /// be asked for will have in the queue (so a player knows why the answer takes a while).
    pub(in crate::game) fn with_queue_place(&self, text: Text) -> Text {
        if !self.engine.all_busy() {
            return text;
        }
        let place = self.bot_queue() + 1;
        text.line().then(msg!("play-bot-queue", place = place))
    }
}
