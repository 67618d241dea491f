//! Why a piece cannot go from one square to another (how it moves, what stands in the way,
//! what it may capture, or the king it would leave in check), as data: `Refusal`, carried by
//! the parser's `MoveParseError::Illegal`. The words are `explain`'s (`explain/illegal.rs`),
//! which also gives the full account, naming attackers and causes.

use super::attacks::between;
use super::position::{CastleSide, Position};
use super::san::San;
use super::types::{Color, Direction, File, Piece, PieceKind, Square};
use super::variant::Variant;

/// A square and what stands on it ("the white knight on g1", or the square if it is empty).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Occupant {
    pub square: Square,
    pub piece: Option<Piece>,
}

/// Where the piece on a square can go: its legal moves in SAN (none: it cannot move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceMoves {
    pub square: Square,
    /// The piece's kind (`None`: no piece there).
    pub kind: Option<PieceKind>,
    pub moves: Vec<San>,
}

/// Why castling is not legal now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CastlingRefusal {
    /// `side` has lost the right to castle on `castle`'s side.
    LostRight { side: Color, castle: CastleSide },
    /// A piece stands between the king and the rook.
    Between(Occupant),
    /// The king is in check, from these pieces.
    OutOfCheck(Vec<Occupant>),
    /// The king would cross (`passes`) or land on `square`, which these pieces attack.
    Attacked {
        passes: bool,
        square: Square,
        by: Vec<Occupant>,
    },
    /// It would leave the king in check.
    ExposesKing,
}

/// Why a typed move is not legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The mover has no piece on this square.
    NoPieceOn(Square),
    /// The move does not leave its square.
    SameSquare,
    /// That kind of piece does not move that way.
    Shape(PieceKind),
    /// A Castalia never captures, and `to` holds `target`.
    CastaliaCannotCapture {
        to: Square,
        target: Piece,
    },
    /// `to` holds one of the mover's own pieces.
    OwnPiece {
        to: Square,
        kind: PieceKind,
    },
    /// A pawn does not capture straight ahead.
    PawnCapturesAhead,
    /// A pawn steps two squares only from its second rank.
    PawnDoubleStep,
    /// A pawn moves diagonally only to capture, and this square is empty.
    PawnDiagonalToEmpty(Square),
    Castling(CastlingRefusal),
    /// Castling is not possible now (no reason found).
    CannotCastle,
    /// The path is blocked by this piece.
    Blocked(Occupant),
    /// The king is in check and the move does not answer it.
    DoesNotAnswerCheck,
    /// The Castalia's kidnap or repulse would leave the king in check.
    CastaliaExposesKing,
    /// The move would leave the king in check.
    ExposesKing,
    /// A pawn never becomes that piece.
    NoSuchPromotion(PieceKind),
    /// A pawn does not become that piece in that variant.
    PromotionNotInVariant {
        piece: PieceKind,
        variant: Variant,
    },
    /// The piece on `from` is not the kind the text named.
    WrongPiece {
        from: Square,
        is: PieceKind,
        named: PieceKind,
    },
    /// The mover has no piece of this kind.
    NoneOfKind(PieceKind),
    /// `why`, and where the piece can go instead.
    WithMoves {
        why: Box<Refusal>,
        moves: PieceMoves,
    },
    /// Several pieces were meant: why each cannot (kind, square, reason).
    Each(Vec<(PieceKind, Square, Refusal)>),
    /// No piece of `kind` can move to `to`; `options` are that kind's legal moves.
    NoneReaches {
        kind: PieceKind,
        to: Square,
        options: Vec<San>,
    },
}

/// Whether a piece's way of moving could take it from `from` to `to` on an empty board
/// (pawn captures and castling included).
pub fn could_reach(kind: PieceKind, color: Color, from: Square, to: Square) -> bool {
    let df = to.file().index() as i32 - from.file().index() as i32;
    let dr = to.rank().index() as i32 - from.rank().index() as i32;
    let forward = i32::from(color.forward());
    match kind {
        PieceKind::Pawn => {
            (df == 0 && (dr == forward || dr == 2 * forward)) || (df.abs() == 1 && dr == forward)
        }
        PieceKind::Knight => df.abs() * dr.abs() == 2,
        PieceKind::Bishop => df.abs() == dr.abs() && df != 0,
        PieceKind::Rook => (df == 0) != (dr == 0),
        PieceKind::Queen | PieceKind::Castalia => Direction::between(from, to).is_some(),
        PieceKind::King => (df.abs() <= 1 && dr.abs() <= 1) || (dr == 0 && df.abs() == 2),
    }
}

