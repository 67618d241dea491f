//! The JSON endpoints (`docs/web-api.md`). Each reads the service (`game_page`, `lobby`,
//! `review_data`) or sends one `game::Command` through `GameService::handle`, in the context
//! of the place the request acts in (`place`), with the service's own permission checks.
//! Bodies are read by hand, so that a malformed or oversized one gets the same clear
//! `{"error": ...}` as every refusal, and nothing changes.

use super::auth::{check_origin, Viewer};
use super::json::{self, ApiError};
use super::Web;
use crate::engine::Level;
use crate::game::commands::options::{parse_color, parse_time, parse_variant};
use crate::game::{ChallengeId, Command, Context, FollowUp, GameId, NewGameArgs, Reply};
use crate::i18n::{Lang, Text};
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::{json, Value};
use std::sync::Arc;

/// The largest request body taken (a move, an action, a new game's options).
pub(super) const MAX_BODY: usize = 16 * 1024;

pub(super) fn routes() -> Router<Arc<Web>> {
    Router::new()
        .route("/api/lobby", get(lobby))
        .route("/api/play", post(play))
        .route("/api/challenges", post(challenge))
        .route("/api/challenges/:id", get(show_challenge))
        .route("/api/challenges/:id/:action", post(answer_challenge))
        .route("/api/games/:id", get(game))
        .route("/api/games/:id/review", get(review))
        .route("/api/games/:id/move", post(play_move))
        .route("/api/games/:id/:action", post(game_action))
        .fallback(not_found)
}

async fn not_found(headers: HeaderMap) -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        Text::msg("web-error-not-found"),
        super::auth::browser_lang(&headers).unwrap_or_default(),
    )
}

/// A request body as JSON of type `T`: refused with a clear error when it is too large or
/// does not read.
pub(super) fn body<T: DeserializeOwned>(
    body: Result<Bytes, BytesRejection>,
    lang: Lang,
) -> Result<T, ApiError> {
    let bytes = body.map_err(|rejection| {
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                Text::msg("web-error-too-large"),
                lang,
            )
        } else {
            ApiError::bad_request(lang)
        }
    })?;
    serde_json::from_slice(&bytes).map_err(|_| ApiError::bad_request(lang))
}

/// A number from the path (`/api/games/12`): anything else is no such thing here.
fn id_of(text: &str, lang: Lang) -> Result<u64, ApiError> {
    text.parse::<u64>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or_else(|| {
            ApiError::new(
                StatusCode::NOT_FOUND,
                Text::msg("web-error-not-found"),
                lang,
            )
        })
}

impl Web {
    /// Sends a command, and starts the bot's move when the reply asks for it (as the other
    /// front ends do after showing a reply).
    pub(super) async fn run(&self, ctx: &Context, command: Command) -> Reply {
        let reply = self.service.handle(ctx, command).await;
        self.follow_up(reply.follow_up);
        reply
    }

    /// `run` for a command about game `id`, whose home (a Discord channel, the console) is
    /// told of what it changed, as of any move.
    pub(super) async fn run_in_game(&self, ctx: &Context, id: GameId, command: Command) -> Reply {
        let reply = self.run(ctx, command).await;
        self.service.tell_home(id, reply.clone());
        reply
    }

    /// Starts a bot move in the background: its result reaches every board through the
    /// change feed.
    pub(super) fn follow_up(&self, follow_up: Option<FollowUp>) {
        if let Some(FollowUp::BotMove(id)) = follow_up {
            let service = self.service.clone();
            tokio::spawn(async move {
                let mut next = Some(FollowUp::BotMove(id));
                while let Some(FollowUp::BotMove(id)) = next {
                    let reply = service.bot_move(id).await;
                    next = reply.follow_up;
                    service.tell_home(id, reply);
                }
            });
        }
    }

