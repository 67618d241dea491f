//! Time: clock and correspondence deadlines, reminders and challenge expiry, enforced by one
//! timer task that wakes for the next due event, and by a sweep at startup (so a restart
//! settles what fell due while the bot was down). Also resumes bot moves after a restart.

use super::model::{Game, TimeControl};
use super::reply::{Reply, ReplyKind};
use super::service::GameService;
use super::store::Batch;
use super::text::Text;
use crate::rules::Color;
use std::sync::Arc;
use std::time::Duration;

/// The timer never sleeps longer than this (so clock changes are seen).
const MAX_SLEEP: Duration = Duration::from_secs(60);

/// A bot move still not played this long after it fell due is started again.
const BOT_STALL_MS: i64 = 90_000;

/// Old finished games are purged this often.
const PURGE_EVERY_MS: i64 = 6 * 3_600_000;

impl GameService {
    /// Settles everything due at the current time; returns when the next thing falls due (unix ms).
    pub async fn sweep(self: &Arc<Self>) -> Option<i64> {
        let now = self.now();
        let mut next: Option<i64> = None;
        let mut consider = |t: i64| next = Some(next.map_or(t, |n: i64| n.min(t)));

        match self.store.all_challenges() {
            Ok(challenges) => {
                for c in challenges {
                    if c.expires_ms <= now {
                        let mut batch = Batch::default();
                        batch.delete_challenges.push(c.id);
                        if self.commit(batch).is_ok() {
                            self.notify(
                                c.channel,
                                Reply::new(
                                    ReplyKind::ChallengeExpired,
                                    Text::from(format!("Challenge #{} from ", c.id))
                                        .player(Some(c.challenger), c.challenger_name.clone())
                                        .plain(" expired unanswered."),
                                ),
                            );
                        }
                    } else {
                        consider(c.expires_ms);
                    }
                }
            }
            Err(e) => tracing::error!("cannot read challenges: {e}"),
        }

        let games = match self.store.active_games() {
            Ok(g) => g,
            Err(e) => {
                tracing::error!("cannot read games: {e}");
                return Some(now + MAX_SLEEP.as_millis() as i64);
            }
        };
        for game in games {
            if let Some(t) = self.settle_game(&game, now).await {
                consider(t);
            }
            self.retry_stalled_bot_move(&game, now);
        }
        next
    }

    /// A bot move that should have been played long ago (its worker failed, or its reply was
    /// lost) is started again.
    fn retry_stalled_bot_move(self: &Arc<Self>, game: &Game, now: i64) {
        let Ok(record) = game.record() else {
            return;
        };
        let bot_to_move = game.seat(record.position().side_to_move()).is_bot();
        if game.is_over()
            || !bot_to_move
            || now - game.turn_started_ms < BOT_STALL_MS
            || self.is_bot_thinking(game.id)
        {
            return;
        }
        let service = self.clone();
        let (id, channel) = (game.id, game.channel);
        tokio::spawn(async move {
            let reply = service.bot_move(id).await;
            service.notify_bot_move(channel, reply);
        });
    }

    /// Ends a game whose time ran out, or sends its reminder; returns its next due time.
    async fn settle_game(self: &Arc<Self>, game: &Game, now: i64) -> Option<i64> {
        let record = game.record().ok()?;
        let side = record.position().side_to_move();
        let deadline = game.deadline_ms(side)?;
        if deadline <= now {
            let lock = self.game_lock(game.id);
            let _guard = lock.lock().await;
            let fresh = self.load_game(game.id).ok()?;
            if fresh.version != game.version || fresh.is_over() {
                return Some(now); // changed meanwhile: look again
            }
            if let Ok(ended) = self.end_on_time(&fresh, &record, side, now) {
                if let Ok(mut reply) = self.game_reply(&ended, Color::White) {
                    reply.kind = ReplyKind::GameEnded;
                    self.notify(ended.channel, reply);
                }
            }
            return None;
        }
        if let TimeControl::Correspondence { .. } = game.options.time {
            let remind_at = deadline - self.config.reminder_before.as_millis() as i64;
            if !game.reminded {
                if remind_at <= now {
                    let lock = self.game_lock(game.id);
                    let _guard = lock.lock().await;
                    let fresh = self.load_game(game.id).ok()?;
                    if fresh.version == game.version {
                        let mut next = fresh.clone();
                        next.reminded = true;
                        if self.save(&fresh, next, Batch::default()).is_ok() {
                            let seat = fresh.seat(side);
                            let text = Text::from("Reminder: ")
                                .player(seat.user(), seat.name())
                                .plain(format!(
                                    ", your move in game #{} ({}) is due ",
                                    fresh.id,
                                    fresh.title()
                                ))
                                .time(deadline)
                                .plain(".");
                            self.notify(
                                fresh.channel,
                                Reply {
                                    mentions: seat.user().into_iter().collect(),
                                    ..Reply::new(ReplyKind::Reminder, text)
                                },
                            );
                        }
                    }
                } else {
                    return Some(remind_at);
                }
            }
        }
        Some(deadline)
    }

    /// Runs until `stop`: sweeps, then sleeps until the next due event or a change.
    pub async fn run_timers(self: Arc<Self>) {
        let mut stopped = self.stopped.subscribe();
        let mut last_purge = i64::MIN / 2;
        loop {
            if *stopped.borrow_and_update() {
                return;
            }
            let next = self.sweep().await;
            let now = self.now();
            if now - last_purge >= PURGE_EVERY_MS {
                last_purge = now;
                self.purge_old_games().await;
                self.prune_rate_limits();
            }
            let wait = next
                .map(|t| Duration::from_millis((t - now).max(0) as u64 + 5))
                .unwrap_or(MAX_SLEEP)
                .min(MAX_SLEEP);
            tokio::select! {
                _ = tokio::time::sleep(wait) => {}
                _ = self.wake.notified() => {}
                _ = stopped.changed() => {}
            }
        }
    }

    /// After a start: settles what fell due while down, and plays the bot moves that were due.
    /// Returns the ids of the games in which the bot was to move.
    pub async fn resume(self: &Arc<Self>) -> Vec<super::model::GameId> {
        self.sweep().await;
        let mut due = Vec::new();
        if let Ok(games) = self.store.active_games() {
            for game in games {
                if let Ok(record) = game.record() {
                    if game.seat(record.position().side_to_move()).is_bot() {
                        due.push(game.id);
                    }
                }
            }
        }
        for id in &due {
            let service = self.clone();
            let id = *id;
            tokio::spawn(async move {
                let reply = service.bot_move(id).await;
                if let Ok(game) = service.load_game(id) {
                    service.notify_bot_move(game.channel, reply);
                }
            });
        }
        due
    }

    /// Tells the channel about a bot move made without a command (after a restart, or a
    /// retry); a move already being made elsewhere is not news.
    fn notify_bot_move(&self, channel: super::model::ChannelId, reply: Reply) {
        if reply.kind != ReplyKind::BotThinking {
            self.notify(channel, reply);
        }
    }

    /// Starts the timer task and resumes unfinished work; call once at startup.
    pub async fn start(self: &Arc<Self>) {
        self.resume().await;
        tokio::spawn(self.clone().run_timers());
    }

    /// Ends the timer task (for a shutdown, so that the store can be closed). Every change is
    /// already stored when its command returns, so nothing else needs finishing.
    pub fn stop(&self) {
        self.stopped.send_replace(true);
    }
}
