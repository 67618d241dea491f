//! Time: clock and correspondence deadlines, first-move aborts, reminders, challenge expiry,
//! tournaments' steps and the daily puzzle's post (`daily`), enforced by one timer task (the
//! `GameService`'s, since what falls due belongs to every concern) that reads only what is
//! due from the store's due-time index (`Game::due_ms`, `Challenge::expires_ms`) and sleeps
//! until the earliest next one.
//! At startup the time the bot was down is given back to every running game (from the
//! heartbeat the timer writes), what fell due is settled, and bot moves are resumed.

use super::save::Change;
use crate::game::error::GameError;
use crate::game::kernel::Kernel;
use crate::game::kernel::Locked;
use crate::game::kernel::Repos;
use crate::game::kernel::CONFLICT_TRIES;
use crate::game::model::{Game, GameId, TimeControl};
use crate::game::notices::live::Outbox;
use crate::game::notices::NoticeService;
use crate::game::play::bot::EngineDesk;
use crate::game::play::clocks::timed_out;
use crate::game::play::schedule::{due_of, grace_ms, reminder_ms, BOT_STALL_MS};
use crate::game::play::PlayService;
use crate::game::players::limits::RateLimits;
use crate::game::players::privacy::PrivacyService;
use crate::game::puzzles::PuzzleService;
use crate::game::replies::reply::{Reply, ReplyKind};
use crate::game::replies::text::Text;
use crate::game::replies::views::ViewService;
use crate::game::store::{Batch, DueItem};
use crate::game::store::{ChallengeRepo, DueRepo, GameRepo};
use crate::game::tournaments::TournamentService;
use crate::msg;
use crate::rules::Color;
use std::sync::Arc;
use std::time::Duration;

/// The timer writes a heartbeat this often; downtime is measured from the last one.
pub const HEARTBEAT_EVERY_MS: i64 = 30_000;

/// The timer never sleeps longer than this (so clock changes are seen and the heartbeat
/// is written).
const MAX_SLEEP: Duration = Duration::from_millis(HEARTBEAT_EVERY_MS as u64);

/// Old finished games are purged this often.
const PURGE_EVERY_MS: i64 = 6 * 3_600_000;

/// Due entries settled per sweep (the rest on the next round, at once).
const SWEEP_BATCH: usize = 512;

/// The timer: what falls due, for every concern (games, challenges, tournaments, the daily
/// puzzle, retention), settled by the service that owns it.
pub(in crate::game) struct TimerService {
    kernel: Arc<Kernel>,
    due_repo: Arc<dyn DueRepo>,
    challenge_repo: Arc<dyn ChallengeRepo>,
    game_repo: Arc<dyn GameRepo>,
    parts: TimerParts,
}

/// What the timer settles, each by the service that owns it.
pub(in crate::game) struct TimerParts {
    pub play: Arc<PlayService>,
    pub tournaments: Arc<TournamentService>,
    pub puzzles: Arc<PuzzleService>,
    pub notices: Arc<NoticeService>,
    pub views: Arc<ViewService>,
    pub privacy: Arc<PrivacyService>,
    pub engine: Arc<EngineDesk>,
    pub outbox: Arc<Outbox>,
    pub rate: Arc<RateLimits>,
}

impl TimerService {
    pub(in crate::game) fn new(
        kernel: Arc<Kernel>,
        repos: &Repos,
        parts: TimerParts,
    ) -> TimerService {
        TimerService {
            kernel,
            due_repo: repos.due.clone(),
            challenge_repo: repos.challenges.clone(),
            game_repo: repos.games.clone(),
            parts,
        }
    }

    /// See `GameService::sweep`.
    pub(in crate::game) async fn sweep(self: &Arc<Self>) -> Option<i64> {
        self.sweep_with(false).await
    }

    /// `sweep` as the timer task runs it: each tournament due is moved on by a task of its own
    /// (one at a time per tournament), so a long pairing holds up no clock.
    async fn sweep_detached(self: &Arc<Self>) -> Option<i64> {
        self.sweep_with(true).await
    }

