//! Several bot processes sharing the servers by gateway shard, through the real binary: a
//! fake Discord recommending two shards, server A on shard 0 and server B on shard 1, and
//! `castalia-bot run` processes with `discord.shards` ranges. Each process connects its own
//! shards only and serves the games of their servers; one restarts and serves again.
//!
//! Each process has its own sled database (sled allows one process per database). With
//! `CASTALIA_TEST_PG_URL` set, the processes of a test share a new PostgreSQL database instead.

use crate::pg;

use fake_discord::guilds::{Place, A1, B1, DM};
use fake_discord::harness::{config, fools_mate, game_in, start_bot_config};
use fake_discord::interactions::{slash_in, Person, ALICE, BOB, DAVE, ERIN};
use fake_discord::{FakeDiscord, Recorded, WAIT};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// The shared PostgreSQL database of the processes, when the environment gives one.
const PG_URL_VAR: &str = "CASTALIA_TEST_PG_URL";

/// The database the processes of `test` share: a new PostgreSQL database when the
/// environment names a server, else `None` (each process then has a sled folder).
fn shared_database(test: &str) -> Option<String> {
    std::env::var(PG_URL_VAR)
        .is_ok_and(|url| !url.trim().is_empty())
        .then(|| pg::fresh_database(test))
        .flatten()
}

/// The `[database]` section of process `name`: the shared PostgreSQL database if there is
/// one, else a sled folder of its own under `dir`.
fn database_section(shared: Option<&str>, dir: &Path, name: &str) -> String {
    match shared {
        Some(url) => format!("[database]\nurl = {url:?}\n"),
        None => format!("[database]\npath = {:?}\n", dir.join(format!("db-{name}"))),
    }
}

/// A `castalia-bot run` process whose requests reach the fake marked `name`.
struct Process {
    name: &'static str,
    child: Child,
    log: PathBuf,
}

impl Process {
    fn start(
        fake: &FakeDiscord,
        db: Option<&str>,
        dir: &Path,
        name: &'static str,
        shards: &str,
    ) -> Process {
        let config = dir.join(format!("{name}.toml"));
        std::fs::write(
            &config,
            format!(
                "{}[discord]\napi_base_url = \"{}/via/{name}\"\nthread_per_game = false\nlive_board = false\nshards = {shards:?}\n[engine]\nworkers = 1\nhash_mb = 4\n[board]\nsquare_px = 24\n",
                database_section(db, dir, name),
                fake.base_url
            ),
        )
        .expect("write the config");
        let log = dir.join(format!("{name}.log"));
        let stderr = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&log)
            .expect("open the log");
        let child = Command::new(env!("CARGO_BIN_EXE_castalia-bot-tested"))
            .args(["run", "--config", config.to_str().expect("a UTF-8 path")])
            .env("DISCORD_TOKEN", "fake.bot.token")
            .env("RUST_LOG", "info")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(stderr)
            .spawn()
            .expect("start castalia-bot run");
        Process { name, child, log }
    }

    fn log(&self) -> String {
        let mut text = String::new();
        if let Ok(mut file) = std::fs::File::open(&self.log) {
            let _ = file.read_to_string(&mut text);
        }
        text
    }

    /// Stops the process as a host does (SIGTERM) and waits until it has exited cleanly.
    async fn stop(mut self) {
        let status = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("kill");
        assert!(status.success());
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            if let Some(status) = self.child.try_wait().expect("wait") {
                assert!(
                    status.success(),
                    "{} exited with {status}:\n{}",
                    self.name,
                    self.log()
                );
                return;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "{} did not stop after SIGTERM:\n{}",
                self.name,
                self.log()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        if self.child.try_wait().ok().flatten().is_none() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
        if std::thread::panicking() {
            eprintln!("--- log of {} ---\n{}", self.name, self.log());
        }
    }
}

/// How many times process `name` registered the slash commands (once per start).
fn registrations(requests: &[Recorded], name: &str) -> usize {
    requests
        .iter()
        .filter(|r| r.via.as_deref() == Some(name))
        .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .count()
}

/// Waits until process `name` has registered its commands `starts` times (it is then ready).
async fn wait_ready(fake: &FakeDiscord, name: &str, starts: usize) {
    fake.wait_until(&format!("{name} start #{starts}"), |reqs| {
        (registrations(reqs, name) >= starts).then_some(())
    })
    .await;
}

/// The processes that made `answers` (the in-process test bot has no name).
fn answered_by(answers: &[Recorded]) -> Vec<String> {
    let mut names: Vec<String> = answers
        .iter()
        .map(|r| r.via.clone().unwrap_or_else(|| "the test bot".into()))
        .collect();
    names.sort();
    names.dedup();
    names
}

