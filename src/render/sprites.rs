//! Piece sprites: the SVG art in `assets/pieces/`, rasterised once per size with resvg and kept
//! in a cache, then alpha-blended onto boards.

use super::RenderError;
use crate::rules::{Color, Piece, PieceKind};
use crate::sync::Recover;
use image::RgbaImage;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// The SVG source of each piece, indexed by [`sprite_index`].
const SOURCES: [&str; 14] = [
    include_str!("../../assets/pieces/wP.svg"),
    include_str!("../../assets/pieces/wN.svg"),
    include_str!("../../assets/pieces/wB.svg"),
    include_str!("../../assets/pieces/wR.svg"),
    include_str!("../../assets/pieces/wQ.svg"),
    include_str!("../../assets/pieces/wK.svg"),
    include_str!("../../assets/pieces/wC.svg"),
    include_str!("../../assets/pieces/bP.svg"),
    include_str!("../../assets/pieces/bN.svg"),
    include_str!("../../assets/pieces/bB.svg"),
    include_str!("../../assets/pieces/bR.svg"),
    include_str!("../../assets/pieces/bQ.svg"),
    include_str!("../../assets/pieces/bK.svg"),
    include_str!("../../assets/pieces/bC.svg"),
];

/// The SVG text of a piece's art.
pub fn piece_svg(piece: Piece) -> &'static str {
    SOURCES[sprite_index(piece)]
}

fn sprite_index(piece: Piece) -> usize {
    piece.color.index() * 7 + piece.kind.index()
}

/// One piece rasterised to a square of `size` pixels: premultiplied RGBA, row-major.
pub struct Sprite {
    pub size: u32,
    pub premultiplied: Vec<u8>,
}

/// All fourteen sprites at one size.
pub struct SpriteSet {
    sprites: Vec<Sprite>,
}

impl SpriteSet {
    pub fn get(&self, piece: Piece) -> &Sprite {
        &self.sprites[sprite_index(piece)]
    }
}

/// The sprites at `size` pixels, rasterised on first use and cached for the life of the process.
pub fn sprites(size: u32) -> Result<Arc<SpriteSet>, RenderError> {
    static CACHE: OnceLock<Mutex<HashMap<u32, Arc<SpriteSet>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(set) = cache.lock().recover().get(&size) {
        return Ok(Arc::clone(set));
    }
    let mut sprites = Vec::with_capacity(14);
    for color in Color::ALL {
        for kind in PieceKind::ALL {
            sprites.push(rasterise(piece_svg(Piece::new(color, kind)), size)?);
        }
    }
    let set = Arc::new(SpriteSet { sprites });
    cache.lock().recover().insert(size, Arc::clone(&set));
    Ok(set)
}

/// Rasterises an SVG drawn on any canvas to a `size` x `size` sprite (the naive per-request
/// path the benchmark compares against uses this too).
pub fn rasterise(svg: &str, size: u32) -> Result<Sprite, RenderError> {
    let tree = resvg::usvg::Tree::from_str(svg, &resvg::usvg::Options::default())
        .map_err(|e| RenderError::Art(e.to_string()))?;
    let mut pixmap = resvg::tiny_skia::Pixmap::new(size, size).ok_or(RenderError::Size(size))?;
    let scale = size as f32 / tree.size().width().max(tree.size().height());
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    Ok(Sprite {
        size,
        premultiplied: pixmap.take(),
    })
}

/// Blends a sprite onto an opaque image with its top-left corner at (x, y).
pub fn blit(canvas: &mut RgbaImage, sprite: &Sprite, x: u32, y: u32) {
    let width = canvas.width() as usize;
    let size = sprite.size as usize;
    let buf: &mut [u8] = canvas;
    for row in 0..size {
        let src = &sprite.premultiplied[row * size * 4..(row + 1) * size * 4];
        let start = ((y as usize + row) * width + x as usize) * 4;
        let Some(dst) = buf.get_mut(start..start + size * 4) else {
            return;
        };
        for (d, s) in dst.chunks_exact_mut(4).zip(src.chunks_exact(4)) {
            let a = s[3] as u32;
            if a == 0 {
                continue;
            }
            if a == 255 {
                d[..3].copy_from_slice(&s[..3]);
                continue;
            }
            let inv = 255 - a;
            for c in 0..3 {
                d[c] = (s[c] as u32 + (d[c] as u32 * inv + 127) / 255).min(255) as u8;
            }
        }
    }
}

/// The fourteen pieces side by side on a strip of `background`, for looking at the art.
pub fn piece_sheet(size: u32, background: [u8; 3]) -> Result<RgbaImage, RenderError> {
    let set = sprites(size)?;
    let mut sheet = RgbaImage::from_pixel(
        size * 7,
        size * 2,
        image::Rgba([background[0], background[1], background[2], 255]),
    );
    for color in Color::ALL {
        for kind in PieceKind::ALL {
            let sprite = set.get(Piece::new(color, kind));
            blit(
                &mut sheet,
                sprite,
                kind.index() as u32 * size,
                color.index() as u32 * size,
            );
        }
    }
    Ok(sheet)
}
