//! Playing a game: moves (the players' and the bot's), clocks, resignation, draw offers,
//! takebacks, time-outs, and what a finished game does to ratings and stats.

use super::authz::{check_game, Action};
use super::command::Context;
use super::error::GameError;
use super::model::{Game, GameId, Request, Seat, TimeControl};
use super::reply::{FollowUp, Reply};
use super::service::{queue_len, GameService};
use super::store::Batch;
use crate::rules::{Color, DrawReason, GameRecord, Outcome, WinReason};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use std::sync::atomic::Ordering;
use std::sync::Arc;

/// The bot's worker gives up after this long (the level budgets are far below it).
const BOT_MOVE_TIMEOUT_SECS: u64 = 60;

impl GameService {
    pub(super) async fn make_move(
        self: &Arc<Self>,
        ctx: &Context,
        text: &str,
        id: Option<GameId>,
    ) -> Result<Reply, GameError> {
        let game = self.my_game(ctx, id)?;
        let lock = self.game_lock(game.id);
        let _guard = lock.lock().await;
        let mut game = self.load_game(game.id)?;
        check_game(Action::Move, &game, ctx.user)?;
        let mut record = game.record()?;
        let side = record.position().side_to_move();
        let now = self.now();
        if let Some(reply) = self.flag_if_fallen(&mut game, &record, now)? {
            return Ok(reply);
        }
        let mv = record.position().parse_move(text)?;
        self.apply_move(&mut game, &mut record, mv, now);
        let batch = self.finish_batch(&game)?;
        self.commit(batch)?;
        let mut reply = self.game_reply(&game, side == Color::Black)?;
        if !game.is_over() && game.seat(side.opposite()).is_bot() {
            reply.follow_up = Some(FollowUp::BotMove(game.id));
        }
        Ok(reply)
    }

    /// Plays `mv` on the stored game: moves, clocks, pending requests, outcome.
    pub(super) fn apply_move(
        &self,
        game: &mut Game,
        record: &mut GameRecord,
        mv: crate::rules::Move,
        now: i64,
    ) {
        let side = record.position().side_to_move();
        if let (Some(clocks), TimeControl::Clock { increment_secs, .. }) =
            (&mut game.clocks, game.options.time)
        {
            let left = clocks.get(side) - (now - game.turn_started_ms).max(0)
                + i64::from(increment_secs) * 1000;
            clocks.set(side, left);
        }
        record.push(mv);
        game.moves.push(mv.uci().to_string());
        game.turn_started_ms = now;
        game.reminded = false;
        game.takeback = None;
        if game.draw_offer.is_some_and(|o| o.by != side) {
            game.draw_offer = None;
        }
        game.outcome = record.outcome();
        game.updated_ms = now;
    }

    /// The batch that stores a changed game (with its version bumped), plus the ratings and
    /// stats of its players when it has just finished.
    pub(super) fn finish_batch(&self, game: &Game) -> Result<Batch, GameError> {
        let mut batch = Batch::default();
        let mut stored = game.clone();
        let expected = Some(game.version);
        stored.version += 1;
        if let Some(outcome) = game.outcome {
            batch.players = self.results(game, &outcome)?;
        }
        batch.games.push((stored, expected));
        Ok(batch)
    }

    /// Updated player records after a game ends: W/D/L always, Glicko-2 for rated games between people.
    fn results(
        &self,
        game: &Game,
        outcome: &Outcome,
    ) -> Result<Vec<(super::model::UserId, super::model::Player)>, GameError> {
        let variant = game.options.variant.name().to_string();
        let seats = [(Color::White, &game.white), (Color::Black, &game.black)];
        let mut players = Vec::new();
        for (color, seat) in seats {
            if let Seat::Human { id, name } = seat {
                let mut p = self.player(*id, name)?;
                let stats = p.stats.entry(variant.clone()).or_default();
                let score = match outcome.winner() {
                    None => &mut stats.all.draws,
                    Some(w) if w == color => &mut stats.all.wins,
                    Some(_) => &mut stats.all.losses,
                };
                *score += 1;
                players.push((color, *id, p));
            }
        }
        if game.options.rated && players.len() == 2 {
            let rating = |p: &super::model::Player| {
                let r = p.stats.get(&variant).map(|s| s.rating).unwrap_or_default();
                Glicko2Rating {
                    rating: r.rating,
                    deviation: r.deviation,
                    volatility: r.volatility,
                }
            };
            let white = rating(&players[0].2);
            let black = rating(&players[1].2);
            let result = match outcome.winner() {
                Some(Color::White) => Outcomes::WIN,
                Some(Color::Black) => Outcomes::LOSS,
                None => Outcomes::DRAW,
            };
            let (w, b) = glicko2(&white, &black, &result, &Glicko2Config::new());
            for (i, new) in [w, b].into_iter().enumerate() {
                let color = players[i].0;
                let stats = players[i].2.stats.entry(variant.clone()).or_default();
                stats.rating = super::model::Rating {
                    rating: new.rating,
                    deviation: new.deviation,
                    volatility: new.volatility,
                };
                let score = match outcome.winner() {
                    None => &mut stats.rated.draws,
                    Some(win) if win == color => &mut stats.rated.wins,
                    Some(_) => &mut stats.rated.losses,
                };
                *score += 1;
            }
        }
        Ok(players.into_iter().map(|(_, id, p)| (id, p)).collect())
    }

