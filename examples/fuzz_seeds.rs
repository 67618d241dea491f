//! Writes the seed corpora of the fuzz targets (`fuzz/corpus/<target>/seed-*`) from the test
//! vectors in `tests/data/` and from games played here and written with `write_pgn`.
//! Run from the repository root: `cargo run --release --features tools --example fuzz_seeds`.

use anyhow::{Context, Result};
use castalia_bot::game::model::{
    Challenge, ChallengeId, ChannelId, Clocks, ColorChoice, Game, GameId, GameOptions, GuildId,
    Player, Request, Seat, TimeControl, UserId, VariantStats,
};
use castalia_bot::rules::pgn::{write_pgn, PgnHeaders};
use castalia_bot::rules::{
    Color, DrawReason, GameRecord, Outcome, Position, Setup, Variant, WinReason,
};
use std::path::{Path, PathBuf};

/// The fuzz targets' own code, for the fixed positions of `move_text` (in its order).
#[path = "../fuzz/fuzz_targets/checks.rs"]
mod checks;

const THREE_CASTALIAS: &str = "rcbckbcr/pppppppp/8/8/8/8/PPPPPPPP/RCBCKBCR w KQkq - 0 1";

struct Corpus {
    dir: PathBuf,
    count: usize,
}

impl Corpus {
    fn new(root: &Path, target: &str) -> Result<Corpus> {
        let dir = root.join(target);
        std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
        Ok(Corpus { dir, count: 0 })
    }

    fn add(&mut self, bytes: impl AsRef<[u8]>) -> Result<()> {
        let path = self.dir.join(format!("seed-{:03}", self.count));
        std::fs::write(&path, bytes).with_context(|| format!("writing {}", path.display()))?;
        self.count += 1;
        Ok(())
    }
}

fn data_lines(name: &str) -> Result<Vec<String>> {
    let text = std::fs::read_to_string(Path::new("tests/data").join(name))
        .with_context(|| format!("reading tests/data/{name} (run from the repository root)"))?;
    Ok(text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect())
}

/// A game of `plies` moves chosen by a fixed pseudo-random walk (Castalia moves preferred),
/// with the index of each move in its legal list.
fn walk(start: Position, plies: usize, seed: u64) -> (GameRecord, Vec<u8>) {
    let mut state = seed;
    let mut record = GameRecord::new(start);
    let mut indices = Vec::new();
    for _ in 0..plies {
        let legal = record.position().legal_moves();
        if legal.is_empty() {
            break;
        }
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let pick = (state >> 33) as usize % legal.len();
        let pos = record.position();
        let index = (0..legal.len())
            .map(|i| (pick + i) % legal.len())
            .find(|&i| {
                pos.piece_at(legal[i].from)
                    .is_some_and(|p| p.kind == castalia_bot::rules::PieceKind::Castalia)
                    && state & 1 == 0
            })
            .unwrap_or(pick);
        indices.push(u8::try_from(index).unwrap_or(0));
        record.push(legal[index]);
    }
    (record, indices)
}

fn starts() -> Result<Vec<Position>> {
    Ok(vec![
        Position::new(Variant::Castalia, Setup::Castalia),
        Position::new(Variant::CastaliaWeak, Setup::Castalia),
        Position::new(Variant::Standard, Setup::Classic),
        Position::new(Variant::Castalia, Setup::Classic),
        Position::from_fen(THREE_CASTALIAS, Variant::Castalia)?,
    ])
}

