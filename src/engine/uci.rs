//! The UCI protocol, so that GUIs, match runners and other engines can talk to ours.
//!
//! Supported: `uci`, `isready`, `ucinewgame`, `position startpos|fen ... [moves ...]`,
//! `go depth|nodes|movetime|wtime|btime|winc|binc|movestogo|infinite`, `stop`, `quit`,
//! `setoption name UCI_Variant|Level|Hash|MultiPV|CastaliaNetwork value ...`
//! (`CastaliaNetwork false` evaluates positions with a Castalia by the hand-written evaluation
//! alone; by default the Castalia network has a say, see `eval::with_network`). The search
//! runs on its own thread so that `stop` and `isready` are answered while it thinks. Castalia
//! moves and promotions to a Castalia are written in plain UCI (`c1d3`, `e7e8c`). A `position`
//! that is refused (a bad FEN, an illegal move) is said with `info string` and leaves no
//! position: until one is accepted, `go` says so and answers `bestmove 0000` rather than search
//! an older position.

use super::levels::{choose_with_limits, Level};
use super::limits::{Clock, Limits};
use super::search::{Engine, SearchResult};
use crate::rules::{Position, Variant};
use crate::sync::Recover;
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// Where protocol output goes (shared with the search thread).
pub type Output = Arc<Mutex<dyn Write + Send>>;

const DEFAULT_HASH_MB: usize = 32;

/// One UCI session: the current position and options, and the search thread if one runs.
pub struct Session {
    engine: Option<Engine>,
    worker: Option<JoinHandle<Engine>>,
    stop: Arc<AtomicBool>,
    variant: Variant,
    position: Position,
    /// Repetition keys of the positions before `position`.
    history: Vec<u64>,
    /// Why the last `position` command was refused: until a position is accepted, `go`
    /// searches nothing (the position before it is not the one the GUI means).
    refused: Option<String>,
    level: Level,
    multipv: usize,
    games_started: u64,
    /// Whether the running search has no limit (`go infinite`).
    unlimited: bool,
    out: Output,
}

fn say(out: &Output, line: &str) {
    let mut w = out.lock().recover();
    let _ = writeln!(w, "{line}");
    let _ = w.flush();
}

/// Runs a session until `quit` or the end of the input.
pub fn run(mut input: impl BufRead, out: Output) {
    let mut session = Session::new(out.clone());
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(_) => break,
        }
        // A line that is not UTF-8 is refused, and the session goes on.
        let Ok(line) = std::str::from_utf8(&bytes) else {
            say(
                &out,
                "info string ignored a line that is not valid UTF-8 text",
            );
            continue;
        };
        if !session.handle(line.trim_end_matches(['\n', '\r'])) {
            break;
        }
    }
    session.finish_search();
}

impl Session {
    pub fn new(out: Output) -> Session {
        let mut engine = Engine::new(DEFAULT_HASH_MB);
        engine.set_keep_hash(true);
        Session {
            engine: Some(engine),
            worker: None,
            stop: Arc::new(AtomicBool::new(false)),
            variant: Variant::Castalia,
            position: Position::start(Variant::Castalia),
            history: Vec::new(),
            refused: None,
            level: Level::MAX,
            multipv: 1,
            games_started: 0,
            unlimited: false,
            out,
        }
    }

