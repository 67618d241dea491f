//! An exercise's goal: a predicate over what one legal move does (the piece that moves and
//! where, what it kidnaps and repulses, check, mate, promotion, material), checked with the
//! rules core. Every move that meets it is right, whichever it is.
//!
//! In the course file a goal is a JSON object; every field given must hold (`any`: at least
//! one of these goals holds as well; `none`: none of them does). `docs/lessons.md` lists the
//! fields.

use crate::rules::{Color, Displaced, Move, PieceKind, Position, Square};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A kind of piece as the course file names it: `knight`, `Castalia`, or a letter (`N`, `C`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct PieceName(pub PieceKind);

impl TryFrom<String> for PieceName {
    type Error = String;
    fn try_from(s: String) -> Result<PieceName, String> {
        let key = s.trim().to_ascii_lowercase();
        PieceKind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(&key))
            .or_else(|| {
                let mut chars = key.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) => PieceKind::from_letter(c),
                    _ => None,
                }
            })
            .map(PieceName)
            .ok_or_else(|| {
                format!(
                    "`{s}` is no piece: use pawn, knight, bishop, rook, queen, king or castalia"
                )
            })
    }
}

impl From<PieceName> for String {
    fn from(p: PieceName) -> String {
        p.0.name().to_ascii_lowercase()
    }
}

/// A square as the course file writes it (`d5`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct SquareName(pub Square);

impl TryFrom<String> for SquareName {
    type Error = String;
    fn try_from(s: String) -> Result<SquareName, String> {
        Square::from_str(s.trim())
            .map(SquareName)
            .map_err(|_| format!("`{s}` is no square: write a file and a rank, like d5"))
    }
}

impl From<SquareName> for String {
    fn from(s: SquareName) -> String {
        s.0.to_string()
    }
}

/// A colour as the course file writes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    White,
    Black,
}

impl Side {
    pub fn color(self) -> Color {
        match self {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.color().name())
    }
}

/// A piece displaced by a kidnap or a repulse, as a goal wants it. Every field given must
/// hold; `{}` is any such displacement at all.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Effect {
    /// Its kind, as it stood before the move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub piece: Option<PieceName>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub color: Option<Side>,
    /// Where it stood: one of these squares.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub from: Vec<SquareName>,
    /// Where it lands: one of these squares.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub to: Vec<SquareName>,
    /// Whether a pushed pawn became a queen (repulses only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub queen: Option<bool>,
}

impl Effect {
    fn matches(&self, d: &crate::rules::Displacement) -> bool {
        self.piece.is_none_or(|p| p.0 == d.piece.kind)
            && self.color.is_none_or(|c| c.color() == d.piece.color)
            && (self.from.is_empty() || self.from.iter().any(|s| s.0 == d.from))
            && (self.to.is_empty() || self.to.iter().any(|s| s.0 == d.to))
            && self.queen.is_none_or(|q| q == d.becomes_queen)
    }
}

/// What an exercise asks of the learner's move. Every field given must hold.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Goal {
    /// The kind of piece that moves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub piece: Option<PieceName>,
    /// The move starts on one of these squares.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub from: Vec<SquareName>,
    /// The move ends on one of these squares (the king's square for castling).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub to: Vec<SquareName>,
    /// The move kidnaps a piece like this.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kidnap: Option<Effect>,
    /// The move repulses a piece like this.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub repulse: Option<Effect>,
    /// The move captures a piece of this kind.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub captures: Option<PieceName>,
    /// The move gives check (`true`) or does not (`false`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub check: Option<bool>,
    /// The move mates.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub mate: bool,
    /// A pawn's own move promotes it to this piece.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub promotion: Option<PieceName>,
    /// After the move, the mover's material minus the opponent's (in points: pawn 1, knight,
    /// bishop and Castalia 3, rook 5, queen 9) is at least this.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub material: Option<i32>,
    /// At least one of these goals holds too.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub any: Vec<Goal>,
    /// None of these goals holds.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub none: Vec<Goal>,
}

impl Goal {
    /// Whether `mv`, a legal move of `pos`, meets the goal.
    pub fn met(&self, pos: &Position, mv: &Move) -> bool {
        let after = pos.play(mv);
        self.met_with(pos, mv, &after)
    }

