//! Abuse limits, permissions, data deletion, retention and faults (a failing database, a
//! panicking engine, a database that cannot be opened).

use crate::common;

use castalia_bot::engine::Level;
use castalia_bot::game::model::ColorChoice;
use castalia_bot::game::model::{Challenge, ChallengeId, Game, Player, PuzzleStanding, Seat};
use castalia_bot::game::notices::outbox::StoredNotice;
use castalia_bot::game::players::limits::LimitSettings;
use castalia_bot::game::store::{
    Batch, ChallengeRepo, DueItem, DueRepo, GameRepo, NoticeRepo, PlayerRepo, PuzzleRepo,
    TournamentRepo, WebAccessRepo,
};
use castalia_bot::game::{
    BotBrain, ChannelId, Command, Context, ErrorKind, GameId, GameService, GuildId, ManualClock,
    NewGameArgs, ReplyKind, ServiceConfig, SledStore, Store, StoreError, UserId, UserRef,
};
use castalia_bot::rules::{GameRecord, Move};
use common::FirstMove;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;

/// Panics on its first `panics` calls, then plays the first legal move.
struct Flaky {
    panics: AtomicUsize,
}
impl BotBrain for Flaky {
    fn choose(&self, record: &GameRecord, _: Level, _: u64) -> Option<Move> {
        if self.panics.load(Ordering::SeqCst) > 0 {
            self.panics.fetch_sub(1, Ordering::SeqCst);
            panic!("engine bug");
        }
        record.position().legal_moves().first().copied()
    }
    fn accepts_draw(&self, _: &GameRecord, _: Level) -> bool {
        false
    }
}

/// A store whose writes can be made to fail (a full or read-only disk).
struct Faulty {
    inner: SledStore,
    fail: AtomicBool,
}
impl Store for Faulty {
    fn last_id(&self) -> Result<u64, StoreError> {
        self.inner.last_id()
    }
    fn commit(&self, batch: Batch) -> Result<(), StoreError> {
        if self.fail.load(Ordering::SeqCst) {
            return Err(StoreError::from(sled::Error::Io(std::io::Error::other(
                "No space left on device",
            ))));
        }
        self.inner.commit(batch)
    }
}

impl GameRepo for Faulty {
    fn game(&self, id: GameId) -> Result<Option<Game>, StoreError> {
        self.inner.game(id)
    }
    fn active_games_in(&self, c: ChannelId) -> Result<Vec<Game>, StoreError> {
        self.inner.active_games_in(c)
    }
    fn active_games(&self) -> Result<Vec<Game>, StoreError> {
        self.inner.active_games()
    }
    fn games_of(&self, u: UserId) -> Result<Vec<Game>, StoreError> {
        self.inner.games_of(u)
    }
    fn active_games_of_in(&self, u: UserId, c: ChannelId) -> Result<Vec<Game>, StoreError> {
        self.inner.active_games_of_in(u, c)
    }
    fn active_games_of(&self, u: UserId) -> Result<Vec<Game>, StoreError> {
        self.inner.active_games_of(u)
    }
    fn finished_games_before(&self, ms: i64) -> Result<Vec<Game>, StoreError> {
        self.inner.finished_games_before(ms)
    }
    fn board_messages(
        &self,
        id: GameId,
    ) -> Result<Option<castalia_bot::game::BoardMessages>, StoreError> {
        self.inner.board_messages(id)
    }
}

impl ChallengeRepo for Faulty {
    fn challenge(&self, id: ChallengeId) -> Result<Option<Challenge>, StoreError> {
        self.inner.challenge(id)
    }
    fn challenges_in(&self, c: ChannelId) -> Result<Vec<Challenge>, StoreError> {
        self.inner.challenges_in(c)
    }
    fn all_challenges(&self) -> Result<Vec<Challenge>, StoreError> {
        self.inner.all_challenges()
    }
}

