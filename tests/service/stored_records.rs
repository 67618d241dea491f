//! Golden records (`tests/data/records/`): every kind of stored record as main wrote it before
//! the store had record types of its own, the game at its newer format, and the older shapes
//! that fields added with defaults still admit (taken from the git history: see the README
//! there). Each is put into a sled database and a PostgreSQL database as stored bytes and read
//! back through the `Store`, and what it decodes to is checked field by field: a change to
//! the stored forms that can no longer read one of them fails here.

use castalia_bot::engine::Level;
use castalia_bot::game::model::{
    AbortReason, ActivePuzzle, Challenge, Clocks, ColorChoice, CourseRecord, GameOptions, Player,
    PuzzleRecord, PuzzleStanding, Rating, Request, ResultCard, Score, Seat, Settings, TimeControl,
    Tournament, TournamentFront, TournamentId, TournamentState, VariantStats, WebAccess,
    WebAccessKind, WebPlace,
};
use castalia_bot::game::notices::outbox::StoredNotice;
use castalia_bot::game::store::GameRepo;
use castalia_bot::game::store::{encode, Store};
use castalia_bot::game::{
    BoardMessages, ChallengeId, ChannelId, ErrorKind, Game, GameId, GuildId, MessageRef, PgStore,
    ReplyKind, Site, SledStore, Text, UserId,
};
use castalia_bot::i18n::{Arg, Lang};
use castalia_bot::rules::{
    Color, DrawReason, GameRecord, Move, MoveKind, Outcome, Position, Setup, Variant, WinReason,
};
use castalia_bot::tournament::{Board, BoardResult, ByeKind, Entrant, Event, Kind, Round};

const ALICE: UserId = UserId(1001);
const BOB: UserId = UserId(1002);

fn options() -> GameOptions {
    GameOptions {
        variant: Variant::Castalia,
        start_fen: Setup::Castalia.fen().into(),
        color: ColorChoice::Black,
        time: TimeControl::Clock {
            initial_secs: 300,
            increment_secs: 3,
        },
        rated: true,
    }
}

/// The moves of the golden game: pawn steps (two of them double steps), then a Castalia move
/// (as the files store them in UCI at format 1).
const GOLDEN_UCIS: [&str; 5] = ["e2e4", "e7e5", "b2b4", "b7b5", "b1b2"];

/// The start position of `setup` under `variant`.
fn start(setup: Setup, variant: Variant) -> Position {
    Position::from_fen(setup.fen(), variant).unwrap()
}

/// `ucis` played from the start of `setup` under `variant`, typed.
fn typed(setup: Setup, variant: Variant, ucis: &[&str]) -> Vec<Move> {
    let mut record = GameRecord::new(start(setup, variant));
    for uci in ucis {
        record.push_text(uci).unwrap();
    }
    record.moves().to_vec()
}

pub(crate) fn game() -> Game {
    Game {
        id: GameId(42),
        guild: GuildId(7),
        channel: ChannelId(100),
        white: Seat::Human {
            id: ALICE,
            name: "alice".into(),
        },
        black: Seat::Bot {
            level: Level::new(3).unwrap(),
        },
        options: options(),
        moves: typed(Setup::Castalia, Variant::Castalia, &GOLDEN_UCIS),
        outcome: Some(Outcome::Win {
            winner: Color::White,
            reason: WinReason::Timeout,
        }),
        draw_offer: Some(Request {
            by: Color::Black,
            at_ply: 2,
        }),
        takeback: None,
        clocks: Some(Clocks {
            white_ms: 295_000,
            black_ms: 0,
        }),
        turn_started_ms: 1_700_000_003_000,
        reminded: true,
        created_ms: 1_700_000_000_000,
        updated_ms: 1_700_000_004_000,
        version: 5,
        site: Site::Server("Castalia club".into()),
        aborted: None,
        first_move_ms: Some(30_000),
        clock_history: vec![
            None,
            Some(Clocks {
                white_ms: 300_000,
                black_ms: 300_000,
            }),
            Some(Clocks {
                white_ms: 298_000,
                black_ms: 300_000,
            }),
        ],
        claim_noticed: false,
        due_ms: Some(1_700_000_600_000),
        thread: Some(ChannelId(300)),
        result_card: ResultCard {
            posted: true,
            close_at_ms: Some(1_700_000_900_000),
        },
        tournament: Some(TournamentId(9)),
        lang: Lang::De,
    }
}

