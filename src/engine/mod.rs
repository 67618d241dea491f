//! The engine: an alpha-beta searcher and evaluator for Castalia chess (and orthodox chess)
//! over the rules core, its strength levels, and the tools that drive it.
//!
//! - `score`: centipawn and mate scores.
//! - `limits`: how long to search (depth, nodes, move time, clock) and time management.
//! - `tt`: the transposition table.
//! - `eval`: the static evaluation (tapered material, piece-square tables, mobility, pawns,
//!   king safety, the Castalia's activity), and the trace of its terms for tuning.
//! - `weights`: the evaluation's weights (fitted by Texel's method).
//! - `nnue`: the networks: the orthodox one for positions without a Castalia, the Castalia
//!   one (averaged with `eval`) for positions with one.
//! - `ordering`: move ordering (hash move, captures by SEE and MVV-LVA, killers, counter-moves,
//!   history).
//! - `history`: the histories that order moves (butterfly, continuation, counter-moves,
//!   captures).
//! - `correction`: the correction history (how far searches found the static evaluation off,
//!   per pawn structure).
//! - `search`: iterative deepening PVS with quiescence, null move, LMR, MultiPV.
//! - `exact`: an exact mate search without pruning, for verifying tactics and puzzles.
//! - `tuning`: the search's tuning numbers (ordering bands, margins, reductions), named.
//! - `levels`: strength levels 1-8 and the human-like move choice of the weaker ones.
//! - `uci`: the UCI protocol, for GUIs and for matches against other engines.
//!
//! Engine-vs-engine matches (subprocesses, progress bar) are tooling: `cli::matches`.

pub mod correction;
pub mod eval;
pub mod exact;
pub mod history;
pub mod levels;
pub mod limits;
pub mod nnue;
pub mod ordering;
pub mod score;
pub mod search;
pub mod tt;
pub mod tuning;
pub mod uci;
pub mod weights;

pub use levels::{choose_move, pick_line, Level};
pub use limits::{Clock, Limits};
pub use score::Score;
pub use search::{Engine, Line, SearchResult};
