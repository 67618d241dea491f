//! The one way to change what is stored: build the new state, commit it in one atomic batch
//! checked against the version read, and only then hand it back to be shown. A failed commit
//! changes nothing anyone sees (the store undoes it; see `store`). Also: new records with
//! small consecutive ids, and what a finished game does to ratings and stats.
//!
//! Every change to a game goes through `change`: the game is locked (`lock_game`, or
//! `lock_my_game` for a player's command) and read, a copy is changed, the copy is stored
//! with its notices and ratings in one batch, and only then is the answer built from the
//! game as stored. Memory is never ahead of the disk: nothing but the stored copy is shown.

use crate::game::commands::command::Context;
use crate::game::error::GameError;
use crate::game::kernel::Kernel;
use crate::game::kernel::CONFLICT_TRIES;
use crate::game::model::{Game, GameChange, GameId, Player, Seat, UserId};
use crate::game::play::schedule::due_of;
use crate::game::play::PlayService;
use crate::game::players::authz::{check_game, Action};
use crate::game::replies::reply::{Reply, ReplyKind};
use crate::game::store::Batch;
use crate::rules::{Color, Outcome};
use crate::sync::Recover;
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// A new record races the new records of other processes on the same database for its id
/// this many times before giving up (each round of a race has one winner; within a process
/// new records queue, so this bounds the number of processes creating at the same moment).
const ID_CLAIM_TRIES: u64 = 128;

/// A game locked against concurrent changes and freshly read: the one thing `change` takes.
pub(in crate::game) struct Locked {
    _guard: tokio::sync::OwnedMutexGuard<()>,
    pub game: Game,
}

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

impl Locked {
    /// Unlocks the game, keeping it as read.
    pub fn release(self) -> Game {
        self.game
    }
}

impl Kernel {
    /// Game `id`, locked against concurrent changes and freshly read.
    pub(in crate::game) async fn lock_game(&self, id: GameId) -> Result<Locked, GameError> {
        let guard = self.games.of(id).lock_owned().await;
        let game = self.load_game(id)?;
        Ok(Locked {
            _guard: guard,
            game,
        })
    }

    /// The caller's game (see `my_game`), locked and freshly read, after checking that the
    /// caller may do `action` on it; with the caller's colour.
    pub(in crate::game) async fn lock_my_game(
        &self,
        ctx: &Context,
        id: Option<GameId>,
        action: Action,
    ) -> Result<(Locked, Color), GameError> {
        let game = self.my_game(ctx, id)?;
        let locked = self.lock_game(game.id).await?;
        check_game(action, &locked.game, ctx.user)?;
        let color = locked
            .game
            .color_of(ctx.user)
            .ok_or(GameError::NotAPlayer(locked.game.id))?;
        Ok((locked, color))
    }

    /// Commits a batch, waking the timer task when it made something due before the timer
    /// means to wake.
    pub(in crate::game) fn commit(&self, batch: Batch) -> Result<(), GameError> {
        let earliest = batch
            .games
            .put
            .iter()
            .filter_map(|(g, _)| g.due_ms)
            .chain(batch.challenges.put.iter().map(|(c, _)| c.expires_ms))
            .chain(batch.tournaments.put.iter().filter_map(|(t, _)| t.due_ms))
            .min();
        let changed: Vec<GameChange> = batch
            .games
            .put
            .iter()
            .map(|(g, _)| GameChange {
                game: g.id,
                version: g.version,
            })
            .collect();
        let challenges_changed = !batch.challenges.put.is_empty()
            || !batch.challenges.taken.is_empty()
            || !batch.challenges.delete.is_empty();
        self.store_commit(batch)?;
        self.feed.publish(changed, challenges_changed);
        self.timer.wake_before(earliest);
        Ok(())
    }

    /// Stores a new record under the next id: `build` makes the batch for an id, which is
    /// claimed in the same transaction (and built again with the next id if another process
    /// took it meanwhile). The new records of this process take turns, so that a crowd of
    /// them (a busy server) is queued rather than refused with "the game changed".
    pub(in crate::game) fn create<T>(
        &self,
        build: impl Fn(u64) -> Result<(Batch, T), GameError>,
    ) -> Result<T, GameError> {
        // Waiting for the turn leaves the async worker free, like any store call.
        let _turn = crate::game::store::off_runtime::off_runtime(|| self.games.creating_turn());
        for attempt in 0..ID_CLAIM_TRIES {
            if attempt >= 4 {
                // Crowded: let the winners of the last rounds finish (up to 2 ms).
                let pause = std::time::Duration::from_micros(attempt.min(20) * 100);
                crate::game::store::off_runtime::off_runtime(|| std::thread::sleep(pause));
            }
            let id = self.last_id()? + 1;
            let (mut batch, made) = build(id)?;
            batch.claim_id = Some(id);
            match self.commit(batch) {
                Ok(()) => return Ok(made),
                // Another process took the id: the next one.
                Err(GameError::Conflict) if self.last_id()? >= id => continue,
                // Something else the batch read changed (a challenge answered meanwhile):
                // the caller reads again.
                Err(e) => return Err(e),
            }
        }
        Err(GameError::Conflict)
    }

    /// A player's record, or a new one (rating 1500) for someone never seen. A record that
    /// cannot be read is an error, never replaced by a default.
    pub(in crate::game) fn player(&self, id: UserId, name: &str) -> Result<Player, GameError> {
        let mut p = self.player_repo().player(id)?.unwrap_or_default();
        p.id = Some(id);
        if !name.is_empty() {
            p.name = name.to_string();
        }
        Ok(p)
    }

    /// Stores a player's record, changed from the one read (against its version).
    pub(in crate::game) fn save_player(
        &self,
        ctx: &Context,
        player: Player,
    ) -> Result<(), GameError> {
        let mut batch = Batch::default();
        batch.players.write(ctx.user, player);
        self.commit(batch)
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
                        && self.kernel.game_repo().game(read.id)?.map(|g| g.version)
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
