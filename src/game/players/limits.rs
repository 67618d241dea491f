//! Abuse limits: per-user and per-channel command rates (token buckets from `governor`), a cap
//! on games in progress per user, and a cap on the bot's waiting queue. Input lengths are capped
//! where the text is read (moves, FENs, command lines, names).

use governor::clock::{Clock as _, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};
use std::num::NonZeroU32;

/// The limits in force (from the config file's `[limits]` section).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LimitSettings {
    /// Commands a user may send per minute (sustained), and in a burst.
    pub user_per_minute: u32,
    pub user_burst: u32,
    /// Commands per minute and burst in one channel, all users together.
    pub channel_per_minute: u32,
    pub channel_burst: u32,
    /// Games in progress per user (against people and the bot).
    pub max_games_per_user: usize,
    /// Bot moves that may wait for a worker before new bot games are refused.
    pub max_bot_queue: usize,
}

impl Default for LimitSettings {
    fn default() -> LimitSettings {
        LimitSettings {
            user_per_minute: 30,
            user_burst: 10,
            channel_per_minute: 120,
            channel_burst: 30,
            max_games_per_user: 20,
            max_bot_queue: 32,
        }
    }
}

/// The rate limiters.
pub struct RateLimits {
    users: DefaultKeyedRateLimiter<u64>,
    channels: DefaultKeyedRateLimiter<u64>,
    clock: DefaultClock,
}

fn quota(per_minute: u32, burst: u32) -> Quota {
    let per_minute = NonZeroU32::new(per_minute.max(1)).unwrap_or(NonZeroU32::MIN);
    let burst = NonZeroU32::new(burst.max(1)).unwrap_or(NonZeroU32::MIN);
    Quota::per_minute(per_minute).allow_burst(burst)
}

impl RateLimits {
    pub fn new(settings: &LimitSettings) -> RateLimits {
        RateLimits {
            users: DefaultKeyedRateLimiter::keyed(quota(
                settings.user_per_minute,
                settings.user_burst,
            )),
            channels: DefaultKeyedRateLimiter::keyed(quota(
                settings.channel_per_minute,
                settings.channel_burst,
            )),
            clock: DefaultClock::default(),
        }
    }

    /// `Ok` when a command may go ahead, else how many seconds to wait.
    pub fn check(&self, user: u64, channel: u64) -> Result<(), u64> {
        let now = self.clock.now();
        if let Err(until) = self.users.check_key(&user) {
            return Err(until.wait_time_from(now).as_secs() + 1);
        }
        if let Err(until) = self.channels.check_key(&channel) {
            return Err(until.wait_time_from(now).as_secs() + 1);
        }
        Ok(())
    }

    /// Forgets idle keys (bounded memory).
    pub fn prune(&self) {
        self.users.retain_recent();
        self.channels.retain_recent();
    }
}
