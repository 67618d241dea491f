//! Why a move is good or bad: what the engine finds at a fixed node budget, in at most four
//! lines. Every claim comes from the search or the rules: a mate from a mate score (with its
//! line), material from the pieces that change hands along the line, the only move from the
//! gap to the next best line, a threat from a search where the mover moves twice, and the
//! quality from the drop in winning chances (`analysis`).

use super::analysis::{
    classify, material_swing, parent_score, pawns_for_white, repetition_draw_at, resolved_line,
    san_line, search, win_percent, MaterialSwing, Quality,
};
use super::words::Sentence;
use crate::engine::{Engine, Score};
use crate::i18n::Text;
use crate::msg;
use crate::rules::{Color, Move, MoveKind, PieceKind, Position, Square};

/// Nodes per search when none is configured: a fraction of a second on one core.
pub const DEFAULT_EXPLAIN_NODES: u64 = 150_000;

/// What the engine says about one move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Why {
    /// At most four sentences.
    pub lines: Vec<Text>,
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
    judge(engine, pos, history, mv, nodes, false)
}

/// `why` for a move not played, a preview: its verdict says "If it were played".
pub fn why_if_played(
    engine: &mut Engine,
    pos: &Position,
    history: &[u64],
    mv: &Move,
    nodes: u64,
) -> Why {
    judge(engine, pos, history, mv, nodes, true)
}

fn judge(
    engine: &mut Engine,
    pos: &Position,
    history: &[u64],
    mv: &Move,
    nodes: u64,
    preview: bool,
) -> Why {
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
    // The move repeats a position for the third time: the game is drawn at once.
    let repeats = repetition_draw_at(pos, history, std::slice::from_ref(mv)).is_some();
    let played = if repeats {
        Scored {
            score: Score::DRAW,
            pv: vec![*mv],
        }
    } else if !after.has_legal_move() {
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
    lines.extend(achievement(engine, pos, history, mv, &played, quality));
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
    let said = verdict(
        engine,
        pos,
        quality,
        &best,
        &played,
        better_move,
        mover,
        pos.legal_moves().len(),
    );
    lines.push(if preview {
        msg!("why-verdict-if-played", verdict = said)
    } else {
        said
    });
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
    history: &[u64],
    mv: &Move,
    played: &Scored,
    quality: Quality,
) -> Option<Text> {
    let mover = pos.side_to_move();
    if let Some(m) = played.score.mate_in_moves() {
        if m > 0 {
            if m == 1 {
                return Some(msg!("why-forces-mate-at-once"));
            }
            return Some(msg!(
                "why-forces-mate",
                moves = m,
                line = san_line(pos, &played.pv[..played.pv.len().min(2 * m as usize - 1)])
            ));
        }
        if quality.is_error() {
            let n = (-m).max(1);
            return Some(allows_mate(pos, played, n));
        }
        return None;
    }
    if quality >= Quality::Mistake {
        return Some(fault(engine, pos, history, played));
    }
    let line = resolved_line(engine, pos, &played.pv);
    let swing = material_swing(pos, &line, mover);
    if let Some(material) = swing.edge_phrase() {
        let shown = &line[..swing.plies.max(1)];
        let sentence = match displaced_defender(pos, mv, shown) {
            Some((id, kind, square)) => Sentence::new(id)
                .kind("piece", kind)
                .square("square", square),
            None => Sentence::new("why-wins"),
        };
        return Some(
            sentence
                .arg("material", material)
                .arg("line", san_line(pos, shown))
                .text(),
        );
    }
    None
}

/// "It allows mate in 2: ..." (`n` moves).
fn allows_mate(pos: &Position, played: &Scored, n: i32) -> Text {
    msg!(
        "why-allows-mate",
        moves = n,
        line = san_line(pos, &played.pv[..played.pv.len().min(2 * n as usize + 1)])
    )
}

/// Why a mistake or blunder is one, always named: the mate it allows, the draw by
/// repetition it makes or allows (its line reaching a position of the game, `history`, for
/// the third time), the material it loses along the engine's line, a piece of the mover's
/// taken at once in that line (by a lesser piece, or with nothing to take back), or else the
/// engine's answer to it. `played` is the move's line (the move first) and score.
fn fault(engine: &mut Engine, pos: &Position, history: &[u64], played: &Scored) -> Text {
    let mover = pos.side_to_move();
    if let Some(m) = played.score.mate_in_moves().filter(|m| *m <= 0) {
        return allows_mate(pos, played, (-m).max(1));
    }
    if played.score == Score::DRAW {
        match repetition_draw_at(pos, history, &played.pv) {
            Some(0) => return msg!("why-draws-by-repetition"),
            Some(at) => {
                return msg!(
                    "why-allows-repetition",
                    line = san_line(pos, &played.pv[..=at])
                )
            }
            None => {}
        }
    }
    let line = resolved_line(engine, pos, &played.pv);
    let swing = material_swing(pos, &line, mover);
    if let Some(material) = swing.loss_phrase() {
        return msg!(
            "why-loses",
            material = material,
            line = san_line(pos, &line[..swing.plies.max(1)])
        );
    }
    if let Some(text) = left_to_be_taken(pos, &line) {
        return text;
    }
    match played.pv.get(1) {
        Some(reply) => {
            let after = pos.play(&played.pv[0]);
            Sentence::new("why-lets-answer")
                .color("color", mover.opposite())
                .arg("reply", after.san(reply).to_string())
                .arg("line", san_line(pos, &played.pv[..played.pv.len().min(5)]))
                .text()
        }
        None => Sentence::new("why-leaves-at")
            .color("color", mover)
            .arg("eval", pawns_for_white(played.score, mover))
            .text(),
    }
}

/// "It leaves the Castalia on d5 to be taken by the pawn on e6: 8. Cd5 exd5." when the
/// opponent's first capture in `line` (within four plies of the move) takes one of the mover's
/// pieces with a lesser piece, or where the mover cannot take back.
fn left_to_be_taken(pos: &Position, line: &[Move]) -> Option<Text> {
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
                    let id = if retake {
                        "why-left-to-be-taken"
                    } else {
                        "why-left-to-be-taken-free"
                    };
                    return Some(
                        Sentence::new(id)
                            .kind("victim", victim.kind)
                            .square("victim_square", mv.to)
                            .kind("attacker", attacker.kind)
                            .square("attacker_square", mv.from)
                            .arg("line", san_line(pos, &line[..=i]))
                            .text(),
                    );
                }
                return None;
            }
        }
        cur = cur.play(mv);
    }
    None
}