    async fn sweep_with(self: &Arc<Self>, detach_tournaments: bool) -> Option<i64> {
        let now = self.kernel.now();
        // The daily puzzle, when its hour has come (and when it is next due).
        let daily = self.parts.puzzles.daily_tick(now);
        let items = match self.due_repo.due_items(now, SWEEP_BATCH) {
            Ok(items) => items,
            Err(e) => {
                tracing::error!("cannot read what is due: {e}");
                return Some(now + MAX_SLEEP.as_millis() as i64);
            }
        };
        let full = items.len() >= SWEEP_BATCH;
        let mut snoozed_until: Option<i64> = None;
        for (due, item) in items {
            let key = (due, item);
            let not_before = self.kernel.timer.snoozed_until(&key);
            if let Some(t) = not_before.filter(|t| *t > now) {
                snoozed_until = Some(snoozed_until.map_or(t, |s: i64| s.min(t)));
                continue;
            }
            match item {
                DueItem::Challenge(id) => self.expire_challenge(id, now),
                DueItem::Game(id) => self.settle_game(id, now).await,
                DueItem::Tournament(id) if detach_tournaments => {
                    let service = self.clone();
                    self.kernel.spawn_background(async move {
                        service.parts.tournaments.settle_tournament(id, now).await;
                    });
                }
                DueItem::Tournament(id) => self.parts.tournaments.settle_tournament(id, now).await,
            }
            // Still due unchanged (a bot move under way, a damaged record): look again later.
            let retry = now + BOT_STALL_MS;
            self.kernel.timer.snooze(key, retry, now);
            snoozed_until = Some(snoozed_until.map_or(retry, |s: i64| s.min(retry)));
        }
        if full {
            return Some(now);
        }
        let next = match self.due_repo.next_due_after(now) {
            Ok(next) => next,
            Err(e) => {
                tracing::error!("cannot read what is due: {e}");
                Some(now + MAX_SLEEP.as_millis() as i64)
            }
        };
        [next, snoozed_until, daily].into_iter().flatten().min()
    }

    /// Deletes an expired challenge and says so.
    fn expire_challenge(&self, id: crate::game::model::ChallengeId, now: i64) {
        let challenge = match self.challenge_repo.challenge(id) {
            Ok(Some(c)) if c.expires_ms <= now => c,
            Ok(_) => return,
            Err(e) => {
                tracing::warn!(challenge = id.0, "cannot read a challenge: {e}");
                return;
            }
        };
        let reply = Reply::new(
            ReplyKind::ChallengeExpired,
            msg!(
                "challenge-expired",
                id = challenge.id.to_string(),
                challenger = Text::new().player(
                    Some(challenge.challenger),
                    challenge.challenger_name.clone(),
                )
            ),
        );
        let mut batch = Batch::default();
        // Only if nobody answered it meanwhile (else it is not expired but answered).
        batch.challenges.take(&challenge);
        self.parts
            .notices
            .stage_notice(&mut batch, challenge.notice_home(), &reply);
        if self.kernel.commit(batch).is_ok() {
            self.parts.outbox.announce_in(challenge.channel, reply);
        }
    }

    /// Stores a timer's change to a locked game (made by `edit`, which says what to tell,
    /// or `None` for no change) with its notice to the game's home in the same batch, and
    /// announces it once stored.
    fn change_and_tell(&self, locked: Locked, edit: impl FnOnce(&mut Game) -> Option<Reply>) {
        let home = locked.game.notice_home();
        let told = self.parts.play.change(locked, |next| {
            let Some(reply) = edit(next) else {
                return Ok(Change::Keep(None));
            };
            let mut batch = Batch::default();
            self.parts.notices.stage_notice(&mut batch, home, &reply);
            // Those a reminder or a passed deadline concerns hear of it by DM too, if they asked.
            if matches!(reply.kind, ReplyKind::Reminder | ReplyKind::DeadlinePassed) {
                for user in &reply.mentions {
                    let text = reply.text.clone();
                    self.parts.notices.stage_dm(
                        &mut batch,
                        *user,
                        home,
                        reply.kind,
                        text,
                        Some(next),
                    );
                }
            }
            Ok(Change::store_with(batch, move |_| Ok(Some(reply))))
        });
        if let Ok(Some(reply)) = told {
            self.parts.outbox.announce_in(home.channel, reply);
        }
    }

    /// A finished game whose thread's time to close has come: the front end is told (through
    /// the outbox, so a restart loses nothing) and the game is not due any more.
    fn close_home(&self, locked: Locked, now: i64) {
        let game = &locked.game;
        let (Some(at), Some(_)) = (game.result_card.close_at_ms, game.thread) else {
            return;
        };
        if at > now {
            return;
        }
        let text = msg!("play-thread-closed", id = game.id.to_string());
        let reply = Reply::new(ReplyKind::HomeClosed, text);
        self.change_and_tell(locked, |next| {
            next.result_card.close_at_ms = None;
            Some(reply)
        });
    }

