//! Requests at the same moment: a double-clicked Accept, an open challenge accepted by several
//! players, a withdrawal with an Accept, `/settings` changes, a game's end with a `/settings`
//! change, a `/forget` with a puzzle answer, solvers of one puzzle. Each race fires 2 and 20
//! requests at once on a multi-threaded runtime, on sled and on PostgreSQL, through two
//! services on one database (for PostgreSQL each with its own connections, as two processes
//! have), so that no lock of one process hides a lost change: always exactly one game per
//! challenge, never both "withdrawn" and a game, every change kept.

use crate::{common, pg};

use castalia_bot::game::model::ColorChoice;
use castalia_bot::game::{
    ChallengeId, ChannelId, Command, Context, ErrorKind, GameId, GameService, GuildId, NewGameArgs,
    PgStore, PuzzleCommand, Reply, ReplyKind, SettingsChange, Site, SledStore, Store, UserRef,
};
use castalia_bot::i18n::Lang;
use castalia_bot::puzzles::PuzzleSet;
use castalia_bot::render::Theme;
use castalia_bot::rules::Variant;
use std::sync::Arc;

/// How many requests each race fires at once.
const AT_ONCE: [usize; 2] = [2, 20];

/// Three generated puzzles (see puzzle_solving.rs): the daily puzzle is one of them.
const SET: &str = r#"
{"id":"eca2348f","rules":"castalia","fen":"2rckbnr/2pbp1p1/1p3p1p/p4B1q/5N2/3P4/PPPB2PP/RC1Q2KR w k - 0 12","moves":["d1h5","g7g6","f5g6"],"goal":"mate","mate_in":2,"themes":["mate","mateIn2","short"],"rating":1073}
{"id":"77cdcb48","rules":"castalia-weak","fen":"8/1pc5/2kp4/5Bp1/4r3/RPcr2C1/1B3PP1/5K2 b - - 0 42","moves":["d3d1"],"goal":"mate","mate_in":1,"themes":["mate","mateIn1","oneMove"],"rating":831}
{"id":"74a6426c","rules":"castalia","fen":"rcbqkb1r/pppp1c2/4pp2/2P3p1/4B3/1QC5/PP1P1PPP/R3KBCR w KQkq - 0 9","moves":["e4b7","c8b7","b3b7"],"goal":"win","themes":["sacrifice","attack","short"],"rating":1492}
"#;

/// Two services on one database, and the database.
struct Bench {
    services: [Arc<GameService>; 2],
    store: Arc<dyn Store>,
}

fn services_on(a: Arc<dyn Store>, b: Arc<dyn Store>) -> [Arc<GameService>; 2] {
    let config = || castalia_bot::game::ServiceConfig {
        puzzles: Arc::new(PuzzleSet::parse(SET).unwrap()),
        ..common::scripted_config()
    };
    [
        common::world().config(config()).service_on(a),
        common::world().config(config()).service_on(b),
    ]
}

fn on_sled() -> Bench {
    let store: Arc<dyn Store> = Arc::new(SledStore::temporary().unwrap());
    Bench {
        services: services_on(store.clone(), store.clone()),
        store,
    }
}

fn on_postgres(test: &str) -> Option<Bench> {
    let url = pg::fresh_database(test)?;
    let connect = || Arc::new(PgStore::connect(&url, 8).unwrap()) as Arc<dyn Store>;
    let store = connect();
    Some(Bench {
        services: services_on(store.clone(), connect()),
        store,
    })
}

macro_rules! races {
    ($($name:ident),* $(,)?) => {$(
        mod $name {
            #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
            async fn sled() {
                super::$name(super::on_sled()).await;
            }
            #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
            async fn postgres() {
                if let Some(bench) = super::on_postgres(stringify!($name)) {
                    super::$name(bench).await;
                }
            }
        }
    )*};
}

races!(
    a_double_clicked_accept_starts_one_game,
    an_open_challenge_accepted_by_many_starts_one_game,
    a_withdrawal_and_an_accept_together_end_one_way,
    settings_changed_at_the_same_moment_are_all_kept,
    a_game_end_and_a_settings_change_together_keep_both,
    a_forget_with_puzzle_answers_writes_nothing_back,
    solvers_of_one_puzzle_at_the_same_moment_all_count,
);

