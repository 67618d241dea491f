//! Why a FEN cannot be read, in words of the catalogue (the rules core's `FenError` says it
//! in English for logs and tools).

use super::words::color_key;
use crate::i18n::{Arg, Text};
use crate::msg;
use crate::rules::FenError;

/// What is wrong with a FEN, as a catalogue message.
pub fn fen_error_text(e: &FenError) -> Text {
    match e {
        FenError::Empty => Text::msg("fen-empty"),
        FenError::TooLong(n) => msg!(
            "fen-too-long",
            length = *n,
            max = crate::rules::fen::MAX_FEN_LEN
        ),
        FenError::MissingFields(n) => msg!("fen-missing-fields", found = *n),
        FenError::TooManyFields(n) => msg!("fen-too-many-fields", found = *n),
        FenError::RankCount(n) => msg!("fen-rank-count", found = *n),
        FenError::RankLength { rank, squares } => {
            msg!("fen-rank-length", rank = *rank, squares = *squares)
        }
        FenError::BadPiece(c) => msg!("fen-bad-piece", letter = c.to_string()),
        FenError::NoKing(color) => msg!("fen-no-king", color = Arg::key(color_key(*color))),
        FenError::TooManyKings(color, n) => msg!(
            "fen-too-many-kings",
            color = Arg::key(color_key(*color)),
            count = *n
        ),
        FenError::TooManyPieces(color, n) => msg!(
            "fen-too-many-pieces",
            color = Arg::key(color_key(*color)),
            count = *n
        ),
        FenError::TooManyPawns(color, n) => msg!(
            "fen-too-many-pawns",
            color = Arg::key(color_key(*color)),
            count = *n
        ),
        FenError::PawnOnBackRank { square, rank } => msg!(
            "fen-pawn-on-back-rank",
            rank = rank.to_string(),
            square = square.to_string()
        ),
        FenError::CastaliaInStandard(square) => {
            msg!("fen-castalia-in-standard", square = square.to_string())
        }
        FenError::BadSide(s) => msg!("fen-bad-side", found = s.as_str()),
        FenError::BadCastling(s) => msg!("fen-bad-castling", found = s.as_str()),
        FenError::CastlingWithoutKing {
            right,
            color,
            square,
        } => msg!(
            "fen-castling-without-king",
            right = right.to_string(),
            color = Arg::key(color_key(*color)),
            square = square.to_string()
        ),
        FenError::CastlingWithoutRook {
            right,
            color,
            square,
        } => msg!(
            "fen-castling-without-rook",
            right = right.to_string(),
            color = Arg::key(color_key(*color)),
            square = square.to_string()
        ),
        FenError::BadEnPassant(s) => msg!("fen-bad-en-passant", found = s.as_str()),
        FenError::ImpossibleEnPassant(square) => {
            msg!("fen-impossible-en-passant", square = square.to_string())
        }
        FenError::BadCounter(s) => msg!("fen-bad-counter", found = s.as_str()),
        FenError::ZeroMoveNumber => Text::msg("fen-zero-move-number"),
        FenError::OpponentInCheck => Text::msg("fen-opponent-in-check"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, Variant};

    /// Every refusal reads as the rules core's English words (which the tools print).
    #[test]
    fn the_words_are_the_rules_cores() {
        for fen in [
            "",
            "8/8/8/8 w",
            "9/8/8/8/8/8/8/8 w - - 0 1",
            "xnbqkbnr/8/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/8 w - - 0 1",
            "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w Z - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w - e9 0 1",
            "4k3/8/8/8/8/8/8/4K3 w - - x 1",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
            "4k3/8/8/8/8/8/8/4KC2 w - - 0 1",
            "P3k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
            "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1",
        ] {
            let e = Position::from_fen(fen, Variant::Standard).expect_err(fen);
            assert_eq!(
                fen_error_text(&e).to_string(),
                e.to_string().replace('`', ""),
                "{fen}"
            );
        }
    }
}
