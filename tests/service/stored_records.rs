//! Golden records: every kind of stored record, as main wrote it before the store had record
//! types of its own (`tests/data/records/`). Generator only (first step).

use castalia_bot::engine::Level;
use castalia_bot::game::model::{
    AbortReason, ActivePuzzle, Challenge, Clocks, ColorChoice, CourseRecord, GameOptions, Player,
    PuzzleRecord, PuzzleStanding, Rating, Request, ResultCard, Score, Seat, Settings,
    TimeControl, Tournament, TournamentFront, TournamentId, TournamentState, VariantStats,
    WebAccess, WebAccessKind, WebPlace,
};
use castalia_bot::game::notices::outbox::StoredNotice;
use castalia_bot::game::store::encode;
use castalia_bot::game::{
    BoardMessages, ChallengeId, ChannelId, ErrorKind, Game, GameId, GuildId, MessageRef,
    ReplyKind, Site, Text, UserId,
};
use castalia_bot::i18n::{Arg, Lang};
use castalia_bot::rules::{Color, DrawReason, Outcome, Position, Setup, Variant, WinReason};
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

/// The moves of the golden game, in UCI: two pawn steps, then a Castalia move that kidnaps.
pub(crate) fn golden_ucis() -> Vec<String> {
    let mut pos = Position::from_fen(Setup::Castalia.fen(), Variant::Castalia).unwrap();
    let mut out = Vec::new();
    for uci in ["e2e4", "e7e5", "b2b4", "b7b5"] {
        let mv = pos.parse_uci(uci).unwrap();
        pos = pos.play(&mv);
        out.push(uci.to_string());
    }
    let moves: Vec<_> = pos.legal_moves().into_iter().collect();
    let castalia = moves
        .iter()
        .find(|m| m.castalia_effects().is_some_and(|e| e.kidnap_from.is_some()))
        .or_else(|| moves.iter().find(|m| m.castalia_effects().is_some()))
        .expect("a Castalia move");
    eprintln!("castalia move: {:?}", castalia);
    out.push(castalia.uci().to_string());
    out
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
        moves: golden_ucis(),
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
    g.moves = vec!["e2e4".into(), "e7e5".into()];
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

/// Writes the records as main stores them (run once, on main's code).
#[test]
#[ignore]
fn write_golden_records() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/records");
    let write = |kind: &str, name: &str, bytes: Vec<u8>| {
        std::fs::create_dir_all(dir.join(kind)).unwrap();
        std::fs::write(dir.join(kind).join(name), bytes).unwrap();
    };
    write("game", "current.json", encode(&game()).unwrap());
    write("challenge", "current.json", encode(&challenge()).unwrap());
    write("player", "current.json", encode(&player()).unwrap());
    write("puzzle_standing", "current.json", encode(&standing()).unwrap());
    write("notice", "current.json", encode(&notice()).unwrap());
    write("board_messages", "current.json", encode(&board_messages()).unwrap());
    write("tournament", "current.json", encode(&tournament()).unwrap());
    let mut arena = tournament();
    arena.event.kind = arena_kind();
    arena.id = TournamentId(10);
    arena.state = TournamentState::Finished;
    write("tournament", "arena.json", encode(&arena).unwrap());
    write("web_access", "current.json", encode(&web_access()).unwrap());
    write("game", "drawn.json", encode(&drawn_game()).unwrap());
    write("game", "aborted.json", encode(&aborted_game()).unwrap());
    write("notice", "takeback.json", encode(&takeback_notice()).unwrap());
    let mut offer = takeback_notice();
    offer.kind = ReplyKind::Offered(castalia_bot::game::model::OfferKind::Draw);
    write("notice", "offered.json", encode(&offer).unwrap());
    let link = WebAccess {
        kind: WebAccessKind::Link,
        place: None,
        lang: None,
        game: None,
        ..web_access()
    };
    write("web_access", "link.json", encode(&link).unwrap());
}
