//! Move explanations in plain English: what a move does (the Castalia's kidnap and repulse
//! spelled out, with the rule that decided each), what it changes (castling rights, check,
//! mate), and for a move that cannot be played, exactly why. Also the explanation picture.
//!
//! - `describe`: the sentences for a legal move.
//! - `illegal`: why a typed move is not legal (geometry, blocked paths, a Castalia capture, a
//!   king left in check and by what).
//! - `picture`: the before-and-after image with arrows and a legend.
//! - `why`: what the engine finds about a move at a fixed node budget (mate in N, material,
//!   only move, threat, quality and the better move), at most four lines below the mechanics.
//! - `analysis`: winning chances, move quality and accuracy as lichess defines them, material
//!   along a line, lines in SAN.
//! - `review`: a whole game reviewed (classifications, accuracy, key moments, Castalia notes,
//!   annotated PGN, the evaluation graph drawn by `render::graph`).
//! - `alt_text`: a board picture in words (whose move, the last move and what it did, the
//!   pieces by square), for attachment descriptions and the text-only board.
//! - `words`: small phrases the explanations are built from (pieces on squares, lists).

pub mod alt_text;
pub mod analysis;
mod describe;
mod illegal;
mod picture;
pub mod review;
pub mod why;
mod words;

pub use analysis::Quality;
pub use picture::{explain_png, explain_png_with};
pub use why::{Why, DEFAULT_EXPLAIN_NODES};

use crate::rules::{Move, MoveParseError, Position};
use std::fmt;

/// What a move does, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    pub mv: Move,
    /// The move in SAN, with `+` or `#`.
    pub san: String,
    /// One line: the SAN and what happened.
    pub summary: String,
    /// Full sentences, in the order things happen.
    pub details: Vec<String>,
    /// What the engine finds about the move, when it was asked (`explain_why`).
    pub why: Option<Why>,
}

impl fmt::Display for Explanation {
    /// The summary, then one detail sentence per line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.summary)?;
        for line in &self.details {
            write!(f, "\n{line}")?;
        }
        if let Some(why) = &self.why {
            for line in &why.lines {
                write!(f, "\n{line}")?;
            }
        }
        Ok(())
    }
}

/// Why a typed move cannot be explained as a legal move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ExplainError {
    /// The move names a piece and squares, but the rules forbid it; `details` are the sentences
    /// saying what it would have done, where that helps.
    #[error("{input} is not legal here: {reason}")]
    Illegal {
        input: String,
        reason: String,
        details: Vec<String>,
    },
    /// The text could not be read as a move of this position (see the parser's message).
    #[error(transparent)]
    Unreadable(#[from] MoveParseError),
}

impl ExplainError {
    /// All the sentences: the reason, then any details.
    pub fn sentences(&self) -> Vec<String> {
        match self {
            ExplainError::Illegal {
                input,
                reason,
                details,
            } => {
                let mut out = vec![format!("{input} is not legal here: {reason}.")];
                out.extend(details.iter().cloned());
                out
            }
            ExplainError::Unreadable(e) => vec![e.to_string()],
        }
    }
}

/// Explains a legal move of `pos`.
pub fn explain_move(pos: &Position, mv: &Move) -> Explanation {
    describe::describe(pos, mv)
}

/// A legal move of `pos` in one line for menus: its SAN and what it captures, kidnaps,
/// repulses, promotes to, and check or mate ("Cd5: kidnaps the white knight from b1 to d1;
/// repulses the black bishop from d6 to d8").
pub fn effect_label(pos: &Position, mv: &Move) -> String {
    describe::effect_label(pos, mv)
}

/// Explains a legal move of `pos`, with the engine's view of it below the mechanics
/// (`history`: repetition keys of the game's earlier positions; `nodes` per search).
pub fn explain_why(
    engine: &mut crate::engine::Engine,
    pos: &Position,
    history: &[u64],
    mv: &Move,
    nodes: u64,
) -> Explanation {
    let mut explanation = describe::describe(pos, mv);
    explanation.why = Some(why::why(engine, pos, history, mv, nodes));
    explanation
}

/// Explains a move typed by a user (SAN or UCI). When the move is illegal, the error says
/// exactly why.
pub fn explain_text(pos: &Position, text: &str) -> Result<Explanation, ExplainError> {
    match pos.parse_move(text) {
        Ok(mv) => Ok(explain_move(pos, &mv)),
        Err(parse_error) => Err(illegal::why(pos, text.trim(), parse_error)),
    }
}
