//! `/settings`: a player's board theme, coordinates, notices by direct message, and language.

use super::data::{Ctx, Error};
use super::respond;
use crate::game::{Command, SettingsChange};
use crate::i18n::Lang;
use crate::render::Theme;

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ThemeChoice {
    #[name = "classic"]
    Classic,
    #[name = "ocean"]
    Ocean,
    #[name = "forest"]
    Forest,
}

impl From<ThemeChoice> for Theme {
    fn from(choice: ThemeChoice) -> Theme {
        match choice {
            ThemeChoice::Classic => Theme::Classic,
            ThemeChoice::Ocean => Theme::Ocean,
            ThemeChoice::Forest => Theme::Forest,
        }
    }
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum NotifyChoice {
    #[name = "dm"]
    Dm,
    #[name = "channel"]
    Channel,
}

/// The languages offered, each by its own name; `auto` follows Discord's language.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LanguageChoice {
    #[name = "auto (Discord's language)"]
    Auto,
    #[name = "English"]
    En,
    #[name = "Deutsch"]
    De,
    #[name = "Français"]
    Fr,
    #[name = "Español"]
    Es,
    #[name = "Русский"]
    Ru,
    #[name = "Português (Brasil)"]
    PtBr,
}

impl LanguageChoice {
    /// The language chosen (`None`: follow Discord's).
    fn lang(self) -> Option<Lang> {
        match self {
            LanguageChoice::Auto => None,
            LanguageChoice::En => Some(Lang::En),
            LanguageChoice::De => Some(Lang::De),
            LanguageChoice::Fr => Some(Lang::Fr),
            LanguageChoice::Es => Some(Lang::Es),
            LanguageChoice::Ru => Some(Lang::Ru),
            LanguageChoice::PtBr => Some(Lang::PtBr),
        }
    }
}

/// Your board look, notices by DM and language (shows them; changes those given)
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn settings(
    ctx: Ctx<'_>,
    #[description = "Board colours"] theme: Option<ThemeChoice>,
    #[description = "Files and ranks around the board"] coordinates: Option<bool>,
    #[description = "dm: also tell me by direct message (your move, challenges, reminders, game over)"]
    notify: Option<NotifyChoice>,
    #[description = "The language I speak to you (auto: your Discord language)"] language: Option<
        LanguageChoice,
    >,
) -> Result<(), Error> {
    let change = SettingsChange {
        theme: theme.map(Theme::from),
        coordinates,
        notify_dm: notify.map(|n| matches!(n, NotifyChoice::Dm)),
        language: language.map(LanguageChoice::lang),
    };
    respond::command(ctx, Command::Settings(change)).await
}
