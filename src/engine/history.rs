//! The histories that order moves and scale the reductions of quiet ones:
//!
//! - the butterfly history, by side and the move's from and to squares;
//! - two continuation histories, by the piece and destination of the move one ply and two
//!   plies before (the opponent's last move, and our own) and the piece and destination of the
//!   move now: "after that move, this one tends to refute it" (the counter-move generalised);
//! - the counter-move of each move: the quiet move that last refuted it;
//! - the capture history, by the capturing piece, its destination and the victim, which orders
//!   captures within their SEE band.
//!
//! All are learnt during one search: a move that cuts off gains, the moves of its kind (quiet
//! or capture) tried before it lose, and so do the captures tried before a quiet one; each by
//! a bonus that grows with the depth and shrinks as the entry nears `HISTORY_MAX` (so entries
//! stay within +-`HISTORY_MAX`).

use super::tuning::{HISTORY_BONUS_DEPTH_CAP, HISTORY_BONUS_SCALE, HISTORY_MAX};
use crate::rules::{Move, PieceKind, Position};
use arrayvec::ArrayVec;

const KINDS: usize = PieceKind::ALL.len();
/// Entries of a table indexed by a piece and a destination square, for one side.
const PIECE_TO: usize = KINDS * 64;

/// A move as the continuation histories see it: the side that made it, its piece and its
/// destination.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PieceTo(u16);

impl PieceTo {
    /// The move `mv` about to be played in `pos`.
    pub fn of(pos: &Position, mv: &Move) -> PieceTo {
        let kind = pos.board().kind_at(mv.from).unwrap_or(PieceKind::Pawn);
        let side = pos.side_to_move().index();
        PieceTo((side * PIECE_TO + kind.index() * 64 + mv.to.index()) as u16)
    }

    fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// The moves before the current node that its quiet moves are judged against: the move one
/// ply before (the opponent's), then the one two plies before (ours); `None` at the root, after
/// a null move, or before the start of the search.
pub type Followed = [Option<PieceTo>; 2];

/// The history tables of one engine.
pub struct Histories {
    /// `[side][from][to]`.
    butterfly: Box<[[[i32; 64]; 64]; 2]>,
    /// For each of the two plies back: `[earlier move's PieceTo][this move's PieceTo]`, flat.
    continuation: [Vec<i32>; 2],
    /// `[from][to]` of the move just played: its counter-move.
    counters: Box<[[Option<Move>; 64]; 64]>,
    /// `[capturing PieceTo][victim]`, flat.
    captures: Vec<i32>,
}

impl Default for Histories {
    fn default() -> Self {
        let table = || vec![0; 2 * PIECE_TO * 2 * PIECE_TO];
        Histories {
            butterfly: Box::new([[[0; 64]; 64]; 2]),
            continuation: [table(), table()],
            counters: Box::new([[None; 64]; 64]),
            captures: vec![0; 2 * PIECE_TO * KINDS],
        }
    }
}

impl Histories {
    /// Forgets everything.
    pub fn clear(&mut self) {
        for side in self.butterfly.iter_mut() {
            for row in side.iter_mut() {
                row.fill(0);
            }
        }
        for table in self.continuation.iter_mut() {
            table.fill(0);
        }
        self.counters.iter_mut().for_each(|row| row.fill(None));
        self.captures.fill(0);
    }

    /// The history of the capture `mv` (made by `moved`) of a `victim`, within +-`HISTORY_MAX`.
    pub fn capture_score(&self, moved: PieceTo, victim: PieceKind) -> i32 {
        self.captures[moved.index() * KINDS + victim.index()]
    }

    /// The ordering score of the quiet move `mv` (made by `moved`) after `followed`: the sum of
    /// its butterfly and continuation histories, within +-3 `HISTORY_MAX`.
    pub fn quiet_score(&self, side: usize, mv: &Move, moved: PieceTo, followed: &Followed) -> i32 {
        let mut score = self.butterfly[side][mv.from.index()][mv.to.index()];
        for (table, earlier) in self.continuation.iter().zip(followed) {
            if let Some(earlier) = earlier {
                score += table[earlier.index() * 2 * PIECE_TO + moved.index()];
            }
        }
        score
    }

    /// The counter-move of `previous` (the move that led to the current node), if any.
    pub fn counter(&self, previous: Option<Move>) -> Option<Move> {
        previous.and_then(|p| self.counters[p.from.index()][p.to.index()])
    }

    /// The quiet move `best` cut off at `depth` after `previous` (with `followed`): it gains,
    /// becomes `previous`'s counter-move, and the quiet moves and captures tried before it lose.
    pub fn reward_quiet(
        &mut self,
        pos: &Position,
        best: &Move,
        tried: &Tried,
        depth: i32,
        previous: Option<Move>,
        followed: &Followed,
    ) {
        if let Some(p) = previous {
            self.counters[p.from.index()][p.to.index()] = Some(*best);
        }
        let bonus = bonus(depth);
        let side = pos.side_to_move().index();
        self.update(side, best, PieceTo::of(pos, best), followed, bonus);
        for m in &tried.quiets {
            self.update(side, m, PieceTo::of(pos, m), followed, -bonus);
        }
        self.punish_captures(pos, &tried.captures, bonus);
    }

