//! A game review: every position of a game searched at a fixed node budget, every move judged
//! against the engine's best (lichess's thresholds, see `analysis`), the better move and its
//! reason for each inaccuracy, mistake and blunder, accuracy per player, the key moments
//! (largest swings), Castalia notes (a missed kidnap mate, a repulse that gave away a queen)
//! and an annotated PGN with `?!` / `?` / `??` and `[%eval ...]` comments.
//!
//! The work is split into steps (one search each) so that a caller can show progress, yield to
//! more urgent work between steps, or stop.

use super::analysis::{
    classify, game_accuracy, material_swing, parent_score, pawns_for_white, resolved_line,
    san_line, search, win_percent, Quality,
};
use super::why::{better_was, fault_of, reason_for};
use super::words::Sentence;
use crate::engine::{Engine, Score};
use crate::i18n::{Lang, Text};
use crate::msg;
use crate::render::graph::{eval_graph_png, GraphMark, MarkKind};
use crate::render::{render_png, Arrow, ArrowStyle, RenderError, RenderOptions};
use crate::rules::pgn::{comment, pgn_tags, tag_lines, wrap_movetext, PgnHeaders};
use crate::rules::{Color, GameRecord, Move, MoveKind, Outcome, PieceKind, Position};

/// Nodes per position when none is configured (a 60-move game in well under 30 s on one core).
pub const DEFAULT_REVIEW_NODES: u64 = 60_000;

/// How many key moments a review names.
pub const KEY_MOMENTS: usize = 3;

/// One move as the review judges it.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// Index of the move in the game (0 = the first move).
    pub ply: usize,
    pub mover: Color,
    /// "12." or "12..." and the SAN.
    pub number: String,
    pub san: String,
    pub mv: Move,
    pub quality: Quality,
    /// The best score and the move's score, for the mover.
    pub best: Score,
    pub played: Score,
    /// White's win percent before and after the move.
    pub white_before: f64,
    pub white_after: f64,
    /// For an inaccuracy, mistake or blunder: the engine's move, its SAN and why it is better
    /// (a predicate that follows "which", see `why::better_was`).
    pub better: Option<(Move, String, Text)>,
    /// For a mistake or blunder: why it is one, a sentence ("It loses the queen: ...").
    pub fault: Option<Text>,
    /// Castalia notes, sentences: a missed mate, a kidnap mate missed, a repulse that gave
    /// away a queen.
    pub notes: Vec<Text>,
}

impl MoveReview {
    /// "12... Qd5??".
    pub fn label(&self) -> String {
        format!("{} {}{}", self.number, self.san, self.quality.glyph())
    }

    /// The score after the move for White, as `[%eval]` writes it: `0.35`, `-1.20`, `#3`.
    pub fn eval_for_white(&self) -> String {
        pawns_for_white(self.played, self.mover).replace('+', "")
    }

    /// After the quality: why the move is an error, the better move and why, the notes; each a
    /// sentence.
    pub fn verdict_words(&self) -> Vec<Text> {
        let mut out = Vec::new();
        out.extend(self.fault.clone());
        if let Some((_, san, reason)) = &self.better {
            out.push(better_was(san, reason.clone()));
        }
        out.extend(self.notes.iter().cloned());
        out
    }

    /// Whether the engine had a forced mate for the mover that this move gave up.
    pub fn missed_mate(&self) -> Option<i32> {
        let m = self.best.mate_in_moves().filter(|m| *m > 0)?;
        (self.played.mate_in_moves().is_none_or(|p| p <= 0) && self.quality.is_error()).then_some(m)
    }
}

/// A whole game reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    pub start: Position,
    pub moves: Vec<MoveReview>,
    /// White's win percent at every position, the start first.
    pub white_win: Vec<f64>,
    /// Lichess accuracy, White then Black (`None` for a side without a move).
    pub accuracy: [Option<f64>; 2],
    /// Plies of the largest swings, in game order.
    pub key_moments: Vec<usize>,
    pub nodes: u64,
}

/// Counts of inaccuracies, mistakes and blunders.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ErrorCounts {
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
}

impl Review {
    pub fn errors(&self, side: Color) -> ErrorCounts {
        let mut c = ErrorCounts::default();
        for m in self.moves.iter().filter(|m| m.mover == side) {
            match m.quality {
                Quality::Inaccuracy => c.inaccuracies += 1,
                Quality::Mistake => c.mistakes += 1,
                Quality::Blunder => c.blunders += 1,
                _ => {}
            }
        }
        c
    }

