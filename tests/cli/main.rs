//! The real binary as a process: the console under load and SIGKILL, damaged databases, UCI, hostile start-ups and streams, two processes on one PostgreSQL, the CLI docs and subcommands.
//!
//! One test binary for the area (fewer binaries to build and link); each module was one
//! file of `tests/` before.

#[path = "../common/pg.rs"]
mod pg;

mod console_exit;
mod console_languages;
mod console_process;
mod console_restart;
mod console_tournament;
mod console_walk;
mod database_damage;
mod docs;
mod engine_uci;
mod hostile_startup;
mod hostile_streams;
mod postgres_processes;
mod subcommands;
