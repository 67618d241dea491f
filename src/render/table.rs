//! A table as a picture (a tournament's standings): a title, a header row, striped rows, the
//! top three places tinted gold, silver and bronze, and a flame mark beside a player on a
//! winning streak (drawn, not a font glyph).

use super::text::{cap_height, draw_text, text_width, Weight};
use super::theme::Rgb;
use super::RenderError;
use crate::i18n::Lang;
use image::{Rgba, RgbaImage};

/// What to draw.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Table {
    pub title: String,
    pub columns: Vec<String>,
    /// One row per line, as many cells as columns.
    pub rows: Vec<Vec<String>>,
    /// Per row: the player is on fire (an arena streak).
    pub fire: Vec<bool>,
    /// The language of the words the table adds itself (the count of rows left out).
    pub lang: Lang,
}

/// The most rows drawn (the rest are summed up in the last line).
pub const MAX_ROWS: usize = 40;

pub(super) const BACKGROUND: Rgb = [0x2b, 0x2a, 0x33];
const HEADER: Rgb = [0x3b, 0x3a, 0x46];
const STRIPE: Rgb = [0x33, 0x32, 0x3c];
pub(super) const TEXT: Rgb = [0xee, 0xee, 0xf0];
pub(super) const DIM: Rgb = [0xb8, 0xb8, 0xc4];
pub(super) const PODIUM: [Rgb; 3] = [[0xe8, 0xc5, 0x47], [0xc0, 0xc6, 0xcf], [0xcd, 0x8a, 0x4f]];
const FLAME: Rgb = [0xf0, 0x7a, 0x26];

pub(super) fn fill(canvas: &mut RgbaImage, x0: u32, y0: u32, w: u32, h: u32, c: Rgb) {
    let (cw, ch) = (canvas.width(), canvas.height());
    for y in y0..(y0 + h).min(ch) {
        for x in x0..(x0 + w).min(cw) {
            canvas.put_pixel(x, y, Rgba([c[0], c[1], c[2], 255]));
        }
    }
}

/// A small flame: a teardrop of orange with a lighter core.
fn flame(canvas: &mut RgbaImage, cx: f32, bottom: f32, size: f32) {
    let (cw, ch) = (canvas.width() as i32, canvas.height() as i32);
    let top = bottom - size;
    for y in top as i32..=bottom as i32 {
        let t = (y as f32 - top) / size; // 0 at the tip, 1 at the base
        let half = size * 0.32 * (t.sqrt()) * (1.2 - t * 0.5);
        for x in (cx - half) as i32..=(cx + half) as i32 {
            if x < 0 || y < 0 || x >= cw || y >= ch {
                continue;
            }
            let inner = ((x as f32 - cx).abs() < half * 0.45) && t > 0.45;
            let c = if inner { [0xff, 0xd2, 0x4a] } else { FLAME };
            canvas.put_pixel(x as u32, y as u32, Rgba([c[0], c[1], c[2], 255]));
        }
    }
}

/// The table as RGBA.
pub fn table_image(table: &Table) -> Result<RgbaImage, RenderError> {
    let px = 18.0_f32;
    let title_px = 22.0_f32;
    let row_h = 30u32;
    let pad = 14.0_f32;
    let shown = table.rows.len().min(MAX_ROWS);
    let more = table.rows.len() - shown;
    // Column widths from their widest cell.
    let mut widths: Vec<f32> = table
        .columns
        .iter()
        .map(|c| text_width(Weight::Bold, px, c))
        .collect();
    for row in table.rows.iter().take(shown) {
        for (i, cell) in row.iter().enumerate() {
            if let Some(w) = widths.get_mut(i) {
                *w = w.max(text_width(Weight::Regular, px, cell) + if i == 1 { 24.0 } else { 0.0 });
            }
        }
    }
    let gap = 22.0_f32;
    let table_w: f32 = widths.iter().sum::<f32>() + gap * widths.len().saturating_sub(1) as f32;
    let title_w = text_width(Weight::Bold, title_px, &table.title);
    let width = (table_w.max(title_w) + 2.0 * pad)
        .ceil()
        .clamp(240.0, 2400.0) as u32;
    let title_h = (title_px * 2.2) as u32;
    let footer = u32::from(more > 0) * row_h;
    let height = title_h + row_h * (shown as u32 + 1) + footer + pad as u32;
    let mut canvas = RgbaImage::from_pixel(
        width,
        height,
        Rgba([BACKGROUND[0], BACKGROUND[1], BACKGROUND[2], 255]),
    );
    let baseline = |top: u32, size: f32, weight: Weight| {
        top as f32 + (row_h as f32 + cap_height(weight, size)) / 2.0
    };
    draw_text(
        &mut canvas,
        Weight::Bold,
        title_px,
        pad,
        title_px * 1.4,
        TEXT,
        &table.title,
    );
    // Numbers are right-aligned, names left-aligned.
    let numeric = |i: usize| i != 1;
    let lefts: Vec<f32> = widths
        .iter()
        .scan(pad, |x, w| {
            let left = *x;
            *x += w + gap;
            Some(left)
        })
        .collect();
    let mut top = title_h;
    fill(&mut canvas, 0, top, width, row_h, HEADER);
    for (i, c) in table.columns.iter().enumerate() {
        let w = text_width(Weight::Bold, px, c);
        let x = if numeric(i) {
            lefts[i] + widths[i] - w
        } else {
            lefts[i]
        };
        draw_text(
            &mut canvas,
            Weight::Bold,
            px,
            x,
            baseline(top, px, Weight::Bold),
            DIM,
            c,
        );
    }
    for (r, row) in table.rows.iter().take(shown).enumerate() {
        top += row_h;
        if r % 2 == 1 {
            fill(&mut canvas, 0, top, width, row_h, STRIPE);
        }
        let colour = PODIUM.get(r).copied().unwrap_or(TEXT);
        for (i, cell) in row.iter().enumerate().take(widths.len()) {
            let weight = if r < 3 { Weight::Bold } else { Weight::Regular };
            let w = text_width(weight, px, cell);
            let x = if numeric(i) {
                lefts[i] + widths[i] - w
            } else {
                lefts[i]
            };
            let c = if i == 0 || i == 1 { colour } else { TEXT };
            draw_text(
                &mut canvas,
                weight,
                px,
                x,
                baseline(top, px, weight),
                c,
                cell,
            );
            if i == 1 && table.fire.get(r).copied().unwrap_or(false) {
                let fx = x + w + 12.0;
                flame(
                    &mut canvas,
                    fx,
                    top as f32 + row_h as f32 - 7.0,
                    row_h as f32 - 12.0,
                );
            }
        }
    }
    if more > 0 {
        top += row_h;
        let text = crate::msg!("picture-table-more", count = more).words(table.lang);
        draw_text(
            &mut canvas,
            Weight::Regular,
            px,
            pad,
            baseline(top, px, Weight::Regular),
            DIM,
            &text,
        );
    }
    Ok(canvas)
}

/// The table as a PNG file.
pub fn standings_png(table: &Table) -> Result<Vec<u8>, RenderError> {
    write_png(&table_image(table)?)
}

/// A picture of this module's kind (flat colours and text) as a PNG file.
pub(super) fn write_png(image: &RgbaImage) -> Result<Vec<u8>, RenderError> {
    let mut out = std::io::Cursor::new(Vec::new());
    image
        .write_to(&mut out, image::ImageFormat::Png)
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    Ok(out.into_inner())
}
