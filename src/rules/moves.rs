//! `Move`: one legal move with everything needed to play, undo and explain it, including the
//! Castalia's kidnap and repulse.

use super::types::{Piece, PieceKind, Square};
use std::fmt;

/// What a Castalia move does besides moving the Castalia.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct CastaliaEffects {
    /// The square of the piece dragged to the Castalia's origin, if any.
    pub kidnap_from: Option<Square>,
    /// The enemy piece pushed away, if it actually moved.
    pub repulse: Option<Repulse>,
}

/// An enemy piece pushed by a Castalia from `from` (the square beyond the Castalia's destination)
/// to `to`, becoming a queen if it is a pawn that reached its promotion rank.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Repulse {
    pub from: Square,
    pub to: Square,
    pub promotes: bool,
}

/// The kind of a move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// A move of any piece but the Castalia that is not one of the special kinds below
    /// (captures, single pawn steps and promotions included).
    Normal,
    /// A pawn's two-square advance.
    DoubleStep,
    EnPassant,
    /// Castling, written as the king's two-square move.
    Castle,
    Castalia(CastaliaEffects),
}

/// A move. Two moves with the same `from`, `to` and `promotion` in the same position are the
/// same move: the other fields follow from the position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<PieceKind>,
    pub kind: MoveKind,
}

impl Move {
    /// The Castalia effects, if this is a Castalia move.
    pub fn castalia_effects(&self) -> Option<CastaliaEffects> {
        match self.kind {
            MoveKind::Castalia(e) => Some(e),
            _ => None,
        }
    }

    pub fn is_castalia(&self) -> bool {
        matches!(self.kind, MoveKind::Castalia(_))
    }

    pub fn is_castle(&self) -> bool {
        matches!(self.kind, MoveKind::Castle)
    }

    /// The move in UCI form (`e2e4`, `e7e8c`, `e1g1`).
    pub fn uci(&self) -> Uci {
        Uci {
            from: self.from,
            to: self.to,
            promotion: self.promotion,
        }
    }
}

impl fmt::Display for Move {
    /// Writes UCI; use `Position::san` for SAN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.uci().fmt(f)
    }
}

/// How a Castalia move displaced a piece besides itself.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Displaced {
    /// Dragged from behind the Castalia to the square it left.
    Kidnap,
    /// Pushed from beyond the Castalia's destination, in the direction of the move.
    Repulse,
}

/// A piece a move displaced besides the piece moved: the rules' own record of the move
/// (`CastaliaEffects`) with the piece named, as it stood before the move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Displacement {
    pub how: Displaced,
    /// The piece before the move (a pawn that a repulse promoted is still a pawn here).
    pub piece: Piece,
    pub from: Square,
    pub to: Square,
    /// A pawn pushed onto its promotion rank, which became a queen there.
    pub becomes_queen: bool,
}

impl Move {
    /// What the move displaced besides its own piece, kidnap first, as played in `before`
    /// (empty for any move but a Castalia's that dragged or pushed something).
    pub fn displacements(&self, before: &super::Position) -> Vec<Displacement> {
        let Some(effects) = self.castalia_effects() else {
            return Vec::new();
        };
        let kidnap = effects.kidnap_from.and_then(|from| {
            Some(Displacement {
                how: Displaced::Kidnap,
                piece: before.piece_at(from)?,
                from,
                to: self.from,
                becomes_queen: false,
            })
        });
        let repulse = effects.repulse.and_then(|r| {
            Some(Displacement {
                how: Displaced::Repulse,
                piece: before.piece_at(r.from)?,
                from: r.from,
                to: r.to,
                becomes_queen: r.promotes,
            })
        });
        kidnap.into_iter().chain(repulse).collect()
    }
}

/// A move in UCI / long algebraic form, not yet checked against a position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Uci {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<PieceKind>,
}

impl fmt::Display for Uci {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(p) = self.promotion {
            write!(f, "{}", p.letter().to_ascii_lowercase())?;
        }
        Ok(())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a UCI move: write from-square, to-square and any promotion letter, like e2e4 or e7e8q")]
pub struct ParseUciError(pub String);

impl std::str::FromStr for Uci {
    type Err = ParseUciError;
    /// Strict UCI: exactly `e2e4` or `e7e8q` (lower case).
    fn from_str(s: &str) -> Result<Uci, ParseUciError> {
        let err = || ParseUciError(s.to_string());
        if !s.is_ascii() || !(s.len() == 4 || s.len() == 5) {
            return Err(err());
        }
        let from: Square = s[0..2].parse().map_err(|_| err())?;
        let to: Square = s[2..4].parse().map_err(|_| err())?;
        let promotion = match s.as_bytes().get(4) {
            None => None,
            Some(&b) => match PieceKind::from_letter(b as char) {
                Some(k) if !matches!(k, PieceKind::Pawn | PieceKind::King) => Some(k),
                _ => return Err(err()),
            },
        };
        Ok(Uci {
            from,
            to,
            promotion,
        })
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_move_is_small() {
        assert!(std::mem::size_of::<super::Move>() <= 8);
    }
}
