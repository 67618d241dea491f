//! `GameService`: the one entry point of the application. A command from a user in a channel
//! goes in, a `Reply` comes out. It builds the kernel every concern shares (`kernel`) and one
//! service per concern over it (views, course, analysis, puzzles, players, notices,
//! tournaments, play, privacy, boards, the timer; ARCHITECTURE.md, "The services of `game/`"),
//! checks the rate limits and dispatches each command to the service that answers it
//! (`handle`), and keeps the front ends' other calls as one-line delegates and the lifecycle
//! (`shutdown`).

use super::analysis::AnalysisService;
use super::chance::{Chance, SystemChance};
use super::clock::Clock;
use super::commands::command::{Command, Context, LearnCommand, Site, TournamentCommand};
use super::config::ServiceConfig;
use super::course::CourseService;
use super::error::GameError;
use super::kernel::{Kernel, CONFLICT_TRIES};
use super::model::{ChannelId, GameId, Shown, Tournament, TournamentFront, TournamentId, UserId};
use super::notices::live::Outbox;
use super::notices::outbox::{Delivery, OutgoingNotice};
use super::notices::NoticeService;
use super::play::bot::{BotBrain, EngineDesk};
use super::play::timers::{TimerParts, TimerService};
use super::play::PlayService;
use super::players::privacy::PrivacyService;
use super::players::web_access::WebUser;
use super::players::web_links::WebLinks;
use super::players::PlayerService;
use super::puzzles::PuzzleService;
use super::replies::choices::{MoveChoice, MoveChoices};
use super::replies::page::{GamePage, GamePlace, Lobby, LobbyChallenge};
use super::replies::reply::{Notice, OfferKind, Reply, ReplyKind};
use super::replies::text::Text;
use super::replies::views::ViewService;
use super::replies::BoardService;
use super::store::Store;
use super::tournaments::TournamentService;
use crate::explain::review::Review;
use crate::i18n::Lang;
use crate::msg;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{broadcast, watch};

/// The service: the kernel and one service per concern, each a struct of its concern's module
/// whose fields that module alone sees (see ARCHITECTURE.md, "The services of `game/`").
pub struct GameService {
    /// What every concern shares: the store, the clock, chance, the settings, the unit of
    /// work, the change feed and the timer (`kernel`).
    kernel: Arc<Kernel>,
    /// The course (`course`).
    course: Arc<CourseService>,
    /// Explanations and reviews (`analysis`).
    analysis: AnalysisService,
    /// Puzzles and the daily puzzle (`puzzles`).
    puzzles: Arc<PuzzleService>,
    /// How games are shown (`replies::views`).
    views: Arc<ViewService>,
    /// What the service says on its own (`notices`).
    notices: Arc<NoticeService>,
    /// Players' settings and the web board's access (`players`).
    players: PlayerService,
    /// The outbox's state and the live stream of notices (`notices::live`).
    outbox: Arc<Outbox>,
    /// Tournaments (`tournaments`).
    tournaments: Arc<TournamentService>,
    /// Games and their play (`play`).
    play: Arc<PlayService>,
    /// A game's boards for the front ends (`replies`).
    boards: BoardService,
    /// The timer (`play::timers`).
    timers: Arc<TimerService>,
    /// Forgetting users and the retention of finished games (`players::privacy`).
    privacy: Arc<PrivacyService>,
    /// Where the web board is served (`players::web_links`).
    web: Arc<WebLinks>,
    /// The rate limits (`players::limits`).
    rate: Arc<super::players::limits::RateLimits>,
}

