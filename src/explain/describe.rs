//! The sentences for a legal move: the move itself, the Castalia's kidnap and repulse with the
//! rule that decided each, lost castling rights, and the check, mate or stalemate that follows.

use super::words::{and_list, capitalise, distance, line_name, piece_on, side, squares};
use super::Explanation;
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
pub fn effect_label(pos: &Position, mv: &Move) -> String {
    let (explanation, effects) = describe_with_effects(pos, mv);
    if effects.is_empty() {
        explanation.san
    } else {
        format!("{}: {}", explanation.san, effects.join("; "))
    }
}

/// The explanation, and the summary's clauses without the one naming the move itself (what
/// it captures, kidnaps, repulses, promotes to, check or mate).
fn describe_with_effects(pos: &Position, mv: &Move) -> (Explanation, Vec<String>) {
    let san = pos.san(mv);
    let after = pos.play(mv);
    let mover = pos.side_to_move();
    let piece = pos
        .piece_at(mv.from)
        .unwrap_or(Piece::new(mover, PieceKind::Pawn));
    let mut details = Vec::new();
    let mut clauses = Vec::new();
    let mut does = Vec::new();

    match mv.kind {
        MoveKind::Castalia(effects) => {
            let dir = Direction::between(mv.from, mv.to).unwrap_or(Direction::North);
            details.push(format!("Castalia {}-{} ({}).", mv.from, mv.to, dir.name()));
            clauses.push(format!("Castalia {}-{}", mv.from, mv.to));
            let (kidnap, kidnap_clause) = kidnap_sentence(pos, mv, dir, &effects, false);
            details.push(kidnap);
            does.extend(kidnap_clause.clone());
            clauses.extend(kidnap_clause);
            let (repulse, repulse_clause) = repulse_sentence(pos, &after, mv, dir, &effects, false);
            details.push(repulse);
            does.extend(repulse_clause.clone());
            clauses.extend(repulse_clause);
            if does.is_empty() {
                does.push("no kidnap, no repulse".to_string());
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
            let side_name = match castle {
                CastleSide::King => "king",
                CastleSide::Queen => "queen",
            };
            details.push(format!(
                "Castling {side_name} side: the king goes {}-{} and the rook {rook_from}-{rook_to}.",
                mv.from, mv.to
            ));
            clauses.push(format!("castles {side_name} side"));
            does.push(format!("castles {side_name} side"));
        }
        MoveKind::EnPassant => {
            let victim = Square::new(mv.to.file(), mv.from.rank());
            let captured = Piece::new(mover.opposite(), PieceKind::Pawn);
            details.push(format!(
                "Pawn {}x{} en passant: it captures {}, which has just made its double step past {}.",
                mv.from,
                mv.to,
                piece_on(captured, victim),
                mv.to
            ));
            clauses.push(format!("pawn {}x{} en passant", mv.from, mv.to));
            does.push(format!("takes the pawn on {victim} en passant"));
        }
        MoveKind::Normal | MoveKind::DoubleStep => {
            let name = capitalise(piece.kind.name());
            let captured = pos.piece_at(mv.to);
            let sep = if captured.is_some() { 'x' } else { '-' };
            // The summary names the move ("Knight f6-e4"); the details add only what it does
            // besides, so that no line is said twice.
            let mut clause = format!("{name} {}{sep}{}", mv.from, mv.to);
            let mut more = Vec::new();
            if mv.kind == MoveKind::DoubleStep {
                more.push("it is a double step from its second rank".to_string());
            }
            if let Some(c) = captured {
                more.push(format!("it captures {}", piece_on(c, mv.to)));
                clause.push_str(&format!(" takes the {}", c.kind));
                does.push(format!("takes the {} on {}", c.kind, mv.to));
            }
            if let Some(p) = mv.promotion {
                more.push(format!("the pawn becomes a {} {p}", mover));
                clause.push_str(&format!(", promoting to a {p}"));
                does.push(format!("promotes to a {p}"));
            }
            if !more.is_empty() {
                details.push(format!("{}.", capitalise(&more.join(", and "))));
            }
            clauses.push(clause);
        }
    }

    if pos.is_check() {
        let checkers: Vec<String> = pos
            .checkers()
            .into_iter()
            .filter_map(|sq| pos.piece_at(sq).map(|p| piece_on(p, sq)))
            .collect();
        details.push(format!(
            "This answers the check from {}.",
            and_list(&checkers)
        ));
    }
    details.extend(castling_sentences(pos, &after));
    let (ending, ending_clause) = ending_sentence(mv, &after);
    details.extend(ending);
    does.extend(ending_clause.clone());
    clauses.extend(ending_clause);

    let summary = format!("{san}: {}.", clauses.join("; "));
    let explanation = Explanation {
        mv: *mv,
        san: san.to_string(),
        summary,
        details,
        why: None,
    };
    (explanation, does)
}

/// `present` for a move played, `conditional` for one that cannot be (what it would do).
fn tense<'a>(would: bool, present: &'a str, conditional: &'a str) -> &'a str {
    if would {
        conditional
    } else {
        present
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
) -> (String, Option<String>) {
    let line = line_name(mv.from, dir);
    let length = distance(mv.from, mv.to);
    let behind = first_blocker(mv.from, dir.opposite(), pos.board().occupied());
    let weak = pos.variant() == Variant::CastaliaWeak;
    match effects.kidnap_from {
        Some(k) => {
            let victim = pos.piece_at(k).map_or(k.to_string(), |p| piece_on(p, k));
            let king_note = match pos.piece_at(k) {
                Some(p) if p.kind == PieceKind::King => " (kings are kidnapped like any piece)",
                _ => "",
            };
            let rule = if weak {
                tense(
                    would,
                    " the move is one square long, so in the weak rule set the Castalia kidnaps:",
                    " the move is one square long, so in the weak rule set the Castalia would kidnap:",
                )
            } else {
                ""
            };
            let dragged = tense(would, "is dragged", "would be dragged");
            let clause = pos.piece_at(k).map(|p| {
                format!("kidnaps the {} from {k} to {}", p, mv.from)
            });
            (
                format!(
                    "Kidnap:{rule} the nearest piece behind it on {line}, {victim}, {dragged} to {}{king_note}.",
                    mv.from
                ),
                clause,
            )
        }
        None => match behind {
            Some(b) if weak && length > 1 => (
                format!(
                    "Kidnap: none. In the weak rule set the Castalia kidnaps only when it moves exactly one square, and this move is {} long, so {} {}.",
                    squares(length),
                    pos.piece_at(b).map_or(b.to_string(), |p| piece_on(p, b)),
                    tense(would, "stays", "would stay")
                ),
                None,
            ),
            _ => (
                format!(
                    "Kidnap: nothing stands behind it on {line}, so nothing {}.",
                    tense(would, "is dragged", "would be dragged")
                ),
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
) -> (String, Option<String>) {
    let mover = pos.side_to_move();
    let stays = tense(would, "stays", "would stay");
    let Some(beyond) = mv.to.step(dir) else {
        return (
            tense(
                would,
                "Repulse: the Castalia stops at the edge of the board, so there is nothing beyond it to push.",
                "Repulse: the Castalia would stop at the edge of the board, so there would be nothing beyond it to push.",
            )
            .to_string(),
            None,
        );
    };
    let Some(target) = pos.piece_at(beyond) else {
        return (
            format!(
                "Repulse: {beyond}, beyond it, is empty, so nothing {}.",
                tense(would, "is pushed", "would be pushed")
            ),
            None,
        );
    };
    let victim = piece_on(target, beyond);
    if target.color == mover {
        return (
            format!(
                "Repulse: {victim}, beyond it, is on the Castalia's own side, and a Castalia pushes only enemy pieces."
            ),
            None,
        );
    }
    let is_pawn = target.kind == PieceKind::Pawn;
    match effects.repulse {
        Some(r) => {
            let clause = Some(if r.promotes {
                format!(
                    "repulses the {} from {} to {} (it becomes a queen)",
                    target, r.from, r.to
                )
            } else {
                format!("repulses the {} from {} to {}", target, r.from, r.to)
            });
            let pushed = format!(
                "Repulse: {victim} {} {} to {}",
                tense(would, "is pushed", "would be pushed"),
                dir.name(),
                r.to
            );
            let sentence = if r.promotes {
                format!(
                    "{pushed}, its promotion rank, and {} a {} queen.",
                    tense(would, "becomes", "would become"),
                    target.color
                )
            } else {
                match r.to.step(dir) {
                    None => format!("{pushed}, the remotest empty square, at the edge of the board."),
                    Some(next) => match after.piece_at(next) {
                        Some(blocker) => format!(
                            "{pushed}, the remotest empty square before {}.",
                            piece_on(blocker, next)
                        ),
                        None if is_pawn && next.rank() == target.color.first_rank() => format!(
                            "{pushed}: a pawn may not be pushed onto its own first rank, so it {} on its second rank.",
                            tense(would, "stops", "would stop")
                        ),
                        None => format!("{pushed}."),
                    },
                }
            };
            (sentence, clause)
        }
        None => {
            let sentence = match beyond.step(dir) {
                None => format!(
                    "Repulse: {victim} cannot move, as it stands at the edge of the board, so it {stays}."
                ),
                Some(next) if is_pawn && next.rank() == target.color.first_rank() => format!(
                    "Repulse: {victim} cannot be pushed back onto its first rank, so it {stays}."
                ),
                Some(next) => match after.piece_at(next) {
                    Some(blocker) => format!(
                        "Repulse: {victim} cannot move, because the next square, {next}, holds the {blocker}, so it {stays}."
                    ),
                    None => format!("Repulse: {victim} {stays}."),
                },
            };
            (sentence, None)
        }
    }
}

/// "White loses the right to castle king side (its rook left h1)." for each right lost.
fn castling_sentences(pos: &Position, after: &Position) -> Vec<String> {
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
            let which = if lost.len() == 2 {
                "to castle".to_string()
            } else {
                format!("to castle {} side", side_name(lost[0]))
            };
            out.push(format!(
                "{} loses the right {which}: its king left {king_home}.",
                side(color)
            ));
            continue;
        }
        for s in lost {
            let rook_home = Square::new(s.rook_file(), home);
            let captured = after.piece_at(rook_home).is_some_and(|p| p.color != color);
            let cause = if captured {
                format!("its rook on {rook_home} was captured")
            } else {
                format!("its rook left {rook_home}")
            };
            out.push(format!(
                "{} loses the right to castle {} side: {cause}.",
                side(color),
                side_name(s)
            ));
        }
    }
    out
}

fn side_name(s: CastleSide) -> &'static str {
    match s {
        CastleSide::King => "king",
        CastleSide::Queen => "queen",
    }
}

/// Check, mate or stalemate after the move.
fn ending_sentence(mv: &Move, after: &Position) -> (Option<String>, Option<String>) {
    let defender = after.side_to_move();
    let in_check = after.is_check();
    let has_move = after.has_legal_move();
    if !in_check {
        if has_move {
            return (None, None);
        }
        return (
            Some(format!(
                "Stalemate: {} has no legal move and is not in check, so the game is drawn.",
                side(defender)
            )),
            Some("stalemate".to_string()),
        );
    }
    let king = after.board().king(defender).unwrap_or(Square::E1);
    let checkers: Vec<String> = after
        .checkers()
        .into_iter()
        .filter_map(|sq| after.piece_at(sq).map(|p| piece_on(p, sq)))
        .collect();
    let king_piece = Piece::new(defender, PieceKind::King);
    let castalia_note = if mv.is_castalia() {
        " (the Castalia itself never gives check)"
    } else {
        ""
    };
    let attacked = format!(
        "{} is attacked by {}{castalia_note}",
        piece_on(king_piece, king),
        and_list(&checkers)
    );
    if has_move {
        (
            Some(format!("Check: {attacked}.")),
            Some("check".to_string()),
        )
    } else {
        (
            Some(format!(
                "Checkmate: {attacked}, and {} has no legal move. {} wins.",
                side(defender),
                side(defender.opposite())
            )),
            Some("checkmate".to_string()),
        )
    }
}