    /// If the side to move has run out of time, ends the game and says so.
    pub(super) fn flag_if_fallen(
        &self,
        game: &mut Game,
        record: &GameRecord,
        now: i64,
    ) -> Result<Option<Reply>, GameError> {
        let side = record.position().side_to_move();
        match game.deadline_ms(side) {
            Some(deadline) if deadline <= now => {
                self.end_on_time(game, record, side, now)?;
                Ok(Some(self.game_reply(game, false)?))
            }
            _ => Ok(None),
        }
    }

    /// Ends a game because `loser`'s time ran out (a draw if the other side cannot mate).
    pub(super) fn end_on_time(
        &self,
        game: &mut Game,
        record: &GameRecord,
        loser: Color,
        now: i64,
    ) -> Result<(), GameError> {
        let winner = loser.opposite();
        game.outcome = Some(if record.position().has_insufficient_material(winner) {
            Outcome::Draw(DrawReason::TimeoutVsInsufficientMaterial)
        } else {
            Outcome::Win {
                winner,
                reason: WinReason::Timeout,
            }
        });
        if let Some(c) = &mut game.clocks {
            c.set(loser, 0);
        }
        game.updated_ms = now;
        let batch = self.finish_batch(game)?;
        self.commit(batch)?;
        game.version += 1;
        Ok(())
    }

