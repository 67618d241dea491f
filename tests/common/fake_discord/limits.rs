//! Discord's documented rate limits, as the fake enforces them: per-route buckets (a route
//! and its major parameter, the channel), each answered with its `X-RateLimit-Limit`,
//! `-Remaining`, `-Reset`, `-Reset-After` and `-Bucket` headers; 5 messages per 5 s per
//! channel for posts, and as many for edits; the global limit of 50 requests per second
//! for everything but the interaction endpoints (callbacks, follow-ups and their edits);
//! past a limit, 429 with `retry_after` (and `global`) in the JSON body and `Retry-After`.
//! A request refused so is not recorded: the bot is expected to wait and try again.

use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::json;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// Messages posted, or edited, per channel per window.
pub const MESSAGES_PER_WINDOW: u32 = 5;
pub const MESSAGE_WINDOW: Duration = Duration::from_secs(5);
/// Any other route, per route and channel (or server) per window.
pub const OTHER_PER_WINDOW: u32 = 50;
pub const OTHER_WINDOW: Duration = Duration::from_secs(1);
/// Requests per second for the whole bot, interaction endpoints left out.
pub const GLOBAL_PER_SECOND: u32 = 50;

/// A fixed window: `count` requests since `started`.
#[derive(Clone, Copy)]
struct Window {
    started: Instant,
    count: u32,
}

impl Window {
    /// Counts one request against `limit` per `length`: the window as it is then, or the
    /// time to wait when it is full.
    fn take(&mut self, now: Instant, limit: u32, length: Duration) -> Result<(), Duration> {
        if now.duration_since(self.started) >= length {
            *self = Window {
                started: now,
                count: 0,
            };
        }
        if self.count >= limit {
            return Err(length.saturating_sub(now.duration_since(self.started)));
        }
        self.count += 1;
        Ok(())
    }

    fn reset_after(&self, now: Instant, length: Duration) -> Duration {
        length.saturating_sub(now.duration_since(self.started))
    }
}

/// The fake's rate limits and what they refused.
pub struct Limits {
    buckets: Mutex<HashMap<String, Window>>,
    global: Mutex<Option<Window>>,
    /// Requests refused with 429 so far, and of those for the global limit.
    refused: AtomicU64,
    refused_global: AtomicU64,
    /// Messages per window per channel (`MESSAGES_PER_WINDOW` unless a test changes it).
    messages_per_window: AtomicU64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            buckets: Mutex::new(HashMap::new()),
            global: Mutex::new(None),
            refused: AtomicU64::new(0),
            refused_global: AtomicU64::new(0),
            messages_per_window: AtomicU64::new(u64::from(MESSAGES_PER_WINDOW)),
        }
    }
}

/// What the limits say about one request.
pub enum Verdict {
    /// Go on; these headers go with the answer.
    Pass(HeaderMap),
    /// Refused: this 429 is the answer.
    Refuse(Response),
}

/// The bucket of a request, with its limit and window: (key, name, limit, window).
/// `None` for the interaction endpoints, which have no shared bucket.
fn bucket(
    method: &str,
    segments: &[&str],
    messages: u32,
) -> Option<(String, &'static str, u32, Duration)> {
    match (method, segments) {
        (_, ["interactions", ..] | ["webhooks", ..]) => None,
        ("POST", ["channels", channel, "messages"]) => Some((
            format!("post:{channel}"),
            "messages-post",
            messages,
            MESSAGE_WINDOW,
        )),
        ("PATCH", ["channels", channel, "messages", _]) => Some((
            format!("patch:{channel}"),
            "messages-patch",
            messages,
            MESSAGE_WINDOW,
        )),
        (method, [first, major, rest @ ..]) => {
            let route: Vec<&str> = rest
                .iter()
                .map(|s| {
                    if s.bytes().all(|b| b.is_ascii_digit()) {
                        "{id}"
                    } else {
                        s
                    }
                })
                .collect();
            Some((
                format!("{method} {first}/{major}/{}", route.join("/")),
                "other",
                OTHER_PER_WINDOW,
                OTHER_WINDOW,
            ))
        }
        (method, other) => Some((
            format!("{method} {}", other.join("/")),
            "other",
            OTHER_PER_WINDOW,
            OTHER_WINDOW,
        )),
    }
}

