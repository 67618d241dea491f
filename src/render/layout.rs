//! `Layout`: where the parts of a board picture go (squares, frame, header, footer and legend
//! bands), in pixels, and which square lies under a pixel. Shared by the board, its overlays and the
//! game animation.

use super::legend::{displaces, legend_height, move_legend, Entry};
use super::{RenderOptions, MAX_SQUARE_PX, MIN_SQUARE_PX};
use crate::rules::{File, Rank, Square};

/// Where the parts of a board picture go, in pixels.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Side of a square.
    pub square: u32,
    /// Width of the frame around the board (it holds the coordinates).
    pub border: u32,
    /// Height of the header band (0 without a header).
    pub header: u32,
    /// Height of the footer band (0 without a footer).
    pub footer: u32,
    /// Height of the legend band under the footer (0 without a legend, see
    /// `RenderOptions::show_displacements`).
    pub legend: u32,
    pub flipped: bool,
}

impl Layout {
    pub fn new(opts: &RenderOptions) -> Layout {
        let square = opts.square_px.clamp(MIN_SQUARE_PX, MAX_SQUARE_PX);
        let band = (square * 5 / 8).max(14);
        let border = (square * 3 / 8).max(10);
        let legend = legend_entries(opts).map_or(0, |entries| {
            legend_height(&entries, square * 8 + border * 2, square, opts.lang)
        });
        Layout {
            square,
            border,
            header: if opts.header.is_some() { band } else { 0 },
            footer: if opts.footer.is_some() { band } else { 0 },
            legend,
            flipped: opts.flipped,
        }
    }

    /// Top of the legend band.
    pub fn legend_top(&self) -> u32 {
        self.header + self.board_side() + self.footer
    }

    /// Width and height of the framed board without header and footer.
    pub fn board_side(&self) -> u32 {
        self.square * 8 + self.border * 2
    }

    /// Width and height of the whole picture.
    pub fn size(&self) -> (u32, u32) {
        (
            self.board_side(),
            self.board_side() + self.header + self.footer + self.legend,
        )
    }

    /// Top-left pixel of a square.
    pub fn square_origin(&self, sq: Square) -> (u32, u32) {
        let (column, row) = if self.flipped {
            (7 - sq.file().index(), sq.rank().index())
        } else {
            (sq.file().index(), 7 - sq.rank().index())
        };
        (
            self.border + column as u32 * self.square,
            self.header + self.border + row as u32 * self.square,
        )
    }

    /// Centre of a square.
    pub fn square_center(&self, sq: Square) -> (f32, f32) {
        let (x, y) = self.square_origin(sq);
        let half = self.square as f32 / 2.0;
        (x as f32 + half, y as f32 + half)
    }

    /// The square under a pixel, if any.
    pub fn square_at(&self, x: u32, y: u32) -> Option<Square> {
        let top = self.header + self.border;
        if x < self.border || y < top {
            return None;
        }
        let column = (x - self.border) / self.square;
        let row = (y - top) / self.square;
        if column > 7 || row > 7 {
            return None;
        }
        let (file, rank) = if self.flipped {
            (7 - column, row)
        } else {
            (column, 7 - row)
        };
        Some(Square::new(
            File::from_index(file as usize),
            Rank::from_index(rank as usize),
        ))
    }
}

/// The legend a board shows under it: that of its last move, when the options ask for it and
/// the move displaced a piece.
pub(super) fn legend_entries(opts: &RenderOptions) -> Option<Vec<Entry>> {
    let mv = opts
        .last_move
        .filter(|mv| opts.show_displacements && displaces(mv))?;
    Some(move_legend(&mv, &opts.theme.palette()))
}