    /// Ends a game whose time ran out (an abort before both sides moved), sends its
    /// reminder, or starts a stalled bot move again.
    async fn settle_game(self: &Arc<Self>, id: GameId, now: i64) {
        let Ok(locked) = self.kernel.lock_game(id).await else {
            return;
        };
        let game = &locked.game;
        if game.is_over() {
            self.close_home(locked, now);
            return;
        }
        let Ok(record) = game.record() else {
            return;
        };
        let side = record.position().side_to_move();
        if game
            .end_ms(side, grace_ms(&self.kernel.config))
            .is_some_and(|t| t <= now)
        {
            self.change_and_tell(locked, |next| {
                timed_out(next, &record, side, now);
                let mut reply = self.parts.views.game_reply(next, Color::White).ok()?;
                reply.kind = ReplyKind::GameEnded;
                Some(reply)
            });
            return;
        }
        if let (TimeControl::Correspondence { .. }, false, false, Some(deadline)) = (
            game.options.time,
            game.is_abortable(),
            game.claim_noticed,
            game.deadline_ms(side),
        ) {
            if deadline <= now {
                let late = game.seat(side);
                let waiting = game.seat(side.opposite());
                let ends = game
                    .end_ms(side, grace_ms(&self.kernel.config))
                    .unwrap_or(deadline);
                let (id, title) = (game.id.to_string(), game.title_text());
                let ends = Text::new().time(ends);
                let text = if waiting.user().is_some() {
                    msg!(
                        "clock-time-up-claim",
                        late = late.label(),
                        id = id,
                        title = title,
                        waiting = waiting.label(),
                        ends = ends
                    )
                } else {
                    msg!(
                        "clock-time-up-move",
                        late = late.label(),
                        id = id,
                        title = title,
                        ends = ends
                    )
                };
                let reply = Reply {
                    mentions: waiting.user().or(late.user()).into_iter().collect(),
                    ..Reply::new(ReplyKind::DeadlinePassed, text)
                };
                self.change_and_tell(locked, |next| {
                    next.claim_noticed = true;
                    // Too late for a reminder now.
                    next.reminded = true;
                    Some(reply)
                });
                return;
            }
        }
        if let (TimeControl::Correspondence { .. }, false, Some(deadline)) =
            (game.options.time, game.reminded, game.deadline_ms(side))
        {
            if deadline - reminder_ms(&self.kernel.config) <= now {
                let seat = game.seat(side);
                let text = msg!(
                    "clock-reminder",
                    player = seat.label(),
                    id = game.id.to_string(),
                    title = game.title_text(),
                    due = Text::new().time(deadline)
                );
                let reply = Reply {
                    mentions: seat.user().into_iter().collect(),
                    ..Reply::new(ReplyKind::Reminder, text)
                };
                self.change_and_tell(locked, |next| {
                    next.reminded = true;
                    Some(reply)
                });
                return;
            }
        }
        let game = locked.release();
        self.retry_stalled_bot_move(&game, side, now);
    }

    /// A bot move that should have been played long ago (its worker failed, or its reply was
    /// lost) is started again.
    fn retry_stalled_bot_move(self: &Arc<Self>, game: &Game, side: Color, now: i64) {
        if !game.seat(side).is_bot()
            || now - game.turn_started_ms < BOT_STALL_MS
            || self.parts.engine.is_bot_thinking(game.id)
        {
            return;
        }
        let service = self.clone();
        let (id, home) = (game.id, game.notice_home());
        self.kernel.spawn_background(async move {
            let reply = service.parts.play.bot_move(id).await;
            service.notify_bot_move(home, reply);
        });
    }

    /// See `GameService::heartbeat`.
    pub(in crate::game) fn heartbeat(&self) {
        if let Err(e) = self.due_repo.set_heartbeat(self.kernel.now()) {
            tracing::warn!("cannot write the heartbeat: {e}");
        }
    }

    /// See `GameService::run_timers`.
    pub(in crate::game) async fn run_timers(self: Arc<Self>) {
        let mut stopped = self.kernel.timer.stop_signal();
        let mut last_purge = i64::MIN / 2;
        let mut last_beat = i64::MIN / 2;
        loop {
            if *stopped.borrow_and_update() {
                return;
            }
            // Any commit during the sweep wakes the next round (see `commit`).
            self.kernel.timer.plan(i64::MAX);
            let next = self.sweep_detached().await;
            let now = self.kernel.now();
            if now - last_beat >= HEARTBEAT_EVERY_MS {
                last_beat = now;
                self.heartbeat();
            }
            if now - last_purge >= PURGE_EVERY_MS {
                last_purge = now;
                self.parts.privacy.purge_old_games().await;
                self.parts.rate.prune();
            }
            let wait = next
                .map(|t| Duration::from_millis((t - now).max(0) as u64 + 5))
                .unwrap_or(MAX_SLEEP)
                .min(MAX_SLEEP);
            self.kernel
                .timer
                .plan(now + i64::try_from(wait.as_millis()).unwrap_or(0));
            tokio::select! {
                _ = tokio::time::sleep(wait) => {}
                _ = self.kernel.timer.woken() => {}
                _ = stopped.changed() => {}
            }
        }
    }

