//! Draw offers and takebacks: one offer / accept / decline flow for both. Offering again
//! when the opponent already offered agrees; the bot answers at once. Each answer is one
//! `change`.

use super::save::Change;
use crate::engine::Level;
use crate::game::commands::command::Context;
use crate::game::error::GameError;
use crate::game::model::{Game, GameId, Request, Seat};
use crate::game::play::PlayService;
use crate::game::players::authz::Action;
use crate::game::replies::reply::{OfferKind, Reply, ReplyKind};
use crate::game::replies::text::Text;
use crate::msg;
use crate::rules::{DrawReason, GameRecord, Outcome};
use std::sync::Arc;

impl OfferKind {
    fn pending(self, game: &Game) -> Option<Request> {
        match self {
            OfferKind::Draw => game.draw_offer,
            OfferKind::Takeback => game.takeback,
        }
    }

    fn set(self, game: &mut Game, request: Option<Request>) {
        match self {
            OfferKind::Draw => game.draw_offer = request,
            OfferKind::Takeback => game.takeback = request,
        }
    }

    fn offer_action(self) -> Action {
        match self {
            OfferKind::Draw => Action::OfferOrAcceptDraw,
            OfferKind::Takeback => Action::RequestOrGrantTakeback,
        }
    }

    fn decline_action(self) -> Action {
        match self {
            OfferKind::Draw => Action::DeclineDraw,
            OfferKind::Takeback => Action::DeclineTakeback,
        }
    }

    /// The command that answers it: `/draw`, `/takeback`.
    fn command(self) -> &'static str {
        match self {
            OfferKind::Draw => "/draw",
            OfferKind::Takeback => "/takeback",
        }
    }

    /// The catalogue message that announces the offer.
    fn asks(self) -> &'static str {
        match self {
            OfferKind::Draw => "offer-draw",
            OfferKind::Takeback => "offer-takeback",
        }
    }

    /// The catalogue message that says the offer is declined.
    fn declined(self) -> &'static str {
        match self {
            OfferKind::Draw => "offer-draw-declined",
            OfferKind::Takeback => "offer-takeback-declined",
        }
    }
}

impl PlayService {
    /// Offers a draw or asks for a takeback; or, when the opponent already did, agrees.
    pub(in crate::game) async fn offer(
        self: &Arc<Self>,
        ctx: &Context,
        id: Option<GameId>,
        kind: OfferKind,
    ) -> Result<Reply, GameError> {
        let (locked, color) = self
            .kernel
            .lock_my_game(ctx, id, kind.offer_action())
            .await?;
        let record = locked.game.record()?;
        let opponent = locked.game.seat(color.opposite()).clone();
        let agreed_by = match (&opponent, kind.pending(&locked.game)) {
            (_, Some(pending)) if pending.by != color => Some(pending.by),
            (Seat::Bot { level }, _) => {
                self.bot_agrees(kind, &record, *level).await?;
                Some(color)
            }
            (_, Some(_)) => {
                return Ok(Reply::private(
                    ReplyKind::Offered(kind),
                    msg!(
                        "offer-already-asked",
                        opponent = opponent.label(),
                        command = kind.command()
                    ),
                ))
            }
            (Seat::Human { .. } | Seat::Removed, None) => None,
        };
        // A takeback undoes the asker's last move: one ply back if they moved last, two if
        // the opponent has replied.
        let asker = agreed_by.unwrap_or(color);
        let plies = if record.position().side_to_move() == asker {
            2
        } else {
            1
        };
        if kind == OfferKind::Takeback && record.moves().len() < plies {
            return Err(GameError::NothingPending(msg!(
                "offer-nothing-to-take-back"
            )));
        }
        let now = self.kernel.now();
        self.change(locked, move |next| {
            next.updated_ms = now;
            if agreed_by.is_none() {
                kind.set(
                    next,
                    Some(Request {
                        by: color,
                        at_ply: record.moves().len(),
                    }),
                );
                let text = msg!(
                    kind.asks(),
                    player = Text::new().player(Some(ctx.user), ctx.name.clone()),
                    id = next.id.to_string(),
                    opponent = opponent.label()
                );
                let reply = Reply {
                    mentions: opponent.user().into_iter().collect(),
                    ..Reply::new(ReplyKind::Offered(kind), text)
                };
                return Ok(Change::store(move |_| Ok(reply)));
            }
            match kind {
                OfferKind::Draw => {
                    next.outcome = Some(Outcome::Draw(DrawReason::Agreement));
                    next.draw_offer = None;
                    Ok(Change::store(move |game| {
                        self.reply_as(game, color, ReplyKind::GameEnded)
                    }))
                }
                OfferKind::Takeback => {
                    let back_to = next.moves.len() - plies;
                    next.moves.truncate(back_to);
                    // The clocks as they were when the first taken-back move was started.
                    if let Some(Some(clocks)) = next.clock_history.get(back_to).copied() {
                        next.clocks = Some(clocks);
                    }
                    next.clock_history.truncate(back_to);
                    next.takeback = None;
                    next.draw_offer = None;
                    next.reminded = false;
                    next.claim_noticed = false;
                    next.turn_started_ms = now;
                    Ok(Change::store(move |game| {
                        let mut reply =
                            self.reply_as(game, asker, ReplyKind::TakenBack { plies })?;
                        reply.text = reply
                            .text
                            .after(msg!("offer-taken-back", plies = plies).plain(" "));
                        Ok(reply)
                    }))
                }
            }
        })
    }

    /// Whether the bot grants a draw or takeback now; its refusal is an error to show.
    async fn bot_agrees(
        &self,
        kind: OfferKind,
        record: &GameRecord,
        level: Level,
    ) -> Result<(), GameError> {
        match kind {
            OfferKind::Draw => {
                let brain = self.engine.brain();
                let rec = record.clone();
                let accepts = tokio::task::spawn_blocking(move || brain.accepts_draw(&rec, level))
                    .await
                    .unwrap_or(false);
                if accepts {
                    Ok(())
                } else {
                    Err(GameError::Refused(msg!("offer-bot-declines-draw")))
                }
            }
            OfferKind::Takeback if level <= Level::LEARNING_MAX => Ok(()),
            OfferKind::Takeback => Err(GameError::Refused(msg!(
                "offer-bot-takeback-levels",
                min = Level::MIN.get(),
                max = Level::LEARNING_MAX.get()
            ))),
        }
    }

    /// Declines the opponent's pending draw offer or takeback request.
    pub(in crate::game) async fn decline_offer(
        self: &Arc<Self>,
        ctx: &Context,
        id: Option<GameId>,
        kind: OfferKind,
    ) -> Result<Reply, GameError> {
        let (locked, color) = self
            .kernel
            .lock_my_game(ctx, id, kind.decline_action())
            .await?;
        self.change(locked, |next| match kind.pending(next) {
            Some(pending) if pending.by != color => {
                kind.set(next, None);
                let asker = next.seat(pending.by);
                let reply = Reply {
                    mentions: asker.user().into_iter().collect(),
                    ..Reply::new(
                        ReplyKind::OfferDeclined(kind),
                        msg!(
                            kind.declined(),
                            player = Text::new().player(Some(ctx.user), ctx.name.clone())
                        ),
                    )
                };
                Ok(Change::store(move |_| Ok(reply)))
            }
            _ => Err(GameError::NothingPending(match kind {
                OfferKind::Draw => msg!("offer-no-draw-to-decline"),
                OfferKind::Takeback => msg!("offer-no-takeback-to-decline"),
            })),
        })
    }
}
