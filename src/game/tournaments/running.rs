//! A tournament's life after it is created: the reminder before the start, the start
//! (entrants numbered by rating; too few players call it off), pairing (Swiss rounds by the
//! FIDE Dutch system, round robin by Berger tables, arena waves by weighted matching), a game
//! created for each pairing, results recorded as games end (in the same commit as the game),
//! and the end with the podium.
//!
//! Durability: every step is one commit of the tournament record (versioned like a game). A
//! round's pairings are stored first, then each game is created in a commit that also writes
//! its id into the pairing, so a crash between two leaves boards without a game, which the
//! next look (the timer, at once after a restart) creates; nobody is paired twice.
//!
//! Pairing a round (the FIDE Dutch core takes seconds for hundreds of players) runs on tokio's
//! blocking pool, never on an async worker, and under no lock a request waits for: it pairs a
//! copy of the tournament, and the round is stored only if the tournament still waits for that
//! very round with the same field (else it is paired again), in a commit checked against the
//! version read, so two processes never store two pairings of one round. In one process one
//! job at a time moves a tournament on (`advancing_lock`); the timer does not wait for
//! it (`sweep` hands it to a task of its own), so clocks and other tournaments go on.
//! A Swiss that no valid pairing exists for ends by itself with its standings; an organiser
//! may end any tournament (`/tournament end`).

use super::views;
use crate::game::error::GameError;
use crate::game::model::NoticeHome;
use crate::game::model::{
    ChannelId, Game, Seat, Tournament, TournamentId, TournamentState, UserId,
};
use crate::game::play::schedule::new_game;
use crate::game::replies::reply::{Reply, ReplyKind};
use crate::game::replies::text::{Arg, Text};
use crate::game::store::{Batch, TournamentWrites};
use crate::game::tournaments::TournamentService;
use crate::msg;
use crate::rules::Color;
use crate::sync::Recover;
use crate::tournament::{arena, berger, Board, BoardResult, ByeKind, Event, Kind, Round};
use std::sync::{Arc, Mutex};

/// Players are reminded this long before the start; a tournament that starts sooner after it
/// was made (`start:now` opens for 5 minutes) reminds them `REMIND_LATE_MS` before instead.
const REMIND_BEFORE_MS: i64 = 5 * 60_000;
const REMIND_LATE_MS: i64 = 60_000;

/// When the joined players are reminded of the start of a tournament made at `created_ms`:
/// 5 minutes before it starts, or 1 minute before when it was made less than 6 minutes ahead;
/// `None` when it starts less than 2 minutes after it was made (the start notice pings them).
pub fn remind_at(created_ms: i64, starts_ms: i64) -> Option<i64> {
    [REMIND_BEFORE_MS, REMIND_LATE_MS]
        .into_iter()
        .map(|before| starts_ms - before)
        .find(|&at| at >= created_ms + 60_000)
}
/// How long a tournament with too few players at its start time waits for more.
const WAIT_FOR_PLAYERS_MS: i64 = 60 * 60_000;
/// How often a commit that lost a race with another process is tried again.
const TRIES: usize = 5;
/// How often a round is paired again because its field changed while it was being paired
/// (a player joined or withdrew); after that, late joiners sit the round out.
const REPAIRS: usize = 3;

/// How a tournament came to its end.
#[derive(Clone, Debug)]
pub(in crate::game) enum Ending {
    /// Its rounds (or its time) are over.
    Completed,
    /// No valid pairing exists for this round (a Swiss where every remaining pairing would
    /// repeat a game): it ends with the standings as they are.
    Unpairable { round: u32 },
    /// Its creator or an organiser ended it (`/tournament end`).
    ByOrganiser { name: String },
}

/// A round paired, or why not.
enum Paired {
    Round(Round),
    /// No valid pairing exists (the pairing core's verdict).
    Impossible,
}

impl TournamentService {
    /// The lock of one tournament's changes in this process.
    pub(in crate::game) fn tournament_lock(&self, id: TournamentId) -> Arc<Mutex<()>> {
        self.locks.changes(id)
    }

