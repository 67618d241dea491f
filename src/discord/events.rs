//! Discord events that are not slash commands: button clicks, and prefix commands typed as
//! messages (`!move e4`) when the config enables them.

use super::buttons::{Button, Component};
use super::context;
use super::data::{Data, Error};
use super::delivery::Click;
use super::format::{self, Outgoing};
use super::respond::{self, ClickWay, Responder};
use crate::game::commands::text_command::parse_text_command;
use crate::game::{self, Command, Reply, Text, UserRef};
use crate::i18n::tr;
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

/// A button press. The clicked message is updated when the answer replaces what it shows (a
/// challenge answered, a board changed); refusals and explanations go to the clicker alone.
/// A game started by a click in a server channel gets its thread (see `home`, `delivery`).
async fn on_click(
    ctx: &serenity::Context,
    data: &Data,
    click: &ComponentInteraction,
) -> Result<(), Error> {
    let service = &data.service;
    let gctx = context::of_click(&ctx.cache, &data.organiser_roles, click);
    let button = match Component::parse(&click.data.custom_id) {
        Some(Component::Pick(pick)) => {
            return super::picker::on_pick(ctx, data, click, &gctx, pick).await
        }
        Some(Component::Button(button)) => Some(button),
        None => None,
    };
    let Some(button) = button else {
        let stale = Text::msg("discord-stale-button");
        let stale = format::markdown(&stale, service.reply_lang(&gctx));
        let response = CreateInteractionResponse::Message(Outgoing::private(stale).into_response());
        click.create_response(&ctx.http, response).await?;
        return Ok(());
    };
    let mut way = ClickWay::default();
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
            let question = format::confirm_resign(id, service.reply_lang(&gctx));
            let response = CreateInteractionResponse::Message(question.into_response());
            click.create_response(&ctx.http, response).await?;
            return Ok(());
        }
        Button::Resign(id) | Button::ConfirmResign(id) => Command::Resign { game: Some(id) },
        Button::Dismiss => {
            let lang = service.reply_lang(&gctx);
            let mut closed = Outgoing::private(tr(lang, "discord-nothing-changed"));
            closed.components = Vec::new();
            let response = CreateInteractionResponse::UpdateMessage(closed.into_response());
            click.create_response(&ctx.http, response).await?;
            return Ok(());
        }
        Button::Draw(id) => Command::Draw { game: Some(id) },
        Button::Abort(id) => Command::Abort { game: Some(id) },
        Button::Rematch(id) => Command::Rematch { game: Some(id) },
        // The board from the other side, for the clicker alone.
        Button::Flip { game, .. } => {
            way.private = true;
            Command::Board {
                game: Some(game),
                flip: true,
                text: false,
            }
        }
        Button::Move(id) => {
            let target = super::buttons::Target::Game(id);
            return super::picker::open(ctx, data, click, &gctx, target, false).await;
        }
        Button::LessonMove | Button::LessonBack => {
            let target = super::buttons::Target::Lesson;
            let new_message = button == Button::LessonMove;
            return super::picker::open(ctx, data, click, &gctx, target, new_message).await;
        }
        Button::TournamentJoin(id) => {
            Command::Tournament(game::TournamentCommand::Join { id: Some(id) })
        }
        Button::PlayOnBoard(id) => {
            // The launch carries no data: the game is remembered for the clicker, and the
            // Activity that opens for them shows it (`web/activity.rs`).
            let visible = service.game_page(&gctx, id).is_ok();
            let noted = visible && service.note_board_launch(gctx.user, id).is_ok();
            let response = if noted {
                CreateInteractionResponse::LaunchActivity
            } else {
                let stale = Text::msg("discord-stale-button");
                let stale = format::markdown(&stale, service.reply_lang(&gctx));
                CreateInteractionResponse::Message(Outgoing::private(stale).into_response())
            };
            click.create_response(&ctx.http, response).await?;
            return Ok(());
        }
        Button::TournamentLeave(id) => {
            Command::Tournament(game::TournamentCommand::Leave { id: Some(id) })
        }
        Button::LessonHint | Button::LessonRetry | Button::LessonNext => {
            way.private = true;
            Command::Learn(match button {
                Button::LessonHint => game::LearnCommand::Hint,
                Button::LessonRetry => game::LearnCommand::Retry,
                _ => game::LearnCommand::Next,
            })
        }
        Button::Explain(id) => {
            // The engine's part may take a second or more: acknowledged at once (privately),
            // then answered with a follow-up.
            way.private = true;
            way.at_once = true;
            Command::Explain {
                game: Some(id),
                text: None,
            }
        }
    };
    way.how = Click {
        answers_challenge: matches!(
            button,
            Button::Accept(_) | Button::Decline(_) | Button::Cancel(_)
        ),
        // A rematch is a new message: the result card it was asked from stays.
        keeps_message: matches!(button, Button::Rematch(_)),
        // The private question closes; the result is public.
        confirms: matches!(button, Button::ConfirmResign(_)),
    };
    respond::click(ctx, data, click, command, way).await
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
    let gctx = context::of_message(&ctx.cache, message);
    let reply = match parse_text_command(&line, &resolve) {
        Ok(command) => data.service.handle(&gctx, command).await,
        Err(e) => Reply {
            lang: data.service.reply_lang(&gctx),
            ..Reply::private(
                game::ReplyKind::Refused(game::ErrorKind::BadOption),
                e.text(),
            )
        },
    };
    // Answered in its channel (a channel message cannot be private); a change to a game with
    // a live board edits it and is answered with the turn message.
    Responder::message(&ctx.http, data, message)
        .reply_and_bot(&reply)
        .await
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
