//! The board inside Discord as an Activity, against the fake Discord with its Activities
//! switched on: registration keeps the entry point command (a global overwrite without one is
//! refused with 50240), "Play on the board" launches the Activity (callback type 12) and the
//! Activity that signs in (the SDK's code exchanged, the instance asked of Discord) opens that
//! game, bound to the instance's channel; a forged instance, a non-participant, another
//! server's instance are refused; a move made in the Activity is told in the channel; the
//! Activity speaks its user's Discord language (`locale` of `GET /users/@me`).

use castalia_bot::web::{serve, DiscordOAuth, Place as WebPlace, WebOptions, WebServer};
use fake_discord::guilds::{A1, CHANNEL_B_ID, GUILD_B_ID};
use fake_discord::harness::{
    config, one, open_service, start_bot, start_bot_service, GENEROUS_LIMITS, STANDARD, WHITE,
};
use fake_discord::interactions::{click_in, opt, slash_in, Person, ALICE, BOB, CAROL, ERIN};
use fake_discord::{FakeDiscord, APP_ID, CHANNEL_ID, GUILD_ID, OAUTH_CLIENT_SECRET};
use serde_json::{json, Value};
use std::time::Duration;

/// The global commands Discord lists, once the registration was accepted.
async fn accepted_commands(fake: &FakeDiscord) -> Vec<Value> {
    for _ in 0..200 {
        let listed = fake.global_commands();
        if listed.len() > 20 {
            return listed;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    panic!(
        "the registration was not accepted: {:?}",
        fake.requests()
            .iter()
            .filter(|r| r.path.ends_with("/commands"))
            .map(|r| r.path.clone())
            .collect::<Vec<_>>()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn registration_keeps_discords_entry_point_command() {
    let fake = FakeDiscord::start().await;
    fake.set_activities(true);
    let db = tempfile::tempdir().expect("tempdir");
    // The Activity off in the bot's config, on in the Developer Portal: Discord's own entry
    // point is kept, so the overwrite is accepted.
    let bot = start_bot(&fake, db.path(), 1).await;
    let registered = fake.wait_registered(1).await;
    let sent = registered.json.as_array().expect("a list");
    let entry: Vec<&Value> = sent.iter().filter(|c| c["type"] == 4).collect();
    assert_eq!(entry.len(), 1, "the entry point is kept");
    assert_eq!(entry[0]["name"], "launch");
    assert_eq!(entry[0]["handler"], 2);
    let listed = accepted_commands(&fake).await;
    assert!(listed.iter().any(|c| c["name"] == "move"));
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_overwrite_refused_for_its_missing_entry_point_is_made_again_with_one() {
    let fake = FakeDiscord::start().await;
    fake.set_activities(true);
    // The bot cannot see Discord's entry point before it registers: the first overwrite is
    // refused (50240), the second carries the bot's own entry point.
    fake.hide_command_list();
    let db = tempfile::tempdir().expect("tempdir");
    let bot = start_bot(&fake, db.path(), 1).await;
    let first = fake.wait_registered(1).await;
    assert!(first
        .json
        .as_array()
        .expect("list")
        .iter()
        .all(|c| c["type"] != 4));
    let second = fake.wait_registered(2).await;
    let entry: Vec<Value> = second
        .json
        .as_array()
        .expect("list")
        .iter()
        .filter(|c| c["type"] == 4)
        .cloned()
        .collect();
    assert_eq!(entry.len(), 1, "the bot's own entry point");
    assert_eq!(entry[0]["name"], "launch");
    assert_eq!(entry[0]["handler"], 2);
    assert!(entry[0]["description_localizations"]["de"].is_string());
    let listed = accepted_commands(&fake).await;
    assert!(listed.iter().any(|c| c["type"] == 4));
    bot.stop().await;
}

/// The bot with its Activity on, and its web board (as `castalia-bot run` serves both).
async fn activity_bot(
    fake: &FakeDiscord,
    db: &std::path::Path,
) -> (
    fake_discord::harness::Bot,
    WebServer,
    std::sync::Arc<castalia_bot::game::GameService>,
) {
    let settings = config(
        fake,
        &format!("client_secret = \"{OAUTH_CLIENT_SECRET}\""),
        &format!(
            "{GENEROUS_LIMITS}\n[web]\nlisten = \"127.0.0.1:0\"\npublic_url = \"http://127.0.0.1:1\"\nactivity = true\n"
        ),
    );
    let service = open_service(&settings, db).await;
    let bot = start_bot_service(fake, &settings, service.clone(), 1).await;
    let http = reqwest::Client::new();
    let web = serve(
        service.clone(),
        WebOptions {
            listen: "127.0.0.1:0".parse().expect("address"),
            next_free_port: false,
            public_url: None,
            place: WebPlace::Discord {
                http: http.clone(),
                api_base: fake.base_url.clone(),
                token: "fake.bot.token".into(),
            },
            discord: Some(DiscordOAuth {
                client_id: APP_ID,
                client_secret: OAUTH_CLIENT_SECRET.into(),
                api_base: fake.base_url.clone(),
                redirect_uri: "http://127.0.0.1:1/auth/discord/callback".into(),
                http,
            }),
            activity: true,
        },
    )
    .await
    .expect("serve");
    (bot, web, service)
}

/// Orthodox chess in channel A1, alice White against bob, by /challenge and Accept: the game's
/// number and its board's "Play on the board" button.
async fn game_in_a1(fake: &FakeDiscord) -> (u64, String) {
    game_in_a1_with(fake, STANDARD).await
}

/// The Castalia rules' index among `/challenge`'s `rules` choices.
const CASTALIA: i64 = 0;

/// `game_in_a1` with these rules (a choice index).
async fn game_in_a1_with(fake: &FakeDiscord, rules: i64) -> (u64, String) {
    let before = fake.requests().len();
    let posted = one(
        fake,
        slash_in(
            A1,
            ALICE,
            "challenge",
            &[
                opt("user", json!(BOB.id.to_string())),
                opt("rules", json!(rules)),
                opt("color", json!(WHITE)),
            ],
            &[BOB],
        ),
    )
    .await;
    let accept = posted.button("accept").expect("Accept");
    one(fake, click_in(A1, BOB, &accept, fake.new_id())).await;
    let board = fake
        .wait_until("a board with Play on the board", |requests| {
            requests[before..].iter().find_map(|r| r.button("board"))
        })
        .await;
    let game = board
        .rsplit(':')
        .next()
        .expect("id")
        .parse()
        .expect("a number");
    (game, board)
}

/// Signs `who` in as the Activity's page does after the SDK's `authorize`.
async fn activity_sign_in(
    fake: &FakeDiscord,
    web: &WebServer,
    who: Person,
    instance: &str,
) -> reqwest::Response {
    reqwest::Client::new()
        .post(format!("{}/api/activity/session", web.url))
        .header("Origin", format!("https://{APP_ID}.discordsays.com"))
        .json(&json!({
            "code": fake.oauth_code(who),
            "instanceId": instance,
            "channelId": CHANNEL_ID.to_string(),
            "guildId": GUILD_ID.to_string(),
            "lang": "en-US",
        }))
        .send()
        .await
        .expect("sign in")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn play_on_the_board_opens_the_game_in_the_activity_of_its_channel() {
    let fake = FakeDiscord::start().await;
    fake.set_activities(true);
    let db = tempfile::tempdir().expect("tempdir");
    let (bot, web, _service) = activity_bot(&fake, db.path()).await;
    accepted_commands(&fake).await;
    assert!(
        fake.global_commands().iter().any(|c| c["type"] == 4),
        "the entry point stays registered"
    );

    let (game, board) = game_in_a1(&fake).await;

    // alice presses it: Discord is asked to launch the Activity (type 12, no data).
    let launched = one(&fake, click_in(A1, ALICE, &board, fake.new_id())).await;
    assert_eq!(launched.callback_type(), Some(12), "{}", launched.json);

    // The Activity's instance in A1, with alice and carol in it.
    fake.add_activity_instance("inst-a1", CHANNEL_ID, Some(GUILD_ID), &[ALICE.id, CAROL.id]);
    let signed = activity_sign_in(&fake, &web, ALICE, "inst-a1").await;
    assert_eq!(signed.status(), 200);
    let signed: Value = signed.json().await.expect("json");
    assert_eq!(signed["game"], game, "the game whose button she pressed");
    assert!(signed["accessToken"]
        .as_str()
        .is_some_and(|t| !t.is_empty()));
    let alice = signed["session"].as_str().expect("a bearer").to_string();
    let get = |session: String, path: String| {
        let url = format!("{}{path}", web.url);
        async move {
            reqwest::Client::new()
                .get(url)
                .header("Authorization", format!("Bearer {session}"))
                .send()
                .await
                .expect("get")
        }
    };
    let state: Value = get(alice.clone(), format!("/api/games/{game}"))
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(state["you"], "white");
    let label = |state: &Value, square: &str| {
        state["squares"]
            .as_array()
            .and_then(|s| s.iter().find(|s| s["square"] == square))
            .map(|s| s["label"].clone())
    };
    assert_eq!(label(&state, "d4"), Some(json!("d4, empty")));

    // carol takes part without playing: she watches, from the channel's lobby. Her Discord
    // speaks French (whatever her frame's navigator says): so does her Activity.
    fake.set_locale(CAROL.id, "fr");
    let carol: Value = activity_sign_in(&fake, &web, CAROL, "inst-a1")
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(carol["game"], Value::Null, "she pressed no button");
    assert_eq!(carol["lang"], "fr", "{carol}");
    let carol = carol["session"].as_str().expect("bearer").to_string();
    let lobby: Value = get(carol.clone(), "/api/lobby".into())
        .await
        .json()
        .await
        .expect("lobby");
    assert!(
        lobby["watch"]
            .as_array()
            .expect("watch")
            .iter()
            .any(|g| g["id"] == game),
        "{lobby}"
    );
    let watched: Value = get(carol, format!("/api/games/{game}"))
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(watched["you"], Value::Null);
    assert_eq!(label(&watched, "d4"), Some(json!("d4, vide")), "{watched}");

    // Refused: a forged instance, someone not taking part, another server's instance.
    assert_eq!(
        activity_sign_in(&fake, &web, ALICE, "forged")
            .await
            .status(),
        403
    );
    assert_eq!(
        activity_sign_in(&fake, &web, BOB, "inst-a1").await.status(),
        403
    );
    fake.add_activity_instance("inst-b1", CHANNEL_B_ID, Some(GUILD_B_ID), &[ERIN.id]);
    let erin = reqwest::Client::new()
        .post(format!("{}/api/activity/session", web.url))
        .header("Origin", format!("https://{APP_ID}.discordsays.com"))
        .json(&json!({"code": fake.oauth_code(ERIN), "instanceId": "inst-b1"}))
        .send()
        .await
        .expect("erin");
    assert_eq!(erin.status(), 200);
    let erin: Value = erin.json().await.expect("json");
    let erin = erin["session"].as_str().expect("bearer").to_string();
    assert_eq!(
        get(erin, format!("/api/games/{game}")).await.status(),
        404,
        "nothing crosses servers"
    );

    // A move in the Activity is told in the channel, as any move.
    let before = fake.requests().len();
    let moved = reqwest::Client::new()
        .post(format!("{}/api/games/{game}/move", web.url))
        .header("Authorization", format!("Bearer {alice}"))
        .header("Origin", format!("https://{APP_ID}.discordsays.com"))
        .json(&json!({"text": "e4"}))
        .send()
        .await
        .expect("move");
    assert_eq!(moved.status(), 200);
    fake.wait_until("the move told in the channel", |requests| {
        requests[before..]
            .iter()
            .find(|r| {
                r.path
                    .starts_with(&format!("/api/v10/channels/{CHANNEL_ID}/messages"))
                    && r.json.to_string().contains("e4")
            })
            .map(|_| ())
    })
    .await;
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
    web.stop().await;
    bot.stop().await;
}

/// `who` types /move `san` in A1, which is taken.
async fn move_in_a1(fake: &FakeDiscord, who: Person, san: &str) {
    let reply = one(
        fake,
        slash_in(A1, who, "move", &[opt("move", json!(san))], &[]),
    )
    .await;
    assert!(!reply.ephemeral(), "/move {san} refused: {}", reply.json);
}

/// The person of a name the browser script gives.
fn person(name: &str) -> Person {
    [ALICE, BOB, CAROL, ERIN]
        .into_iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("nobody called {name}"))
}

/// The Activity in a real browser: `web/tests/activity-game.mjs` opens alice's, bob's and
/// carol's Activities in channel A1 through the harness (playwright-core and Chromium), plays
/// fool's mate in their frames with bob's first move sent as /move in the channel, checks that
/// carol only watches, that erin's Activity in server B sees nothing of A1 and that a forged
/// instance is refused; then alice opens a Castalia game of A1 from her Activity's lobby and
/// selects her Castalia (its previews: `activity-castalia.png`). The script asks on its
/// stdout (`CODE name`: a fresh OAuth2 code; `MOVE name SAN`: /move in A1; `CASTALIA`: a
/// Castalia game in A1 after 1. c4 f5) and ends with `DONE` or `FAIL reason`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium and web/node_modules: .ci/run runs it after npm ci"]
async fn a_game_is_played_to_mate_in_the_activity_in_a_browser() {
    use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
    let fake = FakeDiscord::start().await;
    fake.set_activities(true);
    let db = tempfile::tempdir().expect("tempdir");
    let (bot, web, _service) = activity_bot(&fake, db.path()).await;
    accepted_commands(&fake).await;

    let (game, board) = game_in_a1(&fake).await;
    // Both players press Play on the board: their Activity opens the game.
    for who in [ALICE, BOB] {
        let launched = one(&fake, click_in(A1, who, &board, fake.new_id())).await;
        assert_eq!(launched.callback_type(), Some(12), "{}", launched.json);
    }
    fake.add_activity_instance(
        "inst-a1",
        CHANNEL_ID,
        Some(GUILD_ID),
        &[ALICE.id, BOB.id, CAROL.id],
    );
    fake.add_activity_instance("inst-b1", CHANNEL_B_ID, Some(GUILD_B_ID), &[ERIN.id]);

    let mut node = tokio::process::Command::new("node")
        .arg("tests/activity-game.mjs")
        .current_dir(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../web"))
        .env("CASTALIA_ACTIVITY_BOARD", format!("{}/", web.url))
        .env("CASTALIA_ACTIVITY_GAME", game.to_string())
        .env("CASTALIA_ACTIVITY_INSTANCE", "inst-a1")
        .env("CASTALIA_ACTIVITY_CHANNEL", CHANNEL_ID.to_string())
        .env("CASTALIA_ACTIVITY_GUILD", GUILD_ID.to_string())
        .env("CASTALIA_ACTIVITY_OTHER_INSTANCE", "inst-b1")
        .env("CASTALIA_ACTIVITY_OTHER_CHANNEL", CHANNEL_B_ID.to_string())
        .env("CASTALIA_ACTIVITY_OTHER_GUILD", GUILD_B_ID.to_string())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .expect("node tests/activity-game.mjs (in web/)");
    let mut answers = node.stdin.take().expect("stdin");
    let mut lines = BufReader::new(node.stdout.take().expect("stdout")).lines();
    let mut done = false;
    let talk = async {
        while let Some(line) = lines.next_line().await.expect("the script's output") {
            let words: Vec<&str> = line.split_whitespace().collect();
            let answer = match words.as_slice() {
                ["CODE", name] => fake.oauth_code(person(name)),
                ["MOVE", name, san] => {
                    move_in_a1(&fake, person(name), san).await;
                    "OK".to_string()
                }
                // A Castalia game in A1 (alice White), after 1. c4 f5: its number.
                ["CASTALIA"] => {
                    let (id, _) = game_in_a1_with(&fake, CASTALIA).await;
                    move_in_a1(&fake, ALICE, "c4").await;
                    move_in_a1(&fake, BOB, "f5").await;
                    id.to_string()
                }
                ["DONE"] => {
                    done = true;
                    continue;
                }
                ["FAIL", ..] => panic!("the browser test failed: {line}"),
                _ => {
                    eprintln!("{line}");
                    continue;
                }
            };
            answers
                .write_all(format!("{answer}\n").as_bytes())
                .await
                .expect("to the script");
            answers.flush().await.expect("flush");
        }
    };
    tokio::time::timeout(Duration::from_secs(240), talk)
        .await
        .expect("the browser test within 4 minutes");
    let status = node.wait().await.expect("node's exit");
    assert!(done, "the script ended without DONE ({status})");
    assert!(status.success(), "{status}");
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
    web.stop().await;
    bot.stop().await;
}
