//! What the engine's numbers mean for a player: winning chances and move quality as lichess
//! defines them, material won or lost along a line, and lines written in SAN.
//!
//! Sources (lichess, `lila`): winning chances `2 / (1 + exp(-0.00368208 * cp)) - 1` with the
//! centipawns capped at +-1000 and a mate counted as the cap (`WinPercent.scala`); a move is an
//! inaccuracy, a mistake or a blunder when it lowers the mover's winning chances by at least
//! 0.1, 0.2 or 0.3 (`Advice.scala`), and a forced mate thrown away or allowed is judged by the
//! evaluation left (`MateAdvice`: more than 9.99 pawns left, inaccuracy; more than 7, mistake;
//! otherwise blunder). Move accuracy `103.1668 * exp(-0.04354 * loss) - 3.1669` (+1) of the
//! win-percent loss, and game accuracy the mean of a volatility-weighted mean and a harmonic
//! mean (`AccuracyPercent.scala`, <https://lichess.org/page/accuracy>).

use crate::engine::{Engine, Limits, Score};
use crate::i18n::{Arg, Text};
use crate::rules::{Color, Move, PieceKind, Position};
use std::sync::atomic::AtomicBool;

/// How good a move is next to the engine's best.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Quality {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Quality {
    /// The name in English (developer output; replies use `key` in a catalogue message).
    pub fn name(self) -> &'static str {
        match self {
            Quality::Best => "best move",
            Quality::Good => "good move",
            Quality::Inaccuracy => "inaccuracy",
            Quality::Mistake => "mistake",
            Quality::Blunder => "blunder",
        }
    }

    /// The quality as a selector key of catalogue messages: `best`, `good`, `inaccuracy`,
    /// `mistake`, `blunder`.
    pub fn key(self) -> &'static str {
        match self {
            Quality::Best => "best",
            Quality::Good => "good",
            Quality::Inaccuracy => "inaccuracy",
            Quality::Mistake => "mistake",
            Quality::Blunder => "blunder",
        }
    }

    /// The PGN annotation glyph: `?!`, `?`, `??` (none for best and good moves).
    pub fn glyph(self) -> &'static str {
        match self {
            Quality::Inaccuracy => "?!",
            Quality::Mistake => "?",
            Quality::Blunder => "??",
            _ => "",
        }
    }

    /// The numeric annotation glyph: `$6`, `$2`, `$4`.
    pub fn nag(self) -> Option<u8> {
        match self {
            Quality::Inaccuracy => Some(6),
            Quality::Mistake => Some(2),
            Quality::Blunder => Some(4),
            _ => None,
        }
    }

    /// An inaccuracy, a mistake or a blunder.
    pub fn is_error(self) -> bool {
        self >= Quality::Inaccuracy
    }
}

/// Centipawns as lichess caps them, a mate counted as the cap.
pub fn capped_cp(score: Score) -> i32 {
    match score.mate_in_moves() {
        Some(m) if m > 0 => 1000,
        Some(_) => -1000,
        None => score.centipawns().clamp(-1000, 1000),
    }
}

/// Winning chances in [-1, 1] for the side the score belongs to.
pub fn winning_chances(score: Score) -> f64 {
    let cp = f64::from(capped_cp(score));
    2.0 / (1.0 + (-0.003_682_08 * cp).exp()) - 1.0
}

/// Win percent, 0 to 100.
pub fn win_percent(score: Score) -> f64 {
    50.0 + 50.0 * winning_chances(score)
}

/// The quality of a move scored `played` when the best move scores `best` (both for the
/// mover); `is_best` when it is the engine's move.
pub fn classify(best: Score, played: Score, is_best: bool) -> Quality {
    if is_best {
        return Quality::Best;
    }
    let mate = |s: Score| s.mate_in_moves();
    let by_cp_left = |cp: i32| {
        if cp > 999 {
            Quality::Inaccuracy
        } else if cp > 700 {
            Quality::Mistake
        } else {
            Quality::Blunder
        }
    };
    // A forced mate thrown away.
    if mate(best).is_some_and(|m| m > 0) && mate(played).is_none_or(|m| m <= 0) {
        return by_cp_left(if mate(played).is_some() {
            -1000
        } else {
            played.centipawns()
        });
    }
    // A mate allowed where there was none.
    if mate(played).is_some_and(|m| m <= 0) && mate(best).is_none_or(|m| m > 0) {
        return by_cp_left(if mate(best).is_some() {
            1000
        } else {
            -best.centipawns()
        });
    }
    let drop = winning_chances(best) - winning_chances(played);
    if drop >= 0.3 {
        Quality::Blunder
    } else if drop >= 0.2 {
        Quality::Mistake
    } else if drop >= 0.1 {
        Quality::Inaccuracy
    } else {
        Quality::Good
    }
}

