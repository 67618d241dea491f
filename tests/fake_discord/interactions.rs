//! Interaction payloads as Discord sends them: slash commands, autocompletion, button clicks.

use super::{message_json, APP_ID, CHANNEL_ID, GUILD_ID};
use serde_json::{json, Value};
use std::sync::atomic::{AtomicU64, Ordering};

static NEXT: AtomicU64 = AtomicU64::new(1);

/// A Discord user in the tests.
#[derive(Clone, Copy, Debug)]
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

fn base(kind: u64, who: Person, data: Value) -> Value {
    let n = NEXT.fetch_add(1, Ordering::SeqCst);
    json!({
        "id": (1_000_000 + n).to_string(),
        "application_id": APP_ID.to_string(),
        "type": kind,
        "token": format!("token{n}"),
        "version": 1,
        "guild_id": GUILD_ID.to_string(),
        "channel_id": CHANNEL_ID.to_string(),
        "member": {
            "user": user_json(who),
            "nick": null,
            "avatar": null,
            "roles": [],
            "joined_at": "2024-01-01T00:00:00.000000+00:00",
            "premium_since": null,
            "deaf": false,
            "mute": false,
            "flags": 0
        },
        "app_permissions": "0",
        "locale": "en-US",
        "guild_locale": "en-US",
        "entitlements": [],
        "context": 0,
        "attachment_size_limit": 26_214_400,
        "data": data
    })
}

/// `/name option:value...`, with `users` resolved (for user options).
pub fn slash(who: Person, name: &str, options: &[(String, Value)], users: &[Person]) -> Value {
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

/// Typing `partial` into the `option` of `/name`.
pub fn autocomplete(who: Person, name: &str, option: &str, partial: &str) -> Value {
    base(
        4,
        who,
        json!({
            "id": "7000",
            "name": name,
            "type": 1,
            "options": [{"name": option, "type": 3, "value": partial, "focused": true}]
        }),
    )
}

/// Pressing the button `custom_id` on message `message_id`.
pub fn click(who: Person, custom_id: &str, message_id: u64) -> Value {
    let mut interaction = base(3, who, json!({"custom_id": custom_id, "component_type": 2}));
    interaction["message"] = message_json(message_id, "");
    interaction
}
