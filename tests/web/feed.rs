//! The change feed: every stored change of a game reaches every open board of it, from any
//! front end (a console command here), within the issue's 500 ms; on PostgreSQL across
//! processes (two services on one database) by LISTEN/NOTIFY, within 1 s. The opponent's
//! rematch challenge reaches a finished game's board, to accept or decline there.

use super::{alice_vs_bob, board, run, sign_in};
use crate::common::world;
use castalia_bot::game::{Command, GameId, GameService, PgStore};
use futures_util::{SinkExt, StreamExt};
use serde_json::Value;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// An open board of game `id` for `session`.
async fn open_board(web: &castalia_bot::web::WebServer, session: &str, id: u64) -> Socket {
    open_board_at(web, session, &format!("{id}")).await
}

/// An open board at `/ws/games/{path}` (a game's id, with a query if any) for `session`,
/// with no `Accept-Language`.
async fn open_board_at(web: &castalia_bot::web::WebServer, session: &str, path: &str) -> Socket {
    let mut request = format!("{}/ws/games/{path}", web.url.replace("http://", "ws://"))
        .into_client_request()
        .expect("request");
    let headers = request.headers_mut();
    headers.insert(
        "Cookie",
        format!("castalia_session={session}")
            .parse()
            .expect("cookie"),
    );
    headers.insert("Origin", web.url.parse().expect("origin"));
    tokio_tungstenite::connect_async(request)
        .await
        .expect("connect")
        .0
}

