//! An animated GIF of a game: the start position, then the board after each move with that move
//! highlighted. All frames share the board palette; each frame after the first stores only the
//! rectangle that changed.

use super::board::compose_board;
use super::encode::quantizer;
use super::layout::Layout;
use super::{check_size, RenderError, RenderOptions};
use crate::rules::{Move, Position};

/// The game from `start` through `moves` as a looping GIF, `frame_ms` per frame (the last
/// frame stays three times as long). Without a footer in `opts`, each frame's footer names the
/// move just played. Every move must be legal in its position.
pub fn render_gif(
    start: &Position,
    moves: &[Move],
    opts: &RenderOptions,
    frame_ms: u32,
) -> Result<Vec<u8>, RenderError> {
    check_size(opts.square_px)?;
    let q = quantizer(opts.square_px, opts.theme)?;
    let delay = (frame_ms / 10).clamp(2, u16::MAX as u32 / 3) as u16;
    let mut frame_opts = opts.clone();
    let label_moves = opts.footer.is_none();
    if label_moves {
        frame_opts.footer = Some(crate::i18n::tr(opts.lang, "picture-start"));
    }
    let first = compose_board(start, &frame_opts)?;
    let (width, height) = first.dimensions();
    let (w16, h16) = match (u16::try_from(width), u16::try_from(height)) {
        (Ok(w), Ok(h)) => (w, h),
        _ => return Err(RenderError::TooLarge(width, height)),
    };
    let encode_err = |e: gif::EncodingError| RenderError::Encode(e.to_string());
    let mut out = Vec::new();
    {
        let mut encoder =
            gif::Encoder::new(&mut out, w16, h16, &q.palette_bytes()).map_err(encode_err)?;
        encoder
            .set_repeat(gif::Repeat::Infinite)
            .map_err(encode_err)?;
        let mut previous = q.indices(&first)?;
        let mut frame = gif::Frame::from_indexed_pixels(w16, h16, previous.clone(), None);
        frame.delay = if moves.is_empty() { delay * 3 } else { delay };
        encoder.write_frame(&frame).map_err(encode_err)?;

        let mut pos = start.clone();
        for (ply, mv) in moves.iter().enumerate() {
            let legal = pos.legal_moves();
            let Some(mv) = legal
                .iter()
                .find(|m| m.from == mv.from && m.to == mv.to && m.promotion == mv.promotion)
            else {
                return Err(RenderError::IllegalMove {
                    ply: ply + 1,
                    mv: mv.to_string(),
                });
            };
            if label_moves {
                let number = pos.fullmove_number();
                let dots = if pos.side_to_move() == crate::rules::Color::White {
                    "."
                } else {
                    "..."
                };
                frame_opts.footer = Some(format!("{number}{dots} {}", pos.san(mv)));
            }
            pos = pos.play(mv);
            frame_opts.last_move = Some(*mv);
            let image = compose_board(&pos, &frame_opts)?;
            let indices = q.indices(&image)?;
            let frame_delay = if ply + 1 == moves.len() {
                delay.saturating_mul(3)
            } else {
                delay
            };
            // The footer and the board change apart: two small rectangles (the first shown for
            // no time) are much smaller than the one that spans both.
            let board_bottom = height - Layout::new(&frame_opts).footer;
            let footer = changed_frame(&previous, &indices, width, board_bottom..height, 0);
            let board = changed_frame(&previous, &indices, width, 0..board_bottom, frame_delay);
            match (footer, board) {
                (Some(f), Some(b)) => {
                    encoder.write_frame(&f).map_err(encode_err)?;
                    encoder.write_frame(&b).map_err(encode_err)?;
                }
                (Some(mut only), None) | (None, Some(mut only)) => {
                    only.delay = frame_delay;
                    encoder.write_frame(&only).map_err(encode_err)?;
                }
                (None, None) => {}
            }
            previous = indices;
        }
    }
    Ok(out)
}

/// The smallest rectangle of `next` within `rows` that differs from `previous`, as a GIF frame
/// placed over it (None if nothing changed there).
fn changed_frame(
    previous: &[u8],
    next: &[u8],
    width: u32,
    rows: std::ops::Range<u32>,
    delay: u16,
) -> Option<gif::Frame<'static>> {
    let w = width as usize;
    let (mut left, mut right, mut top, mut bottom) = (w, 0usize, usize::MAX, 0usize);
    for y in rows.start as usize..rows.end as usize {
        let row = y * w..(y + 1) * w;
        let (a, b) = (&previous[row.clone()], &next[row]);
        if a == b {
            continue;
        }
        let first = a.iter().zip(b).position(|(x, y)| x != y).unwrap_or(0);
        let last = w
            - 1
            - a.iter()
                .rev()
                .zip(b.iter().rev())
                .position(|(x, y)| x != y)
                .unwrap_or(0);
        left = left.min(first);
        right = right.max(last);
        top = top.min(y);
        bottom = bottom.max(y);
    }
    if left > right || top > bottom {
        return None;
    }
    let (fw, fh) = (right - left + 1, bottom - top + 1);
    let mut pixels = Vec::with_capacity(fw * fh);
    for y in top..=bottom {
        pixels.extend_from_slice(&next[y * w + left..y * w + right + 1]);
    }
    let mut frame = gif::Frame::from_indexed_pixels(fw as u16, fh as u16, pixels, None);
    frame.left = left as u16;
    frame.top = top as u16;
    frame.delay = delay;
    Some(frame)
}
