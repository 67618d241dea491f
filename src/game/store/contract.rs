//! The store contract: what the service needs from a database (the `Store` trait), what the
//! timer looks at (`DueItem`), and the ranking both backends share (`rank_people`). One
//! atomic change, `Batch`, is in `batch`.

use crate::game::store::batch::Batch;
use crate::game::store::error::StoreError;
use crate::rules::Variant;

use crate::game::model::{
    BoardMessages, Challenge, ChallengeId, ChangeSinks, ChannelId, Game, GameId, GuildId, Player,
    PuzzleStanding, StoredNotice, Tournament, TournamentId, UserId, WebAccess,
};

/// How long `Store::due_items` leases what it returns, in a store shared by processes.
pub const DUE_LEASE_MS: i64 = 60_000;

/// Of `people` (in the order that decides equal ratings), those with a rated game in
/// `variant`, highest rating first, at most `limit`, with their records: one record read per
/// person (the way `Store::leaderboard` is kept from taking for a server's members).
pub fn rank_people<S: PlayerRepo + ?Sized>(
    store: &S,
    people: Vec<UserId>,
    variant: Variant,
    limit: usize,
) -> Result<Vec<(UserId, Player)>, StoreError> {
    let mut rows = Vec::new();
    for id in people {
        if let Some(p) = store.player(id)? {
            if p.stats(variant).rated.games() > 0 {
                rows.push((id, p));
            }
        }
    }
    // A stable sort: equal ratings keep the order of `people`.
    rows.sort_by(|a, b| {
        b.1.stats(variant)
            .rating
            .rating
            .total_cmp(&a.1.stats(variant).rating.rating)
    });
    rows.truncate(limit);
    Ok(rows)
}

/// Something the timer must look at when its time comes (see `Store::due_items`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DueItem {
    Game(GameId),
    Challenge(ChallengeId),
    Tournament(TournamentId),
}

/// Everything the service needs from a database: one narrow trait per concern (`GameRepo`,
/// `ChallengeRepo`...: its reads; the timer's heartbeat and the web board's links and
/// sessions are also written there, each by a call of its own), and the one way to write
/// every other record, `commit` (each concern adds its writes to one `Batch`).
pub trait Store:
    GameRepo
    + ChallengeRepo
    + PlayerRepo
    + TournamentRepo
    + PuzzleRepo
    + NoticeRepo
    + DueRepo
    + WebAccessRepo
    + Send
    + Sync
{
    /// The last game or challenge id handed out (0 if none): the next record claims this + 1
    /// with `Batch::claim_id`, so ids are small and consecutive across restarts.
    fn last_id(&self) -> Result<u64, StoreError>;
    /// Applies a batch atomically and durably, or fails with nothing written and nothing
    /// visible to later reads (`StoreError::Conflict` when a record's version moved on; see
    /// `Batch`).
    fn commit(&self, batch: Batch) -> Result<(), StoreError>;
    /// Tells `sinks` of the game and challenge changes other processes commit (a store shared by several
    /// processes: PostgreSQL's notifications), until the sink has no receiver left. A store
    /// of one process has nothing to tell: the service announces its own commits.
    fn listen_for_changes(&self, sinks: ChangeSinks) {
        let _ = sinks;
    }
}

