//! Why a piece cannot go from one square to another, as data: `Position::refusal` is the one
//! place that decides it (how the piece moves, what it may capture, the pawn's and castling's
//! rules, what stands in the way, the promotion, and the king it would leave in check, with
//! the attackers and the cause: a pin, a kidnap or repulse that drags or pushes a piece).
//! `Refusal` is carried by the parser's `MoveParseError::Illegal`; its words are the
//! catalogue's, chosen by `explain` (`explain/illegal.rs`: a short reason for a refused move,
//! the full account for `/explain`).

use super::attacks::between;
use super::moves::{Move, MoveKind};
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
    /// A Castalia never captures, and `to` holds `target` (of either side).
    CastaliaCannotCapture {
        to: Square,
        target: Piece,
    },
    /// `to` holds one of the mover's own pieces.
    OwnPiece {
        to: Square,
        kind: PieceKind,
    },
    /// A pawn does not capture straight ahead, and `to` holds `target`.
    PawnCapturesAhead {
        to: Square,
        target: Piece,
    },
    /// A pawn steps two squares only from its second rank.
    PawnDoubleStep,
    /// A pawn moves diagonally only to capture, and this square is empty.
    PawnDiagonalToEmpty(Square),
    Castling(CastlingRefusal),
    /// Castling is not possible now (no reason found).
    CannotCastle,
    /// The path is blocked by this piece.
    Blocked(Occupant),
    /// The move would leave the mover's king in check: how, and by what.
    KingInCheck(Box<Exposure>),
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

/// A move that would leave the mover's king in check: the move as it would be played, and
/// what would attack the king and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exposure {
    /// The move as it would be played (a Castalia's with its kidnap and repulse).
    pub mv: Move,
    /// The piece that moves.
    pub mover: Piece,
    /// The mover's king was already in check before the move.
    pub was_in_check: bool,
    /// The mover's king after the move.
    pub king: Square,
    /// The enemy pieces that would attack it then, where they would stand. Empty when the
    /// king would not be attacked after all: the move is legal (or legal with another
    /// promotion), which `Position::refusal` is not meant for.
    pub attackers: Vec<Occupant>,
    pub cause: ExposureCause,
}

