//! One contract for the `Store` trait, run against the embedded sled store and a real
//! PostgreSQL server (see `common/pg.rs`): ids, version checks, atomic batches, every index
//! the service reads, due times, the outbox, forgetting a user, and races between two handles
//! (for PostgreSQL two stores with their own connections, as two processes have).

use crate::pg;
use castalia_bot::game::store::DueRepo;

use castalia_bot::game::model::{
    AbortReason, Challenge, ColorChoice, GameOptions, Player, PuzzleStanding, Seat, TimeControl,
};
use castalia_bot::game::notices::outbox::StoredNotice;
use castalia_bot::game::players::privacy::notices_naming;
use castalia_bot::game::store::{
    Batch, ChallengeWrites, DueItem, GameWrites, NoticeWrites, PlayerWrites, PuzzleWrites,
    TournamentWrites, DUE_LEASE_MS,
};
use castalia_bot::game::{
    BoardMessages, ChallengeId, ChannelId, Game, GameId, GuildId, MessageRef, PgStore, ReplyKind,
    Site, SledStore, Store, StoreError, Text, UserId,
};
use castalia_bot::rules::{Color, Move, MoveKind, Variant};
use std::sync::Arc;

/// A way to open the store under test, again: every call gives a handle on the same data.
pub(crate) type Open = Arc<dyn Fn() -> Arc<dyn Store> + Send + Sync>;

pub(crate) fn sled() -> Open {
    let store: Arc<dyn Store> = Arc::new(SledStore::temporary().unwrap());
    Arc::new(move || store.clone())
}

pub(crate) fn postgres(test: &str) -> Option<Open> {
    let url = pg::fresh_database(test)?;
    Some(Arc::new(move || {
        Arc::new(PgStore::connect(&url, 4).expect("connect to the test database")) as Arc<dyn Store>
    }))
}

macro_rules! contract {
    ($($name:ident),* $(,)?) => {$(
        mod $name {
            #[test]
            fn sled() {
                super::$name(super::sled(), false);
            }
            #[test]
            fn postgres() {
                if let Some(open) = super::postgres(stringify!($name)) {
                    super::$name(open, true);
                }
            }
        }
    )*};
}

contract!(
    ids_are_claimed_one_by_one,
    a_game_write_is_checked_against_its_version,
    a_batch_is_all_or_nothing,
    games_are_listed_by_channel_user_and_state,
    games_in_progress_are_found_by_player_and_place,
    challenges_are_listed_by_channel,
    due_times_follow_every_write,
    members_and_players,
    forgetting_a_user,
    a_forget_removes_only_the_notices_the_batch_lists,
    board_messages_are_kept_beside_the_game,
    deleting_games,
    the_outbox_keeps_notices_until_delivered,
    the_heartbeat_is_kept,
    puzzle_ratings_are_kept,
    the_daily_record_moves_on_once,
    racing_moves_apply_once,
    racing_creators_get_consecutive_ids,
    tournaments_are_versioned_listed_by_server_and_due,
    records_are_written_against_the_version_read,
    racing_answers_to_one_challenge_apply_once,
);

const ALICE: UserId = UserId(11);
const BOB: UserId = UserId(12);
const CAROL: UserId = UserId(13);
const HERE: ChannelId = ChannelId(100);
const THERE: ChannelId = ChannelId(200);
const THREAD: ChannelId = ChannelId(300);
const SERVER: GuildId = GuildId(7);

fn human(id: UserId, name: &str) -> Seat {
    Seat::Human {
        id,
        name: name.into(),
    }
}

fn options() -> GameOptions {
    GameOptions {
        variant: Variant::Castalia,
        start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
        color: ColorChoice::White,
        time: TimeControl::Unlimited,
        rated: true,
    }
}

fn game(id: u64, white: UserId, black: UserId, channel: ChannelId) -> Game {
    Game {
        id: GameId(id),
        guild: SERVER,
        channel,
        white: human(white, "w"),
        black: human(black, "b"),
        options: options(),
        moves: Vec::new(),
        outcome: None,
        draw_offer: None,
        takeback: None,
        clocks: None,
        turn_started_ms: 0,
        reminded: false,
        created_ms: 1_000,
        updated_ms: 1_000,
        version: 0,
        site: Site::default(),
        aborted: None,
        first_move_ms: None,
        clock_history: Vec::new(),
        claim_noticed: false,
        due_ms: None,
        thread: None,
        result_card: Default::default(),
        tournament: None,
        lang: Default::default(),
    }
}

fn challenge(id: u64, channel: ChannelId, expires_ms: i64) -> Challenge {
    Challenge {
        id: ChallengeId(id),
        guild: SERVER,
        channel,
        challenger: ALICE,
        challenger_name: "alice".into(),
        challenged: Some(BOB),
        challenged_name: Some("bob".into()),
        options: options(),
        created_ms: 1_000,
        expires_ms,
        site: Default::default(),
        version: 1,
    }
}

fn notice(channel: ChannelId, text: Text, mentions: Vec<UserId>, at: i64) -> StoredNotice {
    StoredNotice {
        channel,
        kind: ReplyKind::Info,
        text,
        mentions,
        game: None,
        puzzle: None,
        tournament: None,
        created_ms: at,
        attempts: 0,
        next_try_ms: at,
        dm: None,
        private: false,
        held: false,
        lang: Default::default(),
    }
}

fn player(id: UserId, name: &str) -> Player {
    Player {
        id: Some(id),
        name: name.into(),
        ..Player::default()
    }
}

/// A player's record written over the version `read` (0: none stored), as the service stages it.
fn put_player(id: UserId, name: &str, read: u64) -> (UserId, Player, u64) {
    let mut batch = Batch::default();
    let mut p = player(id, name);
    p.version = read;
    batch.players.write(id, p);
    batch.players.put.remove(0)
}

