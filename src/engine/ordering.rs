//! Move ordering: the hash move first, then winning and equal captures and queen promotions
//! (most valuable victim, least valuable attacker, then capture history), killer moves, the
//! counter-move (the quiet move that last refuted the move just played), Castalia moves that
//! displace the enemy king, other Castalia tactics (`MoveClass`), quiet moves by their butterfly
//! and continuation histories (`history`), and losing captures last (the score bands are in
//! `tuning`). `MovePicker` hands a node's moves out in that order, scoring them only once the
//! hash move has failed to cut off. Also the static exchange evaluation (SEE) used to sort and
//! prune moves.

use super::eval::SEE_VALUE;
use super::tt::PackedMove;
use crate::rules::attacks::{
    bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
};
use crate::rules::movegen::MAX_MOVES;
use crate::rules::{
    BitBoard, Board, CastaliaEffects, Color, Move, MoveKind, PieceKind, Position, Square,
};
use arrayvec::ArrayVec;

use super::tuning::{
    CAPTURE_HISTORY_DIVISOR, ORDER_BAD_CAPTURE as BAD_CAPTURE, ORDER_CAPTURE_PROMOTION_BONUS,
    ORDER_CASTALIA_TACTIC as CASTALIA_TACTIC, ORDER_GIFT_PROMOTION as GIFT_PROMOTION,
    ORDER_GOOD_CAPTURE as GOOD_CAPTURE, ORDER_HASH_MOVE as HASH_MOVE, ORDER_KILLER as KILLER,
    ORDER_KING_DISPLACING as KING_DISPLACING, ORDER_QUIET_PROMOTION_BONUS,
    ORDER_UNDER_PROMOTION as UNDER_PROMOTION,
};

/// What a move does: to the material on the board, and for a Castalia move, to the enemy king's
/// surroundings. A Castalia move never captures, but its kidnap and repulse displace pieces, so
/// one that changes what stands around the enemy king or leaves an enemy piece en prise is a
/// tactic, not a quiet move: the search orders it early, does not prune or reduce it, and does
/// not prune the reply to it by the static evaluation alone (reverse futility, null move).
/// Whether a move gives check is known only once it is played (the search plays every Castalia
/// move before it prunes).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveClass {
    /// The kind captured, if any.
    pub victim: Option<PieceKind>,
    /// A promotion to a queen.
    pub queen_promotion: bool,
    /// A repulse that turns an enemy pawn into a queen.
    pub gives_queen: bool,
    /// A Castalia move that kidnaps or repulses the enemy king.
    pub displaces_king: bool,
    /// A Castalia move that displaces a piece next to the enemy king (takes one from beside it,
    /// drags or pushes one next to it, drags one of ours to where it attacks the king's
    /// squares) or stands the Castalia next to the enemy king (taking a flight square).
    pub near_king: bool,
    /// A Castalia move that drags or pushes an enemy piece onto a square where it can be taken
    /// for profit (attacked and undefended, or attacked by a cheaper piece).
    pub exposes_piece: bool,
}

impl MoveClass {
    /// A quiet move's class (nothing captured, promoted or displaced).
    pub const NONE: MoveClass = MoveClass {
        victim: None,
        queen_promotion: false,
        gives_queen: false,
        displaces_king: false,
        near_king: false,
        exposes_piece: false,
    };

    pub fn of(pos: &Position, mv: &Move) -> MoveClass {
        let board = pos.board();
        let them = pos.side_to_move().opposite();
        let mut class = MoveClass {
            queen_promotion: mv.promotion == Some(PieceKind::Queen),
            ..MoveClass::NONE
        };
        match mv.kind {
            MoveKind::Normal if board.color(them).has(mv.to) => {
                class.victim = board.kind_at(mv.to);
            }
            MoveKind::EnPassant => class.victim = Some(PieceKind::Pawn),
            MoveKind::Castalia(effects) => class.castalia(pos, mv, effects),
            _ => {}
        }
        class
    }

