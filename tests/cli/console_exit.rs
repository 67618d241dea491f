//! The console's exit under load: the real `castalia-bot local` process, fed from a pipe, on a
//! database with games (so that the timer and resumed bot moves have work in hand when the
//! input ends), exits again and again on a machine kept busy, each time with code 0 and nothing
//! on stderr about a panic or a runtime being shut down (the service's tasks end before it).

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// A config without the rate limits (a script types faster than people).
fn config(dir: &Path) -> std::path::PathBuf {
    let path = dir.join("config.toml");
    std::fs::write(
        &path,
        "[limits]\nuser_commands_per_minute = 100000\nuser_burst = 100000\nchannel_commands_per_minute = 100000\nchannel_burst = 100000\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    path
}

fn console(config: &Path, db: &Path, input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_castalia-bot-tested"))
        .args(["local", "--no-images", "--config"])
        .arg(config)
        .arg("--db")
        .arg(db)
        .env_remove("RUST_LOG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("start castalia-bot local: {e}"));
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(input)
            .unwrap_or_else(|e| panic!("write: {e}"));
    }
    child
        .wait_with_output()
        .unwrap_or_else(|e| panic!("wait: {e}"))
}

/// Leaves a game in which the bot is to move: the process is killed while the bot thinks (the
/// human's move is stored before), so the next start resumes the bot's move in the background.
fn leave_a_bot_move_pending(config: &Path, db: &Path) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_castalia-bot-tested"))
        .args(["local", "--no-images", "--config"])
        .arg(config)
        .arg("--db")
        .arg(db)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("start castalia-bot local: {e}"));
    let mut stdin = child.stdin.take().unwrap_or_else(|| panic!("no stdin"));
    stdin
        .write_all(b"/as zoe\n/play level:8\ne4\n")
        .unwrap_or_else(|e| panic!("write: {e}"));
    let stdout = child.stdout.take().unwrap_or_else(|| panic!("no stdout"));
    for line in BufReader::new(stdout).lines().map_while(Result::ok) {
        if line.contains("the bot is thinking") {
            break;
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    drop(stdin);
}

/// Threads that keep every core busy until dropped.
struct Load(Arc<AtomicBool>, Vec<std::thread::JoinHandle<()>>);

impl Load {
    fn start() -> Load {
        let stop = Arc::new(AtomicBool::new(false));
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        let threads = (0..cores * 2)
            .map(|_| {
                let stop = stop.clone();
                std::thread::spawn(move || {
                    let mut x = 1u64;
                    while !stop.load(Ordering::Relaxed) {
                        x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
                        std::hint::black_box(x);
                    }
                })
            })
            .collect();
        Load(stop, threads)
    }
}

impl Drop for Load {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
        for t in self.1.drain(..) {
            let _ = t.join();
        }
    }
}

#[test]
fn the_console_exits_cleanly_under_load_again_and_again() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let template = dir.path().join("template");
    let config = config(dir.path());
    // Finished games (which the timer's first round reads through), games in progress with
    // due times, and a bot move left pending.
    let mut script = String::new();
    for i in 0..40 {
        script.push_str(&format!(
            "/as p{i}\n/challenge q{i}\n/as q{i}\n/accept\n/as p{i}\ne4\n"
        ));
        if i % 2 == 0 {
            script.push_str("/resign\n");
        }
    }
    let out = console(&config, &template, script.as_bytes());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(!stdout.contains("Slow down"), "{stdout}");
    leave_a_bot_move_pending(&config, &template);
    let inputs: [&[u8]; 4] = [b"", b"/quit\n", b"/as p1\n/games\n", b"/as p3\ne5\n"];
    let _load = Load::start();
    // 24 exits, each on a fresh copy (so each one resumes the pending bot move), four at a
    // time: each exit waits out the bot move's shutdown grace, so the four add to the load.
    std::thread::scope(|scope| {
        for worker in 0..4 {
            let (dir, config, template) = (dir.path(), &config, &template);
            scope.spawn(move || {
                for run in (worker..24).step_by(4) {
                    let db = dir.join(format!("run{run}"));
                    copy(template, &db);
                    let out = console(config, &db, inputs[run % inputs.len()]);
                    let stderr = String::from_utf8_lossy(&out.stderr);
                    assert!(
                        !stderr.contains("panicked") && !stderr.contains("being shutdown"),
                        "run {run}: {stderr}"
                    );
                    assert_eq!(out.status.code(), Some(0), "run {run}: {stderr}");
                    let _ = std::fs::remove_dir_all(&db);
                }
            });
        }
    });
}

fn copy(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap_or_else(|e| panic!("{e}"));
    for entry in std::fs::read_dir(from).unwrap_or_else(|e| panic!("{e}")) {
        let entry = entry.unwrap_or_else(|e| panic!("{e}"));
        let target = to.join(entry.file_name());
        if entry.file_type().is_ok_and(|t| t.is_dir()) {
            copy(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap_or_else(|e| panic!("{e}"));
        }
    }
}
