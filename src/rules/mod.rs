//! The rules of Castalia chess (`docs/rules.md`): board, FEN, legal moves with the Castalia's
//! kidnap and repulse, notation (UCI, SAN, PGN) and game outcomes. Pure: no I/O, no async, and
//! no English sentences for players (those are in `explain`).
//!
//! - `types`: squares, files, ranks, colours, pieces, and the one table of piece values
//!   (`PieceKind::points`); `bitboard`: sets of squares; `attacks`: attack tables and lines.
//! - `board`: where the pieces are; `position`: a position, playing a move; `movegen`: legal
//!   moves; `moves`: `Move` with the Castalia's kidnap and repulse.
//! - `variant`: rule sets and start positions; `zobrist`: the position hash keys.
//! - `fen`, `san`, `parse`, `pgn`: the notations (`San` is a written move in SAN);
//!   `refusal`: why a move is not legal, decided once, as data (`Refusal`, `Exposure`:
//!   the king's attackers and the cause; `explain` words it).
//! - `outcome`: how a game ends, and `GameRecord`, a start position with the moves played.
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
pub use refusal::{CastlingRefusal, Exposure, ExposureCause, Occupant, PieceMoves, Refusal};
pub use san::{San, SanSyntaxError};
pub use types::{Color, Direction, File, Piece, PieceKind, Rank, Square};
pub use variant::{Setup, Variant};
