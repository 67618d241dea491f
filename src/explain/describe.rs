//! The sentences for a legal move: the move itself, the Castalia's kidnap and repulse with the
//! rule that decided each, lost castling rights, and the check, mate or stalemate that follows.
//! Each is a catalogue message (`explain-*`), the pieces named in words of the reader's
//! language and the squares and moves as they are written.

use super::words::{pieces_on, Sentence};
use super::Explanation;
use crate::i18n::Text;
use crate::msg;
use crate::rules::attacks::first_blocker;
use crate::rules::{
    CastaliaEffects, CastleSide, Color, Direction, Move, MoveKind, Piece, PieceKind, Position,
    Square, Variant,
};

pub fn describe(pos: &Position, mv: &Move) -> Explanation {
    describe_with_effects(pos, mv).0
}

/// One line for a move menu: the SAN, then what the move does besides going there
/// ("Cd5: kidnaps the white knight from b1 to d1; repulses the black bishop from d6 to d8"),
/// or the SAN alone for a quiet move.
pub fn effect_label(pos: &Position, mv: &Move) -> Text {
    let (explanation, effects) = describe_with_effects(pos, mv);
    if effects.is_empty() {
        Text::new().plain(explanation.san)
    } else {
        msg!(
            "explain-effect-label",
            san = explanation.san,
            effects = join(effects, "; ")
        )
    }
}

/// The texts one after another with `sep` between them (punctuation between clauses).
pub(super) fn join(texts: Vec<Text>, sep: &str) -> Text {
    let mut out = Text::new();
    for (i, t) in texts.into_iter().enumerate() {
        if i > 0 {
            out = out.plain(sep);
        }
        out = out.then(t);
    }
    out
}

/// The summary line: the move's label (its SAN, or "8... Cd5") and the clauses.
pub(super) fn summary(label: &str, clauses: &Text) -> Text {
    msg!("explain-summary", san = label, clauses = clauses.clone())
}

/// The explanation, and the summary's clauses without the one naming the move itself (what
/// it captures, kidnaps, repulses, promotes to, check or mate).
fn describe_with_effects(pos: &Position, mv: &Move) -> (Explanation, Vec<Text>) {
    let san = pos.san(mv);
    let after = pos.play(mv);
    let mover = pos.side_to_move();
    let piece = pos
        .piece_at(mv.from)
        .unwrap_or(Piece::new(mover, PieceKind::Pawn));
    let mut details: Vec<Text> = Vec::new();
    let mut clauses: Vec<Text> = Vec::new();
    let mut does: Vec<Text> = Vec::new();
    let from_to = |id: &'static str| {
        Sentence::new(id)
            .square("from", mv.from)
            .square("to", mv.to)
    };

    match mv.kind {
        MoveKind::Castalia(effects) => {
            let dir = Direction::between(mv.from, mv.to).unwrap_or(Direction::North);
            details.push(
                from_to("explain-castalia-move")
                    .key("dir", super::words::direction_key(dir))
                    .text(),
            );
            clauses.push(from_to("explain-clause-castalia").text());
            let (kidnap, kidnap_clause) = kidnap_sentence(pos, mv, dir, &effects, false);
            details.push(kidnap);
            does.extend(kidnap_clause.clone());
            clauses.extend(kidnap_clause);
            let (repulse, repulse_clause) = repulse_sentence(pos, &after, mv, dir, &effects, false);
            details.push(repulse);
            does.extend(repulse_clause.clone());
            clauses.extend(repulse_clause);
            if does.is_empty() {
                does.push(msg!("explain-does-nothing"));
            }
        }
        MoveKind::Castle => {
            let castle = if mv.to.file() > mv.from.file() {
                CastleSide::King
            } else {
                CastleSide::Queen
            };
            let rank = mv.from.rank();
            let rook_from = Square::new(castle.rook_file(), rank);
            let rook_to = Square::new(castle.rook_to_file(), rank);
            details.push(
                from_to("explain-castling")
                    .key("side", side_key(castle))
                    .square("rook_from", rook_from)
                    .square("rook_to", rook_to)
                    .text(),
            );
            let castles = Sentence::new("explain-clause-castles")
                .key("side", side_key(castle))
                .text();
            clauses.push(castles.clone());
            does.push(castles);
        }
        MoveKind::EnPassant => {
            let victim = Square::new(mv.to.file(), mv.from.rank());
            let captured = Piece::new(mover.opposite(), PieceKind::Pawn);
            details.push(
                from_to("explain-en-passant")
                    .piece_on("victim", captured, victim)
                    .text(),
            );
            clauses.push(from_to("explain-clause-en-passant").text());
            does.push(
                Sentence::new("explain-does-en-passant")
                    .square("square", victim)
                    .text(),
            );
        }
        MoveKind::Normal | MoveKind::DoubleStep => {
            let captured = pos.piece_at(mv.to);
            // The summary names the move ("Knight f6-e4"); the details add only what it does
            // besides, so that no line is said twice.
            let clause = |id| from_to(id).kind("piece", piece.kind);
            let clause = match (captured, mv.promotion) {
                (None, None) => clause("explain-clause-move"),
                (Some(c), None) => clause("explain-clause-move-takes").kind("captured", c.kind),
                (None, Some(p)) => clause("explain-clause-move-promotes").kind("promotion", p),
                (Some(c), Some(p)) => clause("explain-clause-move-takes-promotes")
                    .kind("captured", c.kind)
                    .kind("promotion", p),
            };
            clauses.push(clause.text());
            if let Some(c) = captured {
                does.push(
                    Sentence::new("explain-does-takes")
                        .kind("piece", c.kind)
                        .square("square", mv.to)
                        .text(),
                );
            }
            if let Some(p) = mv.promotion {
                does.push(
                    Sentence::new("explain-does-promotes")
                        .kind("piece", p)
                        .text(),
                );
            }
            let detail = match (mv.kind, captured, mv.promotion) {
                (MoveKind::DoubleStep, _, _) => Some(Sentence::new("explain-double-step")),
                (_, Some(c), None) => {
                    Some(Sentence::new("explain-captures").piece_on("captured", c, mv.to))
                }
                (_, None, Some(p)) => {
                    Some(Sentence::new("explain-promotes").piece("promotion", Piece::new(mover, p)))
                }
                (_, Some(c), Some(p)) => Some(
                    Sentence::new("explain-captures-promotes")
                        .piece_on("captured", c, mv.to)
                        .piece("promotion", Piece::new(mover, p)),
                ),
                _ => None,
            };
            details.extend(detail.map(Sentence::text));
        }
    }

    if pos.is_check() {
        let checkers: Vec<(Piece, Square)> = pos
            .checkers()
            .into_iter()
            .filter_map(|sq| pos.piece_at(sq).map(|p| (p, sq)))
            .collect();
        details.push(msg!(
            "explain-answers-check",
            checkers = pieces_on(&checkers)
        ));
    }
    details.extend(castling_sentences(pos, &after));
    let (ending, ending_clause) = ending_sentence(mv, &after);
    details.extend(ending);
    does.extend(ending_clause.clone());
    clauses.extend(ending_clause);

    let clauses = join(clauses, "; ");
    let explanation = Explanation {
        mv: *mv,
        san: san.to_string(),
        summary: summary(&san, &clauses),
        clauses,
        details,
        why: None,
    };
    (explanation, does)
}

