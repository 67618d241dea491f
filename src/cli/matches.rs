//! Engine-vs-engine matches: two players (a level of ours, or an external UCI engine) play
//! pairs of games from the same opening with colours swapped, from seeded random short openings
//! (biased toward Castalia moves) or a list of FENs. Decided games are adjudicated when both
//! players agree on a large score, dead games when both agree on a near-zero one. The result is
//! W/D/L, the score, and the Elo difference with a 95% interval.
//!
//! Tooling for the `match` subcommand (subprocesses, a progress bar on stderr), kept out of
//! the library's engine layer.

use crate::engine::eval::is_dead_draw;
use crate::engine::levels::{choose_with_limits, Level};
use crate::engine::{Engine, Limits};
use crate::rules::{Color, Move, Position, Variant};
use crate::sync::Recover;
use anyhow::{anyhow, bail, Context, Result};
use indicatif::{ProgressBar, ProgressStyle};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

/// Who plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerSpec {
    /// One of our levels.
    Level(Level),
    /// An external UCI engine: its command line and the UCI options to set.
    Uci {
        command: String,
        options: Vec<(String, String)>,
    },
}

impl std::str::FromStr for PlayerSpec {
    type Err = anyhow::Error;
    /// `level:N` or `uci:COMMAND[;Name=Value...]`.
    fn from_str(s: &str) -> Result<PlayerSpec> {
        if let Some(level) = s.strip_prefix("level:") {
            return Ok(PlayerSpec::Level(level.parse()?));
        }
        if let Some(rest) = s.strip_prefix("uci:") {
            let mut parts = rest.split(';');
            let command = parts.next().unwrap_or_default().trim().to_string();
            if command.is_empty() {
                bail!("`{s}` names no command: write uci:stockfish or uci:/path/to/engine");
            }
            let mut options = Vec::new();
            for part in parts.filter(|p| !p.trim().is_empty()) {
                let (name, value) = part
                    .split_once('=')
                    .ok_or_else(|| anyhow!("option `{part}` needs the form Name=Value"))?;
                options.push((name.trim().to_string(), value.trim().to_string()));
            }
            return Ok(PlayerSpec::Uci { command, options });
        }
        bail!("`{s}` is not a player: write level:N (1-8) or uci:COMMAND")
    }
}

/// Where the games start.
#[derive(Clone, Debug)]
pub enum Openings {
    /// Seeded random openings of this many plies from the rule set's start position.
    Random { plies: usize },
    /// These FENs, in turn.
    Fens(Vec<String>),
}

#[derive(Clone, Debug)]
pub struct MatchConfig {
    pub variant: Variant,
    pub games: usize,
    /// Time per move for every player (levels otherwise use their own limits).
    pub movetime: Option<Duration>,
    /// Nodes per move for every player instead of a time (load-independent comparisons).
    pub nodes: Option<u64>,
    pub openings: Openings,
    pub seed: u64,
    pub concurrency: usize,
    pub verbose: bool,
}

/// The result from the first player's point of view.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct MatchResult {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl MatchResult {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points per game, 0 to 1.
    pub fn score(&self) -> f64 {
        let n = self.games().max(1) as f64;
        (self.wins as f64 + self.draws as f64 / 2.0) / n
    }

    /// The Elo difference and its 95% interval (low, high), from the per-game score variance.
    /// None while every game ended the same way: a 0% or 100% score has no finite Elo, and
    /// one result repeated has no variance to give an interval.
    pub fn elo(&self) -> Option<(f64, f64, f64)> {
        let games = self.games();
        if games == 0 || [self.wins, self.draws, self.losses].contains(&games) {
            return None;
        }
        let n = games as f64;
        let s = self.score();
        let var = (self.wins as f64 * (1.0 - s).powi(2)
            + self.draws as f64 * (0.5 - s).powi(2)
            + self.losses as f64 * s.powi(2))
            / n;
        let margin = 1.96 * (var / n).sqrt();
        Some((elo_of(s), elo_of(s - margin), elo_of(s + margin)))
    }

    pub fn summary(&self, a: &str, b: &str) -> String {
        let elo = match self.elo() {
            Some((elo, low, high)) => format!("Elo {elo:+.0} [{low:+.0}, {high:+.0}]"),
            None => format!(
                "Elo not measurable yet: every game {} (too few games; play more)",
                if self.wins == self.games() {
                    "won"
                } else if self.losses == self.games() {
                    "lost"
                } else {
                    "drawn"
                }
            ),
        };
        format!(
            "{a} vs {b}: +{} ={} -{} ({} games), score {:.1}%, {elo}",
            self.wins,
            self.draws,
            self.losses,
            self.games(),
            self.score() * 100.0,
        )
    }
}

