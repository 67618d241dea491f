//! Move explanations: worked examples from `docs/rules.md`, the weak rule set, kidnaps of either
//! colour and of kings, repulses (remotest square, pawn limit, promotion, blocked), lost castling
//! rights, check and mate, and the reasons given for illegal moves.

use castalia_bot::explain::{explain_png, explain_text, ExplainError, Explanation};
use castalia_bot::render::RenderOptions;
use castalia_bot::rules::{Position, Variant};

fn explain(variant: Variant, fen: &str, text: &str) -> Explanation {
    let pos = Position::from_fen(fen, variant).expect("test FEN is valid");
    match explain_text(&pos, text) {
        Ok(e) => e,
        Err(e) => panic!("{text} should be legal: {e}"),
    }
}

fn refuse(variant: Variant, fen: &str, text: &str) -> String {
    let pos = Position::from_fen(fen, variant).expect("test FEN is valid");
    match explain_text(&pos, text) {
        Ok(e) => panic!("{text} should be illegal, got {e}"),
        Err(e @ ExplainError::Illegal { .. }) => e.text().to_string(),
        Err(e) => panic!("{text} should be refused as illegal, got {e}"),
    }
}

fn has(e: &Explanation, sentence: &str) {
    assert!(
        e.details.iter().any(|d| d.to_string() == sentence),
        "missing `{sentence}` in:\n{e}"
    );
}

fn first_line(text: &str) -> &str {
    text.lines().next().unwrap_or("")
}

const KIDNAP: &str = "4k3/8/8/8/3C4/8/3P4/4K3 w - - 0 1";

#[test]
fn rules_example_kidnap_of_own_pawn() {
    let e = explain(Variant::Castalia, KIDNAP, "d4d6");
    assert_eq!(e.san, "Cd6");
    assert_eq!(
        e.summary.to_string(),
        "Cd6: Castalia d4-d6; kidnaps the white pawn from d2 to d4."
    );
    has(&e, "Castalia d4-d6 (north).");
    has(&e, "Kidnap: the nearest piece behind it on the d-file, the white pawn on d2, is dragged to d4.");
    has(
        &e,
        "Repulse: d7, beyond it, is empty, so nothing is pushed.",
    );
    assert_eq!(e.to_string().lines().count(), 1 + e.details.len());
}

#[test]
fn rules_example_weak_variant_kidnaps_only_on_one_square_moves() {
    let e = explain(Variant::CastaliaWeak, KIDNAP, "d4d6");
    has(&e, "Kidnap: none. In the weak rule set the Castalia kidnaps only when it moves exactly one square, and this move is 2 squares long, so the white pawn on d2 stays.");
    assert_eq!(e.summary.to_string(), "Cd6: Castalia d4-d6.");
    let e = explain(Variant::CastaliaWeak, KIDNAP, "Cd5");
    has(&e, "Kidnap: the move is one square long, so in the weak rule set the Castalia kidnaps: the nearest piece behind it on the d-file, the white pawn on d2, is dragged to d4.");
}

#[test]
fn rules_example_repulsed_pawn_stops_on_its_second_rank() {
    let e = explain(
        Variant::Castalia,
        "4k3/8/8/3p4/8/8/3C4/4K3 w - - 0 1",
        "d2d4",
    );
    has(&e, "Repulse: the black pawn on d5 is pushed north to d7: a pawn may not be pushed onto its own first rank, so it stops on its second rank.");
    has(
        &e,
        "Kidnap: nothing stands behind it on the d-file, so nothing is dragged.",
    );
    assert_eq!(
        e.summary.to_string(),
        "Cd4: Castalia d2-d4; repulses the black pawn from d5 to d7."
    );
}

#[test]
fn rules_example_repulse_promotes_to_queen_and_its_check_makes_the_move_illegal() {
    let e = explain(Variant::Castalia, "k7/8/8/8/3C4/7K/3p4/8 w - - 0 1", "d4d3");
    has(&e, "Repulse: the black pawn on d2 is pushed south to d1, its promotion rank, and becomes a black queen.");
    let why = refuse(Variant::Castalia, "k7/8/8/8/3C4/8/3p4/K7 w - - 0 1", "d4d3");
    assert_eq!(
        first_line(&why),
        "d4d3 is not legal here: the repulse would push the black pawn on d2 to d1, where it would become a queen and check your king on a1."
    );
}

#[test]
fn rules_example_kidnapping_own_king_out_of_check() {
    let e = explain(
        Variant::Castalia,
        "4k3/4r3/8/8/8/8/3CK3/8 w - - 0 1",
        "d2c2",
    );
    has(&e, "Kidnap: the nearest piece behind it on the 2nd rank, the white king on e2, is dragged to d2 (kings are kidnapped like any piece).");
    has(&e, "This answers the check from the black rook on e7.");
}

#[test]
fn rules_example_blocked_repulse() {
    let e = explain(
        Variant::Castalia,
        "4k3/8/8/3p4/3p4/8/3C4/4K3 w - - 0 1",
        "d2d3",
    );
    has(&e, "Repulse: the black pawn on d4 cannot move, because the next square, d5, holds the black pawn, so it stays.");
    assert_eq!(e.summary.to_string(), "Cd3: Castalia d2-d3.");
}