fn user(name: &str) -> UserRef {
    common::user(name)
}

fn ctx(name: &str) -> Context {
    Context {
        channel: ChannelId(500),
        guild: GuildId(50),
        site: Site::Server("races".into()),
        ..common::ctx(name)
    }
}

impl Bench {
    /// One request, on the first service.
    async fn say(&self, name: &str, command: Command) -> Reply {
        self.services[0].handle(&ctx(name), command).await
    }

    /// The requests, all at once (released together), taking turns between the services;
    /// their replies in the same order.
    async fn at_once(&self, requests: Vec<(String, Command)>) -> Vec<Reply> {
        let gate = Arc::new(tokio::sync::Barrier::new(requests.len()));
        let tasks: Vec<_> = requests
            .into_iter()
            .enumerate()
            .map(|(i, (name, command))| {
                let service = self.services[i % 2].clone();
                let gate = gate.clone();
                tokio::spawn(async move {
                    gate.wait().await;
                    service.handle(&ctx(&name), command).await
                })
            })
            .collect();
        let mut replies = Vec::new();
        for task in tasks {
            replies.push(task.await.unwrap());
        }
        replies
    }

    /// `challenger` challenges `opponent` (anyone with `None`), playing White in a standard
    /// game: the challenge's id.
    async fn challenge(&self, challenger: &str, opponent: Option<&str>) -> ChallengeId {
        let r = self
            .say(
                challenger,
                Command::Challenge {
                    opponent: opponent.map(user),
                    args: NewGameArgs {
                        variant: Some(Variant::Standard),
                        color: Some(ColorChoice::White),
                        ..NewGameArgs::default()
                    },
                },
            )
            .await;
        assert_eq!(r.kind, ReplyKind::ChallengePosted, "{}", r.text);
        r.challenge.unwrap().id
    }

    /// The games in progress between the players of these names.
    fn games_between(&self, a: &str, b: &str) -> Vec<GameId> {
        let (a, b) = (user(a).id, user(b).id);
        self.store
            .active_games()
            .unwrap()
            .into_iter()
            .filter(|g| {
                let players = [g.white.user(), g.black.user()];
                players.contains(&Some(a)) && players.contains(&Some(b))
            })
            .map(|g| g.id)
            .collect()
    }
}

fn started(replies: &[Reply]) -> usize {
    replies
        .iter()
        .filter(|r| r.kind == ReplyKind::GameStarted)
        .count()
}

/// Every reply but the one that started the game says the challenge is no longer there.
fn the_rest_find_it_answered(replies: &[Reply]) {
    for r in replies.iter().filter(|r| r.kind != ReplyKind::GameStarted) {
        assert_eq!(
            r.kind,
            ReplyKind::Refused(ErrorKind::UnknownChallenge),
            "{}",
            r.text
        );
    }
}

async fn a_double_clicked_accept_starts_one_game(bench: Bench) {
    for clicks in AT_ONCE {
        let (alice, bob) = (format!("alice{clicks}"), format!("bob{clicks}"));
        let id = bench.challenge(&alice, Some(&bob)).await;
        let accept = Command::Accept {
            challenge: Some(id),
        };
        let replies = bench.at_once(vec![(bob.clone(), accept); clicks]).await;
        assert_eq!(started(&replies), 1, "{clicks} clicks");
        the_rest_find_it_answered(&replies);
        assert_eq!(bench.games_between(&alice, &bob).len(), 1);
        assert!(bench.store.challenge(id).unwrap().is_none());
    }
}