    /// Classifies a Castalia move by its kidnap and repulse (bitboard tests only).
    fn castalia(&mut self, pos: &Position, mv: &Move, effects: CastaliaEffects) {
        let board = pos.board();
        let us = pos.side_to_move();
        let them = us.opposite();
        let Some(king) = board.king(them) else {
            return;
        };
        let around = king_attacks(king);
        // The occupancy after the move, near enough: the Castalia stands on `to`, a kidnapped
        // piece on `from`, a repulsed one on its new square.
        let mut occupied = board.occupied() | BitBoard::from_square(mv.to);
        if let Some(k) = effects.kidnap_from {
            occupied ^= BitBoard::from_square(k);
        } else {
            occupied ^= BitBoard::from_square(mv.from);
        }
        if let Some(r) = effects.repulse {
            occupied ^= BitBoard::from_square(r.from) | BitBoard::from_square(r.to);
        }
        self.near_king = around.has(mv.to);
        if let Some(k) = effects.kidnap_from {
            if k == king {
                self.displaces_king = true;
            } else {
                self.near_king |= around.has(k) || around.has(mv.from);
                if let Some(piece) = board.piece_at(k) {
                    if piece.color == us {
                        // One of ours dragged to `from`: does it now hit the king's squares?
                        let zone = around | BitBoard::from_square(king);
                        self.near_king |= attacks_from(piece.kind, us, mv.from, occupied) & zone
                            != BitBoard::EMPTY;
                    } else {
                        self.exposes_piece |= is_exposed(board, piece.kind, mv.from, us, occupied);
                    }
                }
            }
        }
        if let Some(r) = effects.repulse {
            self.gives_queen = r.promotes;
            if r.from == king {
                self.displaces_king = true;
            } else {
                self.near_king |= around.has(r.from) || around.has(r.to);
                if let Some(kind) = board.kind_at(r.from) {
                    let kind = if r.promotes { PieceKind::Queen } else { kind };
                    self.exposes_piece |= is_exposed(board, kind, r.to, us, occupied);
                }
            }
        }
    }

    /// Captures, queen promotions and material-changing Castalia moves.
    pub fn is_noisy(&self) -> bool {
        self.victim.is_some() || self.queen_promotion || self.gives_queen
    }

    /// A Castalia move that is not quiet: it displaces the enemy king, displaces a piece next
    /// to it, or exposes an enemy piece.
    pub fn is_castalia_tactic(&self) -> bool {
        self.displaces_king || self.near_king || self.exposes_piece
    }

    /// A Castalia move that changes the enemy king's surroundings (it may set up a mate).
    pub fn threatens_king(&self) -> bool {
        self.displaces_king || self.near_king
    }
}

/// The squares a piece of `kind` and `color` on `sq` attacks.
fn attacks_from(kind: PieceKind, color: Color, sq: Square, occupied: BitBoard) -> BitBoard {
    match kind {
        PieceKind::Pawn => pawn_attacks(color, sq),
        PieceKind::Knight => knight_attacks(sq),
        PieceKind::Bishop => bishop_attacks(sq, occupied),
        PieceKind::Rook => rook_attacks(sq, occupied),
        PieceKind::Queen => queen_attacks(sq, occupied),
        PieceKind::King => king_attacks(sq),
        PieceKind::Castalia => BitBoard::EMPTY,
    }
}

/// Whether an enemy `kind` displaced to `sq` can be taken there by `us` for profit: attacked
/// by a cheaper piece, or attacked and undefended (attackers as they stood before the move).
fn is_exposed(board: &Board, kind: PieceKind, sq: Square, us: Color, occupied: BitBoard) -> bool {
    if kind == PieceKind::King {
        return false;
    }
    let attackers = board.attackers(sq, us, occupied) & occupied;
    let Some((cheapest, _)) = least_valuable(board, attackers) else {
        return false;
    };
    SEE_VALUE[cheapest.index()] < SEE_VALUE[kind.index()]
        || (board.attackers(sq, us.opposite(), occupied) & occupied).is_empty()
}