/// When the move is a Castalia move whose kidnap or repulse takes an enemy piece away from the
/// defence of the square where the line first wins material: the message saying so ("... (the
/// repulse pushes the knight off the defence of e5): ..."), the piece's kind and the square.
fn displaced_defender(
    pos: &Position,
    mv: &Move,
    line: &[Move],
) -> Option<(&'static str, PieceKind, Square)> {
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
            return Some(("why-wins-repulse-cause", piece.kind, target));
        }
    }
    if let Some(k) = effects.kidnap_from {
        let piece = pos.piece_at(k)?;
        if piece.color == enemy && defends(pos, k) && !defends(&after, mv.from) {
            return Some(("why-wins-kidnap-cause", piece.kind, target));
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
) -> Option<Text> {
    let second = second?;
    let mover = pos.side_to_move();
    let other = second.pv.first()?;
    let other_san = pos.san(other).to_string();
    // Every other move is at best as good as the second line: when that one is mated in n
    // and this move is not (or later), this move alone stops mate in n.
    if let Some(m) = second.score.mate_in_moves().filter(|m| *m <= 0) {
        let n = (-m).max(1);
        let best_mated = best.score.mate_in_moves().filter(|b| *b <= 0).map(|b| -b);
        if best_mated.is_none_or(|b| b > n) {
            let id = if best_mated.is_some() {
                "why-only-stops-mate-in"
            } else {
                "why-only-stops-mate"
            };
            return Some(
                Sentence::new(id)
                    .arg("moves", n)
                    .arg("other", other_san)
                    .color("color", mover.opposite())
                    .arg(
                        "line",
                        san_line(pos, &second.pv[..second.pv.len().min(2 * n as usize + 1)]),
                    )
                    .text(),
            );
        }
    }
    if classify(best.score, second.score, false) < Quality::Mistake {
        return None;
    }
    let best_line = resolved_line(engine, pos, &best.pv);
    let other_line = resolved_line(engine, pos, &second.pv);
    let keeps: MaterialSwing = material_swing(pos, &best_line, mover);
    let drops = material_swing(pos, &other_line, mover);
    if let Some(material) = drops.loss_phrase() {
        if keeps.net > drops.net {
            return Some(
                Sentence::new("why-only-saves-material")
                    .arg("other", other_san)
                    .color("color", mover)
                    .arg("material", material)
                    .arg("line", san_line(pos, &other_line[..drops.plies.max(1)]))
                    .text(),
            );
        }
    }
    Some(msg!(
        "why-only-good-move",
        other = other_san,
        eval = pawns_for_white(second.score, mover)
    ))
}

/// The mover's best move if it could move again at once, when that mates or wins material.
fn threat(
    engine: &mut Engine,
    after: &Position,
    history: &[u64],
    nodes: u64,
    played: &Scored,
) -> (Option<Move>, Option<Text>) {
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
    let san = free.san(&mv).to_string();
    if let Some(m) = result.score.mate_in_moves().filter(|m| *m > 0) {
        let text = if m == 1 {
            msg!("why-threatens-mate-at-once", threat = san)
        } else {
            msg!(
                "why-threatens-mate",
                moves = m,
                threat = san,
                line = san_line(&free, &result.pv[..result.pv.len().min(2 * m as usize - 1)])
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
    match swing.edge_phrase() {
        Some(material) => (
            Some(mv),
            Some(msg!(
                "why-threatens-win",
                threat = san,
                material = material,
                line = san_line(&free, &line[..swing.plies.max(1)])
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
) -> Text {
    let (b, a) = (win_percent(best.score), win_percent(played.score));
    let eval = if best.score == played.score {
        Sentence::new("why-eval-stays")
            .arg("eval", pawns_for_white(played.score, mover))
            .color("color", mover)
            .arg("chance", format!("{b:.0}"))
            .text()
    } else {
        Sentence::new("why-eval-changes")
            .arg("before", pawns_for_white(best.score, mover))
            .arg("after", pawns_for_white(played.score, mover))
            .color("color", mover)
            .arg("chance_before", format!("{b:.0}"))
            .arg("chance_after", format!("{a:.0}"))
            .text()
    };
    let verdict = || {
        Sentence::new("why-verdict")
            .key("quality", quality.key())
            .arg("eval", eval.clone())
            .text()
    };
    match (quality, better) {
        (Quality::Best, _) if legal == 1 => msg!("why-verdict-only-legal", eval = eval),
        (Quality::Best, _) | (_, None) => verdict(),
        (Quality::Good, Some(b_mv)) => msg!(
            "why-verdict-a-little-better",
            eval = eval,
            better = pos.san(&b_mv).to_string()
        ),
        (_, Some(b_mv)) => verdict().plain(" ").then(better_was(
            pos.san(&b_mv).as_ref(),
            reason(engine, pos, best, played),
        )),
    }
}

/// "Better was Ke2, which keeps the evaluation at +0.30." (`reason`: a `why-reason-*`
/// predicate).
pub(super) fn better_was(san: &str, reason: Text) -> Text {
    msg!("why-better-was", better = san, reason = reason)
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
) -> Text {
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

/// The reason for a mistake or blunder at `pos`, after the game's positions `history`: see
/// `fault` (`played_pv`: the move first).
pub(super) fn fault_of(
    engine: &mut Engine,
    pos: &Position,
    history: &[u64],
    played: Score,
    played_pv: &[Move],
) -> Text {
    fault(
        engine,
        pos,
        history,
        &Scored {
            score: played,
            pv: played_pv.to_vec(),
        },
    )
}

/// Why the best line is better, as a predicate that follows "which" (`why-reason-*`,
/// `why-phrase-wins`, `why-advantage-*`).
fn reason(engine: &mut Engine, pos: &Position, best: &Scored, played: &Scored) -> Text {
    let mover = pos.side_to_move();
    if let Some(m) = best.score.mate_in_moves().filter(|m| *m > 0) {
        return if m == 1 {
            msg!("why-reason-mates-at-once")
        } else {
            msg!(
                "why-reason-forces-mate",
                moves = m,
                line = san_line(pos, &best.pv[..best.pv.len().min(2 * m as usize - 1)])
            )
        };
    }
    let line = resolved_line(engine, pos, &best.pv);
    let swing = material_swing(pos, &line, mover);
    let shown = |phrase: Text| {
        if swing.plies > 0 {
            msg!(
                "why-reason-with-line",
                reason = phrase,
                line = san_line(pos, &line[..swing.plies])
            )
        } else {
            phrase
        }
    };
    let played_line = resolved_line(engine, pos, &played.pv);
    let played_swing = material_swing(pos, &played_line, mover);
    // What the move played takes or gives on its own line counts: both moves may win back
    // the same bishop.
    if played_swing.is_even() || played.pv.is_empty() {
        if let Some(phrase) = swing.winning_phrase() {
            return shown(phrase);
        }
    } else if let Some(edge) = swing.advantage_over(&played_swing, &pos.san(&played.pv[0])) {
        return shown(edge);
    }
    msg!(
        "why-reason-keeps-eval",
        eval = pawns_for_white(best.score, mover)
    )
}
