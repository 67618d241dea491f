//! The stored sign-in link or web session (format 1), under a hash of its secret. `place`,
//! `lang` and `game` are left out when absent.

use super::common::LangRecord;
use super::{parse, unknown_format, RecordKind, Stored};
use crate::game::model::{ChannelId, GameId, GuildId, UserId, WebAccess, WebAccessKind, WebPlace};
use serde::{Deserialize, Serialize};

#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WebAccessKindRecord {
    Link,
    Session,
    Launch,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct WebPlaceRecord {
    guild: Option<u64>,
    channel: u64,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct WebAccessRecord {
    kind: WebAccessKindRecord,
    user: u64,
    name: String,
    created_ms: i64,
    expires_ms: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    place: Option<WebPlaceRecord>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    lang: Option<LangRecord>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    game: Option<u64>,
}

impl Stored for WebAccess {
    const KIND: RecordKind = RecordKind::WebAccess;
    type Record = WebAccessRecord;

    fn to_record(&self) -> WebAccessRecord {
        WebAccessRecord {
            kind: match self.kind {
                WebAccessKind::Link => WebAccessKindRecord::Link,
                WebAccessKind::Session => WebAccessKindRecord::Session,
                WebAccessKind::Launch => WebAccessKindRecord::Launch,
            },
            user: self.user.0,
            name: self.name.clone(),
            created_ms: self.created_ms,
            expires_ms: self.expires_ms,
            place: self.place.as_ref().map(|p| WebPlaceRecord {
                guild: p.guild.map(|g| g.0),
                channel: p.channel.0,
            }),
            lang: self.lang.map(Into::into),
            game: self.game.map(|g| g.0),
        }
    }

    fn from_record(format: u32, record: &str) -> Result<WebAccess, String> {
        if format != 1 {
            return Err(unknown_format(Self::KIND, format));
        }
        let r: WebAccessRecord = parse(record)?;
        Ok(WebAccess {
            kind: match r.kind {
                WebAccessKindRecord::Link => WebAccessKind::Link,
                WebAccessKindRecord::Session => WebAccessKind::Session,
                WebAccessKindRecord::Launch => WebAccessKind::Launch,
            },
            user: UserId(r.user),
            name: r.name,
            created_ms: r.created_ms,
            expires_ms: r.expires_ms,
            place: r.place.map(|p| WebPlace {
                guild: p.guild.map(GuildId),
                channel: ChannelId(p.channel),
            }),
            lang: r.lang.map(Into::into),
            game: r.game.map(GameId),
        })
    }
}
