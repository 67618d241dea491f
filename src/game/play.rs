//! Playing a game: moves (the players' and the bot's), clocks, resignation, draw offers and
//! takebacks (one offer / accept / decline flow for both), time-outs. Every change is stored
//! through `save` before it is shown.

use super::authz::{check_game, Action};
use super::command::Context;
use super::error::GameError;
use super::model::{AbortReason, Game, GameId, Request, Seat, TimeControl};
use super::reply::{FollowUp, OfferKind, Reply, ReplyKind};
use super::service::{queue_len, GameService};
use super::store::Batch;
use super::text::Text;
use crate::engine::Level;
use crate::rules::{Color, DrawReason, GameRecord, Outcome, WinReason};
use std::sync::atomic::Ordering;
use std::sync::Arc;

/// The bot's worker gives up after this long (the level budgets are far below it).
const BOT_MOVE_TIMEOUT_SECS: u64 = 60;

/// A game locked against concurrent changes and freshly read, with the caller's colour.
pub(super) struct Locked {
    _guard: tokio::sync::OwnedMutexGuard<()>,
    pub game: Game,
    pub color: Color,
}

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

    /// "offers a draw" / "asks to take back their last move".
    fn asks(self) -> &'static str {
        match self {
            OfferKind::Draw => "offers a draw",
            OfferKind::Takeback => "asks to take back their last move",
        }
    }

    /// The command that answers it: `/draw`, `/takeback`.
    fn command(self) -> &'static str {
        match self {
            OfferKind::Draw => "/draw",
            OfferKind::Takeback => "/takeback",
        }
    }

    /// "the draw offer" / "the takeback".
    fn name(self) -> &'static str {
        match self {
            OfferKind::Draw => "the draw offer",
            OfferKind::Takeback => "the takeback",
        }
    }
}

impl GameService {
    /// The caller's game (see `my_game`), locked against concurrent changes and freshly read,
    /// after checking that the caller may do `action` on it.
    pub(super) async fn lock_my_game(
        &self,
        ctx: &Context,
        id: Option<GameId>,
        action: Action,
    ) -> Result<Locked, GameError> {
        let game = self.my_game(ctx, id)?;
        let guard = self.game_lock(game.id).lock_owned().await;
        let game = self.load_game(game.id)?;
        check_game(action, &game, ctx.user)?;
        let color = game
            .color_of(ctx.user)
            .ok_or(GameError::NotAPlayer(game.id))?;
        Ok(Locked {
            _guard: guard,
            game,
            color,
        })
    }

    pub(super) async fn make_move(
        self: &Arc<Self>,
        ctx: &Context,
        text: &str,
        id: Option<GameId>,
        position: Option<u64>,
    ) -> Result<Reply, GameError> {
        let Locked {
            game,
            color,
            _guard,
        } = self.lock_my_game(ctx, id, Action::Move).await?;
        let record = game.record()?;
        if position.is_some_and(|p| p != record.position().hash()) {
            return Err(GameError::Refused(
                Text::new()
                    .plain(format!(
                        "The position of game #{} changed since this menu was opened, so nothing was played. Click ",
                        game.id
                    ))
                    .strong("Move")
                    .plain(" on the newest board, or type ")
                    .code("/move")
                    .plain("."),
            ));
        }
        let now = self.now();
        if let Some(reply) = self.flag_if_fallen(&game, &record, now)? {
            return Ok(reply);
        }
        let mv = record.position().parse_move(text)?;
        let next = played(&game, record, mv, now);
        let mut batch = Batch::default();
        self.stage_your_move(&mut batch, &next, color);
        let game = self.save(&game, next, batch)?;
        let mut reply = self.game_reply(&game, Self::shared_orientation(&game))?;
        reply.kind = ReplyKind::Moved;
        if !game.is_over() && game.seat(color.opposite()).is_bot() {
            reply.follow_up = Some(FollowUp::BotMove(game.id));
            reply.text = self.with_queue_place(reply.text);
        }
        Ok(reply)
    }

    /// If the side to move has run out of time (and, in correspondence, its grace period
    /// too), ends the game and says so.
    pub(super) fn flag_if_fallen(
        &self,
        game: &Game,
        record: &GameRecord,
        now: i64,
    ) -> Result<Option<Reply>, GameError> {
        let side = record.position().side_to_move();
        match game.end_ms(side, self.grace_ms()) {
            Some(end) if end <= now => {
                let ended = self.end_on_time(game, record, side, now)?;
                let mut reply = self.game_reply(&ended, Color::White)?;
                reply.kind = ReplyKind::GameEnded;
                Ok(Some(reply))
            }
            _ => Ok(None),
        }
    }

