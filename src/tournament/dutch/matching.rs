//! Maximum-weight matching on general graphs, incremental.
//!
//! A port of Joris van Rantwijk's `mwmatching` (Edmonds' blossom algorithm with dual
//! variables, O(n^3)), generic over the integer [`Weight`] type, on a dense graph (a weight
//! of zero is no edge), and extended for updates as bbpPairings' matcher (Galil, Micali and
//! Gabow's algorithm) is: [`Matcher`] keeps the matching, the blossoms and the dual variables
//! between solves. Changing the edges of a vertex only unmatches it, dissolves the blossoms
//! that contain it (their duals moved onto their vertices, which keeps every dual constraint)
//! and raises its dual until its edges are feasible again; the next [`Matcher::solve`] then
//! repairs the optimum from there in O(k n^2) for k changed vertices instead of O(n^3).
//! Exposed vertices may hold different duals, so a stage ends either by an augmenting path
//! between two trees, by one from a tree to an exposed vertex of dual zero, or by a vertex's
//! dual reaching zero (the path from it to its root is flipped and it becomes exposed). It
//! computes a matching of maximum total weight (not necessarily of maximum cardinality); the
//! Dutch weights encode cardinality in their top bits.
//!
//! The scans are memory-bound, so the weight matrix holds eight bytes an edge however wide the
//! weights (hundreds of bits at a few hundred players): the index of the weight's high part
//! among the distinct high parts (few: the Dutch weights are built from a handful of
//! per-player fields) and its low 32 bits (where the per-pair tie-breaks go). A scan reads the
//! scanned vertex's row only, the best edges of the dual step keep their slack (updated as the
//! duals move, not recomputed), and the first solve starts from each vertex's heaviest edge as
//! its dual and a greedy matching of the edges tight at both ends.

use std::collections::HashMap;

use crate::tournament::dutch::weight::Weight;

/// Computes a maximum-weight matching. `edges` are `(i, j, w)` with `i != j`,
/// `w > 0`, vertices `0..n`. Returns `mate[v]`, `None` when `v` is single.
pub fn max_weight_matching<W: Weight>(n: usize, edges: &[(usize, usize, W)]) -> Vec<Option<usize>> {
    let mut m = Matcher::new(n);
    for &(i, j, w) in edges {
        m.set(i, j, w);
    }
    m.solve();
    (0..n).map(|v| m.mate_of(v)).collect()
}

/// A maximum-weight matching kept up to date across changes of the edge weights.
///
/// Vertices are `0..n`; every pair is an edge of weight zero (none) until [`Matcher::set`]
/// gives it one. Memory: one `n * n` matrix of packed weights (eight bytes an edge: an index
/// into the distinct high parts, and the low 32 bits) and one of flags.
pub struct Matcher<W: Weight> {
    nv: usize,
    /// Doubled weights, `ew[i * nv + j] == ew[j * nv + i]`, packed: the high part's index in
    /// `his` (upper 32 bits) and the low 32 bits of the weight; zero: no edge. Eight bytes an
    /// edge however wide the weights (the scans are memory-bound).
    ew: Vec<u64>,
    /// The distinct high parts of the doubled weights (low 32 bits clear); `his[0]` is zero.
    his: Vec<W>,
    /// Twice each high part (a slack subtracts twice the doubled weight).
    his2: Vec<W>,
    /// Index of each high part in `his`.
    hi_index: HashMap<W, u32>,
    /// The last high part interned, and its index (consecutive edges mostly share one).
    last_hi: (W, u32),
    alive: Vec<bool>,
    dirty: Vec<bool>,
    dirty_list: Vec<usize>,
    /// No optimum yet: the next solve starts from scratch.
    fresh: bool,
    /// Endpoints are directed pairs `from * nv + to`, standing for `to`.
    mate: Vec<isize>,
    label: Vec<i8>,
    labelend: Vec<isize>,
    inblossom: Vec<usize>,
    blossomparent: Vec<isize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<isize>,
    blossomendps: Vec<Vec<usize>>,
    /// Edges are `i * nv + j` with `i < j`.
    bestedge: Vec<isize>,
    /// The slack of `bestedge[x]` when it is set, kept up to date as the duals move (an
    /// S-vertex's edge to an unlabeled vertex loses `delta` a step, an edge between two
    /// S-blossoms `2 delta`), so comparisons read no weight.
    bestslack: Vec<W>,
    blossombestedges: Vec<Option<Vec<usize>>>,
    unusedblossoms: Vec<usize>,
    dualvar: Vec<W>,
    allowedge: Vec<bool>,
    /// The edges set in `allowedge`, to clear them.
    allowed: Vec<usize>,
    /// The live vertices, in order (`None`: to recompute).
    live: Option<Vec<usize>>,
    queue: Vec<usize>,
    scratch: Vec<usize>,
    bestedgeto: Vec<isize>,
}

