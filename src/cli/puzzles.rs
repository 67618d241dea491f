//! `puzzles generate` and `puzzles stats`: the puzzle tools (for maintainers).

use crate::puzzles::analyse::AnalysisSettings;
use crate::puzzles::generate::{generate, is_castalia_puzzle, GenerateOptions};
use crate::puzzles::merge::merge;
use crate::puzzles::motifs::{generate_motifs, MotifOptions};
use crate::puzzles::{parse_puzzles, Goal};
use crate::rules::Variant;
use anyhow::{bail, Context, Result};
use clap::{Args, Subcommand};
use std::collections::BTreeMap;
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Args, Debug)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    pub command: PuzzlesCommand,
}

#[derive(Subcommand, Debug)]
pub enum PuzzlesCommand {
    /// Find puzzles in engine self-play games and write them as JSON lines.
    Generate(GenerateArgs),
    /// Build positions around Castalia kidnaps and repulses and keep the verified puzzles.
    Motifs(MotifsArgs),
    /// Merge puzzle files into one set (near-duplicates dropped, a minimum Castalia share).
    Merge(MergeArgs),
    /// Read a puzzle file, check every puzzle's line, and print counts by rule set and theme.
    Stats(StatsArgs),
}

#[derive(Args, Debug)]
pub struct MotifsArgs {
    /// Stop after this many puzzles.
    #[arg(long)]
    pub wanted: usize,
    /// Stop after this many built positions in any case.
    #[arg(long, default_value_t = 1_000_000)]
    pub attempts: usize,
    /// The file to write (replaced), one puzzle a line.
    #[arg(long)]
    pub out: std::path::PathBuf,
    /// One rule set (castalia or castalia-weak); both when left out.
    #[arg(long)]
    pub variant: Option<Variant>,
    /// Seed: the same seed and settings give the same puzzles.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Depth (plies) of the analysis that finds each solution.
    #[arg(long, default_value_t = 10)]
    pub depth: u32,
    /// Depth of the deeper check of each puzzle's first move.
    #[arg(long, default_value_t = 13)]
    pub verify_depth: u32,
    /// Nodes of the MultiPV screen of each built position.
    #[arg(long, default_value_t = 20_000)]
    pub screen_nodes: u64,
}

#[derive(Args, Debug)]
pub struct MergeArgs {
    /// The file to write (replaced).
    #[arg(long)]
    pub out: std::path::PathBuf,
    /// At least this share of the result turns on a kidnap or a repulse (0 to 1).
    #[arg(long, default_value_t = 0.6)]
    pub min_castalia_share: f64,
    /// Puzzle files, in order of preference (an earlier puzzle wins a near-duplicate).
    #[arg(required = true)]
    pub files: Vec<std::path::PathBuf>,
}

#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// How many self-play games to play.
    #[arg(long)]
    pub games: usize,
    /// The file to write (replaced), one puzzle a line.
    #[arg(long)]
    pub out: std::path::PathBuf,
    /// One rule set (castalia or castalia-weak); both when left out.
    #[arg(long)]
    pub variant: Option<Variant>,
    /// Seed: the same seed and settings give the same puzzles.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Depth (plies) of the analysis that finds each solution.
    #[arg(long, default_value_t = 10)]
    pub depth: u32,
    /// Depth of the deeper check of each puzzle's first move.
    #[arg(long, default_value_t = 13)]
    pub verify_depth: u32,
    /// Nodes of the players' search, which also screens the positions.
    #[arg(long, default_value_t = 6_000)]
    pub screen_nodes: u64,
    /// At most this share of puzzles may turn on neither a kidnap nor a repulse (0 to 1).
    #[arg(long, default_value_t = 0.35)]
    pub max_plain_share: f64,
}

#[derive(Args, Debug)]
pub struct StatsArgs {
    /// A puzzle file (JSON lines).
    pub file: std::path::PathBuf,
}

pub fn puzzles(args: PuzzlesArgs) -> Result<ExitCode> {
    match args.command {
        PuzzlesCommand::Generate(a) => run_generate(a),
        PuzzlesCommand::Motifs(a) => run_motifs(a),
        PuzzlesCommand::Merge(a) => run_merge(a),
        PuzzlesCommand::Stats(a) => stats(a),
    }
}

fn run_generate(args: GenerateArgs) -> Result<ExitCode> {
    if let Some(v) = args.variant {
        if !v.has_castalia() {
            bail!(
                "puzzles are for the Castalia rule sets: use --variant castalia or castalia-weak"
            );
        }
    }
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    let options = GenerateOptions {
        games: args.games,
        variant: args.variant,
        seed: args.seed,
        screen_nodes: args.screen_nodes,
        analysis: AnalysisSettings {
            depth: args.depth,
            verify_depth: args.verify_depth.max(args.depth),
            ..AnalysisSettings::default()
        },
        max_plain_share: args.max_plain_share.clamp(0.0, 1.0),
    };
    let file = std::fs::File::create(&args.out)
        .with_context(|| format!("cannot write {}", args.out.display()))?;
    let mut out = std::io::BufWriter::new(file);
    writeln!(
        out,
        "# Castalia puzzles (docs/puzzles.md): castalia-bot puzzles generate --games {} --seed {}{}",
        args.games,
        args.seed,
        args.variant.map(|v| format!(" --variant {v}")).unwrap_or_default()
    )?;
    let started = Instant::now();
    let mut write_error = None;
    let puzzles = generate(
        &options,
        &mut |p| {
            if let Err(e) = writeln!(out, "{}", p.to_json_line()).and_then(|_| out.flush()) {
                write_error.get_or_insert(e);
            }
        },
        &mut |progress| {
            eprintln!(
                "game {}/{}: {} positions, {} candidates, {} puzzles, {:.0} s",
                progress.games,
                args.games,
                progress.positions,
                progress.candidates,
                progress.kept,
                started.elapsed().as_secs_f64()
            );
        },
    );
    if let Some(e) = write_error {
        return Err(e).with_context(|| format!("cannot write {}", args.out.display()));
    }
    out.flush()?;
    eprintln!(
        "{} puzzles in {:.0} s",
        puzzles.len(),
        started.elapsed().as_secs_f64()
    );
    println!("{}", puzzles.len());
    Ok(ExitCode::SUCCESS)
}

