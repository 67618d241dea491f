//! Rule sets ("variants") and start positions ("setups"), as named in `docs/rules.md`.

use std::fmt;
use std::str::FromStr;

/// Which rules apply.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Variant {
    /// The strong Castalia: it kidnaps on every move.
    #[default]
    Castalia,
    /// The inventor's alternative: the Castalia kidnaps only on one-square moves.
    CastaliaWeak,
    /// Orthodox chess: no Castalia on the board, no promotion to Castalia.
    Standard,
}

impl Variant {
    pub const ALL: [Variant; 3] = [Variant::Castalia, Variant::CastaliaWeak, Variant::Standard];

    /// The name used on the command line and in commands.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Castalia => "castalia",
            Variant::CastaliaWeak => "castalia-weak",
            Variant::Standard => "standard",
        }
    }

    /// The PGN `Variant` tag value.
    pub const fn pgn_name(self) -> &'static str {
        match self {
            Variant::Castalia => "Castalia",
            Variant::CastaliaWeak => "Castalia Weak",
            Variant::Standard => "Standard",
        }
    }

    /// Whether the Castalia exists in this rule set.
    pub const fn has_castalia(self) -> bool {
        !matches!(self, Variant::Standard)
    }

    /// Whether a Castalia moving `distance` squares kidnaps (the piece behind it, if any):
    /// always in `castalia`, only on one-square moves in `castalia-weak`. The one place this
    /// rule is written.
    pub const fn castalia_kidnaps(self, distance: usize) -> bool {
        !matches!(self, Variant::CastaliaWeak) || distance <= 1
    }

    /// The setup a new game uses when none is chosen.
    pub const fn default_setup(self) -> Setup {
        match self {
            Variant::Standard => Setup::Classic,
            _ => Setup::Castalia,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown rule set `{0}`: use castalia, castalia-weak or standard")]
pub struct ParseVariantError(pub String);

impl FromStr for Variant {
    type Err = ParseVariantError;
    /// Accepts the names above, the PGN names and a few common spellings (`chess`, `weak`).
    fn from_str(s: &str) -> Result<Variant, ParseVariantError> {
        let key: String = s
            .trim()
            .to_ascii_lowercase()
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .collect();
        match key.as_str() {
            "castalia" | "strong" => Ok(Variant::Castalia),
            "castaliaweak" | "weak" => Ok(Variant::CastaliaWeak),
            "standard" | "chess" | "orthodox" => Ok(Variant::Standard),
            _ => Err(ParseVariantError(s.to_string())),
        }
    }
}

/// Named start positions.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Setup {
    /// Each queen's knight replaced by a Castalia (the default for the Castalia rule sets).
    Castalia,
    /// The orthodox array.
    Classic,
}

impl Setup {
    pub const fn name(self) -> &'static str {
        match self {
            Setup::Castalia => "castalia",
            Setup::Classic => "classic",
        }
    }

    pub const fn fen(self) -> &'static str {
        match self {
            Setup::Castalia => "rcbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBNR w KQkq - 0 1",
            Setup::Classic => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        }
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown setup `{0}`: use castalia, classic, or a FEN")]
pub struct ParseSetupError(pub String);

impl FromStr for Setup {
    type Err = ParseSetupError;
    fn from_str(s: &str) -> Result<Setup, ParseSetupError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "castalia" => Ok(Setup::Castalia),
            "classic" | "orthodox" | "standard" => Ok(Setup::Classic),
            _ => Err(ParseSetupError(s.to_string())),
        }
    }
}
