//! Players in their own language: the interaction's `locale` (Discord's language of the user)
//! picks the catalogue. A German, a Russian and a French player each challenge, preview and
//! explain a kidnap and a repulse, play it, resign and review the game, all in their language,
//! in a server whose language is English; their English opponent is answered in English. The
//! expected words come from the catalogues and the explanation code themselves, so the test
//! checks that each reply is rendered in the reader's language, whatever the translations say.

use castalia_bot::i18n::check::fixed_words;
use castalia_bot::i18n::{tr, Lang};
use castalia_bot::rules::{Position, Variant};
use fake_discord::harness::{answers_until, config, one, start_bot_config, PNG_MAGIC, WHITE};
use fake_discord::interactions::{click, opt, slash, Person, ALICE, BOB};
use fake_discord::{FakeDiscord, Recorded};
use serde_json::{json, Value};

/// The worked example of the rules: Cd4-c5 kidnaps the pawn f2 to d4 and repulses the bishop
/// b6 to a7.
const FEN: &str = "4k3/3p2q1/1b6/8/N2C3r/8/1n3P2/3RK3 w - - 0 1";

/// An interaction from someone whose Discord speaks `locale`.
fn speaking(mut interaction: Value, locale: &str) -> Value {
    interaction["locale"] = json!(locale);
    interaction
}

/// Discord markdown as plain words: no escapes, bold or code marks.
fn words(markdown: &str) -> String {
    markdown
        .replace("**", "")
        .replace(['\\', '`', '\u{200b}'], "")
}

/// Whether `content` holds every fixed word of message `id` in `lang`.
fn says(content: &str, lang: Lang, id: &str) -> bool {
    let fixed = fixed_words(lang, id);
    assert!(
        !fixed.is_empty(),
        "{lang}: `{id}` has no fixed words to look for"
    );
    let content = words(content);
    fixed.iter().all(|w| content.contains(w.as_str()))
}

