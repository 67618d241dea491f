//! `/explain`: a move of a game in words and pictures. The move is the last one by default, or
//! any move named as `move_ref` reads it (an earlier move, the caller's own, or one not yet
//! played, previewed in the current position; an illegal one is answered with why it is
//! illegal). Below the mechanics, what the engine finds at the configured node budget (on a
//! blocking worker, holding one of the engine's worker slots as bot moves and reviews do),
//! except about a game between people in progress (`fair_play`).

use crate::explain::{explain_move, explain_png_with, explain_preview, explain_text, explain_why};
use crate::game::analysis::fair_play::{engine_closed, engine_closed_text};
use crate::game::analysis::move_ref::{resolve, MoveRef, Resolved};
use crate::game::analysis::AnalysisService;
use crate::game::commands::command::Context;
use crate::game::error::{ErrorKind, GameError};
use crate::game::model::GameId;
use crate::game::replies::reply::{Attachment, Reply, ReplyKind};
use crate::game::replies::text::Text;
use crate::render::RenderOptions;
use crate::rules::Color;

impl AnalysisService {
    pub(in crate::game) async fn explain(
        &self,
        ctx: &Context,
        id: Option<GameId>,
        text: Option<&str>,
    ) -> Result<Reply, GameError> {
        let game = self.kernel.any_game(ctx, id)?;
        let record = game.record()?;
        let caller = game.color_of(ctx.user);
        let target = match resolve(&record, game.id, &MoveRef::parse(text), caller)? {
            Resolved::Move(target) => target,
            Resolved::NotLegalNow { pos, text } => {
                let sentences = match explain_text(&pos, &text) {
                    Err(why) => why.text(),
                    // Not reached: the reference is resolved as a legal move first.
                    Ok(e) => e.text(),
                };
                return Ok(Reply::private(
                    ReplyKind::Refused(ErrorKind::BadMove),
                    sentences,
                ));
            }
        };
        let closed = engine_closed(&game);
        let nodes = if closed {
            0
        } else {
            self.kernel.config.explain_nodes
        };
        let look = crate::game::kernel::Look {
            lang: self.kernel.reply_lang(ctx),
            ..self.kernel.look_for(Some(ctx.user))
        };
        let opts = self.kernel.config.images.then(|| {
            look.apply(RenderOptions {
                square_px: self.kernel.config.board_square_px.min(48),
                flipped: caller == Some(Color::Black),
                ..RenderOptions::default()
            })
        });
        let label = target.label();
        let played = target.ply.is_some();
        let (pos, mv, history) = (target.pos.clone(), target.mv, target.history.clone());
        // A search (its own hash table and up to `explain_nodes` nodes) takes one of the
        // engine's workers, in turn with bot moves and reviews, so that however many are asked
        // for at once the searches running and their memory stay bounded.
        let _slot = if nodes > 0 {
            Some(self.engine.worker().await.ok_or(GameError::Busy)?)
        } else {
            None
        };
        let job = tokio::task::spawn_blocking(move || {
            let mut explanation = if nodes == 0 {
                explain_move(&pos, &mv)
            } else if played {
                let mut engine = crate::engine::Engine::new(8);
                explain_why(&mut engine, &pos, &history, &mv, nodes)
            } else {
                let mut engine = crate::engine::Engine::new(8);
                explain_preview(&mut engine, &pos, &history, &mv, nodes)
            };
            if played {
                // "8... Cd5: ..." for a move of the game; a preview keeps its plain SAN.
                explanation.relabel(&label);
            }
            let picture = opts.map(|opts| explain_png_with(&pos, &explanation, &opts));
            (explanation, picture)
        });
        let (explanation, picture) = match job.await {
            Ok(done) => done,
            Err(e) => {
                tracing::error!("the explanation worker failed: {e}");
                (explain_move(&target.pos, &target.mv), None)
            }
        };
        let picture = match picture {
            Some(Ok(bytes)) => Some(Attachment::picture(
                "explain.png",
                bytes,
                crate::explain::alt_text::move_text(
                    Text::msg("analysis-picture-alt"),
                    &target.pos,
                    &explanation.mv,
                ),
            )),
            Some(Err(e)) => {
                tracing::error!("cannot draw the explanation: {e}");
                None
            }
            None => None,
        };
        // A move not played says so first: everything below is what it would do.
        let mut lines = Vec::new();
        if !played {
            lines.push(crate::msg!(
                "analysis-preview-heading",
                san = explanation.san.as_str(),
                id = game.id.to_string()
            ));
        }
        lines.push(explanation.text());
        lines.extend(target.note.clone());
        if closed && self.kernel.config.explain_nodes > 0 {
            lines.push(engine_closed_text(game.id));
        }
        Ok(Reply {
            file: picture,
            ..Reply::new(ReplyKind::Explanation, Text::lines(lines))
        })
    }
}