/// Lichess's accuracy of one move from the mover's win percent before and after.
pub fn move_accuracy(before: f64, after: f64) -> f64 {
    if after >= before {
        return 100.0;
    }
    let loss = before - after;
    let raw = 103.166_81 * (-0.043_544_15 * loss).exp() - 3.166_925;
    (raw + 1.0).clamp(0.0, 100.0)
}

/// Lichess's game accuracy for one side: `white_win` is White's win percent at every
/// position of the game (the start first); the side's moves are those it made.
pub fn game_accuracy(white_win: &[f64], side: Color, first_mover: Color) -> Option<f64> {
    if white_win.len() < 2 {
        return None;
    }
    let moves = white_win.len() - 1;
    let window = (moves / 10).clamp(2, 8);
    // Volatility weights: the standard deviation of White's win percent around each move.
    let mut weights = Vec::with_capacity(moves);
    for i in 0..moves {
        let start = (i + 1).saturating_sub(window);
        let end = (start + window).min(white_win.len());
        let slice = &white_win[start..end];
        let mean = slice.iter().sum::<f64>() / slice.len() as f64;
        let var = slice.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / slice.len() as f64;
        weights.push(var.sqrt().clamp(0.5, 12.0));
    }
    let mut accs = Vec::new();
    let mut mover = first_mover;
    for i in 0..moves {
        if mover == side {
            let (before, after) = match side {
                Color::White => (white_win[i], white_win[i + 1]),
                Color::Black => (100.0 - white_win[i], 100.0 - white_win[i + 1]),
            };
            accs.push((move_accuracy(before, after), weights[i]));
        }
        mover = mover.opposite();
    }
    if accs.is_empty() {
        return None;
    }
    let weight_sum: f64 = accs.iter().map(|(_, w)| w).sum();
    let weighted = accs.iter().map(|(a, w)| a * w).sum::<f64>() / weight_sum;
    let harmonic = accs.len() as f64 / accs.iter().map(|(a, _)| 1.0 / a.max(1.0)).sum::<f64>();
    Some((weighted + harmonic) / 2.0)
}

/// A score from the mover's side after its move, from the score of the position reached (for
/// the side to move there): negated, and a mate one ply further away.
pub fn parent_score(child: Score) -> Score {
    let s = -child.0;
    if child.is_mate() {
        Score(if s > 0 { s - 1 } else { s + 1 })
    } else {
        Score(s)
    }
}

/// A score for the mover as White's: `+1.25`, `-0.40`, `#3`, `#-2`.
pub fn pawns_for_white(score: Score, mover: Color) -> String {
    let sign = match mover {
        Color::White => 1,
        Color::Black => -1,
    };
    match score.mate_in_moves() {
        Some(m) => format!("#{}", sign * m),
        None => format!("{:+.2}", f64::from(sign * score.centipawns()) / 100.0),
    }
}

/// Counts of each kind for one side, by kind index.
pub fn counts(pos: &Position, color: Color) -> [i32; 7] {
    let mut out = [0; 7];
    for kind in PieceKind::ALL {
        out[kind.index()] = pos.board().pieces(color, kind).count() as i32;
    }
    out
}

/// Material of `color` minus its opponent's, in points.
pub fn balance(pos: &Position, color: Color) -> i32 {
    let ours = counts(pos, color);
    let theirs = counts(pos, color.opposite());
    PieceKind::ALL
        .iter()
        .map(|k| k.points() * (ours[k.index()] - theirs[k.index()]))
        .sum()
}

/// A search at a fixed node budget (reproducible: the engine starts from an empty table),
/// the game's earlier positions counted as `real_repetitions` says.
pub fn search(
    engine: &mut Engine,
    pos: &Position,
    history: &[u64],
    nodes: u64,
    lines: usize,
) -> crate::engine::SearchResult {
    let limits = Limits {
        nodes: Some(nodes.max(1)),
        multipv: lines,
        ..Limits::default()
    };
    let stop = AtomicBool::new(false);
    engine.search(pos, &real_repetitions(history), &limits, &stop)
}

