//! What a puzzle reply shows: the position as a typed value (so the console prints a text
//! board and the FEN), and a picture naming the puzzle and its rule set, with the solution
//! drawn as arrows after a wrong answer or giving up.

use crate::common;

use castalia_bot::console::{print_reply, puzzle_board};
use castalia_bot::game::replies::reply::PuzzleView;
use castalia_bot::game::{
    ChannelId, Command, Context, GameService, GuildId, PuzzleCommand, Reply, ReplyKind,
    ServiceConfig, Site, UserId,
};
use castalia_bot::puzzles::PuzzleSet;
use castalia_bot::render::{Layout, RenderOptions};
use castalia_bot::rules::{Color, Square, Variant};
use std::sync::Arc;

/// A mate in 2 for White (Castalia rules) and a mate in 1 for Black (Castalia Weak).
const SET: &str = r#"
{"id":"eca2348f","rules":"castalia","fen":"2rckbnr/2pbp1p1/1p3p1p/p4B1q/5N2/3P4/PPPB2PP/RC1Q2KR w k - 0 12","moves":["d1h5","g7g6","f5g6"],"goal":"mate","mate_in":2,"themes":["mate","mateIn2","short"],"rating":1073}
{"id":"77cdcb48","rules":"castalia-weak","fen":"8/1pc5/2kp4/5Bp1/4r3/RPcr2C1/1B3PP1/5K2 b - - 0 42","moves":["d3d1"],"goal":"mate","mate_in":1,"themes":["mate","mateIn1","oneMove"],"rating":831}
"#;

fn service() -> Arc<GameService> {
    common::world()
        .config(ServiceConfig {
            images: true,
            puzzles: Arc::new(PuzzleSet::parse(SET).expect("the set")),
            ..common::scripted_config()
        })
        .service()
}

fn ctx(user: u64) -> Context {
    Context {
        user: UserId(user),
        channel: ChannelId(1),
        guild: GuildId(1),
        site: Site::Console,
        ..common::ctx(&format!("solver{user}"))
    }
}

async fn say(s: &Arc<GameService>, user: u64, cmd: PuzzleCommand) -> Reply {
    s.handle(&ctx(user), Command::Puzzle(cmd)).await
}

async fn start(s: &Arc<GameService>, user: u64, theme: &str) -> Reply {
    let r = say(
        s,
        user,
        PuzzleCommand::New {
            theme: Some(theme.into()),
        },
    )
    .await;
    assert_eq!(r.kind, ReplyKind::Puzzle, "{}", r.text);
    r
}

fn view(r: &Reply) -> &PuzzleView {
    r.puzzle.as_ref().expect("a puzzle reply shows the puzzle")
}

fn picture(r: &Reply) -> image::RgbaImage {
    let png = &r.image.as_ref().expect("a puzzle picture").bytes;
    image::load_from_memory(png).expect("a PNG").to_rgba8()
}

/// The pixel halfway between the centres of two squares on the puzzle's picture.
fn halfway(v: &PuzzleView, from: Square, to: Square) -> (u32, u32) {
    let layout = Layout::new(&RenderOptions {
        square_px: ServiceConfig::default().board_square_px,
        flipped: v.orientation == Color::Black,
        header: Some(String::new()),
        footer: Some(String::new()),
        ..RenderOptions::default()
    });
    let centre = |sq: Square| {
        let (x, y) = layout.square_origin(sq);
        (x + layout.square / 2, y + layout.square / 2)
    };
    let (a, b) = (centre(from), centre(to));
    ((a.0 + b.0) / 2, (a.1 + b.1) / 2)
}

fn greenish(p: &image::Rgba<u8>) -> bool {
    // In u16: a light square's red plus 40 overflows a u8 (a panic in a debug build).
    let [r, g, b, _] = p.0.map(u16::from);
    g > r + 40 && g > b + 40
}

