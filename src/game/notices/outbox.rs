//! The durable outbox: what the service says on its own (time-outs, aborts, reminders, expired
//! challenges, bot moves made without a command) is stored before it is sent, and kept until a
//! front end acknowledges its delivery (`GameService::ack`) or it has failed too often.
//! A notice is stored compactly (channel, kind, text, the game or puzzle it shows); its board
//! and view are drawn again when it is sent.

pub use crate::game::model::StoredNotice;
use crate::game::model::{ChannelId, NoticeHome};
use crate::game::notices::NoticeService;
use crate::game::replies::reply::{Notice, Reply};
use crate::game::store::{Batch, NoticeWrites};
use crate::rules::Color;
use std::time::Duration;

/// A notice is given up after this many failed deliveries (logged).
pub const MAX_ATTEMPTS: u32 = 12;

/// The first retry waits this long; each later one twice as long.
const FIRST_RETRY_MS: i64 = 2_000;

/// The longest wait between retries.
const MAX_RETRY_MS: i64 = 10 * 60_000;

/// A private chat keeps at most this many held notices (`Delivery::Held`), the newest: the
/// next command there shows them, and older news is stale by then.
pub const MAX_HELD_PER_CHAT: usize = 10;

/// How many notices `take_notices` hands out at once.
const TAKE_AT_MOST: usize = 64;

/// The most people one stored notice mentions. A notice for more (a tournament's start,
/// reminder, round or podium with hundreds of players) is stored as several: the first with
/// its words and the first mentions, each next one with the next mentions, so that each is
/// delivered, retried and acknowledged on its own and a retry never repeats a part that went
/// out. Discord lets one message ping at most 100 users, and its 2,000 characters hold about
/// 80 mentions, so 50 leave room for the words.
pub const MAX_MENTIONS_PER_NOTICE: usize = 50;

impl StoredNotice {
    /// The stored form of a reply said in `home` at `now`.
    pub fn of(home: NoticeHome, reply: &Reply, now: i64) -> StoredNotice {
        StoredNotice {
            channel: home.channel,
            private: home.private,
            held: false,
            kind: reply.kind,
            text: reply.text.clone(),
            mentions: reply.mentions.clone(),
            game: reply.game.as_ref().map(|g| g.id),
            puzzle: None,
            tournament: reply.tournament.as_ref().map(|t| t.id),
            created_ms: now,
            attempts: 0,
            next_try_ms: now,
            dm: None,
            lang: reply.lang,
        }
    }
}

impl StoredNotice {
    /// The stored notices for a reply said in `home` at `now`: one, or, for a reply that
    /// mentions more than `MAX_MENTIONS_PER_NOTICE` people, one per share of them (the
    /// first with the reply's words, the others "continued", each mentioning its share).
    pub fn parts(home: NoticeHome, reply: &Reply, now: i64) -> Vec<StoredNotice> {
        let first = StoredNotice::of(home, reply, now);
        if reply.mentions.len() <= MAX_MENTIONS_PER_NOTICE {
            return vec![first];
        }
        let shares: Vec<&[crate::game::model::UserId]> =
            reply.mentions.chunks(MAX_MENTIONS_PER_NOTICE).collect();
        let parts = shares.len();
        shares
            .into_iter()
            .enumerate()
            .map(|(i, share)| {
                if i == 0 {
                    return StoredNotice {
                        mentions: share.to_vec(),
                        ..first.clone()
                    };
                }
                StoredNotice {
                    kind: crate::game::model::ReplyKind::Info,
                    text: crate::msg!("notice-continued", part = i + 1, parts = parts),
                    mentions: share.to_vec(),
                    game: None,
                    puzzle: None,
                    tournament: None,
                    ..first.clone()
                }
            })
            .collect()
    }
}

/// A notice handed to a front end, with the key to acknowledge it by.
#[derive(Clone, Debug)]
pub struct OutgoingNotice {
    pub key: u64,
    pub notice: Notice,
    /// Failed deliveries before this one.
    pub attempts: u32,
}

/// What became of a delivery.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Delivery {
    /// Delivered: the notice is removed.
    Sent,
    /// Failed for now (network, rate limit): tried again later, up to `MAX_ATTEMPTS`.
    Failed,
    /// Can never be delivered (the channel is gone, no permission): removed, logged.
    Undeliverable,
    /// A private chat's notice nobody could be sent by DM: kept, untried, until the next
    /// command there shows it (`GameService::held_notices`).
    Held,
}

