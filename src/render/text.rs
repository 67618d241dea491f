//! Text on images (coordinates, header, footer, legends), drawn with the DejaVu Sans fonts
//! embedded from `assets/fonts/` so that the binary needs no system font.

use super::theme::Rgb;
use ab_glyph::{point, Font, FontRef, Glyph, PxScale, ScaleFont};
use image::RgbaImage;
use std::sync::OnceLock;

const REGULAR: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
const BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// Which face to draw with.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Weight {
    Regular,
    Bold,
}

fn font(weight: Weight) -> Option<&'static FontRef<'static>> {
    static REGULAR_FONT: OnceLock<Option<FontRef<'static>>> = OnceLock::new();
    static BOLD_FONT: OnceLock<Option<FontRef<'static>>> = OnceLock::new();
    match weight {
        Weight::Regular => REGULAR_FONT.get_or_init(|| FontRef::try_from_slice(REGULAR).ok()),
        Weight::Bold => BOLD_FONT.get_or_init(|| FontRef::try_from_slice(BOLD).ok()),
    }
    .as_ref()
}

/// Lays out one line of text at `px` pixels high with its baseline at y = 0.
fn layout(font: &FontRef<'static>, px: f32, text: &str) -> Vec<Glyph> {
    let scaled = font.as_scaled(PxScale::from(px));
    let mut x = 0.0f32;
    let mut previous = None;
    let mut glyphs = Vec::with_capacity(text.len());
    for c in text.chars() {
        let id = scaled.glyph_id(c);
        if let Some(p) = previous {
            x += scaled.kern(p, id);
        }
        glyphs.push(id.with_scale_and_position(px, point(x, 0.0)));
        x += scaled.h_advance(id);
        previous = Some(id);
    }
    glyphs
}

/// The width in pixels of `text` at `px`.
pub fn text_width(weight: Weight, px: f32, text: &str) -> f32 {
    let Some(font) = font(weight) else {
        return 0.0;
    };
    let scaled = font.as_scaled(PxScale::from(px));
    let glyphs = layout(font, px, text);
    glyphs
        .last()
        .map_or(0.0, |g| g.position.x + scaled.h_advance(g.id))
}

/// The height of capital letters at `px` (for centring text vertically).
pub fn cap_height(weight: Weight, px: f32) -> f32 {
    font(weight).map_or(px * 0.73, |f| {
        let scaled = f.as_scaled(PxScale::from(px));
        let id = scaled.glyph_id('H');
        scaled
            .outline_glyph(id.with_scale(px))
            .map_or(px * 0.73, |g| g.px_bounds().height())
    })
}

/// Draws `text` with its left end at `x` and its baseline at `baseline`, clipped to the image.
pub fn draw_text(
    canvas: &mut RgbaImage,
    weight: Weight,
    px: f32,
    x: f32,
    baseline: f32,
    color: Rgb,
    text: &str,
) {
    let Some(font) = font(weight) else {
        return;
    };
    let (width, height) = (canvas.width() as i32, canvas.height() as i32);
    for mut glyph in layout(font, px, text) {
        glyph.position.x += x;
        glyph.position.y += baseline;
        let Some(outline) = font.outline_glyph(glyph) else {
            continue;
        };
        let bounds = outline.px_bounds();
        outline.draw(|gx, gy, coverage| {
            let px_x = bounds.min.x as i32 + gx as i32;
            let px_y = bounds.min.y as i32 + gy as i32;
            if px_x < 0 || px_y < 0 || px_x >= width || px_y >= height {
                return;
            }
            let alpha = (coverage.clamp(0.0, 1.0) * 255.0).round() as u32;
            if alpha == 0 {
                return;
            }
            let p = canvas.get_pixel_mut(px_x as u32, px_y as u32);
            super::theme::blend_pixel(&mut p.0, color, alpha);
        });
    }
}

/// Shortens `text` with an ellipsis until it fits in `max_width` pixels: the longest start of
/// `text` that fits with `…` after it. One pass over the text (a header of any length costs
/// time in proportion to it).
pub fn fit(weight: Weight, px: f32, text: &str, max_width: f32) -> String {
    let Some(font) = font(weight) else {
        return text.to_string();
    };
    let scaled = font.as_scaled(PxScale::from(px));
    let ellipsis = scaled.glyph_id('…');
    let ellipsis_advance = scaled.h_advance(ellipsis);
    // For each prefix: its end, with `…` after it (kerned to its last glyph).
    let mut x = 0.0f32;
    let mut previous = None;
    let mut best = 0; // bytes of the longest prefix that fits with the ellipsis
    let mut best_fits = ellipsis_advance <= max_width;
    let mut whole_fits = true;
    // Glyph advances are never negative and kerning is small, so once the text alone is
    // wider than `max_width` plus a generous margin, no longer prefix can fit.
    let margin = px * 4.0;
    for (i, c) in text.char_indices() {
        let id = scaled.glyph_id(c);
        if let Some(p) = previous {
            x += scaled.kern(p, id);
        }
        x += scaled.h_advance(id);
        previous = Some(id);
        let end = i + c.len_utf8();
        if x > max_width {
            whole_fits = false;
        }
        if x + scaled.kern(id, ellipsis) + ellipsis_advance <= max_width && end < text.len() {
            best = end;
            best_fits = true;
        }
        if x > max_width + margin {
            break;
        }
    }
    if whole_fits {
        return text.to_string();
    }
    if !best_fits {
        return String::new();
    }
    format!("{}…", &text[..best])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_keeps_short_text_and_cuts_long_text_with_an_ellipsis() {
        assert_eq!(fit(Weight::Regular, 14.0, "Alice", 200.0), "Alice");
        let long = "Alice versus Bob, ".repeat(10_000);
        let cut = fit(Weight::Regular, 14.0, &long, 200.0);
        assert!(cut.ends_with('…'), "{cut}");
        assert!(text_width(Weight::Regular, 14.0, &cut) <= 200.0);
        // The longest start that fits: one more character would not.
        let kept = cut.trim_end_matches('…');
        let next = &long[..kept.len() + 1];
        assert!(text_width(Weight::Regular, 14.0, &format!("{next}…")) > 200.0);
        assert_eq!(fit(Weight::Regular, 14.0, &long, 1.0), "");
    }
}
