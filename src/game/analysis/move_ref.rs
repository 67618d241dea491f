//! Which move of a game `/explain` means: the last move (nothing typed, or `last`), the
//! caller's own last move (`mine`), a move already played (its SAN or UCI with its number,
//! `8...Cd5`, `8.Nf3`, or without, the latest such move), or a move not yet played (a preview
//! in the current position). A move playable now is a preview; when it was also played
//! earlier, the answer says how to ask for that one. Mistaken references get an answer that
//! says what to type.

use crate::game::error::GameError;
use crate::game::model::GameId;
use crate::game::replies::text::Text;
use crate::msg;
use crate::rules::{Color, GameRecord, Move, Position};

/// A move reference as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveRef {
    /// The last move of the game.
    Last,
    /// The caller's own last move.
    Mine,
    /// A move by its text, with the number it was (or would be) played at when given:
    /// `Some((8, Some(Black)))` for `8...`, `Some((8, None))` for `8.` or `8`.
    Move {
        number: Option<(u32, Option<Color>)>,
        text: String,
    },
}

impl MoveRef {
    /// Reads what was typed after `/explain` (`None`: nothing, the last move).
    pub fn parse(text: Option<&str>) -> MoveRef {
        let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) else {
            return MoveRef::Last;
        };
        // A `move:` typed into the Discord option, where the option name is already given.
        let text = text
            .strip_prefix("move:")
            .map(str::trim)
            .unwrap_or(text)
            .to_string();
        match text.to_ascii_lowercase().as_str() {
            "last" | "" => return MoveRef::Last,
            "mine" | "me" | "my" | "own" => return MoveRef::Mine,
            _ => {}
        }
        let digits: String = text.chars().take_while(char::is_ascii_digit).collect();
        if digits.is_empty() {
            return MoveRef::Move { number: None, text };
        }
        // `8...Cd5`, `8... Cd5` and `8 ... Cd5` alike.
        let rest = text[digits.len()..].trim_start();
        let dots = rest.chars().take_while(|c| matches!(c, '.' | '…')).count();
        let dots_text: String = rest.chars().take(dots).collect();
        let side = if dots_text.contains('…') || dots_text.len() >= 2 {
            Some(Color::Black)
        } else {
            None
        };
        let san = rest[dots_text.len()..].trim().to_string();
        match digits.parse::<u32>() {
            Ok(n) => MoveRef::Move {
                number: Some((n, side)),
                text: san,
            },
            // Too many digits to be a move number: let the move reader say what is wrong.
            Err(_) => MoveRef::Move { number: None, text },
        }
    }
}

/// The move a reference names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// The position it is (or would be) played in.
    pub pos: Position,
    pub mv: Move,
    /// Repetition keys of the positions before `pos`.
    pub history: Vec<u64>,
    /// Its index among the game's moves, or `None` for a preview (not played).
    pub ply: Option<usize>,
    /// A word about an ambiguity: another move the text could have meant, and how to ask.
    pub note: Option<Text>,
}

impl Target {
    /// "8... Cd5", the move with its number (a preview too: the number it would have).
    pub fn label(&self) -> String {
        numbered(&self.pos, &self.pos.san(&self.mv))
    }
}

/// What a reference resolves to: a move, or a typed move that is not legal now and was never
/// played (the caller explains why it is illegal).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Resolved {
    Move(Box<Target>),
    NotLegalNow { pos: Position, text: String },
}

/// "8." or "8..." and the move.
fn numbered(pos: &Position, san: &str) -> String {
    match pos.side_to_move() {
        Color::White => format!("{}. {san}", pos.fullmove_number()),
        Color::Black => format!("{}... {san}", pos.fullmove_number()),
    }
}

/// The positions of a game, the start first and the current one last.
fn positions(record: &GameRecord) -> Vec<Position> {
    let mut out = vec![record.start().clone()];
    for mv in record.moves() {
        let next = out[out.len() - 1].play(mv);
        out.push(next);
    }
    out
}

