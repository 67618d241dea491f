//! `GameService`: the one entry point of the application. A command from a user in a channel
//! goes in, a `Reply` comes out. It holds the shared infrastructure (the store, the clock,
//! chance, the settings) and one piece of state per concern, each owned by its concern's
//! module: the game locks (`play::locks`), the engine's desk (`play::bot`), the timer and the
//! background tasks (`play::timer_state`), the change feed (`play::feed`), the outbox and the
//! live notices (`notices::live`), the tournament locks (`tournaments::locks`), the web board's
//! links (`players::web_links`) and the rate limits (`players::limits`). This file adds the
//! dispatch of commands, the service's lifecycle (`spawn_background`, `shutdown`), the
//! lookups of games every concern uses, and the store's accessors: the store is private here,
//! each concern reads it through the narrow trait of what it reads (`game_repo`,
//! `challenge_repo`, `player_repo`...), and only `play::save` commits.

use super::chance::{Chance, SystemChance};
use super::clock::Clock;
use super::commands::command::{Command, Context, LearnCommand, Site};
use super::error::GameError;
use super::model::{ChannelId, Game, GameId, GuildId, TimeControl, UserId};
use super::notices::live::Outbox;
use super::play::bot::{BotBrain, EngineDesk};
use super::play::feed::ChangeFeed;
use super::play::locks::GameLocks;
use super::play::timer_state::TimerState;
use super::players::web_links::WebLinks;
use super::replies::reply::{Notice, OfferKind, Reply, ReplyKind};
use super::store::{
    Batch, ChallengeRepo, DueRepo, GameRepo, NoticeRepo, PlayerRepo, PuzzleRepo, Store, StoreError,
    TournamentRepo, WebAccessRepo,
};
use super::tournaments::locks::TournamentLocks;
use crate::i18n::Lang;
use crate::msg;
use crate::render::Theme;
use crate::rules::Variant;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{broadcast, watch};

/// Settings of the service (from the config file).
#[derive(Clone, Debug)]
pub struct ServiceConfig {
    pub default_variant: Variant,
    pub challenge_expiry: Duration,
    /// Bot moves computed at once.
    pub engine_workers: usize,
    /// Nodes per search for the "why" of `/explain` (0: no engine, mechanics only).
    pub explain_nodes: u64,
    /// Nodes per position for `/review`.
    pub review_nodes: u64,
    /// Board image style.
    pub board_theme: Theme,
    pub board_square_px: u32,
    /// Remind a correspondence player this long before their deadline.
    pub reminder_before: Duration,
    /// Whether to attach board images to replies.
    pub images: bool,
    pub limits: super::players::limits::LimitSettings,
    /// Finished games are deleted this many days after they end (`None`: kept for ever).
    pub retention_days: Option<u32>,
    /// The time control of a new game when none is asked for (`time:none` asks for no clock).
    pub default_time: TimeControl,
    /// The time each side has for its first move in a game with a real clock.
    pub first_move: Duration,
    /// After a correspondence deadline passes, the opponent may claim; after this much more
    /// time the game ends by itself.
    pub claim_grace: Duration,
    /// The puzzles `/puzzle` chooses from (the shipped set by default).
    pub puzzles: Arc<crate::puzzles::PuzzleSet>,
    /// Where the daily puzzle is posted (by a front end with an outbox); `None`: nowhere.
    pub daily_channel: Option<ChannelId>,
    /// The hour of the day (UTC, 0-23) at which the daily puzzle is posted.
    pub daily_hour: u32,
    /// The course `/learn` teaches (the shipped one by default).
    pub course: Arc<crate::lessons::Course>,
    /// The most entrants one tournament takes (`tournaments.max_players`).
    pub tournament_max_players: usize,
}

/// The defaults of the service's settings, in the units the config file uses: the config
/// file's own defaults are these (`crate::config`), so each is written once.
pub mod defaults {
    use crate::game::model::TimeControl;
    use crate::rules::Variant;