impl PlayerRepo for Faulty {
    fn player(&self, id: UserId) -> Result<Option<Player>, StoreError> {
        self.inner.player(id)
    }
    fn members(&self, g: GuildId) -> Result<Vec<UserId>, StoreError> {
        self.inner.members(g)
    }
}

impl TournamentRepo for Faulty {
    fn tournament(
        &self,
        id: castalia_bot::game::model::TournamentId,
    ) -> Result<Option<castalia_bot::game::model::Tournament>, StoreError> {
        self.inner.tournament(id)
    }
    fn all_tournaments(&self) -> Result<Vec<castalia_bot::game::model::Tournament>, StoreError> {
        self.inner.all_tournaments()
    }
    fn tournaments_in(
        &self,
        g: GuildId,
    ) -> Result<Vec<castalia_bot::game::model::Tournament>, StoreError> {
        self.inner.tournaments_in(g)
    }
}

impl PuzzleRepo for Faulty {
    fn daily_posted(&self) -> Result<Option<i64>, StoreError> {
        self.inner.daily_posted()
    }
    fn daily_solvers(&self, day: i64) -> Result<u64, StoreError> {
        self.inner.daily_solvers(day)
    }
    fn puzzle_standings(&self) -> Result<Vec<(String, PuzzleStanding)>, StoreError> {
        self.inner.puzzle_standings()
    }
}

impl NoticeRepo for Faulty {
    fn outbox(&self) -> Result<Vec<(u64, StoredNotice)>, StoreError> {
        self.inner.outbox()
    }
}

impl DueRepo for Faulty {
    fn due_items(&self, until: i64, limit: usize) -> Result<Vec<(i64, DueItem)>, StoreError> {
        self.inner.due_items(until, limit)
    }
    fn next_due_after(&self, after: i64) -> Result<Option<i64>, StoreError> {
        self.inner.next_due_after(after)
    }
    fn heartbeat(&self) -> Result<Option<i64>, StoreError> {
        self.inner.heartbeat()
    }
    fn set_heartbeat(&self, now: i64) -> Result<(), StoreError> {
        if self.fail.load(Ordering::SeqCst) {
            return Err(StoreError::from(sled::Error::Io(std::io::Error::other(
                "No space left on device",
            ))));
        }
        self.inner.set_heartbeat(now)
    }
}

impl WebAccessRepo for Faulty {
    fn put_web_access(
        &self,
        key: &str,
        access: &castalia_bot::game::model::WebAccess,
    ) -> Result<(), StoreError> {
        self.inner.put_web_access(key, access)
    }
    fn web_access(
        &self,
        key: &str,
    ) -> Result<Option<castalia_bot::game::model::WebAccess>, StoreError> {
        self.inner.web_access(key)
    }
    fn take_web_access(
        &self,
        key: &str,
    ) -> Result<Option<castalia_bot::game::model::WebAccess>, StoreError> {
        self.inner.take_web_access(key)
    }
    fn forget_web_access(&self, user: Option<UserId>, now_ms: i64) -> Result<usize, StoreError> {
        self.inner.forget_web_access(user, now_ms)
    }
}

const T0: i64 = 1_800_000_000_000;

fn generous() -> ServiceConfig {
    ServiceConfig {
        images: false,
        limits: LimitSettings {
            user_per_minute: 10_000,
            user_burst: 1_000,
            channel_per_minute: 10_000,
            channel_burst: 1_000,
            ..LimitSettings::default()
        },
        ..ServiceConfig::default()
    }
}

fn service(
    store: Arc<dyn Store>,
    brain: Arc<dyn BotBrain>,
    config: ServiceConfig,
) -> Arc<GameService> {
    common::world()
        .brain(brain)
        .config(config)
        .service_on(store)
}

fn ctx(name: &str) -> Context {
    Context {
        user: user(name).id,
        channel: ChannelId(5),
        guild: GuildId(1),
        is_admin: name == "admin",
        organiser: name == "admin",
        site: castalia_bot::game::Site::Server("test".into()),
        ..common::ctx(name)
    }
}

