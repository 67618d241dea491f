//! `Score`: a search result in centipawns from the side to move's point of view, or a mate
//! distance. Mates are stored as `MATE - plies` so that shorter mates score higher.

use std::fmt;

/// Larger than any score.
pub const INFINITY: i32 = 32_000;
/// The score of delivering mate now (at ply 0).
pub const MATE: i32 = 31_000;
/// Scores at or beyond this (in absolute value) are mates.
pub const MATE_BOUND: i32 = MATE - 1_000;

/// A score from the side to move's point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Score(pub i32);

impl Score {
    pub const DRAW: Score = Score(0);

    /// The score of mating in `plies` plies (negative `plies` count is never used).
    pub const fn mate_in_plies(plies: i32) -> Score {
        Score(MATE - plies)
    }

    /// The score of being mated in `plies` plies.
    pub const fn mated_in_plies(plies: i32) -> Score {
        Score(-MATE + plies)
    }

    /// Whether this is a forced mate for either side.
    pub const fn is_mate(self) -> bool {
        self.0 >= MATE_BOUND || self.0 <= -MATE_BOUND
    }

    /// Moves to mate as UCI counts them: positive when the side to move mates, negative when it
    /// is mated.
    pub const fn mate_in_moves(self) -> Option<i32> {
        if self.0 >= MATE_BOUND {
            Some((MATE - self.0 + 1) / 2)
        } else if self.0 <= -MATE_BOUND {
            Some(-(MATE + self.0) / 2)
        } else {
            None
        }
    }

    /// Centipawns (mates clamped to +-MATE).
    pub const fn centipawns(self) -> i32 {
        self.0
    }
}

impl fmt::Display for Score {
    /// UCI form: `cp 34` or `mate -2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.mate_in_moves() {
            Some(m) => write!(f, "mate {m}"),
            None => write!(f, "cp {}", self.0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_distances_in_moves() {
        assert_eq!(Score::mate_in_plies(1).mate_in_moves(), Some(1));
        assert_eq!(Score::mate_in_plies(3).mate_in_moves(), Some(2));
        assert_eq!(Score::mated_in_plies(0).mate_in_moves(), Some(0));
        assert_eq!(Score::mated_in_plies(2).mate_in_moves(), Some(-1));
        assert_eq!(Score(250).mate_in_moves(), None);
        assert_eq!(Score::mate_in_plies(5).to_string(), "mate 3");
        assert_eq!(Score(-40).to_string(), "cp -40");
    }
}