impl<W: Weight> Matcher<W> {
    /// A graph of `n` vertices and no edges.
    pub fn new(n: usize) -> Self {
        let mut blossombase: Vec<isize> = (0..n as isize).collect();
        blossombase.extend(std::iter::repeat_n(-1, n));
        Matcher {
            nv: n,
            ew: vec![0; n * n],
            his: vec![W::zero()],
            his2: vec![W::zero()],
            hi_index: HashMap::from([(W::zero(), 0)]),
            last_hi: (W::zero(), 0),
            alive: vec![true; n],
            dirty: vec![false; n],
            dirty_list: Vec::new(),
            fresh: true,
            mate: vec![-1; n],
            label: vec![0; 2 * n],
            labelend: vec![-1; 2 * n],
            inblossom: (0..n).collect(),
            blossomparent: vec![-1; 2 * n],
            blossomchilds: vec![Vec::new(); 2 * n],
            blossombase,
            blossomendps: vec![Vec::new(); 2 * n],
            bestedge: vec![-1; 2 * n],
            bestslack: vec![W::zero(); 2 * n],
            blossombestedges: vec![None; 2 * n],
            unusedblossoms: (n..2 * n).collect(),
            dualvar: vec![W::zero(); 2 * n],
            allowedge: vec![false; n * n],
            allowed: Vec::new(),
            live: None,
            queue: Vec::new(),
            scratch: Vec::new(),
            bestedgeto: vec![-1; 2 * n],
        }
    }

    /// Sets the weight of the edge `a`-`b` (`a != b`, `w >= 0`; zero removes it). The change
    /// is charged to `a`: the next solve re-matches `a`. Edges of removed vertices are ignored.
    pub fn set(&mut self, a: usize, b: usize, w: W) {
        if a == b || !self.alive[a] || !self.alive[b] {
            return;
        }
        let w = w.add(w);
        let n = self.nv;
        if self.weight2(a * n + b) == w {
            return;
        }
        let packed = self.pack(w);
        self.ew[a * n + b] = packed;
        self.ew[b * n + a] = packed;
        if !self.dirty[a] {
            self.dirty[a] = true;
            self.dirty_list.push(a);
        }
    }

    /// Removes vertex `x` (and its edges) for good; its mate, if any, becomes single.
    pub fn remove(&mut self, x: usize) {
        if !self.alive[x] {
            return;
        }
        if !self.fresh {
            self.prepare(x);
        }
        let n = self.nv;
        for u in 0..n {
            self.ew[x * n + u] = 0;
            self.ew[u * n + x] = 0;
        }
        self.dualvar[x] = W::zero();
        self.alive[x] = false;
        self.live = None;
    }

    /// The mate of `v` in the last solve's matching.
    pub fn mate_of(&self, v: usize) -> Option<usize> {
        let p = self.mate[v];
        if p >= 0 {
            Some(self.to(p as usize))
        } else {
            None
        }
    }

    fn to(&self, p: usize) -> usize {
        p % self.nv
    }

    fn rev(&self, p: usize) -> usize {
        (p % self.nv) * self.nv + p / self.nv
    }

    fn key(&self, a: usize, b: usize) -> usize {
        if a < b {
            a * self.nv + b
        } else {
            b * self.nv + a
        }
    }

    /// Marks edge `k` (`i * nv + j`, `i < j`) allowed, in both directions of the matrix.
    fn allow(&mut self, k: usize) {
        if !self.allowedge[k] {
            self.allowedge[k] = true;
            let r = self.rev(k);
            self.allowedge[r] = true;
            self.allowed.push(k);
        }
    }

    /// The packed form of doubled weight `w` (interning its high part).
    fn pack(&mut self, w: W) -> u64 {
        let lo = w.low32();
        let hi = w.sub(W::from_u64(lo));
        let idx = if hi == self.last_hi.0 {
            self.last_hi.1
        } else {
            let next = self.his.len() as u32;
            let idx = *self.hi_index.entry(hi).or_insert(next);
            if idx == next {
                self.his.push(hi);
                self.his2.push(hi.add(hi));
            }
            self.last_hi = (hi, idx);
            idx
        };
        (u64::from(idx) << 32) | lo
    }

    /// The doubled weight of matrix entry `e`.
    fn weight2(&self, e: usize) -> W {
        let p = self.ew[e];
        self.his[(p >> 32) as usize].add(W::from_u64(p & 0xffff_ffff))
    }

    /// The slack of the edge `v`-`w` (matrix entry `e`, either direction).
    fn slack_at(&self, v: usize, w: usize, e: usize) -> W {
        let p = self.ew[e];
        let twice = self.his2[(p >> 32) as usize].add(W::from_u64((p & 0xffff_ffff) << 1));
        self.dualvar[v].add(self.dualvar[w]).sub(twice)
    }

    /// The slack of the edge `v`-`w`, read along `v`'s row.
    fn slack_vw(&self, v: usize, w: usize) -> W {
        self.slack_at(v, w, v * self.nv + w)
    }

    fn slack(&self, k: usize) -> W {
        self.slack_at(k / self.nv, k % self.nv, k)
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.nv {
            out.push(b);
        } else {
            for &t in &self.blossomchilds[b] {
                self.leaves(t, out);
            }
        }
    }

