//! A move that kidnaps or repulses is never silent: the board reply names what it dragged and
//! pushed (a person's move and the bot's), the view carries the displacements as typed values
//! (the Discord embed's "last move" says them too), a direct message says "your" pieces, and
//! the board image draws the kidnap and repulse as arrows with a legend, in every theme.

use crate::common;

use castalia_bot::engine::Level;
use castalia_bot::game::commands::options::SetupChoice;
use castalia_bot::game::model::{ColorChoice, TimeControl};
use castalia_bot::game::{
    BotBrain, ChannelId, Command, Context, GameService, GuildId, NewGameArgs, Reply, ServiceConfig,
    SettingsChange, Site,
};
use castalia_bot::render::{Layout, RenderOptions, Theme};
use castalia_bot::rules::{Color, Displaced, GameRecord, Move, Position, Square, Variant};
use std::sync::Arc;
use std::time::Duration;

/// A bot that plays `d7d5` when it may, else its first legal move.
struct PlaysD7D5;

impl BotBrain for PlaysD7D5 {
    fn choose(&self, record: &GameRecord, _level: Level, _seed: u64) -> Option<Move> {
        let pos = record.position();
        pos.parse_uci("d7d5")
            .ok()
            .or_else(|| pos.legal_moves().first().copied())
    }

    fn accepts_draw(&self, _: &GameRecord, _: Level) -> bool {
        false
    }
}

fn service(images: bool) -> Arc<GameService> {
    common::world()
        .brain(Arc::new(PlaysD7D5))
        .config(ServiceConfig {
            images,
            ..common::scripted_config()
        })
        .service()
}

fn alice() -> Context {
    Context {
        user: common::user("alice").id,
        name: "alice".into(),
        channel: ChannelId(7),
        guild: GuildId(99),
        is_admin: false,
        organiser: false,
        site: Site::Server("test server".into()),
        locale: Default::default(),
    }
}

/// Alice (white) starts a game against the bot at level 2 from `fen`.
async fn play_bot(service: &Arc<GameService>, fen: &str, time: Option<TimeControl>) -> Reply {
    let args = NewGameArgs {
        variant: Some(Variant::Castalia),
        setup: Some(SetupChoice::Fen(fen.into())),
        color: Some(ColorChoice::White),
        time,
        rated: None,
    };
    let level = Level::new(2).unwrap();
    let r = service
        .handle(&alice(), Command::Play { level, args })
        .await;
    assert!(!r.is_refusal(), "{}", r.text);
    r
}

async fn alice_moves(service: &Arc<GameService>, text: &str) -> Reply {
    let r = service
        .handle(
            &alice(),
            Command::Move {
                text: text.into(),
                game: None,
            },
        )
        .await;
    assert!(!r.is_refusal(), "{}", r.text);
    r
}

/// Example 2 of docs/rules.md: Cc5 drags White's own pawn f2 to d4 and pushes the black
/// bishop b6 to a7.
const KIDNAP_AND_REPULSE: &str = "4k3/3p2q1/1b6/8/N2C3r/8/1n3P2/3RK3 w - - 0 1";

#[tokio::test]
async fn a_persons_kidnap_and_repulse_are_named_and_carried_as_typed_values() {
    let service = service(false);
    play_bot(&service, KIDNAP_AND_REPULSE, None).await;
    let r = alice_moves(&service, "Cc5").await;
    let text = r.text.to_string();
    assert!(
        text.starts_with(
            "alice played Cc5: it kidnapped its own pawn from f2 to d4 and pushed the bot's bishop from b6 to a7. "
        ),
        "{text}"
    );
    let view = r.game.expect("a board");
    let last = view.last_move.as_ref().expect("the last move");
    assert_eq!(last.by, Color::White);
    let kinds: Vec<Displaced> = last.displaced.iter().map(|d| d.how).collect();
    assert_eq!(kinds, [Displaced::Kidnap, Displaced::Repulse]);
    assert_eq!(
        (last.displaced[1].from, last.displaced[1].to),
        (Square::B6, Square::A7)
    );
    // What the Discord embed's "Last move" field shows.
    assert_eq!(
        view.last_move_summary().unwrap().to_string(),
        "Cc5: kidnapped its own pawn from f2 to d4 and pushed the bot's bishop from b6 to a7"
    );
}

/// Black's Castalia d7 goes to d5: it drags the white knight d8 to d7 and pushes the white
/// Castalia d4 down to d1.
const BOT_KIDNAPS_AND_REPULSES: &str = "3Nk3/3c4/8/8/3C4/8/8/4K3 w - - 0 1";

#[tokio::test]
async fn the_bots_kidnap_and_repulse_are_named_in_the_channel_and_in_a_direct_message() {
    let service = service(false);
    service.enable_outbox();
    let dm_on = SettingsChange {
        notify_dm: Some(true),
        ..SettingsChange::default()
    };
    service.handle(&alice(), Command::Settings(dm_on)).await;
    let days = Some(TimeControl::Correspondence { days_per_move: 3 });
    play_bot(&service, BOT_KIDNAPS_AND_REPULSES, days).await;
    let r = alice_moves(&service, "Kf1").await;
    let id = r.game.as_ref().map(|v| v.id).expect("a board");
    let answer = service.bot_move(id).await;
    let text = answer.text.to_string();
    assert!(
        text.starts_with(
            "Castalia bot (level 2) played Cd5: it kidnapped alice's knight from d8 to d7 and pushed alice's Castalia from d4 to d1. "
        ),
        "{text}"
    );
    // The direct message telling Alice it is her move says what happened to her pieces.
    let notices = service.take_notices(Duration::from_millis(10)).await;
    let dm: Vec<String> = notices
        .iter()
        .filter(|n| n.notice.dm == Some(alice().user))
        .map(|n| n.notice.reply.text.to_string())
        .collect();
    assert!(
        dm.iter().any(|t| t.contains(
            "Castalia bot (level 2) played Cd5: it kidnapped your knight from d8 to d7 and pushed your Castalia from d4 to d1."
        )),
        "{dm:?}"
    );
}

