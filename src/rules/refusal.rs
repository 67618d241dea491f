//! Short reasons why a piece cannot go from one square to another (how it moves, what stands
//! in the way, what it may capture, or the king it would leave in check), for the parser's
//! messages. The `explain` layer gives the full account, naming attackers and causes.

use super::attacks::between;
use super::position::{CastleSide, Position};
use super::types::{Color, Direction, File, PieceKind, Square};

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
            let castle = if to.file() > from.file() {
                CastleSide::King
            } else {
                CastleSide::Queen
            };
            if from != Square::new(File::E, us.first_rank()) || to.rank() != us.first_rank() {
                return shape_rule(kind).to_string();
            }
            if let Some(why) = self.castling_refusal(castle) {
                return why;
            }
        }
        if let Some(nearest) = self.nearest_blocker(from, to) {
            return format!("the path is blocked by {}", self.occupant(nearest));
        }
        if self.is_check() {
            return "your king is in check, and this move does not answer it".to_string();
        }
        if kind == PieceKind::Castalia {
            return "its kidnap or repulse would leave your king in check".to_string();
        }
        "it would leave your king in check".to_string()
    }

    /// Why the side to move cannot castle on `castle`'s side now, naming the cause (the
    /// right lost, the piece in the way, the check, or the attacked square the king would
    /// cross or land on); `None` when it can.
    pub fn castling_refusal(&self, castle: CastleSide) -> Option<String> {
        let us = self.side_to_move();
        let them = us.opposite();
        let name = match castle {
            CastleSide::King => "king",
            CastleSide::Queen => "queen",
        };
        let home = us.first_rank();
        let king = Square::new(File::E, home);
        if !self.castling().has(us, castle) {
            let side = match us {
                Color::White => "White",
                Color::Black => "Black",
            };
            return Some(format!(
                "{side} has lost the right to castle {name} side (the king or that rook has left its square)"
            ));
        }
        let rook = Square::new(castle.rook_file(), home);
        if let Some(b) = self.nearest_blocker(king, rook) {
            return Some(format!(
                "{} stands between the king and the rook",
                self.occupant(b)
            ));
        }
        let occupied = self.board().occupied();
        let checkers = self.board().attackers(king, them, occupied);
        if checkers.is_nonempty() {
            return Some(format!(
                "you cannot castle out of check, and your king is attacked by {}",
                self.occupants(checkers)
            ));
        }
        for (file, verb) in [
            (castle.rook_to_file(), "pass through"),
            (castle.king_to_file(), "land on"),
        ] {
            let square = Square::new(file, home);
            let attackers = self.board().attackers(square, them, occupied);
            if attackers.is_nonempty() {
                return Some(format!(
                    "the king would {verb} {square}, which {} attacks",
                    self.occupants(attackers)
                ));
            }
        }
        let legal = self.legal_moves().into_iter().any(|m| {
            m.kind == super::moves::MoveKind::Castle
                && m.to.file() == castle.king_to_file()
                && m.from == king
        });
        (!legal).then(|| "it would leave your king in check".to_string())
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

    /// "the white knight on g1", or the square if it is empty.
    fn occupant(&self, square: Square) -> String {
        match self.piece_at(square) {
            Some(p) => format!("the {p} on {square}"),
            None => square.to_string(),
        }
    }

    /// The pieces on `squares`: "the black bishop on b4 and the black queen on e2".
    fn occupants(&self, squares: super::bitboard::BitBoard) -> String {
        let names: Vec<String> = squares.into_iter().map(|s| self.occupant(s)).collect();
        match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
            _ => names.join(""),
        }
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
