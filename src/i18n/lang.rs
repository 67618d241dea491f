//! `Lang`: a language the bot speaks, and how Discord's locale codes map onto it.

use std::fmt;
use std::str::FromStr;

/// A language with a complete catalogue.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    #[default]
    En,
    De,
    Fr,
    Es,
    Ru,
    PtBr,
}

/// A language code the bot has no catalogue for.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("there is no language `{0}`; try one of: en, de, fr, es, ru, pt-BR")]
pub struct UnknownLang(pub String);

impl Lang {
    /// Every language, English (the reference) first.
    pub const ALL: [Lang; 6] = [Lang::En, Lang::De, Lang::Fr, Lang::Es, Lang::Ru, Lang::PtBr];

    /// The BCP 47 code (`en`, `de`, `fr`, `es`, `ru`, `pt-BR`), also the catalogue's file name.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Es => "es",
            Lang::Ru => "ru",
            Lang::PtBr => "pt-BR",
        }
    }

    /// The language's name in itself, for menus.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
            Lang::Es => "Español",
            Lang::Ru => "Русский",
            Lang::PtBr => "Português (Brasil)",
        }
    }

    /// The language of a Discord locale (`de`, `en-US`, `es-419`, `pt-BR`...), if the bot
    /// speaks it. Discord's European Portuguese does not exist, so any `pt` is Brazilian.
    pub fn from_discord(locale: &str) -> Option<Lang> {
        let primary = locale.split(['-', '_']).next()?.to_ascii_lowercase();
        Some(match primary.as_str() {
            "en" => Lang::En,
            "de" => Lang::De,
            "fr" => Lang::Fr,
            "es" => Lang::Es,
            "ru" => Lang::Ru,
            "pt" => Lang::PtBr,
            _ => return None,
        })
    }

    /// The Discord locales whose command names and descriptions this catalogue gives (English
    /// is the default registration, so it gives none).
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &[],
            Lang::De => &["de"],
            Lang::Fr => &["fr"],
            Lang::Es => &["es-ES", "es-419"],
            Lang::Ru => &["ru"],
            Lang::PtBr => &["pt-BR"],
        }
    }

    /// The reply language for a reader: their own choice (`/settings language:`), else their
    /// Discord language, else their server's, else English.
    pub fn choose(chosen: Option<Lang>, user: Option<Lang>, server: Option<Lang>) -> Lang {
        chosen.or(user).or(server).unwrap_or_default()
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Lang {
    type Err = UnknownLang;

    /// A code (`de`, `pt-BR`, `pt_br`, `en-GB`) or a language's own name (`Deutsch`).
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        let t = s.trim();
        Lang::ALL
            .into_iter()
            .find(|l| {
                l.native_name().eq_ignore_ascii_case(t)
                    || l.native_name().to_lowercase() == t.to_lowercase()
            })
            .or_else(|| Lang::from_discord(t))
            .ok_or_else(|| UnknownLang(t.chars().take(20).collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_locales_map_onto_the_catalogues() {
        assert_eq!(Lang::from_discord("de"), Some(Lang::De));
        assert_eq!(Lang::from_discord("en-GB"), Some(Lang::En));
        assert_eq!(Lang::from_discord("es-419"), Some(Lang::Es));
        assert_eq!(Lang::from_discord("pt-BR"), Some(Lang::PtBr));
        assert_eq!(Lang::from_discord("ja"), None);
        assert_eq!(Lang::from_discord(""), None);
        assert_eq!("Русский".parse::<Lang>(), Ok(Lang::Ru));
        assert_eq!("pt-br".parse::<Lang>(), Ok(Lang::PtBr));
        assert!("klingon".parse::<Lang>().is_err());
    }

    #[test]
    fn the_choice_falls_back_from_the_player_to_the_server_to_english() {
        let discord = Lang::from_discord;
        assert_eq!(
            Lang::choose(Some(Lang::Fr), discord("de"), discord("ru")),
            Lang::Fr
        );
        assert_eq!(Lang::choose(None, discord("de"), discord("ru")), Lang::De);
        assert_eq!(Lang::choose(None, discord("ja"), discord("ru")), Lang::Ru);
        assert_eq!(Lang::choose(None, discord("ja"), discord("ko")), Lang::En);
        assert_eq!(Lang::choose(None, None, None), Lang::En);
    }
}