impl Position {
    /// Why the side to move's piece on `from` cannot go to `to`. Meant for moves that are not
    /// legal; for a legal one it says nothing useful.
    pub fn refusal(&self, from: Square, to: Square) -> Refusal {
        let us = self.side_to_move();
        let Some(piece) = self.piece_at(from).filter(|p| p.color == us) else {
            return Refusal::NoPieceOn(from);
        };
        let kind = piece.kind;
        let target = self.piece_at(to);
        if from == to {
            return Refusal::SameSquare;
        }
        if !could_reach(kind, us, from, to) {
            return Refusal::Shape(kind);
        }
        if kind == PieceKind::Castalia {
            if let Some(t) = target {
                return Refusal::CastaliaCannotCapture { to, target: t };
            }
        } else if let Some(t) = target.filter(|t| t.color == us) {
            return Refusal::OwnPiece { to, kind: t.kind };
        }
        let df = to.file().index().abs_diff(from.file().index());
        if kind == PieceKind::Pawn {
            if df == 0 && target.is_some() {
                return Refusal::PawnCapturesAhead;
            }
            if df == 0 && to.rank().index().abs_diff(from.rank().index()) == 2 {
                if from.rank() != us.second_rank() {
                    return Refusal::PawnDoubleStep;
                }
            } else if df == 1 && target.is_none() && self.en_passant() != Some(to) {
                return Refusal::PawnDiagonalToEmpty(to);
            }
        }
        if kind == PieceKind::King && df == 2 {
            let castle = if to.file() > from.file() {
                CastleSide::King
            } else {
                CastleSide::Queen
            };
            if from != Square::new(File::E, us.first_rank()) || to.rank() != us.first_rank() {
                return Refusal::Shape(kind);
            }
            if let Some(why) = self.castling_refusal(castle) {
                return Refusal::Castling(why);
            }
        }
        if let Some(nearest) = self.nearest_blocker(from, to) {
            return Refusal::Blocked(self.occupant(nearest));
        }
        if self.is_check() {
            return Refusal::DoesNotAnswerCheck;
        }
        if kind == PieceKind::Castalia {
            return Refusal::CastaliaExposesKing;
        }
        Refusal::ExposesKing
    }

    /// Why the side to move cannot castle on `castle`'s side now, naming the cause (the
    /// right lost, the piece in the way, the check, or the attacked square the king would
    /// cross or land on); `None` when it can.
    pub fn castling_refusal(&self, castle: CastleSide) -> Option<CastlingRefusal> {
        let us = self.side_to_move();
        let them = us.opposite();
        let home = us.first_rank();
        let king = Square::new(File::E, home);
        if !self.castling().has(us, castle) {
            return Some(CastlingRefusal::LostRight { side: us, castle });
        }
        let rook = Square::new(castle.rook_file(), home);
        if let Some(b) = self.nearest_blocker(king, rook) {
            return Some(CastlingRefusal::Between(self.occupant(b)));
        }
        let occupied = self.board().occupied();
        let checkers = self.board().attackers(king, them, occupied);
        if checkers.is_nonempty() {
            return Some(CastlingRefusal::OutOfCheck(self.occupants(checkers)));
        }
        for (file, passes) in [
            (castle.rook_to_file(), true),
            (castle.king_to_file(), false),
        ] {
            let square = Square::new(file, home);
            let attackers = self.board().attackers(square, them, occupied);
            if attackers.is_nonempty() {
                return Some(CastlingRefusal::Attacked {
                    passes,
                    square,
                    by: self.occupants(attackers),
                });
            }
        }
        let legal = self.legal_moves().into_iter().any(|m| {
            m.kind == super::moves::MoveKind::Castle
                && m.to.file() == castle.king_to_file()
                && m.from == king
        });
        (!legal).then_some(CastlingRefusal::ExposesKing)
    }

    /// The occupied square between `from` and `to` (both excluded) nearest to `from`.
    fn nearest_blocker(&self, from: Square, to: Square) -> Option<Square> {
        let blockers = between(from, to) & self.board().occupied();
        blockers.into_iter().min_by_key(|&s| {
            s.file()
                .index()
                .abs_diff(from.file().index())
                .max(s.rank().index().abs_diff(from.rank().index()))
        })
    }

    /// The square and what stands on it.
    fn occupant(&self, square: Square) -> Occupant {
        Occupant {
            square,
            piece: self.piece_at(square),
        }
    }

    /// The pieces on `squares`.
    fn occupants(&self, squares: super::bitboard::BitBoard) -> Vec<Occupant> {
        squares.into_iter().map(|s| self.occupant(s)).collect()
    }

    /// Where the piece on `from` can go.
    pub fn moves_of_piece(&self, from: Square) -> PieceMoves {
        PieceMoves {
            square: from,
            kind: self.piece_at(from).map(|p| p.kind),
            moves: self
                .legal_moves()
                .iter()
                .filter(|m| m.from == from)
                .map(|m| self.san(m))
                .collect(),
        }
    }
}