    pub const RULES: Variant = Variant::Castalia;
    pub const CHALLENGE_EXPIRY_MINUTES: u64 = 60;
    pub const REMINDER_HOURS: u64 = 12;
    pub const TIME: TimeControl = TimeControl::Correspondence { days_per_move: 3 };
    pub const FIRST_MOVE_SECONDS: u64 = 60;
    pub const CLAIM_GRACE_HOURS: u64 = 24;
    pub const SQUARE_PX: u32 = 64;
    /// Finished games are deleted after this many days (0 in the config: kept for ever).
    pub const RETENTION_DAYS: u32 = 365;
    /// The hour of the day (UTC) at which the daily puzzle is posted.
    pub const DAILY_HOUR: u32 = 12;
    /// The most entrants one tournament takes.
    pub const TOURNAMENT_MAX_PLAYERS: usize = 1_000;
}

/// A change refused because a record it read changed meanwhile (`GameError::Conflict`: a
/// player's record, a challenge, a puzzle's standing, written by another request at the same
/// moment) is made again from a fresh read this many times at most. Each round of such a race
/// has a winner, so this bounds how many changes of one record may meet at one moment.
pub(in crate::game) const CONFLICT_TRIES: usize = 64;

impl Default for ServiceConfig {
    fn default() -> ServiceConfig {
        ServiceConfig {
            default_variant: defaults::RULES,
            challenge_expiry: Duration::from_secs(defaults::CHALLENGE_EXPIRY_MINUTES * 60),
            engine_workers: 1,
            explain_nodes: crate::explain::DEFAULT_EXPLAIN_NODES,
            review_nodes: crate::explain::review::DEFAULT_REVIEW_NODES,
            board_theme: Theme::default(),
            board_square_px: defaults::SQUARE_PX,
            reminder_before: Duration::from_secs(defaults::REMINDER_HOURS * 3600),
            images: true,
            limits: super::players::limits::LimitSettings::default(),
            retention_days: Some(defaults::RETENTION_DAYS),
            default_time: defaults::TIME,
            first_move: Duration::from_secs(defaults::FIRST_MOVE_SECONDS),
            claim_grace: Duration::from_secs(defaults::CLAIM_GRACE_HOURS * 3600),
            puzzles: shipped_puzzles(),
            daily_channel: None,
            daily_hour: defaults::DAILY_HOUR,
            course: shipped_course(),
            tournament_max_players: defaults::TOURNAMENT_MAX_PLAYERS,
        }
    }
}

/// The service: the shared infrastructure (the store, the clock, chance, the settings) and one
/// piece of state per concern, each a struct of its own module whose fields that module alone
/// sees (see ARCHITECTURE.md, "The service's state").
pub struct GameService {
    store: Arc<dyn Store>,
    pub(super) clock: Arc<dyn Clock>,
    pub(super) chance: Arc<dyn Chance>,
    pub(super) config: ServiceConfig,
    /// Games: the per-game locks and the turn of new records (`play::locks`).
    pub(super) games: GameLocks,
    /// The bot's brain, the engine workers, bot moves and reviews under way (`play::bot`).
    pub(super) engine: EngineDesk,
    /// The timer's wake-ups and put-off entries, and the background tasks
    /// (`play::timer_state`).
    pub(super) timer: TimerState,
    /// The change feed of games and challenges (`play::feed`).
    pub(super) feed: ChangeFeed,
    /// The outbox's state and the live stream of notices (`notices::live`).
    pub(super) outbox: Outbox,
    /// The tournament locks (`tournaments::locks`).
    pub(super) tournaments: TournamentLocks,
    /// Where the web board is served (`players::web_links`).
    web: WebLinks,
    /// The rate limits (`players::limits`).
    rate: super::players::limits::RateLimits,
}