fn side_key(s: CastleSide) -> &'static str {
    match s {
        CastleSide::King => "king",
        CastleSide::Queen => "queen",
    }
}

/// The mood of a Castalia sentence: `played` for a move played, `would` for one that cannot
/// be (what it would do).
fn mood(would: bool) -> &'static str {
    if would {
        "would"
    } else {
        "played"
    }
}

/// The kidnap sentence, and a short clause for the summary when something was dragged;
/// `would`: said of an illegal move, in the conditional.
pub(super) fn kidnap_sentence(
    pos: &Position,
    mv: &Move,
    dir: Direction,
    effects: &CastaliaEffects,
    would: bool,
) -> (Text, Option<Text>) {
    let length = mv.from.distance(mv.to);
    let behind = first_blocker(mv.from, dir.opposite(), pos.board().occupied());
    let weak = pos.variant() == Variant::CastaliaWeak;
    let sentence = |id| Sentence::new(id).key("mood", mood(would));
    match effects.kidnap_from {
        Some(k) => {
            let victim = pos.piece_at(k);
            let king = victim.is_some_and(|p| p.kind == PieceKind::King);
            let id = match (weak, king) {
                (false, false) => "explain-kidnap",
                (false, true) => "explain-kidnap-king",
                (true, false) => "explain-kidnap-weak",
                (true, true) => "explain-kidnap-weak-king",
            };
            let clause = victim.map(|p| {
                Sentence::new("explain-clause-kidnaps")
                    .piece("piece", p)
                    .square("from", k)
                    .square("to", mv.from)
                    .text()
            });
            (
                sentence(id)
                    .line(mv.from, dir)
                    .occupant("victim", victim, k)
                    .square("to", mv.from)
                    .text(),
                clause,
            )
        }
        None => match behind {
            Some(b) if !pos.variant().castalia_kidnaps(length) => (
                sentence("explain-kidnap-weak-none")
                    .arg("length", length)
                    .occupant("stays", pos.piece_at(b), b)
                    .text(),
                None,
            ),
            _ => (
                sentence("explain-kidnap-nothing").line(mv.from, dir).text(),
                None,
            ),
        },
    }
}

