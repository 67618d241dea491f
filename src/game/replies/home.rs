//! Where a game lives once it has started: the thread a front end opens for it (its home
//! from then on), which side a shared board is drawn from, and the result card a channel
//! keeps of a finished game (players, result and, when the board ended it, the last move with
//! what it displaced; the final board, the whole game animated, the PGN).

use crate::game::error::GameError;
use crate::game::model::AbortReason;
use crate::game::model::{ChannelId, Game, GameId, ResultCard, Shown};
use crate::game::play::save::Change;
use crate::game::replies::announce::{
    color_key, ended_on_the_board, forfeit_key, outcome_text, rated_key,
};
use crate::game::replies::reply::{Attachment, GameView, Reply, ReplyKind};
use crate::game::replies::text::{Arg, Text};
use crate::game::replies::views::board_words;
use crate::game::replies::views::pgn_text;
use crate::game::replies::BoardService;
use crate::game::store::Batch;
use crate::msg;
use crate::render::RenderOptions;
use crate::rules::Color;

/// One GIF frame per move shows this long (ms).
const FRAME_MS: u32 = 700;
/// Games longer than this many moves (plies) are animated without a GIF (it would be large).
const MAX_ANIMATED_PLIES: usize = 300;

impl BoardService {
    /// See `GameService::set_thread`.
    pub(in crate::game) async fn set_thread(
        &self,
        id: GameId,
        thread: ChannelId,
    ) -> Result<(), GameError> {
        let locked = self.kernel.lock_game(id).await?;
        if locked.game.thread == Some(thread) {
            return Ok(());
        }
        self.play.change(locked, |next| {
            next.thread = Some(thread);
            Ok(Change::store(|_| Ok(())))
        })
    }

    /// See `GameService::shown`.
    pub(in crate::game) fn shown(&self, id: GameId) -> Result<Shown, GameError> {
        let game = self.kernel.load_game(id)?;
        let messages = self.game_repo.board_messages(id)?.unwrap_or_default();
        Ok(Shown::of(&messages, &game.result_card))
    }

    /// See `GameService::update_shown`.
    pub(in crate::game) async fn update_shown(
        &self,
        id: GameId,
        edit: impl FnOnce(&mut Shown),
    ) -> Result<Shown, GameError> {
        let locked = self.kernel.lock_game(id).await?;
        let messages = self.game_repo.board_messages(id)?.unwrap_or_default();
        let before = Shown::of(&messages, &locked.game.result_card);
        let mut after = before.clone();
        edit(&mut after);
        let mut beside = Batch::default();
        if after.messages() != messages {
            beside.games.board_messages.push((id, after.messages()));
        }
        let card = ResultCard {
            posted: after.card_posted,
            close_at_ms: after.close_at_ms,
        };
        if card != locked.game.result_card {
            self.play.change(locked, |next| {
                next.result_card = card;
                Ok(Change::store_with(beside, |_| Ok(())))
            })?;
        } else if !beside.games.board_messages.is_empty() {
            self.kernel.commit(beside)?;
        }
        Ok(before)
    }

    /// See `GameService::result_card_posted`.
    pub(in crate::game) async fn result_card_posted(
        &self,
        id: GameId,
        close_after: std::time::Duration,
    ) -> Result<bool, GameError> {
        let after = i64::try_from(close_after.as_millis()).unwrap_or(i64::MAX / 4);
        let at = self.kernel.now().saturating_add(after);
        let before = self
            .update_shown(id, |s| {
                if !s.card_posted {
                    s.card_posted = true;
                    s.close_at_ms = Some(at);
                }
            })
            .await?;
        Ok(!before.card_posted)
    }

    /// See `GameService::plays_in`.
    pub(in crate::game) fn plays_in(
        &self,
        ctx: &crate::game::commands::command::Context,
        id: GameId,
    ) -> bool {
        self.kernel
            .load_game_here(ctx, id)
            .is_ok_and(|g| !g.is_over() && g.color_of(ctx.user).is_some())
    }

    /// See `GameService::my_game_in_progress`.
    pub(in crate::game) fn my_game_in_progress(
        &self,
        ctx: &crate::game::commands::command::Context,
        id: Option<GameId>,
    ) -> Option<GameId> {
        self.kernel
            .my_game(ctx, id)
            .ok()
            .filter(|g| !g.is_over())
            .map(|g| g.id)
    }

