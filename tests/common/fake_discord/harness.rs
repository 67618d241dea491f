//! What the end-to-end tests share: starting the real bot (`castalia_bot::discord::serve`)
//! against the fake, and reading its answers.

use super::guilds::{Place, A1};
use super::interactions::{click_in, opt, slash_in, Person};
use super::{FakeDiscord, Recorded, WAIT};
use castalia_bot::config::Config;
use castalia_bot::game::play::bot::EngineBrain;
use castalia_bot::game::{GameService, ManualClock};
use serde_json::{json, Value};
use std::path::Path;
use std::sync::Arc;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

/// Choice indexes as Discord sends them.
pub const STANDARD: i64 = 2;
pub const WHITE: i64 = 0;
pub const BLACK: i64 = 1;

pub const PNG_MAGIC: &[u8] = b"\x89PNG\r\n\x1a\n";

/// A running bot, stopped as a shutdown signal would stop it.
pub struct Bot {
    stop: oneshot::Sender<()>,
    task: JoinHandle<anyhow::Result<()>>,
}

impl Bot {
    pub async fn stop(self) {
        let _ = self.stop.send(());
        tokio::time::timeout(WAIT, self.task)
            .await
            .expect("the bot did not stop in time")
            .expect("the bot task panicked")
            .expect("the bot failed");
    }
}

/// Limits for tests that send many commands within seconds, more than people could type.
pub const GENEROUS_LIMITS: &str = "
[limits]
user_commands_per_minute = 6000
user_burst = 1000
channel_commands_per_minute = 6000
channel_burst = 1000
";

/// The test config: `extra_discord` in `[discord]`, `extra` (whole sections) at the end.
/// The bot takes its production path to the fake: `https://discord.com` (through the fake's
/// CONNECT proxy, trusting the tests' certificate authority), serenity's rate limiter on.
/// Games stay in their channel unless `extra_discord` sets `thread_per_game` (the tests
/// written before threads check boards in the channel), and get a new board after every move
/// unless it sets `thread_per_game` or `live_board`.
pub fn config(fake: &FakeDiscord, extra_discord: &str, extra: &str) -> Config {
    let threads = if extra_discord.contains("thread_per_game") {
        ""
    } else {
        "thread_per_game = false"
    };
    // The tests written before live boards check a new board after every move.
    let live = if extra_discord.contains("thread_per_game") || extra_discord.contains("live_board")
    {
        ""
    } else {
        "live_board = false"
    };
    Config::parse(&format!(
        r#"
[discord]
token = "fake.bot.token"
https_proxy = "{}"
api_ca_file = "{}"
{threads}
{live}
{extra_discord}
[engine]
workers = 1
hash_mb = 4
[board]
square_px = 24
{extra}"#,
        fake.proxy_url,
        super::tls::CA_FILE
    ))
    .expect("test config")
}

/// The bot on `db` with a hand-driven clock: the service (to sweep and to read tournaments).
pub async fn start_bot_clocked(
    fake: &FakeDiscord,
    db: &Path,
    starts: usize,
    settings: &Config,
    clock: &Arc<ManualClock>,
) -> (Bot, Arc<GameService>) {
    let deadline = tokio::time::Instant::now() + WAIT;
    let store = loop {
        match castalia_bot::cli::app::open_database(settings, Some(db.to_path_buf()), false) {
            Ok((store, _)) => break store,
            // A stopped bot may still be releasing the database.
            Err(_) if tokio::time::Instant::now() < deadline => {
                tokio::time::sleep(std::time::Duration::from_millis(20)).await
            }
            Err(e) => panic!("cannot open the database: {e:#}"),
        }
    };
    let service = GameService::new(
        store,
        Arc::new(EngineBrain::new(4)),
        clock.clone(),
        settings.service_config(),
    );
    let bot = start_bot_service(fake, settings, service.clone(), starts).await;
    (bot, service)
}

/// Opens the service on `db`, waiting while a stopped bot still releases the database.
pub async fn open_service(config: &Config, db: &Path) -> Arc<GameService> {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        match castalia_bot::cli::app::build_service(config, Some(db.to_path_buf()), true) {
            Ok(service) => return service,
            Err(e) if tokio::time::Instant::now() < deadline => {
                let _ = e;
                tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            }
            Err(e) => panic!("cannot open the database: {e:#}"),
        }
    }
}

/// Starts the bot on `db` and waits until it has registered its commands (`starts` counts
/// the starts so far, this one included).
pub async fn start_bot(fake: &FakeDiscord, db: &Path, starts: usize) -> Bot {
    start_bot_with(fake, db, starts, "").await
}

/// `start_bot` with more `[discord]` settings.
pub async fn start_bot_with(
    fake: &FakeDiscord,
    db: &Path,
    starts: usize,
    extra_discord: &str,
) -> Bot {
    start_bot_config(fake, db, starts, config(fake, extra_discord, "")).await
}

/// `start_bot` with `GENEROUS_LIMITS`.
pub async fn start_bot_generous(fake: &FakeDiscord, db: &Path, starts: usize) -> Bot {
    start_bot_config(fake, db, starts, config(fake, "", GENEROUS_LIMITS)).await
}

/// Starts the bot with `config` (see `start_bot`).
pub async fn start_bot_config(fake: &FakeDiscord, db: &Path, starts: usize, config: Config) -> Bot {
    let service = open_service(&config, db).await;
    start_bot_service(fake, &config, service, starts).await
}

