//! Who is asking, and whether the request may act: the session (an HttpOnly cookie on the
//! web, a bearer token inside the Discord Activity, where cookies are third-party), one-time
//! sign-in links (`/signin/{secret}`), "Sign in with Discord" (OAuth2 authorization code with
//! `state`, scope `identify`), the Origin every state-changing request and WebSocket must
//! carry, and limits per address on sign-in attempts. No secret or session id is ever
//! logged.

use super::json::{messages, ApiError};
use super::Web;
use crate::game::players::web_access::{WebUser, SESSION_MS};
use crate::game::UserId;
use crate::i18n::{Lang, Text};
use crate::sync::Recover;
use axum::extract::{ConnectInfo, FromRequestParts, Path, Query, State};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use governor::{DefaultKeyedRateLimiter, Quota};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::{Arc, Mutex};

/// The session cookie's name.
pub(super) const COOKIE: &str = "castalia_session";

/// "Sign in with Discord": the application's OAuth2 client.
#[derive(Clone)]
pub struct DiscordOAuth {
    pub client_id: u64,
    pub client_secret: String,
    /// Discord's API base (`https://discord.com`; the fake Discord in tests).
    pub api_base: String,
    /// Where Discord sends the browser back: `{public_url}/auth/discord/callback`.
    pub redirect_uri: String,
    /// The HTTP client for Discord (its proxy and authorities, as the bot's).
    pub http: reqwest::Client,
}

impl std::fmt::Debug for DiscordOAuth {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the secret.
        f.debug_struct("DiscordOAuth")
            .field("client_id", &self.client_id)
            .field("api_base", &self.api_base)
            .finish_non_exhaustive()
    }
}

/// Sign-in attempts (links and OAuth) per address: 60 a minute, bursts of 30 (a classroom
/// behind one address signs in at once; a secret of 256 bits is not guessed either way).
pub(crate) struct AddressLimits {
    sign_in: DefaultKeyedRateLimiter<IpAddr>,
}

impl AddressLimits {
    pub fn new() -> AddressLimits {
        let per_minute = NonZeroU32::new(60).unwrap_or(NonZeroU32::MIN);
        let burst = NonZeroU32::new(30).unwrap_or(NonZeroU32::MIN);
        AddressLimits {
            sign_in: DefaultKeyedRateLimiter::keyed(
                Quota::per_minute(per_minute).allow_burst(burst),
            ),
        }
    }

    pub fn sign_in(&self, address: IpAddr) -> bool {
        self.sign_in.check_key(&address).is_ok()
    }
}

/// The address a request comes from, for the limits per address: the peer's, or, when the
/// peer is a reverse proxy on this machine (a loopback address), the last address its
/// `X-Forwarded-For` names (the one the proxy itself saw; earlier ones the client may forge).
pub(super) fn client_address(peer: SocketAddr, headers: &HeaderMap) -> IpAddr {
    if !peer.ip().is_loopback() {
        return peer.ip();
    }
    headers
        .get("x-forwarded-for")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.rsplit(',').next())
        .and_then(|last| last.trim().parse().ok())
        .unwrap_or_else(|| peer.ip())
}

/// OAuth2 `state` values handed out and not yet used, with when they expire and where to go
/// after.
#[derive(Default)]
pub(crate) struct OAuthStates(Mutex<HashMap<String, (i64, String)>>);

/// The origin of a URL (`https://bot.example.org` of `https://bot.example.org/x`).
pub(super) fn origin_of(url: &str) -> String {
    let after_scheme = url.find("://").map_or(0, |i| i + 3);
    match url[after_scheme..].find('/') {
        Some(i) => url[..after_scheme + i].to_string(),
        None => url.to_string(),
    }
}

/// The language a browser asks for (`Accept-Language`), as far as the bot speaks it.
pub(super) fn browser_lang(headers: &HeaderMap) -> Option<Lang> {
    let accepted = headers.get(header::ACCEPT_LANGUAGE)?.to_str().ok()?;
    accepted.split(',').find_map(|part| {
        let tag = part.split(';').next()?.trim();
        Lang::from_discord(tag).or_else(|| Lang::from_discord(tag.split('-').next()?))
    })
}