/// A whole game in `place`, from the challenge to the mate; checks every answer came from
/// process `by`.
async fn game_to_mate(fake: &FakeDiscord, place: Place, white: Person, black: Person, by: &str) {
    let (id, start) = game_in(fake, place, white, black).await;
    let moves = fools_mate(fake, place, white, black).await;
    let mate = moves.last().expect("four moves");
    assert!(
        mate.content().contains("Black wins by checkmate"),
        "game #{id} in {place:?}: {}",
        mate.content()
    );
    let mut answers = moves.clone();
    answers.push(start);
    assert_eq!(answered_by(&answers), [by], "game #{id} in {place:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_serve_one_shard_each_and_one_restarts() {
    let fake = FakeDiscord::start_sharded(2).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let db = shared_database("shards_restart");
    let db = db.as_deref();
    let first = Process::start(&fake, db, dir.path(), "first", "0-0/2");
    let second = Process::start(&fake, db, dir.path(), "second", "1/2");
    fake.wait_shards(&[(0, 2), (1, 2)]).await;
    wait_ready(&fake, "first", 1).await;
    wait_ready(&fake, "second", 1).await;

    // Server A (shard 0) is served by the first process, server B (shard 1) by the second.
    game_to_mate(&fake, A1, ALICE, BOB, "first").await;
    game_to_mate(&fake, B1, DAVE, ERIN, "second").await;
    // Two games at once, one in each server, moves interleaved.
    let (in_a, _) = game_in(&fake, A1, BOB, ALICE).await;
    let (in_b, _) = game_in(&fake, B1, ERIN, DAVE).await;
    for (who_a, who_b, mv) in [(BOB, ERIN, "f3"), (ALICE, DAVE, "e5")] {
        for (place, who) in [(A1, who_a), (B1, who_b)] {
            let r = fake_discord::harness::play_move_in(&fake, place, who, mv).await;
            fake_discord::harness::assert_board(&r);
        }
    }
    assert!(in_a > 0 && in_b > 0);

    // The second process restarts; meanwhile no connection takes server B's events.
    second.stop().await;
    fake.wait_shards(&[(0, 2)]).await;
    let asked = slash_in(B1, DAVE, "board", &[], &[]);
    assert_eq!(fake.try_push_interaction(asked), 0);
    let second = Process::start(&fake, db, dir.path(), "second", "1/2");
    fake.wait_shards(&[(0, 2), (1, 2)]).await;
    wait_ready(&fake, "second", 2).await;
    // The game in progress in server B goes on, and a new one is played to the end.
    for (who, mv) in [(ERIN, "g4"), (DAVE, "Qh4#")] {
        let r = fake_discord::harness::play_move_in(&fake, B1, who, mv).await;
        assert_eq!(answered_by(std::slice::from_ref(&r)), ["second"]);
        if mv == "Qh4#" {
            assert!(
                r.content().contains("Black wins by checkmate"),
                "{}",
                r.content()
            );
        }
    }
    game_to_mate(&fake, B1, ALICE, BOB, "second").await;
    // The first process was not disturbed.
    for (who, mv) in [(BOB, "g4"), (ALICE, "Qh4#")] {
        let r = fake_discord::harness::play_move_in(&fake, A1, who, mv).await;
        assert_eq!(answered_by(std::slice::from_ref(&r)), ["first"]);
    }
    // Each process connected its own shard only: three Identifies in all.
    let mut identified = fake.identified_shards();
    identified.sort_unstable();
    assert_eq!(identified, [(0, 2), (1, 2), (1, 2)]);
    fake.report_acks("two_processes_serve_one_shard_each_and_one_restarts");
    first.stop().await;
    second.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_never_answers_a_server_of_a_shard_it_does_not_run() {
    let fake = FakeDiscord::start_sharded(2).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let db = shared_database("shards_unserved");
    let only = Process::start(&fake, db.as_deref(), dir.path(), "only", "0-0/2");
    fake.wait_shards(&[(0, 2)]).await;
    wait_ready(&fake, "only", 1).await;
    // Longer than serenity's 5 s between two shard starts: a second shard would be up.
    tokio::time::sleep(Duration::from_secs(7)).await;
    assert_eq!(fake.identified_shards(), [(0, 2)]);
    assert_eq!(fake.connected_shards(), [(0, 2)]);

    // Server B's interactions have nowhere to go; server A's and DMs' are answered.
    let unserved = slash_in(B1, DAVE, "board", &[], &[]);
    let unserved_token = unserved["token"].as_str().expect("token").to_string();
    assert_eq!(fake.try_push_interaction(unserved), 0);
    let in_a = fake_discord::harness::one(&fake, slash_in(A1, ALICE, "board", &[], &[])).await;
    assert_eq!(answered_by(std::slice::from_ref(&in_a)), ["only"]);
    let in_dm = fake_discord::harness::one(&fake, slash_in(DM, BOB, "board", &[], &[])).await;
    assert_eq!(answered_by(std::slice::from_ref(&in_dm)), ["only"]);
    assert!(
        !fake
            .requests()
            .iter()
            .any(|r| r.path.contains(&unserved_token)),
        "the process answered an interaction of shard 1"
    );
    only.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_shard_setting_one_process_runs_every_recommended_shard() {
    let fake = FakeDiscord::start_sharded(2).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let bot = start_bot_config(&fake, &dir.path().join("db"), 1, config(&fake, "", "")).await;
    fake.wait_shards(&[(0, 2), (1, 2)]).await;
    let mut shards = fake.identified_shards();
    shards.sort_unstable();
    assert_eq!(shards, [(0, 2), (1, 2)]);
    game_to_mate(&fake, A1, ALICE, BOB, "the test bot").await;
    game_to_mate(&fake, B1, DAVE, ERIN, "the test bot").await;
    bot.stop().await;
}
