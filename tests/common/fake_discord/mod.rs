//! A fake Discord for offline end-to-end tests: a REST server and a gateway on 127.0.0.1.
//! The REST side answers what the bot calls (interaction callbacks, follow-ups, channel
//! messages, command registration) and records every request (method, path, JSON body or
//! multipart parts); the gateway says Hello, answers Identify with READY and heartbeats with
//! acks, and pushes the interactions a test sends as `INTERACTION_CREATE` dispatches.
//! A test can drop the gateway connection (a close frame or a bare TCP drop); the fake then
//! accepts the reconnect: Resume of a live session gets `RESUMED`, of an unknown or
//! invalidated one op 9 Invalid Session, and Identify gets a new `READY` (listing the two
//! servers of `guilds`, each then sent as a `GUILD_CREATE`). `start_sharded` makes a fake whose
//! `/gateway/bot` recommends several shards; each shard's connection then gets the events of
//! its own servers only (see `gateway`), and a bot whose `api_base_url` ends in `/via/NAME`
//! has its requests marked `NAME`, so that a test can tell two bot processes apart.
//! It also notes when each interaction was pushed and each request arrived, so a test can
//! report how long the bot took to acknowledge an interaction.
//! The REST side is served twice: over plain HTTP at `base_url` (for a bot whose
//! `discord.api_base_url` points there, serenity's rate limiter off), and as
//! `https://discord.com` through an HTTP CONNECT proxy at `proxy_url` (see `tls`): the bot's
//! production path, which the tests' config takes. Either way it enforces Discord's rate
//! limits (see `limits`), and `slow_channel_writes` makes it answer channel writes late, as
//! behind a busy channel's bucket.
//! It is a package of its own (`fake-discord`, see its Cargo.toml), used by `tests/discord`,
//! `tests/web` and `benches/discord_load`.

#![allow(dead_code)]

pub mod gateway;
pub mod guilds;
pub mod harness;
pub mod interactions;
pub mod limits;
pub mod openapi;
pub mod tls;

use axum::body::Body;
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{header, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Router;
use gateway::{Connection, Outgoing, Session, ShardId};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::net::TcpListener;
use tokio::sync::watch;

/// The bot's application and user id.
pub const APP_ID: u64 = 900;
/// The application's OAuth2 client secret (`discord.client_secret` of the bot under test).
pub const OAUTH_CLIENT_SECRET: &str = "fake-client-secret";
/// Server A and its game channel (see `guilds` for server B and the DMs).
pub const GUILD_ID: u64 = 400;
pub const CHANNEL_ID: u64 = 500;

/// How long a test waits for the bot before failing.
pub const WAIT: Duration = Duration::from_secs(30);

/// How long a test waits for the bot to reconnect after a dropped gateway connection
/// (serenity waits up to 5 s between two Identifies).
pub const RECONNECT_WAIT: Duration = Duration::from_secs(20);

/// A file part of a multipart request.
#[derive(Clone, Debug)]
pub struct FilePart {
    pub field: String,
    pub filename: Option<String>,
    pub bytes: Vec<u8>,
}

/// One request the bot made.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: String,
    pub path: String,
    /// The JSON body, or the `payload_json` part of a multipart body.
    pub json: Value,
    pub files: Vec<FilePart>,
    /// When the fake received it.
    pub at: Instant,
    /// `NAME` when the bot's `api_base_url` ends in `/via/NAME` (to tell processes apart).
    pub via: Option<String>,
}

impl Recorded {
    /// For an interaction callback: its `data` (the message), else the JSON itself.
    pub fn message(&self) -> &Value {
        if self.path.ends_with("/callback") {
            &self.json["data"]
        } else {
            &self.json
        }
    }

    pub fn content(&self) -> String {
        self.message()["content"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    /// Interaction response type (4 message, 5 deferred, 7 update, 8 autocomplete).
    pub fn callback_type(&self) -> Option<u64> {
        self.json["type"].as_u64()
    }

    pub fn ephemeral(&self) -> bool {
        self.message()["flags"].as_u64().unwrap_or(0) & 64 != 0
    }

    /// Every button custom id, in order.
    pub fn custom_ids(&self) -> Vec<String> {
        let mut ids = Vec::new();
        if let Some(rows) = self.message()["components"].as_array() {
            for row in rows {
                for c in row["components"].as_array().into_iter().flatten() {
                    if let Some(id) = c["custom_id"].as_str() {
                        ids.push(id.to_string());
                    }
                }
            }
        }
        ids
    }

    /// The custom id starting with `castalia:ACTION:`.
    pub fn button(&self, action: &str) -> Option<String> {
        let prefix = format!("castalia:{action}:");
        self.custom_ids()
            .into_iter()
            .find(|id| id.starts_with(&prefix))
    }

    /// The options of the select menus whose custom id starts with `castalia:ACTION:`, in
    /// order: (custom id of the menu, value, label, description).
    pub fn select_options(&self, action: &str) -> Vec<SelectOption> {
        let prefix = format!("castalia:{action}:");
        let mut out = Vec::new();
        for row in self.message()["components"]
            .as_array()
            .into_iter()
            .flatten()
        {
            for c in row["components"].as_array().into_iter().flatten() {
                let Some(id) = c["custom_id"].as_str() else {
                    continue;
                };
                if c["type"] != 3 || !id.starts_with(&prefix) {
                    continue;
                }
                for o in c["options"].as_array().into_iter().flatten() {
                    out.push(SelectOption {
                        menu: id.to_string(),
                        value: o["value"].as_str().unwrap_or_default().to_string(),
                        label: o["label"].as_str().unwrap_or_default().to_string(),
                        description: o["description"].as_str().map(str::to_string),
                    });
                }
            }
        }
        out
    }

    /// The select menus of the message: (custom id, placeholder, number of options).
    pub fn select_menus(&self) -> Vec<(String, String, usize)> {
        let mut out = Vec::new();
        for row in self.message()["components"]
            .as_array()
            .into_iter()
            .flatten()
        {
            for c in row["components"].as_array().into_iter().flatten() {
                if c["type"] == 3 {
                    out.push((
                        c["custom_id"].as_str().unwrap_or_default().to_string(),
                        c["placeholder"].as_str().unwrap_or_default().to_string(),
                        c["options"].as_array().map_or(0, Vec::len),
                    ));
                }
            }
        }
        out
    }

    pub fn file(&self, name: &str) -> Option<&FilePart> {
        self.files
            .iter()
            .find(|f| f.filename.as_deref() == Some(name))
    }

    pub fn embed(&self) -> &Value {
        &self.message()["embeds"][0]
    }
}

/// One option of a string select menu.
#[derive(Clone, Debug)]
pub struct SelectOption {
    /// The custom id of its menu.
    pub menu: String,
    pub value: String,
    pub label: String,
    pub description: Option<String>,
}

struct Shared {
    /// Activities switched on for the application (`FakeDiscord::set_activities`): Discord
    /// then keeps an entry point command and refuses a global overwrite without one (50240).
    activities: AtomicBool,
    /// Whether `GET /applications/{app}/commands` answers (`FakeDiscord::hide_command_list`).
    commands_listed: AtomicBool,
    /// The global commands last registered (`None`: never), as Discord lists them.
    global_commands: Mutex<Option<Vec<Value>>>,
    /// Activity instances by id (`FakeDiscord::add_activity_instance`).
    activity_instances: Mutex<HashMap<String, Value>>,
    /// OAuth2 codes handed out (`FakeDiscord::oauth_code`) and not yet exchanged, and the
    /// access tokens given for them: each -> (user id, name).
    oauth_codes: Mutex<HashMap<String, (u64, String)>>,
    oauth_tokens: Mutex<HashMap<String, (u64, String)>>,
    /// Each user's Discord client language (`locale` of `GET /users/@me`) when a test set
    /// one; "en-US" otherwise.
    locales: Mutex<HashMap<u64, String>>,
    requests: Mutex<Vec<Recorded>>,
    /// Bumped on every recorded request and every accepted Identify or Resume.
    changes: watch::Sender<u64>,
    identifies: AtomicU64,
    resumes: AtomicU64,
    /// Sessions that may still be resumed (one per Identify), by id.
    sessions: Mutex<HashMap<String, Session>>,
    /// The live gateway connection of each shard.
    connections: Mutex<HashMap<ShardId, Connection>>,
    /// The shard of each Identify, in order.
    identified: Mutex<Vec<ShardId>>,
    /// The shard count `/gateway/bot` recommends.
    shards: u32,
    next_id: AtomicU64,
    ws_url: String,
    /// When each interaction (by token) was pushed down the gateway, and the fake time
    /// advanced by then.
    pushed: Mutex<HashMap<String, Instant>>,
    advanced_at_push: Mutex<HashMap<String, u64>>,
    /// Fake time added to the real time since each push (`FakeDiscord::advance`): an
    /// interaction's token lasts 15 minutes of it.
    advanced_ms: AtomicU64,
    /// The channel each interaction (by token) came from.
    token_channels: Mutex<HashMap<String, u64>>,
    /// The id of each interaction's response message (by token), once asked for.
    originals: Mutex<HashMap<String, u64>>,
    /// The threads the bot opened: id -> the channel object.
    threads: Mutex<HashMap<u64, Value>>,
    /// Messages deleted (by the bot, or by a moderator in a test): editing or deleting one
    /// again gets 404 Unknown Message, as from Discord.
    deleted: Mutex<std::collections::HashSet<u64>>,
    /// Messages deleted by a moderator in a test: (channel, id).
    removed: Mutex<Vec<(u64, u64)>>,
    /// The follow-up messages of each interaction (by token), in order.
    followups: Mutex<HashMap<String, Vec<u64>>>,
    /// The DM channel of each user the bot opened one with (`POST /users/@me/channels`).
    dm_channels: Mutex<HashMap<u64, u64>>,
    /// Users who accept no direct messages (50007 when the bot sends one).
    closed_dms: Mutex<std::collections::HashSet<u64>>,
    /// Channels where the bot may not post (403 Missing Access).
    closed_channels: Mutex<std::collections::HashSet<u64>>,
    /// The servers' scheduled events the bot created: id -> the event object.
    scheduled_events: Mutex<HashMap<u64, Value>>,
    /// Requests that Discord's OpenAPI description rejects (`METHOD path: what`), each
    /// answered with 400 Invalid Form Body; the test fails when the fake is dropped.
    violations: Mutex<Vec<String>>,
    /// Discord's rate limits (see `limits`).
    limits: limits::Limits,
    /// The requests answered with an error (but 429), as `STATUS METHOD path`.
    failures: Mutex<Vec<String>>,
    /// How long a channel write (a message posted, edited or deleted, a thread opened) waits
    /// before its answer, as behind a busy channel's rate limit (`slow_channel_writes`).
    channel_write_delay_ms: AtomicU64,
}

/// How a test drops the gateway connection.
#[derive(Clone, Copy, Debug)]
pub enum Disconnect {
    /// A close frame with this code (4000 is Discord's "unknown error, reconnect").
    Close(u16),
    /// The TCP connection just goes away.
    Drop,
}

impl Shared {
    fn bump(&self) {
        self.changes.send_modify(|n| *n += 1);
    }

    fn new_id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::SeqCst)
    }

