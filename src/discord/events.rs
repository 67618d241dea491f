//! Discord events that are not slash commands: button clicks, and prefix commands typed as
//! messages (`!move e4`) when the config enables them.

use super::buttons::Button;
use super::click_answer::ClickAnswer;
use super::format::Outgoing;
use super::home;
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
/// A game started by a click in a server channel gets its thread (see `home`).
async fn on_click(
    ctx: &serenity::Context,
    data: &Data,
    click: &ComponentInteraction,
) -> Result<(), Error> {
    if let Some(pick) = super::picker::Pick::parse(&click.data.custom_id) {
        let gctx = click_context(ctx, click);
        return super::picker::on_pick(ctx, data, click, &gctx, pick).await;
    }
    let Some(button) = Button::parse(&click.data.custom_id) else {
        let stale = "This button no longer works; type `/board` for a fresh board.";
        let response = CreateInteractionResponse::Message(Outgoing::private(stale).into_response());
        click.create_response(&ctx.http, response).await?;
        return Ok(());
    };
    let service = &data.service;
    let sh = home::Shower::new(&ctx.http, data);
    let gctx = click_context(ctx, click);
    let command = match button {
        Button::Accept(id) => Command::Accept {
            challenge: Some(id),
        },
        Button::Decline(id) => Command::Decline {
            challenge: Some(id),
        },
        Button::Cancel(id) => Command::Cancel {
            challenge: Some(id),
        },
        Button::Resign(id) if service.plays_in(&gctx, id) => {
            // Asked privately first; the confirmation resigns.
            let question = confirm_resign(id);
            let response = CreateInteractionResponse::Message(question.into_response());
            click.create_response(&ctx.http, response).await?;
            return Ok(());
        }
        Button::Resign(id) | Button::ConfirmResign(id) => Command::Resign { game: Some(id) },
        Button::Dismiss => {
            let mut closed = Outgoing::private("Nothing changed: the game goes on.");
            closed.components = Vec::new();
            let response = CreateInteractionResponse::UpdateMessage(closed.into_response());
            click.create_response(&ctx.http, response).await?;
            return Ok(());
        }
        Button::Draw(id) => Command::Draw { game: Some(id) },
        Button::Abort(id) => Command::Abort { game: Some(id) },
        Button::Rematch(id) => Command::Rematch { game: Some(id) },
        // The board from the other side, for the clicker alone.
        Button::Flip { game, .. } => Command::Board {
            game: Some(game),
            flip: true,
        },
        Button::Move(id) => return super::picker::open(ctx, data, click, &gctx, id).await,
        Button::Explain(id) => {
            // The engine's part may take a second or more: acknowledge at once (privately),
            // then answer with a follow-up.
            let defer = serenity::CreateInteractionResponseMessage::new().ephemeral(true);
            click
                .create_response(&ctx.http, CreateInteractionResponse::Defer(defer))
                .await?;
            let game = Some(id);
            let command = Command::Explain { game, text: None };
            let mut reply = service.handle(&gctx, command).await;
            reply.ephemeral = true;
            let followup = Outgoing::from_reply(&reply).into_followup();
            click.create_followup(&ctx.http, followup).await?;
            return Ok(());
        }
    };
    let worker = service.clone();
    let who = gctx.clone();
    let work = async move { worker.handle(&who, command).await };
    let (answer, mut reply) = ClickAnswer::run(&ctx.http, click, data.defer_after, work).await?;
    let answers_challenge = matches!(
        button,
        Button::Accept(_) | Button::Decline(_) | Button::Cancel(_)
    );
    if matches!(button, Button::Flip { .. }) {
        reply.ephemeral = true;
    }
    let threads_here = home::can_thread(
        &data.homes,
        click.guild_id,
        click.channel.as_ref().map(|c| c.kind),
        click.app_permissions,
    );
    if home::starts_game(&reply).is_some() && threads_here {
        start_in_thread(&answer, &sh, click, &reply, answers_challenge).await?;
    } else if matches!(button, Button::ConfirmResign(_)) {
        // The private question closes; the result is public.
        let mut closed = Outgoing::private(if reply.is_refusal() {
            super::format::markdown(&reply.text)
        } else {
            "You resigned.".to_string()
        });
        closed.components = Vec::new();
        answer.update(closed).await?;
        if !reply.is_refusal() {
            show_public(&sh, click, &reply).await?;
        }
    } else if let Some(thread) = public_thread(&reply).filter(|t| t.0 != click.channel_id.get()) {
        // A button outside the game's thread: the answer goes to the thread.
        home::post_in_thread(&sh, &reply).await;
        let pointer = Outgoing::private(format!("Done: the game goes on in <#{}>.", thread.0));
        answer.message(pointer).await?;
    } else if let Some(board_channel) = home::edit_live(&sh, &reply).await {
        // The game's live board was edited; the click is answered with the turn message.
        let turn = home::turn_message(&reply);
        if board_channel == click.channel_id {
            let sent = answer.message(turn).await?;
            if let (Some(message), Some(view)) = (sent, &reply.game) {
                home::turn_posted(&sh, view.id, &message).await;
            }
        } else {
            home::post_turn(&sh, board_channel, &reply).await?;
            let pointer =
                Outgoing::private(format!("Done: the board is updated in <#{board_channel}>."));
            answer.message(pointer).await?;
        }
    } else {
        // A rematch is a new message: the result card it was asked from stays.
        let update = !reply.ephemeral
            && !matches!(button, Button::Rematch(_))
            && (answers_challenge || reply.game.is_some());
        let out = Outgoing::from_reply(&reply);
        let sent = if update {
            answer.update(out).await?;
            None
        } else {
            answer.message(out).await?
        };
        if reply.game.is_some() && !reply.ephemeral {
            if update {
                let mut shown = (*click.message).clone();
                shown.channel_id = click.channel_id;
                home::shown(&sh, &reply, &shown).await;
                if answers_challenge {
                    // An edit pings nobody: the players are told the game started.
                    if let Some(start) = home::start_turn(&sh.homes, &reply) {
                        let message = click
                            .create_followup(&ctx.http, start.into_followup())
                            .await?;
                        if let Some(view) = &reply.game {
                            home::turn_posted(&sh, view.id, &message).await;
                        }
                    }
                }
            } else if let Some(message) = sent {
                home::shown(&sh, &reply, &message).await;
            }
        }
    }
    if let Some(answer) = bot_answer(service, &reply).await {
        show_public(&sh, click, &answer).await?;
    }
    Ok(())
}