    /// The capture `best` of a `victim` cut off at `depth`: it gains, and the captures tried
    /// before it lose.
    pub fn reward_capture(
        &mut self,
        pos: &Position,
        best: &Move,
        victim: PieceKind,
        tried: &Tried,
        depth: i32,
    ) {
        let bonus = bonus(depth);
        let at = PieceTo::of(pos, best).index() * KINDS + victim.index();
        gravity(&mut self.captures[at], bonus);
        self.punish_captures(pos, &tried.captures, bonus);
    }

    fn punish_captures(&mut self, pos: &Position, captures: &[(Move, PieceKind)], bonus: i32) {
        for (m, victim) in captures {
            let at = PieceTo::of(pos, m).index() * KINDS + victim.index();
            gravity(&mut self.captures[at], -bonus);
        }
    }

    fn update(&mut self, side: usize, mv: &Move, moved: PieceTo, followed: &Followed, delta: i32) {
        gravity(
            &mut self.butterfly[side][mv.from.index()][mv.to.index()],
            delta,
        );
        for (table, earlier) in self.continuation.iter_mut().zip(followed) {
            if let Some(earlier) = earlier {
                gravity(
                    &mut table[earlier.index() * 2 * PIECE_TO + moved.index()],
                    delta,
                );
            }
        }
    }
}

/// The moves a node tried before the one that cut off: quiet moves, and captures with their
/// victims.
#[derive(Default)]
pub struct Tried {
    pub quiets: ArrayVec<Move, 64>,
    pub captures: ArrayVec<(Move, PieceKind), 32>,
}

/// The bonus of a cut-off at `depth`.
fn bonus(depth: i32) -> i32 {
    (depth * depth).min(HISTORY_BONUS_DEPTH_CAP) * HISTORY_BONUS_SCALE
}

/// Moves a history entry by `delta`, less the more it already leans that way.
fn gravity(entry: &mut i32, delta: i32) {
    *entry += delta - *entry * delta.abs() / HISTORY_MAX;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    fn position(fen: &str) -> Position {
        Position::from_fen(fen, Variant::Standard).unwrap_or_else(|e| panic!("{e}"))
    }

    fn mv(pos: &Position, uci: &str) -> Move {
        pos.parse_uci(uci)
            .unwrap_or_else(|e| panic!("{uci}: {e:?}"))
    }

    #[test]
    fn a_cut_off_raises_its_move_after_the_same_moves_only() {
        let before = position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        let e4 = PieceTo::of(&before, &mv(&before, "e2e4"));
        let d4 = PieceTo::of(&before, &mv(&before, "d2d4"));
        let pos = position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        let (best, tried) = (mv(&pos, "c7c5"), mv(&pos, "a7a6"));
        let mut quiets = Tried::default();
        quiets.quiets.push(tried);
        let side = pos.side_to_move().index();
        let score = |h: &Histories, m: &Move, followed: &Followed| {
            h.quiet_score(side, m, PieceTo::of(&pos, m), followed)
        };
        let mut h = Histories::default();
        h.reward_quiet(&pos, &best, &quiets, 6, None, &[Some(e4), None]);
        let after_e4 = score(&h, &best, &[Some(e4), None]);
        let after_d4 = score(&h, &best, &[Some(d4), None]);
        assert!(after_e4 > after_d4 && after_d4 > 0, "{after_e4} {after_d4}");
        assert!(score(&h, &tried, &[Some(e4), None]) < 0);
        // Repeated rewards saturate within the bound.
        for _ in 0..1000 {
            h.reward_quiet(&pos, &best, &quiets, 20, None, &[Some(e4), Some(d4)]);
        }
        let top = score(&h, &best, &[Some(e4), Some(d4)]);
        assert!(top > 2 * HISTORY_MAX && top <= 3 * HISTORY_MAX, "{top}");
        h.clear();
        assert_eq!(score(&h, &best, &[Some(e4), Some(d4)]), 0);
    }

    #[test]
    fn captures_that_cut_off_rise_and_those_tried_before_fall() {
        let pos = position("4k3/8/8/3q4/2P5/3R4/8/4K3 w - - 0 1");
        let (good, bad) = (mv(&pos, "c4d5"), mv(&pos, "d3d5"));
        let mut tried = Tried::default();
        tried.captures.push((bad, PieceKind::Queen));
        let mut h = Histories::default();
        h.reward_capture(&pos, &good, PieceKind::Queen, &tried, 5);
        assert!(h.capture_score(PieceTo::of(&pos, &good), PieceKind::Queen) > 0);
        assert!(h.capture_score(PieceTo::of(&pos, &bad), PieceKind::Queen) < 0);
        assert_eq!(
            h.capture_score(PieceTo::of(&pos, &good), PieceKind::Rook),
            0
        );
    }
}
