//! Renders one board N times (for CPU-time measurement with `perf stat`, which is steadier than
//! wall time on a busy machine): `render_loop start|middlegame N`.
use castalia_bot::render::{render_png, Arrow, ArrowStyle, RenderOptions};
use castalia_bot::rules::{Position, Square, Variant};

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let which = args.next().unwrap_or("start".into());
    let n: usize = args.next().unwrap_or("200".into()).parse()?;
    let (pos, opts) = if which == "middlegame" {
        let before = Position::from_fen(
            "r1bqk2r/pp1n1ppp/2pbpc2/3p4/2PP4/2CBPN2/PP3PPP/R1BQ1RK1 b kq - 4 8",
            Variant::Castalia,
        )?;
        let mv = before.parse_move("Ch4")?;
        let opts = RenderOptions {
            last_move: Some(mv),
            arrows: vec![Arrow::new(Square::D1, Square::H5, ArrowStyle::Hint)],
            header: Some("Ann (1512) vs Bo (1498)".into()),
            footer: Some("White to move".into()),
            ..RenderOptions::default()
        };
        (before.play(&mv), opts)
    } else {
        (Position::start(Variant::Castalia), RenderOptions::default())
    };
    let mut bytes = 0;
    for _ in 0..n {
        bytes = render_png(&pos, &opts)?.len();
    }
    println!("{which}: {n} boards, {bytes} bytes each");
    Ok(())
}