/// "Resign game #12?" with Resign and Cancel, for the clicker alone.
pub fn confirm_resign(id: game::GameId) -> Outgoing {
    let mut question = Outgoing::private(format!(
        "Resign game #{id}? Your opponent wins; this cannot be undone."
    ));
    question.components = vec![serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(Button::ConfirmResign(id).custom_id())
            .label("Resign")
            .style(serenity::ButtonStyle::Danger),
        serenity::CreateButton::new(Button::Dismiss.custom_id())
            .label("Cancel")
            .style(serenity::ButtonStyle::Secondary),
    ])];
    question
}

/// The thread of the game a public reply shows, if it has one.
fn public_thread(reply: &Reply) -> Option<game::ChannelId> {
    reply
        .game
        .as_ref()
        .filter(|_| !reply.ephemeral)
        .and_then(|v| v.thread)
}

/// A public reply after the click was answered: in the game's thread if it has one, else as
/// a follow-up (or, once the token expired, a channel message) where the click was.
pub(super) async fn show_public(
    sh: &home::Shower,
    click: &ComponentInteraction,
    reply: &Reply,
) -> Result<(), Error> {
    if let Some(Ok(_)) = home::post_in_thread(sh, reply).await {
        return Ok(());
    }
    if let Some(board_channel) = home::edit_live(sh, reply).await {
        let turn = home::turn_message(reply).into_followup();
        match click.create_followup(&sh.http, turn).await {
            Ok(message) if board_channel == click.channel_id => {
                if let Some(view) = &reply.game {
                    home::turn_posted(sh, view.id, &message).await;
                }
            }
            Ok(_) => {}
            Err(e) => {
                tracing::info!("cannot follow up ({e}); posting the turn in the channel");
                home::post_turn(sh, board_channel, reply).await?;
            }
        }
        return Ok(());
    }
    let followup = Outgoing::from_reply(reply).into_followup();
    match click.create_followup(&sh.http, followup).await {
        Ok(message) => home::shown(sh, reply, &message).await,
        Err(e) => {
            tracing::info!("cannot follow up ({e}); posting the reply in the channel");
            home::post(sh, click.channel_id, reply).await?;
        }
    }
    Ok(())
}

/// A game started by a click (an accepted challenge, a rematch of the bot): the challenge
/// says it was accepted, the start message mentions both players, the thread opens from it.
async fn start_in_thread(
    answer: &ClickAnswer<'_>,
    sh: &home::Shower,
    click: &ComponentInteraction,
    reply: &Reply,
    answers_challenge: bool,
) -> Result<(), Error> {
    let start_out = home::start_message(reply, None);
    let start = if answers_challenge {
        let mut accepted = Outgoing::private(format!(
            "Challenge accepted by **{}**: the game starts below.",
            super::format::markdown(
                &game::Text::new().plain(click.user.display_name().to_string())
            )
        ));
        accepted.ephemeral = false;
        accepted.components = Vec::new();
        answer.update(accepted).await?;
        click
            .create_followup(&sh.http, start_out.into_followup())
            .await?
    } else {
        match answer.message(start_out).await? {
            Some(message) => message,
            None => click.get_response(&sh.http).await?,
        }
    };
    if home::open_thread(sh, reply, &start).await.is_none() {
        home::post(sh, start.channel_id, reply).await?;
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
    say(ctx, data, message, &reply).await?;
    if let Some(answer) = bot_answer(&data.service, &reply).await {
        say(ctx, data, message, &answer).await?;
    }
    Ok(())
}

/// Answers a prefix command in its channel (a channel message cannot be private); a change
/// to a game with a live board edits it and answers with the turn message.
async fn say(
    ctx: &serenity::Context,
    data: &Data,
    message: &serenity::Message,
    reply: &Reply,
) -> Result<(), Error> {
    let sh = home::Shower::new(&ctx.http, data);
    if let Some(board_channel) = home::edit_live(&sh, reply).await {
        if board_channel != message.channel_id {
            home::post_turn(&sh, board_channel, reply).await?;
            return Ok(());
        }
        let out = home::turn_message(reply)
            .into_message()
            .reference_message(message);
        let sent = message.channel_id.send_message(&ctx.http, out).await?;
        if let Some(view) = &reply.game {
            home::turn_posted(&sh, view.id, &sent).await;
        }
        return Ok(());
    }
    let out = Outgoing::from_reply(reply)
        .into_message()
        .reference_message(message);
    let sent = message.channel_id.send_message(&ctx.http, out).await?;
    home::shown(&sh, reply, &sent).await;
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
