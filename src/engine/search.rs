//! The search: iterative deepening over a principal-variation search (PVS) with a transposition
//! table, aspiration windows, check extension, null-move pruning (not in check, not without
//! pieces: zugzwang), reverse futility and futility pruning (reading the table's bound where it
//! says more than the static evaluation), razoring, SEE pruning of losing captures and of quiet
//! moves that lose their piece, late-move pruning and reductions (less for a quiet move with a
//! good history), killer, counter-move, butterfly, continuation and capture history ordering
//! (`history`), a static evaluation corrected by what searches of the same pawn structure
//! found (`correction`), mate-distance scores, draws by repetition and the 50-move rule,
//! and a quiescence search (which reads and fills the table too) over captures, queen
//! promotions and the Castalia moves that change material (a repulse that promotes an enemy
//! pawn), displace the enemy king, or give check by changing its surroundings. Castalia moves
//! are classified by their kidnap and repulse (`ordering::MoveClass`): tactics are ordered
//! early, not pruned or reduced, the node after one that threatens the king is not cut by
//! its static evaluation alone, and the mover's next moves there are not pruned or reduced
//! either, nor is that node razored (they may be the quiet follow-up of the mate it set up).
//! The numbers are in `tuning`.
//!
//! Single-threaded and deterministic: with a depth or node limit, the same position, history and
//! limits give the same result on every run (each search starts from an empty table unless
//! `Engine::set_keep_hash(true)` is asked for, as the UCI front end and level 8 do).

use super::correction::CorrectionHistory;
use super::eval::{self, has_non_pawn_material, is_dead_draw};
use super::history::{Followed, Histories, PieceTo, Tried};
use super::limits::Limits;
use super::nnue::EvalStack;
use super::ordering::{may_give_check, score_move, see, Candidate, MoveClass, MovePicker};
use super::score::{Score, INFINITY, MATE, MATE_BOUND};
use super::tt::{Bound, PackedMove, TranspositionTable};
use super::tuning::*;
use crate::rules::movegen::MAX_MOVES;
use crate::rules::{Move, Position};
use arrayvec::ArrayVec;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::LazyLock;
use std::time::{Duration, Instant};

/// The deepest ply the search reaches (extensions included).
pub const MAX_PLY: usize = 120;
/// The deepest iteration of iterative deepening.
const MAX_DEPTH: u32 = 100;

/// One line of a MultiPV search: its score and principal variation (the line's move first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub score: Score,
    pub pv: Vec<Move>,
}

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play (`None` only when there is no legal move).
    pub best_move: Option<Move>,
    /// The score of `best_move` for the side to move.
    pub score: Score,
    /// The last completed iteration's depth (0 when none completed).
    pub depth: u32,
    pub nodes: u64,
    /// The principal variation, `best_move` first.
    pub pv: Vec<Move>,
    /// The best lines, best first (as many as `Limits::multipv` asks for, at most the number of
    /// legal moves); `lines[0]` is the principal variation.
    pub lines: Vec<Line>,
    /// The deepest ply reached.
    pub seldepth: u32,
    pub elapsed: Duration,
}

/// The engine: its transposition table and ordering tables. One engine searches one position
/// at a time; keep one per thread.
pub struct Engine {
    tt: TranspositionTable,
    histories: Box<Histories>,
    killers: Box<[[Option<Move>; 2]; MAX_PLY + 2]>,
    correction: CorrectionHistory,
    nnue: EvalStack,
    keep_hash: bool,
}

impl Engine {
    /// An engine with a transposition table of about `hash_mb` MiB.
    pub fn new(hash_mb: usize) -> Engine {
        crate::rules::attacks::init();
        LazyLock::force(&REDUCTIONS);
        Engine {
            tt: TranspositionTable::new(hash_mb),
            histories: Box::default(),
            killers: Box::new([[None; 2]; MAX_PLY + 2]),
            correction: CorrectionHistory::default(),
            nnue: EvalStack::new(MAX_PLY + 2),
            keep_hash: false,
        }
    }

