//! Interaction payloads as Discord sends them: slash commands, autocompletion, button clicks,
//! choices in string select menus.
//! Each comes from a `Place`: in a server channel with the member (and their permissions) and
//! the guild, in a DM with a top-level `user` and neither (Discord API v10). The helpers
//! without `_in` use server A's game channel.

use super::guilds::{bot_permissions, Place, Server, A1, ADMINISTRATOR, EVERYONE};
use super::{message_json_in, APP_ID};
use serde_json::{json, Value};
use std::sync::atomic::{AtomicU64, Ordering};

static NEXT: AtomicU64 = AtomicU64::new(1);

/// What an app may do in an interaction's answer where the bot is not a member (a user
/// install in a private chat or a server without the bot): send, embed links, attach files.
const PRIVATE_APP_PERMISSIONS: u64 = 0x800 | 0x4000 | 0x8000;

/// A Discord user in the tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Person {
    pub id: u64,
    pub name: &'static str,
}

pub const ALICE: Person = Person {
    id: 111,
    name: "alice",
};
pub const BOB: Person = Person {
    id: 222,
    name: "bob",
};
pub const CAROL: Person = Person {
    id: 333,
    name: "carol",
};
/// An administrator of server B.
pub const DAVE: Person = Person {
    id: 444,
    name: "dave",
};
/// A member of server B, not an administrator.
pub const ERIN: Person = Person {
    id: 555,
    name: "erin",
};

pub fn user_json(p: Person) -> Value {
    json!({"id": p.id.to_string(), "username": p.name, "global_name": null, "avatar": null})
}

/// A slash-command option: `("move", json!("e4"))`; choices are sent as their index.
pub fn opt(name: &str, value: Value) -> (String, Value) {
    (name.to_string(), value)
}

fn option_type(value: &Value) -> u64 {
    match value {
        Value::String(_) => 3,
        Value::Number(_) => 4,
        Value::Bool(_) => 5,
        _ => 3,
    }
}

fn base(kind: u64, place: Place, who: Person, data: Value) -> Value {
    let n = NEXT.fetch_add(1, Ordering::SeqCst);
    let channel = place.channel(who);
    let mut interaction = json!({
        "id": (1_000_000 + n).to_string(),
        "application_id": APP_ID.to_string(),
        "type": kind,
        "token": format!("token{n}"),
        "version": 1,
        "channel_id": channel.to_string(),
        "app_permissions": "0",
        "locale": "en-US",
        "entitlements": [],
        "attachment_size_limit": 26_214_400,
        "data": data
    });
    match place {
        Place::Private(chat) => {
            assert!(
                chat.members.iter().any(|m| m.id == who.id),
                "{} is not in that chat: Discord sends no interaction from them there",
                who.name
            );
            // A user install in a chat between people (context 2, PRIVATE_CHANNEL): the
            // user at the top level, the app acting for them alone.
            interaction["context"] = json!(2);
            interaction["authorizing_integration_owners"] = json!({"1": who.id.to_string()});
            interaction["app_permissions"] = json!(PRIVATE_APP_PERMISSIONS.to_string());
            let recipients: Vec<Value> = chat
                .members
                .iter()
                .filter(|m| m.id != who.id)
                .map(|m| user_json(*m))
                .collect();
            interaction["channel"] = json!({
                "id": channel.to_string(), "type": chat.kind, "recipients": recipients
            });
            interaction["user"] = user_json(who);
            return interaction;
        }
        Place::Foreign { guild, .. } => {
            // A user install used in a server that never installed the app (context 0,
            // owned by the user only): guild and member, but no bot there.
            interaction["guild_id"] = json!(guild.to_string());
            interaction["guild_locale"] = json!("en-US");
            interaction["context"] = json!(0);
            interaction["authorizing_integration_owners"] = json!({"1": who.id.to_string()});
            interaction["app_permissions"] = json!(PRIVATE_APP_PERMISSIONS.to_string());
            interaction["channel"] = json!({
                "id": channel.to_string(), "type": 0, "name": "elsewhere",
                "guild_id": guild.to_string(), "permissions": EVERYONE.to_string()
            });
            interaction["member"] = json!({
                "user": user_json(who), "nick": "the stranger", "avatar": null,
                "roles": [], "joined_at": "2024-01-01T00:00:00.000000+00:00",
                "premium_since": null, "deaf": false, "mute": false, "flags": 0,
                "pending": false, "permissions": (EVERYONE | ADMINISTRATOR).to_string()
            });
            return interaction;
        }
        _ => {}
    }
    match place.guild() {
        Some(guild) => {
            let server = Server::by_id(guild);
            // A thread has its parent's permissions.
            let parent = match place {
                Place::Thread { parent, .. } => parent,
                _ => channel,
            };
            let name = server
                .channels
                .iter()
                .find(|(id, _)| *id == parent)
                .map(|(_, name)| *name)
                .unwrap_or_else(|| panic!("{} has no channel {parent}", server.name));
            let permissions = server.permissions(who).to_string();
            interaction["guild_id"] = json!(guild.to_string());
            interaction["guild_locale"] = json!("en-US");
            interaction["context"] = json!(0);
            interaction["authorizing_integration_owners"] = json!({"0": guild.to_string()});
            interaction["app_permissions"] = json!(bot_permissions(parent).to_string());
            interaction["channel"] = match place {
                Place::Thread { .. } => json!({
                    "id": channel.to_string(), "type": 11, "name": format!("thread of {name}"),
                    "guild_id": guild.to_string(), "parent_id": parent.to_string(),
                    "permissions": permissions,
                    "thread_metadata": {"archived": false, "auto_archive_duration": 10080,
                        "archive_timestamp": "2024-01-01T00:00:00.000000+00:00", "locked": false}
                }),
                _ => json!({
                    "id": channel.to_string(), "type": 0, "name": name,
                    "guild_id": guild.to_string(), "permissions": permissions
                }),
            };
            interaction["member"] = json!({
                "user": user_json(who),
                "nick": null,
                "avatar": null,
                "roles": server.roles_of(who),
                "joined_at": "2024-01-01T00:00:00.000000+00:00",
                "premium_since": null,
                "deaf": false,
                "mute": false,
                "flags": 0,
                "pending": false,
                "permissions": permissions
            });
        }
        None => {
            // A DM: the user at the top level, no guild, no member (context 1, BOT_DM).
            interaction["context"] = json!(1);
            interaction["authorizing_integration_owners"] =
                json!({"0": "0", "1": who.id.to_string()});
            interaction["channel"] = json!({"id": channel.to_string(), "type": 1});
            interaction["user"] = user_json(who);
        }
    }
    interaction
}

