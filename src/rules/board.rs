//! `Board`: where the pieces stand (bitboards by kind and by colour), with the attack queries
//! every other part asks of it. It knows nothing of whose turn it is.

use super::attacks::{
    bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
};
use super::bitboard::BitBoard;
use super::moves::CastaliaEffects;
use super::types::{Color, Piece, PieceKind, Square};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Board {
    by_kind: [BitBoard; 7],
    by_color: [BitBoard; 2],
}

impl Board {
    pub const fn empty() -> Board {
        Board {
            by_kind: [BitBoard::EMPTY; 7],
            by_color: [BitBoard::EMPTY; 2],
        }
    }

    #[inline]
    pub fn occupied(&self) -> BitBoard {
        self.by_color[0] | self.by_color[1]
    }

    #[inline]
    pub fn color(&self, color: Color) -> BitBoard {
        self.by_color[color.index()]
    }

    #[inline]
    pub fn kind(&self, kind: PieceKind) -> BitBoard {
        self.by_kind[kind.index()]
    }

    #[inline]
    pub fn pieces(&self, color: Color, kind: PieceKind) -> BitBoard {
        self.by_color[color.index()] & self.by_kind[kind.index()]
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = if self.by_color[0].has(sq) {
            Color::White
        } else if self.by_color[1].has(sq) {
            Color::Black
        } else {
            return None;
        };
        let kind = PieceKind::ALL
            .into_iter()
            .find(|k| self.by_kind[k.index()].has(sq))?;
        Some(Piece { color, kind })
    }

    /// The kind of piece on `sq` (when the caller knows it is occupied by `color`).
    #[inline]
    pub fn kind_at(&self, sq: Square) -> Option<PieceKind> {
        PieceKind::ALL
            .into_iter()
            .find(|k| self.by_kind[k.index()].has(sq))
    }

    /// The king of `color` (the first one, should a malformed board have several).
    #[inline]
    pub fn king(&self, color: Color) -> Option<Square> {
        self.pieces(color, PieceKind::King).first()
    }

    #[inline]
    pub fn put(&mut self, piece: Piece, sq: Square) {
        self.by_kind[piece.kind.index()] |= sq;
        self.by_color[piece.color.index()] |= sq;
    }

    #[inline]
    pub fn remove(&mut self, piece: Piece, sq: Square) {
        self.by_kind[piece.kind.index()] ^= sq;
        self.by_color[piece.color.index()] ^= sq;
    }

    #[inline]
    pub fn move_piece(&mut self, piece: Piece, from: Square, to: Square) {
        let mask = BitBoard::from_square(from) | to;
        self.by_kind[piece.kind.index()] ^= mask;
        self.by_color[piece.color.index()] ^= mask;
    }

    /// Pieces of `by` that attack `sq` with the given occupancy. The Castalia attacks nothing.
    #[inline]
    pub fn attackers(&self, sq: Square, by: Color, occupied: BitBoard) -> BitBoard {
        let theirs = self.color(by);
        let diagonal = self.kind(PieceKind::Bishop) | self.kind(PieceKind::Queen);
        let straight = self.kind(PieceKind::Rook) | self.kind(PieceKind::Queen);
        theirs
            & ((knight_attacks(sq) & self.kind(PieceKind::Knight))
                | (king_attacks(sq) & self.kind(PieceKind::King))
                | (pawn_attacks(by.opposite(), sq) & self.kind(PieceKind::Pawn))
                | (bishop_attacks(sq, occupied) & diagonal)
                | (rook_attacks(sq, occupied) & straight))
    }

    #[inline]
    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        self.attackers(sq, by, self.occupied()).is_nonempty()
    }

    /// Every square `color` attacks (for display and evaluation; move generation does not need it).
    pub fn attacked_squares(&self, color: Color) -> BitBoard {
        let occ = self.occupied();
        let mut out = BitBoard::EMPTY;
        for sq in self.color(color) {
            out |= match self.kind_at(sq) {
                Some(PieceKind::Pawn) => pawn_attacks(color, sq),
                Some(PieceKind::Knight) => knight_attacks(sq),
                Some(PieceKind::Bishop) => bishop_attacks(sq, occ),
                Some(PieceKind::Rook) => rook_attacks(sq, occ),
                Some(PieceKind::Queen) => queen_attacks(sq, occ),
                Some(PieceKind::King) => king_attacks(sq),
                Some(PieceKind::Castalia) | None => BitBoard::EMPTY,
            };
        }
        out
    }

    /// Moves the Castalia of `mover` from `from` to `to` and carries out its kidnap and repulse.
    pub fn apply_castalia(
        &mut self,
        mover: Color,
        from: Square,
        to: Square,
        effects: &CastaliaEffects,
    ) {
        self.move_piece(Piece::new(mover, PieceKind::Castalia), from, to);
        if let Some(k) = effects.kidnap_from {
            if let Some(p) = self.piece_at(k) {
                self.move_piece(p, k, from);
            }
        }
        if let Some(r) = effects.repulse {
            if let Some(p) = self.piece_at(r.from) {
                self.remove(p, r.from);
                let kind = if r.promotes { PieceKind::Queen } else { p.kind };
                self.put(Piece::new(p.color, kind), r.to);
            }
        }
    }
}
