//! The web board under load, in one process over real HTTP and WebSockets on 127.0.0.1
//! (`src/web/` on a sled service, as `cargo run --release` serves it).
//!
//! 1. **A move from one board to the other.** alice's board posts a move
//!    (`POST /api/games/N/move`, as a click does); the time until bob's open board
//!    (`/ws/games/N`) has the new state: p50, p95, max over `WEB_MOVES` moves (default 200),
//!    against a reference measured in the same run: the same move through
//!    `GameService::handle` alone (what any front end pays).
//! 2. **Spectators.** `WEB_SPECTATORS` (default 1000) boards of one game open at once: for
//!    each of 10 moves, the time until every board has it (max and p95 over the moves), and
//!    the process's resident memory before and after opening them.
//! 3. **The first load of a game page**: the page, its script and style and the pieces, as the
//!    server sends them gzip-compressed.
//!
//! Run: `cargo bench --bench web`.

use castalia_bot::console::{context_of, user_id_for, CONSOLE_CHANNEL};
use castalia_bot::game::model::{ColorChoice, TimeControl};
use castalia_bot::game::play::bot::EngineBrain;
use castalia_bot::game::{
    Command, GameService, NewGameArgs, ServiceConfig, SledStore, SystemClock, UserRef,
};
use castalia_bot::web::{serve, Place, WebOptions, WebServer};
use futures_util::StreamExt;
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The resident memory of this process, in MiB.
fn rss_mib() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<f64>().ok())
        })
        .map_or(0.0, |kb| kb / 1024.0)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1000.0)
}

async fn sign_in(service: &Arc<GameService>, web: &WebServer, user: &str) -> String {
    let ctx = context_of(user);
    let secret = service.new_sign_in_link(ctx.user, user).expect("link");
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client");
    let answer = client
        .get(format!("{}/signin/{secret}", web.url))
        .send()
        .await
        .expect("sign in");
    let cookie = answer.headers()["set-cookie"].to_str().expect("cookie");
    cookie
        .trim_start_matches("castalia_session=")
        .split(';')
        .next()
        .expect("session")
        .to_string()
}

async fn open_board(web: &WebServer, session: &str, id: u64) -> Socket {
    let mut request = format!("{}/ws/games/{id}", web.url.replace("http://", "ws://"))
        .into_client_request()
        .expect("request");
    request.headers_mut().insert(
        "Cookie",
        format!("castalia_session={session}")
            .parse()
            .expect("cookie"),
    );
    request
        .headers_mut()
        .insert("Origin", web.url.parse().expect("origin"));
    tokio_tungstenite::connect_async(request)
        .await
        .expect("connect")
        .0
}

/// The next state on `socket` with at least `moves` moves.
async fn state_with(socket: &mut Socket, moves: usize) -> Value {
    loop {
        let message = tokio::time::timeout(Duration::from_secs(10), socket.next())
            .await
            .expect("a state within 10 s")
            .expect("open")
            .expect("message");
        if let Message::Text(text) = message {
            let value: Value = serde_json::from_str(&text).expect("json");
            if value["type"] == "state"
                && value["state"]["moves"].as_array().map_or(0, Vec::len) >= moves
            {
                return value;
            }
        }
    }
}

/// A new untimed game, alice (white) against bob: its id.
async fn new_game(service: &Arc<GameService>) -> u64 {
    game_between(service, "alice", "bob").await
}

/// A new untimed game, `white` against `black`: its id.
async fn game_between(service: &Arc<GameService>, white: &str, black: &str) -> u64 {
    let posted = service
        .handle(
            &context_of(white),
            Command::Challenge {
                opponent: Some(UserRef {
                    id: user_id_for(black),
                    name: black.into(),
                }),
                args: NewGameArgs {
                    color: Some(ColorChoice::White),
                    time: Some(TimeControl::Unlimited),
                    ..Default::default()
                },
            },
        )
        .await;
    assert!(!posted.is_refusal(), "{}", posted.text);
    let accepted = service
        .handle(&context_of(black), Command::Accept { challenge: None })
        .await;
    assert!(!accepted.is_refusal(), "{}", accepted.text);
    accepted.game.expect("a game").id.0
}

