//! Sign-in links and sessions: a link works once and for 10 minutes; a session lasts 30 days,
//! survives a restart, and ends at "Sign out" or `/forget`; both stores keep them alike.

use super::{as_user, board, client, cookie_of, run, sign_in};
use crate::common::world;
use castalia_bot::console::context_of;
use castalia_bot::game::model::{UserId, WebAccess, WebAccessKind};
use castalia_bot::game::{Command, PgStore, SledStore, Store};
use std::sync::Arc;

const MINUTE: i64 = 60_000;
const DAY: i64 = 24 * 60 * MINUTE;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_link_signs_in_once_and_the_session_says_who() {
    let w = world().build();
    let web = board(&w.service).await;
    let alice = context_of("alice");
    let secret = w
        .service
        .new_sign_in_link(alice.user, "alice")
        .expect("link");
    let first = client()
        .get(format!("{}/signin/{secret}?next=/game/3", web.url))
        .send()
        .await
        .expect("first use");
    assert_eq!(first.status(), 303);
    assert_eq!(first.headers()["location"], "/game/3");
    let cookie = first.headers()["set-cookie"]
        .to_str()
        .expect("cookie")
        .to_string();
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"),
        "{cookie}"
    );
    assert!(
        !cookie.contains("Secure"),
        "plain http has no Secure cookie: {cookie}"
    );
    let session = cookie_of(&first).expect("session");
    assert!(session.len() >= 32, "at least 128 random bits");
    assert_ne!(session, secret, "the session is not the link");

    let again = client()
        .get(format!("{}/signin/{secret}", web.url))
        .send()
        .await
        .expect("second use");
    assert_eq!(again.status(), 410, "a link works once");
    assert!(cookie_of(&again).is_none());
    assert!(again.text().await.expect("page").contains("used already"));

    let me: serde_json::Value = as_user(
        client().get(format!("{}/api/session", web.url)),
        &web,
        &session,
    )
    .send()
    .await
    .expect("session")
    .json()
    .await
    .expect("json");
    assert_eq!(me["user"]["name"], "alice");
    assert_eq!(me["user"]["id"], alice.user.0.to_string());
    assert_eq!(
        me["messages"]["web-error-not-found"],
        "There is nothing here."
    );

    let nobody = client()
        .get(format!("{}/api/session", web.url))
        .header("Accept-Language", "de-DE,de;q=0.9")
        .send()
        .await
        .expect("no session");
    assert_eq!(nobody.status(), 401);
    let body: serde_json::Value = nobody.json().await.expect("json");
    assert_eq!(body["lang"], "de", "the page speaks the browser's language");
    assert!(body["error"]
        .as_str()
        .expect("error")
        .contains("nicht angemeldet"));
    // Forged and malformed sessions are nobody.
    for forged in ["0".repeat(64), "x".to_string(), secret.clone()] {
        let answer = as_user(
            client().get(format!("{}/api/lobby", web.url)),
            &web,
            &forged,
        )
        .send()
        .await
        .expect("forged");
        assert_eq!(answer.status(), 401, "{forged}");
    }
    web.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_link_expires_after_ten_minutes_and_a_session_after_thirty_days() {
    let w = world().build();
    let web = board(&w.service).await;
    let alice = context_of("alice");
    let late = w
        .service
        .new_sign_in_link(alice.user, "alice")
        .expect("link");
    w.clock.advance(10 * MINUTE + 1);
    let answer = client()
        .get(format!("{}/signin/{late}", web.url))
        .send()
        .await
        .expect("late");
    assert_eq!(answer.status(), 410, "a link is good for 10 minutes");

    let session = sign_in(&w.service, &web, "alice").await;
    let lobby = |session: String| {
        let request = as_user(
            client().get(format!("{}/api/lobby", web.url)),
            &web,
            &session,
        );
        async move { request.send().await.expect("lobby").status() }
    };
    w.clock.advance(29 * DAY);
    assert_eq!(lobby(session.clone()).await, 200);
    w.clock.advance(DAY + 1);
    assert_eq!(lobby(session).await, 401, "a session lasts 30 days");
    web.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sign_out_ends_the_session_and_only_from_the_page() {
    let w = world().build();
    let web = board(&w.service).await;
    let session = sign_in(&w.service, &web, "alice").await;
    // From another site: refused, and the session goes on.
    let forged = client()
        .post(format!("{}/api/signout", web.url))
        .header("Cookie", format!("castalia_session={session}"))
        .header("Origin", "https://evil.example")
        .send()
        .await
        .expect("forged");
    assert_eq!(forged.status(), 403);
    let out = as_user(
        client().post(format!("{}/api/signout", web.url)),
        &web,
        &session,
    )
    .send()
    .await
    .expect("sign out");
    assert_eq!(out.status(), 200);
    assert!(out.headers()["set-cookie"]
        .to_str()
        .expect("cookie")
        .contains("Max-Age=0"));
    let after = as_user(
        client().get(format!("{}/api/lobby", web.url)),
        &web,
        &session,
    )
    .send()
    .await
    .expect("after");
    assert_eq!(after.status(), 401);
    web.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forget_ends_the_sessions_and_links_of_the_user_only() {
    let w = world().build();
    let web = board(&w.service).await;
    let alice = sign_in(&w.service, &web, "alice").await;
    let bob = sign_in(&w.service, &web, "bob").await;
    let unused = w
        .service
        .new_sign_in_link(context_of("alice").user, "alice")
        .expect("link");
    let forgot = run(&w.service, "alice", Command::Forget { user: None }).await;
    assert!(!forgot.is_refusal(), "{}", forgot.text);
    let status = |session: &str| {
        let request = as_user(
            client().get(format!("{}/api/lobby", web.url)),
            &web,
            session,
        );
        async move { request.send().await.expect("lobby").status() }
    };
    assert_eq!(status(&alice).await, 401, "alice's session ended");
    assert_eq!(status(&bob).await, 200, "bob's goes on");
    let link = client()
        .get(format!("{}/signin/{unused}", web.url))
        .send()
        .await
        .expect("link");
    assert_eq!(link.status(), 410, "alice's unused link is gone too");
    web.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_survives_a_restart() {
    let dir = tempfile::tempdir().expect("dir");
    let session = {
        let w = world().open(dir.path()).build();
        let web = board(&w.service).await;
        let session = sign_in(&w.service, &web, "alice").await;
        web.stop().await;
        w.service.shutdown().await;
        session
    };
    let w = world().open(dir.path()).build();
    let web = board(&w.service).await;
    let lobby = as_user(
        client().get(format!("{}/api/lobby", web.url)),
        &web,
        &session,
    )
    .send()
    .await
    .expect("lobby");
    assert_eq!(lobby.status(), 200);
    web.stop().await;
}

/// The store's part on one store: a link taken once of two takers at once; forgetting by
/// user and by expiry.
fn store_keeps_web_access(store: Arc<dyn Store>) {
    let access = |user: u64, expires_ms: i64| WebAccess {
        kind: WebAccessKind::Link,
        user: UserId(user),
        name: format!("user{user}"),
        created_ms: 0,
        expires_ms,
        place: None,
        lang: None,
        game: None,
    };
    store.put_web_access("k1", &access(1, 1_000)).expect("put");
    store.put_web_access("k2", &access(2, 1_000)).expect("put");
    store.put_web_access("k3", &access(2, 10)).expect("put");
    assert_eq!(
        store.web_access("k1").expect("read"),
        Some(access(1, 1_000))
    );
    let takers: Vec<_> = (0..8)
        .map(|_| {
            let store = store.clone();
            std::thread::spawn(move || store.take_web_access("k1").expect("take"))
        })
        .collect();
    let taken: Vec<_> = takers
        .into_iter()
        .filter_map(|t| t.join().expect("taker"))
        .collect();
    assert_eq!(taken, vec![access(1, 1_000)], "one of eight takers gets it");
    assert_eq!(store.web_access("k1").expect("read"), None);
    // Forgetting user 1 (none left) also clears what expired: k3.
    assert_eq!(
        store
            .forget_web_access(Some(UserId(1)), 100)
            .expect("forget"),
        1
    );
    assert!(store.web_access("k2").expect("read").is_some());
    assert_eq!(
        store
            .forget_web_access(Some(UserId(2)), 100)
            .expect("forget"),
        1
    );
    assert_eq!(store.web_access("k2").expect("read"), None);
}

#[test]
fn both_stores_keep_links_and_sessions_alike() {
    store_keeps_web_access(Arc::new(SledStore::temporary().expect("sled")));
    if let Some(url) = crate::pg::fresh_database("web_access") {
        store_keeps_web_access(Arc::new(PgStore::connect(&url, 4).expect("pg")));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sign_in_attempts_are_limited_per_address() {
    let w = world().build();
    let web = board(&w.service).await;
    let mut statuses = Vec::new();
    for i in 0..40 {
        let answer = client()
            .get(format!("{}/signin/{:064x}", web.url, i))
            .send()
            .await
            .expect("attempt");
        statuses.push(answer.status().as_u16());
    }
    assert!(statuses[..30].iter().all(|s| *s == 410), "{statuses:?}");
    assert!(
        statuses.contains(&429),
        "a flood is slowed down: {statuses:?}"
    );
    web.stop().await;
}