/// Finds the move `reference` names in game `id` for the player of colour `caller` (`None`
/// for someone not playing).
pub fn resolve(
    record: &GameRecord,
    id: GameId,
    reference: &MoveRef,
    caller: Option<Color>,
) -> Result<Resolved, GameError> {
    let positions = positions(record);
    let moves = record.moves();
    // All keys: the start's first, the current position's last.
    let mut keys: Vec<u64> = record.history_keys().to_vec();
    keys.push(record.position().repetition_key());
    let played = |ply: usize, note: Option<Text>| {
        Resolved::Move(Box::new(Target {
            pos: positions[ply].clone(),
            mv: moves[ply],
            history: keys[..ply].to_vec(),
            ply: Some(ply),
            note,
        }))
    };
    let current = moves.len();
    let preview = |mv: Move, note: Option<Text>| {
        Resolved::Move(Box::new(Target {
            pos: positions[current].clone(),
            mv,
            history: keys[..current].to_vec(),
            ply: None,
            note,
        }))
    };
    // Whether `text` reads as the move played at `ply`.
    let is_played = |ply: usize, text: &str| {
        moves.get(ply).is_some_and(|mv| {
            positions[ply]
                .parse_move(text)
                .is_ok_and(|parsed| parsed == *mv)
        })
    };
    match reference {
        MoveRef::Last => match current.checked_sub(1) {
            Some(ply) => Ok(played(ply, None)),
            None => Err(GameError::Refused(msg!(
                "analysis-no-move-yet",
                id = id.to_string()
            ))),
        },
        MoveRef::Mine => {
            let Some(color) = caller else {
                return Err(GameError::Refused(msg!(
                    "analysis-not-playing",
                    id = id.to_string()
                )));
            };
            match (0..current)
                .rev()
                .find(|&ply| positions[ply].side_to_move() == color)
            {
                Some(ply) => Ok(played(ply, None)),
                None => Err(GameError::Refused(msg!(
                    "analysis-not-moved-yet",
                    id = id.to_string()
                ))),
            }
        }
        MoveRef::Move { number: None, text } => {
            let latest = (0..current).rev().find(|&ply| is_played(ply, text));
            match (positions[current].parse_move(text), latest) {
                (Ok(mv), Some(ply)) => {
                    let label = numbered(&positions[ply], &positions[ply].san(&moves[ply]));
                    let note = msg!(
                        "analysis-preview-note",
                        preview = numbered(&positions[current], &positions[current].san(&mv)),
                        played = label.as_str(),
                        typed = label.replace(' ', ""),
                    );
                    Ok(preview(mv, Some(note)))
                }
                (Ok(mv), None) => Ok(preview(mv, None)),
                (Err(_), Some(ply)) => Ok(played(ply, None)),
                (Err(_), None) => Ok(Resolved::NotLegalNow {
                    pos: positions[current].clone(),
                    text: text.clone(),
                }),
            }
        }
        MoveRef::Move {
            number: Some((n, side)),
            text,
        } => {
            let at = |color: Color| {
                positions
                    .iter()
                    .position(|p| p.fullmove_number() == *n && p.side_to_move() == color)
            };
            let first = positions[0].fullmove_number();
            let dots = if *side == Some(Color::Black) {
                "..."
            } else {
                "."
            };
            let number = format!("{n}{dots}");
            let out_of_range = || {
                GameError::Refused(if *n < first {
                    msg!(
                        "analysis-before-start",
                        id = id.to_string(),
                        first = first,
                        number = number.as_str(),
                    )
                } else {
                    msg!(
                        "analysis-not-played-yet",
                        id = id.to_string(),
                        number = number.as_str(),
                        next = positions[current].fullmove_number(),
                        side = crate::game::replies::announce::color_key(
                            positions[current].side_to_move()
                        ),
                    )
                })
            };
            // The plies the number can mean: Black's move for `8...`; White's, then Black's
            // for `8.` (a SAN that fits only Black's move 8 is taken as meant).
            let candidates: Vec<usize> = match side {
                Some(Color::Black) => at(Color::Black).into_iter().collect(),
                _ => at(Color::White)
                    .into_iter()
                    .chain(at(Color::Black))
                    .collect(),
            };
            let Some(&first_ply) = candidates.first() else {
                return Err(out_of_range());
            };
            if text.is_empty() {
                return if first_ply < current {
                    Ok(played(first_ply, None))
                } else {
                    Err(GameError::Refused(msg!(
                        "analysis-number-not-played",
                        id = id.to_string(),
                        number = numbered(&positions[first_ply], "").trim_end(),
                    )))
                };
            }
            if let Some(&ply) = candidates.iter().find(|&&ply| is_played(ply, text)) {
                return Ok(played(ply, None));
            }
            // The number of the position to move now: a preview.
            if candidates.contains(&current) {
                return match positions[current].parse_move(text) {
                    Ok(mv) => Ok(preview(mv, None)),
                    Err(_) => Ok(Resolved::NotLegalNow {
                        pos: positions[current].clone(),
                        text: text.clone(),
                    }),
                };
            }
            let ply = first_ply;
            if ply >= current {
                return Err(out_of_range());
            }
            let was = numbered(&positions[ply], &positions[ply].san(&moves[ply]));
            // The typed move was played at another number: the answer says how to ask for it.
            let elsewhere = (0..current).any(|p| is_played(p, text));
            Err(GameError::Refused(msg!(
                if elsewhere {
                    "analysis-wrong-move-or-latest"
                } else {
                    "analysis-wrong-move"
                },
                id = id.to_string(),
                number = numbered(&positions[ply], "").trim_end(),
                played = positions[ply].san(&moves[ply]).to_string(),
                typed = text.as_str(),
                numbered = was.replace(' ', ""),
            )))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_read() {
        assert_eq!(MoveRef::parse(None), MoveRef::Last);
        assert_eq!(MoveRef::parse(Some("  ")), MoveRef::Last);
        assert_eq!(MoveRef::parse(Some("move:mine")), MoveRef::Mine);
        assert_eq!(MoveRef::parse(Some("Mine")), MoveRef::Mine);
        assert_eq!(
            MoveRef::parse(Some("8...Cd5")),
            MoveRef::Move {
                number: Some((8, Some(Color::Black))),
                text: "Cd5".into()
            }
        );
        assert_eq!(
            MoveRef::parse(Some("8. Nf3")),
            MoveRef::Move {
                number: Some((8, None)),
                text: "Nf3".into()
            }
        );
        assert_eq!(
            MoveRef::parse(Some("8 ... Cd5")),
            MoveRef::Move {
                number: Some((8, Some(Color::Black))),
                text: "Cd5".into()
            }
        );
        assert_eq!(
            MoveRef::parse(Some("12…")),
            MoveRef::Move {
                number: Some((12, Some(Color::Black))),
                text: String::new()
            }
        );
        assert_eq!(
            MoveRef::parse(Some("Cd5")),
            MoveRef::Move {
                number: None,
                text: "Cd5".into()
            }
        );
    }
}