/// The Elo difference that gives an expected score `s`: infinite at 0 and 1 (an interval's
/// bound beyond them is unbounded, printed `-inf` or `+inf`).
fn elo_of(s: f64) -> f64 {
    if s <= 0.0 {
        f64::NEG_INFINITY
    } else if s >= 1.0 {
        f64::INFINITY
    } else {
        // `+ 0.0` turns an even score's -0 into 0.
        -400.0 * (1.0 / s - 1.0).log10() + 0.0
    }
}

/// How one game ended, for White.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GameResult {
    WhiteWins,
    BlackWins,
    Draw,
}

/// A finished game.
#[derive(Clone, Debug)]
pub struct Game {
    pub start_fen: String,
    pub moves: Vec<Move>,
    pub result: GameResult,
    pub reason: &'static str,
}

/// A participant in a game.
trait Player {
    fn new_game(&mut self) -> Result<()>;
    /// The move to play and, if known, the mover's score in centipawns.
    fn choose(
        &mut self,
        start_fen: &str,
        moves: &[Move],
        pos: &Position,
        history: &[u64],
        seed: u64,
    ) -> Result<(Move, Option<i32>)>;
}

struct OurPlayer {
    engine: Engine,
    level: Level,
    limits: Limits,
}

impl OurPlayer {
    fn new(level: Level, movetime: Option<Duration>, nodes: Option<u64>) -> OurPlayer {
        let mut limits = level.limits();
        if let Some(t) = movetime {
            limits.movetime = Some(t);
            limits.nodes = None;
        }
        if let Some(n) = nodes {
            limits.nodes = Some(n);
            limits.movetime = None;
        }
        OurPlayer {
            engine: Engine::new(32),
            level,
            limits,
        }
    }
}

impl Player for OurPlayer {
    fn new_game(&mut self) -> Result<()> {
        self.engine.clear();
        Ok(())
    }

    fn choose(
        &mut self,
        _start_fen: &str,
        _moves: &[Move],
        pos: &Position,
        history: &[u64],
        seed: u64,
    ) -> Result<(Move, Option<i32>)> {
        let stop = AtomicBool::new(false);
        let (mv, score) = choose_with_limits(
            &mut self.engine,
            pos,
            history,
            self.level,
            &self.limits,
            seed,
            &stop,
        );
        let mv = mv.ok_or_else(|| anyhow!("the engine found no move in {}", pos.fen()))?;
        Ok((mv, Some(score.0)))
    }
}

/// An external engine spoken to over UCI (the process is ours: it is told to quit and waited
/// for when the player is dropped).
struct UciPlayer {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    /// The `go` command sent for each move.
    go: String,
}

impl UciPlayer {
    fn start(
        command: &str,
        options: &[(String, String)],
        variant: Variant,
        go: String,
    ) -> Result<UciPlayer> {
        let mut words = command.split_whitespace();
        let program = words
            .next()
            .ok_or_else(|| anyhow!("empty engine command"))?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .with_context(|| format!("cannot start the engine `{command}`"))?;
        let stdin = child
            .stdin
            .take()
            .ok_or_else(|| anyhow!("no engine stdin"))?;
        let stdout = BufReader::new(
            child
                .stdout
                .take()
                .ok_or_else(|| anyhow!("no engine stdout"))?,
        );
        let mut player = UciPlayer {
            child,
            stdin,
            stdout,
            go,
        };
        player.send("uci")?;
        let advertised = player.read_until("uciok")?;
        if advertised.iter().any(|l| l.contains("name UCI_Variant")) {
            let name = match variant {
                Variant::Standard => "chess",
                v => v.name(),
            };
            player.send(&format!("setoption name UCI_Variant value {name}"))?;
        } else if variant != Variant::Standard {
            bail!("`{command}` does not play {variant} (it has no UCI_Variant option)");
        }
        for (name, value) in options {
            player.send(&format!("setoption name {name} value {value}"))?;
        }
        player.send("isready")?;
        player.read_until("readyok")?;
        Ok(player)
    }

    fn send(&mut self, line: &str) -> Result<()> {
        writeln!(self.stdin, "{line}")?;
        self.stdin.flush()?;
        Ok(())
    }

