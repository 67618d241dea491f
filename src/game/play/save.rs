//! The one way to change what is stored: build the new state, commit it in one atomic batch
//! checked against the version read, and only then hand it back to be shown. A failed commit
//! changes nothing anyone sees (the store undoes it; see `store`). Also what a finished game
//! does to ratings and stats. The kernel (`kernel/`) holds what this builds on: the game
//! locks, `commit`, and new records with small consecutive ids (`create`).
//!
//! Every change to a game goes through `PlayService::change`: the game is locked
//! (`Kernel::lock_game`, or `lock_my_game` for a player's command) and read, a copy is changed, the copy is stored
//! with its notices and ratings in one batch, and only then is the answer built from the
//! game as stored. Memory is never ahead of the disk: nothing but the stored copy is shown.

use crate::game::error::GameError;
use crate::game::kernel::{Locked, CONFLICT_TRIES};
use crate::game::model::{Game, Player, Seat, UserId};
use crate::game::play::schedule::due_of;
use crate::game::play::PlayService;
use crate::game::replies::reply::{Reply, ReplyKind};
use crate::game::store::Batch;
use crate::rules::{Color, Outcome};
use crate::sync::Recover;
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// The answer built from the game as stored.
pub(in crate::game) type Then<'a, T> = Box<dyn FnOnce(&Game) -> Result<T, GameError> + 'a>;

/// What a change to a locked game comes to.
pub(in crate::game) enum Change<'a, T> {
    /// Nothing is stored (the changed copy is dropped); this is the answer.
    Keep(T),
    /// The changed copy is stored with `batch` (notices, other records) in one commit; the
    /// answer is built from the game as stored.
    Store {
        batch: Box<Batch>,
        then: Then<'a, T>,
    },
}

impl<'a, T> Change<'a, T> {
    /// Store the change (with nothing else) and answer with `then`.
    pub fn store(then: impl FnOnce(&Game) -> Result<T, GameError> + 'a) -> Self {
        Change::Store {
            batch: Box::default(),
            then: Box::new(then),
        }
    }

    /// Store the change with `batch` and answer with `then`.
    pub fn store_with(batch: Batch, then: impl FnOnce(&Game) -> Result<T, GameError> + 'a) -> Self {
        Change::Store {
            batch: Box::new(batch),
            then: Box::new(then),
        }
    }
}

impl PlayService {
    /// The one way a game changes: `edit` changes a copy of the locked game (and may read the
    /// game as it was from `locked.game` beforehand); when it asks for the change to be
    /// stored, the copy is saved (see `save`) and the answer built from the game as stored.
    /// The lock is held until then; on any error nothing is stored or shown.
    pub(in crate::game) fn change<'a, T>(
        &self,
        locked: Locked,
        edit: impl FnOnce(&mut Game) -> Result<Change<'a, T>, GameError>,
    ) -> Result<T, GameError> {
        let mut next = locked.game.clone();
        match edit(&mut next)? {
            Change::Keep(answer) => Ok(answer),
            Change::Store { batch, then } => {
                let stored = self.save(&locked.game, next, *batch)?;
                then(&stored)
            }
        }
    }

    /// The usual answer after a change: the board of the game as stored, seen from
    /// `orientation`'s side, as `kind`.
    pub(in crate::game) fn reply_as(
        &self,
        game: &Game,
        orientation: Color,
        kind: ReplyKind,
    ) -> Result<Reply, GameError> {
        let mut reply = self.views.game_reply(game, orientation)?;
        reply.kind = kind;
        Ok(reply)
    }

    /// Saves `next`, the changed copy of `read` (the game as read under its lock), with its
    /// version moved on, plus `extra` in the same batch. When the game has just ended, the
    /// players' results are settled too. Returns the game as stored. Only `change` calls it.
    ///
    /// The players' records are read afresh and written against the versions read: when one
    /// of them changed meanwhile (`/settings`, a puzzle, at the same moment) while the game
    /// did not, the results are settled again from a fresh read (see `CONFLICT_TRIES`).
    fn save(&self, read: &Game, next: Game, extra: Batch) -> Result<Game, GameError> {
        let mut stored = next;
        stored.version = read.version + 1;
        stored.due_ms = due_of(&self.kernel.config, &stored);
        let mut tries = 0;
        loop {
            match self.save_once(read, &stored, extra.clone()) {
                Err(GameError::Conflict)
                    if tries + 1 < CONFLICT_TRIES
                        && self.game_repo.game(read.id)?.map(|g| g.version)
                            == Some(read.version) =>
                {
                    tries += 1;
                }
                Err(e) => return Err(e),
                Ok(()) => return Ok(stored),
            }
        }
    }

    /// One try of `save`: `stored` (the game at its next version) with `extra` and what a
    /// game's end brings, in one commit.
    fn save_once(&self, read: &Game, stored: &Game, extra: Batch) -> Result<(), GameError> {
        let mut batch = extra;
        if let (Some(outcome), None) = (stored.outcome, read.outcome) {
            let mut results = self.results(read, stored, &outcome)?;
            results.retain(|(id, _)| !batch.players.put.iter().any(|(p, _, _)| p == id));
            // A rated game between two people puts both on its place's leaderboard: the
            // server's, or (guild 0) the local console's.
            if stored.options.is_rated() && results.len() == 2 {
                batch
                    .players
                    .members
                    .extend(results.iter().map(|(id, _)| (stored.guild, *id)));
            }
            for (id, player) in results {
                batch.players.write(id, player);
            }
            self.notices.stage_game_over(&mut batch, stored);
        }
        // A tournament game that just ended: its result goes into the tournament in the same
        // commit (under the tournament's lock, held until the commit is done).
        let just_ended = stored.is_over() && !read.is_over();
        let lock = stored
            .tournament
            .filter(|_| just_ended)
            .map(|id| self.tournaments.tournament_lock(id));
        let _held = lock.as_ref().map(|l| l.lock().recover());
        let standings = if just_ended {
            self.tournaments
                .stage_tournament_result(&mut batch, stored)?
        } else {
            None
        };
        batch.games.put.push((stored.clone(), Some(read.version)));
        self.kernel.commit(batch)?;
        if let Some((channel, reply)) = standings {
            self.outbox.announce_in(channel, reply);
        }
        Ok(())
    }

    /// The players' records after a game ends: W/D/L always, Glicko-2 for rated games between
    /// two people. The seats are those of the game as it was played (`read`); a player whose
    /// seat is no longer a person in `ended` (data deleted) gets no record.
    fn results(
        &self,
        read: &Game,
        ended: &Game,
        outcome: &Outcome,
    ) -> Result<Vec<(UserId, Player)>, GameError> {
        let variant = read.options.variant.name().to_string();
        let mut players = Vec::new();
        for color in [Color::White, Color::Black] {
            if let Seat::Human { id, name } = read.seat(color) {
                let mut p = self.kernel.player(*id, name)?;
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
        // Rated as it ended: a player's removal ends a game unrated (see `privacy`).
        if ended.options.is_rated() && players.len() == 2 {
            let rating = |p: &Player| {
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
                stats.rating = crate::game::model::Rating {
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
        Ok(players
            .into_iter()
            .filter(|(color, id, _)| ended.seat(*color).user() == Some(*id))
            .map(|(_, id, p)| (id, p))
            .collect())
    }
}