    /// Whether interaction `token` expired: Discord's tokens last 15 minutes (fake time:
    /// real time plus `FakeDiscord::advance`).
    fn expired(&self, token: &str) -> bool {
        let Some(pushed) = self.pushed.lock().expect("pushed").get(token).copied() else {
            return false;
        };
        let before = self
            .advanced_at_push
            .lock()
            .expect("advanced at push")
            .get(token)
            .copied()
            .unwrap_or(0);
        let advanced = self
            .advanced_ms
            .load(Ordering::SeqCst)
            .saturating_sub(before);
        pushed.elapsed() + Duration::from_millis(advanced) >= TOKEN_LIFETIME
    }

    /// Whether `channel` is the DM channel of a user who accepts no direct messages.
    fn dm_refused(&self, channel: u64) -> bool {
        let closed = self.closed_dms.lock().expect("closed dms");
        self.dm_channels
            .lock()
            .expect("dm channels")
            .iter()
            .any(|(user, c)| *c == channel && closed.contains(user))
    }
}

/// How long an interaction's token may be used (follow-ups, edits): 15 minutes.
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);

pub struct FakeDiscord {
    /// The plain HTTP address of the REST side (for `discord.api_base_url`).
    pub base_url: String,
    /// The HTTPS side, as an HTTP CONNECT proxy to `discord.com` (for `discord.https_proxy`,
    /// with `tls::CA_FILE` as `discord.api_ca_file`): the bot's production path.
    pub proxy_url: String,
    shared: Arc<Shared>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        for t in &self.tasks {
            t.abort();
        }
        let violations = self.violations();
        if !violations.is_empty() && !std::thread::panicking() {
            panic!(
                "the bot made {} requests that Discord's OpenAPI description rejects or that upload a picture without alt text:\n{}",
                violations.len(),
                violations.join("\n")
            );
        }
    }
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        FakeDiscord::start_sharded(1).await
    }

    /// A fake whose `/gateway/bot` recommends `shards` shards (the bot connects each shard
    /// on its own connection, and each server's events go to its shard's connection).
    pub async fn start_sharded(shards: u32) -> FakeDiscord {
        let rest = TcpListener::bind("127.0.0.1:0").await.expect("bind rest");
        let gateway = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind gateway");
        let tunnels = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind the TLS side");
        let proxy_url = format!("http://{}", tunnels.local_addr().expect("tls addr"));
        let base_url = format!("http://{}", rest.local_addr().expect("rest addr"));
        let ws_url = format!("ws://{}", gateway.local_addr().expect("gateway addr"));
        let shared = Arc::new(Shared {
            activities: AtomicBool::new(false),
            commands_listed: AtomicBool::new(true),
            global_commands: Mutex::new(None),
            activity_instances: Mutex::new(HashMap::new()),
            oauth_codes: Mutex::new(HashMap::new()),
            oauth_tokens: Mutex::new(HashMap::new()),
            locales: Mutex::new(HashMap::new()),
            requests: Mutex::new(Vec::new()),
            changes: watch::channel(0).0,
            identifies: AtomicU64::new(0),
            resumes: AtomicU64::new(0),
            sessions: Mutex::new(HashMap::new()),
            connections: Mutex::new(HashMap::new()),
            identified: Mutex::new(Vec::new()),
            shards,
            next_id: AtomicU64::new(10_000),
            ws_url,
            pushed: Mutex::new(HashMap::new()),
            advanced_at_push: Mutex::new(HashMap::new()),
            advanced_ms: AtomicU64::new(0),
            token_channels: Mutex::new(HashMap::new()),
            originals: Mutex::new(HashMap::new()),
            threads: Mutex::new(HashMap::new()),
            deleted: Mutex::new(std::collections::HashSet::new()),
            removed: Mutex::new(Vec::new()),
            followups: Mutex::new(HashMap::new()),
            dm_channels: Mutex::new(HashMap::new()),
            closed_dms: Mutex::new(Default::default()),
            closed_channels: Mutex::new(Default::default()),
            scheduled_events: Mutex::new(HashMap::new()),
            violations: Mutex::new(Vec::new()),
            channel_write_delay_ms: AtomicU64::new(0),
            limits: limits::Limits::default(),
            failures: Mutex::new(Vec::new()),
        });
        let app = Router::new()
            .fallback(rest_handler)
            .with_state(shared.clone());
        let tls_task = tokio::spawn(tls::serve(tunnels, app.clone()));
        let rest_task = tokio::spawn(async move {
            let _ = axum::serve(rest, app).await;
        });
        let gateway_shared = shared.clone();
        let gateway_task = tokio::spawn(async move {
            while let Ok((stream, _)) = gateway.accept().await {
                tokio::spawn(gateway::gateway_session(stream, gateway_shared.clone()));
            }
        });
        FakeDiscord {
            base_url,
            proxy_url,
            shared,
            tasks: vec![rest_task, tls_task, gateway_task],
        }
    }

    /// From now on every channel write (a message posted, edited or deleted, a thread opened
    /// or changed) is answered `by` late, as Discord does when the channel's rate-limit
    /// bucket is busy. Interaction callbacks and follow-ups are answered at once.
    pub fn slow_channel_writes(&self, by: Duration) {
        let ms = u64::try_from(by.as_millis()).unwrap_or(u64::MAX);
        self.shared
            .channel_write_delay_ms
            .store(ms, Ordering::SeqCst);
    }

    /// From now on `n` messages per channel per 5 s, posts and edits each (Discord's 5 unless
    /// changed).
    pub fn set_messages_per_window(&self, n: u32) {
        self.shared.limits.set_messages_per_window(n);
    }

    /// The requests answered with an error so far (429s aside), as `STATUS METHOD path`.
    pub fn failures(&self) -> Vec<String> {
        self.shared.failures.lock().expect("failures").clone()
    }

    /// Requests refused with 429 so far: (all, of which for the global limit).
    pub fn rate_limited(&self) -> (u64, u64) {
        self.shared.limits.refused()
    }

    /// The time from pushing each interaction to the bot's first answer to it (its callback),
    /// with its token, in the order the interactions were pushed.
    pub fn answer_times(&self) -> Vec<(String, Duration)> {
        let pushed = self.shared.pushed.lock().expect("pushed").clone();
        let requests = self.requests();
        let mut times: Vec<(Instant, String, Duration)> = pushed
            .iter()
            .filter_map(|(token, sent)| {
                let callback = requests.iter().find(|r| {
                    r.path.ends_with("/callback") && r.path.contains(&format!("/{token}/"))
                })?;
                Some((
                    *sent,
                    token.clone(),
                    callback.at.saturating_duration_since(*sent),
                ))
            })
            .collect();
        times.sort();
        times.into_iter().map(|(_, t, d)| (t, d)).collect()
    }

    /// Switches Activities on for the application, as the Developer Portal does: Discord makes
    /// an entry point command (`launch`) and refuses a global overwrite that leaves it out.
    pub fn set_activities(&self, on: bool) {
        self.shared.activities.store(on, Ordering::SeqCst);
    }

    /// Makes `GET /applications/{app}/commands` fail (as a Discord in trouble would), so that a
    /// bot cannot see the entry point before it registers.
    pub fn hide_command_list(&self) {
        self.shared.commands_listed.store(false, Ordering::SeqCst);
    }

    /// An Activity instance running in `channel` (of `guild`, none for a private chat) with
    /// these participants, as `GET /applications/{app}/activity-instances/{id}` tells it.
    pub fn add_activity_instance(&self, id: &str, channel: u64, guild: Option<u64>, users: &[u64]) {
        let mut location = json!({
            "id": format!("gc-{channel}"),
            "kind": if guild.is_some() { "gc" } else { "pc" },
            "channel_id": channel.to_string(),
        });
        if let Some(guild) = guild {
            location["guild_id"] = json!(guild.to_string());
        }
        self.shared
            .activity_instances
            .lock()
            .expect("instances")
            .insert(
                id.to_string(),
                json!({
                    "application_id": APP_ID.to_string(),
                    "instance_id": id,
                    "launch_id": format!("{}", self.shared.new_id()),
                    "location": location,
                    "users": users.iter().map(|u| u.to_string()).collect::<Vec<_>>(),
                }),
            );
    }

    /// The global commands as Discord lists them now.
    pub fn global_commands(&self) -> Vec<Value> {
        listed_commands(&self.shared)
    }

    /// An OAuth2 authorization code for `who`, as Discord's authorization page hands one to
    /// the browser (good for one exchange at `POST /oauth2/token`).
    pub fn oauth_code(&self, who: interactions::Person) -> String {
        let code = format!("code-{}-{}", who.id, self.shared.new_id());
        self.shared
            .oauth_codes
            .lock()
            .expect("oauth codes")
            .insert(code.clone(), (who.id, who.name.to_string()));
        code
    }

    /// The language of `user`'s Discord client ("fr", "pt-BR", ...), as `GET /users/@me`
    /// then tells it in `locale` (by default "en-US").
    pub fn set_locale(&self, user: u64, locale: &str) {
        self.shared
            .locales
            .lock()
            .expect("locales")
            .insert(user, locale.to_string());
    }

    pub fn requests(&self) -> Vec<Recorded> {
        self.shared.requests.lock().expect("requests").clone()
    }

    /// The requests so far that Discord's OpenAPI description rejects (see `openapi`).
    pub fn violations(&self) -> Vec<String> {
        self.shared.violations.lock().expect("violations").clone()
    }

    pub fn identifies(&self) -> u64 {
        self.shared.identifies.load(Ordering::SeqCst)
    }

    /// Successful Resumes so far (answered with `RESUMED`).
    pub fn resumes(&self) -> u64 {
        self.shared.resumes.load(Ordering::SeqCst)
    }

    /// The shard `[i, n]` of each Identify so far, in order.
    pub fn identified_shards(&self) -> Vec<ShardId> {
        self.shared.identified.lock().expect("identified").clone()
    }

    /// The shards connected now, in order.
    pub fn connected_shards(&self) -> Vec<ShardId> {
        let mut shards: Vec<ShardId> = self
            .shared
            .connections
            .lock()
            .expect("connections")
            .keys()
            .copied()
            .collect();
        shards.sort_unstable();
        shards
    }

    /// Waits until exactly `shards` are connected.
    pub async fn wait_shards(&self, shards: &[ShardId]) {
        let what = format!("shards {shards:?} connected");
        let waiting = self.wait_until(&what, |_| (self.connected_shards() == shards).then_some(()));
        tokio::time::timeout(RECONNECT_WAIT, waiting)
            .await
            .unwrap_or_else(|_| {
                panic!(
                    "shards {:?} connected, not {shards:?}, after {RECONNECT_WAIT:?}",
                    self.connected_shards()
                )
            });
    }

    /// Drops the bot's gateway connections; returns once the fake no longer pushes to them.
    pub fn disconnect(&self, how: Disconnect) {
        let connections: Vec<Connection> = self
            .shared
            .connections
            .lock()
            .expect("connections")
            .drain()
            .map(|(_, c)| c)
            .collect();
        assert!(
            !connections.is_empty(),
            "the bot is not connected to the gateway"
        );
        for connection in connections {
            let order = match how {
                Disconnect::Close(code) => Outgoing::Close(code),
                Disconnect::Drop => Outgoing::Drop,
            };
            let _ = connection.tx.send(order);
        }
    }

    /// Makes every session so far unresumable: a Resume then gets op 9 Invalid Session.
    pub fn invalidate_sessions(&self) {
        self.shared.sessions.lock().expect("sessions").clear();
    }

    /// Waits (at most `RECONNECT_WAIT`) until the bot is connected again after a
    /// `disconnect`, with `identifies` Identifies and `resumes` Resumes in all.
    pub async fn wait_connected(&self, identifies: u64, resumes: u64) {
        let what = format!("{identifies} identifies and {resumes} resumes");
        let waiting = self.wait_until(&what, |_| {
            (self.identifies() >= identifies
                && self.resumes() >= resumes
                && !self.connected_shards().is_empty())
            .then_some(())
        });
        tokio::time::timeout(RECONNECT_WAIT, waiting)
            .await
            .unwrap_or_else(|_| {
                panic!(
                    "no reconnect within {RECONNECT_WAIT:?}: {} identifies, {} resumes",
                    self.identifies(),
                    self.resumes()
                )
            });
    }

    /// Waits until `check` finds what it wants in the requests recorded so far.
    pub async fn wait_until<T>(
        &self,
        what: &str,
        mut check: impl FnMut(&[Recorded]) -> Option<T>,
    ) -> T {
        let mut changes = self.shared.changes.subscribe();
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            changes.borrow_and_update();
            if let Some(found) = check(&self.requests()) {
                return found;
            }
            match tokio::time::timeout_at(deadline, changes.changed()).await {
                Ok(Ok(())) => {}
                _ => panic!(
                    "timed out waiting for {what}; requests so far:\n{:#?}\n\
                     invalid by Discord's OpenAPI description (answered 400):\n{:#?}",
                    self.requests()
                        .iter()
                        .map(|r| format!("{} {} {}", r.method, r.path, r.json))
                        .collect::<Vec<_>>(),
                    self.violations()
                ),
            }
        }
    }

    /// Waits for the `n`th Identify (1 for the first start, 2 after a restart...).
    pub async fn wait_identified(&self, n: u64) {
        self.wait_until(&format!("identify #{n}"), |_| {
            (self.identifies() >= n).then_some(())
        })
        .await;
    }

    /// Waits until the slash commands are registered `n` times (the bot is then ready).
    pub async fn wait_registered(&self, n: usize) -> Recorded {
        self.wait_until("command registration", |reqs| {
            let puts: Vec<&Recorded> = reqs
                .iter()
                .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
                .collect();
            (puts.len() >= n).then(|| puts[n - 1].clone())
        })
        .await
    }

    /// Sends an interaction through the gateway.
    /// Moves the fake's time on (interaction tokens expire after 15 minutes of it).
    pub fn advance(&self, by: Duration) {
        let ms = u64::try_from(by.as_millis()).unwrap_or(u64::MAX);
        self.shared.advanced_ms.fetch_add(ms, Ordering::SeqCst);
    }

    pub fn push_interaction(&self, interaction: Value) {
        let sent = self.try_push_interaction(interaction);
        assert!(sent > 0, "no gateway connection takes this interaction");
    }

    /// `push_interaction` that may find no connection for the interaction's shard; returns
    /// how many connections it went to.
    pub fn try_push_interaction(&self, interaction: Value) -> usize {
        if let Some(token) = interaction["token"].as_str() {
            self.shared
                .pushed
                .lock()
                .expect("pushed")
                .insert(token.to_string(), Instant::now());
            let advanced = self.shared.advanced_ms.load(Ordering::SeqCst);
            self.shared
                .advanced_at_push
                .lock()
                .expect("advanced at push")
                .insert(token.to_string(), advanced);
            let channel = interaction["channel_id"]
                .as_str()
                .and_then(|c| c.parse().ok())
                .unwrap_or(CHANNEL_ID);
            self.shared
                .token_channels
                .lock()
                .expect("token channels")
                .insert(token.to_string(), channel);
        }
        self.try_push_dispatch("INTERACTION_CREATE", interaction)
    }

    /// The slowest acknowledgement so far: the longest time from pushing an interaction to
    /// the bot's callback for it, with the command or button it was.
    pub fn slowest_ack(&self) -> Option<(Duration, String)> {
        let pushed = self.shared.pushed.lock().expect("pushed").clone();
        self.requests()
            .iter()
            .filter(|r| r.path.ends_with("/callback"))
            .filter_map(|r| {
                let token = r.path.rsplit('/').nth(1)?;
                let sent = pushed.get(token)?;
                Some((r.at.saturating_duration_since(*sent), token.to_string()))
            })
            .max()
    }

    /// Prints the slowest acknowledgement of the test (see `slowest_ack`).
    pub fn report_acks(&self, test: &str) {
        let callbacks = self
            .requests()
            .iter()
            .filter(|r| r.path.ends_with("/callback"))
            .count();
        match self.slowest_ack() {
            Some((took, token)) => println!(
                "{test}: slowest acknowledgement {took:?} ({token}) of {callbacks} interactions"
            ),
            None => println!("{test}: no interaction acknowledged"),
        }
    }

    /// Sends any gateway event (`MESSAGE_CREATE`...) to the connection of its server's shard.
    pub fn push_dispatch(&self, event: &str, data: Value) {
        let sent = self.try_push_dispatch(event, data);
        assert!(sent > 0, "no gateway connection takes this {event}");
    }

    /// `push_dispatch` that may find no connection for the event's shard (as when no
    /// process runs it); returns how many connections it went to.
    pub fn try_push_dispatch(&self, event: &str, data: Value) -> usize {
        let guild = data["guild_id"].as_str().and_then(|g| g.parse().ok());
        self.shared.dispatch(guild, event, &data)
    }

    /// Pushes an interaction and waits for the `n` requests made with its token (callback,
    /// follow-ups, edits), in order.
    pub async fn exchange(&self, interaction: Value, n: usize) -> Vec<Recorded> {
        let token = interaction["token"].as_str().expect("token").to_string();
        self.push_interaction(interaction);
        self.answers(&token, n).await
    }

    /// The first `n` requests made with an interaction token (reads of the response
    /// message are not answers and are left out).
    pub async fn answers(&self, token: &str, n: usize) -> Vec<Recorded> {
        let needle = format!("/{token}");
        self.wait_until(&format!("{n} answers to {token}"), |reqs| {
            let found: Vec<Recorded> = reqs
                .iter()
                .filter(|r| r.path.contains(&needle) && r.method != "GET")
                .cloned()
                .collect();
            (found.len() >= n).then_some(found)
        })
        .await
    }

    /// A message object as Discord would send it in a component click.
    pub fn message_json(&self, id: u64, content: &str) -> Value {
        message_json(id, content)
    }

    pub fn new_id(&self) -> u64 {
        self.shared.new_id()
    }

    /// The DM channel the bot opened with `user`, if it did.
    pub fn dm_channel_of(&self, user: u64) -> Option<u64> {
        self.shared
            .dm_channels
            .lock()
            .expect("dm channels")
            .get(&user)
            .copied()
    }

    /// The messages the bot sent to `user` by DM, in order.
    pub fn dms_to(&self, user: u64) -> Vec<Recorded> {
        let Some(channel) = self.dm_channel_of(user) else {
            return Vec::new();
        };
        let path = format!("/api/v10/channels/{channel}/messages");
        self.requests()
            .into_iter()
            .filter(|r| r.method == "POST" && r.path == path)
            .collect()
    }

    /// From now on `user` accepts no direct messages (Discord answers 50007).
    pub fn close_dms(&self, user: u64) {
        self.shared
            .closed_dms
            .lock()
            .expect("closed dms")
            .insert(user);
    }

    /// From now on the bot may not post in `channel` (Discord answers 403 Missing Access).
    pub fn close_channel(&self, channel: u64) {
        self.shared
            .closed_channels
            .lock()
            .expect("closed channels")
            .insert(channel);
    }

    /// The servers' scheduled events the bot created, as event objects (as last edited).
    pub fn scheduled_events(&self) -> Vec<Value> {
        let mut all: Vec<Value> = self
            .shared
            .scheduled_events
            .lock()
            .expect("events")
            .values()
            .cloned()
            .collect();
        all.sort_by_key(|e| e["id"].as_str().unwrap_or_default().to_string());
        all
    }

    /// The threads the bot opened, as channel objects (with `archived` once archived).
    pub fn threads(&self) -> Vec<Value> {
        let mut all: Vec<Value> = self
            .shared
            .threads
            .lock()
            .expect("threads")
            .values()
            .cloned()
            .collect();
        all.sort_by_key(|t| t["id"].as_str().unwrap_or_default().to_string());
        all
    }

    /// Waits until the bot has opened `n` threads; returns their ids in order.
    pub async fn wait_threads(&self, n: usize) -> Vec<u64> {
        self.wait_until(&format!("{n} threads"), |_| {
            let ids: Vec<u64> = self
                .threads()
                .iter()
                .filter_map(|t| t["id"].as_str()?.parse().ok())
                .collect();
            (ids.len() >= n).then_some(ids)
        })
        .await
    }

    /// Deletes a message of `channel` as a moderator would: editing or deleting it then fails.
    pub fn delete_message(&self, channel: u64, id: u64) {
        self.shared.deleted.lock().expect("deleted").insert(id);
        self.shared
            .removed
            .lock()
            .expect("removed")
            .push((channel, id));
    }

    /// The ids of an interaction's follow-up messages (by token), in order.
    pub fn followup_ids(&self, token: &str) -> Vec<u64> {
        self.shared
            .followups
            .lock()
            .expect("followups")
            .get(token)
            .cloned()
            .unwrap_or_default()
    }

    /// The id of an interaction's response message (by token), once the bot asked for it.
    pub fn original_id(&self, token: &str) -> Option<u64> {
        self.shared
            .originals
            .lock()
            .expect("originals")
            .get(token)
            .copied()
    }

    /// The bot's messages in `channel` deleted so far (by the bot).
    pub fn deletes_in(&self, channel: u64) -> Vec<u64> {
        let prefix = format!("/api/v10/channels/{channel}/messages/");
        self.requests()
            .into_iter()
            .filter(|r| r.method == "DELETE")
            .filter_map(|r| r.path.strip_prefix(&prefix)?.parse().ok())
            .collect()
    }

    /// How many public messages the bot has in `channel` now: those it posted there (see
    /// `public_messages_in`) less those it or a moderator deleted.
    pub fn messages_left_in(&self, channel: u64) -> usize {
        let mut deleted = self.deletes_in(channel);
        deleted.extend(
            self.shared
                .removed
                .lock()
                .expect("removed")
                .iter()
                .filter(|(c, _)| *c == channel)
                .map(|(_, id)| *id),
        );
        deleted.sort_unstable();
        deleted.dedup();
        self.public_messages_in(channel).len() - deleted.len()
    }

    /// The channel an interaction (by token) came from.
    pub fn channel_of_token(&self, token: &str) -> Option<u64> {
        self.shared
            .token_channels
            .lock()
            .expect("token channels")
            .get(token)
            .copied()
    }

    /// The requests that put a message everyone sees in `channel`: public interaction
    /// responses (new messages, deferred or not) and follow-ups of interactions from it, and
    /// channel messages posted to it. Edits, updates of a clicked message, deletions and
    /// private (ephemeral) answers do not count.
    pub fn public_messages_in(&self, channel: u64) -> Vec<Recorded> {
        self.requests()
            .into_iter()
            .filter(|r| {
                let segments: Vec<&str> =
                    r.path.trim_start_matches("/api/v10/").split('/').collect();
                match (r.method.as_str(), segments.as_slice()) {
                    ("POST", ["channels", c, "messages"]) => c.parse() == Ok(channel),
                    ("POST", ["interactions", _, token, "callback"]) => {
                        matches!(r.callback_type(), Some(4 | 5))
                            && !r.ephemeral()
                            && self.channel_of_token(token) == Some(channel)
                    }
                    ("POST", ["webhooks", _, token]) => {
                        !r.ephemeral() && self.channel_of_token(token) == Some(channel)
                    }
                    _ => false,
                }
            })
            .collect()
    }
}