/// Whether `mv` might give check; false only when it certainly does not. Exact for ordinary
/// moves and pawn double steps whose from-square lies on no line from the enemy king (nothing
/// can be uncovered); every other move (castling, en passant, Castalia moves) counts as maybe.
/// Lets the search skip late quiet moves without playing them.
pub fn may_give_check(pos: &Position, mv: &Move) -> bool {
    if !matches!(mv.kind, MoveKind::Normal | MoveKind::DoubleStep) {
        return true;
    }
    let board = pos.board();
    let us = pos.side_to_move();
    let Some(king) = board.king(us.opposite()) else {
        return true;
    };
    if queen_attacks(king, BitBoard::EMPTY).has(mv.from) {
        return true;
    }
    let occupied = board.occupied() ^ BitBoard::from_square(mv.from) | BitBoard::from_square(mv.to);
    let attacks = match mv.promotion.or(board.kind_at(mv.from)) {
        Some(PieceKind::Pawn) => pawn_attacks(us, mv.to),
        Some(PieceKind::Knight) => knight_attacks(mv.to),
        Some(PieceKind::Bishop) => bishop_attacks(mv.to, occupied),
        Some(PieceKind::Rook) => rook_attacks(mv.to, occupied),
        Some(PieceKind::Queen) => queen_attacks(mv.to, occupied),
        Some(PieceKind::King | PieceKind::Castalia) => BitBoard::EMPTY,
        None => return true,
    };
    attacks.has(king)
}

/// Static exchange evaluation of a capture (or any move) on `mv.to`: the material the mover
/// expects to win if both sides recapture with their least valuable attacker while it pays.
/// The Castalia attacks nothing, so it never joins an exchange.
pub fn see(pos: &Position, mv: &Move) -> i32 {
    let board = pos.board();
    let to = mv.to;
    let Some(mut attacker_kind) = board.kind_at(mv.from) else {
        return 0;
    };
    let mut gain = [0i32; 40];
    let victim = match mv.kind {
        MoveKind::EnPassant => PieceKind::Pawn,
        MoveKind::Castalia(_) => return 0,
        _ => match board.kind_at(to) {
            Some(k) if board.color(pos.side_to_move().opposite()).has(to) => k,
            _ => return quiet_see(pos, mv, attacker_kind),
        },
    };
    gain[0] = SEE_VALUE[victim.index()];
    if let Some(p) = mv.promotion {
        gain[0] += SEE_VALUE[p.index()] - SEE_VALUE[0];
        attacker_kind = p;
    }
    let mut occupied = board.occupied() ^ BitBoard::from_square(mv.from);
    if mv.kind == MoveKind::EnPassant {
        occupied ^= BitBoard::from_square(crate::rules::Square::new(to.file(), mv.from.rank()));
    }
    exchange(pos, to, occupied, attacker_kind, &mut gain)
}

/// SEE of a quiet move: zero, or minus the mover's value if the square is lost for it.
fn quiet_see(pos: &Position, mv: &Move, mover: PieceKind) -> i32 {
    let mut gain = [0i32; 40];
    let occupied = pos.board().occupied() ^ BitBoard::from_square(mv.from);
    exchange(pos, mv.to, occupied, mover, &mut gain)
}

fn exchange(
    pos: &Position,
    to: crate::rules::Square,
    mut occupied: BitBoard,
    mut on_square: PieceKind,
    gain: &mut [i32; 40],
) -> i32 {
    let board = pos.board();
    let mut side = pos.side_to_move().opposite();
    let mut depth = 0;
    loop {
        let attackers = board.attackers(to, side, occupied) & occupied;
        let Some((kind, from)) = least_valuable(board, attackers) else {
            break;
        };
        depth += 1;
        if depth >= gain.len() {
            break;
        }
        gain[depth] = SEE_VALUE[on_square.index()] - gain[depth - 1];
        if gain[depth].max(-gain[depth - 1]) < 0 {
            break;
        }
        // A king may not capture into a defended square.
        if kind == PieceKind::King {
            let defenders = board.attackers(to, side.opposite(), occupied ^ from) & occupied;
            if defenders.is_nonempty() {
                depth -= 1;
                break;
            }
        }
        // Attackers are recomputed with the new occupancy, so sliders behind (x-rays) join.
        occupied ^= BitBoard::from_square(from);
        on_square = kind;
        side = side.opposite();
    }
    while depth > 0 {
        gain[depth - 1] = -((-gain[depth - 1]).max(gain[depth]));
        depth -= 1;
    }
    gain[0]
}