/// The language a WebSocket's query names (`lang=fr`, as the page's `<html lang>`).
fn query_lang(query: &str) -> Option<Lang> {
    query
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .find(|(k, _)| *k == "lang")
        .and_then(|(_, v)| Lang::from_discord(v))
}

/// Whether a state-changing request or a WebSocket comes from the page itself: its `Origin`
/// is the request's own host's, the public URL's or the Activity's.
pub(super) fn check_origin(web: &Web, headers: &HeaderMap) -> Result<(), ApiError> {
    let origin = headers
        .get(header::ORIGIN)
        .and_then(|o| o.to_str().ok())
        .unwrap_or("");
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("");
    let own = !host.is_empty()
        && (origin == format!("http://{host}") || origin == format!("https://{host}"));
    if own || web.origins.iter().any(|o| o == origin) {
        Ok(())
    } else {
        Err(ApiError::new(
            StatusCode::FORBIDDEN,
            Text::msg("web-error-origin"),
            browser_lang(headers).unwrap_or_default(),
        ))
    }
}

/// The session secret a request carries: the bearer token, else the cookie (else, for a
/// WebSocket, `?session=`).
fn session_secret(headers: &HeaderMap, query: Option<&str>) -> Option<String> {
    if let Some(bearer) = headers
        .get(header::AUTHORIZATION)
        .and_then(|a| a.to_str().ok())
        .and_then(|a| a.strip_prefix("Bearer "))
    {
        return Some(bearer.trim().to_string());
    }
    for cookies in headers.get_all(header::COOKIE) {
        let Ok(cookies) = cookies.to_str() else {
            continue;
        };
        for cookie in cookies.split(';') {
            if let Some((name, value)) = cookie.trim().split_once('=') {
                if name == COOKIE {
                    return Some(value.to_string());
                }
            }
        }
    }
    query.and_then(|q| {
        q.split('&')
            .filter_map(|kv| kv.split_once('='))
            .find(|(k, _)| *k == "session")
            .map(|(_, v)| v.to_string())
    })
}

/// A signed-in viewer: who they are and the language of what they read.
#[derive(Clone, Debug)]
pub(crate) struct Viewer {
    pub user: WebUser,
    pub secret: String,
    /// The browser's language (their `/settings language` wins: see `Web::lang`).
    pub browser: Option<Lang>,
}

impl Viewer {
    pub fn id(&self) -> UserId {
        self.user.user
    }
}

/// A request without a valid session: 401, in the browser's language.
fn signed_out(headers: &HeaderMap) -> ApiError {
    ApiError::new(
        StatusCode::UNAUTHORIZED,
        Text::msg("web-error-signed-out"),
        browser_lang(headers).unwrap_or_default(),
    )
}

#[axum::async_trait]
impl FromRequestParts<Arc<Web>> for Viewer {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, web: &Arc<Web>) -> Result<Viewer, ApiError> {
        let websocket = parts.uri.path().starts_with("/ws/");
        let query = if websocket { parts.uri.query() } else { None };
        let Some(secret) = session_secret(&parts.headers, query) else {
            return Err(signed_out(&parts.headers));
        };
        let service = web.service.clone();
        let lookup = secret.clone();
        let found = tokio::task::spawn_blocking(move || service.web_session(&lookup))
            .await
            .map_err(|_| signed_out(&parts.headers))?;
        match found {
            Ok(Some(user)) => Ok(Viewer {
                // The Discord client's language (an Activity's), else the browser's: a
                // WebSocket names it in its query (`?lang=fr`), as a browser need not send
                // `Accept-Language` on a WebSocket's handshake.
                browser: user
                    .lang
                    .or_else(|| query.and_then(query_lang))
                    .or_else(|| browser_lang(&parts.headers)),
                user,
                secret,
            }),
            Ok(None) => Err(signed_out(&parts.headers)),
            Err(e) => Err(ApiError::from_game(
                &e,
                browser_lang(&parts.headers).unwrap_or_default(),
            )),
        }
    }
}

pub(super) fn routes() -> Router<Arc<Web>> {
    Router::new()
        .route("/signin/:secret", get(sign_in))
        .route("/api/session", get(session))
        .route("/api/signout", post(sign_out))
        .route("/auth/discord", get(discord_start))
        .route("/auth/discord/callback", get(discord_callback))
}