    /// Changes a tournament under its lock: `edit` changes a copy, which is stored with its
    /// version moved on and its due time kept; a race lost to another process is tried again.
    pub(in crate::game) fn change_tournament(
        &self,
        id: TournamentId,
        mut edit: impl FnMut(&mut Tournament) -> Result<(), GameError>,
    ) -> Result<Tournament, GameError> {
        let lock = self.tournament_lock(id);
        let _held = lock.lock().recover();
        for _ in 0..TRIES {
            let read = self.stored_tournament(id)?;
            let mut next = read.clone();
            edit(&mut next)?;
            let next = self.stamp(&read, next);
            match self.kernel.commit(Batch {
                tournaments: TournamentWrites {
                    put: vec![(next.clone(), Some(read.version))],
                },
                ..Batch::default()
            }) {
                Ok(()) => return Ok(next),
                Err(GameError::Conflict) => continue,
                Err(e) => return Err(e),
            }
        }
        Err(GameError::Conflict)
    }

    /// Tournament `id` as stored; refused in words where there is none.
    pub(in crate::game) fn stored_tournament(
        &self,
        id: TournamentId,
    ) -> Result<Tournament, GameError> {
        self.tournament_repo
            .tournament(id)?
            .ok_or_else(|| GameError::Refused(msg!("tournament-no-such", id = id.to_string())))
    }

    /// `next` ready to store after `read`: version, time, due time.
    pub(in crate::game) fn stamp(&self, read: &Tournament, mut next: Tournament) -> Tournament {
        next.version = read.version + 1;
        next.updated_ms = self.kernel.now();
        next.due_ms = self.tournament_due_ms(&next);
        next
    }

    /// When the timer must next look at a tournament: the reminder, the start, an arena's
    /// end; at once when a pairing waits for its games or a round is complete.
    pub(in crate::game) fn tournament_due_ms(&self, t: &Tournament) -> Option<i64> {
        match t.state {
            TournamentState::Open => {
                let remind = remind_at(t.created_ms, t.starts_ms).filter(|_| !t.reminded);
                Some(remind.unwrap_or(t.starts_ms))
            }
            TournamentState::Running => {
                let waiting = t
                    .event
                    .boards()
                    .any(|b| b.game.is_none() && b.result.is_none());
                let round_done =
                    !t.event.kind.is_arena() && t.event.rounds.last().is_none_or(Round::finished);
                let arena_free = t.event.kind.is_arena()
                    && t.ends_ms.is_some_and(|end| self.kernel.now() < end)
                    && arena::free_players(&t.event).len() >= 2;
                let arena_over = t.event.kind.is_arena()
                    && t.ends_ms.is_some_and(|end| self.kernel.now() >= end);
                if waiting || round_done || arena_free {
                    Some(self.kernel.now())
                } else if arena_over {
                    // Over: it ends once the last game does (each game's end looks again).
                    t.event.busy().is_empty().then(|| self.kernel.now())
                } else {
                    t.ends_ms
                }
            }
            TournamentState::Finished | TournamentState::Cancelled => None,
        }
    }

    /// Wakes the timer for a tournament (a player joined an arena, say).
    pub(in crate::game) fn wake_tournament(&self, id: TournamentId) {
        let _ = id;
        self.kernel.timer.wake();
    }

    /// The lock of the one job that moves tournament `id` on in this process.
    fn advancing_lock(&self, id: TournamentId) -> Arc<tokio::sync::Mutex<()>> {
        self.locks.advancing(id)
    }

    /// See `GameService::tournament_busy`.
    pub(in crate::game) fn tournament_busy(&self, id: TournamentId) -> bool {
        self.advancing_lock(id).try_lock().is_err()
    }