/// Whether a command is made again from a fresh read when its commit finds a record changed
/// (see `dispatch_fresh`): those that read, change and store one batch and have done nothing
/// else before. Offers (a bot may answer at once), rematches, tournaments and new records
/// (which claim their ids themselves, see `save::create`) are not.
fn made_again_on_conflict(command: &Command) -> bool {
    matches!(
        command,
        Command::Accept { .. }
            | Command::Decline { .. }
            | Command::Cancel { .. }
            | Command::Move { .. }
            | Command::PickedMove { .. }
            | Command::Resign { .. }
            | Command::Abort { .. }
            | Command::ClaimTimeout { .. }
            | Command::DeclineDraw { .. }
            | Command::DeclineTakeback { .. }
            | Command::Settings(_)
            | Command::Puzzle(_)
            | Command::Learn(_)
            | Command::Forget { .. }
    )
}

/// How long `shutdown` lets the service's tasks finish by themselves before ending them.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(1);

impl GameService {
    /// The service with the system's randomness.
    pub fn new(
        store: Arc<dyn Store>,
        brain: Arc<dyn BotBrain>,
        clock: Arc<dyn Clock>,
        config: ServiceConfig,
    ) -> Arc<GameService> {
        GameService::with_chance(store, brain, clock, Arc::new(SystemChance), config)
    }

    /// The service with a given source of random choices (tests fix it).
    pub fn with_chance(
        store: Arc<dyn Store>,
        brain: Arc<dyn BotBrain>,
        clock: Arc<dyn Clock>,
        chance: Arc<dyn Chance>,
        config: ServiceConfig,
    ) -> Arc<GameService> {
        let feed = ChangeFeed::default();
        store.listen_for_changes(feed.sinks());
        Arc::new(GameService {
            // Every store call leaves the async workers free while it waits.
            store: Arc::new(super::store::off_runtime::OffRuntime(store)),
            engine: EngineDesk::new(brain, config.engine_workers),
            rate: super::players::limits::RateLimits::new(&config.limits),
            clock,
            chance,
            config,
            games: GameLocks::default(),
            timer: TimerState::default(),
            feed,
            outbox: Outbox::default(),
            tournaments: TournamentLocks::default(),
            web: WebLinks::default(),
        })
    }

    pub fn config(&self) -> &ServiceConfig {
        &self.config
    }

    /// Notices the service sends without being asked, as they happen, in memory and at most
    /// 256 behind (subscribe before `start`). For delivery that survives a busy or restarting
    /// front end, use the outbox (`enable_outbox`, `take_notices`, `ack`).
    pub fn subscribe(&self) -> broadcast::Receiver<Notice> {
        self.outbox.subscribe()
    }

    /// The change feed: every game stored from now on, as (game, version), whoever changed it
    /// (any command, the timer, the bot) and, on PostgreSQL, in whichever process. At most 4096
    /// behind: a receiver that lags reads the games it cares about again.
    pub fn changes(&self) -> broadcast::Receiver<super::model::GameChange> {
        self.feed.games()
    }

    /// A tick whenever challenges are made, answered or withdrawn (here or, on PostgreSQL, in
    /// another process): a lobby shows them.
    pub fn challenge_changes(&self) -> broadcast::Receiver<()> {
        self.feed.challenges()
    }

    /// Where the web board is served (`http://127.0.0.1:8080`, or its public URL), set by the
    /// front end that serves it; `/web` answers with links under it.
    pub fn set_web_url(&self, url: &str) {
        self.web.set_url(url);
    }

    /// Boards say from now on that their live board can be opened inside the front end (the
    /// Discord bot, when the board is also a Discord Activity): `GameView::board_activity`.
    pub fn offer_board_activity(&self, on: bool) {
        self.web.offer_board_activity(on);
    }

    /// Whether boards offer the live board inside the front end.
    pub fn board_activity(&self) -> bool {
        self.web.board_activity()
    }

    /// Where the web board is served, if it is.
    pub fn web_url(&self) -> Option<String> {
        self.web.url()
    }

    /// Tells subscribers and the outbox's reader about a notice already stored (see
    /// `stage_notice`).
    pub(super) fn announce(&self, channel: ChannelId, reply: Reply) {
        self.outbox.announce(Notice {
            channel,
            reply,
            dm: None,
            private: false,
        });
    }

