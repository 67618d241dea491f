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
use crate::game::kernel::Look;
use crate::game::model::Site;
use crate::game::players::PlayerService;
use crate::game::replies::reply::{Attachment, Reply, ReplyKind};
use crate::game::replies::text::{Arg, Text};
use crate::game::store::Batch;
use crate::i18n::Lang;
use crate::msg;
use crate::render::RenderOptions;
use crate::rules::{Position, Variant};

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
