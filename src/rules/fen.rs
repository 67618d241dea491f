//! FEN reading and writing, with the Castalia as `C` / `c`. Reading is strict and every
//! rejection says what is wrong.

use super::board::Board;
use super::position::{CastleSide, CastlingRights, Position};
use super::types::{Color, File, Piece, PieceKind, Rank, Square};
use super::variant::Variant;
use std::fmt::Write as _;

/// Longest FEN accepted (a real one is under 100 characters).
pub const MAX_FEN_LEN: usize = 128;

/// Why a FEN was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    #[error("the FEN is empty")]
    Empty,
    #[error("the FEN is too long ({0} characters; a FEN has fewer than {MAX_FEN_LEN})")]
    TooLong(usize),
    #[error("a FEN needs at least 4 fields (board, side, castling, en passant), found {0}")]
    MissingFields(usize),
    #[error("a FEN has at most 6 fields, found {0}")]
    TooManyFields(usize),
    #[error("the board needs 8 ranks separated by `/`, found {0}")]
    RankCount(usize),
    #[error("rank {rank} has {squares} squares, not 8")]
    RankLength { rank: usize, squares: usize },
    #[error("`{0}` is not a piece letter (use K Q R B N P C, lower case for black)")]
    BadPiece(char),
    #[error("{0} has no king")]
    NoKing(Color),
    #[error("{0} has {1} kings")]
    TooManyKings(Color, u32),
    #[error("{0} has {1} pieces; at most 16 are possible")]
    TooManyPieces(Color, u32),
    #[error("{0} has {1} pawns; at most 8 are possible")]
    TooManyPawns(Color, u32),
    #[error("pawn on rank {rank} ({square}): pawns never stand on rank 1 or 8")]
    PawnOnBackRank { square: Square, rank: char },
    #[error("there is no Castalia in standard chess ({0})")]
    CastaliaInStandard(Square),
    #[error("the side to move must be `w` or `b`, not `{0}`")]
    BadSide(String),
    #[error("the castling field must be `-` or letters from KQkq, not `{0}`")]
    BadCastling(String),
    #[error("castling right {right} but no {color} king on {square}")]
    CastlingWithoutKing {
        right: char,
        color: Color,
        square: Square,
    },
    #[error("castling right {right} but no {color} rook on {square}")]
    CastlingWithoutRook {
        right: char,
        color: Color,
        square: Square,
    },
    #[error("`{0}` is not an en-passant square: use `-` or a square on rank 3 or 6")]
    BadEnPassant(String),
    #[error("en-passant square {0} does not follow a double step of the side that just moved")]
    ImpossibleEnPassant(Square),
    #[error("`{0}` is not a move counter: use a whole number")]
    BadCounter(String),
    #[error("the full-move number (the last field) counts from 1, not 0")]
    ZeroMoveNumber,
    #[error("the side not to move is in check")]
    OpponentInCheck,
}

impl Position {
    /// Reads a FEN under a rule set. The clocks may be left out (they default to `0 1`).
    pub fn from_fen(fen: &str, variant: Variant) -> Result<Position, FenError> {
        let fen = fen.trim();
        if fen.is_empty() {
            return Err(FenError::Empty);
        }
        if fen.len() > MAX_FEN_LEN {
            return Err(FenError::TooLong(fen.len()));
        }
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.len() < 4 {
            return Err(FenError::MissingFields(fields.len()));
        }
        if fields.len() > 6 {
            return Err(FenError::TooManyFields(fields.len()));
        }
        let board = parse_board(fields[0], variant)?;
        let side = match fields[1] {
            "w" | "W" => Color::White,
            "b" | "B" => Color::Black,
            other => return Err(FenError::BadSide(other.to_string())),
        };
        let castling = parse_castling(fields[2], &board)?;
        let en_passant = parse_en_passant(fields[3], &board, side)?;
        let halfmove_clock = parse_counter(fields.get(4).copied().unwrap_or("0"))?;
        let fullmove_number = parse_counter(fields.get(5).copied().unwrap_or("1"))?;
        if fullmove_number == 0 {
            return Err(FenError::ZeroMoveNumber);
        }

        let mut pos = Position {
            board,
            side,
            castling,
            en_passant,
            halfmove_clock,
            fullmove_number,
            hash: 0,
            variant,
        };
        pos.hash = pos.compute_hash();
        let them = side.opposite();
        if let Some(k) = board.king(them) {
            if board.is_attacked(k, side) {
                return Err(FenError::OpponentInCheck);
            }
        }
        Ok(pos)
    }