    /// The service's clock, in unix ms (a test's hand-driven clock in tests).
    pub fn now(&self) -> i64 {
        self.clock.now_ms()
    }

    /// The correspondence grace period in ms.
    pub(super) fn grace_ms(&self) -> i64 {
        i64::try_from(self.config.claim_grace.as_millis()).unwrap_or(i64::MAX / 4)
    }

    /// The rate limit for one command: the reply to send instead when it is exceeded. The
    /// local console is one person at a keyboard (or a script piped in) and is never limited:
    /// its input is never dropped.
    pub(super) fn rate_check(&self, ctx: &Context) -> Option<Reply> {
        if ctx.site == Site::Console {
            return None;
        }
        self.rate
            .check(ctx.user.0, ctx.channel.0)
            .err()
            .map(|wait| {
                Reply::private(
                    ReplyKind::SlowDown,
                    msg!("limits-slow-down", seconds = wait),
                )
            })
    }

    /// Handles one command. Errors come back as private replies that say what to do instead.
    /// The answer is in the caller's language (`reply_lang`), public or not: it answers what
    /// they typed. What the bot posts on its own in a channel (turn messages, result cards,
    /// timers) is in the game's language, its server's (see `notices`).
    pub async fn handle(self: &Arc<Self>, ctx: &Context, command: Command) -> Reply {
        let mut reply = self.answer(ctx, command).await;
        if reply.lang == Lang::default() {
            reply.lang = self.reply_lang(ctx);
        }
        reply
    }

    async fn answer(self: &Arc<Self>, ctx: &Context, command: Command) -> Reply {
        let label = crate::game::commands::table::name_of(&command);
        if let Some(wait) = self.rate_check(ctx) {
            return wait;
        }
        match self.dispatch_fresh(ctx, command).await {
            Ok(reply) => reply,
            Err(e) => {
                match &e {
                    GameError::Storage(inner) => {
                        tracing::error!(command = label, "storage error: {inner}")
                    }
                    GameError::Damaged(id) => tracing::error!(game = id.0, "damaged game record"),
                    _ => tracing::debug!(command = label, "refused: {e}"),
                }
                Reply::private(ReplyKind::Refused(e.kind()), e.text())
            }
        }
    }

    /// Runs a command; one whose commit was refused because a record it read changed
    /// meanwhile (a challenge answered, a player's record written by another request, a
    /// game moved by another process) is made again from a fresh read, so that requests at
    /// the same moment end as if made one after the other: a second click on Accept finds the
    /// challenge answered, two `/settings` changes both stay. Only commands that store at
    /// most one change are made again (a refused commit stored nothing of theirs).
    async fn dispatch_fresh(
        self: &Arc<Self>,
        ctx: &Context,
        command: Command,
    ) -> Result<Reply, GameError> {
        if !made_again_on_conflict(&command) {
            return self.dispatch(ctx, command).await;
        }
        let mut tries = 1;
        loop {
            match self.dispatch(ctx, command.clone()).await {
                Err(GameError::Conflict) if tries < CONFLICT_TRIES => {
                    tries += 1;
                }
                answer => return answer,
            }
        }
    }