/// Starts the bot on `service` (see `start_bot`).
pub async fn start_bot_service(
    fake: &FakeDiscord,
    config: &Config,
    service: Arc<GameService>,
    starts: usize,
) -> Bot {
    let config = config.clone();
    let (stop, stopped) = oneshot::channel::<()>();
    let task = tokio::spawn(async move {
        castalia_bot::discord::serve(&config, service, async {
            let _ = stopped.await;
        })
        .await
    });
    fake.wait_registered(starts).await;
    // Registered on READY; the gateway connection is up from then on too.
    fake.wait_connected(starts as u64, 0).await;
    Bot { stop, task }
}

/// Every answer to the interaction with `token` (its callback, follow-ups and edits, in
/// order), once one of them is `done`.
pub async fn answers_until(
    fake: &FakeDiscord,
    token: &str,
    what: &str,
    done: impl Fn(&Recorded) -> bool,
) -> Vec<Recorded> {
    fake.wait_until(what, |reqs| {
        let mine: Vec<Recorded> = reqs
            .iter()
            .filter(|r| r.path.contains(&format!("/{token}")) && r.method != "GET")
            .cloned()
            .collect();
        mine.iter().any(&done).then_some(mine)
    })
    .await
}

/// One answer to one interaction.
pub async fn one(fake: &FakeDiscord, interaction: Value) -> Recorded {
    fake.exchange(interaction, 1).await.remove(0)
}

pub async fn play_move(fake: &FakeDiscord, who: Person, mv: &str) -> Recorded {
    play_move_in(fake, A1, who, mv).await
}

pub async fn play_move_in(fake: &FakeDiscord, place: Place, who: Person, mv: &str) -> Recorded {
    one(
        fake,
        slash_in(place, who, "move", &[opt("move", json!(mv))], &[]),
    )
    .await
}

/// `white` challenges `black` to standard chess in `place` (white for the challenger) and
/// `black` accepts by the button: the challenge and the first board.
pub async fn challenge_accepted(
    fake: &FakeDiscord,
    place: Place,
    white: Person,
    black: Person,
) -> (Recorded, Recorded) {
    let challenge = one(
        fake,
        slash_in(
            place,
            white,
            "challenge",
            &[
                opt("user", json!(black.id.to_string())),
                opt("rules", json!(STANDARD)),
                opt("color", json!(WHITE)),
            ],
            &[black],
        ),
    )
    .await;
    let accept = challenge.button("accept").expect("an Accept button");
    let start = one(fake, click_in(place, black, &accept, fake.new_id())).await;
    assert_eq!(start.callback_type(), Some(7), "{}", start.json);
    assert_board(&start);
    (challenge, start)
}

/// `challenge_accepted`: the game's number and the first board.
pub async fn game_in(
    fake: &FakeDiscord,
    place: Place,
    white: Person,
    black: Person,
) -> (u64, Recorded) {
    let (_, start) = challenge_accepted(fake, place, white, black).await;
    let resign = start.button("resign").expect("a Resign button");
    let id = resign
        .rsplit(':')
        .next()
        .and_then(|id| id.parse().ok())
        .expect("a game number in the Resign button");
    (id, start)
}

/// Fool's mate in `place`: black wins; each move's answer, in order.
pub async fn fools_mate(
    fake: &FakeDiscord,
    place: Place,
    white: Person,
    black: Person,
) -> Vec<Recorded> {
    let mut answers = Vec::new();
    for (who, mv) in [(white, "f3"), (black, "e5"), (white, "g4"), (black, "Qh4#")] {
        let r = play_move_in(fake, place, who, mv).await;
        assert_board(&r);
        assert_eq!(embed_field(&r, "Last move"), mv);
        answers.push(r);
    }
    answers
}

/// A public board message: the PNG, the embed showing it, and the game's buttons.
pub fn assert_board(r: &Recorded) {
    assert!(!r.ephemeral(), "a board should be public: {}", r.json);
    let png = r.file("board.png").expect("a board.png attachment");
    assert!(png.bytes.starts_with(PNG_MAGIC), "board.png is not a PNG");
    assert!(png.bytes.len() > 200, "board.png is too small");
    assert_eq!(r.embed()["image"]["url"], "attachment://board.png");
    assert!(
        r.button("flip").is_some(),
        "no Flip button: {:?}",
        r.custom_ids()
    );
}

pub fn embed_field(r: &Recorded, name: &str) -> String {
    r.embed()["fields"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|f| f["name"] == name)
        .and_then(|f| f["value"].as_str())
        .unwrap_or_default()
        .to_string()
}

/// An error or refusal: private, no board.
pub fn assert_private_refusal(r: &Recorded, says: &str) {
    assert_eq!(r.callback_type(), Some(4), "{}", r.json);
    assert!(r.ephemeral(), "a refusal should be private: {}", r.json);
    assert!(r.files.is_empty(), "a refusal should carry no file");
    assert!(
        r.content().contains(says),
        "expected {says:?} in {:?}",
        r.content()
    );
}

pub fn choices(r: &Recorded) -> Vec<String> {
    assert_eq!(r.callback_type(), Some(8), "{}", r.json);
    r.json["data"]["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .map(|c| c["value"].as_str().expect("choice value").to_string())
        .collect()
}
