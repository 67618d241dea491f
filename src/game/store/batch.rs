//! One atomic change (`Batch`), made of each concern's writes: a change that spans concerns
//! (a game ends: its players' ratings, its tournament, the notices it sends) is one batch to
//! which each concern adds its part, committed once. A store applies each part with its own
//! write (`sled::commit`, `pg::commit`), all in one transaction.
//!
//! Records that two requests may change at the same moment are written against the version
//! they were read at: games and tournaments (`Option<u64>`, `None` for a new one), and
//! challenges, players and puzzle standings (a `RecordVersion`, 0 for a record read as
//! absent). The store refuses the whole batch with `StoreError::Conflict` when any of them is
//! no longer stored at that version; the service then reads again and makes the change anew.

use crate::game::model::{
    BoardMessages, Challenge, ChallengeId, Game, GameId, GuildId, Player, PuzzleStanding,
    RecordVersion, StoredNotice, Tournament, UserId,
};

/// One atomic change: each concern's writes, and the id a new record claims.
#[derive(Default, Debug, Clone)]
pub struct Batch {
    /// A new record's id, claimed with this change: it must be one more than the last id
    /// handed out (see `Store::last_id`), else the commit fails with `Conflict`.
    pub claim_id: Option<u64>,
    pub games: GameWrites,
    pub challenges: ChallengeWrites,
    pub players: PlayerWrites,
    pub notices: NoticeWrites,
    pub puzzles: PuzzleWrites,
    pub tournaments: TournamentWrites,
}

/// Games, and what is kept beside them.
#[derive(Default, Debug, Clone)]
pub struct GameWrites {
    /// Games to write, each with the version it was read at (`None` for a new game).
    pub put: Vec<(Game, Option<u64>)>,
    /// Games to delete, with their indexes (retention, a forgotten server's games).
    pub delete: Vec<Game>,
    /// What a front end remembers about the messages of these games (their board and turn
    /// message), stored beside each game, not in it: written without reading, checking or
    /// versioning the game record, so that noting a board never conflicts with a move. A
    /// deleted game's entry goes with it.
    pub board_messages: Vec<(GameId, BoardMessages)>,
}

/// Challenges.
#[derive(Default, Debug, Clone)]
pub struct ChallengeWrites {
    /// Challenges to write, each with the version it was read at (0 for a new one, which must
    /// not be stored yet); each is stored with its own `version` (one more).
    pub put: Vec<(Challenge, RecordVersion)>,
    /// Challenges answered with this change (accepted, declined, withdrawn, expired), each
    /// with the version it was read at: each is deleted, and must still be stored at that
    /// version, else the commit fails with `Conflict` (another answer came first).
    pub taken: Vec<(ChallengeId, RecordVersion)>,
    /// Challenges deleted if they are still there, unchecked (a forgotten user's).
    pub delete: Vec<ChallengeId>,
}

impl ChallengeWrites {
    /// Writes `challenge`, read at its `version` (0: a new one), at the next version.
    pub fn write(&mut self, mut challenge: Challenge) {
        let read = challenge.version;
        challenge.version = read + 1;
        self.put.push((challenge, read));
    }

    /// Answers `challenge` (deletes it), as read: the commit fails with `Conflict` when it is
    /// gone or changed since.
    pub fn take(&mut self, challenge: &Challenge) {
        self.taken.push((challenge.id, challenge.version));
    }
}

/// Players, and the servers they are known in.
#[derive(Default, Debug, Clone)]
pub struct PlayerWrites {
    /// Player records to write whole, each with the version it was read at (0: there was
    /// none); each is stored with its own `version` (one more). A record deleted meanwhile (a
    /// forget) is a conflict too, so a change never writes a forgotten record back.
    pub put: Vec<(UserId, Player, RecordVersion)>,
    /// (guild, user) pairs to remember as members (for leaderboards).
    pub members: Vec<(GuildId, UserId)>,
    /// (guild, user) pairs to forget as members (a user removed from one server).
    pub remove_members: Vec<(GuildId, UserId)>,
    /// Users whose player record, memberships and game index are deleted (privacy). Nothing
    /// else: the notices a forget removes are computed by the service and listed in
    /// `NoticeWrites::delete`.
    pub forget: Vec<UserId>,
}

impl PlayerWrites {
    /// Writes `player`, read at its `version` (0: read as absent), at the next version.
    pub fn write(&mut self, id: UserId, mut player: Player) {
        let read = player.version;
        player.version = read + 1;
        self.put.push((id, player, read));
    }
}

/// The outbox: notices sent after the change is committed.
#[derive(Default, Debug, Clone)]
pub struct NoticeWrites {
    /// Notices to store in the outbox with this change (sent after it is committed).
    pub add: Vec<StoredNotice>,
    /// Outbox entries to write back (a failed delivery, counted), by their key.
    pub update: Vec<(u64, StoredNotice)>,
    /// Outbox entries delivered or given up, by their key.
    pub delete: Vec<u64>,
}

/// Puzzles: their standings and the daily puzzle.
#[derive(Default, Debug, Clone)]
pub struct PuzzleWrites {
    /// Puzzle ratings refined by a solver's result, by puzzle id, each with the version it
    /// was read at (0: there was none); each is stored with its own `version` (one more).
    pub standings: Vec<(String, PuzzleStanding, RecordVersion)>,
    /// Moves on the last day whose daily puzzle was posted: (the day read with
    /// `Store::daily_posted`, the new day). The commit fails with `Conflict` when the stored
    /// day is no longer the one read (another process posted first).
    pub daily_posted: Option<(Option<i64>, i64)>,
    /// A player solved the daily puzzle of this day (days since 1970 UTC): its count of
    /// solvers (`Store::daily_solvers`) goes up by one.
    pub daily_solved: Option<i64>,
}

impl PuzzleWrites {
    /// Writes a puzzle's standing, read at its `version` (0: none stored), at the next
    /// version.
    pub fn write_standing(&mut self, puzzle: &str, mut standing: PuzzleStanding) {
        let read = standing.version;
        standing.version = read + 1;
        self.standings.push((puzzle.to_string(), standing, read));
    }
}

/// Tournaments.
#[derive(Default, Debug, Clone)]
pub struct TournamentWrites {
    /// Tournaments to write, each with the version it was read at (`None` for a new one):
    /// the commit fails with `Conflict` when a stored version moved on.
    pub put: Vec<(Tournament, Option<u64>)>,
}