pub(crate) fn challenge() -> Challenge {
    Challenge {
        id: ChallengeId(43),
        guild: GuildId(7),
        channel: ChannelId(100),
        challenger: ALICE,
        challenger_name: "alice".into(),
        challenged: Some(BOB),
        challenged_name: Some("bob".into()),
        options: GameOptions {
            variant: Variant::CastaliaWeak,
            start_fen: Setup::Classic.fen().into(),
            color: ColorChoice::Random,
            time: TimeControl::Correspondence { days_per_move: 3 },
            rated: false,
        },
        created_ms: 1_700_000_000_000,
        expires_ms: 1_700_000_600_000,
        site: Site::PrivateChannel,
        version: 2,
    }
}

pub(crate) fn player() -> Player {
    let mut stats = std::collections::BTreeMap::new();
    stats.insert(
        "castalia".to_string(),
        VariantStats {
            rating: Rating {
                rating: 1612.5,
                deviation: 87.25,
                volatility: 0.0599,
            },
            rated: Score {
                wins: 3,
                draws: 1,
                losses: 2,
            },
            all: Score {
                wins: 5,
                draws: 1,
                losses: 4,
            },
        },
    );
    Player {
        id: Some(ALICE),
        name: "alice".into(),
        stats,
        puzzles: PuzzleRecord {
            rating: Rating {
                rating: 1100.0,
                deviation: 200.5,
                volatility: 0.06,
            },
            streak: 2,
            best_streak: 7,
            solved: 12,
            failed: 4,
            active: Some(ActivePuzzle {
                id: "a1b2c3".into(),
                channel: ChannelId(100),
                done: 2,
                daily: Some(20_000),
            }),
            recent: vec!["0f0f".into(), "a1b2c3".into()],
            daily_solved: Some(19_999),
        },
        settings: Settings {
            theme: Some(castalia_bot::render::Theme::Ocean),
            coordinates: false,
            notify_dm: true,
            language: Some(Lang::PtBr),
        },
        course: CourseRecord {
            solved: ["1.1".to_string(), "1.2".to_string()].into_iter().collect(),
            current: Some("2.1".into()),
            shown: Some("1.2".into()),
            channel: Some(ChannelId(100)),
            wrong: [(1u32, 3u32)].into_iter().collect(),
        },
        version: 8,
    }
}

pub(crate) fn standing() -> PuzzleStanding {
    PuzzleStanding {
        rating: Rating {
            rating: 1432.75,
            deviation: 61.5,
            volatility: 0.0601,
        },
        solved: 30,
        failed: 11,
        version: 41,
    }
}

pub(crate) fn notice() -> StoredNotice {
    let text = Text::new()
        .plain("Plain ")
        .strong("strong")
        .code("/accept")
        .player(Some(BOB), "bob")
        .player(None, "a guest")
        .time(1_700_000_600_000)
        .line()
        .then(Text::message(
            "play-game-title",
            vec![
                ("white".into(), Arg::Text(Text::new().plain("alice"))),
                ("black".into(), Arg::Num(2.5)),
                ("color".into(), Arg::key("white")),
            ],
        ));
    StoredNotice {
        channel: ChannelId(300),
        kind: ReplyKind::Refused(ErrorKind::NotYourTurn),
        text,
        mentions: vec![ALICE, BOB],
        game: Some(GameId(42)),
        puzzle: Some("a1b2c3".into()),
        tournament: Some(TournamentId(9)),
        created_ms: 1_700_000_000_000,
        attempts: 2,
        next_try_ms: 1_700_000_060_000,
        dm: Some(BOB),
        private: true,
        held: true,
        lang: Lang::Fr,
    }
}

pub(crate) fn board_messages() -> BoardMessages {
    BoardMessages {
        board: Some(MessageRef {
            channel: ChannelId(300),
            message: 5000,
        }),
        turn: Some(MessageRef {
            channel: ChannelId(300),
            message: 5001,
        }),
    }
}

