//! Standard Algebraic Notation, written: orthodox SAN with `C` for the Castalia (`Cd5`, `Cbd3`,
//! `e8=C`, `Cd5+`). A Castalia move never has `x`, as it never captures.

use super::moves::{Move, MoveKind};
use super::position::Position;
use super::types::PieceKind;

impl Position {
    /// The SAN of a legal move, with `+` or `#`.
    pub fn san(&self, mv: &Move) -> String {
        let mut s = self.san_without_suffix(mv);
        let after = self.play(mv);
        if after.is_check() {
            s.push(if after.has_legal_move() { '+' } else { '#' });
        }
        s
    }

    /// The SAN of a legal move without `+` or `#`.
    pub fn san_without_suffix(&self, mv: &Move) -> String {
        if mv.kind == MoveKind::Castle {
            return if mv.to.file() > mv.from.file() {
                "O-O".to_string()
            } else {
                "O-O-O".to_string()
            };
        }
        let kind = self.board.kind_at(mv.from).unwrap_or(PieceKind::Pawn);
        let capture = matches!(mv.kind, MoveKind::EnPassant)
            || (matches!(mv.kind, MoveKind::Normal) && self.board.occupied().has(mv.to));
        let mut s = String::with_capacity(8);
        if kind == PieceKind::Pawn {
            if capture {
                s.push(mv.from.file().to_char());
                s.push('x');
            }
        } else {
            s.push(kind.letter());
            s.push_str(&self.disambiguation(mv, kind));
            if capture {
                s.push('x');
            }
        }
        s.push_str(&mv.to.to_string());
        if let Some(p) = mv.promotion {
            s.push('=');
            s.push(p.letter());
        }
        s
    }

    /// The from-file, from-rank or both, when another piece of the same kind can reach `to`.
    fn disambiguation(&self, mv: &Move, kind: PieceKind) -> String {
        let rivals: Vec<_> = self
            .legal_moves()
            .into_iter()
            .filter(|m| {
                m.to == mv.to && m.from != mv.from && self.board.kind_at(m.from) == Some(kind)
            })
            .map(|m| m.from)
            .collect();
        if rivals.is_empty() {
            String::new()
        } else if rivals.iter().all(|f| f.file() != mv.from.file()) {
            mv.from.file().to_string()
        } else if rivals.iter().all(|f| f.rank() != mv.from.rank()) {
            mv.from.rank().to_string()
        } else {
            mv.from.to_string()
        }
    }
}