fn user(name: &str) -> UserRef {
    UserRef {
        id: UserId(name.bytes().fold(7u64, |h, b| h * 131 + u64::from(b))),
        name: name.into(),
    }
}

fn white() -> NewGameArgs {
    NewGameArgs {
        color: Some(ColorChoice::White),
        ..NewGameArgs::default()
    }
}

#[tokio::test]
async fn a_flood_of_commands_is_told_to_slow_down() {
    let config = ServiceConfig {
        images: false,
        limits: LimitSettings {
            user_per_minute: 6,
            user_burst: 3,
            ..LimitSettings::default()
        },
        ..ServiceConfig::default()
    };
    let s = service(
        Arc::new(SledStore::temporary().unwrap()),
        Arc::new(FirstMove),
        config,
    );
    let mut refused = 0;
    for _ in 0..6 {
        let r = s.handle(&ctx("spammer"), Command::Help).await;
        if r.kind == ReplyKind::SlowDown {
            refused += 1;
            assert!(r.ephemeral);
        }
    }
    assert_eq!(refused, 3);
    // Someone else in the same channel is not affected.
    assert_eq!(
        s.handle(&ctx("calm"), Command::Help).await.kind,
        ReplyKind::Info
    );
}

#[tokio::test]
async fn games_per_user_and_bot_queue_are_capped() {
    let config = ServiceConfig {
        limits: LimitSettings {
            max_games_per_user: 2,
            ..generous().limits
        },
        ..generous()
    };
    let s = service(
        Arc::new(SledStore::temporary().unwrap()),
        Arc::new(FirstMove),
        config,
    );
    for _ in 0..2 {
        let r = s
            .handle(
                &ctx("greedy"),
                Command::Play {
                    level: Level::new(1).unwrap(),
                    args: white(),
                },
            )
            .await;
        assert!(!r.ephemeral, "{}", r.text);
    }
    let r = s
        .handle(
            &ctx("greedy"),
            Command::Play {
                level: Level::new(1).unwrap(),
                args: white(),
            },
        )
        .await;
    assert!(
        r.ephemeral && r.text.contains("games in progress"),
        "{}",
        r.text
    );
    // Accepting a challenge counts too.
    s.handle(
        &ctx("bob"),
        Command::Challenge {
            opponent: Some(user("greedy")),
            args: white(),
        },
    )
    .await;
    let r = s
        .handle(&ctx("greedy"), Command::Accept { challenge: None })
        .await;
    assert!(
        r.ephemeral && r.text.contains("games in progress"),
        "{}",
        r.text
    );
}

#[tokio::test]
async fn every_game_command_checks_who_may_use_it() {
    use castalia_bot::game::players::authz::{who_may, Action, Who};
    assert_eq!(who_may(Action::Move), Who::PlayerToMove);
    assert_eq!(who_may(Action::ViewGame), Who::AnyoneHere);
    assert_eq!(who_may(Action::ForgetOther), Who::ServerAdmin);
    let s = service(
        Arc::new(SledStore::temporary().unwrap()),
        Arc::new(FirstMove),
        generous(),
    );
    s.handle(
        &ctx("alice"),
        Command::Challenge {
            opponent: Some(user("bob")),
            args: white(),
        },
    )
    .await;
    let r = s
        .handle(&ctx("bob"), Command::Accept { challenge: None })
        .await;
    let id = r.game.unwrap().id;
    let game = Some(id);
    // A stranger (or a replayed button click by another user) changes nothing.
    let changing = [
        Command::Move {
            text: "e4".into(),
            game,
        },
        Command::Resign { game },
        Command::Draw { game },
        Command::DeclineDraw { game },
        Command::Takeback { game },
        Command::DeclineTakeback { game },
        Command::ClaimTimeout { game },
    ];
    for cmd in &changing {
        let r = s.handle(&ctx("mallory"), cmd.clone()).await;
        assert!(
            r.ephemeral && r.text.contains("Only the players"),
            "{cmd:?}: {}",
            r.text
        );
    }
    for cmd in [
        Command::Board {
            game,
            flip: false,
            text: false,
        },
        Command::Moves { game },
        Command::Pgn { game },
    ] {
        assert!(!s.handle(&ctx("mallory"), cmd).await.ephemeral);
    }
    // After the game ends, stale buttons are refused even for the players.
    s.handle(&ctx("bob"), Command::Resign { game }).await;
    for cmd in changing {
        let r = s.handle(&ctx("alice"), cmd.clone()).await;
        assert!(
            r.ephemeral && r.text.contains("is over"),
            "{cmd:?}: {}",
            r.text
        );
    }
}