pub fn message_json(id: u64, content: &str) -> Value {
    message_json_in(Some(GUILD_ID), CHANNEL_ID, id, content)
}

/// A message of the bot in a channel of a server (`guild`) or in a DM (`None`).
pub fn message_json_in(guild: Option<u64>, channel: u64, id: u64, content: &str) -> Value {
    let mut message = json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "author": {"id": APP_ID.to_string(), "username": "castalia", "bot": true, "avatar": null, "global_name": null},
        "content": content,
        "timestamp": "2024-01-01T00:00:00.000000+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": false,
        "type": 0,
        "application_id": APP_ID.to_string()
    });
    if let Some(guild) = guild {
        message["guild_id"] = json!(guild.to_string());
    }
    message
}

/// The server a channel belongs to (`None` for a DM channel).
fn guild_of(channel: u64) -> Option<u64> {
    guilds::SERVERS
        .iter()
        .find(|s| s.channels.iter().any(|(id, _)| *id == channel))
        .map(|s| s.id)
}

impl Shared {
    /// The server of a channel or of a thread the bot opened.
    fn guild_of(&self, channel: u64) -> Option<u64> {
        let parent = self
            .threads
            .lock()
            .expect("threads")
            .get(&channel)
            .and_then(|t| t["parent_id"].as_str()?.parse().ok());
        guild_of(parent.unwrap_or(channel))
    }

