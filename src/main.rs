//! The `castalia-bot` command: the Discord bot, the local console, and the rules, engine and
//! rendering tools. Each subcommand's arguments and body live beside the module it drives.

use anyhow::Result;
use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "castalia-bot",
    version,
    about = "Castalia chess: a Discord bot, a local console and the tools behind them"
)]
struct Cli {
    /// The language of the words (en, de, fr, es, ru or pt-BR), before or after the
    /// subcommand: the console's (`run` without a Discord token, `local`; a player's own
    /// `/settings language:` wins), and that of `render`, `explain` and `review`. The other
    /// subcommands print no words to translate and refuse it.
    #[arg(long, global = true)]
    lang: Option<castalia_bot::i18n::Lang>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the bot: on Discord when a token is configured, else the local console.
    Run(castalia_bot::cli::app::RunArgs),
    /// The local console: play and test the bot in a terminal (commands also from a pipe).
    Local(castalia_bot::cli::app::LocalArgs),
    /// Count the leaves of the legal move tree (checks the move generator).
    Perft(castalia_bot::cli::rules::PerftArgs),
    /// Apply moves (SAN or UCI) to a position and print the resulting FEN.
    Apply(castalia_bot::cli::rules::ApplyArgs),
    /// Search a position and print the engine's move (UCI) on the last line.
    Bestmove(castalia_bot::cli::engine::BestMoveArgs),
    /// Speak the UCI protocol on standard input and output.
    Uci(castalia_bot::cli::engine::UciArgs),
    /// Play an engine-vs-engine match and estimate the Elo difference.
    Match(castalia_bot::cli::engine::MatchArgs),
    /// Draw a board as a PNG.
    Render(castalia_bot::cli::render::RenderArgs),
    /// Explain a move in words (and as a picture with -o).
    Explain(castalia_bot::cli::render::ExplainArgs),
    /// Review a game from PGN with the engine: every move judged, accuracy, key moments, an
    /// annotated PGN and an evaluation graph (with -o DIR).
    Review(castalia_bot::cli::review::ReviewArgs),
    /// Puzzle tools: generate puzzles from self-play, or check a puzzle file.
    Puzzles(castalia_bot::cli::puzzles::PuzzlesArgs),
    /// Pair the next round of a tournament read from a FIDE TRF-16 report (FIDE Dutch system),
    /// printed as bbpPairings prints it.
    Pairings(castalia_bot::cli::pairings::PairingsArgs),
    /// Course tools: check the lessons' exercises against their goals, draw their pictures.
    Lessons(castalia_bot::cli::lessons::LessonsArgs),
    /// Check a database: read every record (of a copy); exit 1 if anything is damaged.
    Check(castalia_bot::cli::db::CheckArgs),
    /// Copy a database to a new folder (with the bot stopped), and check the copy.
    Backup(castalia_bot::cli::db::BackupArgs),
    /// Copy a sled database into PostgreSQL (with the bot stopped), and count what was copied.
    Migrate(castalia_bot::cli::db::MigrateArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let quiet = !matches!(cli.command, Some(Command::Run(_)));
    init_logging(quiet);
    let command = cli.command.unwrap_or(Command::Run(Default::default()));
    let result: Result<ExitCode> = match with_lang(command, cli.lang) {
        Ok(command) => run(command),
        Err(refused) => Err(refused),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(2)
        }
    }
}

/// `command` with the `--lang` given (wherever it stood on the line) applied; refused for a
/// subcommand that prints no words to translate, so that it is never silently ignored.
fn with_lang(mut command: Command, lang: Option<castalia_bot::i18n::Lang>) -> Result<Command> {
    let Some(lang) = lang else {
        return Ok(command);
    };
    let name = match &mut command {
        Command::Run(args) => {
            args.lang = Some(lang);
            return Ok(command);
        }
        Command::Local(args) => {
            args.lang = lang;
            return Ok(command);
        }
        Command::Render(args) => {
            args.look.lang = lang;
            return Ok(command);
        }
        Command::Explain(args) => {
            args.look.lang = lang;
            return Ok(command);
        }
        Command::Review(args) => {
            args.lang = lang;
            return Ok(command);
        }
        Command::Perft(_) => "perft",
        Command::Apply(_) => "apply",
        Command::Bestmove(_) => "bestmove",
        Command::Uci(_) => "uci",
        Command::Match(_) => "match",
        Command::Puzzles(_) => "puzzles",
        Command::Pairings(_) => "pairings",
        Command::Lessons(_) => "lessons",
        Command::Check(_) => "check",
        Command::Backup(_) => "backup",
        Command::Migrate(_) => "migrate",
    };
    anyhow::bail!(
        "--lang does not apply to `{name}`: it prints no words to translate (the languages are for run, local, render, explain and review)"
    )
}

fn run(command: Command) -> Result<ExitCode> {
    match command {
        Command::Run(args) => castalia_bot::cli::app::run(args),
        Command::Local(args) => castalia_bot::cli::app::local(args),
        Command::Perft(args) => castalia_bot::cli::rules::perft(args),
        Command::Apply(args) => castalia_bot::cli::rules::apply(args),
        Command::Bestmove(args) => castalia_bot::cli::engine::bestmove(args),
        Command::Uci(args) => castalia_bot::cli::engine::uci(args),
        Command::Match(args) => castalia_bot::cli::engine::run_match(args),
        Command::Render(args) => castalia_bot::cli::render::render(args),
        Command::Explain(args) => castalia_bot::cli::render::explain(args),
        Command::Review(args) => castalia_bot::cli::review::review(args),
        Command::Puzzles(args) => castalia_bot::cli::puzzles::puzzles(args),
        Command::Pairings(args) => castalia_bot::cli::pairings::pairings(args),
        Command::Lessons(args) => castalia_bot::cli::lessons::lessons(args),
        Command::Check(args) => castalia_bot::cli::db::check(args),
        Command::Backup(args) => castalia_bot::cli::db::backup(args),
        Command::Migrate(args) => castalia_bot::cli::db::migrate(args),
    }
}

/// Logs go to stderr, coloured only on a terminal (a file or pipe gets plain text); `RUST_LOG`
/// overrides the level (warnings only for the tools and console).
fn init_logging(quiet: bool) {
    use std::io::IsTerminal;
    let default = if quiet { "warn" } else { "info" };
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .try_init();
}
