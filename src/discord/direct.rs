//! Direct messages: the notices players asked for (`/settings notify:dm`), and the fallback
//! for a notice a channel refuses (sent to the people it mentions instead).

use super::format::markdown;
use super::home::Shower;
use crate::game::{Notice, UserId};
use poise::serenity_prelude as serenity;
use serenity::{CreateAllowedMentions, CreateMessage};

/// Sends a notice to `user` by direct message: its text, the game's board where it shows
/// one, and a link to the game's home (`notice.channel`). No buttons: the game is played
/// where it lives.
pub async fn send(
    sh: &Shower,
    user: UserId,
    notice: &Notice,
) -> Result<serenity::Message, serenity::Error> {
    let to = serenity::UserId::new(user.0.max(1));
    let channel = to.create_dm_channel(&sh.http).await?;
    let mut content = markdown(&notice.reply.text);
    if notice.channel.0 != 0 {
        content.push_str(&format!("\nGo to the game: <#{}>", notice.channel.0));
    }
    let mut message = CreateMessage::new()
        .content(content)
        .allowed_mentions(CreateAllowedMentions::new());
    if let Some(image) = &notice.reply.image {
        message = message.add_file(super::format::attachment(image));
    }
    channel.id.send_message(&sh.http, message).await
}

/// A notice its channel refused, sent by DM to each person it mentions. Whether every one
/// of them got it.
pub async fn fall_back(sh: &Shower, notice: &Notice) -> bool {
    let mut all = !notice.reply.mentions.is_empty();
    for user in &notice.reply.mentions {
        if let Err(e) = send(sh, *user, notice).await {
            tracing::warn!(user = user.0, "cannot send a notice by direct message: {e}");
            all = false;
        }
    }
    all
}
