//! The fake's gateway: one websocket session per connection, each for one shard `[i, n]`
//! named in its Identify (Discord's default `[0, 1]` if none). It says Hello, answers
//! Identify with READY (listing the servers of that shard, each then sent as a
//! `GUILD_CREATE`), Resume of a live session with `RESUMED` (else op 9 Invalid Session) and
//! heartbeats with acks. An event about a server goes to each connection whose shard holds it,
//! `(guild_id >> 22) % n == i`, as Discord routes them; an event outside any server (a DM) to
//! shard 0.

use super::guilds;
use super::{Shared, APP_ID};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::Message as WsMessage;

/// What the fake sends down a gateway connection.
#[derive(Debug)]
pub(super) enum Outgoing {
    Text(String),
    /// A close frame with this code, then the end of the session.
    Close(u16),
    /// Drops the TCP connection without a close frame.
    Drop,
}

/// A shard: its id and the total it was identified with.
pub type ShardId = (u32, u32);

/// A live connection of a shard.
pub(super) struct Connection {
    pub tx: mpsc::UnboundedSender<Outgoing>,
    /// The sequence number of the session's last event.
    pub seq: Arc<AtomicU64>,
}

/// A session that may be resumed.
pub(super) struct Session {
    pub shard: ShardId,
    pub seq: Arc<AtomicU64>,
}

/// The shard Discord sends a server's events to.
pub fn shard_of(guild: u64, total: u32) -> u32 {
    ((guild >> 22) % u64::from(total.max(1))) as u32
}

/// Whether `shard` receives the events of `guild` (`None`: outside any server, shard 0).
pub fn routes_to(guild: Option<u64>, shard: ShardId) -> bool {
    match guild {
        Some(guild) => shard_of(guild, shard.1) == shard.0,
        None => shard.0 == 0,
    }
}

impl Shared {
    /// Sends an event to every live connection whose shard holds `guild`; returns how many.
    pub(super) fn dispatch(&self, guild: Option<u64>, event: &str, data: &Value) -> usize {
        let connections = self.connections.lock().expect("connections");
        let mut sent = 0;
        for (shard, connection) in connections.iter() {
            if !routes_to(guild, *shard) {
                continue;
            }
            let seq = connection.seq.fetch_add(1, Ordering::SeqCst) + 1;
            let payload = json!({"op": 0, "s": seq, "t": event, "d": data});
            if connection
                .tx
                .send(Outgoing::Text(payload.to_string()))
                .is_ok()
            {
                sent += 1;
            }
        }
        sent
    }
}

pub(super) async fn gateway_session(stream: tokio::net::TcpStream, shared: Arc<Shared>) {
    let (tx, rx) = mpsc::unbounded_channel::<Outgoing>();
    run_session(stream, &shared, &tx, rx).await;
    // The connection is gone: the bot is no longer connected through it.
    shared
        .connections
        .lock()
        .expect("connections")
        .retain(|_, c| !c.tx.same_channel(&tx));
    shared.bump();
}