/// Whether a command is made again from a fresh read when its commit finds a record changed
/// (see `dispatch_fresh`): those that read, change and store one batch and have done nothing
/// else before. Offers (a bot may answer at once), rematches, tournaments and new records
/// (which claim their ids themselves, see `Kernel::create`) are not.
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
        let engine = Arc::new(EngineDesk::new(brain, config.engine_workers));
        let rate = Arc::new(super::players::limits::RateLimits::new(&config.limits));
        let kernel = Arc::new(Kernel::new(store, clock, chance, config));
        let repos = kernel.repos();
        let outbox = Arc::new(Outbox::default());
        let web = Arc::new(WebLinks::default());
        let puzzles = Arc::new(PuzzleService::new(kernel.clone(), &repos, outbox.clone()));
        let views = Arc::new(ViewService::new(kernel.clone(), &repos, web.clone()));
        let notices = Arc::new(NoticeService::new(
            kernel.clone(),
            &repos,
            outbox.clone(),
            views.clone(),
            puzzles.clone(),
        ));
        let tournaments = Arc::new(TournamentService::new(
            kernel.clone(),
            &repos,
            notices.clone(),
            views.clone(),
            outbox.clone(),
        ));
        let play = Arc::new(PlayService::new(
            kernel.clone(),
            &repos,
            engine.clone(),
            notices.clone(),
            views.clone(),
            tournaments.clone(),
            outbox.clone(),
        ));
        let privacy = Arc::new(PrivacyService::new(
            kernel.clone(),
            &repos,
            play.clone(),
            tournaments.clone(),
        ));
        let course = Arc::new(CourseService::new(kernel.clone(), &repos));
        let timers = Arc::new(TimerService::new(
            kernel.clone(),
            &repos,
            TimerParts {
                play: play.clone(),
                tournaments: tournaments.clone(),
                puzzles: puzzles.clone(),
                notices: notices.clone(),
                views: views.clone(),
                privacy: privacy.clone(),
                engine: engine.clone(),
                outbox: outbox.clone(),
                rate: rate.clone(),
            },
        ));
        Arc::new(GameService {
            timers,
            boards: BoardService::new(
                kernel.clone(),
                &repos,
                play.clone(),
                views.clone(),
                notices.clone(),
                puzzles.clone(),
                course.clone(),
            ),
            course,
            privacy,
            play,
            tournaments,
            notices,
            players: PlayerService::new(kernel.clone(), &repos, web.clone()),
            puzzles,
            outbox,
            views,
            web,
            analysis: AnalysisService::new(kernel.clone(), engine.clone()),
            rate,
            kernel,
        })
    }

    pub fn config(&self) -> &ServiceConfig {
        &self.kernel.config
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
        self.kernel.feed.games()
    }

    /// A tick whenever challenges are made, answered or withdrawn (here or, on PostgreSQL, in
    /// another process): a lobby shows them.
    pub fn challenge_changes(&self) -> broadcast::Receiver<()> {
        self.kernel.feed.challenges()
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

    /// The service's clock, in unix ms (a test's hand-driven clock in tests).
    pub fn now(&self) -> i64 {
        self.kernel.now()
    }

    /// Reviews a game, sending the share of positions searched (0-100) to `progress` as it
    /// goes.
    pub async fn review(
        &self,
        ctx: &Context,
        id: Option<GameId>,
        progress: watch::Sender<u8>,
    ) -> Reply {
        if let Some(wait) = self.rate_check(ctx) {
            return wait;
        }
        let mut reply = match self.analysis.review_inner(ctx, id, progress).await {
            Ok(reply) => reply,
            Err(e) => {
                tracing::debug!(command = "review", "refused: {e}");
                Reply::private(ReplyKind::Refused(e.kind()), e.text())
            }
        };
        reply.lang = self.kernel.reply_lang(ctx);
        reply
    }

    /// The engine's review of a game, refused as `/review` refuses it (fair play: a game
    /// between people only once it is over), for a front end that shows it its own way (the
    /// web board steps through it); with the summary in words.
    pub async fn review_data(
        &self,
        ctx: &Context,
        id: GameId,
    ) -> Result<(Review, Text), GameError> {
        if let Some(wait) = self.rate_check(ctx) {
            return Err(GameError::Refused(wait.text));
        }
        self.analysis.review_data(ctx, id).await
    }

    /// Notices are stored from now on and wait for `take_notices` (a front end that delivers
    /// them calls this before `start`). Without it, notices go only to `subscribe`rs.
    pub fn enable_outbox(&self) {
        self.notices.enable_outbox()
    }

    /// The notices due now, oldest first, waiting up to `wait` for one. Each must be
    /// answered with `ack`; one not answered is handed out again after a while.
    pub async fn take_notices(&self, wait: Duration) -> Vec<OutgoingNotice> {
        self.notices.take_notices(wait).await
    }

    /// The notices of private chat `channel` that nobody could be sent (`Delivery::Held`),
    /// oldest first, for a front end to show with the answer to a command typed there; each
    /// is acknowledged like any other.
    pub fn held_notices(&self, channel: ChannelId) -> Vec<OutgoingNotice> {
        self.notices.held_notices(channel)
    }

    /// An answer a front end could not give in private chat `channel` (the command's
    /// interaction expired before it was ready): stored as the chat's notice, so it goes by
    /// DM to those it mentions or waits for the next command there.
    pub fn keep_for_later(&self, channel: ChannelId, reply: Reply) {
        self.notices.keep_for_later(channel, reply)
    }

    /// Records that a notice handed out by `take_notices` reached `reached` (by DM, where its
    /// channel refused it) but not everyone: those are no longer mentioned, so that the next
    /// try (after `ack` with `Delivery::Failed`) goes only to the others.
    pub fn reached_some(&self, key: u64, reached: &[UserId]) {
        self.notices.reached_some(key, reached)
    }

    /// Records what became of a notice handed out by `take_notices`.
    pub fn ack(&self, key: u64, delivery: Delivery) {
        self.notices.ack(key, delivery)
    }

    /// The language of the answers to `ctx`'s user (`Kernel::reply_lang`).
    pub fn reply_lang(&self, ctx: &Context) -> Lang {
        self.kernel.reply_lang(ctx)
    }

    /// The language of what a user is told on their own (`Kernel::lang_of`).
    pub fn lang_of(&self, user: UserId, fallback: Lang) -> Lang {
        self.kernel.lang_of(user, fallback)
    }

    /// A new one-time sign-in link's secret for `user` (`/web`).
    pub fn new_sign_in_link(&self, user: UserId, name: &str) -> Result<String, GameError> {
        self.players.new_sign_in_link(user, name)
    }

    /// Uses a sign-in link: when it is one, unused and within its 10 minutes, it is used up
    /// and a session opened for its user; returns the session's secret. `None` for a link used
    /// before, expired, or unknown.
    pub fn use_sign_in_link(&self, secret: &str) -> Result<Option<(String, WebUser)>, GameError> {
        self.players.use_sign_in_link(secret)
    }

    /// Opens a session for a user who proved who they are another way (Discord's OAuth2).
    pub fn open_web_session(&self, user: UserId, name: &str) -> Result<String, GameError> {
        self.players.open_web_session(user, name)
    }

    /// Opens a session for `user` as given (an Activity's: bound to its channel).
    pub fn open_web_session_as(&self, user: &WebUser) -> Result<String, GameError> {
        self.players.open_web_session_as(user)
    }

    /// The user of a session, if it is one and has not expired or ended.
    pub fn web_session(&self, secret: &str) -> Result<Option<WebUser>, GameError> {
        self.players.web_session(secret)
    }

    /// Ends a session ("Sign out").
    pub fn end_web_session(&self, secret: &str) -> Result<(), GameError> {
        self.players.end_web_session(secret)
    }

    /// Remembers for a few minutes that `user` pressed "Play on the board" on game `game`:
    /// the Activity that opens for them then shows it (the launch carries no data).
    pub fn note_board_launch(&self, user: UserId, game: GameId) -> Result<(), GameError> {
        self.players.note_board_launch(user, game)
    }

    /// The game whose "Play on the board" button `user` pressed in the last few minutes, if
    /// any (forgotten once asked).
    pub fn take_board_launch(&self, user: UserId) -> Result<Option<GameId>, GameError> {
        self.players.take_board_launch(user)
    }

    /// A tournament as stored, for a front end's own records on it.
    pub fn tournament_record(&self, id: TournamentId) -> Result<Option<Tournament>, GameError> {
        self.tournaments.tournament_record(id)
    }

    /// A tournament's standings as its home shows them (text and picture), for a front end
    /// that keeps one standings message up to date.
    pub fn tournament_standings(&self, id: TournamentId) -> Result<Reply, GameError> {
        self.tournaments.tournament_standings(id)
    }

    /// Changes a front end's own records on a tournament (its thread, standings message,
    /// scheduled event); returns the tournament as stored.
    pub fn update_tournament_front(
        &self,
        id: TournamentId,
        edit: impl FnMut(&mut TournamentFront),
    ) -> Result<Tournament, GameError> {
        self.tournaments.update_tournament_front(id, edit)
    }

    /// Whether a job is moving tournament `id` on in this process now (pairing a round).
    pub fn tournament_busy(&self, id: TournamentId) -> bool {
        self.tournaments.tournament_busy(id)
    }

    /// Computes and plays the bot's move in a game (if it is the bot's turn), on the worker
    /// pool. The move is stored before the reply announces it. The reply is written for the
    /// channel (it may be sent as a notice).
    pub async fn bot_move(&self, id: GameId) -> Reply {
        self.play.bot_move(id).await
    }

    /// How many bot moves wait for a worker now.
    pub fn bot_queue(&self) -> usize {
        self.play.bot_queue()
    }

    /// Deletes finished games last changed more than `retention_days` ago.
    pub async fn purge_old_games(&self) -> usize {
        self.privacy.purge_old_games().await
    }

    /// Makes `thread` the home of game `id`: its boards and notices go there, and commands
    /// typed there without a game number mean it. Setting the same thread again changes
    /// nothing.
    pub async fn set_thread(&self, id: GameId, thread: ChannelId) -> Result<(), GameError> {
        self.boards.set_thread(id, thread).await
    }

    /// What the front end remembers about the messages of game `id` (its live board, turn
    /// message, result card and thread closing).
    pub fn shown(&self, id: GameId) -> Result<Shown, GameError> {
        self.boards.shown(id)
    }

    /// Changes what is remembered about the messages of game `id`; returns what was
    /// remembered before. Nothing is written when `edit` changes nothing. The board and turn
    /// messages are written beside the game (the game record is neither written nor
    /// versioned, so this never conflicts with a move); a change of the result card changes
    /// the game, in the same commit.
    pub async fn update_shown(
        &self,
        id: GameId,
        edit: impl FnOnce(&mut Shown),
    ) -> Result<Shown, GameError> {
        self.boards.update_shown(id, edit).await
    }

    /// A front end posted (or is about to post) the result card of finished game `id`: it is
    /// noted, and the game's thread is closed `close_after` from now (the timer says so
    /// with a `HomeClosed` notice, after a restart too). Returns `false` when the card was
    /// posted before (nothing changes).
    pub async fn result_card_posted(
        &self,
        id: GameId,
        close_after: std::time::Duration,
    ) -> Result<bool, GameError> {
        self.boards.result_card_posted(id, close_after).await
    }

    /// Whether the caller plays in game `id`, seen from where they are, and it goes on
    /// (front ends ask before confirming a resignation; the resignation is checked again).
    pub fn plays_in(&self, ctx: &Context, id: GameId) -> bool {
        self.boards.plays_in(ctx, id)
    }

    /// The caller's game in progress that a command without a number (or with `id`) means,
    /// if there is exactly one (front ends ask before confirming a resignation).
    pub fn my_game_in_progress(
        &self,
        ctx: &crate::game::commands::command::Context,
        id: Option<GameId>,
    ) -> Option<GameId> {
        self.boards.my_game_in_progress(ctx, id)
    }

    /// The card a channel keeps of a finished game: who played, the result and how it ended,
    /// the final board, the game as a GIF and the PGN, mentioning both players.
    pub fn result_card(&self, id: GameId) -> Result<Reply, GameError> {
        self.boards.result_card(id)
    }

    /// Tells game `id`'s home about a change made from another front end (a move on the web
    /// board of a game played in a Discord channel): stored and shown there as any notice, so
    /// its channel sees the move as it sees every move (its live board, its thread). Nothing
    /// for a private answer, or a game of the web's own place.
    pub fn tell_home(&self, id: GameId, reply: Reply) {
        self.boards.tell_home(id, reply)
    }

    /// Where the commands about game `id` act (its home), whoever asks; the front end decides
    /// whether the asker may act there.
    pub fn game_place(&self, id: GameId) -> Result<GamePlace, GameError> {
        self.boards.game_place(id)
    }

    /// Game `id` for a live board, as seen by `ctx.user` from `ctx`'s place: refused as
    /// `/board` would be when the game cannot be seen from there.
    pub fn game_page(&self, ctx: &Context, id: GameId) -> Result<GamePage, GameError> {
        self.boards.game_page(ctx, id)
    }

    /// The lobby of `ctx.user` in `ctx`'s place: their games in progress (all of them, from
    /// anywhere, when `everywhere`: each is then opened in its own place), the challenges and
    /// the games they may watch there.
    pub fn lobby(&self, ctx: &Context, everywhere: bool) -> Result<Lobby, GameError> {
        self.boards.lobby(ctx, everywhere)
    }

    /// A challenge, as the lobby would list it for `ctx.user`, if they may see it from `ctx`'s
    /// place (a challenge link).
    pub fn lobby_challenge(
        &self,
        ctx: &Context,
        id: crate::game::model::ChallengeId,
    ) -> Result<Option<LobbyChallenge>, GameError> {
        self.boards.lobby_challenge(ctx, id)
    }

    /// The caller's legal moves in the course exercise they are working on (for the move
    /// picker and autocompletion).
    pub fn lesson_choices(&self, ctx: &Context) -> Result<MoveChoices, GameError> {
        self.boards.lesson_choices(ctx)
    }

    /// The caller's legal moves in game `game` (or, without one, their game in this channel
    /// or thread, as `/move` resolves it). Refused like a move would be: not a player, the
    /// game is over, or it is not their turn.
    pub fn move_choices(
        &self,
        ctx: &Context,
        game: Option<GameId>,
    ) -> Result<MoveChoices, GameError> {
        self.boards.move_choices(ctx, game)
    }

    /// Suggestions for a `/move` being typed: the caller's legal moves in `game` (or their
    /// game here) whose SAN or UCI starts with `prefix` (case-insensitive), at most
    /// `lookups::MAX_SUGGESTIONS`. Without a game of theirs here, the course exercise or the
    /// puzzle they are working on here, as a plain `/move` would answer it. Empty when there
    /// is nothing to suggest. Asked on every keystroke, so only the moves shown get their
    /// label (what each does, the costly part).
    pub fn move_suggestions(
        &self,
        ctx: &Context,
        game: Option<GameId>,
        prefix: &str,
    ) -> Vec<MoveChoice> {
        self.boards.move_suggestions(ctx, game, prefix)
    }

    /// The caller's legal moves in SAN in their game in this channel, when it is their turn,
    /// keeping those that start with `prefix` (case-insensitive); sorted,
    /// at most `MAX_SUGGESTIONS`. Where a plain `/move` answers the caller's puzzle (asked for
    /// here, no game of theirs here), the puzzle position's moves. Empty when there is neither
    /// or it is not their turn.
    pub fn legal_moves_for(&self, ctx: &Context, prefix: &str) -> Vec<String> {
        self.boards.legal_moves_for(ctx, prefix)
    }

    /// The legal moves (SAN, as `legal_moves_for`) in the position of the puzzle the caller is
    /// solving (wherever it was asked for), for `/puzzle move:`. Every legal move, sorted: the
    /// list gives nothing of the solution away.
    pub fn puzzle_moves_for(&self, ctx: &Context, prefix: &str) -> Vec<String> {
        self.boards.puzzle_moves_for(ctx, prefix)
    }

    /// Suggestions for `/learn move:` being typed: the caller's legal moves in the course
    /// exercise they are working on, by SAN.
    pub fn lesson_moves_for(&self, ctx: &Context, prefix: &str) -> Vec<String> {
        self.boards.lesson_moves_for(ctx, prefix)
    }

    /// Settles everything due at the current time; returns when the next thing falls due (unix
    /// ms). A tournament's step (which may pair a round for seconds) is waited for here; the
    /// timer task does not wait for it (`sweep_detached`).
    pub async fn sweep(self: &Arc<Self>) -> Option<i64> {
        self.timers.sweep().await
    }

    /// Writes the heartbeat: the service is running now.
    pub fn heartbeat(&self) {
        self.timers.heartbeat()
    }

    /// Runs until `stop`: sweeps, then sleeps until the next due event or an earlier change,
    /// writing the heartbeat on the way.
    pub async fn run_timers(self: Arc<Self>) {
        self.timers.clone().run_timers().await
    }

    /// After a start: gives every running game and challenge back the time the bot was down
    /// (measured from the last heartbeat), settles what fell due, and plays the bot moves that
    /// were due. Returns the ids of the games in which the bot was to move.
    pub async fn resume(self: &Arc<Self>) -> Vec<GameId> {
        self.timers.resume().await
    }

    /// Starts the timer task and resumes unfinished work; call once at startup, and
    /// `shutdown` at the end.
    pub async fn start(self: &Arc<Self>) {
        self.timers.start().await
    }

    /// Tells the timer task to end, and starts no more background tasks (see `shutdown`,
    /// which also waits for them). Every change is already stored when its command returns,
    /// so nothing else needs finishing.
    pub fn stop(&self) {
        self.timers.stop()
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
            reply.lang = self.kernel.reply_lang(ctx);
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
            Command::Challenge { opponent, args } => self.play.challenge(ctx, opponent, &args),
            Command::Accept { challenge } => self.play.accept(ctx, challenge).await,
            Command::Decline { challenge } => self.play.decline(ctx, challenge),
            Command::Cancel { challenge } => self.play.cancel(ctx, challenge),
            Command::Play { level, args } => self.play.play_bot(ctx, level, &args),
            Command::Move { text, game: None } if self.course.move_goes_to_lesson(ctx)? => {
                self.course.learn(ctx, LearnCommand::Move { text })
            }
            Command::Move { text, game: None } if self.puzzles.move_goes_to_puzzle(ctx)? => {
                self.puzzles.puzzle_move(ctx, &text)
            }
            Command::Move { text, game } => self.play.make_move(ctx, &text, game, None).await,
            Command::PickedMove {
                game,
                position,
                uci,
            } => {
                self.play
                    .make_move(ctx, &uci, Some(game), Some(position))
                    .await
            }
            Command::Resign { game } => self.play.resign(ctx, game).await,
            Command::Draw { game } => self.play.offer(ctx, game, OfferKind::Draw).await,
            Command::DeclineDraw { game } => {
                self.play.decline_offer(ctx, game, OfferKind::Draw).await
            }
            Command::Takeback { game } => self.play.offer(ctx, game, OfferKind::Takeback).await,
            Command::DeclineTakeback { game } => {
                self.play
                    .decline_offer(ctx, game, OfferKind::Takeback)
                    .await
            }
            Command::Board { game, flip, text } => self.views.show_board(ctx, game, flip, text),
            Command::Moves { game } => self.views.show_moves(ctx, game),
            Command::Pgn { game } => self.views.export_pgn(ctx, game),
            Command::Explain { game, text } => {
                self.analysis.explain(ctx, game, text.as_deref()).await
            }
            Command::Review { game } => {
                self.analysis
                    .review_inner(ctx, game, watch::channel(0).0)
                    .await
            }
            Command::ClaimTimeout { game } => self.play.claim_timeout(ctx, game).await,
            Command::Abort { game } => self.play.abort(ctx, game).await,
            Command::Rematch { game } => self.play.rematch(ctx, game).await,
            Command::Games => self.views.list_games(ctx),
            Command::Stats { user } => self.views.stats(ctx, user),
            Command::Leaderboard { variant } => self.views.leaderboard(ctx, variant),
            Command::Forget { user } => self.privacy.forget(ctx, user).await,
            Command::Help => Ok(Reply::help()),
            Command::Rules => Ok(self.views.rules_reply(self.kernel.reply_lang(ctx))),
            Command::Web => self.players.web_link_reply(ctx),
            Command::Settings(change) => self.players.settings(ctx, change),
            Command::Puzzle(p) => self.puzzles.puzzle(ctx, p),
            Command::Learn(l) => self.course.learn(ctx, l),
            Command::Tournament(t) => self.tournament(ctx, t).await,
        }
    }

    /// `/tournament`: berserk changes a game (play's); the rest is the tournaments'.
    async fn tournament(
        &self,
        ctx: &Context,
        command: TournamentCommand,
    ) -> Result<Reply, GameError> {
        let t = &self.tournaments;
        match command {
            TournamentCommand::Create(spec) => t.create_tournament(ctx, &spec),
            TournamentCommand::Join { id } => t.join_tournament(ctx, id),
            TournamentCommand::Leave { id } => t.leave_tournament(ctx, id),
            TournamentCommand::Berserk { game } => self.play.berserk(ctx, game).await,
            TournamentCommand::Start { id } => t.start_command(ctx, id).await,
            TournamentCommand::End { id } => t.end_tournament(ctx, id),
            TournamentCommand::Standings { id } => t.standings_command(ctx, id),
            TournamentCommand::Pairings { id, round } => t.pairings_command(ctx, id, round),
            TournamentCommand::List => t.list_command(ctx),
            TournamentCommand::Trf { id } => t.trf_command(ctx, id),
        }
    }

    /// Stops the service for good and waits until none of its tasks runs any more: call it
    /// (and await it) before the async runtime is shut down, else a task still running would
    /// find the runtime gone (tokio panics when a task sets a timer then). The timer task ends
    /// at once; a bot move under way is given `SHUTDOWN_GRACE` to be stored, then cut short
    /// (nothing is lost: every change is one atomic commit, and the next start resumes it).
    pub async fn shutdown(&self) {
        self.stop();
        let mut tasks = self.kernel.timer.take_tasks();
        let finished = tokio::time::timeout(SHUTDOWN_GRACE, async {
            while tasks.join_next().await.is_some() {}
        })
        .await;
        if finished.is_err() {
            tracing::info!("stopping {} background task(s) still running", tasks.len());
            tasks.shutdown().await;
        }
    }
}
