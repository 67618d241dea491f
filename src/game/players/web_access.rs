//! The web board's ways in: a one-time sign-in link (`/web` on the console or on Discord), good
//! once within `LINK_MS`, and the session it opens in a browser, good for `SESSION_MS` until
//! signed out or `/forget`. Each is a random secret of 256 bits handed to the user; the store
//! keeps only its SHA-256 (`WebAccess` under that hash), so a copy of the database opens
//! nothing. Sessions survive restarts, and on PostgreSQL any process knows them.

use crate::game::commands::command::Context;
use crate::game::error::GameError;
use crate::game::model::{GameId, ReplyKind, UserId, WebAccess, WebAccessKind, WebPlace};
use crate::game::players::PlayerService;
use crate::game::replies::reply::Reply;
use crate::msg;
use rand::RngCore;
use sha2::{Digest, Sha256};

/// How long a sign-in link works: 10 minutes.
pub const LINK_MS: i64 = 10 * 60 * 1000;
/// How long a session lasts: 30 days.
pub const SESSION_MS: i64 = 30 * 24 * 3600 * 1000;

/// How long a pressed "Play on the board" button is remembered: 5 minutes.
pub const LAUNCH_MS: i64 = 5 * 60 * 1000;

/// Who a web session is: what a front end needs to act for them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebUser {
    pub user: UserId,
    pub name: String,
    /// The channel a Discord Activity's session is bound to (`None`: a browser's, which acts
    /// in each game's own place).
    pub place: Option<WebPlace>,
    /// The user's Discord language, when the session knows it.
    pub lang: Option<crate::i18n::Lang>,
}

impl WebUser {
    fn of(access: WebAccess) -> WebUser {
        WebUser {
            user: access.user,
            name: access.name,
            place: access.place,
            lang: access.lang,
        }
    }
}

