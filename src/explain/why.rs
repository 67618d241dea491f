//! Why a move is good or bad: what the engine finds at a fixed node budget, in at most four
//! lines. Every claim comes from the search or the rules: a mate from a mate score (with its
//! line), material from the pieces that change hands along the line, the only move from the
//! gap to the next best line, a threat from a search where the mover moves twice, and the
//! quality from the drop in winning chances (`analysis`).

use super::analysis::{
    classify, material_swing, parent_score, pawns_for_white, resolved_line, san_line, search,
    win_percent, MaterialSwing, Quality,
};
use super::words::{capitalise, side};
use crate::engine::{Engine, Score};
use crate::rules::{Color, Move, MoveKind, PieceKind, Position, Square};

/// Nodes per search when none is configured: a fraction of a second on one core.
pub const DEFAULT_EXPLAIN_NODES: u64 = 150_000;

/// What the engine says about one move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Why {
    /// At most four sentences.
    pub lines: Vec<String>,
    pub quality: Quality,
    /// The best score for the mover before the move, and the move's own score.
    pub before: Score,
    pub after: Score,
    /// The engine's choice, when the move played is not as good.
    pub better: Option<Move>,
    /// What the mover threatens next (a free move that mates or wins material).
    pub threat: Option<Move>,
}

/// One line of play, as searched.
struct Scored {
    score: Score,
    pv: Vec<Move>,
}

/// Searches `pos` (whose earlier positions' repetition keys are `history`) and explains the
/// legal move `mv` with `nodes` nodes per search.
pub fn why(engine: &mut Engine, pos: &Position, history: &[u64], mv: &Move, nodes: u64) -> Why {
    let mover = pos.side_to_move();
    let root = search(engine, pos, history, nodes, 2);
    let best = root.lines.first().map_or(
        Scored {
            score: root.score,
            pv: root.pv.clone(),
        },
        |l| Scored {
            score: l.score,
            pv: l.pv.clone(),
        },
    );
    let second = root.lines.get(1).map(|l| Scored {
        score: l.score,
        pv: l.pv.clone(),
    });
    let after = pos.play(mv);
    let mut after_history = history.to_vec();
    after_history.push(pos.repetition_key());
    let played = if !after.has_legal_move() {
        Scored {
            score: if after.is_check() {
                Score::mate_in_plies(1)
            } else {
                Score::DRAW
            },
            pv: vec![*mv],
        }
    } else if best.pv.first() == Some(mv) {
        Scored {
            score: best.score,
            pv: best.pv.clone(),
        }
    } else {
        let reply = search(engine, &after, &after_history, nodes, 1);
        let mut pv = vec![*mv];
        pv.extend(reply.pv.iter().copied());
        Scored {
            score: parent_score(reply.score),
            pv,
        }
    };
    let is_best = best.pv.first() == Some(mv) || played.score >= best.score;
    let quality = classify(best.score, played.score, is_best);

    let mut lines = Vec::new();
    lines.extend(achievement(engine, pos, mv, &played, quality));
    if is_best {
        lines.extend(only_move(engine, pos, &best, second.as_ref()));
    }
    // A threat is worth naming only when the move itself holds up.
    let (threat, threat_line) = if quality <= Quality::Inaccuracy {
        threat(engine, &after, &after_history, nodes, &played)
    } else {
        (None, None)
    };
    lines.extend(threat_line);
    let better_move = best.pv.first().copied().filter(|b| b != mv && !is_best);
    lines.push(verdict(
        engine,
        pos,
        quality,
        &best,
        &played,
        better_move,
        mover,
        pos.legal_moves().len(),
    ));
    lines.truncate(4);
    Why {
        lines,
        quality,
        before: best.score,
        after: played.score,
        better: better_move,
        threat,
    }
}