#[test]
fn kidnap_of_an_enemy_piece_and_an_enemy_king() {
    let e = explain(
        Variant::Castalia,
        "4k3/8/8/8/3C4/8/3n4/4K3 w - - 0 1",
        "Cd7",
    );
    has(&e, "Kidnap: the nearest piece behind it on the d-file, the black knight on d2, is dragged to d4.");
    // The black king dragged along the a1-h8 diagonal.
    let e = explain(Variant::Castalia, "8/8/8/8/8/2C5/1k6/7K w - - 0 1", "c3e5");
    has(&e, "Kidnap: the nearest piece behind it on the a1-h8 diagonal, the black king on b2, is dragged to c3 (kings are kidnapped like any piece).");
}

#[test]
fn repulse_to_the_remotest_square_and_lost_castling_rights() {
    let e = explain(
        Variant::Castalia,
        "1C2k2r/8/8/8/8/8/8/4K3 w k - 0 1",
        "b8d8",
    );
    has(&e, "Repulse: the black king on e8 is pushed east to g8, the remotest empty square before the black rook on h8.");
    has(
        &e,
        "Black loses the right to castle king side: its king left e8.",
    );
    let e = explain(Variant::Castalia, "4k3/8/8/8/8/8/8/4K1CR w K - 0 1", "g1f1");
    has(&e, "Kidnap: the nearest piece behind it on the 1st rank, the white rook on h1, is dragged to g1.");
    has(&e, "Repulse: the white king on e1, beyond it, is on the Castalia's own side, and a Castalia pushes only enemy pieces.");
    has(
        &e,
        "White loses the right to castle king side: its rook left h1.",
    );
}

#[test]
fn repulse_limits_edge_and_second_rank() {
    // A black pawn already on its second rank, pushed toward its first rank.
    let e = explain(
        Variant::Castalia,
        "4k3/3p4/8/8/8/8/3C4/4K3 w - - 0 1",
        "d2d6",
    );
    has(
        &e,
        "Repulse: the black pawn on d7 cannot be pushed back onto its first rank, so it stays.",
    );
    // A piece at the edge.
    let e = explain(Variant::Castalia, "k7/8/8/8/8/8/4K3/C6n w - - 0 1", "a1g1");
    has(&e, "Repulse: the black knight on h1 cannot move, as it stands at the edge of the board, so it stays.");
    let e = explain(Variant::Castalia, KIDNAP, "d4d8");
    has(&e, "Repulse: the Castalia stops at the edge of the board, so there is nothing beyond it to push.");
}

#[test]
fn checkmate_by_a_castalia_discovering_a_rook() {
    let e = explain(
        Variant::Castalia,
        "R2C3k/6pp/8/8/8/8/8/4K3 w - - 0 1",
        "d8d7",
    );
    assert_eq!(e.san, "Cd7#");
    has(&e, "Checkmate: the black king on h8 is attacked by the white rook on a8 (the Castalia itself never gives check), and Black has no legal move. White wins.");
    assert!(
        e.summary.to_string().ends_with("; checkmate."),
        "{}",
        e.summary
    );
}