fn least_valuable(
    board: &crate::rules::Board,
    attackers: BitBoard,
) -> Option<(PieceKind, crate::rules::Square)> {
    for kind in [
        PieceKind::Pawn,
        PieceKind::Knight,
        PieceKind::Bishop,
        PieceKind::Rook,
        PieceKind::Queen,
        PieceKind::King,
    ] {
        if let Some(sq) = (attackers & board.kind(kind)).first() {
            return Some((kind, sq));
        }
    }
    None
}

/// The ordering score of a move (higher first), given its class. The hash move is put first
/// by `MovePicker`, above every score here.
pub fn score_move(
    pos: &Position,
    mv: &Move,
    class: &MoveClass,
    killers: &[Option<Move>; 3],
    history: impl Fn(&Move, Option<PieceKind>) -> i32,
) -> i32 {
    if let Some(victim) = class.victim {
        let attacker = pos.board().kind_at(mv.from).unwrap_or(PieceKind::Pawn);
        let mvv_lva = SEE_VALUE[victim.index()] * 8 - SEE_VALUE[attacker.index()].min(1000) / 8
            + history(mv, Some(victim)) / CAPTURE_HISTORY_DIVISOR;
        return if see(pos, mv) >= 0 {
            GOOD_CAPTURE
                + mvv_lva
                + if class.queen_promotion {
                    ORDER_CAPTURE_PROMOTION_BONUS
                } else {
                    0
                }
        } else {
            BAD_CAPTURE + mvv_lva
        };
    }
    if class.queen_promotion {
        return GOOD_CAPTURE + ORDER_QUIET_PROMOTION_BONUS;
    }
    if mv.promotion.is_some() {
        return UNDER_PROMOTION;
    }
    if class.gives_queen {
        return GIFT_PROMOTION;
    }
    if let Some(at) = killers.iter().position(|k| *k == Some(*mv)) {
        return KILLER[at];
    }
    if class.displaces_king {
        return KING_DISPLACING;
    }
    if class.is_castalia_tactic() {
        return CASTALIA_TACTIC;
    }
    history(mv, None)
}

/// A legal move as the search loop takes it: with its class and ordering score.
#[derive(Copy, Clone, Debug)]
pub struct Candidate {
    pub mv: Move,
    pub class: MoveClass,
    pub score: i32,
}

/// Picks made one at a time (by selection) before the rest is sorted.
const SORT_FROM: usize = 3;

/// Hands out a node's moves best first. The hash move comes first, before the other moves are
/// classified and scored: when it cuts off (the common case) no ordering work is done at all,
/// and when it does not, the rest are scored with the histories its search has just taught.
/// Then a few picks by selection (a cut-off often comes early) and one sort of the rest.
pub struct MovePicker {
    list: ArrayVec<Candidate, MAX_MOVES>,
    /// The next move to hand out.
    next: usize,
    /// Whether the hash move stands first (scored, ahead of the rest, which are scored when
    /// the move after it is asked for).
    hash_first: bool,
}

impl MovePicker {
    /// The legal moves of `pos`. Not inlined: the generator's own move list then lives in this
    /// call's frame, not in the (recursive) search's.
    #[inline(never)]
    pub fn legal(pos: &Position, hash_move: PackedMove) -> MovePicker {
        MovePicker::new(pos, &pos.legal_moves(), hash_move)
    }