    /// The timer's look at a tournament: remind, start, pair, create games, finish.
    pub(in crate::game) async fn settle_tournament(&self, id: TournamentId, now: i64) {
        let t = match self.tournament_repo.tournament(id) {
            Ok(Some(t)) => t,
            Ok(None) => return,
            Err(e) => {
                tracing::warn!(tournament = id.0, "cannot read a tournament: {e}");
                return;
            }
        };
        let result = match t.state {
            // Too few players at the start time: it waits for more (the timer looks again
            // shortly; the creator may start it as soon as there are enough), and is called
            // off after an hour.
            TournamentState::Open
                if now >= t.starts_ms
                    && t.event.entrants.len() < needed_players(t.event.kind)
                    && now < t.starts_ms + WAIT_FOR_PLAYERS_MS =>
            {
                Ok(())
            }
            TournamentState::Open if now >= t.starts_ms => {
                self.start_tournament(id, false).await.map(|_| ())
            }
            TournamentState::Open
                if !t.reminded
                    && remind_at(t.created_ms, t.starts_ms).is_some_and(|at| now >= at) =>
            {
                self.remind(&t)
            }
            TournamentState::Running => self.advance(id, false).await.map(|_| ()),
            _ => Ok(()),
        };
        if let Err(e) = result {
            tracing::warn!(tournament = id.0, "tournament step failed: {e}");
        }
    }

    fn remind(&self, t: &Tournament) -> Result<(), GameError> {
        let players = entrant_users(t);
        let changed = self.change_tournament(t.id, |t| {
            t.reminded = true;
            Ok(())
        })?;
        let minutes = ((changed.starts_ms - self.kernel.now() + 30_000) / 60_000).max(1);
        let mut reply = Reply::new(
            ReplyKind::TournamentReminder,
            msg!(
                "tournament-reminder",
                id = changed.id.to_string(),
                name = changed.name.as_str(),
                minutes = minutes,
                players = players.len()
            ),
        );
        reply.mentions = players;
        reply.tournament = Some(views::view(&changed));
        reply.lang = changed.lang;
        self.notices
            .notify(NoticeHome::public(home(&changed)), reply);
        Ok(())
    }

    /// Starts a tournament (at its time, or early by its creator): numbers the entrants by
    /// rating and pairs the first round; with too few players it is called off.
    pub(in crate::game) async fn start_tournament(
        &self,
        id: TournamentId,
        asked: bool,
    ) -> Result<Tournament, GameError> {
        let now = self.kernel.now();
        let t = self.change_tournament(id, |t| {
            if t.state != TournamentState::Open {
                return Err(GameError::Refused(Text::msg(
                    "tournament-already-started-short",
                )));
            }
            let players = t.event.entrants.len();
            let needed = needed_players(t.event.kind);
            if players < needed {
                if asked {
                    return Err(GameError::Refused(msg!(
                        "tournament-too-few",
                        kind = Arg::key(kind_key(t.event.kind)),
                        needed = needed,
                        players = players
                    )));
                }
                t.state = TournamentState::Cancelled;
                t.finished_ms = Some(now);
                return Ok(());
            }
            t.event.seed_by_rating();
            t.state = TournamentState::Running;
            t.started_ms = Some(now);
            if let Kind::Arena { minutes, .. } = t.event.kind {
                t.ends_ms = Some(now + i64::from(minutes) * 60_000);
            }
            Ok(())
        })?;
        if t.state == TournamentState::Cancelled {
            let mut reply = Reply::new(
                ReplyKind::TournamentOver,
                msg!(
                    "tournament-called-off",
                    id = t.id.to_string(),
                    name = t.name.as_str()
                ),
            );
            reply.mentions = entrant_users(&t);
            reply.lang = t.lang;
            self.notices.notify(NoticeHome::public(t.channel), reply);
            return Ok(t);
        }
        let started = self.advance(id, true).await?;
        // The announcement goes through the outbox however the tournament started (a reply
        // lost on the way loses nothing).
        let mut reply = views::pairings_reply(&started, None, ReplyKind::TournamentStarted);
        reply.ephemeral = false;
        reply.mentions = entrant_users(&started);
        reply.lang = started.lang;
        self.notices
            .notify(NoticeHome::public(home(&started)), reply);
        Ok(started)
    }

