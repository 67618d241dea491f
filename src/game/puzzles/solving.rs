//! Solving puzzles: `/puzzle` (near the player's puzzle rating, or of a theme), `/puzzle daily`,
//! answers, giving up. The puzzle being solved, the puzzle rating (Glicko-2, new solvers start
//! at 1000) and the streak live in the player's record; each puzzle's own rating, refined by
//! its solvers' results (both ratings move, as on lichess), is stored by puzzle id
//! (`PuzzleStanding`, `Store::puzzle_standings`).
//!
//! Answers: `/puzzle move:X` always answers the puzzle; a plain `/move X` answers it only in the
//! channel where it was asked for and only when the player has no game going there (a player
//! in a game keeps moving in the game). Puzzle replies are private (ephemeral on Discord).

use crate::explain::explain_move;
use crate::game::commands::command::{Context, PuzzleCommand};
use crate::game::error::{ErrorKind, GameError};
use crate::game::model::{
    ActivePuzzle, Player, PuzzleRecord, PuzzleStanding, Rating, PUZZLE_MIN_DEVIATION,
    RECENT_PUZZLES,
};
use crate::game::puzzles::PuzzleService;
use crate::game::replies::reply::{Attachment, PlayedMove, PuzzleView, Reply, ReplyKind};
use crate::game::replies::text::{Arg, Text};
use crate::game::store::{Batch, PuzzleWrites};
use crate::i18n::Lang;
use crate::msg;
use crate::puzzles::themes::{theme_name, THEMES};
use crate::puzzles::{Goal, Puzzle};
use crate::render::{first_fitting, Arrow, ArrowStyle, RenderOptions};
use crate::rules::{Color, Move, MoveKind, Position};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use std::collections::HashMap;

use crate::game::puzzles::DAY_MS;

impl PuzzleService {
    /// The position the caller's puzzle is at, if they are solving one.
    pub(in crate::game) fn puzzle_position(&self, ctx: &Context) -> Option<Position> {
        let player = self.player_repo.player(ctx.user).ok()??;
        let active = player.puzzles.active?;
        let puzzle = self.kernel.config.puzzles.get(&active.id)?;
        let (_, positions) = puzzle.line().ok()?;
        positions.get(active.done).cloned()
    }

    pub(in crate::game) fn puzzle(
        &self,
        ctx: &Context,
        command: PuzzleCommand,
    ) -> Result<Reply, GameError> {
        match command {
            PuzzleCommand::New { theme } => self.new_puzzle(ctx, theme.as_deref()),
            PuzzleCommand::Daily => self.daily_puzzle(ctx),
            PuzzleCommand::Move { text } => self.puzzle_move(ctx, &text),
            PuzzleCommand::GiveUp => self.give_up(ctx),
            PuzzleCommand::Show => {
                let player = self.kernel.player(ctx.user, &ctx.name)?;
                let (puzzle, active) = self.active_puzzle(&player)?;
                let (line, positions) = puzzle.line().map_err(|_| no_puzzle())?;
                let pos = positions.get(active.done).ok_or_else(no_puzzle)?;
                let rating = self.puzzle_standing(puzzle)?.rating.rating;
                let last = reply_before(&line, active.done);
                let text = intro(puzzle, pos, rating);
                let kind = ReplyKind::Puzzle;
                Ok(self.puzzle_reply(ctx, puzzle, pos, last.as_ref(), &[], kind, text))
            }
        }
    }

    /// Whether a plain `/move` by this user here answers a puzzle: one is being solved, it was
    /// asked for in this channel, and the user has no game going in this channel.
    pub(in crate::game) fn move_goes_to_puzzle(&self, ctx: &Context) -> Result<bool, GameError> {
        let Some(player) = self.player_repo.player(ctx.user)? else {
            return Ok(false);
        };
        let here = player
            .puzzles
            .active
            .as_ref()
            .is_some_and(|a| a.channel == ctx.channel);
        if !here {
            return Ok(false);
        }
        Ok(self.kernel.my_games_here(ctx)?.is_empty())
    }

