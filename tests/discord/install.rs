//! Where the commands are offered, as registered with the fake Discord: every command says
//! for which installations (`integration_types`: 0 a server's, 1 a user's own) and in which
//! places (`contexts`: 0 servers, 1 the bot's DM, 2 other DMs and group DMs) it is available.
//! The game commands work everywhere, for both installations; challenges in servers and in
//! DMs and group DMs between people; tournaments only in servers that installed the bot. (The fake checks the registration against
//! Discord's OpenAPI description too.)

use fake_discord::harness::start_bot;
use fake_discord::FakeDiscord;
use serde_json::{json, Value};

/// The registered command named `name`.
fn command<'a>(commands: &'a [Value], name: &str) -> &'a Value {
    commands
        .iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("/{name} is not registered"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_are_registered_for_guild_and_user_installs() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let bot = start_bot(&fake, db.path(), 1).await;

    let registered = fake.wait_registered(1).await;
    let commands = registered.json.as_array().expect("command list");
    assert!(commands.len() > 20, "{} commands", commands.len());
    // Valid by Discord's OpenAPI description (the fake answered it with 200).
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());

    // No command is left without its installations and places.
    let lacking: Vec<&Value> = commands
        .iter()
        .filter(|c| {
            ["integration_types", "contexts"]
                .iter()
                .any(|key| c[*key].as_array().is_none_or(Vec::is_empty))
        })
        .map(|c| &c["name"])
        .collect();
    assert!(
        lacking.is_empty(),
        "without integration_types or contexts: {lacking:?}"
    );

    let everywhere = [
        "move",
        "board",
        "moves",
        "pgn",
        "resign",
        "draw",
        "takeback",
        "explain",
        "review",
        "claim",
        "abort",
        "rematch",
        "games",
        "play",
        "puzzle",
        "learn",
        "help",
        "rules",
        "stats",
        "leaderboard",
        "settings",
        "forget",
        "web",
    ];
    for name in everywhere {
        let c = command(commands, name);
        assert_eq!(c["integration_types"], json!([0, 1]), "/{name}: {c}");
        assert_eq!(c["contexts"], json!([0, 1, 2]), "/{name}: {c}");
    }
    // A challenge is made where the other player sees it: a server channel, or a DM or
    // group DM between people, never the bot's DM.
    for name in ["challenge", "accept", "decline", "cancel"] {
        let c = command(commands, name);
        assert_eq!(c["integration_types"], json!([0, 1]), "/{name}: {c}");
        assert_eq!(c["contexts"], json!([0, 2]), "/{name}: {c}");
    }
    // A tournament belongs to a server that installed the bot.
    let c = command(commands, "tournament");
    assert_eq!(c["integration_types"], json!([0]), "/tournament: {c}");
    assert_eq!(c["contexts"], json!([0]), "/tournament: {c}");
    // Every command is one of the three kinds.
    let sorted = everywhere.len() + 5;
    assert_eq!(
        commands.len(),
        sorted,
        "a command of neither kind: {commands:?}"
    );

    bot.stop().await;
}