    /// Moves a running tournament on as far as it can go now: creates the games of stored
    /// pairings, pairs the next round (or arena wave) when it is time, and ends it when it is
    /// over. Returns it as stored. One such job per tournament runs at a time in this process:
    /// with `wait` (a command) this waits for one under way, without (the timer) it leaves
    /// the tournament to it.
    pub(in crate::game) async fn advance(
        &self,
        id: TournamentId,
        wait: bool,
    ) -> Result<Tournament, GameError> {
        let job = self.advancing_lock(id);
        let _job = if wait {
            job.lock().await
        } else {
            match job.try_lock() {
                Ok(held) => held,
                Err(_) => return self.stored_tournament(id),
            }
        };
        let mut repairs = 0;
        loop {
            let t = self
                .tournament_repo
                .tournament(id)?
                .ok_or_else(|| GameError::Refused(Text::msg("tournament-gone")))?;
            if t.state != TournamentState::Running {
                return Ok(t);
            }
            // Games not yet created for stored pairings.
            if let Some((round, board)) = first_without_game(&t) {
                self.create_tournament_game(&t, round, board)?;
                continue;
            }
            let now = self.kernel.now();
            match t.event.kind {
                Kind::Arena { .. } => {
                    let over = t.ends_ms.is_some_and(|end| now >= end);
                    if over {
                        if t.event.busy().is_empty() {
                            return self.finish_tournament(id, Ending::Completed);
                        }
                        return self.keep_due(id);
                    }
                    // Paired under the tournament's lock, from the tournament as stored (a
                    // wave of free players is quick to pair).
                    let mut paired = false;
                    self.change_tournament(id, |t| {
                        let pairs = arena::pair_wave(&arena::free_players(&t.event));
                        paired = !pairs.is_empty();
                        if paired {
                            let number = t.event.rounds.len() as u32 + 1;
                            t.event.rounds.push(Round {
                                number,
                                boards: pairs.iter().map(|&(w, b)| Board::new(w, b)).collect(),
                                byes: Vec::new(),
                            });
                        }
                        Ok(())
                    })?;
                    if !paired {
                        return self.keep_due(id);
                    }
                }
                Kind::Swiss { .. } | Kind::RoundRobin { .. } if rounds_left(&t) => {
                    if !t.event.rounds.last().is_none_or(Round::finished) {
                        return self.keep_due(id);
                    }
                    let round = t.event.rounds.len() as u32 + 1;
                    // Paired on a copy, on the blocking pool, under no lock.
                    let copy = t.clone();
                    let paired = tokio::task::spawn_blocking(move || pair_round(&copy, round))
                        .await
                        .map_err(|e| {
                            tracing::error!(tournament = id.0, round, "pairing failed: {e}");
                            GameError::Busy
                        })??;
                    let next = match paired {
                        Paired::Round(next) => next,
                        Paired::Impossible => {
                            return self.finish_tournament(id, Ending::Unpairable { round })
                        }
                    };
                    // Stored only if the tournament still waits for this round, with the
                    // field it was paired for (late joiners sit it out after a few tries).
                    let lenient = repairs >= REPAIRS;
                    let stored = self.change_tournament(id, |now| {
                        if now.state != TournamentState::Running
                            || now.event.rounds.len() as u32 + 1 != round
                        {
                            return Err(GameError::Conflict);
                        }
                        if !same_field(&t.event, &now.event, lenient) {
                            return Err(GameError::Conflict);
                        }
                        let mut next = next.clone();
                        sit_out_newcomers(&now.event, &mut next);
                        now.event.rounds.push(next);
                        Ok(())
                    });
                    match stored {
                        // The first round is shown with the start.
                        Ok(t) if round > 1 => self.announce_round(&t),
                        Ok(_) => {}
                        // Paired meanwhile (by another process), ended, or the field
                        // changed: look again.
                        Err(GameError::Conflict) if repairs <= REPAIRS => repairs += 1,
                        Err(e) => return Err(e),
                    }
                }
                _ => {
                    if t.event.rounds.last().is_none_or(Round::finished) {
                        return self.finish_tournament(id, Ending::Completed);
                    }
                    return self.keep_due(id);
                }
            }
        }
    }

