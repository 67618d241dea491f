//! One board picture: the cached empty board with its frame and coordinates, and the
//! per-request composition on top of it (where everything goes is `layout::Layout`).

use super::layout::{legend_entries, Layout};
use super::legend::{draw_legend, move_arrows};
use super::overlay::{check_glow, draw_arrows, draw_marks, fill_rect};
use super::sprites::{blit, sprites};
use super::text::{cap_height, draw_text, fit, Weight};
use super::theme::{Rgb, Theme, Tint};
use super::{RenderError, RenderOptions};
use crate::rules::{File, MoveKind, Position, Rank, Square};
use crate::sync::Recover;
use image::{Rgba, RgbaImage};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// The board as an RGBA image of `Layout::new(opts).size()` pixels. A square size outside
/// 16..=256 is clamped (`render_png` refuses it instead).
pub fn render_board(pos: &Position, opts: &RenderOptions) -> RgbaImage {
    match compose_board(pos, opts) {
        Ok(image) => image,
        Err(e) => {
            // Only a broken build (unreadable embedded art) gets here.
            tracing::error!("board rendering failed: {e}");
            let (w, h) = Layout::new(opts).size();
            let [r, g, b] = opts.theme.palette().border;
            RgbaImage::from_pixel(w, h, Rgba([r, g, b, 255]))
        }
    }
}

pub(crate) fn compose_board(
    pos: &Position,
    opts: &RenderOptions,
) -> Result<RgbaImage, RenderError> {
    let layout = Layout::new(opts);
    let palette = opts.theme.palette();
    let (width, height) = layout.size();
    let mut canvas = RgbaImage::from_pixel(
        width,
        height,
        Rgba([palette.border[0], palette.border[1], palette.border[2], 255]),
    );
    let base = empty_board(layout.square, opts.theme, opts.flipped, opts.coordinates)?;
    let offset = (layout.header * width * 4) as usize;
    let base_bytes: &[u8] = &base;
    let canvas_bytes: &mut [u8] = &mut canvas;
    canvas_bytes[offset..offset + base_bytes.len()].copy_from_slice(base_bytes);

    for (sq, tint) in square_tints(opts) {
        let base_color = square_color(opts.theme, sq);
        let (x, y) = layout.square_origin(sq);
        fill_rect(
            &mut canvas,
            x,
            y,
            layout.square,
            layout.square,
            tint.over(base_color),
        );
    }
    if pos.is_check() {
        if let Some(king) = pos.board().king(pos.side_to_move()) {
            let (x, y) = layout.square_origin(king);
            check_glow(&mut canvas, x, y, layout.square, palette.check);
        }
    }
    let set = sprites(layout.square)?;
    for sq in pos.board().occupied() {
        if let Some(piece) = pos.piece_at(sq) {
            let (x, y) = layout.square_origin(sq);
            blit(&mut canvas, set.get(piece), x, y);
        }
    }
    draw_marks(&mut canvas, &layout, &opts.marks, palette.mark);
    draw_arrows(&mut canvas, &layout, &opts.arrows);
    if let Some(entries) = legend_entries(opts) {
        if let Some(mv) = &opts.last_move {
            draw_arrows(&mut canvas, &layout, &move_arrows(mv));
        }
        draw_legend(
            &mut canvas,
            &entries,
            layout.legend_top(),
            layout.square,
            &palette,
            opts.lang,
        );
    }
    if let Some(header) = &opts.header {
        band_text(&mut canvas, &layout, 0, layout.header, header, palette.text);
    }
    if let Some(footer) = &opts.footer {
        let top = layout.header + layout.board_side();
        band_text(
            &mut canvas,
            &layout,
            top,
            layout.footer,
            footer,
            palette.text,
        );
    }
    Ok(canvas)
}

/// The squares to tint for the last move, later entries winning: from and to, the squares a
/// kidnapped or repulsed piece left, then where those pieces landed in their own colours.
fn square_tints(opts: &RenderOptions) -> Vec<(Square, Tint)> {
    let palette = opts.theme.palette();
    let mut tints = Vec::with_capacity(6);
    let Some(mv) = opts.last_move else {
        return tints;
    };
    tints.push((mv.from, palette.last_move));
    tints.push((mv.to, palette.last_move));
    if let MoveKind::Castalia(effects) = mv.kind {
        if let Some(k) = effects.kidnap_from {
            tints.push((k, palette.last_move));
            tints.push((mv.from, palette.kidnap));
        }
        if let Some(r) = effects.repulse {
            tints.push((r.from, palette.last_move));
            tints.push((r.to, palette.repulse));
        }
    }
    // A square tinted twice shows its last tint only.
    let mut seen = Vec::with_capacity(tints.len());
    for (sq, tint) in tints.into_iter().rev() {
        if !seen.iter().any(|(s, _)| *s == sq) {
            seen.push((sq, tint));
        }
    }
    seen
}

/// The plain colour of a square in a theme.
pub(crate) fn square_color(theme: Theme, sq: Square) -> Rgb {
    let palette = theme.palette();
    if sq.is_light() {
        palette.light
    } else {
        palette.dark
    }
}

