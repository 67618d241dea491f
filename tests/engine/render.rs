//! Board pictures, checked pixel by pixel: size, square colours, sprites on the right squares
//! from both sides, last-move (kidnap and repulse) and check highlights, arrows, and that the
//! PNG and GIF files decode to what was drawn.

use castalia_bot::render::{
    band_fits, fit_names, piece_sheet, render_board, render_gif, render_png, Arrow, ArrowStyle,
    Layout, RenderOptions, Rgb, Theme,
};
use castalia_bot::rules::{Position, Square, Variant};
use image::{AnimationDecoder, RgbaImage};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen, Variant::Castalia).expect("test FEN is valid")
}

fn play(p: &Position, uci: &str) -> (castalia_bot::rules::Move, Position) {
    let mv = p.parse_uci(uci).expect("test move is legal");
    (mv, p.play(&mv))
}

/// The colour of the pixel 2 px inside the top-left corner of a square (no piece reaches it).
fn corner(image: &RgbaImage, layout: &Layout, sq: Square) -> Rgb {
    let (x, y) = layout.square_origin(sq);
    let p = image.get_pixel(x + 2, y + 2);
    [p[0], p[1], p[2]]
}

/// The pixels of one square.
fn tile(image: &RgbaImage, layout: &Layout, sq: Square) -> Vec<u8> {
    let (x, y) = layout.square_origin(sq);
    let mut out = Vec::new();
    for dy in 0..layout.square {
        for dx in 0..layout.square {
            out.extend_from_slice(&image.get_pixel(x + dx, y + dy).0);
        }
    }
    out
}

fn plain(theme: Theme, sq: Square) -> Rgb {
    let p = theme.palette();
    if sq.is_light() {
        p.light
    } else {
        p.dark
    }
}

#[test]
fn default_board_is_eight_squares_of_64_px_plus_frame() {
    let opts = RenderOptions::default();
    let image = render_board(&Position::start(Variant::Castalia), &opts);
    let layout = Layout::new(&opts);
    assert_eq!(layout.square, 64);
    assert_eq!(
        image.dimensions(),
        (8 * 64 + 2 * layout.border, 8 * 64 + 2 * layout.border)
    );
    let with_bands = RenderOptions {
        header: Some("Alice vs Bob".into()),
        footer: Some("White to move".into()),
        ..RenderOptions::default()
    };
    let image = render_board(&Position::start(Variant::Castalia), &with_bands);
    let layout = Layout::new(&with_bands);
    assert!(layout.header > 0 && layout.footer > 0);
    assert_eq!(
        image.height(),
        8 * 64 + 2 * layout.border + layout.header + layout.footer
    );
}

#[test]
fn squares_have_their_theme_colours_in_both_themes() {
    for theme in Theme::ALL {
        let opts = RenderOptions {
            theme,
            ..RenderOptions::default()
        };
        let layout = Layout::new(&opts);
        let image = render_board(&Position::start(Variant::Castalia), &opts);
        // a1 is dark, h1 light; e4 light, d4 dark.
        assert_eq!(corner(&image, &layout, Square::A1), theme.palette().dark);
        assert_eq!(corner(&image, &layout, Square::H1), theme.palette().light);
        assert_eq!(corner(&image, &layout, Square::E4), theme.palette().light);
        assert_eq!(corner(&image, &layout, Square::D4), theme.palette().dark);
        // The frame.
        let p = image.get_pixel(1, 1);
        assert_eq!([p[0], p[1], p[2]], theme.palette().border);
    }
}

#[test]
fn pieces_stand_on_their_squares_from_either_side() {
    let start = Position::start(Variant::Castalia);
    let white = RenderOptions::default();
    let black = RenderOptions {
        flipped: true,
        ..RenderOptions::default()
    };
    let (wl, bl) = (Layout::new(&white), Layout::new(&black));
    let (wi, bi) = (render_board(&start, &white), render_board(&start, &black));
    // From White's side a1 is bottom left; from Black's side it is top right.
    assert_eq!(
        wl.square_origin(Square::A1),
        (wl.border, wl.border + 7 * 64)
    );
    assert_eq!(
        bl.square_origin(Square::A1),
        (bl.border + 7 * 64, bl.border)
    );
    for sq in [
        Square::E1,
        Square::B1,
        Square::E8,
        Square::B8,
        Square::D2,
        Square::E5,
    ] {
        assert_eq!(
            tile(&wi, &wl, sq),
            tile(&bi, &bl, sq),
            "{sq} differs when flipped"
        );
    }
    // The king's square is not plain, an empty square is.
    let e4 = tile(&wi, &wl, Square::E4);
    assert!(e4
        .chunks(4)
        .all(|p| p[..3] == plain(Theme::Classic, Square::E4)));
    let e1 = tile(&wi, &wl, Square::E1);
    assert!(
        e1.chunks(4)
            .filter(|p| p[..3] != plain(Theme::Classic, Square::E1))
            .count()
            > 500
    );
    // White and black kings differ, and the Castalia is not drawn like the queen.
    assert_ne!(tile(&wi, &wl, Square::E1), tile(&wi, &wl, Square::E8));
    let differing = tile(&wi, &wl, Square::B1)
        .chunks(4)
        .zip(tile(&wi, &wl, Square::D1).chunks(4))
        .filter(|(a, b)| a[..3] != b[..3])
        .count();
    assert!(
        differing > 600,
        "Castalia and queen sprites too alike ({differing} px)"
    );
}