/// A new secret: 256 random bits from the system, in hex.
pub fn new_secret() -> String {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    hex(&bytes)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The key a secret is stored under.
fn key_of(secret: &str) -> String {
    hex(&Sha256::digest(secret.trim().as_bytes()))
}

/// Whether a text can be a secret this module made (64 hex digits): anything else is refused
/// before the store is asked.
fn well_formed(secret: &str) -> bool {
    secret.len() == 64 && secret.bytes().all(|b| b.is_ascii_hexdigit())
}

/// Where a user's pressed "Play on the board" is kept (no secret: it opens nothing).
fn launch_key(user: UserId) -> String {
    format!("launch-{}", user.0)
}

impl PlayerService {
    fn put_access(&self, kind: WebAccessKind, user: &WebUser) -> Result<String, GameError> {
        let now = self.kernel.now();
        let secret = new_secret();
        let access = WebAccess {
            kind,
            user: user.user,
            name: user.name.clone(),
            created_ms: now,
            expires_ms: now
                + match kind {
                    WebAccessKind::Link => LINK_MS,
                    WebAccessKind::Session => SESSION_MS,
                    WebAccessKind::Launch => LAUNCH_MS,
                },
            place: user.place.clone(),
            lang: user.lang,
            game: None,
        };
        self.web_access_repo
            .put_web_access(&key_of(&secret), &access)?;
        Ok(secret)
    }

    /// See `GameService::new_sign_in_link`.
    pub(in crate::game) fn new_sign_in_link(
        &self,
        user: UserId,
        name: &str,
    ) -> Result<String, GameError> {
        // Expired links and sessions are cleared now and then: when links are made.
        if let Err(e) = self
            .web_access_repo
            .forget_web_access(None, self.kernel.now())
        {
            tracing::warn!("cannot clear expired web sessions: {e}");
        }
        let user = WebUser {
            user,
            name: name.to_string(),
            place: None,
            lang: None,
        };
        self.put_access(WebAccessKind::Link, &user)
    }

    /// See `GameService::use_sign_in_link`.
    pub(in crate::game) fn use_sign_in_link(
        &self,
        secret: &str,
    ) -> Result<Option<(String, WebUser)>, GameError> {
        if !well_formed(secret) {
            return Ok(None);
        }
        let Some(link) = self.web_access_repo.take_web_access(&key_of(secret))? else {
            return Ok(None);
        };
        if link.kind != WebAccessKind::Link || link.expires_ms <= self.kernel.now() {
            if link.kind == WebAccessKind::Session {
                // A session's secret is no link: put back what was taken.
                self.web_access_repo
                    .put_web_access(&key_of(secret), &link)?;
            }
            return Ok(None);
        }
        let user = WebUser::of(link);
        let session = self.put_access(WebAccessKind::Session, &user)?;
        Ok(Some((session, user)))
    }

    /// `/web`: a private answer with a new sign-in link for the caller, or that the board is
    /// not served here.
    pub(in crate::game) fn web_link_reply(&self, ctx: &Context) -> Result<Reply, GameError> {
        let Some(base) = self.web.url() else {
            return Ok(Reply::private(ReplyKind::Info, msg!("web-off")));
        };
        let secret = self.new_sign_in_link(ctx.user, &ctx.name)?;
        Ok(Reply::private(
            ReplyKind::Info,
            msg!("web-link", link = format!("{base}/signin/{secret}")),
        ))
    }

    /// See `GameService::open_web_session`.
    pub(in crate::game) fn open_web_session(
        &self,
        user: UserId,
        name: &str,
    ) -> Result<String, GameError> {
        self.open_web_session_as(&WebUser {
            user,
            name: name.to_string(),
            place: None,
            lang: None,
        })
    }

    /// See `GameService::open_web_session_as`.
    pub(in crate::game) fn open_web_session_as(&self, user: &WebUser) -> Result<String, GameError> {
        self.put_access(WebAccessKind::Session, user)
    }

    /// See `GameService::web_session`.
    pub(in crate::game) fn web_session(&self, secret: &str) -> Result<Option<WebUser>, GameError> {
        if !well_formed(secret) {
            return Ok(None);
        }
        Ok(self
            .web_access_repo
            .web_access(&key_of(secret))?
            .filter(|a| a.kind == WebAccessKind::Session && a.expires_ms > self.kernel.now())
            .map(WebUser::of))
    }

    /// See `GameService::end_web_session`.
    pub(in crate::game) fn end_web_session(&self, secret: &str) -> Result<(), GameError> {
        if well_formed(secret) {
            self.web_access_repo.take_web_access(&key_of(secret))?;
        }
        Ok(())
    }

    /// See `GameService::note_board_launch`.
    pub(in crate::game) fn note_board_launch(
        &self,
        user: UserId,
        game: GameId,
    ) -> Result<(), GameError> {
        let now = self.kernel.now();
        let access = WebAccess {
            kind: WebAccessKind::Launch,
            user,
            name: String::new(),
            created_ms: now,
            expires_ms: now + LAUNCH_MS,
            place: None,
            lang: None,
            game: Some(game),
        };
        self.web_access_repo
            .put_web_access(&launch_key(user), &access)?;
        Ok(())
    }

    /// See `GameService::take_board_launch`.
    pub(in crate::game) fn take_board_launch(
        &self,
        user: UserId,
    ) -> Result<Option<GameId>, GameError> {
        Ok(self
            .web_access_repo
            .take_web_access(&launch_key(user))?
            .filter(|a| a.kind == WebAccessKind::Launch && a.expires_ms > self.kernel.now())
            .and_then(|a| a.game))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_256_random_bits_stored_by_their_hash() {
        let a = new_secret();
        let b = new_secret();
        assert_eq!(a.len(), 64);
        assert!(well_formed(&a));
        assert_ne!(a, b);
        assert_ne!(key_of(&a), a);
        assert_eq!(key_of(&a), key_of(&a));
        assert!(!well_formed("../../etc/passwd"));
        assert!(!well_formed(&"g".repeat(64)));
    }
}