async fn an_open_challenge_accepted_by_many_starts_one_game(bench: Bench) {
    for players in AT_ONCE {
        let alice = format!("alice{players}");
        let id = bench.challenge(&alice, None).await;
        let takers: Vec<String> = (0..players)
            .map(|i| format!("taker{players}-{i}"))
            .collect();
        let replies = bench
            .at_once(
                takers
                    .iter()
                    .map(|t| {
                        let accept = Command::Accept {
                            challenge: Some(id),
                        };
                        (t.clone(), accept)
                    })
                    .collect(),
            )
            .await;
        assert_eq!(started(&replies), 1, "{players} players");
        the_rest_find_it_answered(&replies);
        let games: usize = takers
            .iter()
            .map(|t| bench.games_between(&alice, t).len())
            .sum();
        assert_eq!(games, 1);
    }
}

/// The challenger withdraws while the challenged accepts (each maybe clicking more than
/// once): either the challenge is withdrawn and no game starts, or the game starts and the
/// withdrawal finds the challenge answered; never both.
async fn a_withdrawal_and_an_accept_together_end_one_way(bench: Bench) {
    for requests in AT_ONCE {
        for round in 0..4 {
            let (alice, bob) = (
                format!("alice{requests}-{round}"),
                format!("bob{requests}-{round}"),
            );
            let id = bench.challenge(&alice, Some(&bob)).await;
            let replies = bench
                .at_once(
                    (0..requests)
                        .map(|i| {
                            let challenge = Some(id);
                            if i % 2 == 0 {
                                (alice.clone(), Command::Cancel { challenge })
                            } else {
                                (bob.clone(), Command::Accept { challenge })
                            }
                        })
                        .collect(),
                )
                .await;
            let withdrawn = replies
                .iter()
                .filter(|r| r.kind == ReplyKind::ChallengeWithdrawn)
                .count();
            let games = bench.games_between(&alice, &bob).len();
            assert_eq!(
                (withdrawn + started(&replies), started(&replies)),
                (1, games),
                "{requests} requests, round {round}: {:?}",
                replies
                    .iter()
                    .map(|r| r.text.to_string())
                    .collect::<Vec<_>>()
            );
            for r in replies.iter().filter(|r| {
                r.kind != ReplyKind::ChallengeWithdrawn && r.kind != ReplyKind::GameStarted
            }) {
                assert_eq!(r.kind, ReplyKind::Refused(ErrorKind::UnknownChallenge));
            }
        }
    }
}

/// The change that request `i` of a race makes: each of the four settings in turn.
fn setting(i: usize) -> SettingsChange {
    match i % 4 {
        0 => SettingsChange {
            theme: Some(Theme::Ocean),
            ..SettingsChange::default()
        },
        1 => SettingsChange {
            coordinates: Some(false),
            ..SettingsChange::default()
        },
        2 => SettingsChange {
            notify_dm: Some(true),
            ..SettingsChange::default()
        },
        _ => SettingsChange {
            language: Some(Some(Lang::Fr)),
            ..SettingsChange::default()
        },
    }
}

async fn settings_changed_at_the_same_moment_are_all_kept(bench: Bench) {
    for (requests, round) in AT_ONCE
        .into_iter()
        .flat_map(|n| (0..8).map(move |r| (n, r)))
    {
        let carol = format!("carol{requests}-{round}");
        let replies = bench
            .at_once(
                (0..requests)
                    .map(|i| (carol.clone(), Command::Settings(setting(i))))
                    .collect(),
            )
            .await;
        assert!(replies.iter().all(|r| r.kind == ReplyKind::Info));
        let settings = bench
            .store
            .player(user(&carol).id)
            .unwrap()
            .unwrap()
            .settings;
        assert_eq!(settings.theme, Some(Theme::Ocean), "{requests} requests");
        assert!(!settings.coordinates, "{requests} requests");
        if requests > 2 {
            assert!(settings.notify_dm);
            assert_eq!(settings.language, Some(Lang::Fr));
        }
    }
}

