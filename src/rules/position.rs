//! `Position`: a board plus side to move, castling rights, en-passant square, clocks, the rule
//! set and an incrementally kept Zobrist hash; and playing a move on it (copy-make: keep the old
//! position to undo).

use super::bitboard::BitBoard;
use super::board::Board;
use super::moves::{Move, MoveKind};
use super::types::{Color, File, Piece, PieceKind, Rank, Square};
use super::variant::{Setup, Variant};
use super::zobrist;

/// Castling rights as four bits: white king side, white queen side, black king side, black queen side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights(pub u8);

/// Which way a king castles.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CastleSide {
    King,
    Queen,
}

impl CastleSide {
    pub const ALL: [CastleSide; 2] = [CastleSide::King, CastleSide::Queen];

    /// The rook's home file.
    pub const fn rook_file(self) -> File {
        match self {
            CastleSide::King => File::H,
            CastleSide::Queen => File::A,
        }
    }

    /// Where the king lands.
    pub const fn king_to_file(self) -> File {
        match self {
            CastleSide::King => File::G,
            CastleSide::Queen => File::C,
        }
    }

    /// Where the rook lands.
    pub const fn rook_to_file(self) -> File {
        match self {
            CastleSide::King => File::F,
            CastleSide::Queen => File::D,
        }
    }
}

impl CastlingRights {
    pub const NONE: CastlingRights = CastlingRights(0);
    pub const ALL: CastlingRights = CastlingRights(15);

    #[inline]
    pub const fn bit(color: Color, side: CastleSide) -> u8 {
        1 << (color.index() * 2 + side as usize)
    }

    #[inline]
    pub const fn has(self, color: Color, side: CastleSide) -> bool {
        self.0 & Self::bit(color, side) != 0
    }

    pub fn set(&mut self, color: Color, side: CastleSide) {
        self.0 |= Self::bit(color, side);
    }

    /// The rights that survive a change to the content of `sq`: a king or rook that leaves
    /// (or is captured on) its home square takes its rights with it.
    #[inline]
    pub const fn keep_mask(sq: Square) -> u8 {
        match sq {
            Square::E1 => !3,
            Square::H1 => !1,
            Square::A1 => !2,
            Square::E8 => !12,
            Square::H8 => !4,
            Square::A8 => !8,
            _ => !0,
        }
    }

    /// FEN form: `KQkq`, a subset of it, or `-`.
    pub fn fen(self) -> String {
        let mut s = String::new();
        for (c, color, side) in [
            ('K', Color::White, CastleSide::King),
            ('Q', Color::White, CastleSide::Queen),
            ('k', Color::Black, CastleSide::King),
            ('q', Color::Black, CastleSide::Queen),
        ] {
            if self.has(color, side) {
                s.push(c);
            }
        }
        if s.is_empty() {
            s.push('-');
        }
        s
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub(super) board: Board,
    pub(super) side: Color,
    pub(super) castling: CastlingRights,
    pub(super) en_passant: Option<Square>,
    pub(super) halfmove_clock: u32,
    pub(super) fullmove_number: u32,
    pub(super) hash: u64,
    pub(super) variant: Variant,
}

impl Position {
    /// The start position of a named setup under a rule set. The `castalia` setup under the
    /// `standard` rule set (which has no Castalia) falls back to the classic array.
    pub fn new(variant: Variant, setup: Setup) -> Position {
        let setup = if variant.has_castalia() {
            setup
        } else {
            Setup::Classic
        };
        match Position::from_fen(setup.fen(), variant) {
            Ok(p) => p,
            Err(e) => unreachable!("built-in setup FEN is valid: {e}"),
        }
    }

    /// The variant's default start position.
    pub fn start(variant: Variant) -> Position {
        Position::new(variant, variant.default_setup())
    }

    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    #[inline]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    #[inline]
    pub fn castling(&self) -> CastlingRights {
        self.castling
    }

    /// The square behind a pawn that has just double-stepped (written in FEN whether or not a
    /// capture is possible).
    #[inline]
    pub fn en_passant(&self) -> Option<Square> {
        self.en_passant
    }

    #[inline]
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    #[inline]
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// The Zobrist hash of everything FEN records but the clocks (the en-passant file included
    /// whenever a square is set).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board.piece_at(sq)
    }

    /// The king of the side to move.
    #[inline]
    pub fn our_king(&self) -> Square {
        // A validated position always has exactly one king per side.
        self.board.king(self.side).unwrap_or(Square::A1)
    }

