//! Where a web request acts. A request about game N is checked exactly as a command typed in
//! game N's home (its thread or channel, or its private chat): the `Context` is made there,
//! and the service's own checks decide who may see, play, offer or review it. Before that,
//! the asker must be in that place: a server's member (asked of Discord and cached briefly),
//! or, for a private chat's game, one of its players (Discord does not tell a bot who is in a
//! private chat). On the console every request acts in the console's one place.

use super::auth::Viewer;
use super::json::ApiError;
use super::Web;
use crate::game::replies::page::GamePlace;
use crate::game::{ChannelId, Context, GameId, GuildId, Locale, Site, UserId};
use crate::msg;
use crate::sync::Recover;
use axum::http::StatusCode;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Where the web board's requests act.
#[derive(Clone)]
pub enum Place {
    /// The console: one place for everything (its channel).
    Console { channel: ChannelId },
    /// Discord: each game in its own home; server membership asked of Discord's API with the
    /// bot's token.
    Discord {
        http: reqwest::Client,
        api_base: String,
        token: String,
    },
}

impl std::fmt::Debug for Place {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Place::Console { channel } => write!(f, "Console({})", channel.0),
            // Never the token.
            Place::Discord { api_base, .. } => write!(f, "Discord({api_base})"),
        }
    }
}

/// How long an answer about a server's membership is kept.
const MEMBERSHIP_TTL: Duration = Duration::from_secs(120);

/// Server memberships Discord told us of, briefly kept: (server, user) -> (member, when asked).
#[derive(Default)]
pub(crate) struct Memberships(Mutex<HashMap<(GuildId, UserId), (bool, Instant)>>);

impl Memberships {
    fn cached(&self, guild: GuildId, user: UserId) -> Option<bool> {
        let map = self.0.lock().recover();
        map.get(&(guild, user))
            .filter(|(_, at)| at.elapsed() < MEMBERSHIP_TTL)
            .map(|(member, _)| *member)
    }

    fn remember(&self, guild: GuildId, user: UserId, member: bool) {
        let mut map = self.0.lock().recover();
        if map.len() > 50_000 {
            map.retain(|_, (_, at)| at.elapsed() < MEMBERSHIP_TTL);
        }
        map.insert((guild, user), (member, Instant::now()));
    }
}

impl Web {
    /// The viewer's language: their `/settings language`, else their browser's.
    pub fn lang(&self, viewer: &Viewer) -> crate::i18n::Lang {
        self.service.reply_lang(&self.base_context(viewer))
    }

    /// A context for `viewer` in their own place: the console's on the console; on Discord
    /// the channel their Activity runs in, or else the web's own place.
    fn base_context(&self, viewer: &Viewer) -> Context {
        let (channel, guild, site) = match (&self.options.place, &viewer.user.place) {
            (Place::Console { channel }, _) => (*channel, GuildId(0), Site::Console),
            (Place::Discord { .. }, Some(bound)) => match bound.guild {
                Some(guild) => (bound.channel, guild, Site::Server(String::new())),
                None => (bound.channel, GuildId(0), Site::PrivateChannel),
            },
            (Place::Discord { .. }, None) => {
                (crate::game::model::WEB_CHANNEL, GuildId(0), Site::Web)
            }
        };
        Context {
            user: viewer.id(),
            name: viewer.user.name.clone(),
            channel,
            guild,
            is_admin: false,
            organiser: matches!(self.options.place, Place::Console { .. }),
            site,
            locale: Locale {
                user: viewer.browser,
                server: None,
            },
        }
    }

    /// Where the lobby's requests act: the console's place; on Discord the web's own
    /// (`Site::Web`), where games made on the page are played (the lobby lists the viewer's
    /// own games of every place too).
    pub fn lobby_context(&self, viewer: &Viewer) -> Context {
        self.base_context(viewer)
    }

    /// Whether the lobby lists the viewer's games of every place (a browser's on Discord; an
    /// Activity's lobby is its channel's).
    pub fn lobby_everywhere(&self, viewer: &Viewer) -> bool {
        matches!(self.options.place, Place::Discord { .. }) && viewer.user.place.is_none()
    }

    /// The context of a request by `viewer` about game `id`: made in the game's home, once
    /// the viewer is known to be there. Refused as an unknown game otherwise (nothing says
    /// whether such a game exists elsewhere).
    pub async fn game_context(&self, viewer: &Viewer, id: GameId) -> Result<Context, ApiError> {
        let base = self.base_context(viewer);
        let lang = self.service.reply_lang(&base);
        let unknown = || {
            ApiError::new(
                StatusCode::NOT_FOUND,
                msg!("web-error-no-game", id = id.to_string()),
                lang,
            )
        };
        let Place::Discord { .. } = &self.options.place else {
            return Ok(base);
        };
        let service = self.service.clone();
        let place: GamePlace = tokio::task::spawn_blocking(move || service.game_place(id))
            .await
            .map_err(|_| unknown())?
            .map_err(|_| unknown())?;
        let allowed = match (&viewer.user.place, &place.site) {
            // An Activity sees the games of its channel (and of its threads) only.
            (Some(bound), _) => {
                (place.started_in == bound.channel || place.channel == bound.channel)
                    && bound.guild.unwrap_or(GuildId(0)) == place.guild
            }
            (None, Site::Server(_)) => self.is_member(place.guild, viewer.id()).await,
            // The web's own games: anyone signed in watches.
            (None, Site::Web) => true,
            (None, _) => place.players.contains(&viewer.id()),
        };
        if !allowed {
            return Err(unknown());
        }
        Ok(Context {
            channel: place.channel,
            guild: place.guild,
            site: place.site,
            ..base
        })
    }

    /// Whether `user` is a member of server `guild`, asked of Discord (kept briefly).
    async fn is_member(&self, guild: GuildId, user: UserId) -> bool {
        if let Some(member) = self.members.cached(guild, user) {
            return member;
        }
        let Place::Discord {
            http,
            api_base,
            token,
        } = &self.options.place
        else {
            return false;
        };
        let url = format!(
            "{}/api/v10/guilds/{}/members/{}",
            api_base.trim_end_matches('/'),
            guild.0,
            user.0
        );
        let answer = http
            .get(url)
            .header("Authorization", format!("Bot {token}"))
            .send()
            .await;
        match answer {
            Ok(response) if response.status().is_success() => {
                self.members.remember(guild, user, true);
                true
            }
            Ok(response) if response.status() == reqwest::StatusCode::NOT_FOUND => {
                self.members.remember(guild, user, false);
                false
            }
            // Discord could not say: not now, and not remembered.
            _ => false,
        }
    }
}
