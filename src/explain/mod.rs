//! Move explanations in words: what a move does (the Castalia's kidnap and repulse
//! spelled out, with the rule that decided each), what it changes (castling rights, check,
//! mate), and for a move that cannot be played, exactly why. Also the explanation picture.
//!
//! - `describe`: the sentences for a legal move.
//! - `illegal`: why a typed move is not legal, in words (the rules decide it, as data:
//!   `Position::refusal`; this says the geometry, the blocked path, the Castalia's capture, the
//!   king left in check and by what), and the words of the parser's errors.
//! - `picture`: the before-and-after image with arrows and a legend.
//! - `why`: what the engine finds about a move at a fixed node budget (mate in N, material,
//!   only move, threat, quality and the better move), at most four lines below the mechanics.
//! - `analysis`: winning chances, move quality and accuracy as lichess defines them, material
//!   along a line, lines in SAN.
//! - `review`: a whole game reviewed (classifications, accuracy, key moments, Castalia notes,
//!   annotated PGN, the evaluation graph drawn by `render::graph`).
//! - `alt_text`: a board picture in words (whose move, the last move and what it did, the
//!   pieces by square), for attachment descriptions and the text-only board.
//! - `words`: what the catalogue messages are given (pieces, colours, lines as selector keys;
//!   lists of pieces).
//! - `fen`: why a FEN cannot be read, in the catalogue's words.
//!
//! Every sentence is a catalogue message (`assets/i18n`: `explain-*`, `illegal-*`, `why-*`,
//! `review-line-*`, `alt-*`), returned as a `Text` that the front end renders in the reader's
//! language; `Display` gives English (logs, tests and the `cli`).

pub mod alt_text;
pub mod analysis;
mod describe;
mod fen;
mod illegal;
mod picture;
pub mod review;
pub mod why;
mod words;
pub use fen::fen_error_text;
pub use words::{color_key, kind_key};

pub use analysis::Quality;
pub use illegal::{parse_error_text, refusal_text};
pub use picture::{explain_png, explain_png_with};
pub use why::{Why, DEFAULT_EXPLAIN_NODES};

use crate::i18n::Text;
use crate::rules::{Move, MoveParseError, Position};
use std::fmt;

/// What a move does, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    pub mv: Move,
    /// The move in SAN, with `+` or `#`.
    pub san: String,
    /// One line: the SAN and what happened.
    pub summary: Text,
    /// The summary's clauses after the SAN (`relabel` writes the summary again with them).
    clauses: Text,
    /// Full sentences, in the order things happen.
    pub details: Vec<Text>,
    /// What the engine finds about the move, when it was asked (`explain_why`).
    pub why: Option<Why>,
}

impl Explanation {
    /// The summary with another label than the SAN in front ("8... Cd5: ..." for a move of a
    /// game).
    pub fn relabel(&mut self, label: &str) {
        self.summary = describe::summary(label, &self.clauses);
    }

    /// The summary, then one detail sentence per line, then the engine's view.
    pub fn text(&self) -> Text {
        let why = self.why.iter().flat_map(|w| w.lines.iter().cloned());
        Text::lines(
            std::iter::once(self.summary.clone())
                .chain(self.details.iter().cloned())
                .chain(why),
        )
    }

    /// The details as one paragraph (the summary when there are none): what a lesson or a
    /// puzzle says about a move.
    pub fn paragraph(&self) -> Text {
        if self.details.is_empty() {
            self.summary.clone()
        } else {
            describe::join(self.details.clone(), " ")
        }
    }
}

impl fmt::Display for Explanation {
    /// The summary, then one detail sentence per line, in English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.text())
    }
}

/// Why a typed move cannot be explained as a legal move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ExplainError {
    /// The move names a piece and squares, but the rules forbid it: `reason` is a clause
    /// ("the path is blocked by ..."), `details` are the sentences saying what it would have
    /// done, where that helps. (The error's `Display` is English, for logs.)
    #[error("{input} is not legal here: {reason}")]
    Illegal {
        input: String,
        reason: Text,
        details: Vec<Text>,
    },
    /// The text could not be read as a move of this position (see the parser's message).
    #[error(transparent)]
    Unreadable(#[from] MoveParseError),
}

impl ExplainError {
    /// All the sentences: the reason, then any details.
    pub fn sentences(&self) -> Vec<Text> {
        match self {
            ExplainError::Illegal {
                input,
                reason,
                details,
            } => {
                let mut out = vec![crate::msg!(
                    "illegal-not-legal-here",
                    input = input.as_str(),
                    reason = reason.clone()
                )];
                out.extend(details.iter().cloned());
                out
            }
            ExplainError::Unreadable(e) => vec![parse_error_text(e)],
        }
    }

    /// The sentences, one a line.
    pub fn text(&self) -> Text {
        Text::lines(self.sentences())
    }
}

/// Explains a legal move of `pos`.
pub fn explain_move(pos: &Position, mv: &Move) -> Explanation {
    describe::describe(pos, mv)
}

/// A legal move of `pos` in one line for menus: its SAN and what it captures, kidnaps,
/// repulses, promotes to, and check or mate ("Cd5: kidnaps the white knight from b1 to d1;
/// repulses the black bishop from d6 to d8").
pub fn effect_label(pos: &Position, mv: &Move) -> Text {
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

/// `explain_why` for a move not played, a preview in `pos`: the verdict says "If it were
/// played".
pub fn explain_preview(
    engine: &mut crate::engine::Engine,
    pos: &Position,
    history: &[u64],
    mv: &Move,
    nodes: u64,
) -> Explanation {
    let mut explanation = describe::describe(pos, mv);
    explanation.why = Some(why::why_if_played(engine, pos, history, mv, nodes));
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