    /// Pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> BitBoard {
        match self.board.king(self.side) {
            Some(k) => self
                .board
                .attackers(k, self.side.opposite(), self.board.occupied()),
            None => BitBoard::EMPTY,
        }
    }

    #[inline]
    pub fn is_check(&self) -> bool {
        self.checkers().is_nonempty()
    }

    /// The hash used to detect repeated positions: it counts the en-passant square only when an
    /// en-passant capture is actually legal (`docs/rules.md`).
    pub fn repetition_key(&self) -> u64 {
        match self.en_passant {
            Some(ep) if !self.has_legal_en_passant() => {
                self.hash ^ zobrist::en_passant(ep.file().index())
            }
            _ => self.hash,
        }
    }

    /// Recomputes the hash from scratch (the incremental one must always equal it).
    pub fn compute_hash(&self) -> u64 {
        let mut h = 0u64;
        for sq in self.board.occupied() {
            if let Some(p) = self.board.piece_at(sq) {
                h ^= zobrist::piece(p.color, p.kind, sq);
            }
        }
        h ^= zobrist::castling(self.castling.0);
        if let Some(ep) = self.en_passant {
            h ^= zobrist::en_passant(ep.file().index());
        }
        if self.side == Color::Black {
            h ^= zobrist::BLACK_TO_MOVE;
        }
        h
    }

    /// The position after a legal move of this position.
    #[must_use]
    pub fn play(&self, mv: &Move) -> Position {
        let mut next = self.clone();
        next.play_unchecked(mv);
        next
    }

    /// Plays a move in place. `mv` must be one of `self.legal_moves()`; anything else leaves an
    /// undefined (but memory-safe) position.
    pub fn play_unchecked(&mut self, mv: &Move) {
        let us = self.side;
        let them = us.opposite();
        let from = mv.from;
        let to = mv.to;
        let moving = self.board.kind_at(from).unwrap_or(PieceKind::Pawn);
        let mut resets_clock = moving == PieceKind::Pawn;
        let mut keep = CastlingRights::keep_mask(from) & CastlingRights::keep_mask(to);

        if let Some(ep) = self.en_passant.take() {
            self.hash ^= zobrist::en_passant(ep.file().index());
        }

        match mv.kind {
            MoveKind::Castalia(effects) => {
                self.hash ^= zobrist::piece(us, PieceKind::Castalia, from)
                    ^ zobrist::piece(us, PieceKind::Castalia, to);
                if let Some(k) = effects.kidnap_from {
                    if let Some(p) = self.board.piece_at(k) {
                        self.hash ^= zobrist::piece(p.color, p.kind, k)
                            ^ zobrist::piece(p.color, p.kind, from);
                        resets_clock |= p.kind == PieceKind::Pawn;
                        keep &= CastlingRights::keep_mask(k);
                    }
                }
                if let Some(r) = effects.repulse {
                    if let Some(p) = self.board.piece_at(r.from) {
                        let kind = if r.promotes { PieceKind::Queen } else { p.kind };
                        self.hash ^= zobrist::piece(p.color, p.kind, r.from)
                            ^ zobrist::piece(p.color, kind, r.to);
                        resets_clock |= p.kind == PieceKind::Pawn;
                        keep &= CastlingRights::keep_mask(r.from);
                    }
                }
                self.board.apply_castalia(us, from, to, &effects);
            }
            MoveKind::Castle => {
                let side = if to.file() == File::G {
                    CastleSide::King
                } else {
                    CastleSide::Queen
                };
                let rank = from.rank();
                let rook_from = Square::new(side.rook_file(), rank);
                let rook_to = Square::new(side.rook_to_file(), rank);
                self.move_piece(Piece::new(us, PieceKind::King), from, to);
                self.move_piece(Piece::new(us, PieceKind::Rook), rook_from, rook_to);
            }
            MoveKind::EnPassant => {
                let victim = Square::new(to.file(), from.rank());
                self.remove_piece(Piece::new(them, PieceKind::Pawn), victim);
                self.move_piece(Piece::new(us, PieceKind::Pawn), from, to);
            }
            MoveKind::DoubleStep => {
                self.move_piece(Piece::new(us, PieceKind::Pawn), from, to);
                let behind = Square::new(
                    from.file(),
                    Rank::from_index((from.rank().index() + to.rank().index()) / 2),
                );
                self.en_passant = Some(behind);
                self.hash ^= zobrist::en_passant(behind.file().index());
            }
            MoveKind::Normal => {
                if let Some(captured) = self.board.piece_at(to) {
                    self.remove_piece(captured, to);
                    resets_clock = true;
                }
                self.remove_piece(Piece::new(us, moving), from);
                let landed = mv.promotion.unwrap_or(moving);
                self.put_piece(Piece::new(us, landed), to);
            }
        }

        let rights = CastlingRights(self.castling.0 & keep);
        if rights != self.castling {
            self.hash ^= zobrist::castling(self.castling.0) ^ zobrist::castling(rights.0);
            self.castling = rights;
        }
        self.halfmove_clock = if resets_clock {
            0
        } else {
            self.halfmove_clock.saturating_add(1)
        };
        if us == Color::Black {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }
        self.side = them;
        self.hash ^= zobrist::BLACK_TO_MOVE;
    }

    /// Passes the turn without moving (for the engine's null-move search; never a legal move).
    pub fn play_null(&mut self) {
        if let Some(ep) = self.en_passant.take() {
            self.hash ^= zobrist::en_passant(ep.file().index());
        }
        self.side = self.side.opposite();
        self.hash ^= zobrist::BLACK_TO_MOVE;
        self.halfmove_clock = self.halfmove_clock.saturating_add(1);
    }

    #[inline]
    fn move_piece(&mut self, piece: Piece, from: Square, to: Square) {
        self.board.move_piece(piece, from, to);
        self.hash ^= zobrist::piece(piece.color, piece.kind, from)
            ^ zobrist::piece(piece.color, piece.kind, to);
    }

    #[inline]
    fn put_piece(&mut self, piece: Piece, sq: Square) {
        self.board.put(piece, sq);
        self.hash ^= zobrist::piece(piece.color, piece.kind, sq);
    }

    #[inline]
    fn remove_piece(&mut self, piece: Piece, sq: Square) {
        self.board.remove(piece, sq);
        self.hash ^= zobrist::piece(piece.color, piece.kind, sq);
    }
}
