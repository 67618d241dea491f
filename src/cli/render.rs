//! `render` and `explain`: board pictures and move explanations from the command line.

use crate::cli::rules::PositionArgs;
use crate::explain::{explain_png_with, explain_text, explain_why, ExplainError};
use crate::render::{render_png, RenderOptions, Theme};
use anyhow::{Context, Result};
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

/// How the picture looks, shared by `render` and `explain`.
#[derive(Args, Debug, Clone)]
pub struct LookArgs {
    /// Draw the board from Black's side.
    #[arg(long)]
    pub flip: bool,
    /// Board colours: classic, ocean or forest.
    #[arg(long, default_value = "classic")]
    pub theme: Theme,
    /// Side of one square in pixels (16 to 256).
    #[arg(long, default_value_t = 64)]
    pub size: u32,
    /// The language of the words: the global `--lang`, which may stand before or after the
    /// subcommand.
    #[arg(skip)]
    pub lang: crate::i18n::Lang,
}

impl LookArgs {
    fn options(&self) -> RenderOptions {
        RenderOptions {
            square_px: self.size,
            flipped: self.flip,
            theme: self.theme,
            lang: self.lang,
            ..RenderOptions::default()
        }
    }
}

#[derive(Args, Debug)]
pub struct RenderArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    #[command(flatten)]
    pub look: LookArgs,
    /// A move (UCI or SAN) to play from the FEN and highlight, kidnap and repulse included (as
    /// arrows, with a legend under the board). If it is not legal there, a UCI move's squares
    /// are highlighted (the FEN taken as the position after it); any other move is refused
    /// with the reason `explain` gives.
    #[arg(long)]
    pub lastmove: Option<String>,
    /// A line of text above the board.
    #[arg(long)]
    pub header: Option<String>,
    /// A line of text below the board.
    #[arg(long)]
    pub footer: Option<String>,
    /// Where to write the PNG.
    #[arg(short = 'o', long = "output")]
    pub output: PathBuf,
}

pub fn render(args: RenderArgs) -> Result<ExitCode> {
    let mut pos = args.position.position()?;
    let mut opts = args.look.options();
    opts.header = args.header;
    opts.footer = args.footer;
    if let Some(text) = &args.lastmove {
        match pos.parse_move(text) {
            Ok(mv) => {
                pos = pos.play(&mv);
                opts.last_move = Some(mv);
                opts.show_displacements = true;
            }
            Err(_) => {
                let Ok(uci) = text.trim().parse::<crate::rules::Uci>() else {
                    // Not squares to highlight either: say why the move is not legal, in the
                    // words `explain` uses.
                    if let Err(why) = explain_text(&pos, text) {
                        for line in why.sentences() {
                            eprintln!("{}", line.words(args.look.lang));
                        }
                    }
                    return Ok(ExitCode::from(1));
                };
                eprintln!("note: {text} is not legal in the FEN; highlighting its squares only");
                opts.last_move = Some(crate::rules::Move {
                    from: uci.from,
                    to: uci.to,
                    promotion: uci.promotion,
                    kind: crate::rules::MoveKind::Normal,
                });
            }
        }
    }
    let png = render_png(&pos, &opts)?;
    std::fs::write(&args.output, &png)
        .with_context(|| format!("cannot write {}", args.output.display()))?;
    eprintln!("wrote {} ({} bytes)", args.output.display(), png.len());
    Ok(ExitCode::SUCCESS)
}

#[derive(Args, Debug)]
pub struct ExplainArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    #[command(flatten)]
    pub look: LookArgs,
    /// The move, in SAN or UCI.
    #[arg(name = "MOVE")]
    pub text: String,
    /// Also write the explanation picture (PNG) here.
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
    /// Nodes per engine search for the "why" (fixed, so the answer is the same every run).
    #[arg(long, default_value_t = crate::explain::DEFAULT_EXPLAIN_NODES)]
    pub nodes: u64,
    /// Only the mechanics: no engine search.
    #[arg(long)]
    pub no_engine: bool,
}

pub fn explain(args: ExplainArgs) -> Result<ExitCode> {
    let pos = args.position.position()?;
    match explain_text(&pos, &args.text) {
        Ok(explanation) => {
            let explanation = if args.no_engine {
                explanation
            } else {
                let started = std::time::Instant::now();
                let mut engine = crate::engine::Engine::new(16);
                let out = explain_why(&mut engine, &pos, &[], &explanation.mv, args.nodes);
                tracing::info!("engine analysis took {} ms", started.elapsed().as_millis());
                eprintln!("(engine: {} ms)", started.elapsed().as_millis());
                out
            };
            println!("{}", explanation.text().words(args.look.lang));
            if let Some(path) = &args.output {
                let png = explain_png_with(&pos, &explanation, &args.look.options())?;
                std::fs::write(path, &png)
                    .with_context(|| format!("cannot write {}", path.display()))?;
                eprintln!("wrote {} ({} bytes)", path.display(), png.len());
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(e @ ExplainError::Illegal { .. }) => {
            for line in e.sentences() {
                println!("{}", line.words(args.look.lang));
            }
            Ok(ExitCode::from(1))
        }
        Err(e) => {
            eprintln!("error: {e}");
            Ok(ExitCode::from(2))
        }
    }
}