/// Whether the request came over https (directly or through a proxy that says so).
fn secure(web: &Web, headers: &HeaderMap) -> bool {
    headers
        .get("x-forwarded-proto")
        .and_then(|p| p.to_str().ok())
        .is_some_and(|p| p.eq_ignore_ascii_case("https"))
        || web
            .options
            .public_url
            .as_deref()
            .is_some_and(|u| u.starts_with("https://"))
}

/// The `Set-Cookie` of a session (an empty, expired one to clear it).
fn session_cookie(secret: Option<&str>, secure: bool) -> HeaderValue {
    let max_age = if secret.is_some() {
        SESSION_MS / 1000
    } else {
        0
    };
    let mut cookie = format!(
        "{COOKIE}={}; Path=/; HttpOnly; SameSite=Lax; Max-Age={max_age}",
        secret.unwrap_or("")
    );
    if secure {
        cookie.push_str("; Secure");
    }
    HeaderValue::from_str(&cookie).unwrap_or_else(|_| HeaderValue::from_static(""))
}

/// Only a path of this site to go to after signing in (never another site).
fn local_path(next: Option<&String>) -> String {
    match next {
        Some(p) if p.starts_with('/') && !p.starts_with("//") && !p.contains('\\') => p.clone(),
        _ => "/".to_string(),
    }
}

/// A small page for the browser, in its language (a sign-in that failed).
fn message_page(status: StatusCode, text: Text, lang: Lang) -> Response {
    let words = text.words(lang);
    let escaped = words
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;");
    let title = crate::i18n::tr(lang, "web-ui-title");
    let body = format!(
        "<!doctype html><html lang=\"{}\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{title}</title></head><body><main><h1>{title}</h1><p>{escaped}</p><p><a href=\"/\">{title}</a></p></main></body></html>",
        lang.code()
    );
    (status, Html(body)).into_response()
}

/// `GET /signin/{secret}`: uses a one-time link, opens a session in this browser.
async fn sign_in(
    State(web): State<Arc<Web>>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    Path(secret): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let lang = browser_lang(&headers).unwrap_or_default();
    if !web.limits.sign_in(client_address(address, &headers)) {
        return message_page(
            StatusCode::TOO_MANY_REQUESTS,
            Text::msg("web-error-too-many"),
            lang,
        );
    }
    let service = web.service.clone();
    let used = tokio::task::spawn_blocking(move || service.use_sign_in_link(&secret)).await;
    match used {
        Ok(Ok(Some((session, user)))) => {
            tracing::info!(user = user.user.0, "signed in on the web board with a link");
            let mut response = Redirect::to(&local_path(query.get("next"))).into_response();
            response.headers_mut().insert(
                header::SET_COOKIE,
                session_cookie(Some(&session), secure(&web, &headers)),
            );
            response
        }
        Ok(Ok(None)) => message_page(StatusCode::GONE, Text::msg("web-signin-failed"), lang),
        Ok(Err(e)) => message_page(StatusCode::SERVICE_UNAVAILABLE, e.text(), lang),
        Err(_) => message_page(
            StatusCode::SERVICE_UNAVAILABLE,
            Text::msg("web-error-bad-request"),
            lang,
        ),
    }
}

/// `GET /api/session`: who is signed in, and the page's words in their language.
async fn session(
    State(web): State<Arc<Web>>,
    headers: HeaderMap,
    viewer: Result<Viewer, ApiError>,
) -> Response {
    let discord = web.options.discord.is_some();
    match viewer {
        Ok(viewer) => {
            let lang = web.lang(&viewer);
            Json(serde_json::json!({
                "user": {"id": viewer.id().0.to_string(), "name": viewer.user.name},
                "lang": lang.code(),
                "messages": messages(lang),
                "signInWithDiscord": discord,
            }))
            .into_response()
        }
        Err(_) => {
            let lang = browser_lang(&headers).unwrap_or_default();
            (
                StatusCode::UNAUTHORIZED,
                Json(serde_json::json!({
                    "error": Text::msg("web-error-signed-out").words(lang),
                    "lang": lang.code(),
                    "messages": messages(lang),
                    "signInWithDiscord": discord,
                })),
            )
                .into_response()
        }
    }
}