/// A game ends (its players' results written) while its loser changes a setting: both the
/// result and the setting stay.
async fn a_game_end_and_a_settings_change_together_keep_both(bench: Bench) {
    for (requests, round) in AT_ONCE
        .into_iter()
        .flat_map(|n| (0..3).map(move |r| (n, r)))
    {
        let (alice, bob) = (
            format!("alice{requests}-{round}"),
            format!("bob{requests}-{round}"),
        );
        let id = bench.challenge(&alice, Some(&bob)).await;
        let r = bench
            .say(
                &bob,
                Command::Accept {
                    challenge: Some(id),
                },
            )
            .await;
        let game = r.game.unwrap().id;
        for (who, mv) in [(&alice, "e4"), (&bob, "e5")] {
            let r = bench
                .say(
                    who,
                    Command::Move {
                        text: mv.into(),
                        game: Some(game),
                    },
                )
                .await;
            assert_eq!(r.kind, ReplyKind::Moved, "{}", r.text);
        }
        // The resignation, and the rest `/settings` changes of the loser.
        let mut at_once = vec![(alice.clone(), Command::Resign { game: Some(game) })];
        at_once.extend((1..requests).map(|i| (alice.clone(), Command::Settings(setting(i - 1)))));
        let replies = bench.at_once(at_once).await;
        assert!(
            replies
                .iter()
                .all(|r| !matches!(r.kind, ReplyKind::Refused(_))),
            "{:?}",
            replies
                .iter()
                .map(|r| r.text.to_string())
                .collect::<Vec<_>>()
        );
        let record = bench.store.player(user(&alice).id).unwrap().unwrap();
        let standard = record.stats(Variant::Standard);
        assert_eq!(standard.all.losses, 1, "{requests} requests");
        assert_eq!(record.settings.theme, Some(Theme::Ocean));
        if requests > 2 {
            assert!(!record.settings.coordinates);
        }
        let winner = bench.store.player(user(&bob).id).unwrap().unwrap();
        assert_eq!(winner.stats(Variant::Standard).all.wins, 1);
    }
}

/// `/forget` while puzzle answers are on their way: the record deleted is never written back.
async fn a_forget_with_puzzle_answers_writes_nothing_back(bench: Bench) {
    for requests in AT_ONCE {
        for round in 0..3 {
            let dave = format!("dave{requests}-{round}");
            let r = bench
                .say(&dave, Command::Puzzle(PuzzleCommand::New { theme: None }))
                .await;
            assert_eq!(r.kind, ReplyKind::Puzzle, "{}", r.text);
            assert!(bench.store.player(user(&dave).id).unwrap().is_some());
            let mut at_once = vec![(dave.clone(), Command::Forget { user: None })];
            at_once.extend(
                (1..requests).map(|_| (dave.clone(), Command::Puzzle(PuzzleCommand::GiveUp))),
            );
            let replies = bench.at_once(at_once).await;
            assert_eq!(replies[0].kind, ReplyKind::Forgotten, "{}", replies[0].text);
            assert!(
                bench.store.player(user(&dave).id).unwrap().is_none(),
                "{requests} requests, round {round}: the forgotten record came back"
            );
        }
    }
}

/// Players give up the day's puzzle at the same moment: the puzzle's standing counts each.
async fn solvers_of_one_puzzle_at_the_same_moment_all_count(bench: Bench) {
    let mut tried = 0;
    for requests in AT_ONCE {
        let solvers: Vec<String> = (0..requests)
            .map(|i| format!("solver{requests}-{i}"))
            .collect();
        for s in &solvers {
            let r = bench.say(s, Command::Puzzle(PuzzleCommand::Daily)).await;
            assert_eq!(r.kind, ReplyKind::Puzzle, "{}", r.text);
        }
        let replies = bench
            .at_once(
                solvers
                    .iter()
                    .map(|s| (s.clone(), Command::Puzzle(PuzzleCommand::GiveUp)))
                    .collect(),
            )
            .await;
        assert!(replies.iter().all(|r| r.kind == ReplyKind::PuzzleGivenUp));
        tried += requests;
        let standings = bench.store.puzzle_standings().unwrap();
        assert_eq!(standings.len(), 1);
        assert_eq!(standings[0].1.failed as usize, tried, "{requests} at once");
        for s in &solvers {
            let record = bench.store.player(user(s).id).unwrap().unwrap();
            assert_eq!(record.puzzles.failed, 1);
        }
    }
}