    /// See `GameService::result_card`.
    pub(in crate::game) fn result_card(&self, id: GameId) -> Result<Reply, GameError> {
        let game = self.kernel.load_game(id)?;
        let not_yet = || GameError::Refused(msg!("game-card-not-yet", id = id.to_string()));
        if !game.is_over() {
            return Err(not_yet());
        }
        let record = game.record()?;
        let mut reply = self.views.game_reply(&game, Color::White)?;
        // The card is posted in the game's channel, in the game's language.
        reply.lang = game.lang;
        // How it ended: the result, or why it was aborted and by whom.
        let (message, how): (&str, Vec<(String, Arg)>) =
            match (&game.outcome, &game.aborted, game.tournament) {
                (Some(outcome), _, _) => (
                    "game-card-over",
                    vec![
                        ("result".into(), outcome.result().into()),
                        ("outcome".into(), outcome_text(outcome).into()),
                    ],
                ),
                // A tournament game is never aborted: who did not play lost it by forfeit.
                (None, Some(reason), Some(tournament)) => (
                    "game-card-tournament-forfeit",
                    vec![
                        ("player".into(), game.seat(reason.color()).label().into()),
                        ("color".into(), color_key(reason.color())),
                        ("reason".into(), forfeit_key(reason)),
                        ("tournament".into(), tournament.to_string().into()),
                    ],
                ),
                (None, Some(reason), None) => (
                    match reason {
                        AbortReason::ByPlayer(_) => "game-card-aborted-by-player",
                        AbortReason::NoFirstMove(_) => "game-card-aborted-no-first-move",
                    },
                    vec![
                        ("player".into(), game.seat(reason.color()).label().into()),
                        ("color".into(), color_key(reason.color())),
                    ],
                ),
                (None, None, _) => return Err(not_yet()),
            };
        let moves = record.moves().len().div_ceil(2);
        let mut args: Vec<(String, Arg)> = vec![
            ("id".into(), game.id.to_string().into()),
            ("white".into(), game.white.label().into()),
            ("black".into(), game.black.label().into()),
            ("moves".into(), moves.into()),
            ("rated".into(), rated_key(game.options.is_rated())),
        ];
        args.extend(how);
        reply.text = Text::message(message, args);
        let last = reply.game.as_ref().and_then(GameView::last_move_sentence);
        if let (Some(last), true) = (last, game.outcome.as_ref().is_some_and(ended_on_the_board)) {
            reply.text = std::mem::take(&mut reply.text)
                .plain(" ")
                .then(msg!("game-last-move", sentence = last));
        }
        reply.kind = ReplyKind::GameEnded;
        reply.mentions = [game.white.user(), game.black.user()]
            .into_iter()
            .flatten()
            .collect();
        reply.file = Some(Attachment::file(
            format!("castalia-game-{}.pgn", game.id),
            pgn_text(&game)?.into_bytes(),
        ));
        reply.animation = self.animation(&game, &record);
        Ok(reply)
    }

    fn animation(&self, game: &Game, record: &crate::rules::GameRecord) -> Option<Attachment> {
        if !self.kernel.config.images || record.moves().len() > MAX_ANIMATED_PLIES {
            return None;
        }
        let mut opts = RenderOptions {
            square_px: self.kernel.config.board_square_px.min(48),
            theme: self.kernel.config.board_theme,
            header: Some(String::new()),
            ..RenderOptions::default()
        };
        opts.header = Some(crate::game::replies::views::players_header(
            &opts,
            game,
            |white, black| {
                msg!(
                    "game-animation-header",
                    id = game.id.to_string(),
                    white = white,
                    black = black,
                )
            },
        ));
        match crate::render::render_gif(record.start(), record.moves(), &opts, FRAME_MS) {
            Ok(bytes) => Some(Attachment::picture(
                format!("castalia-game-{}.gif", game.id),
                bytes,
                msg!(
                    "game-animation-alt",
                    moves = record.movetext(),
                    board = board_words(game, record),
                ),
            )),
            Err(e) => {
                tracing::error!(game = game.id.0, "cannot animate the game: {e}");
                None
            }
        }
    }
}

/// The side a board everyone sees is drawn from: the person to move, or the person
/// playing the bot.
pub(in crate::game) fn shared_orientation(game: &Game) -> Color {
    let side = game.next_side();
    if game.seat(side).user().is_some() || game.seat(side.opposite()).user().is_none() {
        side
    } else {
        side.opposite()
    }
}
