//! Berserk in an arena (lichess's rule): before your first move in an arena game, give up
//! half of your remaining clock for one more point if you win (the win counts it once the
//! game lasted at least seven moves a side, see `tournament::standings`). The increment stays.

use crate::game::commands::command::Context;
use crate::game::error::GameError;
use crate::game::model::{Game, GameId};
use crate::game::play::save::Change;
use crate::game::play::PlayService;
use crate::game::replies::reply::{Reply, ReplyKind};
use crate::game::replies::text::Text;
use crate::game::store::{Batch, TournamentWrites};
use crate::rules::Color;
use crate::sync::Recover;
use crate::tournament::Kind;

impl PlayService {
    /// `/tournament berserk`: in the caller's arena game (the one given, else their only
    /// tournament game going on in this server).
    pub(in crate::game) async fn berserk(
        &self,
        ctx: &Context,
        id: Option<GameId>,
    ) -> Result<Reply, GameError> {
        let game = self.my_tournament_game(ctx, id)?;
        let locked = self.kernel.lock_game(game.id).await?;
        let refuse = |id: &str| Err(GameError::Refused(Text::msg(id)));
        let game = &locked.game;
        let (Some(color), Some(tid)) = (game.color_of(ctx.user), game.tournament) else {
            return refuse("arena-berserk-not-yours");
        };
        if game.is_over() {
            return refuse("arena-berserk-game-over");
        }
        if has_moved(game, color) {
            return refuse("arena-berserk-after-first-move");
        }
        let Some(clocks) = game.clocks else {
            return refuse("arena-berserk-no-clock");
        };
        let lock = self.tournaments.tournament_lock(tid);
        let _held = lock.lock().recover();
        let read = self.tournaments.stored_tournament(tid)?;
        if !matches!(read.event.kind, Kind::Arena { berserk: true, .. }) {
            return refuse("arena-berserk-not-allowed");
        }
        let mut next = read.clone();
        let Some(board) = next.event.board_of_game_mut(game.id.0) else {
            return refuse("arena-berserk-not-in-tournament");
        };
        let side = match color {
            Color::White => &mut board.berserk.0,
            Color::Black => &mut board.berserk.1,
        };
        if *side {
            return refuse("arena-berserk-already");
        }
        *side = true;
        let next = self.tournaments.stamp(&read, next);
        let batch = Batch {
            tournaments: TournamentWrites {
                put: vec![(next, Some(read.version))],
            },
            ..Batch::default()
        };
        let name = ctx.name.clone();
        let user = ctx.user;
        self.change(locked, |g| {
            let mut halved = clocks;
            halved.set(color, clocks.get(color) / 2);
            g.clocks = Some(halved);
            Ok(Change::store_with(batch, move |stored: &Game| {
                let mut reply = self.views.game_reply(stored, color)?;
                reply.kind = ReplyKind::Info;
                reply.text = crate::msg!(
                    "arena-berserk",
                    player = Text::new().player(Some(user), name)
                );
                Ok(reply)
            }))
        })
    }

    /// The caller's tournament game: the one given, else their only tournament game going on
    /// in this server.
    fn my_tournament_game(&self, ctx: &Context, id: Option<GameId>) -> Result<Game, GameError> {
        if let Some(id) = id {
            return self.kernel.my_game(ctx, Some(id));
        }
        let mut games: Vec<Game> = self
            .game_repo
            .active_games_of(ctx.user)?
            .into_iter()
            .filter(|g| g.tournament.is_some() && g.guild == ctx.guild && !g.is_over())
            .collect();
        match games.len() {
            0 => Err(GameError::Refused(Text::msg("tournament-no-game-here"))),
            1 => Ok(games.remove(0)),
            _ => Err(GameError::Refused(crate::msg!(
                "tournament-which-game",
                game = games[0].id.to_string()
            ))),
        }
    }
}

/// Whether `color` has made a move in `game`: after two plies both sides have; after one,
/// the side not to move.
fn has_moved(game: &Game, color: Color) -> bool {
    match game.moves.len() {
        0 => false,
        1 => game.next_side() != color,
        _ => true,
    }
}
