//! `/settings`: a player's board theme, coordinates, and notices by direct message.

use super::data::{Ctx, Error};
use super::respond;
use crate::game::{Command, SettingsChange};
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

/// Your board theme, coordinates, and notices by DM (shows them; changes those given)
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
) -> Result<(), Error> {
    let change = SettingsChange {
        theme: theme.map(Theme::from),
        coordinates,
        notify_dm: notify.map(|n| matches!(n, NotifyChoice::Dm)),
    };
    respond::command(ctx, Command::Settings(change)).await
}
