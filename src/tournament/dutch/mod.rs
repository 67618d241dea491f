//! FIDE Dutch Swiss pairing system, FIDE Handbook C.04.3, following the approach and the
//! exact tie-breaking behaviour of the FIDE-endorsed engine bbpPairings. Two editions of the
//! rules are implemented ([`Rules`]): the one in force since February 2026 (the default;
//! bbpPairings 6, `rules2026.rs`) and the one in force from 2017 until then (bbpPairings 5,
//! described below). The 2026 edition changes the bye (C.2: no player who already scored a
//! win without playing gets it; C.5: the bye assignee's score as low as possible; C.9: of
//! those, the one with the fewest unplayed games), counts no float for a round missed without
//! points, and pairs every bracket inside one matching of the whole round (completability),
//! maximising the scores paired in the bracket instead of minimising score differences.
//!
//! - `weight`: the edge weights, one wide integer of bit fields (`Wide`, or `i128` where the
//!   field fits).
//! - `matching`: the incremental maximum-weight matching (as bbpPairings' matcher: the
//!   matching, the blossoms and the duals kept between re-matchings; weights packed eight
//!   bytes an edge).
//! - `rules2026`: the 2026 edition's criteria and its whole-round matching.
//! - `trf`: TRF-16 tournament reports read (to pair the next round) and written (export), and
//!   bbpPairings' pairing output format.
//!
//! # How the 2017 edition works
//!
//! Players are sorted by score and pairing number (C.04.3 A.2). Brackets are
//! paired from the top score group down (A.3, A.9). For each bracket a graph
//! is built containing the bracket (moved-down players + residents) *and* the
//! next score group; every edge weight is one large integer whose bit fields,
//! from the most significant down, encode in lexicographic order:
//!
//! | field | rule |
//! |---|---|
//! | completion / bye eligibility (last bracket only) | C.4, C.2 |
//! | pairs in the current bracket | C.5 |
//! | pairing score difference (PSD) of the current bracket | C.6 |
//! | pairs and PSD in the next bracket | C.7 |
//! | topscorer colour difference beyond ±2 | C.8 |
//! | topscorer same colour three times | C.9 |
//! | colour preferences satisfied | C.10 |
//! | strong colour preferences satisfied | C.11 |
//! | repeated downfloat / upfloat (previous round, two rounds before) | C.12–C.15 |
//! | score differences of repeated floaters | C.16–C.19 |
//! | room for the S1/S2 ordering rules | B.2–B.4, D.1–D.3 |
//!
//! A maximum-weight matching then gives an optimal pairing of the bracket.
//! Among the equally good pairings, the one the Dutch generation order
//! (transpositions of S2, then exchanges between S1 and S2, D.1–D.3) would
//! meet first is selected by a sequence of re-matchings with small
//! perturbations of the lowest bits, one decision at a time, exactly as
//! bbpPairings does. If the pairing of a bracket would make the rest of the
//! round unpairable (C.4), the bracket is re-paired as the penultimate
//! pairing bracket together with all remaining players (A.9, collapsed last
//! bracket).
//!
//! Colours are then allocated by C.04.3 E.1–E.5 and the boards ordered by
//! C.04.2 (score of the higher player, then of the lower, then rank).

use std::collections::{BTreeMap, HashMap, HashSet};

use crate::tournament::dutch::matching::{max_weight_matching, Matcher};
use crate::tournament::dutch::weight::{Weight, Wide};

/// A piece colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    /// White.
    White,
    /// Black.
    Black,
}

impl Color {
    /// The other colour.
    pub fn invert(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

/// Result of a played game, from the player's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// Win (2 half-points).
    Win,
    /// Draw (1 half-point).
    Draw,
    /// Loss (0).
    Loss,
}

/// What happened to a player in one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Round {
    /// A game actually played over the board.
    Game {
        /// Opponent's starting number.
        opponent: u32,
        /// Colour this player had.
        color: Color,
        /// Result for this player.
        result: GameResult,
    },
    /// Paired, but the opponent did not show up: a win not played (TRF `+`).
    /// Makes the player ineligible for the PAB (C.2); it is not a game, so the
    /// two players may still be paired later (as bbpPairings does).
    ForfeitWin {
        /// Opponent's starting number.
        opponent: u32,
        /// Colour announced in the pairing, if recorded.
        color: Option<Color>,
    },
    /// Paired, but did not show up (TRF `-`).
    ForfeitLoss {
        /// Opponent's starting number.
        opponent: u32,
        /// Colour announced in the pairing, if recorded.
        color: Option<Color>,
    },
    /// The pairing-allocated bye (TRF `U`): one point, no further PAB (C.2).
    Bye,
    /// A full-point bye not allocated by the pairing (TRF `F`).
    FullPointBye,
    /// A half-point bye (TRF `H`).
    HalfPointBye,
    /// Not paired, zero points (TRF `Z`, or nothing recorded).
    Absent,
}

