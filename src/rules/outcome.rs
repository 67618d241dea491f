//! How a game ends: checkmate, stalemate, threefold repetition, the 50-move rule, dead
//! positions (`docs/rules.md`), plus the endings players cause (resignation, agreement, time), and
//! `GameRecord`: a start position with the moves played, which knows about repetitions.

use super::moves::Move;
use super::position::Position;
use super::types::{Color, PieceKind};
use std::fmt;

/// Why a game was won.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    Checkmate,
    Resignation,
    Timeout,
    /// The loser left a correspondence game past its deadline or abandoned it.
    Abandonment,
}

/// Why a game was drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    Stalemate,
    Repetition,
    FiftyMoves,
    DeadPosition,
    Agreement,
    /// The flag fell for a side whose opponent could not possibly mate.
    TimeoutVsInsufficientMaterial,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win { winner: Color, reason: WinReason },
    Draw(DrawReason),
}

impl Outcome {
    /// PGN result: `1-0`, `0-1` or `1/2-1/2`.
    pub fn result(&self) -> &'static str {
        match self {
            Outcome::Win {
                winner: Color::White,
                ..
            } => "1-0",
            Outcome::Win {
                winner: Color::Black,
                ..
            } => "0-1",
            Outcome::Draw(_) => "1/2-1/2",
        }
    }

    pub fn winner(&self) -> Option<Color> {
        match self {
            Outcome::Win { winner, .. } => Some(*winner),
            Outcome::Draw(_) => None,
        }
    }

    /// PGN `Termination` tag value.
    pub fn termination(&self) -> &'static str {
        match self {
            Outcome::Win {
                reason: WinReason::Timeout,
                ..
            }
            | Outcome::Draw(DrawReason::TimeoutVsInsufficientMaterial) => "time forfeit",
            Outcome::Win {
                reason: WinReason::Abandonment,
                ..
            } => "abandoned",
            _ => "normal",
        }
    }
}

impl fmt::Display for Outcome {
    /// "White wins by checkmate", "Draw by threefold repetition".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, reason } => {
                let side = if *winner == Color::White {
                    "White"
                } else {
                    "Black"
                };
                let how = match reason {
                    WinReason::Checkmate => "checkmate",
                    WinReason::Resignation => "resignation",
                    WinReason::Timeout => "timeout",
                    WinReason::Abandonment => "abandonment",
                };
                write!(f, "{side} wins by {how}")
            }
            Outcome::Draw(reason) => {
                let how = match reason {
                    DrawReason::Stalemate => "stalemate",
                    DrawReason::Repetition => "threefold repetition",
                    DrawReason::FiftyMoves => "the 50-move rule",
                    DrawReason::DeadPosition => "insufficient material (dead position)",
                    DrawReason::Agreement => "agreement",
                    DrawReason::TimeoutVsInsufficientMaterial => {
                        "timeout against insufficient material"
                    }
                };
                write!(f, "Draw by {how}")
            }
        }
    }
}

impl Position {
    /// The ending this position alone decides (everything but repetition).
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.has_legal_move() {
            return Some(if self.is_check() {
                Outcome::Win {
                    winner: self.side.opposite(),
                    reason: WinReason::Checkmate,
                }
            } else {
                Outcome::Draw(DrawReason::Stalemate)
            });
        }
        if self.is_dead() {
            return Some(Outcome::Draw(DrawReason::DeadPosition));
        }
        if self.halfmove_clock >= 100 {
            return Some(Outcome::Draw(DrawReason::FiftyMoves));
        }
        None
    }

    /// A dead position (`docs/rules.md`): only kings and Castalias remain, or, with no Castalia,
    /// K v K, K + minor v K, or kings and bishops all on squares of one colour.
    pub fn is_dead(&self) -> bool {
        let b = &self.board;
        let kings = b.kind(PieceKind::King);
        let castalias = b.kind(PieceKind::Castalia);
        let others = b.occupied() & !kings & !castalias;
        if others.is_empty() {
            return true;
        }
        if castalias.is_nonempty() {
            return false;
        }
        let minors = b.kind(PieceKind::Knight) | b.kind(PieceKind::Bishop);
        if others == minors && others.popcount() == 1 {
            return true;
        }
        let bishops = b.kind(PieceKind::Bishop);
        others == bishops && (bishops.all_light() || bishops.all_dark())
    }

    /// Whether `color` has no way to ever checkmate (used when the other side's flag falls).
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        let b = &self.board;
        let own = b.color(color) & !b.kind(PieceKind::King);
        if own.is_empty() {
            return true;
        }
        if (own & b.kind(PieceKind::Castalia)) == own {
            // Castalias alone never check (they attack nothing), but may drag an enemy pawn
            // or piece; with no other enemy material they cannot mate either.
            return (b.color(color.opposite())
                & !b.kind(PieceKind::King)
                & !b.kind(PieceKind::Castalia))
            .is_empty();
        }
        if b.kind(PieceKind::Castalia).is_nonempty() {
            return false;
        }
        let single_minor = own.popcount() == 1
            && (own & (b.kind(PieceKind::Knight) | b.kind(PieceKind::Bishop))) == own;
        single_minor && (b.color(color.opposite()) & !b.kind(PieceKind::King)).is_empty()
    }
}

