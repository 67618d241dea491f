//! The 2026 edition of C.04.3, as bbpPairings 6 implements it.
//!
//! Unlike the 2017 edition, one matching spans the whole round: every player of the round is
//! a vertex from the start, so each bracket's pairing is chosen knowing the rest of the round
//! can still be completed (C.4), without a collapsed last bracket. Every edge weight is one
//! large integer whose bit fields, from the most significant down, are:
//!
//! | field | rule |
//! |---|---|
//! | pairable, plus one for each of the two players who is no bye candidate (a candidate may have the bye and scores at most the bye assignee's score) | C.1–C.5 |
//! | pairs in the current bracket | C.6 |
//! | scores paired in the current bracket (one bit field per score group) | C.7 |
//! | pairs, then scores paired, in the next bracket | C.8 |
//! | unplayed games of the bye assignee, when the bracket's single downfloater is the bye | C.9 |
//! | colour criteria | C.10–C.13 |
//! | repeated downfloats / upfloats | C.14–C.17 |
//! | scores of repeated floaters and of upfloaters' opponents | C.18–C.21 |
//! | room for the S1/S2 ordering rules | B.2–B.4, D.1–D.3 |
//!
//! A first matching finds the bye assignee's score (the lowest a complete pairing allows);
//! the brackets are then paired from the top, each decision fixed by re-matching with small
//! perturbations of the lowest bits, exactly in bbpPairings' order.

use std::collections::HashMap;

use super::weight::{Weight, Wide};
use super::{bits, color_bits, pair_bracket, Ctx, Float, Graph, PairingError, P};

/// The score groups' bit fields: each score gets a sub-field wide enough to count its players.
struct Groups {
    /// Offset of each score's sub-field.
    shift: HashMap<u32, u32>,
    /// Width of a whole "scores" field.
    total: u32,
    /// Bits for a count of players of the largest score group.
    size_bits: u32,
}

/// What the first matching decided about the bye.
struct Bye {
    /// The bye assignee's score (0 when the number of players is even).
    score: u32,
    /// Rank of each number of played games among the players of that score, fewest unplayed
    /// games lowest (C.9).
    ranks: HashMap<u32, u64>,
}

fn one<W: Weight>(c: bool) -> W {
    W::from_u64(u64::from(c))
}

impl Ctx {
    /// Pair the round by the 2026 rules: the mate of every sorted player (`None`: the PAB).
    pub(super) fn run_2026(&self) -> Result<Vec<Option<usize>>, PairingError> {
        let m = self.ps.len();
        if m == 0 {
            return Ok(Vec::new());
        }
        // Score groups from the lowest up: each gets the bits to count its players.
        let mut shift = HashMap::new();
        let (mut total, mut largest, mut run) = (0u32, 0usize, 0usize);
        for i in (0..m).rev() {
            run += 1;
            if i == 0 || self.ps[i].score < self.ps[i - 1].score {
                shift.insert(self.ps[i].score, total);
                total += bits(run);
                largest = largest.max(run);
                run = 0;
            }
        }
        let groups = Groups {
            shift,
            total,
            size_bits: bits(largest),
        };
        let (b, t) = (groups.size_bits, groups.total);
        let mut width = 2 + b + t + b + t + 2 * b + 4 * b + 3 * b + 1 + 2;
        width += self.played.min(2) as u32 * (2 * b + 2 * t);
        let need = width + bits(2 * m + 2) + 6;
        if need < i128::BITS {
            self.pair_2026::<i128>(&groups)
        } else if need <= Wide::<3>::BITS {
            self.pair_2026::<Wide<3>>(&groups)
        } else if need <= Wide::<4>::BITS {
            self.pair_2026::<Wide<4>>(&groups)
        } else if need <= Wide::<6>::BITS {
            self.pair_2026::<Wide<6>>(&groups)
        } else if need <= Wide::<8>::BITS {
            self.pair_2026::<Wide<8>>(&groups)
        } else if need <= Wide::<10>::BITS {
            self.pair_2026::<Wide<10>>(&groups)
        } else if need <= Wide::<12>::BITS {
            self.pair_2026::<Wide<12>>(&groups)
        } else if need <= Wide::<16>::BITS {
            self.pair_2026::<Wide<16>>(&groups)
        } else if need <= Wide::<48>::BITS {
            self.pair_2026::<Wide<48>>(&groups)
        } else {
            Err(PairingError::TooLarge(need))
        }
    }