impl Round {
    /// Whether the player took part in that round's pairing: paired (a game or a forfeit)
    /// or given the pairing-allocated bye.
    pub fn was_paired(&self) -> bool {
        matches!(
            self,
            Round::Game { .. } | Round::ForfeitWin { .. } | Round::ForfeitLoss { .. } | Round::Bye
        )
    }

    /// Points (in half points) earned in this round.
    pub fn points(&self) -> u32 {
        match self {
            Round::Game {
                result: GameResult::Win,
                ..
            } => 2,
            Round::Game {
                result: GameResult::Draw,
                ..
            } => 1,
            Round::Game {
                result: GameResult::Loss,
                ..
            } => 0,
            Round::ForfeitWin { .. } | Round::Bye | Round::FullPointBye => 2,
            Round::HalfPointBye => 1,
            Round::ForfeitLoss { .. } | Round::Absent => 0,
        }
    }

    /// The colour of a game actually played.
    fn played_color(&self) -> Option<Color> {
        match self {
            Round::Game { color, .. } => Some(*color),
            _ => None,
        }
    }
}

/// One player's state before the round to pair.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerState {
    /// Starting number (1-based, by rating order); the pairing number.
    pub id: u32,
    /// Rating (informational; ranking uses `id`).
    pub rating: u32,
    /// Score in half points (a win 2, a draw 1).
    pub points: u32,
    /// One entry per round played so far (shorter histories are padded with
    /// [`Round::Absent`] at the end).
    pub history: Vec<Round>,
    /// `false`: not to be paired this round (withdrawn / absent / bye requested).
    pub present: bool,
}

/// The pairing of one round.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Pairing {
    /// `(white, black)` starting numbers, in board order.
    pub pairs: Vec<(u32, u32)>,
    /// The player receiving the pairing-allocated bye, if any.
    pub bye: Option<u32>,
}

/// Which edition of C.04.3 pairs the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Rules {
    /// The rules in force from 2017 until February 2026 (bbpPairings 5).
    Fide2017,
    /// The rules in force since February 2026 (approved in 2025; bbpPairings 6).
    #[default]
    Fide2026,
}

/// Tunables of the pairing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Colour of the highest-ranked player when no colour preference decides
    /// (C.04.3 E.5 and round 1; TRF `XXC white1` / `black1`).
    pub initial_color: Color,
    /// The edition of the rules.
    pub rules: Rules,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            initial_color: Color::White,
            rules: Rules::default(),
        }
    }
}

/// Why a round could not be paired.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PairingError {
    /// The round number is 0.
    #[error("round numbers start at 1")]
    InvalidRound,
    /// Two players share a starting number.
    #[error("duplicate starting number {0}")]
    DuplicateId(u32),
    /// A history refers to an unknown opponent.
    #[error("player {player} refers to unknown opponent {opponent}")]
    UnknownOpponent {
        /// The player.
        player: u32,
        /// The missing opponent.
        opponent: u32,
    },
    /// A history is longer than the number of rounds already played.
    #[error("player {player} has {len} rounds of history before round {round}")]
    HistoryTooLong {
        /// The player.
        player: u32,
        /// Length of the history.
        len: usize,
        /// Round being paired.
        round: u32,
    },
    /// No pairing satisfies the absolute criteria C.1–C.3.
    #[error("no pairing satisfies the absolute criteria (C.1-C.3)")]
    NoValidPairing,
    /// A bracket is too large for the weight arithmetic.
    #[error("bracket too large for the weight arithmetic ({0} bits)")]
    TooLarge(u32),
    /// An internal inconsistency (a bug).
    #[error("internal error: {0}")]
    Internal(&'static str),
}

/// Float direction of a player in a past round (C.04.3 A.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Float {
    Down,
    Up,
    None,
}

