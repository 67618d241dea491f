//! The fake Discord's check of requests against Discord's OpenAPI description.

use fake_discord::openapi::{check, invalid_form_body, problems};
use fake_discord::FakeDiscord;
use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

#[test]
fn a_valid_message_passes() {
    let body = json!({
        "content": "Your move, @alice",
        "embeds": [{"title": "Game 12", "description": "1. e4", "color": 0x2f3136,
                    "image": {"url": "attachment://board.png"}}],
        "components": [{"type": 1, "components": [
            {"type": 2, "style": 1, "label": "Move", "custom_id": "castalia:move:12"}
        ]}],
        "allowed_mentions": {"parse": []}
    });
    assert_eq!(check("POST", "/api/v10/channels/1/messages", &body), Ok(()));
    // A query string is not part of the route.
    assert_eq!(
        check("POST", "/api/v10/channels/1/messages?wait=true", &body),
        Ok(())
    );
}

#[test]
fn routes_without_a_body_only_need_to_exist() {
    assert_eq!(check("GET", "/api/v10/gateway/bot", &json!(null)), Ok(()));
    assert_eq!(
        check("DELETE", "/api/v10/channels/1/messages/2", &json!(null)),
        Ok(())
    );
    // A literal segment wins over a parameter: `@original` is not a message id.
    assert_eq!(
        check(
            "PATCH",
            "/api/v10/webhooks/900/token-1/messages/@original",
            &json!({"content": "edited"})
        ),
        Ok(())
    );
    assert_eq!(check("GET", "/api/v10/users/@me", &json!(null)), Ok(()));
}

#[test]
fn invalid_bodies_fail() {
    let path = "/api/v10/channels/1/messages";
    let number = check("POST", path, &json!({"content": 12})).expect_err("content as a number");
    assert!(number.contains("/content"), "{number}");

    let title = "t".repeat(300);
    let long = check("POST", path, &json!({"embeds": [{"title": title}]}))
        .expect_err("a 300-character embed title");
    assert!(long.contains("/embeds/0/title"), "{long}");

    let button = json!({"components": [{"type": 1, "components": [
        {"type": 2, "style": 1, "label": "x".repeat(81), "custom_id": "a"}
    ]}]});
    let label = check("POST", path, &button).expect_err("an 81-character label");
    // Said of the button, not of the select menus the component might have been instead.
    assert!(
        label.contains("/components/0/components/0/label"),
        "{label}"
    );

    // An interaction callback is checked under the branch of its type.
    let callback = "/api/v10/interactions/1/token-1/callback";
    assert_eq!(
        check(
            "POST",
            callback,
            &json!({"type": 4, "data": {"content": "hi"}})
        ),
        Ok(())
    );
    let bad = check(
        "POST",
        callback,
        &json!({"type": 4, "data": {"embeds": [{"title": "t".repeat(300)}]}}),
    )
    .expect_err("a 300-character title in a callback");
    assert!(bad.contains("/data/embeds/0/title"), "{bad}");
}

#[test]
fn command_registration_is_checked() {
    let path = "/api/v10/applications/900/commands";
    let command = |description: &str| {
        json!([{"name": "move", "description": description, "type": 1, "options": [
            {"type": 3, "name": "move", "description": "Your move", "required": true,
             "autocomplete": true}
        ]}])
    };
    assert_eq!(check("PUT", path, &command("Play a move")), Ok(()));
    let long = check("PUT", path, &command(&"d".repeat(101))).expect_err("101 characters");
    assert!(long.contains("/0/description"), "{long}");
}

#[test]
fn formats_of_json_schema_are_asserted() {
    let path = "/api/v10/guilds/1/scheduled-events";
    let event = |end: &str| {
        json!({"name": "Tournament #1", "privacy_level": 2, "entity_type": 3,
               "entity_metadata": {"location": "https://discord.com/channels/1/2"},
               "scheduled_start_time": "2027-01-15T08:30:00.000Z", "scheduled_end_time": end})
    };
    assert_eq!(check("POST", path, &event("2027-01-15T09:30:00Z")), Ok(()));
    let bad = check("POST", path, &event("tomorrow")).expect_err("not a date-time");
    assert!(bad.contains("/scheduled_end_time"), "{bad}");
}