    /// Tells a tournament's players that a new round is paired (its games follow).
    fn announce_round(&self, t: &Tournament) {
        let mut reply = views::pairings_reply(t, None, ReplyKind::TournamentPairings);
        reply.ephemeral = false;
        reply.mentions = t
            .event
            .rounds
            .last()
            .into_iter()
            .flat_map(|r| r.boards.iter().flat_map(|b| [b.white, b.black]))
            .filter_map(|no| t.event.entrant(no))
            .map(|e| UserId(e.user))
            .collect();
        reply.lang = t.lang;
        self.notices.notify(NoticeHome::public(home(t)), reply);
    }

    /// Stores the tournament again only if its due time is stale (so the timer does not look
    /// at it again and again).
    fn keep_due(&self, id: TournamentId) -> Result<Tournament, GameError> {
        let t = self
            .tournament_repo
            .tournament(id)?
            .ok_or_else(|| GameError::Refused(Text::msg("tournament-gone")))?;
        if self.tournament_due_ms(&t) == t.due_ms {
            return Ok(t);
        }
        self.change_tournament(id, |_| Ok(()))
    }
}

/// Whether a round paired for the field of `before` may be stored in `now`: the same players
/// by number, none withdrawn or back since; `lenient`, players who joined since may be added
/// (they sit the round out).
fn same_field(before: &Event, now: &Event, lenient: bool) -> bool {
    let grown = now.entrants.len() > before.entrants.len();
    (now.entrants.len() == before.entrants.len() || (lenient && grown))
        && before
            .entrants
            .iter()
            .zip(&now.entrants)
            .all(|(a, b)| a.no == b.no && a.withdrawn == b.withdrawn)
}

/// Players of `event` the round `next` does not mention (they joined while it was being
/// paired) sit it out with nothing.
fn sit_out_newcomers(event: &Event, next: &mut Round) {
    for e in &event.entrants {
        let placed =
            next.boards.iter().any(|b| b.has(e.no)) || next.byes.iter().any(|(p, _)| *p == e.no);
        if !placed {
            next.byes.push((e.no, ByeKind::Zero));
        }
    }
}

/// The next round of a Swiss or a round robin: its games and byes (forfeits against
/// withdrawn players are decided at once); `Impossible` when no valid pairing exists.
fn pair_round(t: &Tournament, round: u32) -> Result<Paired, GameError> {
    let withdrawn = |no: u32| t.event.entrant(no).is_none_or(|e| e.withdrawn);
    let mut out = Round {
        number: round,
        boards: Vec::new(),
        byes: Vec::new(),
    };
    match t.event.kind {
        Kind::RoundRobin { double } => {
            let (games, bye) = berger::round(t.event.entrants.len() as u32, round, double);
            for (w, b) in games {
                let mut board = Board::new(w, b);
                board.result = match (withdrawn(w), withdrawn(b)) {
                    (false, false) => None,
                    (true, false) => Some(BoardResult::BlackForfeit),
                    (false, true) => Some(BoardResult::WhiteForfeit),
                    (true, true) => Some(BoardResult::DoubleForfeit),
                };
                out.boards.push(board);
            }
            if let Some(p) = bye {
                out.byes.push((p, ByeKind::Zero));
            }
        }
        Kind::Swiss { rounds } => {
            let pairing = match super::swiss::pair(&t.event, round, rounds) {
                Ok(pairing) => pairing,
                Err(super::swiss::Unpaired::Impossible) => return Ok(Paired::Impossible),
                Err(super::swiss::Unpaired::Failed(e)) => return Err(e),
            };
            for (w, b) in pairing.pairs {
                out.boards.push(Board::new(w, b));
            }
            if let Some(p) = pairing.bye {
                out.byes.push((p, ByeKind::Pairing));
            }
            // Withdrawn players and late joiners sit out with nothing.
            for e in &t.event.entrants {
                let paired = out.boards.iter().any(|b| b.has(e.no))
                    || out.byes.iter().any(|(p, _)| *p == e.no);
                if !paired {
                    out.byes.push((e.no, ByeKind::Zero));
                }
            }
        }
        Kind::Arena { .. } => {}
    }
    Ok(Paired::Round(out))
}

