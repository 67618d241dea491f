//! Clocks and running out of time: a side whose time (and, in correspondence, grace) is gone
//! loses, draws against bare material, or aborts the game before both sides have moved. The
//! timer task (`timers`) and every move check it.

use super::save::Change;
use crate::game::model::{AbortReason, Game};
use crate::game::play::schedule::grace_ms;
use crate::game::play::PlayService;
use crate::game::replies::reply::{Reply, ReplyKind};
use crate::rules::{Color, DrawReason, GameRecord, Outcome, WinReason};

impl PlayService {
    /// If the side to move in `game` has run out of time (and, in correspondence, its grace
    /// period too), ends the game and returns the change that says so.
    pub(in crate::game) fn fallen<'a>(
        &'a self,
        game: &mut Game,
        record: &GameRecord,
        now: i64,
    ) -> Option<Change<'a, Reply>> {
        let side = record.position().side_to_move();
        match game.end_ms(side, grace_ms(&self.kernel.config)) {
            Some(end) if end <= now => Some(self.time_out(game, record, side, now, Color::White)),
            _ => None,
        }
    }

    /// Ends `game` because `loser`'s time ran out (see `timed_out`): the change, answered with
    /// the board as `orientation` sees it.
    pub(in crate::game) fn time_out<'a>(
        &'a self,
        game: &mut Game,
        record: &GameRecord,
        loser: Color,
        now: i64,
        orientation: Color,
    ) -> Change<'a, Reply> {
        timed_out(game, record, loser, now);
        Change::store(move |game| self.reply_as(game, orientation, ReplyKind::GameEnded))
    }
}

/// Makes `game` the game after `loser`'s time ran out: a loss (a draw if the other side
/// cannot mate), or an abort when both sides have not yet moved (in a tournament game,
/// the tournament counts that as the loser's forfeit).
pub(in crate::game) fn timed_out(game: &mut Game, record: &GameRecord, loser: Color, now: i64) {
    let winner = loser.opposite();
    game.updated_ms = now;
    if game.moves.len() < 2 {
        game.aborted = Some(AbortReason::NoFirstMove(loser));
        return;
    }
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
}
