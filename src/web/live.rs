//! The live part: a WebSocket for every open board (`/ws/games/{id}`) and lobby
//! (`/ws/lobby`). A board's socket sends the game's state at once and again after every stored
//! change of that game, whichever front end or process made it (the service's change feed,
//! which PostgreSQL's notifications feed across processes), and the number of open boards of
//! the game when it changes; a player's board of a finished game, again when the opponent's
//! rematch challenge comes or goes (the feed's challenge channel). A lobby's socket says when
//! the lobby should be read again.

use super::auth::{check_origin, Viewer};
use super::Web;
use crate::game::{Context, GameId};
use crate::i18n::Lang;
use crate::sync::Recover;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::broadcast;

/// The largest message a page may send (it sends only pings).
const MAX_FRAME: usize = 1024;

/// Who watches what: the spectators' open boards per game (the players' own boards are not
/// counted), and the lobbies' wake-up.
pub(crate) struct Hub {
    boards: Mutex<HashMap<GameId, usize>>,
    /// (game, open boards) whenever a board opens or closes.
    counts: broadcast::Sender<(GameId, usize)>,
    /// Something a lobby shows changed.
    lobbies: broadcast::Sender<()>,
    /// The newest state message of each game for its spectators, by language and board
    /// colours: made once per change however many watch (a thousand boards of one game read
    /// the game once, not a thousand times).
    watched: tokio::sync::Mutex<HashMap<WatchedKey, (u64, Arc<str>)>>,
}

/// A game as its spectators see it: in one language, in one theme's colours.
type WatchedKey = (GameId, Lang, String);

impl Hub {
    pub fn new(service: Arc<crate::game::GameService>) -> Hub {
        let lobbies = broadcast::channel(64).0;
        // Every stored change of a game may change a lobby (a new game, a game over).
        let wake = lobbies.clone();
        let mut changes = service.changes();
        let mut challenges = service.challenge_changes();
        tokio::spawn(async move {
            loop {
                let woken = tokio::select! {
                    game = changes.recv() => game.map(|_| ()),
                    challenge = challenges.recv() => challenge,
                };
                match woken {
                    Ok(()) | Err(broadcast::error::RecvError::Lagged(_)) => {
                        let _ = wake.send(());
                    }
                    Err(broadcast::error::RecvError::Closed) => break,
                }
            }
        });
        Hub {
            boards: Mutex::new(HashMap::new()),
            counts: broadcast::channel(1024).0,
            lobbies,
            watched: tokio::sync::Mutex::new(HashMap::new()),
        }
    }

    /// How many spectators' boards of game `id` are open.
    pub fn spectators(&self, id: GameId) -> usize {
        self.boards.lock().recover().get(&id).copied().unwrap_or(0)
    }

    fn open(&self, id: GameId, delta: isize) {
        let count = {
            let mut boards = self.boards.lock().recover();
            let count = boards.entry(id).or_insert(0);
            *count = count.saturating_add_signed(delta);
            let now = *count;
            if now == 0 {
                boards.remove(&id);
            }
            now
        };
        let _ = self.counts.send((id, count));
    }

    /// The state message for the spectators of game `id` at version `wanted` or newer: read
    /// once for all of them (the others wait for it), then shared. `None` when the game can
    /// no longer be read from `ctx`.
    async fn spectator_state(
        &self,
        web: &Web,
        ctx: &Context,
        key: WatchedKey,
        wanted: u64,
    ) -> Option<(u64, Arc<str>)> {
        let mut watched = self.watched.lock().await;
        if let Some((version, text)) = watched.get(&key) {
            if *version >= wanted {
                return Some((*version, text.clone()));
            }
        }
        let state = web.state(ctx, key.0, key.1).await.ok()?;
        let version = state["version"].as_u64().unwrap_or(0);
        let text: Arc<str> = serde_json::json!({"type": "state", "state": state})
            .to_string()
            .into();
        if watched.len() > 10_000 {
            watched.clear();
        }
        watched.insert(key, (version, text.clone()));
        Some((version, text))
    }

    /// Wakes every open lobby (a challenge made or answered).
    pub fn lobby_changed(&self) {
        let _ = self.lobbies.send(());
    }
}

pub(super) fn routes() -> Router<Arc<Web>> {
    Router::new()
        .route("/ws/games/:id", get(game_socket))
        .route("/ws/lobby", get(lobby_socket))
}

async fn game_socket(
    State(web): State<Arc<Web>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    viewer: Viewer,
    upgrade: WebSocketUpgrade,
) -> Result<Response, super::json::ApiError> {
    check_origin(&web, &headers)?;
    let lang = web.lang(&viewer);
    let id = GameId(
        id.parse::<u64>()
            .map_err(|_| super::json::ApiError::bad_request(lang))?,
    );
    let ctx = web.game_context(&viewer, id).await?;
    // Listening before the first read: no change falls between the two.
    let changes = web.service.changes();
    let challenges = web.service.challenge_changes();
    // Refused before the upgrade when the game cannot be seen.
    let first = web.state(&ctx, id, lang).await?;
    Ok(upgrade
        .max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .on_upgrade(move |socket| board(web, ctx, id, lang, (first, changes, challenges), socket))
        .into_response())
}