/// `POST /api/signout`: ends this session.
async fn sign_out(
    State(web): State<Arc<Web>>,
    headers: HeaderMap,
    viewer: Viewer,
) -> Result<Response, ApiError> {
    check_origin(&web, &headers)?;
    let service = web.service.clone();
    let secret = viewer.secret.clone();
    let lang = web.lang(&viewer);
    tokio::task::spawn_blocking(move || service.end_web_session(&secret))
        .await
        .map_err(|_| {
            ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                Text::msg("web-error-bad-request"),
                lang,
            )
        })?
        .map_err(|e| ApiError::from_game(&e, lang))?;
    let mut response = Json(serde_json::json!({})).into_response();
    response.headers_mut().insert(
        header::SET_COOKIE,
        session_cookie(None, secure(&web, &headers)),
    );
    Ok(response)
}

/// How long an OAuth2 `state` is good for: 10 minutes.
const STATE_MS: i64 = 10 * 60 * 1000;

/// `GET /auth/discord`: to Discord's authorization page, with a fresh `state`.
async fn discord_start(
    State(web): State<Arc<Web>>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let lang = browser_lang(&headers).unwrap_or_default();
    let Some(discord) = &web.options.discord else {
        return message_page(
            StatusCode::NOT_FOUND,
            Text::msg("web-error-discord-off"),
            lang,
        );
    };
    if !web.limits.sign_in(client_address(address, &headers)) {
        return message_page(
            StatusCode::TOO_MANY_REQUESTS,
            Text::msg("web-error-too-many"),
            lang,
        );
    }
    let state = crate::game::players::web_access::new_secret();
    let now = web.service.now();
    {
        let mut states = web.oauth_states.0.lock().recover();
        states.retain(|_, (expires, _)| *expires > now);
        // Bounded: a flood of starts cannot grow it without limit.
        if states.len() >= 10_000 {
            return message_page(
                StatusCode::TOO_MANY_REQUESTS,
                Text::msg("web-error-too-many"),
                lang,
            );
        }
        states.insert(
            state.clone(),
            (now + STATE_MS, local_path(query.get("next"))),
        );
    }
    let query = serde_urlencoded::to_string([
        ("response_type", "code"),
        ("client_id", &discord.client_id.to_string()),
        ("scope", "identify"),
        ("state", &state),
        ("redirect_uri", &discord.redirect_uri),
        ("prompt", "none"),
    ])
    .unwrap_or_default();
    Redirect::to(&format!("https://discord.com/oauth2/authorize?{query}")).into_response()
}

/// The JSON a request to Discord answers, if it succeeds and is JSON.
pub async fn fetch_json(request: reqwest::RequestBuilder) -> Option<serde_json::Value> {
    let answer = request.send().await.ok()?.error_for_status().ok()?;
    serde_json::from_slice(&answer.bytes().await.ok()?).ok()
}

/// Who a Discord OAuth2 code belongs to: exchanged at `POST /oauth2/token` (form-encoded, with
/// the client secret), then `GET /users/@me` with the access token. The user (with the
/// language of their Discord client, `locale`, when the bot speaks it) and the access token;
/// `None` when Discord does not confirm it.
pub(crate) async fn discord_identify(
    discord: &DiscordOAuth,
    code: &str,
    redirect_uri: Option<&str>,
) -> Option<(WebUser, String)> {
    let mut form = vec![
        ("client_id", discord.client_id.to_string()),
        ("client_secret", discord.client_secret.clone()),
        ("grant_type", "authorization_code".to_string()),
        ("code", code.to_string()),
    ];
    if let Some(uri) = redirect_uri {
        form.push(("redirect_uri", uri.to_string()));
    }
    let body = serde_urlencoded::to_string(&form).ok()?;
    let base = discord.api_base.trim_end_matches('/');
    let token = fetch_json(
        discord
            .http
            .post(format!("{base}/api/v10/oauth2/token"))
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body(body),
    )
    .await?;
    let access = token.get("access_token")?.as_str()?;
    let me = fetch_json(
        discord
            .http
            .get(format!("{base}/api/v10/users/@me"))
            .bearer_auth(access),
    )
    .await?;
    let id: u64 = me.get("id")?.as_str()?.parse().ok()?;
    let name = me
        .get("global_name")
        .and_then(|n| n.as_str())
        .or_else(|| me.get("username").and_then(|n| n.as_str()))?
        .to_string();
    let lang = me
        .get("locale")
        .and_then(|l| l.as_str())
        .and_then(Lang::from_discord);
    Some((
        WebUser {
            user: UserId(id),
            name,
            place: None,
            lang,
        },
        access.to_string(),
    ))
}