    /// The channel of an interaction token (server A's game channel if unknown).
    fn token_channel(&self, token: &str) -> u64 {
        self.token_channels
            .lock()
            .expect("token channels")
            .get(token)
            .copied()
            .unwrap_or(CHANNEL_ID)
    }

    /// Creates a scheduled event of `guild` as Discord does: refused without the Manage
    /// Events permission, or (for an external event) without its location and end, or when
    /// it starts in the past.
    fn create_event(&self, guild: u64, body: &Value) -> Response {
        if guilds::bot_guild_permissions(guild) & guilds::MANAGE_EVENTS == 0 {
            return error(StatusCode::FORBIDDEN, 50013, "Missing Permissions");
        }
        let start = body["scheduled_start_time"].as_str().and_then(parse_time);
        let end = body["scheduled_end_time"].as_str().and_then(parse_time);
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs() as i64)
            .unwrap_or(0);
        let external = body["entity_type"].as_u64() == Some(3);
        let located = body["entity_metadata"]["location"]
            .as_str()
            .is_some_and(|l| !l.is_empty());
        let sound = match (start, end) {
            (Some(start), Some(end)) => start > now && end > start,
            (Some(start), None) => start > now && !external,
            _ => false,
        };
        if !sound || (external && !located) {
            return error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
        }
        let id = self.new_id();
        let event = json!({
            "id": id.to_string(), "guild_id": guild.to_string(), "channel_id": null,
            "creator_id": APP_ID.to_string(), "name": body["name"],
            "description": body["description"],
            "scheduled_start_time": body["scheduled_start_time"],
            "scheduled_end_time": body["scheduled_end_time"],
            "privacy_level": body["privacy_level"], "status": 1,
            "entity_type": body["entity_type"], "entity_id": null,
            "entity_metadata": body["entity_metadata"], "user_count": 0, "image": null
        });
        self.scheduled_events
            .lock()
            .expect("events")
            .insert(id, event.clone());
        ok(event)
    }

    /// Edits a scheduled event; its status goes only from scheduled to active or cancelled,
    /// and from active to completed, as on Discord.
    fn edit_event(&self, id: u64, body: &Value) -> Response {
        let mut events = self.scheduled_events.lock().expect("events");
        let Some(event) = events.get_mut(&id) else {
            return error(
                StatusCode::NOT_FOUND,
                10070,
                "Unknown Guild Scheduled Event",
            );
        };
        if let Some(status) = body["status"].as_u64() {
            let from = event["status"].as_u64().unwrap_or(0);
            if !matches!((from, status), (1, 2) | (1, 4) | (2, 3)) {
                return error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
            }
        }
        if let (Some(event), Some(body)) = (event.as_object_mut(), body.as_object()) {
            for (k, v) in body {
                event.insert(k.clone(), v.clone());
            }
        }
        ok(event.clone())
    }

    /// Opens a thread in `parent` (from `message`, or without one), as Discord does: refused
    /// without the Create Public Threads permission, announced with `THREAD_CREATE`.
    fn open_thread(&self, parent: u64, message: Option<u64>, body: &Value) -> Response {
        let allowed = guilds::bot_permissions(parent) & guilds::CREATE_PUBLIC_THREADS != 0;
        let Some(guild) = guild_of(parent).filter(|_| allowed) else {
            return (
                StatusCode::FORBIDDEN,
                axum::Json(json!({"message": "Missing Permissions", "code": 50013})),
            )
                .into_response();
        };
        let id = message.unwrap_or_else(|| self.new_id());
        let thread = json!({
            "id": id.to_string(), "type": 11, "guild_id": guild.to_string(),
            "parent_id": parent.to_string(), "owner_id": APP_ID.to_string(),
            "name": body["name"].as_str().unwrap_or("thread"),
            "last_message_id": null, "rate_limit_per_user": 0, "flags": 0,
            "message_count": 0, "member_count": 1, "total_message_sent": 0,
            "thread_metadata": {"archived": false, "auto_archive_duration": body["auto_archive_duration"].as_u64().unwrap_or(4320),
                "archive_timestamp": "2024-01-01T00:00:00.000000+00:00", "locked": false}
        });
        self.threads
            .lock()
            .expect("threads")
            .insert(id, thread.clone());
        let mut created = thread.clone();
        created["newly_created"] = json!(true);
        self.dispatch(Some(guild), "THREAD_CREATE", &created);
        (StatusCode::CREATED, axum::Json(thread)).into_response()
    }
}