    /// The position before move `ply`.
    pub fn position_before(&self, ply: usize) -> Position {
        let mut pos = self.start.clone();
        for m in self.moves.iter().take(ply) {
            pos = pos.play(&m.mv);
        }
        pos
    }

    /// The summary in lines: accuracy and errors per side (named `white` and `black`: a name,
    /// or the bot in the reader's words), then the key moments.
    pub fn summary(&self, white: Text, black: Text) -> Vec<Text> {
        let mut out = Vec::new();
        for (color, name, acc) in [
            (Color::White, white, self.accuracy[0]),
            (Color::Black, black, self.accuracy[1]),
        ] {
            let e = self.errors(color);
            let line = match acc {
                Some(a) => Sentence::new("review-line-side").arg("accuracy", format!("{a:.0}")),
                None => Sentence::new("review-line-side-no-moves"),
            };
            out.push(
                line.arg("name", name.clone())
                    .color("color", color)
                    .arg("inaccuracies", e.inaccuracies)
                    .arg("mistakes", e.mistakes)
                    .arg("blunders", e.blunders)
                    .text(),
            );
        }
        for &ply in &self.key_moments {
            if let Some(m) = self.moves.get(ply) {
                out.push(self.moment_line(m));
            }
        }
        out
    }

    /// "23... Qd5??: blunder (White's winning chance 48% -> 91%). It loses the queen: 23...
    /// Qd5 24. Rxd5. Better was Ke2, which keeps the evaluation at +0.30."
    pub fn moment_line(&self, m: &MoveReview) -> Text {
        let line = Sentence::new("review-line-moment")
            .arg("move", m.label())
            .key("quality", m.quality.key())
            .arg("before", format!("{:.0}", m.white_before))
            .arg("after", format!("{:.0}", m.white_after))
            .text();
        super::describe::join(
            std::iter::once(line).chain(m.verdict_words()).collect(),
            " ",
        )
    }

    /// The game as PGN with `?!` / `?` / `??` after the moves judged so, `[%eval]` after every
    /// move but one that ends the game on the board (after a mate there is nothing to
    /// evaluate), and the better move in words after each error. `outcome` and `headers` as
    /// for `write_pgn` (so a resigned game keeps its result and `Termination`); an
    /// `Annotator` tag names the review. The comments are in English (`annotated_pgn_in`
    /// writes them in another language).
    pub fn annotated_pgn(
        &self,
        record: &GameRecord,
        outcome: Option<&Outcome>,
        headers: &PgnHeaders,
    ) -> String {
        self.annotated_pgn_in(Lang::En, record, outcome, headers)
    }

    /// [`Review::annotated_pgn`] with its comments in `lang`.
    pub fn annotated_pgn_in(
        &self,
        lang: Lang,
        record: &GameRecord,
        outcome: Option<&Outcome>,
        headers: &PgnHeaders,
    ) -> String {
        let mut headers = headers.clone();
        headers.extra.push((
            "Annotator".into(),
            format!("castalia-bot review, {} nodes a move", self.nodes),
        ));
        let tags = pgn_tags(record, outcome, &headers);
        let result = tags
            .iter()
            .find(|(k, _)| k == "Result")
            .map_or("*", |(_, v)| v.as_str());
        let mut out = tag_lines(&tags);
        let ended_on_board = record.outcome().is_some();
        let mut words: Vec<String> = Vec::new();
        for (i, m) in self.moves.iter().enumerate() {
            if m.mover == Color::White || i == 0 {
                words.push(m.number.clone());
            }
            words.push(format!("{}{}", m.san, m.quality.glyph()));
            let last = i + 1 == self.moves.len();
            let mut parts = Vec::new();
            if !(last && ended_on_board) {
                parts.push(format!("[%eval {}]", m.eval_for_white()));
            }
            let say = |t: Text| t.words(lang);
            if m.quality.is_error() {
                parts.push(say(Sentence::new("review-line-pgn-quality")
                    .key("quality", m.quality.key())
                    .text()));
                parts.extend(m.verdict_words().into_iter().map(say));
            } else {
                parts.extend(m.notes.iter().cloned().map(say));
            }
            if parts.is_empty() {
                continue;
            }
            words.push(comment(&parts.join(" ")));
            if m.mover == Color::White && !last {
                // Black's move after a comment is numbered again, as PGN readers expect.
                words.push(format!("{}...", m.number.trim_end_matches('.')));
            }
        }
        words.push(result.to_string());
        wrap_movetext(words.iter().map(String::as_str), &mut out);
        out
    }
}