    /// Handles one command line; false when the session should end.
    pub fn handle(&mut self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(&command) = words.first() else {
            return true;
        };
        match command {
            "uci" => {
                say(&self.out, "id name castalia-bot");
                say(&self.out, "id author the castalia-bot authors");
                say(
                    &self.out,
                    "option name UCI_Variant type combo default castalia var castalia var castalia-weak var chess",
                );
                say(
                    &self.out,
                    "option name Level type spin default 8 min 1 max 8",
                );
                say(
                    &self.out,
                    &format!("option name Hash type spin default {DEFAULT_HASH_MB} min 1 max 4096"),
                );
                say(
                    &self.out,
                    "option name MultiPV type spin default 1 min 1 max 64",
                );
                say(
                    &self.out,
                    "option name CastaliaNetwork type check default true",
                );
                say(&self.out, "uciok");
            }
            "isready" => say(&self.out, "readyok"),
            "ucinewgame" => {
                self.wait_search();
                if let Some(engine) = self.engine.as_mut() {
                    engine.clear();
                }
                self.games_started += 1;
            }
            "setoption" => self.set_option(&words[1..]),
            "position" => {
                self.wait_search();
                self.refused = self.set_position(&words[1..]).err();
                if let Some(e) = &self.refused {
                    say(
                        &self.out,
                        &format!("info string {e}; the position is not set, so `go` searches nothing until a `position` is accepted"),
                    );
                }
            }
            "go" => self.go(&words[1..]),
            "stop" => self.finish_search(),
            "quit" => return false,
            _ => say(
                &self.out,
                &format!("info string unknown command `{command}`"),
            ),
        }
        true
    }

    /// Raises the stop flag and waits for the search thread (which prints `bestmove`).
    pub fn finish_search(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.wait_search();
    }

    /// Waits for a running search to end by its limits (a search without limits is stopped:
    /// it would never end).
    fn wait_search(&mut self) {
        if self.unlimited {
            self.stop.store(true, Ordering::Relaxed);
        }
        if let Some(worker) = self.worker.take() {
            match worker.join() {
                Ok(engine) => self.engine = Some(engine),
                Err(_) => self.engine = Some(Engine::new(DEFAULT_HASH_MB)),
            }
        }
    }

    fn set_option(&mut self, words: &[&str]) {
        // setoption name <name words> [value <value words>]
        let text = words.join(" ");
        let rest = text.strip_prefix("name ").unwrap_or(&text);
        let (name, value) = match rest.split_once(" value ") {
            Some((n, v)) => (n.trim(), v.trim()),
            None => (rest.trim(), ""),
        };
        self.wait_search();
        match name.to_ascii_lowercase().as_str() {
            "uci_variant" => match value.parse::<Variant>() {
                Ok(v) => {
                    self.variant = v;
                    self.position = Position::start(v);
                    self.history.clear();
                    self.refused = None;
                }
                Err(e) => say(&self.out, &format!("info string {e}")),
            },
            "level" => match value.parse::<Level>() {
                Ok(l) => self.level = l,
                Err(e) => say(&self.out, &format!("info string {e}")),
            },
            "hash" => match value.parse::<usize>() {
                Ok(mb) if mb >= 1 => {
                    if let Some(engine) = self.engine.as_mut() {
                        engine.set_hash_size(mb.min(4096));
                    }
                }
                _ => say(&self.out, "info string Hash takes a size in MiB, like 64"),
            },
            "multipv" => match value.parse::<usize>() {
                Ok(n) if n >= 1 => self.multipv = n.min(64),
                _ => say(
                    &self.out,
                    "info string MultiPV takes a number of lines, like 3",
                ),
            },
            "castalianetwork" => match value.to_ascii_lowercase().as_str() {
                on @ ("true" | "false") => {
                    if let Some(engine) = self.engine.as_mut() {
                        engine.set_castalia_network(on == "true");
                    }
                }
                _ => say(&self.out, "info string CastaliaNetwork takes true or false"),
            },
            _ => say(&self.out, &format!("info string unknown option `{name}`")),
        }
    }

    fn set_position(&mut self, words: &[&str]) -> Result<(), String> {
        let moves_at = words.iter().position(|w| *w == "moves");
        let (setup, moves) = match moves_at {
            Some(i) => (&words[..i], &words[i + 1..]),
            None => (words, &[][..]),
        };
        let mut pos = match setup.first() {
            Some(&"startpos") => Position::start(self.variant),
            Some(&"fen") => {
                let fen = setup[1..].join(" ");
                Position::from_fen(&fen, self.variant).map_err(|e| format!("bad FEN: {e}"))?
            }
            _ => return Err("write `position startpos` or `position fen <FEN>`".into()),
        };
        let mut history = Vec::new();
        for text in moves {
            let mv = pos
                .parse_uci(text)
                .map_err(|e| format!("illegal move {text}: {e}"))?;
            history.push(pos.repetition_key());
            pos = pos.play(&mv);
        }
        self.position = pos;
        self.history = history;
        Ok(())
    }