/// Mate, material won, or material and mates given away.
fn achievement(
    engine: &mut Engine,
    pos: &Position,
    mv: &Move,
    played: &Scored,
    quality: Quality,
) -> Option<String> {
    let mover = pos.side_to_move();
    if let Some(m) = played.score.mate_in_moves() {
        if m > 0 {
            if m == 1 {
                return Some("Forces mate in 1: it is checkmate at once.".into());
            }
            return Some(format!(
                "Forces mate in {m}: {}.",
                san_line(pos, &played.pv[..played.pv.len().min(2 * m as usize - 1)])
            ));
        }
        if quality.is_error() {
            let n = (-m).max(1);
            return Some(format!(
                "It allows mate in {n}: {}.",
                san_line(pos, &played.pv[..played.pv.len().min(2 * n as usize + 1)])
            ));
        }
        return None;
    }
    if quality >= Quality::Mistake {
        return Some(fault(engine, pos, played));
    }
    let line = resolved_line(engine, pos, &played.pv);
    let swing = material_swing(pos, &line, mover);
    if let Some(phrase) = swing.winning_phrase() {
        let shown = &line[..swing.plies.max(1)];
        let cause = displaced_defender(pos, mv, shown)
            .map(|c| format!(" ({c})"))
            .unwrap_or_default();
        return Some(format!("It {phrase}{cause}: {}.", san_line(pos, shown)));
    }
    None
}

/// Why a mistake or blunder is one, always named: the mate it allows, the material it loses
/// along the engine's line, a piece of the mover's taken at once in that line (by a lesser
/// piece, or with nothing to take back), or else the engine's answer to it. `played` is the
/// move's line (the move first) and score.
fn fault(engine: &mut Engine, pos: &Position, played: &Scored) -> String {
    let mover = pos.side_to_move();
    if let Some(m) = played.score.mate_in_moves().filter(|m| *m <= 0) {
        let n = (-m).max(1);
        return format!(
            "It allows mate in {n}: {}.",
            san_line(pos, &played.pv[..played.pv.len().min(2 * n as usize + 1)])
        );
    }
    let line = resolved_line(engine, pos, &played.pv);
    let swing = material_swing(pos, &line, mover);
    if let Some(phrase) = swing.losing_phrase() {
        return format!(
            "It {phrase}: {}.",
            san_line(pos, &line[..swing.plies.max(1)])
        );
    }
    if let Some(text) = left_to_be_taken(pos, &line) {
        return text;
    }
    let them = side(mover.opposite());
    match played.pv.get(1) {
        Some(reply) => {
            let after = pos.play(&played.pv[0]);
            format!(
                "It lets {them} answer {}: {}.",
                after.san(reply),
                san_line(pos, &played.pv[..played.pv.len().min(5)])
            )
        }
        None => format!(
            "It leaves {} at {} in the engine's view.",
            side(mover),
            pawns_for_white(played.score, mover)
        ),
    }
}

/// "It leaves the Castalia on d5 to be taken by the pawn on e6: 8. Cd5 exd5." when the
/// opponent's first capture in `line` (within four plies of the move) takes one of the mover's
/// pieces with a lesser piece, or where the mover cannot take back.
fn left_to_be_taken(pos: &Position, line: &[Move]) -> Option<String> {
    let mover = pos.side_to_move();
    let mut cur = pos.clone();
    for (i, mv) in line.iter().enumerate().take(5) {
        let victim = cur
            .piece_at(mv.to)
            .filter(|p| p.color != cur.side_to_move());
        let attacker = cur.piece_at(mv.from);
        if cur.side_to_move() != mover {
            if let (Some(victim), Some(attacker)) = (victim, attacker) {
                let next = cur.play(mv);
                let retake = next.legal_moves().iter().any(|m| {
                    m.to == mv.to && next.piece_at(m.to).is_some_and(|p| p.color != mover)
                });
                let cheaper = attacker.kind.points() < victim.kind.points();
                if victim.kind != PieceKind::King && (cheaper || !retake) {
                    let how = if retake {
                        String::new()
                    } else {
                        ", with nothing to take back".to_string()
                    };
                    return Some(format!(
                        "It leaves the {} on {} to be taken by the {} on {}{how}: {}.",
                        victim.kind,
                        mv.to,
                        attacker.kind,
                        mv.from,
                        san_line(pos, &line[..=i])
                    ));
                }
                return None;
            }
        }
        cur = cur.play(mv);
    }
    None
}

