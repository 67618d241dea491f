//! The bot's pictures: PNG boards with coordinates, last-move (kidnap and repulse included,
//! with their arrows and a legend) and check highlights, arrows, square marks, header and
//! footer; animated GIFs of whole games; and the other pictures a reply carries: a review's
//! evaluation graph, a tournament's standings table and podium card.
//!
//! Expensive work is done once and cached: the piece sprites per size (`sprites`), the empty
//! board with its frame and coordinates per (size, theme, side), and the PNG palette per
//! (size, theme) (`encode`). A request copies the empty board, tints a few squares, blends the
//! sprites, draws any arrows and text, then maps pixels to the palette and writes an indexed PNG.
//!
//! - `theme`: the colour schemes.
//! - `sprites`: the piece art (`assets/pieces/*.svg`) rasterised with resvg.
//! - `text`: the embedded DejaVu Sans fonts.
//! - `layout`: where the squares, frame and text bands of a picture go.
//! - `board`: composition of one board.
//! - `overlay`: arrows, marks and the check glow.
//! - `legend`: what a move's picture shows (its arrows, and the legend of their colours and
//!   of the tinted squares), shared by the game board and the explanation picture.
//! - `encode`: the shared palette and the indexed PNG writer.
//! - `table`: a table as a picture (a tournament's standings); `podium`: its podium card.
//! - `graph`: a game review's evaluation graph (White's winning chance at every position, the
//!   judged mistakes marked in their severity's colour, labelled axes).
//! - `animation`: the GIF of a game.

mod animation;
mod board;
mod encode;
pub mod graph;
mod layout;
pub mod legend;
mod overlay;
pub mod podium;
mod sprites;
pub mod table;
mod text;
mod theme;

pub use animation::render_gif;
pub use board::{band_fits, first_fitting, fit_names, render_board};
pub use encode::encode_png;
pub use layout::Layout;
pub use sprites::{piece_sheet, piece_svg};
pub use text::Weight;
pub use theme::{Palette, ParseThemeError, Rgb, Theme, Tint};

pub(crate) use board::compose_board;

#[allow(unused_imports)]
pub(crate) use overlay::{draw_arrows, fill_rect};
#[allow(unused_imports)]
pub(crate) use text::{cap_height, draw_text, fit, text_width};

use crate::rules::{Move, Position, Square};

/// Smallest and largest square sizes accepted, in pixels.
pub const MIN_SQUARE_PX: u32 = 16;
pub const MAX_SQUARE_PX: u32 = 256;

/// How to draw a board. `RenderOptions::default()` is a 64 px classic board from White's side,
/// its words in English.
#[derive(Clone, Debug, PartialEq)]
pub struct RenderOptions {
    /// Side of one square in pixels (16..=256).
    pub square_px: u32,
    /// Draw from Black's side (a8 bottom right... h1 top left).
    pub flipped: bool,
    pub theme: Theme,
    /// Files and ranks written in the frame.
    pub coordinates: bool,
    /// The move that led to the position: its squares, and where a kidnapped or repulsed piece
    /// went, are tinted.
    pub last_move: Option<Move>,
    /// When the last move displaced a piece (a Castalia's kidnap or repulse), draw it as the
    /// explanation picture does: arrows for the Castalia's path, the kidnap and the repulse,
    /// and a legend band under the board naming the colours. A move that displaced nothing is
    /// drawn as without it.
    pub show_displacements: bool,
    pub arrows: Vec<Arrow>,
    /// Squares to ring.
    pub marks: Vec<Square>,
    /// A line of text above the board (player names, clocks).
    pub header: Option<String>,
    /// A line of text below the board (a status line).
    pub footer: Option<String>,
    /// The language of the words the renderer draws itself (legend labels, the animation's
    /// "Start"); the header and footer are given in words already.
    pub lang: crate::i18n::Lang,
}

impl Default for RenderOptions {
    fn default() -> RenderOptions {
        RenderOptions {
            square_px: 64,
            flipped: false,
            theme: Theme::Classic,
            coordinates: true,
            last_move: None,
            show_displacements: false,
            arrows: Vec::new(),
            marks: Vec::new(),
            header: None,
            footer: None,
            lang: crate::i18n::Lang::En,
        }
    }
}

/// An arrow from the centre of one square to the centre of another.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Arrow {
    pub from: Square,
    pub to: Square,
    pub style: ArrowStyle,
    /// Drawn about half as wide: a second arrow over a first along the same line leaves the
    /// first showing on both sides.
    pub thin: bool,
}

impl Arrow {
    pub const fn new(from: Square, to: Square, style: ArrowStyle) -> Arrow {
        Arrow {
            from,
            to,
            style,
            thin: false,
        }
    }

    /// The same arrow, drawn thin.
    pub const fn thin(self) -> Arrow {
        Arrow { thin: true, ..self }
    }
}

/// What an arrow stands for; each has its own colour, the same in every theme.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum ArrowStyle {
    /// A move (the Castalia's path, a suggestion): green.
    #[default]
    Move,
    /// A piece dragged by a kidnap: orange.
    Kidnap,
    /// A piece pushed by a repulse: purple.
    Repulse,
    /// Anything else worth pointing at (a checking line, a better move): blue.
    Hint,
    /// What a side threatens to play next: red.
    Threat,
}

impl ArrowStyle {
    pub const ALL: [ArrowStyle; 5] = [
        ArrowStyle::Move,
        ArrowStyle::Kidnap,
        ArrowStyle::Repulse,
        ArrowStyle::Hint,
        ArrowStyle::Threat,
    ];

    pub const fn color(self) -> Rgb {
        match self {
            ArrowStyle::Move => [20, 150, 70],
            ArrowStyle::Kidnap => [240, 120, 10],
            ArrowStyle::Repulse => [170, 40, 200],
            ArrowStyle::Hint => [30, 100, 220],
            ArrowStyle::Threat => [215, 35, 35],
        }
    }

    /// Opacity out of 255.
    pub const fn alpha(self) -> u8 {
        210
    }
}

/// Why an image could not be made.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("a square of {0} px is out of range: use {MIN_SQUARE_PX} to {MAX_SQUARE_PX}")]
    Size(u32),
    #[error("the piece art could not be read: {0}")]
    Art(String),
    #[error("the image could not be encoded: {0}")]
    Encode(String),
    #[error("move {ply} ({mv}) is not legal in the game given")]
    IllegalMove { ply: usize, mv: String },
    #[error("the image is too large for a GIF ({0} x {1} px)")]
    TooLarge(u32, u32),
}

/// The board as a PNG file (8-bit indexed colour, see `encode`).
pub fn render_png(pos: &Position, opts: &RenderOptions) -> Result<Vec<u8>, RenderError> {
    check_size(opts.square_px)?;
    let image = compose_board(pos, opts)?;
    encode_png(&image, opts.square_px, opts.theme)
}

pub(crate) fn check_size(square_px: u32) -> Result<(), RenderError> {
    if (MIN_SQUARE_PX..=MAX_SQUARE_PX).contains(&square_px) {
        Ok(())
    } else {
        Err(RenderError::Size(square_px))
    }
}
