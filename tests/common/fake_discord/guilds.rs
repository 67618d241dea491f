//! The servers (guilds) of the fake Discord, their channels, members and permissions, and the
//! places an interaction can come from: a channel of a server, a user's direct-message
//! channel with the bot, or (through a user's own install) a DM or group DM between people
//! or a server without the bot.

use super::interactions::{user_json, Person, ALICE, BOB, CAROL, DAVE, ERIN};
use super::{APP_ID, CHANNEL_ID, GUILD_ID};
use serde_json::{json, Value};

/// Server B and its channel (server A is `GUILD_ID` with `CHANNEL_ID` and `OTHER_CHANNEL_ID`).
/// With two shards, server A is on shard 0 and server B on shard 1 (`(id >> 22) % 2`).
pub const GUILD_B_ID: u64 = (1 << 22) | 410;
pub const CHANNEL_B_ID: u64 = 510;
/// A second channel of server A.
pub const OTHER_CHANNEL_ID: u64 = 501;
/// A channel of server A where the bot may not create threads.
pub const NO_THREADS_CHANNEL_ID: u64 = 502;
/// A channel of server A where the bot may not embed links or attach files.
pub const BARE_CHANNEL_ID: u64 = 503;

/// Discord's thread permissions.
pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
/// View Channel and Send Messages.
pub const VIEW_AND_SEND: u64 = 0x400 | 0x800;

/// The bot's own permissions in a channel (sent as `app_permissions` with interactions).
pub fn bot_permissions(channel: u64) -> u64 {
    match channel {
        NO_THREADS_CHANNEL_ID => EVERYONE,
        BARE_CHANNEL_ID => VIEW_AND_SEND,
        _ => EVERYONE | CREATE_PUBLIC_THREADS | SEND_MESSAGES_IN_THREADS,
    }
}

/// Manage Events (create, edit and delete the server's scheduled events).
pub const MANAGE_EVENTS: u64 = 1 << 33;

/// The bot's own server-wide permissions: in server B it may manage events, in A not.
pub fn bot_guild_permissions(guild: u64) -> u64 {
    if guild == GUILD_B_ID {
        EVERYONE | MANAGE_EVENTS
    } else {
        EVERYONE
    }
}

/// Discord permission bits.
pub const ADMINISTRATOR: u64 = 0x8;
pub const MANAGE_GUILD: u64 = 0x20;
/// What @everyone may do: view channels, send messages, embed links, attach files, read the
/// history, use application commands.
pub const EVERYONE: u64 = 0x400 | 0x800 | 0x4000 | 0x8000 | 0x1_0000 | (1 << 31);

/// A server: its channels, and its members with the permissions they hold beyond @everyone's.
#[derive(Debug)]
pub struct Server {
    pub id: u64,
    pub name: &'static str,
    pub channels: &'static [(u64, &'static str)],
    pub members: &'static [(Person, u64)],
    /// The members holding the server's "organisers" role (no permissions of its own; a bot
    /// may be told to trust it, as `discord.organiser_roles`).
    pub organisers: &'static [Person],
}

/// Server A: alice, bob and carol, nobody an administrator.
pub const SERVER_A: Server = Server {
    id: GUILD_ID,
    name: "Alpha",
    channels: &[
        (CHANNEL_ID, "chess"),
        (OTHER_CHANNEL_ID, "lobby"),
        (NO_THREADS_CHANNEL_ID, "no-threads"),
        (BARE_CHANNEL_ID, "bare"),
    ],
    members: &[(ALICE, 0), (BOB, 0), (CAROL, 0)],
    organisers: &[CAROL],
};

/// Server B: alice and bob again, dave (an administrator) and erin.
pub const SERVER_B: Server = Server {
    id: GUILD_B_ID,
    name: "Beta",
    channels: &[(CHANNEL_B_ID, "games")],
    members: &[(ALICE, 0), (BOB, 0), (DAVE, ADMINISTRATOR), (ERIN, 0)],
    organisers: &[],
};

pub const SERVERS: [&Server; 2] = [&SERVER_A, &SERVER_B];

