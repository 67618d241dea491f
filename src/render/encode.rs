//! Small, fast image files: one 256-colour palette per (square size, theme), learned once from
//! the theme's flat colours (kept exact) and the piece sprites blended over every square shade
//! (NeuQuant for the anti-aliased edges); each image is then mapped to it pixel by pixel (a run
//! cache and a memo of colours already seen) and written as an 8-bit indexed PNG. The GIF
//! writer uses the same palette, so a game's frames share one colour table.

use super::sprites::{blit, sprites};
use super::theme::{blend, Rgb, Theme};
use super::{ArrowStyle, RenderError};
use crate::rules::{Color, Piece, PieceKind};
use crate::sync::Recover;
use color_quant::NeuQuant;
use image::{Rgba, RgbaImage};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::{Arc, Mutex, OnceLock};

/// How many colours seen in images are remembered per palette (beyond that, looked up afresh).
const MEMO_LIMIT: usize = 1 << 16;

/// A palette and the memo of which entry each colour seen so far maps to.
pub struct Quantizer {
    /// RGB triples, at most 256.
    palette: Vec<Rgb>,
    memo: Mutex<HashMap<u32, u8, BuildHasherDefault<ColorHasher>>>,
}

/// A multiplicative hash for packed RGB keys (the std SipHash is needlessly slow here).
#[derive(Default)]
struct ColorHasher(u64);