/// Pre-computed data of a player taking part in the pairing.
#[derive(Clone, Debug)]
struct P {
    id: u32,
    /// Rank index (0-based position by starting number among the players paired this round
    /// or before): tie-breaks and E.5.
    rank: usize,
    score: u32,
    /// Colour preference (C.04.3 A.6).
    pref: Option<Color>,
    /// |whites - blacks| of played games.
    imbalance: u32,
    /// Set when the last two played games had the same colour.
    repeated: Option<Color>,
    /// Strong (non-absolute) preference: colour difference of one.
    strong: bool,
    /// C.2: may get the pairing-allocated bye (no previous PAB and no forfeit win; in the
    /// 2026 rules no full-point bye either).
    bye_eligible: bool,
    /// Games played over the board (the 2026 C.9).
    played_games: u32,
    /// Float in the previous round and two rounds before.
    floats: [Float; 2],
    /// Played colours, oldest first (for E.3).
    colors: Vec<Color>,
    /// Opponents met over the board (C.1).
    met: HashSet<u32>,
}

impl P {
    /// Absolute colour imbalance (colour difference > 1).
    fn abs_imbalance(&self) -> bool {
        self.imbalance > 1
    }
    /// Absolute colour preference (A.6.a).
    fn absolute(&self) -> bool {
        self.abs_imbalance() || self.repeated.is_some()
    }
}

/// Pair one round with the default [`Options`] (White to the top seed).
pub fn pair(
    players: &[PlayerState],
    round: u32,
    total_rounds: u32,
) -> Result<Pairing, PairingError> {
    pair_with(players, round, total_rounds, &Options::default())
}

/// Colour preference data (C.04.3 A.6) from the played games.
fn color_data(colors: &[Color]) -> (Option<Color>, u32, Option<Color>, bool) {
    let whites = colors.iter().filter(|&&c| c == Color::White).count() as u32;
    let blacks = colors.len() as u32 - whites;
    let mut consecutive = 0;
    let mut repeated: Option<Color> = None;
    for &c in colors {
        if consecutive == 0 || Some(c) != repeated {
            consecutive = 1;
        } else {
            consecutive += 1;
        }
        repeated = Some(c);
    }
    let lower = if whites > blacks {
        Color::Black
    } else {
        Color::White
    };
    let imbalance = whites.abs_diff(blacks);
    let pref = if imbalance > 1 {
        Some(lower)
    } else if consecutive > 1 {
        repeated.map(Color::invert)
    } else if imbalance > 0 {
        Some(lower)
    } else if consecutive > 0 {
        repeated.map(Color::invert)
    } else {
        None
    };
    if consecutive <= 1 {
        repeated = None;
    }
    let absolute = imbalance > 1 || repeated.is_some();
    (pref, imbalance, repeated, !absolute && imbalance > 0)
}

/// Pair one round. `round` is the 1-based number of the round to pair;
/// `total_rounds` the planned number of rounds (for the topscorer exception
/// of C.3 in the last round).
pub fn pair_with(
    players: &[PlayerState],
    round: u32,
    total_rounds: u32,
    options: &Options,
) -> Result<Pairing, PairingError> {
    if round == 0 {
        return Err(PairingError::InvalidRound);
    }
    let played = (round - 1) as usize;
    let mut order: Vec<&PlayerState> = players.iter().collect();
    order.sort_by_key(|p| p.id);
    let mut by_id: HashMap<u32, &PlayerState> = HashMap::new();
    for p in &order {
        if by_id.insert(p.id, p).is_some() {
            return Err(PairingError::DuplicateId(p.id));
        }
        if p.history.len() > played {
            return Err(PairingError::HistoryTooLong {
                player: p.id,
                len: p.history.len(),
                round,
            });
        }
    }
    let hist =
        |p: &PlayerState, r: usize| -> Round { p.history.get(r).copied().unwrap_or(Round::Absent) };
    // Score `back` rounds before now.
    let score_back = |p: &PlayerState, back: usize| -> u32 {
        let mut s = p.points;
        for r in played - back..played {
            s = s.saturating_sub(hist(p, r).points());
        }
        s
    };
    let float = |p: &PlayerState, back: usize| -> Result<Float, PairingError> {
        if back > played {
            return Ok(Float::None);
        }
        match hist(p, played - back) {
            Round::Game { opponent, .. } => {
                let o = by_id.get(&opponent).ok_or(PairingError::UnknownOpponent {
                    player: p.id,
                    opponent,
                })?;
                let (a, b) = (score_back(p, back), score_back(o, back));
                Ok(if a > b {
                    Float::Down
                } else if a < b {
                    Float::Up
                } else {
                    Float::None
                })
            }
            // 2026: a round missed without points is no float.
            other if options.rules == Rules::Fide2026 && other.points() == 0 => Ok(Float::None),
            _ => Ok(Float::Down),
        }
    };
    let mut ps: Vec<P> = Vec::new();
    // Ranks count the players paired this round or in an earlier one (a game, a forfeit or
    // the pairing-allocated bye), as bbpPairings does: E.5 alternates the initial colour down
    // their order, so a player who has not yet taken part and sits this round out shifts it.
    let ranked = order
        .iter()
        .filter(|p| p.present || p.history.iter().any(Round::was_paired));
    for (rank, p) in ranked.enumerate() {
        if !p.present {
            continue;
        }
        let colors: Vec<Color> = p.history.iter().filter_map(Round::played_color).collect();
        let (pref, imbalance, repeated, strong) = color_data(&colors);
        let mut met = HashSet::new();
        for r in &p.history {
            if let Round::Game { opponent, .. } = r {
                if !by_id.contains_key(opponent) {
                    return Err(PairingError::UnknownOpponent {
                        player: p.id,
                        opponent: *opponent,
                    });
                }
                met.insert(*opponent);
            }
        }
        let bye_eligible = !p.history.iter().any(|r| match options.rules {
            Rules::Fide2017 => matches!(r, Round::Bye | Round::ForfeitWin { .. }),
            // A win's points without playing: the PAB, a forfeit win or a full-point bye.
            Rules::Fide2026 => {
                matches!(r, Round::Bye) || (r.played_color().is_none() && r.points() >= 2)
            }
        });
        ps.push(P {
            id: p.id,
            rank,
            score: p.points,
            pref,
            imbalance,
            repeated,
            strong,
            bye_eligible,
            played_games: colors.len() as u32,
            floats: [float(p, 1)?, float(p, 2)?],
            colors,
            met,
        });
    }
    // A.2: order by score, then pairing number.
    ps.sort_by(|a, b| b.score.cmp(&a.score).then(a.rank.cmp(&b.rank)));
    let last_round = played + 1 >= total_rounds as usize;
    let ctx = Ctx::new(ps, played, last_round);
    let matches = match options.rules {
        Rules::Fide2017 => ctx.run()?,
        Rules::Fide2026 => ctx.run_2026()?,
    };
    Ok(ctx.output(&matches, options.initial_color))
}

