//! `bestmove`, `uci` and `match`: the engine tools.

use crate::cli::matches::{self, MatchConfig, Openings, PlayerSpec};
use crate::cli::rules::PositionArgs;
use crate::engine::levels::search_for_level;
use crate::engine::{pick_line, Engine, Level, Limits, SearchResult};
use anyhow::{bail, Context, Result};
use clap::Args;
use std::io::{BufRead, BufWriter};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::Duration;

#[derive(Args, Debug)]
pub struct BestMoveArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// Strength level, 1 (beginner) to 8 (full strength).
    #[arg(long, conflicts_with_all = ["depth", "movetime", "nodes"])]
    pub level: Option<Level>,
    /// Search to this depth (plies) at full strength.
    #[arg(long)]
    pub depth: Option<u32>,
    /// Search for this many milliseconds at full strength.
    #[arg(long)]
    pub movetime: Option<u64>,
    /// Search this many nodes at full strength.
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Seed for the weighted move choice of levels 1-7.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Transposition table size in MiB.
    #[arg(long, default_value_t = 32)]
    pub hash: usize,
}

pub fn bestmove(args: BestMoveArgs) -> Result<ExitCode> {
    let pos = args.position.position()?;
    let mut engine = Engine::new(args.hash);
    let stop = AtomicBool::new(false);
    let mv = if let Some(level) = args.level {
        let result = search_for_level(&mut engine, &pos, &[], level, &level.limits(), &stop);
        eprintln!("{}", search_details(&result));
        let mv = pick_line(&result, &pos, level, args.seed);
        if let (Some(mv), Some(best)) = (mv, result.best_move) {
            if mv != best {
                eprintln!("level {level} plays {mv} (a weaker line than the best, {best})");
            }
        }
        mv
    } else {
        if args.depth.is_none() && args.movetime.is_none() && args.nodes.is_none() {
            bail!("say how to search: --level 1-8, --depth D, --movetime MS or --nodes N");
        }
        let limits = Limits {
            depth: args.depth,
            nodes: args.nodes,
            movetime: args.movetime.map(Duration::from_millis),
            ..Limits::default()
        };
        let result = engine.search(&pos, &[], &limits, &stop);
        eprintln!("{}", search_details(&result));
        result.best_move
    };
    match mv {
        Some(mv) => {
            println!("{mv}");
            Ok(ExitCode::SUCCESS)
        }
        None => {
            eprintln!("no legal move: the game is over in this position");
            println!("(none)");
            Ok(ExitCode::from(1))
        }
    }
}

/// What a search found, in one line for stderr: depth, score, nodes, time, speed and the best
/// line.
fn search_details(result: &SearchResult) -> String {
    let pv: Vec<String> = result.pv.iter().map(|m| m.to_string()).collect();
    format!(
        "depth {} score {} nodes {} time {} ms nps {} pv {}",
        result.depth,
        result.score,
        result.nodes,
        result.elapsed.as_millis(),
        result.nodes * 1000 / (result.elapsed.as_millis().max(1) as u64),
        pv.join(" ")
    )
}

#[derive(Args, Debug)]
pub struct UciArgs {}

pub fn uci(_args: UciArgs) -> Result<ExitCode> {
    let stdin = std::io::stdin();
    let out: crate::engine::uci::Output = Arc::new(Mutex::new(BufWriter::new(std::io::stdout())));
    crate::engine::uci::run(stdin.lock(), out);
    Ok(ExitCode::SUCCESS)
}

#[derive(Args, Debug)]
pub struct MatchArgs {
    /// Rule set: castalia, castalia-weak or standard.
    #[arg(long, default_value = "castalia")]
    pub variant: crate::rules::Variant,
    /// First player: `level:N`, or `uci:COMMAND` (an external UCI engine), optionally followed
    /// by `;Name=Value` UCI options, e.g. `uci:stockfish;UCI_LimitStrength=true;UCI_Elo=2000`.
    pub player_a: String,
    /// Second player, in the same form.
    pub player_b: String,
    /// Number of games (each opening is played twice, colours swapped).
    #[arg(long, default_value_t = 20)]
    pub games: usize,
    /// Milliseconds per move for every player (default: each level's own limits; external
    /// engines get 1000).
    #[arg(long)]
    pub movetime: Option<u64>,
    /// Nodes per move for every player instead of a time (comparisons that do not depend on
    /// the machine's load).
    #[arg(long, conflicts_with = "movetime")]
    pub nodes: Option<u64>,
    /// A file of opening FENs, one a line (default: seeded random short openings).
    #[arg(long)]
    pub openings: Option<std::path::PathBuf>,
    /// Plies of each random opening.
    #[arg(long, default_value_t = 8)]
    pub opening_plies: usize,
    /// Seed for the openings and the levels' move choice.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Games played at once (each game uses one core per engine thinking).
    #[arg(long, default_value_t = 1)]
    pub concurrency: usize,
    /// Print each game's result and moves.
    #[arg(long)]
    pub verbose: bool,
}

pub fn run_match(args: MatchArgs) -> Result<ExitCode> {
    let a: PlayerSpec = args.player_a.parse()?;
    let b: PlayerSpec = args.player_b.parse()?;
    let openings = match &args.openings {
        Some(path) => {
            let file = std::fs::File::open(path)
                .with_context(|| format!("cannot open the openings file {}", path.display()))?;
            let fens: Vec<String> = std::io::BufReader::new(file)
                .lines()
                .map_while(Result::ok)
                .map(|l| l.trim().to_string())
                .filter(|l| !l.is_empty() && !l.starts_with('#'))
                .collect();
            if fens.is_empty() {
                bail!("{} holds no FEN", path.display());
            }
            Openings::Fens(fens)
        }
        None => Openings::Random {
            plies: args.opening_plies,
        },
    };
    let config = MatchConfig {
        variant: args.variant,
        games: args.games,
        movetime: args.movetime.map(Duration::from_millis),
        nodes: args.nodes,
        openings,
        seed: args.seed,
        concurrency: args.concurrency.max(1),
        verbose: args.verbose,
    };
    let result = matches::play_match(&a, &b, &config)?;
    println!("{}", result.summary(&args.player_a, &args.player_b));
    Ok(ExitCode::SUCCESS)
}