impl Hasher for ColorHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ b as u64).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }
    fn write_u32(&mut self, n: u32) {
        self.0 = (n as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

impl Quantizer {
    /// The palette as `r g b r g b ...`.
    pub fn palette_bytes(&self) -> Vec<u8> {
        self.palette.iter().flatten().copied().collect()
    }

    fn nearest(&self, rgb: Rgb) -> u8 {
        let mut best = 0usize;
        let mut best_distance = u32::MAX;
        for (i, p) in self.palette.iter().enumerate() {
            let d = |a: u8, b: u8| (a as i32 - b as i32).unsigned_abs();
            let (dr, dg, db) = (d(rgb[0], p[0]), d(rgb[1], p[1]), d(rgb[2], p[2]));
            let distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
            if distance < best_distance {
                best_distance = distance;
                best = i;
            }
        }
        best as u8
    }

    /// The palette index of every pixel (alpha ignored: boards are opaque).
    pub fn indices(&self, image: &RgbaImage) -> Result<Vec<u8>, RenderError> {
        let mut memo = self.memo.lock().recover();
        let raw: &[u8] = image;
        let mut out = Vec::with_capacity(raw.len() / 4);
        let mut last_key = u32::MAX;
        let mut last_index = 0u8;
        for px in raw.chunks_exact(4) {
            let key = u32::from_le_bytes([px[0], px[1], px[2], 0]);
            if key != last_key {
                last_key = key;
                last_index = match memo.get(&key) {
                    Some(&i) => i,
                    None => {
                        let i = self.nearest([px[0], px[1], px[2]]);
                        if memo.len() < MEMO_LIMIT {
                            memo.insert(key, i);
                        }
                        i
                    }
                };
            }
            out.push(last_index);
        }
        Ok(out)
    }
}

/// The palette for boards of `square` px in `theme`, built on first use.
pub fn quantizer(square: u32, theme: Theme) -> Result<Arc<Quantizer>, RenderError> {
    type Cache = Mutex<HashMap<(u32, Theme), Arc<Quantizer>>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(q) = cache.lock().recover().get(&(square, theme)) {
        return Ok(Arc::clone(q));
    }
    let q = Arc::new(build_quantizer(square, theme)?);
    cache
        .lock()
        .recover()
        .insert((square, theme), Arc::clone(&q));
    Ok(q)
}

/// Colours that cover whole squares or bands, which must come out exactly.
fn flat_colors(theme: Theme) -> Vec<Rgb> {
    let p = theme.palette();
    let mut colors = vec![
        p.light,
        p.dark,
        p.border,
        p.text,
        [255, 255, 255],
        [0, 0, 0],
    ];
    for shade in [p.light, p.dark] {
        for tint in [p.last_move, p.kidnap, p.repulse] {
            colors.push(tint.over(shade));
        }
        for style in ArrowStyle::ALL {
            colors.push(blend(shade, style.color(), style.alpha()));
        }
        colors.push(blend(shade, p.mark, 220));
    }
    for style in ArrowStyle::ALL {
        colors.push(style.color());
    }
    colors.sort_unstable();
    colors.dedup();
    colors
}

fn build_quantizer(square: u32, theme: Theme) -> Result<Quantizer, RenderError> {
    let p = theme.palette();
    let mut palette = flat_colors(theme);
    // Training pixels: every sprite over every square shade it can stand on, and the blends
    // that text, arrows, marks and the check glow make with the squares and the frame.
    let mut shades = vec![p.light, p.dark];
    for shade in [p.light, p.dark] {
        for tint in [p.last_move, p.kidnap, p.repulse] {
            shades.push(tint.over(shade));
        }
    }
    let set = sprites(square)?;
    let mut training: Vec<u8> = Vec::new();
    let mut counts: HashMap<Rgb, u32> = HashMap::new();
    let mut tile = RgbaImage::new(square, square);
    let add = |rgb: Rgb, training: &mut Vec<u8>, counts: &mut HashMap<Rgb, u32>| {
        training.extend_from_slice(&[rgb[0], rgb[1], rgb[2], 255]);
        *counts.entry(rgb).or_insert(0) += 1;
    };
    for &shade in &shades {
        for color in Color::ALL {
            for kind in PieceKind::ALL {
                for px in tile.pixels_mut() {
                    *px = Rgba([shade[0], shade[1], shade[2], 255]);
                }
                blit(&mut tile, set.get(Piece::new(color, kind)), 0, 0);
                for px in tile.pixels() {
                    let rgb = [px[0], px[1], px[2]];
                    if rgb != shade {
                        add(rgb, &mut training, &mut counts);
                    }
                }
            }
        }
    }
    let mut ramps: Vec<(Rgb, Rgb, u8)> = vec![(p.border, p.text, 255)];
    for shade in [p.light, p.dark] {
        ramps.push((shade, p.check, 255));
        ramps.push((shade, p.mark, 220));
        ramps.push((shade, p.text, 255));
        for style in ArrowStyle::ALL {
            ramps.push((shade, style.color(), style.alpha()));
        }
    }
    for (from, to, max_alpha) in ramps {
        for step in 0..=48u32 {
            let rgb = blend(from, to, (step * max_alpha as u32 / 48) as u8);
            for _ in 0..40 {
                add(rgb, &mut training, &mut counts);
            }
        }
    }
    // The most frequent sprite colours (bodies, outlines, water) are kept exact too.
    let mut frequent: Vec<(Rgb, u32)> = counts.into_iter().collect();
    frequent.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    for (rgb, _) in frequent.into_iter().take(24) {
        if !palette.contains(&rgb) {
            palette.push(rgb);
        }
    }
    let learned = 256 - palette.len();
    if training.len() >= 4 * learned {
        let nq = NeuQuant::new(3, learned, &training);
        for c in nq.color_map_rgb().chunks_exact(3) {
            palette.push([c[0], c[1], c[2]]);
        }
    }
    palette.truncate(256);
    Ok(Quantizer {
        palette,
        memo: Mutex::new(HashMap::default()),
    })
}

/// Writes an image drawn at `square_px` in `theme` as an 8-bit indexed PNG.
pub fn encode_png(image: &RgbaImage, square_px: u32, theme: Theme) -> Result<Vec<u8>, RenderError> {
    let q = quantizer(square_px, theme)?;
    let indices = q.indices(image)?;
    let mut out = Vec::with_capacity(indices.len() / 8);
    {
        let mut encoder = png::Encoder::new(&mut out, image.width(), image.height());
        encoder.set_color(png::ColorType::Indexed);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_palette(q.palette_bytes());
        // zlib level 1 over Up-filtered rows: about 1 ms and 15-25 KB for a 560 px board (level 6
        // saves a third of the bytes for three times the time; fdeflate is faster but bigger).
        encoder.set_deflate_compression(png::DeflateCompression::Level(1));
        encoder.set_filter(png::Filter::Up);
        let mut writer = encoder
            .write_header()
            .map_err(|e| RenderError::Encode(e.to_string()))?;
        writer
            .write_image_data(&indices)
            .map_err(|e| RenderError::Encode(e.to_string()))?;
        writer
            .finish()
            .map_err(|e| RenderError::Encode(e.to_string()))?;
    }
    Ok(out)
}
