//! Board picture speed and size: render + PNG encode for the start position and a busy
//! middlegame (with last-move tints and an arrow), against a naive reference measured in the
//! same run: one SVG document per request (squares plus the piece art) rasterised by resvg and
//! written as an RGBA PNG; and the start position under a 100,000-character header and footer.
//! Prints the PNG sizes once before timing.

use castalia_bot::render::{
    piece_svg, render_board, render_gif, render_png, Arrow, ArrowStyle, Layout, RenderOptions,
};
use castalia_bot::rules::{Position, Square, Variant};
use criterion::{black_box, criterion_group, criterion_main, Criterion};
use image::ImageEncoder;

const MIDDLEGAME: &str = "r1bqk2r/pp1n1ppp/2pbpc2/3p4/2PP4/2CBPN2/PP3PPP/R1BQ1RK1 b kq - 4 8";

fn middlegame() -> (Position, RenderOptions) {
    let before = Position::from_fen(MIDDLEGAME, Variant::Castalia).expect("valid FEN");
    let mv = before.parse_move("Ch4").expect("legal");
    let after = before.play(&mv);
    let opts = RenderOptions {
        last_move: Some(mv),
        arrows: vec![Arrow::new(Square::D1, Square::H5, ArrowStyle::Hint)],
        header: Some("Ann (1512) vs Bo (1498)".into()),
        footer: Some("White to move".into()),
        ..RenderOptions::default()
    };
    (after, opts)
}

/// The reference: the whole board as one SVG, parsed and rasterised on every request.
fn naive_png(pos: &Position, opts: &RenderOptions) -> Vec<u8> {
    let layout = Layout::new(&RenderOptions {
        header: None,
        footer: None,
        ..opts.clone()
    });
    let side = layout.board_side();
    let palette = opts.theme.palette();
    let hex = |c: [u8; 3]| format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2]);
    let mut svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{side}" height="{side}"><rect width="{side}" height="{side}" fill="{}"/>"#,
        hex(palette.border)
    );
    for sq in Square::ALL {
        let (x, y) = layout.square_origin(sq);
        let fill = if sq.is_light() {
            palette.light
        } else {
            palette.dark
        };
        svg += &format!(
            r#"<rect x="{x}" y="{y}" width="{0}" height="{0}" fill="{1}"/>"#,
            layout.square,
            hex(fill)
        );
        if let Some(piece) = pos.piece_at(sq) {
            let art = piece_svg(piece);
            let inner = art
                .split_once('>')
                .map(|(_, rest)| rest.trim_end().trim_end_matches("</svg>"))
                .unwrap_or("");
            svg += &format!(
                r#"<g transform="translate({x} {y}) scale({})">{inner}</g>"#,
                layout.square as f32 / 45.0
            );
        }
    }
    svg += "</svg>";
    let tree = resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default()).expect("svg");
    let mut pixmap = resvg::tiny_skia::Pixmap::new(side, side).expect("pixmap");
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::identity(),
        &mut pixmap.as_mut(),
    );
    let mut out = Vec::new();
    image::codecs::png::PngEncoder::new(&mut out)
        .write_image(pixmap.data(), side, side, image::ExtendedColorType::Rgba8)
        .expect("png");
    out
}

fn bench(c: &mut Criterion) {
    let start = Position::start(Variant::Castalia);
    let plain = RenderOptions::default();
    let (busy, busy_opts) = middlegame();
    for (name, pos, opts) in [("start", &start, &plain), ("middlegame", &busy, &busy_opts)] {
        let png = render_png(pos, opts).expect("renders");
        let naive = naive_png(pos, opts);
        eprintln!(
            "{name}: {} bytes indexed PNG ({}x{}), naive RGBA PNG {} bytes",
            png.len(),
            render_board(pos, opts).width(),
            render_board(pos, opts).height(),
            naive.len()
        );
    }
    let mut group = c.benchmark_group("render");
    group.bench_function("start_png", |b| {
        b.iter(|| render_png(black_box(&start), black_box(&plain)).expect("renders"))
    });
    group.bench_function("middlegame_png", |b| {
        b.iter(|| render_png(black_box(&busy), black_box(&busy_opts)).expect("renders"))
    });
    group.bench_function("middlegame_rgba_only", |b| {
        b.iter(|| render_board(black_box(&busy), black_box(&busy_opts)))
    });
    group.bench_function("naive_svg_start_png", |b| {
        b.iter(|| naive_png(black_box(&start), black_box(&plain)))
    });
    group.bench_function("naive_svg_middlegame_png", |b| {
        b.iter(|| naive_png(black_box(&busy), black_box(&busy_opts)))
    });
    // A hostile header and footer of 100,000 characters each: cut to fit in one pass.
    let huge = RenderOptions {
        header: Some("Alice vs Bob ".repeat(7_700)),
        footer: Some("é".repeat(100_000)),
        ..RenderOptions::default()
    };
    group.bench_function("start_png_100k_char_header_footer", |b| {
        b.iter(|| render_png(black_box(&start), black_box(&huge)).expect("renders"))
    });
    let mut game = Vec::new();
    let mut p = start.clone();
    for text in [
        "e4", "e5", "b3", "b6", "Cb2", "Cb7", "Nf3", "Nf6", "Bc4", "Bc5",
    ] {
        let mv = p.parse_move(text).expect("legal");
        p = p.play(&mv);
        game.push(mv);
    }
    let gif = render_gif(&start, &game, &plain, 800).expect("gif");
    eprintln!("10-move GIF: {} bytes", gif.len());
    group.sample_size(10);
    group.bench_function("gif_10_moves", |b| {
        b.iter(|| render_gif(black_box(&start), black_box(&game), &plain, 800).expect("gif"))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