    /// Whether positions with a Castalia are evaluated by the Castalia network averaged with
    /// the hand-written evaluation (the default) or by the hand-written evaluation alone (the
    /// UCI option `CastaliaNetwork`).
    pub fn set_castalia_network(&mut self, on: bool) {
        self.nnue.set_castalia_network(on);
    }

    /// Whether the table survives from one search to the next (stronger in a game, but then
    /// results depend on earlier searches). Off by default.
    pub fn set_keep_hash(&mut self, keep: bool) {
        self.keep_hash = keep;
    }

    /// Whether the table survives from one search to the next.
    pub fn keeps_hash(&self) -> bool {
        self.keep_hash
    }

    /// Resizes (and empties) the transposition table.
    pub fn set_hash_size(&mut self, hash_mb: usize) {
        self.tt = TranspositionTable::new(hash_mb);
    }

    /// Forgets everything learnt in earlier searches (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.reset_ordering();
    }

    fn reset_ordering(&mut self) {
        self.histories.clear();
        self.killers.fill([None; 2]);
        self.correction.clear();
    }

    /// Searches `pos` within `limits` until they or `stop` end the search. `history` holds the
    /// repetition keys (`Position::repetition_key`) of the game's earlier positions, oldest
    /// first, so that repetitions count as draws.
    pub fn search(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        stop: &AtomicBool,
    ) -> SearchResult {
        self.search_with_info(pos, history, limits, stop, &mut |_| {})
    }

    /// `search`, calling `info` after each completed iteration with the result so far.
    pub fn search_with_info(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        stop: &AtomicBool,
        info: &mut dyn FnMut(&SearchResult),
    ) -> SearchResult {
        if !self.keep_hash {
            self.tt.clear();
        }
        self.tt.new_search();
        self.reset_ordering();
        let budget = limits.budget(pos.side_to_move());
        let mut keys = Vec::with_capacity(history.len() + MAX_PLY + 2);
        keys.extend_from_slice(history);
        keys.push(pos.repetition_key());
        let mut searcher = Searcher {
            tt: &mut self.tt,
            histories: &mut self.histories,
            killers: &mut self.killers,
            correction: &mut self.correction,
            nnue: &mut self.nnue,
            played: [None; MAX_PLY + 2],
            stop,
            start: Instant::now(),
            hard: budget.hard,
            node_limit: limits.nodes,
            nodes: 0,
            aborted: false,
            keys,
            pv: vec![ArrayVec::new(); MAX_PLY + 2],
            seldepth: 0,
            root_moves: Vec::new(),
            partial: None,
            evals: [-INFINITY; MAX_PLY + 2],
            king_threatened: [false; MAX_PLY + 2],
        };
        searcher.iterate(pos, limits, budget.soft, info)
    }
}

/// Late-move reductions by depth and move number.
static REDUCTIONS: LazyLock<[[i32; 64]; 64]> = LazyLock::new(|| {
    let mut table = [[0; 64]; 64];
    for (depth, row) in table.iter_mut().enumerate().skip(1) {
        for (index, r) in row.iter_mut().enumerate().skip(1) {
            *r = (LMR_BASE + (depth as f64).ln() * (index as f64).ln() / LMR_DIVISOR) as i32;
        }
    }
    table
});

struct Searcher<'a> {
    tt: &'a mut TranspositionTable,
    histories: &'a mut Histories,
    killers: &'a mut [[Option<Move>; 2]; MAX_PLY + 2],
    correction: &'a mut CorrectionHistory,
    /// The networks' accumulators along the current path.
    nnue: &'a mut EvalStack,
    /// The move into each ply of the current path, and the same as the continuation histories
    /// see it (`None` at the root and after a null move).
    played: [Option<(Move, PieceTo)>; MAX_PLY + 2],
    stop: &'a AtomicBool,
    start: Instant,
    hard: Option<Duration>,
    node_limit: Option<u64>,
    nodes: u64,
    aborted: bool,
    /// Repetition keys of the game so far, then of the current search path.
    keys: Vec<u64>,
    /// Triangular principal-variation table.
    pv: Vec<ArrayVec<Move, { MAX_PLY + 2 }>>,
    seldepth: usize,
    root_moves: Vec<Move>,
    /// The best root move of an unfinished iteration, with its score and line.
    partial: Option<Line>,
    /// The static evaluation at each ply of the current path (`-INFINITY` when in check).
    evals: [i32; MAX_PLY + 2],
    /// Whether the move into each ply of the current path was a Castalia move that changed
    /// the surroundings of the king now to move: that node is not cut by its static
    /// evaluation alone (reverse futility, null move), which cannot see the mate it may set up.
    king_threatened: [bool; MAX_PLY + 2],
}

