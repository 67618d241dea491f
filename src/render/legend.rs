//! What a picture of a move shows, in one place for the game board and the explanation
//! picture: the arrows of the move (the Castalia's path, the kidnap drag, the repulse push),
//! the legend entries naming their colours and the tinted squares, and the legend itself
//! (a swatch and a label per entry, wrapped onto as many rows as the width needs). The labels
//! are catalogue messages (`legend-*`), looked up in the picture's language when drawn.

use super::overlay::fill_rect;
use super::text::{cap_height, draw_text, text_width, Weight};
use super::theme::{Palette, Rgb};
use super::{Arrow, ArrowStyle};
use crate::i18n::{tr, Lang};
use crate::rules::{Move, MoveKind};
use image::RgbaImage;

/// The colour sample of a legend entry.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Swatch {
    /// A square tinted in this colour.
    Square(Rgb),
    /// A bar in an arrow's colour.
    Arrow(ArrowStyle),
}

/// One entry of a legend: a colour sample and what it means.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub swatch: Swatch,
    /// The id of the catalogue message that labels it (`legend-kidnap-drag`).
    pub label: &'static str,
}

impl Entry {
    pub const fn new(swatch: Swatch, label: &'static str) -> Entry {
        Entry { swatch, label }
    }

    /// The label's words in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        tr(lang, self.label)
    }
}

/// Whether a move displaced a piece besides its own (a Castalia's kidnap or repulse).
pub fn displaces(mv: &Move) -> bool {
    mv.castalia_effects()
        .is_some_and(|e| e.kidnap_from.is_some() || e.repulse.is_some())
}

/// The arrows of a move: its path, then the kidnap drag and the repulse push of a Castalia.
pub fn move_arrows(mv: &Move) -> Vec<Arrow> {
    let mut arrows = vec![Arrow::new(mv.from, mv.to, ArrowStyle::Move)];
    if let MoveKind::Castalia(effects) = mv.kind {
        if let Some(k) = effects.kidnap_from {
            arrows.push(Arrow::new(k, mv.from, ArrowStyle::Kidnap));
        }
        if let Some(r) = effects.repulse {
            arrows.push(Arrow::new(r.from, r.to, ArrowStyle::Repulse));
        }
    }
    arrows
}

/// The legend of a move's arrows (`move_arrows`) and tinted squares (the board's last-move
/// tints), in a theme.
pub fn move_legend(mv: &Move, palette: &Palette) -> Vec<Entry> {
    let square = |tint: super::Tint| Swatch::Square(tint.over(palette.light));
    let mut legend = Vec::with_capacity(6);
    let Some(effects) = mv.castalia_effects() else {
        legend.push(Entry::new(Swatch::Arrow(ArrowStyle::Move), "legend-move"));
        legend.push(Entry::new(
            square(palette.last_move),
            "legend-moved-from-to",
        ));
        return legend;
    };
    legend.push(Entry::new(
        Swatch::Arrow(ArrowStyle::Move),
        "legend-castalia-path",
    ));
    if effects.kidnap_from.is_some() {
        legend.push(Entry::new(
            Swatch::Arrow(ArrowStyle::Kidnap),
            "legend-kidnap-drag",
        ));
    }
    if effects.repulse.is_some() {
        legend.push(Entry::new(
            Swatch::Arrow(ArrowStyle::Repulse),
            "legend-repulse-push",
        ));
    }
    legend.push(Entry::new(
        square(palette.last_move),
        "legend-moved-from-to",
    ));
    if effects.kidnap_from.is_some() {
        legend.push(Entry::new(square(palette.kidnap), "legend-kidnapped-piece"));
    }
    if effects.repulse.is_some() {
        legend.push(Entry::new(square(palette.repulse), "legend-repulsed-piece"));
    }
    legend
}

/// Where a legend's entries go for a picture of `width` px whose squares are `square` px:
/// the (row, x) of each and the height of the band that holds them.
struct Placed {
    places: Vec<(u32, f32)>,
    height: u32,
}

/// The sizes of a legend's parts for squares of `square` px: (swatch side, label px, row
/// height, margin).
fn metrics(square: u32) -> (u32, f32, f32, f32) {
    let s = square as f32;
    (
        (s * 0.36) as u32,
        s * 0.26,
        s * 0.5,
        (square * 3 / 8).max(10) as f32,
    )
}