async fn run_session(
    stream: tokio::net::TcpStream,
    shared: &Shared,
    tx: &mpsc::UnboundedSender<Outgoing>,
    mut rx: mpsc::UnboundedReceiver<Outgoing>,
) {
    let Ok(mut ws) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41250}});
    if ws.send(WsMessage::Text(hello.to_string())).await.is_err() {
        return;
    }
    loop {
        let message = tokio::select! {
            outgoing = rx.recv() => {
                match outgoing {
                    Some(Outgoing::Text(text)) => {
                        if ws.send(WsMessage::Text(text)).await.is_err() {
                            return;
                        }
                    }
                    Some(Outgoing::Close(code)) => {
                        let frame = CloseFrame {
                            code: CloseCode::from(code),
                            reason: "the fake drops the connection".into(),
                        };
                        let _ = ws.close(Some(frame)).await;
                        // Let the close handshake finish; the bot reconnects elsewhere.
                        let _ = tokio::time::timeout(Duration::from_secs(2), async {
                            while let Some(Ok(_)) = ws.next().await {}
                        })
                        .await;
                        return;
                    }
                    Some(Outgoing::Drop) | None => return,
                }
                continue;
            }
            incoming = ws.next() => incoming,
        };
        let Some(Ok(message)) = message else {
            return;
        };
        let WsMessage::Text(text) = message else {
            if matches!(message, WsMessage::Close(_)) {
                return;
            }
            continue;
        };
        let Ok(payload) = serde_json::from_str::<Value>(&text) else {
            continue;
        };
        let (shard, seq, reply) = match payload["op"].as_u64() {
            Some(1) => {
                let ack = json!({"op": 11});
                if ws.send(WsMessage::Text(ack.to_string())).await.is_err() {
                    return;
                }
                continue;
            }
            Some(2) => {
                let shard = identified_shard(&payload["d"]["shard"]);
                if shard.0 >= shard.1 {
                    // Discord's "Invalid shard".
                    let frame = CloseFrame {
                        code: CloseCode::from(4010),
                        reason: "Invalid shard".into(),
                    };
                    let _ = ws.close(Some(frame)).await;
                    return;
                }
                let n = shared.identifies.load(Ordering::SeqCst) + 1;
                let session_id = format!("fake-session-{n}");
                // A new session numbers its events from 1 (READY).
                let seq = Arc::new(AtomicU64::new(1));
                shared.sessions.lock().expect("sessions").insert(
                    session_id.clone(),
                    Session {
                        shard,
                        seq: seq.clone(),
                    },
                );
                let ready = json!({"op": 0, "s": 1, "t": "READY", "d": {
                    "v": 10,
                    "user": {"id": APP_ID.to_string(), "username": "castalia", "bot": true, "avatar": null, "global_name": null},
                    "guilds": guilds::ready_guilds(shard),
                    "session_id": session_id,
                    "resume_gateway_url": shared.ws_url,
                    "shard": [shard.0, shard.1],
                    "application": {"id": APP_ID.to_string(), "flags": 0}
                }});
                (shard, seq, ready)
            }
            Some(6) => {
                let session_id = payload["d"]["session_id"].as_str().unwrap_or_default();
                let live = shared
                    .sessions
                    .lock()
                    .expect("sessions")
                    .get(session_id)
                    .map(|s| (s.shard, s.seq.clone()));
                let Some((shard, seq)) = live else {
                    let invalid = json!({"op": 9, "d": false});
                    if ws.send(WsMessage::Text(invalid.to_string())).await.is_err() {
                        return;
                    }
                    continue;
                };
                let s = seq.fetch_add(1, Ordering::SeqCst) + 1;
                (
                    shard,
                    seq,
                    json!({"op": 0, "s": s, "t": "RESUMED", "d": {}}),
                )
            }
            _ => continue,
        };
        // Pushes are possible from the moment the bot can see READY (it registers its
        // commands on READY); they queue behind it on this connection.
        shared.connections.lock().expect("connections").insert(
            shard,
            Connection {
                tx: tx.clone(),
                seq: seq.clone(),
            },
        );
        if ws.send(WsMessage::Text(reply.to_string())).await.is_err() {
            return;
        }
        let identified = reply["t"] == "READY";
        if identified {
            // Then each server of the shard, as Discord sends them once the bot is ready.
            for server in guilds::SERVERS {
                if !routes_to(Some(server.id), shard) {
                    continue;
                }
                let s = seq.fetch_add(1, Ordering::SeqCst) + 1;
                let event =
                    json!({"op": 0, "s": s, "t": "GUILD_CREATE", "d": server.guild_create_json()});
                if ws.send(WsMessage::Text(event.to_string())).await.is_err() {
                    return;
                }
            }
            shared.identifies.fetch_add(1, Ordering::SeqCst);
            shared.identified.lock().expect("identified").push(shard);
        } else {
            shared.resumes.fetch_add(1, Ordering::SeqCst);
        }
        shared.bump();
    }
}

/// The `shard` of an Identify: `[i, n]`, or Discord's default `[0, 1]`.
fn identified_shard(shard: &Value) -> ShardId {
    let part = |k: usize| shard[k].as_u64().and_then(|v| u32::try_from(v).ok());
    match (part(0), part(1)) {
        (Some(i), Some(n)) => (i, n),
        _ => (0, 1),
    }
}
