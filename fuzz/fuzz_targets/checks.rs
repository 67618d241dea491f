//! What each fuzz target does with its input (one `pub fn` per target, named like it) and the
//! invariants they check. The targets in this folder call these; `tests/rules/fuzz_regressions.rs`
//! includes this file to replay crash inputs on stable through the same code.

#![allow(dead_code)]

use castalia_bot::game::commands::options::resolve;
use castalia_bot::game::commands::text_command::parse_text_command;
use castalia_bot::game::model::{Challenge, Game, Player, UserId};
use castalia_bot::game::{Command, UserRef};
use castalia_bot::rules::pgn::{read_pgn, write_pgn, PgnHeaders};
use castalia_bot::rules::{
    Color, GameRecord, Move, MoveList, PieceKind, Position, Setup, Square, Variant,
};
use std::sync::OnceLock;

/// The position's incremental hash matches a fresh one, and its FEN reads back to itself.
pub fn check_position(pos: &Position) {
    assert_eq!(
        pos.hash(),
        pos.compute_hash(),
        "hash drifted: {}",
        pos.fen()
    );
    let fen = pos.fen();
    let again = Position::from_fen(&fen, pos.variant())
        .unwrap_or_else(|e| panic!("written FEN `{fen}` does not read back: {e}"));
    assert_eq!(again.fen(), fen, "FEN does not round-trip");
    assert_eq!(
        again.hash(),
        pos.hash(),
        "hash differs after FEN round trip: {fen}"
    );
}

/// Exactly one king a side.
pub fn check_kings(pos: &Position) {
    for color in Color::ALL {
        let kings = pos.board().pieces(color, PieceKind::King).popcount();
        assert_eq!(kings, 1, "{color:?} has {kings} kings: {}", pos.fen());
    }
}

/// After `mv`, played from `before`, the mover's king is not attacked and the hash is right.
pub fn check_after_move(before: &Position, mv: &Move, after: &Position) {
    let mover = before.side_to_move();
    assert_eq!(after.side_to_move(), mover.opposite());
    check_kings(after);
    let king = after
        .board()
        .king(mover)
        .unwrap_or_else(|| panic!("no king after {mv} from {}", before.fen()));
    let attackers = after
        .board()
        .attackers(king, mover.opposite(), after.board().occupied());
    assert!(
        attackers.is_empty(),
        "legal move {mv} from {} leaves the king on {king} attacked",
        before.fen()
    );
    assert_eq!(
        after.hash(),
        after.compute_hash(),
        "hash drifted after {mv} from {}",
        before.fen()
    );
}

/// The legal moves, with the generator's other entry points agreeing.
pub fn legal_moves_checked(pos: &Position) -> MoveList {
    let legal = pos.legal_moves();
    assert_eq!(pos.has_legal_move(), !legal.is_empty(), "{}", pos.fen());
    assert_eq!(
        pos.is_check(),
        pos.checkers().is_nonempty(),
        "{}",
        pos.fen()
    );
    legal
}

/// A legal move's SAN and UCI both read back to the same move.
pub fn check_notation(pos: &Position, mv: &Move) {
    let san = pos.san(mv);
    assert_eq!(
        pos.parse_move(&san),
        Ok(*mv),
        "SAN `{san}` of {mv} does not read back in {}",
        pos.fen()
    );
    let uci = mv.uci().to_string();
    assert_eq!(
        pos.parse_uci(&uci),
        Ok(*mv),
        "UCI `{uci}` does not read back in {}",
        pos.fen()
    );
}

// ---- fen ---------------------------------------------------------------------------------------
/// FEN reading under every rule set: a FEN that reads must write back to itself with a
/// consistent hash, and every legal move from it must keep the rules invariants.
pub fn fen(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for variant in Variant::ALL {
        let Ok(pos) = Position::from_fen(text, variant) else {
            continue;
        };
        assert_eq!(pos.variant(), variant);
        check_kings(&pos);
        check_position(&pos);
        // A user may start a game from any FEN that reads: everything done with it must work.
        let _ = pos.outcome();
        for mv in legal_moves_checked(&pos) {
            let after = pos.play(&mv);
            check_after_move(&pos, &mv, &after);
            check_position(&after);
            let _ = pos.san(&mv);
        }
    }
}

// ---- move_text ---------------------------------------------------------------------------------
/// Start positions, Castalia-rich middlegames, castling, promotion and en passant.
pub const POSITIONS: [(Variant, &str); 8] = [
    (
        Variant::Castalia,
        "rcbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBNR w KQkq - 0 1",
    ),
    (
        Variant::CastaliaWeak,
        "rcbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBNR w KQkq - 0 1",
    ),
    (
        Variant::Standard,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        Variant::Castalia,
        "4k3/3p2q1/1b6/8/N2C3r/8/1n3P2/3RK3 w - - 0 1",
    ),
    (
        Variant::Castalia,
        "2rcb1c1/pp2pppr/2pk4/q7/PCQPcp2/3P4/RP1KPPP1/3C1BCR w - - 0 16",
    ),
    (
        Variant::CastaliaWeak,
        "r3k2r/ppppCppp/8/8/8/8/PPPPPPPC/R3K2R w KQkq - 0 1",
    ),
    (
        Variant::Castalia,
        "r3k3/1P2C1P1/8/3pP3/8/8/1p4pc/R3K2R w KQq d6 0 1",
    ),
    (
        Variant::Standard,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ),
];