    /// Ends a game because `loser`'s time ran out (see `timed_out`), and stores it.
    pub(super) fn end_on_time(
        &self,
        game: &Game,
        record: &GameRecord,
        loser: Color,
        now: i64,
    ) -> Result<Game, GameError> {
        self.save(
            game,
            self.timed_out(game, record, loser, now),
            Batch::default(),
        )
    }

    /// The game after `loser`'s time ran out: a loss (a draw if the other side cannot mate),
    /// or an abort when both sides have not yet moved.
    pub(super) fn timed_out(
        &self,
        game: &Game,
        record: &GameRecord,
        loser: Color,
        now: i64,
    ) -> Game {
        let winner = loser.opposite();
        let mut next = game.clone();
        next.updated_ms = now;
        if game.is_abortable() {
            next.aborted = Some(AbortReason::NoFirstMove(loser));
            return next;
        }
        next.outcome = Some(if record.position().has_insufficient_material(winner) {
            Outcome::Draw(DrawReason::TimeoutVsInsufficientMaterial)
        } else {
            Outcome::Win {
                winner,
                reason: WinReason::Timeout,
            }
        });
        if let Some(c) = &mut next.clocks {
            c.set(loser, 0);
        }
        next
    }

    /// Computes and plays the bot's move in a game (if it is the bot's turn), on the worker
    /// pool. The move is stored before the reply announces it. The reply is written for the
    /// channel (it may be sent as a notice).
    pub async fn bot_move(self: &Arc<Self>, id: GameId) -> Reply {
        match self.bot_move_inner(id).await {
            Ok(reply) => reply,
            Err(e) => {
                tracing::warn!(game = id.0, "bot move failed: {e}");
                Reply::new(
                    ReplyKind::Refused(e.kind()),
                    Text::from(format!("The bot could not move in game #{id}: ")).then(e.text()),
                )
            }
        }
    }

