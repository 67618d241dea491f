//! The web board: a front end that serves a live board in the browser from the bot's own
//! process, as thin as `discord/` and `console/`. HTTP and WebSocket in (axum), typed
//! commands to `GameService::handle`, and replies, typed pages (`game::replies::page`) and the
//! service's change feed out, as JSON in the viewer's language. The page itself (`web/` in the
//! repository, TypeScript built with Vite) is embedded in the binary; `docs/web-api.md` is the
//! contract between the two.
//!
//! - `assets`: the built page and the piece pictures, embedded; the security headers.
//! - `auth`: sessions (cookie or bearer), sign-in links, "Sign in with Discord", Origin
//!   checks, limits per address.
//! - `place`: where a web request acts (the game's home, checked as a command typed there).
//! - `api`: the JSON endpoints, each a `game::Command` or a read of the service.
//! - `json`: typed pages and replies as the page's JSON, in the viewer's words.
//! - `live`: the WebSockets of open boards and lobbies, fed by the change feed.
//! - `activity`: the board inside Discord as an Activity (the SDK's sign-in, checked against
//!   the Activity instance; sessions bound to its channel).

mod activity;
mod api;
mod assets;
mod auth;
mod json;
mod live;
mod place;

pub use auth::{fetch_json, DiscordOAuth};
pub use place::Place;

use crate::game::GameService;
use axum::Router;
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::net::TcpListener;

/// How the web board is served.
#[derive(Clone, Debug)]
pub struct WebOptions {
    /// Where to listen.
    pub listen: SocketAddr,
    /// When `listen`'s port is taken, try the next ones (the console's default address).
    pub next_free_port: bool,
    /// The address users reach it at, behind a reverse proxy (`web.public_url`); else the
    /// address listened on.
    pub public_url: Option<String>,
    /// Where requests act: the console's one place, or Discord's servers and chats.
    pub place: Place,
    /// "Sign in with Discord" (OAuth2), when configured.
    pub discord: Option<auth::DiscordOAuth>,
    /// The board as a Discord Activity too (`web.activity`; needs `discord`).
    pub activity: bool,
}

/// A running web board.
pub struct WebServer {
    /// The address it listens on.
    pub addr: SocketAddr,
    /// Its address for users (`http://127.0.0.1:8080`, or the public URL).
    pub url: String,
    task: tokio::task::JoinHandle<()>,
}

impl WebServer {
    /// Stops serving.
    pub async fn stop(self) {
        self.task.abort();
        let _ = self.task.await;
    }
}

/// The shared state of every request.
pub(crate) struct Web {
    pub service: Arc<GameService>,
    pub options: WebOptions,
    /// The origins allowed besides the request's own host (the public URL's, the Activity's).
    pub origins: Vec<String>,
    pub limits: auth::AddressLimits,
    pub live: live::Hub,
    pub oauth_states: auth::OAuthStates,
    pub members: place::Memberships,
}

/// Starts serving the web board; the service's `/web` links point at it from then on.
pub async fn serve(service: Arc<GameService>, options: WebOptions) -> anyhow::Result<WebServer> {
    let listener = bind(options.listen, options.next_free_port).await?;
    let addr = listener.local_addr()?;
    let url = match &options.public_url {
        Some(url) => url.trim_end_matches('/').to_string(),
        None => format!("http://{addr}"),
    };
    service.set_web_url(&url);
    let mut origins = vec![auth::origin_of(&url)];
    if let Some(discord) = &options.discord {
        origins.push(format!("https://{}.discordsays.com", discord.client_id));
    }
    let web = Arc::new(Web {
        live: live::Hub::new(service.clone()),
        service,
        origins,
        limits: auth::AddressLimits::new(),
        oauth_states: auth::OAuthStates::default(),
        members: place::Memberships::default(),
        options,
    });
    let app = router(web);
    let task = tokio::spawn(async move {
        let served = axum::serve(
            listener,
            app.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .await;
        if let Err(e) = served {
            tracing::error!("the web board stopped: {e}");
        }
    });
    tracing::info!("web board at {url} (listening on {addr})");
    Ok(WebServer { addr, url, task })
}

/// Listens on `addr`, or when its port is taken and `next_free` is set, on the next free one
/// (up to 20 further).
async fn bind(addr: SocketAddr, next_free: bool) -> anyhow::Result<TcpListener> {
    let tries = if next_free && addr.port() != 0 { 20 } else { 0 };
    let mut last = None;
    for step in 0..=tries {
        let mut at = addr;
        at.set_port(addr.port().saturating_add(step));
        match TcpListener::bind(at).await {
            Ok(listener) => return Ok(listener),
            Err(e) if e.kind() == std::io::ErrorKind::AddrInUse => last = Some(e),
            Err(e) => return Err(anyhow::anyhow!("cannot listen on {at}: {e}")),
        }
    }
    Err(anyhow::anyhow!(
        "cannot listen on {addr}: {}; choose another address with --web-listen (127.0.0.1:0 picks a free port)",
        last.map(|e| e.to_string()).unwrap_or_default()
    ))
}

fn router(web: Arc<Web>) -> Router {
    let board = api::routes()
        .merge(activity::routes())
        .merge(auth::routes())
        .merge(live::routes())
        .merge(assets::routes())
        .layer(axum::extract::DefaultBodyLimit::max(api::MAX_BODY))
        .layer(axum::middleware::from_fn(assets::security_headers))
        .layer(tower_http::compression::CompressionLayer::new())
        .with_state(web);
    // Inside a Discord Activity every request goes through Discord's proxy, under `/.proxy/`:
    // the same board answers there, whether the proxy keeps the prefix or not.
    Router::new().nest("/.proxy", board.clone()).merge(board)
}
