//! A puzzle's themes (lichess-style names, each described to players by a catalogue message)
//! and its first difficulty rating.

use super::model::Goal;
use crate::rules::{Color, Move, PieceKind, Position};

/// Every theme the generator writes, with the catalogue message that describes it to players
/// (`theme-*`: a phrase that follows "puzzles where").
pub const THEMES: [(&str, &str); 21] = [
    ("mateIn1", "theme-mate-in-1"),
    ("mateIn2", "theme-mate-in-2"),
    ("mateIn3", "theme-mate-in-3"),
    ("mate", "theme-mate"),
    ("kidnap", "theme-kidnap"),
    ("repulse", "theme-repulse"),
    ("kingKidnap", "theme-king-kidnap"),
    ("kingRepulse", "theme-king-repulse"),
    ("repulsePromotion", "theme-repulse-promotion"),
    ("castaliaKey", "theme-castalia-key"),
    ("defence", "theme-defence"),
    ("stopsKidnap", "theme-stops-kidnap"),
    ("stopsRepulse", "theme-stops-repulse"),
    ("winsMaterial", "theme-wins-material"),
    ("attack", "theme-attack"),
    ("promotion", "theme-promotion"),
    ("sacrifice", "theme-sacrifice"),
    ("oneMove", "theme-one-move"),
    ("short", "theme-short"),
    ("long", "theme-long"),
    ("veryLong", "theme-very-long"),
];

/// The catalogue message describing theme `name` (as written in the data), if it is one.
pub fn theme_message(name: &str) -> Option<&'static str> {
    THEMES.iter().find(|(n, _)| *n == name).map(|(_, id)| *id)
}

/// The name of a theme as written in the data, matched without regard to case, or `None`.
pub fn theme_name(text: &str) -> Option<&'static str> {
    let key: String = text.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
    THEMES
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(&key))
        .map(|(name, _)| *name)
        .or_else(|| match key.to_ascii_lowercase().as_str() {
            "defense" => Some("defence"),
            "mate1" => Some("mateIn1"),
            "mate2" => Some("mateIn2"),
            "mate3" => Some("mateIn3"),
            _ => None,
        })
}

/// Material of `color` minus its opponent's, in pawns.
pub fn material_balance(pos: &Position, color: Color) -> i32 {
    let board = pos.board();
    PieceKind::ALL
        .iter()
        .map(|&kind| {
            kind.points()
                * (board.pieces(color, kind).popcount() as i32
                    - board.pieces(color.opposite(), kind).popcount() as i32)
        })
        .sum()
}

/// The themes of a puzzle whose solution (solver's moves at even indexes) is `moves`.
pub fn themes(pos: &Position, moves: &[Move], goal: Goal, mate_in: Option<u32>) -> Vec<String> {
    let solver = pos.side_to_move();
    let mut themes: Vec<&str> = Vec::new();
    let mut cur = pos.clone();
    let mut least_balance = material_balance(pos, solver);
    for (i, mv) in moves.iter().enumerate() {
        let ours = i % 2 == 0;
        if let Some(effects) = mv.castalia_effects() {
            if let Some(rep) = effects.repulse {
                if rep.promotes {
                    themes.push("repulsePromotion");
                }
                if ours {
                    themes.push("repulse");
                    if cur.board().kind_at(rep.from) == Some(PieceKind::King) {
                        themes.push("kingRepulse");
                    }
                }
            }
            if let Some(from) = effects.kidnap_from {
                if ours {
                    themes.push("kidnap");
                    if cur.board().kind_at(from) == Some(PieceKind::King) {
                        themes.push("kingKidnap");
                    }
                }
            }
        }
        if ours && mv.promotion.is_some() {
            themes.push("promotion");
        }
        cur = cur.play(mv);
        least_balance = least_balance.min(material_balance(&cur, solver));
    }
    if moves.first().is_some_and(Move::is_castalia) {
        themes.push("castaliaKey");
    }
    let start_balance = material_balance(pos, solver);
    let end_balance = material_balance(&cur, solver);
    if least_balance <= start_balance - 2 && goal != Goal::Defend {
        themes.push("sacrifice");
    }
    match goal {
        Goal::Mate => {
            themes.push("mate");
            themes.push(match mate_in {
                Some(1) => "mateIn1",
                Some(2) => "mateIn2",
                _ => "mateIn3",
            });
        }
        Goal::Win if end_balance >= start_balance + 2 => themes.push("winsMaterial"),
        Goal::Win => themes.push("attack"),
        Goal::Defend => themes.push("defence"),
    }
    themes.push(match moves.len().div_ceil(2) {
        1 => "oneMove",
        2 => "short",
        3 => "long",
        _ => "veryLong",
    });
    let mut out: Vec<String> = Vec::new();
    for t in themes {
        if !out.iter().any(|o| o == t) {
            out.push(t.to_string());
        }
    }
    out
}

/// A first difficulty rating (Glicko-2 scale), refined later by solvers' results: longer lines,
/// a key the search finds only at a greater depth, a quiet key, and more plausible alternatives
/// (captures, checks and Castalia moves that kidnap or repulse) make it harder.
pub fn difficulty(pos: &Position, moves: &[Move], goal: Goal, found_at_depth: u32) -> u32 {
    let solver_moves = moves.len().div_ceil(2) as i32;
    let base = match goal {
        Goal::Mate => 650 + 260 * (solver_moves - 1),
        Goal::Win => 850 + 170 * (solver_moves - 1),
        Goal::Defend => 1100,
    };
    let legal = pos.legal_moves();
    let plausible = legal
        .iter()
        .filter(|mv| {
            let capture = pos
                .board()
                .piece_at(mv.to)
                .is_some_and(|p| p.color != pos.side_to_move());
            let effects = mv
                .castalia_effects()
                .is_some_and(|e| e.kidnap_from.is_some() || e.repulse.is_some());
            capture || effects || pos.play(mv).is_check()
        })
        .count() as i32;
    let key = moves.first();
    let quiet = key.is_some_and(|k| {
        pos.board().piece_at(k.to).is_none() && !pos.play(k).is_check() && k.promotion.is_none()
    });
    let rating = base
        + 55 * found_at_depth.min(12) as i32
        + 18 * plausible.min(25)
        + if quiet { 180 } else { 0 };
    rating.clamp(600, 2600) as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{has_message, Lang};

    #[test]
    fn every_theme_is_described_in_english() {
        for (name, id) in THEMES {
            assert!(has_message(Lang::En, id), "theme {name}: no message `{id}`");
            assert_eq!(theme_name(name), Some(name));
            assert_eq!(theme_message(name), Some(id));
        }
    }
}
