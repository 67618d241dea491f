//! Discord events that are not slash commands: button clicks, and prefix commands typed as
//! messages (`!move e4`) when the config enables them.

use super::buttons::Button;
use super::format::Outgoing;
use super::{bot_answer, Data, Error};
use crate::game::text_command::parse_text_command;
use crate::game::{self, Command, Reply, UserRef};
use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateInteractionResponse};

/// Every event the framework sees; commands and autocompletion are handled by poise itself.
pub async fn handle(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let ctx = framework.serenity_context;
    let data = framework.user_data;
    match event {
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(click),
        } => on_click(ctx, data, click).await,
        serenity::FullEvent::Message { new_message } => on_message(ctx, data, new_message).await,
        _ => Ok(()),
    }
}

fn click_context(ctx: &serenity::Context, click: &ComponentInteraction) -> game::Context {
    let nick = click.member.as_ref().and_then(|m| m.nick.clone());
    game::Context {
        user: game::UserId(click.user.id.get()),
        name: nick.unwrap_or_else(|| click.user.display_name().to_string()),
        channel: game::ChannelId(click.channel_id.get()),
        guild: game::GuildId(click.guild_id.map_or(0, |g| g.get())),
        is_admin: super::commands::is_admin(click.member.as_ref()),
        site: super::commands::site_of(&ctx.cache, click.guild_id),
    }
}

/// A button press. The clicked message is updated when the answer replaces what it shows (a
/// challenge answered, a board changed); refusals and explanations go to the clicker alone.
async fn on_click(
    ctx: &serenity::Context,
    data: &Data,
    click: &ComponentInteraction,
) -> Result<(), Error> {
    let Some(button) = Button::parse(&click.data.custom_id) else {
        let stale = "This button no longer works; type `/board` for a fresh board.";
        let response = CreateInteractionResponse::Message(Outgoing::private(stale).into_response());
        click.create_response(&ctx.http, response).await?;
        return Ok(());
    };
    let service = &data.service;
    let gctx = click_context(ctx, click);
    let mut reply = match button {
        Button::Accept(id) => {
            let challenge = Some(id);
            service.handle(&gctx, Command::Accept { challenge }).await
        }
        Button::Decline(id) => {
            let challenge = Some(id);
            service.handle(&gctx, Command::Decline { challenge }).await
        }
        Button::Cancel(id) => {
            let challenge = Some(id);
            service.handle(&gctx, Command::Cancel { challenge }).await
        }
        Button::Resign(id) => {
            let game = Some(id);
            service.handle(&gctx, Command::Resign { game }).await
        }
        Button::Draw(id) => {
            let game = Some(id);
            service.handle(&gctx, Command::Draw { game }).await
        }
        Button::Abort(id) => {
            let game = Some(id);
            service.handle(&gctx, Command::Abort { game }).await
        }
        Button::Rematch(id) => {
            let game = Some(id);
            service.handle(&gctx, Command::Rematch { game }).await
        }
        Button::Flip { game, .. } => {
            // The board from the other side, for the clicker alone.
            let command = Command::Board {
                game: Some(game),
                flip: true,
            };
            service.handle(&gctx, command).await
        }
        Button::Explain(id) => {
            let game = Some(id);
            let command = Command::Explain { game, text: None };
            service.handle(&gctx, command).await
        }
    };
    let answers_challenge = matches!(
        button,
        Button::Accept(_) | Button::Decline(_) | Button::Cancel(_)
    );
    if matches!(button, Button::Explain(_) | Button::Flip { .. }) {
        reply.ephemeral = true;
    }
    let update = !reply.ephemeral && (answers_challenge || reply.game.is_some());
    let message = Outgoing::from_reply(&reply).into_response();
    let response = if update {
        CreateInteractionResponse::UpdateMessage(message)
    } else {
        CreateInteractionResponse::Message(message)
    };
    click.create_response(&ctx.http, response).await?;
    if let Some(answer) = bot_answer(service, &reply).await {
        let followup = Outgoing::from_reply(&answer).into_followup();
        click.create_followup(&ctx.http, followup).await?;
    }
    Ok(())
}

/// `<@123>` or `<@!123>` as a user named in the message.
fn mentioned_user(word: &str, mentions: &[serenity::User]) -> Option<UserRef> {
    let id: u64 = word
        .strip_prefix("<@")?
        .strip_suffix('>')?
        .trim_start_matches('!')
        .parse()
        .ok()?;
    let user = mentions.iter().find(|u| u.id.get() == id)?;
    Some(UserRef {
        id: game::UserId(id),
        name: user.display_name().to_string(),
    })
}

/// A prefix command (`!move e4`): the same commands as the slash ones, typed as text.
async fn on_message(
    ctx: &serenity::Context,
    data: &Data,
    message: &serenity::Message,
) -> Result<(), Error> {
    let Some(prefix) = data.prefix.as_deref() else {
        return Ok(());
    };
    if message.author.bot {
        return Ok(());
    }
    let Some(rest) = message.content.strip_prefix(prefix) else {
        return Ok(());
    };
    if rest.is_empty() || rest.starts_with(char::is_whitespace) {
        return Ok(());
    }
    let resolve = |word: &str| mentioned_user(word, &message.mentions);
    let line = format!("/{rest}");
    let reply = match parse_text_command(&line, &resolve) {
        Ok(command) => {
            let nick = message.member.as_ref().and_then(|m| m.nick.clone());
            let gctx = game::Context {
                user: game::UserId(message.author.id.get()),
                name: nick.unwrap_or_else(|| message.author.display_name().to_string()),
                channel: game::ChannelId(message.channel_id.get()),
                guild: game::GuildId(message.guild_id.map_or(0, |g| g.get())),
                // Messages carry no permissions: text commands never act as an admin.
                is_admin: false,
                site: super::commands::site_of(&ctx.cache, message.guild_id),
            };
            data.service.handle(&gctx, command).await
        }
        Err(e) => Reply::private(
            game::ReplyKind::Refused(game::ErrorKind::BadOption),
            e.text(),
        ),
    };
    say(ctx, message, &reply).await?;
    if let Some(answer) = bot_answer(&data.service, &reply).await {
        say(ctx, message, &answer).await?;
    }
    Ok(())
}

/// Answers a prefix command in its channel (a channel message cannot be private).
async fn say(
    ctx: &serenity::Context,
    message: &serenity::Message,
    reply: &Reply,
) -> Result<(), Error> {
    let out = Outgoing::from_reply(reply)
        .into_message()
        .reference_message(message);
    message.channel_id.send_message(&ctx.http, out).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mentions_resolve_to_mentioned_users_only() {
        let bob: serenity::User =
            serde_json::from_value(serde_json::json!({"id": "222", "username": "bob"})).unwrap();
        let found = mentioned_user("<@!222>", std::slice::from_ref(&bob)).unwrap();
        assert_eq!(found.id, game::UserId(222));
        assert_eq!(found.name, "bob");
        assert!(mentioned_user("<@333>", std::slice::from_ref(&bob)).is_none());
        assert!(mentioned_user("bob", std::slice::from_ref(&bob)).is_none());
    }
}
