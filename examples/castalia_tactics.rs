//! Finds Castalia tactics for `tests/data/castalia-mates.txt`: mates in 1, 2 and 3 whose every
//! key is a Castalia move that kidnaps or repulses, and defences whose every saving move is one.
//! Positions come from seeded random play (Castalia-biased playouts from the `castalia` setup
//! and from three Castalias a side) and from sparse random positions followed by a few random
//! plies; each is classified by the exact mate search of `tests/common/mate_search.rs` (every
//! legal move, no pruning). Deterministic for a seed.
//!
//! Run from the repository root:
//! `cargo run --release --features tools --example castalia_tactics -- [SEED] [POSITIONS] > FILE`
//! (defaults 1 and 40000); progress goes to stderr.

#[path = "../tests/common/mate_search.rs"]
mod mate_search;

use castalia_bot::rules::{Color, Move, MoveKind, Piece, PieceKind, Position, Square, Variant};
use mate_search::{forces_mate, mating_keys, stops_mate_in_one};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;

/// A mate in 3 is looked for only with at most this many legal moves (the exact search of a
/// crowded position costs too much).
const MATE3_MAX_MOVES: usize = 18;

const THREE_CASTALIAS: &str = "rcbckbcr/pppppppp/8/8/8/8/PPPPPPPP/RCBCKBCR w KQkq - 0 1";

/// How many lines of each kind to keep: (kind, quiet keys wanted, checking keys allowed).
const WANTED: [(&str, usize, usize); 4] = [
    ("mate1", 0, 8),
    ("mate2", 36, 8),
    ("mate3", 12, 4),
    ("defence", 20, 0),
];

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let seed: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let budget: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(40_000);
    // `mate3` as a third argument looks for mates in 3 only.
    let only = args.get(3).map(String::as_str);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut seen = HashSet::new();
    let mut found: Vec<(String, bool, String)> = Vec::new();
    let mut tried = 0;
    while tried < budget && !complete(&found) {
        let variant = if rng.gen_bool(0.2) {
            Variant::CastaliaWeak
        } else {
            Variant::Castalia
        };
        let (pos, source) = match rng.gen_range(0..5) {
            0 => playout(&mut rng, variant, None),
            1 => playout(&mut rng, variant, Some(THREE_CASTALIAS)),
            _ => sparse(&mut rng, variant),
        };
        let Some(pos) = pos else { continue };
        // Halfmove clock 0, so that no draw rule touches the lines.
        let fen = zero_clock(&pos.fen());
        let Ok(pos) = Position::from_fen(&fen, variant) else {
            continue;
        };
        if !seen.insert(fen.clone()) {
            continue;
        }
        tried += 1;
        if tried % 2000 == 0 {
            eprintln!("{tried} positions, {} lines", found.len());
        }
        if let Some((kind, quiet, line)) = classify(&pos, &fen, &source, only) {
            let (_, quiet_cap, check_cap) = WANTED
                .iter()
                .find(|w| w.0 == kind)
                .copied()
                .unwrap_or(("", 0, 0));
            let have = found.iter().filter(|f| f.0 == kind && f.1 == quiet).count();
            if have < if quiet { quiet_cap } else { check_cap } {
                eprintln!("{line}");
                found.push((kind.to_string(), quiet, line));
            }
        }
    }
    eprintln!("{tried} positions tried");
    for (kind, _, _) in WANTED {
        for f in found.iter().filter(|f| f.0 == kind) {
            println!("{}", f.2);
        }
    }
}

fn complete(found: &[(String, bool, String)]) -> bool {
    WANTED.iter().all(|&(kind, quiet, check)| {
        let n = |q: bool| found.iter().filter(|f| f.0 == kind && f.1 == q).count();
        n(true) >= quiet && n(false) >= check
    })
}

fn zero_clock(fen: &str) -> String {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    format!(
        "{} {} {} {} 0 1",
        fields[0], fields[1], fields[2], fields[3]
    )
}

/// A Castalia move that kidnaps or repulses something.
fn is_castalia_effect(mv: &Move) -> bool {
    mv.castalia_effects()
        .is_some_and(|e| e.kidnap_from.is_some() || e.repulse.is_some())
}

