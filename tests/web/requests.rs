//! What a web request may do: every state-changing request checks its Origin; a move goes
//! through the same checks as a typed one (a stranger's is refused, nothing changes); bad input
//! of every kind gets a clear error in JSON and changes nothing; the page's files and security
//! headers.

use super::{alice_vs_bob, as_user, board, client, sign_in, state};
use crate::common::world;
use serde_json::{json, Value};

/// `session` posts `body` as JSON to `path` of the board.
async fn post(
    web: &castalia_bot::web::WebServer,
    session: &str,
    path: &str,
    body: Value,
) -> reqwest::Response {
    as_user(client().post(format!("{}{path}", web.url)), web, session)
        .json(&body)
        .send()
        .await
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// `session` plays the bot from the lobby (level 1, white, time control `time`): the game.
async fn play_bot(web: &castalia_bot::web::WebServer, session: &str, time: &str) -> u64 {
    let played: Value = post(
        web,
        session,
        "/api/play",
        json!({"level": 1, "color": "white", "time": time}),
    )
    .await
    .json()
    .await
    .expect("json");
    played["game"].as_u64().expect("a game")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_from_the_board_is_played_and_a_strangers_is_refused() {
    let w = world().build();
    let web = board(&w.service).await;
    let id = alice_vs_bob(&w.service).await;
    let alice = sign_in(&w.service, &web, "alice").await;
    let bob = sign_in(&w.service, &web, "bob").await;
    let dave = sign_in(&w.service, &web, "dave").await;

    let (status, before) = state(&web, &alice, id).await;
    assert_eq!(status, 200);
    assert_eq!(before["you"], "white");
    assert_eq!(before["squares"].as_array().expect("squares").len(), 64);
    let e2 = before["squares"]
        .as_array()
        .expect("squares")
        .iter()
        .find(|s| s["square"] == "e2")
        .expect("e2")
        .clone();
    assert_eq!(e2["label"], "e2, white pawn");
    assert_eq!(e2["piece"], "wP");
    let legal = before["legal"].as_array().expect("legal");
    assert!(legal
        .iter()
        .any(|m| m["uci"] == "e2e4" && m["label"] == "e4, empty: e4"));
    let position = before["position"].as_str().expect("position").to_string();

    // dave watches, but may not move.
    let (status, seen) = state(&web, &dave, id).await;
    assert_eq!(status, 200, "on the console anyone signed in may watch");
    assert_eq!(seen["you"], Value::Null);
    assert_eq!(seen["legal"], json!([]));
    let stranger = post(
        &web,
        &dave,
        &format!("/api/games/{id}/move"),
        json!({"uci": "e2e4", "position": position}),
    )
    .await;
    assert_eq!(stranger.status(), 403);
    let refusal: Value = stranger.json().await.expect("json");
    assert_eq!(
        refusal["error"],
        format!("Only the players of game #{id} can do that; you are watching it.")
    );
    // bob is not to move.
    let early = post(
        &web,
        &bob,
        &format!("/api/games/{id}/move"),
        json!({"text": "e5"}),
    )
    .await;
    assert_eq!(early.status(), 422);
    let (_, unchanged) = state(&web, &alice, id).await;
    assert_eq!(unchanged["version"], before["version"], "nothing changed");

    let played = post(
        &web,
        &alice,
        &format!("/api/games/{id}/move"),
        json!({"uci": "e2e4", "position": position}),
    )
    .await;
    assert_eq!(played.status(), 200);
    let after: Value = played.json().await.expect("json");
    assert_eq!(after["state"]["moves"][0]["san"], "e4");
    assert_eq!(after["state"]["announce"], "alice played e4.");
    // The same pick again: the position changed meanwhile.
    let stale = post(
        &web,
        &bob,
        &format!("/api/games/{id}/move"),
        json!({"uci": "e7e5", "position": position}),
    )
    .await;
    assert_eq!(stale.status(), 409, "the board was behind");
    let stale: Value = stale.json().await.expect("json");
    assert_eq!(
        stale["error"],
        "The position changed meanwhile, so your move was not played."
    );
    assert_eq!(
        stale["state"]["moves"].as_array().expect("moves").len(),
        1,
        "{stale}"
    );
    web.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_state_changing_request_checks_its_origin() {
    let w = world().build();
    let web = board(&w.service).await;
    let id = alice_vs_bob(&w.service).await;
    let alice = sign_in(&w.service, &web, "alice").await;
    let cookie = format!("castalia_session={alice}");
    for origin in [None, Some("https://evil.example"), Some("null")] {
        let mut request = client()
            .post(format!("{}/api/games/{id}/move", web.url))
            .header("Cookie", &cookie)
            .json(&json!({"text": "e4"}));
        if let Some(origin) = origin {
            request = request.header("Origin", origin);
        }
        let answer = request.send().await.expect("post");
        assert_eq!(answer.status(), 403, "{origin:?}");
        for path in ["resign", "draw"] {
            let mut request = client()
                .post(format!("{}/api/games/{id}/{path}", web.url))
                .header("Cookie", &cookie);
            if let Some(origin) = origin {
                request = request.header("Origin", origin);
            }
            assert_eq!(request.send().await.expect("post").status(), 403);
        }
    }
    let (_, state) = state(&web, &alice, id).await;
    assert_eq!(state["moves"], json!([]), "nothing was played");
    assert_eq!(state["over"], false, "nobody resigned");
    // The page's own origin, or the host's own name for it, is the page.
    let host = web.url.replace("127.0.0.1", "localhost");
    let answer = client()
        .post(format!("{host}/api/games/{id}/move"))
        .header("Cookie", &cookie)
        .header("Origin", host.clone())
        .json(&json!({"text": "e4"}))
        .send()
        .await
        .expect("post");
    assert_eq!(answer.status(), 200);
    // A WebSocket from another site is refused before the upgrade.
    let mut request =
        tokio_tungstenite::tungstenite::client::IntoClientRequest::into_client_request(format!(
            "{}/ws/games/{id}",
            web.url.replace("http", "ws")
        ))
        .expect("request");
    request
        .headers_mut()
        .insert("Cookie", cookie.parse().expect("cookie"));
    request
        .headers_mut()
        .insert("Origin", "https://evil.example".parse().expect("origin"));
    assert!(tokio_tungstenite::connect_async(request).await.is_err());
    web.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_gets_a_clear_error_and_changes_nothing() {
    let w = world().build();
    let web = board(&w.service).await;
    let id = alice_vs_bob(&w.service).await;
    let alice = sign_in(&w.service, &web, "alice").await;
    let post = |path: String, body: Vec<u8>| {
        as_user(client().post(format!("{}{path}", web.url)), &web, &alice)
            .header("Content-Type", "application/json")
            .body(body)
            .send()
    };
    let cases: Vec<(String, Vec<u8>, u16)> = vec![
        (format!("/api/games/{id}/move"), b"{not json".to_vec(), 400),
        (format!("/api/games/{id}/move"), b"[1,2]".to_vec(), 400),
        (
            format!("/api/games/{id}/move"),
            br#"{"uci":"e2e4"}"#.to_vec(),
            400,
        ),
        (
            format!("/api/games/{id}/move"),
            br#"{"uci":"e2e4","position":"x"}"#.to_vec(),
            400,
        ),
        (
            format!("/api/games/{id}/move"),
            br#"{"text":"e4","extra":1}"#.to_vec(),
            400,
        ),
        (format!("/api/games/{id}/move"), vec![0xff, 0xfe, 0x00], 400),
        (format!("/api/games/{id}/move"), vec![b' '; 100_000], 413),
        (
            format!("/api/games/{id}/move"),
            br#"{"text":"Kxe8??"}"#.to_vec(),
            422,
        ),
        (
            "/api/games/999/move".to_string(),
            br#"{"text":"e4"}"#.to_vec(),
            404,
        ),
        (
            "/api/games/abc/move".to_string(),
            br#"{"text":"e4"}"#.to_vec(),
            404,
        ),
        ("/api/games/-1/resign".to_string(), Vec::new(), 404),
        (format!("/api/games/{id}/explode"), Vec::new(), 404),
        ("/api/play".to_string(), br#"{"level":99}"#.to_vec(), 400),
        (
            "/api/play".to_string(),
            br#"{"level":1,"variant":"checkers"}"#.to_vec(),
            422,
        ),
        ("/api/challenges/77/accept".to_string(), Vec::new(), 404),
    ];
    for (path, body, status) in cases {
        let answer = post(path.clone(), body).await.expect("post");
        assert_eq!(answer.status().as_u16(), status, "{path}");
        let error: Value = answer.json().await.expect("a JSON error");
        let words = error["error"].as_str().expect("an error sentence");
        assert!(
            !words.is_empty() && !words.contains("web-error"),
            "{path}: {words}"
        );
    }
    let (_, state) = state(&web, &alice, id).await;
    assert_eq!(state["version"], 0, "nothing changed: {state}");
    let unknown = as_user(
        client().get(format!("{}/api/games/999", web.url)),
        &web,
        &alice,
    )
    .send()
    .await
    .expect("unknown");
    assert_eq!(unknown.status(), 404);
    web.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_is_served_with_its_security_headers() {
    let w = world().build();
    let web = board(&w.service).await;
    for path in ["/", "/game/12", "/challenge/3"] {
        let page = client()
            .get(format!("{}{path}", web.url))
            .send()
            .await
            .expect("page");
        assert_eq!(page.status(), 200, "{path}");
        let csp = page.headers()["content-security-policy"]
            .to_str()
            .expect("csp")
            .to_string();
        assert!(
            csp.contains("script-src 'self'") && !csp.contains("unsafe-inline"),
            "{csp}"
        );
        assert!(
            csp.contains("frame-ancestors") && csp.contains("https://discord.com"),
            "{csp}"
        );
        let html = page.text().await.expect("html");
        assert!(html.contains("/assets/"), "the built page: {html}");
        assert!(!html.contains("<script>"), "no inline script");
    }
    let piece = client()
        .get(format!("{}/pieces/wC.svg", web.url))
        .send()
        .await
        .expect("piece");
    assert_eq!(piece.status(), 200);
    assert_eq!(piece.headers()["content-type"], "image/svg+xml");
    let missing = client()
        .get(format!("{}/pieces/../Cargo.toml", web.url))
        .send()
        .await
        .expect("x");
    assert_eq!(missing.status(), 404);
    web.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_review_only_once_a_game_between_people_is_over() {
    use super::run;
    use castalia_bot::game::Command;
    let w = world().build();
    let web = board(&w.service).await;
    let id = alice_vs_bob(&w.service).await;
    let alice = sign_in(&w.service, &web, "alice").await;
    // 2. Ce4 repulses the f5 pawn to g6.
    for (who, mv) in [("alice", "c4"), ("bob", "f5"), ("alice", "Ce4")] {
        let moved = run(
            &w.service,
            who,
            Command::Move {
                text: mv.into(),
                game: None,
            },
        )
        .await;
        assert!(!moved.is_refusal(), "{}", moved.text);
    }
    let review = |session: String| {
        let request = as_user(
            client().get(format!("{}/api/games/{id}/review", web.url)),
            &web,
            &session,
        );
        async move { request.send().await.expect("review") }
    };
    let early = review(alice.clone()).await;
    assert_eq!(early.status(), 403, "fair play");
    let (_, state) = state(&web, &alice, id).await;
    assert_eq!(state["actions"]["review"], false);
    run(&w.service, "alice", Command::Resign { game: None }).await;
    let done = review(alice.clone()).await;
    assert_eq!(done.status(), 200);
    let review: Value = done.json().await.expect("json");
    let moves = review["moves"].as_array().expect("moves");
    assert_eq!(moves.len(), 3);
    assert_eq!(moves[0]["fenBefore"], review["start"]);
    assert_eq!(moves[2]["san"], "Ce4");
    assert_eq!(moves[2]["displaced"][0]["kind"], "repulse", "{}", moves[2]);
    assert_eq!(moves[2]["displaced"][0]["from"], "f5");
    assert_eq!(moves[2]["displaced"][0]["to"], "g6");
    assert!(moves[2]["eval"].is_i64());
    assert!(!moves[2]["verdictText"]
        .as_str()
        .expect("verdict")
        .is_empty());
    assert!(moves[2]["explanation"]
        .as_str()
        .expect("explanation")
        .contains("Ce4"));
    web.stop().await;
}

/// A pawn about to promote: the chooser's moves come queen first (then rook, bishop, knight
/// and, where the rule set allows it, the Castalia), and the destination's accessible name is
/// the queen's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn promotions_come_queen_first_with_the_castalia_where_the_rules_allow_it() {
    use castalia_bot::game::commands::options::{parse_setup, parse_variant};
    use castalia_bot::game::{Command, NewGameArgs, UserRef};
    let w = world().build();
    let web = board(&w.service).await;
    let alice = sign_in(&w.service, &web, "alice").await;
    for (rules, want) in [
        ("castalia", vec!["q", "r", "b", "n", "c"]),
        ("standard", vec!["q", "r", "b", "n"]),
    ] {
        let args = NewGameArgs {
            variant: Some(parse_variant(rules).expect("rules")),
            setup: Some(parse_setup("4k3/P7/8/8/8/8/8/4K3 w - - 0 1").expect("setup")),
            color: Some(castalia_bot::game::model::ColorChoice::White),
            time: Some(castalia_bot::game::model::TimeControl::Unlimited),
            rated: Some(false),
        };
        let posted = super::run(
            &w.service,
            "alice",
            Command::Challenge {
                opponent: Some(UserRef {
                    id: castalia_bot::console::user_id_for("bob"),
                    name: "bob".into(),
                }),
                args,
            },
        )
        .await;
        assert!(!posted.is_refusal(), "{}", posted.text);
        let accepted = super::run(&w.service, "bob", Command::Accept { challenge: None }).await;
        let id = accepted.game.expect("a game").id.0;
        let (status, state) = state(&web, &alice, id).await;
        assert_eq!(status, 200);
        let to_a8: Vec<&Value> = state["legal"]
            .as_array()
            .expect("legal")
            .iter()
            .filter(|m| m["uci"].as_str().is_some_and(|u| u.starts_with("a7a8")))
            .collect();
        let order: Vec<&str> = to_a8
            .iter()
            .filter_map(|m| m["promotion"].as_str())
            .collect();
        assert_eq!(order, want, "{rules}");
        assert_eq!(to_a8[0]["label"], "a8, empty: a8=Q+", "{rules}");
    }
    web.stop().await;
}

/// A rematch against the bot starts a game at once: the answer names it (the page opens it),
/// and its words say the deadline relative to now, not as Discord's timestamp markup.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_against_the_bot_names_its_game_and_says_its_times_in_words() {
    let w = world().build();
    let web = board(&w.service).await;
    let alice = sign_in(&w.service, &web, "alice").await;
    let id = play_bot(&web, &alice, "10+5").await;
    let resigned = post(&web, &alice, &format!("/api/games/{id}/resign"), json!({})).await;
    assert_eq!(resigned.status(), 200);
    let answer = post(&web, &alice, &format!("/api/games/{id}/rematch"), json!({})).await;
    assert_eq!(answer.status(), 200);
    let answer: Value = answer.json().await.expect("json");
    let next = answer["game"].as_u64().expect("the rematch's game");
    assert_ne!(next, id);
    let message = answer["message"].as_str().expect("a message");
    assert!(!message.contains('@'), "no timestamp markup: {message}");
    assert!(
        message.contains("(time runs out in 60 s)"),
        "the deadline in words: {message}"
    );
    let (status, state) = state(&web, &alice, next).await;
    assert_eq!(status, 200);
    assert_eq!(state["you"], "black", "the colours change: {state}");
    web.stop().await;
}

/// Against the bot, the review is offered once a move was played: before that there is
/// nothing to review, and the page shows no button that would only say so.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_review_of_a_game_against_the_bot_is_offered_once_a_move_was_played() {
    let w = world().build();
    let web = board(&w.service).await;
    let alice = sign_in(&w.service, &web, "alice").await;
    let id = play_bot(&web, &alice, "none").await;
    let (_, before) = state(&web, &alice, id).await;
    assert_eq!(before["actions"]["review"], false, "no move yet");
    let review = as_user(
        client().get(format!("{}/api/games/{id}/review", web.url)),
        &web,
        &alice,
    )
    .send()
    .await
    .expect("review");
    assert_eq!(review.status(), 422, "nothing to review yet");
    let body: Value = review.json().await.expect("json");
    assert!(
        body["error"]
            .as_str()
            .is_some_and(|e| e.contains("nothing to review")),
        "{body}"
    );
    let moved = post(
        &web,
        &alice,
        &format!("/api/games/{id}/move"),
        json!({"text": "e4"}),
    )
    .await;
    assert_eq!(moved.status(), 200);
    let (_, after) = state(&web, &alice, id).await;
    assert_eq!(
        after["actions"]["review"], true,
        "one's own game against the bot"
    );
    web.stop().await;
}

/// The board has its own Rematch button, so a finished game's status never tells to type
/// `/rematch`: neither after a resignation nor after an abort.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_games_status_on_the_board_does_not_say_to_type_rematch() {
    let w = world().build();
    let web = board(&w.service).await;
    let alice = sign_in(&w.service, &web, "alice").await;
    let mut statuses = Vec::new();
    for end in ["abort", "resign"] {
        let id = play_bot(&web, &alice, "10+5").await;
        if end == "resign" {
            // A resignation after both have moved (before that, the game is aborted).
            let moved = post(
                &web,
                &alice,
                &format!("/api/games/{id}/move"),
                json!({"text": "e4"}),
            )
            .await;
            assert_eq!(moved.status(), 200);
            let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
            while state(&web, &alice, id).await.1["moves"]
                .as_array()
                .map_or(0, Vec::len)
                < 2
            {
                assert!(std::time::Instant::now() < deadline, "the bot's reply");
                tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            }
        }
        let ended = post(&web, &alice, &format!("/api/games/{id}/{end}"), json!({})).await;
        assert_eq!(ended.status(), 200, "{end}");
        let (status, state) = state(&web, &alice, id).await;
        assert_eq!(status, 200);
        let words = state["status"].as_str().expect("a status").to_string();
        assert!(!words.contains("rematch"), "{end}: {words}");
        statuses.push(words);
    }
    assert!(
        statuses[0].contains("was aborted by alice"),
        "{}",
        statuses[0]
    );
    assert!(statuses[1].contains("is over"), "{}", statuses[1]);
    web.stop().await;
}
