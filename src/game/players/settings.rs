//! Players' preferences (`/settings`): the board's colours and coordinates, and whether
//! notices also come by direct message. Kept with the player's record (one save path), so
//! they follow the player to every server and survive restarts.
//!
//! Whose look a board has: a board is drawn in the preferences of the player it is drawn
//! for: a private view, explanation or puzzle for the one who asked; a shared board for the
//! player from whose side it is drawn (the player to move), or, facing the bot, for the
//! person playing it. Without a preference the bot's default (`board.theme`) is used.

use crate::game::commands::command::{Context, SettingsChange};
use crate::game::error::GameError;
use crate::game::model::{Game, Settings, UserId};
use crate::game::replies::reply::{Attachment, Reply, ReplyKind};
use crate::game::replies::text::Text;
use crate::game::service::GameService;
use crate::game::store::Batch;
use crate::render::{RenderOptions, Theme};
use crate::rules::{Color, Position, Variant};

/// How a board looks for someone: the theme and whether coordinates are drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Look {
    pub theme: Theme,
    pub coordinates: bool,
}

impl Look {
    /// `opts` drawn in this look.
    pub fn apply(self, opts: RenderOptions) -> RenderOptions {
        RenderOptions {
            theme: self.theme,
            coordinates: self.coordinates,
            ..opts
        }
    }
}

impl GameService {
    /// Shows the caller's settings, after changing those given.
    pub(in crate::game) fn settings(
        &self,
        ctx: &Context,
        change: SettingsChange,
    ) -> Result<Reply, GameError> {
        let mut player = self.player(ctx.user, &ctx.name)?;
        let before = player.settings.clone();
        let s = &mut player.settings;
        if let Some(theme) = change.theme {
            s.theme = Some(theme);
        }
        if let Some(on) = change.coordinates {
            s.coordinates = on;
        }
        if let Some(on) = change.notify_dm {
            s.notify_dm = on;
        }
        let settings = player.settings.clone();
        let changed = settings != before;
        if changed {
            let mut batch = Batch::default();
            batch.players.push((ctx.user, player));
            self.commit(batch)?;
        }
        let look = self.look_of(&settings);
        let text = Text::new()
            .plain(if changed {
                "Saved. Your settings: "
            } else {
                "Your settings: "
            })
            .plain("board ")
            .strong(look.theme.name())
            .plain(", coordinates ")
            .strong(if look.coordinates { "on" } else { "off" })
            .plain(", notices ")
            .strong(if settings.notify_dm {
                "in the channel and by direct message"
            } else {
                "in the channel only"
            })
            .plain(".")
            .line()
            .plain("Change them with ")
            .code("/settings theme:forest coordinates:off notify:dm")
            .plain(" (themes: ")
            .plain(
                Theme::ALL
                    .iter()
                    .map(|t| t.name())
                    .collect::<Vec<_>>()
                    .join(", "),
            )
            .plain("; notify: dm or channel).");
        let mut reply = Reply::private(ReplyKind::Info, text);
        reply.file = self.sample_board(look);
        Ok(reply)
    }

    /// The look of someone's settings (the bot's default theme where they chose none).
    fn look_of(&self, settings: &Settings) -> Look {
        Look {
            theme: settings.theme.unwrap_or(self.config.board_theme),
            coordinates: settings.coordinates,
        }
    }

    /// `user`'s settings (the defaults for someone unknown or whose record cannot be read).
    pub(in crate::game) fn settings_of(&self, user: UserId) -> Settings {
        match self.store.player(user) {
            Ok(Some(player)) => player.settings,
            Ok(None) => Settings::default(),
            Err(e) => {
                tracing::warn!(user = user.0, "cannot read a player's settings: {e}");
                Settings::default()
            }
        }
    }

    /// How boards look for `user` (the bot's defaults for someone unknown or unreadable).
    pub(in crate::game) fn look_for(&self, user: Option<UserId>) -> Look {
        let settings = user.map(|u| self.settings_of(u)).unwrap_or_default();
        self.look_of(&settings)
    }

    /// How a board of `game` drawn from `side` looks: for the person on that side, else
    /// (the bot's side) for the person playing the bot.
    pub(in crate::game) fn look_from(&self, game: &Game, side: Color) -> Look {
        let person = game
            .seat(side)
            .user()
            .or_else(|| game.seat(side.opposite()).user());
        self.look_for(person)
    }

    /// The starting position drawn in a look, to show what the settings give.
    fn sample_board(&self, look: Look) -> Option<Attachment> {
        if !self.config.images {
            return None;
        }
        let opts = look.apply(RenderOptions {
            square_px: self.config.board_square_px.min(40),
            ..RenderOptions::default()
        });
        let start = Position::start(Variant::Castalia);
        match crate::render::render_png(&start, &opts) {
            Ok(bytes) => Some(Attachment::picture(
                "settings.png",
                bytes,
                "A sample board in your board settings (colours, pieces and coordinates): the starting position of Castalia chess.".to_string(),
            )),
            Err(e) => {
                tracing::error!("cannot draw the sample board: {e}");
                None
            }
        }
    }
}