    fn base_of(&self, b: usize) -> usize {
        if b < self.nv {
            b
        } else {
            self.blossombase[b] as usize
        }
    }

    /// Makes `x` single and a top-level blossom of its own, its blossoms dissolved (their
    /// duals moved onto their vertices), with the smallest even dual that keeps its edges
    /// feasible: ready for new weights.
    fn prepare(&mut self, x: usize) {
        let n = self.nv;
        let top = self.inblossom[x];
        let base = self.base_of(top);
        if self.mate[base] >= 0 {
            let partner = self.to(self.mate[base] as usize);
            self.mate[partner] = -1;
            self.mate[base] = -1;
        }
        if top >= n {
            self.augment_blossom(top, x);
        }
        self.mate[x] = -1;
        let mut b = top;
        while b >= n {
            let z = self.dualvar[b];
            let mut leaves = std::mem::take(&mut self.scratch);
            leaves.clear();
            self.leaves(b, &mut leaves);
            for &v in &leaves {
                self.dualvar[v] = self.dualvar[v].add(z);
            }
            self.scratch = leaves;
            b = self.dissolve(b, x);
        }
        let mut d = W::zero();
        for u in 0..n {
            if self.ew[x * n + u] != 0 {
                let w = self.weight2(x * n + u);
                let need = w.add(w).sub(self.dualvar[u]);
                if need > d {
                    d = need;
                }
            }
        }
        if d.half().add(d.half()) != d {
            d = d.add(W::from_u64(1));
        }
        self.dualvar[x] = d;
    }

    /// Takes top-level blossom `b` apart without touching any dual: its children become
    /// top-level blossoms. Returns the child that contains vertex `x`.
    fn dissolve(&mut self, b: usize, x: usize) -> usize {
        let n = self.nv;
        let childs = std::mem::take(&mut self.blossomchilds[b]);
        let mut found = x;
        let mut leaves = std::mem::take(&mut self.scratch);
        for &s in &childs {
            self.blossomparent[s] = -1;
            if s < n {
                self.inblossom[s] = s;
                if s == x {
                    found = s;
                }
            } else {
                leaves.clear();
                self.leaves(s, &mut leaves);
                for &v in &leaves {
                    self.inblossom[v] = s;
                    if v == x {
                        found = s;
                    }
                }
            }
        }
        self.scratch = leaves;
        self.label[b] = -1;
        self.labelend[b] = -1;
        self.blossomendps[b] = Vec::new();
        self.blossombase[b] = -1;
        self.blossombestedges[b] = None;
        self.bestedge[b] = -1;
        self.dualvar[b] = W::zero();
        self.unusedblossoms.push(b);
        found
    }

    /// Gives the exposed top-level blossom `top` an even base dual, as bbpPairings does:
    /// dissolve its blossoms of dual zero around the base, then move one unit from the
    /// innermost blossom left (or none) onto its vertices.
    fn even_dual(&mut self, top: usize) {
        let n = self.nv;
        let base = self.base_of(top);
        let mut b = top;
        while b >= n && self.dualvar[b].is_zero() {
            b = self.dissolve(b, base);
        }
        let one = W::from_u64(1);
        if b < n {
            self.dualvar[b] = self.dualvar[b].add(one);
        } else {
            self.dualvar[b] = self.dualvar[b].sub(one);
            let mut leaves = std::mem::take(&mut self.scratch);
            leaves.clear();
            self.leaves(b, &mut leaves);
            for &v in &leaves {
                self.dualvar[v] = self.dualvar[v].add(one);
            }
            self.scratch = leaves;
        }
    }

    fn reset(&mut self) {
        let n = self.nv;
        // Each vertex's dual: its heaviest edge (feasible, and even: the weights are doubled);
        // then a greedy matching of the edges tight at both ends.
        for v in 0..n {
            self.mate[v] = -1;
            self.inblossom[v] = v;
            let mut d = W::zero();
            if self.alive[v] {
                for u in 0..n {
                    if self.ew[v * n + u] != 0 {
                        let w = self.weight2(v * n + u);
                        if w > d {
                            d = w;
                        }
                    }
                }
            }
            self.dualvar[v] = d;
        }
        for v in 0..n {
            let d = self.dualvar[v];
            if !self.alive[v] || d.is_zero() || self.mate[v] != -1 {
                continue;
            }
            for u in v + 1..n {
                if self.mate[u] == -1 && self.dualvar[u] == d && self.weight2(v * n + u) == d {
                    self.mate[v] = (v * n + u) as isize;
                    self.mate[u] = (u * n + v) as isize;
                    break;
                }
            }
        }
        for b in 0..2 * n {
            self.blossomparent[b] = -1;
            self.label[b] = 0;
            self.labelend[b] = -1;
            self.bestedge[b] = -1;
            self.blossombestedges[b] = None;
        }
        for b in n..2 * n {
            self.blossomchilds[b] = Vec::new();
            self.blossomendps[b] = Vec::new();
            self.blossombase[b] = -1;
            self.dualvar[b] = W::zero();
        }
        self.unusedblossoms = (n..2 * n).collect();
    }

