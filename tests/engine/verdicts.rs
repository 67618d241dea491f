//! The verdict texts and review pictures: every mistake and blunder says why (a Castalia lost to
//! a pawn named), material netted like for like and counted against the move played, no line
//! said twice, key-moment boards drawn from the reviewed player's side, and the better-move
//! arrow thin over the played one so that both show.

use castalia_bot::engine::Engine;
use castalia_bot::explain::analysis::{material_swing, MaterialSwing};
use castalia_bot::explain::review::review_moves;
use castalia_bot::explain::{explain_move, explain_why, Quality};
use castalia_bot::i18n::Lang;
use castalia_bot::render::{render_png, Arrow, ArrowStyle, Layout, RenderOptions};
use castalia_bot::rules::{Color, Move, PieceKind, Position, Square, Variant};

const NODES: u64 = 20_000;

fn castalia(fen: &str) -> Position {
    Position::from_fen(fen, Variant::Castalia).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn moves(pos: &Position, sans: &[&str]) -> Vec<Move> {
    let mut cur = pos.clone();
    sans.iter()
        .map(|san| {
            let mv = cur.parse_move(san).unwrap_or_else(|e| panic!("{san}: {e}"));
            cur = cur.play(&mv);
            mv
        })
        .collect()
}

/// Sentences that say why a move is a mistake or a blunder.
const FAULTS: [&str; 6] = [
    "It allows mate",
    "It allows a draw by repetition",
    "It repeats the position",
    "It loses",
    "It leaves the",
    "It lets",
];

#[test]
fn every_mistake_and_blunder_names_its_reason() {
    let positions = [
        // Pieces en prise on both sides: many moves drop material.
        "r1b1k2r/ppp2ppp/2n2q2/1B1pp3/1b1PP3/2N2N2/PPP2PPP/R1BQK2R w KQkq - 0 7",
        // The Castalia start after 1. e4 e5: quiet, with a few real blunders.
        "rcbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RCBQKBNR w KQkq - 0 2",
        // A Castalia that can walk into a pawn's capture, among other moves.
        "4k3/pp3ppp/4p3/8/2P5/8/PP3PPP/3CK3 w - - 0 1",
    ];
    let mut engine = Engine::new(8);
    let mut judged = 0;
    for fen in positions {
        let pos = castalia(fen);
        for mv in pos.legal_moves().iter() {
            let e = explain_why(&mut engine, &pos, &[], mv, NODES);
            let why = e.why.as_ref().expect("the engine's view");
            if why.quality < Quality::Mistake {
                continue;
            }
            judged += 1;
            assert!(
                why.lines
                    .iter()
                    .any(|l| FAULTS.iter().any(|f| l.to_string().starts_with(f))),
                "{fen} {}: {:?} without a reason: {:?}",
                e.san,
                why.quality,
                why.lines
            );
        }
    }
    assert!(judged >= 10, "only {judged} mistakes and blunders judged");
}

#[test]
fn a_castalia_lost_to_a_pawn_is_named() {
    let mut engine = Engine::new(8);
    // Without and with a pawn to take back.
    for fen in [
        "4k3/8/4p3/8/8/8/8/3CK3 w - - 0 1",
        "4k3/8/4p3/8/2P5/8/8/3CK3 w - - 0 1",
    ] {
        let pos = castalia(fen);
        let mv = pos.parse_move("Cd5").expect("legal");
        let e = explain_why(&mut engine, &pos, &[], &mv, NODES);
        let why = e.why.as_ref().expect("the engine's view");
        assert!(why.quality >= Quality::Mistake, "{fen}: {:?}", why.lines);
        assert!(
            why.lines
                .iter()
                .any(|l| l.contains("Castalia") && l.contains("exd5")),
            "{fen}: {:?}",
            why.lines
        );
    }
}

#[test]
fn material_traded_like_for_like_is_netted() {
    // 1. Qxd4 Qxd4 2. Nxd4: White takes a bishop and a queen and gives a queen.
    let pos = Position::from_fen("3qk3/8/8/8/3b4/5N2/8/3QK3 w - - 0 1", Variant::Standard)
        .expect("a position");
    let line = moves(&pos, &["Qxd4", "Qxd4", "Nxd4"]);
    let swing = material_swing(&pos, &line, Color::White);
    assert_eq!(swing.won, vec![PieceKind::Bishop]);
    assert!(swing.lost.is_empty(), "{swing:?}");
    assert_eq!(
        swing.winning_phrase().map(|t| t.to_string()).as_deref(),
        Some("wins a bishop")
    );
    let black = material_swing(&pos, &line, Color::Black);
    assert_eq!(
        black.losing_phrase().map(|t| t.to_string()).as_deref(),
        Some("loses a bishop")
    );
}

#[test]
fn the_better_line_is_counted_against_the_move_played() {
    // Both lines take back a bishop; the better one also wins a pawn.
    let better = MaterialSwing {
        won: vec![PieceKind::Bishop, PieceKind::Pawn],
        lost: vec![],
        net: 4,
        plies: 3,
    };
    let played = MaterialSwing {
        won: vec![PieceKind::Bishop],
        lost: vec![],
        net: 3,
        plies: 1,
    };
    assert_eq!(
        better
            .advantage_over(&played, "Nxe2")
            .map(|t| t.to_string())
            .as_deref(),
        Some("wins a pawn more than Nxe2 does")
    );
    // The played line loses a knight the better one keeps.
    let lost_knight = MaterialSwing {
        won: vec![],
        lost: vec![PieceKind::Knight],
        net: -3,
        plies: 2,
    };
    let even = MaterialSwing {
        won: vec![],
        lost: vec![],
        net: 0,
        plies: 0,
    };
    assert_eq!(
        even.advantage_over(&lost_knight, "Qd3")
            .map(|t| t.to_string())
            .as_deref(),
        Some("keeps the knight that Qd3 loses")
    );
    assert_eq!(
        better
            .advantage_over(&lost_knight, "Qd3")
            .map(|t| t.to_string())
            .as_deref(),
        Some("keeps the knight that Qd3 loses, and wins a bishop and a pawn")
    );
    // The walk-through's odd reasons: "keeps the Castalia for a pawn" (the better line gives
    // a pawn to keep the Castalia the move played loses) and "keeps the pawn and wins a pawn
    // more than f4".
    let lost_castalia = MaterialSwing {
        won: vec![],
        lost: vec![PieceKind::Castalia],
        net: -5,
        plies: 2,
    };
    let gives_a_pawn = MaterialSwing {
        won: vec![],
        lost: vec![PieceKind::Pawn],
        net: -1,
        plies: 2,
    };
    assert_eq!(
        gives_a_pawn
            .advantage_over(&lost_castalia, "Cd5")
            .map(|t| t.to_string())
            .as_deref(),
        Some("keeps the Castalia that Cd5 loses, at the cost of a pawn")
    );
    let pawn_for_pawn = MaterialSwing {
        won: vec![PieceKind::Pawn],
        lost: vec![PieceKind::Pawn],
        net: 0,
        plies: 2,
    };
    let two_pawns = MaterialSwing {
        won: vec![PieceKind::Pawn, PieceKind::Pawn],
        lost: vec![],
        net: 2,
        plies: 3,
    };
    assert_eq!(
        two_pawns
            .advantage_over(&pawn_for_pawn, "f4")
            .map(|t| t.to_string())
            .as_deref(),
        Some("keeps the pawn that f4 loses, and wins a pawn more")
    );
    // No edge where the played line does as well or better.
    assert_eq!(played.advantage_over(&better, "Qxe2"), None);
    assert_eq!(played.advantage_over(&played, "Qxe2"), None);
}

#[test]
fn no_line_of_an_explanation_is_said_twice() {
    let positions = [
        Position::start(Variant::Castalia),
        castalia("r1b1k2r/ppp2ppp/2n2q2/1B1pp3/1b1PP3/2N2N2/PPP2PPP/R1BQK2R w KQkq - 0 7"),
        castalia("rcbqkb1r/pppp1ppp/5n2/4p3/4P3/3P4/PPP2PPP/RCBQKBNR b KQkq - 0 3"),
    ];
    let mut quiet = 0;
    for pos in &positions {
        for mv in pos.legal_moves().iter() {
            let e = explain_move(pos, mv);
            let text = e.to_string();
            let lines: Vec<&str> = text.lines().collect();
            let mut unique = lines.clone();
            unique.sort_unstable();
            unique.dedup();
            assert_eq!(unique.len(), lines.len(), "{text}");
            // The summary's words after the SAN are not a detail again.
            let summary = e.summary.to_string();
            let rest = summary[e.san.len()..].trim_start_matches(':').trim();
            assert!(!e.details.iter().any(|d| d.to_string() == rest), "{text}");
            if e.details.is_empty() {
                quiet += 1;
            }
        }
    }
    assert!(quiet > 10, "{quiet}");
    // "Ne4: Knight f6-e4." once.
    let pos = &positions[2];
    let mv = pos.parse_move("Nxe4").expect("legal");
    assert!(explain_move(pos, &mv).to_string().contains("captures"));
    let mv = pos.parse_move("Nd5").expect("legal");
    let text = explain_move(pos, &mv).to_string();
    assert_eq!(text.matches("Knight f6-d5").count(), 1, "{text}");
    // A double step and a capture name the move once too, and say what else they do.
    let start = &positions[0];
    let text = explain_move(start, &start.parse_move("e4").expect("legal")).to_string();
    assert_eq!(text.matches("Pawn e2-e4").count(), 1, "{text}");
    assert!(text.contains("double step"), "{text}");
    let mv = pos.parse_move("Nxe4").expect("legal");
    let text = explain_move(pos, &mv).to_string();
    assert_eq!(text.matches("Knight f6xe4").count(), 1, "{text}");
    assert!(text.contains("It captures the white pawn on e4."), "{text}");
}

/// The board of key moment `index` cut out of a review report.
fn report_board(report: &image::RgbaImage, index: usize, board: (u32, u32)) -> image::RgbaImage {
    const GAP: u32 = 12;
    let x = index as u32 * (board.0 + GAP);
    image::imageops::crop_imm(report, x, 360 + GAP, board.0, board.1).to_image()
}

#[test]
fn key_moments_are_drawn_from_the_reviewed_players_side() {
    // 1. e4 f6?! 2. d4 g5?? 3. Qh5#: Black's errors, and White's mate.
    let start = Position::start(Variant::Standard);
    let line = moves(&start, &["e4", "f6", "d4", "g5", "Qh5#"]);
    let mut engine = Engine::new(8);
    let review = review_moves(&mut engine, start, &line, 5_000);
    assert!(!review.key_moments.is_empty());
    let decode = |bytes: Vec<u8>| image::load_from_memory(&bytes).expect("a PNG").to_rgba8();
    let board = |ply: usize, flipped: bool| {
        let opts = RenderOptions {
            square_px: 32,
            flipped,
            ..RenderOptions::default()
        };
        decode(review.moment_png(ply, &opts).expect("a board"))
    };
    for (reviewer, name) in [
        (None, "the mover"),
        (Some(Color::White), "White"),
        (Some(Color::Black), "Black"),
    ] {
        let report = decode(
            review
                .report_png(900, 360, 32, reviewer, Lang::En)
                .expect("a report"),
        );
        for (i, &ply) in review.key_moments.iter().enumerate() {
            let mover = review.moves[ply].mover;
            let side = reviewer.unwrap_or(mover);
            let expected = board(ply, side == Color::Black);
            let other = board(ply, side == Color::White);
            let shown = report_board(&report, i, expected.dimensions());
            assert!(
                shown == expected,
                "moment {i} ({name}) not drawn from {side:?}'s side"
            );
            assert!(shown != other);
        }
    }
    // Black's blunder, seen by someone not playing: from Black's side.
    assert!(review
        .key_moments
        .iter()
        .any(|&ply| review.moves[ply].mover == Color::Black));
}

#[test]
fn a_thin_better_move_arrow_on_top_leaves_the_played_one_showing() {
    let pos = castalia("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    let opts = RenderOptions {
        square_px: 64,
        arrows: vec![
            Arrow::new(Square::D1, Square::D5, ArrowStyle::Move),
            Arrow::new(Square::D1, Square::D3, ArrowStyle::Hint).thin(),
        ],
        ..RenderOptions::default()
    };
    let image = image::load_from_memory(&render_png(&pos, &opts).expect("a board"))
        .expect("a PNG")
        .to_rgba8();
    let layout = Layout::new(&opts);
    let (cx, cy) = layout.square_center(Square::D2);
    let at = |dx: f32| {
        let p = image.get_pixel((cx + dx) as u32, cy as u32);
        (p[0], p[1], p[2])
    };
    // On the shared line: blue in the middle, green on both sides of it.
    let (_, g, b) = at(0.0);
    assert!(b > g, "middle of d2 is not blue: {:?}", at(0.0));
    for side in [-1.0, 1.0] {
        let (_, g, b) = at(side * 64.0 * 0.065);
        assert!(
            g > b,
            "edge of d2 is not green: {:?}",
            at(side * 64.0 * 0.065)
        );
    }
    // Beyond the blue arrow's head, the green one goes on to d5.
    let (x, y) = layout.square_center(Square::D4);
    let p = image.get_pixel(x as u32, y as u32);
    assert!(p[1] > p[2] && p[1] > p[0], "{p:?}");
}

/// The walk-through's "Kg3??: It leaves Black at +0.00": a position met a second time is no
/// draw (the game goes on), so a move that lets it be met again is judged by what follows; a
/// move that lets a position come a third time allows a draw by repetition, and says so, in
/// an explanation and in a review alike.
#[test]
fn a_draw_by_repetition_is_named_and_a_second_time_is_no_draw() {
    let start =
        Position::from_fen("7k/8/8/8/8/8/R7/K7 w - - 0 1", Variant::Standard).expect("a position");
    // The rook and the king shuffle: the start comes back after 2... Kh8.
    let line = moves(
        &start,
        &["Rb2", "Kg8", "Ra2", "Kh8", "Rb2", "Kg8", "Ra2", "Kh8"],
    );
    let mut positions = vec![start.clone()];
    for mv in &line {
        let next = positions[positions.len() - 1].play(mv);
        positions.push(next);
    }
    let keys: Vec<u64> = positions.iter().map(Position::repetition_key).collect();
    let mut engine = Engine::new(8);
    // 2. Ra2 lets Black bring the start back for the second time only: no draw, no error.
    let e = explain_why(&mut engine, &positions[2], &keys[..2], &line[2], NODES);
    let why = e.why.as_ref().expect("the engine's view");
    let text = e.text().to_string();
    assert!(!why.quality.is_error(), "{text}");
    assert!(
        !text.contains("+0.00") && !text.contains("repetition"),
        "{text}"
    );
    // 4. Ra2 lets Black bring it back a third time: a draw, named as one.
    let e = explain_why(&mut engine, &positions[6], &keys[..6], &line[6], NODES);
    let why = e.why.as_ref().expect("the engine's view");
    let text = e.text().to_string();
    assert!(why.quality >= Quality::Mistake, "{text}");
    assert!(
        text.contains("It allows a draw by repetition: 4. Ra2 Kh8."),
        "{text}"
    );
    assert!(
        !text.contains("It lets") && !text.contains("It leaves"),
        "{text}"
    );
    // The review says the same, and 4... Kh8, which draws for the side that is lost, is no
    // error; 2. Ra2 is none either.
    let review = review_moves(&mut engine, start, &line, 5_000);
    let ra2 = &review.moves[6];
    let said = review.moment_line(ra2).to_string();
    assert!(ra2.quality >= Quality::Mistake, "{said}");
    assert!(
        said.contains("It allows a draw by repetition: 4. Ra2 Kh8."),
        "{said}"
    );
    assert!(!review.moves[7].quality.is_error());
    assert!(!review.moves[2].quality.is_error());
}
