//! "Sign in with Discord" and where a web request acts on Discord, against the fake Discord:
//! the OAuth2 code exchanged at `POST /oauth2/token` (form-encoded, with the client secret),
//! the user read at `GET /users/@me`; a server's game seen only by the server's members.

use super::{client, cookie_of};
use crate::common::world;
use castalia_bot::web::{serve, DiscordOAuth, Place, WebOptions};
use fake_discord::interactions::{Person, ALICE, BOB, CAROL, ERIN};
use fake_discord::{FakeDiscord, APP_ID, OAUTH_CLIENT_SECRET};

/// The web board of `service` as the Discord bot serves it, against the fake Discord (with
/// "Sign in with Discord" when `oauth` is given).
async fn discord_board(
    service: &std::sync::Arc<castalia_bot::game::GameService>,
    fake: &FakeDiscord,
    oauth: Option<DiscordOAuth>,
) -> castalia_bot::web::WebServer {
    serve(
        service.clone(),
        WebOptions {
            listen: "127.0.0.1:0".parse().expect("address"),
            next_free_port: false,
            public_url: None,
            place: Place::Discord {
                http: reqwest::Client::new(),
                api_base: fake.base_url.clone(),
                token: "fake.bot.token".into(),
            },
            discord: oauth,
            activity: false,
        },
    )
    .await
    .expect("serve")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sign_in_with_discord_exchanges_the_code_and_checks_the_state() {
    let fake = FakeDiscord::start().await;
    let w = world().build();
    let web = discord_board(
        &w.service,
        &fake,
        Some(DiscordOAuth {
            client_id: APP_ID,
            client_secret: OAUTH_CLIENT_SECRET.into(),
            api_base: fake.base_url.clone(),
            redirect_uri: "http://127.0.0.1/auth/discord/callback".into(),
            http: reqwest::Client::new(),
        }),
    )
    .await;
    // To Discord's page, with a state.
    let start = client()
        .get(format!("{}/auth/discord", web.url))
        .send()
        .await
        .expect("start");
    assert_eq!(start.status(), 303);
    let location = start.headers()["location"]
        .to_str()
        .expect("location")
        .to_string();
    assert!(
        location.starts_with("https://discord.com/oauth2/authorize?"),
        "{location}"
    );
    assert!(
        location.contains("scope=identify") && location.contains(&format!("client_id={APP_ID}"))
    );
    let state = location
        .split(['?', '&'])
        .find_map(|kv| kv.strip_prefix("state="))
        .expect("a state")
        .to_string();
    // A made-up state is refused, and its code is not spent.
    let code = fake.oauth_code(ALICE);
    let forged = client()
        .get(format!(
            "{}/auth/discord/callback?code={code}&state=forged",
            web.url
        ))
        .send()
        .await
        .expect("forged");
    assert_eq!(forged.status(), 403);
    assert!(cookie_of(&forged).is_none());
    // Discord sends the browser back with a code.
    let back = client()
        .get(format!(
            "{}/auth/discord/callback?code={code}&state={state}",
            web.url
        ))
        .send()
        .await
        .expect("callback");
    assert_eq!(back.status(), 303);
    let session = cookie_of(&back).expect("a session");
    let me: serde_json::Value = client()
        .get(format!("{}/api/session", web.url))
        .header("Authorization", format!("Bearer {session}"))
        .send()
        .await
        .expect("session")
        .json()
        .await
        .expect("json");
    assert_eq!(me["user"]["id"], ALICE.id.to_string());
    assert_eq!(me["user"]["name"], "alice");
    // The state works once; a code for nobody is refused.
    let again = client()
        .get(format!(
            "{}/auth/discord/callback?code={}&state={state}",
            web.url,
            fake.oauth_code(BOB)
        ))
        .send()
        .await
        .expect("again");
    assert_eq!(again.status(), 403);
    let exchanges: Vec<_> = fake
        .requests()
        .into_iter()
        .filter(|r| r.path.ends_with("/oauth2/token"))
        .collect();
    assert_eq!(exchanges.len(), 1, "one exchange");
    assert_eq!(exchanges[0].json["client_secret"], OAUTH_CLIENT_SECRET);
    assert_eq!(exchanges[0].json["grant_type"], "authorization_code");
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
    web.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_servers_game_is_seen_by_its_members_only() {
    use castalia_bot::game::{ChannelId, Command, Context, GuildId, Locale, Site, UserId, UserRef};
    use fake_discord::{CHANNEL_ID, GUILD_ID};
    let fake = FakeDiscord::start().await;
    let w = world().build();
    let web = discord_board(&w.service, &fake, None).await;
    let in_server = |who: Person| Context {
        user: UserId(who.id),
        name: who.name.into(),
        channel: ChannelId(CHANNEL_ID),
        guild: GuildId(GUILD_ID),
        is_admin: false,
        organiser: false,
        site: Site::Server("A".into()),
        locale: Locale::default(),
    };
    w.service
        .handle(
            &in_server(ALICE),
            Command::Challenge {
                opponent: Some(UserRef {
                    id: UserId(BOB.id),
                    name: "bob".into(),
                }),
                args: Default::default(),
            },
        )
        .await;
    let accepted = w
        .service
        .handle(&in_server(BOB), Command::Accept { challenge: None })
        .await;
    let id = accepted.game.expect("a game").id.0;
    let look = |who: Person| {
        let session = w
            .service
            .open_web_session(UserId(who.id), who.name)
            .expect("session");
        let url = format!("{}/api/games/{id}", web.url);
        async move {
            client()
                .get(url)
                .header("Authorization", format!("Bearer {session}"))
                .send()
                .await
                .expect("look")
                .status()
        }
    };
    assert_eq!(look(ALICE).await, 200, "a player");
    assert_eq!(look(CAROL).await, 200, "a member of server A watches");
    assert_eq!(
        look(ERIN).await,
        404,
        "not a member of server A: no such game for her"
    );
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
    web.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_discord_games_made_on_the_page_live_in_the_webs_own_place() {
    use castalia_bot::game::UserId;
    let fake = FakeDiscord::start().await;
    let w = world().build();
    let web = discord_board(&w.service, &fake, None).await;
    let session = |who: Person| {
        w.service
            .open_web_session(UserId(who.id), who.name)
            .expect("session")
    };
    let (alice, bob, erin) = (session(ALICE), session(BOB), session(ERIN));
    let post = |session: &str, path: &str, body: serde_json::Value| {
        client()
            .post(format!("{}{path}", web.url))
            .header("Authorization", format!("Bearer {session}"))
            .header("Origin", web.url.clone())
            .json(&body)
            .send()
    };
    // A challenge link: whoever opens it signed in may accept.
    let made: serde_json::Value = post(
        &alice,
        "/api/challenges",
        serde_json::json!({"time": "10+5"}),
    )
    .await
    .expect("challenge")
    .json()
    .await
    .expect("json");
    let id = made["challenge"].as_u64().expect("an id");
    assert_eq!(made["link"], format!("{}/challenge/{id}", web.url));
    let seen: serde_json::Value = client()
        .get(format!("{}/api/challenges/{id}", web.url))
        .header("Authorization", format!("Bearer {bob}"))
        .send()
        .await
        .expect("see")
        .json()
        .await
        .expect("json");
    assert_eq!(seen["incoming"], true, "{seen}");
    let accepted = post(
        &bob,
        &format!("/api/challenges/{id}/accept"),
        serde_json::json!({}),
    )
    .await
    .expect("accept");
    assert_eq!(accepted.status(), 200);
    let game = accepted.json::<serde_json::Value>().await.expect("json")["game"]
        .as_u64()
        .expect("a game");
    // Its players play it; anyone signed in watches it, as on lichess.
    let look = |session: String| {
        let url = format!("{}/api/games/{game}", web.url);
        async move {
            client()
                .get(url)
                .header("Authorization", format!("Bearer {session}"))
                .send()
                .await
                .expect("look")
                .json::<serde_json::Value>()
                .await
                .expect("json")
        }
    };
    assert!(look(alice.clone()).await["you"].is_string());
    assert_eq!(look(erin.clone()).await["you"], serde_json::Value::Null);
    // A game against the bot too; both are in the players' lobby.
    let played = post(
        &erin,
        "/api/play",
        serde_json::json!({"level": 1, "color": "white"}),
    )
    .await
    .expect("play");
    assert_eq!(played.status(), 200);
    let lobby: serde_json::Value = client()
        .get(format!("{}/api/lobby", web.url))
        .header("Authorization", format!("Bearer {alice}"))
        .send()
        .await
        .expect("lobby")
        .json()
        .await
        .expect("json");
    assert!(lobby["games"]
        .as_array()
        .expect("games")
        .iter()
        .any(|g| g["id"] == game));
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
    web.stop().await;
}