    /// Game `id` as `viewer` sees it from `ctx`, as the page's JSON.
    pub(super) async fn state(
        &self,
        ctx: &Context,
        id: GameId,
        lang: Lang,
    ) -> Result<Value, ApiError> {
        let service = self.service.clone();
        let context = ctx.clone();
        let page = tokio::task::spawn_blocking(move || service.game_page(&context, id))
            .await
            .map_err(|_| ApiError::bad_request(lang))?
            .map_err(|e| ApiError::from_game(&e, lang))?;
        Ok(json::game_state(&page, lang, self.live.spectators(id)))
    }
}

async fn lobby(State(web): State<Arc<Web>>, viewer: Viewer) -> Result<Response, ApiError> {
    let lang = web.lang(&viewer);
    let ctx = web.lobby_context(&viewer);
    let everywhere = web.lobby_everywhere(&viewer);
    let service = web.service.clone();
    let lobby = tokio::task::spawn_blocking(move || service.lobby(&ctx, everywhere))
        .await
        .map_err(|_| ApiError::bad_request(lang))?
        .map_err(|e| ApiError::from_game(&e, lang))?;
    Ok(Json(json::lobby(&lobby, viewer.id(), lang, web.service.now())).into_response())
}

/// The options of a new game, as the page sends them.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewGame {
    level: Option<u8>,
    variant: Option<String>,
    color: Option<String>,
    time: Option<String>,
    rated: Option<bool>,
}

impl NewGame {
    fn args(&self) -> Result<NewGameArgs, crate::game::GameError> {
        Ok(NewGameArgs {
            variant: self.variant.as_deref().map(parse_variant).transpose()?,
            setup: None,
            color: self.color.as_deref().map(parse_color).transpose()?,
            time: self.time.as_deref().map(parse_time).transpose()?,
            rated: self.rated,
        })
    }
}

/// `POST /api/play`: a game against the bot.
async fn play(
    State(web): State<Arc<Web>>,
    headers: HeaderMap,
    viewer: Viewer,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    check_origin(&web, &headers)?;
    let lang = web.lang(&viewer);
    let new: NewGame = body(raw, lang)?;
    let level = new
        .level
        .and_then(Level::new)
        .ok_or_else(|| ApiError::bad_request(lang))?;
    let args = new.args().map_err(|e| ApiError::from_game(&e, lang))?;
    let ctx = web.lobby_context(&viewer);
    let reply = web.run(&ctx, Command::Play { level, args }).await;
    match (&reply.game, reply.is_refusal()) {
        (Some(game), false) => Ok(Json(json!({"game": game.id.0})).into_response()),
        _ => Err(ApiError::from_reply(&reply, lang)),
    }
}

/// `POST /api/challenges`: an open challenge, for a link to send a friend.
async fn challenge(
    State(web): State<Arc<Web>>,
    headers: HeaderMap,
    viewer: Viewer,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    check_origin(&web, &headers)?;
    let lang = web.lang(&viewer);
    let new: NewGame = body(raw, lang)?;
    let args = new.args().map_err(|e| ApiError::from_game(&e, lang))?;
    let ctx = web.lobby_context(&viewer);
    let reply = web
        .run(
            &ctx,
            Command::Challenge {
                opponent: None,
                args,
            },
        )
        .await;
    match (&reply.challenge, reply.is_refusal()) {
        (Some(c), false) => {
            let base = web.service.web_url().unwrap_or_default();
            Ok(Json(json!({
                "challenge": c.id.0,
                "link": format!("{base}/challenge/{}", c.id.0),
            }))
            .into_response())
        }
        _ => Err(ApiError::from_reply(&reply, lang)),
    }
}

/// `GET /api/challenges/{id}`: a challenge the viewer may see from the lobby's place.
async fn show_challenge(
    State(web): State<Arc<Web>>,
    Path(id): Path<String>,
    viewer: Viewer,
) -> Result<Response, ApiError> {
    let lang = web.lang(&viewer);
    let id = ChallengeId(id_of(&id, lang)?);
    let ctx = web.lobby_context(&viewer);
    let service = web.service.clone();
    let found = tokio::task::spawn_blocking(move || service.lobby_challenge(&ctx, id))
        .await
        .map_err(|_| ApiError::bad_request(lang))?
        .map_err(|e| ApiError::from_game(&e, lang))?;
    match found {
        Some(c) => Ok(Json(json!({
            "id": c.id.0,
            "text": json::say(&c.text, lang, web.service.now()),
            "incoming": c.incoming,
        }))
        .into_response()),
        None => Err(ApiError::from_game(
            &crate::game::GameError::UnknownChallenge(id),
            lang,
        )),
    }
}