#[test]
fn last_move_tints_from_to_and_where_kidnapped_and_repulsed_pieces_went() {
    let theme = Theme::Classic;
    let palette = theme.palette();
    // Kidnap: Castalia d4-d6 drags the pawn d2 -> d4.
    let before = pos("4k3/8/8/8/3C4/8/3P4/4K3 w - - 0 1");
    let (mv, after) = play(&before, "d4d6");
    let opts = RenderOptions {
        last_move: Some(mv),
        ..RenderOptions::default()
    };
    let layout = Layout::new(&opts);
    let image = render_board(&after, &opts);
    assert_eq!(
        corner(&image, &layout, Square::D6),
        palette.last_move.over(plain(theme, Square::D6))
    );
    assert_eq!(
        corner(&image, &layout, Square::D4),
        palette.kidnap.over(plain(theme, Square::D4))
    );
    assert_eq!(
        corner(&image, &layout, Square::D2),
        palette.last_move.over(plain(theme, Square::D2))
    );
    assert_eq!(
        corner(&image, &layout, Square::D3),
        plain(theme, Square::D3)
    );

    // Repulse: Castalia d2-d4 pushes the pawn d5 -> d7.
    let before = pos("4k3/8/8/3p4/8/8/3C4/4K3 w - - 0 1");
    let (mv, after) = play(&before, "d2d4");
    let opts = RenderOptions {
        last_move: Some(mv),
        flipped: true,
        ..RenderOptions::default()
    };
    let layout = Layout::new(&opts);
    let image = render_board(&after, &opts);
    assert_eq!(
        corner(&image, &layout, Square::D7),
        palette.repulse.over(plain(theme, Square::D7))
    );
    assert_eq!(
        corner(&image, &layout, Square::D5),
        palette.last_move.over(plain(theme, Square::D5))
    );
    assert_eq!(
        corner(&image, &layout, Square::D6),
        plain(theme, Square::D6)
    );
}

#[test]
fn king_in_check_glows_red() {
    let opts = RenderOptions::default();
    let layout = Layout::new(&opts);
    // Black to move, in check from the rook on e1.
    let checked = pos("4k3/8/8/8/8/8/8/K3R3 b - - 0 1");
    let quiet = pos("4k3/8/8/8/8/8/8/K2R4 b - - 0 1");
    let probe = |image: &RgbaImage| {
        let (x, y) = layout.square_origin(Square::E8);
        let p = image.get_pixel(x + 4, y + layout.square / 2);
        [p[0], p[1], p[2]]
    };
    let red = probe(&render_board(&checked, &opts));
    assert!(red[0] as i32 > red[1] as i32 + 60, "no red glow: {red:?}");
    assert_eq!(
        probe(&render_board(&quiet, &opts)),
        plain(Theme::Classic, Square::E8)
    );
}

#[test]
fn arrows_are_drawn_between_square_centres() {
    let opts = RenderOptions {
        arrows: vec![Arrow::new(Square::A4, Square::H4, ArrowStyle::Kidnap)],
        ..RenderOptions::default()
    };
    let layout = Layout::new(&opts);
    let image = render_board(&Position::start(Variant::Castalia), &opts);
    let (x, y) = layout.square_center(Square::D4);
    let p = image.get_pixel(x as u32, y as u32);
    assert!(p[0] > 200 && p[2] < 80, "no orange arrow on d4: {p:?}");
    let (x, y) = layout.square_center(Square::D5);
    let p = image.get_pixel(x as u32, y as u32);
    assert_eq!([p[0], p[1], p[2]], plain(Theme::Classic, Square::D5));
}

#[test]
fn png_decodes_to_the_board_with_exact_flat_colours() {
    let before = pos("4k3/8/8/8/3C4/8/3P4/4K3 w - - 0 1");
    let (mv, after) = play(&before, "d4d6");
    let opts = RenderOptions {
        last_move: Some(mv),
        theme: Theme::Ocean,
        header: Some("White: Ann  -  Black: Bo".into()),
        ..RenderOptions::default()
    };
    let png = render_png(&after, &opts).expect("renders");
    assert_eq!(&png[1..4], b"PNG");
    let decoded = image::load_from_memory(&png).expect("decodes").to_rgba8();
    let drawn = render_board(&after, &opts);
    assert_eq!(decoded.dimensions(), drawn.dimensions());
    let layout = Layout::new(&opts);
    for sq in [Square::A1, Square::H1, Square::D4, Square::D6, Square::D2] {
        assert_eq!(
            corner(&decoded, &layout, sq),
            corner(&drawn, &layout, sq),
            "{sq}"
        );
    }
    // Palette quantisation keeps every pixel close to what was drawn.
    let worst = decoded
        .pixels()
        .zip(drawn.pixels())
        .map(|(a, b)| (0..3).map(|c| a[c].abs_diff(b[c]) as u32).sum::<u32>())
        .max()
        .unwrap_or(0);
    assert!(worst < 90, "a pixel is off by {worst}");
}