impl Server {
    pub fn by_id(id: u64) -> &'static Server {
        SERVERS
            .into_iter()
            .find(|s| s.id == id)
            .unwrap_or_else(|| panic!("the fake has no server {id}"))
    }

    /// A member's permissions in the server's channels, as interactions carry them.
    pub fn permissions(&self, who: Person) -> u64 {
        let extra = self
            .members
            .iter()
            .find(|(p, _)| p.id == who.id)
            .map(|(_, extra)| *extra)
            .unwrap_or_else(|| {
                panic!(
                    "{} is not a member of {}: Discord sends no interaction from them there",
                    who.name, self.name
                )
            });
        EVERYONE | extra
    }

    fn admin_role(&self) -> u64 {
        self.id * 10 + 1
    }

    /// The id of the server's "organisers" role.
    pub fn organiser_role(&self) -> u64 {
        self.id * 10 + 2
    }

    /// The roles a member holds, as Discord lists them.
    pub fn roles_of(&self, who: Person) -> Vec<String> {
        let admin = self
            .members
            .iter()
            .any(|(p, extra)| p.id == who.id && *extra & ADMINISTRATOR != 0);
        let organiser = self.organisers.iter().any(|p| p.id == who.id);
        [
            admin.then(|| self.admin_role()),
            organiser.then(|| self.organiser_role()),
        ]
        .into_iter()
        .flatten()
        .map(|id| id.to_string())
        .collect()
    }

    /// The `GUILD_CREATE` Discord sends for this server after READY.
    pub fn guild_create_json(&self) -> Value {
        let joined = "2024-01-01T00:00:00.000000+00:00";
        let role = |id: u64, name: &str, permissions: u64, position: u64| {
            json!({
                "id": id.to_string(), "name": name, "color": 0,
                "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
                "hoist": false, "icon": null, "unicode_emoji": null, "position": position,
                "permissions": permissions.to_string(), "managed": false, "mentionable": false,
                "flags": 0
            })
        };
        let mut members: Vec<Value> = self
            .members
            .iter()
            .map(|(p, _)| {
                let roles = self.roles_of(*p);
                json!({
                    "user": user_json(*p), "nick": null, "avatar": null, "roles": roles,
                    "joined_at": joined, "premium_since": null, "deaf": false, "mute": false,
                    "flags": 0
                })
            })
            .collect();
        members.push(json!({
            "user": {"id": APP_ID.to_string(), "username": "castalia", "bot": true, "avatar": null, "global_name": null},
            "nick": null, "avatar": null, "roles": [], "joined_at": joined, "premium_since": null,
            "deaf": false, "mute": false, "flags": 0
        }));
        let channels: Vec<Value> = self
            .channels
            .iter()
            .enumerate()
            .map(|(i, (id, name))| {
                json!({
                    "id": id.to_string(), "type": 0, "guild_id": self.id.to_string(),
                    "name": name, "position": i, "permission_overwrites": [], "nsfw": false,
                    "topic": null, "last_message_id": null, "parent_id": null,
                    "rate_limit_per_user": 0, "flags": 0
                })
            })
            .collect();
        json!({
            "id": self.id.to_string(),
            "name": self.name,
            "icon": null, "icon_hash": null, "splash": null, "discovery_splash": null,
            "owner_id": self.members[0].0.id.to_string(),
            "afk_channel_id": null, "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": [
                role(self.id, "@everyone", EVERYONE, 0),
                role(self.admin_role(), "admin", EVERYONE | ADMINISTRATOR, 1),
                role(self.organiser_role(), "organisers", 0, 2),
            ],
            "emojis": [],
            "features": [],
            "mfa_level": 0,
            "application_id": null,
            "system_channel_id": null,
            "system_channel_flags": 0,
            "rules_channel_id": null,
            "vanity_url_code": null,
            "description": null,
            "banner": null,
            "premium_tier": 0,
            "preferred_locale": "en-US",
            "public_updates_channel_id": null,
            "nsfw_level": 0,
            "stickers": [],
            "premium_progress_bar_enabled": false,
            "joined_at": joined,
            "large": false,
            "unavailable": false,
            "member_count": members.len(),
            "voice_states": [],
            "members": members,
            "channels": channels,
            "threads": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "safety_alerts_channel_id": null
        })
    }
}