impl TournamentService {
    /// Creates the game of a pairing, in one commit with the pairing's game id, and announces
    /// it in the tournament's channel.
    fn create_tournament_game(
        &self,
        t: &Tournament,
        round: usize,
        board: usize,
    ) -> Result<(), GameError> {
        let lock = self.tournament_lock(t.id);
        let _held = lock.lock().recover();
        // Read again under the lock: a result may have come in since.
        let Some(t) = self.tournament_repo.tournament(t.id)? else {
            return Ok(());
        };
        let Some(pairing) = t.event.rounds.get(round).and_then(|r| r.boards.get(board)) else {
            return Ok(());
        };
        if pairing.game.is_some() || pairing.result.is_some() {
            return Ok(());
        }
        // A removed player (`/forget`) has no id left: their seat shows so.
        let seat = |no: u32| match t.event.entrant(no) {
            Some(e) if e.user != 0 => Seat::Human {
                id: UserId(e.user),
                name: e.name.clone(),
            },
            _ => Seat::Removed,
        };
        let (white, black) = (seat(pairing.white), seat(pairing.black));
        let read = t.clone();
        let (game, reply): (Game, Reply) = self.kernel.create(|id| {
            let mut game = new_game(
                &self.kernel,
                id,
                &read.site,
                (read.guild, read.channel),
                white.clone(),
                black.clone(),
                &read.options,
            );
            game.tournament = Some(read.id);
            game.lang = read.lang;
            let mut next = read.clone();
            if let Some(b) = next
                .event
                .rounds
                .get_mut(round)
                .and_then(|r| r.boards.get_mut(board))
            {
                b.game = Some(id);
            }
            let next = self.stamp(&read, next);
            let mut batch = Batch::default();
            batch.games.put.push((game.clone(), None));
            batch.tournaments.put.push((next, Some(read.version)));
            let mut reply = self.views.game_reply(&game, Color::White)?;
            reply.kind = ReplyKind::GameStarted;
            reply.text = views::game_start_text(&read, round, &game);
            reply.mentions = [&game.white, &game.black]
                .iter()
                .filter_map(|s| s.user())
                .collect();
            reply.lang = read.lang;
            self.notices
                .stage_notice(&mut batch, NoticeHome::public(read.channel), &reply);
            Ok((batch, (game, reply)))
        })?;
        self.outbox.announce_in(t.channel, reply);
        tracing::info!(
            tournament = t.id.0,
            game = game.id.0,
            "tournament game created"
        );
        Ok(())
    }

    /// Records the result of a tournament game that just ended, in the batch that stores the
    /// game: the pairing's result, the tournament due at once (for the next pairing), and the
    /// standings notice for the tournament's home (front ends edit their standings message).
    /// Returns that notice, to announce once the batch is committed. The caller holds the
    /// tournament's lock until then.
    pub(in crate::game) fn stage_tournament_result(
        &self,
        batch: &mut Batch,
        game: &Game,
    ) -> Result<Option<(ChannelId, Reply)>, GameError> {
        let Some(id) = game.tournament else {
            return Ok(None);
        };
        let Some(read) = self.tournament_repo.tournament(id)? else {
            return Ok(None);
        };
        // A tournament that ended (by an organiser, or unpairable) keeps its final standings.
        if read.state != TournamentState::Running {
            return Ok(None);
        }
        let mut next = read.clone();
        let Some(board) = next.event.board_of_game_mut(game.id.0) else {
            return Ok(None);
        };
        let result = result_of(game);
        board.result = Some(result);
        board.plies = game.moves.len() as u32;
        let next = self.stamp(&read, next);
        let mut standings = views::standings_reply(&next, ReplyKind::TournamentStandings);
        standings.text = Text::lines([views::result_line(game, result), standings.text]);
        let channel = home(&next);
        standings.lang = next.lang;
        self.notices
            .stage_notice(batch, NoticeHome::public(channel), &standings);
        batch.tournaments.put.push((next, Some(read.version)));
        Ok(Some((channel, standings)))
    }