fn main() -> Result<()> {
    let root = PathBuf::from("fuzz/corpus");

    // fen: every FEN of the test vectors, and a few broken ones.
    let mut fen = Corpus::new(&root, "fen")?;
    for file in [
        "perft-castalia.epd",
        "perft-castalia-weak.epd",
        "perft-standard.epd",
    ] {
        for line in data_lines(file)? {
            fen.add(line.split(';').next().unwrap_or_default().trim())?;
        }
    }
    for file in ["moves-castalia.txt", "tactics-castalia.txt"] {
        for line in data_lines(file)? {
            let fields: Vec<&str> = line.split('|').map(str::trim).collect();
            fen.add(fields[1])?;
            if file == "moves-castalia.txt" && fields[3] != "illegal" {
                fen.add(fields[3])?;
            }
        }
    }
    for broken in [
        "",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - e3",
        "k7/8/8/8/8/8/8/K6C b",
    ] {
        fen.add(broken)?;
    }

    // move_text: SAN and UCI of legal moves of each fixed position, the vectors' moves, oddities.
    let mut move_text = Corpus::new(&root, "move_text")?;
    for (i, (variant, text)) in checks::POSITIONS.iter().enumerate() {
        let pos = Position::from_fen(text, *variant)?;
        for mv in pos.legal_moves().iter().take(12) {
            let choice = u8::try_from(i)?;
            move_text.add([&[choice][..], pos.san(mv).as_bytes()].concat())?;
            move_text.add([&[choice][..], mv.uci().to_string().as_bytes()].concat())?;
        }
    }
    for line in data_lines("moves-castalia.txt")? {
        let uci = line
            .split('|')
            .nth(2)
            .unwrap_or_default()
            .trim()
            .to_string();
        move_text.add([&[3u8][..], uci.as_bytes()].concat())?;
    }
    for odd in [
        "O-O",
        "0-0-0",
        "e8=Q+",
        "exd6 e.p.",
        "Cd1-d5",
        "Nbd7",
        "b7a8c",
        "g2h1=N#",
        "Ce7xe8!?",
    ] {
        move_text.add([&[6u8][..], odd.as_bytes()].concat())?;
    }

    // pgn and move_sequence: games played here.
    let mut pgn = Corpus::new(&root, "pgn")?;
    let mut sequence = Corpus::new(&root, "move_sequence")?;
    for (i, start) in starts()?.into_iter().enumerate() {
        let (record, indices) = walk(start, 40 + 10 * i, i as u64 + 1);
        let outcome = [
            None,
            Some(Outcome::Win {
                winner: Color::Black,
                reason: WinReason::Resignation,
            }),
            Some(Outcome::Draw(DrawReason::Agreement)),
        ][i % 3];
        let headers = PgnHeaders {
            white: Some(format!("alice \"{i}\" \\")),
            black: Some("bob".into()),
            date: Some("2025.01.02".into()),
            ..PgnHeaders::default()
        };
        pgn.add(write_pgn(&record, outcome.as_ref(), &headers))?;
        // Choice bytes of move_sequence: variant = c % 3, setup = (c / 3) % 3.
        let choice = [0u8, 1, 2, 3, 6][i];
        sequence.add([&[choice][..], &indices].concat())?;
    }
    pgn.add("[Event \"x\"]\n[Variant \"Castalia\"]\n[SetUp \"1\"]\n[FEN \"rcbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBNR w KQkq - 0 1\"]\n\n1.e4 {best} e5 (1... c5 2. Nf3) 2. Cc3 $1 ; comment\nCc6 3. Cd5 1-0\n")?;
    sequence.add([8u8, 0, 255, 12, 28, 1, 2, 3])?;

    // record_decode: stored envelopes of a game, a challenge and a player.
    let mut records = Corpus::new(&root, "record_decode")?;
    let (record, _) = walk(Position::start(Variant::Castalia), 20, 7);
    let options = GameOptions {
        variant: Variant::Castalia,
        start_fen: Setup::Castalia.fen().to_string(),
        color: ColorChoice::White,
        time: TimeControl::Clock {
            initial_secs: 600,
            increment_secs: 5,
        },
        rated: true,
    };
    let game = Game {
        id: GameId(12),
        guild: GuildId(3),
        channel: ChannelId(4),
        white: Seat::Human {
            id: UserId(1),
            name: "alice".into(),
        },
        black: Seat::Bot {
            level: castalia_bot::engine::Level::new(3).expect("level 3"),
        },
        options: options.clone(),
        moves: record.moves().to_vec(),
        outcome: None,
        draw_offer: Some(Request {
            by: Color::White,
            at_ply: 3,
        }),
        takeback: None,
        clocks: Some(Clocks {
            white_ms: 590_000,
            black_ms: 600_000,
        }),
        turn_started_ms: 1_700_000_000_000,
        reminded: false,
        created_ms: 1_700_000_000_000,
        updated_ms: 1_700_000_100_000,
        version: 21,
        site: castalia_bot::game::Site::Server("seed server".into()),
        aborted: None,
        first_move_ms: Some(60_000),
        clock_history: Vec::new(),
        claim_noticed: false,
        due_ms: None,
        thread: None,
        result_card: Default::default(),
        tournament: None,
        lang: Default::default(),
    };
    use castalia_bot::game::store::encode;
    records.add(encode(&game)?)?;
    let finished = Game {
        outcome: Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Checkmate,
        }),
        options: GameOptions {
            variant: Variant::Standard,
            start_fen: Setup::Classic.fen().to_string(),
            time: TimeControl::Correspondence { days_per_move: 3 },
            ..options.clone()
        },
        moves: {
            let mut record = castalia_bot::rules::GameRecord::new(
                castalia_bot::rules::Position::start(Variant::Standard),
            );
            for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
                record.push_text(uci)?;
            }
            record.moves().to_vec()
        },
        ..game.clone()
    };
    records.add(encode(&finished)?)?;
    let challenge = Challenge {
        id: ChallengeId(7),
        guild: GuildId(3),
        channel: ChannelId(4),
        challenger: UserId(1),
        challenger_name: "alice".into(),
        challenged: Some(UserId(2)),
        challenged_name: Some("bob".into()),
        options,
        created_ms: 1,
        expires_ms: 2,
        site: Default::default(),
        version: 1,
    };
    records.add(encode(&challenge)?)?;
    let mut player = Player {
        id: Some(UserId(2)),
        name: "bob".into(),
        ..Player::default()
    };
    player
        .stats
        .insert(Variant::Castalia.name().into(), VariantStats::default());
    records.add(encode(&player)?)?;

    // console_command: the commands of the help text.
    let mut console = Corpus::new(&root, "console_command")?;
    for line in [
        "/challenge bob rules:castalia-weak time:10+5 color:white rated:yes",
        "/challenge setup:\"4k3/8/8/8/8/8/8/4K2R w K - 0 1\" rules:castalia",
        "/challenge <@123> setup:classic time:3d",
        "/play level:3 color:black setup:castalia",
        "/play 8 rules:standard time:0.5|2",
        "/accept 7",
        "/decline id:#7",
        "/cancel",
        "/move e4 game:3",
        "/m Cd1-d5",
        "/move move:O-O",
        "/resign game:#12",
        "/draw decline",
        "/takeback no",
        "/board flip game:2",
        "/moves",
        "/pgn game:1",
        "/explain move:Cd5 game:4",
        "/claim",
        "/games",
        "/stats alice",
        "/leaderboard castalia-weak",
        "!help",
        "/rules",
    ] {
        console.add(line)?;
    }
    println!(
        "seeds written under {}: fen {}, move_text {}, pgn {}, move_sequence {}, record_decode {}, console_command {}",
        root.display(),
        fen.count,
        move_text.count,
        pgn.count,
        sequence.count,
        records.count,
        console.count
    );
    Ok(())
}