    fn met_with(&self, pos: &Position, mv: &Move, after: &Position) -> bool {
        let mover = pos.side_to_move();
        let displaced = mv.displacements(pos);
        let effect = |how: Displaced, want: &Option<Effect>| match want {
            None => true,
            Some(want) => displaced.iter().any(|d| d.how == how && want.matches(d)),
        };
        let piece = pos.piece_at(mv.from).map(|p| p.kind);
        let captured = if mv.kind == crate::rules::MoveKind::EnPassant {
            Some(PieceKind::Pawn)
        } else if mv.is_castalia() || mv.is_castle() {
            None
        } else {
            pos.piece_at(mv.to).map(|p| p.kind)
        };
        self.piece.is_none_or(|p| piece == Some(p.0))
            && (self.from.is_empty() || self.from.iter().any(|s| s.0 == mv.from))
            && (self.to.is_empty() || self.to.iter().any(|s| s.0 == mv.to))
            && effect(Displaced::Kidnap, &self.kidnap)
            && effect(Displaced::Repulse, &self.repulse)
            && self.captures.is_none_or(|c| captured == Some(c.0))
            && self.check.is_none_or(|c| c == after.is_check())
            && (!self.mate || (after.is_check() && !after.has_legal_move()))
            && self.promotion.is_none_or(|p| mv.promotion == Some(p.0))
            && self.material.is_none_or(|m| balance(after, mover) >= m)
            && (self.any.is_empty() || self.any.iter().any(|g| g.met_with(pos, mv, after)))
            && !self.none.iter().any(|g| g.met_with(pos, mv, after))
    }

    /// Every legal move of `pos` that meets the goal, in UCI, sorted.
    pub fn accepted(&self, pos: &Position) -> Vec<String> {
        let mut out: Vec<String> = pos
            .legal_moves()
            .iter()
            .filter(|mv| self.met(pos, mv))
            .map(|mv| mv.uci().to_string())
            .collect();
        out.sort();
        out
    }
}

/// `color`'s material minus its opponent's, in points.
fn balance(pos: &Position, color: Color) -> i32 {
    PieceKind::ALL
        .iter()
        .map(|&k| {
            let ours = pos.board().pieces(color, k).count() as i32;
            let theirs = pos.board().pieces(color.opposite(), k).count() as i32;
            k.points() * (ours - theirs)
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    fn goal(json: &str) -> Goal {
        match serde_json::from_str(json) {
            Ok(g) => g,
            Err(e) => panic!("{json}: {e}"),
        }
    }

    fn pos(fen: &str) -> Position {
        match Position::from_fen(fen, Variant::Castalia) {
            Ok(p) => p,
            Err(e) => panic!("{fen}: {e}"),
        }
    }

    /// The rules' first worked example: d4d6 drags the d2 pawn to d4.
    #[test]
    fn a_kidnap_goal_takes_every_move_that_drags_the_piece() {
        let p = pos("4k3/8/8/8/3C4/8/3P4/4K3 w - - 0 1");
        let g = goal(r#"{"kidnap": {"piece": "pawn", "color": "white", "to": ["d4"]}}"#);
        assert_eq!(g.accepted(&p), ["d4d5", "d4d6", "d4d7", "d4d8"]);
        let none = goal(r#"{"piece": "C", "none": [{"kidnap": {}}]}"#);
        let accepted = none.accepted(&p);
        // Every Castalia move but the four north, which drag the pawn (south, d4d3, does not);
        // the king's four moves and the pawn's one are not Castalia moves.
        assert_eq!(
            accepted.len(),
            p.legal_moves().len() - 4 - 5,
            "{accepted:?}"
        );
        assert!(accepted.contains(&"d4d3".to_string()));
        assert!(!accepted.iter().any(|m| m.starts_with("d4d") && m != "d4d3"));
    }

    #[test]
    fn a_repulse_goal_names_where_the_piece_lands() {
        let p = pos("4k3/8/8/3p4/8/8/3C4/4K3 w - - 0 1");
        let g = goal(r#"{"repulse": {"piece": "pawn", "to": ["d7"]}}"#);
        assert_eq!(g.accepted(&p), ["d2d4"]);
        let queen = pos("k7/8/8/8/3C4/7K/3p4/8 w - - 0 1");
        let g = goal(r#"{"repulse": {"queen": true}}"#);
        assert_eq!(g.accepted(&queen), ["d4d3"]);
    }

    #[test]
    fn unknown_fields_and_pieces_are_refused() {
        assert!(serde_json::from_str::<Goal>(r#"{"kidnaps": {}}"#).is_err());
        assert!(serde_json::from_str::<Goal>(r#"{"piece": "dragon"}"#).is_err());
        assert!(serde_json::from_str::<Goal>(r#"{"to": ["z9"]}"#).is_err());
    }

    #[test]
    fn goals_write_back_as_they_were_read() {
        let text = r#"{"piece":"castalia","kidnap":{"piece":"king","color":"black"},"check":true,"none":[{"repulse":{}}]}"#;
        let g = goal(text);
        assert_eq!(serde_json::to_string(&g).ok().as_deref(), Some(text));
    }
}