/// The kind of tactic in `pos`, whether its keys are quiet (give no check), and its data line.
fn classify(
    pos: &Position,
    fen: &str,
    source: &str,
    only: Option<&str>,
) -> Option<(&'static str, bool, String)> {
    let us = pos.side_to_move();
    if pos.board().pieces(us, PieceKind::Castalia).is_empty() {
        return None;
    }
    let legal = pos.legal_moves();
    if legal.len() < 3 {
        return None;
    }
    let variant = pos.variant();
    let line = |kind: &str, keys: &[Move], comment: String| {
        let uci: Vec<String> = keys.iter().map(|m| m.to_string()).collect();
        format!(
            "{} | {fen} | {} | {kind} | {comment} [{source}]",
            variant.name(),
            uci.join(" ")
        )
    };
    let max_moves = if only == Some("mate3") {
        30
    } else {
        MATE3_MAX_MOVES
    };
    for moves in 1..=3u32 {
        if moves == 3 && legal.len() > max_moves {
            // The exact search of a mate in 3 costs too much in crowded positions.
            break;
        }
        if !forces_mate(pos, moves) {
            continue;
        }
        let keys = mating_keys(pos, moves);
        // Mates in 1 and 2: every key is a Castalia tactic. Mates in 3 are rarer: one key is.
        let castalia_keys = keys.iter().filter(|k| is_castalia_effect(k)).count();
        if castalia_keys == 0 || (moves < 3 && castalia_keys < keys.len()) {
            return None;
        }
        let quiet = keys.iter().all(|k| !pos.play(k).is_check());
        let kind = ["mate1", "mate2", "mate3"][moves as usize - 1];
        if only.is_some_and(|o| o != kind) {
            return None;
        }
        let comment = format!(
            "{} key{}: {}",
            if quiet { "quiet" } else { "checking" },
            if keys.len() > 1 { "s" } else { "" },
            keys.iter()
                .map(|k| describe(pos, k))
                .collect::<Vec<_>>()
                .join("; ")
        );
        return Some((kind, quiet, line(kind, &keys, comment)));
    }
    // A defence: the opponent threatens mate in 1 (or gives check), and only Castalia moves
    // with an effect stop it.
    if only.is_some_and(|o| o != "defence") {
        return None;
    }
    if !pos.is_check() {
        let mut passed = pos.clone();
        passed.play_null();
        if !forces_mate(&passed, 1) {
            return None;
        }
    }
    let saving: Vec<Move> = legal
        .iter()
        .filter(|mv| stops_mate_in_one(pos, mv))
        .copied()
        .collect();
    if saving.is_empty() || saving.len() == legal.len() || !saving.iter().all(is_castalia_effect) {
        return None;
    }
    let comment = format!(
        "{} of {} legal moves stop mate in 1: {}",
        saving.len(),
        legal.len(),
        saving
            .iter()
            .map(|k| describe(pos, k))
            .collect::<Vec<_>>()
            .join("; ")
    );
    Some(("defence", true, line("defence", &saving, comment)))
}

/// `Cd6-e5 kidnaps the black king g8-d6, repulses the white rook e4-h4, check`.
fn describe(pos: &Position, mv: &Move) -> String {
    let board = pos.board();
    let mut text = format!("{} ({}-{})", pos.san(mv), mv.from, mv.to);
    if let MoveKind::Castalia(effects) = mv.kind {
        if let Some(k) = effects.kidnap_from {
            if let Some(p) = board.piece_at(k) {
                text += &format!(
                    " kidnaps the {} {} {k}-{}",
                    p.color.name(),
                    p.kind.name(),
                    mv.from
                );
            }
        }
        if let Some(r) = effects.repulse {
            if let Some(p) = board.piece_at(r.from) {
                text += &format!(
                    " repulses the {} {} {}-{}{}",
                    p.color.name(),
                    p.kind.name(),
                    r.from,
                    r.to,
                    if r.promotes { " (promotes)" } else { "" }
                );
            }
        }
    }
    text
}

/// A random legal move, preferring Castalia moves with an effect and captures.
fn biased_move(rng: &mut ChaCha8Rng, pos: &Position) -> Option<Move> {
    let legal = pos.legal_moves();
    let weights: Vec<u32> = legal
        .iter()
        .map(|m| {
            if is_castalia_effect(m) {
                4
            } else if pos.board().occupied().has(m.to) {
                3
            } else {
                1
            }
        })
        .collect();
    let total: u32 = weights.iter().sum();
    if total == 0 {
        return None;
    }
    let mut pick = rng.gen_range(0..total);
    for (mv, w) in legal.iter().zip(weights) {
        if pick < w {
            return Some(*mv);
        }
        pick -= w;
    }
    None
}

/// A position some random plies into a Castalia-biased random game.
fn playout(
    rng: &mut ChaCha8Rng,
    variant: Variant,
    fen: Option<&str>,
) -> (Option<Position>, String) {
    let mut pos = match fen.map(|f| Position::from_fen(f, variant)) {
        Some(Ok(p)) => p,
        Some(Err(_)) => return (None, String::new()),
        None => Position::start(variant),
    };
    let plies = rng.gen_range(12..90);
    for _ in 0..plies {
        let Some(mv) = biased_move(rng, &pos) else {
            return (None, String::new());
        };
        pos = pos.play(&mv);
    }
    let from = if fen.is_some() {
        "three Castalias a side"
    } else {
        "the castalia setup"
    };
    (
        Some(pos),
        format!("{plies} plies of a Castalia-biased random playout from {from}"),
    )
}

