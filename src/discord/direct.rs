//! Direct messages: the notices players asked for (`/settings notify:dm`), and the fallback
//! for a notice a channel refuses (sent to the people it mentions instead).

use super::format::{self, markdown};
use super::home::Shower;
use crate::game::{Notice, UserId};
use poise::serenity_prelude as serenity;
use serenity::{CreateAllowedMentions, CreateMessage};

/// Sends a notice to `user` by direct message: its text, the game's board where it shows
/// one, and a link to the game's home (`notice.channel`), in the user's language (their
/// choice, else the notice's). No buttons: the game is played where it lives.
pub async fn send(
    sh: &Shower,
    user: UserId,
    notice: &Notice,
) -> Result<serenity::Message, serenity::Error> {
    let to = serenity::UserId::new(user.0.max(1));
    let channel = to.create_dm_channel(&sh.http).await?;
    let lang = sh.service.lang_of(user, notice.reply.lang);
    let mut content = markdown(&notice.reply.text, lang);
    if notice.channel.0 != 0 {
        content.push('\n');
        let link = [("link", link(notice))];
        content.push_str(&format::raw(lang, "discord-dm-go-to-game", &link));
    }
    let mut message = CreateMessage::new()
        .content(content)
        .allowed_mentions(CreateAllowedMentions::new());
    if let Some(image) = &notice.reply.image {
        message = message.add_file(format::attachment(image, lang));
    }
    channel.id.send_message(&sh.http, message).await
}

/// A link to the notice's channel: a mention for a server's channel; for a private chat
/// (a DM or group DM the bot is not in, which a mention cannot name) its address.
fn link(notice: &Notice) -> String {
    if notice.private {
        format!("https://discord.com/channels/@me/{}", notice.channel.0)
    } else {
        format!("<#{}>", notice.channel.0)
    }
}

/// A notice its channel refused (or a private chat's, which the bot cannot post in), sent by
/// DM to each person it mentions (else, in a private chat, to the players of its game).
pub async fn fall_back(sh: &Shower, notice: &Notice) -> FallBack {
    let mut to = notice.reply.mentions.clone();
    if to.is_empty() && notice.private {
        to = notice.reply.game.iter().flat_map(|v| v.players()).collect();
    }
    let mut out = FallBack {
        reached: Vec::new(),
        all: !to.is_empty(),
    };
    for user in &to {
        match send(sh, *user, notice).await {
            Ok(_) => out.reached.push(*user),
            Err(e) => {
                tracing::warn!(user = user.0, "cannot send a notice by direct message: {e}");
                out.all = false;
            }
        }
    }
    out
}

/// Who a notice sent by DM reached.
pub struct FallBack {
    /// Those who got it.
    pub reached: Vec<crate::game::UserId>,
    /// Whether everyone it was for got it (and there was someone).
    pub all: bool,
}
