//! Rematch: after a game ends, either player may ask for another with the same options and
//! the colours swapped. Against a person it is a challenge the other accepts like any other;
//! against the bot the new game starts at once. When both players ask (the rematches cross),
//! the second accepts the first's challenge, as lichess does: one game, no challenge left
//! over; a player asking twice gets their open rematch challenge again, not a second one.

use crate::game::commands::command::{Context, UserRef};
use crate::game::commands::options::{resolve, NewGameArgs, SetupChoice};
use crate::game::error::GameError;
use crate::game::kernel::challenge_here;
use crate::game::model::{Challenge, ColorChoice, Game, GameId, GameOptions, Seat};
use crate::game::play::PlayService;
use crate::game::replies::reply::Reply;
use crate::msg;
use crate::rules::Color;
use std::sync::Arc;

impl PlayService {
    pub(in crate::game) async fn rematch(
        self: &Arc<Self>,
        ctx: &Context,
        id: Option<GameId>,
    ) -> Result<Reply, GameError> {
        let game = match id {
            // The game named, if it can be seen from here; never another one.
            Some(id) => self.kernel.load_game_here(ctx, id)?,
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
        let args = rematch_args(&game, color);
        let mut reply = match game.seat(color.opposite()) {
            Seat::Human { id, name } => {
                let opponent = UserRef {
                    id: *id,
                    name: name.clone(),
                };
                let options = self.rematch_options(ctx, &args)?;
                // Asked twice: the open rematch challenge, once.
                let mine = self
                    .challenge_repo
                    .challenges_by(ctx.user)?
                    .into_iter()
                    .find(|c| {
                        self.open_here(ctx, &game, c)
                            && c.challenged == Some(*id)
                            && c.options == options
                    });
                // The opponent asked first: their challenge is this very rematch seen from
                // the other side; accepting it (with its record version, as `/accept` does)
                // starts the one game.
                match (self.offered_rematch(ctx, &game)?, mine) {
                    (Some(c), _) => self.accept(ctx, Some(c.id)).await?,
                    (None, Some(c)) => self.challenge_reply(ctx, &c, Some(&opponent)),
                    (None, None) => self.challenge(ctx, Some(opponent), &args)?,
                }
            }
            Seat::Bot { level } => self.play_bot(ctx, *level, &args)?,
            Seat::Removed => return Err(GameError::Refused(msg!("play-rematch-opponent-removed"))),
        };
        reply.text = reply
            .text
            .after(msg!("play-rematch-of", id = game.id.to_string()).plain(" "));
        Ok(reply)
    }

    /// The open challenge of `game`'s opponent to `ctx.user` that is the rematch `ctx.user`
    /// would ask for (the same options, the colours swapped as theirs asks), posted where
    /// `ctx` acts or in the game's home: what their Rematch accepts, and what the game's page
    /// offers them to accept. `None` for a game not over, or a spectator.
    pub(in crate::game) fn offered_rematch(
        &self,
        ctx: &Context,
        game: &Game,
    ) -> Result<Option<Challenge>, GameError> {
        let Some(color) = game.color_of(ctx.user) else {
            return Ok(None);
        };
        let Seat::Human { id: opponent, .. } = game.seat(color.opposite()) else {
            return Ok(None);
        };
        if !game.is_over() {
            return Ok(None);
        }
        let Ok(options) = self.rematch_options(ctx, &rematch_args(game, color)) else {
            return Ok(None);
        };
        let theirs = swapped(&options);
        Ok(self
            .challenge_repo
            .challenges_by(*opponent)?
            .into_iter()
            .find(|c| {
                self.open_here(ctx, game, c)
                    && c.challenged == Some(ctx.user)
                    && c.options == theirs
            }))
    }

    /// The options a rematch asks for, as a challenge resolves them.
    fn rematch_options(&self, ctx: &Context, args: &NewGameArgs) -> Result<GameOptions, GameError> {
        resolve(
            args,
            self.kernel.config.default_variant,
            self.default_time_at(&ctx.site),
            true,
        )
    }

    /// Whether challenge `c` is open and was posted where a rematch of `game` asked from
    /// `ctx` is posted: the place the command acts in, or the game's home (its channel or its
    /// thread).
    fn open_here(&self, ctx: &Context, game: &Game, c: &Challenge) -> bool {
        c.expires_ms > self.kernel.now()
            && challenge_here(ctx, c)
            && (c.channel == ctx.channel
                || c.channel == game.channel
                || Some(c.channel) == game.thread)
    }

    /// The caller's most recent finished game in this channel.
    fn last_finished_here(&self, ctx: &Context) -> Result<Game, GameError> {
        self.game_repo
            .games_of(ctx.user)?
            .into_iter()
            .find(|g| g.is_over() && g.channel == ctx.channel)
            .ok_or_else(|| GameError::Refused(msg!("play-rematch-no-game")))
    }
}

/// What `game`'s `color` player asks for in a rematch: the same game, the other colour.
fn rematch_args(game: &Game, color: Color) -> NewGameArgs {
    NewGameArgs {
        variant: Some(game.options.variant),
        setup: Some(SetupChoice::Fen(game.options.start_fen.clone())),
        color: Some(match color {
            Color::White => ColorChoice::Black,
            Color::Black => ColorChoice::White,
        }),
        time: Some(game.options.time),
        rated: Some(game.options.is_rated()),
    }
}

/// `options` as the other player asks for them: the same game, the other colour.
fn swapped(options: &GameOptions) -> GameOptions {
    GameOptions {
        color: opposite(options.color),
        ..options.clone()
    }
}

fn opposite(color: ColorChoice) -> ColorChoice {
    match color {
        ColorChoice::White => ColorChoice::Black,
        ColorChoice::Black => ColorChoice::White,
        ColorChoice::Random => ColorChoice::Random,
    }
}