    /// Writes the position as FEN.
    pub fn fen(&self) -> String {
        let mut s = String::with_capacity(90);
        for rank in Rank::ALL.into_iter().rev() {
            let mut empty = 0;
            for file in File::ALL {
                match self.board.piece_at(Square::new(file, rank)) {
                    Some(p) => {
                        if empty > 0 {
                            let _ = write!(s, "{empty}");
                            empty = 0;
                        }
                        s.push(p.fen_char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                let _ = write!(s, "{empty}");
            }
            if rank != Rank::R1 {
                s.push('/');
            }
        }
        let side = if self.side == Color::White { 'w' } else { 'b' };
        let ep = self
            .en_passant
            .map_or_else(|| "-".to_string(), |sq| sq.to_string());
        let _ = write!(
            s,
            " {side} {} {ep} {} {}",
            self.castling.fen(),
            self.halfmove_clock,
            self.fullmove_number
        );
        s
    }
}

fn parse_board(text: &str, variant: Variant) -> Result<Board, FenError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::RankCount(ranks.len()));
    }
    let mut board = Board::empty();
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = Rank::from_index(7 - i);
        let mut file = 0usize;
        for c in rank_text.chars() {
            if let Some(d) = c.to_digit(10) {
                if d == 0 || d > 8 {
                    return Err(FenError::BadPiece(c));
                }
                file += d as usize;
            } else {
                let piece = Piece::from_fen_char(c).ok_or(FenError::BadPiece(c))?;
                if file < 8 {
                    let sq = Square::new(File::from_index(file), rank);
                    if piece.kind == PieceKind::Pawn && (rank == Rank::R1 || rank == Rank::R8) {
                        return Err(FenError::PawnOnBackRank {
                            square: sq,
                            rank: rank.to_char(),
                        });
                    }
                    if piece.kind == PieceKind::Castalia && !variant.has_castalia() {
                        return Err(FenError::CastaliaInStandard(sq));
                    }
                    board.put(piece, sq);
                }
                file += 1;
            }
        }
        if file != 8 {
            return Err(FenError::RankLength {
                rank: rank.index() + 1,
                squares: file,
            });
        }
    }
    for color in Color::ALL {
        let kings = board.pieces(color, PieceKind::King).popcount();
        if kings == 0 {
            return Err(FenError::NoKing(color));
        }
        if kings > 1 {
            return Err(FenError::TooManyKings(color, kings));
        }
        let pieces = board.color(color).popcount();
        if pieces > 16 {
            return Err(FenError::TooManyPieces(color, pieces));
        }
        let pawns = board.pieces(color, PieceKind::Pawn).popcount();
        if pawns > 8 {
            return Err(FenError::TooManyPawns(color, pawns));
        }
    }
    Ok(board)
}

fn parse_castling(text: &str, board: &Board) -> Result<CastlingRights, FenError> {
    let mut rights = CastlingRights::NONE;
    if text == "-" {
        return Ok(rights);
    }
    for c in text.chars() {
        let (color, side) = match c {
            'K' => (Color::White, CastleSide::King),
            'Q' => (Color::White, CastleSide::Queen),
            'k' => (Color::Black, CastleSide::King),
            'q' => (Color::Black, CastleSide::Queen),
            _ => return Err(FenError::BadCastling(text.to_string())),
        };
        if rights.has(color, side) {
            return Err(FenError::BadCastling(text.to_string()));
        }
        let rank = color.first_rank();
        let king_square = Square::new(File::E, rank);
        if !board.pieces(color, PieceKind::King).has(king_square) {
            return Err(FenError::CastlingWithoutKing {
                right: c,
                color,
                square: king_square,
            });
        }
        let rook_square = Square::new(side.rook_file(), rank);
        if !board.pieces(color, PieceKind::Rook).has(rook_square) {
            return Err(FenError::CastlingWithoutRook {
                right: c,
                color,
                square: rook_square,
            });
        }
        rights.set(color, side);
    }
    Ok(rights)
}

