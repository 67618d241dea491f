//! The rules of Castalia chess (`docs/rules.md`): board, FEN, legal moves with the Castalia's
//! kidnap and repulse, notation (UCI, SAN, PGN) and game outcomes. Pure: no I/O, no async.
//!
//! - `types`, `bitboard`, `attacks`: squares, pieces and attack tables.
//! - `board`, `position`, `movegen`: where the pieces are, playing a move, legal moves.
//! - `fen`, `san`, `parse`, `pgn`: the notations; `refusal`: why a move is not legal, briefly.
//! - `game`: a position with its history, and how a game ends.
//! - `perft`: counting move-tree leaves, to check the generator.

pub mod attacks;
pub mod bitboard;
pub mod board;
pub mod fen;
pub mod movegen;
pub mod moves;
pub mod outcome;
pub mod parse;
pub mod perft;
pub mod pgn;
pub mod position;
pub mod refusal;
pub mod san;
pub mod types;
pub mod variant;
pub mod zobrist;

pub use bitboard::BitBoard;
pub use board::Board;
pub use fen::FenError;
pub use movegen::MoveList;
pub use moves::{CastaliaEffects, Displaced, Displacement, Move, MoveKind, Repulse, Uci};
pub use outcome::{DrawReason, GameRecord, Outcome, WinReason};
pub use parse::MoveParseError;
pub use position::{CastleSide, CastlingRights, Position};
pub use types::{Color, Direction, File, Piece, PieceKind, Rank, Square};
pub use variant::{Setup, Variant};