pub(crate) fn tournament() -> Tournament {
    let mut board = Board::new(1, 2);
    board.game = Some(42);
    board.result = Some(BoardResult::WhiteWins);
    board.berserk = (true, false);
    board.plies = 31;
    Tournament {
        id: TournamentId(9),
        guild: GuildId(7),
        channel: ChannelId(100),
        site: Site::Server("Castalia club".into()),
        creator: ALICE,
        name: "Winter Swiss".into(),
        options: options(),
        band: Some((1200, 1800)),
        state: TournamentState::Running,
        starts_ms: 1_700_000_000_000,
        started_ms: Some(1_700_000_001_000),
        ends_ms: None,
        finished_ms: None,
        event: Event {
            kind: Kind::Swiss { rounds: 5 },
            entrants: vec![
                Entrant {
                    no: 1,
                    user: ALICE.0,
                    name: "alice".into(),
                    rating: 1612,
                    withdrawn: false,
                    from_round: 1,
                },
                Entrant {
                    no: 2,
                    user: BOB.0,
                    name: "bob".into(),
                    rating: 1500,
                    withdrawn: true,
                    from_round: 2,
                },
                Entrant {
                    no: 3,
                    user: 1003,
                    name: "carol".into(),
                    rating: 1450,
                    withdrawn: false,
                    from_round: 1,
                },
            ],
            rounds: vec![Round {
                number: 1,
                boards: vec![board, Board::new(3, 1)],
                byes: vec![(3, ByeKind::Pairing), (2, ByeKind::Half)],
            }],
        },
        reminded: true,
        due_ms: Some(1_700_000_700_000),
        front: TournamentFront {
            thread: Some(ChannelId(301)),
            standings_message: Some(6000),
            scheduled_event: Some(7000),
        },
        version: 12,
        created_ms: 1_699_999_000_000,
        updated_ms: 1_700_000_002_000,
        lang: Lang::Es,
    }
}

pub(crate) fn arena_kind() -> Kind {
    Kind::Arena {
        minutes: 45,
        berserk: true,
    }
}

pub(crate) fn web_access() -> WebAccess {
    WebAccess {
        kind: WebAccessKind::Session,
        user: ALICE,
        name: "alice".into(),
        created_ms: 1_700_000_000_000,
        expires_ms: 1_702_592_000_000,
        place: Some(WebPlace {
            guild: Some(GuildId(7)),
            channel: ChannelId(100),
        }),
        lang: Some(Lang::Ru),
        game: Some(GameId(42)),
    }
}

/// A drawn game between a person and a removed player, on the console, with no clock.
pub(crate) fn drawn_game() -> Game {
    let mut g = game();
    g.id = GameId(44);
    g.black = Seat::Removed;
    g.options.variant = Variant::Standard;
    g.options.start_fen = Setup::Classic.fen().into();
    g.options.color = ColorChoice::White;
    g.options.time = TimeControl::Unlimited;
    g.options.rated = false;
    g.moves = typed(Setup::Classic, Variant::Standard, &["e2e4", "e7e5"]);
    g.outcome = Some(Outcome::Draw(DrawReason::Repetition));
    g.draw_offer = None;
    g.takeback = Some(Request {
        by: Color::White,
        at_ply: 1,
    });
    g.clocks = None;
    g.clock_history = vec![None, None];
    g.first_move_ms = None;
    g.site = Site::Console;
    g.thread = None;
    g.tournament = None;
    g.result_card = ResultCard::default();
    g.lang = Lang::En;
    g.due_ms = None;
    g
}

/// A game aborted before both sides moved, made on the web board.
pub(crate) fn aborted_game() -> Game {
    let mut g = drawn_game();
    g.id = GameId(45);
    g.moves = Vec::new();
    g.clock_history = Vec::new();
    g.outcome = None;
    g.takeback = None;
    g.aborted = Some(AbortReason::NoFirstMove(Color::Black));
    g.site = Site::Web;
    g.options.time = TimeControl::Clock {
        initial_secs: 60,
        increment_secs: 0,
    };
    g.claim_noticed = true;
    g
}

/// A notice of a takeback, by DM, about no game.
pub(crate) fn takeback_notice() -> StoredNotice {
    StoredNotice {
        channel: ChannelId(100),
        kind: ReplyKind::TakenBack { plies: 2 },
        text: Text::msg("play-seat-removed"),
        mentions: Vec::new(),
        game: None,
        puzzle: None,
        tournament: None,
        created_ms: 5,
        attempts: 0,
        next_try_ms: 0,
        dm: None,
        private: false,
        held: false,
        lang: Lang::En,
    }
}