    async fn dispatch(
        self: &Arc<Self>,
        ctx: &Context,
        command: Command,
    ) -> Result<Reply, GameError> {
        match command.with_typed_game()? {
            Command::Challenge { opponent, args } => self.challenge(ctx, opponent, &args),
            Command::Accept { challenge } => self.accept(ctx, challenge).await,
            Command::Decline { challenge } => self.decline(ctx, challenge),
            Command::Cancel { challenge } => self.cancel(ctx, challenge),
            Command::Play { level, args } => self.play_bot(ctx, level, &args),
            Command::Move { text, game: None } if self.move_goes_to_lesson(ctx)? => {
                self.learn(ctx, LearnCommand::Move { text })
            }
            Command::Move { text, game: None } if self.move_goes_to_puzzle(ctx)? => {
                self.puzzle_move(ctx, &text)
            }
            Command::Move { text, game } => self.make_move(ctx, &text, game, None).await,
            Command::PickedMove {
                game,
                position,
                uci,
            } => self.make_move(ctx, &uci, Some(game), Some(position)).await,
            Command::Resign { game } => self.resign(ctx, game).await,
            Command::Draw { game } => self.offer(ctx, game, OfferKind::Draw).await,
            Command::DeclineDraw { game } => self.decline_offer(ctx, game, OfferKind::Draw).await,
            Command::Takeback { game } => self.offer(ctx, game, OfferKind::Takeback).await,
            Command::DeclineTakeback { game } => {
                self.decline_offer(ctx, game, OfferKind::Takeback).await
            }
            Command::Board { game, flip, text } => self.show_board(ctx, game, flip, text),
            Command::Moves { game } => self.show_moves(ctx, game),
            Command::Pgn { game } => self.export_pgn(ctx, game),
            Command::Explain { game, text } => self.explain(ctx, game, text.as_deref()).await,
            Command::Review { game } => self.review_inner(ctx, game, watch::channel(0).0).await,
            Command::ClaimTimeout { game } => self.claim_timeout(ctx, game).await,
            Command::Abort { game } => self.abort(ctx, game).await,
            Command::Rematch { game } => self.rematch(ctx, game).await,
            Command::Games => self.list_games(ctx),
            Command::Stats { user } => self.stats(ctx, user),
            Command::Leaderboard { variant } => self.leaderboard(ctx, variant),
            Command::Forget { user } => self.forget(ctx, user).await,
            Command::Help => Ok(Reply::help()),
            Command::Rules => Ok(self.rules_reply(self.reply_lang(ctx))),
            Command::Web => self.web_link_reply(ctx),
            Command::Settings(change) => self.settings(ctx, change),
            Command::Puzzle(p) => self.puzzle(ctx, p),
            Command::Learn(l) => self.learn(ctx, l),
            Command::Tournament(t) => self.tournament(ctx, t).await,
        }
    }

    /// Starts a task of the service's own (the timer, a bot move it resumes), which
    /// `shutdown` ends and waits for before the runtime goes; once stopped, nothing new starts.
    pub(super) fn spawn_background(
        &self,
        task: impl std::future::Future<Output = ()> + Send + 'static,
    ) {
        self.timer.spawn(task);
    }

    /// Stops the service for good and waits until none of its tasks runs any more: call it
    /// (and await it) before the async runtime is shut down, else a task still running would
    /// find the runtime gone (tokio panics when a task sets a timer then). The timer task ends
    /// at once; a bot move under way is given `SHUTDOWN_GRACE` to be stored, then cut short
    /// (nothing is lost: every change is one atomic commit, and the next start resumes it).
    pub async fn shutdown(&self) {
        self.stop();
        let mut tasks = self.timer.take_tasks();
        let finished = tokio::time::timeout(SHUTDOWN_GRACE, async {
            while tasks.join_next().await.is_some() {}
        })
        .await;
        if finished.is_err() {
            tracing::info!("stopping {} background task(s) still running", tasks.len());
            tasks.shutdown().await;
        }
    }

    pub(super) fn load_game(&self, id: GameId) -> Result<Game, GameError> {
        match self.store.game(id) {
            Ok(Some(g)) => Ok(g),
            Ok(None) => Err(GameError::UnknownGame(id)),
            Err(StoreError::Corrupt { .. }) => Err(GameError::Damaged(id)),
            Err(e) => Err(e.into()),
        }
    }

    /// Game `id`, if it can be seen from here (else the same answer as for no such game).
    pub(super) fn load_game_here(&self, ctx: &Context, id: GameId) -> Result<Game, GameError> {
        match self.load_game(id) {
            Ok(game) if visible(ctx, &game) => Ok(game),
            Ok(_) => Err(GameError::UnknownGame(id)),
            // A damaged record says nothing but that it is damaged.
            Err(e) => Err(e),
        }
    }

