//! Maximum-weight matching on general graphs.
//!
//! A port of Joris van Rantwijk's `mwmatching` (Edmonds' blossom algorithm
//! with dual variables, O(n^3)), generic over the integer [`Weight`] type.
//! It computes a matching of maximum total weight (not necessarily of maximum
//! cardinality); the Dutch weights encode cardinality in their top bits.

use crate::tournament::dutch::weight::Weight;

/// Computes a maximum-weight matching. `edges` are `(i, j, w)` with `i != j`,
/// `w > 0`, vertices `0..n`. Returns `mate[v]`, `None` when `v` is single.
pub fn max_weight_matching<W: Weight>(n: usize, edges: &[(usize, usize, W)]) -> Vec<Option<usize>> {
    if n == 0 || edges.is_empty() {
        return vec![None; n];
    }
    // Doubling the weights keeps every dual variable and slack integral.
    let edges: Vec<(usize, usize, W)> = edges.iter().map(|&(i, j, w)| (i, j, w.add(w))).collect();
    let mut m = Matcher::new(n, edges);
    m.solve();
    m.mate
        .iter()
        .map(|&p| {
            if p >= 0 {
                Some(m.endpoint[p as usize])
            } else {
                None
            }
        })
        .collect()
}

struct Matcher<W: Weight> {
    nv: usize,
    edges: Vec<(usize, usize, W)>,
    endpoint: Vec<usize>,
    neighbend: Vec<Vec<usize>>,
    mate: Vec<isize>,
    label: Vec<i8>,
    labelend: Vec<isize>,
    inblossom: Vec<usize>,
    blossomparent: Vec<isize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<isize>,
    blossomendps: Vec<Vec<usize>>,
    bestedge: Vec<isize>,
    blossombestedges: Vec<Option<Vec<usize>>>,
    unusedblossoms: Vec<usize>,
    dualvar: Vec<W>,
    allowedge: Vec<bool>,
    queue: Vec<usize>,
}

impl<W: Weight> Matcher<W> {
    fn new(nv: usize, edges: Vec<(usize, usize, W)>) -> Self {
        let mut maxweight = W::zero();
        for &(_, _, w) in &edges {
            if w > maxweight {
                maxweight = w;
            }
        }
        let mut endpoint = Vec::with_capacity(2 * edges.len());
        let mut neighbend = vec![Vec::new(); nv];
        for (k, &(i, j, _)) in edges.iter().enumerate() {
            endpoint.push(i);
            endpoint.push(j);
            neighbend[i].push(2 * k + 1);
            neighbend[j].push(2 * k);
        }
        let ne = edges.len();
        let mut blossombase: Vec<isize> = (0..nv as isize).collect();
        blossombase.extend(std::iter::repeat_n(-1, nv));
        let mut dualvar = vec![maxweight; nv];
        dualvar.extend(std::iter::repeat_n(W::zero(), nv));
        Matcher {
            nv,
            edges,
            endpoint,
            neighbend,
            mate: vec![-1; nv],
            label: vec![0; 2 * nv],
            labelend: vec![-1; 2 * nv],
            inblossom: (0..nv).collect(),
            blossomparent: vec![-1; 2 * nv],
            blossomchilds: vec![Vec::new(); 2 * nv],
            blossombase,
            blossomendps: vec![Vec::new(); 2 * nv],
            bestedge: vec![-1; 2 * nv],
            blossombestedges: vec![None; 2 * nv],
            unusedblossoms: (nv..2 * nv).collect(),
            dualvar,
            allowedge: vec![false; ne],
            queue: Vec::new(),
        }
    }

