//! Rematch: after a game ends, either player may ask for another with the same options and
//! the colours swapped. Against a person it is a challenge the other accepts like any other;
//! against the bot the new game starts at once.

use crate::game::commands::command::{Context, UserRef};
use crate::game::commands::options::{NewGameArgs, SetupChoice};
use crate::game::error::GameError;
use crate::game::model::{ColorChoice, Game, GameId, Seat};
use crate::game::replies::reply::Reply;
use crate::game::service::GameService;
use crate::msg;
use crate::rules::Color;
use std::sync::Arc;

impl GameService {
    pub(in crate::game) async fn rematch(
        self: &Arc<Self>,
        ctx: &Context,
        id: Option<GameId>,
    ) -> Result<Reply, GameError> {
        let game = match id {
            // The game named, if it can be seen from here; never another one.
            Some(id) => self.load_game_here(ctx, id)?,
            None => self.last_finished_here(ctx)?,
        };
        let color = game
            .color_of(ctx.user)
            .ok_or(GameError::NotAPlayer(game.id))?;
        if !game.is_over() {
            return Err(GameError::Refused(msg!(
                "play-rematch-still-going",
                id = game.id.to_string()
            )));
        }
        let args = NewGameArgs {
            variant: Some(game.options.variant),
            setup: Some(SetupChoice::Fen(game.options.start_fen.clone())),
            color: Some(match color {
                Color::White => ColorChoice::Black,
                Color::Black => ColorChoice::White,
            }),
            time: Some(game.options.time),
            rated: Some(game.options.is_rated()),
        };
        let mut reply = match game.seat(color.opposite()) {
            Seat::Human { id, name } => self.challenge(
                ctx,
                Some(UserRef {
                    id: *id,
                    name: name.clone(),
                }),
                &args,
            )?,
            Seat::Bot { level } => self.play_bot(ctx, *level, &args)?,
            Seat::Removed => return Err(GameError::Refused(msg!("play-rematch-opponent-removed"))),
        };
        reply.text = reply
            .text
            .after(msg!("play-rematch-of", id = game.id.to_string()).plain(" "));
        Ok(reply)
    }

    /// The caller's most recent finished game in this channel.
    fn last_finished_here(&self, ctx: &Context) -> Result<Game, GameError> {
        self.store
            .games_of(ctx.user)?
            .into_iter()
            .find(|g| g.is_over() && g.channel == ctx.channel)
            .ok_or_else(|| GameError::Refused(msg!("play-rematch-no-game")))
    }
}
