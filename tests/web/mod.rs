//! The web board's server (`src/web/`), in process over real HTTP and WebSockets: sessions and
//! sign-in links, Origin checks, where a web request acts, bad input, the change feed on both
//! stores, and "Sign in with Discord" against the fake Discord. The page itself is tested in a
//! real browser by `web/tests/` (`.ci/run`).

mod feed;
mod oauth;
mod requests;
mod sessions;

use castalia_bot::console::{context_of, CONSOLE_CHANNEL};
use castalia_bot::game::{Command, GameService, Reply};
use castalia_bot::web::{serve, Place, WebOptions, WebServer};
use std::sync::Arc;

/// The web board of `service` in the console's place, on a free port.
pub async fn board(service: &Arc<GameService>) -> WebServer {
    serve(
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
    .expect("serve the web board")
}

/// An HTTP client that follows no redirect (a sign-in's cookie is read off its answer).
pub fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
}

/// A console command as `user`.
pub async fn run(service: &Arc<GameService>, user: &str, command: Command) -> Reply {
    service.handle(&context_of(user), command).await
}

/// Game `id`'s state as `session` reads it from the board: the HTTP status and the JSON
/// (`Null` when the answer has none).
pub async fn state(web: &WebServer, session: &str, id: u64) -> (u16, serde_json::Value) {
    let answer = as_user(
        client().get(format!("{}/api/games/{id}", web.url)),
        web,
        session,
    )
    .send()
    .await
    .expect("state");
    let status = answer.status().as_u16();
    (
        status,
        answer.json().await.unwrap_or(serde_json::Value::Null),
    )
}

/// The session secret of a `Set-Cookie` answer.
pub fn cookie_of(response: &reqwest::Response) -> Option<String> {
    let set = response.headers().get("set-cookie")?.to_str().ok()?;
    let value = set.strip_prefix("castalia_session=")?.split(';').next()?;
    (!value.is_empty()).then(|| value.to_string())
}

/// Signs `user` in through a one-time link, as `/web` gives one; the session secret.
pub async fn sign_in(service: &Arc<GameService>, web: &WebServer, user: &str) -> String {
    let ctx = context_of(user);
    let secret = service
        .new_sign_in_link(ctx.user, &ctx.name)
        .expect("a sign-in link");
    let answer = client()
        .get(format!("{}/signin/{secret}", web.url))
        .send()
        .await
        .expect("sign in");
    assert_eq!(answer.status(), 303, "a fresh link signs in");
    cookie_of(&answer).expect("a session cookie")
}

/// A request with `session`'s cookie and the page's own Origin.
pub fn as_user(
    request: reqwest::RequestBuilder,
    web: &WebServer,
    session: &str,
) -> reqwest::RequestBuilder {
    request
        .header("Cookie", format!("castalia_session={session}"))
        .header("Origin", web.url.clone())
}

/// alice (white) against bob in the console, untimed: its id.
pub async fn alice_vs_bob(service: &Arc<GameService>) -> u64 {
    let args = castalia_bot::game::NewGameArgs {
        color: Some(castalia_bot::game::model::ColorChoice::White),
        time: Some(castalia_bot::game::model::TimeControl::Unlimited),
        ..Default::default()
    };
    let posted = run(
        service,
        "alice",
        Command::Challenge {
            opponent: Some(castalia_bot::game::UserRef {
                id: castalia_bot::console::user_id_for("bob"),
                name: "bob".into(),
            }),
            args,
        },
    )
    .await;
    assert!(!posted.is_refusal(), "{}", posted.text);
    let accepted = run(service, "bob", Command::Accept { challenge: None }).await;
    accepted.game.expect("a game").id.0
}
