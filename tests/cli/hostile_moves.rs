//! Moves typed by a hostile or careless user: text shaped like a UCI move is only ever read
//! as that move (an illegal one is refused with the reason and that piece's moves, never
//! re-read as another piece's SAN), a lower-case piece letter is SAN only when unambiguous,
//! and the reasons for illegal Castalia moves name the kidnap or repulse that causes them.

use castalia_bot::explain::{explain_text, ExplainError};
use castalia_bot::rules::{MoveParseError, Position, Variant};
use std::process::Command;

fn pos(fen: &str) -> Position {
    Position::from_fen(fen, Variant::Castalia).unwrap()
}

fn bot(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_castalia-bot-tested"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn an_illegal_uci_move_is_refused_not_read_as_another_pieces_san() {
    let p = pos("4k3/8/8/8/8/8/8/1N2KB2 w - - 0 1");
    let e = p.parse_move("b1d3").unwrap_err();
    let text = e.to_string();
    assert!(matches!(e, MoveParseError::Illegal { .. }), "{text}");
    assert!(text.starts_with("b1d3 is not legal"), "{text}");
    assert!(text.contains("knight"), "{text}");
    for mv in ["Na3", "Nc3", "Nd2"] {
        assert!(text.contains(mv), "{text}");
    }
    // The bishop's move is still there for who types it as SAN.
    assert_eq!(p.parse_move("Bd3").unwrap().uci().to_string(), "f1d3");
    // A knight on c8 and a Castalia on a8: `c8a6` is the knight's (illegal) move, not
    // `C8a6` (the Castalia from the 8th rank).
    let p = pos("C1N1k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let text = p.parse_move("c8a6").unwrap_err().to_string();
    assert!(text.starts_with("c8a6 is not legal"), "{text}");
    assert!(text.contains("knight on c8 can play"), "{text}");
    assert_eq!(p.parse_move("C8a6").unwrap().uci().to_string(), "a8a6");
}

#[test]
fn through_the_binary_apply_and_explain_refuse_the_illegal_uci_move() {
    let (code, out, err) = bot(&[
        "explain",
        "--fen",
        "4k3/8/8/8/8/8/8/1N2KB2 w - - 0 1",
        "b1d3",
    ]);
    assert_ne!(code, Some(0), "{out}{err}");
    let all = format!("{out}{err}");
    assert!(all.contains("b1d3 is not legal"), "{all}");
    assert!(all.contains("knight"), "{all}");
    assert!(all.contains("Nc3"), "{all}");
    assert!(!all.contains("Bd3:"), "{all}");

    let (code, out, err) = bot(&[
        "apply",
        "--fen",
        "8/8/8/2C1C3/8/8/2K5/k1B5 w - - 0 1",
        "c5g5",
    ]);
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(out.is_empty(), "no FEN may be printed: {out}");
    assert!(err.contains("c5g5 is not legal"), "{err}");
    assert!(err.contains("blocked by the white Castalia on e5"), "{err}");
    assert!(err.contains("Castalia on c5 can play"), "{err}");
}

#[test]
fn uci_shaped_text_is_never_re_read() {
    // No piece on the from square, the other side's piece, a bad promotion letter.
    let p = pos("4k3/P7/8/8/8/8/8/1N2KB2 w - - 0 1");
    assert!(matches!(
        p.parse_move("c1d3"),
        Err(MoveParseError::NoPiece(_))
    ));
    assert!(matches!(
        p.parse_move("e8e7"),
        Err(MoveParseError::NotYourPiece { .. })
    ));
    let text = p.parse_move("a7a8k").unwrap_err().to_string();
    assert!(text.contains("cannot become a king"), "{text}");
    assert_eq!(p.parse_move("a7a8q").unwrap().uci().to_string(), "a7a8q");
    // A named piece must be the one on the square.
    let text = p.parse_move("Bb1d2").unwrap_err().to_string();
    assert!(
        text.contains("not a bishop") || text.contains("no bishop"),
        "{text}"
    );
    let text = p.parse_move("nf1d3").unwrap_err().to_string();
    assert!(text.contains("no knight of yours"), "{text}");
}

#[test]
fn a_lower_case_piece_letter_is_san_only_when_unambiguous() {
    // Pawn b3 takes c4, or bishop f1 goes to c4: `bc4` could be either.
    let p = pos("4k3/8/8/8/2p5/1P6/8/4KB2 w - - 0 1");
    let e = p.parse_move("bc4").unwrap_err();
    assert!(matches!(e, MoveParseError::Ambiguous { .. }), "{e}");
    let text = e.to_string();
    assert!(text.contains("bxc4") && text.contains("Bxc4"), "{text}");
    // `bxc4` is how SAN writes the pawn's capture (the bishop's is `Bxc4`).
    assert_eq!(p.parse_move("bxc4").unwrap().uci().to_string(), "b3c4");
    assert_eq!(p.parse_move("Bc4").unwrap().uci().to_string(), "f1c4");
    // With no pawn to take there, `bc4`... is the bishop's move.
    let p = pos("4k3/8/8/8/8/8/8/4KB2 w - - 0 1");
    assert_eq!(p.parse_move("bc4").unwrap().uci().to_string(), "f1c4");
    assert_eq!(p.parse_move("nf3").ok(), None);
    let p = pos("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1");
    assert_eq!(p.parse_move("nf3").unwrap().uci().to_string(), "g1f3");
}

fn sentences(p: &Position, text: &str) -> String {
    match explain_text(p, text) {
        Err(e @ ExplainError::Illegal { .. }) => e.text().to_string(),
        other => panic!("{text} should be illegal: {other:?}"),
    }
}

#[test]
fn a_kidnap_that_drags_a_checker_in_is_named_as_the_cause() {
    // The Castalia b2-a1 would drag the black rook from f6 to b2, checking the king on h2.
    let p = pos("k7/8/5r2/8/8/8/1C5K/8 w - - 0 1");
    assert!(!p.is_check());
    let text = sentences(&p, "b2a1");
    let first = text.lines().next().unwrap();
    assert!(first.contains("kidnap"), "{text}");
    assert!(first.contains("rook on f6"), "{text}");
    assert!(!first.contains("leave your king"), "{text}");
    assert!(text.contains("would be dragged"), "{text}");
    assert!(!text.contains(" is dragged"), "{text}");
    assert!(text.contains("Repulse: the Castalia would stop"), "{text}");
    // The same through SAN.
    let text = sentences(&p, "Ca1");
    assert!(text.lines().next().unwrap().contains("kidnap"), "{text}");
}

#[test]
fn illegal_castalia_moves_describe_what_would_happen() {
    // The Castalia e4-d4 kidnaps the rook on f4?.. no: it is pinned on the e-file by the
    // rook on e8; moving it leaves the king in check: the details say what would happen.
    let p = pos("k3r3/8/8/8/4C3/8/8/4K3 w - - 0 1");
    let text = sentences(&p, "e4d4");
    assert!(text.contains("would"), "{text}");
    assert!(!text.contains(" is pushed"), "{text}");
    assert!(!text.contains(" is dragged"), "{text}");
    // A legal move keeps the present tense.
    let e = explain_text(&p, "e4e5").unwrap().to_string();
    assert!(
        e.contains("is dragged") || e.contains("nothing is dragged"),
        "{e}"
    );
}