/// The repulse sentence, and a short clause for the summary when a piece was pushed;
/// `would`: said of an illegal move, in the conditional.
pub(super) fn repulse_sentence(
    pos: &Position,
    after: &Position,
    mv: &Move,
    dir: Direction,
    effects: &CastaliaEffects,
    would: bool,
) -> (Text, Option<Text>) {
    let mover = pos.side_to_move();
    let sentence = |id| Sentence::new(id).key("mood", mood(would));
    let Some(beyond) = mv.to.step(dir) else {
        return (sentence("explain-repulse-edge").text(), None);
    };
    let Some(target) = pos.piece_at(beyond) else {
        return (
            sentence("explain-repulse-empty")
                .square("square", beyond)
                .text(),
            None,
        );
    };
    let victim = |id| sentence(id).piece_on("victim", target, beyond);
    if target.color == mover {
        return (victim("explain-repulse-own").text(), None);
    }
    let is_pawn = target.kind == PieceKind::Pawn;
    match effects.repulse {
        Some(r) => {
            let clause = Sentence::new(if r.promotes {
                "explain-clause-repulses-promotes"
            } else {
                "explain-clause-repulses"
            })
            .piece("piece", target)
            .square("from", r.from)
            .square("to", r.to)
            .text();
            let pushed = |id| {
                victim(id)
                    .key("dir", super::words::direction_key(dir))
                    .square("to", r.to)
            };
            let sentence = if r.promotes {
                pushed("explain-repulse-promotes")
            } else {
                match r.to.step(dir) {
                    None => pushed("explain-repulse-to-edge"),
                    Some(next) => match after.piece_at(next) {
                        Some(blocker) => {
                            pushed("explain-repulse-before").piece_on("blocker", blocker, next)
                        }
                        None if is_pawn && next.rank() == target.color.first_rank() => {
                            pushed("explain-repulse-pawn-stops")
                        }
                        None => pushed("explain-repulse-pushed"),
                    },
                }
            };
            (sentence.text(), Some(clause))
        }
        None => {
            let sentence = match beyond.step(dir) {
                None => victim("explain-repulse-stuck-edge"),
                Some(next) if is_pawn && next.rank() == target.color.first_rank() => {
                    victim("explain-repulse-stuck-first-rank")
                }
                Some(next) => match after.piece_at(next) {
                    Some(blocker) => {
                        victim("explain-repulse-stuck-blocked").piece_on("blocker", blocker, next)
                    }
                    None => victim("explain-repulse-stays"),
                },
            };
            (sentence.text(), None)
        }
    }
}

/// "White loses the right to castle king side (its rook left h1)." for each right lost.
fn castling_sentences(pos: &Position, after: &Position) -> Vec<Text> {
    let mut out = Vec::new();
    for color in Color::ALL {
        let home = color.first_rank();
        let lost: Vec<CastleSide> = CastleSide::ALL
            .into_iter()
            .filter(|&s| pos.castling().has(color, s) && !after.castling().has(color, s))
            .collect();
        if lost.is_empty() {
            continue;
        }
        let king_home = Square::new(crate::rules::File::E, home);
        let king_left = after.piece_at(king_home) != Some(Piece::new(color, PieceKind::King));
        if king_left {
            let sentence = if lost.len() == 2 {
                Sentence::new("explain-castling-lost-both")
            } else {
                Sentence::new("explain-castling-lost-king-left").key("side", side_key(lost[0]))
            };
            out.push(
                sentence
                    .color("color", color)
                    .square("square", king_home)
                    .text(),
            );
            continue;
        }
        for s in lost {
            let rook_home = Square::new(s.rook_file(), home);
            let captured = after.piece_at(rook_home).is_some_and(|p| p.color != color);
            let id = if captured {
                "explain-castling-lost-rook-captured"
            } else {
                "explain-castling-lost-rook-left"
            };
            out.push(
                Sentence::new(id)
                    .color("color", color)
                    .key("side", side_key(s))
                    .square("square", rook_home)
                    .text(),
            );
        }
    }
    out
}

/// Check, mate or stalemate after the move.
fn ending_sentence(mv: &Move, after: &Position) -> (Option<Text>, Option<Text>) {
    let defender = after.side_to_move();
    let in_check = after.is_check();
    let has_move = after.has_legal_move();
    if !in_check {
        if has_move {
            return (None, None);
        }
        return (
            Some(
                Sentence::new("explain-stalemate")
                    .color("color", defender)
                    .text(),
            ),
            Some(msg!("explain-clause-stalemate")),
        );
    }
    let king = after.board().king(defender).unwrap_or(Square::E1);
    let checkers: Vec<(Piece, Square)> = after
        .checkers()
        .into_iter()
        .filter_map(|sq| after.piece_at(sq).map(|p| (p, sq)))
        .collect();
    let castalia = mv.is_castalia();
    let sentence = |id| {
        Sentence::new(id)
            .color("king_color", defender)
            .square("king_square", king)
            .arg("attackers", pieces_on(&checkers))
    };
    if has_move {
        let id = if castalia {
            "explain-check-castalia"
        } else {
            "explain-check"
        };
        (
            Some(sentence(id).text()),
            Some(msg!("explain-clause-check")),
        )
    } else {
        let id = if castalia {
            "explain-checkmate-castalia"
        } else {
            "explain-checkmate"
        };
        (
            Some(sentence(id).color("winner", defender.opposite()).text()),
            Some(msg!("explain-clause-checkmate")),
        )
    }
}