impl NoticeService {
    /// Says something on the service's own account: stored in the outbox first (when it is
    /// on), then announced.
    pub(in crate::game) fn notify(&self, home: NoticeHome, reply: Reply) {
        if self.outbox.enabled() && home.channel.0 != 0 {
            let mut batch = Batch::default();
            batch
                .notices
                .add
                .extend(StoredNotice::parts(home, &reply, self.kernel.now()));
            if let Err(e) = self.kernel.commit(batch) {
                tracing::error!(channel = home.channel.0, "cannot store a notice: {e}");
            }
        }
        self.outbox.announce_in(home.channel, reply);
    }

    /// See `GameService::enable_outbox`.
    pub(in crate::game) fn enable_outbox(&self) {
        self.outbox.enable();
    }

    /// Adds the notice for `reply` to a batch about to be committed (when the outbox is on);
    /// returns whether it did. After the commit, call `announce`.
    pub(in crate::game) fn stage_notice(&self, batch: &mut Batch, home: NoticeHome, reply: &Reply) {
        if self.outbox.enabled() && home.channel.0 != 0 {
            batch
                .notices
                .add
                .extend(StoredNotice::parts(home, reply, self.kernel.now()));
        }
    }

    /// See `GameService::take_notices`.
    pub(in crate::game) async fn take_notices(&self, wait: Duration) -> Vec<OutgoingNotice> {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            let due = self.due_notices();
            if !due.is_empty() {
                return due;
            }
            let notified = self.outbox.stored();
            let sleep =
                tokio::time::sleep_until(deadline.min(
                    tokio::time::Instant::now() + Duration::from_millis(FIRST_RETRY_MS as u64),
                ));
            tokio::select! {
                _ = notified => {}
                _ = sleep => {}
            }
            if tokio::time::Instant::now() >= deadline {
                return self.due_notices();
            }
        }
    }

    /// See `GameService::held_notices`.
    pub(in crate::game) fn held_notices(&self, channel: ChannelId) -> Vec<OutgoingNotice> {
        let stored = match self.notice_repo.held_notices(channel) {
            Ok(s) => s,
            Err(e) => {
                tracing::error!("cannot read the outbox: {e}");
                return Vec::new();
            }
        };
        stored
            .into_iter()
            .map(|(key, n)| self.outgoing(key, &n))
            .collect()
    }

    /// See `GameService::keep_for_later`.
    pub(in crate::game) fn keep_for_later(&self, channel: ChannelId, reply: Reply) {
        let home = NoticeHome {
            channel,
            private: true,
        };
        self.notify(home, reply);
    }

    fn due_notices(&self) -> Vec<OutgoingNotice> {
        let now = self.kernel.now();
        // Several processes on one database each take their own (leased) share.
        let stored = match self
            .notice_repo
            .take_outbox(now, MAX_RETRY_MS, TAKE_AT_MOST)
        {
            Ok(s) => s,
            Err(e) => {
                tracing::error!("cannot read the outbox: {e}");
                return Vec::new();
            }
        };
        let mut in_flight = self.outbox.in_flight();
        let mut out = Vec::new();
        for (key, n) in stored {
            if n.held || n.next_try_ms > now || in_flight.get(&key).is_some_and(|t| *t > now) {
                continue;
            }
            // Handed out: not again for a while unless acknowledged.
            in_flight.insert(key, now + MAX_RETRY_MS);
            out.push(self.outgoing(key, &n));
            if out.len() >= TAKE_AT_MOST {
                break;
            }
        }
        out
    }

    /// A stored notice as handed to a front end, drawn afresh.
    fn outgoing(&self, key: u64, n: &StoredNotice) -> OutgoingNotice {
        OutgoingNotice {
            key,
            attempts: n.attempts,
            notice: Notice {
                channel: n.channel,
                reply: self.rebuild(n),
                dm: n.dm,
                private: n.private,
            },
        }
    }

    /// The reply of a stored notice, with the game's board and view as they are now, in the
    /// language of the game it is about (its server's; for a notice about no game, the one it
    /// was stored with), or for a direct message its reader's choice.
    fn rebuild(&self, n: &StoredNotice) -> Reply {
        let game = n.game.and_then(|id| self.kernel.load_game(id).ok());
        let shared = game.as_ref().map_or(n.lang, |g| g.lang);
        let lang = match n.dm {
            Some(user) => self.kernel.lang_of(user, shared),
            None => shared,
        };
        let shown = game.and_then(|game| self.views.game_reply(&game, Color::White).ok());
        let mut base = shown.unwrap_or_default();
        if let Some(puzzle) = n
            .puzzle
            .as_deref()
            .and_then(|id| self.kernel.config.puzzles.get(id))
        {
            base.image = puzzle
                .position()
                .ok()
                .and_then(|pos| self.puzzles.puzzle_image(puzzle, &pos, None, lang));
        }
        if let Some(t) = n
            .tournament
            .and_then(|id| self.tournament_repo.tournament(id).ok().flatten())
        {
            let made = crate::game::tournaments::pictures::notice_reply(&self.kernel, &t, n.kind);
            // A tournament's notice about one of its games shows the game; others the table
            // (the end: the podium and the PGN of its games).
            if base.game.is_none() {
                base.image = made.image;
                base.file = made.file;
            }
            base.tournament = made.tournament;
        }
        Reply {
            kind: n.kind,
            text: n.text.clone(),
            mentions: n.mentions.clone(),
            ephemeral: false,
            lang,
            ..base
        }
    }

    /// See `GameService::reached_some`.
    pub(in crate::game) fn reached_some(&self, key: u64, reached: &[crate::game::model::UserId]) {
        if reached.is_empty() {
            return;
        }
        let mut notice = match self.notice_repo.notice(key) {
            Ok(Some(notice)) => notice,
            Ok(None) => return,
            Err(e) => {
                tracing::error!("cannot read the outbox: {e}");
                return;
            }
        };
        notice.mentions.retain(|u| !reached.contains(u));
        let batch = Batch {
            notices: NoticeWrites {
                update: vec![(key, notice)],
                ..NoticeWrites::default()
            },
            ..Batch::default()
        };
        if let Err(e) = self.kernel.commit(batch) {
            tracing::error!("cannot update the outbox: {e}");
        }
    }

    /// See `GameService::ack`.
    pub(in crate::game) fn ack(&self, key: u64, delivery: Delivery) {
        self.outbox.in_flight().remove(&key);
        let stored = match self.notice_repo.notice(key) {
            Ok(notice) => notice,
            Err(e) => {
                tracing::error!("cannot read the outbox: {e}");
                return;
            }
        };
        let Some(mut notice) = stored else {
            return;
        };
        let mut batch = Batch::default();
        match delivery {
            Delivery::Sent => batch.notices.delete.push(key),
            Delivery::Undeliverable => {
                tracing::warn!(
                    channel = notice.channel.0,
                    "a notice cannot be delivered; it is dropped"
                );
                batch.notices.delete.push(key);
            }
            Delivery::Held => {
                // A chat keeps its newest held notices only: the oldest beyond the bound go.
                match self.notice_repo.held_notices(notice.channel) {
                    Ok(held) => {
                        let excess = (held.len() + 1).saturating_sub(MAX_HELD_PER_CHAT);
                        batch
                            .notices
                            .delete
                            .extend(held.iter().take(excess).map(|(k, _)| *k));
                    }
                    Err(e) => tracing::error!("cannot read the outbox: {e}"),
                }
                notice.held = true;
                // Never due again on its own (a shared store picks by this time).
                notice.next_try_ms = i64::MAX;
                batch.notices.update.push((key, notice));
            }
            Delivery::Failed => {
                notice.attempts += 1;
                if notice.attempts >= MAX_ATTEMPTS {
                    tracing::warn!(
                        channel = notice.channel.0,
                        attempts = notice.attempts,
                        "a notice failed too often; it is given up"
                    );
                    batch.notices.delete.push(key);
                } else {
                    let wait = (FIRST_RETRY_MS << (notice.attempts - 1).min(20)).min(MAX_RETRY_MS);
                    notice.next_try_ms = self.kernel.now() + wait;
                    batch.notices.update.push((key, notice));
                }
            }
        }
        if let Err(e) = self.kernel.commit(batch) {
            tracing::error!("cannot update the outbox: {e}");
        }
    }
}
