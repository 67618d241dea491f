//! Players: what they prefer, what they may do, and what they may ask to forget.
//!
//! - `settings`: preferences (board theme, coordinates, notices by DM).
//! - `privacy`: data export, forgetting a user, retention.
//! - `authz`: who may act on a game or challenge.
//! - `limits`: abuse limits (per user and per channel rates, caps).
//! - `web_access`: the web board's one-time sign-in links and sessions.
//! - `web_links`: `WebLinks`, where the web board is served and whether boards offer it inside
//!   the front end.

pub mod authz;
pub mod limits;
pub mod privacy;
pub mod settings;
pub mod web_access;
pub mod web_links;
