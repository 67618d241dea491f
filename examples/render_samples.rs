//! Writes sample pictures for looking at the art and the layout by eye:
//! `cargo run --release --features tools --example render_samples -- /tmp/look` (default directory: `samples`).
//! Piece sheets at 48, 64 and 96 px; boards in both themes, flipped, with last-move, kidnap,
//! repulse and check highlights; an explanation picture; a short game as a GIF.

use castalia_bot::explain::explain_png;
use castalia_bot::render::{
    piece_sheet, render_gif, render_png, Arrow, ArrowStyle, RenderOptions, Theme,
};
use castalia_bot::rules::{Position, Square, Variant};

fn main() -> anyhow::Result<()> {
    let dir = std::path::PathBuf::from(std::env::args().nth(1).unwrap_or("samples".into()));
    std::fs::create_dir_all(&dir)?;
    for size in [48u32, 64, 96] {
        for theme in Theme::ALL {
            let p = theme.palette();
            for (shade, color) in [("light", p.light), ("dark", p.dark)] {
                piece_sheet(size, color)?
                    .save(dir.join(format!("pieces-{size}-{theme}-{shade}.png")))?;
            }
        }
    }
    let before = Position::from_fen("4k3/8/3p4/8/3C4/8/3n4/4K3 w - - 0 1", Variant::Castalia)?;
    let mv = before.parse_move("Cd5")?;
    let after = before.play(&mv);
    for theme in Theme::ALL {
        for flipped in [false, true] {
            let opts = RenderOptions {
                theme,
                flipped,
                last_move: Some(mv),
                marks: vec![Square::E8],
                arrows: vec![Arrow::new(Square::E1, Square::E2, ArrowStyle::Hint)],
                header: Some("Ann vs Bo".into()),
                footer: Some("Black to move".into()),
                ..RenderOptions::default()
            };
            let png = render_png(&after, &opts)?;
            let name = format!(
                "board-{theme}-{}.png",
                if flipped { "black" } else { "white" }
            );
            std::fs::write(dir.join(&name), &png)?;
            println!("{name}: {} bytes", png.len());
        }
    }
    let checked = Position::from_fen("R2C3k/6pp/8/8/8/8/8/4K3 w - - 0 1", Variant::Castalia)?;
    let mate = checked.parse_move("Cd7")?;
    let png = render_png(
        &checked.play(&mate),
        &RenderOptions {
            last_move: Some(mate),
            square_px: 48,
            ..RenderOptions::default()
        },
    )?;
    std::fs::write(dir.join("mate-48.png"), &png)?;
    let png = explain_png(&before, &mv, &RenderOptions::default())?;
    std::fs::write(dir.join("explain.png"), &png)?;
    println!("explain.png: {} bytes", png.len());
    let start = Position::start(Variant::Castalia);
    let mut game = Vec::new();
    let mut p = start.clone();
    for text in ["e4", "e5", "b3", "b6", "Cb2", "Cb7", "Cxe5"] {
        match p.parse_move(text) {
            Ok(m) => {
                p = p.play(&m);
                game.push(m);
            }
            Err(_) => break,
        }
    }
    let gif = render_gif(&start, &game, &RenderOptions::default(), 700)?;
    std::fs::write(dir.join("game.gif"), &gif)?;
    println!("game.gif: {} bytes", gif.len());
    Ok(())
}