/// A golden file's bytes.
fn golden(file: &str) -> Vec<u8> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("data/records")
        .join(file);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Where a golden record is stored: its sled tree and key, its PostgreSQL row.
enum Place {
    Game(u64),
    Challenge(u64),
    Player(u64),
    Standing(&'static str),
    Notice(u64),
    BoardMessages(u64),
    Tournament(u64),
    WebAccess(&'static str),
}

/// Every golden file, and where it goes.
const GOLDEN: [(&str, Place); 21] = [
    ("game/current.json", Place::Game(42)),
    ("game/drawn.json", Place::Game(44)),
    ("game/aborted.json", Place::Game(45)),
    ("game/format-2.json", Place::Game(46)),
    ("game/first.json", Place::Game(47)),
    ("game/before-lang-and-board-messages.json", Place::Game(48)),
    ("challenge/current.json", Place::Challenge(43)),
    ("challenge/first.json", Place::Challenge(49)),
    ("player/current.json", Place::Player(1001)),
    ("player/first.json", Place::Player(1002)),
    ("puzzle_standing/current.json", Place::Standing("golden")),
    (
        "puzzle_standing/first.json",
        Place::Standing("golden-first"),
    ),
    ("notice/current.json", Place::Notice(1)),
    ("notice/takeback.json", Place::Notice(2)),
    ("notice/offered.json", Place::Notice(3)),
    ("notice/first.json", Place::Notice(4)),
    ("board_messages/current.json", Place::BoardMessages(42)),
    ("tournament/current.json", Place::Tournament(9)),
    ("tournament/arena.json", Place::Tournament(10)),
    ("tournament/before-lang.json", Place::Tournament(11)),
    ("web_access/current.json", Place::WebAccess("session")),
];

/// The sign-in link (kept apart: the table above is full of one link already).
const LINK: (&str, &str) = ("web_access/link.json", "link");

/// Every golden record put into a new sled database as its stored bytes, as a database
/// written by the bot before the board messages were kept beside the games (so that opening
/// it moves those of `game/before-lang-and-board-messages.json` out).
fn sled_with_golden_records(dir: &std::path::Path) -> SledStore {
    drop(SledStore::open(dir).unwrap());
    {
        let db = crate::common::raw_sled(dir);
        let put = |tree: &str, key: &[u8], file: &str| {
            db.open_tree(tree)
                .unwrap()
                .insert(key, golden(file))
                .unwrap();
        };
        for (file, place) in &GOLDEN {
            match place {
                Place::Game(id) => put("games", &id.to_be_bytes(), file),
                Place::Challenge(id) => put("challenges", &id.to_be_bytes(), file),
                Place::Player(id) => put("players", &id.to_be_bytes(), file),
                Place::Standing(id) => put("meta", format!("puzzle/{id}").as_bytes(), file),
                Place::Notice(key) => put("outbox", &key.to_be_bytes(), file),
                Place::BoardMessages(id) => put("board_messages", &id.to_be_bytes(), file),
                Place::Tournament(id) => put("tournaments", &id.to_be_bytes(), file),
                Place::WebAccess(key) => put("web_access", key.as_bytes(), file),
            }
        }
        put("web_access", LINK.1.as_bytes(), LINK.0);
        db.open_tree("meta")
            .unwrap()
            .remove("board_messages_moved")
            .unwrap();
        db.flush().unwrap();
    }
    SledStore::open(dir).unwrap()
}

/// Every golden record put into a new PostgreSQL database as its stored text.
fn postgres_with_golden_records(url: &str) -> PgStore {
    drop(PgStore::connect(url, 2).unwrap());
    let body = |file: &str| {
        let text = String::from_utf8(golden(file)).unwrap();
        format!("'{}'::jsonb", text.replace('\'', "''"))
    };
    let mut sql = String::new();
    for (file, place) in &GOLDEN {
        let b = body(file);
        sql += &match place {
            Place::Game(id) => format!(
                "INSERT INTO games (id, version, guild, channel, active, updated_ms, body) \
                 VALUES ({id}, 1, 7, 100, false, 0, {b});"
            ),
            Place::Challenge(id) => format!(
                "INSERT INTO challenges (id, channel, expires_ms, body) VALUES ({id}, 100, 0, {b});"
            ),
            Place::Player(id) => format!("INSERT INTO players (id, body) VALUES ({id}, {b});"),
            Place::Standing(id) => {
                format!("INSERT INTO puzzle_standings (id, body) VALUES ('{id}', {b});")
            }
            Place::Notice(key) => format!(
                "INSERT INTO outbox (key, not_before_ms, body) VALUES ({key}, 0, {b});"
            ),
            Place::BoardMessages(id) => {
                format!("INSERT INTO board_messages (game_id, body) VALUES ({id}, {b});")
            }
            Place::Tournament(id) => format!(
                "INSERT INTO tournaments (id, version, guild, body) VALUES ({id}, 1, 7, {b});"
            ),
            Place::WebAccess(key) => format!(
                "INSERT INTO web_access (key, user_id, expires_ms, body) VALUES ('{key}', 1001, 0, {b});"
            ),
        };
    }
    sql += &format!(
        "INSERT INTO web_access (key, user_id, expires_ms, body) VALUES ('{}', 1001, 0, {});",
        LINK.1,
        body(LINK.0)
    );
    crate::service::store_contract::sql(url, &sql);
    PgStore::connect(url, 2).unwrap()
}

/// The golden game as first stored (before sites, aborts, first-move times, clock history,
/// claims, due times, threads, result cards, tournaments and languages).
fn first_game() -> Game {
    Game {
        id: GameId(47),
        site: Site::Unknown,
        aborted: None,
        first_move_ms: None,
        clock_history: Vec::new(),
        claim_noticed: false,
        due_ms: None,
        thread: None,
        result_card: ResultCard::default(),
        tournament: None,
        lang: Lang::En,
        ..game()
    }
}

/// What every golden record reads as, through `store`.
fn assert_golden_records_read(store: &dyn Store) {
    let game_at = |id: u64| {
        store
            .game(GameId(id))
            .unwrap_or_else(|e| panic!("game {id}: {e}"))
            .unwrap_or_else(|| panic!("game {id} is missing"))
    };
    // Main's games (format 1: moves as UCI text) come back with typed moves.
    let current = game_at(42);
    assert_eq!(current, game());
    assert_eq!(current.moves[0].kind, MoveKind::DoubleStep);
    assert!(current.moves[4].castalia_effects().is_some());
    assert_eq!(game_at(44), drawn_game());
    assert_eq!(game_at(45), aborted_game());
    assert_eq!(
        game_at(46),
        Game {
            id: GameId(46),
            ..game()
        }
    );
    assert_eq!(game_at(47), first_game());
    assert_eq!(
        game_at(48),
        Game {
            id: GameId(48),
            tournament: None,
            lang: Lang::En,
            ..game()
        }
    );
    // The record of a game plays forward to the position its UCI text led to.
    let record = current.record().unwrap();
    let mut replayed = GameRecord::new(start(Setup::Castalia, Variant::Castalia));
    for uci in GOLDEN_UCIS {
        replayed.push_text(uci).unwrap();
    }
    assert_eq!(record.position(), replayed.position());

    assert_eq!(store.challenge(ChallengeId(43)).unwrap(), Some(challenge()));
    assert_eq!(
        store.challenge(ChallengeId(49)).unwrap(),
        Some(Challenge {
            id: ChallengeId(49),
            site: Site::Unknown,
            version: 1,
            ..challenge()
        })
    );

    assert_eq!(store.player(ALICE).unwrap(), Some(player()));
    assert_eq!(
        store.player(BOB).unwrap(),
        Some(Player {
            id: Some(BOB),
            name: "bob".into(),
            stats: player().stats,
            puzzles: PuzzleRecord::default(),
            settings: Settings::default(),
            course: CourseRecord::default(),
            version: 1,
        })
    );

    let mut standings = store.puzzle_standings().unwrap();
    standings.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(
        standings,
        vec![
            ("golden".to_string(), standing()),
            (
                "golden-first".to_string(),
                PuzzleStanding {
                    version: 1,
                    ..standing()
                }
            ),
        ]
    );

    let notice_at = |key: u64| {
        store
            .notice(key)
            .unwrap()
            .unwrap_or_else(|| panic!("notice {key} is missing"))
    };
    assert_eq!(notice_at(1), notice());
    assert_eq!(notice_at(2), takeback_notice());
    assert_eq!(
        notice_at(3),
        StoredNotice {
            kind: ReplyKind::Offered(castalia_bot::game::model::OfferKind::Draw),
            ..takeback_notice()
        }
    );
    assert_eq!(notice_at(4), first_notice());

    assert_eq!(
        store.board_messages(GameId(42)).unwrap(),
        Some(board_messages())
    );

    assert_eq!(
        store.tournament(TournamentId(9)).unwrap(),
        Some(tournament())
    );
    assert_eq!(store.tournament(TournamentId(10)).unwrap(), Some(arena()));
    let mut before_lang = tournament();
    before_lang.id = TournamentId(11);
    before_lang.lang = Lang::En;
    before_lang.front = TournamentFront::default();
    for e in &mut before_lang.event.entrants {
        e.withdrawn = false;
        e.from_round = 1;
    }
    for b in &mut before_lang.event.rounds[0].boards {
        b.berserk = (false, false);
        b.plies = 0;
    }
    assert_eq!(
        store.tournament(TournamentId(11)).unwrap(),
        Some(before_lang)
    );

    assert_eq!(store.web_access("session").unwrap(), Some(web_access()));
    assert_eq!(store.web_access(LINK.1).unwrap(), Some(link()));
}

/// The notice as first stored (before puzzles, tournaments, deliveries counted, DMs, private
/// chats and languages), its words plain and a player.
fn first_notice() -> StoredNotice {
    StoredNotice {
        channel: ChannelId(100),
        kind: ReplyKind::Moved,
        text: Text::new().plain("Your move, ").player(Some(BOB), "bob"),
        mentions: vec![BOB],
        game: Some(GameId(42)),
        puzzle: None,
        tournament: None,
        created_ms: 1_700_000_000_000,
        attempts: 0,
        next_try_ms: 0,
        dm: None,
        private: false,
        held: false,
        lang: Lang::En,
    }
}

fn arena() -> Tournament {
    let mut arena = tournament();
    arena.event.kind = arena_kind();
    arena.id = TournamentId(10);
    arena.state = TournamentState::Finished;
    arena
}

fn link() -> WebAccess {
    WebAccess {
        kind: WebAccessKind::Link,
        place: None,
        lang: None,
        game: None,
        ..web_access()
    }
}

/// Main's records of every kind but the game (whose format moved on) are written again
/// byte for byte: the stored form of what did not change did not change.
#[test]
fn records_are_written_as_main_wrote_them() {
    let same = |file: &str, bytes: Vec<u8>| {
        assert_eq!(
            String::from_utf8(bytes).unwrap(),
            String::from_utf8(golden(file)).unwrap(),
            "{file}"
        );
    };
    same("challenge/current.json", encode(&challenge()).unwrap());
    same("player/current.json", encode(&player()).unwrap());
    same("puzzle_standing/current.json", encode(&standing()).unwrap());
    same("notice/current.json", encode(&notice()).unwrap());
    same("notice/takeback.json", encode(&takeback_notice()).unwrap());
    same(
        "board_messages/current.json",
        encode(&board_messages()).unwrap(),
    );
    same("tournament/current.json", encode(&tournament()).unwrap());
    same("tournament/arena.json", encode(&arena()).unwrap());
    same("web_access/current.json", encode(&web_access()).unwrap());
    same(LINK.0, encode(&link()).unwrap());
    // A game is written at format 2 (typed moves), as the golden file of that format.
    let game46 = Game {
        id: GameId(46),
        ..game()
    };
    same("game/format-2.json", encode(&game46).unwrap());
}

#[test]
fn golden_records_read_on_sled() {
    let dir = tempfile::tempdir().unwrap();
    let store = sled_with_golden_records(dir.path());
    assert_golden_records_read(&store);
    // Opening the old database moved the old game's board messages beside it.
    assert_eq!(
        store.board_messages(GameId(48)).unwrap(),
        Some(board_messages())
    );
}

#[test]
fn golden_records_read_on_postgres() {
    let Some(url) = crate::pg::fresh_database("golden_records") else {
        return;
    };
    let store = postgres_with_golden_records(&url);
    assert_golden_records_read(&store);
}

/// Writes `game/format-2.json`, the golden game at format 2 (run once, when that format was
/// made; never to make a test pass).
#[test]
#[ignore]
fn write_format_2_game() {
    let game46 = Game {
        id: GameId(46),
        ..game()
    };
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/records/game/format-2.json");
    std::fs::write(path, encode(&game46).unwrap()).unwrap();
}