/// The game's earlier positions (repetition keys, oldest first) as a judgement of a move must
/// count them. The engine takes any position met again for a draw; but a position of the game
/// seen only once before is met for the second time, and the game goes on (a draw needs the
/// third time, `docs/rules.md`). Such a position's key is hidden (a value no position has), so
/// only a real threefold repetition, or a position repeated within the line searched (the
/// side that repeats it could have played otherwise), scores as a draw. Hiding keeps the
/// places, which the engine's reversible-move window counts.
pub fn real_repetitions(history: &[u64]) -> Vec<u64> {
    let mut seen: std::collections::HashMap<u64, usize> = std::collections::HashMap::new();
    for &key in history {
        *seen.entry(key).or_default() += 1;
    }
    history
        .iter()
        .map(|&key| if seen[&key] >= 2 { key } else { !key })
        .collect()
}

/// Where `line`, played from `pos` (after the game's positions `history`), first reaches a
/// position for the third time, a draw by repetition: the index of the move that does.
pub fn repetition_draw_at(pos: &Position, history: &[u64], line: &[Move]) -> Option<usize> {
    let mut keys: Vec<u64> = history.to_vec();
    keys.push(pos.repetition_key());
    let mut cur = pos.clone();
    for (i, mv) in line.iter().enumerate() {
        if !cur.legal_moves().contains(mv) {
            return None;
        }
        cur = cur.play(mv);
        let key = cur.repetition_key();
        if keys.iter().filter(|&&k| k == key).count() >= 2 {
            return Some(i);
        }
        keys.push(key);
    }
    None
}

/// A line played out from `pos`, its material resolved: the principal variation, then while
/// the side to move has a capture (or other material change) that a shallow search prefers,
/// that move too (the PV stops where the quiescence search takes over).
pub fn resolved_line(engine: &mut Engine, pos: &Position, pv: &[Move]) -> Vec<Move> {
    let mut line = Vec::new();
    let mut cur = pos.clone();
    for mv in pv {
        if !cur.legal_moves().contains(mv) {
            break;
        }
        line.push(*mv);
        cur = cur.play(mv);
    }
    for _ in 0..6 {
        if !cur.has_legal_move() {
            break;
        }
        let result = search(engine, &cur, &[], 2_000, 1);
        let Some(mv) = result.best_move else { break };
        let next = cur.play(&mv);
        let mover = cur.side_to_move();
        if balance(&next, mover) == balance(&cur, mover) {
            break;
        }
        line.push(mv);
        cur = next;
    }
    line
}

/// What a line changes in material for `side`: pieces it takes and pieces it loses (kinds,
/// most valuable first), the net in points, and the ply after which the last change happens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MaterialSwing {
    pub won: Vec<PieceKind>,
    pub lost: Vec<PieceKind>,
    pub net: i32,
    /// Plies of the line up to the last change of material.
    pub plies: usize,
}

/// Material changes further down a line than this are not claimed (too far to show).
pub const MAX_SHOWN_PLIES: usize = 8;

pub fn material_swing(pos: &Position, line: &[Move], side: Color) -> MaterialSwing {
    let start_balance = balance(pos, side);
    let mut cur = pos.clone();
    let mut plies = 0;
    let mut last = start_balance;
    for (i, mv) in line.iter().enumerate() {
        cur = cur.play(mv);
        let b = balance(&cur, side);
        if b != last {
            plies = i + 1;
            last = b;
        }
    }
    let end = {
        let mut p = pos.clone();
        for mv in &line[..plies] {
            p = p.play(mv);
        }
        p
    };
    let (ours0, theirs0) = (counts(pos, side), counts(pos, side.opposite()));
    let (ours1, theirs1) = (counts(&end, side), counts(&end, side.opposite()));
    let mut won = Vec::new();
    let mut lost = Vec::new();
    for kind in SWING_KINDS {
        let k = kind.index();
        // A repulsed pawn that promotes turns into a queen: counts change both ways.
        let their_loss = (theirs0[k] - theirs1[k]).max(0);
        let our_loss = (ours0[k] - ours1[k]).max(0);
        // Netted: a queen taken for a queen is no gain ("wins a bishop", not "wins a queen
        // and a bishop for a queen").
        let traded = their_loss.min(our_loss);
        for _ in 0..their_loss - traded {
            won.push(kind);
        }
        for _ in 0..our_loss - traded {
            lost.push(kind);
        }
    }
    MaterialSwing {
        won,
        lost,
        net: balance(&end, side) - start_balance,
        plies,
    }
}

/// The kinds a swing counts, most valuable first.
const SWING_KINDS: [PieceKind; 6] = [
    PieceKind::Queen,
    PieceKind::Rook,
    PieceKind::Castalia,
    PieceKind::Bishop,
    PieceKind::Knight,
    PieceKind::Pawn,
];

