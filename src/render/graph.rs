//! The evaluation graph of a game review: White's winning chance at every position (moves on
//! x, 0-100 % on y, White's advantage filled in white above the 50 % line and Black's in dark
//! below), a dot on every judged mistake in its severity's colour, and labelled axes (their
//! words are catalogue messages, `picture-graph-*`, in the language asked for).

use super::text::{cap_height, draw_text, text_width, Weight};
use super::theme::Rgb;
use super::RenderError;
use crate::i18n::{tr, Lang};
use image::{Rgba, RgbaImage};
use resvg::tiny_skia::{FillRule, Paint, PathBuilder, PixmapMut, Stroke, Transform};

/// How bad a marked move was: each has its colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MarkKind {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl MarkKind {
    pub const fn color(self) -> Rgb {
        match self {
            MarkKind::Inaccuracy => [230, 190, 40],
            MarkKind::Mistake => [235, 120, 20],
            MarkKind::Blunder => [215, 35, 35],
        }
    }

    /// The id of the catalogue message naming it.
    fn label(self) -> &'static str {
        match self {
            MarkKind::Inaccuracy => "picture-graph-inaccuracy",
            MarkKind::Mistake => "picture-graph-mistake",
            MarkKind::Blunder => "picture-graph-blunder",
        }
    }
}

/// A marked move: the index of the position it led to (1 = after the first move).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GraphMark {
    pub position: usize,
    pub kind: MarkKind,
}

/// Colours of the graph.
pub const BACKGROUND: Rgb = [48, 46, 43];
pub const WHITE_AREA: Rgb = [236, 236, 230];
pub const BLACK_AREA: Rgb = [28, 27, 25];
pub const AXIS: Rgb = [160, 160, 150];
pub const TEXT: Rgb = [225, 225, 215];
pub const LINE: Rgb = [120, 170, 240];

/// Where things go on a graph of a given size and number of positions.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct GraphLayout {
    pub width: u32,
    pub height: u32,
    /// The plot area: left, top, right, bottom (pixels).
    pub left: f32,
    pub top: f32,
    pub right: f32,
    pub bottom: f32,
    /// Positions plotted (moves + 1).
    pub positions: usize,
}

impl GraphLayout {
    pub fn new(width: u32, height: u32, positions: usize) -> GraphLayout {
        let w = width as f32;
        let h = height as f32;
        GraphLayout {
            width,
            height,
            left: (w * 0.08).max(44.0),
            top: (h * 0.06).max(12.0),
            right: w - (w * 0.02).max(10.0),
            bottom: h - (h * 0.2).max(44.0),
            positions: positions.max(2),
        }
    }

    /// The x of position `i`.
    pub fn x(&self, i: usize) -> f32 {
        self.left + (self.right - self.left) * i as f32 / (self.positions - 1) as f32
    }

    /// The y of a win percent (0-100, White's).
    pub fn y(&self, win: f64) -> f32 {
        let t = (win.clamp(0.0, 100.0) / 100.0) as f32;
        self.bottom - (self.bottom - self.top) * t
    }
}

fn paint(color: Rgb) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color_rgba8(color[0], color[1], color[2], 255);
    p.anti_alias = true;
    p
}

