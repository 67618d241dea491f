//! Keeps database waits off the async runtime: the `Store` trait is synchronous (sled is, and
//! it keeps the service's code and the other front ends unchanged), so the service wraps its
//! store in `OffRuntime`, which runs each call with `tokio::task::block_in_place` when it is
//! made on a worker of a multi-threaded runtime. The worker hands its other tasks to another
//! thread for the duration of the call (tokio's blocking pool takes the waiting thread), so a
//! slow disk or a database server's round trip never holds up the tasks behind it. Outside a
//! runtime, or on a current-thread runtime (where there is no other worker to hand over to;
//! tests), the call runs as it is.

use super::batch::Batch;
use super::contract::{DueItem, Store};
use super::error::StoreError;
use crate::game::model::{
    BoardMessages, Challenge, ChallengeId, ChangeSinks, ChannelId, Game, GameId, GuildId, Player,
    PuzzleStanding, StoredNotice, Tournament, TournamentId, UserId, WebAccess,
};
use crate::game::store::contract::{
    ChallengeRepo, DueRepo, GameRepo, NoticeRepo, PlayerRepo, PuzzleRepo, TournamentRepo,
    WebAccessRepo,
};
use std::sync::Arc;
use tokio::runtime::{Handle, RuntimeFlavor};

/// A store whose calls leave the async workers free while they wait.
pub struct OffRuntime(pub Arc<dyn Store>);

/// Runs `work`, off the async workers when called on one.
pub fn off_runtime<T>(work: impl FnOnce() -> T) -> T {
    match Handle::try_current() {
        Ok(handle) if handle.runtime_flavor() == RuntimeFlavor::MultiThread => {
            tokio::task::block_in_place(work)
        }
        _ => work(),
    }
}

impl Store for OffRuntime {
    fn last_id(&self) -> Result<u64, StoreError> {
        off_runtime(|| self.0.last_id())
    }
    fn commit(&self, batch: Batch) -> Result<(), StoreError> {
        off_runtime(|| self.0.commit(batch))
    }
    fn listen_for_changes(&self, sinks: ChangeSinks) {
        self.0.listen_for_changes(sinks)
    }
}

impl GameRepo for OffRuntime {
    fn game(&self, id: GameId) -> Result<Option<Game>, StoreError> {
        off_runtime(|| self.0.game(id))
    }
    fn active_games_in(&self, channel: ChannelId) -> Result<Vec<Game>, StoreError> {
        off_runtime(|| self.0.active_games_in(channel))
    }
    fn active_games(&self) -> Result<Vec<Game>, StoreError> {
        off_runtime(|| self.0.active_games())
    }
    fn games_of(&self, user: UserId) -> Result<Vec<Game>, StoreError> {
        off_runtime(|| self.0.games_of(user))
    }
    fn active_games_of_in(&self, user: UserId, place: ChannelId) -> Result<Vec<Game>, StoreError> {
        off_runtime(|| self.0.active_games_of_in(user, place))
    }
    fn active_games_of(&self, user: UserId) -> Result<Vec<Game>, StoreError> {
        off_runtime(|| self.0.active_games_of(user))
    }
    fn finished_games_before(&self, ms: i64) -> Result<Vec<Game>, StoreError> {
        off_runtime(|| self.0.finished_games_before(ms))
    }
    fn board_messages(&self, id: GameId) -> Result<Option<BoardMessages>, StoreError> {
        off_runtime(|| self.0.board_messages(id))
    }
}

impl ChallengeRepo for OffRuntime {
    fn challenge(&self, id: ChallengeId) -> Result<Option<Challenge>, StoreError> {
        off_runtime(|| self.0.challenge(id))
    }
    fn challenges_in(&self, channel: ChannelId) -> Result<Vec<Challenge>, StoreError> {
        off_runtime(|| self.0.challenges_in(channel))
    }
    fn challenges_in_guild(&self, guild: GuildId) -> Result<Vec<Challenge>, StoreError> {
        off_runtime(|| self.0.challenges_in_guild(guild))
    }
    fn challenges_by(&self, user: UserId) -> Result<Vec<Challenge>, StoreError> {
        off_runtime(|| self.0.challenges_by(user))
    }
    fn all_challenges(&self) -> Result<Vec<Challenge>, StoreError> {
        off_runtime(|| self.0.all_challenges())
    }
}

