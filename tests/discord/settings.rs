//! Players' settings and direct messages, end to end against the fake Discord: `/settings`
//! keeps a board theme, coordinates and `notify:dm`; shared boards are drawn in the look of
//! the player they are drawn for; those who asked get a DM when challenged and when their
//! game ends (with a link to the game), the others do not; a notice its channel refuses goes
//! by DM to the people it mentions, and one nobody can receive stays in the outbox.

use castalia_bot::game::model::ChannelId;
use castalia_bot::game::notices::outbox::StoredNotice;
use castalia_bot::game::store::{Batch, NoticeRepo, NoticeWrites};
use castalia_bot::game::{ReplyKind, SledStore, Store, Text, UserId};
use fake_discord::guilds::{Place, NO_THREADS_CHANNEL_ID};
use fake_discord::harness::{config, one, play_move_in, start_bot_config, STANDARD, WHITE};
use fake_discord::interactions::{opt, slash_in, Person, ALICE, BOB, DAVE};
use fake_discord::{FakeDiscord, Recorded, GUILD_ID};
use serde_json::json;

const PLAIN: Place = Place::Channel {
    guild: GUILD_ID,
    channel: NO_THREADS_CHANNEL_ID,
};

/// Choice indexes as Discord sends them.
const FOREST: i64 = 2;
const DM: i64 = 0;

/// The forest theme's dark squares, and the classic theme's.
const FOREST_DARK: [u8; 3] = [119, 149, 86];
const CLASSIC_DARK: [u8; 3] = [176, 128, 88];

/// How many pixels of the board in `r` have colour `rgb`.
fn pixels_of(r: &Recorded, rgb: [u8; 3]) -> usize {
    let png = r.file("board.png").expect("a board.png attachment");
    let image = image::load_from_memory(&png.bytes)
        .expect("a readable PNG")
        .to_rgb8();
    image.pixels().filter(|p| p.0 == rgb).count()
}