/// Where an interaction comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A text channel of a server.
    Channel { guild: u64, channel: u64 },
    /// The user's direct-message channel with the bot (no guild, no member).
    Dm,
    /// A public thread (opened by the bot) of a server channel.
    Thread {
        guild: u64,
        parent: u64,
        thread: u64,
    },
    /// A chat between people the bot is not a member of, reached through the user's own
    /// install of the app (interaction context 2): a DM (channel type 1) or a group DM
    /// (type 3). The bot can only answer interactions there: any channel request is
    /// refused (403 Missing Access).
    Private(&'static PrivateChat),
    /// A channel of a server that did not install the bot, reached through the user's own
    /// install (context 0, owned by the user only): as closed to the bot as a private chat.
    Foreign { guild: u64, channel: u64 },
}

/// A DM or group DM between people, without the bot.
#[derive(Debug, PartialEq, Eq)]
pub struct PrivateChat {
    pub channel: u64,
    /// Discord's channel type: 1 (DM) or 3 (group DM).
    pub kind: u64,
    pub members: &'static [Person],
}

/// A group DM of alice, bob and carol.
pub const GROUP_DM: Place = Place::Private(&PrivateChat {
    channel: 9100,
    kind: 3,
    members: &[ALICE, BOB, CAROL],
});
/// A second group DM: alice, bob and erin.
pub const OTHER_GROUP_DM: Place = Place::Private(&PrivateChat {
    channel: 9101,
    kind: 3,
    members: &[ALICE, BOB, ERIN],
});
/// The DM between alice and bob.
pub const FRIENDS_DM: Place = Place::Private(&PrivateChat {
    channel: 9102,
    kind: 1,
    members: &[ALICE, BOB],
});
/// A channel of a server without the bot (alice uses her own install there).
pub const FOREIGN: Place = Place::Foreign {
    guild: 9190,
    channel: 9191,
};

/// The channels the bot is not a member of (every request about them is refused).
pub const CLOSED_TO_THE_BOT: [u64; 4] = [9100, 9101, 9102, 9191];

/// Server A's game channel (the default place of every helper without `_in`).
pub const A1: Place = Place::Channel {
    guild: GUILD_ID,
    channel: CHANNEL_ID,
};
/// Another channel of server A.
pub const A2: Place = Place::Channel {
    guild: GUILD_ID,
    channel: OTHER_CHANNEL_ID,
};
/// Server B's channel.
pub const B1: Place = Place::Channel {
    guild: GUILD_B_ID,
    channel: CHANNEL_B_ID,
};
pub const DM: Place = Place::Dm;

impl Place {
    pub fn guild(self) -> Option<u64> {
        match self {
            Place::Channel { guild, .. }
            | Place::Thread { guild, .. }
            | Place::Foreign { guild, .. } => Some(guild),
            Place::Dm | Place::Private(_) => None,
        }
    }

    /// The channel an interaction of `who` comes from here.
    pub fn channel(self, who: Person) -> u64 {
        match self {
            Place::Channel { channel, .. } | Place::Foreign { channel, .. } => channel,
            Place::Thread { thread, .. } => thread,
            Place::Dm => dm_channel(who),
            Place::Private(chat) => chat.channel,
        }
    }
}

/// A thread of server A's game channel.
pub fn a1_thread(thread: u64) -> Place {
    Place::Thread {
        guild: GUILD_ID,
        parent: CHANNEL_ID,
        thread,
    }
}

/// The id of `who`'s direct-message channel with the bot.
pub fn dm_channel(who: Person) -> u64 {
    700_000 + who.id
}

/// The READY list of the guilds of `shard`: unavailable until their `GUILD_CREATE` arrives.
pub fn ready_guilds(shard: super::gateway::ShardId) -> Value {
    json!(SERVERS
        .iter()
        .filter(|s| super::gateway::routes_to(Some(s.id), shard))
        .map(|s| json!({"id": s.id.to_string(), "unavailable": true}))
        .collect::<Vec<_>>())
}
