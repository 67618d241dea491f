//! The page's files, embedded in the binary: the Vite build of `web/` (`web/dist/`), and the
//! piece pictures of `assets/pieces/` (the renderer's own, the same as on Discord). The page's
//! routes all answer its `index.html`; the page routes itself. Every answer carries the
//! security headers.

use super::Web;
use crate::render;
use crate::rules::{Color, Piece, PieceKind};
use axum::extract::{Path, Request};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use std::sync::Arc;

// The folder is found from the manifest of the package that compiles this file: the bot's, or
// the tests package's (`tests/`), which compiles the library's unit tests.
#[derive(rust_embed::Embed)]
#[cfg_attr(not(castalia_tests_package), folder = "web/dist/")]
#[cfg_attr(castalia_tests_package, folder = "../web/dist/")]
struct Page;

pub(super) fn routes() -> Router<Arc<Web>> {
    Router::new()
        .route("/", get(index))
        .route("/game/:id", get(index))
        .route("/game/:id/review", get(index))
        .route("/challenge/:id", get(index))
        .route("/assets/*file", get(asset))
        .route("/pieces/:file", get(piece))
        .route("/favicon.ico", get(favicon))
}

async fn index() -> Response {
    match Page::get("index.html") {
        Some(file) => (
            [
                (header::CONTENT_TYPE, "text/html; charset=utf-8"),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            file.data.into_owned(),
        )
            .into_response(),
        None => (StatusCode::NOT_FOUND, "the page was not built").into_response(),
    }
}

async fn asset(Path(file): Path<String>) -> Response {
    match Page::get(&format!("assets/{file}")) {
        Some(content) => (
            [
                (header::CONTENT_TYPE, content_type(&file)),
                // The names carry their content's hash.
                (header::CACHE_CONTROL, "public, max-age=31536000, immutable"),
            ],
            content.data.into_owned(),
        )
            .into_response(),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

async fn piece(Path(file): Path<String>) -> Response {
    match piece_named(&file) {
        Some(piece) => svg(render::piece_svg(piece)),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

async fn favicon() -> Response {
    svg(render::piece_svg(Piece::new(
        Color::White,
        PieceKind::Castalia,
    )))
}

fn svg(text: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        text,
    )
        .into_response()
}

/// The piece a picture's name stands for: `wP.svg` to `bC.svg`, the names of the files of
/// `assets/pieces/` (a colour, `w` or `b`, then the piece's upper-case letter).
fn piece_named(file: &str) -> Option<Piece> {
    let mut name = file.strip_suffix(".svg")?.chars();
    let color = match name.next()? {
        'w' => Color::White,
        'b' => Color::Black,
        _ => return None,
    };
    let letter = name.next().filter(char::is_ascii_uppercase)?;
    match name.next() {
        Some(_) => None,
        None => Some(Piece::new(color, PieceKind::from_letter(letter)?)),
    }
}

fn content_type(file: &str) -> &'static str {
    match file.rsplit('.').next() {
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("woff2") => "font/woff2",
        Some("json") => "application/json",
        _ => "application/octet-stream",
    }
}

/// The Content-Security-Policy of every answer: scripts and styles from the page's own files
/// only (no inline script), connections to itself, framed only by Discord (the Activity) or
/// itself (and by `http://localhost:3333`, the one origin besides Discord's that Discord's SDK
/// talks to: a developer's or a test's stand-in for the Discord client).
pub(super) const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
     img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; \
     form-action 'self'; frame-ancestors 'self' https://discord.com https://*.discord.com \
     https://*.discordsays.com http://localhost:3333";

/// Adds the security headers to every answer; answers of the API are never cached.
pub(super) async fn security_headers(request: Request, next: Next) -> Response {
    let api = request.uri().path().starts_with("/api/");
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    // A sign-in link's secret is in its path: never sent on as a referrer.
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    if api {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_piece_has_the_name_of_its_file_and_nothing_else_is_a_piece() {
        let pieces = std::path::Path::new(crate::REPOSITORY).join("assets/pieces");
        for color in Color::ALL {
            for kind in PieceKind::ALL {
                let piece = Piece::new(color, kind);
                let file = format!("{}{}.svg", &color.name()[..1], kind.letter());
                assert_eq!(piece_named(&file), Some(piece), "{file}");
                let art = std::fs::read_to_string(pieces.join(&file)).unwrap();
                assert_eq!(render::piece_svg(piece), art, "{file}");
            }
        }
        for file in [
            "wk.svg", "xK.svg", "wKK.svg", "wK.png", "wK", ".svg", "w.svg", "",
        ] {
            assert_eq!(piece_named(file), None, "{file}");
        }
    }
}