    /// Ends a running tournament with its standings (the podium, told to every player), or
    /// calls off one not yet started; the reason says why it ended.
    pub(in crate::game) fn finish_tournament(
        &self,
        id: TournamentId,
        ending: Ending,
    ) -> Result<Tournament, GameError> {
        let now = self.kernel.now();
        let t = self.change_tournament(id, |t| {
            if !matches!(t.state, TournamentState::Open | TournamentState::Running) {
                return Err(GameError::Refused(msg!(
                    "tournament-over",
                    id = t.id.to_string()
                )));
            }
            t.state = if t.state == TournamentState::Open {
                TournamentState::Cancelled
            } else {
                TournamentState::Finished
            };
            t.finished_ms = Some(now);
            Ok(())
        })?;
        if let Ending::Unpairable { round } = ending {
            tracing::warn!(
                tournament = id.0,
                round,
                "no valid pairing exists; the tournament ends"
            );
        }
        let why = match &ending {
            Ending::Completed => None,
            Ending::Unpairable { round } => {
                Some(msg!("tournament-ended-unpairable", round = *round))
            }
            Ending::ByOrganiser { name } => Some(msg!(
                "tournament-ended-by",
                id = t.id.to_string(),
                name = t.name.as_str(),
                player = name.as_str()
            )),
        };
        let mut reply = super::pictures::notice_reply(&self.kernel, &t, ReplyKind::TournamentOver);
        reply.ephemeral = false;
        reply.text = match (why, t.state) {
            (Some(why), TournamentState::Cancelled) => why,
            (Some(why), _) => why.line().then(views::podium_text(&t)),
            (None, _) => views::podium_text(&t),
        };
        reply.mentions = entrant_users(&t);
        reply.lang = t.lang;
        self.notices.notify(NoticeHome::public(t.channel), reply);
        Ok(t)
    }
}

/// The users of a tournament's entrants, to mention (a removed player's entry has none).
fn entrant_users(t: &Tournament) -> Vec<UserId> {
    t.event
        .entrants
        .iter()
        .map(|e| UserId(e.user))
        .filter(|u| u.0 != 0)
        .collect()
}

/// How a finished game counts in its tournament.
fn result_of(game: &Game) -> BoardResult {
    if let Some(reason) = &game.aborted {
        // Whoever did not move (or ended the game before both had moved) loses by forfeit.
        return match reason.color() {
            Color::White => BoardResult::BlackForfeit,
            Color::Black => BoardResult::WhiteForfeit,
        };
    }
    match game.outcome.and_then(|o| o.winner()) {
        Some(Color::White) => BoardResult::WhiteWins,
        Some(Color::Black) => BoardResult::BlackWins,
        None => BoardResult::Draw,
    }
}

/// The key of a tournament's kind for the catalogue's selectors.
fn kind_key(kind: Kind) -> &'static str {
    match kind {
        Kind::Arena { .. } => "arena",
        Kind::Swiss { .. } => "swiss",
        Kind::RoundRobin { double: false } => "round-robin",
        Kind::RoundRobin { double: true } => "double-round-robin",
    }
}

/// The fewest players a tournament of this kind starts with.
fn needed_players(kind: Kind) -> usize {
    match kind {
        Kind::RoundRobin { .. } => 3,
        _ => 2,
    }
}

/// Whether rounds remain to be paired.
fn rounds_left(t: &Tournament) -> bool {
    (t.event.rounds.len() as u32) < views::total_rounds(t)
}

/// The first pairing stored without its game (round index, board index).
fn first_without_game(t: &Tournament) -> Option<(usize, usize)> {
    t.event.rounds.iter().enumerate().find_map(|(r, round)| {
        round
            .boards
            .iter()
            .position(|b| b.game.is_none() && b.result.is_none())
            .map(|b| (r, b))
    })
}

/// The channel a tournament's notices go to.
pub fn home(t: &Tournament) -> ChannelId {
    t.front.thread.unwrap_or(t.channel)
}