    fn new_puzzle(&self, ctx: &Context, theme: Option<&str>) -> Result<Reply, GameError> {
        let theme = match theme.map(str::trim).filter(|t| !t.is_empty()) {
            None => None,
            Some(t) => Some(theme_name(t).ok_or_else(|| {
                GameError::BadOption(msg!(
                    "puzzle-no-such-theme",
                    theme = t,
                    themes = THEMES.map(|(n, _)| n).join(", ")
                ))
            })?),
        };
        let mut player = self.kernel.player(ctx.user, &ctx.name)?;
        let record = &player.puzzles;
        let recent = record.recent.clone();
        let pick =
            (ctx.user.0 ^ self.kernel.now() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 17;
        let set = &self.kernel.config.puzzles;
        let standings: HashMap<String, PuzzleStanding> =
            self.puzzle_repo.puzzle_standings()?.into_iter().collect();
        let rating_of = |p: &Puzzle| {
            standings
                .get(&p.id)
                .map_or(f64::from(p.rating), |s| s.rating.rating)
        };
        let puzzle = set
            .near(
                record.rating.rating,
                theme,
                &|id| recent.iter().any(|r| r == id),
                &rating_of,
                pick,
            )
            .or_else(|| set.near(record.rating.rating, theme, &|_| false, &rating_of, pick))
            .ok_or_else(|| {
                GameError::Refused(Text::msg(match theme {
                    Some(_) => "puzzle-none-with-theme",
                    None => "puzzle-none-installed",
                }))
            })?;
        self.start_puzzle(ctx, &mut player, puzzle, None)
    }

    fn daily_puzzle(&self, ctx: &Context) -> Result<Reply, GameError> {
        let day = self.kernel.now().div_euclid(DAY_MS);
        let puzzle = self
            .kernel
            .config
            .puzzles
            .daily(day)
            .ok_or_else(|| GameError::Refused(Text::msg("puzzle-none-installed")))?;
        let mut player = self.kernel.player(ctx.user, &ctx.name)?;
        if player.puzzles.daily_solved == Some(day) {
            return Ok(Reply::private(
                ReplyKind::Info,
                Text::msg("puzzle-daily-solved"),
            ));
        }
        self.start_puzzle(ctx, &mut player, puzzle, Some(day))
    }

    fn start_puzzle(
        &self,
        ctx: &Context,
        player: &mut Player,
        puzzle: &Puzzle,
        daily: Option<i64>,
    ) -> Result<Reply, GameError> {
        let pos = puzzle.position().map_err(|_| no_puzzle())?;
        let record = &mut player.puzzles;
        record.active = Some(ActivePuzzle {
            id: puzzle.id.clone(),
            channel: ctx.channel,
            done: 0,
            daily,
        });
        record.recent.retain(|r| r != &puzzle.id);
        // The puzzle takes a plain `/move` from the course (resumed with `/learn`).
        player.course.channel = None;
        let record = &mut player.puzzles;
        record.recent.push(puzzle.id.clone());
        if record.recent.len() > RECENT_PUZZLES {
            let extra = record.recent.len() - RECENT_PUZZLES;
            record.recent.drain(..extra);
        }
        self.kernel.save_player(ctx, player.clone())?;
        let rating = self.puzzle_standing(puzzle)?.rating.rating;
        let text = intro(puzzle, &pos, rating)
            .plain(" ")
            .then_msg("puzzle-how-to-answer");
        Ok(self.puzzle_reply(ctx, puzzle, &pos, None, &[], ReplyKind::Puzzle, text))
    }

    fn active_puzzle<'a>(
        &'a self,
        player: &Player,
    ) -> Result<(&'a Puzzle, ActivePuzzle), GameError> {
        let active = player.puzzles.active.clone().ok_or_else(no_puzzle)?;
        let puzzle = self
            .kernel
            .config
            .puzzles
            .get(&active.id)
            .ok_or_else(no_puzzle)?;
        Ok((puzzle, active))
    }

