//! Short reasons why a piece cannot go from one square to another (how it moves, what stands
//! in the way, what it may capture, or the king it would leave in check), for the parser's
//! messages. The `explain` layer gives the full account, naming attackers and causes.

use super::attacks::between;
use super::position::Position;
use super::types::{Color, Direction, PieceKind, Square};

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

/// How a piece moves, as a clause.
pub fn shape_rule(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::Pawn => {
            "a pawn moves one square straight forward (two from its second rank), or one square diagonally forward to capture"
        }
        PieceKind::Knight => {
            "a knight moves in an L: two squares along a rank or file, then one to the side"
        }
        PieceKind::Bishop => "a bishop moves along diagonals",
        PieceKind::Rook => "a rook moves along ranks and files",
        PieceKind::Queen => "a queen moves along ranks, files and diagonals",
        PieceKind::King => {
            "a king moves one square in any direction (two along its rank when castling)"
        }
        PieceKind::Castalia => "a Castalia moves like a queen, along a rank, file or diagonal",
    }
}

impl Position {
    /// Why the side to move's piece on `from` cannot go to `to` (a clause). Meant for moves
    /// that are not legal; for a legal one it says nothing useful.
    pub fn refusal(&self, from: Square, to: Square) -> String {
        let us = self.side_to_move();
        let Some(piece) = self.piece_at(from).filter(|p| p.color == us) else {
            return format!("you have no piece on {from}");
        };
        let kind = piece.kind;
        let target = self.piece_at(to);
        if from == to {
            return "a piece must move to another square".to_string();
        }
        if !could_reach(kind, us, from, to) {
            return shape_rule(kind).to_string();
        }
        if kind == PieceKind::Castalia {
            if let Some(t) = target {
                return format!("a Castalia cannot capture, and {to} holds the {t}");
            }
        } else if let Some(t) = target.filter(|t| t.color == us) {
            return format!("{to} holds your own {}", t.kind);
        }
        let df = to.file().index().abs_diff(from.file().index());
        if kind == PieceKind::Pawn {
            if df == 0 && target.is_some() {
                return "a pawn cannot capture straight ahead".to_string();
            }
            if df == 0 && to.rank().index().abs_diff(from.rank().index()) == 2 {
                if from.rank() != us.second_rank() {
                    return "a pawn can step two squares only from its second rank".to_string();
                }
            } else if df == 1 && target.is_none() && self.en_passant() != Some(to) {
                return format!("a pawn moves diagonally only to capture, and {to} is empty");
            }
        }
        if kind == PieceKind::King && df == 2 {
            return "castling is not allowed now (the king or rook has moved, a square between is occupied or attacked, or the king is in check)".to_string();
        }
        let blockers = between(from, to) & self.board().occupied();
        if let Some(nearest) = blockers.into_iter().min_by_key(|&s| {
            s.file()
                .index()
                .abs_diff(from.file().index())
                .max(s.rank().index().abs_diff(from.rank().index()))
        }) {
            return format!("the way is blocked on {nearest}");
        }
        if self.is_check() {
            return "your king is in check, and this move does not answer it".to_string();
        }
        if kind == PieceKind::Castalia {
            return "its kidnap or repulse would leave your king in check".to_string();
        }
        "it would leave your king in check".to_string()
    }

    /// "the knight on b1 can play Na3, Nc3", or "the knight on b1 has no legal move".
    pub fn moves_of_piece(&self, from: Square) -> String {
        let name = self
            .piece_at(from)
            .map_or("piece".to_string(), |p| p.kind.name().to_string());
        let options: Vec<String> = self
            .legal_moves()
            .iter()
            .filter(|m| m.from == from)
            .map(|m| self.san(m))
            .collect();
        if options.is_empty() {
            format!("the {name} on {from} has no legal move")
        } else {
            format!("the {name} on {from} can play {}", options.join(", "))
        }
    }
}