/// The labels of a message's buttons.
fn labels(r: &Recorded) -> Vec<String> {
    r.message()["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["label"].as_str().map(str::to_string))
        .collect()
}

/// The names of a board embed's fields.
fn field_names(r: &Recorded) -> Vec<String> {
    r.embed()["fields"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|f| f["name"].as_str().map(str::to_string))
        .collect()
}

/// The alt texts (descriptions) of a request's attachments.
fn alt_texts(r: &Recorded) -> Vec<String> {
    r.message()["attachments"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|a| a["description"].as_str().map(str::to_string))
        .collect()
}

async fn a_game_in(lang: Lang, locale: &str) {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let mut config = config(&fake, "", "");
    config.engine.review_nodes = 20_000;
    let bot = start_bot_config(&fake, db.path(), 1, config).await;
    let me: Person = ALICE;

    // The challenge, posted in the challenger's language, with buttons in it.
    let challenge = one(
        &fake,
        speaking(
            slash(
                me,
                "challenge",
                &[
                    opt("user", json!(BOB.id.to_string())),
                    opt("setup", json!(FEN)),
                    opt("color", json!(WHITE)),
                ],
                &[BOB],
            ),
            locale,
        ),
    )
    .await;
    assert!(
        says(&challenge.content(), lang, "challenge-posted"),
        "{lang}: {}",
        challenge.content()
    );
    assert!(
        labels(&challenge).contains(&tr(lang, "button-accept")),
        "{lang}: {:?}",
        labels(&challenge)
    );

    // Bob (English) accepts: his board speaks English.
    let accept = challenge.button("accept").expect("an Accept button");
    let start = one(&fake, click(BOB, &accept, fake.new_id())).await;
    assert!(field_names(&start).contains(&"Last move".to_string()));

    // A preview of the kidnap and repulse, explained in the player's language.
    let pos = Position::from_fen(FEN, Variant::Castalia).expect("the example position");
    let mv = pos.parse_uci("d4c5").expect("Cd4-c5");
    let explanation = castalia_bot::explain::explain_move(&pos, &mv);
    let summary = explanation.summary.words(lang);
    let preview = one(
        &fake,
        speaking(
            slash(me, "explain", &[opt("move", json!("Cc5"))], &[]),
            locale,
        ),
    )
    .await;
    assert!(
        words(&preview.content()).contains(&summary),
        "{lang}: {summary:?} not in {}",
        preview.content()
    );
    assert_ne!(summary, explanation.summary.words(Lang::En));

    // The move: the board's fields, buttons and picture words in the player's language.
    let played = one(
        &fake,
        speaking(slash(me, "move", &[opt("move", json!("Cc5"))], &[]), locale),
    )
    .await;
    let fields = field_names(&played);
    assert!(
        fields.contains(&tr(lang, "discord-field-last-move")),
        "{lang}: {fields:?}"
    );
    assert!(labels(&played).contains(&tr(lang, "button-resign")));
    let png = played.file("board.png").expect("the board");
    assert!(png.bytes.starts_with(PNG_MAGIC));
    assert!(
        alt_texts(&played)
            .iter()
            .all(|a| !a.contains("Castalia's path")),
        "{lang}: {:?}",
        alt_texts(&played)
    );

    // The last move explained, with its picture.
    let explained = one(&fake, speaking(slash(me, "explain", &[], &[]), locale)).await;
    assert!(
        words(&explained.content()).contains(&summary),
        "{lang}: {}",
        explained.content()
    );

    // Resigning asks first, in the player's language; then the game ends.
    let question = one(&fake, speaking(slash(me, "resign", &[], &[]), locale)).await;
    assert!(question.ephemeral());
    assert!(says(&question.content(), lang, "discord-confirm-resign"));
    let confirm = question.button("resign-yes");
    let confirm =
        confirm.unwrap_or_else(|| panic!("a confirm button: {:?}", question.custom_ids()));
    let resigned = one(&fake, speaking(click(me, &confirm, fake.new_id()), locale)).await;
    assert!(
        says(&resigned.content(), lang, "discord-you-resigned"),
        "{lang}: {}",
        resigned.content()
    );

    // The review: its heading and its graph's words in the player's language.
    let interaction = speaking(slash(me, "review", &[], &[]), locale);
    let token = interaction["token"].as_str().expect("token").to_string();
    fake.push_interaction(interaction);
    let answers = answers_until(&fake, &token, "the review's report", |r| {
        r.files.iter().any(|f| f.bytes.starts_with(PNG_MAGIC))
    })
    .await;
    let report = answers.last().expect("the report");
    assert!(
        says(&report.content(), lang, "review-heading"),
        "{lang}: {}",
        report.content()
    );
    assert!(
        !alt_texts(report).is_empty()
            && alt_texts(report)
                .iter()
                .all(|a| !a.contains("evaluation graph")),
        "{lang}: {:?}",
        alt_texts(report)
    );
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_german_player_plays_explains_and_reviews_in_german() {
    a_game_in(Lang::De, "de").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_russian_player_plays_explains_and_reviews_in_russian() {
    a_game_in(Lang::Ru, "ru").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_player_plays_explains_and_reviews_in_french() {
    a_game_in(Lang::Fr, "fr").await;
}

/// The registration carries every language's names and descriptions, for every command and
/// option, within Discord's limits (the fake checks the payload against Discord's OpenAPI
/// description too).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_commands_are_registered_in_every_language() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let bot = start_bot_config(&fake, db.path(), 1, config(&fake, "", "")).await;
    let registered = fake.wait_registered(1).await;
    let commands = registered.json.as_array().expect("command list").clone();
    fn check(item: &Value, path: &str) {
        for locale in ["de", "fr", "es-ES", "es-419", "ru", "pt-BR"] {
            let name = item["name_localizations"][locale]
                .as_str()
                .unwrap_or_default();
            let description = item["description_localizations"][locale]
                .as_str()
                .unwrap_or_default();
            assert!(
                (1..=32).contains(&name.chars().count())
                    && name
                        .chars()
                        .all(|c| c == '-' || c == '_' || c.is_alphanumeric())
                    && name.to_lowercase() == name,
                "{path}: {locale} name {name:?}"
            );
            assert!(
                (1..=100).contains(&description.chars().count()),
                "{path}: {locale} description {description:?}"
            );
        }
        for option in item["options"].as_array().into_iter().flatten() {
            check(option, &format!("{path} {}", option["name"]));
        }
    }
    for command in &commands {
        check(command, command["name"].as_str().unwrap_or_default());
    }
    let play = commands
        .iter()
        .find(|c| c["name"] == "play")
        .expect("/play");
    assert_eq!(play["name_localizations"]["de"], tr(Lang::De, "cmd-play"));
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
    bot.stop().await;
}