    pub(in crate::game) fn puzzle_move(
        &self,
        ctx: &Context,
        text: &str,
    ) -> Result<Reply, GameError> {
        let mut player = self.kernel.player(ctx.user, &ctx.name)?;
        let (puzzle, mut active) = self.active_puzzle(&player)?;
        let (line, positions) = puzzle.line().map_err(|_| no_puzzle())?;
        let pos = positions.get(active.done).ok_or_else(no_puzzle)?;
        let mv = pos.parse_move(text)?;
        let expected = *line.get(active.done).ok_or_else(no_puzzle)?;
        let last = active.done + 1 == line.len();
        let mates = {
            let after = pos.play(&mv);
            after.is_check() && !after.has_legal_move()
        };
        let right = mv == expected || (last && puzzle.goal == Goal::Mate && mates);
        if !right {
            let missed = explain_move(pos, &expected);
            let mut text = msg!(
                "puzzle-wrong",
                played = pos.san(&mv).to_string(),
                san = pos.san(&expected).to_string(),
                why = missed.paragraph(),
                solution = solution_san(puzzle)
            );
            let change = self.finish(ctx, &mut player, puzzle, false)?;
            text = text.plain(" ").then(change);
            let rest = line.get(active.done..).unwrap_or_default();
            let last = reply_before(&line, active.done);
            let kind = ReplyKind::PuzzleWrong;
            return Ok(self.puzzle_reply(ctx, puzzle, pos, last.as_ref(), rest, kind, text));
        }
        let san = pos.san(&mv);
        if last {
            let after = pos.play(&mv);
            let mut text = msg!(
                "puzzle-solved",
                san = san.to_string(),
                themes = puzzle.themes.join(", ")
            );
            let change = self.finish(ctx, &mut player, puzzle, true)?;
            text = text.plain(" ").then(change);
            let kind = ReplyKind::PuzzleSolved;
            return Ok(self.puzzle_reply(ctx, puzzle, &after, Some(&mv), &[], kind, text));
        }
        // Right, and not the end: the opponent's reply.
        let reply = *line.get(active.done + 1).ok_or_else(no_puzzle)?;
        let after_ours = pos.play(&mv);
        let reply_san = after_ours.san(&reply);
        active.done += 2;
        let next = positions.get(active.done).ok_or_else(no_puzzle)?.clone();
        player.puzzles.active = Some(active);
        self.kernel.save_player(ctx, player)?;
        let text = msg!(
            "puzzle-right",
            san = san.to_string(),
            reply = reply_san.to_string()
        );
        Ok(self.puzzle_reply(
            ctx,
            puzzle,
            &next,
            Some(&reply),
            &[],
            ReplyKind::PuzzleRight,
            text,
        ))
    }

    fn give_up(&self, ctx: &Context) -> Result<Reply, GameError> {
        let mut player = self.kernel.player(ctx.user, &ctx.name)?;
        let (puzzle, active) = self.active_puzzle(&player)?;
        let (line, positions) = puzzle.line().map_err(|_| no_puzzle())?;
        let pos = positions.get(active.done).ok_or_else(no_puzzle)?;
        let key = *line.get(active.done).ok_or_else(no_puzzle)?;
        let mut text = msg!(
            "puzzle-given-up",
            san = pos.san(&key).to_string(),
            why = explain_move(pos, &key).paragraph(),
            solution = solution_san(puzzle)
        );
        let change = self.finish(ctx, &mut player, puzzle, false)?;
        text = text.plain(" ").then(change);
        let rest = line.get(active.done..).unwrap_or_default();
        let last = reply_before(&line, active.done);
        let kind = ReplyKind::PuzzleGivenUp;
        Ok(self.puzzle_reply(ctx, puzzle, pos, last.as_ref(), rest, kind, text))
    }