/// Games: one by id, those in progress (everywhere, in a place, of a player), a player's
/// history, those old enough to delete, and the front end's messages of a game.
pub trait GameRepo: Send + Sync {
    fn game(&self, id: GameId) -> Result<Option<Game>, StoreError>;
    /// Games in progress in a channel (damaged records are logged and skipped).
    fn active_games_in(&self, channel: ChannelId) -> Result<Vec<Game>, StoreError>;
    /// Every game in progress.
    fn active_games(&self) -> Result<Vec<Game>, StoreError>;
    /// Every game a user played or plays, newest first.
    fn games_of(&self, user: UserId) -> Result<Vec<Game>, StoreError>;
    /// The games in progress that `user` plays in `place` (the channel a game started in, or
    /// its thread), by id: indexed by (user, place), so it costs the same however many other
    /// games are in progress there.
    fn active_games_of_in(&self, user: UserId, place: ChannelId) -> Result<Vec<Game>, StoreError>;
    /// Every game in progress that `user` plays, by id (the same index: it costs what the
    /// user's own games in progress cost, not what their finished games do).
    fn active_games_of(&self, user: UserId) -> Result<Vec<Game>, StoreError>;
    /// Finished games last changed before `ms` (unix ms), for retention.
    fn finished_games_before(&self, ms: i64) -> Result<Vec<Game>, StoreError>;
    /// What a front end remembers about the messages of game `id` (`Batch::board_messages`),
    /// if anything.
    fn board_messages(&self, id: GameId) -> Result<Option<BoardMessages>, StoreError>;
}

/// Challenges: one by id, those of a place, a server or a challenger, all of them.
pub trait ChallengeRepo: Send + Sync {
    fn challenge(&self, id: ChallengeId) -> Result<Option<Challenge>, StoreError>;
    /// The challenges made in `channel`, by id.
    fn challenges_in(&self, channel: ChannelId) -> Result<Vec<Challenge>, StoreError>;
    /// The challenges made in a server (guild 0: the console's and direct messages'), by id:
    /// indexed, so it costs what that server's challenges cost, not every server's.
    fn challenges_in_guild(&self, guild: GuildId) -> Result<Vec<Challenge>, StoreError> {
        Ok(self
            .all_challenges()?
            .into_iter()
            .filter(|c| c.guild == guild)
            .collect())
    }
    /// The challenges `user` made, everywhere, by id (indexed like `challenges_in_guild`).
    fn challenges_by(&self, user: UserId) -> Result<Vec<Challenge>, StoreError> {
        Ok(self
            .all_challenges()?
            .into_iter()
            .filter(|c| c.challenger == user)
            .collect())
    }
    /// Every challenge (the timer's catching up after downtime, `/forget`).
    fn all_challenges(&self) -> Result<Vec<Challenge>, StoreError>;
}

/// Players' records, a server's members and its leaderboard.
pub trait PlayerRepo: Send + Sync {
    fn player(&self, id: UserId) -> Result<Option<Player>, StoreError>;
    fn members(&self, guild: GuildId) -> Result<Vec<UserId>, StoreError>;
    /// The members of `guild` with a rated game in `variant`, highest rating first (equal
    /// ratings by user id), at most `limit`, with their records: what `/leaderboard` shows.
    /// Each backend keeps it from costing a record read per member.
    fn leaderboard(
        &self,
        guild: GuildId,
        variant: Variant,
        limit: usize,
    ) -> Result<Vec<(UserId, Player)>, StoreError> {
        rank_people(self, self.members(guild)?, variant, limit)
    }
}

/// Tournaments: one by id, a server's, all of them.
pub trait TournamentRepo: Send + Sync {
    fn tournament(&self, id: TournamentId) -> Result<Option<Tournament>, StoreError>;
    /// The tournaments of a server (guild 0: the console's and direct messages'), by id
    /// (damaged records are logged and skipped).
    fn tournaments_in(&self, guild: GuildId) -> Result<Vec<Tournament>, StoreError>;
    /// Every tournament of every server, by id (damaged records are logged and skipped): for
    /// `/forget`, which removes a user from each they took part in or created.
    fn all_tournaments(&self) -> Result<Vec<Tournament>, StoreError>;
}

/// The puzzles' standings and the daily puzzle's day and solvers.
pub trait PuzzleRepo: Send + Sync {
    /// The puzzles whose rating solvers' results have refined, by id.
    fn puzzle_standings(&self) -> Result<Vec<(String, PuzzleStanding)>, StoreError>;
    /// The last day (days since 1970 UTC) whose daily puzzle was posted, if any (moved on by
    /// `Batch::daily_posted`).
    fn daily_posted(&self) -> Result<Option<i64>, StoreError>;
    /// How many players solved the daily puzzle of `day` (counted by `Batch::daily_solved`).
    fn daily_solvers(&self, day: i64) -> Result<u64, StoreError>;
}