    /// Lines read up to and including the first that starts with `token`.
    fn read_until(&mut self, token: &str) -> Result<Vec<String>> {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            if self.stdout.read_line(&mut line)? == 0 {
                bail!("the engine closed its output before `{token}`");
            }
            let line = line.trim().to_string();
            let done = line.starts_with(token);
            lines.push(line);
            if done {
                return Ok(lines);
            }
        }
    }
}

impl Player for UciPlayer {
    fn new_game(&mut self) -> Result<()> {
        self.send("ucinewgame")?;
        self.send("isready")?;
        self.read_until("readyok")?;
        Ok(())
    }

    fn choose(
        &mut self,
        start_fen: &str,
        moves: &[Move],
        pos: &Position,
        _history: &[u64],
        _seed: u64,
    ) -> Result<(Move, Option<i32>)> {
        let mut cmd = format!("position fen {start_fen}");
        if !moves.is_empty() {
            cmd.push_str(" moves");
            for m in moves {
                cmd.push(' ');
                cmd.push_str(&m.to_string());
            }
        }
        self.send(&cmd)?;
        let go = self.go.clone();
        self.send(&go)?;
        let lines = self.read_until("bestmove")?;
        let mut score = None;
        for line in &lines {
            let words: Vec<&str> = line.split_whitespace().collect();
            if let Some(i) = words.iter().position(|w| *w == "score") {
                match (
                    words.get(i + 1),
                    words.get(i + 2).and_then(|v| v.parse::<i32>().ok()),
                ) {
                    (Some(&"cp"), Some(v)) => score = Some(v),
                    (Some(&"mate"), Some(v)) => score = Some(if v > 0 { 30_000 } else { -30_000 }),
                    _ => {}
                }
            }
        }
        let last = lines.last().cloned().unwrap_or_default();
        let text = last.split_whitespace().nth(1).unwrap_or_default();
        let mv = pos
            .parse_uci(text)
            .map_err(|e| anyhow!("the engine played `{text}` in {}: {e}", pos.fen()))?;
        Ok((mv, score))
    }
}

impl Drop for UciPlayer {
    fn drop(&mut self) {
        let _ = self.send("quit");
        if !matches!(self.child.try_wait(), Ok(Some(_))) {
            std::thread::sleep(Duration::from_millis(50));
            if !matches!(self.child.try_wait(), Ok(Some(_))) {
                let _ = self.child.kill();
            }
        }
        let _ = self.child.wait();
    }
}

fn make_player(spec: &PlayerSpec, config: &MatchConfig) -> Result<Box<dyn Player>> {
    Ok(match spec {
        PlayerSpec::Level(level) => Box::new(OurPlayer::new(*level, config.movetime, config.nodes)),
        PlayerSpec::Uci { command, options } => {
            let go = match config.nodes {
                Some(n) => format!("go nodes {n}"),
                None => format!(
                    "go movetime {}",
                    config
                        .movetime
                        .unwrap_or(Duration::from_millis(1000))
                        .as_millis()
                ),
            };
            Box::new(UciPlayer::start(command, options, config.variant, go)?)
        }
    })
}

/// Plays one game.
fn play_game(
    white: &mut dyn Player,
    black: &mut dyn Player,
    start: &Position,
    seed: u64,
) -> Result<Game> {
    white.new_game()?;
    black.new_game()?;
    let start_fen = start.fen();
    let mut pos = start.clone();
    let mut moves = Vec::new();
    let mut keys: Vec<u64> = Vec::new();
    // Adjudication: consecutive plies on which the mover's score (White's view) agrees.
    let mut winning_streak = 0i32;
    let mut drawn_streak = 0u32;
    let finish = |moves: Vec<Move>, result, reason| Game {
        start_fen: start_fen.clone(),
        moves,
        result,
        reason,
    };
    loop {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            let result = if !pos.is_check() {
                GameResult::Draw
            } else if pos.side_to_move() == Color::White {
                GameResult::BlackWins
            } else {
                GameResult::WhiteWins
            };
            return Ok(finish(
                moves,
                result,
                if pos.is_check() {
                    "checkmate"
                } else {
                    "stalemate"
                },
            ));
        }
        let key = pos.repetition_key();
        if keys.iter().filter(|k| **k == key).count() >= 2 {
            return Ok(finish(moves, GameResult::Draw, "threefold repetition"));
        }
        if pos.halfmove_clock() >= 100 {
            return Ok(finish(moves, GameResult::Draw, "50-move rule"));
        }
        if is_dead_draw(pos.board()) {
            return Ok(finish(moves, GameResult::Draw, "dead position"));
        }
        if moves.len() >= 400 {
            return Ok(finish(moves, GameResult::Draw, "move limit"));
        }
        let mover = pos.side_to_move();
        let player: &mut dyn Player = if mover == Color::White {
            &mut *white
        } else {
            &mut *black
        };
        let (mv, score) =
            player.choose(&start_fen, &moves, &pos, &keys, seed ^ moves.len() as u64)?;
        if !legal.contains(&mv) {
            let result = if mover == Color::White {
                GameResult::BlackWins
            } else {
                GameResult::WhiteWins
            };
            return Ok(finish(moves, result, "illegal move"));
        }
        if let Some(s) = score {
            let white_view = if mover == Color::White { s } else { -s };
            if white_view >= 1000 {
                winning_streak = winning_streak.max(0) + 1;
            } else if white_view <= -1000 {
                winning_streak = winning_streak.min(0) - 1;
            } else {
                winning_streak = 0;
            }
            if moves.len() >= 80 && white_view.abs() <= 15 {
                drawn_streak += 1;
            } else {
                drawn_streak = 0;
            }
        }
        keys.push(key);
        pos = pos.play(&mv);
        moves.push(mv);
        if winning_streak >= 6 {
            return Ok(finish(moves, GameResult::WhiteWins, "adjudicated"));
        }
        if winning_streak <= -6 {
            return Ok(finish(moves, GameResult::BlackWins, "adjudicated"));
        }
        if drawn_streak >= 12 {
            return Ok(finish(moves, GameResult::Draw, "adjudicated draw"));
        }
    }
}