#[tokio::test]
async fn a_puzzle_reply_carries_its_board_for_the_console() {
    let s = service();
    let r = start(&s, 1, "mateIn1").await;
    let v = view(&r);
    let fen = "8/1pc5/2kp4/5Bp1/4r3/RPcr2C1/1B3PP1/5K2 b - - 0 42";
    assert_eq!(v.position.fen(), fen);
    assert_eq!(v.rules, Variant::CastaliaWeak);
    assert_eq!(
        v.orientation,
        Color::Black,
        "the solver's side at the bottom"
    );
    assert!(v.solution.is_empty() && v.last_move.is_none());
    let board = puzzle_board(v, castalia_bot::i18n::Lang::En);
    assert!(
        board.contains(&format!("FEN (castalia-weak): {fen}")),
        "{board}"
    );
    // From Black's side: rank 1 on top, files h to a.
    let lines: Vec<&str> = board.lines().collect();
    assert!(lines[0].starts_with(" 1 "), "{board}");
    assert!(lines[8].trim_start().starts_with('h'), "{board}");
    // The console writes the picture under a name of its own.
    let dir = tempfile::tempdir().expect("a folder");
    print_reply(&r, Some(dir.path()), "");
    assert!(dir.path().join("puzzle-77cdcb48-move042b.png").exists());
}

#[tokio::test]
async fn a_wrong_answer_draws_the_solution_on_the_picture() {
    let s = service();
    let first = start(&s, 2, "mateIn2").await;
    let r = say(&s, 2, PuzzleCommand::Move { text: "a3".into() }).await;
    assert_eq!(r.kind, ReplyKind::PuzzleWrong, "{}", r.text);
    let v = view(&r);
    assert_eq!(
        v.position,
        view(&first).position,
        "the position asked about"
    );
    let sans: Vec<&str> = v.solution.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(
        sans,
        ["Qxh5+", "Bxg6#"],
        "the solver's moves of the solution"
    );
    let before = picture(&first);
    let after = picture(&r);
    assert_eq!(before.dimensions(), after.dimensions());
    for m in &v.solution {
        let (x, y) = halfway(v, m.mv.from, m.mv.to);
        assert!(
            greenish(after.get_pixel(x, y)) && !greenish(before.get_pixel(x, y)),
            "{}: an arrow at ({x}, {y}): {:?} before {:?}",
            m.san,
            after.get_pixel(x, y),
            before.get_pixel(x, y)
        );
    }
    let board = puzzle_board(v, castalia_bot::i18n::Lang::En);
    assert!(board.contains("Qxh5+ (d1-h5), Bxg6# (f5-g6)"), "{board}");
}

#[tokio::test]
async fn giving_up_draws_the_solution_and_a_right_answer_does_not() {
    let s = service();
    let first = start(&s, 3, "mateIn2").await;
    // A right first move: the reply is shown, no solution drawn.
    let r = say(
        &s,
        3,
        PuzzleCommand::Move {
            text: "Qxh5+".into(),
        },
    )
    .await;
    assert_eq!(r.kind, ReplyKind::PuzzleRight, "{}", r.text);
    let v = view(&r);
    assert!(v.solution.is_empty());
    let reply = v.last_move.expect("the opponent's reply");
    assert_eq!((reply.from, reply.to), (Square::G7, Square::G6));
    // Giving up now: the rest of the solution only, from the position reached.
    let r = say(&s, 3, PuzzleCommand::GiveUp).await;
    assert_eq!(r.kind, ReplyKind::PuzzleGivenUp, "{}", r.text);
    let v = view(&r);
    let sans: Vec<&str> = v.solution.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(sans, ["Bxg6#"]);
    assert_ne!(v.position, view(&first).position);
    let m = &v.solution[0];
    let (x, y) = halfway(v, m.mv.from, m.mv.to);
    assert!(
        greenish(picture(&r).get_pixel(x, y)),
        "an arrow for {}",
        m.san
    );
}