    /// Ends the puzzle being solved: rating, streak and counters, stored. Returns the words
    /// saying what changed.
    fn finish(
        &self,
        ctx: &Context,
        player: &mut Player,
        puzzle: &Puzzle,
        solved: bool,
    ) -> Result<Text, GameError> {
        let record: &mut PuzzleRecord = &mut player.puzzles;
        let daily = record.active.as_ref().and_then(|a| a.daily);
        // A day's solver is counted once (with the record, in one commit).
        let new_daily_solver = if solved && daily.is_some() && record.daily_solved != daily {
            daily
        } else {
            None
        };
        record.active = None;
        let before = record.rating;
        let mut standing = self.puzzle_standing(puzzle)?;
        let glicko = |r: Rating| Glicko2Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        };
        let outcome = if solved {
            Outcomes::WIN
        } else {
            Outcomes::LOSS
        };
        // One rated game between the solver and the puzzle: both ratings move.
        let (after, puzzle_after) = glicko2(
            &glicko(before),
            &glicko(standing.rating),
            &outcome,
            &Glicko2Config::new(),
        );
        record.rating = Rating {
            rating: after.rating,
            deviation: after.deviation,
            volatility: after.volatility,
        };
        standing.rating = Rating {
            rating: puzzle_after.rating,
            deviation: puzzle_after.deviation.max(PUZZLE_MIN_DEVIATION),
            volatility: puzzle_after.volatility,
        };
        if solved {
            standing.solved += 1;
            record.solved += 1;
            record.streak += 1;
            record.best_streak = record.best_streak.max(record.streak);
            if daily.is_some() {
                record.daily_solved = daily;
            }
        } else {
            standing.failed += 1;
            record.failed += 1;
            record.streak = 0;
        }
        let delta = record.rating.rating - before.rating;
        let text = msg!(
            "puzzle-rating-change",
            rating = record.rating.display(),
            change = format!("{}{:.0}", if delta >= 0.0 { "+" } else { "" }, delta),
            streak = record.streak
        );
        // The player's record and the puzzle's rating change together, each against the
        // version read (solvers of one puzzle at the same moment all count).
        let mut batch = Batch {
            puzzles: PuzzleWrites {
                daily_solved: new_daily_solver,
                ..PuzzleWrites::default()
            },
            ..Batch::default()
        };
        batch.players.write(ctx.user, player.clone());
        batch.puzzles.write_standing(&puzzle.id, standing);
        self.kernel.commit(batch)?;
        Ok(text)
    }

    /// A puzzle's current rating: refined by solvers' results, or the generator's first one.
    pub(in crate::game) fn puzzle_standing(
        &self,
        puzzle: &Puzzle,
    ) -> Result<PuzzleStanding, GameError> {
        Ok(self
            .puzzle_repo
            .puzzle_standings()?
            .into_iter()
            .find(|(id, _)| *id == puzzle.id)
            .map_or_else(|| PuzzleStanding::initial(puzzle.rating), |(_, s)| s))
    }

    /// A puzzle reply to `ctx` showing `pos`, reached by `last` when given; `solution` (the
    /// solver's moves from `pos` on) is drawn after a wrong answer or giving up.
    #[allow(clippy::too_many_arguments)]
    fn puzzle_reply(
        &self,
        ctx: &Context,
        puzzle: &Puzzle,
        pos: &Position,
        last: Option<&Move>,
        solution: &[Move],
        kind: ReplyKind,
        text: Text,
    ) -> Reply {
        let view = puzzle_view(puzzle, pos, last, solution);
        let mut reply = Reply::private(kind, text);
        reply.image = self.puzzle_picture(puzzle, &view, self.kernel.reply_lang(ctx));
        reply.puzzle = Some(view);
        reply
    }

    /// The board from the solver's side, headed with the puzzle's id and rule set, the task
    /// below it in `lang` (the daily post's picture, in the language of its words).
    pub(in crate::game) fn puzzle_image(
        &self,
        puzzle: &Puzzle,
        pos: &Position,
        last: Option<&Move>,
        lang: Lang,
    ) -> Option<Attachment> {
        self.puzzle_picture(puzzle, &puzzle_view(puzzle, pos, last, &[]), lang)
    }

    /// The picture of a puzzle view: header "Puzzle 77cdcb48 · Castalia Weak", the task (or,
    /// with a solution, the solution in SAN) below, the solution's moves as arrows; its words
    /// in `lang`.
    fn puzzle_picture(&self, puzzle: &Puzzle, view: &PuzzleView, lang: Lang) -> Option<Attachment> {
        if !self.kernel.config.images {
            return None;
        }
        let mut opts = RenderOptions {
            square_px: self.kernel.config.board_square_px,
            flipped: view.orientation == Color::Black,
            theme: self.kernel.config.board_theme,
            last_move: view.last_move,
            arrows: solution_arrows(&view.solution),
            lang,
            ..RenderOptions::default()
        };
        opts.header = Some(picture_header(puzzle, &opts));
        opts.footer = Some(picture_footer(puzzle, view, &opts));
        match crate::render::render_png(&view.position, &opts) {
            Ok(bytes) => Some(Attachment::picture(
                "puzzle.png",
                bytes,
                puzzle_words(puzzle, view),
            )),
            Err(e) => {
                tracing::error!(puzzle = %puzzle.id, "cannot draw the puzzle: {e}");
                None
            }
        }
    }
}

