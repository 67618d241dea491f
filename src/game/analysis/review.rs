//! `/review`: the engine goes through a game (a finished one for anyone who can see it, a bot
//! game in progress for its player only, a game between people only once it is over) and
//! answers with the summary, the evaluation graph and the annotated PGN. Reviews yield to bot moves: before each position they wait while a bot move
//! waits for a worker, then take a worker for that one search only. One review per user at a
//! time.

use crate::engine::Engine;
use crate::explain::review::{Review, Reviewer};
use crate::game::analysis::fair_play::{engine_closed, engine_closed_text};
use crate::game::analysis::AnalysisService;
use crate::game::commands::command::Context;
use crate::game::error::GameError;
use crate::game::model::GameId;
use crate::game::replies::reply::{Attachment, Reply, ReplyKind};
use crate::game::replies::text::Text;
use crate::game::replies::views::pgn_headers;
use crate::msg;
use crate::rules::Color;
use tokio::sync::watch;

impl AnalysisService {
    /// The engine's review of game `id` with its summary in words (see
    /// `GameService::review_data`).
    pub(in crate::game) async fn review_data(
        &self,
        ctx: &Context,
        id: GameId,
    ) -> Result<(Review, Text), GameError> {
        let (game, _, review) = self.run_review(ctx, Some(id), watch::channel(0).0).await?;
        let shown = crate::game::replies::announce::seat_name;
        let text = summary_text(&review, game.id, shown(&game.white), shown(&game.black));
        Ok((review, text))
    }

    /// Checks that `ctx.user` may have game `id` reviewed now, and reviews it.
    async fn run_review(
        &self,
        ctx: &Context,
        id: Option<GameId>,
        progress: watch::Sender<u8>,
    ) -> Result<(crate::game::model::Game, crate::rules::GameRecord, Review), GameError> {
        let game = self.kernel.any_game(ctx, id)?;
        let record = game.record()?;
        if record.moves().is_empty() {
            return Err(GameError::NothingPending(msg!("review-nothing-yet")));
        }
        if engine_closed(&game) {
            return Err(GameError::Refused(engine_closed_text(game.id)));
        }
        if !game.is_over() && game.color_of(ctx.user).is_none() {
            return Err(GameError::Refused(msg!(
                "review-not-yours-yet",
                id = game.id.to_string()
            )));
        }
        let _slot = self
            .engine
            .claim_review(ctx.user)
            .ok_or_else(|| GameError::Refused(msg!("review-already-running")))?;
        let nodes = self.kernel.config.review_nodes;
        let mut reviewer = Reviewer::new(&record, nodes);
        let mut engine = Engine::new(16);
        let total = reviewer.total();
        while !reviewer.is_done() {
            // Bot moves first: waits while any waits for a worker.
            let permit = self
                .engine
                .worker_after_bots()
                .await
                .ok_or(GameError::Busy)?;
            let job = tokio::task::spawn_blocking(move || {
                reviewer.step(&mut engine);
                (reviewer, engine)
            });
            let (r, e) = job.await.map_err(|e| {
                tracing::error!("review worker failed: {e}");
                GameError::Refused(msg!("review-failed"))
            })?;
            drop(permit);
            reviewer = r;
            engine = e;
            let percent = (reviewer.done() * 100 / total.max(1)).min(100) as u8;
            progress.send_replace(percent);
        }
        let review = tokio::task::spawn_blocking(move || reviewer.finish(&mut engine))
            .await
            .map_err(|e| {
                tracing::error!("review worker failed: {e}");
                GameError::Refused(msg!("review-failed"))
            })?;
        Ok((game, record, review))
    }

    pub(in crate::game) async fn review_inner(
        &self,
        ctx: &Context,
        id: Option<GameId>,
        progress: watch::Sender<u8>,
    ) -> Result<Reply, GameError> {
        let (game, record, review) = self.run_review(ctx, id, progress).await?;
        let side = game.color_of(ctx.user);
        // The picture's words are the reader's.
        let lang = self.kernel.reply_lang(ctx);
        let job = tokio::task::spawn_blocking(move || {
            // The graph with the key moments' boards below it (a reply holds one picture), each
            // from the reviewer's side, or the side that made the move.
            let graph = review.report_png(900, 360, 32, side, lang);
            (review, graph)
        });
        let (review, graph) = job.await.map_err(|e| {
            tracing::error!("review worker failed: {e}");
            GameError::Refused(msg!("review-failed"))
        })?;
        // The same tags as the game's own PGN: date, time control, result and termination.
        let pgn =
            review.annotated_pgn_in(lang, &record, game.outcome.as_ref(), &pgn_headers(&game));
        let shown = crate::game::replies::announce::seat_name;
        let text = summary_text(&review, game.id, shown(&game.white), shown(&game.black));
        let image = match graph {
            Ok(bytes) if self.kernel.config.images => Some(Attachment::picture(
                format!("review-{}.png", game.id),
                bytes,
                msg!(
                    "review-picture-alt",
                    id = game.id.to_string(),
                    review = text.clone(),
                ),
            )),
            Ok(_) => None,
            Err(e) => {
                tracing::error!("cannot draw the review graph: {e}");
                None
            }
        };
        Ok(Reply {
            image,
            file: Some(Attachment::file(
                format!("castalia-game-{}-review.pgn", game.id),
                pgn.into_bytes(),
            )),
            ..Reply::new(ReplyKind::Review, text)
        })
    }
}

/// The review in words: accuracy and errors per player, then the key moments.
fn summary_text(review: &Review, id: GameId, white: Text, black: Text) -> Text {
    let mut lines = vec![msg!(
        "review-heading",
        id = id.to_string(),
        nodes = review.nodes,
    )];
    let mut summary = review.summary(white, black).into_iter();
    for _ in [Color::White, Color::Black] {
        if let Some(l) = summary.next() {
            lines.push(l);
        }
    }
    let moments: Vec<Text> = summary.collect();
    if moments.is_empty() {
        lines.push(msg!("review-clean"));
    } else {
        lines.push(msg!("review-key-moments"));
        lines.extend(moments);
    }
    Text::lines(lines)
}