/// A game's moves from its start position, with the positions reached (for repetition).
#[derive(Clone, Debug)]
pub struct GameRecord {
    start: Position,
    moves: Vec<Move>,
    /// Repetition keys of every position reached, the start included.
    keys: Vec<u64>,
    current: Position,
}

impl GameRecord {
    pub fn new(start: Position) -> GameRecord {
        GameRecord {
            keys: vec![start.repetition_key()],
            current: start.clone(),
            start,
            moves: Vec::new(),
        }
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    pub fn position(&self) -> &Position {
        &self.current
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Repetition keys of the positions before the current one (oldest first), for the engine.
    pub fn history_keys(&self) -> &[u64] {
        &self.keys[..self.keys.len() - 1]
    }

    /// Plays a move that must be legal in the current position.
    pub fn push(&mut self, mv: Move) {
        self.current = self.current.play(&mv);
        self.keys.push(self.current.repetition_key());
        self.moves.push(mv);
    }

    /// Plays a move given as text (SAN or UCI), if it is legal.
    pub fn push_text(&mut self, text: &str) -> Result<Move, super::parse::MoveParseError> {
        let mv = self.current.parse_move(text)?;
        self.push(mv);
        Ok(mv)
    }

    /// Takes back the last `n` moves (fewer if the game is shorter); returns how many.
    pub fn undo(&mut self, n: usize) -> usize {
        let n = n.min(self.moves.len());
        self.moves.truncate(self.moves.len() - n);
        self.keys.truncate(self.keys.len() - n);
        let mut pos = self.start.clone();
        for mv in &self.moves {
            pos = pos.play(mv);
        }
        self.current = pos;
        n
    }

    /// How many times the current position has occurred.
    pub fn repetitions(&self) -> usize {
        let key = self.current.repetition_key();
        self.keys.iter().filter(|&&k| k == key).count()
    }

    /// The ending the rules impose now, if any (checkmate first, then the draws).
    pub fn outcome(&self) -> Option<Outcome> {
        match self.current.outcome() {
            Some(o @ Outcome::Win { .. }) | Some(o @ Outcome::Draw(DrawReason::Stalemate)) => {
                Some(o)
            }
            other => {
                if self.repetitions() >= 3 {
                    Some(Outcome::Draw(DrawReason::Repetition))
                } else {
                    other
                }
            }
        }
    }

    /// The moves in SAN, in order.
    pub fn san_moves(&self) -> Vec<super::san::San> {
        let mut pos = self.start.clone();
        self.moves
            .iter()
            .map(|mv| {
                let san = pos.san(mv);
                pos = pos.play(mv);
                san
            })
            .collect()
    }

    /// The move list as `1. e4 e5 2. Nf3 ...` (numbered from the start position).
    pub fn movetext(&self) -> String {
        let mut out = String::new();
        let mut number = self.start.fullmove_number();
        let mut side = self.start.side_to_move();
        for (i, san) in self.san_moves().iter().enumerate() {
            if side == Color::White {
                if !out.is_empty() {
                    out.push(' ');
                }
                out.push_str(&format!("{number}. {san}"));
            } else {
                if i == 0 {
                    out.push_str(&format!("{number}... {san}"));
                } else {
                    out.push_str(&format!(" {san}"));
                }
                number += 1;
            }
            side = side.opposite();
        }
        out
    }
}