/// What a reply shows of a puzzle at `pos`.
fn puzzle_view(
    puzzle: &Puzzle,
    pos: &Position,
    last: Option<&Move>,
    solution: &[Move],
) -> PuzzleView {
    let orientation = puzzle
        .position()
        .map(|p| p.side_to_move())
        .unwrap_or(pos.side_to_move());
    // The solver's moves in the positions they are played in.
    let mut played = Vec::new();
    let mut at = pos.clone();
    for (i, mv) in solution.iter().enumerate() {
        if i % 2 == 0 {
            played.push(PlayedMove::new(&at, *mv));
        }
        at = at.play(mv);
    }
    PuzzleView {
        id: puzzle.id.clone(),
        rules: puzzle.rules,
        position: pos.clone(),
        orientation,
        last_move: last.copied(),
        solution: played,
    }
}

/// The solver's moves as arrows: each move green, a kidnap's drag orange, a repulse's push
/// purple (as `/explain` draws them).
fn solution_arrows(solution: &[PlayedMove]) -> Vec<Arrow> {
    let mut arrows = Vec::new();
    for m in solution {
        arrows.push(Arrow::new(m.mv.from, m.mv.to, ArrowStyle::Move));
        if let MoveKind::Castalia(effects) = m.mv.kind {
            if let Some(k) = effects.kidnap_from {
                arrows.push(Arrow::new(k, m.mv.from, ArrowStyle::Kidnap));
            }
            if let Some(r) = effects.repulse {
                arrows.push(Arrow::new(r.from, r.to, ArrowStyle::Repulse));
            }
        }
    }
    arrows
}

/// "Puzzle 77cdcb48 · Castalia Weak": the id and the rule set the puzzle is played under
/// (shorter on a small board: the id and rules, or the rules alone).
fn picture_header(puzzle: &Puzzle, opts: &RenderOptions) -> String {
    let (rules, lang) = (puzzle.rules.pgn_name(), opts.lang);
    first_fitting(
        opts,
        &[
            msg!(
                "puzzle-picture-header",
                id = puzzle.id.as_str(),
                rules = rules
            )
            .words(lang),
            format!("{} · {rules}", puzzle.id),
            rules.to_string(),
        ],
    )
}

/// The task as a picture's line: `task`, or shorter forms on a small board ("Black to play
/// and mate in 2", "Black: mate in 2").
fn picture_task(puzzle: &Puzzle, solver: Color, opts: &RenderOptions) -> String {
    let lang = opts.lang;
    let side = || Arg::key(solver.name());
    let (goal, moves) = match (puzzle.goal, puzzle.mate_in) {
        (Goal::Mate, Some(n)) => ("mate", n),
        (Goal::Mate, None) | (Goal::Win, _) => ("win", 0),
        (Goal::Defend, _) => ("hold", 0),
    };
    let mut lines = vec![task(puzzle, solver).words(lang)];
    if puzzle.goal == Goal::Defend {
        lines.push(msg!("puzzle-picture-task-defend", side = side()).words(lang));
    }
    for id in ["puzzle-picture-task-short", "puzzle-picture-task-shortest"] {
        let line = msg!(id, side = side(), goal = Arg::key(goal), moves = moves);
        lines.push(line.words(lang));
    }
    first_fitting(opts, &lines)
}

