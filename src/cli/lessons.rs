//! `lessons check` and `lessons pictures`: the course tools (for maintainers). Without `--dir`
//! they work on the course built into the binary (so they run from any folder); with
//! `--dir assets/lessons` they read the folder, so an edited file is checked before it is
//! built into the bot. `check --write` rewrites files, so it needs `--dir`.

use crate::lessons::check::problems;
use crate::lessons::pictures::{exercise_png, lesson_png};
use crate::lessons::Course;
use crate::render::RenderOptions;
use anyhow::{Context, Result};
use clap::{Args, Subcommand};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct LessonsArgs {
    #[command(subcommand)]
    pub command: LessonsCommand,
}

#[derive(Subcommand, Debug)]
pub enum LessonsCommand {
    /// Check the course: every exercise's `accepted` moves against its goal, the counts. With
    /// --write, rewrite each `accepted` list from its goal first.
    Check(CheckArgs),
    /// Draw every lesson's picture and every exercise's board into a folder.
    Pictures(PicturesArgs),
}

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// The course folder (lessons.toml and exercises.jsonl), e.g. assets/lessons. Default:
    /// the course built into this binary.
    #[arg(long)]
    pub dir: Option<PathBuf>,
    /// Recompute every `accepted` list from its goal and write the exercises file (needs
    /// --dir).
    #[arg(long, requires = "dir")]
    pub write: bool,
}

#[derive(Args, Debug)]
pub struct PicturesArgs {
    /// The course folder (lessons.toml and exercises.jsonl), e.g. assets/lessons. Default:
    /// the course built into this binary.
    #[arg(long)]
    pub dir: Option<PathBuf>,
    /// Where the PNGs go (made if missing).
    #[arg(long, short)]
    pub out: PathBuf,
}

pub fn lessons(args: LessonsArgs) -> Result<ExitCode> {
    match args.command {
        LessonsCommand::Check(a) => check(a),
        LessonsCommand::Pictures(a) => pictures(a),
    }
}

/// The course in `dir`, or the one built into the binary.
fn read(dir: Option<&Path>) -> Result<Course> {
    let Some(dir) = dir else {
        return Ok(Course::shipped()?);
    };
    let lessons = std::fs::read_to_string(dir.join("lessons.toml"))
        .with_context(|| format!("cannot read {}", dir.join("lessons.toml").display()))?;
    let exercises = std::fs::read_to_string(dir.join("exercises.jsonl"))
        .with_context(|| format!("cannot read {}", dir.join("exercises.jsonl").display()))?;
    Ok(Course::parse(&lessons, &exercises)?)
}

fn check(args: CheckArgs) -> Result<ExitCode> {
    let mut course = read(args.dir.as_deref())?;
    if let (true, Some(dir)) = (args.write, &args.dir) {
        course = course.with_accepted_recomputed()?;
        let path = dir.join("exercises.jsonl");
        std::fs::write(&path, course.exercises_jsonl())
            .with_context(|| format!("cannot write {}", path.display()))?;
        println!("wrote {}", path.display());
    }
    for lesson in course.lessons() {
        let exercises = course.exercises_of(lesson.number);
        println!(
            "lesson {:>2}: {} ({} exercises, {})",
            lesson.number,
            lesson.title(),
            exercises.len(),
            lesson.variant
        );
        for e in exercises {
            println!("  {:<5} {} [{}]", e.id, e.task(), e.accepted.join(" "));
        }
    }
    let found = problems(&course);
    for p in &found {
        println!("problem: {p}");
    }
    println!(
        "{} lessons, {} exercises, {} problems",
        course.lessons().len(),
        course.exercises().len(),
        found.len()
    );
    Ok(if found.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn pictures(args: PicturesArgs) -> Result<ExitCode> {
    let course = read(args.dir.as_deref())?;
    std::fs::create_dir_all(&args.out)
        .with_context(|| format!("cannot make {}", args.out.display()))?;
    let opts = RenderOptions::default();
    let write = |name: String, bytes: Vec<u8>| -> Result<()> {
        let path = args.out.join(name);
        std::fs::write(&path, bytes).with_context(|| format!("cannot write {}", path.display()))
    };
    for lesson in course.lessons() {
        let (pos, mv) = lesson.example()?;
        write(
            format!("lesson-{:02}.png", lesson.number),
            lesson_png(&pos, &mv, &opts)?,
        )?;
    }
    for e in course.exercises() {
        let pos = e.position()?;
        write(
            format!("exercise-{}.png", e.id),
            exercise_png(e, &pos, None, &e.task().to_string(), &opts)?,
        )?;
    }
    println!(
        "{} lesson pictures and {} exercise boards in {}",
        course.lessons().len(),
        course.exercises().len(),
        args.out.display()
    );
    Ok(ExitCode::SUCCESS)
}
