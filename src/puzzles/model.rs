//! A puzzle and the JSON-lines file format of puzzle sets (`docs/puzzles.md`).

use crate::rules::{Move, Position, Variant};
use serde::{Deserialize, Serialize};

/// What the solver is asked to do.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Goal {
    /// Force checkmate in `mate_in` moves; on the last move any mating move is accepted.
    Mate,
    /// Win decisively (material, or a winning attack).
    Win,
    /// Find the only move that does not lose.
    Defend,
}

/// One puzzle, as stored on one line of a puzzle file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    /// A short stable name (hex digits from the position and solution).
    pub id: String,
    /// The rule set: `castalia` or `castalia-weak`.
    #[serde(with = "rules_name")]
    pub rules: Variant,
    /// The position before the solver's first move; the solver is the side to move.
    pub fen: String,
    /// The solution in UCI, solver and opponent alternating, the solver's move first and last.
    pub moves: Vec<String>,
    pub goal: Goal,
    /// For `Goal::Mate`: the number of the solver's moves to mate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mate_in: Option<u32>,
    /// Themes, lichess-style camelCase names (`mateIn2`, `kidnap`, `repulse`...).
    pub themes: Vec<String>,
    /// Difficulty on the Glicko-2 scale (about 600 to 2600).
    pub rating: u32,
}

/// Why a puzzle file or line is not usable.
#[derive(Debug, thiserror::Error)]
pub enum PuzzleError {
    #[error("line {line}: not a puzzle record: {reason}")]
    Json { line: usize, reason: String },
    #[error("puzzle {id}: {reason}")]
    Invalid { id: String, reason: String },
    #[error("puzzle id {0} appears twice")]
    DuplicateId(String),
}

impl Puzzle {
    /// The position the solver starts from.
    pub fn position(&self) -> Result<Position, PuzzleError> {
        Position::from_fen(&self.fen, self.rules).map_err(|e| self.invalid(e.to_string()))
    }

    /// The solution as moves, each checked legal in turn; also returns every position along
    /// the way (the start first, the final position last).
    pub fn line(&self) -> Result<(Vec<Move>, Vec<Position>), PuzzleError> {
        let mut pos = self.position()?;
        let mut moves = Vec::with_capacity(self.moves.len());
        let mut positions = vec![pos.clone()];
        for text in &self.moves {
            let mv = pos
                .parse_uci(text)
                .map_err(|e| self.invalid(format!("{text}: {e}")))?;
            pos = pos.play(&mv);
            moves.push(mv);
            positions.push(pos.clone());
        }
        Ok((moves, positions))
    }

    /// The number of moves the solver makes.
    pub fn solver_moves(&self) -> usize {
        self.moves.len().div_ceil(2)
    }

    pub fn has_theme(&self, theme: &str) -> bool {
        self.themes.iter().any(|t| t.eq_ignore_ascii_case(theme))
    }

    /// Checks the record's shape: a known rule set, a legal line of odd length ending with the
    /// solver's move, and a mate puzzle's line ending in checkmate after `mate_in` moves.
    pub fn check(&self) -> Result<(), PuzzleError> {
        if !self.rules.has_castalia() {
            return Err(self.invalid("the rule set must be castalia or castalia-weak".into()));
        }
        if self.moves.is_empty() || self.moves.len().is_multiple_of(2) {
            return Err(self.invalid("the solution must end with the solver's move".into()));
        }
        let (_, positions) = self.line()?;
        let last = positions
            .last()
            .ok_or_else(|| self.invalid("empty".into()))?;
        if self.goal == Goal::Mate {
            if self.mate_in != Some(self.solver_moves() as u32) {
                return Err(self.invalid("mate_in does not match the solution".into()));
            }
            if !last.is_check() || last.has_legal_move() {
                return Err(self.invalid("the mate line does not end in checkmate".into()));
            }
        }
        Ok(())
    }

    fn invalid(&self, reason: String) -> PuzzleError {
        PuzzleError::Invalid {
            id: self.id.clone(),
            reason,
        }
    }

    /// The puzzle as one line of JSON.
    pub fn to_json_line(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// A stable short id for a position and solution (FNV-1a, 8 hex digits).
pub fn puzzle_id(fen: &str, moves: &[String]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in fen.bytes().chain(moves.join(" ").bytes()) {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{:08x}", (hash >> 32) as u32 ^ hash as u32)
}

/// Reads a JSON-lines puzzle file: one puzzle per line; blank lines and lines starting with
/// `#` are skipped. Each puzzle is checked (`Puzzle::check`) and ids must be unique.
pub fn parse_puzzles(text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
    let mut puzzles = Vec::new();
    let mut ids = std::collections::HashSet::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let puzzle: Puzzle = serde_json::from_str(line).map_err(|e| PuzzleError::Json {
            line: i + 1,
            reason: e.to_string(),
        })?;
        puzzle.check()?;
        if !ids.insert(puzzle.id.clone()) {
            return Err(PuzzleError::DuplicateId(puzzle.id));
        }
        puzzles.push(puzzle);
    }
    Ok(puzzles)
}

/// Rule sets written by their command names (`castalia`, `castalia-weak`).
mod rules_name {
    use crate::rules::Variant;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(v: &Variant, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(v.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Variant, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