    pub fn new(pos: &Position, moves: &[Move], hash_move: PackedMove) -> MovePicker {
        let mut list: ArrayVec<Candidate, MAX_MOVES> = moves
            .iter()
            .map(|&mv| Candidate {
                mv,
                class: MoveClass::NONE,
                score: 0,
            })
            .collect();
        let mut hash_first = false;
        if let Some(at) = list.iter().position(|c| hash_move.matches(&c.mv)) {
            list.swap(0, at);
            list[0].class = MoveClass::of(pos, &list[0].mv);
            list[0].score = HASH_MOVE;
            hash_first = true;
        }
        MovePicker {
            list,
            next: 0,
            hash_first,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// The next move, best first; the moves not yet scored are scored (with `killers` and
    /// `history`, as in `score_move`) the first time one of them is needed.
    pub fn next(
        &mut self,
        pos: &Position,
        killers: &[Option<Move>; 3],
        history: impl Fn(&Move, Option<PieceKind>) -> i32,
    ) -> Option<Candidate> {
        let index = self.next;
        if index >= self.list.len() {
            return None;
        }
        self.next += 1;
        if index == 0 && self.hash_first {
            return Some(self.list[0]);
        }
        // The first move after the hash move (or the very first, without one): score them all.
        if index == usize::from(self.hash_first) {
            for c in &mut self.list[index..] {
                c.class = MoveClass::of(pos, &c.mv);
                c.score = score_move(pos, &c.mv, &c.class, killers, &history);
            }
        }
        if index == SORT_FROM {
            // Past the first few picks a cut-off is unlikely: sort the rest once, by score,
            // ties kept in their order (an insertion sort: stable, in place, and quick on the
            // few dozen moves of a node).
            let rest = &mut self.list[index..];
            for i in 1..rest.len() {
                let mut j = i;
                while j > 0 && rest[j - 1].score < rest[j].score {
                    rest.swap(j - 1, j);
                    j -= 1;
                }
            }
        } else if index < SORT_FROM {
            let mut best = index;
            for i in index + 1..self.list.len() {
                if self.list[i].score > self.list[best].score {
                    best = i;
                }
            }
            self.list.swap(index, best);
        }
        Some(self.list[index])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    fn see_of(fen: &str, uci: &str) -> i32 {
        let pos = Position::from_fen(fen, Variant::Castalia).unwrap_or_else(|e| panic!("{e}"));
        let mv = pos.parse_uci(uci).unwrap_or_else(|e| panic!("{e}"));
        see(&pos, &mv)
    }

    #[test]
    fn exchanges() {
        // Pawn takes an undefended knight.
        assert_eq!(see_of("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"), 320);
        // Queen takes a pawn defended by a pawn: loses the queen for a pawn.
        assert_eq!(
            see_of("4k3/8/2p5/3p4/8/8/3Q4/4K3 w - - 0 1", "d2d5"),
            100 - 950
        );
        // Rook takes a rook defended by a rook, backed by a rook behind it (x-ray).
        assert_eq!(see_of("3r2k1/3r4/8/8/8/8/3R4/3R2K1 w - - 0 1", "d2d7"), 500);
    }

    #[test]
    fn the_picker_hands_out_every_move_once_hash_move_first_then_best_first() {
        let pos = Position::from_fen(
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            Variant::Standard,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let legal = pos.legal_moves();
        let hash = legal[legal.len() / 2];
        let mut picker = MovePicker::new(&pos, &legal, PackedMove::new(&hash));
        let picked: Vec<Candidate> =
            std::iter::from_fn(|| picker.next(&pos, &[None; 3], |_, _| 0)).collect();
        assert_eq!(picked.len(), legal.len());
        assert_eq!(picked[0].mv, hash);
        for mv in legal.iter() {
            assert_eq!(picked.iter().filter(|c| c.mv == *mv).count(), 1, "{mv}");
        }
        for pair in picked[1..].windows(2) {
            assert!(pair[0].score >= pair[1].score, "{pair:?}");
        }
        for c in &picked {
            assert_eq!(c.class, MoveClass::of(&pos, &c.mv), "{}", c.mv);
        }
        // Kiwipete's captures come before its quiet moves.
        assert!(picked[1].class.victim.is_some());
    }

    #[test]
    fn a_move_said_to_give_no_check_gives_none() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let mut checks_seen = 0;
        let mut certain = 0;
        for variant in [Variant::Castalia, Variant::Standard] {
            for _ in 0..40 {
                let mut pos = Position::start(variant);
                for _ in 0..60 {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    for mv in moves.iter() {
                        let checks = pos.play(mv).is_check();
                        checks_seen += usize::from(checks);
                        if !may_give_check(&pos, mv) {
                            certain += 1;
                            assert!(!checks, "{mv} gives check in {}", pos.fen());
                        }
                    }
                    pos = pos.play(&moves[rng.gen_range(0..moves.len())]);
                }
            }
        }
        assert!(
            checks_seen > 100 && certain > 10_000,
            "{checks_seen} {certain}"
        );
    }
}
