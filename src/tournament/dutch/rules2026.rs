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
use super::{bits, color_bits, Ctx, Float, Graph, PairingError, P};

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
        } else if need <= Wide::<4>::BITS {
            self.pair_2026::<Wide<4>>(&groups)
        } else if need <= Wide::<8>::BITS {
            self.pair_2026::<Wide<8>>(&groups)
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
            let in_br = |v: usize| v >= sgb_vertex && v < nsgb_vertex;
            let small = |v: usize| W::from_u64(v as u64);
            let mut st = global.solve();
            let pairs_before = matched.iter().filter(|&&x| x).count();

            // Which moved-down players get paired in this bracket: the highest ones first.
            let mut md_score = 0;
            let (mut rem_md, mut rem_matched) = (0usize, 0usize);
            for p in 0..sgb {
                if p == 0 || score(pl[p]) < md_score {
                    md_score = score(pl[p]);
                    rem_md = 0;
                    rem_matched = 0;
                    let mut q = p;
                    while q < n && score(pl[q]) >= md_score {
                        rem_md += 1;
                        if in_br(st[pl[q]]) {
                            rem_matched += 1;
                        }
                        q += 1;
                    }
                }
                if rem_matched == 0 {
                    continue;
                }
                let pv = pl[p];
                if rem_md <= rem_matched {
                    matched[pv] = true;
                    continue;
                }
                rem_md -= 1;
                if !in_br(st[pv]) {
                    for o in sgb..nsgb {
                        let w = base[p * n + o];
                        if !w.is_zero() {
                            global.set(pv, pl[o], w.add(small(1)));
                        }
                    }
                    st = global.solve();
                }
                if in_br(st[pv]) {
                    matched[pv] = true;
                    rem_matched -= 1;
                    for o in sgb..nsgb {
                        let w = base[p * n + o];
                        if !w.is_zero() {
                            global.set(pv, pl[o], w.add(small(nsgb - sgb + 1)));
                        }
                    }
                }
            }
            // Their opponents: the highest possible (B.2 order).
            for p in 0..sgb {
                let pv = pl[p];
                if !matched[pv] {
                    continue;
                }
                let mut addend = n;
                for o in (sgb..nsgb).rev() {
                    let ov = pl[o];
                    if matched[ov] {
                        continue;
                    }
                    let w = base[p * n + o];
                    if !w.is_zero() {
                        global.set(pv, ov, w.add(small(addend)));
                        addend += 1;
                    }
                }
                st = global.solve();
                let q = st[pv];
                if !in_br(q) {
                    return Err(PairingError::Internal("moved-down player lost its pair"));
                }
                matched[q] = true;
                global.finalize(pv, q);
            }

            // The remainder: S1/S2 and exchanges. Indices into `pl`.
            let remainder: Vec<usize> = (sgb..nsgb).filter(|&x| st[pl[x]] >= sgb_vertex).collect();
            let rp = remainder.iter().filter(|&&x| st[pl[x]] < pl[x]).count();
            let ewc = |base: &[W], s: usize, l: usize, sri: usize| -> W {
                let r = base[s * n + l];
                if r.is_zero() {
                    return r;
                }
                // Fewest exchanges, then the smallest differences of exchanged numbers.
                let addend = one::<W>(sri < rp).shl(b).shl(b).sub(small(sri)).shl(1);
                r.add(addend)
            };
            for (j, &o) in remainder.iter().enumerate() {
                for (i, &p) in remainder.iter().enumerate().take(j) {
                    global.set(pl[p], pl[o], ewc(&base, p, o, i));
                }
            }
            st = global.solve();
            let s1 = |st: &[usize], x: usize| st[pl[x]] > pl[x] && st[pl[x]] < nsgb_vertex;
            let exchanges = remainder[..rp].iter().filter(|&&x| !s1(&st, x)).count();

            // D.2: the S1 players to exchange are the lowest possible ones.
            let mut left = exchanges;
            let mut pos = rp;
            while pos > 0 && left > 0 {
                pos -= 1;
                let p = remainder[pos];
                if s1(&st, p) {
                    for &o in &remainder[pos + 1..] {
                        let w = ewc(&base, p, o, pos);
                        if !w.is_zero() {
                            global.set(pl[p], pl[o], w.sub(small(1)));
                        }
                    }
                    st = global.solve();
                }
                let exchange = !s1(&st, p);
                if exchange {
                    left -= 1;
                }
                for &o in &remainder[pos + 1..] {
                    if exchange {
                        base[p * n + o] = W::zero();
                    }
                    global.set(pl[p], pl[o], ewc(&base, p, o, pos));
                }
            }
            // D.2: the S2 players to exchange are the highest possible ones.
            let mut left = exchanges;
            let mut pos = rp;
            while pos < remainder.len() && left > 1 {
                let p = remainder[pos];
                let already = s1(&st, p);
                if !already {
                    for &o in &remainder[pos + 1..] {
                        let w = ewc(&base, p, o, pos);
                        if !w.is_zero() {
                            global.set(pl[p], pl[o], w.add(small(1)));
                        }
                    }
                    st = global.solve();
                }
                if s1(&st, p) {
                    left -= 1;
                    for &o in &remainder[..pos] {
                        base[o * n + p] = W::zero();
                        global.set(pl[p], pl[o], W::zero());
                    }
                    for o in nsgb..n {
                        base[p * n + o] = W::zero();
                        global.set(pl[p], pl[o], W::zero());
                    }
                }
                if !already {
                    for &o in &remainder[pos + 1..] {
                        global.set(pl[p], pl[o], ewc(&base, p, o, pos));
                    }
                }
                pos += 1;
            }
            // Fix the S1/S2 roles.
            for (i, &p) in remainder.iter().enumerate() {
                for &o in &remainder[i + 1..] {
                    if !s1(&st, p) || s1(&st, o) {
                        base[p * n + o] = W::zero();
                    }
                    global.set(pl[p], pl[o], base[p * n + o]);
                }
            }
            // B.2 / D.1: each S1 player, in order, gets the first possible S2 player.
            for &p in &remainder {
                let pv = pl[p];
                if !s1(&st, p) {
                    continue;
                }
                let mut addend = 0;
                for &o in remainder.iter().rev() {
                    let ov = pl[o];
                    if o <= p || matched[ov] {
                        continue;
                    }
                    let w = base[p * n + o];
                    if !w.is_zero() {
                        global.set(pv, ov, w.add(small(addend)));
                    }
                    addend += 1;
                }
                st = global.solve();
                let q = st[pv];
                if q <= pv || q >= nsgb_vertex {
                    return Err(PairingError::Internal("S1 player lost its pair"));
                }
                matched[pv] = true;
                matched[q] = true;
                global.finalize(pv, q);
            }

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
