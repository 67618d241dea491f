//! The transposition table: a fixed-size array of entries indexed by the Zobrist hash, each
//! holding a bound on a position's score, its search depth and best move (in a compact form
//! matched against the legal moves when probed). A generation number makes the whole table
//! count as empty in O(1), so that each search can start clean and be reproducible. Slots go
//! in buckets of four, one cache line each: a new position replaces an empty slot, else the
//! shallowest one or one left by an older search (`new_search`), so deep results survive from
//! move to move.

use super::score::MATE_BOUND;
use crate::rules::{Move, PieceKind, Square};

/// What a stored score means.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true score.
    Exact,
    /// The true score is at least this (a beta cut-off).
    Lower,
    /// The true score is at most this (no move raised alpha).
    Upper,
}

/// A move as from, to and promotion, packed into 16 bits (0 = no move).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct PackedMove(u16);

impl PackedMove {
    pub const NONE: PackedMove = PackedMove(0);

    pub fn new(mv: &Move) -> PackedMove {
        let promo = match mv.promotion {
            None => 0,
            Some(PieceKind::Knight) => 1,
            Some(PieceKind::Bishop) => 2,
            Some(PieceKind::Rook) => 3,
            Some(PieceKind::Queen) => 4,
            Some(_) => 5,
        };
        PackedMove(1 << 15 | promo << 12 | (mv.from.index() as u16) << 6 | mv.to.index() as u16)
    }

    pub fn is_none(self) -> bool {
        self.0 == 0
    }

    /// Whether `mv` is the move packed here.
    pub fn matches(self, mv: &Move) -> bool {
        self.0 != 0 && PackedMove::new(mv) == self
    }

    pub fn from_square(self) -> Square {
        Square::from_index(((self.0 >> 6) & 63) as usize)
    }
}

/// One probed entry.
#[derive(Copy, Clone, Debug)]
pub struct Entry {
    pub best: PackedMove,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

impl Entry {
    /// Whether the stored score settles a search of the window `alpha..beta` (its depth is
    /// the caller's to check).
    pub fn cuts(&self, alpha: i32, beta: i32) -> bool {
        match self.bound {
            Bound::Exact => true,
            Bound::Lower => self.score >= beta,
            Bound::Upper => self.score <= alpha,
        }
    }
}

impl Bound {
    /// The bound a search result `score` is, for a search begun with the window `alpha..beta`.
    pub fn of(score: i32, alpha: i32, beta: i32) -> Bound {
        if score >= beta {
            Bound::Lower
        } else if score > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

/// One entry: 16 bytes, so that a bucket of four fills one 64-byte cache line.
#[derive(Copy, Clone, Default)]
struct Slot {
    key: u64,
    best: u16,
    score: i16,
    depth: i8,
    bound: u8,
    /// The search that stored it (`TranspositionTable::new_search`), wrapping.
    age: u8,
    /// The table's generation when stored: other generations count as empty (`clear`).
    generation: u8,
}

/// Slots a key may occupy.
const WAYS: usize = 4;

/// The slots of one hash index, in one cache line (a probe reads one line from memory).
#[derive(Copy, Clone, Default)]
#[repr(align(64))]
struct Bucket {
    slots: [Slot; WAYS],
}

const _: () = assert!(std::mem::size_of::<Bucket>() == 64);

pub struct TranspositionTable {
    buckets: Vec<Bucket>,
    generation: u8,
    age: u8,
}

impl TranspositionTable {
    /// A table of about `megabytes` MiB (at least 1,024 buckets of four entries).
    pub fn new(megabytes: usize) -> TranspositionTable {
        let wanted = megabytes.max(1) * 1024 * 1024 / std::mem::size_of::<Bucket>();
        let count = (wanted.max(1024) / 2 + 1).next_power_of_two();
        TranspositionTable {
            buckets: vec![Bucket::default(); count],
            generation: 1,
            age: 0,
        }
    }

    /// Makes every stored entry invisible (in O(1), but for a sweep every 255th time, when
    /// the generation number comes round again).
    pub fn clear(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.buckets.fill(Bucket::default());
            self.generation = 1;
        }
    }

    /// Starts a new search: entries of earlier searches are kept but give way first.
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    /// The bucket of a key.
    #[inline]
    fn bucket(&self, key: u64) -> usize {
        (key as usize) & (self.buckets.len() - 1)
    }

    /// The slot holding `key` in its bucket, if any.
    #[inline]
    fn find(&self, key: u64) -> Option<(usize, usize)> {
        let b = self.bucket(key);
        let slots = &self.buckets[b].slots;
        (0..WAYS)
            .find(|&i| slots[i].key == key && slots[i].generation == self.generation)
            .map(|i| (b, i))
    }

    /// The slot a new key replaces: an empty one, else the one worth least (shallowest, or
    /// left by the oldest search).
    #[inline]
    fn victim(&self, key: u64) -> (usize, usize) {
        let b = self.bucket(key);
        let worth = |slot: &Slot| {
            if slot.generation != self.generation {
                return i32::MIN;
            }
            slot.depth as i32 - 8 * i32::from(self.age.wrapping_sub(slot.age))
        };
        let slots = &self.buckets[b].slots;
        let mut least = 0;
        for i in 1..WAYS {
            if worth(&slots[i]) < worth(&slots[least]) {
                least = i;
            }
        }
        (b, least)
    }

    /// The entry for `key`, with mate scores made relative to `ply`.
    #[inline]
    pub fn probe(&self, key: u64, ply: usize) -> Option<Entry> {
        let (b, i) = self.find(key)?;
        let slot = &self.buckets[b].slots[i];
        let bound = match slot.bound {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Entry {
            best: PackedMove(slot.best),
            score: score_from_tt(slot.score as i32, ply),
            depth: slot.depth as i32,
            bound,
        })
    }

    /// Stores a result; a deeper result for the same position is kept over a shallower one.
    #[inline]
    pub fn store(
        &mut self,
        key: u64,
        ply: usize,
        depth: i32,
        score: i32,
        bound: Bound,
        best: PackedMove,
    ) {
        let generation = self.generation;
        let age = self.age;
        let found = self.find(key);
        let same = found.is_some();
        let (b, i) = found.unwrap_or_else(|| self.victim(key));
        let slot = &mut self.buckets[b].slots[i];
        if same && slot.depth as i32 > depth + 2 && bound != Bound::Exact {
            return;
        }
        let best = if best.is_none() && same {
            slot.best
        } else {
            best.0
        };
        *slot = Slot {
            key,
            generation,
            best,
            score: score_to_tt(score, ply) as i16,
            depth: depth.clamp(-1, 127) as i8,
            bound: match bound {
                Bound::Exact => 0,
                Bound::Lower => 1,
                Bound::Upper => 2,
            },
            age,
        };
    }
}

/// Mate scores are stored relative to the stored position, not the root.
fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, Variant};