fn positions() -> &'static Vec<Position> {
    static CELL: OnceLock<Vec<Position>> = OnceLock::new();
    CELL.get_or_init(|| {
        let mut all: Vec<Position> = POSITIONS
            .iter()
            .map(|(v, fen)| Position::from_fen(fen, *v).expect("fixed FEN"))
            .collect();
        all.push(Position::new(Variant::Castalia, Setup::Classic));
        all
    })
}

/// Typed moves (SAN, UCI, free text) on fixed positions: whatever `parse_move` or `parse_uci`
/// accepts must be a legal move, and that move's own SAN and UCI must read back to it.
pub fn move_text(data: &[u8]) {
    let Some((&choice, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let all = positions();
    let pos = &all[usize::from(choice) % all.len()];
    let legal = pos.legal_moves();
    if let Ok(mv) = pos.parse_move(text) {
        assert!(
            legal.contains(&mv),
            "parse_move({text:?}) gave {mv}, not legal"
        );
        check_notation(pos, &mv);
    }
    if let Ok(mv) = pos.parse_uci(text) {
        assert!(
            legal.contains(&mv),
            "parse_uci({text:?}) gave {mv}, not legal"
        );
        assert!(
            mv.uci().to_string().eq_ignore_ascii_case(text.trim()),
            "parse_uci({text:?}) gave {mv}, another move"
        );
    }
}

// ---- pgn ---------------------------------------------------------------------------------------
/// PGN reading: a PGN that reads must write back (with `write_pgn`) to a PGN that reads again
/// with the same start, the same moves and the same player names.
pub fn pgn(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(game) = read_pgn(text) else {
        return;
    };
    let headers = PgnHeaders {
        white: game.tag("White").map(str::to_string),
        black: game.tag("Black").map(str::to_string),
        ..PgnHeaders::default()
    };
    let written = write_pgn(&game.record, None, &headers);
    let again = read_pgn(&written)
        .unwrap_or_else(|e| panic!("written PGN does not read back: {e}\n{written}"));
    assert_eq!(again.record.start(), game.record.start(), "{written}");
    assert_eq!(again.record.moves(), game.record.moves(), "{written}");
    assert_eq!(again.record.position(), game.record.position(), "{written}");
    // `write_pgn` writes `?` for a name it is not given, and control characters (which no
    // PGN tag may hold) as spaces.
    let printable = |name: Option<&str>| {
        name.unwrap_or("?")
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect::<String>()
    };
    let white = printable(headers.white.as_deref());
    let black = printable(headers.black.as_deref());
    assert_eq!(again.tag("White"), Some(white.as_str()), "{written}");
    assert_eq!(again.tag("Black"), Some(black.as_str()), "{written}");
}

// ---- record_decode -----------------------------------------------------------------------------
/// Decoding stored records as the game store does (`game::store::decode`: the envelope with
/// its format version, then the kind's record of that format): any bytes are refused or
/// decoded, and a decoded game plays forward without a panic.
pub fn record_decode(data: &[u8]) {
    use castalia_bot::game::store::decode;
    if let Ok(game) = decode::<Game>("games", &"fuzz", data) {
        if let Ok(record) = game.record() {
            assert_eq!(record.moves().len(), game.moves.len());
            if let Some((before, mv)) = game.last_move(&record) {
                assert_eq!(&before.play(&mv), record.position());
            }
        }
        let _ = game.title_text();
        let _ = game.bot_level();
    }
    if let Ok(challenge) = decode::<Challenge>("challenges", &"fuzz", data) {
        let _ = challenge.options.start_position();
    }
    if let Ok(player) = decode::<Player>("players", &"fuzz", data) {
        for variant in castalia_bot::rules::Variant::ALL {
            let _ = player.stats(variant).rating.display();
        }
    }
}

// ---- console_command ---------------------------------------------------------------------------
/// Known players by name, and `<@123>` mentions, as the console and Discord resolve them.
fn resolve_user(name: &str) -> Option<UserRef> {
    let id = match name {
        "alice" => 1,
        "bob" => 2,
        _ => name
            .strip_prefix("<@")?
            .strip_suffix('>')?
            .trim_start_matches('!')
            .parse()
            .ok()?,
    };
    Some(UserRef {
        id: UserId(id),
        name: name.to_string(),
    })
}

/// The console's command lines (`/challenge bob rules:castalia-weak time:10+5`): any line is
/// parsed or refused, and what a parsed line carries (game options, a move) is read as the
/// service would read it, without a panic.
pub fn console_command(data: &[u8]) {
    let Ok(line) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(command) = parse_text_command(line, &resolve_user) else {
        return;
    };
    match command {
        Command::Challenge { args, .. } | Command::Play { args, .. } => {
            if let Ok(options) = resolve(
                &args,
                Variant::Castalia,
                castalia_bot::game::model::TimeControl::Unlimited,
                false,
            ) {
                let start = options
                    .start_position()
                    .unwrap_or_else(|| panic!("resolved start FEN does not read: {options:?}"));
                assert_eq!(start.variant(), options.variant);
                assert!(
                    start.outcome().is_none(),
                    "a new game starts over: {options:?}"
                );
            }
        }
        Command::Move { text, .. } => {
            let start = Position::start(Variant::Castalia);
            if let Ok(mv) = start.parse_move(&text) {
                assert!(start.legal_moves().contains(&mv));
            }
        }
        _ => {}
    }
}

// ---- move_sequence -----------------------------------------------------------------------------
/// Queens and king's knights replaced by Castalias: three Castalias a side.
const THREE_CASTALIAS: &str = "rcbckbcr/pppppppp/8/8/8/8/PPPPPPPP/RCBCKBCR w KQkq - 0 1";

/// Longest game played from one input.
const MAX_PLIES: usize = 300;

fn start(choice: u8) -> Position {
    let variant =
        [Variant::Castalia, Variant::CastaliaWeak, Variant::Standard][usize::from(choice % 3)];
    if variant == Variant::Standard {
        return Position::new(variant, Setup::Classic);
    }
    match (choice / 3) % 3 {
        0 => Position::new(variant, Setup::Castalia),
        1 => Position::new(variant, Setup::Classic),
        _ => Position::from_fen(THREE_CASTALIAS, variant).expect("fixed FEN"),
    }
}

/// An attempt at a move from two bytes: from-square, to-square and a promotion letter.
fn attempt_text(a: u8, b: u8) -> String {
    let from = Square::from_index(usize::from(a & 63));
    let to = Square::from_index(usize::from(b & 63));
    let promotion = ["", "q", "c", "n"][usize::from(b >> 6)];
    format!("{from}{to}{promotion}")
}

/// Games of arbitrary move indices from the castalia and classic setups and a 3-Castalias-a-side
/// setup, under each rule set. An index within the legal moves plays that move; any other byte
/// starts an attempt at a from/to/promotion move, which `parse_uci` must refuse unless it is a
/// legal move. After every move: the hash matches a fresh one, the FEN round-trips, copy-make
/// leaves the old position intact, no king can be taken and each side has exactly one king.
pub fn move_sequence(data: &[u8]) {
    let Some((&choice, mut rest)) = data.split_first() else {
        return;
    };
    let mut pos = start(choice);
    check_position(&pos);
    let mut record = GameRecord::new(pos.clone());
    let mut history = vec![pos.clone()];
    while let Some((&byte, tail)) = rest.split_first() {
        rest = tail;
        if record.moves().len() >= MAX_PLIES {
            break;
        }
        let legal = legal_moves_checked(&pos);
        if legal.is_empty() {
            break;
        }
        let Some(&mv) = legal.get(usize::from(byte)) else {
            // An out-of-range index: try a move by its squares instead.
            let (a, b) = match rest {
                [a, b, tail @ ..] => {
                    rest = tail;
                    (*a, *b)
                }
                _ => (byte, byte.rotate_left(3)),
            };
            let text = attempt_text(a, b);
            let expected = legal.iter().find(|m| m.uci().to_string() == text).copied();
            match (pos.parse_uci(&text), expected) {
                (Ok(got), Some(m)) => assert_eq!(got, m, "{text} in {}", pos.fen()),
                (Err(_), None) => {}
                (got, expected) => panic!(
                    "parse_uci({text}) = {got:?}, legal move {expected:?}, in {}",
                    pos.fen()
                ),
            }
            if let Ok(got) = pos.parse_move(&text) {
                assert!(
                    legal.contains(&got),
                    "parse_move({text}) = {got}, not legal"
                );
            }
            continue;
        };
        let before = pos.clone();
        // Every legal move keeps the king safe and the hash right, not only the one played.
        for m in &legal {
            check_after_move(&pos, m, &pos.play(m));
        }
        check_notation(&pos, &mv);
        let after = pos.play(&mv);
        assert_eq!(pos, before, "play changed the position it was called on");
        let mut in_place = pos.clone();
        in_place.play_unchecked(&mv);
        assert_eq!(in_place, after, "play_unchecked differs from play for {mv}");
        check_position(&after);
        if !after.is_check() {
            let mut passed = after.clone();
            passed.play_null();
            assert_eq!(passed.hash(), passed.compute_hash(), "null move hash");
        }
        record.push(mv);
        assert_eq!(record.position(), &after);
        let _ = record.outcome();
        history.push(after.clone());
        pos = after;
    }
    // Takebacks replay the record: undoing any number of moves gives the position back.
    let played = record.moves().len();
    let back = usize::from(choice >> 4).min(played);
    assert_eq!(record.undo(back), back);
    assert_eq!(record.position(), &history[played - back]);
}