impl PlayerRepo for OffRuntime {
    fn player(&self, id: UserId) -> Result<Option<Player>, StoreError> {
        off_runtime(|| self.0.player(id))
    }
    fn members(&self, guild: GuildId) -> Result<Vec<UserId>, StoreError> {
        off_runtime(|| self.0.members(guild))
    }
    fn leaderboard(
        &self,
        guild: GuildId,
        variant: crate::rules::Variant,
        limit: usize,
    ) -> Result<Vec<(UserId, Player)>, StoreError> {
        off_runtime(|| self.0.leaderboard(guild, variant, limit))
    }
}

impl TournamentRepo for OffRuntime {
    fn tournament(&self, id: TournamentId) -> Result<Option<Tournament>, StoreError> {
        off_runtime(|| self.0.tournament(id))
    }
    fn tournaments_in(&self, guild: GuildId) -> Result<Vec<Tournament>, StoreError> {
        off_runtime(|| self.0.tournaments_in(guild))
    }
    fn all_tournaments(&self) -> Result<Vec<Tournament>, StoreError> {
        off_runtime(|| self.0.all_tournaments())
    }
}

impl PuzzleRepo for OffRuntime {
    fn puzzle_standings(&self) -> Result<Vec<(String, PuzzleStanding)>, StoreError> {
        off_runtime(|| self.0.puzzle_standings())
    }
    fn daily_posted(&self) -> Result<Option<i64>, StoreError> {
        off_runtime(|| self.0.daily_posted())
    }
    fn daily_solvers(&self, day: i64) -> Result<u64, StoreError> {
        off_runtime(|| self.0.daily_solvers(day))
    }
}

impl NoticeRepo for OffRuntime {
    fn outbox(&self) -> Result<Vec<(u64, StoredNotice)>, StoreError> {
        off_runtime(|| self.0.outbox())
    }
    fn held_notices(&self, channel: ChannelId) -> Result<Vec<(u64, StoredNotice)>, StoreError> {
        off_runtime(|| self.0.held_notices(channel))
    }
    fn take_outbox(
        &self,
        now_ms: i64,
        lease_ms: i64,
        limit: usize,
    ) -> Result<Vec<(u64, StoredNotice)>, StoreError> {
        off_runtime(|| self.0.take_outbox(now_ms, lease_ms, limit))
    }
    fn notice(&self, key: u64) -> Result<Option<StoredNotice>, StoreError> {
        off_runtime(|| self.0.notice(key))
    }
}

impl DueRepo for OffRuntime {
    fn due_items(&self, until_ms: i64, limit: usize) -> Result<Vec<(i64, DueItem)>, StoreError> {
        off_runtime(|| self.0.due_items(until_ms, limit))
    }
    fn next_due_after(&self, after_ms: i64) -> Result<Option<i64>, StoreError> {
        off_runtime(|| self.0.next_due_after(after_ms))
    }
    fn heartbeat(&self) -> Result<Option<i64>, StoreError> {
        off_runtime(|| self.0.heartbeat())
    }
    fn set_heartbeat(&self, now_ms: i64) -> Result<(), StoreError> {
        off_runtime(|| self.0.set_heartbeat(now_ms))
    }
}

impl WebAccessRepo for OffRuntime {
    fn put_web_access(&self, key: &str, access: &WebAccess) -> Result<(), StoreError> {
        off_runtime(|| self.0.put_web_access(key, access))
    }
    fn web_access(&self, key: &str) -> Result<Option<WebAccess>, StoreError> {
        off_runtime(|| self.0.web_access(key))
    }
    fn take_web_access(&self, key: &str) -> Result<Option<WebAccess>, StoreError> {
        off_runtime(|| self.0.take_web_access(key))
    }
    fn forget_web_access(&self, user: Option<UserId>, now_ms: i64) -> Result<usize, StoreError> {
        off_runtime(|| self.0.forget_web_access(user, now_ms))
    }
}