impl MaterialSwing {
    /// What this line (a better move's) comes out with beyond `played`, another line from the
    /// same position for the same side, counting what each takes and gives: "keeps the
    /// Castalia that Nxe2 loses", "wins a pawn more than Nxe2 does" (both take back the same
    /// bishop), "keeps the knight that Nxe2 loses, and wins a pawn", and what that costs
    /// ("..., at the cost of a pawn"). `None` when it is not at least a pawn ahead.
    /// `played_san` names the played move. (A predicate that follows "which":
    /// `why-advantage-*`.)
    pub fn advantage_over(&self, played: &MaterialSwing, played_san: &str) -> Option<Text> {
        let n = |list: &[PieceKind], kind: PieceKind| {
            list.iter().filter(|k| **k == kind).count() as i32
        };
        if self.net - played.net < 1 || self.plies > MAX_SHOWN_PLIES {
            return None;
        }
        let (mut kept, mut extra, mut costs) = (Vec::new(), Vec::new(), Vec::new());
        for kind in SWING_KINDS {
            let mut saved = (n(&played.lost, kind) - n(&self.lost, kind)).max(0);
            let mut more = (n(&self.won, kind) - n(&played.won, kind)).max(0);
            let mut cost = (n(&self.lost, kind) - n(&played.lost, kind)).max(0)
                + (n(&played.won, kind) - n(&self.won, kind)).max(0);
            // Like for like cancels out.
            let c = cost.min(saved);
            saved -= c;
            cost -= c;
            let c = cost.min(more);
            more -= c;
            cost -= c;
            kept.extend(std::iter::repeat_n(kind, saved as usize));
            extra.extend(std::iter::repeat_n(kind, more as usize));
            costs.extend(std::iter::repeat_n(kind, cost as usize));
        }
        let than = !played.won.is_empty();
        let id = match (kept.is_empty(), extra.is_empty(), than) {
            (true, true, _) => return None,
            (false, true, _) => "why-advantage-keeps",
            (true, false, false) => "why-advantage-wins",
            (true, false, true) => "why-advantage-wins-more",
            (false, false, false) => "why-advantage-keeps-wins",
            (false, false, true) => "why-advantage-keeps-wins-more",
        };
        let phrase = crate::msg!(
            id,
            kept = piece_list_with(&kept, Article::The),
            won = piece_list(&extra),
            played = played_san
        );
        Some(if costs.is_empty() {
            phrase
        } else {
            crate::msg!(
                "why-advantage-for",
                advantage = phrase,
                costs = piece_list(&costs)
            )
        })
    }

    /// Nothing changes hands for good.
    pub fn is_even(&self) -> bool {
        self.won.is_empty() && self.lost.is_empty()
    }

    /// "a pawn", "a rook for a bishop": what a line comes out ahead by, when at least a pawn.
    pub fn edge_phrase(&self) -> Option<Text> {
        if self.net < 1 || self.won.is_empty() || self.plies > MAX_SHOWN_PLIES {
            return None;
        }
        Some(material_for(&self.won, &self.lost))
    }

    /// "a knight", "the queen for a rook": what a line comes out behind by, when at least a
    /// pawn.
    pub fn loss_phrase(&self) -> Option<Text> {
        if self.net > -1 || self.lost.is_empty() || self.plies > MAX_SHOWN_PLIES {
            return None;
        }
        Some(material_for(&self.lost, &self.won))
    }
}

/// `first`, or "`first` for `second`" (`why-material-for`) when `second` is not empty.
fn material_for(first: &[PieceKind], second: &[PieceKind]) -> Text {
    if second.is_empty() {
        piece_list(first)
    } else {
        crate::msg!(
            "why-material-for",
            first = piece_list(first),
            second = piece_list(second)
        )
    }
}

/// How a list of pieces names them: "a knight" or "the knight" (a number of them either way:
/// "2 pawns").
#[derive(Copy, Clone, PartialEq, Eq)]
enum Article {
    A,
    The,
}

fn piece_list(kinds: &[PieceKind]) -> Text {
    piece_list_with(kinds, Article::A)
}