/// The board as the service draws it: `last` played from `fen`, in `theme`, from `side`.
fn board(
    fen: &str,
    last: &str,
    theme: Theme,
    side: Color,
    show: bool,
) -> (image::RgbaImage, Layout) {
    let before = Position::from_fen(fen, Variant::Castalia).unwrap();
    let mv = before.parse_uci(last).unwrap();
    let opts = RenderOptions {
        theme,
        square_px: 48,
        flipped: side == Color::Black,
        last_move: Some(mv),
        show_displacements: show,
        header: Some("#1  alice vs Castalia bot (level 2)  (castalia)".into()),
        ..RenderOptions::default()
    };
    let png = castalia_bot::render::render_png(&before.play(&mv), &opts).unwrap();
    let image = image::load_from_memory(&png).unwrap().to_rgba8();
    (image, Layout::new(&opts))
}

fn centre(image: &image::RgbaImage, layout: &Layout, sq: Square) -> [u8; 3] {
    let (x, y) = layout.square_center(sq);
    let p = image.get_pixel(x as u32, y as u32);
    [p[0], p[1], p[2]]
}

#[test]
fn the_board_image_draws_the_kidnap_and_repulse_with_a_legend_in_every_theme_and_side() {
    use castalia_bot::render::ArrowStyle;
    for theme in Theme::ALL {
        for side in [Color::White, Color::Black] {
            let (marked, layout) = board(KIDNAP_AND_REPULSE, "d4c5", theme, side, true);
            let (plain, plain_layout) = board(KIDNAP_AND_REPULSE, "d4c5", theme, side, false);
            assert!(layout.legend > 0 && plain_layout.legend == 0);
            assert_eq!(marked.height(), plain.height() + layout.legend);
            // The kidnap arrow crosses e3 (f2 to d4); nothing else is drawn there.
            assert_ne!(
                centre(&marked, &layout, Square::E3),
                centre(&plain, &plain_layout, Square::E3),
                "{theme} from {side}: no kidnap arrow on e3"
            );
            // The Castalia's path d4-c5 is one square: its arrow head is over c5's piece, and
            // the repulse arrow b6-a7 likewise; their colours are in the legend band.
            let band = marked.height() - layout.legend..marked.height();
            let has = |rgb: [u8; 3]| {
                band.clone().any(|y| {
                    (0..marked.width()).any(|x| {
                        let p = marked.get_pixel(x, y);
                        [p[0], p[1], p[2]] == rgb
                    })
                })
            };
            for style in [ArrowStyle::Move, ArrowStyle::Kidnap, ArrowStyle::Repulse] {
                assert!(
                    has(style.color()),
                    "{theme} from {side}: no {style:?} swatch"
                );
            }
            let p = theme.palette();
            for tint in [p.last_move, p.kidnap, p.repulse] {
                assert!(
                    has(tint.over(p.light)),
                    "{theme} from {side}: a square swatch is missing"
                );
            }
        }
    }
}

#[test]
fn a_move_that_displaces_nothing_gets_no_arrows_and_no_legend() {
    let start = Position::start(Variant::Castalia).fen();
    let (marked, layout) = board(&start, "e2e4", Theme::Classic, Color::White, true);
    let (plain, _) = board(&start, "e2e4", Theme::Classic, Color::White, false);
    assert_eq!(layout.legend, 0);
    assert_eq!(marked, plain);
}

#[tokio::test]
async fn the_game_board_the_service_sends_has_the_legend() {
    let service = service(true);
    play_bot(&service, KIDNAP_AND_REPULSE, None).await;
    let quiet = alice_moves(&service, "Ke2").await;
    let cc5_service = self::service(true);
    play_bot(&cc5_service, KIDNAP_AND_REPULSE, None).await;
    let cc5 = alice_moves(&cc5_service, "Cc5").await;
    let height = |r: &Reply| {
        let png = &r.image.as_ref().expect("a board image").bytes;
        image::load_from_memory(png).unwrap().height()
    };
    assert!(
        height(&cc5) > height(&quiet),
        "the board after Cc5 has a legend band under it"
    );
}

#[tokio::test]
async fn a_mate_by_a_repulse_is_told_on_the_result_card_and_in_the_embed() {
    use castalia_bot::discord::format::Outgoing;
    let service = service(false);
    // Ce8# pushes the black king from d8 to a8, where the rook a1 mates it.
    play_bot(&service, "3k2C1/8/8/8/8/8/8/RR2K3 w - - 0 1", None).await;
    let mate = alice_moves(&service, "Ce8#").await;
    let id = mate.game.as_ref().map(|v| v.id).expect("a board");
    let card = service.result_card(id).unwrap();
    let text = card.text.to_string();
    assert!(
        text.ends_with(
            " The last move: alice played Ce8#: it pushed the bot's king from d8 to a8."
        ),
        "{text}"
    );
    let out = Outgoing::result_card(&card);
    let embed = serde_json::to_value(out.embed.expect("an embed")).unwrap();
    let last = embed["fields"]
        .as_array()
        .and_then(|fields| fields.iter().find(|f| f["name"] == "Last move"))
        .map(|f| f["value"].as_str().unwrap_or_default().to_string());
    assert_eq!(
        last.as_deref(),
        Some("Ce8#: pushed the bot's king from d8 to a8")
    );
}
