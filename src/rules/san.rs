//! Standard Algebraic Notation, written: orthodox SAN with `C` for the Castalia (`Cd5`, `Cbd3`,
//! `e8=C`, `Cd5+`). A Castalia move never has `x`, as it never captures.

use super::moves::{Move, MoveKind};
use super::position::Position;
use super::types::PieceKind;
use std::fmt;
use std::str::FromStr;

/// A move written in SAN (`Cd5`, `exd5`, `e8=C`, `O-O`, `Nbd2+`), as the rules write it. Reading
/// one (`FromStr`) checks only its syntax; which move it names in a position is
/// `Position::parse_move`'s business. Reads as a `str` where text is wanted.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct San(String);

/// Text that is not SAN.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not SAN")]
pub struct SanSyntaxError(pub String);

impl San {
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether the move gives check or mate (`+` or `#`).
    pub fn is_check(&self) -> bool {
        self.0.ends_with(['+', '#'])
    }
}

impl fmt::Display for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::ops::Deref for San {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for San {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl std::borrow::Borrow<str> for San {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl From<San> for String {
    fn from(san: San) -> String {
        san.0
    }
}

impl PartialEq<str> for San {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for San {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl PartialEq<String> for San {
    fn eq(&self, other: &String) -> bool {
        &self.0 == other
    }
}

impl FromStr for San {
    type Err = SanSyntaxError;

    /// `O-O`, `O-O-O`, or `[KQRBNC][file][rank][x]square[=piece]`, then `+` or `#`.
    fn from_str(text: &str) -> Result<San, SanSyntaxError> {
        let bad = || SanSyntaxError(text.to_string());
        let body = text.strip_suffix(['+', '#']).unwrap_or(text);
        if body == "O-O" || body == "O-O-O" {
            return Ok(San(text.to_string()));
        }
        let chars: Vec<char> = body.chars().collect();
        let mut i = 0;
        let piece = chars
            .first()
            .and_then(|&c| PieceKind::from_letter(c).filter(|_| c.is_ascii_uppercase()))
            .filter(|k| *k != PieceKind::Pawn);
        if piece.is_some() {
            i += 1;
        }
        let file = |c: &char| ('a'..='h').contains(c);
        let rank = |c: &char| ('1'..='8').contains(c);
        // The target square is the last file-and-rank pair before an optional promotion.
        let (end, promotion) = match chars.iter().rposition(|c| *c == '=') {
            Some(eq) => (eq, chars.get(eq + 1..).filter(|rest| rest.len() == 1)),
            None => (chars.len(), None),
        };
        if end < chars.len() {
            let ok = promotion.is_some_and(|p| {
                piece.is_none()
                    && PieceKind::from_letter(p[0]).is_some_and(|k| {
                        p[0].is_ascii_uppercase() && !matches!(k, PieceKind::Pawn | PieceKind::King)
                    })
            });
            if !ok {
                return Err(bad());
            }
        }
        if end < i + 2 || !file(&chars[end - 2]) || !rank(&chars[end - 1]) {
            return Err(bad());
        }
        let mut middle = &chars[i..end - 2];
        let capture = middle.last() == Some(&'x');
        if capture {
            middle = &middle[..middle.len() - 1];
        }
        let origin_ok = match middle {
            [] => true,
            [c] => file(c) || (piece.is_some() && rank(c)),
            [f, r] => piece.is_some() && file(f) && rank(r),
            _ => false,
        };
        let pawn_ok = piece.is_some()
            || (middle.is_empty() && !capture)
            || (capture && middle.len() == 1 && file(&middle[0]));
        if !origin_ok || !pawn_ok || (piece == Some(PieceKind::Castalia) && capture) {
            return Err(bad());
        }
        Ok(San(text.to_string()))
    }
}

impl Position {
    /// The SAN of a legal move, with `+` or `#`.
    pub fn san(&self, mv: &Move) -> San {
        let mut s = self.san_without_suffix(mv).0;
        let after = self.play(mv);
        if after.is_check() {
            s.push(if after.has_legal_move() { '+' } else { '#' });
        }
        San(s)
    }

    /// The SAN of a legal move without `+` or `#`.
    pub fn san_without_suffix(&self, mv: &Move) -> San {
        if mv.kind == MoveKind::Castle {
            return San(if mv.to.file() > mv.from.file() {
                "O-O".to_string()
            } else {
                "O-O-O".to_string()
            });
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
        San(s)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn every_written_san_reads_back_and_junk_does_not() {
        let pos = Position::from_fen(
            "r3k2r/1P6/8/3pP3/8/8/8/RC2K2R w KQkq d6 0 1",
            Variant::Castalia,
        )
        .unwrap();
        for mv in pos.legal_moves() {
            let san = pos.san(&mv);
            assert_eq!(san.as_str().parse::<San>(), Ok(san.clone()), "{san}");
        }
        for junk in [
            "", "e9", "Cxd5", "Pe4", "e8=K", "Nf3=Q", "xe4", "O-O-O-O", "ed", "bxc",
        ] {
            assert!(junk.parse::<San>().is_err(), "{junk}");
        }
        for good in [
            "e4", "exd5", "Nbd2", "R1a3", "Qh4e1", "e8=C", "O-O+", "Cd5#",
        ] {
            assert!(good.parse::<San>().is_ok(), "{good}");
        }
    }
}