    /// bbpPairings 6's `computeEdgeWeight` for the pair of sorted players `hi` < `lo`.
    #[allow(clippy::too_many_arguments)]
    fn weight_2026<W: Weight>(
        &self,
        hi: usize,
        lo: usize,
        l_cur: bool,
        l_next: bool,
        bye: &Bye,
        single_downfloater_bye: bool,
        g: &Groups,
    ) -> W {
        if !self.compat[hi][lo] {
            return W::zero();
        }
        let (h, l) = (&self.ps[hi], &self.ps[lo]);
        let b = g.size_bits;
        let at = |p: &P| W::bit(g.shift.get(&p.score).copied().unwrap_or(0));
        let candidate = |p: &P| p.bye_eligible && p.score <= bye.score;
        // C.4 and C.5: complete, and the bye to a candidate of the lowest possible score.
        let mut r = W::from_u64(1 + u64::from(!candidate(h)) + u64::from(!candidate(l)));
        // C.6, C.7: pairs, then scores paired, in the current bracket.
        r = r.shl(b).add(one(l_cur));
        r = r.shl(g.total);
        if l_cur {
            r = r.add(at(h));
        }
        // C.8: the same in the next bracket.
        r = r.shl(b).add(one(l_next));
        r = r.shl(g.total);
        if l_next {
            r = r.add(at(h));
        }
        // C.9: the bye assignee has played as many games as possible.
        r = r.shl(b).shl(b);
        if single_downfloater_bye {
            for p in [h, l] {
                if p.score == bye.score {
                    r = r.add(W::from_u64(
                        bye.ranks.get(&p.played_games).copied().unwrap_or(0),
                    ));
                }
            }
        }
        // C.10-C.13: colours (pairs inside the bracket only).
        r = color_bits(r, l, h, l_cur, b);
        let back = self.played.min(2);
        // C.14-C.17: repeated downfloats and upfloats.
        for k in 0..back {
            r = r.shl(b);
            if l_cur {
                r = r.add(one(l.floats[k] == Float::Down));
                r = r.add(one(h.score <= l.score && h.floats[k] == Float::Down));
            }
            r = r.shl(b);
            if l_cur {
                r = r.add(one(!(h.score > l.score && l.floats[k] == Float::Up)));
            }
        }
        // C.18-C.21: the scores of repeated downfloaters and of upfloaters' opponents.
        for k in 0..back {
            r = r.shl(g.total);
            if l_cur {
                if l.floats[k] == Float::Down {
                    r = r.add(at(l));
                }
                if h.floats[k] == Float::Down {
                    r = r.add(at(h));
                }
            }
            r = r.shl(g.total);
            if l_cur && !(l.floats[k] == Float::Up && h.score > l.score) {
                r = r.add(at(h));
            }
        }
        // Room for the ordering rules.
        r.shl(3 * b + 1)
    }