/// Shared state of one round's pairing.
struct Ctx {
    ps: Vec<P>,
    played: usize,
    /// C.3: absolute-colour conflicts are absolute, except for topscorers in
    /// the last round.
    compat: Vec<Vec<bool>>,
}

/// Layout of the edge-weight bit fields of one bracket.
struct Layout {
    /// Bits for a count of players in the bracket (residents).
    b: u32,
    /// Bits for a count of players in the next score group.
    b2: u32,
    /// Total width of a score-difference field.
    d: u32,
    /// Offset of the sub-field of each score difference.
    shift: BTreeMap<u32, u32>,
    min_score: u32,
}

/// Result of pairing one bracket: local indices.
struct BracketOut {
    matched: Vec<bool>,
    mate: Vec<usize>,
    pairs: Vec<(usize, usize)>,
}

fn bits(x: usize) -> u32 {
    usize::BITS - x.leading_zeros()
}

impl Ctx {
    fn new(ps: Vec<P>, played: usize, last_round: bool) -> Ctx {
        let n = ps.len();
        let threshold = played as u32; // more than 50% of the maximum score
        let mut compat = vec![vec![false; n]; n];
        for i in 0..n {
            for j in 0..n {
                if i == j {
                    continue;
                }
                let (a, b) = (&ps[i], &ps[j]);
                // C.1: no rematch.
                let fresh = !a.met.contains(&b.id);
                // C.3: same absolute preference only between topscorers' games in the last round.
                let colour_ok = !a.absolute()
                    || !b.absolute()
                    || a.pref != b.pref
                    || (last_round && (a.score > threshold || b.score > threshold));
                compat[i][j] = fresh && colour_ok;
            }
        }
        Ctx { ps, played, compat }
    }

    /// C.4 completion test: can the players not in `fixed` all be paired
    /// (one of them, eligible per C.2, taking the bye when the total is odd)?
    fn completable(&self, fixed: &[bool]) -> bool {
        let m = self.ps.len();
        let alive: Vec<usize> = (0..m).filter(|&i| !fixed[i]).collect();
        let mut edges = Vec::new();
        for (x, &i) in alive.iter().enumerate() {
            for (y, &j) in alive.iter().enumerate().skip(x + 1) {
                if self.compat[i][j] {
                    edges.push((x, y, 1i64));
                }
            }
        }
        let mut nv = alive.len();
        if m % 2 == 1 {
            for (x, &i) in alive.iter().enumerate() {
                if self.ps[i].bye_eligible {
                    edges.push((x, nv, 1));
                }
            }
            nv += 1;
        }
        max_weight_matching(nv, &edges).iter().all(Option::is_some)
    }