/// Seeded random openings of `plies` plies: at each ply a move is drawn among those within
/// 40 centipawns of the best at depth 2, Castalia moves three times as likely; the final
/// position must be roughly balanced at depth 4.
pub fn random_openings(variant: Variant, count: usize, plies: usize, seed: u64) -> Vec<String> {
    let mut engine = Engine::new(8);
    let stop = AtomicBool::new(false);
    let mut out = Vec::with_capacity(count);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut attempts = 0;
    while out.len() < count {
        attempts += 1;
        let mut pos = Position::start(variant);
        let mut keys = Vec::new();
        let mut ok = true;
        for _ in 0..plies {
            let limits = Limits {
                depth: Some(2),
                multipv: 8,
                ..Limits::default()
            };
            let result = engine.search(&pos, &keys, &limits, &stop);
            let top = result.score.0;
            let candidates: Vec<(Move, u32)> = result
                .lines
                .iter()
                .filter(|l| l.score.0 >= top - 40)
                .filter_map(|l| {
                    l.pv.first()
                        .map(|m| (*m, if m.is_castalia() { 3 } else { 1 }))
                })
                .collect();
            let total: u32 = candidates.iter().map(|c| c.1).sum();
            if total == 0 {
                ok = false;
                break;
            }
            let mut pick = rng.gen_range(0..total);
            let mut chosen = candidates[0].0;
            for (m, w) in &candidates {
                if pick < *w {
                    chosen = *m;
                    break;
                }
                pick -= w;
            }
            keys.push(pos.repetition_key());
            pos = pos.play(&chosen);
        }
        if !ok {
            continue;
        }
        let check = engine.search(&pos, &keys, &Limits::depth(4), &stop);
        if (check.score.0.abs() <= 120 || attempts > count * 20) && check.best_move.is_some() {
            out.push(pos.fen());
        }
    }
    out
}