    #[test]
    fn stores_and_forgets_on_clear() {
        let pos = Position::start(Variant::Castalia);
        let mv = pos.legal_moves()[3];
        let mut tt = TranspositionTable::new(1);
        tt.store(pos.hash(), 0, 5, 42, Bound::Exact, PackedMove::new(&mv));
        let e = tt
            .probe(pos.hash(), 0)
            .map(|e| (e.score, e.depth, e.best.matches(&mv)));
        assert_eq!(e, Some((42, 5, true)));
        tt.clear();
        assert!(tt.probe(pos.hash(), 0).is_none());
    }

    #[test]
    fn a_bucket_keeps_four_positions_and_the_shallowest_gives_way() {
        let mut tt = TranspositionTable::new(1);
        let stride = tt.buckets.len() as u64;
        let keys: Vec<u64> = (0..5).map(|i| 5 + i * stride).collect();
        for (depth, &key) in [6, 2, 9, 4].iter().zip(&keys) {
            tt.store(key, 0, *depth, 10, Bound::Exact, PackedMove::NONE);
        }
        assert!(keys[..4].iter().all(|&k| tt.probe(k, 0).is_some()));
        tt.store(keys[4], 0, 3, 10, Bound::Exact, PackedMove::NONE);
        let kept: Vec<bool> = keys.iter().map(|&k| tt.probe(k, 0).is_some()).collect();
        assert_eq!(kept, [true, false, true, true, true]);
    }

    #[test]
    fn mate_scores_are_relative_to_the_node() {
        let mut tt = TranspositionTable::new(1);
        tt.store(
            7,
            4,
            3,
            super::super::score::MATE - 6,
            Bound::Exact,
            PackedMove::NONE,
        );
        let e = tt.probe(7, 2).map(|e| e.score);
        assert_eq!(e, Some(super::super::score::MATE - 4));
    }
}
