//! The real binary as a process: the console under load and SIGKILL, damaged databases, UCI, hostile start-ups, streams and moves, two processes on one PostgreSQL, bot processes sharing the servers by shard, the CLI docs and subcommands.

mod console_exit;
mod console_languages;
mod console_process;
mod console_restart;
mod console_tournament;
mod console_walk;
mod database_damage;
mod docs;
mod engine_uci;
mod hostile_moves;
mod hostile_startup;
mod hostile_streams;
mod postgres_processes;
mod shards;
mod subcommands;

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The binary run with `args` (no `RUST_LOG`), `input` written to its standard input, to
/// its end: its exit status and everything it printed.
fn run_binary(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_castalia-bot-tested"))
        .args(args)
        .env_remove("RUST_LOG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start castalia-bot");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input)
        .expect("write the input");
    child.wait_with_output().expect("the output")
}

/// The console (`local`, no images, a new database) in `lang`, given `input`: what it
/// printed. It must end successfully.
fn console_in(lang: &str, input: &str) -> String {
    let db = tempfile::tempdir().expect("tempdir");
    let db = db.path().to_str().expect("a UTF-8 path");
    let out = run_binary(
        &["local", "--no-images", "--lang", lang, "--db", db],
        input.as_bytes(),
    );
    assert!(out.status.success(), "{lang}: the console failed");
    String::from_utf8(out.stdout).expect("UTF-8 output")
}