    /// The bracket loop of bbpPairings' `computeMatching`. Returns the mate of
    /// every sorted player (`None`: the PAB).
    fn run(&self) -> Result<Vec<Option<usize>>, PairingError> {
        let m = self.ps.len();
        let mut fixed = vec![false; m];
        if !self.completable(&fixed) {
            return Err(PairingError::NoValidPairing);
        }
        let mut mate: Vec<Option<usize>> = vec![None; m];
        let mut it = 0;
        let mut pl: Vec<usize> = Vec::new();
        while it < m && self.ps[it].score >= self.ps[0].score {
            pl.push(it);
            it += 1;
        }
        let mut special = it == m;
        let mut sgb = 0;
        while pl.len() > 1 || it < m {
            let nsgb = pl.len();
            let sg_it = it;
            while it < m && (special || self.ps[it].score >= self.ps[sg_it].score) {
                pl.push(it);
                it += 1;
            }
            let final_ = it == m;
            let was_special = special;
            let out = self.bracket(&pl, sgb, nsgb, special, final_)?;
            if !special {
                let mut trial = fixed.clone();
                for &(a, b) in &out.pairs {
                    trial[pl[a]] = true;
                    trial[pl[b]] = true;
                }
                if !self.completable(&trial) {
                    // A.9: this bracket becomes the PPB, everything below collapses.
                    pl.truncate(nsgb);
                    it = sg_it;
                    special = true;
                    continue;
                }
            }
            special = it == m;
            let mut next = Vec::new();
            sgb = 0;
            for i in 0..pl.len() {
                if i < nsgb && out.matched[i] {
                    let j = out.mate[i];
                    mate[pl[i]] = Some(pl[j]);
                    fixed[pl[i]] = true;
                } else {
                    next.push(pl[i]);
                    if i < nsgb {
                        sgb += 1;
                    }
                }
            }
            if was_special && it == sg_it && out.pairs.is_empty() {
                return Err(PairingError::Internal("no progress in the last bracket"));
            }
            pl = next;
        }
        Ok(mate)
    }

    /// Compute the bit layout for a bracket, then pair it with the narrowest
    /// integer type that holds the weights.
    fn bracket(
        &self,
        pl: &[usize],
        sgb: usize,
        nsgb: usize,
        special: bool,
        final_: bool,
    ) -> Result<BracketOut, PairingError> {
        let n = pl.len();
        let score = |i: usize| self.ps[pl[i]].score;
        let min_score = score(n - 1);
        // Occurrences of each score difference (downfloaters: score - min + 1 point).
        let mut counts: BTreeMap<u32, usize> = BTreeMap::new();
        for p in 0..nsgb {
            *counts.entry(score(p) - min_score + 2).or_default() += 1;
            let first = sgb.max(p + 1);
            for o in first..nsgb {
                if o <= first || score(o) < score(o - 1) {
                    *counts.entry(score(p) - score(o)).or_default() += 1;
                }
            }
        }
        let mut shift = BTreeMap::new();
        let mut d = 0;
        for (&v, &c) in &counts {
            shift.insert(v, d);
            d += bits(c);
        }
        let b = bits(nsgb - sgb);
        let b2 = bits(n - nsgb);
        let mut total = 2 + b + d + 4 * b + 3 * b + 1;
        if !special {
            total += if final_ { b.max(b2) + 3 } else { b2 } + d;
        }
        if self.played >= 1 {
            total += 2 * b + 2 * d;
        }
        if self.played >= 2 {
            total += 2 * b + 2 * d;
        }
        let lay = Layout {
            b,
            b2,
            d,
            shift,
            min_score,
        };
        // Headroom: low-bit addends up to ~2n, doubling and dual variables.
        let need = total + bits(2 * n + 2) + 6;
        if need < i128::BITS {
            self.bracket_impl::<i128>(pl, sgb, nsgb, special, final_, &lay)
        } else if need <= Wide::<4>::BITS {
            self.bracket_impl::<Wide<4>>(pl, sgb, nsgb, special, final_, &lay)
        } else if need <= Wide::<8>::BITS {
            self.bracket_impl::<Wide<8>>(pl, sgb, nsgb, special, final_, &lay)
        } else if need <= Wide::<16>::BITS {
            self.bracket_impl::<Wide<16>>(pl, sgb, nsgb, special, final_, &lay)
        } else if need <= Wide::<48>::BITS {
            self.bracket_impl::<Wide<48>>(pl, sgb, nsgb, special, final_, &lay)
        } else {
            Err(PairingError::TooLarge(need))
        }
    }