/// Waits until `who` got `n` direct messages; returns them.
async fn wait_dms(fake: &FakeDiscord, who: Person, n: usize) -> Vec<Recorded> {
    fake.wait_until(&format!("{n} DMs to {}", who.name), |_| {
        let dms = fake.dms_to(who.id);
        (dms.len() >= n).then_some(dms)
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn settings_are_kept_and_dms_go_to_those_who_asked() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let bot = start_bot_config(&fake, db.path(), 1, config(&fake, "", "")).await;

    let set = slash_in(
        PLAIN,
        BOB,
        "settings",
        &[
            opt("theme", json!(FOREST)),
            opt("coordinates", json!(false)),
            opt("notify", json!(DM)),
        ],
        &[],
    );
    let saved = one(&fake, set).await;
    assert!(saved.ephemeral(), "settings are private: {}", saved.json);
    let text = saved.content();
    assert!(text.contains("Saved"), "{text}");
    assert!(
        text.contains("forest") && text.contains("coordinates **off**"),
        "{text}"
    );
    assert!(text.contains("direct message"), "{text}");
    let sample = saved.file("settings.png").expect("a sample board");
    assert!(sample.bytes.starts_with(b"\x89PNG"));

    // Alice challenges Bob: Bob (who asked) gets a DM linking to the channel.
    let challenge = one(
        &fake,
        slash_in(
            PLAIN,
            ALICE,
            "challenge",
            &[
                opt("user", json!(BOB.id.to_string())),
                opt("rules", json!(STANDARD)),
                opt("color", json!(WHITE)),
            ],
            &[BOB],
        ),
    )
    .await;
    let dms = wait_dms(&fake, BOB, 1).await;
    let dm = dms[0].content();
    assert!(dm.contains("challenges you"), "{dm}");
    assert!(dm.contains(&format!("<#{NO_THREADS_CHANNEL_ID}>")), "{dm}");
    assert!(dms[0].custom_ids().is_empty(), "no buttons in a DM");
    let accept = challenge.button("accept").expect("an Accept button");
    let started = one(
        &fake,
        fake_discord::interactions::click_in(PLAIN, BOB, &accept, fake.new_id()),
    )
    .await;
    assert!(started.file("board.png").is_some(), "{}", started.json);

    // Boards are drawn for the player to move: Bob's in forest, Alice's in classic.
    let after_white = play_move_in(&fake, PLAIN, ALICE, "f3").await;
    assert!(pixels_of(&after_white, FOREST_DARK) > 1000, "Bob's look");
    assert_eq!(pixels_of(&after_white, CLASSIC_DARK), 0);
    let after_black = play_move_in(&fake, PLAIN, BOB, "e5").await;
    assert!(pixels_of(&after_black, CLASSIC_DARK) > 1000, "Alice's look");
    assert_eq!(pixels_of(&after_black, FOREST_DARK), 0);
    play_move_in(&fake, PLAIN, ALICE, "g4").await;
    let mate = play_move_in(&fake, PLAIN, BOB, "Qh4#").await;
    assert!(mate.content().contains("checkmate"), "{}", mate.content());

    // The game is by correspondence (3 days a move, the default): Bob was told of each of
    // his turns; then of the end of the game, with the final board. Alice never: she did
    // not ask for DMs.
    let dms = wait_dms(&fake, BOB, 4).await;
    for turn in &dms[1..3] {
        let text = turn.content();
        assert!(
            text.contains("Your move in game #") && text.contains("alice"),
            "{text}"
        );
        assert!(turn.file("board.png").is_some(), "the board to answer");
    }
    let over = &dms[3];
    assert!(over.content().contains("is over"), "{}", over.content());
    assert!(over.content().contains("checkmate"), "{}", over.content());
    assert!(over.file("board.png").is_some(), "the final board");
    assert!(
        fake.dms_to(ALICE.id).is_empty(),
        "Alice did not ask for DMs"
    );

    // Settings are kept: shown again as they were; `notify:channel` turns DMs off.
    let shown = one(&fake, slash_in(PLAIN, BOB, "settings", &[], &[])).await;
    assert!(!shown.content().contains("Saved"), "{}", shown.content());
    assert!(shown.content().contains("forest"), "{}", shown.content());
    let off = slash_in(PLAIN, BOB, "settings", &[opt("notify", json!(1))], &[]);
    let off = one(&fake, off).await;
    assert!(off.content().contains("channel only"), "{}", off.content());
    one(
        &fake,
        slash_in(
            PLAIN,
            ALICE,
            "challenge",
            &[opt("user", json!(BOB.id.to_string()))],
            &[BOB],
        ),
    )
    .await;
    let bad = one(
        &fake,
        slash_in(PLAIN, BOB, "settings", &[opt("theme", json!(9))], &[]),
    )
    .await;
    // An option Discord's form never sends (a choice that does not exist) is refused kindly.
    assert!(bad.ephemeral(), "{}", bad.json);
    assert!(
        bad.content().contains("could not read"),
        "{}",
        bad.content()
    );
    assert_eq!(fake.dms_to(BOB.id).len(), 4, "no DM after notify:channel");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_notice_its_channel_refuses_goes_by_dm_or_stays_stored() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let notice = |text: &str, mentions: Vec<UserId>| StoredNotice {
        channel: ChannelId(NO_THREADS_CHANNEL_ID),
        kind: ReplyKind::Reminder,
        text: Text::from(text.to_string()),
        mentions,
        game: None,
        created_ms: 0,
        attempts: 0,
        next_try_ms: 0,
        dm: None,
        puzzle: None,
        tournament: None,
        private: false,
        held: false,
        lang: Default::default(),
    };
    {
        // Two notices from before a restart: one for Alice, one for Dave, whose DMs are closed.
        let store = SledStore::open(db.path()).expect("the database");
        let batch = Batch {
            notices: NoticeWrites {
                add: vec![
                    notice("For alice: your move.", vec![UserId(ALICE.id)]),
                    notice("For dave: your move.", vec![UserId(DAVE.id)]),
                ],
                ..NoticeWrites::default()
            },
            ..Batch::default()
        };
        store.commit(batch).expect("stored");
    }
    fake.close_channel(NO_THREADS_CHANNEL_ID);
    fake.close_dms(DAVE.id);
    let bot = start_bot_config(&fake, db.path(), 1, config(&fake, "", "")).await;
    let dms = wait_dms(&fake, ALICE, 1).await;
    assert!(
        dms[0].content().contains("For alice"),
        "{}",
        dms[0].content()
    );
    // Dave's was refused twice (channel, then DM): it is kept to be tried again.
    fake.wait_until("Dave's DM refused", |reqs| {
        let channel = fake.dm_channel_of(DAVE.id)?;
        let path = format!("/api/v10/channels/{channel}/messages");
        reqs.iter()
            .any(|r| r.method == "POST" && r.path == path)
            .then_some(())
    })
    .await;
    bot.stop().await;
    let store = SledStore::open(db.path()).expect("the database");
    let kept: Vec<StoredNotice> = store
        .outbox()
        .expect("the outbox")
        .into_iter()
        .map(|(_, n)| n)
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert!(kept[0].text.to_string().contains("For dave"));
    assert!(kept[0].attempts >= 1);
}
