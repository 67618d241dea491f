//! The puzzle generator: engine self-play from varied starts (both setups, both Castalia rule
//! sets, two and three Castalias a side, a few random opening moves), at weak-to-middling
//! levels so that the players make the mistakes puzzles come from. Each position is screened
//! by the search the mover makes anyway (MultiPV); a position where one move suddenly stands
//! out, and which the move before did not already decide, goes to `analyse::make_puzzle`.
//! Deterministic for a seed: searches are bounded by nodes and depth, never by time.

use super::analyse::{make_puzzle, only_move_kind, AnalysisSettings, DECISIVE};
use super::model::{Goal, Puzzle};
use crate::engine::{pick_line, Engine, Level, Limits};
use crate::rules::{Position, Variant};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

/// Start positions besides the rule set's own setups.
const TWO_CASTALIAS: &str = "rcbqkbcr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBCR w KQkq - 0 1";
const THREE_CASTALIAS: &str = "rcbckbcr/pppppppp/8/8/8/8/PPPPPPPP/RCBCKBCR w KQkq - 0 1";
const CLASSIC: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const CASTALIA: &str = "rcbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBNR w KQkq - 0 1";

/// The longest self-play game, in plies.
const MAX_PLIES: usize = 120;
/// At most this many random opening plies...
const OPENING_PLIES_MAX: usize = 40;
/// ...each a Castalia kidnap or repulse with this chance (when there is one).
const CASTALIA_BIAS: f64 = 0.75;
/// The chance that a player slips: plays a random move (Castalia-biased) instead of its own.
const SLIP: f64 = 0.2;
/// A game stops once the mover's score has been beyond this for two plies (decided).
const DECIDED: i32 = 700;

/// What to generate.
#[derive(Clone, Debug)]
pub struct GenerateOptions {
    pub games: usize,
    /// One rule set, or `None` for both Castalia rule sets.
    pub variant: Option<Variant>,
    pub seed: u64,
    /// Nodes of the players' MultiPV search (the screen).
    pub screen_nodes: u64,
    pub analysis: AnalysisSettings,
    /// At most this share of the puzzles may turn on neither a kidnap nor a repulse.
    pub max_plain_share: f64,
}

impl Default for GenerateOptions {
    fn default() -> Self {
        GenerateOptions {
            games: 10,
            variant: None,
            seed: 1,
            screen_nodes: 6_000,
            analysis: AnalysisSettings::default(),
            max_plain_share: 0.35,
        }
    }
}

/// Progress after each game.
#[derive(Clone, Debug, Default)]
pub struct Progress {
    pub games: usize,
    pub positions: usize,
    pub candidates: usize,
    pub kept: usize,
}

/// Whether a puzzle turns on a kidnap or a repulse.
pub fn is_castalia_puzzle(p: &Puzzle) -> bool {
    ["kidnap", "repulse", "stopsKidnap", "stopsRepulse"]
        .iter()
        .any(|t| p.has_theme(t))
}

/// Plays `options.games` games and returns the puzzles found, in order. `on_puzzle` sees each
/// kept puzzle, `on_game` the progress after each game.
pub fn generate(
    options: &GenerateOptions,
    on_puzzle: &mut dyn FnMut(&Puzzle),
    on_game: &mut dyn FnMut(&Progress),
) -> Vec<Puzzle> {
    let mut engine = Engine::new(options.analysis.hash_mb);
    let mut seen_boards: HashSet<String> = HashSet::new();
    let mut seen_lines: HashSet<String> = HashSet::new();
    let mut puzzles: Vec<Puzzle> = Vec::new();
    let mut progress = Progress::default();
    for game in 0..options.games {
        let game_seed = options
            .seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(game as u64);
        let mut rng = ChaCha8Rng::seed_from_u64(game_seed);
        let variant = options.variant.unwrap_or(if rng.gen_bool(0.35) {
            Variant::CastaliaWeak
        } else {
            Variant::Castalia
        });
        let start = match rng.gen_range(0..20) {
            0..=3 => CASTALIA.to_string(),
            4 => CLASSIC.to_string(),
            5..=8 => TWO_CASTALIAS.to_string(),
            9..=10 => THREE_CASTALIAS.to_string(),
            _ => endgame_start(&mut rng),
        };
        let Ok(mut pos) = Position::from_fen(&start, variant) else {
            continue;
        };
        let mut history: Vec<u64> = Vec::new();
        // Random opening moves, so that games differ, and biased towards the Castalias' kidnaps
        // and repulses, so that they are in play.
        for _ in 0..rng.gen_range(2..=OPENING_PLIES_MAX) {
            let Some(mv) = random_move(&pos, &mut rng) else {
                break;
            };
            history.push(pos.repetition_key());
            pos = pos.play(&mv);
        }
        let levels = [
            Level::new(rng.gen_range(1..=5)).unwrap_or(Level::MIN),
            Level::new(rng.gen_range(1..=5)).unwrap_or(Level::MIN),
        ];
        let mut previous_best: Option<i32> = None;
        let mut last_kept_ply: Option<usize> = None;
        for ply in 0..MAX_PLIES {
            if pos.outcome().is_some()
                || history
                    .iter()
                    .filter(|&&k| k == pos.repetition_key())
                    .count()
                    >= 2
            {
                break;
            }
            let limits = Limits {
                nodes: Some(options.screen_nodes),
                multipv: 3,
                ..Limits::default()
            };
            let result = engine.search(&pos, &history, &limits, &AtomicBool::new(false));
            progress.positions += 1;
            let best = result.score.0;
            // Not already decided before the opponent's last move.
            let open_before = previous_best.is_none_or(|prev| -prev < DECISIVE - 50);
            let spaced = last_kept_ply.is_none_or(|k| ply >= k + 3);
            let kind = only_move_kind(&result.lines).or_else(|| {
                super::motifs::castalia_mate_in_two(&pos, options.analysis.exact_budget / 100)
                    .then_some(Goal::Mate)
            });
            if let Some(kind) = kind {
                tracing::debug!(?kind, open_before, spaced, fen = %pos.fen(), lines = ?result.lines.iter().map(|l| l.score.0).collect::<Vec<_>>(), "screened");
                let fresh = kind == Goal::Defend || open_before;
                if fresh && spaced {
                    progress.candidates += 1;
                    if let Some(p) = candidate(&mut engine, &pos, options) {
                        let board_key: String =
                            p.fen.split(' ').take(2).collect::<Vec<_>>().join(" ");
                        let line_key = format!("{} {}", p.rules, p.moves.join(" "));
                        let plain = puzzles.iter().filter(|q| !is_castalia_puzzle(q)).count();
                        let share_ok = is_castalia_puzzle(&p)
                            || (plain + 1) as f64
                                <= options.max_plain_share * (puzzles.len() + 1) as f64 + 3.0;
                        if share_ok
                            && !seen_boards.contains(&board_key)
                            && !seen_lines.contains(&line_key)
                        {
                            seen_boards.insert(board_key);
                            seen_lines.insert(line_key);
                            on_puzzle(&p);
                            puzzles.push(p);
                            progress.kept += 1;
                            last_kept_ply = Some(ply);
                        }
                    }
                }
            }
            if best.abs() >= DECIDED && previous_best.is_some_and(|p| p.abs() >= DECIDED) {
                break;
            }
            previous_best = Some(best);
            let side = pos.side_to_move() as usize;
            let picked = if rng.gen_bool(SLIP) {
                random_move(&pos, &mut rng)
            } else {
                pick_line(&result, &pos, levels[side], game_seed ^ ply as u64)
            };
            let Some(mv) = picked else {
                break;
            };
            history.push(pos.repetition_key());
            pos = pos.play(&mv);
        }
        progress.games = game + 1;
        on_game(&progress);
    }
    puzzles
}