/// `/name option:value...`, with `users` resolved (for user options).
pub fn slash(who: Person, name: &str, options: &[(String, Value)], users: &[Person]) -> Value {
    slash_in(A1, who, name, options, users)
}

/// `slash` typed in `place`.
pub fn slash_in(
    place: Place,
    who: Person,
    name: &str,
    options: &[(String, Value)],
    users: &[Person],
) -> Value {
    let options: Vec<Value> = options
        .iter()
        .map(|(name, value)| {
            let is_user = users
                .iter()
                .any(|u| Some(u.id.to_string().as_str()) == value.as_str());
            let kind = if is_user { 6 } else { option_type(value) };
            json!({"name": name, "type": kind, "value": value})
        })
        .collect();
    let resolved_users: serde_json::Map<String, Value> = users
        .iter()
        .map(|u| (u.id.to_string(), user_json(*u)))
        .collect();
    base(
        2,
        place,
        who,
        json!({
            "id": "7000",
            "name": name,
            "type": 1,
            "options": options,
            "resolved": {"users": resolved_users}
        }),
    )
}

/// `/name sub option:value...` (a subcommand), typed in `place`.
pub fn sub_in(
    place: Place,
    who: Person,
    name: &str,
    sub: &str,
    options: &[(String, Value)],
) -> Value {
    let mut interaction = slash_in(place, who, name, options, &[]);
    let data = &mut interaction["data"];
    let options = data["options"].take();
    data["options"] = json!([{"name": sub, "type": 1, "options": options}]);
    interaction
}

/// Typing `partial` into the `option` of `/name`.
pub fn autocomplete(who: Person, name: &str, option: &str, partial: &str) -> Value {
    autocomplete_in(A1, who, name, option, partial, &[])
}

/// `autocomplete` in `place`, with `others` options already filled in.
pub fn autocomplete_in(
    place: Place,
    who: Person,
    name: &str,
    option: &str,
    partial: &str,
    others: &[(String, Value)],
) -> Value {
    let mut options = vec![json!({"name": option, "type": 3, "value": partial, "focused": true})];
    options.extend(
        others
            .iter()
            .map(|(name, value)| json!({"name": name, "type": option_type(value), "value": value})),
    );
    base(
        4,
        place,
        who,
        json!({
            "id": "7000",
            "name": name,
            "type": 1,
            "options": options
        }),
    )
}

/// Pressing the button `custom_id` on message `message_id`.
pub fn click(who: Person, custom_id: &str, message_id: u64) -> Value {
    click_in(A1, who, custom_id, message_id)
}

/// Pressing the button `custom_id` on message `message_id` of `place` (a custom id from
/// another place's message models a forged or replayed click).
pub fn click_in(place: Place, who: Person, custom_id: &str, message_id: u64) -> Value {
    let data = json!({"custom_id": custom_id, "component_type": 2});
    let mut interaction = base(3, place, who, data);
    interaction["message"] = message_json_in(place.guild(), place.channel(who), message_id, "");
    interaction
}

/// Clicking the button `custom_id` on the private (ephemeral) message `message_id`, such as
/// the move picker's "Choose another piece".
pub fn click_private_in(place: Place, who: Person, custom_id: &str, message_id: u64) -> Value {
    let mut interaction = click_in(place, who, custom_id, message_id);
    interaction["message"]["flags"] = json!(64);
    interaction
}

/// Choosing `values` in the string select menu `custom_id` (component type 3) on message
/// `message_id` of `place`; `private`: the message is ephemeral (flag 64), as the move
/// picker's menus are.
pub fn select_in(
    place: Place,
    who: Person,
    custom_id: &str,
    values: &[&str],
    message_id: u64,
    private: bool,
) -> Value {
    let data = json!({"custom_id": custom_id, "component_type": 3, "values": values});
    let mut interaction = base(3, place, who, data);
    interaction["message"] = message_json_in(place.guild(), place.channel(who), message_id, "");
    if private {
        interaction["message"]["flags"] = json!(64);
    }
    interaction
}