/// The outbox: stored notices not yet delivered, and the private chats' held ones.
pub trait NoticeRepo: Send + Sync {
    /// The stored notices not yet delivered, oldest first, with their keys.
    fn outbox(&self) -> Result<Vec<(u64, StoredNotice)>, StoreError>;
    /// The stored notices to deliver now (`StoredNotice::next_try_ms` at or before `now_ms`),
    /// oldest first, at most `limit`. A store shared by several processes leases them to the
    /// caller for `lease_ms` so that each is handed to one process only; sled (one process)
    /// returns the outbox as it is (the service keeps its own record of what it handed out).
    fn take_outbox(
        &self,
        now_ms: i64,
        lease_ms: i64,
        limit: usize,
    ) -> Result<Vec<(u64, StoredNotice)>, StoreError> {
        let _ = (now_ms, lease_ms, limit);
        self.outbox()
    }
    /// The held notices of private chat `channel` (`StoredNotice::held`), oldest first, with
    /// their keys: indexed, so it costs what that chat's held notices cost.
    fn held_notices(&self, channel: ChannelId) -> Result<Vec<(u64, StoredNotice)>, StoreError> {
        Ok(self
            .outbox()?
            .into_iter()
            .filter(|(_, n)| n.held && n.channel == channel)
            .collect())
    }
    /// One stored notice by its key.
    fn notice(&self, key: u64) -> Result<Option<StoredNotice>, StoreError> {
        Ok(self
            .outbox()?
            .into_iter()
            .find(|(k, _)| *k == key)
            .map(|(_, n)| n))
    }
}

/// What the timer reads (what falls due when) and the service's heartbeat, read and written.
pub trait DueRepo: Send + Sync {
    /// Games, challenges and tournaments due at or before `until_ms` (by `Game::due_ms`,
    /// `Challenge::expires_ms` and `Tournament::due_ms`, indexed by every commit), earliest first, at most `limit`.
    /// A store shared by several processes leases what it returns to the caller for
    /// `DUE_LEASE_MS` (until a commit changes the item's due time), so that another process
    /// does not settle the same item at the same time; sled (one process) does not.
    fn due_items(&self, until_ms: i64, limit: usize) -> Result<Vec<(i64, DueItem)>, StoreError>;
    /// The earliest due time after `after_ms`, if any.
    fn next_due_after(&self, after_ms: i64) -> Result<Option<i64>, StoreError>;
    /// When the service last said it was running (unix ms), if ever.
    fn heartbeat(&self) -> Result<Option<i64>, StoreError>;
    /// Records that the service is running at `now_ms` (durably).
    fn set_heartbeat(&self, now_ms: i64) -> Result<(), StoreError>;
}

/// The web board's sign-in links and sessions, read and written (a link is taken once).
pub trait WebAccessRepo: Send + Sync {
    /// Stores a sign-in link or session under `key` (the hash of its secret), durably.
    fn put_web_access(&self, key: &str, access: &WebAccess) -> Result<(), StoreError>;
    /// The link or session stored under `key`, if any (expired ones too: the caller checks).
    fn web_access(&self, key: &str) -> Result<Option<WebAccess>, StoreError>;
    /// Removes and returns what is stored under `key`: of two takers at once, one gets it
    /// (a sign-in link works once).
    fn take_web_access(&self, key: &str) -> Result<Option<WebAccess>, StoreError>;
    /// Removes every link and session of `user` (`/forget`), and those expired before
    /// `now_ms`; returns how many were removed.
    fn forget_web_access(&self, user: Option<UserId>, now_ms: i64) -> Result<usize, StoreError>;
}
