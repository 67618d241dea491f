//! The kernel: what every concern of the service shares, and nothing that belongs to one of
//! them. The store (private here: each concern reads through the narrow trait of what it reads,
//! `game_repo`, `challenge_repo`, `player_repo`..., and only `play::save` commits), the clock,
//! chance and the settings; the unit of work that stores a change (`play::save`: the game
//! locks, `commit`, `create`, a player's record), which tells the change feed (`play::feed`)
//! and the timer (`play::timer_state`) of what it stored; the lookups of games from where a
//! command is typed; and a user's language and look (`players::settings`).
//!
//! Each concern is a service of its own over the kernel (`course::CourseService`,
//! `play::PlayService`, ...), composed by `GameService` (ARCHITECTURE.md, "The services of
//! `game/`").

use super::chance::Chance;
use super::clock::Clock;
use super::commands::command::{Context, Site};
use super::config::ServiceConfig;
use super::error::GameError;
use super::model::{Challenge, Game, GameId, GuildId, UserId};
use super::play::feed::ChangeFeed;
use super::play::locks::GameLocks;
use super::play::timer_state::TimerState;
use super::store::{
    Batch, ChallengeRepo, DueRepo, GameRepo, NoticeRepo, PlayerRepo, PuzzleRepo, Store, StoreError,
    TournamentRepo, WebAccessRepo,
};
use crate::msg;
use std::sync::Arc;

/// A change refused because a record it read changed meanwhile (`GameError::Conflict`: a
/// player's record, a challenge, a puzzle's standing, written by another request at the same
/// moment) is made again from a fresh read this many times at most. Each round of such a race
/// has a winner, so this bounds how many changes of one record may meet at one moment.
pub(in crate::game) const CONFLICT_TRIES: usize = 64;

/// What every concern shares (see the module's doc).
pub(in crate::game) struct Kernel {
    store: Arc<dyn Store>,
    pub(in crate::game) clock: Arc<dyn Clock>,
    pub(in crate::game) chance: Arc<dyn Chance>,
    pub(in crate::game) config: ServiceConfig,
    /// The per-game locks and the turn of new records (`play::locks`).
    pub(in crate::game) games: GameLocks,
    /// The timer's wake-ups and put-off entries, and the background tasks
    /// (`play::timer_state`).
    pub(in crate::game) timer: TimerState,
    /// The change feed of games and challenges (`play::feed`).
    pub(in crate::game) feed: ChangeFeed,
}

impl Kernel {
    /// The kernel over `store` (whose changes, from any process, go to the change feed).
    pub(in crate::game) fn new(
        store: Arc<dyn Store>,
        clock: Arc<dyn Clock>,
        chance: Arc<dyn Chance>,
        config: ServiceConfig,
    ) -> Kernel {
        let feed = ChangeFeed::default();
        store.listen_for_changes(feed.sinks());
        Kernel {
            // Every store call leaves the async workers free while it waits.
            store: Arc::new(super::store::off_runtime::OffRuntime(store)),
            clock,
            chance,
            config,
            games: GameLocks::default(),
            timer: TimerState::default(),
            feed,
        }
    }

    /// The service's clock, in unix ms (a test's hand-driven clock in tests).
    pub fn now(&self) -> i64 {
        self.clock.now_ms()
    }

    /// Starts a task of the service's own (the timer, a bot move it resumes), which
    /// `shutdown` ends and waits for before the runtime goes; once stopped, nothing new starts.
    pub(in crate::game) fn spawn_background(
        &self,
        task: impl std::future::Future<Output = ()> + Send + 'static,
    ) {
        self.timer.spawn(task);
    }

    pub(in crate::game) fn load_game(&self, id: GameId) -> Result<Game, GameError> {
        match self.store.game(id) {
            Ok(Some(g)) => Ok(g),
            Ok(None) => Err(GameError::UnknownGame(id)),
            Err(StoreError::Corrupt { .. }) => Err(GameError::Damaged(id)),
            Err(e) => Err(e.into()),
        }
    }

    /// Game `id`, if it can be seen from here (else the same answer as for no such game).
    pub(in crate::game) fn load_game_here(
        &self,
        ctx: &Context,
        id: GameId,
    ) -> Result<Game, GameError> {
        match self.load_game(id) {
            Ok(game) if visible(ctx, &game) => Ok(game),
            Ok(_) => Err(GameError::UnknownGame(id)),
            // A damaged record says nothing but that it is damaged.
            Err(e) => Err(e),
        }
    }

    /// The game a participant means: the one given, or their only game in progress here.
    pub(in crate::game) fn my_game(
        &self,
        ctx: &Context,
        id: Option<GameId>,
    ) -> Result<Game, GameError> {
        if let Some(id) = id {
            let game = self.load_game_here(ctx, id)?;
            if game.color_of(ctx.user).is_none() {
                return Err(GameError::NotAPlayer(id));
            }
            return Ok(game);
        }
        pick_one(self.my_games_here(ctx)?)
    }