    fn pair_2026<W: Weight>(&self, g: &Groups) -> Result<Vec<Option<usize>>, PairingError> {
        let m = self.ps.len();
        let b = g.size_bits;
        let score = |v: usize| self.ps[v].score;
        let top = score(0);
        // The matching over all the round's players; finalized pairs leave it (as bbpPairings'
        // pairs given the maximum weight and no other edge).
        let mut global = Graph::<W>::new(m);
        let mut bye = Bye {
            score: 0,
            ranks: HashMap::new(),
        };
        let odd = m % 2 == 1;
        // The first matching: complete, the bye to an eligible player of the lowest score.
        for lo in 0..m {
            for hi in 0..lo {
                let w = if !odd {
                    self.weight_2026(hi, lo, false, false, &bye, false, g)
                } else if self.compat[hi][lo] {
                    let (h, l) = (&self.ps[hi], &self.ps[lo]);
                    let at = |p: &P| u64::from(g.shift.get(&p.score).copied().unwrap_or(0));
                    let shifts = at(h) + at(l);
                    W::from_u64(1 + u64::from(!h.bye_eligible) + u64::from(!l.bye_eligible))
                        .shl(g.total)
                        .add(W::from_u64(shifts))
                        .shl(b)
                        .add(one(l.score >= top))
                } else {
                    W::zero()
                };
                global.set(hi, lo, w);
            }
        }
        let st = global.solve();
        let singles: Vec<usize> = (0..m).filter(|&v| st[v] == v).collect();
        if singles.len() > 1 || singles.iter().any(|&v| !self.ps[v].bye_eligible) {
            return Err(PairingError::NoValidPairing);
        }
        let mut single_bye = false;
        if let Some(&assignee) = singles.first() {
            bye.score = score(assignee);
            single_bye = bye.score >= top
                && (0..m)
                    .take_while(|&v| score(v) >= top)
                    .all(|v| score(st[v]) >= top);
            let mut played: Vec<u32> = (0..m)
                .filter(|&v| score(v) == bye.score)
                .map(|v| self.ps[v].played_games)
                .collect();
            played.sort_unstable_by(|a, c| c.cmp(a));
            for (rank, games) in played.into_iter().enumerate() {
                bye.ranks.insert(games, rank as u64);
            }
            for lo in 0..m {
                for hi in 0..lo {
                    let w = self.weight_2026(hi, lo, false, false, &bye, single_bye, g);
                    global.set(hi, lo, w);
                }
            }
        }

        let mut mate: Vec<Option<usize>> = vec![None; m];
        let mut matched = vec![false; m];
        let mut it = 0;
        while it < m && score(it) >= top {
            it += 1;
        }
        // The current bracket and the next score group, as sorted indices (the vertices).
        let mut pl: Vec<usize> = (0..it).collect();
        // Moved-down players at the front of `pl`; the first vertex of the bracket's group.
        let (mut sgb, mut sgb_vertex) = (0usize, 0usize);
        while pl.len() > 1 || it < m {
            let nsgb = pl.len();
            let nsgb_vertex = sgb_vertex + (nsgb - sgb);
            let sg_it = it;
            while it < m && score(it) >= score(sg_it) {
                pl.push(it);
                it += 1;
            }
            let n = pl.len();
            let mut base = vec![W::zero(); n * n];
            for lo in sgb..n {
                for hi in 0..lo {
                    let w = self.weight_2026(
                        pl[hi],
                        pl[lo],
                        lo < nsgb,
                        lo >= nsgb,
                        &bye,
                        single_bye,
                        g,
                    );
                    base[hi * n + lo] = w;
                    global.set(pl[hi], pl[lo], w);
                }
            }
            let pairs_before = matched.iter().filter(|&&x| x).count();
            let scores: Vec<u32> = pl.iter().map(|&v| score(v)).collect();
            let st = pair_bracket(
                &mut global,
                &mut base,
                &pl,
                &scores,
                (sgb, nsgb),
                sgb_vertex,
                &mut matched,
                b,
            )?;

            // The next bracket: the players not paired, then the next score group.
            single_bye = odd && sg_it < m && bye.score >= score(sg_it);
            let mut next = Vec::new();
            sgb = 0;
            for (i, &v) in pl.iter().enumerate() {
                if i < nsgb && matched[v] {
                    mate[v] = Some(st[v]);
                    mate[st[v]] = Some(v);
                } else {
                    next.push(v);
                    if i < nsgb {
                        sgb += 1;
                    }
                    if single_bye && score(st[v]) < score(sg_it) {
                        single_bye = false;
                    }
                }
            }
            if sg_it == m && matched.iter().filter(|&&x| x).count() == pairs_before {
                return Err(PairingError::Internal("no progress in the last bracket"));
            }
            pl = next;
            sgb_vertex = nsgb_vertex;
        }
        if mate.iter().filter(|x| x.is_none()).count() > usize::from(odd) {
            return Err(PairingError::Internal("a player left unpaired"));
        }
        Ok(mate)
    }
}
