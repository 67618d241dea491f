//! The kernel: what every concern of the service shares, and nothing that belongs to one of
//! them. The store (private here: each service is given the narrow repositories of what it
//! reads, `Repos`, and writes by handing a `Batch` to `commit`), the clock, chance and the
//! settings; the unit of work that stores a change (the game locks, `lock_game`, `commit`,
//! `create`, a player's record; `play::save` builds a game's change on them), which tells the
//! change feed (`feed`) and the timer (`timer_state`) of what it stored; the
//! lookups of games from where a command is typed; and a user's language and look (`Look`).
//!
//! - `locks`: `GameLocks`, the per-game locks and the turn of new records.
//! - `feed`: `ChangeFeed`, the change feed of games and challenges.
//! - `timer_state`: `TimerState`, the timer's wake-ups and put-off entries, the stop signal
//!   and the service's background tasks (the timer itself is `play::timers`).
//!
//! Each concern is a service of its own over the kernel (`course::CourseService`,
//! `play::PlayService`, ...), composed by `GameService` (ARCHITECTURE.md, "The services of
//! `game/`").

pub mod feed;
pub mod locks;
pub mod timer_state;

use super::chance::Chance;
use super::clock::Clock;
use super::commands::command::{Context, Site};
use super::config::ServiceConfig;
use super::error::GameError;
use super::model::{Challenge, Game, GameChange, GameId, GuildId, Player, Settings, UserId};
use super::players::authz::{check_game, Action};
use super::store::{
    Batch, ChallengeRepo, DueRepo, GameRepo, NoticeRepo, PlayerRepo, PuzzleRepo, Store, StoreError,
    TournamentRepo, WebAccessRepo,
};
use crate::i18n::Lang;
use crate::msg;
use crate::render::{RenderOptions, Theme};
use crate::rules::Color;
use feed::ChangeFeed;
use locks::GameLocks;
use std::sync::Arc;
use timer_state::TimerState;

/// A change refused because a record it read changed meanwhile (`GameError::Conflict`: a
/// player's record, a challenge, a puzzle's standing, written by another request at the same
/// moment) is made again from a fresh read this many times at most. Each round of such a race
/// has a winner, so this bounds how many changes of one record may meet at one moment.
pub(in crate::game) const CONFLICT_TRIES: usize = 64;

/// A new record races the new records of other processes on the same database for its id
/// this many times before giving up (each round of a race has one winner; within a process
/// new records queue, so this bounds the number of processes creating at the same moment).
const ID_CLAIM_TRIES: u64 = 128;

/// A game locked against concurrent changes and freshly read: the one thing `change` takes.
pub(in crate::game) struct Locked {
    _guard: tokio::sync::OwnedMutexGuard<()>,
    pub game: Game,
}

impl Locked {
    /// Unlocks the game, keeping it as read.
    pub fn release(self) -> Game {
        self.game
    }
}

/// How a board looks for someone: the theme, whether coordinates are drawn, and the
/// language of the words in the picture.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Look {
    pub theme: Theme,
    pub coordinates: bool,
    pub lang: Lang,
}

impl Look {
    /// `opts` drawn in this look.
    pub fn apply(self, opts: RenderOptions) -> RenderOptions {
        RenderOptions {
            theme: self.theme,
            coordinates: self.coordinates,
            lang: self.lang,
            ..opts
        }
    }
}

/// The store as the narrow repositories a service is given when it is built: each service
/// keeps those of what it reads (ARCHITECTURE.md, "The services of `game/`").
pub(in crate::game) struct Repos {
    pub games: Arc<dyn GameRepo>,
    pub challenges: Arc<dyn ChallengeRepo>,
    pub players: Arc<dyn PlayerRepo>,
    pub tournaments: Arc<dyn TournamentRepo>,
    pub puzzles: Arc<dyn PuzzleRepo>,
    pub notices: Arc<dyn NoticeRepo>,
    pub due: Arc<dyn DueRepo>,
    pub web_access: Arc<dyn WebAccessRepo>,
}

/// What every concern shares (see the module's doc).
pub(in crate::game) struct Kernel {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    pub(in crate::game) chance: Arc<dyn Chance>,
    pub(in crate::game) config: ServiceConfig,
    /// The per-game locks and the turn of new records (`locks`).
    games: GameLocks,
    /// The timer's wake-ups and put-off entries, and the background tasks
    /// (`timer_state`).
    pub(in crate::game) timer: TimerState,
    /// The change feed of games and challenges (`feed`).
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

    /// The store as narrow repositories, for the services built over the kernel.
    pub(in crate::game) fn repos(&self) -> Repos {
        Repos {
            games: self.store.clone(),
            challenges: self.store.clone(),
            players: self.store.clone(),
            tournaments: self.store.clone(),
            puzzles: self.store.clone(),
            notices: self.store.clone(),
            due: self.store.clone(),
            web_access: self.store.clone(),
        }
    }

    /// The reads of players' records, members and leaderboards (`store::PlayerRepo`).
    fn player_repo(&self) -> &dyn PlayerRepo {
        &*self.store
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
        self.store.commit(batch)?;
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
            let id = self.store.last_id()? + 1;
            let (mut batch, made) = build(id)?;
            batch.claim_id = Some(id);
            match self.commit(batch) {
                Ok(()) => return Ok(made),
                // Another process took the id: the next one.
                Err(GameError::Conflict) if self.store.last_id()? >= id => continue,
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
    /// The language of the answers to `ctx`'s user: the one they chose with `/settings
    /// language:`, else their Discord language, else their server's, else English.
    pub fn reply_lang(&self, ctx: &Context) -> Lang {
        let chosen = self.settings_of(ctx.user).language;
        Lang::choose(chosen, ctx.locale.user, ctx.locale.server)
    }

    /// The language of what a user is told on their own (direct messages): their choice,
    /// else `fallback` (the server's language of what the notice is about).
    pub fn lang_of(&self, user: UserId, fallback: Lang) -> Lang {
        self.settings_of(user).language.unwrap_or(fallback)
    }

    /// The look of someone's settings (the bot's default theme where they chose none).
    pub(in crate::game) fn look_of(&self, settings: &Settings) -> Look {
        Look {
            theme: settings.theme.unwrap_or(self.config.board_theme),
            coordinates: settings.coordinates,
            lang: settings.language.unwrap_or_default(),
        }
    }

    /// `user`'s settings (the defaults for someone unknown or whose record cannot be read).
    pub(in crate::game) fn settings_of(&self, user: UserId) -> Settings {
        match self.player_repo().player(user) {
            Ok(Some(player)) => player.settings,
            Ok(None) => Settings::default(),
            Err(e) => {
                tracing::warn!(user = user.0, "cannot read a player's settings: {e}");
                Settings::default()
            }
        }
    }

    /// How boards look for `user` (the bot's defaults for someone unknown or unreadable).
    pub(in crate::game) fn look_for(&self, user: Option<UserId>) -> Look {
        let settings = user.map(|u| self.settings_of(u)).unwrap_or_default();
        self.look_of(&settings)
    }

    /// How a board of `game` drawn from `side` looks: for the person on that side, else
    /// (the bot's side) for the person playing the bot.
    pub(in crate::game) fn look_from(&self, game: &Game, side: Color) -> Look {
        let person = game
            .seat(side)
            .user()
            .or_else(|| game.seat(side.opposite()).user());
        Look {
            lang: game.lang,
            ..self.look_for(person)
        }
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