/// Why the king would be in check after a move, the most telling cause first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExposureCause {
    /// The Castalia's kidnap would drag the king itself from `from` to the Castalia's square;
    /// `next_to_king`: it would stand next to the enemy king there.
    KingKidnapped { from: Square, next_to_king: bool },
    /// The repulse would push `pushed` to `to`, from where it checks (`promotes`: a pawn
    /// that becomes a queen there).
    RepulseChecks {
        pushed: Occupant,
        to: Square,
        promotes: bool,
    },
    /// The repulse would push `pushed`, which shields the king, to `to`, leaving the king in
    /// check from `checker`.
    RepulseUnshields {
        pushed: Occupant,
        to: Square,
        checker: Occupant,
    },
    /// The kidnap would drag the enemy `dragged` (on `from`) to the Castalia's square, from
    /// where it checks.
    KidnapChecks { dragged: Piece, from: Square },
    /// The kidnap would drag `dragged`, which shields the king, to the Castalia's square,
    /// leaving the king in check from `checker`.
    KidnapUnshields {
        dragged: Occupant,
        checker: Occupant,
    },
    /// The king would step next to the enemy king.
    KingNextToKing,
    /// The king would step onto an attacked square.
    KingSteppedIntoCheck,
    /// The king is in check and the move does not stop it.
    CheckNotStopped,
    /// The moving piece is pinned to its king.
    Pinned,
    /// Another way the move leaves the king attacked.
    LeavesKingInCheck,
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
    /// Why the side to move's piece on `from` cannot go to `to` (promoting to `promotion`
    /// when it reaches the last rank; a queen when `None`): the first rule the move breaks,
    /// in the order a player learns them (the piece's way of moving, what it may capture, the
    /// pawn's and castling's own rules, the path, the promotion, and last its king's safety).
    /// The one place that decides why a move is illegal; `explain` words it. Meant for moves
    /// that are not legal: for a legal one it ends at `Refusal::KingInCheck` with no
    /// attackers.
    pub fn refusal(&self, from: Square, to: Square, promotion: Option<PieceKind>) -> Refusal {
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
        let mut move_kind = MoveKind::Normal;
        if kind == PieceKind::Pawn {
            if df == 0 {
                if let Some(t) = target {
                    return Refusal::PawnCapturesAhead { to, target: t };
                }
                if to.rank().index().abs_diff(from.rank().index()) == 2 {
                    if from.rank() != us.second_rank() {
                        return Refusal::PawnDoubleStep;
                    }
                    move_kind = MoveKind::DoubleStep;
                }
            } else if target.is_none() {
                if self.en_passant() != Some(to) {
                    return Refusal::PawnDiagonalToEmpty(to);
                }
                move_kind = MoveKind::EnPassant;
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
            move_kind = MoveKind::Castle;
        }
        if let Some(nearest) = self.nearest_blocker(from, to) {
            return Refusal::Blocked(self.occupant(nearest));
        }
        let promotion = (kind == PieceKind::Pawn && to.rank() == us.promotion_rank())
            .then(|| promotion.unwrap_or(PieceKind::Queen));
        if promotion == Some(PieceKind::Castalia) && !self.variant().has_castalia() {
            return Refusal::PromotionNotInVariant {
                piece: PieceKind::Castalia,
                variant: self.variant(),
            };
        }
        if kind == PieceKind::Castalia {
            if let Some(effects) = self.castalia_effects(from, to) {
                move_kind = MoveKind::Castalia(effects);
            }
        }
        let mv = Move {
            from,
            to,
            promotion,
            kind: move_kind,
        };
        Refusal::KingInCheck(Box::new(self.exposure(mv, piece)))
    }

    /// What would attack the mover's king after `mv` (played by `mover`), and why.
    fn exposure(&self, mv: Move, mover: Piece) -> Exposure {
        let us = self.side_to_move();
        let them = us.opposite();
        let after = self.play(&mv);
        let board = after.board();
        let king_before = self.board().king(us);
        let king = board.king(us).or(king_before).unwrap_or(mv.from);
        let checkers = board.attackers(king, them, board.occupied());
        let exposure = |cause| Exposure {
            mv,
            mover,
            was_in_check: self.is_check(),
            king,
            attackers: after.occupants(checkers),
            cause,
        };
        let enemy_king_next = board.king(them).is_some_and(|k| checkers.has(k));
        let shields = |square: Square| checkers.into_iter().find(|&c| between(king, c).has(square));
        if let MoveKind::Castalia(effects) = mv.kind {
            if let Some(from) = effects.kidnap_from.filter(|&k| Some(k) == king_before) {
                return exposure(ExposureCause::KingKidnapped {
                    from,
                    next_to_king: enemy_king_next,
                });
            }
            if let Some(r) = effects.repulse {
                if checkers.has(r.to) {
                    return exposure(ExposureCause::RepulseChecks {
                        pushed: self.occupant(r.from),
                        to: r.to,
                        promotes: r.promotes,
                    });
                }
                if let Some(c) = shields(r.from) {
                    return exposure(ExposureCause::RepulseUnshields {
                        pushed: self.occupant(r.from),
                        to: r.to,
                        checker: after.occupant(c),
                    });
                }
            }
            if let Some(k) = effects.kidnap_from {
                let dragged_enemy = self.piece_at(k).filter(|p| p.color == them);
                if let (Some(dragged), true) = (dragged_enemy, checkers.has(mv.from)) {
                    return exposure(ExposureCause::KidnapChecks { dragged, from: k });
                }
                if let Some(c) = shields(k) {
                    return exposure(ExposureCause::KidnapUnshields {
                        dragged: self.occupant(k),
                        checker: after.occupant(c),
                    });
                }
            }
        }
        if mover.kind == PieceKind::King {
            return exposure(if enemy_king_next {
                ExposureCause::KingNextToKing
            } else {
                ExposureCause::KingSteppedIntoCheck
            });
        }
        if self.is_check() {
            return exposure(ExposureCause::CheckNotStopped);
        }
        if shields(mv.from).is_some() {
            return exposure(ExposureCause::Pinned);
        }
        exposure(ExposureCause::LeavesKingInCheck)
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
            m.kind == MoveKind::Castle && m.to.file() == castle.king_to_file() && m.from == king
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

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str, variant: Variant) -> Position {
        Position::from_fen(fen, variant).unwrap()
    }

    fn exposure(refusal: Refusal) -> Exposure {
        match refusal {
            Refusal::KingInCheck(e) => *e,
            other => panic!("not a king left in check: {other:?}"),
        }
    }

    fn on(square: Square, piece: &str) -> Occupant {
        Occupant {
            square,
            piece: Piece::from_fen_char(piece.chars().next().unwrap()),
        }
    }

    #[test]
    fn a_pinned_piece_names_its_pinner() {
        // The bishop on e2 shields the king on e1 from the rook on e8.
        let p = pos("k3r3/8/8/8/8/8/4B3/4K3 w - - 0 1", Variant::Castalia);
        let e = exposure(p.refusal(Square::E2, Square::D3, None));
        assert_eq!(e.cause, ExposureCause::Pinned);
        assert_eq!(e.king, Square::E1);
        assert_eq!(e.attackers, vec![on(Square::E8, "r")]);
        assert!(!e.was_in_check);
    }

    #[test]
    fn a_kidnap_that_drags_the_king_says_so() {
        // The Castalia b2-a1 would drag its king from c3 to b2, on the black rook's file.
        let p = pos("1r5k/8/8/8/8/2K5/1C6/8 w - - 0 1", Variant::Castalia);
        let e = exposure(p.refusal(Square::B2, Square::A1, None));
        assert_eq!(
            e.cause,
            ExposureCause::KingKidnapped {
                from: Square::C3,
                next_to_king: false
            }
        );
        assert_eq!(e.king, Square::B2);
        assert_eq!(e.attackers, vec![on(Square::B8, "r")]);
    }

    #[test]
    fn the_weak_rule_set_kidnaps_only_on_one_square_moves() {
        assert!(Variant::Castalia.castalia_kidnaps(5));
        assert!(Variant::CastaliaWeak.castalia_kidnaps(1));
        assert!(!Variant::CastaliaWeak.castalia_kidnaps(2));
        let fen = "4k3/8/8/8/3C4/8/3P4/4K3 w - - 0 1";
        for (variant, to, kidnaps) in [
            (Variant::Castalia, Square::D6, true),
            (Variant::CastaliaWeak, Square::D6, false),
            (Variant::CastaliaWeak, Square::D5, true),
        ] {
            let effects = pos(fen, variant).castalia_effects(Square::D4, to).unwrap();
            assert_eq!(effects.kidnap_from.is_some(), kidnaps, "{variant} d4{to}");
        }
    }

    #[test]
    fn a_pawn_blocked_ahead_names_what_stands_there() {
        let p = pos("4k3/8/8/8/4p3/4P3/8/4K3 w - - 0 1", Variant::Castalia);
        assert_eq!(
            p.refusal(Square::E3, Square::E4, None),
            Refusal::PawnCapturesAhead {
                to: Square::E4,
                target: on(Square::E4, "p").piece.unwrap(),
            }
        );
    }

    #[test]
    fn a_king_off_its_square_does_not_castle_it_moves_one_square() {
        let p = pos("4k3/8/8/8/8/8/8/3K3R w - - 0 1", Variant::Castalia);
        assert_eq!(
            p.refusal(Square::D1, Square::F1, None),
            Refusal::Shape(PieceKind::King)
        );
    }

    #[test]
    fn no_castalia_promotion_in_standard_chess() {
        let p = pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", Variant::Standard);
        assert_eq!(
            p.refusal(Square::A7, Square::A8, Some(PieceKind::Castalia)),
            Refusal::PromotionNotInVariant {
                piece: PieceKind::Castalia,
                variant: Variant::Standard
            }
        );
        // A legal move finds no attacker of the king.
        let e = exposure(p.refusal(Square::A7, Square::A8, Some(PieceKind::Queen)));
        assert!(e.attackers.is_empty());
    }
}