/// When the move is a Castalia move whose kidnap or repulse takes an enemy piece away from the
/// defence of the square where the line first wins material: "the repulse pushes the knight
/// off the defence of e5".
fn displaced_defender(pos: &Position, mv: &Move, line: &[Move]) -> Option<String> {
    let MoveKind::Castalia(effects) = mv.kind else {
        return None;
    };
    let mover = pos.side_to_move();
    let enemy = mover.opposite();
    // The first capture by the mover after its move.
    let mut cur = pos.play(mv);
    let mut target: Option<Square> = None;
    for m in line.iter().skip(1) {
        let capture = cur
            .piece_at(m.to)
            .is_some_and(|p| p.color != cur.side_to_move());
        if cur.side_to_move() == mover && capture {
            target = Some(m.to);
            break;
        }
        cur = cur.play(m);
    }
    let target = target?;
    let after = pos.play(mv);
    let defends = |p: &Position, from: Square| {
        p.board()
            .attackers(target, enemy, p.board().occupied())
            .into_iter()
            .any(|s| s == from)
    };
    if let Some(r) = effects.repulse {
        let piece = pos.piece_at(r.from)?;
        if piece.color == enemy && defends(pos, r.from) && !defends(&after, r.to) {
            return Some(format!(
                "the repulse pushes the {} off the defence of {target}",
                piece.kind
            ));
        }
    }
    if let Some(k) = effects.kidnap_from {
        let piece = pos.piece_at(k)?;
        if piece.color == enemy && defends(pos, k) && !defends(&after, mv.from) {
            return Some(format!(
                "the kidnap drags the {} away from the defence of {target}",
                piece.kind
            ));
        }
    }
    None
}

/// "The only move that stops mate..." when every other move is much worse.
fn only_move(
    engine: &mut Engine,
    pos: &Position,
    best: &Scored,
    second: Option<&Scored>,
) -> Option<String> {
    let second = second?;
    let mover = pos.side_to_move();
    let other = second.pv.first()?;
    let other_san = pos.san(other);
    let them = side(mover.opposite());
    // Every other move is at best as good as the second line: when that one is mated in n
    // and this move is not (or later), this move alone stops mate in n.
    if let Some(m) = second.score.mate_in_moves().filter(|m| *m <= 0) {
        let n = (-m).max(1);
        let best_mated = best.score.mate_in_moves().filter(|b| *b <= 0).map(|b| -b);
        if best_mated.is_none_or(|b| b > n) {
            let what = if best_mated.is_some() {
                format!("mate in {n}")
            } else {
                "mate".to_string()
            };
            return Some(format!(
                "The only move that stops {what}: after {other_san} instead, {them} mates in {n}: {}.",
                san_line(pos, &second.pv[..second.pv.len().min(2 * n as usize + 1)])
            ));
        }
    }
    if classify(best.score, second.score, false) < Quality::Mistake {
        return None;
    }
    let best_line = resolved_line(engine, pos, &best.pv);
    let other_line = resolved_line(engine, pos, &second.pv);
    let keeps: MaterialSwing = material_swing(pos, &best_line, mover);
    let drops = material_swing(pos, &other_line, mover);
    if let Some(phrase) = drops.losing_phrase() {
        if keeps.net > drops.net {
            return Some(format!(
                "The only move that saves material: after {other_san} instead, {} {phrase}: {}.",
                side(mover),
                san_line(pos, &other_line[..drops.plies.max(1)])
            ));
        }
    }
    Some(format!(
        "The only good move: the next best, {other_san}, would give {}.",
        pawns_for_white(second.score, mover)
    ))
}

/// The mover's best move if it could move again at once, when that mates or wins material.
fn threat(
    engine: &mut Engine,
    after: &Position,
    history: &[u64],
    nodes: u64,
    played: &Scored,
) -> (Option<Move>, Option<String>) {
    if after.is_check() || !after.has_legal_move() {
        return (None, None);
    }
    if played.score.mate_in_moves().is_some_and(|m| m > 0) {
        return (None, None);
    }
    let mut free = after.clone();
    free.play_null();
    let result = search(engine, &free, history, (nodes / 2).max(1), 1);
    let Some(mv) = result.best_move else {
        return (None, None);
    };
    let san = free.san(&mv);
    if let Some(m) = result.score.mate_in_moves().filter(|m| *m > 0) {
        let text = if m == 1 {
            format!("It threatens {san}, mate.")
        } else {
            format!(
                "It threatens mate in {m}, starting with {san}: {}.",
                san_line(&free, &result.pv[..result.pv.len().min(2 * m as usize - 1)])
            )
        };
        return (Some(mv), Some(text));
    }
    // Only a real threat: the free move must leave the mover clearly better off.
    if result.score.centipawns() < played.score.centipawns() + 100 {
        return (None, None);
    }
    let line = resolved_line(engine, &free, &result.pv);
    let swing = material_swing(&free, &line, free.side_to_move());
    match swing.winning_phrase() {
        Some(phrase) => (
            Some(mv),
            Some(format!(
                "It threatens {san}, which {phrase}: {}.",
                san_line(&free, &line[..swing.plies.max(1)])
            )),
        ),
        None => (None, None),
    }
}