fn parse_en_passant(text: &str, board: &Board, side: Color) -> Result<Option<Square>, FenError> {
    if text == "-" {
        return Ok(None);
    }
    let sq: Square = text
        .parse()
        .map_err(|_| FenError::BadEnPassant(text.to_string()))?;
    let mover = side.opposite();
    let expected_rank = match mover {
        Color::White => Rank::R3,
        Color::Black => Rank::R6,
    };
    if sq.rank() != expected_rank {
        return Err(FenError::BadEnPassant(text.to_string()));
    }
    let forward = mover.forward();
    let pawn_square = sq.offset(0, forward);
    let origin = sq.offset(0, -forward);
    let ok = pawn_square.is_some_and(|p| board.pieces(mover, PieceKind::Pawn).has(p))
        && !board.occupied().has(sq)
        && origin.is_some_and(|o| !board.occupied().has(o));
    if ok {
        Ok(Some(sq))
    } else {
        Err(FenError::ImpossibleEnPassant(sq))
    }
}

fn parse_counter(text: &str) -> Result<u32, FenError> {
    text.parse::<u32>()
        .ok()
        .filter(|&n| n < 100_000)
        .ok_or_else(|| FenError::BadCounter(text.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(fen: &str) -> String {
        match Position::from_fen(fen, Variant::Castalia) {
            Ok(_) => panic!("{fen} should be refused"),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn errors_say_what_is_wrong() {
        assert_eq!(
            err("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            "rank 7 has 9 squares, not 8"
        );
        assert_eq!(err("4k3/8/8/8/8/8/8/4KK2 w - - 0 1"), "white has 2 kings");
        assert_eq!(
            err("3Pk3/8/8/8/8/8/8/4K3 w - - 0 1"),
            "pawn on rank 8 (d8): pawns never stand on rank 1 or 8"
        );
        assert_eq!(
            err("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1"),
            "the side not to move is in check"
        );
        assert_eq!(
            err("4k3/8/8/8/8/8/8/4K3 w K - 0 1"),
            "castling right K but no white rook on h1"
        );
        assert_eq!(
            err("4k3/8/8/8/8/8/8/4K3 x - - 0 1"),
            "the side to move must be `w` or `b`, not `x`"
        );
        assert!(err("4k3/8/8/8/8/8/8/4K3 w - e3 0 1").contains("en-passant"));
        assert_eq!(
            Position::from_fen("4k3/8/8/8/8/8/8/2C1K3 w - - 0 1", Variant::Standard)
                .map_err(|e| e.to_string()),
            Err("there is no Castalia in standard chess (c1)".to_string())
        );
        assert_eq!(
            Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 0", Variant::Castalia),
            Err(FenError::ZeroMoveNumber)
        );
        assert!(err("4k3/8/8/8/8/8/8/4K3 w - - 3 0").contains("counts from 1"));
        // Left out, the clocks are `0 1`.
        assert_eq!(
            Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - -", Variant::Castalia)
                .map(|p| p.fullmove_number()),
            Ok(1)
        );
    }

    #[test]
    fn round_trip_start() {
        for fen in [
            "rcbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBNR w KQkq - 0 1",
            "4k3/8/8/3p4/3C4/8/8/4K3 b - - 12 40",
            "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3",
        ] {
            let p = Position::from_fen(fen, Variant::Castalia).unwrap();
            assert_eq!(p.fen(), fen);
        }
    }
}