    /// The weight of a possible pair `h` (higher, smaller local index) vs `l`
    /// (bbpPairings' `computeEdgeWeight`). Zero means "may not be paired".
    #[allow(clippy::too_many_arguments)]
    fn edge_weight<W: Weight>(
        &self,
        hp: usize,
        lp: usize,
        special: bool,
        final_: bool,
        h_in: bool,
        l_in: bool,
        lay: &Layout,
    ) -> W {
        if !self.compat[hp][lp] {
            return W::zero();
        }
        let (h, l) = (&self.ps[hp], &self.ps[lp]);
        let (b, d) = (lay.b, lay.d);
        let one = |c: bool| W::from_u64(u64::from(c));
        let sd = |v: u32| -> W { lay.shift.get(&v).map_or(W::zero(), |&s| W::bit(s)) };
        let dfl = |p: &P| sd(p.score - lay.min_score + 2);
        let mut r = W::zero();
        // C.4 / C.2: completion and bye eligibility in the last bracket.
        if special {
            r = W::from_u64(1 + u64::from(!h.bye_eligible) + u64::from(!l.bye_eligible));
        }
        // C.5: maximise the pairs in the current bracket.
        r = r.shl(b).add(one(l_in));
        // C.6: minimise the PSD of the current bracket.
        r = r.shl(d);
        if l_in {
            r = r.add(dfl(h)).add(dfl(l)).sub(sd(h.score - l.score));
        }
        if !special {
            // C.7: pairs, then PSD, in the next bracket.
            if final_ {
                r = r.shl(b.max(lay.b2)).shl(3);
                r = r.add(W::from_u64(
                    1 + u64::from(!h.bye_eligible) + u64::from(!l.bye_eligible),
                ));
            } else {
                r = r.shl(lay.b2).add(one(!l_in));
            }
            r = r.shl(d);
            if h_in {
                r = r.add(dfl(h));
            }
            if l_in {
                r = r.add(dfl(l));
            }
        }
        // Colour criteria C.8-C.11 (pairs inside the bracket only).
        r = color_bits(r, l, h, l_in, b);
        let floats_back = self.played.min(2);
        // C.12-C.15: repeated downfloats / upfloats.
        for k in 0..floats_back {
            r = r.shl(b);
            if l_in {
                r = r.add(one(l.floats[k] == Float::Down));
                r = r.add(one(h.score <= l.score && h.floats[k] == Float::Down));
            }
            r = r.shl(b);
            if l_in && h.score > l.score && l.floats[k] == Float::Up {
                r = r.sub(W::from_u64(1));
            }
        }
        // C.16-C.19: score differences of repeated floaters.
        for k in 0..floats_back {
            r = r.shl(d);
            if l_in {
                if l.floats[k] == Float::Down {
                    r = r.add(dfl(l));
                }
                if h.floats[k] == Float::Down {
                    r = r.add(dfl(h));
                    if h.score > l.score {
                        r = r.sub(sd(h.score - l.score));
                    }
                }
            }
            r = r.shl(d);
            if l_in && l.floats[k] == Float::Up && h.score > l.score {
                r = r.sub(sd(h.score - l.score));
            }
        }
        // Room for the ordering rules.
        r.shl(3 * b + 1)
    }

    /// Pair one bracket of the 2017 edition: its own graph, weighted by `edge_weight`, paired by
    /// `pair_bracket`.
    fn bracket_impl<W: Weight>(
        &self,
        pl: &[usize],
        sgb: usize,
        nsgb: usize,
        special: bool,
        final_: bool,
        lay: &Layout,
    ) -> Result<BracketOut, PairingError> {
        let n = pl.len();
        // The bracket's own graph: its vertices are the local indices.
        let mut g = Graph::<W>::new(n);
        let mut base = vec![W::zero(); n * n];
        for o in sgb..n {
            for p in 0..o {
                let w =
                    self.edge_weight::<W>(pl[p], pl[o], special, final_, p < nsgb, o < nsgb, lay);
                base[p * n + o] = w;
                g.set(p, o, w);
            }
        }
        let local: Vec<usize> = (0..n).collect();
        let scores: Vec<u32> = pl.iter().map(|&v| self.ps[v].score).collect();
        let mut matched = vec![false; n];
        pair_bracket(
            &mut g,
            &mut base,
            &local,
            &scores,
            (sgb, nsgb),
            sgb,
            &mut matched,
            lay.b,
        )?;
        let mate = g.fixed_mate;
        let pairs = (0..n)
            .filter(|&x| mate[x] > x)
            .map(|x| (x, mate[x]))
            .collect();
        Ok(BracketOut {
            matched,
            mate,
            pairs,
        })
    }