#[test]
fn orthodox_moves_and_check() {
    let e = explain(Variant::Castalia, "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "Ra8");
    // The summary names the move; no detail says it again.
    assert_eq!(e.summary.to_string(), "Ra8+: Rook a1-a8; check.");
    assert!(!e.details.iter().any(|d| d.contains("Rook a1-a8")), "{e}");
    has(
        &e,
        "White loses the right to castle queen side: its rook left a1.",
    );
    has(
        &e,
        "Check: the black king on e8 is attacked by the white rook on a8.",
    );
    let e = explain(Variant::Castalia, "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "O-O-O");
    has(
        &e,
        "Castling queen side: the king goes e1-c1 and the rook a1-d1.",
    );
    let e = explain(
        Variant::Castalia,
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
        "exd6",
    );
    has(&e, "Pawn e5xd6 en passant: it captures the black pawn on d5, which has just made its double step past d6.");
}

#[test]
fn illegal_castalia_moves_say_why() {
    let why = refuse(
        Variant::Castalia,
        "4k3/3p4/8/8/3C4/8/3P4/4K3 w - - 0 1",
        "d4d7",
    );
    assert_eq!(
        first_line(&why),
        "d4d7 is not legal here: a Castalia cannot capture, and d7 holds the black pawn."
    );
    let why = refuse(
        Variant::Castalia,
        "4k3/8/8/3p4/3C4/8/8/4K3 w - - 0 1",
        "Cd6",
    );
    assert_eq!(
        first_line(&why),
        "Cd6 is not legal here: the path is blocked by the black pawn on d5."
    );
    let why = refuse(Variant::Castalia, KIDNAP, "d4e6");
    assert_eq!(first_line(&why), "d4e6 is not legal here: a Castalia moves like a queen, along a rank, file or diagonal, and e6 is not on a line with d4.");
    // Pinned on the e-file.
    let why = refuse(
        Variant::Castalia,
        "4r1k1/8/8/8/8/8/4C3/4K3 w - - 0 1",
        "e2d3",
    );
    assert_eq!(first_line(&why), "e2d3 is not legal here: the white Castalia on e2 is pinned: moving it would leave your king on e1 in check from the black rook on e8.");
    // The kidnap drags away the pawn that shields the king.
    let why = refuse(
        Variant::Castalia,
        "4k3/8/8/b7/8/3C4/3P4/4K3 w - - 0 1",
        "d3d4",
    );
    assert_eq!(first_line(&why), "d3d4 is not legal here: the kidnap would drag the white pawn on d2, which shields your king on e1, away to d3, leaving it in check from the black bishop on a5.");
    // The kidnap drags the king into a rook's file.
    let why = refuse(Variant::Castalia, "3rk3/8/8/8/8/8/3CK3/8 w - - 0 1", "d2c2");
    assert_eq!(first_line(&why), "d2c2 is not legal here: the kidnap would drag your king from e2 to d2, where the black rook on d8 attacks it.");
    // What the move would have done is told too.
    assert!(why.contains("Kidnap: the nearest piece behind it on the 2nd rank, the white king on e2, would be dragged to d2"), "{why}");
}

#[test]
fn illegal_orthodox_moves_say_why() {
    let why = refuse(
        Variant::Castalia,
        "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1",
        "Bd3",
    );
    assert_eq!(first_line(&why), "Bd3 is not legal here: the white bishop on e2 is pinned: moving it would leave your king on e1 in check from the black rook on e7.");
    let why = refuse(Variant::Castalia, "4k3/8/8/8/8/8/P7/R3K3 w Q - 0 1", "a1a4");
    assert_eq!(
        first_line(&why),
        "a1a4 is not legal here: the path is blocked by the white pawn on a2."
    );
    let why = refuse(Variant::Castalia, "4k3/8/8/8/8/8/8/4K2r w - - 0 1", "Kf1");
    assert_eq!(
        first_line(&why),
        "Kf1 is not legal here: your king would be in check on f1 from the black rook on h1."
    );
    let why = refuse(Variant::Castalia, "4kr2/8/8/8/8/8/8/4K2R w K - 0 1", "O-O");
    assert_eq!(first_line(&why), "O-O is not legal here: the king would pass through f1, which the black rook on f8 attacks.");
    let why = refuse(Variant::Castalia, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1e3");
    assert_eq!(first_line(&why), "e1e3 is not legal here: a king moves one square in any direction (two along its rank when castling).");
    let why = refuse(Variant::Castalia, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2d3");
    assert_eq!(
        first_line(&why),
        "e2d3 is not legal here: a pawn moves diagonally only to capture, and d3 is empty."
    );
    let why = refuse(Variant::Castalia, "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e3");
    assert_eq!(first_line(&why), "e3 is not legal here: a pawn cannot capture straight ahead, and e3 holds the black knight.");
    let why = refuse(Variant::Castalia, "4k3/8/8/8/4r3/8/3P4/4K3 w - - 0 1", "d4");
    assert_eq!(first_line(&why), "d4 is not legal here: your king on e1 is in check from the black rook on e4, and this move does not stop it.");
}

#[test]
fn unreadable_text_is_not_called_illegal() {
    let pos = Position::start(Variant::Castalia);
    assert!(matches!(
        explain_text(&pos, "hello"),
        Err(ExplainError::Unreadable(_))
    ));
    assert!(matches!(
        explain_text(&pos, "e3e4"),
        Err(ExplainError::Unreadable(_))
    ));
}

#[test]
fn explanation_picture_is_a_png_with_two_boards() {
    let pos = Position::from_fen(KIDNAP, Variant::Castalia).expect("valid");
    let mv = pos.parse_move("d4d6").expect("legal");
    let opts = RenderOptions {
        square_px: 32,
        ..RenderOptions::default()
    };
    let png = explain_png(&pos, &mv, &opts).expect("renders");
    let image = image::load_from_memory(&png).expect("decodes");
    let board = castalia_bot::render::Layout::new(&opts).board_side();
    assert!(image.width() > 2 * board, "{} px wide", image.width());
    assert!(image.height() > board);
}

#[test]
fn promotion_and_stalemate() {
    let e = explain(
        Variant::Castalia,
        "3n3k/4P3/8/8/8/8/8/4K3 w - - 0 1",
        "exd8=C",
    );
    has(
        &e,
        "It captures the black knight on d8, and the pawn becomes a white Castalia.",
    );
    let e = explain(Variant::Castalia, "7k/5Q2/8/8/8/8/8/4K3 w - - 0 1", "Qg6");
    has(
        &e,
        "Stalemate: Black has no legal move and is not in check, so the game is drawn.",
    );
    assert!(
        e.summary.to_string().ends_with("; stalemate."),
        "{}",
        e.summary
    );
}