fn run_motifs(args: MotifsArgs) -> Result<ExitCode> {
    if let Some(v) = args.variant {
        if !v.has_castalia() {
            bail!(
                "puzzles are for the Castalia rule sets: use --variant castalia or castalia-weak"
            );
        }
    }
    if args.wanted == 0 {
        bail!("--wanted must be at least 1");
    }
    let options = MotifOptions {
        wanted: args.wanted,
        attempts: args.attempts,
        variant: args.variant,
        seed: args.seed,
        screen_nodes: args.screen_nodes,
        analysis: AnalysisSettings {
            depth: args.depth,
            verify_depth: args.verify_depth.max(args.depth),
            ..AnalysisSettings::default()
        },
        ..MotifOptions::default()
    };
    let file = std::fs::File::create(&args.out)
        .with_context(|| format!("cannot write {}", args.out.display()))?;
    let mut out = std::io::BufWriter::new(file);
    writeln!(
        out,
        "# Castalia motif puzzles (docs/puzzles.md): castalia-bot puzzles motifs --wanted {} --seed {}{}",
        args.wanted,
        args.seed,
        args.variant.map(|v| format!(" --variant {v}")).unwrap_or_default()
    )?;
    let started = Instant::now();
    let mut write_error = None;
    let puzzles = generate_motifs(
        &options,
        &mut |p| {
            if let Err(e) = writeln!(out, "{}", p.to_json_line()).and_then(|_| out.flush()) {
                write_error.get_or_insert(e);
            }
        },
        &mut |progress| {
            eprintln!(
                "{} attempts: {} positions, {} candidates, {} puzzles {:?}, {:.0} s",
                progress.attempts,
                progress.positions,
                progress.candidates,
                progress.kept,
                progress
                    .by_motif
                    .iter()
                    .map(|(m, n)| format!("{}: {n}", m.name()))
                    .collect::<Vec<_>>(),
                started.elapsed().as_secs_f64()
            );
        },
    );
    if let Some(e) = write_error {
        return Err(e).with_context(|| format!("cannot write {}", args.out.display()));
    }
    out.flush()?;
    eprintln!(
        "{} puzzles in {:.0} s",
        puzzles.len(),
        started.elapsed().as_secs_f64()
    );
    println!("{}", puzzles.len());
    Ok(ExitCode::SUCCESS)
}

fn run_merge(args: MergeArgs) -> Result<ExitCode> {
    if !(0.0..=1.0).contains(&args.min_castalia_share) {
        bail!("--min-castalia-share is a share from 0 to 1, like 0.6");
    }
    let mut sources = Vec::new();
    for path in &args.files {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        let puzzles = parse_puzzles(&text).with_context(|| format!("in {}", path.display()))?;
        sources.push(puzzles);
    }
    let merged = merge(&sources, args.min_castalia_share);
    let mut text = format!(
        "# Castalia puzzles (docs/puzzles.md): castalia-bot puzzles merge --min-castalia-share {} {}\n",
        args.min_castalia_share,
        args.files
            .iter()
            .map(|p| p.display().to_string())
            .collect::<Vec<_>>()
            .join(" ")
    );
    for p in &merged {
        text.push_str(&p.to_json_line());
        text.push('\n');
    }
    std::fs::write(&args.out, text)
        .with_context(|| format!("cannot write {}", args.out.display()))?;
    println!("{}", merged.len());
    Ok(ExitCode::SUCCESS)
}

fn stats(args: StatsArgs) -> Result<ExitCode> {
    let text = std::fs::read_to_string(&args.file)
        .with_context(|| format!("cannot read {}", args.file.display()))?;
    let puzzles = parse_puzzles(&text)?;
    let mut by_rules: BTreeMap<String, usize> = BTreeMap::new();
    let mut by_theme: BTreeMap<String, usize> = BTreeMap::new();
    let mut by_goal: BTreeMap<String, usize> = BTreeMap::new();
    let mut by_rating: BTreeMap<u32, usize> = BTreeMap::new();
    for p in &puzzles {
        *by_rules.entry(p.rules.to_string()).or_default() += 1;
        *by_goal
            .entry(
                match p.goal {
                    Goal::Mate => "mate",
                    Goal::Win => "win",
                    Goal::Defend => "defend",
                }
                .to_string(),
            )
            .or_default() += 1;
        *by_rating.entry(p.rating / 200 * 200).or_default() += 1;
        for t in &p.themes {
            *by_theme.entry(t.clone()).or_default() += 1;
        }
    }
    let castalia = puzzles.iter().filter(|p| is_castalia_puzzle(p)).count();
    println!("puzzles: {}", puzzles.len());
    println!(
        "kidnap or repulse: {} ({:.0}%)",
        castalia,
        100.0 * castalia as f64 / puzzles.len().max(1) as f64
    );
    println!("rule sets: {by_rules:?}");
    println!("goals: {by_goal:?}");
    println!("ratings (by 200): {by_rating:?}");
    println!("themes: {by_theme:?}");
    Ok(ExitCode::SUCCESS)
}
