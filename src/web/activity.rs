//! The board inside Discord, as an Activity (an embedded app in an iframe at
//! `https://APP_ID.discordsays.com`, its requests through Discord's proxy). The page signs in
//! with `@discord/embedded-app-sdk`: the code its `authorize` gives is exchanged here
//! (`POST /oauth2/token` with the client secret, then `GET /users/@me`, whose `locale` is the
//! language the Activity speaks unless the user chose one with `/settings`), and before anything
//! is shown Discord is asked which channel the Activity instance runs in and who takes part
//! (`GET /applications/{app}/activity-instances/{instance}`): a user who is not a participant,
//! a forged instance or a code for another application is refused. The session it opens is a
//! bearer token (cookies are third-party in Discord's frame) bound to that channel: its games,
//! its challenges, as a command typed there.

use super::auth::{discord_identify, Viewer};
use super::json::ApiError;
use super::{Place, Web};
use crate::game::model::WebPlace;
use crate::game::players::web_access::WebUser;
use crate::game::{ChannelId, GuildId};
use crate::i18n::{Lang, Text};
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::json;
use std::net::SocketAddr;
use std::sync::Arc;

pub(super) fn routes() -> Router<Arc<Web>> {
    Router::new()
        .route("/api/activity/config", get(config))
        .route("/api/activity/session", post(session))
}

/// The Activity's client id, when the Activity is on.
fn client_id(web: &Web) -> Option<u64> {
    web.options
        .activity
        .then(|| web.options.discord.as_ref().map(|d| d.client_id))
        .flatten()
}

/// `GET /api/activity/config`: the application id the page gives the SDK.
async fn config(State(web): State<Arc<Web>>, headers: HeaderMap) -> Result<Response, ApiError> {
    match client_id(&web) {
        Some(id) => Ok(Json(json!({"clientId": id.to_string()})).into_response()),
        None => Err(ApiError::new(
            StatusCode::NOT_FOUND,
            Text::msg("web-error-not-found"),
            super::auth::browser_lang(&headers).unwrap_or_default(),
        )),
    }
}

/// What the page sends after the SDK's `authorize`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct SignIn {
    code: String,
    instance_id: String,
    #[serde(default)]
    channel_id: Option<String>,
    #[serde(default)]
    guild_id: Option<String>,
    /// The Discord client's language as its frame says it (`navigator.language`): used
    /// when Discord's `GET /users/@me` names no `locale` the bot speaks.
    #[serde(default)]
    lang: Option<String>,
}

/// The instance an Activity runs as, as Discord tells it: its channel, its server, who takes
/// part.
struct Instance {
    channel: ChannelId,
    guild: Option<GuildId>,
    users: Vec<u64>,
}

/// `GET /applications/{app}/activity-instances/{instance}` with the bot's token.
async fn instance(web: &Web, app: u64, id: &str) -> Option<Instance> {
    let Place::Discord {
        http,
        api_base,
        token,
    } = &web.options.place
    else {
        return None;
    };
    // An instance id is Discord's: anything else is refused before asking.
    if id.is_empty()
        || id.len() > 100
        || !id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    {
        return None;
    }
    let found = super::auth::fetch_json(
        http.get(format!(
            "{}/api/v10/applications/{app}/activity-instances/{id}",
            api_base.trim_end_matches('/')
        ))
        .header("Authorization", format!("Bot {token}")),
    )
    .await?;
    if found.get("application_id")?.as_str()? != app.to_string()
        || found.get("instance_id")?.as_str()? != id
    {
        return None;
    }
    let location = found.get("location")?;
    let id_of = |v: Option<&serde_json::Value>| {
        v.and_then(|v| v.as_str())
            .and_then(|s| s.parse::<u64>().ok())
    };
    Some(Instance {
        channel: ChannelId(id_of(location.get("channel_id"))?),
        guild: id_of(location.get("guild_id")).map(GuildId),
        users: found
            .get("users")?
            .as_array()?
            .iter()
            .filter_map(|u| u.as_str()?.parse().ok())
            .collect(),
    })
}

/// `POST /api/activity/session`: who the SDK's code belongs to, checked against the Activity
/// instance; a session bound to its channel, and the game whose button the user pressed.
async fn session(
    State(web): State<Arc<Web>>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    super::auth::check_origin(&web, &headers)?;
    let browser = super::auth::browser_lang(&headers).unwrap_or_default();
    let (Some(app), Some(discord)) = (client_id(&web), web.options.discord.clone()) else {
        return Err(ApiError::new(
            StatusCode::NOT_FOUND,
            Text::msg("web-error-not-found"),
            browser,
        ));
    };
    if !web
        .limits
        .sign_in(super::auth::client_address(address, &headers))
    {
        return Err(ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            Text::msg("web-error-too-many"),
            browser,
        ));
    }
    let sign_in: SignIn = super::api::body(raw, browser)?;
    let page_lang = sign_in
        .lang
        .as_deref()
        .and_then(|l| Lang::from_discord(l).or_else(|| Lang::from_discord(l.split('-').next()?)))
        .unwrap_or(browser);
    let refused = || {
        ApiError::new(
            StatusCode::FORBIDDEN,
            Text::msg("web-error-activity-refused"),
            page_lang,
        )
    };
    let Some((user, access_token)) = discord_identify(&discord, &sign_in.code, None).await else {
        return Err(refused());
    };
    let Some(instance) = instance(&web, app, &sign_in.instance_id).await else {
        return Err(refused());
    };
    // Only someone taking part in the instance, and only where it runs.
    let claimed = |given: &Option<String>, actual: Option<u64>| {
        given
            .as_deref()
            .and_then(|g| g.parse::<u64>().ok())
            .is_none_or(|g| Some(g) == actual)
    };
    if !instance.users.contains(&user.user.0)
        || !claimed(&sign_in.channel_id, Some(instance.channel.0))
        || !claimed(&sign_in.guild_id, instance.guild.map(|g| g.0))
    {
        return Err(refused());
    }
    // The Discord client's language, as Discord tells it (`locale`), else the frame's; a
    // `/settings language` of their own wins over both (`Web::lang`).
    let lang = user.lang.unwrap_or(page_lang);
    let user = WebUser {
        place: Some(WebPlace {
            guild: instance.guild,
            channel: instance.channel,
        }),
        lang: Some(lang),
        ..user
    };
    let service = web.service.clone();
    let opening = user.clone();
    let (session, launched) = tokio::task::spawn_blocking(move || {
        let session = service.open_web_session_as(&opening)?;
        let launched = service.take_board_launch(opening.user)?;
        Ok::<_, crate::game::GameError>((session, launched))
    })
    .await
    .map_err(|_| ApiError::bad_request(lang))?
    .map_err(|e| ApiError::from_game(&e, lang))?;
    // The pressed button's game, if this channel's.
    let viewer = Viewer {
        user: user.clone(),
        secret: session.clone(),
        browser: Some(lang),
    };
    let game = match launched {
        Some(id) if web.game_context(&viewer, id).await.is_ok() => Some(id.0),
        _ => None,
    };
    let lang = web.lang(&viewer);
    tracing::info!(
        user = user.user.0,
        "signed in on the board in a Discord Activity"
    );
    Ok(Json(json!({
        "session": session,
        "accessToken": access_token,
        "user": {"id": user.user.0.to_string(), "name": user.name},
        "lang": lang.code(),
        "game": game,
    }))
    .into_response())
}