/// The next message of `kind`, within `limit`.
async fn next_of(socket: &mut Socket, kind: &str, limit: Duration) -> Value {
    let deadline = Instant::now() + limit;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let message = tokio::time::timeout(left, socket.next())
            .await
            .unwrap_or_else(|_| panic!("no {kind} message within {limit:?}"))
            .expect("open")
            .expect("a message");
        if let Message::Text(text) = message {
            let value: Value = serde_json::from_str(&text).expect("json");
            if value["type"] == kind {
                return value;
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_console_move_reaches_every_open_board_at_once() {
    let w = world().build();
    let web = board(&w.service).await;
    let id = alice_vs_bob(&w.service).await;
    let bob = sign_in(&w.service, &web, "bob").await;
    let carol = sign_in(&w.service, &web, "carol").await;
    let mut bobs = open_board(&web, &bob, id).await;
    let first = next_of(&mut bobs, "state", Duration::from_secs(5)).await;
    assert_eq!(first["state"]["you"], "black");
    let mut carols = open_board(&web, &carol, id).await;
    let first = next_of(&mut carols, "state", Duration::from_secs(5)).await;
    assert_eq!(first["state"]["you"], Value::Null);
    assert_eq!(first["state"]["spectators"], 1, "carol watches; bob plays");
    let count = next_of(&mut bobs, "spectators", Duration::from_secs(1)).await;
    assert_eq!(count["count"], 1);

    let started = Instant::now();
    let moved = run(
        &w.service,
        "alice",
        Command::Move {
            text: "e4".into(),
            game: None,
        },
    )
    .await;
    assert!(!moved.is_refusal(), "{}", moved.text);
    for socket in [&mut bobs, &mut carols] {
        let state = next_of(socket, "state", Duration::from_millis(500)).await;
        assert_eq!(state["state"]["moves"][0]["san"], "e4");
    }
    assert!(started.elapsed() < Duration::from_millis(500));
    bobs.send(Message::Text(r#"{"type":"ping"}"#.into()))
        .await
        .expect("ping");
    next_of(&mut bobs, "pong", Duration::from_secs(1)).await;
    // An oversized frame closes the socket; the game is untouched.
    let _ = carols.send(Message::Text("x".repeat(100_000))).await;
    let closed = tokio::time::timeout(Duration::from_secs(2), async {
        loop {
            match carols.next().await {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => break,
                Some(Ok(_)) => {}
            }
        }
    })
    .await;
    assert!(closed.is_ok(), "the oversized frame closed the socket");
    let count = next_of(&mut bobs, "spectators", Duration::from_secs(2)).await;
    assert_eq!(count["count"], 0, "carol's board closed");
    web.stop().await;
}

/// The page names its language in the WebSocket's query, as browsers need not send
/// `Accept-Language` on the handshake: the board's words stay in it after every change, and
/// the number of spectators is said with the language's plural.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_speaks_the_language_its_page_names() {
    let w = world().build();
    let web = board(&w.service).await;
    let id = alice_vs_bob(&w.service).await;
    let carol = sign_in(&w.service, &web, "carol").await;
    let in_russian = super::as_user(
        super::client().get(format!("{}/api/games/{id}", web.url)),
        &web,
        &carol,
    )
    .header("Accept-Language", "ru")
    .send()
    .await
    .expect("state")
    .json::<Value>()
    .await
    .expect("json");
    let e2 = |state: &Value| {
        state["squares"][52]["label"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    };
    assert!(e2(&in_russian).starts_with("e2, "), "{in_russian}");

    let mut carols = open_board_at(&web, &carol, &format!("{id}?lang=ru")).await;
    let first = next_of(&mut carols, "state", Duration::from_secs(5)).await;
    assert_eq!(
        e2(&first["state"]),
        e2(&in_russian),
        "the board's first state in Russian"
    );
    assert_eq!(first["state"]["status"], in_russian["status"]);
    assert_eq!(first["state"]["spectatorsText"], "1 зритель");
    let mut more = Vec::new();
    for _ in 0..4 {
        more.push(open_board_at(&web, &carol, &format!("{id}?lang=ru")).await);
    }
    let mut said = next_of(&mut carols, "spectators", Duration::from_secs(2)).await;
    while said["count"] != 5 {
        said = next_of(&mut carols, "spectators", Duration::from_secs(2)).await;
    }
    assert_eq!(said["text"], "5 зрителей");

    let moved = run(
        &w.service,
        "alice",
        Command::Move {
            text: "e4".into(),
            game: None,
        },
    )
    .await;
    assert!(!moved.is_refusal(), "{}", moved.text);
    let after = next_of(&mut carols, "state", Duration::from_secs(2)).await;
    let label = e2(&after["state"]);
    let english = read_state(&web, &carol, id).await;
    assert_eq!(e2(&english), "e2, empty", "without a language: English");
    assert_eq!(label, "e2, пусто", "after the move, still Russian");
    web.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_change_feed_tells_of_every_stored_change_on_sled() {
    let w = world().build();
    let mut changes = w.service.changes();
    let id = alice_vs_bob(&w.service).await;
    run(
        &w.service,
        "alice",
        Command::Move {
            text: "e4".into(),
            game: None,
        },
    )
    .await;
    run(&w.service, "bob", Command::Draw { game: None }).await;
    let mut seen = Vec::new();
    while let Ok(change) = changes.try_recv() {
        if change.game == GameId(id) {
            seen.push(change.version);
        }
    }
    assert!(seen.len() >= 3, "created, moved, offered: {seen:?}");
    assert!(seen.windows(2).all(|v| v[0] < v[1]), "in order: {seen:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgresql_a_move_in_one_process_reaches_boards_of_another() {
    let Some(url) = crate::pg::fresh_database("web_feed") else {
        return;
    };
    let connect = || -> Arc<GameService> {
        let store = PgStore::connect(&url, 4).expect("pg");
        world().service_on(Arc::new(store))
    };
    let (a, b) = (connect(), connect());
    let web_b = board(&b).await;
    let id = alice_vs_bob(&a).await;
    let bob = sign_in(&b, &web_b, "bob").await;
    let mut board_b = open_board(&web_b, &bob, id).await;
    next_of(&mut board_b, "state", Duration::from_secs(5)).await;
    let mut feed_b = b.changes();
    let started = Instant::now();
    let moved = run(
        &a,
        "alice",
        Command::Move {
            text: "e4".into(),
            game: None,
        },
    )
    .await;
    assert!(!moved.is_refusal(), "{}", moved.text);
    let change = tokio::time::timeout(Duration::from_secs(1), async {
        loop {
            let change = feed_b.recv().await.expect("feed");
            // (The game's making may still be on its way from the database: the move is
            // version 1.)
            if change.game == GameId(id) && change.version >= 1 {
                return change;
            }
        }
    })
    .await
    .expect("process B hears of process A's move within 1 s");
    assert_eq!(change.version, 1);
    let state = next_of(&mut board_b, "state", Duration::from_secs(1)).await;
    assert_eq!(state["state"]["moves"][0]["san"], "e4");
    assert!(started.elapsed() < Duration::from_secs(1));
    web_b.stop().await;
}

/// The state of game `id` as `session` reads it.
async fn read_state(web: &castalia_bot::web::WebServer, session: &str, id: u64) -> Value {
    let (status, state) = super::state(web, session, id).await;
    assert_eq!(status, 200, "{state}");
    state
}

/// `session` presses `action` on game `id`'s board: the answer.
async fn press(web: &castalia_bot::web::WebServer, session: &str, id: u64, action: &str) -> Value {
    let answer = super::as_user(
        super::client().post(format!("{}/api/games/{id}/{action}", web.url)),
        web,
        session,
    )
    .json(&serde_json::json!({}))
    .send()
    .await
    .expect("action");
    assert_eq!(answer.status(), 200, "{action}");
    answer.json().await.expect("json")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_opponents_rematch_shows_live_on_the_finished_board_to_accept_or_decline() {
    let w = world().build();
    let web = board(&w.service).await;
    let id = alice_vs_bob(&w.service).await;
    let resigned = run(&w.service, "bob", Command::Resign { game: None }).await;
    assert!(!resigned.is_refusal(), "{}", resigned.text);
    let alice = sign_in(&w.service, &web, "alice").await;
    let carol = sign_in(&w.service, &web, "carol").await;
    let mut alices = open_board(&web, &alice, id).await;
    let first = next_of(&mut alices, "state", Duration::from_secs(5)).await;
    assert_eq!(first["state"]["rematchOffer"], Value::Null);
    let rematch = Command::Rematch {
        game: Some(GameId(id)),
    };

    // bob asks (on the console): alice's open board shows it, and only hers.
    let asked = run(&w.service, "bob", rematch.clone()).await;
    assert!(asked.challenge.is_some(), "{}", asked.text);
    let offered = next_of(&mut alices, "state", Duration::from_secs(2)).await;
    let offer = &offered["state"]["rematchOffer"];
    assert_eq!(offer["text"], "bob offers you a rematch.", "{offer}");
    assert_eq!(offer["challenge"].as_u64(), asked.challenge.map(|c| c.id.0));
    assert_eq!(
        read_state(&web, &carol, id).await["rematchOffer"],
        Value::Null
    );
    // She declines: the offer goes, from her board and from the challenges.
    let declined = press(&web, &alice, id, "decline-rematch").await;
    assert_eq!(declined["state"]["rematchOffer"], Value::Null);
    let gone = next_of(&mut alices, "state", Duration::from_secs(2)).await;
    assert_eq!(gone["state"]["rematchOffer"], Value::Null);

    // bob asks again; she accepts: the rematch starts, the page is told which game to open.
    let asked = run(&w.service, "bob", rematch).await;
    assert!(asked.challenge.is_some(), "{}", asked.text);
    let offered = next_of(&mut alices, "state", Duration::from_secs(2)).await;
    assert!(offered["state"]["rematchOffer"]["challenge"].is_u64());
    let accepted = press(&web, &alice, id, "accept-rematch").await;
    let next = accepted["game"].as_u64().expect("the rematch's game");
    assert_ne!(next, id);
    assert_eq!(read_state(&web, &alice, next).await["you"], "black");
    // Nothing left to answer.
    let none = super::as_user(
        super::client().post(format!("{}/api/games/{id}/accept-rematch", web.url)),
        &web,
        &alice,
    )
    .json(&serde_json::json!({}))
    .send()
    .await
    .expect("again");
    assert_ne!(none.status(), 200);
    web.stop().await;
}
