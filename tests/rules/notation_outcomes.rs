//! Notation as people type it, and how games end.

use castalia_bot::rules::{
    DrawReason, GameRecord, MoveParseError, Outcome, Position, Variant, WinReason,
};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen, Variant::Castalia).unwrap()
}

#[test]
fn forgiving_forms_name_the_same_move() {
    let p = pos("4k3/8/8/8/3C4/8/3P4/4K3 w - - 0 1");
    let want = p.parse_uci("d4d6").unwrap();
    for text in [
        "Cd6", "d4d6", "d4-d6", "Cd4-d6", " Cd6 ", "cd6", "Cd4d6", "C4d6",
    ] {
        assert_eq!(p.parse_move(text), Ok(want), "{text}");
    }
    let start = Position::start(Variant::Standard);
    let e4 = start.parse_uci("e2e4").unwrap();
    for text in ["e4", "e2e4", "e2-e4", "E4", "e4!"] {
        assert_eq!(start.parse_move(text), Ok(e4), "{text}");
    }
}

#[test]
fn castling_in_every_spelling() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let short = p.parse_uci("e1g1").unwrap();
    let long = p.parse_uci("e1c1").unwrap();
    for t in ["O-O", "0-0", "o-o", "OO"] {
        assert_eq!(p.parse_move(t), Ok(short), "{t}");
    }
    for t in ["O-O-O", "0-0-0"] {
        assert_eq!(p.parse_move(t), Ok(long), "{t}");
    }
    assert_eq!(p.san(&short), "O-O");
}

#[test]
fn lower_case_c_is_a_pawn_capture_when_one_exists() {
    // c4xd5 is possible, so `cd5` is the pawn capture; `Cd5` is the Castalia.
    let p = pos("4k3/8/8/3p4/2P5/8/8/C3K3 w - - 0 1");
    assert_eq!(p.san(&p.parse_move("cd5").unwrap()), "cxd5");
    assert_eq!(p.san(&p.parse_move("Cd4").unwrap()), "Cd4");
}

#[test]
fn ambiguity_lists_the_candidates() {
    let p = pos("4k3/8/8/8/8/8/1C3C2/4K3 w - - 0 1");
    let err = p.parse_move("Cd4").unwrap_err();
    assert_eq!(err.to_string(), "Cd4 is ambiguous: Cbd4 or Cfd4");
    assert!(p.parse_move("Cbd4").is_ok());
}

#[test]
fn promotion_needs_its_piece_and_nothing_else_has_one() {
    let p = pos("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert!(p.parse_move("a8").unwrap_err().is_missing_promotion());
    assert!(p.parse_move("a7a8").unwrap_err().is_missing_promotion());
    assert_eq!(p.san(&p.parse_move("a8=C").unwrap()), "a8=C");
    assert_eq!(p.san(&p.parse_move("a7b8q").unwrap()), "axb8=Q+");
    assert!(matches!(
        p.parse_move("e1e2q"),
        Err(MoveParseError::NeedlessPromotion { .. })
    ));
    let std = Position::from_fen("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", Variant::Standard).unwrap();
    assert!(std.parse_uci("a7a8c").is_err());
    let err = std.parse_move("a8=C").unwrap_err().to_string();
    assert!(
        err.contains("cannot become a Castalia in standard"),
        "{err}"
    );
}

#[test]
fn refusals_say_why() {
    let p = Position::start(Variant::Castalia);
    assert_eq!(
        p.parse_move("").unwrap_err().to_string(),
        "no move given: type one like e4, Nf3, Cd5 or e2e4"
    );
    assert!(matches!(
        p.parse_move("hello"),
        Err(MoveParseError::Unreadable(_))
    ));
    assert!(matches!(
        p.parse_move("e3e4"),
        Err(MoveParseError::NoPiece(_))
    ));
    assert!(matches!(
        p.parse_move("e7e5"),
        Err(MoveParseError::NotYourPiece { .. })
    ));
    let err = p.parse_move("Ng5").unwrap_err().to_string();
    assert!(err.contains("Nf3") && err.contains("Nh3"), "{err}");
    assert!(matches!(
        p.parse_move(&"e4".repeat(40)),
        Err(MoveParseError::TooLong(_))
    ));
}

#[test]
fn checkmate_and_stalemate() {
    let mut g = GameRecord::new(Position::start(Variant::Standard));
    for m in ["f3", "e5", "g4", "Qh4#"] {
        g.push_text(m).unwrap();
    }
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            winner: castalia_bot::rules::Color::Black,
            reason: WinReason::Checkmate
        })
    );
    assert_eq!(g.san_moves().last().unwrap(), "Qh4#");
    let stale = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(stale.outcome(), Some(Outcome::Draw(DrawReason::Stalemate)));
}

#[test]
fn threefold_repetition_and_fifty_moves() {
    let mut g = GameRecord::new(Position::start(Variant::Castalia));
    for _ in 0..2 {
        for m in ["Nf3", "Nf6", "Ng1", "Ng8"] {
            assert_eq!(g.outcome(), None);
            g.push_text(m).unwrap();
        }
    }
    assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    assert_eq!(g.undo(1), 1);
    assert_eq!(g.outcome(), None);
    let fifty = pos("4k3/8/8/8/8/8/8/R3K3 w - - 100 80");
    assert_eq!(fifty.outcome(), Some(Outcome::Draw(DrawReason::FiftyMoves)));
}

#[test]
fn a_kidnapped_pawn_resets_the_fifty_move_counter() {
    let p = pos("4k3/8/8/8/3C4/8/3P4/4K3 w - - 57 60");
    assert_eq!(p.play(&p.parse_move("Cd6").unwrap()).halfmove_clock(), 0);
    let quiet = pos("4k3/8/8/8/3C4/8/8/4K3 w - - 57 60");
    assert_eq!(
        quiet
            .play(&quiet.parse_move("Cd6").unwrap())
            .halfmove_clock(),
        58
    );
}

#[test]
fn dead_positions() {
    for fen in [
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/2N1K3 w - - 0 1",
        "4k3/8/2c5/8/8/8/8/2C1K3 w - - 0 1",
        "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1",
    ] {
        assert_eq!(
            pos(fen).outcome(),
            Some(Outcome::Draw(DrawReason::DeadPosition)),
            "{fen}"
        );
    }
    for fen in [
        "4k3/8/8/8/8/8/8/2NCK3 w - - 0 1",
        "4kb2/8/8/8/8/8/8/3BK3 w - - 0 1",
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
    ] {
        assert_eq!(pos(fen).outcome(), None, "{fen}");
    }
}

#[test]
fn en_passant_counts_for_repetition_only_when_capturable() {
    let a = pos("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
    let b = pos("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
    assert_ne!(a.hash(), b.hash());
    assert_eq!(a.repetition_key(), b.repetition_key());
    let c = pos("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    let d = pos("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1");
    assert_ne!(c.repetition_key(), d.repetition_key());
}