/// A legal move of the side to move, chosen by `n` (so games vary but runs repeat).
fn pick(state: &Value, n: usize) -> Option<(String, String)> {
    let legal = state["legal"].as_array()?;
    if legal.is_empty() {
        return None;
    }
    let m = &legal[(n * 7 + 3) % legal.len()];
    Some((
        m["uci"].as_str()?.to_string(),
        state["position"].as_str()?.to_string(),
    ))
}

async fn get_state(client: &reqwest::Client, web: &WebServer, session: &str, id: u64) -> Value {
    client
        .get(format!("{}/api/games/{id}", web.url))
        .header("Cookie", format!("castalia_session={session}"))
        .send()
        .await
        .expect("state")
        .json()
        .await
        .expect("json")
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    runtime.block_on(run());
}

async fn run() {
    let store = Arc::new(SledStore::temporary().expect("store"));
    let service = GameService::new(
        store,
        Arc::new(EngineBrain::new(16)),
        Arc::new(SystemClock),
        ServiceConfig {
            images: false,
            ..ServiceConfig::default()
        },
    );
    let web = serve(
        service.clone(),
        WebOptions {
            listen: "127.0.0.1:0".parse().expect("address"),
            next_free_port: false,
            public_url: None,
            place: Place::Console {
                channel: CONSOLE_CHANNEL,
            },
            discord: None,
            activity: false,
        },
    )
    .await
    .expect("serve");
    let client = reqwest::Client::new();
    let alice = sign_in(&service, &web, "alice").await;
    let bob = sign_in(&service, &web, "bob").await;

    // 1. Board to board, against the service alone.
    let moves = env_number("WEB_MOVES", 200);
    let mut board_to_board = Vec::with_capacity(moves);
    let mut service_only = Vec::with_capacity(moves);
    let mut game = new_game(&service).await;
    let mut watchers = [
        open_board(&web, &bob, game).await,
        open_board(&web, &alice, game).await,
    ];
    let mut played = 0;
    let mut n = 0;
    let mut reference = game_between(&service, "erin", "frank").await;
    let mut reference_played = 0;
    while board_to_board.len() < moves {
        n += 1;
        let (mover, other) = if played % 2 == 0 {
            (&alice, 0)
        } else {
            (&bob, 1)
        };
        let state = get_state(&client, &web, mover, game).await;
        let Some((uci, position)) = pick(&state, n) else {
            // Over: a new game.
            game = new_game(&service).await;
            watchers = [
                open_board(&web, &bob, game).await,
                open_board(&web, &alice, game).await,
            ];
            played = 0;
            continue;
        };
        let started = Instant::now();
        let answer = client
            .post(format!("{}/api/games/{game}/move", web.url))
            .header("Cookie", format!("castalia_session={mover}"))
            .header("Origin", web.url.clone())
            .json(&json!({"uci": uci, "position": position}))
            .send()
            .await
            .expect("move");
        assert!(answer.status().is_success(), "{}", answer.status());
        state_with(&mut watchers[other], played + 1).await;
        board_to_board.push(started.elapsed());
        played += 1;
        // The other board also gets it; read it so that it never lags.
        state_with(&mut watchers[1 - other], played).await;

        // The reference: a move through the service alone, in a game of its own (erin and
        // frank's), chosen the same way.
        loop {
            let id = castalia_bot::game::GameId(reference);
            let mover = if reference_played % 2 == 0 {
                "erin"
            } else {
                "frank"
            };
            let ctx = context_of(mover);
            let page = service.game_page(&ctx, id).expect("page");
            if page.legal.is_empty() {
                reference = game_between(&service, "erin", "frank").await;
                reference_played = 0;
                continue;
            }
            let picked = &page.legal[(n * 7 + 3) % page.legal.len()].mv;
            let command = Command::PickedMove {
                game: id,
                position: page.position_key,
                uci: picked.uci().to_string(),
            };
            let started = Instant::now();
            let reply = service.handle(&ctx, command).await;
            service_only.push(started.elapsed());
            assert!(!reply.is_refusal(), "{}", reply.text);
            reference_played += 1;
            break;
        }
    }
    board_to_board.sort();
    service_only.sort();
    let p95 = percentile(&board_to_board, 0.95);
    let reference = percentile(&service_only, 0.95);
    println!("1. a move from alice's board to bob's ({moves} moves):");
    println!(
        "   board to board: p50 {}, p95 {}, max {}",
        ms(percentile(&board_to_board, 0.5)),
        ms(p95),
        ms(*board_to_board.last().unwrap_or(&Duration::ZERO))
    );
    println!(
        "   the service alone (reference): p50 {}, p95 {}",
        ms(percentile(&service_only, 0.5)),
        ms(reference)
    );
    println!(
        "   ratio p95 {:.1}x; goal p95 < 150 ms: {}",
        p95.as_secs_f64() / reference.as_secs_f64().max(1e-9),
        if p95 < Duration::from_millis(150) {
            "met"
        } else {
            "NOT met"
        }
    );

    // 2. Spectators.
    let spectators = env_number("WEB_SPECTATORS", 1000);
    let game = new_game(&service).await;
    let carol = sign_in(&service, &web, "carol").await;
    let before = rss_mib();
    let mut boards = Vec::with_capacity(spectators);
    for _ in 0..spectators {
        boards.push(open_board(&web, &carol, game).await);
    }
    // Each has its first state.
    let mut boards: Vec<Socket> =
        futures_util::future::join_all(boards.into_iter().map(|mut s| async move {
            state_with(&mut s, 0).await;
            s
        }))
        .await;
    let after = rss_mib();
    let mut everyone = Vec::new();
    for i in 0..10 {
        let mover = if i % 2 == 0 { &alice } else { &bob };
        let state = get_state(&client, &web, mover, game).await;
        let Some((uci, position)) = pick(&state, i) else {
            break;
        };
        let started = Instant::now();
        client
            .post(format!("{}/api/games/{game}/move", web.url))
            .header("Cookie", format!("castalia_session={mover}"))
            .header("Origin", web.url.clone())
            .json(&json!({"uci": uci, "position": position}))
            .send()
            .await
            .expect("move");
        boards = futures_util::future::join_all(boards.into_iter().map(|mut s| async move {
            state_with(&mut s, i + 1).await;
            s
        }))
        .await;
        everyone.push(started.elapsed());
    }
    everyone.sort();
    let worst = *everyone.last().unwrap_or(&Duration::ZERO);
    println!("2. {spectators} spectators of one game:");
    println!(
        "   a move reaches all of them: p95 {}, max {} over {} moves; goal within 1 s: {}",
        ms(percentile(&everyone, 0.95)),
        ms(worst),
        everyone.len(),
        if worst < Duration::from_secs(1) {
            "met"
        } else {
            "NOT met"
        }
    );
    println!(
        "   resident memory {before:.0} MiB before, {after:.0} MiB with them open: {:.0} MiB more, clients included (goal under 200 MB: {})",
        after - before,
        if after - before < 190.0 { "met" } else { "NOT met" }
    );
    drop(boards);

    // 3. The first load.
    let page = client
        .get(format!("{}/game/1", web.url))
        .send()
        .await
        .expect("page")
        .text()
        .await
        .expect("html");
    let mut files: Vec<String> = vec!["/game/1".into()];
    for part in page.split('"') {
        if part.starts_with("/assets/") {
            files.push(part.to_string());
        }
    }
    for color in ["w", "b"] {
        for piece in ["K", "Q", "R", "B", "N", "P", "C"] {
            files.push(format!("/pieces/{color}{piece}.svg"));
        }
    }
    // Without its gzip feature, reqwest hands over the bytes as sent.
    let gz = reqwest::Client::new();
    let mut total = 0usize;
    for file in &files {
        let answer = gz
            .get(format!("{}{file}", web.url))
            .header("Accept-Encoding", "gzip")
            .send()
            .await
            .expect("file");
        total += answer.bytes().await.expect("bytes").len();
    }
    println!(
        "3. the first load of a game page: {} files, {:.1} KB as sent (gzip); goal under 300 KB: {}",
        files.len(),
        total as f64 / 1024.0,
        if total < 300 * 1024 { "met" } else { "NOT met" }
    );
    web.stop().await;
    service.shutdown().await;
}