#[tokio::test]
async fn users_can_delete_their_data_and_admins_anyones() {
    let store = Arc::new(SledStore::temporary().unwrap());
    let s = service(store.clone(), Arc::new(FirstMove), generous());
    s.handle(
        &ctx("alice"),
        Command::Challenge {
            opponent: Some(user("bob")),
            args: white(),
        },
    )
    .await;
    let id = s
        .handle(&ctx("bob"), Command::Accept { challenge: None })
        .await
        .game
        .unwrap()
        .id;
    for (who, m) in [
        ("alice", "f3"),
        ("bob", "e5"),
        ("alice", "g4"),
        ("bob", "Qh4"),
    ] {
        s.handle(
            &ctx(who),
            Command::Move {
                text: m.into(),
                game: None,
            },
        )
        .await;
    }
    s.handle(
        &ctx("alice"),
        Command::Challenge {
            opponent: Some(user("bob")),
            args: white(),
        },
    )
    .await;
    let live = s
        .handle(&ctx("bob"), Command::Accept { challenge: None })
        .await
        .game
        .unwrap()
        .id;
    s.handle(
        &ctx("alice"),
        Command::Challenge {
            opponent: Some(user("carol")),
            args: white(),
        },
    )
    .await;
    assert!(store.player(user("alice").id).unwrap().is_some());

    let r = s
        .handle(
            &ctx("bob"),
            Command::Forget {
                user: Some(user("alice")),
            },
        )
        .await;
    assert_eq!(r.kind, ReplyKind::Refused(ErrorKind::Refused), "{}", r.text);
    assert!(
        r.ephemeral && r.text.contains("administrator"),
        "{}",
        r.text
    );
    let r = s
        .handle(&ctx("alice"), Command::Forget { user: None })
        .await;
    assert_eq!(r.kind, ReplyKind::Forgotten, "{}", r.text);
    assert!(store.player(user("alice").id).unwrap().is_none());
    assert!(store.games_of(user("alice").id).unwrap().is_empty());
    assert!(store.all_challenges().unwrap().is_empty());
    let finished = store.game(id).unwrap().unwrap();
    assert_eq!(finished.white, Seat::Removed);
    assert_eq!(finished.moves.len(), 4);
    let resigned = store.game(live).unwrap().unwrap();
    assert!(resigned.is_over());
    // bob keeps his record.
    assert!(store.player(user("bob").id).unwrap().is_some());
    let r = s
        .handle(
            &ctx("admin"),
            Command::Forget {
                user: Some(user("bob")),
            },
        )
        .await;
    assert_eq!(r.kind, ReplyKind::Forgotten, "{}", r.text);
    // An admin removes bob from this server only: his global record stays.
    assert!(store.player(user("bob").id).unwrap().is_some());
    assert!(!store.members(GuildId(1)).unwrap().contains(&user("bob").id));
    // ...and his finished games here are deleted.
    assert!(store.game(id).unwrap().is_none());
}