    fn assign_label(&mut self, w: usize, t: i8, p: isize) {
        let b = self.inblossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = -1;
        self.bestedge[b] = -1;
        if t == 1 {
            let mut q = std::mem::take(&mut self.queue);
            self.leaves(b, &mut q);
            self.queue = q;
        } else if t == 2 {
            let base = self.blossombase[b] as usize;
            let mb = self.mate[base] as usize;
            let e = self.to(mb);
            let r = self.rev(mb) as isize;
            self.assign_label(e, 1, r);
        }
    }

    fn scan_blossom(&mut self, v0: usize, w0: usize) -> isize {
        let mut path = std::mem::take(&mut self.scratch);
        path.clear();
        let mut base: isize = -1;
        let mut v: isize = v0 as isize;
        let mut w: isize = w0 as isize;
        while v != -1 || w != -1 {
            let mut b = self.inblossom[v as usize];
            if self.label[b] & 4 != 0 {
                base = self.blossombase[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == -1 {
                v = -1;
            } else {
                let vv = self.to(self.labelend[b] as usize);
                b = self.inblossom[vv];
                v = self.to(self.labelend[b] as usize) as isize;
            }
            if w != -1 {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for &b in &path {
            self.label[b] = 1;
        }
        self.scratch = path;
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize, live: &[usize]) {
        let n = self.nv;
        let (mut v, mut w) = (k / n, k % n);
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let b = match self.unusedblossoms.pop() {
            Some(b) => b,
            None => return,
        };
        self.blossombase[b] = base as isize;
        self.blossomparent[b] = -1;
        self.blossomparent[bb] = b as isize;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv] = b as isize;
            path.push(bv);
            endps.push(self.labelend[bv] as usize);
            v = self.to(self.labelend[bv] as usize);
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(self.rev(k));
        while bw != bb {
            self.blossomparent[bw] = b as isize;
            path.push(bw);
            endps.push(self.rev(self.labelend[bw] as usize));
            w = self.to(self.labelend[bw] as usize);
            bw = self.inblossom[w];
        }
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dualvar[b] = W::zero();
        let mut leaves = std::mem::take(&mut self.scratch);
        leaves.clear();
        for &sub in &path {
            self.leaves(sub, &mut leaves);
        }
        for &lv in &leaves {
            if self.label[self.inblossom[lv]] == 2 {
                self.queue.push(lv);
            }
            self.inblossom[lv] = b;
        }
        let mut bestedgeto = std::mem::take(&mut self.bestedgeto);
        let mut sub_leaves = Vec::new();
        for &sub in &path {
            match self.blossombestedges[sub].take() {
                None => {
                    sub_leaves.clear();
                    self.leaves(sub, &mut sub_leaves);
                    for &lv in &sub_leaves {
                        for &u in live {
                            if self.ew[lv * n + u] != 0 {
                                let k2 = self.key(lv, u);
                                self.consider_best(b, k2, u, &mut bestedgeto);
                            }
                        }
                    }
                }
                Some(list) => {
                    for k2 in list {
                        let (i, j) = (k2 / n, k2 % n);
                        let j = if self.inblossom[j] == b { i } else { j };
                        self.consider_best(b, k2, j, &mut bestedgeto);
                    }
                }
            }
            self.bestedge[sub] = -1;
        }
        let mut list = Vec::new();
        for slot in bestedgeto.iter_mut() {
            if *slot != -1 {
                list.push(*slot as usize);
                *slot = -1;
            }
        }
        self.bestedgeto = bestedgeto;
        self.scratch = leaves;
        self.bestedge[b] = -1;
        for &k2 in &list {
            let s2 = self.slack(k2);
            if self.bestedge[b] == -1 || s2 < self.bestslack[b] {
                self.bestedge[b] = k2 as isize;
                self.bestslack[b] = s2;
            }
        }
        self.blossombestedges[b] = Some(list);
        self.blossomchilds[b] = path;
        self.blossomendps[b] = endps;
    }

    fn consider_best(&self, b: usize, k2: usize, j: usize, bestedgeto: &mut [isize]) {
        let bj = self.inblossom[j];
        if bj != b
            && self.label[bj] == 1
            && (bestedgeto[bj] == -1 || self.slack(k2) < self.slack(bestedgeto[bj] as usize))
        {
            bestedgeto[bj] = k2 as isize;
        }
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.blossomchilds[b].clone();
        let mut leaves = Vec::new();
        for &s in &childs {
            self.blossomparent[s] = -1;
            if s < self.nv {
                self.inblossom[s] = s;
            } else if endstage && self.dualvar[s].is_zero() {
                self.expand_blossom(s, endstage);
            } else {
                leaves.clear();
                self.leaves(s, &mut leaves);
                for &lv in &leaves {
                    self.inblossom[lv] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            let entrychild = self.inblossom[self.to(self.rev(self.labelend[b] as usize))];
            let len = childs.len() as isize;
            let mut j = childs.iter().position(|&c| c == entrychild).unwrap_or(0) as isize;
            let (jstep, endptrick): (isize, bool) = if j & 1 == 1 {
                j -= len;
                (1, false)
            } else {
                (-1, true)
            };
            let idx = |j: isize| -> usize { j.rem_euclid(len) as usize };
            let endps = self.blossomendps[b].clone();
            let trick = |m: &Self, p: usize| if endptrick { m.rev(p) } else { p };
            let back = isize::from(endptrick);
            let mut p = self.labelend[b] as usize;
            while j != 0 {
                let e1 = self.to(self.rev(p));
                self.label[e1] = 0;
                let q = self.rev(trick(self, endps[idx(j - back)]));
                let e2 = self.to(q);
                self.label[e2] = 0;
                self.assign_label(e1, 2, p as isize);
                let ka = endps[idx(j - back)];
                let ka = self.key(ka / self.nv, ka % self.nv);
                self.allow(ka);
                j += jstep;
                p = trick(self, endps[idx(j - back)]);
                let kb = self.key(p / self.nv, p % self.nv);
                self.allow(kb);
                j += jstep;
            }
            let bv = childs[idx(j)];
            let e = self.to(self.rev(p));
            self.label[e] = 2;
            self.label[bv] = 2;
            self.labelend[e] = p as isize;
            self.labelend[bv] = p as isize;
            self.bestedge[bv] = -1;
            j += jstep;
            while childs[idx(j)] != entrychild {
                let bv = childs[idx(j)];
                if self.label[bv] == 1 {
                    j += jstep;
                    continue;
                }
                leaves.clear();
                self.leaves(bv, &mut leaves);
                let found = leaves.iter().copied().find(|&lv| self.label[lv] != 0);
                if let Some(v) = found {
                    self.label[v] = 0;
                    let mb = self.mate[self.blossombase[bv] as usize] as usize;
                    let e = self.to(mb);
                    self.label[e] = 0;
                    self.assign_label(v, 2, self.labelend[v]);
                }
                j += jstep;
            }
        }
        self.label[b] = -1;
        self.labelend[b] = -1;
        self.blossomchilds[b] = Vec::new();
        self.blossomendps[b] = Vec::new();
        self.blossombase[b] = -1;
        self.blossombestedges[b] = None;
        self.bestedge[b] = -1;
        self.dualvar[b] = W::zero();
        self.unusedblossoms.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.blossomparent[t] != b as isize {
            t = self.blossomparent[t] as usize;
        }
        if t >= self.nv {
            self.augment_blossom(t, v);
        }
        let len = self.blossomchilds[b].len() as isize;
        let i = self.blossomchilds[b]
            .iter()
            .position(|&c| c == t)
            .unwrap_or(0) as isize;
        let mut j = i;
        let (jstep, endptrick): (isize, bool) = if i & 1 == 1 {
            j -= len;
            (1, false)
        } else {
            (-1, true)
        };
        let back = isize::from(endptrick);
        let idx = |j: isize| -> usize { j.rem_euclid(len) as usize };
        while j != 0 {
            j += jstep;
            let t1 = self.blossomchilds[b][idx(j)];
            let e = self.blossomendps[b][idx(j - back)];
            let p = if endptrick { self.rev(e) } else { e };
            if t1 >= self.nv {
                self.augment_blossom(t1, self.to(p));
            }
            j += jstep;
            let t2 = self.blossomchilds[b][idx(j)];
            let pr = self.rev(p);
            if t2 >= self.nv {
                self.augment_blossom(t2, self.to(pr));
            }
            let (a, c) = (self.to(p), self.to(pr));
            self.mate[a] = pr as isize;
            self.mate[c] = p as isize;
        }
        let i = i as usize;
        self.blossomchilds[b].rotate_left(i);
        self.blossomendps[b].rotate_left(i);
        self.blossombase[b] = self.blossombase[self.blossomchilds[b][0]];
    }

    /// Flips the alternating path from S-vertex `s` to the root of its tree; `s` gets
    /// `p` as its mate endpoint (`-1`: single).
    fn augment_to_root(&mut self, mut s: usize, mut p: isize) {
        loop {
            let bs = self.inblossom[s];
            if bs >= self.nv {
                self.augment_blossom(bs, s);
            }
            self.mate[s] = p;
            if self.labelend[bs] == -1 {
                break;
            }
            let t = self.to(self.labelend[bs] as usize);
            let bt = self.inblossom[t];
            let le = self.labelend[bt] as usize;
            s = self.to(le);
            let j = self.to(self.rev(le));
            if bt >= self.nv {
                self.augment_blossom(bt, j);
            }
            self.mate[j] = le as isize;
            p = self.rev(le) as isize;
        }
    }

    fn augment_matching(&mut self, v: usize, w: usize) {
        let n = self.nv;
        self.augment_to_root(v, (v * n + w) as isize);
        self.augment_to_root(w, (w * n + v) as isize);
    }

    /// Computes a maximum-weight matching of the current weights, from the last one.
    pub fn solve(&mut self) {
        let nv = self.nv;
        let dirty = std::mem::take(&mut self.dirty_list);
        // From scratch only the first time: re-matching only the changed vertices is cheaper
        // even when they are most of the graph (the rest keep their pairs and duals).
        if self.fresh {
            self.reset();
            self.fresh = false;
        } else {
            for &x in &dirty {
                if self.alive[x] {
                    self.prepare(x);
                }
            }
            for v in 0..nv {
                let top = self.inblossom[v];
                if self.alive[v]
                    && self.mate[v] == -1
                    && self.base_of(top) == v
                    && self.dualvar[v].half().add(self.dualvar[v].half()) != self.dualvar[v]
                {
                    self.even_dual(top);
                }
            }
        }
        for &x in &dirty {
            self.dirty[x] = false;
        }
        self.dirty_list = dirty;
        self.dirty_list.clear();
        let live = match self.live.take() {
            Some(live) => live,
            None => (0..nv).filter(|&v| self.alive[v]).collect(),
        };
        loop {
            self.label.iter_mut().for_each(|x| *x = 0);
            self.bestedge.iter_mut().for_each(|x| *x = -1);
            for b in nv..2 * nv {
                self.blossombestedges[b] = None;
            }
            for &k in &self.allowed {
                self.allowedge[k] = false;
                self.allowedge[(k % nv) * nv + k / nv] = false;
            }
            self.allowed.clear();
            self.queue.clear();
            let mut roots = false;
            for v in 0..nv {
                if self.alive[v] && self.mate[v] == -1 && self.label[self.inblossom[v]] == 0 {
                    if self.dualvar[v] > W::zero() {
                        self.assign_label(v, 1, -1);
                        roots = true;
                    } else {
                        // Exposed with dual zero: may be matched by an augmenting path.
                        self.labelend[self.inblossom[v]] = -1;
                    }
                }
            }
            if !roots {
                break;
            }
            self.stage(&live);
            for b in nv..2 * nv {
                if self.blossomparent[b] == -1
                    && self.blossombase[b] >= 0
                    && self.label[b] == 1
                    && self.dualvar[b].is_zero()
                {
                    self.expand_blossom(b, true);
                }
            }
        }
        self.live = Some(live);
    }

    /// One stage: grows the trees from the exposed vertices of positive dual until an
    /// augmentation (or a vertex's dual reaching zero) changes the matching.
    fn stage(&mut self, live: &[usize]) {
        let nv = self.nv;
        loop {
            while let Some(v) = self.queue.pop() {
                let row = v * nv;
                for &w in live {
                    if self.ew[row + w] == 0 {
                        continue;
                    }
                    if self.inblossom[v] == self.inblossom[w] {
                        continue;
                    }
                    let mut kslack = W::zero();
                    let mut allowed = self.allowedge[row + w];
                    if !allowed {
                        kslack = self.slack_vw(v, w);
                        if kslack <= W::zero() {
                            let k = self.key(v, w);
                            self.allow(k);
                            allowed = true;
                        }
                    }
                    let k = self.key(v, w);
                    let bw = self.inblossom[w];
                    if allowed {
                        if self.label[bw] == 0 {
                            if self.mate[self.base_of(bw)] == -1 {
                                self.augment_matching(v, w);
                                return;
                            }
                            self.assign_label(w, 2, (w * nv + v) as isize);
                        } else if self.label[bw] == 1 {
                            let base = self.scan_blossom(v, w);
                            if base >= 0 {
                                self.add_blossom(base as usize, k, live);
                            } else {
                                self.augment_matching(k / nv, k % nv);
                                return;
                            }
                        } else if self.label[w] == 0 {
                            self.label[w] = 2;
                            self.labelend[w] = (w * nv + v) as isize;
                        }
                    } else if self.label[bw] == 1 {
                        let b = self.inblossom[v];
                        if self.bestedge[b] == -1 || kslack < self.bestslack[b] {
                            self.bestedge[b] = k as isize;
                            self.bestslack[b] = kslack;
                        }
                    } else if self.label[w] == 0
                        && (self.bestedge[w] == -1 || kslack < self.bestslack[w])
                    {
                        self.bestedge[w] = k as isize;
                        self.bestslack[w] = kslack;
                    }
                }
            }
            // delta1: an S-vertex's dual reaches zero (an exposed one first).
            let mut deltatype = 0;
            let mut delta = W::zero();
            let mut deltavertex = 0;
            for v in 0..nv {
                if self.label[self.inblossom[v]] == 1 {
                    let d = self.dualvar[v];
                    if deltatype == 0
                        || d < delta
                        || (d == delta && self.mate[v] == -1 && self.mate[deltavertex] != -1)
                    {
                        deltatype = 1;
                        delta = d;
                        deltavertex = v;
                    }
                }
            }
            if deltatype == 0 {
                return;
            }
            let mut deltaedge: usize = 0;
            let mut deltablossom: usize = 0;
            for v in 0..nv {
                if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != -1 {
                    let d = self.bestslack[v];
                    if d < delta {
                        delta = d;
                        deltatype = 2;
                        deltaedge = self.bestedge[v] as usize;
                    }
                }
            }
            for b in 0..2 * nv {
                if self.blossomparent[b] == -1 && self.label[b] == 1 && self.bestedge[b] != -1 {
                    let d = self.bestslack[b].half();
                    if d < delta {
                        delta = d;
                        deltatype = 3;
                        deltaedge = self.bestedge[b] as usize;
                    }
                }
            }
            for b in nv..2 * nv {
                if self.blossombase[b] >= 0
                    && self.blossomparent[b] == -1
                    && self.label[b] == 2
                    && self.dualvar[b] < delta
                {
                    delta = self.dualvar[b];
                    deltatype = 4;
                    deltablossom = b;
                }
            }
            for v in 0..nv {
                match self.label[self.inblossom[v]] {
                    1 => self.dualvar[v] = self.dualvar[v].sub(delta),
                    2 => self.dualvar[v] = self.dualvar[v].add(delta),
                    _ => {
                        if self.bestedge[v] != -1 {
                            self.bestslack[v] = self.bestslack[v].sub(delta);
                        }
                    }
                }
            }
            let delta2 = delta.add(delta);
            for b in 0..2 * nv {
                if self.blossomparent[b] == -1 && self.label[b] == 1 && self.bestedge[b] != -1 {
                    self.bestslack[b] = self.bestslack[b].sub(delta2);
                }
            }
            for b in nv..2 * nv {
                if self.blossombase[b] >= 0 && self.blossomparent[b] == -1 {
                    match self.label[b] {
                        1 => self.dualvar[b] = self.dualvar[b].add(delta),
                        2 => self.dualvar[b] = self.dualvar[b].sub(delta),
                        _ => {}
                    }
                }
            }
            match deltatype {
                1 => {
                    self.augment_to_root(deltavertex, -1);
                    return;
                }
                2 => {
                    self.allow(deltaedge);
                    let (mut i, j) = (deltaedge / nv, deltaedge % nv);
                    if self.label[self.inblossom[i]] == 0 {
                        i = j;
                    }
                    self.queue.push(i);
                }
                3 => {
                    self.allow(deltaedge);
                    self.queue.push(deltaedge / nv);
                }
                _ => self.expand_blossom(deltablossom, false),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    fn brute(n: usize, w: &[Vec<i64>], used: &mut [bool], start: usize) -> i64 {
        let mut v = start;
        while v < n && used[v] {
            v += 1;
        }
        if v >= n {
            return 0;
        }
        used[v] = true;
        let mut best = brute(n, w, used, v + 1);
        for u in v + 1..n {
            if !used[u] && w[v][u] > 0 {
                used[u] = true;
                best = best.max(w[v][u] + brute(n, w, used, v + 1));
                used[u] = false;
            }
        }
        used[v] = false;
        best
    }

    #[allow(clippy::needless_range_loop)]
    fn total(n: usize, w: &[Vec<i64>], mate: &[Option<usize>]) -> i64 {
        let mut total = 0;
        for v in 0..n {
            if let Some(u) = mate[v] {
                assert_eq!(mate[u], Some(v));
                assert!(w[v][u] > 0, "matched along a non-edge");
                if v < u {
                    total += w[v][u];
                }
            }
        }
        total
    }

    /// The incremental matcher, after random changes of a vertex's edges and removals,
    /// finds matchings as heavy as a matching from scratch of the same graph.
    #[test]
    #[allow(clippy::needless_range_loop)]
    fn incremental_updates_stay_maximum() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(11);
        for iter in 0..600 {
            let n = rng.gen_range(2..=12);
            let maxw: i64 = if iter % 3 == 0 { 6 } else { 1 << 20 };
            let density: f64 = rng.gen_range(0.3..1.0);
            let mut w = vec![vec![0i64; n]; n];
            let mut alive = vec![true; n];
            let mut m = Matcher::<i64>::new(n);
            let mut wide = Matcher::<crate::tournament::dutch::weight::Wide<2>>::new(n);
            for i in 0..n {
                for j in i + 1..n {
                    if rng.gen_bool(density) {
                        let x = rng.gen_range(1..=maxw);
                        w[i][j] = x;
                        w[j][i] = x;
                        m.set(i, j, x);
                        wide.set(
                            i,
                            j,
                            crate::tournament::dutch::weight::Wide::from_u64(x as u64),
                        );
                    }
                }
            }
            for _ in 0..12 {
                m.solve();
                wide.solve();
                let mate: Vec<Option<usize>> = (0..n).map(|v| m.mate_of(v)).collect();
                let mate2: Vec<Option<usize>> = (0..n).map(|v| wide.mate_of(v)).collect();
                let mut edges = Vec::new();
                for i in 0..n {
                    for j in i + 1..n {
                        if alive[i] && alive[j] && w[i][j] > 0 {
                            edges.push((i, j, w[i][j]));
                        }
                    }
                }
                let scratch = max_weight_matching(n, &edges);
                let best = total(n, &w, &scratch);
                assert_eq!(total(n, &w, &mate), best, "graph {edges:?}");
                assert_eq!(total(n, &w, &mate2), best, "graph {edges:?}");
                let mut used = vec![false; n];
                let mut wa = w.clone();
                for v in 0..n {
                    if !alive[v] {
                        for u in 0..n {
                            wa[v][u] = 0;
                            wa[u][v] = 0;
                        }
                    }
                }
                assert_eq!(best, brute(n, &wa, &mut used, 0));
                // Change a few vertices' edges, sometimes remove one.
                let live: Vec<usize> = (0..n).filter(|&v| alive[v]).collect();
                if live.len() > 2 && rng.gen_bool(0.2) {
                    let x = live[rng.gen_range(0..live.len())];
                    alive[x] = false;
                    m.remove(x);
                    wide.remove(x);
                    continue;
                }
                for _ in 0..rng.gen_range(1..=2) {
                    let x = live[rng.gen_range(0..live.len())];
                    for u in 0..n {
                        if u == x || !alive[u] || !rng.gen_bool(0.5) {
                            continue;
                        }
                        let y = if rng.gen_bool(density) {
                            rng.gen_range(1..=maxw)
                        } else {
                            0
                        };
                        w[x][u] = y;
                        w[u][x] = y;
                        m.set(x, u, y);
                        wide.set(
                            x,
                            u,
                            crate::tournament::dutch::weight::Wide::from_u64(y as u64),
                        );
                    }
                }
            }
        }
    }

    /// Weights whose low 32 bits wrap (the packed matrix splits each weight there) and whose
    /// high parts repeat or differ: both integer types find the heaviest matching, after
    /// updates too.
    #[test]
    #[allow(clippy::needless_range_loop)]
    fn weights_across_the_32_bit_split() {
        use crate::tournament::dutch::weight::Wide;
        let mut rng = rand::rngs::StdRng::seed_from_u64(23);
        let pick = |rng: &mut rand::rngs::StdRng| -> i64 {
            let high = [1i64 << 32, 3 << 32, 1 << 40][rng.gen_range(0..3)];
            high + rng.gen_range(-6..=6)
        };
        for _ in 0..300 {
            let n = rng.gen_range(2..=10);
            let mut w = vec![vec![0i64; n]; n];
            let mut m = Matcher::<i64>::new(n);
            let mut wide = Matcher::<Wide<2>>::new(n);
            for round in 0..4 {
                for i in 0..n {
                    for j in i + 1..n {
                        if round > 0 && !rng.gen_bool(0.3) {
                            continue;
                        }
                        let x = if rng.gen_bool(0.8) { pick(&mut rng) } else { 0 };
                        w[i][j] = x;
                        w[j][i] = x;
                        m.set(i, j, x);
                        wide.set(i, j, Wide::from_u64(x as u64));
                    }
                }
                m.solve();
                wide.solve();
                let mate: Vec<Option<usize>> = (0..n).map(|v| m.mate_of(v)).collect();
                let mate2: Vec<Option<usize>> = (0..n).map(|v| wide.mate_of(v)).collect();
                let mut used = vec![false; n];
                let best = brute(n, &w, &mut used, 0);
                assert_eq!(total(n, &w, &mate), best);
                assert_eq!(total(n, &w, &mate2), best);
            }
        }
    }

    #[test]
    #[allow(clippy::needless_range_loop)]
    fn matches_brute_force_on_random_graphs() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        for iter in 0..4000 {
            let n = rng.gen_range(1..=10);
            let density: f64 = rng.gen_range(0.2..1.0);
            let maxw = if iter % 3 == 0 { 4 } else { 1000 };
            let mut w = vec![vec![0i64; n]; n];
            let mut edges = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    if rng.gen_bool(density) {
                        let x = rng.gen_range(1..=maxw);
                        w[i][j] = x;
                        w[j][i] = x;
                        edges.push((i, j, x));
                    }
                }
            }
            let mate = max_weight_matching(n, &edges);
            let mut total = 0;
            for v in 0..n {
                if let Some(u) = mate[v] {
                    assert_eq!(mate[u], Some(v));
                    assert!(w[v][u] > 0);
                    if v < u {
                        total += w[v][u];
                    }
                }
            }
            let mut used = vec![false; n];
            assert_eq!(total, brute(n, &w, &mut used, 0), "graph {edges:?}");
            // Same graph through the wide type.
            let wide: Vec<_> = edges
                .iter()
                .map(|&(i, j, x)| {
                    (
                        i,
                        j,
                        crate::tournament::dutch::weight::Wide::<2>::from_u64(x as u64).shl(70),
                    )
                })
                .collect();
            let mate2 = max_weight_matching(n, &wide);
            let mut total2 = 0;
            for v in 0..n {
                if let Some(u) = mate2[v].filter(|&u| v < u) {
                    total2 += w[v][u];
                }
            }
            assert_eq!(total2, total);
        }
    }
}
