//! The shipped puzzle set (`assets/puzzles/castalia-puzzles.jsonl`, built into the binary) and
//! choosing puzzles from a set: near a rating, by theme, the puzzle of a day.

use super::model::{parse_puzzles, Puzzle, PuzzleError};

/// The shipped puzzles, as written by `castalia-bot puzzles generate`.
pub const SHIPPED: &str = include_str!("../../assets/puzzles/castalia-puzzles.jsonl");

/// A set of puzzles, sorted by rating.
#[derive(Clone, Debug, Default)]
pub struct PuzzleSet {
    puzzles: Vec<Puzzle>,
}

impl PuzzleSet {
    /// The shipped set.
    pub fn shipped() -> Result<PuzzleSet, PuzzleError> {
        PuzzleSet::parse(SHIPPED)
    }

    /// A set from JSON-lines text.
    pub fn parse(text: &str) -> Result<PuzzleSet, PuzzleError> {
        Ok(PuzzleSet::new(parse_puzzles(text)?))
    }

    pub fn new(mut puzzles: Vec<Puzzle>) -> PuzzleSet {
        puzzles.sort_by(|a, b| a.rating.cmp(&b.rating).then_with(|| a.id.cmp(&b.id)));
        PuzzleSet { puzzles }
    }

    pub fn all(&self) -> &[Puzzle] {
        &self.puzzles
    }

    pub fn len(&self) -> usize {
        self.puzzles.len()
    }

    pub fn is_empty(&self) -> bool {
        self.puzzles.is_empty()
    }

    pub fn get(&self, id: &str) -> Option<&Puzzle> {
        self.puzzles.iter().find(|p| p.id.eq_ignore_ascii_case(id))
    }

    /// A puzzle rated near `rating` (the closest 12 of those with `theme`, not in `exclude`),
    /// chosen by `pick` (any number; the caller's randomness). `rating_of` gives a puzzle's
    /// current rating (refined by solvers' results; `|p| p.rating as f64` for the first one).
    pub fn near(
        &self,
        rating: f64,
        theme: Option<&str>,
        exclude: &dyn Fn(&str) -> bool,
        rating_of: &dyn Fn(&Puzzle) -> f64,
        pick: u64,
    ) -> Option<&Puzzle> {
        let mut pool: Vec<&Puzzle> = self
            .puzzles
            .iter()
            .filter(|p| theme.is_none_or(|t| p.has_theme(t)) && !exclude(&p.id))
            .collect();
        pool.sort_by(|a, b| {
            let da = (rating_of(a) - rating).abs();
            let db = (rating_of(b) - rating).abs();
            da.total_cmp(&db).then_with(|| a.id.cmp(&b.id))
        });
        pool.truncate(12);
        if pool.is_empty() {
            return None;
        }
        Some(pool[(pick % pool.len() as u64) as usize])
    }

    /// The puzzle of day `day` (days since 1970-01-01 UTC): the same for everyone, each puzzle
    /// once before any comes again, from the middle of the rating range.
    pub fn daily(&self, day: i64) -> Option<&Puzzle> {
        let pool: Vec<&Puzzle> = self
            .puzzles
            .iter()
            .filter(|p| (1000..=2000).contains(&p.rating))
            .collect();
        let pool = if pool.is_empty() {
            self.puzzles.iter().collect()
        } else {
            pool
        };
        if pool.is_empty() {
            return None;
        }
        // A fixed shuffle: step through the pool by a stride coprime with its length.
        let n = pool.len() as i64;
        let mut stride = 7919 % n;
        while stride == 0 || gcd(stride, n) != 1 {
            stride += 1;
        }
        Some(pool[(day.rem_euclid(n) * stride % n) as usize])
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}
