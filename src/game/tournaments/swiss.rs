//! The Swiss rounds of a tournament paired by the FIDE Dutch system (`tournament::dutch`):
//! each entrant's history, round by round, as the pairing core reads it.

use crate::game::error::GameError;
use crate::tournament::dutch::{
    self, Color, GameResult, Pairing, PairingError, PlayerState, Round as Played,
};
use crate::tournament::{standings, BoardResult, ByeKind, Event};
use std::collections::HashMap;

/// Why a Swiss round was not paired.
#[derive(Debug)]
pub enum Unpaired {
    /// No pairing satisfies the absolute criteria (every remaining pairing would repeat a
    /// game), or the field is beyond the pairing core's arithmetic: the tournament cannot go
    /// on.
    Impossible,
    /// Anything else (the records disagree: a bug), in words.
    Failed(GameError),
}

/// Round `round` of a Swiss of `total` rounds.
pub fn pair(event: &Event, round: u32, total: u32) -> Result<Pairing, Unpaired> {
    let players = histories(event);
    dutch::pair(&players, round, total).map_err(|e| {
        tracing::error!("cannot pair round {round}: {e}");
        match e {
            PairingError::NoValidPairing | PairingError::TooLarge(_) => Unpaired::Impossible,
            e => Unpaired::Failed(GameError::Refused(crate::msg!(
                "swiss-cannot-pair",
                round = round,
                reason = e.to_string()
            ))),
        }
    })
}

/// Every entrant's state before the next round: points and the rounds so far.
pub fn histories(event: &Event) -> Vec<PlayerState> {
    event
        .entrants
        .iter()
        .map(|e| {
            let mut history = Vec::with_capacity(event.rounds.len());
            for round in &event.rounds {
                let entry = if let Some(b) = round.boards.iter().find(|b| b.has(e.no)) {
                    let white = b.white == e.no;
                    let opponent = if white { b.black } else { b.white };
                    let color = if white { Color::White } else { Color::Black };
                    let (w, bl) = b.result.map_or((0, 0), BoardResult::half_points);
                    let mine = if white { w } else { bl };
                    match b.result {
                        Some(r) if r.played() => Played::Game {
                            opponent,
                            color,
                            result: match mine {
                                2 => GameResult::Win,
                                1 => GameResult::Draw,
                                _ => GameResult::Loss,
                            },
                        },
                        Some(_) if mine == 2 => Played::ForfeitWin {
                            opponent,
                            color: Some(color),
                        },
                        _ => Played::ForfeitLoss {
                            opponent,
                            color: Some(color),
                        },
                    }
                } else {
                    match round.byes.iter().find(|(p, _)| *p == e.no).map(|b| b.1) {
                        Some(ByeKind::Pairing) => Played::Bye,
                        Some(ByeKind::Half) => Played::HalfPointBye,
                        Some(ByeKind::Zero) | None => Played::Absent,
                    }
                };
                history.push(entry);
            }
            PlayerState {
                id: e.no,
                rating: e.rating,
                points: history.iter().map(Played::points).sum(),
                history,
                present: !e.withdrawn,
            }
        })
        .collect()
}

/// The tournament as a FIDE TRF-16 report: players by starting number with their rounds and
/// their rank in the standings (the one order of every output), the total rounds (`XXR`) and
/// the first colour (`XXC white1`).
pub fn trf_report(event: &Event, name: &str, total_rounds: u32) -> String {
    let ranks: HashMap<u32, u32> = standings(event).iter().map(|s| (s.no, s.rank)).collect();
    let players = histories(event)
        .into_iter()
        .map(|p| {
            let entrant = event.entrant(p.id);
            dutch::trf::TrfPlayer {
                id: p.id,
                name: entrant.map_or_else(String::new, |e| e.name.clone()),
                rating: p.rating,
                points: p.points,
                rank: ranks.get(&p.id).copied().unwrap_or(0),
                rounds: p.history,
            }
        })
        .collect();
    dutch::trf::write_trf(&dutch::trf::Tournament {
        name: name.to_string(),
        total_rounds,
        initial_color: Some(Color::White),
        rules: None,
        unpaired: Vec::new(),
        players,
    })
}