    async fn bot_move_inner(self: &Arc<Self>, id: GameId) -> Result<Reply, GameError> {
        let game = self.load_game(id)?;
        if game.is_over() {
            return Err(GameError::GameOver(id));
        }
        let record = game.record()?;
        let side = record.position().side_to_move();
        let Seat::Bot { level } = *game.seat(side) else {
            return Err(GameError::Refused(Text::from(format!(
                "It is not the bot's turn in game #{id}."
            ))));
        };
        let ply = record.moves().len();
        let Some(_in_flight) = self.bot_thinking(id) else {
            return Ok(Reply::new(
                ReplyKind::BotThinking,
                format!("The bot is already thinking in game #{id}."),
            ));
        };
        let chosen = self.think(id, &record, level, ply).await?;
        let lock = self.game_lock(id);
        let _guard = lock.lock().await;
        let game = self.load_game(id)?;
        let record = game.record()?;
        if game.is_over() || record.moves().len() != ply {
            // A takeback or resignation happened meanwhile: nothing to play.
            return self.game_reply(&game, side.opposite());
        }
        let now = self.now();
        if let Some(reply) = self.flag_if_fallen(&game, &record, now)? {
            return Ok(reply);
        }
        let Some(mv) = chosen.filter(|m| record.position().legal_moves().contains(m)) else {
            return Err(GameError::refused("The bot found no legal move."));
        };
        let next = played(&game, record, mv, now);
        let mut batch = Batch::default();
        self.stage_your_move(&mut batch, &next, side);
        let game = self.save(&game, next, batch)?;
        let mut reply = self.game_reply(&game, Self::shared_orientation(&game))?;
        reply.kind = ReplyKind::Moved;
        Ok(reply)
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
        self.engine_queue.fetch_add(1, Ordering::SeqCst);
        let permit = self.engine_slots.clone().acquire_owned().await;
        self.engine_queue.fetch_sub(1, Ordering::SeqCst);
        let _permit = permit.map_err(|_| GameError::Busy)?;
        for attempt in 0..2u64 {
            let brain = self.brain.clone();
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
        Err(GameError::refused(
            "Sorry, the bot stumbled while thinking. It will try again in a minute.",
        ))
    }

    /// How many bot moves wait for a worker now.
    pub fn bot_queue(&self) -> usize {
        queue_len(&self.engine_queue)
    }

    /// `text`, followed, when every engine worker is busy, by the place the bot move about to
    /// be asked for will have in the queue (so a player knows why the answer takes a while).
    pub(super) fn with_queue_place(&self, text: Text) -> Text {
        if self.engine_slots.available_permits() > 0 {
            return text;
        }
        let place = self.bot_queue() + 1;
        text.line().plain(format!(
            "The bot is busy with other games: yours is number {place} in its queue, and its move comes as soon as a worker is free."
        ))
    }

    pub(super) async fn resign(
        self: &Arc<Self>,
        ctx: &Context,
        id: Option<GameId>,
    ) -> Result<Reply, GameError> {
        let Locked {
            game,
            color,
            _guard,
        } = self.lock_my_game(ctx, id, Action::Resign).await?;
        let mut next = game.clone();
        if game.is_abortable() {
            // Before both sides have moved, resigning costs nothing: the game is aborted.
            next.aborted = Some(AbortReason::ByPlayer(color));
        } else {
            next.outcome = Some(Outcome::Win {
                winner: color.opposite(),
                reason: WinReason::Resignation,
            });
        }
        next.updated_ms = self.now();
        let game = self.save(&game, next, Batch::default())?;
        let mut reply = self.game_reply(&game, color)?;
        reply.kind = ReplyKind::GameEnded;
        Ok(reply)
    }

    /// Offers a draw or asks for a takeback; or, when the opponent already did, agrees.
    pub(super) async fn offer(
        self: &Arc<Self>,
        ctx: &Context,
        id: Option<GameId>,
        kind: OfferKind,
    ) -> Result<Reply, GameError> {
        let Locked {
            game,
            color,
            _guard,
        } = self.lock_my_game(ctx, id, kind.offer_action()).await?;
        let record = game.record()?;
        let opponent = game.seat(color.opposite()).clone();
        let agreed_by = match (&opponent, kind.pending(&game)) {
            (_, Some(pending)) if pending.by != color => Some(pending.by),
            (Seat::Bot { level }, _) => {
                self.bot_agrees(kind, &record, *level).await?;
                Some(color)
            }
            (_, Some(_)) => {
                return Ok(Reply::private(
                    ReplyKind::Offered(kind),
                    Text::new()
                        .plain(format!(
                            "You already asked; {} can answer with ",
                            opponent.name()
                        ))
                        .code(kind.command())
                        .plain("."),
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
            return Err(GameError::NothingPending(
                "take back: that side has not moved yet",
            ));
        }
        let now = self.now();
        let mut next = game.clone();
        next.updated_ms = now;
        if agreed_by.is_none() {
            kind.set(
                &mut next,
                Some(Request {
                    by: color,
                    at_ply: record.moves().len(),
                }),
            );
            self.save(&game, next, Batch::default())?;
            let text = Text::new()
                .player(Some(ctx.user), ctx.name.clone())
                .plain(format!(" {} in game #{}. ", kind.asks(), game.id))
                .player(opponent.user(), opponent.name())
                .plain(": ")
                .code(kind.command())
                .plain(" to accept, ")
                .code(format!("{} decline", kind.command()))
                .plain(" to refuse.");
            return Ok(Reply {
                mentions: opponent.user().into_iter().collect(),
                ..Reply::new(ReplyKind::Offered(kind), text)
            });
        }
        match kind {
            OfferKind::Draw => {
                next.outcome = Some(Outcome::Draw(DrawReason::Agreement));
                next.draw_offer = None;
                let game = self.save(&game, next, Batch::default())?;
                let mut reply = self.game_reply(&game, color)?;
                reply.kind = ReplyKind::GameEnded;
                Ok(reply)
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
                let game = self.save(&game, next, Batch::default())?;
                let mut reply = self.game_reply(&game, asker)?;
                reply.kind = ReplyKind::TakenBack { plies };
                reply.text = reply
                    .text
                    .after(Text::from(format!("Move taken back ({plies} ply). ")));
                Ok(reply)
            }
        }
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
                let brain = self.brain.clone();
                let rec = record.clone();
                let accepts = tokio::task::spawn_blocking(move || brain.accepts_draw(&rec, level))
                    .await
                    .unwrap_or(false);
                if accepts {
                    Ok(())
                } else {
                    Err(GameError::refused(
                        "The bot declines your draw offer: it would rather play on.",
                    ))
                }
            }
            OfferKind::Takeback if level <= Level::LEARNING_MAX => Ok(()),
            OfferKind::Takeback => Err(GameError::Refused(
                Text::new()
                    .plain(format!(
                        "The bot grants takebacks at levels {}-{} only. Play on, or ",
                        Level::MIN,
                        Level::LEARNING_MAX
                    ))
                    .code("/resign")
                    .plain("."),
            )),
        }
    }

    /// Declines the opponent's pending draw offer or takeback request.
    pub(super) async fn decline_offer(
        self: &Arc<Self>,
        ctx: &Context,
        id: Option<GameId>,
        kind: OfferKind,
    ) -> Result<Reply, GameError> {
        let Locked {
            game,
            color,
            _guard,
        } = self.lock_my_game(ctx, id, kind.decline_action()).await?;
        match kind.pending(&game) {
            Some(pending) if pending.by != color => {
                let mut next = game.clone();
                kind.set(&mut next, None);
                self.save(&game, next, Batch::default())?;
                let asker = game.seat(pending.by);
                Ok(Reply {
                    mentions: asker.user().into_iter().collect(),
                    ..Reply::new(
                        ReplyKind::OfferDeclined(kind),
                        Text::new()
                            .player(Some(ctx.user), ctx.name.clone())
                            .plain(format!(" declines {}.", kind.name())),
                    )
                })
            }
            _ => Err(GameError::NothingPending(match kind {
                OfferKind::Draw => "decline: no draw offer waits for your answer",
                OfferKind::Takeback => "decline: no takeback request waits for your answer",
            })),
        }
    }

    /// Aborts a game in which both sides have not yet moved: no result, no rating change.
    pub(super) async fn abort(
        self: &Arc<Self>,
        ctx: &Context,
        id: Option<GameId>,
    ) -> Result<Reply, GameError> {
        let Locked {
            game,
            color,
            _guard,
        } = self.lock_my_game(ctx, id, Action::Abort).await?;
        if !game.is_abortable() {
            return Err(GameError::Refused(
                Text::new()
                    .plain(format!(
                        "Game #{} can no longer be aborted: both sides have moved. Use ",
                        game.id
                    ))
                    .code("/resign")
                    .plain(" or ")
                    .code("/draw")
                    .plain(" instead."),
            ));
        }
        let mut next = game.clone();
        next.aborted = Some(AbortReason::ByPlayer(color));
        next.updated_ms = self.now();
        let game = self.save(&game, next, Batch::default())?;
        let mut reply = self.game_reply(&game, color)?;
        reply.kind = ReplyKind::GameEnded;
        Ok(reply)
    }

    pub(super) async fn claim_timeout(
        self: &Arc<Self>,
        ctx: &Context,
        id: Option<GameId>,
    ) -> Result<Reply, GameError> {
        let Locked {
            game,
            color,
            _guard,
        } = self.lock_my_game(ctx, id, Action::ClaimTimeout).await?;
        let record = game.record()?;
        let side = record.position().side_to_move();
        if side == color {
            return Err(GameError::refused(
                "It is your own turn: you cannot claim on time now.",
            ));
        }
        let now = self.now();
        match game.deadline_ms(side) {
            None => Err(GameError::refused(
                "This game has no clock, so there is nothing to claim.",
            )),
            Some(deadline) if deadline > now => Err(GameError::Refused(
                Text::new()
                    .plain(format!("{} still has time (until ", game.seat(side).name()))
                    .time(deadline)
                    .plain(")."),
            )),
            Some(_) => {
                let game = self.end_on_time(&game, &record, side, now)?;
                let mut reply = self.game_reply(&game, color)?;
                reply.kind = ReplyKind::GameEnded;
                Ok(reply)
            }
        }
    }
}

/// The game after `mv` is played at `now`: moves, clocks (which run only once both sides
/// have moved, see `Game::in_first_moves`), pending requests, outcome.
fn played(game: &Game, mut record: GameRecord, mv: crate::rules::Move, now: i64) -> Game {
    let mut next = game.clone();
    let side = record.position().side_to_move();
    // Older records have no history: pad it so that entry `i` stays "before move `i`".
    next.clock_history.resize(game.moves.len(), None);
    next.clock_history.push(game.clocks);
    if let (Some(clocks), TimeControl::Clock { increment_secs, .. }, false) =
        (&mut next.clocks, next.options.time, game.in_first_moves())
    {
        let left = clocks.get(side) - (now - game.turn_started_ms).max(0)
            + i64::from(increment_secs) * 1000;
        clocks.set(side, left);
    }
    record.push(mv);
    next.moves.push(mv.uci().to_string());
    next.turn_started_ms = now;
    next.reminded = false;
    next.claim_noticed = false;
    next.takeback = None;
    if next.draw_offer.is_some_and(|o| o.by != side) {
        next.draw_offer = None;
    }
    next.outcome = record.outcome();
    next.updated_ms = now;
    next
}