impl Review {
    /// The marks of the evaluation graph: one per inaccuracy, mistake and blunder.
    pub fn graph_marks(&self) -> Vec<GraphMark> {
        self.moves
            .iter()
            .filter_map(|m| {
                let kind = match m.quality {
                    Quality::Inaccuracy => MarkKind::Inaccuracy,
                    Quality::Mistake => MarkKind::Mistake,
                    Quality::Blunder => MarkKind::Blunder,
                    _ => return None,
                };
                Some(GraphMark {
                    position: m.ply + 1,
                    kind,
                })
            })
            .collect()
    }

    /// The evaluation graph as a PNG, its words in `lang`.
    pub fn graph_png(&self, width: u32, height: u32, lang: Lang) -> Result<Vec<u8>, RenderError> {
        eval_graph_png(
            &self.white_win,
            &self.graph_marks(),
            self.start.fullmove_number(),
            width,
            height,
            lang,
        )
    }

    /// The board before move `ply` with the move played (green) and the better move (blue,
    /// thinner and on top, so that both show where they overlap), the move's verdict as the
    /// header.
    pub fn moment_png(&self, ply: usize, opts: &RenderOptions) -> Result<Vec<u8>, RenderError> {
        let pos = self.position_before(ply);
        let mut arrows = Vec::new();
        let mut header = None;
        if let Some(m) = self.moves.get(ply) {
            arrows.push(Arrow::new(m.mv.from, m.mv.to, ArrowStyle::Move));
            let words = |id| {
                Sentence::new(id)
                    .arg("move", m.label())
                    .key("quality", m.quality.key())
            };
            let words = if let Some((b, san, _)) = &m.better {
                arrows.push(Arrow::new(b.from, b.to, ArrowStyle::Hint).thin());
                words("review-line-moment-header-better").arg("better", san.as_str())
            } else {
                words("review-line-moment-header")
            };
            header = Some(words.text().words(opts.lang));
        }
        let opts = RenderOptions {
            arrows,
            header,
            last_move: None,
            ..opts.clone()
        };
        render_png(&pos, &opts)
    }

    /// The side a key moment's board is drawn from: `reviewer`'s (a player of the game), or
    /// else the side that made the move.
    pub fn moment_side(&self, ply: usize, reviewer: Option<Color>) -> Color {
        reviewer.unwrap_or_else(|| self.position_before(ply).side_to_move())
    }

    /// One picture for a chat reply: the evaluation graph (`width` x `height`) and below it
    /// the key moments' boards side by side (as `moment_png` draws them, `square_px` a square,
    /// each from `moment_side`'s side), its words in `lang`.
    pub fn report_png(
        &self,
        width: u32,
        height: u32,
        square_px: u32,
        reviewer: Option<Color>,
        lang: Lang,
    ) -> Result<Vec<u8>, RenderError> {
        let decode = |bytes: Vec<u8>| {
            image::load_from_memory(&bytes)
                .map(|i| i.to_rgba8())
                .map_err(|e| RenderError::Encode(e.to_string()))
        };
        let graph = decode(self.graph_png(width, height, lang)?)?;
        let boards = self
            .key_moments
            .iter()
            .map(|&ply| {
                let opts = RenderOptions {
                    square_px,
                    flipped: self.moment_side(ply, reviewer) == Color::Black,
                    lang,
                    ..RenderOptions::default()
                };
                decode(self.moment_png(ply, &opts)?)
            })
            .collect::<Result<Vec<_>, _>>()?;
        const GAP: u32 = 12;
        let boards_width: u32 = boards.iter().map(|b| b.width() + GAP).sum();
        let boards_height = boards.iter().map(|b| b.height()).max().unwrap_or(0);
        let total_width = graph.width().max(boards_width.saturating_sub(GAP));
        let total_height = graph.height()
            + if boards.is_empty() {
                0
            } else {
                GAP + boards_height
            };
        let background = *graph.get_pixel(0, 0);
        let mut canvas = image::RgbaImage::from_pixel(total_width, total_height, background);
        image::imageops::overlay(&mut canvas, &graph, 0, 0);
        let mut x = 0i64;
        for board in &boards {
            image::imageops::overlay(&mut canvas, board, x, i64::from(graph.height() + GAP));
            x += i64::from(board.width() + GAP);
        }
        let mut out = std::io::Cursor::new(Vec::new());
        canvas
            .write_to(&mut out, image::ImageFormat::Png)
            .map_err(|e| RenderError::Encode(e.to_string()))?;
        Ok(out.into_inner())
    }
}