    /// Colour allocation (C.04.3 E.1-E.5, bbpPairings' `choosePlayerColor`):
    /// the colour of `a`, playing `b`.
    fn choose_color(&self, a: &P, b: &P, initial: Color) -> Color {
        if let Some(c) = neutral_color(a, b) {
            return c;
        }
        let a_lower = (a.score, b.rank) < (b.score, a.rank);
        match a.pref {
            // E.5: no preference: the higher ranked player gets the initial
            // colour if his rank is odd (1-based), the other colour if even.
            None => {
                if a_lower {
                    if b.rank % 2 == 1 {
                        initial
                    } else {
                        initial.invert()
                    }
                } else if a.rank % 2 == 1 {
                    initial.invert()
                } else {
                    initial
                }
            }
            // E.4: equal preferences: the higher ranked player is served.
            Some(pa) => {
                if a_lower {
                    b.pref.map_or(pa, Color::invert)
                } else {
                    pa
                }
            }
        }
    }

    /// Build the [`Pairing`]: colours and board order (C.04.2 boards: the
    /// higher score of the pair, then the lower score, then the rank).
    fn output(&self, mate: &[Option<usize>], initial: Color) -> Pairing {
        let mut boards: Vec<(usize, usize)> = Vec::new(); // (white, black) sorted indices
        let mut bye = None;
        for (i, m) in mate.iter().enumerate() {
            match *m {
                Some(j) => {
                    if self.ps[i].id < self.ps[j].id {
                        let c = self.choose_color(&self.ps[i], &self.ps[j], initial);
                        boards.push(if c == Color::White { (i, j) } else { (j, i) });
                    }
                }
                None => bye = Some(self.ps[i].id),
            }
        }
        let key = |&(w, b): &(usize, usize)| {
            let (pw, pb) = (&self.ps[w], &self.ps[b]);
            let w_lower = (pw.score, pb.rank) < (pb.score, pw.rank);
            let (hi, lo) = if w_lower { (pb, pw) } else { (pw, pb) };
            (
                std::cmp::Reverse(hi.score),
                std::cmp::Reverse(lo.score),
                hi.rank,
            )
        };
        boards.sort_by_key(key);
        Pairing {
            pairs: boards
                .iter()
                .map(|&(w, b)| (self.ps[w].id, self.ps[b].id))
                .collect(),
            bye,
        }
    }
}