/// The quality, the evaluation before and after, and the better move with its reason.
#[allow(clippy::too_many_arguments)]
fn verdict(
    engine: &mut Engine,
    pos: &Position,
    quality: Quality,
    best: &Scored,
    played: &Scored,
    better: Option<Move>,
    mover: Color,
    legal: usize,
) -> String {
    let (b, a) = (win_percent(best.score), win_percent(played.score));
    let who = side(mover);
    let eval = if best.score == played.score {
        format!(
            "the evaluation stays {} ({who}'s winning chance {b:.0}%)",
            pawns_for_white(played.score, mover)
        )
    } else {
        format!(
            "{} before, {} after ({who}'s winning chance {b:.0}% -> {a:.0}%)",
            pawns_for_white(best.score, mover),
            pawns_for_white(played.score, mover)
        )
    };
    match (quality, better) {
        (Quality::Best, _) if legal == 1 => format!("The only legal move: {eval}."),
        (Quality::Best, _) | (_, None) => format!("{}: {eval}.", capitalise(quality.name())),
        (Quality::Good, Some(b_mv)) => {
            format!("Good move: {eval}; {} was a little better.", pos.san(&b_mv))
        }
        (_, Some(b_mv)) => format!(
            "{}: {eval}. Better was {}, which {}.",
            capitalise(quality.name()),
            pos.san(&b_mv),
            reason(engine, pos, best, played)
        ),
    }
}

/// Why the best line (`score`, `pv`) is better than the move played (`played_pv`, the move
/// first): a mate, the material it comes out with beyond the played line, or the evaluation it
/// keeps.
pub(super) fn reason_for(
    engine: &mut Engine,
    pos: &Position,
    score: Score,
    pv: &[Move],
    played_pv: &[Move],
) -> String {
    reason(
        engine,
        pos,
        &Scored {
            score,
            pv: pv.to_vec(),
        },
        &Scored {
            score,
            pv: played_pv.to_vec(),
        },
    )
}

/// The reason for a mistake or blunder at `pos`: see `fault` (`played_pv`: the move first).
pub(super) fn fault_of(
    engine: &mut Engine,
    pos: &Position,
    played: Score,
    played_pv: &[Move],
) -> String {
    fault(
        engine,
        pos,
        &Scored {
            score: played,
            pv: played_pv.to_vec(),
        },
    )
}

fn reason(engine: &mut Engine, pos: &Position, best: &Scored, played: &Scored) -> String {
    let mover = pos.side_to_move();
    if let Some(m) = best.score.mate_in_moves().filter(|m| *m > 0) {
        return if m == 1 {
            "mates at once".into()
        } else {
            format!(
                "forces mate in {m} ({})",
                san_line(pos, &best.pv[..best.pv.len().min(2 * m as usize - 1)])
            )
        };
    }
    let line = resolved_line(engine, pos, &best.pv);
    let swing = material_swing(pos, &line, mover);
    let shown = if swing.plies > 0 {
        format!(" ({})", san_line(pos, &line[..swing.plies]))
    } else {
        String::new()
    };
    let played_line = resolved_line(engine, pos, &played.pv);
    let played_swing = material_swing(pos, &played_line, mover);
    // What the move played takes or gives on its own line counts: both moves may win back
    // the same bishop.
    if played_swing.is_even() || played.pv.is_empty() {
        if let Some(phrase) = swing.winning_phrase() {
            return format!("{phrase}{shown}");
        }
    } else if let Some(edge) = swing.advantage_over(&played_swing, &pos.san(&played.pv[0])) {
        return format!("{edge}{shown}");
    }
    format!(
        "keeps the evaluation at {}",
        pawns_for_white(best.score, mover)
    )
}