/// Draws the graph as RGBA. `white_win`: White's win percent at each position, the start
/// first; `first_move`: the number of the game's first move (its x label); `lang`: the
/// language of the caption and the marks' legend.
pub fn eval_graph_image(
    white_win: &[f64],
    marks: &[GraphMark],
    first_move: u32,
    width: u32,
    height: u32,
    lang: Lang,
) -> Result<RgbaImage, RenderError> {
    if !(200..=4000).contains(&width) || !(120..=3000).contains(&height) {
        return Err(RenderError::TooLarge(width, height));
    }
    let l = GraphLayout::new(width, height, white_win.len());
    let [r, g, b] = BACKGROUND;
    let mut canvas = RgbaImage::from_pixel(width, height, Rgba([r, g, b, 255]));
    let mid = l.y(50.0);
    super::overlay::fill_rect(
        &mut canvas,
        l.left as u32,
        l.top as u32,
        (l.right - l.left) as u32,
        (l.bottom - l.top) as u32,
        BLACK_AREA,
    );
    {
        let (w, h) = canvas.dimensions();
        let Some(mut pixmap) = PixmapMut::from_bytes(&mut canvas, w, h) else {
            return Err(RenderError::Encode("no canvas".into()));
        };
        if white_win.len() >= 2 {
            // White's area: between the curve and the bottom, so that the light part above the
            // 50 % line reads as White's advantage.
            let mut area = PathBuilder::new();
            area.move_to(l.x(0), l.bottom);
            for (i, w) in white_win.iter().enumerate() {
                area.line_to(l.x(i), l.y(*w));
            }
            area.line_to(l.x(white_win.len() - 1), l.bottom);
            area.close();
            if let Some(path) = area.finish() {
                pixmap.fill_path(
                    &path,
                    &paint(WHITE_AREA),
                    FillRule::Winding,
                    Transform::identity(),
                    None,
                );
            }
            let mut curve = PathBuilder::new();
            curve.move_to(l.x(0), l.y(white_win[0]));
            for (i, w) in white_win.iter().enumerate().skip(1) {
                curve.line_to(l.x(i), l.y(*w));
            }
            if let Some(path) = curve.finish() {
                let stroke = Stroke {
                    width: 2.0,
                    ..Stroke::default()
                };
                pixmap.stroke_path(&path, &paint(LINE), &stroke, Transform::identity(), None);
            }
        }
        // The 50 % line, dashed by hand.
        let mut x = l.left;
        while x < l.right {
            let mut dash = PathBuilder::new();
            dash.move_to(x, mid);
            dash.line_to((x + 6.0).min(l.right), mid);
            if let Some(path) = dash.finish() {
                let stroke = Stroke {
                    width: 1.0,
                    ..Stroke::default()
                };
                pixmap.stroke_path(&path, &paint(AXIS), &stroke, Transform::identity(), None);
            }
            x += 12.0;
        }
        // Marks.
        let radius = (height as f32 * 0.018).max(4.0);
        for m in marks {
            let Some(w) = white_win.get(m.position) else {
                continue;
            };
            let (cx, cy) = (l.x(m.position), l.y(*w));
            if let Some(circle) = PathBuilder::from_circle(cx, cy, radius) {
                pixmap.fill_path(
                    &circle,
                    &paint(m.kind.color()),
                    FillRule::Winding,
                    Transform::identity(),
                    None,
                );
                let stroke = Stroke {
                    width: 1.5,
                    ..Stroke::default()
                };
                pixmap.stroke_path(
                    &circle,
                    &paint(BACKGROUND),
                    &stroke,
                    Transform::identity(),
                    None,
                );
            }
        }
    }
    // Axes: left and bottom lines.
    let axis_w = 2;
    super::overlay::fill_rect(
        &mut canvas,
        l.left as u32 - axis_w,
        l.top as u32,
        axis_w,
        (l.bottom - l.top) as u32 + axis_w,
        AXIS,
    );
    super::overlay::fill_rect(
        &mut canvas,
        l.left as u32 - axis_w,
        l.bottom as u32,
        (l.right - l.left) as u32 + axis_w,
        axis_w,
        AXIS,
    );
    // Y labels.
    let px = (height as f32 * 0.045).clamp(10.0, 22.0);
    for (win, label) in [(100.0, "100%"), (50.0, "50%"), (0.0, "0%")] {
        let tw = text_width(Weight::Regular, px, label);
        let y = l.y(win) + cap_height(Weight::Regular, px) / 2.0;
        draw_text(
            &mut canvas,
            Weight::Regular,
            px,
            l.left - tw - 8.0,
            y.clamp(cap_height(Weight::Regular, px), height as f32),
            TEXT,
            label,
        );
    }
    // X labels: move numbers, about every tenth of the game (at least every move).
    let moves = white_win.len().saturating_sub(1);
    let step_moves = ((moves / 2) / 8).max(1);
    let label_y = l.bottom + 6.0 + cap_height(Weight::Regular, px);
    let mut last_right = f32::MIN;
    let mut n = 0usize;
    while 2 * n <= moves {
        let pos_index = 2 * n;
        let label = (first_move as usize + n).to_string();
        let tw = text_width(Weight::Regular, px, &label);
        let x = l.x(pos_index) - tw / 2.0;
        if x > last_right + 4.0 {
            draw_text(&mut canvas, Weight::Regular, px, x, label_y, TEXT, &label);
            super::overlay::fill_rect(
                &mut canvas,
                l.x(pos_index) as u32,
                l.bottom as u32,
                1,
                4,
                AXIS,
            );
            last_right = x + tw;
        }
        n += step_moves;
    }
    // Captions and legend along the bottom.
    let caption_y = height as f32 - px * 0.6;
    let caption = tr(lang, "picture-graph-caption");
    draw_text(
        &mut canvas,
        Weight::Regular,
        px,
        l.left,
        caption_y,
        TEXT,
        &caption,
    );
    let mut x = l.left + text_width(Weight::Regular, px, &caption) + px * 1.5;
    for kind in [MarkKind::Inaccuracy, MarkKind::Mistake, MarkKind::Blunder] {
        let s = (px * 0.7) as u32;
        super::overlay::fill_rect(
            &mut canvas,
            x as u32,
            (caption_y - s as f32) as u32,
            s,
            s,
            kind.color(),
        );
        x += s as f32 + px * 0.3;
        let label = tr(lang, kind.label());
        draw_text(&mut canvas, Weight::Regular, px, x, caption_y, TEXT, &label);
        x += text_width(Weight::Regular, px, &label) + px;
    }
    Ok(canvas)
}

/// [`eval_graph_image`] as a PNG file.
pub fn eval_graph_png(
    white_win: &[f64],
    marks: &[GraphMark],
    first_move: u32,
    width: u32,
    height: u32,
    lang: Lang,
) -> Result<Vec<u8>, RenderError> {
    let image = eval_graph_image(white_win, marks, first_move, width, height, lang)?;
    let mut out = std::io::Cursor::new(Vec::new());
    image
        .write_to(&mut out, image::ImageFormat::Png)
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    Ok(out.into_inner())
}
