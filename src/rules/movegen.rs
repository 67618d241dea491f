//! Legal move generation.
//!
//! Orthodox pieces use check and pin masks, so their moves are legal as generated. A Castalia
//! move can drag any piece (kings included) and push an enemy piece, so each one is tried on a
//! copy of the board and kept when the mover's king is then not attacked. En passant, rare and
//! full of discovered-check traps, is checked the same way.

use super::attacks::{
    between, bishop_attacks, king_attacks, knight_attacks, line, pawn_attacks, rook_attacks,
};
use super::bitboard::BitBoard;
use super::moves::{CastaliaEffects, Move, MoveKind, Repulse};
use super::position::{CastleSide, Position};
use super::types::{Direction, PieceKind, Square};
use arrayvec::ArrayVec;

/// Room for every legal move of any position with at most 16 pieces a side.
pub const MAX_MOVES: usize = 512;

/// A list of moves that does not allocate.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

const PROMOTIONS: [PieceKind; 5] = [
    PieceKind::Queen,
    PieceKind::Rook,
    PieceKind::Bishop,
    PieceKind::Knight,
    PieceKind::Castalia,
];

impl Position {
    /// Every legal move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate_moves(&mut list);
        list
    }

    /// Whether the side to move has any legal move.
    pub fn has_legal_move(&self) -> bool {
        // A king step is the usual witness and the cheapest to find; else generate them all
        // (positions without moves are rare).
        let has_king_step = self.board.king(self.side).is_some_and(|king| {
            let landing = !self.board.color(self.side);
            self.king_steps(king, landing).next().is_some()
        });
        has_king_step || !self.legal_moves().is_empty()
    }

    /// The squares of `landing` the king can step to without standing in check.
    fn king_steps(&self, king: Square, landing: BitBoard) -> impl Iterator<Item = Square> + '_ {
        let them = self.side.opposite();
        let occupied = self.board.occupied() ^ king;
        (king_attacks(king) & landing)
            .filter(move |&to| self.board.attackers(to, them, occupied).is_empty())
    }

    /// The legal moves that can change the material or the enemy king's surroundings by
    /// themselves: captures (en passant too), promotions, and every Castalia move (its kidnap
    /// and repulse decide whether it matters: the caller classifies them). Quiescence search
    /// needs no other moves when the side to move is not in check; in check, every legal move
    /// is returned, as by `legal_moves`.
    pub fn noisy_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(&mut list, true);
        list
    }

    /// Appends every legal move to `list`.
    pub fn generate_moves(&self, list: &mut MoveList) {
        self.generate(list, false);
    }

    /// Appends the legal moves to `list`: all of them, or with `noisy` the ones `noisy_moves`
    /// describes (out of check: no castling, no quiet pawn step but a promotion, no quiet step
    /// of an orthodox piece).
    fn generate(&self, list: &mut MoveList, noisy: bool) {
        let us = self.side;
        let them = us.opposite();
        let board = &self.board;
        let ours = board.color(us);
        let occupied = board.occupied();
        let Some(king) = board.king(us) else {
            return;
        };
        let checkers = board.attackers(king, them, occupied);
        // In check every legal move counts as noisy.
        let noisy_only = noisy && checkers.is_empty();
        // The squares a move may end on: any but our own, or only the enemy's.
        let landing = if noisy_only { board.color(them) } else { !ours };

        for to in self.king_steps(king, landing) {
            list.push(normal(king, to));
        }
        if self.variant.has_castalia() {
            for from in board.pieces(us, PieceKind::Castalia) {
                self.castalia_moves(from, list);
            }
        }
        if checkers.has_many() {
            return;
        }
        let target_mask = match checkers.first() {
            Some(checker) => between(king, checker) | checker,
            None => BitBoard::FULL,
        } & !ours;
        let pinned = self.pinned(king);
        let piece_mask = target_mask & landing;

        for from in board.pieces(us, PieceKind::Knight) & !pinned {
            for to in knight_attacks(from) & piece_mask {
                list.push(normal(from, to));
            }
        }
        let queens = board.pieces(us, PieceKind::Queen);
        for from in board.pieces(us, PieceKind::Bishop) | queens {
            let mut targets = bishop_attacks(from, occupied) & piece_mask;
            if pinned.has(from) {
                targets &= line(king, from);
            }
            for to in targets {
                list.push(normal(from, to));
            }
        }
        for from in board.pieces(us, PieceKind::Rook) | queens {
            let mut targets = rook_attacks(from, occupied) & piece_mask;
            if pinned.has(from) {
                targets &= line(king, from);
            }
            for to in targets {
                list.push(normal(from, to));
            }
        }
        self.pawn_moves(king, target_mask, pinned, noisy_only, list);
        if checkers.is_empty() && !noisy_only {
            self.castling_moves(king, list);
        }
    }

    /// Our pieces that stand alone between our king and an enemy slider.
    fn pinned(&self, king: Square) -> BitBoard {
        let us = self.side;
        let board = &self.board;
        let them = board.color(us.opposite());
        let queens = board.kind(PieceKind::Queen);
        let snipers = them
            & ((bishop_attacks(king, BitBoard::EMPTY) & (board.kind(PieceKind::Bishop) | queens))
                | (rook_attacks(king, BitBoard::EMPTY) & (board.kind(PieceKind::Rook) | queens)));
        let occupied = board.occupied();
        let mut pinned = BitBoard::EMPTY;
        for sniper in snipers {
            let blockers = between(king, sniper) & occupied;
            if !blockers.has_many() {
                pinned |= blockers & board.color(us);
            }
        }
        pinned
    }

    fn pawn_moves(
        &self,
        king: Square,
        target_mask: BitBoard,
        pinned: BitBoard,
        noisy_only: bool,
        list: &mut MoveList,
    ) {
        let us = self.side;
        let board = &self.board;
        let occupied = board.occupied();
        let theirs = board.color(us.opposite());
        let forward = us.forward();
        for from in board.pieces(us, PieceKind::Pawn) {
            let allowed = if pinned.has(from) {
                target_mask & line(king, from)
            } else {
                target_mask
            };
            if let Some(one) = from.offset(0, forward) {
                if !occupied.has(one) {
                    let promotes = one.rank() == us.promotion_rank();
                    if allowed.has(one) && (promotes || !noisy_only) {
                        self.push_pawn_move(from, one, list);
                    }
                    if from.rank() == us.second_rank() && !noisy_only {
                        if let Some(two) = one.offset(0, forward) {
                            if !occupied.has(two) && allowed.has(two) {
                                list.push(Move {
                                    from,
                                    to: two,
                                    promotion: None,
                                    kind: MoveKind::DoubleStep,
                                });
                            }
                        }
                    }
                }
            }
            let attacks = pawn_attacks(us, from);
            for to in attacks & theirs & allowed {
                self.push_pawn_move(from, to, list);
            }
            if let Some(ep) = self.en_passant {
                if attacks.has(ep) {
                    let mv = Move {
                        from,
                        to: ep,
                        promotion: None,
                        kind: MoveKind::EnPassant,
                    };
                    if self.en_passant_is_legal(&mv) {
                        list.push(mv);
                    }
                }
            }
        }
    }

    fn push_pawn_move(&self, from: Square, to: Square, list: &mut MoveList) {
        if to.rank() == self.side.promotion_rank() {
            let kinds = if self.variant.has_castalia() {
                &PROMOTIONS[..]
            } else {
                &PROMOTIONS[..4]
            };
            for &kind in kinds {
                list.push(Move {
                    from,
                    to,
                    promotion: Some(kind),
                    kind: MoveKind::Normal,
                });
            }
        } else {
            list.push(normal(from, to));
        }
    }

    fn en_passant_is_legal(&self, mv: &Move) -> bool {
        let us = self.side;
        let them = us.opposite();
        // The capturing pawn needs an enemy pawn beside it, just passed (a FEN may lie).
        let victim = Square::new(mv.to.file(), mv.from.rank());
        if !self.board.pieces(them, PieceKind::Pawn).has(victim) {
            return false;
        }
        let after = self.play(mv);
        match after.board.king(us) {
            Some(k) => !after.board.is_attacked(k, them),
            None => false,
        }
    }

    /// Whether the side to move can capture en passant right now.
    pub fn has_legal_en_passant(&self) -> bool {
        let Some(ep) = self.en_passant else {
            return false;
        };
        let us = self.side;
        let mut capturers =
            pawn_attacks(us.opposite(), ep) & self.board.pieces(us, PieceKind::Pawn);
        capturers.any(|from| {
            self.en_passant_is_legal(&Move {
                from,
                to: ep,
                promotion: None,
                kind: MoveKind::EnPassant,
            })
        })
    }

    fn castling_moves(&self, king: Square, list: &mut MoveList) {
        let us = self.side;
        let them = us.opposite();
        let occupied = self.board.occupied();
        let rank = us.first_rank();
        for side in CastleSide::ALL {
            if !self.castling.has(us, side) {
                continue;
            }
            let rook = Square::new(side.rook_file(), rank);
            let to = Square::new(side.king_to_file(), rank);
            if (between(king, rook) & occupied).is_nonempty() {
                continue;
            }
            let mut passes = between(king, to) | to;
            if passes.all(|sq| self.board.attackers(sq, them, occupied).is_empty()) {
                list.push(Move {
                    from: king,
                    to,
                    promotion: None,
                    kind: MoveKind::Castle,
                });
            }
        }
    }

    /// Every legal move of the Castalia on `from`.
    fn castalia_moves(&self, from: Square, list: &mut MoveList) {
        let occupied = self.board.occupied();
        for dir in Direction::ALL {
            let behind = super::attacks::first_blocker(from, dir.opposite(), occupied);
            let mut to = from.step(dir);
            let mut distance = 1;
            while let Some(t) = to {
                if occupied.has(t) {
                    break;
                }
                let effects = self.castalia_effects_behind(from, t, dir, distance, behind);
                if self.castalia_move_is_legal(from, t, &effects) {
                    list.push(Move {
                        from,
                        to: t,
                        promotion: None,
                        kind: MoveKind::Castalia(effects),
                    });
                }
                to = t.step(dir);
                distance += 1;
            }
        }
    }

    /// What a Castalia moving `from` -> `to` would kidnap and repulse (whether or not the move
    /// is legal); `None` when `to` is not on a line with `from`.
    pub fn castalia_effects(&self, from: Square, to: Square) -> Option<CastaliaEffects> {
        let dir = Direction::between(from, to)?;
        let behind = super::attacks::first_blocker(from, dir.opposite(), self.board.occupied());
        let distance = from.distance(to);
        Some(self.castalia_effects_behind(from, to, dir, distance, behind))
    }

    /// `castalia_effects` along `dir`, `distance` squares, with `behind` the first piece behind
    /// the Castalia: the kidnap (if the rule set allows it at that distance) and the repulse.
    #[inline]
    fn castalia_effects_behind(
        &self,
        from: Square,
        to: Square,
        dir: Direction,
        distance: usize,
        behind: Option<Square>,
    ) -> CastaliaEffects {
        let kidnap_from = behind.filter(|_| self.variant.castalia_kidnaps(distance));
        CastaliaEffects {
            kidnap_from,
            repulse: self.repulse(from, to, dir, kidnap_from),
        }
    }

    /// Where the enemy piece beyond `to` is pushed by a Castalia moving `from` -> `to` along
    /// `dir` (with a kidnap from `kidnap_from`), if it moves at all.
    pub(crate) fn repulse(
        &self,
        from: Square,
        to: Square,
        dir: Direction,
        kidnap_from: Option<Square>,
    ) -> Option<Repulse> {
        let target = to.step(dir)?;
        let victim = self.board.piece_at(target)?;
        if victim.color == self.side {
            return None;
        }
        let mut occupied = self.board.occupied() ^ from ^ to;
        if let Some(k) = kidnap_from {
            occupied ^= BitBoard::from_square(k) | from;
        }
        let is_pawn = victim.kind == PieceKind::Pawn;
        let mut dest = target;
        let mut next = target.step(dir);
        while let Some(sq) = next {
            if occupied.has(sq) || (is_pawn && sq.rank() == victim.color.first_rank()) {
                break;
            }
            dest = sq;
            next = sq.step(dir);
        }
        (dest != target).then(|| Repulse {
            from: target,
            to: dest,
            promotes: is_pawn && dest.rank() == victim.color.promotion_rank(),
        })
    }

    fn castalia_move_is_legal(&self, from: Square, to: Square, effects: &CastaliaEffects) -> bool {
        let mut board = self.board;
        board.apply_castalia(self.side, from, to, effects);
        match board.king(self.side) {
            Some(k) => board
                .attackers(k, self.side.opposite(), board.occupied())
                .is_empty(),
            None => false,
        }
    }
}

#[inline]
fn normal(from: Square, to: Square) -> Move {
    Move {
        from,
        to,
        promotion: None,
        kind: MoveKind::Normal,
    }
}