/// `GET /auth/discord/callback?code=&state=`: checks the state, asks Discord who the code is
/// for, opens a session.
async fn discord_callback(
    State(web): State<Arc<Web>>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let lang = browser_lang(&headers).unwrap_or_default();
    let Some(discord) = web.options.discord.clone() else {
        return message_page(
            StatusCode::NOT_FOUND,
            Text::msg("web-error-discord-off"),
            lang,
        );
    };
    if !web.limits.sign_in(client_address(address, &headers)) {
        return message_page(
            StatusCode::TOO_MANY_REQUESTS,
            Text::msg("web-error-too-many"),
            lang,
        );
    }
    let failed = || {
        message_page(
            StatusCode::FORBIDDEN,
            Text::msg("web-error-discord-failed"),
            lang,
        )
    };
    let (Some(code), Some(state)) = (query.get("code"), query.get("state")) else {
        return failed();
    };
    let next = {
        let mut states = web.oauth_states.0.lock().recover();
        match states.remove(state) {
            Some((expires, next)) if expires > web.service.now() => next,
            _ => return failed(),
        }
    };
    let Some((user, _)) = discord_identify(&discord, code, Some(&discord.redirect_uri)).await
    else {
        return failed();
    };
    let service = web.service.clone();
    let name = user.name.clone();
    let opened =
        tokio::task::spawn_blocking(move || service.open_web_session(user.user, &name)).await;
    match opened {
        Ok(Ok(session)) => {
            let mut response = Redirect::to(&next).into_response();
            response.headers_mut().insert(
                header::SET_COOKIE,
                session_cookie(Some(&session), secure(&web, &headers)),
            );
            response
        }
        _ => failed(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn origins_and_paths() {
        assert_eq!(
            origin_of("https://bot.example.org/x/y"),
            "https://bot.example.org"
        );
        assert_eq!(origin_of("http://127.0.0.1:8080"), "http://127.0.0.1:8080");
        assert_eq!(local_path(Some(&"/game/3".to_string())), "/game/3");
        assert_eq!(local_path(Some(&"//evil.example".to_string())), "/");
        assert_eq!(local_path(Some(&"https://evil.example".to_string())), "/");
        assert_eq!(local_path(None), "/");
    }

    #[test]
    fn behind_a_local_proxy_the_limits_count_the_forwarded_address() {
        let mut headers = HeaderMap::new();
        headers.insert(
            "x-forwarded-for",
            HeaderValue::from_static("6.6.6.6, 203.0.113.7"),
        );
        let local: SocketAddr = "127.0.0.1:5000".parse().expect("address");
        let remote: SocketAddr = "198.51.100.2:5000".parse().expect("address");
        assert_eq!(
            client_address(local, &headers),
            "203.0.113.7".parse::<IpAddr>().expect("ip")
        );
        assert_eq!(client_address(remote, &headers), remote.ip());
        assert_eq!(client_address(local, &HeaderMap::new()), local.ip());
    }

    #[test]
    fn the_session_comes_from_the_bearer_then_the_cookie() {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::COOKIE,
            HeaderValue::from_static("a=1; castalia_session=abc"),
        );
        assert_eq!(session_secret(&headers, None).as_deref(), Some("abc"));
        headers.insert(
            header::AUTHORIZATION,
            HeaderValue::from_static("Bearer xyz"),
        );
        assert_eq!(session_secret(&headers, None).as_deref(), Some("xyz"));
        assert_eq!(
            session_secret(&HeaderMap::new(), Some("x=1&session=q")).as_deref(),
            Some("q")
        );
    }
}