    fn go(&mut self, words: &[&str]) {
        self.wait_search();
        if let Some(e) = &self.refused {
            // A GUI waits for a `bestmove`: the null move, as when there is no legal move.
            say(
                &self.out,
                &format!("info string no search: the last position was refused ({e}); send `position startpos` or `position fen ...` with legal moves"),
            );
            say(&self.out, "bestmove 0000");
            return;
        }
        let mut limits = Limits {
            multipv: self.multipv,
            ..Limits::default()
        };
        let mut clock = Clock::default();
        let mut has_clock = false;
        let mut i = 0;
        let ms =
            |w: Option<&&str>| Duration::from_millis(w.and_then(|v| v.parse().ok()).unwrap_or(0));
        while i < words.len() {
            let next = words.get(i + 1);
            match words[i] {
                "depth" => limits.depth = next.and_then(|v| v.parse().ok()),
                "nodes" => limits.nodes = next.and_then(|v| v.parse().ok()),
                "movetime" => limits.movetime = Some(ms(next)),
                "wtime" => (clock.wtime, has_clock) = (ms(next), true),
                "btime" => (clock.btime, has_clock) = (ms(next), true),
                "winc" => clock.winc = ms(next),
                "binc" => clock.binc = ms(next),
                "movestogo" => clock.movestogo = next.and_then(|v| v.parse().ok()),
                "infinite" => {
                    i += 1;
                    continue;
                }
                _ => {
                    i += 1;
                    continue;
                }
            }
            i += 2;
        }
        if has_clock {
            limits.clock = Some(clock);
        }
        self.unlimited = limits.depth.is_none()
            && limits.nodes.is_none()
            && limits.movetime.is_none()
            && limits.clock.is_none();
        let level = self.level;
        if level < Level::MAX {
            // A weakened level plays its own limits, capped by what the GUI allows.
            let own = level.limits();
            limits.depth = own.depth.min(limits.depth).or(own.depth);
            limits.nodes = own.nodes;
            limits.multipv = own.multipv.max(limits.multipv);
            limits.movetime = own.movetime;
        }
        let Some(mut engine) = self.engine.take() else {
            return;
        };
        self.stop.store(false, Ordering::Relaxed);
        let stop = Arc::clone(&self.stop);
        let out = Arc::clone(&self.out);
        let pos = self.position.clone();
        let history = self.history.clone();
        let seed = self.games_started.wrapping_mul(0x9E37_79B9) ^ history.len() as u64;
        self.worker = Some(std::thread::spawn(move || {
            let best = if level < Level::MAX {
                let (mv, _) =
                    choose_with_limits(&mut engine, &pos, &history, level, &limits, seed, &stop);
                mv
            } else {
                let mut report = |r: &SearchResult| print_info(&out, r);
                engine
                    .search_with_info(&pos, &history, &limits, &stop, &mut report)
                    .best_move
            };
            match best {
                Some(mv) => say(&out, &format!("bestmove {mv}")),
                None => say(&out, "bestmove 0000"),
            }
            engine
        }));
    }
}

fn print_info(out: &Output, r: &SearchResult) {
    let ms = r.elapsed.as_millis().max(1) as u64;
    let nps = r.nodes * 1000 / ms;
    for (i, line) in r.lines.iter().enumerate() {
        let pv: Vec<String> = line.pv.iter().map(|m| m.to_string()).collect();
        say(
            out,
            &format!(
                "info depth {} seldepth {} multipv {} score {} nodes {} nps {} time {} pv {}",
                r.depth,
                r.seldepth,
                i + 1,
                line.score,
                r.nodes,
                nps,
                ms,
                pv.join(" ")
            ),
        );
    }
}
