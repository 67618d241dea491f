//! `review`: an engine review of a game read from PGN: the summary on standard output, and with
//! `-o DIR` the annotated PGN, the evaluation graph and the key moments' boards as files.

use crate::engine::Engine;
use crate::explain::review::{Reviewer, DEFAULT_REVIEW_NODES};
use crate::i18n::Text;
use crate::render::RenderOptions;
use crate::rules::pgn::{read_pgn, PgnHeaders};
use anyhow::{Context, Result};
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Args, Debug)]
pub struct ReviewArgs {
    /// The game, as PGN (the first game of the file).
    #[arg(long)]
    pub pgn: PathBuf,
    /// Write review.pgn (annotated), graph.png and moment-N.png (key moments) here.
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
    /// Nodes searched per position (fixed, so a review is the same on every run).
    #[arg(long, default_value_t = DEFAULT_REVIEW_NODES)]
    pub nodes: u64,
    /// Print every move's verdict, not only the summary.
    #[arg(long)]
    pub moves: bool,
    /// The language of the summary, the annotations and the pictures' words: the global
    /// `--lang`, which may stand before or after the subcommand.
    #[arg(skip)]
    pub lang: crate::i18n::Lang,
}

pub fn review(args: ReviewArgs) -> Result<ExitCode> {
    let text = std::fs::read_to_string(&args.pgn)
        .with_context(|| format!("cannot read {}", args.pgn.display()))?;
    let game = read_pgn(&text).with_context(|| format!("cannot read {}", args.pgn.display()))?;
    let record = &game.record;
    let started = Instant::now();
    let mut engine = Engine::new(16);
    let mut reviewer = Reviewer::new(record, args.nodes);
    let bar = indicatif::ProgressBar::new(reviewer.total() as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template("reviewing {bar:30} {pos}/{len} positions")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    while !reviewer.step(&mut engine) {
        bar.set_position(reviewer.done() as u64);
    }
    bar.finish_and_clear();
    let review = reviewer.finish(&mut engine);
    let elapsed = started.elapsed();
    let white = game.tag("White").unwrap_or("White").to_string();
    let black = game.tag("Black").unwrap_or("Black").to_string();
    if args.moves {
        for m in &review.moves {
            let quality = crate::msg!(
                "review-line-pgn-quality",
                quality = crate::i18n::Arg::key(m.quality.key())
            )
            .words(args.lang);
            println!(
                "{:<14} {:<11} {:>6}",
                m.label(),
                quality.trim_end_matches('.'),
                m.eval_for_white()
            );
        }
        println!();
    }
    for line in review.summary(Text::from(white), Text::from(black)) {
        println!("{}", line.words(args.lang));
    }
    eprintln!(
        "reviewed {} moves ({} positions, {} nodes each) in {:.1} s",
        record.moves().len(),
        review.white_win.len(),
        args.nodes,
        elapsed.as_secs_f64()
    );
    if let Some(dir) = &args.output {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
        // Every tag of the game read is kept (its result, termination, time control...); the
        // result at the end of its movetext counts when it has no `Result` tag.
        let mut extra = game.tags.clone();
        if game.tag("Result").is_none() && game.result != "*" {
            extra.push(("Result".to_string(), game.result.clone()));
        }
        let headers = PgnHeaders {
            extra,
            ..PgnHeaders::default()
        };
        let write = |name: &str, bytes: &[u8]| -> Result<()> {
            let path = dir.join(name);
            std::fs::write(&path, bytes)
                .with_context(|| format!("cannot write {}", path.display()))?;
            eprintln!("wrote {}", path.display());
            Ok(())
        };
        write(
            "review.pgn",
            review
                .annotated_pgn_in(args.lang, record, record.outcome().as_ref(), &headers)
                .as_bytes(),
        )?;
        write("graph.png", &review.graph_png(900, 360, args.lang)?)?;
        for (i, &ply) in review.key_moments.iter().enumerate() {
            // From the side that made the move.
            let opts = RenderOptions {
                square_px: 48,
                flipped: review.moment_side(ply, None) == crate::rules::Color::Black,
                lang: args.lang,
                ..RenderOptions::default()
            };
            write(
                &format!("moment-{}.png", i + 1),
                &review.moment_png(ply, &opts)?,
            )?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