    /// The user's games in progress here (in this channel or thread), from the (user, place)
    /// index: the same cost however many other games are played here.
    pub(in crate::game) fn my_games_here(&self, ctx: &Context) -> Result<Vec<Game>, GameError> {
        Ok(self
            .store
            .active_games_of_in(ctx.user, ctx.channel)?
            .into_iter()
            .filter(|g| g.color_of(ctx.user).is_some())
            .collect())
    }

    /// The game someone wants to look at: the one given, theirs here, or the only one here.
    pub(in crate::game) fn any_game(
        &self,
        ctx: &Context,
        id: Option<GameId>,
    ) -> Result<Game, GameError> {
        if let Some(id) = id {
            return self.load_game_here(ctx, id);
        }
        let mine = self.my_games_here(ctx)?;
        if !mine.is_empty() {
            return pick_one(mine);
        }
        // Someone looking at a game they do not play: the only one here, if there is one.
        let here = self.store.active_games_in(ctx.channel)?;
        if here.len() == 1 {
            return pick_one(here);
        }
        if here.is_empty() {
            // The user's most recent game that can be seen here (e.g. to export a finished one).
            let recent = self.store.games_of(ctx.user)?;
            if let Some(g) = recent.into_iter().find(|g| visible(ctx, g)) {
                return Ok(g);
            }
        }
        pick_one(here)
    }

    /// The reads of games (`store::GameRepo`).
    pub(in crate::game) fn game_repo(&self) -> &dyn GameRepo {
        &*self.store
    }

    /// The reads of challenges (`store::ChallengeRepo`).
    pub(in crate::game) fn challenge_repo(&self) -> &dyn ChallengeRepo {
        &*self.store
    }

    /// The reads of players' records, members and leaderboards (`store::PlayerRepo`).
    pub(in crate::game) fn player_repo(&self) -> &dyn PlayerRepo {
        &*self.store
    }

    /// The reads of tournaments (`store::TournamentRepo`).
    pub(in crate::game) fn tournament_repo(&self) -> &dyn TournamentRepo {
        &*self.store
    }

    /// The reads of puzzles' standings and the daily puzzle (`store::PuzzleRepo`).
    pub(in crate::game) fn puzzle_repo(&self) -> &dyn PuzzleRepo {
        &*self.store
    }

    /// The reads of the outbox (`store::NoticeRepo`).
    pub(in crate::game) fn notice_repo(&self) -> &dyn NoticeRepo {
        &*self.store
    }

    /// The timer's reads: what falls due, the heartbeat (`store::DueRepo`).
    pub(in crate::game) fn due_repo(&self) -> &dyn DueRepo {
        &*self.store
    }

    /// The reads of the web board's links and sessions (`store::WebAccessRepo`).
    pub(in crate::game) fn web_access_repo(&self) -> &dyn WebAccessRepo {
        &*self.store
    }

    /// Applies a unit of work to the store: `play::save::commit` alone calls this, so that
    /// every write tells the change feed and the timer.
    pub(in crate::game) fn store_commit(&self, batch: Batch) -> Result<(), StoreError> {
        self.store.commit(batch)
    }

    /// The last id handed out (`play::save::create` claims the next).
    pub(in crate::game) fn last_id(&self) -> Result<u64, StoreError> {
        self.store.last_id()
    }

    /// Refuses a new game when `user` already has the most games in progress allowed.
    pub(in crate::game) fn check_game_cap(
        &self,
        user: UserId,
        name: &str,
    ) -> Result<(), GameError> {
        let active = self.store.active_games_of(user)?.len();
        if active >= self.config.limits.max_games_per_user {
            return Err(GameError::Refused(msg!(
                "limits-too-many-games",
                player = name,
                games = active,
            )));
        }
        Ok(())
    }
}

/// Whether a game can be seen from where the command is typed: in a server, its own games;
/// in a private chat (a DM or group DM reached by a user install), the games of that chat
/// only, whoever asks (everyone there sees what is posted there); in a direct message with
/// the bot, only the user's own games outside servers; in the local console, every local
/// game. Elsewhere a game is as good as missing.
pub(in crate::game) fn visible(ctx: &Context, game: &Game) -> bool {
    if ctx.guild != GuildId(0) {
        return game.guild == ctx.guild;
    }
    if game.guild != GuildId(0) {
        return false;
    }
    match ctx.site {
        Site::Console => true,
        Site::PrivateChannel => game.is_in(ctx.channel),
        Site::Web => game.site == Site::Web || game.color_of(ctx.user).is_some(),
        _ => game.color_of(ctx.user).is_some(),
    }
}

/// Whether a challenge can be answered from where `ctx` is: it belongs to its server (or,
/// outside servers, to its channel).
pub(in crate::game) fn challenge_here(ctx: &Context, c: &Challenge) -> bool {
    c.guild == ctx.guild && (ctx.guild != GuildId(0) || c.channel == ctx.channel)
}

fn pick_one(mut games: Vec<Game>) -> Result<Game, GameError> {
    match games.len() {
        0 => Err(GameError::NoGame),
        1 => Ok(games.remove(0)),
        n => {
            games.sort_by_key(|g| g.id);
            Err(GameError::WhichGame {
                count: n,
                games: games.iter().map(|g| (g.id, g.title_text())).collect(),
            })
        }
    }
}