/// Sends `value` as a text message; false once the socket is gone.
async fn send(socket: &mut WebSocket, value: serde_json::Value) -> bool {
    socket.send(Message::Text(value.to_string())).await.is_ok()
}

/// One open board: the state at once, then after every change of the game; the number of
/// open boards when it changes; pongs to pings.
async fn board(
    web: Arc<Web>,
    ctx: Context,
    id: GameId,
    lang: Lang,
    (first, mut changes, mut challenges): (
        serde_json::Value,
        broadcast::Receiver<crate::game::model::GameChange>,
        broadcast::Receiver<()>,
    ),
    mut socket: WebSocket,
) {
    let mut counts = web.live.counts.subscribe();
    // The players' own boards are not spectators.
    let spectator = first["you"].is_null();
    if spectator {
        web.live.open(id, 1);
    }
    let mut first = first;
    let watching = web.live.spectators(id);
    first["spectators"] = watching.into();
    first["spectatorsText"] = super::json::spectators_text(watching, lang).into();
    let mut version = first["version"].as_u64().unwrap_or(0);
    // A player's board of a game over shows the opponent's rematch challenge, as it comes
    // and goes (a challenge is no change of the game: its version stays).
    let mut over = first["over"] == true;
    let mut offer = first["rematchOffer"].clone();
    let watched_key: WatchedKey = (id, lang, first["palette"].to_string());
    let mut alive = send(
        &mut socket,
        serde_json::json!({"type": "state", "state": first}),
    )
    .await;
    while alive {
        tokio::select! {
            change = changes.recv() => {
                let (changed, wanted) = match change {
                    Ok(change) => (change.game == id && change.version > version, change.version),
                    // Fell behind: read the game again.
                    Err(broadcast::error::RecvError::Lagged(_)) => (true, version + 1),
                    Err(broadcast::error::RecvError::Closed) => break,
                };
                if changed && spectator {
                    match web.live.spectator_state(&web, &ctx, watched_key.clone(), wanted).await {
                        Some((now, text)) => {
                            if now > version {
                                version = now;
                                alive = socket.send(Message::Text(text.to_string())).await.is_ok();
                            }
                        }
                        None => break,
                    }
                } else if changed {
                    match web.state(&ctx, id, lang).await {
                        Ok(state) => {
                            let now = state["version"].as_u64().unwrap_or(0);
                            if now > version {
                                version = now;
                                over = state["over"] == true;
                                offer = state["rematchOffer"].clone();
                                alive = send(&mut socket, serde_json::json!({"type": "state", "state": state})).await;
                            }
                        }
                        // No longer visible (forgotten, deleted): the board closes.
                        Err(_) => break,
                    }
                }
            }
            challenge = challenges.recv(), if !spectator => {
                if matches!(challenge, Err(broadcast::error::RecvError::Closed)) {
                    break;
                }
                if over {
                    match web.state(&ctx, id, lang).await {
                        Ok(state) => {
                            if state["rematchOffer"] != offer {
                                offer = state["rematchOffer"].clone();
                                alive = send(&mut socket, serde_json::json!({"type": "state", "state": state})).await;
                            }
                        }
                        Err(_) => break,
                    }
                }
            }
            count = counts.recv() => {
                match count {
                    Ok((game, count)) if game == id => {
                        alive = send(&mut socket, serde_json::json!({"type": "spectators", "count": count, "text": super::json::spectators_text(count, lang)})).await;
                    }
                    Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => {}
                    Err(broadcast::error::RecvError::Closed) => break,
                }
            }
            incoming = socket.recv() => {
                match incoming {
                    Some(Ok(Message::Text(text))) => {
                        if text.contains("\"ping\"") {
                            alive = send(&mut socket, serde_json::json!({"type": "pong"})).await;
                        }
                    }
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                    Some(Ok(_)) => {}
                }
            }
        }
    }
    if spectator {
        web.live.open(id, -1);
    }
}

async fn lobby_socket(
    State(web): State<Arc<Web>>,
    headers: HeaderMap,
    _viewer: Viewer,
    upgrade: WebSocketUpgrade,
) -> Result<Response, super::json::ApiError> {
    check_origin(&web, &headers)?;
    Ok(upgrade
        .max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .on_upgrade(move |socket| lobby(web, socket))
        .into_response())
}

/// One open lobby: `{"type":"lobby"}` when it should be read again (at most every 250 ms).
async fn lobby(web: Arc<Web>, mut socket: WebSocket) {
    let mut wake = web.live.lobbies.subscribe();
    loop {
        tokio::select! {
            woken = wake.recv() => {
                if matches!(woken, Err(broadcast::error::RecvError::Closed)) {
                    break;
                }
                tokio::time::sleep(std::time::Duration::from_millis(250)).await;
                // What came meanwhile is covered by this one.
                while wake.try_recv().is_ok() {}
                if !send(&mut socket, serde_json::json!({"type": "lobby"})).await {
                    break;
                }
            }
            incoming = socket.recv() => {
                match incoming {
                    Some(Ok(Message::Text(text))) => {
                        if text.contains("\"ping\"") && !send(&mut socket, serde_json::json!({"type": "pong"})).await {
                            break;
                        }
                    }
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                    Some(Ok(_)) => {}
                }
            }
        }
    }
}