/// A random sparse start (a late middlegame or endgame): each side has its king, one or two
/// Castalias, one to four pawns and up to two other pieces, on random squares (pawns off the
/// first and last ranks). The FEN may be illegal (a king in check); the caller checks it.
fn endgame_start(rng: &mut ChaCha8Rng) -> String {
    let mut board = [[' '; 8]; 8];
    let mut put = |rng: &mut ChaCha8Rng, c: char| {
        for _ in 0..64 {
            let rank = if c.eq_ignore_ascii_case(&'p') {
                rng.gen_range(1..7)
            } else {
                rng.gen_range(0..8)
            };
            let file = rng.gen_range(0..8);
            if board[rank][file] == ' ' {
                board[rank][file] = c;
                return;
            }
        }
    };
    let others = ['r', 'b', 'n', 'q', 'r', 'b', 'n'];
    let castalias = rng.gen_range(1..=2);
    let pawns = rng.gen_range(1..=4);
    let extra: Vec<char> = (0..rng.gen_range(0..=2))
        .map(|_| *others.choose(rng).unwrap_or(&'r'))
        .collect();
    for white in [true, false] {
        let case = |c: char| if white { c.to_ascii_uppercase() } else { c };
        put(rng, case('k'));
        for _ in 0..castalias {
            put(rng, case('c'));
        }
        for _ in 0..pawns {
            put(rng, case('p'));
        }
        for &c in &extra {
            put(rng, case(c));
        }
    }
    let mut rows = Vec::new();
    for rank in (0..8).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for &square in &board[rank] {
            match square {
                ' ' => empty += 1,
                c => {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push(c);
                }
            }
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        rows.push(row);
    }
    let side = if rng.gen_bool(0.5) { "w" } else { "b" };
    format!("{} {side} - - 0 30", rows.join("/"))
}

/// A random legal move; a Castalia kidnap or repulse with the chance `CASTALIA_BIAS` when there
/// is one.
fn random_move(pos: &Position, rng: &mut ChaCha8Rng) -> Option<crate::rules::Move> {
    let legal = pos.legal_moves();
    let castalia: Vec<_> = legal
        .iter()
        .filter(|m| {
            m.castalia_effects()
                .is_some_and(|e| e.kidnap_from.is_some() || e.repulse.is_some())
        })
        .copied()
        .collect();
    if !castalia.is_empty() && rng.gen_bool(CASTALIA_BIAS) {
        castalia.as_slice().choose(rng).copied()
    } else {
        legal.as_slice().choose(rng).copied()
    }
}

/// The position with a zero halfmove clock (no draw rule can touch a short line), analysed.
fn candidate(engine: &mut Engine, pos: &Position, options: &GenerateOptions) -> Option<Puzzle> {
    let mut fields: Vec<String> = pos.fen().split(' ').map(str::to_string).collect();
    if let Some(clock) = fields.get_mut(4) {
        *clock = "0".into();
    }
    let pos = Position::from_fen(&fields.join(" "), pos.variant()).ok()?;
    make_puzzle(engine, &pos, &options.analysis)
}
