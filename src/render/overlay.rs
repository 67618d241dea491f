//! What is drawn over the squares: flat fills, the red glow under a king in check, rings on
//! marked squares and arrows (anti-aliased with tiny-skia, straight onto the opaque canvas).

use super::layout::Layout;
use super::theme::Rgb;
use super::Arrow;
use crate::rules::Square;
use image::RgbaImage;
use resvg::tiny_skia::{FillRule, Paint, PathBuilder, PixmapMut, Stroke, Transform};

/// Fills a rectangle with an opaque colour (clipped to the image).
pub fn fill_rect(canvas: &mut RgbaImage, x: u32, y: u32, w: u32, h: u32, color: Rgb) {
    let width = canvas.width();
    let x_end = (x + w).min(width);
    let y_end = (y + h).min(canvas.height());
    if x >= x_end {
        return;
    }
    let pixel = [color[0], color[1], color[2], 255];
    let buf: &mut [u8] = canvas;
    for row in y..y_end {
        let start = ((row * width + x) * 4) as usize;
        let end = ((row * width + x_end) * 4) as usize;
        for p in buf[start..end].chunks_exact_mut(4) {
            p.copy_from_slice(&pixel);
        }
    }
}

/// A radial red glow filling the square at (x, y), strongest in the middle.
pub fn check_glow(canvas: &mut RgbaImage, x: u32, y: u32, size: u32, color: Rgb) {
    let half = size as f32 / 2.0;
    let radius = size as f32 * 0.72;
    for dy in 0..size {
        for dx in 0..size {
            let (fx, fy) = (dx as f32 + 0.5 - half, dy as f32 + 0.5 - half);
            let t = 1.0 - (fx * fx + fy * fy).sqrt() / radius;
            if t <= 0.0 {
                continue;
            }
            let alpha = (t.powf(0.8) * 255.0).min(255.0) as u32;
            if x + dx >= canvas.width() || y + dy >= canvas.height() {
                continue;
            }
            let p = canvas.get_pixel_mut(x + dx, y + dy);
            super::theme::blend_pixel(&mut p.0, color, alpha);
        }
    }
}

/// The canvas as a tiny-skia pixmap. The canvas is opaque, so its straight RGBA is also
/// premultiplied RGBA, which is what tiny-skia wants.
fn pixmap(canvas: &mut RgbaImage) -> Option<PixmapMut<'_>> {
    let (w, h) = canvas.dimensions();
    PixmapMut::from_bytes(canvas, w, h)
}

fn paint(color: Rgb, alpha: u8) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(color[0], color[1], color[2], alpha);
    paint.anti_alias = true;
    paint
}

/// Rings on the marked squares.
pub fn draw_marks(canvas: &mut RgbaImage, layout: &Layout, marks: &[Square], color: Rgb) {
    if marks.is_empty() {
        return;
    }
    let Some(mut pixmap) = pixmap(canvas) else {
        return;
    };
    let size = layout.square as f32;
    let stroke = Stroke {
        width: size * 0.08,
        ..Stroke::default()
    };
    for &sq in marks {
        let (cx, cy) = layout.square_center(sq);
        if let Some(circle) = PathBuilder::from_circle(cx, cy, size * 0.43) {
            pixmap.stroke_path(
                &circle,
                &paint(color, 220),
                &stroke,
                Transform::identity(),
                None,
            );
        }
    }
}

/// Arrows from square centre to square centre, each in its style's colour.
pub fn draw_arrows(canvas: &mut RgbaImage, layout: &Layout, arrows: &[Arrow]) {
    if arrows.is_empty() {
        return;
    }
    let Some(mut pixmap) = pixmap(canvas) else {
        return;
    };
    let size = layout.square as f32;
    for arrow in arrows {
        let (x0, y0) = layout.square_center(arrow.from);
        let (x1, y1) = layout.square_center(arrow.to);
        let (dx, dy) = (x1 - x0, y1 - y0);
        let length = (dx * dx + dy * dy).sqrt();
        if length < 1.0 {
            continue;
        }
        let (ux, uy) = (dx / length, dy / length);
        let scale: f32 = if arrow.thin { 0.5 } else { 1.0 };
        let head_length = size * 0.45 * scale.max(0.75);
        let head_half_width = size * 0.28 * scale;
        let shaft_width = size * 0.17 * scale;
        // Start a little off the centre so that the piece under the tail stays visible.
        let start = size * 0.3;
        let tip = (x1 - ux * size * 0.06, y1 - uy * size * 0.06);
        let neck = (tip.0 - ux * head_length, tip.1 - uy * head_length);
        let paint = paint(arrow.style.color(), arrow.style.alpha());
        let mut path = PathBuilder::new();
        // One closed outline (shaft and head), so that the translucent paint is laid once.
        let (px, py) = (-uy, ux);
        let half = shaft_width / 2.0;
        let (sx, sy) = (x0 + ux * start, y0 + uy * start);
        if length - start - size * 0.06 > head_length {
            path.move_to(sx + px * half, sy + py * half);
            path.line_to(neck.0 + px * half, neck.1 + py * half);
            path.line_to(neck.0 + px * head_half_width, neck.1 + py * head_half_width);
            path.line_to(tip.0, tip.1);
            path.line_to(neck.0 - px * head_half_width, neck.1 - py * head_half_width);
            path.line_to(neck.0 - px * half, neck.1 - py * half);
            path.line_to(sx - px * half, sy - py * half);
        } else {
            // Too short for a shaft: just the head.
            path.move_to(tip.0, tip.1);
            path.line_to(sx + px * head_half_width, sy + py * head_half_width);
            path.line_to(sx - px * head_half_width, sy - py * head_half_width);
        }
        path.close();
        if let Some(path) = path.finish() {
            pixmap.fill_path(
                &path,
                &paint,
                FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
    }
}