/// One searched position.
#[derive(Clone, Debug)]
struct Searched {
    score: Score,
    best: Option<Move>,
    pv: Vec<Move>,
}

/// A review under way: `step` searches one position; `finish` judges the moves.
pub struct Reviewer {
    positions: Vec<Position>,
    keys: Vec<u64>,
    moves: Vec<Move>,
    searched: Vec<Searched>,
    nodes: u64,
}

impl Reviewer {
    pub fn new(record: &GameRecord, nodes: u64) -> Reviewer {
        let mut positions = vec![record.start().clone()];
        for mv in record.moves() {
            let next = positions[positions.len() - 1].play(mv);
            positions.push(next);
        }
        let keys = positions.iter().map(Position::repetition_key).collect();
        Reviewer {
            positions,
            keys,
            moves: record.moves().to_vec(),
            searched: Vec::new(),
            nodes: nodes.max(1),
        }
    }

    /// Positions to search in all.
    pub fn total(&self) -> usize {
        self.positions.len()
    }

    /// Positions searched so far.
    pub fn done(&self) -> usize {
        self.searched.len()
    }

    pub fn is_done(&self) -> bool {
        self.done() == self.total()
    }

    /// Searches the next position; returns whether all are searched.
    pub fn step(&mut self, engine: &mut Engine) -> bool {
        let i = self.searched.len();
        if let Some(pos) = self.positions.get(i) {
            let repeated = self.keys[..i]
                .iter()
                .filter(|&&k| k == self.keys[i])
                .count()
                >= 2;
            let s = if !pos.has_legal_move() {
                Searched {
                    score: if pos.is_check() {
                        Score::mated_in_plies(0)
                    } else {
                        Score::DRAW
                    },
                    best: None,
                    pv: Vec::new(),
                }
            } else if repeated || (i == self.moves.len() && pos.halfmove_clock() >= 100) {
                // The game ended here by repetition or the 50-move rule.
                Searched {
                    score: Score::DRAW,
                    best: None,
                    pv: Vec::new(),
                }
            } else {
                let r = search(engine, pos, &self.keys[..i], self.nodes, 1);
                Searched {
                    score: r.score,
                    best: r.best_move,
                    pv: r.pv,
                }
            };
            self.searched.push(s);
        }
        self.is_done()
    }

    /// Judges every move (searching what is left first).
    pub fn finish(mut self, engine: &mut Engine) -> Review {
        while !self.step(engine) {}
        let white = |score: Score, side: Color| match side {
            Color::White => win_percent(score),
            Color::Black => 100.0 - win_percent(score),
        };
        let white_win: Vec<f64> = self
            .positions
            .iter()
            .zip(&self.searched)
            .map(|(p, s)| white(s.score, p.side_to_move()))
            .collect();
        let mut moves = Vec::with_capacity(self.moves.len());
        for (i, mv) in self.moves.iter().enumerate() {
            let pos = &self.positions[i];
            let mover = pos.side_to_move();
            let here = &self.searched[i];
            let played = parent_score(self.searched[i + 1].score);
            let is_best = here.best == Some(*mv) || played >= here.score;
            let quality = classify(here.score, played, is_best);
            let number = if mover == Color::White {
                format!("{}.", pos.fullmove_number())
            } else {
                format!("{}...", pos.fullmove_number())
            };
            // The move's own line: the move, then the engine's line from the position reached.
            let mut played_pv = vec![*mv];
            played_pv.extend(self.searched[i + 1].pv.iter().copied());
            let mut better = None;
            if quality.is_error() {
                if let Some(b) = here.best {
                    better = Some((
                        b,
                        pos.san(&b).to_string(),
                        reason_for(engine, pos, here.score, &here.pv, &played_pv),
                    ));
                }
            }
            let fault = (quality >= Quality::Mistake)
                .then(|| fault_of(engine, pos, &self.keys[..i], played, &played_pv));
            let mut review = MoveReview {
                ply: i,
                mover,
                number,
                san: pos.san(mv).to_string(),
                mv: *mv,
                quality,
                best: here.score,
                played,
                white_before: white_win[i],
                white_after: white_win[i + 1],
                better,
                fault,
                notes: Vec::new(),
            };
            review.notes = notes(engine, pos, &review, &here.pv, &self.searched[i + 1].pv);
            moves.push(review);
        }
        let first = self.positions[0].side_to_move();
        let accuracy = [
            game_accuracy(&white_win, Color::White, first),
            game_accuracy(&white_win, Color::Black, first),
        ];
        let mut swings: Vec<(usize, f64)> = moves
            .iter()
            .filter(|m| m.quality.is_error())
            .map(|m| (m.ply, (m.white_after - m.white_before).abs()))
            .collect();
        swings.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut key_moments: Vec<usize> = swings.iter().take(KEY_MOMENTS).map(|s| s.0).collect();
        key_moments.sort_unstable();
        Review {
            start: self.positions[0].clone(),
            moves,
            white_win,
            accuracy,
            key_moments,
            nodes: self.nodes,
        }
    }
}

