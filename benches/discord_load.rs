//! The bot under load through the fake Discord, on the production path (`https://discord.com`
//! through the fake's CONNECT proxy, serenity's rate limiter on) with Discord's rate limits
//! enforced by the fake (5 messages and 5 edits per 5 s per channel, 50 requests per second
//! in all, 429 with `retry_after` past them; see `tests/common/fake_discord/limits.rs`).
//!
//! 100 games in 10 channels, live boards on (`thread_per_game = false`), `/move`s pushed at
//! a steady rate in all (2 a second unless `LOAD_MOVES_PER_SECOND` says otherwise), each game
//! in turn. Measured and checked: every interaction answered within Discord's 3 s (the time
//! from the interaction to its callback: p50, p95, max), no request failed (no error
//! answered but 429s, which the bot waits out and retries; how many there were), and every
//! board edit landed, in the order of the moves, once its bucket freed.
//!
//! Run: `cargo bench --bench discord_load` (`LOAD_MOVES=200` moves by default, that is 100 s
//! at 2 a second; `LOAD_MOVES_PER_SECOND=10 cargo bench --bench discord_load` for a busier
//! run, each channel's edits then at its bucket's limit).

use fake_discord::guilds::{Place, A1};
use fake_discord::harness::{config, start_bot_config, GENEROUS_LIMITS, STANDARD, WHITE};
use fake_discord::interactions::{click_in, opt, slash_in, user_json, Person, ALICE};
use fake_discord::{FakeDiscord, Recorded, WAIT};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::time::{Duration, Instant};

const GAMES: usize = 100;
const CHANNELS: u64 = 10;
/// The bench's channels (of server A as far as the bot can tell: interactions say so).
const FIRST_CHANNEL: u64 = 700;
/// Discord's limit for the first answer to an interaction.
const ANSWER_WITHIN: Duration = Duration::from_secs(3);

/// Morphy's Opera Game after three quiet pairs of pawn moves: 39 plies, White mates.
const MOVES: [&str; 39] = [
    "a3", "a6", "h3", "h6", "g3", "g6", "e4", "e5", "Nf3", "d6", "d4", "Bg4", "dxe5", "Bxf3",
    "Qxf3", "dxe5", "Bc4", "Nf6", "Qb3", "Qe7", "Nc3", "c6", "Bg5", "b5", "Nxb5", "cxb5", "Bxb5+",
    "Nbd7", "O-O-O", "Rd8", "Rxd7", "Rxd7", "Rd1", "Qe6", "Bxd7+", "Nxd7", "Qb8+", "Nxb8", "Rd8#",
];

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// One game of the bench: its players, channel and live board.
struct Bench {
    white: Person,
    black: Person,
    channel: u64,
    board: u64,
    /// The moves played so far.
    played: Vec<&'static str>,
}

fn person(id: u64) -> Person {
    let name: &'static str = Box::leak(format!("player{id}").into_boxed_str());
    Person { id, name }
}

/// An interaction built for `A1` and alice, moved to `channel` and `who`.
fn moved_to(mut interaction: Value, channel: u64, who: Person) -> Value {
    interaction["channel_id"] = json!(channel.to_string());
    interaction["channel"]["id"] = json!(channel.to_string());
    interaction["channel"]["name"] = json!(format!("bench-{channel}"));
    interaction["member"]["user"] = user_json(who);
    if interaction["message"].is_object() {
        interaction["message"]["channel_id"] = json!(channel.to_string());
    }
    interaction
}