/// The framed board with its coordinates and no pieces, made once per (size, theme, side).
fn empty_board(
    square: u32,
    theme: Theme,
    flipped: bool,
    coordinates: bool,
) -> Result<Arc<RgbaImage>, RenderError> {
    type Key = (u32, Theme, bool, bool);
    static CACHE: OnceLock<Mutex<HashMap<Key, Arc<RgbaImage>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let key = (square, theme, flipped, coordinates);
    if let Some(image) = cache.lock().recover().get(&key) {
        return Ok(Arc::clone(image));
    }
    let layout = Layout {
        square,
        border: (square * 3 / 8).max(10),
        header: 0,
        footer: 0,
        legend: 0,
        flipped,
    };
    let palette = theme.palette();
    let side = layout.board_side();
    let [r, g, b] = palette.border;
    let mut image = RgbaImage::from_pixel(side, side, Rgba([r, g, b, 255]));
    for sq in Square::ALL {
        let (x, y) = layout.square_origin(sq);
        fill_rect(&mut image, x, y, square, square, square_color(theme, sq));
    }
    let px = layout.border as f32 * 0.62;
    let cap = cap_height(Weight::Bold, px);
    for i in (0..8).filter(|_| coordinates) {
        let file = File::from_index(i);
        let rank = Rank::from_index(i);
        let (fx, _) = layout.square_center(Square::new(file, Rank::R1));
        let label = file.to_char().to_string();
        let w = super::text::text_width(Weight::Bold, px, &label);
        let baseline = (side - layout.border) as f32 + (layout.border as f32 + cap) / 2.0;
        draw_text(
            &mut image,
            Weight::Bold,
            px,
            fx - w / 2.0,
            baseline,
            palette.text,
            &label,
        );
        let (_, ry) = layout.square_center(Square::new(File::A, rank));
        let label = rank.to_char().to_string();
        let w = super::text::text_width(Weight::Bold, px, &label);
        draw_text(
            &mut image,
            Weight::Bold,
            px,
            (layout.border as f32 - w) / 2.0,
            ry + cap / 2.0,
            palette.text,
            &label,
        );
    }
    let image = Arc::new(image);
    cache.lock().recover().insert(key, Arc::clone(&image));
    Ok(image)
}

/// One line of text, vertically centred in a band starting at `top`.
fn band_text(
    canvas: &mut RgbaImage,
    layout: &Layout,
    top: u32,
    height: u32,
    text: &str,
    color: Rgb,
) {
    let (px, margin, width) = band_font(layout, height);
    let line = fit(Weight::Bold, px, text, width);
    let cap = cap_height(Weight::Bold, px);
    let baseline = top as f32 + (height as f32 + cap) / 2.0;
    draw_text(canvas, Weight::Bold, px, margin, baseline, color, &line);
}

/// The text size, left margin and width for the text of a band `height` pixels high.
fn band_font(layout: &Layout, height: u32) -> (f32, f32, f32) {
    let margin = layout.border as f32;
    let width = layout.size().0 as f32 - 2.0 * margin;
    (height as f32 * 0.5, margin, width)
}

/// Whether `text` fits whole in the header or footer band of a board drawn with `opts` (the
/// bands are drawn alike; a line too long is cut with `…`).
pub fn band_fits(opts: &RenderOptions, text: &str) -> bool {
    let layout = Layout::new(&RenderOptions {
        header: Some(String::new()),
        arrows: Vec::new(),
        marks: Vec::new(),
        ..opts.clone()
    });
    let (px, _, width) = band_font(&layout, layout.header);
    fit(Weight::Bold, px, text, width) == text
}

/// `line(names)` made to fit whole in a band of a picture drawn with `opts`, by shortening
/// the names (with `…`), the longest first, rather than letting the band cut the line's end:
/// a long first name must not hide the second ("#12  Alexandra Konstantinopo… vs bob").
/// When even names of two letters do not fit, the line is left for the band to cut.
pub fn fit_names(
    opts: &RenderOptions,
    names: &[&str],
    line: impl Fn(&[String]) -> String,
) -> String {
    let mut kept: Vec<Vec<char>> = names.iter().map(|n| n.chars().collect()).collect();
    let shown = |kept: &[Vec<char>]| -> Vec<String> {
        kept.iter()
            .zip(names)
            .map(|(k, n)| {
                let k: String = k.iter().collect();
                if k.chars().count() == n.chars().count() {
                    k
                } else {
                    format!("{}…", k.trim_end())
                }
            })
            .collect()
    };
    loop {
        let text = line(&shown(&kept));
        if band_fits(opts, &text) {
            return text;
        }
        let Some(longest) = kept
            .iter_mut()
            .max_by_key(|k| k.len())
            .filter(|k| k.len() > 2)
        else {
            return text;
        };
        longest.pop();
    }
}

/// The first of `lines` drawn whole in a band of a picture drawn with `opts` (the last when
/// none is: the renderer then cuts it).
pub fn first_fitting(opts: &RenderOptions, lines: &[String]) -> String {
    lines
        .iter()
        .find(|l| band_fits(opts, l))
        .or(lines.last())
        .cloned()
        .unwrap_or_default()
}