    /// The game a participant means: the one given, or their only game in progress here.
    pub(super) fn my_game(&self, ctx: &Context, id: Option<GameId>) -> Result<Game, GameError> {
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
    pub(super) fn my_games_here(&self, ctx: &Context) -> Result<Vec<Game>, GameError> {
        Ok(self
            .store
            .active_games_of_in(ctx.user, ctx.channel)?
            .into_iter()
            .filter(|g| g.color_of(ctx.user).is_some())
            .collect())
    }

    /// The game someone wants to look at: the one given, theirs here, or the only one here.
    pub(super) fn any_game(&self, ctx: &Context, id: Option<GameId>) -> Result<Game, GameError> {
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
    pub(super) fn game_repo(&self) -> &dyn GameRepo {
        &*self.store
    }

    /// The reads of challenges (`store::ChallengeRepo`).
    pub(super) fn challenge_repo(&self) -> &dyn ChallengeRepo {
        &*self.store
    }

    /// The reads of players' records, members and leaderboards (`store::PlayerRepo`).
    pub(super) fn player_repo(&self) -> &dyn PlayerRepo {
        &*self.store
    }

    /// The reads of tournaments (`store::TournamentRepo`).
    pub(super) fn tournament_repo(&self) -> &dyn TournamentRepo {
        &*self.store
    }

    /// The reads of puzzles' standings and the daily puzzle (`store::PuzzleRepo`).
    pub(super) fn puzzle_repo(&self) -> &dyn PuzzleRepo {
        &*self.store
    }

    /// The reads of the outbox (`store::NoticeRepo`).
    pub(super) fn notice_repo(&self) -> &dyn NoticeRepo {
        &*self.store
    }

    /// The timer's reads: what falls due, the heartbeat (`store::DueRepo`).
    pub(super) fn due_repo(&self) -> &dyn DueRepo {
        &*self.store
    }

    /// The reads of the web board's links and sessions (`store::WebAccessRepo`).
    pub(super) fn web_access_repo(&self) -> &dyn WebAccessRepo {
        &*self.store
    }

    /// Applies a unit of work to the store: `play::save::commit` alone calls this, so that
    /// every write tells the change feed and the timer.
    pub(super) fn store_commit(&self, batch: Batch) -> Result<(), StoreError> {
        self.store.commit(batch)
    }

    /// The last id handed out (`play::save::create` claims the next).
    pub(super) fn last_id(&self) -> Result<u64, StoreError> {
        self.store.last_id()
    }

    /// Forgets idle rate-limit state.
    pub(super) fn prune_rate_limits(&self) {
        self.rate.prune();
    }

    /// Refuses a new game when `user` already has the most games in progress allowed.
    pub(super) fn check_game_cap(&self, user: UserId, name: &str) -> Result<(), GameError> {
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
pub(super) fn visible(ctx: &Context, game: &Game) -> bool {
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

/// The shipped puzzle set, read once (an unreadable set is logged and left empty).
pub fn shipped_puzzles() -> Arc<crate::puzzles::PuzzleSet> {
    static SET: std::sync::LazyLock<Arc<crate::puzzles::PuzzleSet>> =
        std::sync::LazyLock::new(|| match crate::puzzles::PuzzleSet::shipped() {
            Ok(set) => Arc::new(set),
            Err(e) => {
                tracing::error!("the shipped puzzles cannot be read: {e}");
                Arc::default()
            }
        });
    SET.clone()
}

/// The shipped course, read once (an unreadable course is logged and left empty).
pub fn shipped_course() -> Arc<crate::lessons::Course> {
    static COURSE: std::sync::LazyLock<Arc<crate::lessons::Course>> =
        std::sync::LazyLock::new(|| match crate::lessons::Course::shipped() {
            Ok(course) => Arc::new(course),
            Err(e) => {
                tracing::error!("the shipped course cannot be read: {e}");
                Arc::default()
            }
        });
    COURSE.clone()
}