/// Creates a game under the next id (claimed in the same batch).
fn create(store: &dyn Store, mut g: Game) -> Game {
    let id = store.last_id().unwrap() + 1;
    g.id = GameId(id);
    store
        .commit(Batch {
            claim_id: Some(id),
            games: GameWrites {
                put: vec![(g.clone(), None)],
                ..GameWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    g
}

/// Writes the next version of a game read at `read.version`.
fn update(
    store: &dyn Store,
    read: &Game,
    change: impl FnOnce(&mut Game),
) -> Result<Game, StoreError> {
    let mut next = read.clone();
    change(&mut next);
    next.version = read.version + 1;
    store.commit(Batch {
        games: GameWrites {
            put: vec![(next.clone(), Some(read.version))],
            ..GameWrites::default()
        },
        ..Batch::default()
    })?;
    Ok(next)
}

/// A move from one square to another (the store keeps moves as they are, unchecked).
fn step(from: &str, to: &str) -> Move {
    Move {
        from: from.parse().unwrap(),
        to: to.parse().unwrap(),
        promotion: None,
        kind: MoveKind::Normal,
    }
}

/// The name of square `i` (a1, b1, ... h8, then again).
fn square(i: usize) -> String {
    format!("{}{}", (b'a' + (i % 8) as u8) as char, i / 8 % 8 + 1)
}

fn ids(games: &[Game]) -> Vec<u64> {
    games.iter().map(|g| g.id.0).collect()
}

fn ids_are_claimed_one_by_one(open: Open, _pg: bool) {
    let store = open();
    assert_eq!(store.last_id().unwrap(), 0);
    let claim = |id| {
        store.commit(Batch {
            claim_id: Some(id),
            ..Batch::default()
        })
    };
    claim(1).unwrap();
    assert!(matches!(claim(1), Err(StoreError::Conflict)));
    assert!(matches!(claim(3), Err(StoreError::Conflict)));
    claim(2).unwrap();
    assert_eq!(store.last_id().unwrap(), 2);
    // Another handle (another process) sees the same counter.
    assert_eq!(open().last_id().unwrap(), 2);
}

fn a_game_write_is_checked_against_its_version(open: Open, _pg: bool) {
    let store = open();
    let g = create(&*store, game(0, ALICE, BOB, HERE));
    // A second "new game" with the same id is refused.
    let again = store.commit(Batch {
        games: GameWrites {
            put: vec![(g.clone(), None)],
            ..GameWrites::default()
        },
        ..Batch::default()
    });
    assert!(matches!(again, Err(StoreError::Conflict)), "{again:?}");
    let moved = update(&*store, &g, |g| g.moves.push(step("e2", "e4"))).unwrap();
    assert_eq!(moved.version, 1);
    // A write based on the old version is refused and changes nothing.
    let stale = update(&*store, &g, |g| g.moves.push(step("d2", "d4")));
    assert!(matches!(stale, Err(StoreError::Conflict)), "{stale:?}");
    let stored = store.game(g.id).unwrap().unwrap();
    assert_eq!(stored.version, 1);
    assert_eq!(stored.moves, vec![step("e2", "e4")]);
    assert!(store.game(GameId(99)).unwrap().is_none());
}

fn a_batch_is_all_or_nothing(open: Open, _pg: bool) {
    let store = open();
    let g = create(&*store, game(0, ALICE, BOB, HERE));
    let mut stale = g.clone();
    stale.version = 5;
    let result = store.commit(Batch {
        games: GameWrites {
            put: vec![(stale, Some(4))],
            ..GameWrites::default()
        },
        players: PlayerWrites {
            put: vec![put_player(CAROL, "carol", 0)],
            members: vec![(SERVER, CAROL)],
            ..PlayerWrites::default()
        },
        challenges: ChallengeWrites {
            put: vec![(challenge(2, HERE, 9_000), 0)],
            ..ChallengeWrites::default()
        },
        notices: NoticeWrites {
            add: vec![notice(HERE, Text::from("hello"), vec![], 1)],
            ..NoticeWrites::default()
        },
        ..Batch::default()
    });
    assert!(matches!(result, Err(StoreError::Conflict)));
    assert!(store.player(CAROL).unwrap().is_none());
    assert!(store.challenge(ChallengeId(2)).unwrap().is_none());
    assert!(store.members(SERVER).unwrap().is_empty());
    assert!(store.outbox().unwrap().is_empty());
    assert_eq!(store.game(g.id).unwrap().unwrap().version, 0);
}

fn games_are_listed_by_channel_user_and_state(open: Open, _pg: bool) {
    let store = open();
    let a = create(&*store, game(0, ALICE, BOB, HERE));
    let b = create(&*store, game(0, BOB, CAROL, THERE));
    let c = create(&*store, game(0, CAROL, ALICE, HERE));
    assert_eq!(
        ids(&store.active_games_in(HERE).unwrap()),
        vec![a.id.0, c.id.0]
    );
    assert_eq!(ids(&store.active_games_in(THERE).unwrap()), vec![b.id.0]);
    assert_eq!(ids(&store.active_games().unwrap()), vec![1, 2, 3]);
    // Newest first.
    assert_eq!(ids(&store.games_of(ALICE).unwrap()), vec![c.id.0, a.id.0]);
    assert_eq!(ids(&store.games_of(BOB).unwrap()), vec![b.id.0, a.id.0]);
    // A thread lists the game too, beside the channel it started in.
    let a = update(&*store, &a, |g| g.thread = Some(THREAD)).unwrap();
    assert_eq!(ids(&store.active_games_in(THREAD).unwrap()), vec![a.id.0]);
    assert_eq!(
        ids(&store.active_games_in(HERE).unwrap()),
        vec![a.id.0, c.id.0]
    );
    // A finished game leaves the lists of games in progress, not the players' lists.
    let a = update(&*store, &a, |g| {
        g.aborted = Some(AbortReason::ByPlayer(Color::White));
        g.updated_ms = 5_000;
    })
    .unwrap();
    assert_eq!(ids(&store.active_games_in(HERE).unwrap()), vec![c.id.0]);
    assert!(store.active_games_in(THREAD).unwrap().is_empty());
    assert_eq!(ids(&store.active_games().unwrap()), vec![2, 3]);
    assert_eq!(ids(&store.games_of(ALICE).unwrap()), vec![c.id.0, a.id.0]);
    assert_eq!(
        ids(&store.finished_games_before(5_001).unwrap()),
        vec![a.id.0]
    );
    assert!(store.finished_games_before(5_000).unwrap().is_empty());
    // Another handle sees the same.
    assert_eq!(ids(&open().active_games().unwrap()), vec![2, 3]);
}

fn games_in_progress_are_found_by_player_and_place(open: Open, _pg: bool) {
    let store = open();
    let of_in = |user, place| ids(&store.active_games_of_in(user, place).unwrap());
    let of = |user| ids(&store.active_games_of(user).unwrap());
    let a = create(&*store, game(0, ALICE, BOB, HERE));
    let b = create(&*store, game(0, BOB, CAROL, THERE));
    let c = create(&*store, game(0, CAROL, ALICE, HERE));
    assert_eq!(of_in(ALICE, HERE), vec![a.id.0, c.id.0]);
    assert_eq!(of_in(BOB, HERE), vec![a.id.0]);
    assert_eq!(of_in(BOB, THERE), vec![b.id.0]);
    assert!(of_in(ALICE, THERE).is_empty());
    assert_eq!(of(BOB), vec![a.id.0, b.id.0]);
    // Moved to a thread: found there and where it started, once per user.
    let a = update(&*store, &a, |g| g.thread = Some(THREAD)).unwrap();
    assert_eq!(of_in(ALICE, THREAD), vec![a.id.0]);
    assert_eq!(of_in(BOB, THREAD), vec![a.id.0]);
    assert!(of_in(CAROL, THREAD).is_empty());
    assert_eq!(of_in(ALICE, HERE), vec![a.id.0, c.id.0]);
    assert_eq!(of(ALICE), vec![a.id.0, c.id.0]);
    // A move changes nothing; the version read is the one found.
    let a = update(&*store, &a, |g| g.moves.push(step("e2", "e4"))).unwrap();
    assert_eq!(
        store.active_games_of_in(ALICE, THREAD).unwrap()[0].version,
        a.version
    );
    // Over: found nowhere, in the channel nor in the thread.
    let a = update(&*store, &a, |g| {
        g.aborted = Some(AbortReason::ByPlayer(Color::White));
    })
    .unwrap();
    assert!(a.is_over());
    assert!(of_in(ALICE, THREAD).is_empty());
    assert_eq!(of_in(ALICE, HERE), vec![c.id.0]);
    assert!(of_in(BOB, HERE).is_empty());
    assert_eq!(of(BOB), vec![b.id.0]);
    // Another handle sees the same.
    assert_eq!(
        ids(&open().active_games_of_in(ALICE, HERE).unwrap()),
        vec![c.id.0]
    );
    // A forgotten user has no games left to find; the opponent's stay.
    store
        .commit(Batch {
            players: PlayerWrites {
                forget: vec![CAROL],
                ..PlayerWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    assert!(of_in(CAROL, HERE).is_empty());
    assert!(of(CAROL).is_empty());
    assert_eq!(of_in(ALICE, HERE), vec![c.id.0]);
    assert_eq!(of_in(BOB, THERE), vec![b.id.0]);
    // A deleted game is found by nobody.
    store
        .commit(Batch {
            games: GameWrites {
                delete: vec![b.clone()],
                ..GameWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    assert!(of_in(BOB, THERE).is_empty());
    assert!(of(BOB).is_empty());
    assert_eq!(of(ALICE), vec![c.id.0]);
}

fn challenges_are_listed_by_channel(open: Open, _pg: bool) {
    let store = open();
    store
        .commit(Batch {
            claim_id: Some(1),
            challenges: ChallengeWrites {
                put: vec![(challenge(1, HERE, 10_000), 0)],
                ..ChallengeWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    store
        .commit(Batch {
            claim_id: Some(2),
            challenges: ChallengeWrites {
                put: vec![(challenge(2, THERE, 20_000), 0)],
                ..ChallengeWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    let c_ids = |cs: Vec<Challenge>| cs.iter().map(|c| c.id.0).collect::<Vec<_>>();
    assert_eq!(c_ids(store.challenges_in(HERE).unwrap()), vec![1]);
    assert_eq!(c_ids(store.all_challenges().unwrap()), vec![1, 2]);
    assert_eq!(
        store.challenge(ChallengeId(2)).unwrap().unwrap().expires_ms,
        20_000
    );
    store
        .commit(Batch {
            challenges: ChallengeWrites {
                delete: vec![ChallengeId(1)],
                ..ChallengeWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    assert!(store.challenges_in(HERE).unwrap().is_empty());
    assert!(store.challenge(ChallengeId(1)).unwrap().is_none());
    assert_eq!(store.next_due_after(0).unwrap(), Some(20_000));
}

fn due_times_follow_every_write(open: Open, pg: bool) {
    let store = open();
    let mut g = game(0, ALICE, BOB, HERE);
    g.due_ms = Some(5_000);
    let g = create(&*store, g);
    store
        .commit(Batch {
            claim_id: Some(2),
            challenges: ChallengeWrites {
                put: vec![(challenge(2, HERE, 3_000), 0)],
                ..ChallengeWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    assert_eq!(store.next_due_after(0).unwrap(), Some(3_000));
    assert_eq!(store.next_due_after(3_000).unwrap(), Some(5_000));
    assert_eq!(store.next_due_after(5_000).unwrap(), None);
    assert!(store.due_items(2_999, 10).unwrap().is_empty());
    assert_eq!(
        store.due_items(5_000, 10).unwrap(),
        vec![
            (3_000, DueItem::Challenge(ChallengeId(2))),
            (5_000, DueItem::Game(g.id))
        ]
    );
    // A new due time replaces the old one (and ends a lease on it).
    let g = update(&*store, &g, |g| g.due_ms = Some(8_000)).unwrap();
    assert_eq!(store.next_due_after(3_000).unwrap(), Some(8_000));
    let later = 8_000 + DUE_LEASE_MS;
    let due = store.due_items(later, 10).unwrap();
    assert!(due.contains(&(8_000, DueItem::Game(g.id))), "{due:?}");
    if pg {
        // Taken: another process does not get it while the lease runs; later it does.
        let other = open();
        assert!(other.due_items(later + 1, 10).unwrap().is_empty());
        assert_eq!(
            other.due_items(later + DUE_LEASE_MS, 10).unwrap().len(),
            2,
            "leases end"
        );
    }
    // Finished: no due time.
    update(&*store, &g, |g| {
        g.due_ms = None;
        g.aborted = Some(AbortReason::ByPlayer(Color::Black));
    })
    .unwrap();
    store
        .commit(Batch {
            challenges: ChallengeWrites {
                delete: vec![ChallengeId(2)],
                ..ChallengeWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    assert_eq!(store.next_due_after(0).unwrap(), None);
    assert!(store.due_items(i64::MAX / 2, 10).unwrap().is_empty());
    // At most `limit`, earliest first.
    for i in 0..5 {
        let mut g = game(0, ALICE, BOB, HERE);
        g.due_ms = Some(100_000 - i * 10);
        create(&*store, g);
    }
    let due = store.due_items(200_000, 3).unwrap();
    assert_eq!(
        due.iter().map(|d| d.0).collect::<Vec<_>>(),
        vec![99_960, 99_970, 99_980]
    );
}

fn members_and_players(open: Open, _pg: bool) {
    let store = open();
    store
        .commit(Batch {
            players: PlayerWrites {
                put: vec![put_player(ALICE, "alice", 0), put_player(BOB, "bob", 0)],
                members: vec![(SERVER, ALICE), (SERVER, BOB), (GuildId(8), BOB)],
                ..PlayerWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    assert_eq!(store.player(ALICE).unwrap().unwrap().name, "alice");
    assert_eq!(store.members(SERVER).unwrap(), vec![ALICE, BOB]);
    store
        .commit(Batch {
            players: PlayerWrites {
                put: vec![put_player(ALICE, "alice2", 1)],
                remove_members: vec![(SERVER, ALICE)],
                ..PlayerWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    assert_eq!(store.player(ALICE).unwrap().unwrap().name, "alice2");
    assert_eq!(store.members(SERVER).unwrap(), vec![BOB]);
    assert_eq!(store.members(GuildId(8)).unwrap(), vec![BOB]);
    assert!(store.player(CAROL).unwrap().is_none());
}

fn forgetting_a_user(open: Open, _pg: bool) {
    let store = open();
    let g = create(&*store, game(0, ALICE, BOB, HERE));
    store
        .commit(Batch {
            players: PlayerWrites {
                put: vec![put_player(ALICE, "alice", 0), put_player(BOB, "bob", 0)],
                members: vec![(SERVER, ALICE), (SERVER, BOB)],
                ..PlayerWrites::default()
            },
            notices: NoticeWrites {
                add: vec![
                    notice(HERE, Text::from("about alice"), vec![ALICE], 1),
                    notice(HERE, Text::new().player(Some(ALICE), "alice"), vec![], 2),
                    notice(HERE, Text::from("about bob"), vec![BOB], 3),
                ],
                ..NoticeWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    // The service lists the notices a forget removes; the store applies the batch.
    store
        .commit(Batch {
            players: PlayerWrites {
                forget: vec![ALICE],
                ..PlayerWrites::default()
            },
            notices: NoticeWrites {
                delete: notices_naming(&store.outbox().unwrap(), &[ALICE]),
                ..NoticeWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    assert!(store.player(ALICE).unwrap().is_none());
    assert!(store.player(BOB).unwrap().is_some());
    assert_eq!(store.members(SERVER).unwrap(), vec![BOB]);
    assert!(store.games_of(ALICE).unwrap().is_empty());
    assert_eq!(ids(&store.games_of(BOB).unwrap()), vec![g.id.0]);
    let left: Vec<String> = store
        .outbox()
        .unwrap()
        .into_iter()
        .map(|(_, n)| n.text.to_string())
        .collect();
    assert_eq!(left, vec!["about bob".to_string()]);
}

/// A store does not decide what a forget means: the notices it removes are the ones the batch
/// lists, no more.
fn a_forget_removes_only_the_notices_the_batch_lists(open: Open, _pg: bool) {
    let store = open();
    store
        .commit(Batch {
            players: PlayerWrites {
                put: vec![put_player(ALICE, "alice", 0)],
                ..PlayerWrites::default()
            },
            notices: NoticeWrites {
                add: vec![
                    notice(HERE, Text::from("about alice"), vec![ALICE], 1),
                    notice(HERE, Text::new().player(Some(ALICE), "alice"), vec![], 2),
                    notice(HERE, Text::from("about bob"), vec![BOB], 3),
                ],
                ..NoticeWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    let outbox = store.outbox().unwrap();
    let naming = notices_naming(&outbox, &[ALICE]);
    assert_eq!(
        naming,
        vec![outbox[0].0, outbox[1].0],
        "a mention and a player in the text"
    );
    store
        .commit(Batch {
            players: PlayerWrites {
                forget: vec![ALICE],
                ..PlayerWrites::default()
            },
            notices: NoticeWrites {
                delete: naming[..1].to_vec(),
                ..NoticeWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    assert!(store.player(ALICE).unwrap().is_none());
    let left: Vec<u64> = store.outbox().unwrap().iter().map(|(k, _)| *k).collect();
    assert_eq!(left, vec![outbox[1].0, outbox[2].0]);
}

/// The messages a front end remembers for a game are stored beside it: writing them neither
/// reads nor versions the game (a move read before still saves), and they go with the game.
fn board_messages_are_kept_beside_the_game(open: Open, _pg: bool) {
    let store = open();
    let g = create(&*store, game(0, ALICE, BOB, HERE));
    assert_eq!(store.board_messages(g.id).unwrap(), None);
    let at = |message: u64| {
        Some(MessageRef {
            channel: HERE,
            message,
        })
    };
    let first = BoardMessages {
        board: at(5000),
        turn: at(5001),
    };
    store
        .commit(Batch {
            games: GameWrites {
                board_messages: vec![(g.id, first.clone())],
                ..GameWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    assert_eq!(store.board_messages(g.id).unwrap(), Some(first));
    assert_eq!(store.game(g.id).unwrap().unwrap().version, g.version);
    // A move read before the note still saves: no conflict.
    let moved = update(&*store, &g, |g| g.moves.push(step("e2", "e4"))).unwrap();
    let second = BoardMessages {
        board: at(5000),
        turn: at(5002),
    };
    store
        .commit(Batch {
            games: GameWrites {
                board_messages: vec![(g.id, second.clone())],
                ..GameWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    assert_eq!(store.board_messages(g.id).unwrap(), Some(second));
    let stored = store.game(g.id).unwrap().unwrap();
    assert_eq!(
        (stored.version, stored.moves),
        (moved.version, moved.moves.clone())
    );
    // Another game's are its own.
    let other = create(&*store, game(0, ALICE, CAROL, THERE));
    assert_eq!(store.board_messages(other.id).unwrap(), None);
    store
        .commit(Batch {
            games: GameWrites {
                delete: vec![moved],
                ..GameWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    assert_eq!(store.board_messages(g.id).unwrap(), None);
}

fn deleting_games(open: Open, _pg: bool) {
    let store = open();
    let mut g = game(0, ALICE, BOB, HERE);
    g.due_ms = Some(50);
    let g = create(&*store, g);
    store
        .commit(Batch {
            games: GameWrites {
                delete: vec![g.clone()],
                ..GameWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    assert!(store.game(g.id).unwrap().is_none());
    assert!(store.active_games().unwrap().is_empty());
    assert!(store.active_games_in(HERE).unwrap().is_empty());
    assert!(store.games_of(ALICE).unwrap().is_empty());
    assert_eq!(store.next_due_after(0).unwrap(), None);
    // The id stays used.
    assert_eq!(store.last_id().unwrap(), 1);
}

fn the_outbox_keeps_notices_until_delivered(open: Open, pg: bool) {
    let store = open();
    store
        .commit(Batch {
            notices: NoticeWrites {
                add: vec![
                    notice(HERE, Text::from("first"), vec![], 10),
                    notice(THERE, Text::from("second"), vec![], 20),
                ],
                ..NoticeWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    let stored = store.outbox().unwrap();
    let texts: Vec<String> = stored.iter().map(|(_, n)| n.text.to_string()).collect();
    assert_eq!(texts, vec!["first", "second"]);
    let (first, second) = (stored[0].0, stored[1].0);
    assert!(first < second);
    assert_eq!(store.notice(second).unwrap().unwrap().channel, THERE);
    // Handed out: each notice to one taker.
    let taken = store.take_outbox(100, 60_000, 10).unwrap();
    assert_eq!(taken.len(), 2);
    if pg {
        assert!(open().take_outbox(100, 60_000, 10).unwrap().is_empty());
    }
    let mut retry = store.notice(first).unwrap().unwrap();
    retry.attempts = 1;
    retry.next_try_ms = 5_000;
    store
        .commit(Batch {
            notices: NoticeWrites {
                update: vec![(first, retry)],
                delete: vec![second],
                ..NoticeWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    let stored = store.outbox().unwrap();
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].0, first);
    assert_eq!(stored[0].1.attempts, 1);
    assert!(store.notice(second).unwrap().is_none());
    if pg {
        // Not before its time; then to one taker again.
        assert!(store.take_outbox(4_999, 60_000, 10).unwrap().is_empty());
        assert_eq!(open().take_outbox(5_000, 60_000, 10).unwrap().len(), 1);
    }
}

fn the_heartbeat_is_kept(open: Open, _pg: bool) {
    let store = open();
    assert_eq!(store.heartbeat().unwrap(), None);
    store.set_heartbeat(1_234).unwrap();
    assert_eq!(store.heartbeat().unwrap(), Some(1_234));
    store.set_heartbeat(2_000).unwrap();
    assert_eq!(open().heartbeat().unwrap(), Some(2_000));
}

fn puzzle_ratings_are_kept(open: Open, _pg: bool) {
    let store = open();
    assert!(store.puzzle_standings().unwrap().is_empty());
    let mut standing = PuzzleStanding::initial(1200);
    let mut batch = Batch::default();
    batch.puzzles.write_standing("p1", standing.clone());
    store.commit(batch).unwrap();
    standing.solved = 3;
    standing.failed = 1;
    standing.version = 1;
    let mut batch = Batch::default();
    batch.puzzles.write_standing("p1", standing.clone());
    batch
        .puzzles
        .write_standing("p2", PuzzleStanding::initial(900));
    store.commit(batch).unwrap();
    let mut read = open().puzzle_standings().unwrap();
    read.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(read.len(), 2);
    assert_eq!(read[0].0, "p1");
    assert_eq!((read[0].1.solved, read[0].1.failed), (3, 1));
    assert_eq!(read[1].0, "p2");
}

/// The last day the daily puzzle was posted moves on only from the day read (with the notice
/// in the same batch, all or nothing), once when two handles race; solver counts add up.
fn the_daily_record_moves_on_once(open: Open, _pg: bool) {
    let store = open();
    assert_eq!(store.daily_posted().unwrap(), None);
    assert_eq!(store.daily_solvers(20_000).unwrap(), 0);
    let post = |read: Option<i64>, day: i64| Batch {
        notices: NoticeWrites {
            add: vec![notice(HERE, Text::from(format!("day {day}")), vec![], 5)],
            ..NoticeWrites::default()
        },
        puzzles: PuzzleWrites {
            daily_posted: Some((read, day)),
            ..PuzzleWrites::default()
        },
        ..Batch::default()
    };
    store.commit(post(None, 20_000)).unwrap();
    assert_eq!(open().daily_posted().unwrap(), Some(20_000));
    // Read before another handle moved it on: refused, and the notice is not stored either.
    assert!(matches!(
        store.commit(post(None, 20_001)),
        Err(StoreError::Conflict)
    ));
    assert!(matches!(
        store.commit(post(Some(19_999), 20_001)),
        Err(StoreError::Conflict)
    ));
    assert_eq!(store.outbox().unwrap().len(), 1);
    assert_eq!(store.daily_posted().unwrap(), Some(20_000));
    store.commit(post(Some(20_000), 20_003)).unwrap();
    assert_eq!(store.daily_posted().unwrap(), Some(20_003));
    // Solvers are counted per day, with the player's record.
    for read in 0..2 {
        store
            .commit(Batch {
                players: PlayerWrites {
                    put: vec![put_player(ALICE, "alice", read)],
                    ..PlayerWrites::default()
                },
                puzzles: PuzzleWrites {
                    daily_solved: Some(20_003),
                    ..PuzzleWrites::default()
                },
                ..Batch::default()
            })
            .unwrap();
    }
    store
        .commit(Batch {
            puzzles: PuzzleWrites {
                daily_solved: Some(20_004),
                ..PuzzleWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    let other = open();
    assert_eq!(other.daily_solvers(20_003).unwrap(), 2);
    assert_eq!(other.daily_solvers(20_004).unwrap(), 1);
    assert_eq!(other.daily_solvers(20_002).unwrap(), 0);
    // Two handles post the next day at once, many times: one post each day.
    let mut day = 20_003;
    for round in 0..10 {
        let (a, b) = (open(), open());
        let barrier = Arc::new(std::sync::Barrier::new(2));
        let results: Vec<Result<(), StoreError>> = [a, b]
            .into_iter()
            .map(|s| {
                let barrier = barrier.clone();
                std::thread::spawn(move || {
                    barrier.wait();
                    s.commit(Batch {
                        notices: NoticeWrites {
                            add: vec![notice(HERE, Text::from("race"), vec![], 5)],
                            ..NoticeWrites::default()
                        },
                        puzzles: PuzzleWrites {
                            daily_posted: Some((Some(day), day + 1)),
                            ..PuzzleWrites::default()
                        },
                        ..Batch::default()
                    })
                })
            })
            .collect::<Vec<_>>()
            .into_iter()
            .map(|t| t.join().unwrap())
            .collect();
        assert_eq!(
            results.iter().filter(|r| r.is_ok()).count(),
            1,
            "round {round}: {results:?}"
        );
        day += 1;
        assert_eq!(store.daily_posted().unwrap(), Some(day));
        assert_eq!(store.outbox().unwrap().len(), 3 + round);
    }
}

/// Two handles (two processes for PostgreSQL) write the next version of one game at once,
/// many times: each time exactly one write applies.
fn racing_moves_apply_once(open: Open, _pg: bool) {
    let (a, b) = (open(), open());
    let mut g = create(&*a, game(0, ALICE, BOB, HERE));
    for round in 0..20 {
        let barrier = Arc::new(std::sync::Barrier::new(2));
        let results: Vec<Result<Game, StoreError>> = [a.clone(), b.clone()]
            .into_iter()
            .enumerate()
            .map(|(side, store)| {
                let (read, barrier) = (g.clone(), barrier.clone());
                std::thread::spawn(move || {
                    barrier.wait();
                    update(&*store, &read, |g| {
                        g.moves.push(step(&square(round), &square(side)))
                    })
                })
            })
            .collect::<Vec<_>>()
            .into_iter()
            .map(|t| t.join().unwrap())
            .collect();
        let won: Vec<&Game> = results.iter().filter_map(|r| r.as_ref().ok()).collect();
        assert_eq!(won.len(), 1, "round {round}: {results:?}");
        assert!(results
            .iter()
            .any(|r| matches!(r, Err(StoreError::Conflict))));
        g = a.game(g.id).unwrap().unwrap();
        assert_eq!(g.moves.len(), round + 1);
        assert_eq!(&g.moves, &won[0].moves);
    }
}

/// Several handles create records at once, each retrying its claim on a conflict: the ids
/// handed out are 1..=n with no gap and no repeat.
fn racing_creators_get_consecutive_ids(open: Open, _pg: bool) {
    let stores: Vec<Arc<dyn Store>> = (0..3).map(|_| open()).collect();
    let threads: Vec<_> = stores
        .into_iter()
        .map(|store| {
            std::thread::spawn(move || {
                let mut mine = Vec::new();
                while mine.len() < 10 {
                    let id = store.last_id().unwrap() + 1;
                    let mut g = game(id, ALICE, BOB, HERE);
                    g.id = GameId(id);
                    match store.commit(Batch {
                        claim_id: Some(id),
                        games: GameWrites {
                            put: vec![(g, None)],
                            ..GameWrites::default()
                        },
                        ..Batch::default()
                    }) {
                        Ok(()) => mine.push(id),
                        Err(StoreError::Conflict) => continue,
                        Err(e) => panic!("{e}"),
                    }
                }
                mine
            })
        })
        .collect();
    let mut all: Vec<u64> = threads
        .into_iter()
        .flat_map(|t| t.join().unwrap())
        .collect();
    all.sort_unstable();
    assert_eq!(all, (1..=30).collect::<Vec<u64>>());
    assert_eq!(ids(&open().active_games().unwrap()).len(), 30);
}

/// A game record of the old format: its board messages inside it (`shown.board`,
/// `shown.turn`), beside the result card, as the bot stored them before they were kept beside
/// the game.
fn old_shown() -> serde_json::Value {
    serde_json::json!({
        "board": {"channel": HERE.0, "message": 5000},
        "turn": {"channel": HERE.0, "message": 5001},
        "card_posted": true,
        "close_at_ms": 77
    })
}

fn old_messages() -> BoardMessages {
    BoardMessages {
        board: Some(MessageRef {
            channel: HERE,
            message: 5000,
        }),
        turn: Some(MessageRef {
            channel: HERE,
            message: 5001,
        }),
    }
}

/// Writes a sled database holding one game in progress stored in the old format.
fn old_sled_database(dir: &std::path::Path) -> Game {
    let g = {
        let store = SledStore::open(dir).unwrap();
        create(&store, game(0, ALICE, BOB, HERE))
    };
    let db = crate::common::raw_sled(dir);
    let games = db.open_tree("games").unwrap();
    let key = g.id.0.to_be_bytes();
    let mut envelope: serde_json::Value =
        serde_json::from_slice(&games.get(key).unwrap().unwrap()).unwrap();
    envelope["record"]["shown"] = old_shown();
    games
        .insert(key, serde_json::to_vec(&envelope).unwrap())
        .unwrap();
    // As a database from before the move: not yet done.
    db.open_tree("meta")
        .unwrap()
        .remove("board_messages_moved")
        .unwrap();
    db.flush().unwrap();
    g
}

/// The old record's messages are moved beside the game when the database is opened; its
/// result card and version stay.
fn assert_moved(store: &dyn Store, g: &Game) {
    assert_eq!(store.board_messages(g.id).unwrap(), Some(old_messages()));
    let read = store.game(g.id).unwrap().unwrap();
    assert_eq!(read.version, g.version);
    assert!(read.result_card.posted);
    assert_eq!(read.result_card.close_at_ms, Some(77));
}

#[test]
fn an_old_sled_records_board_messages_survive_the_move() {
    let dir = tempfile::tempdir().unwrap();
    let g = old_sled_database(dir.path());
    let store = SledStore::open(dir.path()).unwrap();
    assert_moved(&store, &g);
    let report = castalia_bot::game::store::sled::check::check(&store, dir.path());
    assert!(report.is_sound(), "{}", report.summary());
    drop(store);
    // Once: opening again changes nothing.
    let store = SledStore::open(dir.path()).unwrap();
    assert_moved(&store, &g);
}

/// Runs SQL on a test database, on a thread of its own.
pub(crate) fn sql(url: &str, statements: &str) {
    let (url, statements) = (url.to_string(), statements.to_string());
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let (client, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
                .await
                .unwrap();
            let driver = tokio::spawn(connection);
            client.batch_execute(&statements).await.unwrap();
            drop(client);
            let _ = driver.await;
        })
    })
    .join()
    .unwrap();
}

#[test]
fn an_old_postgres_records_board_messages_survive_the_migration() {
    let Some(url) = pg::fresh_database("old_pg_board_messages") else {
        return;
    };
    let g = {
        let store = PgStore::connect(&url, 2).unwrap();
        create(&store, game(0, ALICE, BOB, HERE))
    };
    // Back to schema version 3, with the game in the old format.
    sql(
        &url,
        &format!(
            "DROP TABLE board_messages; DROP TABLE tournaments;
             DELETE FROM schema_migrations WHERE version >= 4;
             UPDATE games SET body = jsonb_set(body, '{{record,shown}}', '{}'::jsonb)
             WHERE id = {};",
            old_shown(),
            g.id.0
        ),
    );
    let store = PgStore::connect(&url, 2).unwrap();
    assert_moved(&store, &g);
}

#[test]
fn migrate_carries_the_board_messages_of_an_old_sled_database() {
    let Some(url) = pg::fresh_database("migrate_board_messages") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let g = old_sled_database(dir.path());
    let from = SledStore::open(dir.path()).unwrap();
    let to = PgStore::connect(&url, 2).unwrap();
    let copied = castalia_bot::game::store::pg::import::copy_from_sled(&from, &to).unwrap();
    assert_eq!(copied.board_messages, 1);
    assert_moved(&to, &g);
}

/// An open 3-round Swiss of `guild`, due at 5,000 ms.
fn open_swiss(id: u64, guild: GuildId) -> castalia_bot::game::model::Tournament {
    use castalia_bot::game::model::{Tournament, TournamentFront, TournamentId, TournamentState};
    use castalia_bot::tournament::{Event, Kind};
    Tournament {
        id: TournamentId(id),
        guild,
        channel: HERE,
        site: castalia_bot::game::Site::Server("contract".into()),
        creator: ALICE,
        name: "Contract Swiss".into(),
        options: options(),
        band: None,
        state: TournamentState::Open,
        starts_ms: 5_000,
        started_ms: None,
        ends_ms: None,
        finished_ms: None,
        event: Event::new(Kind::Swiss { rounds: 3 }),
        reminded: false,
        due_ms: Some(5_000),
        front: TournamentFront::default(),
        version: 0,
        created_ms: 1_000,
        updated_ms: 1_000,
        lang: Default::default(),
    }
}

/// With several processes on one PostgreSQL database, a tournament belongs to its server's
/// gateway shard: a process that runs some shards takes only their servers' tournaments from
/// the due-time index (games and challenges still go to whichever process asks first).
#[test]
fn on_postgres_a_tournament_belongs_to_its_servers_shard() {
    use castalia_bot::game::model::TournamentId;
    let Some(url) = pg::fresh_database("tournament_shards") else {
        return;
    };
    let first = PgStore::connect(&url, 2).unwrap();
    let second = PgStore::connect(&url, 2).unwrap();
    first.own_tournaments_of_shards(0, 0, 2);
    second.own_tournaments_of_shards(1, 1, 2);
    // Servers on shard 0 and on shard 1 of 2.
    let on_shard = |shard: u64| GuildId(((1000 + shard) << 22) | 12345);
    let mut ids = Vec::new();
    for shard in [0, 1] {
        let id = first.last_id().unwrap() + 1;
        let t = open_swiss(id, on_shard(shard));
        first
            .commit(Batch {
                claim_id: Some(id),
                tournaments: TournamentWrites {
                    put: vec![(t, None)],
                },
                ..Batch::default()
            })
            .unwrap();
        ids.push(DueItem::Tournament(TournamentId(id)));
    }
    let taken = |store: &PgStore| -> Vec<DueItem> {
        store
            .due_items(6_000, 10)
            .unwrap()
            .into_iter()
            .map(|(_, item)| item)
            .collect()
    };
    assert_eq!(taken(&second), vec![ids[1]], "shard 1's process");
    assert_eq!(taken(&first), vec![ids[0]], "shard 0's process");
    // A process that runs every shard takes any tournament (once its lease has passed).
    let all = PgStore::connect(&url, 2).unwrap();
    let due: Vec<DueItem> = all
        .due_items(6_000 + DUE_LEASE_MS, 10)
        .unwrap()
        .into_iter()
        .map(|(_, item)| item)
        .collect();
    assert_eq!(due.len(), 2, "{due:?}");
}

/// A tournament record: claimed ids like games, checked against its version, listed by
/// server, and in the due-time index by its due time.
fn tournaments_are_versioned_listed_by_server_and_due(open: Open, _pg: bool) {
    use castalia_bot::game::model::TournamentId;
    use castalia_bot::game::store::DueItem;
    let store = open();
    let id = store.last_id().unwrap() + 1;
    let t = open_swiss(id, SERVER);
    store
        .commit(Batch {
            claim_id: Some(id),
            tournaments: TournamentWrites {
                put: vec![(t.clone(), None)],
            },
            ..Batch::default()
        })
        .unwrap();
    let store = open();
    assert_eq!(store.tournament(TournamentId(id)).unwrap(), Some(t.clone()));
    assert_eq!(store.tournaments_in(SERVER).unwrap().len(), 1);
    assert!(store.tournaments_in(GuildId(8)).unwrap().is_empty());
    let due = store.due_items(6_000, 10).unwrap();
    assert!(
        due.contains(&(5_000, DueItem::Tournament(TournamentId(id)))),
        "{due:?}"
    );
    // A write from a stale read is refused; the right one moves the due time.
    let mut next = t.clone();
    next.version = 1;
    next.due_ms = Some(9_000);
    let stale = store.commit(Batch {
        tournaments: TournamentWrites {
            put: vec![(next.clone(), Some(7))],
        },
        ..Batch::default()
    });
    assert!(matches!(stale, Err(StoreError::Conflict)), "{stale:?}");
    store
        .commit(Batch {
            tournaments: TournamentWrites {
                put: vec![(next.clone(), Some(0))],
            },
            ..Batch::default()
        })
        .unwrap();
    let due = store.due_items(6_000, 10).unwrap();
    assert!(!due
        .iter()
        .any(|(_, i)| *i == DueItem::Tournament(TournamentId(id))));
    assert_eq!(store.next_due_after(6_000).unwrap(), Some(9_000));
    assert_eq!(
        store
            .tournament(TournamentId(id))
            .unwrap()
            .map(|t| t.version),
        Some(1)
    );
}

fn conflicts(store: &dyn Store, batch: Batch) -> bool {
    matches!(store.commit(batch), Err(StoreError::Conflict))
}

/// Players, challenges and puzzle standings are written against the version read: a second
/// first write, a stale write, a write over a forgotten record and a second answer to a
/// challenge are refused, with nothing of their batch applied.
fn records_are_written_against_the_version_read(open: Open, _pg: bool) {
    let store = open();
    let with_players = |put| Batch {
        players: PlayerWrites {
            put,
            ..PlayerWrites::default()
        },
        ..Batch::default()
    };
    store
        .commit(with_players(vec![put_player(ALICE, "alice", 0)]))
        .unwrap();
    assert_eq!(store.player(ALICE).unwrap().unwrap().version, 1);
    for read in [0, 2] {
        assert!(conflicts(
            &*store,
            with_players(vec![put_player(ALICE, "late", read)])
        ));
    }
    store
        .commit(with_players(vec![put_player(ALICE, "alice2", 1)]))
        .unwrap();
    let read = store.player(ALICE).unwrap().unwrap();
    assert_eq!((read.name.as_str(), read.version), ("alice2", 2));
    store
        .commit(Batch {
            players: PlayerWrites {
                forget: vec![ALICE],
                ..PlayerWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    assert!(conflicts(
        &*store,
        with_players(vec![put_player(ALICE, "back", 2)])
    ));
    assert!(store.player(ALICE).unwrap().is_none());

    // A challenge: made once, moved on, answered once.
    store
        .commit(Batch {
            claim_id: Some(1),
            challenges: ChallengeWrites {
                put: vec![(challenge(1, HERE, 10_000), 0)],
                ..ChallengeWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    assert!(conflicts(
        &*store,
        Batch {
            challenges: ChallengeWrites {
                put: vec![(challenge(1, HERE, 10_000), 0)],
                ..ChallengeWrites::default()
            },
            ..Batch::default()
        }
    ));
    let mut shifted = challenge(1, HERE, 12_000);
    shifted.version = 2;
    store
        .commit(Batch {
            challenges: ChallengeWrites {
                put: vec![(shifted, 1)],
                ..ChallengeWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    let read = store.challenge(ChallengeId(1)).unwrap().unwrap();
    assert_eq!((read.expires_ms, read.version), (12_000, 2));
    // An answer to the challenge as it was before it moved on is refused, with its game.
    let accept = |read: u64| Batch {
        claim_id: Some(2),
        games: GameWrites {
            put: vec![(game(2, ALICE, BOB, HERE), None)],
            ..GameWrites::default()
        },
        challenges: ChallengeWrites {
            taken: vec![(ChallengeId(1), read)],
            ..ChallengeWrites::default()
        },
        ..Batch::default()
    };
    assert!(conflicts(&*store, accept(1)));
    assert!(store.game(GameId(2)).unwrap().is_none());
    assert_eq!(store.last_id().unwrap(), 1);
    store.commit(accept(2)).unwrap();
    assert!(store.challenge(ChallengeId(1)).unwrap().is_none());
    assert_eq!(store.next_due_after(0).unwrap(), None);
    // A second answer finds it gone: no second game.
    let mut again = accept(2);
    again.claim_id = Some(3);
    again.games.put[0].0.id = GameId(3);
    assert!(conflicts(&*store, again));
    assert!(store.game(GameId(3)).unwrap().is_none());
    // Deleting without a check (a forgotten user's challenges) is not an answer.
    store
        .commit(Batch {
            challenges: ChallengeWrites {
                delete: vec![ChallengeId(1)],
                ..ChallengeWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();

    // A puzzle's standing.
    let mut first = Batch::default();
    first
        .puzzles
        .write_standing("p1", PuzzleStanding::initial(1200));
    store.commit(first.clone()).unwrap();
    assert!(conflicts(&*store, first));
    let read = store.puzzle_standings().unwrap().remove(0).1;
    assert_eq!(read.version, 1);
    let mut next = Batch::default();
    next.puzzles.write_standing("p1", read);
    store.commit(next.clone()).unwrap();
    assert!(conflicts(&*store, next));
    assert_eq!(store.puzzle_standings().unwrap()[0].1.version, 2);
}

/// Two handles (two processes for PostgreSQL) answer one challenge at once, many times: each
/// time exactly one answer applies.
fn racing_answers_to_one_challenge_apply_once(open: Open, _pg: bool) {
    let (a, b) = (open(), open());
    for round in 0..20u64 {
        let id = round + 1;
        a.commit(Batch {
            claim_id: Some(id),
            challenges: ChallengeWrites {
                put: vec![(challenge(id, HERE, 10_000), 0)],
                ..ChallengeWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
        let barrier = Arc::new(std::sync::Barrier::new(2));
        let results: Vec<Result<(), StoreError>> = [a.clone(), b.clone()]
            .into_iter()
            .enumerate()
            .map(|(side, store)| {
                let barrier = barrier.clone();
                std::thread::spawn(move || {
                    barrier.wait();
                    store.commit(Batch {
                        challenges: ChallengeWrites {
                            taken: vec![(ChallengeId(id), 1)],
                            ..ChallengeWrites::default()
                        },
                        notices: NoticeWrites {
                            add: vec![notice(HERE, Text::from(format!("{side}")), vec![], 1)],
                            ..NoticeWrites::default()
                        },
                        ..Batch::default()
                    })
                })
            })
            .collect::<Vec<_>>()
            .into_iter()
            .map(|t| t.join().unwrap())
            .collect();
        let won = results.iter().filter(|r| r.is_ok()).count();
        assert_eq!(won, 1, "round {round}: {results:?}");
        assert!(results
            .iter()
            .any(|r| matches!(r, Err(StoreError::Conflict))));
        assert_eq!(a.outbox().unwrap().len() as u64, round + 1);
    }
}

/// A record as stored before records had versions: its JSON without `version`.
fn without_version<T: castalia_bot::game::store::Stored>(record: &T) -> String {
    let mut envelope: serde_json::Value =
        serde_json::from_slice(&castalia_bot::game::store::encode(record).unwrap()).unwrap();
    envelope["record"]
        .as_object_mut()
        .unwrap()
        .remove("version");
    envelope.to_string()
}

/// Old records read as version 1 (stored), and are written over at version 1.
fn assert_old_records_are_version_one(store: &dyn Store) {
    let read = store.player(ALICE).unwrap().unwrap();
    assert_eq!((read.name.as_str(), read.version), ("old", 1));
    let c = store.challenge(ChallengeId(1)).unwrap().unwrap();
    assert_eq!(c.version, 1);
    assert!(conflicts(
        store,
        Batch {
            players: PlayerWrites {
                put: vec![put_player(ALICE, "new", 0)],
                ..PlayerWrites::default()
            },
            ..Batch::default()
        }
    ));
    store
        .commit(Batch {
            players: PlayerWrites {
                put: vec![put_player(ALICE, "new", 1)],
                ..PlayerWrites::default()
            },
            challenges: ChallengeWrites {
                taken: vec![(ChallengeId(1), 1)],
                ..ChallengeWrites::default()
            },
            ..Batch::default()
        })
        .unwrap();
    assert_eq!(store.player(ALICE).unwrap().unwrap().version, 2);
    assert!(store.challenge(ChallengeId(1)).unwrap().is_none());
}

#[test]
fn an_old_sled_databases_records_are_version_one() {
    let dir = tempfile::tempdir().unwrap();
    drop(SledStore::open(dir.path()).unwrap());
    {
        let db = crate::common::raw_sled(dir.path());
        db.open_tree("players")
            .unwrap()
            .insert(
                ALICE.0.to_be_bytes(),
                without_version(&player(ALICE, "old")).as_bytes(),
            )
            .unwrap();
        db.open_tree("challenges")
            .unwrap()
            .insert(
                1u64.to_be_bytes(),
                without_version(&challenge(1, HERE, 10_000)).as_bytes(),
            )
            .unwrap();
        db.flush().unwrap();
    }
    let store = SledStore::open(dir.path()).unwrap();
    assert_old_records_are_version_one(&store);
}

#[test]
fn an_old_postgres_databases_records_are_version_one() {
    let Some(url) = pg::fresh_database("old_pg_record_versions") else {
        return;
    };
    drop(PgStore::connect(&url, 2).unwrap());
    sql(
        &url,
        &format!(
            "INSERT INTO players (id, body) VALUES ({}, '{}'::jsonb);
             INSERT INTO challenges (id, channel, expires_ms, body)
                 VALUES (1, {}, 10000, '{}'::jsonb);",
            ALICE.0,
            without_version(&player(ALICE, "old")),
            HERE.0,
            without_version(&challenge(1, HERE, 10_000)),
        ),
    );
    let store = PgStore::connect(&url, 2).unwrap();
    assert_old_records_are_version_one(&store);
}
