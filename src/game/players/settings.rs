//! Players' preferences (`/settings`): the board's colours and coordinates, whether
//! notices also come by direct message, and the language the bot speaks to them. Kept with the player's record (one save path), so
//! they follow the player to every server and survive restarts.
//!
//! Whose look a board has: a board is drawn in the preferences of the player it is drawn
//! for: a private view, explanation or puzzle for the one who asked; a shared board for the
//! player from whose side it is drawn (the player to move), or, facing the bot, for the
//! person playing it. Without a preference the bot's default (`board.theme`) is used. The words
//! in a shared board are in the game's language (its server's), those of a private picture in
//! the reader's.

use crate::game::commands::command::{Context, SettingsChange};
use crate::game::error::GameError;
use crate::game::kernel::Kernel;
use crate::game::model::{Game, Settings, Site, UserId};
use crate::game::players::PlayerService;
use crate::game::replies::reply::{Attachment, Reply, ReplyKind};
use crate::game::replies::text::{Arg, Text};
use crate::game::store::Batch;
use crate::i18n::Lang;
use crate::msg;
use crate::render::{RenderOptions, Theme};
use crate::rules::{Color, Position, Variant};

/// How a board looks for someone: the theme, whether coordinates are drawn, and the
/// language of the words in the picture.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Look {
    pub theme: Theme,
    pub coordinates: bool,
    pub lang: Lang,
}

impl Look {
    /// `opts` drawn in this look.
    pub fn apply(self, opts: RenderOptions) -> RenderOptions {
        RenderOptions {
            theme: self.theme,
            coordinates: self.coordinates,
            lang: self.lang,
            ..opts
        }
    }
}

impl PlayerService {
    /// Shows the caller's settings, after changing those given.
    pub(in crate::game) fn settings(
        &self,
        ctx: &Context,
        change: SettingsChange,
    ) -> Result<Reply, GameError> {
        let mut player = self.kernel.player(ctx.user, &ctx.name)?;
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
        if let Some(language) = change.language {
            s.language = language;
        }
        let settings = player.settings.clone();
        let changed = settings != before;
        if changed {
            let mut batch = Batch::default();
            batch.players.write(ctx.user, player);
            self.kernel.commit(batch)?;
        }
        let lang = Lang::choose(settings.language, ctx.locale.user, ctx.locale.server);
        let look = Look {
            lang,
            ..self.kernel.look_of(&settings)
        };
        let language = match settings.language {
            Some(chosen) => msg!("settings-language-chosen", language = chosen.native_name()),
            // The console has no Discord language: its language is the one of `--lang`.
            None if ctx.site == Site::Console => {
                msg!("settings-language-console", language = lang.native_name())
            }
            None => msg!("settings-language-auto", language = lang.native_name()),
        };
        let themes = crate::i18n::choice_list("theme");
        let text = msg!(
            if changed {
                "settings-saved"
            } else {
                "settings-current"
            },
            theme = crate::i18n::choice_name("theme", look.theme.name()),
            coordinates = Arg::key(if look.coordinates { "on" } else { "off" }),
            notices = Arg::key(if settings.notify_dm { "dm" } else { "channel" }),
            language = language,
        )
        .line()
        .then(msg!(
            "settings-how-to-change",
            themes = themes,
            site = Arg::key(if ctx.site == Site::Console {
                "console"
            } else {
                "discord"
            }),
        ));
        let mut reply = Reply::private(ReplyKind::Info, text);
        reply.file = self.sample_board(look);
        // The answer is in the language just chosen.
        reply.lang = lang;
        Ok(reply)
    }

    /// The starting position drawn in a look, to show what the settings give.
    fn sample_board(&self, look: Look) -> Option<Attachment> {
        if !self.kernel.config.images {
            return None;
        }
        let opts = look.apply(RenderOptions {
            square_px: self.kernel.config.board_square_px.min(40),
            ..RenderOptions::default()
        });
        let start = Position::start(Variant::Castalia);
        match crate::render::render_png(&start, &opts) {
            Ok(bytes) => Some(Attachment::picture(
                "settings.png",
                bytes,
                Text::msg("settings-sample-board-alt"),
            )),
            Err(e) => {
                tracing::error!("cannot draw the sample board: {e}");
                None
            }
        }
    }
}

impl Kernel {
    /// The language of the answers to `ctx`'s user: the one they chose with `/settings
    /// language:`, else their Discord language, else their server's, else English.
    pub fn reply_lang(&self, ctx: &Context) -> Lang {
        let chosen = self.settings_of(ctx.user).language;
        Lang::choose(chosen, ctx.locale.user, ctx.locale.server)
    }

    /// The language of what a user is told on their own (direct messages): their choice,
    /// else `fallback` (the server's language of what the notice is about).
    pub fn lang_of(&self, user: UserId, fallback: Lang) -> Lang {
        self.settings_of(user).language.unwrap_or(fallback)
    }

    /// The look of someone's settings (the bot's default theme where they chose none).
    fn look_of(&self, settings: &Settings) -> Look {
        Look {
            theme: settings.theme.unwrap_or(self.config.board_theme),
            coordinates: settings.coordinates,
            lang: settings.language.unwrap_or_default(),
        }
    }

    /// `user`'s settings (the defaults for someone unknown or whose record cannot be read).
    pub(in crate::game) fn settings_of(&self, user: UserId) -> Settings {
        match self.player_repo().player(user) {
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
        Look {
            lang: game.lang,
            ..self.look_for(person)
        }
    }
}