fn seconds(d: Duration) -> String {
    format!("{:.3}", d.as_secs_f64())
}

fn header(value: String) -> HeaderValue {
    HeaderValue::from_str(&value).expect("a header value")
}

impl Limits {
    /// From now on `n` messages per channel per 5 s (posts, and as many edits).
    pub fn set_messages_per_window(&self, n: u32) {
        self.messages_per_window
            .store(u64::from(n), Ordering::SeqCst);
    }

    /// Requests refused with 429 so far: (all, of which for the global limit).
    pub fn refused(&self) -> (u64, u64) {
        (
            self.refused.load(Ordering::SeqCst),
            self.refused_global.load(Ordering::SeqCst),
        )
    }

    /// Counts a request (its method and its path's segments after `/api/v10/`).
    pub fn check(&self, method: &str, segments: &[&str]) -> Verdict {
        let now = Instant::now();
        let messages =
            u32::try_from(self.messages_per_window.load(Ordering::SeqCst)).unwrap_or(u32::MAX);
        let Some((key, name, limit, length)) = bucket(method, segments, messages) else {
            return Verdict::Pass(HeaderMap::new());
        };
        {
            let mut global = self.global.lock().expect("global limit");
            let window = global.get_or_insert(Window {
                started: now,
                count: 0,
            });
            if let Err(wait) = window.take(now, GLOBAL_PER_SECOND, Duration::from_secs(1)) {
                self.refused.fetch_add(1, Ordering::SeqCst);
                self.refused_global.fetch_add(1, Ordering::SeqCst);
                return Verdict::Refuse(too_many(wait, true, None));
            }
        }
        let mut buckets = self.buckets.lock().expect("buckets");
        let window = buckets.entry(key).or_insert(Window {
            started: now,
            count: 0,
        });
        let taken = window.take(now, limit, length);
        let reset_after = window.reset_after(now, length);
        let mut headers = HeaderMap::new();
        headers.insert("x-ratelimit-limit", header(limit.to_string()));
        let remaining = limit.saturating_sub(window.count);
        headers.insert("x-ratelimit-remaining", header(remaining.to_string()));
        let reset = SystemTime::now() + reset_after;
        let reset = reset.duration_since(UNIX_EPOCH).unwrap_or_default();
        headers.insert("x-ratelimit-reset", header(seconds(reset)));
        headers.insert("x-ratelimit-reset-after", header(seconds(reset_after)));
        headers.insert("x-ratelimit-bucket", HeaderValue::from_static(name));
        match taken {
            Ok(()) => Verdict::Pass(headers),
            Err(wait) => {
                self.refused.fetch_add(1, Ordering::SeqCst);
                Verdict::Refuse(too_many(wait, false, Some(headers)))
            }
        }
    }
}

/// Discord's 429: `retry_after` seconds, global or not.
fn too_many(wait: Duration, global: bool, headers: Option<HeaderMap>) -> Response {
    let body = json!({
        "message": "You are being rate limited.",
        "retry_after": wait.as_secs_f64(),
        "global": global,
    });
    let mut response = (StatusCode::TOO_MANY_REQUESTS, axum::Json(body)).into_response();
    let out = response.headers_mut();
    if let Some(headers) = headers {
        out.extend(headers);
    }
    out.insert("retry-after", header(seconds(wait)));
    if global {
        out.insert("x-ratelimit-global", HeaderValue::from_static("true"));
        out.insert("x-ratelimit-scope", HeaderValue::from_static("global"));
    } else {
        out.insert("x-ratelimit-scope", HeaderValue::from_static("user"));
    }
    response
}