    /// Computes and plays the bot's move in a game (if it is the bot's turn), on the worker
    /// pool. The move is stored before the reply announces it.
    pub async fn bot_move(self: &Arc<Self>, id: GameId) -> Reply {
        match self.bot_move_inner(id).await {
            Ok(reply) => reply,
            Err(e) => {
                tracing::warn!(game = id.0, "bot move failed: {e}");
                Reply::text(format!("The bot could not move in game #{id}: {e}"))
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
            return Err(GameError::Refused(format!(
                "It is not the bot's turn in game #{id}."
            )));
        };
        let ply = record.moves().len();
        let Some(_in_flight) = self.bot_thinking(id) else {
            return Ok(Reply::private(format!(
                "The bot is already thinking in game #{id}."
            )));
        };
        let seed = id.0.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ ply as u64;
        self.engine_queue.fetch_add(1, Ordering::SeqCst);
        let permit = self.engine_slots.clone().acquire_owned().await;
        self.engine_queue.fetch_sub(1, Ordering::SeqCst);
        let _permit = permit.map_err(|_| GameError::Busy)?;
        // A panicking engine is caught by the worker pool; the move is tried once more with
        // another seed before the bot apologises (the timer retries later still).
        let mut chosen = None;
        for attempt in 0..2u64 {
            let brain = self.brain.clone();
            let thinking_record = record.clone();
            let job = tokio::task::spawn_blocking(move || {
                brain.choose(&thinking_record, level, seed.wrapping_add(attempt))
            });
            match tokio::time::timeout(std::time::Duration::from_secs(BOT_MOVE_TIMEOUT_SECS), job)
                .await
            {
                Ok(Ok(mv)) => {
                    chosen = Some(mv);
                    break;
                }
                Ok(Err(join_error)) => {
                    tracing::error!(game = id.0, attempt, "engine worker failed: {join_error}");
                }
                Err(_) => return Err(GameError::Busy),
            }
        }
        let Some(chosen) = chosen else {
            return Err(GameError::Refused(
                "Sorry, the bot stumbled while thinking. It will try again in a minute.".into(),
            ));
        };
        let lock = self.game_lock(id);
        let _guard = lock.lock().await;
        let mut game = self.load_game(id)?;
        let mut record = game.record()?;
        if game.is_over() || record.moves().len() != ply {
            // A takeback or resignation happened meanwhile: nothing to play.
            return self.game_reply(&game, side == Color::White);
        }
        let now = self.now();
        if let Some(reply) = self.flag_if_fallen(&mut game, &record, now)? {
            return Ok(reply);
        }
        let Some(mv) = chosen.filter(|m| record.position().legal_moves().contains(m)) else {
            return Err(GameError::Refused("The bot found no legal move.".into()));
        };
        self.apply_move(&mut game, &mut record, mv, now);
        let batch = self.finish_batch(&game)?;
        self.commit(batch)?;
        game.version += 1;
        self.game_reply(&game, side == Color::White)
    }

    /// How many bot moves wait for a worker now.
    pub fn bot_queue(&self) -> usize {
        queue_len(&self.engine_queue)
    }

    pub(super) async fn resign(
        self: &Arc<Self>,
        ctx: &Context,
        id: Option<GameId>,
    ) -> Result<Reply, GameError> {
        let game = self.my_game(ctx, id)?;
        let lock = self.game_lock(game.id);
        let _guard = lock.lock().await;
        let mut game = self.load_game(game.id)?;
        check_game(Action::Resign, &game, ctx.user)?;
        let color = game
            .color_of(ctx.user)
            .ok_or(GameError::NotAPlayer(game.id))?;
        game.outcome = Some(Outcome::Win {
            winner: color.opposite(),
            reason: WinReason::Resignation,
        });
        game.updated_ms = self.now();
        let batch = self.finish_batch(&game)?;
        self.commit(batch)?;
        game.version += 1;
        self.game_reply(&game, color == Color::Black)
    }

    pub(super) async fn draw(
        self: &Arc<Self>,
        ctx: &Context,
        id: Option<GameId>,
    ) -> Result<Reply, GameError> {
        let game = self.my_game(ctx, id)?;
        let lock = self.game_lock(game.id);
        let _guard = lock.lock().await;
        let mut game = self.load_game(game.id)?;
        check_game(Action::OfferOrAcceptDraw, &game, ctx.user)?;
        let color = game
            .color_of(ctx.user)
            .ok_or(GameError::NotAPlayer(game.id))?;
        let record = game.record()?;
        let opponent = game.seat(color.opposite()).clone();
        let agreed = match (&opponent, game.draw_offer) {
            (_, Some(offer)) if offer.by != color => true,
            (Seat::Bot { level }, _) => {
                let brain = self.brain.clone();
                let (rec, level) = (record.clone(), *level);
                let accepts = tokio::task::spawn_blocking(move || brain.accepts_draw(&rec, level))
                    .await
                    .unwrap_or(false);
                if !accepts {
                    return Ok(Reply::private(
                        "The bot declines your draw offer: it would rather play on.",
                    ));
                }
                true
            }
            (_, Some(_)) => {
                return Ok(Reply::private(
                    "Your draw offer stands; your opponent can accept it with `/draw`.",
                ))
            }
            (Seat::Human { .. } | Seat::Removed, None) => false,
        };
        game.updated_ms = self.now();
        if agreed {
            game.outcome = Some(Outcome::Draw(DrawReason::Agreement));
            game.draw_offer = None;
            let batch = self.finish_batch(&game)?;
            self.commit(batch)?;
            game.version += 1;
            return self.game_reply(&game, color == Color::Black);
        }
        game.draw_offer = Some(Request {
            by: color,
            at_ply: record.moves().len(),
        });
        let batch = self.finish_batch(&game)?;
        self.commit(batch)?;
        Ok(Reply {
            text: format!(
                "**{}** offers a draw in game #{}. {}: `/draw` to accept, `/draw decline` to refuse (a move also declines).",
                ctx.name,
                game.id,
                opponent.name()
            ),
            mentions: opponent.user().into_iter().collect(),
            ..Reply::default()
        })
    }

    pub(super) async fn decline_draw(
        self: &Arc<Self>,
        ctx: &Context,
        id: Option<GameId>,
    ) -> Result<Reply, GameError> {
        let game = self.my_game(ctx, id)?;
        let lock = self.game_lock(game.id);
        let _guard = lock.lock().await;
        let mut game = self.load_game(game.id)?;
        check_game(Action::DeclineDraw, &game, ctx.user)?;
        let color = game
            .color_of(ctx.user)
            .ok_or(GameError::NotAPlayer(game.id))?;
        match game.draw_offer {
            Some(offer) if offer.by != color => {
                game.draw_offer = None;
                let batch = self.finish_batch(&game)?;
                self.commit(batch)?;
                Ok(Reply::text(format!(
                    "**{}** declines the draw offer.",
                    ctx.name
                )))
            }
            _ => Err(GameError::NothingPending(
                "decline: no draw offer waits for your answer",
            )),
        }
    }

    pub(super) async fn takeback(
        self: &Arc<Self>,
        ctx: &Context,
        id: Option<GameId>,
    ) -> Result<Reply, GameError> {
        let game = self.my_game(ctx, id)?;
        let lock = self.game_lock(game.id);
        let _guard = lock.lock().await;
        let mut game = self.load_game(game.id)?;
        check_game(Action::RequestOrGrantTakeback, &game, ctx.user)?;
        let color = game
            .color_of(ctx.user)
            .ok_or(GameError::NotAPlayer(game.id))?;
        let record = game.record()?;
        let side = record.position().side_to_move();
        // The requester's last move: one ply back if they moved last, two if the opponent has replied.
        let plies_back = |requester: Color| if side == requester { 2 } else { 1 };
        let opponent = game.seat(color.opposite()).clone();
        let undo = match (&opponent, game.takeback) {
            (_, Some(req)) if req.by != color => Some(plies_back(req.by)),
            (Seat::Bot { level }, _) => {
                if *level > 4 {
                    return Err(GameError::Refused(
                        "The bot grants takebacks at levels 1-4 only. Play on, or `/resign`."
                            .into(),
                    ));
                }
                Some(plies_back(color))
            }
            (_, Some(_)) => {
                return Ok(Reply::private(
                    "You already asked; your opponent can grant it with `/takeback`.",
                ))
            }
            (Seat::Human { .. } | Seat::Removed, None) => None,
        };
        let by_requester = game.takeback.map_or(color, |r| r.by);
        if record.moves().len() < undo.unwrap_or_else(|| plies_back(color)) {
            return Err(GameError::NothingPending(
                "take back: that side has not moved yet",
            ));
        }
        let now = self.now();
        game.updated_ms = now;
        match undo {
            Some(n) => {
                let keep = game.moves.len() - n;
                game.moves.truncate(keep);
                game.takeback = None;
                game.draw_offer = None;
                game.turn_started_ms = now;
                let batch = self.finish_batch(&game)?;
                self.commit(batch)?;
                game.version += 1;
                let mut reply = self.game_reply(&game, by_requester == Color::Black)?;
                reply.text = format!("Move taken back ({n} ply). {}", reply.text);
                Ok(reply)
            }
            None => {
                game.takeback = Some(Request {
                    by: color,
                    at_ply: record.moves().len(),
                });
                let batch = self.finish_batch(&game)?;
                self.commit(batch)?;
                Ok(Reply {
                    text: format!(
                        "**{}** asks to take back their last move in game #{}. {}: `/takeback` to grant it, `/takeback decline` to refuse.",
                        ctx.name,
                        game.id,
                        opponent.name()
                    ),
                    mentions: opponent.user().into_iter().collect(),
                    ..Reply::default()
                })
            }
        }
    }

    pub(super) async fn decline_takeback(
        self: &Arc<Self>,
        ctx: &Context,
        id: Option<GameId>,
    ) -> Result<Reply, GameError> {
        let game = self.my_game(ctx, id)?;
        let lock = self.game_lock(game.id);
        let _guard = lock.lock().await;
        let mut game = self.load_game(game.id)?;
        check_game(Action::DeclineTakeback, &game, ctx.user)?;
        let color = game
            .color_of(ctx.user)
            .ok_or(GameError::NotAPlayer(game.id))?;
        match game.takeback {
            Some(req) if req.by != color => {
                game.takeback = None;
                let batch = self.finish_batch(&game)?;
                self.commit(batch)?;
                Ok(Reply::text(format!(
                    "**{}** declines the takeback.",
                    ctx.name
                )))
            }
            _ => Err(GameError::NothingPending(
                "decline: no takeback request waits for your answer",
            )),
        }
    }

    pub(super) async fn claim_timeout(
        self: &Arc<Self>,
        ctx: &Context,
        id: Option<GameId>,
    ) -> Result<Reply, GameError> {
        let game = self.my_game(ctx, id)?;
        let lock = self.game_lock(game.id);
        let _guard = lock.lock().await;
        let mut game = self.load_game(game.id)?;
        check_game(Action::ClaimTimeout, &game, ctx.user)?;
        let color = game
            .color_of(ctx.user)
            .ok_or(GameError::NotAPlayer(game.id))?;
        let record = game.record()?;
        let side = record.position().side_to_move();
        if side == color {
            return Err(GameError::Refused(
                "It is your own turn: you cannot claim on time now.".into(),
            ));
        }
        match game.deadline_ms(side) {
            None => Err(GameError::Refused(
                "This game has no clock, so there is nothing to claim.".into(),
            )),
            Some(deadline) if deadline > self.now() => Err(GameError::Refused(format!(
                "{} still has time (until <t:{}:R>).",
                game.seat(side).name(),
                deadline / 1000
            ))),
            Some(_) => {
                let now = self.now();
                self.end_on_time(&mut game, &record, side, now)?;
                self.game_reply(&game, color == Color::Black)
            }
        }
    }
}