    fn slack(&self, k: usize) -> W {
        let (i, j, w) = self.edges[k];
        self.dualvar[i].add(self.dualvar[j]).sub(w.add(w))
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

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut v = Vec::new();
        self.leaves(b, &mut v);
        v
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
            let l = self.leaves_of(b);
            self.queue.extend(l);
        } else if t == 2 {
            let base = self.blossombase[b] as usize;
            let mb = self.mate[base];
            self.assign_label(self.endpoint[mb as usize], 1, mb ^ 1);
        }
    }

    fn scan_blossom(&mut self, v0: usize, w0: usize) -> isize {
        let mut path = Vec::new();
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
                let vv = self.endpoint[self.labelend[b] as usize];
                b = self.inblossom[vv];
                v = self.endpoint[self.labelend[b] as usize] as isize;
            }
            if w != -1 {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
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
            v = self.endpoint[self.labelend[bv] as usize];
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.blossomparent[bw] = b as isize;
            path.push(bw);
            endps.push((self.labelend[bw] ^ 1) as usize);
            w = self.endpoint[self.labelend[bw] as usize];
            bw = self.inblossom[w];
        }
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dualvar[b] = W::zero();
        self.blossomchilds[b] = path.clone();
        self.blossomendps[b] = endps;
        for lv in self.leaves_of(b) {
            if self.label[self.inblossom[lv]] == 2 {
                self.queue.push(lv);
            }
            self.inblossom[lv] = b;
        }
        let mut bestedgeto: Vec<isize> = vec![-1; 2 * self.nv];
        for &sub in &path {
            let nblists: Vec<Vec<usize>> = match self.blossombestedges[sub].take() {
                None => self
                    .leaves_of(sub)
                    .into_iter()
                    .map(|lv| self.neighbend[lv].iter().map(|&p| p / 2).collect())
                    .collect(),
                Some(l) => vec![l],
            };
            for nblist in nblists {
                for k2 in nblist {
                    let (mut i, mut j, _) = self.edges[k2];
                    if self.inblossom[j] == b {
                        std::mem::swap(&mut i, &mut j);
                    }
                    let _ = i;
                    let bj = self.inblossom[j];
                    if bj != b
                        && self.label[bj] == 1
                        && (bestedgeto[bj] == -1
                            || self.slack(k2) < self.slack(bestedgeto[bj] as usize))
                    {
                        bestedgeto[bj] = k2 as isize;
                    }
                }
            }
            self.bestedge[sub] = -1;
        }
        let list: Vec<usize> = bestedgeto
            .iter()
            .filter(|&&k2| k2 != -1)
            .map(|&k2| k2 as usize)
            .collect();
        self.bestedge[b] = -1;
        for &k2 in &list {
            if self.bestedge[b] == -1 || self.slack(k2) < self.slack(self.bestedge[b] as usize) {
                self.bestedge[b] = k2 as isize;
            }
        }
        self.blossombestedges[b] = Some(list);
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.blossomchilds[b].clone();
        for &s in &childs {
            self.blossomparent[s] = -1;
            if s < self.nv {
                self.inblossom[s] = s;
            } else if endstage && self.dualvar[s].is_zero() {
                self.expand_blossom(s, endstage);
            } else {
                for lv in self.leaves_of(s) {
                    self.inblossom[lv] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            let entrychild = self.inblossom[self.endpoint[(self.labelend[b] ^ 1) as usize]];
            let len = childs.len() as isize;
            let mut j = childs.iter().position(|&c| c == entrychild).unwrap_or(0) as isize;
            let (jstep, endptrick): (isize, usize) = if j & 1 == 1 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let idx = |j: isize| -> usize { j.rem_euclid(len) as usize };
            let endps = self.blossomendps[b].clone();
            let mut p = self.labelend[b] as usize;
            while j != 0 {
                let e1 = self.endpoint[p ^ 1];
                self.label[e1] = 0;
                let q = endps[idx(j - endptrick as isize)] ^ endptrick ^ 1;
                let e2 = self.endpoint[q];
                self.label[e2] = 0;
                self.assign_label(e1, 2, p as isize);
                self.allowedge[endps[idx(j - endptrick as isize)] / 2] = true;
                j += jstep;
                p = endps[idx(j - endptrick as isize)] ^ endptrick;
                self.allowedge[p / 2] = true;
                j += jstep;
            }
            let bv = childs[idx(j)];
            let e = self.endpoint[p ^ 1];
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
                let mut found: Option<usize> = None;
                for lv in self.leaves_of(bv) {
                    if self.label[lv] != 0 {
                        found = Some(lv);
                        break;
                    }
                }
                if let Some(v) = found {
                    self.label[v] = 0;
                    let mb = self.mate[self.blossombase[bv] as usize];
                    self.label[self.endpoint[mb as usize]] = 0;
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
        let (jstep, endptrick): (isize, usize) = if i & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        let idx = |j: isize| -> usize { j.rem_euclid(len) as usize };
        while j != 0 {
            j += jstep;
            let t1 = self.blossomchilds[b][idx(j)];
            let p = self.blossomendps[b][idx(j - endptrick as isize)] ^ endptrick;
            if t1 >= self.nv {
                self.augment_blossom(t1, self.endpoint[p]);
            }
            j += jstep;
            let t2 = self.blossomchilds[b][idx(j)];
            if t2 >= self.nv {
                self.augment_blossom(t2, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = (p ^ 1) as isize;
            self.mate[self.endpoint[p ^ 1]] = p as isize;
        }
        let i = i as usize;
        self.blossomchilds[b].rotate_left(i);
        self.blossomendps[b].rotate_left(i);
        self.blossombase[b] = self.blossombase[self.blossomchilds[b][0]];
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        for (s0, p0) in [(v, 2 * k + 1), (w, 2 * k)] {
            let mut s = s0;
            let mut p = p0;
            loop {
                let bs = self.inblossom[s];
                if bs >= self.nv {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p as isize;
                if self.labelend[bs] == -1 {
                    break;
                }
                let t = self.endpoint[self.labelend[bs] as usize];
                let bt = self.inblossom[t];
                s = self.endpoint[self.labelend[bt] as usize];
                let j = self.endpoint[(self.labelend[bt] ^ 1) as usize];
                if bt >= self.nv {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = (self.labelend[bt] ^ 1) as usize;
            }
        }
    }

    fn solve(&mut self) {
        let nv = self.nv;
        for _ in 0..nv {
            self.label.iter_mut().for_each(|x| *x = 0);
            self.bestedge.iter_mut().for_each(|x| *x = -1);
            for b in nv..2 * nv {
                self.blossombestedges[b] = None;
            }
            self.allowedge.iter_mut().for_each(|x| *x = false);
            self.queue.clear();
            for v in 0..nv {
                if self.mate[v] == -1 && self.label[self.inblossom[v]] == 0 {
                    self.assign_label(v, 1, -1);
                }
            }
            let mut augmented = false;
            loop {
                while let Some(v) = self.queue.pop() {
                    if augmented {
                        break;
                    }
                    let neigh = self.neighbend[v].clone();
                    for p in neigh {
                        let k = p / 2;
                        let w = self.endpoint[p];
                        if self.inblossom[v] == self.inblossom[w] {
                            continue;
                        }
                        let mut kslack = W::zero();
                        if !self.allowedge[k] {
                            kslack = self.slack(k);
                            if kslack <= W::zero() {
                                self.allowedge[k] = true;
                            }
                        }
                        if self.allowedge[k] {
                            if self.label[self.inblossom[w]] == 0 {
                                self.assign_label(w, 2, (p ^ 1) as isize);
                            } else if self.label[self.inblossom[w]] == 1 {
                                let base = self.scan_blossom(v, w);
                                if base >= 0 {
                                    self.add_blossom(base as usize, k);
                                } else {
                                    self.augment_matching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if self.label[w] == 0 {
                                self.label[w] = 2;
                                self.labelend[w] = (p ^ 1) as isize;
                            }
                        } else if self.label[self.inblossom[w]] == 1 {
                            let b = self.inblossom[v];
                            if self.bestedge[b] == -1
                                || kslack < self.slack(self.bestedge[b] as usize)
                            {
                                self.bestedge[b] = k as isize;
                            }
                        } else if self.label[w] == 0
                            && (self.bestedge[w] == -1
                                || kslack < self.slack(self.bestedge[w] as usize))
                        {
                            self.bestedge[w] = k as isize;
                        }
                    }
                    if augmented {
                        break;
                    }
                }
                if augmented {
                    break;
                }
                // Compute delta (max-weight, not max-cardinality: type 1 always available).
                let mut deltatype = 1;
                let mut delta = self.dualvar[..nv]
                    .iter()
                    .copied()
                    .min()
                    .unwrap_or_else(W::zero);
                let mut deltaedge: usize = 0;
                let mut deltablossom: usize = 0;
                for v in 0..nv {
                    if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != -1 {
                        let d = self.slack(self.bestedge[v] as usize);
                        if d < delta {
                            delta = d;
                            deltatype = 2;
                            deltaedge = self.bestedge[v] as usize;
                        }
                    }
                }
                for b in 0..2 * nv {
                    if self.blossomparent[b] == -1 && self.label[b] == 1 && self.bestedge[b] != -1 {
                        let d = self.slack(self.bestedge[b] as usize).half();
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
                        _ => {}
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
                    1 => break,
                    2 => {
                        self.allowedge[deltaedge] = true;
                        let (mut i, j, _) = self.edges[deltaedge];
                        if self.label[self.inblossom[i]] == 0 {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.allowedge[deltaedge] = true;
                        let (i, _, _) = self.edges[deltaedge];
                        self.queue.push(i);
                    }
                    _ => self.expand_blossom(deltablossom, false),
                }
            }
            if !augmented {
                break;
            }
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
