//! The real `castalia-bot local` process on a database, fed from a pipe, its output read line
//! by line: what the console tests share.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

pub struct Console {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Console {
    /// `castalia-bot local --no-images --db DB`.
    pub fn start(db: &std::path::Path) -> Console {
        let mut child = Command::new(env!("CARGO_BIN_EXE_castalia-bot-tested"))
            .args(["local", "--no-images", "--db"])
            .arg(db)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start castalia-bot local");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Console {
            child,
            stdin,
            lines,
        }
    }

    pub fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("write");
        self.stdin.flush().expect("flush");
    }

    /// Reads lines until one contains `needle`; returns the lines read, that one last.
    pub fn expect_lines(&mut self, needle: &str) -> Vec<String> {
        let mut read = Vec::new();
        loop {
            match self.lines.recv_timeout(Duration::from_secs(30)) {
                Ok(line) => {
                    let found = line.contains(needle);
                    read.push(line);
                    if found {
                        return read;
                    }
                }
                Err(e) => panic!("waiting for `{needle}` after {read:#?}: {e}"),
            }
        }
    }

    /// Reads lines until one contains `needle`; returns it.
    pub fn expect(&mut self, needle: &str) -> String {
        self.expect_lines(needle).pop().unwrap_or_default()
    }

    /// Kills the process with SIGKILL, as a crash would.
    pub fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Console {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
