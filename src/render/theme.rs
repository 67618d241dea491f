//! Board themes: the colours of squares, border, coordinates, highlights and arrows.

use std::fmt;
use std::str::FromStr;

/// An opaque RGB colour.
pub type Rgb = [u8; 3];

/// A board colour scheme. The piece sprites are the same in every theme. Stored by name.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Theme {
    /// Warm wood browns.
    #[default]
    Classic,
    /// Sea blues and foam, after the Castalian spring.
    Ocean,
    /// Meadow greens on cream, the tournament-hall look.
    Forest,
}

/// The colours a theme paints with (all opaque; highlights are pre-blended per square shade).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Palette {
    pub light: Rgb,
    pub dark: Rgb,
    /// Frame around the board, and the header and footer bands.
    pub border: Rgb,
    /// Coordinates and header/footer text.
    pub text: Rgb,
    /// The last move's from and to squares (and the squares its displaced pieces left).
    pub last_move: Tint,
    /// Where a kidnapped piece landed.
    pub kidnap: Tint,
    /// Where a repulsed piece landed.
    pub repulse: Tint,
    /// The glow under a king in check.
    pub check: Rgb,
    /// Square marks (rings).
    pub mark: Rgb,
}

/// A translucent colour laid over a square.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Tint {
    pub color: Rgb,
    /// Opacity out of 255.
    pub alpha: u8,
}

impl Tint {
    /// The tint laid over `base`.
    pub fn over(self, base: Rgb) -> Rgb {
        blend(base, self.color, self.alpha)
    }
}

/// `top` over `base` with opacity `alpha` out of 255.
pub fn blend(base: Rgb, top: Rgb, alpha: u8) -> Rgb {
    let a = alpha as u32;
    let mix = |b: u8, t: u8| ((t as u32 * a + b as u32 * (255 - a) + 127) / 255) as u8;
    [
        mix(base[0], top[0]),
        mix(base[1], top[1]),
        mix(base[2], top[2]),
    ]
}

/// Lays `top` with opacity `alpha` (out of 255) over an RGB(A) pixel in place.
#[inline]
pub fn blend_pixel(pixel: &mut [u8], top: Rgb, alpha: u32) {
    for (p, &t) in pixel.iter_mut().zip(top.iter()) {
        *p = ((t as u32 * alpha + *p as u32 * (255 - alpha) + 127) / 255) as u8;
    }
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::Classic, Theme::Ocean, Theme::Forest];

    pub const fn name(self) -> &'static str {
        match self {
            Theme::Classic => "classic",
            Theme::Ocean => "ocean",
            Theme::Forest => "forest",
        }
    }

    pub const fn palette(self) -> Palette {
        match self {
            Theme::Classic => Palette {
                light: [238, 216, 178],
                dark: [176, 128, 88],
                border: [58, 44, 34],
                text: [236, 222, 196],
                last_move: Tint {
                    color: [214, 206, 40],
                    alpha: 130,
                },
                kidnap: Tint {
                    color: [236, 110, 20],
                    alpha: 150,
                },
                repulse: Tint {
                    color: [150, 60, 210],
                    alpha: 130,
                },
                check: [230, 20, 20],
                mark: [40, 150, 60],
            },
            Theme::Ocean => Palette {
                light: [222, 234, 238],
                dark: [98, 144, 172],
                border: [24, 46, 66],
                text: [210, 230, 240],
                last_move: Tint {
                    color: [120, 220, 150],
                    alpha: 135,
                },
                kidnap: Tint {
                    color: [245, 140, 40],
                    alpha: 160,
                },
                repulse: Tint {
                    color: [180, 80, 220],
                    alpha: 135,
                },
                check: [230, 30, 40],
                mark: [240, 120, 40],
            },
            Theme::Forest => Palette {
                light: [235, 236, 208],
                dark: [119, 149, 86],
                border: [38, 52, 34],
                text: [228, 234, 214],
                last_move: Tint {
                    color: [246, 226, 60],
                    alpha: 140,
                },
                kidnap: Tint {
                    color: [240, 120, 30],
                    alpha: 155,
                },
                repulse: Tint {
                    color: [160, 70, 215],
                    alpha: 135,
                },
                check: [225, 25, 25],
                mark: [40, 110, 200],
            },
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown board theme `{0}`: use classic, ocean or forest")]
pub struct ParseThemeError(pub String);

impl FromStr for Theme {
    type Err = ParseThemeError;
    fn from_str(s: &str) -> Result<Theme, ParseThemeError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "classic" | "wood" | "brown" => Ok(Theme::Classic),
            "ocean" | "blue" | "sea" => Ok(Theme::Ocean),
            "forest" | "green" => Ok(Theme::Forest),
            _ => Err(ParseThemeError(s.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for t in Theme::ALL {
            assert_eq!(t.to_string().parse::<Theme>(), Ok(t));
        }
        assert!("plaid".parse::<Theme>().is_err());
    }

    #[test]
    fn blend_ends() {
        assert_eq!(blend([10, 20, 30], [200, 100, 0], 0), [10, 20, 30]);
        assert_eq!(blend([10, 20, 30], [200, 100, 0], 255), [200, 100, 0]);
    }
}