fn token(interaction: &Value) -> String {
    interaction["token"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// The "Last move" of a board edit.
fn last_move(r: &Recorded) -> String {
    r.embed()["fields"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|f| f["name"] == "Last move")
        .and_then(|f| f["value"].as_str())
        .unwrap_or_default()
        .to_string()
}

async fn run() {
    let total_moves = env_number("LOAD_MOVES", 200) as usize;
    let per_second = env_number("LOAD_MOVES_PER_SECOND", 2).max(1);
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let settings = config(&fake, "thread_per_game = false", GENEROUS_LIMITS);
    let bot = start_bot_config(&fake, db.path(), 1, settings).await;

    // The games: challenged and accepted by a click, which makes the challenge the live board.
    let set_up = Instant::now();
    let mut games = Vec::new();
    for g in 0..GAMES as u64 {
        let (white, black) = (person(10_000 + 2 * g), person(10_001 + 2 * g));
        let channel = FIRST_CHANNEL + g % CHANNELS;
        let options = [
            opt("user", json!(black.id.to_string())),
            opt("rules", json!(STANDARD)),
            opt("color", json!(WHITE)),
        ];
        let challenge = slash_in(A1, ALICE, "challenge", &options, &[black]);
        let challenge = moved_to(challenge, channel, white);
        let answer = fake.exchange(challenge, 1).await.remove(0);
        let accept = answer.button("accept").expect("an Accept button");
        let board = fake.new_id();
        let click = moved_to(click_in(A1, ALICE, &accept, board), channel, black);
        // The challenge becomes the board, and a turn message tells both players.
        let answers = fake.exchange(click, 2).await;
        assert_eq!(answers[0].callback_type(), Some(7), "{}", answers[0].json);
        games.push(Bench {
            white,
            black,
            channel,
            board,
            played: Vec::new(),
        });
    }
    println!(
        "{GAMES} games set up in {CHANNELS} channels in {:.1} s",
        set_up.elapsed().as_secs_f64()
    );

    // The moves, at a steady rate, each game in turn.
    let every = Duration::from_secs_f64(1.0 / per_second as f64);
    let start = tokio::time::Instant::now();
    let mut tokens = Vec::new();
    for k in 0..total_moves {
        let game = &mut games[k % GAMES];
        let ply = game.played.len();
        let Some(mv) = MOVES.get(ply) else { break };
        let who = if ply % 2 == 0 { game.white } else { game.black };
        let place = Place::Channel {
            guild: fake_discord::GUILD_ID,
            channel: fake_discord::CHANNEL_ID,
        };
        let interaction = slash_in(place, ALICE, "move", &[opt("move", json!(mv))], &[]);
        let interaction = moved_to(interaction, game.channel, who);
        tokio::time::sleep_until(start + every * k as u32).await;
        tokens.push(token(&interaction));
        fake.push_interaction(interaction);
        game.played.push(mv);
    }
    let pushed_in = start.elapsed();

    // Every move answered...
    let wanted: Vec<String> = tokens.iter().map(|t| format!("/{t}/callback")).collect();
    fake.wait_until("every move answered", |reqs| {
        let answered = reqs
            .iter()
            .filter(|r| wanted.iter().any(|w| r.path.ends_with(w)))
            .count();
        (answered >= wanted.len()).then_some(())
    })
    .await;
    // ...and every board edited, once its bucket freed.
    let edits_done = Instant::now();
    let edits_of = |reqs: &[Recorded], game: &Bench| -> Vec<String> {
        let path = format!("/api/v10/channels/{}/messages/{}", game.channel, game.board);
        reqs.iter()
            .filter(|r| r.method == "PATCH" && r.path == path && r.file("board.png").is_some())
            .map(last_move)
            .collect()
    };
    let deadline = Instant::now() + WAIT * 4;
    loop {
        let reqs = fake.requests();
        let done = games
            .iter()
            .all(|g| edits_of(&reqs, g).len() >= g.played.len());
        if done || Instant::now() > deadline {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let edits_waited = edits_done.elapsed();

    // The figures.
    let times: HashMap<String, Duration> = fake.answer_times().into_iter().collect();
    let mut answers: Vec<Duration> = tokens
        .iter()
        .filter_map(|t| times.get(t).copied())
        .collect();
    answers.sort();
    let reqs = fake.requests();
    let refused: Vec<&Recorded> = reqs
        .iter()
        .filter(|r| {
            r.path.ends_with("/callback")
                && tokens.iter().any(|t| r.path.contains(&format!("/{t}/")))
                && r.ephemeral()
        })
        .collect();
    let mut out_of_order = 0;
    let mut missing = 0;
    for game in &games {
        let edits = edits_of(&reqs, game);
        if edits.len() < game.played.len() {
            missing += game.played.len() - edits.len();
        }
        if edits.iter().zip(&game.played).any(|(e, p)| e != p) || edits.len() > game.played.len() {
            out_of_order += 1;
        }
    }
    let (limited, limited_global) = fake.rate_limited();
    let failures = fake.failures();
    let violations = fake.violations();
    let max = answers.last().copied().unwrap_or_default();
    println!(
        "{} moves pushed in {:.1} s ({per_second} a second, {GAMES} games, {CHANNELS} channels, live boards)",
        tokens.len(),
        pushed_in.as_secs_f64()
    );
    println!(
        "interaction answered after: p50 {:?}, p95 {:?}, max {max:?} ({} answers; Discord allows 3 s)",
        percentile(&answers, 0.50),
        percentile(&answers, 0.95),
        answers.len()
    );
    println!(
        "requests: {} in all, {} failed, {limited} refused with 429 ({limited_global} global) and retried, {} invalid",
        reqs.len(),
        failures.len(),
        violations.len()
    );
    println!(
        "board edits: {} missing, {out_of_order} games with edits out of order; the last landed {:.1} s after the last answer",
        missing,
        edits_waited.as_secs_f64()
    );
    assert_eq!(answers.len(), tokens.len(), "every move answered");
    assert!(max < ANSWER_WITHIN, "an answer took {max:?}");
    assert!(refused.is_empty(), "moves refused: {}", refused.len());
    assert!(failures.is_empty(), "failed requests: {failures:#?}");
    assert_eq!((missing, out_of_order), (0, 0), "board edits");
    bot.stop().await;
}

fn main() {
    // `cargo bench` passes `--bench`; a filter that is not this bench's name skips it.
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args
        .iter()
        .any(|a| !a.starts_with('-') && !"discord_load".contains(a.as_str()))
    {
        return;
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(run());
}