async fn rest_handler(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    let at = Instant::now();
    let method = request.method().clone();
    let (via, path) = split_via(request.uri().path());
    let route: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    let limit_headers = match shared.limits.check(request.method().as_str(), &route) {
        limits::Verdict::Pass(headers) => headers,
        limits::Verdict::Refuse(too_many) => return too_many,
    };
    if method == Method::POST && path.trim_start_matches("/api/v10/") == "oauth2/token" {
        return oauth_token(&shared, request, via, at).await;
    }
    let bearer = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::to_string);
    let is_multipart = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/"));
    let (json, files) = if is_multipart {
        read_multipart(request).await
    } else {
        let bytes = axum::body::to_bytes(request.into_body(), 64 << 20)
            .await
            .unwrap_or_default();
        let json = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        (json, Vec::new())
    };
    let content = json["data"]["content"]
        .as_str()
        .or(json["content"].as_str())
        .unwrap_or_default()
        .to_string();
    let body = json.clone();
    // Checked before the request is recorded (and a waiting test woken), so that answering
    // takes no longer after it than before; a compile of the route's schemas takes ms.
    let verdict = openapi::problems(method.as_str(), &path, &body);
    let segments: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    // Whether the request's interaction token had died when it arrived (decided before a
    // waiting test is woken, which may move the fake's time on).
    let expired = match segments.as_slice() {
        ["interactions", _, token, "callback"] | ["webhooks", _, token, ..] => {
            shared.expired(token)
        }
        _ => false,
    };
    // Whether the message a request edits was deleted when it arrived (decided before a
    // waiting test is woken, which may delete it then).
    let edits_deleted = match (&method, segments.as_slice()) {
        (&Method::PATCH, ["channels", _, "messages", message]) => shared
            .deleted
            .lock()
            .expect("deleted")
            .contains(&message.parse().unwrap_or(0)),
        _ => false,
    };
    shared.requests.lock().expect("requests").push(Recorded {
        method: method.to_string(),
        path: path.clone(),
        json,
        files,
        at,
        via,
    });
    shared.bump();
    // Every picture the bot uploads says in words what it shows (its alt text).
    for name in undescribed_pictures(&body) {
        shared.violations.lock().expect("violations").push(format!(
            "{method} {path}: the picture {name} has no description (alt text)"
        ));
    }
    if let Err(problems) = verdict {
        let violation = format!("{method} {path}: {}", openapi::describe(&problems));
        eprintln!("fake Discord: invalid request {violation}");
        shared
            .violations
            .lock()
            .expect("violations")
            .push(violation);
        let error = openapi::invalid_form_body(&problems);
        return (StatusCode::BAD_REQUEST, axum::Json(error)).into_response();
    }

    let delay = shared.channel_write_delay_ms.load(Ordering::SeqCst);
    if delay > 0 && method != Method::GET && segments.first() == Some(&"channels") {
        tokio::time::sleep(Duration::from_millis(delay)).await;
    }
    let ok_json = |v: Value| (StatusCode::OK, axum::Json(v)).into_response();
    let response = match (&method, segments.as_slice()) {
        (&Method::GET, ["gateway"]) => ok_json(json!({"url": shared.ws_url})),
        // The user an OAuth2 access token was given for (scope identify).
        (&Method::GET, ["users", "@me"]) if bearer.is_some() => {
            let known = bearer.as_ref().and_then(|t| {
                shared
                    .oauth_tokens
                    .lock()
                    .expect("oauth tokens")
                    .get(t)
                    .cloned()
            });
            match known {
                Some((id, name)) => {
                    let locale = shared
                        .locales
                        .lock()
                        .expect("locales")
                        .get(&id)
                        .cloned()
                        .unwrap_or_else(|| "en-US".to_string());
                    ok_json(json!({
                        "id": id.to_string(), "username": name, "global_name": name,
                        "discriminator": "0", "avatar": null, "locale": locale
                    }))
                }
                None => error(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized"),
            }
        }
        (&Method::GET, ["oauth2", "applications", "@me"]) => ok_json(json!({
            "id": APP_ID.to_string(), "name": "castalia", "description": "", "bot_public": true,
            "bot_require_code_grant": false, "verify_key": "", "flags": 0
        })),
        // A server's member, or Unknown Member.
        (&Method::GET, ["guilds", guild, "members", user]) => {
            let guild: u64 = guild.parse().unwrap_or(0);
            let user: u64 = user.parse().unwrap_or(0);
            let member = guilds::SERVERS
                .iter()
                .find(|s| s.id == guild)
                .and_then(|s| s.members.iter().find(|(p, _)| p.id == user));
            match member {
                Some((person, _)) => ok_json(json!({
                    "user": {"id": person.id.to_string(), "username": person.name, "global_name": person.name, "discriminator": "0", "avatar": null},
                    "roles": [], "joined_at": "2025-01-01T00:00:00+00:00", "deaf": false, "mute": false, "flags": 0
                })),
                None => error(StatusCode::NOT_FOUND, 10007, "Unknown Member"),
            }
        }
        (&Method::GET, ["gateway", "bot"]) => ok_json(json!({
            "url": shared.ws_url, "shards": shared.shards,
            "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        })),
        (&Method::POST, ["interactions", _, _, "callback"]) if expired => {
            error(StatusCode::NOT_FOUND, 10062, "Unknown interaction")
        }
        (&Method::POST, ["interactions", _, _, "callback"]) => no_content(),
        (_, ["webhooks", ..]) if expired => error(StatusCode::NOT_FOUND, 10015, "Unknown Webhook"),
        // The bot is not a member of a private chat (or of a server without it): it can
        // neither read nor post there.
        (_, ["channels", channel, ..])
            if guilds::CLOSED_TO_THE_BOT.contains(&channel.parse().unwrap_or(0)) =>
        {
            error(StatusCode::FORBIDDEN, 50001, "Missing Access")
        }
        (&Method::DELETE, ["channels", _, "messages", message]) => {
            let id: u64 = message.parse().unwrap_or(0);
            if shared.deleted.lock().expect("deleted").insert(id) {
                no_content()
            } else {
                unknown_message()
            }
        }
        (&Method::PATCH, ["channels", _, "messages", _]) if edits_deleted => unknown_message(),
        (&Method::DELETE, _) => no_content(),
        // A global overwrite: with Activities on, refused when it leaves the entry point out.
        (&Method::PUT, ["applications", _, "commands"]) => {
            let list = body.as_array().cloned().unwrap_or_default();
            let entry_point = list.iter().any(|c| c["type"] == 4);
            if shared.activities.load(Ordering::SeqCst) && !entry_point {
                error(
                    StatusCode::BAD_REQUEST,
                    50240,
                    "You cannot remove this app's Entry Point command in a bulk update operation. Please include the Entry Point command in your update request or delete it separately.",
                )
            } else {
                *shared.global_commands.lock().expect("commands") = Some(list);
                ok_json(json!(listed_commands(&shared)))
            }
        }
        (&Method::PUT, ["applications", ..]) => ok_json(json!([])),
        (&Method::GET, ["applications", _, "commands"])
            if shared.commands_listed.load(Ordering::SeqCst) =>
        {
            ok_json(json!(listed_commands(&shared)))
        }
        (&Method::GET, ["applications", _, "commands"]) => error(
            StatusCode::INTERNAL_SERVER_ERROR,
            0,
            "500: Internal Server Error",
        ),
        (&Method::GET, ["applications", app, "activity-instances", id]) => {
            let found = shared
                .activity_instances
                .lock()
                .expect("instances")
                .get(*id)
                .cloned()
                .filter(|_| *app == APP_ID.to_string());
            match found {
                Some(instance) => ok_json(instance),
                None => error(StatusCode::NOT_FOUND, 10065, "Unknown Activity Instance"),
            }
        }
        (&Method::POST, ["webhooks", _, token]) => {
            let channel = shared.token_channel(token);
            let guild = shared.guild_of(channel);
            let id = shared.new_id();
            shared
                .followups
                .lock()
                .expect("followups")
                .entry(token.to_string())
                .or_default()
                .push(id);
            shared.bump();
            ok_json(message_json_in(guild, channel, id, &content))
        }
        (&Method::PATCH | &Method::GET, ["webhooks", _, token, "messages", "@original"]) => {
            // The response message keeps one id.
            let channel = shared.token_channel(token);
            let id = *shared
                .originals
                .lock()
                .expect("originals")
                .entry(token.to_string())
                .or_insert_with(|| shared.new_id());
            ok_json(message_json_in(
                shared.guild_of(channel),
                channel,
                id,
                &content,
            ))
        }
        (&Method::PATCH | &Method::GET, ["webhooks", _, token, ..]) => {
            let channel = shared.token_channel(token);
            let guild = shared.guild_of(channel);
            ok_json(message_json_in(guild, channel, shared.new_id(), &content))
        }
        (&Method::POST, ["users", "@me", "channels"]) => {
            let user: u64 = body["recipient_id"]
                .as_str()
                .and_then(|s| s.parse().ok())
                .or(body["recipient_id"].as_u64())
                .unwrap_or(0);
            let channel = *shared
                .dm_channels
                .lock()
                .expect("dm channels")
                .entry(user)
                .or_insert_with(|| shared.new_id());
            ok_json(json!({
                "id": channel.to_string(), "type": 1, "last_message_id": null,
                "recipients": [{"id": user.to_string(), "username": format!("user{user}"),
                                "global_name": null, "avatar": null}]
            }))
        }
        (&Method::POST, ["channels", channel, "messages"])
            if shared
                .closed_channels
                .lock()
                .expect("closed channels")
                .contains(&channel.parse().unwrap_or(0)) =>
        {
            (
                StatusCode::FORBIDDEN,
                axum::Json(json!({"message": "Missing Access", "code": 50001})),
            )
                .into_response()
        }
        (&Method::POST, ["channels", channel, "messages"])
            if shared.dm_refused(channel.parse().unwrap_or(0)) =>
        {
            (
                StatusCode::FORBIDDEN,
                axum::Json(json!({"message": "Cannot send messages to this user", "code": 50007})),
            )
                .into_response()
        }
        (&Method::POST, ["channels", channel, "messages"]) => {
            let channel: u64 = channel.parse().unwrap_or(CHANNEL_ID);
            let message =
                message_json_in(shared.guild_of(channel), channel, shared.new_id(), &content);
            ok_json(message)
        }
        (&Method::PATCH, ["channels", channel, "messages", message]) => {
            let channel: u64 = channel.parse().unwrap_or(CHANNEL_ID);
            let id: u64 = message.parse().unwrap_or(0);
            ok_json(message_json_in(
                shared.guild_of(channel),
                channel,
                id,
                &content,
            ))
        }
        (&Method::POST, ["channels", channel, "messages", message, "threads"]) => {
            shared.open_thread(channel.parse().unwrap_or(0), message.parse().ok(), &body)
        }
        (&Method::POST, ["channels", channel, "threads"]) => {
            shared.open_thread(channel.parse().unwrap_or(0), None, &body)
        }
        (&Method::POST, ["guilds", guild, "scheduled-events"]) => {
            shared.create_event(guild.parse().unwrap_or(0), &body)
        }
        (&Method::PATCH, ["guilds", _, "scheduled-events", event]) => {
            shared.edit_event(event.parse().unwrap_or(0), &body)
        }
        (&Method::PATCH, ["channels", channel]) => {
            let id: u64 = channel.parse().unwrap_or(0);
            let mut threads = shared.threads.lock().expect("threads");
            match threads.get_mut(&id) {
                Some(thread) => {
                    if let Some(archived) = body["archived"].as_bool() {
                        thread["thread_metadata"]["archived"] = json!(archived);
                    }
                    let thread = thread.clone();
                    drop(threads);
                    ok_json(thread)
                }
                None => (
                    StatusCode::NOT_FOUND,
                    axum::Json(json!({"message": "Unknown Channel", "code": 10003})),
                )
                    .into_response(),
            }
        }
        _ => (
            StatusCode::NOT_FOUND,
            axum::Json(json!({"message": "Unknown route in the fake", "code": 0})),
        )
            .into_response(),
    };
    // Waiters look again once the route changed the fake's state (threads, events...).
    shared.bump();
    if !response.status().is_success() {
        shared
            .failures
            .lock()
            .expect("failures")
            .push(format!("{} {method} {path}", response.status().as_u16()));
    }
    let mut response = response;
    response.headers_mut().extend(limit_headers);
    response
}

/// The pictures (PNG, GIF, JPEG, WebP) a request uploads without a description: Discord's
/// alt text, at most 1,024 characters (longer is refused by the OpenAPI check).
fn undescribed_pictures(body: &Value) -> Vec<String> {
    let lists = [&body["attachments"], &body["data"]["attachments"]];
    lists
        .into_iter()
        .filter_map(Value::as_array)
        .flatten()
        .filter_map(|a| {
            let name = a["filename"].as_str()?;
            let picture = [".png", ".gif", ".jpg", ".jpeg", ".webp"]
                .iter()
                .any(|ext| name.to_ascii_lowercase().ends_with(ext));
            let described = a["description"]
                .as_str()
                .is_some_and(|d| !d.trim().is_empty());
            (picture && !described).then(|| name.to_string())
        })
        .collect()
}

/// `/via/NAME/rest` as (`NAME`, `/rest`); other paths as they are.
fn split_via(path: &str) -> (Option<String>, String) {
    if let Some(rest) = path.strip_prefix("/via/") {
        if let Some((name, rest)) = rest.split_once('/') {
            return (Some(name.to_string()), format!("/{rest}"));
        }
    }
    (None, path.to_string())
}

/// Discord's error answer.
fn error(status: StatusCode, code: u64, message: &str) -> Response {
    (
        status,
        axum::Json(json!({"message": message, "code": code})),
    )
        .into_response()
}

fn ok(v: Value) -> Response {
    (StatusCode::OK, axum::Json(v)).into_response()
}

/// An ISO 8601 time as unix seconds.
fn parse_time(s: &str) -> Option<i64> {
    chrono::DateTime::parse_from_rfc3339(s)
        .ok()
        .map(|t| t.timestamp())
}

/// `POST /oauth2/token`: the authorization code exchange, checked against Discord's OAuth2
/// documentation (Discord's OpenAPI description leaves it out): a form-encoded body
/// (`application/x-www-form-urlencoded`) with `grant_type=authorization_code`, `code`,
/// `client_id` and `client_secret` (in the body, or as HTTP Basic), and `redirect_uri`
/// optional. A malformed request is a violation; a wrong secret or code is refused as Discord
/// refuses it (`invalid_client`, `invalid_grant`).
async fn oauth_token(
    shared: &Arc<Shared>,
    request: Request,
    via: Option<String>,
    at: Instant,
) -> Response {
    let form_encoded = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/x-www-form-urlencoded"));
    let bytes = axum::body::to_bytes(request.into_body(), 1 << 20)
        .await
        .unwrap_or_default();
    // A body that does not decode as a form has no fields: every one is missing below.
    let fields: HashMap<String, String> = serde_urlencoded::from_bytes(&bytes).unwrap_or_default();
    shared.requests.lock().expect("requests").push(Recorded {
        method: "POST".into(),
        path: "/api/v10/oauth2/token".into(),
        json: serde_json::to_value(&fields).unwrap_or(Value::Null),
        files: Vec::new(),
        at,
        via,
    });
    shared.bump();
    let mut problems = Vec::new();
    if !form_encoded {
        problems.push("the body is not application/x-www-form-urlencoded".to_string());
    }
    for required in ["grant_type", "code", "client_id", "client_secret"] {
        if !fields.contains_key(required) {
            problems.push(format!("the form has no {required}"));
        }
    }
    if let Some(unknown) = fields.keys().find(|k| {
        ![
            "grant_type",
            "code",
            "client_id",
            "client_secret",
            "redirect_uri",
        ]
        .contains(&k.as_str())
    }) {
        problems.push(format!("the form has an unknown field {unknown}"));
    }
    if !problems.is_empty() {
        let violation = format!("POST /oauth2/token: {}", problems.join("; "));
        eprintln!("fake Discord: invalid request {violation}");
        shared
            .violations
            .lock()
            .expect("violations")
            .push(violation);
        return (
            StatusCode::BAD_REQUEST,
            axum::Json(json!({"error": "invalid_request"})),
        )
            .into_response();
    }
    let field = |k: &str| fields.get(k).map(String::as_str).unwrap_or_default();
    if field("grant_type") != "authorization_code" {
        return (
            StatusCode::BAD_REQUEST,
            axum::Json(json!({"error": "unsupported_grant_type"})),
        )
            .into_response();
    }
    if field("client_id") != APP_ID.to_string() || field("client_secret") != OAUTH_CLIENT_SECRET {
        return (
            StatusCode::UNAUTHORIZED,
            axum::Json(json!({"error": "invalid_client"})),
        )
            .into_response();
    }
    let Some(user) = shared
        .oauth_codes
        .lock()
        .expect("oauth codes")
        .remove(field("code"))
    else {
        return (StatusCode::BAD_REQUEST, axum::Json(json!({"error": "invalid_grant", "error_description": "Invalid \"code\" in request."}))).into_response();
    };
    let token = format!("access-{}", shared.new_id());
    shared
        .oauth_tokens
        .lock()
        .expect("oauth tokens")
        .insert(token.clone(), user);
    (
        StatusCode::OK,
        axum::Json(json!({
            "access_token": token, "token_type": "Bearer", "expires_in": 604800,
            "refresh_token": "refresh", "scope": "identify"
        })),
    )
        .into_response()
}

/// The global commands as Discord lists them: those registered last, each with the fields
/// Discord adds; before any registration, with Activities on, the entry point Discord made.
fn listed_commands(shared: &Shared) -> Vec<Value> {
    let registered = shared.global_commands.lock().expect("commands").clone();
    let list = match registered {
        Some(list) => list,
        None if shared.activities.load(Ordering::SeqCst) => vec![json!({
            "type": 4, "name": "launch", "description": "", "handler": 2,
            "integration_types": [0, 1], "contexts": [0, 1, 2]
        })],
        None => Vec::new(),
    };
    list.into_iter()
        .enumerate()
        .map(|(i, mut c)| {
            let id = (1_000 + i).to_string();
            c["id"] = json!(id);
            c["application_id"] = json!(APP_ID.to_string());
            c["version"] = json!(id);
            if c.get("type").is_none() {
                c["type"] = json!(1);
            }
            if c.get("description").is_none() {
                c["description"] = json!("");
            }
            if c.get("default_member_permissions").is_none() {
                c["default_member_permissions"] = Value::Null;
            }
            if c.get("nsfw").is_none() {
                c["nsfw"] = json!(false);
            }
            c
        })
        .collect()
}

fn unknown_message() -> Response {
    (
        StatusCode::NOT_FOUND,
        axum::Json(json!({"message": "Unknown Message", "code": 10008})),
    )
        .into_response()
}

fn no_content() -> Response {
    Response::builder()
        .status(StatusCode::NO_CONTENT)
        .body(Body::empty())
        .expect("response")
}

async fn read_multipart(request: Request) -> (Value, Vec<FilePart>) {
    let mut json = Value::Null;
    let mut files = Vec::new();
    let Ok(mut multipart) = Multipart::from_request(request, &()).await else {
        return (json, files);
    };
    while let Ok(Some(field)) = multipart.next_field().await {
        let name = field.name().unwrap_or_default().to_string();
        let filename = field.file_name().map(str::to_string);
        let bytes = field.bytes().await.unwrap_or_default().to_vec();
        if name == "payload_json" {
            json = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        } else {
            files.push(FilePart {
                field: name,
                filename,
                bytes,
            });
        }
    }
    (json, files)
}
