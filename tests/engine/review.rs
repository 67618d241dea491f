//! Game reviews: a constructed game with one missed mate and one blunder marks exactly those
//! (the mate checked by the exact search of `tests/common/mate_search.rs`), the annotated PGN
//! reads back with its glyphs and evals, and the evaluation graph has its size, axes and a
//! mark where each mistake is (no snapshot).

use crate::mate_search;

use castalia_bot::engine::Engine;
use castalia_bot::explain::review::{review_game, Review};
use castalia_bot::explain::Quality;
use castalia_bot::i18n::Lang;
use castalia_bot::render::graph::{eval_graph_image, GraphLayout, MarkKind, AXIS};
use castalia_bot::rules::pgn::{read_pgn, PgnHeaders};
use castalia_bot::rules::{Color, GameRecord, Position, Variant};

/// White can mate in 2 (Ra8+ Qd8 Rxd8#) but plays h3; Black then hangs the queen with Qd1+.
const START: &str = "6k1/5ppp/8/8/8/3q4/5PPP/R5K1 w - - 0 1";
const MOVES: [&str; 6] = ["h3", "Qd1+", "Rxd1", "h6", "Rd8+", "Kh7"];

fn game() -> GameRecord {
    let start = Position::from_fen(START, Variant::Castalia).expect("valid FEN");
    let mut record = GameRecord::new(start);
    for m in MOVES {
        record.push_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    record
}

fn reviewed() -> (GameRecord, Review) {
    let record = game();
    let mut engine = Engine::new(8);
    let review = review_game(&mut engine, &record, 60_000);
    (record, review)
}

#[test]
fn the_position_is_what_the_test_says() {
    let start = Position::from_fen(START, Variant::Castalia).expect("valid FEN");
    assert_eq!(mate_search::mate_distance(&start, 2), Some(2));
    let h3 = start.parse_move("h3").expect("legal");
    assert!(!mate_search::is_lost_for_mover(&start.play(&h3), 3));
}

#[test]
fn one_missed_mate_and_one_blunder_are_marked_and_nothing_else() {
    let (_, review) = reviewed();
    assert_eq!(review.moves.len(), 6);
    let marked: Vec<usize> = review
        .moves
        .iter()
        .filter(|m| m.quality.is_error())
        .map(|m| m.ply)
        .collect();
    assert_eq!(marked, vec![0, 1], "{:#?}", review.moves);
    let h3 = &review.moves[0];
    assert_eq!(h3.missed_mate(), Some(2));
    assert!(
        h3.notes
            .iter()
            .any(|n| n.to_string().starts_with("Missed a mate in 2")),
        "{:?}",
        h3.notes
    );
    let (_, better, reason) = h3.better.clone().expect("a better move");
    assert_eq!(better, "Ra8+");
    assert!(
        reason.to_string().starts_with("forces mate in 2"),
        "{reason}"
    );
    let qd1 = &review.moves[1];
    assert_eq!(qd1.quality, Quality::Blunder);
    assert_eq!(qd1.missed_mate(), None);
    assert!(qd1.better.is_some());
    assert_eq!(review.errors(Color::Black).blunders, 1);
    // Accuracy is low for both, and both errors are key moments.
    assert!(review.accuracy.iter().all(|a| a.is_some_and(|a| a < 60.0)));
    assert_eq!(review.key_moments, vec![0, 1]);
    let summary = review
        .summary("alice".into(), "bob".into())
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        summary.contains("1. h3??") && summary.contains("1... Qd1+??"),
        "{summary}"
    );
}

#[test]
fn the_annotated_pgn_reads_back_with_glyphs_and_evals() {
    let (record, review) = reviewed();
    let pgn = review.annotated_pgn(&record, record.outcome().as_ref(), &PgnHeaders::default());
    assert!(pgn.contains("1. h3??"), "{pgn}");
    assert!(pgn.contains("Qd1+??"), "{pgn}");
    assert!(!pgn.contains("Rxd1?"), "{pgn}");
    assert_eq!(pgn.matches("[%eval ").count(), 6, "{pgn}");
    assert!(pgn.contains("Better was Ra8+"), "{pgn}");
    let back = read_pgn(&pgn).unwrap_or_else(|e| panic!("{e}\n{pgn}"));
    assert_eq!(back.record.moves(), record.moves());
}

#[test]
fn the_graph_has_its_size_axes_and_marks_where_the_mistakes_are() {
    let (_, review) = reviewed();
    let (w, h) = (600, 240);
    let marks = review.graph_marks();
    assert_eq!(marks.len(), 2);
    let image = eval_graph_image(&review.white_win, &marks, 1, w, h, Lang::En).expect("graph");
    assert_eq!(image.dimensions(), (w, h));
    let layout = GraphLayout::new(w, h, review.white_win.len());
    let is = |x: f32, y: f32, color: [u8; 3]| {
        let p = image.get_pixel(x as u32, y as u32);
        [p[0], p[1], p[2]] == color
    };
    // The y axis left of the plot and the x axis under it.
    let mid_y = (layout.top + layout.bottom) / 2.0;
    assert!(is(layout.left - 1.0, mid_y, AXIS));
    assert!(is(
        (layout.left + layout.right) / 2.0,
        layout.bottom + 1.0,
        AXIS
    ));
    // A blunder-coloured dot at each marked move, none at the unmarked ones.
    for m in &marks {
        assert_eq!(m.kind, MarkKind::Blunder);
        let (x, y) = (layout.x(m.position), layout.y(review.white_win[m.position]));
        assert!(is(x, y, MarkKind::Blunder.color()), "no mark at {x},{y}");
    }
    for i in [3, 4, 5, 6] {
        let (x, y) = (layout.x(i), layout.y(review.white_win[i]));
        for kind in [MarkKind::Inaccuracy, MarkKind::Mistake, MarkKind::Blunder] {
            assert!(!is(x, y, kind.color()), "unexpected mark at position {i}");
        }
    }
}