/// `POST /api/challenges/{id}/accept|decline|cancel`.
async fn answer_challenge(
    State(web): State<Arc<Web>>,
    Path((id, action)): Path<(String, String)>,
    headers: HeaderMap,
    viewer: Viewer,
) -> Result<Response, ApiError> {
    check_origin(&web, &headers)?;
    let lang = web.lang(&viewer);
    let challenge = Some(ChallengeId(id_of(&id, lang)?));
    let command = match action.as_str() {
        "accept" => Command::Accept { challenge },
        "decline" => Command::Decline { challenge },
        "cancel" => Command::Cancel { challenge },
        _ => return Err(not_found(headers).await),
    };
    let ctx = web.lobby_context(&viewer);
    let reply = web.run(&ctx, command).await;
    if reply.is_refusal() {
        return Err(ApiError::from_reply(&reply, lang));
    }
    web.live.lobby_changed();
    Ok(Json(json!({
        "game": reply.game.as_ref().map(|g| g.id.0),
        "message": json::say(&reply.text, lang, web.service.now()),
    }))
    .into_response())
}

/// A refusal of a command about game `id`, in the page's words where the service's speak of
/// commands to type (a spectator is told they watch, not to type `/board`).
fn refusal(reply: &Reply, id: GameId, lang: Lang) -> ApiError {
    match reply.kind {
        crate::game::ReplyKind::Refused(crate::game::ErrorKind::NotAPlayer) => ApiError::new(
            StatusCode::FORBIDDEN,
            crate::msg!("web-error-not-a-player", id = id.to_string()),
            lang,
        ),
        _ => ApiError::from_reply(reply, lang),
    }
}

/// `GET /api/games/{id}`.
async fn game(
    State(web): State<Arc<Web>>,
    Path(id): Path<String>,
    viewer: Viewer,
) -> Result<Response, ApiError> {
    let lang = web.lang(&viewer);
    let id = GameId(id_of(&id, lang)?);
    let ctx = web.game_context(&viewer, id).await?;
    Ok(Json(web.state(&ctx, id, lang).await?).into_response())
}

/// A move: picked on the board (with the position it was picked in), or typed.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveBody {
    uci: Option<String>,
    position: Option<String>,
    text: Option<String>,
}

/// `POST /api/games/{id}/move`.
async fn play_move(
    State(web): State<Arc<Web>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    viewer: Viewer,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    check_origin(&web, &headers)?;
    let lang = web.lang(&viewer);
    let id = GameId(id_of(&id, lang)?);
    let mv: MoveBody = body(raw, lang)?;
    let command = match (mv.uci, mv.position, mv.text) {
        (Some(uci), Some(position), None) if uci.len() <= 8 => Command::PickedMove {
            game: id,
            position: position.parse().map_err(|_| ApiError::bad_request(lang))?,
            uci,
        },
        (None, None, Some(text)) if text.chars().count() <= 64 => Command::Move {
            text,
            game: Some(id),
        },
        _ => return Err(ApiError::bad_request(lang)),
    };
    let picked_at = match &command {
        Command::PickedMove { position, .. } => Some(position.to_string()),
        _ => None,
    };
    let ctx = web.game_context(&viewer, id).await?;
    let reply = web.run_in_game(&ctx, id, command).await;
    let state = web.state(&ctx, id, lang).await?;
    if reply.is_refusal() {
        // A move picked on a board that was behind: said as the page says it.
        if picked_at.is_some_and(|p| state["position"] != p.as_str()) {
            return Err(ApiError::new(
                StatusCode::CONFLICT,
                Text::msg("web-error-position-changed"),
                lang,
            )
            .with_state(state));
        }
        return Err(refusal(&reply, id, lang).with_state(state));
    }
    Ok(Json(json!({"state": state})).into_response())
}