/// Pair one bracket, bbpPairings' bracket loop body, the same in both editions: which
/// moved-down players are paired and to whom, then the residents' S1/S2 split, exchanges and
/// transpositions (B.2-B.4, D.1-D.3), each decision fixed by re-matching with small
/// perturbations of the lowest bits. Local indices are the moved-down players (`..sgb`), the
/// residents (`sgb..nsgb`) and the next score group (`nsgb..`); `pl` maps them to `global`'s
/// vertices, the residents being `sgb_vertex..` consecutively; `scores` are their scores and
/// `base[p * n + o]` (`p < o`) their weights, already set in `global`. Pairs are finalized in
/// `global` and marked in `matched` (by vertex); the last matching is returned.
#[allow(clippy::too_many_arguments)]
fn pair_bracket<W: Weight>(
    global: &mut Graph<W>,
    base: &mut [W],
    pl: &[usize],
    scores: &[u32],
    (sgb, nsgb): (usize, usize),
    sgb_vertex: usize,
    matched: &mut [bool],
    b: u32,
) -> Result<Vec<usize>, PairingError> {
    let n = pl.len();
    let nsgb_vertex = sgb_vertex + (nsgb - sgb);
    let in_br = |v: usize| v >= sgb_vertex && v < nsgb_vertex;
    let small = |v: usize| W::from_u64(v as u64);
    let mut st = global.solve();

    // Which moved-down players get paired in this bracket: the highest ones first.
    let mut md_score = 0;
    let (mut rem_md, mut rem_matched) = (0usize, 0usize);
    for p in 0..sgb {
        if p == 0 || scores[p] < md_score {
            md_score = scores[p];
            rem_md = 0;
            rem_matched = 0;
            let mut q = p;
            while q < n && scores[q] >= md_score {
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
        let addend = one_if::<W>(sri < rp).shl(b).shl(b).sub(small(sri)).shl(1);
        r.add(addend)
    };
    for (j, &o) in remainder.iter().enumerate() {
        for (i, &p) in remainder.iter().enumerate().take(j) {
            global.set(pl[p], pl[o], ewc(base, p, o, i));
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
                let w = ewc(base, p, o, pos);
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
            global.set(pl[p], pl[o], ewc(base, p, o, pos));
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
                let w = ewc(base, p, o, pos);
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
                global.set(pl[p], pl[o], ewc(base, p, o, pos));
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
    Ok(st)
}

/// The colour criteria's four bit fields (2017 C.8-C.11, 2026 C.10-C.13; bbpPairings'
/// `insertColorBits`), shifted in below `r`: for the lower player `p` and the higher `o`,
/// each field one when `mask` (the pair is inside the bracket) and the criterion is met.
fn color_bits<W: Weight>(r: W, p: &P, o: &P, mask: bool, b: u32) -> W {
    // No absolute colour imbalance shared.
    let imbalances = !p.abs_imbalance() || !o.abs_imbalance() || p.pref != o.pref;
    // Nobody gets the same colour three times in a row.
    let three = !p.absolute()
        || !o.absolute()
        || p.pref != o.pref
        || if p.imbalance == o.imbalance {
            p.repeated.is_none() || p.repeated != o.repeated
        } else {
            let q = if p.imbalance > o.imbalance { o } else { p };
            q.repeated != p.pref.map(Color::invert)
        };
    // Both colour preferences granted.
    let preferences = p.pref.is_none() || o.pref.is_none() || p.pref != o.pref;
    // Both strong preferences granted.
    let strong = (!p.strong && !p.absolute())
        || (!o.strong && !o.absolute())
        || (p.absolute() && o.absolute())
        || p.pref != o.pref;
    [imbalances, three, preferences, strong]
        .into_iter()
        .fold(r, |r, met| r.shl(b).add(one_if(mask && met)))
}

fn one_if<W: Weight>(c: bool) -> W {
    W::from_u64(u64::from(c))
}

/// E.1-E.3 (bbpPairings' `choosePlayerNeutralColor`): the colour of `a` when
/// the preferences decide it, `None` when they are equal in every respect.
fn neutral_color(a: &P, b: &P) -> Option<Color> {
    let compatible = a.pref.is_none() || b.pref.is_none() || a.pref != b.pref;
    if compatible {
        // E.1: both preferences granted.
        return a.pref.or(b.pref.map(Color::invert));
    }
    // E.2: the stronger preference wins (absolute, then larger imbalance, then strong).
    if a.absolute() && (a.imbalance > b.imbalance || !b.absolute()) {
        return a.pref;
    }
    if b.absolute() && (b.imbalance > a.imbalance || !a.absolute()) {
        return b.pref.map(Color::invert);
    }
    if a.strong && !b.strong {
        return a.pref;
    }
    if b.strong && !a.strong {
        return b.pref.map(Color::invert);
    }
    // E.3: alternate from the most recent round in which their colours differed.
    let (ca, cb) = (&a.colors, &b.colors);
    let (mut i, mut j) = (ca.len(), cb.len());
    while i > 0 && j > 0 {
        i -= 1;
        j -= 1;
        if ca[i] != cb[j] {
            return Some(cb[j]);
        }
    }
    None
}

/// The weighted graph of one bracket (the 2017 edition) or of the whole round (2026);
/// finalized pairs are removed from later matchings (equivalent to bbpPairings giving them the
/// maximum weight). The matching is kept between solves ([`Matcher`]), so a solve after the
/// edges of a few vertices changed costs O(n^2) a vertex, not a matching from scratch.
struct Graph<W: Weight> {
    m: Matcher<W>,
    fixed_mate: Vec<usize>,
}

impl<W: Weight> Graph<W> {
    fn new(n: usize) -> Self {
        Graph {
            m: Matcher::new(n),
            fixed_mate: (0..n).collect(),
        }
    }
    /// Sets the weight of `a`-`b`, charged to `a` (the vertex whose edges change).
    fn set(&mut self, a: usize, b: usize, w: W) {
        self.m.set(a, b, w);
    }
    fn finalize(&mut self, a: usize, b: usize) {
        self.m.remove(a);
        self.m.remove(b);
        self.fixed_mate[a] = b;
        self.fixed_mate[b] = a;
    }
    /// Maximum-weight matching of the live vertices; `st[v] == v` if single.
    fn solve(&mut self) -> Vec<usize> {
        self.m.solve();
        self.fixed_mate
            .iter()
            .enumerate()
            .map(|(v, &f)| {
                if f != v {
                    f
                } else {
                    self.m.mate_of(v).unwrap_or(v)
                }
            })
            .collect()
    }
}

pub mod matching;
mod rules2026;
pub mod trf;
pub mod weight;
