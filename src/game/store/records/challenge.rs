//! The stored challenge (format 1). `site` and `version` are read with their defaults from
//! records written before them (`Site::Unknown`, version 1).

use super::common::{stored_before_versions, GameOptionsRecord, SiteRecord};
use super::{parse, unknown_format, RecordKind, Stored};
use crate::game::model::{Challenge, ChallengeId, ChannelId, GuildId, UserId};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ChallengeRecord {
    id: u64,
    guild: u64,
    channel: u64,
    challenger: u64,
    challenger_name: String,
    challenged: Option<u64>,
    challenged_name: Option<String>,
    options: GameOptionsRecord,
    created_ms: i64,
    expires_ms: i64,
    #[serde(default)]
    site: SiteRecord,
    #[serde(default = "stored_before_versions")]
    version: u64,
}

impl Stored for Challenge {
    const KIND: RecordKind = RecordKind::Challenge;
    type Record = ChallengeRecord;

    fn to_record(&self) -> ChallengeRecord {
        ChallengeRecord {
            id: self.id.0,
            guild: self.guild.0,
            channel: self.channel.0,
            challenger: self.challenger.0,
            challenger_name: self.challenger_name.clone(),
            challenged: self.challenged.map(|u| u.0),
            challenged_name: self.challenged_name.clone(),
            options: (&self.options).into(),
            created_ms: self.created_ms,
            expires_ms: self.expires_ms,
            site: (&self.site).into(),
            version: self.version,
        }
    }

    fn from_record(format: u32, record: &str) -> Result<Challenge, String> {
        if format != 1 {
            return Err(unknown_format(Self::KIND, format));
        }
        let r: ChallengeRecord = parse(record)?;
        Ok(Challenge {
            id: ChallengeId(r.id),
            guild: GuildId(r.guild),
            channel: ChannelId(r.channel),
            challenger: UserId(r.challenger),
            challenger_name: r.challenger_name,
            challenged: r.challenged.map(UserId),
            challenged_name: r.challenged_name,
            options: r.options.into(),
            created_ms: r.created_ms,
            expires_ms: r.expires_ms,
            site: r.site.into(),
            version: r.version,
        })
    }
}
