//! A table as a picture (a tournament's standings): a title, a header row, striped rows, the
//! top three places tinted gold, silver and bronze, and a flame mark beside a player on a
//! winning streak (drawn, not a font glyph).

use super::text::{cap_height, draw_text, fit, text_width, Weight};
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

/// The text size of the cells and the title.
const PX: f32 = 18.0;
const TITLE_PX: f32 = 22.0;
const PAD: f32 = 14.0;
const GAP: f32 = 22.0;
/// Room kept after a name for the flame mark.
const FIRE_ROOM: f32 = 24.0;
/// The widest the name column is drawn: a longer name is cut with `…` rather than widening
/// the picture (32 characters of Discord's longest display name fit in bold).
pub const NAME_MAX_W: f32 = 420.0;
/// The widest picture.
const MAX_W: f32 = 2400.0;

/// Where a table's columns go and what each shown cell says (names cut to their column).
#[derive(Clone, Debug, PartialEq)]
pub struct TableLayout {
    /// The picture's width.
    pub width: u32,
    /// The title, cut to the picture's width.
    pub title: String,
    /// Each column's left edge and width.
    pub lefts: Vec<f32>,
    pub widths: Vec<f32>,
    /// The shown rows' cells as drawn, with the weight each is drawn in.
    pub cells: Vec<Vec<(String, Weight)>>,
}

/// The weight of row `r`'s cells: the podium places bold.
fn row_weight(r: usize) -> Weight {
    if r < 3 {
        Weight::Bold
    } else {
        Weight::Regular
    }
}

/// The columns' places and the cells' text: each column as wide as its widest cell in the
/// weight it is drawn in, the name column (the second) at most `NAME_MAX_W` with longer names
/// cut.
pub fn table_layout(table: &Table) -> TableLayout {
    let shown = table.rows.len().min(MAX_ROWS);
    let mut widths: Vec<f32> = table
        .columns
        .iter()
        .map(|c| text_width(Weight::Bold, PX, c))
        .collect();
    let name_cap = widths.get(1).map_or(NAME_MAX_W, |w| w.max(NAME_MAX_W));
    let cells: Vec<Vec<(String, Weight)>> = table
        .rows
        .iter()
        .take(shown)
        .enumerate()
        .map(|(r, row)| {
            let weight = row_weight(r);
            row.iter()
                .take(widths.len())
                .enumerate()
                .map(|(i, cell)| {
                    let text = if i == 1 {
                        fit(weight, PX, cell, name_cap - FIRE_ROOM)
                    } else {
                        cell.clone()
                    };
                    (text, weight)
                })
                .collect()
        })
        .collect();
    for row in &cells {
        for (i, (text, weight)) in row.iter().enumerate() {
            let room = if i == 1 { FIRE_ROOM } else { 0.0 };
            widths[i] = widths[i].max(text_width(*weight, PX, text) + room);
        }
    }
    let table_w: f32 = widths.iter().sum::<f32>() + GAP * widths.len().saturating_sub(1) as f32;
    let title_w = text_width(Weight::Bold, TITLE_PX, &table.title);
    let width = (table_w.max(title_w) + 2.0 * PAD)
        .ceil()
        .clamp(240.0, MAX_W) as u32;
    let lefts: Vec<f32> = widths
        .iter()
        .scan(PAD, |x, w| {
            let left = *x;
            *x += w + GAP;
            Some(left)
        })
        .collect();
    TableLayout {
        width,
        title: fit(
            Weight::Bold,
            TITLE_PX,
            &table.title,
            width as f32 - 2.0 * PAD,
        ),
        lefts,
        widths,
        cells,
    }
}

/// The table as RGBA.
pub fn table_image(table: &Table) -> Result<RgbaImage, RenderError> {
    let (px, title_px, pad) = (PX, TITLE_PX, PAD);
    let row_h = 30u32;
    let shown = table.rows.len().min(MAX_ROWS);
    let more = table.rows.len() - shown;
    let TableLayout {
        width,
        title,
        lefts,
        widths,
        cells,
    } = table_layout(table);
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
        &title,
    );
    // Numbers are right-aligned, names left-aligned.
    let numeric = |i: usize| i != 1;
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
    for (r, row) in cells.iter().enumerate() {
        top += row_h;
        if r % 2 == 1 {
            fill(&mut canvas, 0, top, width, row_h, STRIPE);
        }
        let colour = PODIUM.get(r).copied().unwrap_or(TEXT);
        for (i, (cell, weight)) in row.iter().enumerate() {
            let weight = *weight;
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Standings with the longest names allowed (Discord's 32 characters), wide Latin and
    /// Cyrillic, on the podium rows (bold) and below them.
    fn long_names() -> Table {
        let names = [
            "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW".to_string(),
            "Александра Константинопольская!".to_string(),
            "Maximilian Alexander von Habsbur".to_string(),
            "ЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩ".to_string(),
            "bob".to_string(),
        ];
        Table {
            title: "#3 Зимняя швейцарка · standings (after round 2)".into(),
            columns: ["Rank", "Player", "Rating", "Points"]
                .map(String::from)
                .to_vec(),
            rows: names
                .iter()
                .enumerate()
                .map(|(i, n)| vec![(i + 1).to_string(), n.clone(), "1500".into(), "2½".into()])
                .collect(),
            fire: vec![true, false, true, false, false],
            lang: Lang::Ru,
        }
    }

    #[test]
    fn every_cell_stays_inside_its_column_and_names_are_cut_not_spilled() {
        let table = long_names();
        let layout = table_layout(&table);
        for (r, row) in layout.cells.iter().enumerate() {
            for (i, (text, weight)) in row.iter().enumerate() {
                let room = if i == 1 { FIRE_ROOM } else { 0.0 };
                assert!(
                    text_width(*weight, PX, text) + room <= layout.widths[i] + 0.01,
                    "row {r}, column {i}: `{text}` is wider than its column"
                );
            }
            let name = &row[1].0;
            let full = &table.rows[r][1];
            assert!(
                name == full
                    || (name.ends_with('…') && full.starts_with(name.trim_end_matches('…'))),
                "`{name}` is not `{full}` or its start"
            );
        }
        for i in 1..layout.lefts.len() {
            assert!(
                layout.lefts[i - 1] + layout.widths[i - 1] < layout.lefts[i],
                "columns {} and {i} overlap",
                i - 1
            );
        }
        assert!(layout.widths[1] <= NAME_MAX_W + 0.01);
        let right = layout.lefts.last().copied().unwrap_or(0.0)
            + layout.widths.last().copied().unwrap_or(0.0);
        assert!(right <= layout.width as f32, "the last column is cut off");
        assert!(text_width(Weight::Bold, TITLE_PX, &layout.title) <= layout.width as f32);
        // A name that fits is drawn whole.
        assert_eq!(layout.cells[4][1].0, "bob");
        assert!(table_image(&table).is_ok());
    }
}