/// Castalia notes (and a missed mate) for one move.
fn notes(
    engine: &mut Engine,
    pos: &Position,
    m: &MoveReview,
    best_pv: &[Move],
    reply_pv: &[Move],
) -> Vec<Text> {
    let mut out = Vec::new();
    if let Some(n) = m.missed_mate() {
        if let Some((b, san, reason)) = &m.better {
            let line = san_line(pos, &best_pv[..best_pv.len().min(2 * n as usize - 1)]);
            let kidnap = matches!(b.kind, MoveKind::Castalia(e) if e.kidnap_from.is_some());
            let repulse = matches!(b.kind, MoveKind::Castalia(e) if e.repulse.is_some());
            let what = if kidnap {
                "kidnap"
            } else if repulse {
                "repulse"
            } else {
                "mate"
            };
            // The better move's reason already shows the line when it is the mate.
            let note = if reason.contains(&line) {
                Sentence::new("review-line-missed-mate")
            } else {
                Sentence::new("review-line-missed-mate-line").arg("line", line)
            };
            out.push(
                note.key("kind", what)
                    .arg("moves", n)
                    .arg("better", san.as_str())
                    .text(),
            );
        }
    }
    if let MoveKind::Castalia(effects) = m.mv.kind {
        if m.quality >= Quality::Mistake {
            if let Some(r) = effects.repulse {
                if r.promotes {
                    out.push(msg!(
                        "review-line-repulse-promoted",
                        from = r.from.to_string(),
                        to = r.to.to_string()
                    ));
                } else {
                    let mut line = vec![m.mv];
                    line.extend(reply_pv.iter().copied());
                    let line = resolved_line(engine, pos, &line);
                    let swing = material_swing(pos, &line, m.mover);
                    if swing.lost.contains(&PieceKind::Queen) && swing.net <= -3 {
                        out.push(msg!(
                            "review-line-repulse-loses-queen",
                            line = san_line(pos, &line[..swing.plies.max(1)])
                        ));
                    }
                }
            }
        }
    }
    out
}

/// Reviews a whole game at once.
pub fn review_game(engine: &mut Engine, record: &GameRecord, nodes: u64) -> Review {
    Reviewer::new(record, nodes).finish(engine)
}

/// Reviews a game read elsewhere; a convenience for callers that only have moves.
pub fn review_moves(engine: &mut Engine, start: Position, moves: &[Move], nodes: u64) -> Review {
    let mut record = GameRecord::new(start);
    for mv in moves {
        record.push(*mv);
    }
    review_game(engine, &record, nodes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_and_evals() {
        let pos = Position::start(crate::rules::Variant::Castalia);
        let mv = pos.parse_move("e4").expect("legal");
        let m = MoveReview {
            ply: 0,
            mover: Color::White,
            number: "1.".into(),
            san: "e4".into(),
            mv,
            quality: Quality::Mistake,
            best: Score(30),
            played: Score(-150),
            white_before: 52.0,
            white_after: 36.0,
            better: None,
            fault: None,
            notes: Vec::new(),
        };
        assert_eq!(m.label(), "1. e4?");
        assert_eq!(m.eval_for_white(), "-1.50");
    }
}