/// Plays the match; games run `config.concurrency` at a time.
pub fn play_match(a: &PlayerSpec, b: &PlayerSpec, config: &MatchConfig) -> Result<MatchResult> {
    let pairs = config.games.div_ceil(2);
    let fens = match &config.openings {
        Openings::Fens(list) => (0..pairs).map(|i| list[i % list.len()].clone()).collect(),
        Openings::Random { plies } => random_openings(config.variant, pairs, *plies, config.seed),
    };
    let starts: Vec<Position> = fens
        .iter()
        .map(|f| {
            Position::from_fen(f, config.variant).with_context(|| format!("bad opening FEN {f}"))
        })
        .collect::<Result<_>>()?;
    let bar = ProgressBar::new(config.games as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} games, {msg} [{elapsed_precise}]")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let next = AtomicUsize::new(0);
    let tally = Mutex::new(MatchResult::default());
    let failure: Mutex<Option<anyhow::Error>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..config.concurrency.min(config.games).max(1) {
            scope.spawn(|| {
                let run = || -> Result<()> {
                    let mut player_a = make_player(a, config)?;
                    let mut player_b = make_player(b, config)?;
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        if index >= config.games {
                            return Ok(());
                        }
                        let start = &starts[index / 2];
                        let a_is_white = index.is_multiple_of(2);
                        let seed = config.seed.wrapping_mul(1_000_003) ^ index as u64;
                        let game = if a_is_white {
                            play_game(player_a.as_mut(), player_b.as_mut(), start, seed)?
                        } else {
                            play_game(player_b.as_mut(), player_a.as_mut(), start, seed)?
                        };
                        let a_result = match (game.result, a_is_white) {
                            (GameResult::Draw, _) => 0,
                            (GameResult::WhiteWins, true) | (GameResult::BlackWins, false) => 1,
                            _ => -1,
                        };
                        let mut t = tally.lock().recover();
                        match a_result {
                            1 => t.wins += 1,
                            0 => t.draws += 1,
                            _ => t.losses += 1,
                        }
                        bar.set_message(format!("+{} ={} -{}", t.wins, t.draws, t.losses));
                        drop(t);
                        if config.verbose {
                            let moves: Vec<String> =
                                game.moves.iter().map(|m| m.to_string()).collect();
                            let text = format!(
                                "game {} ({} white): {:?} by {} after {} plies from {}: {}",
                                index + 1,
                                if a_is_white { "A" } else { "B" },
                                game.result,
                                game.reason,
                                game.moves.len(),
                                game.start_fen,
                                moves.join(" ")
                            );
                            if bar.is_hidden() {
                                eprintln!("{text}");
                            } else {
                                bar.println(text);
                            }
                        }
                        bar.inc(1);
                    }
                };
                if let Err(e) = run() {
                    failure.lock().recover().get_or_insert(e);
                    // Let the other threads finish the queue quickly.
                    next.store(usize::MAX / 2, Ordering::Relaxed);
                }
            });
        }
    });
    bar.finish();
    if let Some(e) = failure.into_inner().recover() {
        return Err(e);
    }
    Ok(tally.into_inner().recover())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_specs_parse() {
        assert_eq!(
            "level:3".parse::<PlayerSpec>().ok(),
            Level::new(3).map(PlayerSpec::Level)
        );
        let spec = "uci:stockfish;UCI_Elo=2000".parse::<PlayerSpec>().ok();
        assert_eq!(
            spec,
            Some(PlayerSpec::Uci {
                command: "stockfish".into(),
                options: vec![("UCI_Elo".into(), "2000".into())]
            })
        );
        assert!("level:9".parse::<PlayerSpec>().is_err());
        assert!("stockfish".parse::<PlayerSpec>().is_err());
    }

    #[test]
    fn elo_of_an_even_score_is_zero_and_grows_with_it() {
        let even = MatchResult {
            wins: 5,
            draws: 10,
            losses: 5,
        };
        let Some((elo, low, high)) = even.elo() else {
            panic!("an even score over 20 games has an Elo");
        };
        assert!(elo.abs() < 1e-9 && low < 0.0 && high > 0.0);
        let good = MatchResult {
            wins: 15,
            draws: 2,
            losses: 3,
        };
        assert!(good.elo().is_some_and(|(elo, _, _)| elo > 150.0));
    }

    #[test]
    fn one_result_repeated_has_no_elo_and_says_so() {
        for (result, word) in [
            (
                MatchResult {
                    wins: 0,
                    draws: 0,
                    losses: 2,
                },
                "every game lost",
            ),
            (
                MatchResult {
                    wins: 3,
                    draws: 0,
                    losses: 0,
                },
                "every game won",
            ),
            (
                MatchResult {
                    wins: 0,
                    draws: 4,
                    losses: 0,
                },
                "every game drawn",
            ),
        ] {
            assert_eq!(result.elo(), None);
            let summary = result.summary("level:1", "level:2");
            assert!(summary.contains(word), "{summary}");
            assert!(summary.contains("too few games"), "{summary}");
            assert!(!summary.contains("1200"), "{summary}");
        }
        let split = MatchResult {
            wins: 1,
            draws: 0,
            losses: 1,
        };
        assert_eq!(
            split.summary("a", "b"),
            "a vs b: +1 =0 -1 (2 games), score 50.0%, Elo +0 [-inf, +inf]"
        );
    }

    #[test]
    fn random_openings_are_reproducible_and_legal() {
        let a = random_openings(Variant::Castalia, 2, 4, 7);
        let b = random_openings(Variant::Castalia, 2, 4, 7);
        assert_eq!(a, b);
        for fen in &a {
            assert!(Position::from_fen(fen, Variant::Castalia).is_ok());
        }
    }
}
