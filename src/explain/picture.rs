//! The explanation picture: the board before the move with the Castalia's path, the kidnap drag
//! and the repulse push as arrows of distinct colours, the board after with the move tinted, a
//! legend, and the explanation's sentences underneath, all in the language of the options
//! (`RenderOptions::lang`).

use super::words::Sentence;
use super::{explain_move, Explanation};
use crate::render::legend::{draw_legend, legend_height, move_arrows, move_legend, Entry, Swatch};
use crate::render::{
    cap_height, compose_board, draw_text, encode_png, text_width, Arrow, ArrowStyle, Layout,
    RenderError, RenderOptions, Weight,
};
use crate::rules::{Move, Position};
use image::{Rgba, RgbaImage};

/// Before and after boards for a legal move of `pos`, with arrows, a legend and the
/// explanation text, as a PNG. `opts` gives the size, theme, side and language; its arrows,
/// marks, last move, header and footer are replaced.
pub fn explain_png(
    pos: &Position,
    mv: &Move,
    opts: &RenderOptions,
) -> Result<Vec<u8>, RenderError> {
    explain_png_with(pos, &explain_move(pos, mv), opts)
}

/// [`explain_png`] for an explanation already made, with the engine's "why" (if it has one)
/// under the sentences: the better move as a thin blue arrow on the board before (over the
/// move's own arrow, which shows around it where they overlap), the threat as a
/// red arrow on the board after.
pub fn explain_png_with(
    pos: &Position,
    explanation: &Explanation,
    opts: &RenderOptions,
) -> Result<Vec<u8>, RenderError> {
    crate::render::check_size(opts.square_px)?;
    let image = explain_image(pos, explanation, opts)?;
    encode_png(&image, opts.square_px, opts.theme)
}

/// The picture as RGBA (see [`explain_png_with`]).
pub fn explain_image(
    pos: &Position,
    explanation: &Explanation,
    opts: &RenderOptions,
) -> Result<RgbaImage, RenderError> {
    let mv = &explanation.mv;
    let after = pos.play(mv);
    let palette = opts.theme.palette();

    let mut arrows = move_arrows(mv);
    let mut legend = move_legend(mv, &palette);
    if after.is_check() {
        legend.push(Entry::new(
            Swatch::Square(palette.check),
            "legend-king-in-check",
        ));
    }
    let mut after_arrows = Vec::new();
    if let Some(why) = &explanation.why {
        if let Some(b) = why.better {
            arrows.push(Arrow::new(b.from, b.to, ArrowStyle::Hint).thin());
            legend.push(Entry::new(
                Swatch::Arrow(ArrowStyle::Hint),
                "legend-better-move",
            ));
        }
        if let Some(t) = why.threat {
            after_arrows.push(Arrow::new(t.from, t.to, ArrowStyle::Threat));
            legend.push(Entry::new(
                Swatch::Arrow(ArrowStyle::Threat),
                "legend-threat",
            ));
        }
    }

    let before_opts = RenderOptions {
        arrows,
        marks: Vec::new(),
        last_move: None,
        show_displacements: false,
        header: Some(
            Sentence::new("picture-before")
                .color("color", pos.side_to_move())
                .text()
                .words(opts.lang),
        ),
        footer: None,
        ..opts.clone()
    };
    let after_opts = RenderOptions {
        arrows: after_arrows,
        marks: Vec::new(),
        last_move: Some(*mv),
        show_displacements: false,
        header: Some(crate::msg!("picture-after", san = explanation.san.as_str()).words(opts.lang)),
        footer: None,
        ..opts.clone()
    };
    let before = compose_board(pos, &before_opts)?;
    let after_image = compose_board(&after, &after_opts)?;
    let layout = Layout::new(&before_opts);
    let gap = layout.border;
    let width = before.width() * 2 + gap;
    let square = layout.square as f32;

    // Text metrics.
    let title_px = square * 0.36;
    let body_px = square * 0.28;
    let line_height = (body_px * 1.45).ceil() as u32;
    let margin = layout.border as f32;
    let max_text = width as f32 - 2.0 * margin;
    let lang = opts.lang;
    let title_lines = wrap(
        Weight::Bold,
        title_px,
        &explanation.summary.words(lang),
        max_text,
    );
    let mut body_lines = Vec::new();
    let why_lines = explanation.why.iter().flat_map(|w| w.lines.iter());
    for sentence in explanation.details.iter().chain(why_lines) {
        body_lines.extend(wrap(
            Weight::Regular,
            body_px,
            &sentence.words(lang),
            max_text,
        ));
    }
    let title_height = (title_lines.len() as f32 * title_px * 1.45 + square * 0.4).ceil() as u32;
    let legend_height = legend_height(&legend, width, layout.square, lang);
    let body_height = body_lines.len() as u32 * line_height + layout.border;
    let height = title_height + before.height() + legend_height + body_height;

    let [r, g, b] = palette.border;
    let mut canvas = RgbaImage::from_pixel(width, height, Rgba([r, g, b, 255]));
    let mut baseline = square * 0.2 + cap_height(Weight::Bold, title_px) + title_px * 0.25;
    for line in &title_lines {
        draw_text(
            &mut canvas,
            Weight::Bold,
            title_px,
            margin,
            baseline,
            palette.text,
            line,
        );
        baseline += title_px * 1.45;
    }
    image::imageops::replace(&mut canvas, &before, 0, title_height as i64);
    image::imageops::replace(
        &mut canvas,
        &after_image,
        (before.width() + gap) as i64,
        title_height as i64,
    );

    // Legend: a swatch and a label for each colour used.
    let legend_top = title_height + before.height();
    draw_legend(
        &mut canvas,
        &legend,
        legend_top,
        layout.square,
        &palette,
        lang,
    );

    // The sentences.
    let mut baseline = (legend_top + legend_height) as f32 + cap_height(Weight::Regular, body_px);
    for line in &body_lines {
        draw_text(
            &mut canvas,
            Weight::Regular,
            body_px,
            margin,
            baseline,
            palette.text,
            line,
        );
        baseline += line_height as f32;
    }
    Ok(canvas)
}

/// Greedy word wrap to `max_width` pixels.
fn wrap(weight: Weight, px: f32, text: &str, max_width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if text_width(weight, px, &candidate) <= max_width || line.is_empty() {
            line = candidate;
        } else {
            lines.push(std::mem::take(&mut line));
            line = word.to_string();
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}