#[test]
fn out_of_range_sizes_are_refused() {
    let start = Position::start(Variant::Castalia);
    for square_px in [0, 8, 1000] {
        let opts = RenderOptions {
            square_px,
            ..RenderOptions::default()
        };
        assert!(render_png(&start, &opts).is_err());
    }
}

#[test]
fn gif_has_a_frame_per_position() {
    let start = Position::start(Variant::Castalia);
    let mut moves = Vec::new();
    let mut p = start.clone();
    for text in ["e4", "e5", "b3", "b6", "Cb2", "Cb7"] {
        let mv = p.parse_move(text).expect("legal");
        p = p.play(&mv);
        moves.push(mv);
    }
    let opts = RenderOptions {
        square_px: 32,
        ..RenderOptions::default()
    };
    let gif = render_gif(&start, &moves, &opts, 500).expect("encodes");
    let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(gif)).expect("gif");
    let frames = decoder.into_frames().collect_frames().expect("frames");
    // One shown frame per position (a move's footer may come as an extra zero-delay frame).
    let shown: Vec<_> = frames
        .iter()
        .filter(|f| f.delay().numer_denom_ms().0 > 0)
        .collect();
    assert_eq!(shown.len(), moves.len() + 1);
    let (w, h) = frames[0].buffer().dimensions();
    let layout = Layout::new(&RenderOptions {
        footer: Some(String::new()),
        ..opts.clone()
    });
    assert_eq!((w, h), layout.size());
    // The last frame, composed over the earlier ones, is the final position with its last move.
    let last = render_board(
        &p,
        &RenderOptions {
            last_move: moves.last().copied(),
            footer: Some("3... Cb7".into()),
            ..opts.clone()
        },
    );
    let decoded = shown[shown.len() - 1].buffer();
    let worst = decoded
        .pixels()
        .zip(last.pixels())
        .map(|(a, b)| (0..3).map(|c| a[c].abs_diff(b[c]) as u32).sum::<u32>())
        .max()
        .unwrap_or(0);
    assert!(worst < 90, "last frame differs by {worst}");
    // An illegal move is refused.
    assert!(render_gif(&start, &moves[1..], &opts, 500).is_err());
}

#[test]
fn piece_art_rasterises_at_48_px() {
    let sheet = piece_sheet(48, [255, 255, 255]).expect("art renders");
    assert_eq!(sheet.dimensions(), (48 * 7, 96));
    // Every sprite leaves ink in its cell.
    for row in 0..2 {
        for col in 0..7 {
            let ink = (0..48)
                .flat_map(|y| (0..48).map(move |x| (x, y)))
                .filter(|&(x, y)| sheet.get_pixel(col * 48 + x, row * 48 + y)[0] < 128)
                .count();
            assert!(ink > 100, "sprite {row},{col} is nearly empty");
        }
    }
}

/// A board header with the longest names allowed (32 characters, Latin or Cyrillic) names
/// both players: the names are shortened, each keeping its start, and the line fits its band
/// (at 48 px squares, the animation's, and larger).
#[test]
fn a_header_with_two_long_names_keeps_both_names() {
    let long = [
        ("WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW", "bob"),
        (
            "Александра Константинопольская!",
            "ЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩ",
        ),
        ("ann", "Maximilian Alexander von Habsbur"),
    ];
    for square_px in [48, 64, 96] {
        let opts = RenderOptions {
            square_px,
            header: Some(String::new()),
            ..RenderOptions::default()
        };
        for (white, black) in long {
            let header = fit_names(&opts, &[white, black], |n| {
                format!("#12  {} vs {}  (castalia)", n[0], n[1])
            });
            assert!(
                band_fits(&opts, &header),
                "{square_px} px: `{header}` is cut"
            );
            let (w, rest) = header
                .trim_start_matches("#12  ")
                .split_once(" vs ")
                .unwrap_or_else(|| panic!("`{header}` lost its `vs`"));
            let b = rest.trim_end_matches("  (castalia)");
            for (shown, full) in [(w, white), (b, black)] {
                let start = shown.trim_end_matches('…');
                assert!(
                    start.chars().count() >= 3 && full.starts_with(start),
                    "{square_px} px: `{shown}` does not name {full}"
                );
            }
            // A short name is never shortened.
            for name in [white, black] {
                if name.chars().count() <= 3 {
                    assert!(header.contains(name), "{header}");
                }
            }
        }
    }
}