#[tokio::test]
async fn finished_games_past_retention_are_deleted() {
    let store = Arc::new(SledStore::temporary().unwrap());
    let clock = Arc::new(ManualClock::new(T0));
    let config = ServiceConfig {
        retention_days: Some(30),
        ..generous()
    };
    let s = common::world()
        .store(store.clone())
        .clock(clock.clone())
        .config(config)
        .service();
    let old = s
        .handle(
            &ctx("alice"),
            Command::Play {
                level: Level::new(1).unwrap(),
                args: white(),
            },
        )
        .await
        .game
        .unwrap()
        .id;
    s.handle(&ctx("alice"), Command::Resign { game: Some(old) })
        .await;
    let running = s
        .handle(
            &ctx("alice"),
            Command::Play {
                level: Level::new(1).unwrap(),
                args: white(),
            },
        )
        .await
        .game
        .unwrap()
        .id;
    clock.advance(31 * 86_400_000);
    assert_eq!(s.purge_old_games().await, 1);
    assert!(store.game(old).unwrap().is_none());
    assert!(store.game(running).unwrap().is_some());
    assert_eq!(store.games_of(user("alice").id).unwrap().len(), 1);
}

#[tokio::test]
async fn a_failing_disk_gets_an_apology_and_nothing_half_written() {
    let store = Arc::new(Faulty {
        inner: SledStore::temporary().unwrap(),
        fail: AtomicBool::new(false),
    });
    let s = service(store.clone(), Arc::new(FirstMove), generous());
    s.handle(
        &ctx("alice"),
        Command::Challenge {
            opponent: Some(user("bob")),
            args: white(),
        },
    )
    .await;
    let id = s
        .handle(&ctx("bob"), Command::Accept { challenge: None })
        .await
        .game
        .unwrap()
        .id;
    s.handle(
        &ctx("alice"),
        Command::Move {
            text: "e4".into(),
            game: None,
        },
    )
    .await;
    store.fail.store(true, Ordering::SeqCst);
    let r = s
        .handle(
            &ctx("bob"),
            Command::Move {
                text: "e5".into(),
                game: None,
            },
        )
        .await;
    assert!(
        r.ephemeral && r.text.contains("could not save"),
        "{}",
        r.text
    );
    assert_eq!(
        store.game(id).unwrap().unwrap().moves[..]
            .iter()
            .map(|m| m.uci().to_string())
            .collect::<Vec<_>>(),
        vec!["e2e4"]
    );
    let r = s
        .handle(
            &ctx("carol"),
            Command::Play {
                level: Level::new(1).unwrap(),
                args: white(),
            },
        )
        .await;
    assert!(r.ephemeral, "{}", r.text);
    // Reading still works while writes fail.
    assert!(
        !s.handle(
            &ctx("bob"),
            Command::Board {
                game: None,
                flip: false,
                text: false,
            }
        )
        .await
        .ephemeral
    );
    store.fail.store(false, Ordering::SeqCst);
    let r = s
        .handle(
            &ctx("bob"),
            Command::Move {
                text: "e5".into(),
                game: None,
            },
        )
        .await;
    assert!(!r.ephemeral, "{}", r.text);
}

#[tokio::test]
async fn a_panicking_engine_is_retried_then_apologised_for() {
    let brain = Arc::new(Flaky {
        panics: AtomicUsize::new(1),
    });
    let s = service(
        Arc::new(SledStore::temporary().unwrap()),
        brain.clone(),
        generous(),
    );
    let r = s
        .handle(
            &ctx("alice"),
            Command::Play {
                level: Level::new(1).unwrap(),
                args: NewGameArgs {
                    color: Some(ColorChoice::Black),
                    ..NewGameArgs::default()
                },
            },
        )
        .await;
    let id = r.game.unwrap().id;
    let r = s.bot_move(id).await;
    assert!(
        r.text.contains("played"),
        "one panic is retried: {}",
        r.text
    );

    brain.panics.store(5, Ordering::SeqCst);
    s.handle(
        &ctx("alice"),
        Command::Move {
            text: "e5".into(),
            game: None,
        },
    )
    .await;
    let r = s.bot_move(id).await;
    assert!(r.text.contains("stumbled"), "{}", r.text);
    // The game goes on: the service still answers, and a later attempt plays.
    brain.panics.store(0, Ordering::SeqCst);
    let r = s.bot_move(id).await;
    assert!(r.text.contains("played"), "{}", r.text);
}