#[test]
fn unknown_routes_and_parameters_fail() {
    assert!(check("GET", "/api/v10/chess/boards", &json!(null)).is_err());
    assert!(check("POST", "/api/v10/gateway/bot", &json!(null)).is_err());
    assert!(
        check("GET", "/api/v10/channels/general/messages", &json!(null)).is_err(),
        "a channel id is a snowflake"
    );
    assert!(
        check("POST", "/api/v10/channels/1/typing", &json!({"x": 1})).is_err(),
        "typing takes no body"
    );
}

#[test]
fn problems_become_discords_error() {
    let found = problems(
        "POST",
        "/api/v10/channels/1/messages",
        &json!({"embeds": [{"title": "t".repeat(300)}]}),
    )
    .expect_err("too long");
    let error = invalid_form_body(&found);
    assert_eq!(error["code"], 50035);
    assert_eq!(error["message"], "Invalid Form Body");
    let listed = &error["errors"]["embeds"]["0"]["title"]["_errors"];
    assert!(listed[0]["message"].is_string(), "{error}");
}

#[test]
fn a_snowflake_may_be_an_integer_but_not_a_negative_one() {
    // As serenity sends the id of a new attachment (`files[0]`), and Discord's documentation
    // shows it.
    let path = "/api/v10/channels/1/messages";
    let new_file = json!({"attachments": [{"id": 0, "filename": "board.png"}]});
    assert_eq!(check("POST", path, &new_file), Ok(()));
    let kept = json!({"attachments": [{"id": "1234"}]});
    assert_eq!(check("POST", path, &kept), Ok(()));
    let negative = json!({"attachments": [{"id": -1}]});
    assert!(check("POST", path, &negative).is_err());
    let words = json!({"attachments": [{"id": "board"}]});
    assert!(check("POST", path, &words).is_err());
}

/// The fake answers an invalid request as Discord would, and the test fails when the fake
/// is dropped.
#[tokio::test]
#[should_panic(expected = "requests that Discord's OpenAPI description rejects")]
async fn an_invalid_request_is_refused_and_fails_the_test() {
    let fake = FakeDiscord::start().await;
    let response = post_raw(&fake, r#"{"content": 12}"#).await;
    assert!(response.starts_with("HTTP/1.1 400"), "{response}");
    assert!(response.contains(r#""code":50035"#), "{response}");
    assert!(response.contains("Invalid Form Body"), "{response}");
    let violations = fake.violations();
    assert_eq!(violations.len(), 1, "{violations:?}");
    assert!(
        violations[0].starts_with("POST /api/v10/channels/500/messages: /content"),
        "{violations:?}"
    );
}

/// A picture uploaded without a description (alt text) fails the test too, though Discord
/// takes it: every picture the bot uploads says in words what it shows.
#[tokio::test]
#[should_panic(expected = "upload a picture without alt text")]
async fn a_picture_without_alt_text_fails_the_test() {
    let fake = FakeDiscord::start().await;
    let response = post_raw(&fake, r#"{"content": "A board", "attachments": [{"id": "0", "filename": "board.png"}, {"id": "1", "filename": "game.pgn"}, {"id": "2", "filename": "b.gif", "description": "An animation"}]}"#).await;
    assert!(response.starts_with("HTTP/1.1 200"), "{response}");
    let violations = fake.violations();
    assert_eq!(violations.len(), 1, "{violations:?}");
    assert!(
        violations[0].contains("board.png has no description"),
        "{violations:?}"
    );
}

/// `body` posted as a message to channel 500 by hand (as no bot would): the raw response.
async fn post_raw(fake: &FakeDiscord, body: &str) -> String {
    let address = fake.base_url.trim_start_matches("http://").to_string();
    let request = format!(
        "POST /api/v10/channels/500/messages HTTP/1.1\r\nHost: {address}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let mut stream = TcpStream::connect(&address).await.expect("connect");
    stream
        .write_all(request.as_bytes())
        .await
        .expect("send the request");
    let mut response = String::new();
    stream
        .read_to_string(&mut response)
        .await
        .expect("read the response");
    response
}