impl Searcher<'_> {
    /// The static evaluation of `pos`, `ply` plies from the root (`eval::evaluate`, with the
    /// network's accumulators kept along the path).
    #[inline]
    fn evaluate(&mut self, pos: &Position, ply: usize) -> i32 {
        if is_dead_draw(pos.board()) {
            return 0;
        }
        let network = self.nnue.evaluate(pos, ply);
        eval::with_network(pos, network)
    }

    /// The static evaluation of `pos` (`evaluate`) and the same plus the correction history's
    /// correction for its pawn structure (a dead draw stays 0).
    #[inline]
    fn corrected_evaluation(&mut self, pos: &Position, ply: usize) -> (i32, i32) {
        if is_dead_draw(pos.board()) {
            return (0, 0);
        }
        let raw = self.evaluate(pos, ply);
        let correction = self.correction.correction(pos.board(), pos.side_to_move());
        (
            raw,
            (raw + correction).clamp(-MATE_BOUND + 1, MATE_BOUND - 1),
        )
    }

    fn iterate(
        &mut self,
        pos: &Position,
        limits: &Limits,
        soft: Option<Duration>,
        info: &mut dyn FnMut(&SearchResult),
    ) -> SearchResult {
        let legal = pos.legal_moves();
        let mut result = SearchResult {
            best_move: None,
            score: if pos.is_check() {
                Score::mated_in_plies(0)
            } else {
                Score::DRAW
            },
            depth: 0,
            nodes: 0,
            pv: Vec::new(),
            lines: Vec::new(),
            seldepth: 0,
            elapsed: Duration::ZERO,
        };
        if legal.is_empty() {
            return result;
        }
        // Root order before the first iteration: the usual ordering scores.
        let mut picker = MovePicker::new(pos, &legal, PackedMove::NONE);
        self.root_moves = std::iter::from_fn(|| picker.next(pos, &[None; 3], |_, _| 0))
            .map(|c| c.mv)
            .collect();
        let line_count = limits.lines().min(self.root_moves.len());
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut previous: Vec<Line> = Vec::new();

        for depth in 1..=max_depth {
            let mut lines: Vec<Line> = Vec::with_capacity(line_count);
            for pv_index in 0..line_count {
                self.partial = None;
                let guess = previous.get(pv_index).map(|l| l.score.0);
                let score = self.aspiration(pos, depth as i32, pv_index, guess);
                if self.aborted {
                    break;
                }
                let pv: Vec<Move> = self.pv[0].to_vec();
                lines.push(Line {
                    score: Score(score),
                    pv,
                });
            }
            if self.aborted {
                // An unfinished first line still counts if it found a move better than the
                // previous iteration's best (which it searched first).
                if lines.is_empty() {
                    if let Some(partial) = self.partial.take() {
                        if previous.is_empty() || partial.pv.first() != previous[0].pv.first() {
                            let mut merged = vec![partial];
                            merged.extend(previous.iter().skip(1).cloned());
                            previous = merged;
                        }
                    }
                }
                break;
            }
            lines.sort_by_key(|l| std::cmp::Reverse(l.score));
            for (i, line) in lines.iter().enumerate() {
                if let Some(first) = line.pv.first() {
                    if let Some(at) = self.root_moves.iter().position(|m| m == first) {
                        let mv = self.root_moves.remove(at);
                        self.root_moves.insert(i, mv);
                    }
                }
            }
            previous = lines;
            result.depth = depth;
            self.fill(&mut result, &previous);
            info(&result);

            let elapsed = self.start.elapsed();
            if soft.is_some_and(|s| elapsed >= s / 2) {
                break;
            }
            // Under a time limit a forced move is played at once (a depth limit is searched
            // out, and `go infinite` must wait for `stop`).
            let timed = limits.movetime.is_some() || limits.clock.is_some();
            if timed && limits.depth.is_none() && self.root_moves.len() == 1 {
                break;
            }
            let best = previous[0].score.0;
            if limits.depth.is_none()
                && best.abs() >= MATE_BOUND
                && depth as i32 > 2 * (MATE - best.abs()) + 4
            {
                break;
            }
        }
        if previous.is_empty() {
            // Not even one iteration: fall back on the best-ordered move.
            previous.push(Line {
                score: Score(0),
                pv: vec![self.root_moves[0]],
            });
        }
        self.fill(&mut result, &previous);
        result
    }

    fn fill(&self, result: &mut SearchResult, lines: &[Line]) {
        result.lines = lines.to_vec();
        result.best_move = lines.first().and_then(|l| l.pv.first().copied());
        result.score = lines.first().map_or(Score::DRAW, |l| l.score);
        result.pv = lines.first().map_or_else(Vec::new, |l| l.pv.clone());
        result.nodes = self.nodes;
        result.seldepth = self.seldepth as u32;
        result.elapsed = self.start.elapsed();
    }

    /// Searches the root with a narrow window around the previous score, widening on failure.
    fn aspiration(
        &mut self,
        pos: &Position,
        depth: i32,
        pv_index: usize,
        guess: Option<i32>,
    ) -> i32 {
        let mut delta = ASPIRATION_DELTA;
        let (mut alpha, mut beta) = match guess {
            Some(g) if depth >= ASPIRATION_MIN_DEPTH && g.abs() < MATE_BOUND => {
                (g - delta, g + delta)
            }
            _ => (-INFINITY, INFINITY),
        };
        loop {
            let score = self.search_root(pos, depth, alpha, beta, pv_index);
            if self.aborted {
                return score;
            }
            if score <= alpha {
                alpha = (score - delta).max(-INFINITY);
            } else if score >= beta {
                beta = (score + delta).min(INFINITY);
            } else {
                return score;
            }
            delta *= 2;
            if delta > ASPIRATION_MAX_DELTA {
                alpha = -INFINITY;
                beta = INFINITY;
            }
        }
    }

    fn search_root(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        pv_index: usize,
    ) -> i32 {
        self.pv[0].clear();
        self.evals[0] = if pos.is_check() {
            -INFINITY
        } else {
            self.evaluate(pos, 0)
        };
        let mut best = -INFINITY;
        for i in pv_index..self.root_moves.len() {
            let mv = self.root_moves[i];
            let child = pos.play(&mv);
            self.keys.push(child.repetition_key());
            self.king_threatened[1] = MoveClass::of(pos, &mv).threatens_king();
            self.played[1] = Some((mv, PieceTo::of(pos, &mv)));
            let mut score;
            if i == pv_index {
                score = -self.negamax(&child, depth - 1, -beta, -alpha, 1, true);
            } else {
                score = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, 1, true);
                if score > alpha && score < beta && !self.aborted {
                    score = -self.negamax(&child, depth - 1, -beta, -alpha, 1, true);
                }
            }
            self.keys.pop();
            if self.aborted {
                return best;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.root_moves[pv_index..=i].rotate_right(1);
                    self.update_pv(0, mv);
                    self.partial = Some(Line {
                        score: Score(score),
                        pv: self.pv[0].to_vec(),
                    });
                    if score >= beta {
                        return score;
                    }
                }
            }
        }
        best
    }

    /// Counts a node and checks the limits; true when the search must stop.
    #[inline]
    fn tick(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        self.nodes += 1;
        if self.node_limit.is_some_and(|n| self.nodes >= n) {
            self.aborted = true;
            return true;
        }
        if self.nodes & 1023 == 0
            && (self.stop.load(Ordering::Relaxed)
                || self.hard.is_some_and(|h| self.start.elapsed() >= h))
        {
            self.aborted = true;
            return true;
        }
        false
    }

    #[inline]
    fn update_pv(&mut self, ply: usize, mv: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(mv);
        for m in tail[0].iter() {
            if line.is_full() {
                break;
            }
            line.push(*m);
        }
    }

    /// A draw by the 50-move rule or by repeating a position of the game or the search.
    fn is_draw(&self, pos: &Position, _ply: usize) -> bool {
        let clock = pos.halfmove_clock() as usize;
        if clock >= 100 {
            return !pos.is_check() || pos.has_legal_move();
        }
        if is_dead_draw(pos.board()) {
            return true;
        }
        let n = self.keys.len();
        if n < 3 || clock < 2 {
            return false;
        }
        let key = self.keys[n - 1];
        let oldest = n - 1 - clock.min(n - 1);
        let mut i = n - 3;
        while i >= oldest {
            if self.keys[i] == key {
                return true;
            }
            if i < 2 {
                break;
            }
            i -= 2;
        }
        false
    }

    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        null_ok: bool,
    ) -> i32 {
        self.pv[ply].clear();
        let in_check = pos.is_check();
        let depth = if in_check && ply < MAX_PLY / 2 {
            depth + 1
        } else {
            depth
        };
        if depth <= 0 {
            return self.quiesce(pos, alpha, beta, ply, 0);
        }
        if self.tick() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY - 2 {
            return self.evaluate(pos, ply);
        }
        if self.is_draw(pos, ply) {
            return 0;
        }
        // Mate-distance pruning: no line from here beats a mate already found nearer the root.
        alpha = alpha.max(-MATE + ply as i32);
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let pv_node = beta - alpha > 1;
        let key = pos.hash();
        let mut hash_move = PackedMove::NONE;
        let entry = self.tt.probe(key, ply);
        if let Some(entry) = entry {
            hash_move = entry.best;
            if !pv_node && entry.depth >= depth && entry.cuts(alpha, beta) {
                return entry.score;
            }
        }
        // Internal iterative reduction: a node without a hash move is searched a ply shallower
        // (its ordering is poor anyway, and the next visit finds the move in the table).
        let depth = if depth >= IIR_MIN_DEPTH && hash_move.is_none() {
            depth - 1
        } else {
            depth
        };
        // The static evaluation, and the same corrected by the correction history (what the
        // pruning reads).
        let (raw_eval, eval) = if in_check {
            (-INFINITY, -INFINITY)
        } else {
            self.corrected_evaluation(pos, ply)
        };
        self.evals[ply] = eval;
        // Improving: better than two plies ago, so prune less and reduce less.
        let improving = !in_check && ply >= 2 && eval > self.evals[ply - 2];
        // The pruning below reads the table's bound where it says more than the evaluation
        // (a search result is a better guess than a static one).
        let static_eval = match entry {
            Some(e) if !in_check && e.score.abs() < MATE_BOUND && e.cuts(eval, eval + 1) => e.score,
            _ => eval,
        };
        let board = pos.board();
        let us = pos.side_to_move();

        if !pv_node && !in_check && !self.king_threatened[ply] && beta.abs() < MATE_BOUND {
            // Reverse futility: far above beta at low depth.
            if depth <= RFP_MAX_DEPTH
                && static_eval - RFP_MARGIN * (depth - i32::from(improving)) >= beta
            {
                return static_eval;
            }
            // Razoring: far below alpha at low depth, the quiescence search decides; not when
            // our last move was a Castalia move against the enemy king (the quiet mate it set
            // up is beyond the quiescence search).
            if depth <= RAZOR_MAX_DEPTH
                && !(ply >= 2 && self.king_threatened[ply - 1])
                && static_eval + RAZOR_BASE + RAZOR_PER_PLY * depth <= alpha
            {
                let score = self.quiesce(pos, alpha, alpha + 1, ply, 0);
                if self.aborted {
                    return 0;
                }
                if score <= alpha {
                    return score;
                }
            }
            // Null move, not when only pawns are left (zugzwang).
            if null_ok
                && depth >= NULL_MIN_DEPTH
                && static_eval >= beta
                && has_non_pawn_material(board, us)
            {
                let r = NULL_BASE_REDUCTION
                    + depth / NULL_DEPTH_DIVISOR
                    + ((static_eval - beta) / NULL_EVAL_DIVISOR).min(NULL_EVAL_MAX);
                let mut child = pos.clone();
                child.play_null();
                self.keys.push(child.repetition_key());
                self.king_threatened[ply + 1] = false;
                self.played[ply + 1] = None;
                let score = -self.negamax(&child, depth - 1 - r, -beta, -beta + 1, ply + 1, false);
                self.keys.pop();
                if self.aborted {
                    return 0;
                }
                if score >= beta {
                    return if score >= MATE_BOUND { beta } else { score };
                }
            }
        }

        let mut picker = MovePicker::legal(pos, hash_move);
        if picker.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        let side = us.index();
        let counter = self.histories.counter(self.played[ply].map(|p| p.0));
        let killers = [self.killers[ply][0], self.killers[ply][1], counter];
        let followed = self.followed(ply);
        let late = (LMP_BASE + LMP_SCALE * depth * depth) / if improving { 1 } else { 2 };
        // Our last move was a Castalia move that changed the enemy king's surroundings.
        let pressing = ply >= 2 && self.king_threatened[ply - 1];
        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_move: Option<Move> = None;
        let mut best_is_quiet = true;
        let mut tried = Tried::default();
        let mut searched = 0usize;

        loop {
            let histories = &*self.histories;
            let Some(Candidate {
                mv,
                class,
                score: order,
            }) = picker.next(pos, &killers, |m, victim| match victim {
                None => histories.quiet_score(side, m, PieceTo::of(pos, m), &followed),
                Some(v) => histories.capture_score(PieceTo::of(pos, m), v),
            })
            else {
                break;
            };
            let is_quiet = !class.is_noisy() && mv.promotion.is_none();
            // A Castalia tactic is neither pruned nor reduced like a quiet move, nor is any
            // move that follows up our Castalia move against the enemy king (the quiet mate it
            // set up may need it).
            let tactic = class.is_castalia_tactic() || pressing;
            let prunable = searched > 0 && !pv_node && !in_check && best_score > -MATE_BOUND;
            // Late-move pruning: at low depth, quiet moves after the first few are skipped,
            // checks excepted (those that certainly give no check before they are played).
            let late_quiet = prunable
                && is_quiet
                && !tactic
                && depth <= LMP_MAX_DEPTH
                && tried.quiets.len() >= late.max(LMP_MIN) as usize;
            if late_quiet && !may_give_check(pos, &mv) {
                continue;
            }
            let child = pos.play(&mv);
            let gives_check = child.is_check();
            if late_quiet && !gives_check {
                continue;
            }

            if prunable && !gives_check {
                if is_quiet && !tactic {
                    // Futility pruning of quiet moves.
                    if depth <= FUTILITY_MAX_DEPTH
                        && static_eval + FUTILITY_PER_PLY * depth + FUTILITY_BASE <= alpha
                    {
                        continue;
                    }
                    // A quiet move that loses its piece (or pawn) by SEE, at low depth.
                    if depth <= QUIET_SEE_MAX_DEPTH && see(pos, &mv) < -QUIET_SEE_PER_PLY * depth {
                        continue;
                    }
                } else if class.victim.is_some()
                    && depth <= SEE_PRUNE_MAX_DEPTH
                    && see(pos, &mv) < -SEE_PRUNE_PER_PLY * depth
                {
                    continue;
                }
            }

            self.keys.push(child.repetition_key());
            self.king_threatened[ply + 1] = class.threatens_king();
            self.played[ply + 1] = Some((mv, PieceTo::of(pos, &mv)));
            let new_depth = depth - 1;
            let mut score;
            if searched == 0 {
                score = -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, true);
            } else {
                let mut reduction = 0;
                if depth >= LMR_MIN_DEPTH
                    && searched >= LMR_MIN_SEARCHED
                    && is_quiet
                    && !tactic
                    && !in_check
                    && !gives_check
                {
                    reduction = REDUCTIONS[depth.min(63) as usize][searched.min(63)];
                    if pv_node {
                        reduction -= 1;
                    }
                    if !improving {
                        reduction += 1;
                    }
                    if order >= ORDER_REDUCE_LESS_FROM {
                        reduction -= 1;
                    }
                    reduction -=
                        order.clamp(-QUIET_ORDER_MAX, QUIET_ORDER_MAX) / LMR_HISTORY_DIVISOR;
                    reduction = reduction.clamp(0, new_depth - 1);
                }
                score = -self.negamax(
                    &child,
                    new_depth - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    true,
                );
                if score > alpha && reduction > 0 {
                    score = -self.negamax(&child, new_depth, -alpha - 1, -alpha, ply + 1, true);
                }
                if score > alpha && score < beta {
                    score = -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, true);
                }
            }
            self.keys.pop();
            if self.aborted {
                return 0;
            }
            searched += 1;
            if score > best_score {
                best_score = score;
                if score > alpha {
                    best_move = Some(mv);
                    best_is_quiet = is_quiet;
                    alpha = score;
                    if pv_node {
                        self.update_pv(ply, mv);
                    }
                    if score >= beta {
                        if is_quiet {
                            self.reward_quiet(pos, ply, &mv, &tried, depth);
                        } else if let Some(victim) = class.victim {
                            self.histories
                                .reward_capture(pos, &mv, victim, &tried, depth);
                        }
                        break;
                    }
                }
            }
            if is_quiet {
                let _ = tried.quiets.try_push(mv);
            } else if let Some(victim) = class.victim {
                let _ = tried.captures.try_push((mv, victim));
            }
        }
        if searched == 0 {
            // Everything was pruned: fall back on the static evaluation.
            return static_eval.max(alpha);
        }
        let bound = Bound::of(best_score, original_alpha, beta);
        // The search's score teaches the correction history how far the static evaluation
        // was off, where the score says so: not after a capture or promotion (material the
        // evaluation of a quiet position need not see), nor a bound on the wrong side of it.
        if !in_check
            && best_is_quiet
            && best_score.abs() < MATE_BOUND
            && !(bound == Bound::Lower && best_score <= eval)
            && !(bound == Bound::Upper && best_score >= eval)
        {
            self.correction
                .update(board, us, depth, best_score, raw_eval);
        }
        let packed = best_move.as_ref().map_or(PackedMove::NONE, PackedMove::new);
        self.tt.store(key, ply, depth, best_score, bound, packed);
        best_score
    }

    /// A quiet move caused a cut-off: make it a killer and reward it in the histories (the
    /// quiet moves and captures tried before it lose).
    fn reward_quiet(&mut self, pos: &Position, ply: usize, mv: &Move, tried: &Tried, depth: i32) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(*mv) {
            killers[1] = killers[0];
            killers[0] = Some(*mv);
        }
        let followed = self.followed(ply);
        self.histories.reward_quiet(
            pos,
            mv,
            tried,
            depth,
            self.played[ply].map(|p| p.0),
            &followed,
        );
    }

    /// The moves one and two plies before `ply`, for the continuation histories.
    fn followed(&self, ply: usize) -> Followed {
        [
            self.played[ply].map(|p| p.1),
            ply.checked_sub(1).and_then(|p| self.played[p]).map(|p| p.1),
        ]
    }

    fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize, qply: u32) -> i32 {
        if self.tick() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY - 2 || qply >= QS_MAX_PLY {
            return self.evaluate(pos, ply);
        }
        let key = pos.hash();
        let entry = self.tt.probe(key, ply);
        if let Some(entry) = entry.filter(|e| e.cuts(alpha, beta)) {
            return entry.score;
        }
        let original_alpha = alpha;
        let in_check = pos.is_check();
        let stand_pat = if in_check {
            -INFINITY
        } else {
            self.corrected_evaluation(pos, ply).1
        };
        if stand_pat >= beta {
            return stand_pat;
        }
        alpha = alpha.max(stand_pat);
        // In check these are all the legal moves; else the captures, promotions and Castalia
        // moves (the only ones quiescence tries).
        let moves = pos.noisy_moves();
        if moves.is_empty() && (in_check || !pos.has_legal_move()) {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        if pos.halfmove_clock() >= 100 {
            return 0;
        }
        let mut chosen: ArrayVec<(Move, i32), MAX_MOVES> = ArrayVec::new();
        for &mv in moves.iter() {
            let class = MoveClass::of(pos, &mv);
            if in_check {
                if qply >= QS_CHECK_CHAIN_PLY && !class.is_noisy() && pos.play(&mv).is_check() {
                    continue;
                }
                let order = score_move(pos, &mv, &class, &[None; 3], |_, _| 0);
                chosen.push((mv, order));
                continue;
            }
            // At the first quiescence ply, Castalia moves that displace the enemy king, and
            // those that change its surroundings and give check (the ones quiet mates in one
            // are made of).
            let wanted = class.is_noisy()
                || (qply == 0
                    && (class.displaces_king || (class.near_king && pos.play(&mv).is_check())));
            if !wanted {
                continue;
            }
            let order = if let Some(victim) = class.victim {
                let gain = super::eval::SEE_VALUE[victim.index()];
                if !class.queen_promotion && stand_pat + gain + QS_DELTA_MARGIN <= alpha {
                    continue;
                }
                let exchange = see(pos, &mv);
                if exchange < 0 {
                    continue;
                }
                QS_ORDER_CAPTURE + gain * 8 + exchange
            } else if class.queen_promotion {
                QS_ORDER_PROMOTION
            } else if class.gives_queen {
                QS_ORDER_GIFT
            } else {
                QS_ORDER_CASTALIA_TACTIC
            };
            chosen.push((mv, order));
        }
        chosen.sort_by_key(|c| std::cmp::Reverse(c.1));
        if in_check && chosen.is_empty() {
            // Only checking replies were left out: not a mate, so judge the position as it is.
            return self.evaluate(pos, ply);
        }
        let mut best = stand_pat;
        let mut best_move = PackedMove::NONE;
        for &(mv, _) in &chosen {
            let child = pos.play(&mv);
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1, qply + 1);
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = PackedMove::new(&mv);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        // Kept for later visits, unless a search of the main tree left this position's entry.
        if entry.is_none() {
            let bound = Bound::of(best, original_alpha, beta);
            self.tt.store(key, ply, 0, best, bound, best_move);
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    fn best(fen: &str, variant: Variant, depth: u32) -> SearchResult {
        let pos = Position::from_fen(fen, variant).unwrap_or_else(|e| panic!("{e}"));
        let mut engine = Engine::new(4);
        engine.search(&pos, &[], &Limits::depth(depth), &AtomicBool::new(false))
    }

    #[test]
    fn finds_back_rank_mate() {
        let r = best("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", Variant::Standard, 3);
        assert_eq!(r.best_move.map(|m| m.to_string()).as_deref(), Some("a1a8"));
        assert_eq!(r.score.mate_in_moves(), Some(1));
    }

    #[test]
    fn takes_a_hanging_queen() {
        let r = best("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1", Variant::Standard, 4);
        assert_eq!(r.best_move.map(|m| m.to_string()).as_deref(), Some("d2d5"));
    }

    #[test]
    fn checkmated_and_stalemated_positions_have_no_move() {
        let mated = best("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", Variant::Standard, 3);
        assert_eq!(mated.best_move, None);
        assert_eq!(mated.score.mate_in_moves(), Some(0));
        let stalemate = best("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", Variant::Standard, 3);
        assert_eq!(stalemate.best_move, None);
        assert_eq!(stalemate.score, Score::DRAW);
    }
}