/// "a knight and 2 pawns" (`piece-some`), "the knight and 2 pawns" (`piece-the`).
fn piece_list_with(kinds: &[PieceKind], article: Article) -> Text {
    let mut out: Vec<Text> = Vec::new();
    let mut i = 0;
    while i < kinds.len() {
        let kind = kinds[i];
        let n = kinds[i..].iter().take_while(|k| **k == kind).count();
        let id = match article {
            Article::A => "piece-some",
            Article::The => "piece-the",
        };
        out.push(crate::msg!(
            id,
            piece = Arg::key(super::words::kind_key(kind)),
            count = n
        ));
        i += n;
    }
    super::words::and_list(out)
}

impl MaterialSwing {
    /// "wins a knight", "wins a rook for a bishop", "wins 2 pawns": only when the side comes
    /// out ahead by at least a pawn.
    pub fn winning_phrase(&self) -> Option<Text> {
        self.edge_phrase()
            .map(|p| crate::msg!("why-phrase-wins", material = p))
    }

    /// "loses a knight", "loses the queen for a rook": when the side comes out behind by at
    /// least a pawn.
    pub fn losing_phrase(&self) -> Option<Text> {
        self.loss_phrase()
            .map(|p| crate::msg!("why-phrase-loses", material = p))
    }
}

/// A line in SAN with move numbers: `1. Cd5 Kh8 2. Qh7#`, numbered from `pos`.
pub fn san_line(pos: &Position, line: &[Move]) -> String {
    let mut out = String::new();
    let mut cur = pos.clone();
    let mut number = cur.fullmove_number();
    for (i, mv) in line.iter().enumerate() {
        let white = cur.side_to_move() == Color::White;
        if white {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(&format!("{number}. "));
        } else if i == 0 {
            out.push_str(&format!("{number}... "));
        } else {
            out.push(' ');
        }
        out.push_str(&cur.san(mv));
        cur = cur.play(mv);
        if !white {
            number += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn winning_chances_follow_lichess() {
        assert!(winning_chances(Score(0)).abs() < 1e-9);
        let wc = winning_chances(Score(300));
        assert!((wc - 0.5023).abs() < 0.001, "{wc}");
        assert_eq!(
            winning_chances(Score::mate_in_plies(3)),
            winning_chances(Score(5000))
        );
    }

    #[test]
    fn drops_are_classified_by_lichess_thresholds() {
        // Drops of 0.037, 0.18, 0.27 and 0.43 in winning chances.
        assert_eq!(classify(Score(0), Score(-20), false), Quality::Good);
        assert_eq!(classify(Score(0), Score(-100), false), Quality::Inaccuracy);
        assert_eq!(classify(Score(0), Score(-150), false), Quality::Mistake);
        assert_eq!(classify(Score(0), Score(-250), false), Quality::Blunder);
        assert_eq!(classify(Score(0), Score(-900), true), Quality::Best);
        // A mate thrown away with only a small edge left is a blunder.
        assert_eq!(
            classify(Score::mate_in_plies(3), Score(200), false),
            Quality::Blunder
        );
        assert_eq!(
            classify(Score(0), Score::mated_in_plies(4), false),
            Quality::Blunder
        );
    }

    #[test]
    fn accuracy_is_full_for_no_loss() {
        assert_eq!(move_accuracy(50.0, 60.0), 100.0);
        assert!(move_accuracy(80.0, 20.0) < 10.0);
        let wins = [50.0, 50.0, 50.0, 50.0, 50.0];
        let a = game_accuracy(&wins, Color::White, Color::White).unwrap_or(0.0);
        assert!(a > 99.0, "{a}");
    }

    #[test]
    fn only_a_third_time_is_a_draw() {
        // Keys 1 and 2 seen twice (a third time draws), 3 once (a second time does not).
        let history = [1, 2, 3, 1, 2];
        let real = real_repetitions(&history);
        assert_eq!(real.len(), history.len());
        assert_eq!((real[0], real[1], real[3], real[4]), (1, 2, 1, 2));
        assert!(!history.contains(&real[2]), "{real:?}");
        // The knights out and back twice: the start comes back a third time with 4... Ng8.
        let start = Position::start(crate::rules::Variant::Standard);
        let mut cur = start.clone();
        let mut line = Vec::new();
        for san in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] {
            let mv = cur.parse_move(san).unwrap();
            line.push(mv);
            cur = cur.play(&mv);
        }
        assert_eq!(repetition_draw_at(&start, &[], &line), Some(7));
        assert_eq!(repetition_draw_at(&start, &[], &line[..7]), None);
    }

    #[test]
    fn parent_scores_add_a_ply_to_mates() {
        assert_eq!(
            parent_score(Score::mated_in_plies(0)),
            Score::mate_in_plies(1)
        );
        assert_eq!(parent_score(Score(40)), Score(-40));
    }
}
