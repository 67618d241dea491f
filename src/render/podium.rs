//! A tournament's podium card: its name, and three steps (second, first, third from left to
//! right, the winner's the tallest) tinted gold, silver and bronze, each with its place on
//! the step and the player's name and score above it.

use super::table::{fill, write_png, BACKGROUND, DIM, PODIUM, TEXT};
use super::text::{draw_text, fit, text_width, Weight};
use super::RenderError;
use image::{Rgba, RgbaImage};

/// What to draw: the title and up to three places, best first (name, score).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Podium {
    pub title: String,
    pub subtitle: String,
    pub places: Vec<(String, String)>,
}

const WIDTH: u32 = 720;
const HEIGHT: u32 = 420;
const STEP_W: u32 = 200;
/// The steps' heights for first, second and third.
const STEP_H: [u32; 3] = [170, 120, 85];
/// Where each place's step stands, from the left: second, first, third.
const SLOT: [u32; 3] = [1, 0, 2];

fn centred(canvas: &mut RgbaImage, weight: Weight, px: f32, cx: f32, y: f32, c: [u8; 3], s: &str) {
    let w = text_width(weight, px, s);
    draw_text(canvas, weight, px, cx - w / 2.0, y, c, s);
}

/// The podium as RGBA.
pub fn podium_image(podium: &Podium) -> RgbaImage {
    let mut canvas = RgbaImage::from_pixel(
        WIDTH,
        HEIGHT,
        Rgba([BACKGROUND[0], BACKGROUND[1], BACKGROUND[2], 255]),
    );
    let mid = WIDTH as f32 / 2.0;
    let title = fit(Weight::Bold, 26.0, &podium.title, WIDTH as f32 - 40.0);
    centred(&mut canvas, Weight::Bold, 26.0, mid, 44.0, TEXT, &title);
    let subtitle = fit(Weight::Regular, 17.0, &podium.subtitle, WIDTH as f32 - 40.0);
    centred(
        &mut canvas,
        Weight::Regular,
        17.0,
        mid,
        74.0,
        DIM,
        &subtitle,
    );
    let left = (WIDTH - 3 * STEP_W - 2 * 10) / 2;
    let floor = HEIGHT - 24;
    for (place, (name, score)) in podium.places.iter().take(3).enumerate() {
        let x = left + SLOT[place] * (STEP_W + 10);
        let top = floor - STEP_H[place];
        fill(&mut canvas, x, top, STEP_W, STEP_H[place], PODIUM[place]);
        let cx = x as f32 + STEP_W as f32 / 2.0;
        let number = (place + 1).to_string();
        centred(
            &mut canvas,
            Weight::Bold,
            48.0,
            cx,
            top as f32 + 62.0,
            BACKGROUND,
            &number,
        );
        let name = fit(Weight::Bold, 20.0, name, STEP_W as f32 - 8.0);
        centred(
            &mut canvas,
            Weight::Bold,
            20.0,
            cx,
            top as f32 - 34.0,
            TEXT,
            &name,
        );
        centred(
            &mut canvas,
            Weight::Regular,
            17.0,
            cx,
            top as f32 - 10.0,
            DIM,
            score,
        );
    }
    fill(&mut canvas, left - 20, floor, 3 * STEP_W + 60, 4, DIM);
    canvas
}

/// The podium as a PNG file.
pub fn podium_png(podium: &Podium) -> Result<Vec<u8>, RenderError> {
    write_png(&podium_image(podium))
}