fn place(entries: &[Entry], width: u32, square: u32, lang: Lang) -> Placed {
    let (swatch, label_px, row_height, margin) = metrics(square);
    let mut places = Vec::with_capacity(entries.len());
    let (mut row, mut x) = (0u32, margin);
    for entry in entries {
        let w = swatch as f32
            + label_px * 0.4
            + text_width(Weight::Regular, label_px, &entry.words(lang));
        if x > margin && x + w > width as f32 - margin {
            row += 1;
            x = margin;
        }
        places.push((row, x));
        x += w + label_px * 1.2;
    }
    let rows = if entries.is_empty() { 0 } else { row + 1 };
    let height = (square as f32 * 0.2 + row_height * rows as f32).ceil() as u32;
    Placed { places, height }
}

/// The height of the band a legend needs in a picture `width` px wide (0 without entries),
/// its labels in `lang`.
pub fn legend_height(entries: &[Entry], width: u32, square: u32, lang: Lang) -> u32 {
    if entries.is_empty() {
        0
    } else {
        place(entries, width, square, lang).height
    }
}

/// Draws a legend in the band starting at `top` (as high as `legend_height` says), on the
/// band's own background, in the theme's text colour, its labels in `lang`.
pub fn draw_legend(
    canvas: &mut RgbaImage,
    entries: &[Entry],
    top: u32,
    square: u32,
    palette: &Palette,
    lang: Lang,
) {
    let (swatch, label_px, row_height, _) = metrics(square);
    let placed = place(entries, canvas.width(), square, lang);
    for (entry, (row, x)) in entries.iter().zip(placed.places) {
        let middle = top as f32 + square as f32 * 0.1 + row_height * (row as f32 + 0.5);
        let y = (middle - swatch as f32 / 2.0).max(0.0) as u32;
        match entry.swatch {
            Swatch::Square(color) => fill_rect(canvas, x as u32, y, swatch, swatch, color),
            Swatch::Arrow(style) => {
                let bar = (swatch / 3).max(2);
                fill_rect(
                    canvas,
                    x as u32,
                    y + (swatch - bar) / 2,
                    swatch,
                    bar,
                    style.color(),
                );
            }
        }
        draw_text(
            canvas,
            Weight::Regular,
            label_px,
            x + swatch as f32 + label_px * 0.4,
            middle + cap_height(Weight::Regular, label_px) / 2.0,
            palette.text,
            &entry.words(lang),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, Variant};

    fn castalia_move(fen: &str, uci: &str) -> Move {
        let pos = Position::from_fen(fen, Variant::Castalia).unwrap();
        pos.parse_uci(uci).unwrap()
    }

    #[test]
    fn a_kidnap_and_a_repulse_get_their_arrows_and_entries() {
        let mv = castalia_move("4k3/3p2q1/1b6/8/N2C3r/8/1n3P2/3RK3 w - - 0 1", "d4c5");
        let arrows = move_arrows(&mv);
        let styles: Vec<ArrowStyle> = arrows.iter().map(|a| a.style).collect();
        assert_eq!(
            styles,
            [ArrowStyle::Move, ArrowStyle::Kidnap, ArrowStyle::Repulse]
        );
        assert_eq!(arrows[1].from.to_string(), "f2");
        assert_eq!(arrows[1].to.to_string(), "d4");
        assert_eq!(arrows[2].to.to_string(), "a7");
        let labels: Vec<&str> = move_legend(&mv, &super::super::Theme::Ocean.palette())
            .iter()
            .map(|e| e.label)
            .collect();
        assert!(
            labels.contains(&"legend-kidnapped-piece") && labels.contains(&"legend-repulse-push")
        );
        let words = Entry::new(Swatch::Arrow(ArrowStyle::Kidnap), "legend-kidnap-drag");
        assert_eq!(words.words(Lang::En), "kidnap drag");
        assert!(displaces(&mv));
    }

    #[test]
    fn a_quiet_move_displaces_nothing() {
        let pos = Position::start(Variant::Castalia);
        let mv = pos.parse_move("e4").unwrap();
        assert!(!displaces(&mv));
        assert_eq!(move_arrows(&mv).len(), 1);
        let quiet = castalia_move("4k3/8/8/8/8/8/8/2C1K3 w - - 0 1", "c1c4");
        assert!(!displaces(&quiet));
    }

    #[test]
    fn a_narrow_picture_wraps_its_legend_onto_more_rows() {
        let mv = castalia_move("4k3/3p2q1/1b6/8/N2C3r/8/1n3P2/3RK3 w - - 0 1", "d4c5");
        let legend = move_legend(&mv, &super::super::Theme::Classic.palette());
        let wide = legend_height(&legend, 4000, 64, Lang::En);
        let narrow = legend_height(&legend, 400, 64, Lang::En);
        assert!(narrow > wide, "{narrow} <= {wide}");
        assert_eq!(legend_height(&[], 400, 64, Lang::En), 0);
    }
}