/// `POST /api/games/{id}/{action}`: resign, draw, decline-draw, takeback, decline-takeback,
/// abort, claim, rematch; accept-rematch and decline-rematch answer the opponent's rematch
/// challenge the game's state offers (`rematchOffer`), in the game's home.
async fn game_action(
    State(web): State<Arc<Web>>,
    Path((id, action)): Path<(String, String)>,
    headers: HeaderMap,
    viewer: Viewer,
) -> Result<Response, ApiError> {
    check_origin(&web, &headers)?;
    let lang = web.lang(&viewer);
    let id = GameId(id_of(&id, lang)?);
    let game = Some(id);
    let command = match action.as_str() {
        "resign" => Some(Command::Resign { game }),
        "draw" => Some(Command::Draw { game }),
        "decline-draw" => Some(Command::DeclineDraw { game }),
        "takeback" => Some(Command::Takeback { game }),
        "decline-takeback" => Some(Command::DeclineTakeback { game }),
        "abort" => Some(Command::Abort { game }),
        "claim" => Some(Command::ClaimTimeout { game }),
        "rematch" => Some(Command::Rematch { game }),
        "accept-rematch" | "decline-rematch" => None,
        _ => return Err(not_found(headers).await),
    };
    let ctx = web.game_context(&viewer, id).await?;
    let command = match command {
        Some(command) => command,
        None => {
            // The challenge offered now, if still open.
            let offered = web.state(&ctx, id, lang).await?["rematchOffer"]["challenge"]
                .as_u64()
                .map(ChallengeId);
            let Some(challenge) = offered else {
                return Err(ApiError::from_game(
                    &crate::game::GameError::NoChallenge,
                    lang,
                ));
            };
            if action == "accept-rematch" {
                Command::Accept {
                    challenge: Some(challenge),
                }
            } else {
                Command::Decline {
                    challenge: Some(challenge),
                }
            }
        }
    };
    let reply = web.run_in_game(&ctx, id, command).await;
    let state = web.state(&ctx, id, lang).await?;
    if reply.is_refusal() {
        return Err(refusal(&reply, id, lang).with_state(state));
    }
    if reply.challenge.is_some() || action.ends_with("-rematch") {
        web.live.lobby_changed();
    }
    Ok(Json(json!({
        "message": json::say(&reply.text, lang, web.service.now()),
        "state": state,
        "challenge": reply.challenge.as_ref().map(|c| c.id.0),
        // A rematch against the bot starts at once, and so does one accepted (the
        // opponent's, offered or crossing this one): the page opens it.
        "game": reply.game.as_ref().map(|g| g.id.0).filter(|g| *g != id.0),
    }))
    .into_response())
}

/// `GET /api/games/{id}/review`: the engine's review, move by move (never of a game between
/// people in progress).
async fn review(
    State(web): State<Arc<Web>>,
    Path(id): Path<String>,
    viewer: Viewer,
) -> Result<Response, ApiError> {
    let lang = web.lang(&viewer);
    let id = GameId(id_of(&id, lang)?);
    let ctx = web.game_context(&viewer, id).await?;
    // Fair play: never engine output about a game between people in progress.
    let state = web.state(&ctx, id, lang).await?;
    // (Before the first move there is nothing to review: the service says so.)
    let moved = state["moves"].as_array().is_some_and(|m| !m.is_empty());
    if moved && state["actions"]["review"] != true {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            Text::msg("web-error-no-review"),
            lang,
        ));
    }
    let (review, summary) = web
        .service
        .review_data(&ctx, id)
        .await
        .map_err(|e| ApiError::from_game(&e, lang))?;
    Ok(Json(json::review(&review, &summary, lang)).into_response())
}