    /// See `GameService::resume`.
    pub(in crate::game) async fn resume(self: &Arc<Self>) -> Vec<GameId> {
        let now = self.kernel.now();
        let downtime = match self.due_repo.heartbeat() {
            Ok(Some(beat)) => (now - beat - HEARTBEAT_EVERY_MS).max(0),
            Ok(None) => 0,
            Err(e) => {
                tracing::warn!("cannot read the heartbeat: {e}");
                0
            }
        };
        if downtime > 0 {
            tracing::info!(
                seconds = downtime / 1000,
                "the bot was down; clocks and deadlines are moved on by that time"
            );
        }
        self.shift_challenges(downtime);
        let mut due = Vec::new();
        if let Ok(games) = self.game_repo.active_games() {
            for game in games {
                if let Some(game) = self.shift_game(game.id, downtime).await {
                    if let Ok(record) = game.record() {
                        if game.seat(record.position().side_to_move()).is_bot() {
                            due.push(game.id);
                        }
                    }
                }
            }
        }
        self.heartbeat();
        self.sweep().await;
        for id in &due {
            let service = self.clone();
            let id = *id;
            self.kernel.spawn_background(async move {
                let reply = service.parts.play.bot_move(id).await;
                if let Ok(game) = service.kernel.load_game(id) {
                    service.notify_bot_move(game.notice_home(), reply);
                }
            });
        }
        due
    }

    /// Moves a running game's turn start on by `downtime` (so nobody is charged for it), and
    /// indexes a record stored before the due-time index. Returns the game as it is now.
    async fn shift_game(&self, id: GameId, downtime: i64) -> Option<Game> {
        let locked = self.kernel.lock_game(id).await.ok()?;
        let read = locked.game.clone();
        let shifted = self.parts.play.change(locked, |next| {
            if next.is_over() || (downtime == 0 && next.due_ms == due_of(&self.kernel.config, next))
            {
                return Ok(Change::Keep(next.clone()));
            }
            next.turn_started_ms = next.turn_started_ms.saturating_add(downtime);
            Ok(Change::store(|stored| Ok(stored.clone())))
        });
        match shifted {
            Ok(game) => Some(game),
            Err(e) => {
                tracing::warn!(game = id.0, "cannot give back the downtime: {e}");
                Some(read)
            }
        }
    }

    /// Moves every challenge's expiry on by `downtime`; writes them again in any case so that
    /// challenges stored before the due-time index are indexed.
    /// Each is written against the version read: one answered meanwhile (by another process)
    /// is not written back, the challenges are read again and shifted anew.
    fn shift_challenges(&self, downtime: i64) {
        for _ in 0..CONFLICT_TRIES {
            let Ok(challenges) = self.challenge_repo.all_challenges() else {
                return;
            };
            if challenges.is_empty() {
                return;
            }
            let mut batch = Batch::default();
            for mut c in challenges {
                c.expires_ms = c.expires_ms.saturating_add(downtime);
                batch.challenges.write(c);
            }
            match self.kernel.commit(batch) {
                Err(GameError::Conflict) => continue,
                Err(e) => tracing::warn!("cannot give challenges back the downtime: {e}"),
                Ok(()) => {}
            }
            return;
        }
        tracing::warn!("cannot give challenges back the downtime: they keep changing");
    }

    /// Tells the channel about a bot move made without a command (after a restart, or a
    /// retry); a move already being made elsewhere is not news.
    fn notify_bot_move(&self, home: crate::game::model::NoticeHome, reply: Reply) {
        if reply.kind != ReplyKind::BotThinking {
            self.parts.notices.notify(home, reply);
        }
    }

    /// See `GameService::start`.
    pub(in crate::game) async fn start(self: &Arc<Self>) {
        self.resume().await;
        self.kernel.spawn_background(self.clone().run_timers());
    }

    /// See `GameService::stop`.
    pub(in crate::game) fn stop(&self) {
        self.kernel.timer.stop();
    }
}