fn distance(a: Square, b: Square) -> usize {
    let df = a.file().index().abs_diff(b.file().index());
    let dr = a.rank().index().abs_diff(b.rank().index());
    df.max(dr)
}

/// Two kings, a Castalia for the side to move and a few random pieces (mostly around the
/// defender's king), then 0-3 random plies.
fn sparse(rng: &mut ChaCha8Rng, variant: Variant) -> (Option<Position>, String) {
    let mover = if rng.gen_bool(0.5) {
        Color::White
    } else {
        Color::Black
    };
    // The defender's king usually on an edge, and most pieces near it, where mates happen.
    let mut free: Vec<Square> = Square::ALL.to_vec();
    let edge: Vec<Square> = Square::ALL
        .iter()
        .copied()
        .filter(|s| {
            let (f, r) = (s.file().index(), s.rank().index());
            f == 0 || f == 7 || r == 0 || r == 7
        })
        .collect();
    let their_king = if rng.gen_bool(0.7) {
        *edge.choose(rng).unwrap_or(&Square::E8)
    } else {
        *free.choose(rng).unwrap_or(&Square::E8)
    };
    free.retain(|&s| s != their_king);
    let mut place = |rng: &mut ChaCha8Rng, near: bool| -> Square {
        let close: Vec<Square> = free
            .iter()
            .copied()
            .filter(|&s| distance(s, their_king) <= 3)
            .collect();
        let pool = if near && !close.is_empty() {
            close
        } else {
            free.clone()
        };
        let sq = *pool.choose(rng).unwrap_or(&Square::A1);
        free.retain(|&s| s != sq);
        sq
    };
    let kinds = [
        PieceKind::Queen,
        PieceKind::Rook,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
        PieceKind::Pawn,
        PieceKind::Pawn,
        PieceKind::Castalia,
    ];
    // Mostly the mover attacks the king on the edge; sometimes that king is the mover's own,
    // under attack, with a Castalia beside it to defend.
    let defend = rng.gen_bool(0.3);
    let attacker = if defend { mover.opposite() } else { mover };
    let mut pieces = vec![(Piece::new(attacker.opposite(), PieceKind::King), their_king)];
    let sq = place(rng, false);
    pieces.push((Piece::new(attacker, PieceKind::King), sq));
    let sq = place(rng, true);
    pieces.push((Piece::new(mover, PieceKind::Castalia), sq));
    for _ in 0..rng.gen_range(1..=3) {
        let kind = *kinds.choose(rng).unwrap_or(&PieceKind::Rook);
        let near = rng.gen_bool(0.6);
        let sq = place(rng, near);
        pieces.push((Piece::new(attacker, kind), sq));
    }
    for _ in 0..rng.gen_range(0..=if defend { 2 } else { 4 }) {
        let kind = *kinds.choose(rng).unwrap_or(&PieceKind::Pawn);
        let near = rng.gen_bool(0.6);
        let sq = place(rng, near);
        pieces.push((Piece::new(attacker.opposite(), kind), sq));
    }
    let mut board = [[None; 8]; 8];
    for (piece, sq) in &pieces {
        let rank = sq.rank().index();
        if piece.kind == PieceKind::Pawn && (rank == 0 || rank == 7) {
            continue;
        }
        board[7 - rank][sq.file().index()] = Some(*piece);
    }
    let mut placement = String::new();
    for (r, row) in board.iter().enumerate() {
        let mut empty = 0;
        for cell in row {
            match cell {
                Some(p) => {
                    if empty > 0 {
                        placement += &empty.to_string();
                        empty = 0;
                    }
                    placement.push(p.fen_char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            placement += &empty.to_string();
        }
        if r < 7 {
            placement.push('/');
        }
    }
    let plies = rng.gen_range(0..=3);
    // The random plies are played by both sides, so start with the side that ends up to move.
    let first = if plies % 2 == 0 {
        mover
    } else {
        mover.opposite()
    };
    let side = if first == Color::White { 'w' } else { 'b' };
    let Ok(mut pos) = Position::from_fen(&format!("{placement} {side} - - 0 1"), variant) else {
        return (None, String::new());
    };
    for _ in 0..plies {
        let Some(mv) = biased_move(rng, &pos) else {
            return (None, String::new());
        };
        pos = pos.play(&mv);
    }
    (
        Some(pos),
        format!("sparse random position plus {plies} random plies"),
    )
}
