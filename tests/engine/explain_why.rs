//! The engine-backed "why" of `/explain`: forced mates named with the right number of moves
//! (Castalia keys from `tests/data/castalia-mates.txt`, each re-checked here by the exact search
//! of `tests/common/mate_search.rs`), the only defence called the only move, a hung queen
//! called a blunder with the better move named, and the picture's extra arrows and legend.

use crate::{common, mate_search};

use castalia_bot::engine::Engine;
use castalia_bot::explain::{explain_png_with, explain_why, Explanation, Quality};
use castalia_bot::render::RenderOptions;
use castalia_bot::rules::{Move, Position, Variant};

const NODES: u64 = castalia_bot::explain::DEFAULT_EXPLAIN_NODES;

struct Case {
    pos: Position,
    keys: Vec<Move>,
    kind: String,
}

fn cases() -> Vec<Case> {
    common::data_lines("castalia-mates.txt")
        .iter()
        .map(|line| {
            let fields: Vec<&str> = line.split('|').map(str::trim).collect();
            let pos = Position::from_fen(fields[1], common::variant(fields[0]))
                .unwrap_or_else(|e| panic!("{}: {e}", fields[1]));
            let keys = fields[2]
                .split_whitespace()
                .map(|uci| pos.parse_uci(uci).unwrap_or_else(|e| panic!("{uci}: {e}")))
                .collect();
            Case {
                pos,
                keys,
                kind: fields[3].to_string(),
            }
        })
        .collect()
}

fn why_of(pos: &Position, mv: &Move) -> Explanation {
    let mut engine = Engine::new(8);
    explain_why(&mut engine, pos, &[], mv, NODES)
}

fn why_lines(e: &Explanation) -> Vec<String> {
    e.why
        .as_ref()
        .map(|w| w.lines.iter().map(ToString::to_string).collect())
        .unwrap_or_default()
}

#[test]
fn castalia_mates_are_said_to_force_mate_in_the_right_number_of_moves() {
    let mut checked = [0usize; 4];
    for case in cases() {
        let n: u32 = match case.kind.as_str() {
            "mate1" => 1,
            "mate2" => 2,
            "mate3" => 3,
            _ => continue,
        };
        // At most 12 of each kind keeps the test short; the file's order is fixed.
        if checked[n as usize] >= 12 {
            continue;
        }
        // Castalia keys only.
        let Some(key) = case.keys.iter().copied().find(Move::is_castalia) else {
            continue;
        };
        let pos = &case.pos;
        assert_eq!(mate_search::mate_distance(pos, n), Some(n), "{}", pos.fen());
        assert!(mate_search::mating_keys(pos, n).contains(&key));
        let e = why_of(pos, &key);
        let lines = why_lines(&e);
        assert!(lines.len() <= 4, "{lines:?}");
        let expected = format!("Forces mate in {n}");
        assert!(
            lines.iter().any(|l| l.starts_with(&expected)),
            "{} {}: expected `{expected}` in {lines:?}",
            pos.fen(),
            e.san
        );
        // The line shown ends in mate after n moves of the mover.
        if n > 1 {
            let line = &lines[0];
            assert!(line.trim_end_matches('.').ends_with('#'), "{line}");
        }
        assert_eq!(e.why.as_ref().map(|w| w.quality), Some(Quality::Best));
        checked[n as usize] += 1;
    }
    assert!(
        checked[1] >= 5 && checked[2] >= 12 && checked[3] >= 3,
        "{checked:?}"
    );
}

#[test]
fn the_only_defence_is_called_the_only_move() {
    let mut checked = 0;
    for case in cases() {
        if case.kind != "defence" || case.keys.len() != 1 {
            continue;
        }
        let pos = &case.pos;
        let key = case.keys[0];
        // Checked again: the key stops mate in 1, and every other move allows it.
        for mv in pos.legal_moves().iter() {
            assert_eq!(
                mate_search::stops_mate_in_one(pos, mv),
                *mv == key,
                "{} {mv}",
                pos.fen()
            );
        }
        let e = why_of(pos, &key);
        let lines = why_lines(&e);
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("The only move that stops mate")),
            "{} {}: {lines:?}",
            pos.fen(),
            e.san
        );
        checked += 1;
    }
    assert!(checked >= 3, "only {checked} unique defences");
}

#[test]
fn a_move_that_hangs_the_queen_is_a_blunder_and_the_better_move_is_named() {
    // White is a queen up; Qd5 puts the queen where the e6 pawn takes it.
    let pos = Position::from_fen("4k3/2p5/4p3/8/8/8/3Q4/4K3 w - - 0 1", Variant::Castalia)
        .expect("valid FEN");
    let mv = pos.parse_move("Qd5").expect("legal");
    assert!(pos.play(&mv).legal_moves().iter().any(|r| r.to == mv.to));
    let e = why_of(&pos, &mv);
    let why = e.why.clone().expect("why");
    assert_eq!(why.quality, Quality::Blunder, "{:?}", why.lines);
    let better = why.better.expect("a better move");
    assert_ne!(better, mv);
    let better_san = pos.san(&better);
    let text = why_lines(&e).join("\n");
    assert!(text.contains("loses a queen"), "{text}");
    assert!(text.contains("Blunder"), "{text}");
    assert!(text.contains(&format!("Better was {better_san}")), "{text}");
    assert!(why.lines.len() <= 4);
    // The mechanics come first, unchanged.
    let plain = castalia_bot::explain::explain_move(&pos, &mv);
    assert!(e.to_string().starts_with(&plain.to_string()));
}

#[test]
fn a_threat_is_named_with_what_it_wins() {
    // Ra5 attacks the undefended knight on d5: given a free move, White takes it.
    let pos = Position::from_fen("4k3/8/8/3n4/8/8/8/R3K3 w - - 0 1", Variant::Castalia)
        .expect("valid FEN");
    let mv = pos.parse_move("Ra5").expect("legal");
    let e = why_of(&pos, &mv);
    let why = e.why.clone().expect("why");
    let threat = why.threat.expect("a threat");
    assert_eq!(
        (threat.from.to_string(), threat.to.to_string()),
        ("a5".into(), "d5".into())
    );
    assert!(
        why.lines.iter().any(|l| l
            .to_string()
            .starts_with("It threatens Rxd5, which wins a knight")),
        "{:?}",
        why.lines
    );
    assert!(!why.quality.is_error());
}

#[test]
fn the_same_question_gets_the_same_answer() {
    let pos = Position::start(Variant::Castalia);
    let mv = pos.parse_move("e4").expect("legal");
    let a = why_of(&pos, &mv);
    let b = why_of(&pos, &mv);
    assert_eq!(a, b);
    let lines = why_lines(&a);
    assert!(!lines.is_empty() && lines.len() <= 4);
}

#[test]
fn the_picture_has_room_for_the_why() {
    let pos = Position::from_fen("4k3/2p5/4p3/8/8/8/3Q4/4K3 w - - 0 1", Variant::Castalia)
        .expect("valid FEN");
    let mv = pos.parse_move("Qd5").expect("legal");
    let e = why_of(&pos, &mv);
    let opts = RenderOptions {
        square_px: 32,
        ..RenderOptions::default()
    };
    let with = explain_png_with(&pos, &e, &opts).expect("png");
    let without = castalia_bot::explain::explain_png(&pos, &mv, &opts).expect("png");
    let height = |png: &[u8]| {
        image::load_from_memory(png)
            .map(|i| i.height())
            .unwrap_or_default()
    };
    assert!(height(&with) > height(&without));
}