/// Below the board: the task, or with a solution drawn "Solution: Qh5+ g6 Bxg6#" (the
/// solver's first move only when the whole line does not fit).
fn picture_footer(puzzle: &Puzzle, view: &PuzzleView, opts: &RenderOptions) -> String {
    if view.solution.is_empty() {
        return picture_task(puzzle, view.orientation, opts);
    }
    let lang = opts.lang;
    let first = view.solution.first().map_or("", |m| m.san.as_str());
    first_fitting(
        opts,
        &[
            msg!(
                "puzzle-picture-solution",
                moves = remaining_san(puzzle, &view.position)
            )
            .words(lang),
            msg!("puzzle-picture-solution-starts", first = first).words(lang),
            msg!("puzzle-picture-solution", moves = first).words(lang),
            first.to_string(),
        ],
    )
}

/// The solution in SAN from `pos` on (the whole solution when `pos` is not on its line).
fn remaining_san(puzzle: &Puzzle, pos: &Position) -> String {
    let Ok((moves, positions)) = puzzle.line() else {
        return puzzle.moves.join(" ");
    };
    let from = positions.iter().position(|p| p == pos).unwrap_or(0);
    moves
        .iter()
        .zip(&positions)
        .skip(from)
        .map(|(mv, pos)| pos.san(mv))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The opponent's move that led to the position at `done` plies into the line (none at the start).
fn reply_before(line: &[Move], done: usize) -> Option<Move> {
    done.checked_sub(1).and_then(|i| line.get(i)).copied()
}

fn no_puzzle() -> GameError {
    GameError::NothingPending(Text::msg("puzzle-nothing-to-answer"))
}

/// "White to play and mate in 2" / "Black to play and win" / "White to play: find the only
/// move that holds".
pub fn task(puzzle: &Puzzle, solver: Color) -> Text {
    let side = Arg::key(solver.name());
    match (puzzle.goal, puzzle.mate_in) {
        (Goal::Mate, Some(n)) => msg!("puzzle-task-mate", side = side, moves = n),
        (Goal::Mate, None) | (Goal::Win, _) => msg!("puzzle-task-win", side = side),
        (Goal::Defend, _) => msg!("puzzle-task-defend", side = side),
    }
}

pub(in crate::game) fn intro(puzzle: &Puzzle, pos: &Position, rating: f64) -> Text {
    let solver = puzzle
        .position()
        .map(|p| p.side_to_move())
        .unwrap_or(pos.side_to_move());
    msg!(
        "puzzle-intro",
        id = puzzle.id.as_str(),
        rules = puzzle.rules.name(),
        rating = format!("{rating:.0}"),
        task = task(puzzle, solver)
    )
}

/// The solution in SAN: "Cd5 Kf8 Rh8#".
pub(in crate::game) fn solution_san(puzzle: &Puzzle) -> String {
    let Ok((moves, positions)) = puzzle.line() else {
        return puzzle.moves.join(" ");
    };
    moves
        .iter()
        .zip(&positions)
        .map(|(mv, pos)| pos.san(mv))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The refusal kind of puzzle answers with nothing to answer (for tests).
pub const NO_PUZZLE: ErrorKind = ErrorKind::NothingPending;

/// The puzzle's picture in words (its alt text): the task, the position and, once shown, the
/// solution.
fn puzzle_words(puzzle: &Puzzle, view: &PuzzleView) -> Text {
    let title = msg!(
        "puzzle-picture-words",
        id = puzzle.id.as_str(),
        rules = puzzle.rules.pgn_name(),
        task = task(puzzle, view.orientation)
    );
    let words = crate::explain::alt_text::position_text(title, &view.position);
    if view.solution.is_empty() {
        return words;
    }
    words.plain(" ").then(msg!(
        "puzzle-picture-words-solution",
        moves = remaining_san(puzzle, &view.position)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::PuzzleSet;
    use crate::render::band_fits;
    use crate::rules::Variant;

    /// Square sizes a server may configure (`board.square_px`), small to large.
    const SIZES: [u32; 7] = [16, 24, 32, 48, 64, 96, 256];

    fn opts(square_px: u32) -> RenderOptions {
        RenderOptions {
            square_px,
            header: Some(String::new()),
            footer: Some(String::new()),
            ..RenderOptions::default()
        }
    }

    /// The daily puzzle's title was cut ("find the only mov..."): every shipped puzzle's
    /// header (id and rule set) and footer (task, or the solution) is drawn whole at every
    /// size, and whole in its longest form at the default size and above.
    #[test]
    fn every_shipped_puzzles_picture_text_fits_whole() {
        let set = match PuzzleSet::shipped() {
            Ok(set) => set,
            Err(e) => panic!("the shipped set reads: {e}"),
        };
        assert!(set.len() > 100);
        let default_px = crate::game::ServiceConfig::default().board_square_px;
        for puzzle in set.all() {
            let Ok((line, positions)) = puzzle.line() else {
                panic!("puzzle {} replays", puzzle.id);
            };
            let start = &positions[0];
            let task_view = puzzle_view(puzzle, start, None, &[]);
            let solution_view = puzzle_view(puzzle, start, None, &line);
            let first = &solution_view.solution[0].san;
            for px in SIZES {
                let opts = opts(px);
                let header = picture_header(puzzle, &opts);
                assert!(header.contains(puzzle.rules.pgn_name()), "{header}");
                let task_line = picture_footer(puzzle, &task_view, &opts);
                let solution = picture_footer(puzzle, &solution_view, &opts);
                assert!(solution.contains(first.as_str()), "{solution}");
                for text in [&header, &task_line, &solution] {
                    assert!(band_fits(&opts, text), "{px} px: `{text}` is cut");
                }
                if px >= default_px {
                    assert_eq!(
                        header,
                        format!("Puzzle {} · {}", puzzle.id, puzzle.rules.pgn_name())
                    );
                    assert!(task_line.contains(" to play"), "{px} px: {task_line}");
                }
            }
        }
    }

    #[test]
    fn every_task_fits_for_every_goal_side_and_rule_set() {
        let Some(base) = PuzzleSet::shipped()
            .ok()
            .and_then(|s| s.all().first().cloned())
        else {
            panic!("the shipped set has a puzzle");
        };
        let default_px = crate::game::ServiceConfig::default().board_square_px;
        for rules in [Variant::Castalia, Variant::CastaliaWeak, Variant::Standard] {
            for (goal, mate_in, words) in [
                (Goal::Mate, Some(1), "mate in 1"),
                (Goal::Mate, Some(12), "mate in 12"),
                (Goal::Win, None, "win"),
                (Goal::Defend, None, "hold"),
            ] {
                let puzzle = Puzzle {
                    rules,
                    goal,
                    mate_in,
                    id: "ffffffff".into(),
                    ..base.clone()
                };
                for side in [Color::White, Color::Black] {
                    for px in SIZES {
                        let opts = opts(px);
                        let line = picture_task(&puzzle, side, &opts);
                        let header = picture_header(&puzzle, &opts);
                        assert!(line.contains(words), "{line}");
                        for text in [&line, &header] {
                            assert!(band_fits(&opts, text), "{px} px: `{text}` is cut");
                        }
                        if px >= default_px {
                            assert!(line.contains(" to play"), "{px} px: {line}");
                            assert!(header.starts_with("Puzzle ffffffff · "), "{header}");
                        }
                    }
                }
            }
        }
    }
}
