//! The one responder: it answers a slash command, a click (component interaction) or a prefix
//! command typed as a channel message with the service's reply, sending each part where
//! `delivery::plan` says (the request's answer, the clicked message, a channel or thread
//! message, the live board) and remembering what was shown (`home`). It also runs the
//! service's work for commands and clicks against the time budget (`defer`).

use super::context;
use super::data::{bot_answer, Ctx, Data, Error};
use super::defer;
use super::delivery::{self, Content, Fallback, Home, Origin, Place, Source};
use super::format::{self, Outgoing};
use super::home::{self, Shower};
use super::tournament_home;
use crate::game::{self, Command, Reply, ReplyKind, Text};
use crate::i18n::{tr, Lang};
use crate::msg;
use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateInteractionResponse, EditInteractionResponse};
use std::time::Duration;

/// "Sorry, that did not work" (a catalogue id): the answer when the service's task failed.
pub const SORRY: &str = "discord-sorry";

/// The request being answered.
enum Request<'a> {
    Command(Ctx<'a>),
    Click {
        click: &'a ComponentInteraction,
        /// Acknowledged (deferred) before its answer was ready.
        acknowledged: bool,
    },
    Message(&'a serenity::Message),
}

/// Answers one request, part by part (see the module docs).
pub struct Responder<'a> {
    sh: Shower,
    request: Request<'a>,
    source: Source,
    channel: serenity::ChannelId,
    can_thread: bool,
    /// A private chat the bot is not a member of (`context::is_private`): everything goes
    /// through the request's interaction.
    private: bool,
    /// The request has its answer: later ones are follow-ups.
    answered: bool,
}

impl<'a> Responder<'a> {
    /// For a slash command.
    pub fn command(ctx: Ctx<'a>) -> Responder<'a> {
        let (can_thread, private) = match ctx {
            poise::Context::Application(app) => {
                let i = app.interaction;
                let private = context::is_private(i.context, &i.authorizing_integration_owners);
                let can_thread = home::can_thread(
                    &ctx.data().homes,
                    i.guild_id,
                    i.channel.as_ref().map(|c| c.kind),
                    i.app_permissions,
                );
                (can_thread && !private, private)
            }
            poise::Context::Prefix(_) => (false, false),
        };
        Responder {
            sh: ctx.data().shower(&ctx.serenity_context().http),
            request: Request::Command(ctx),
            source: Source::Command,
            channel: ctx.channel_id(),
            can_thread,
            private,
            answered: false,
        }
    }

    /// For a click (`acknowledged`: the click was deferred before its answer was ready).
    pub fn click(
        http: &std::sync::Arc<serenity::Http>,
        data: &Data,
        click: &'a ComponentInteraction,
        how: delivery::Click,
        acknowledged: bool,
    ) -> Responder<'a> {
        let private = context::is_private(click.context, &click.authorizing_integration_owners);
        let can_thread = home::can_thread(
            &data.homes,
            click.guild_id,
            click.channel.as_ref().map(|c| c.kind),
            click.app_permissions,
        );
        Responder {
            sh: data.shower(http),
            request: Request::Click {
                click,
                acknowledged,
            },
            source: Source::Click(how),
            channel: click.channel_id,
            can_thread: can_thread && !private,
            private,
            answered: false,
        }
    }

    /// For a prefix command typed as `message`.
    pub fn message(
        http: &std::sync::Arc<serenity::Http>,
        data: &Data,
        message: &'a serenity::Message,
    ) -> Responder<'a> {
        Responder {
            sh: data.shower(http),
            request: Request::Message(message),
            source: Source::Message,
            channel: message.channel_id,
            can_thread: false,
            private: false,
            answered: false,
        }
    }

    /// The request was answered already (by its caller): what follows is a follow-up.
    pub fn answered(mut self) -> Responder<'a> {
        self.answered = true;
        self
    }

    /// Shows `reply`, then the bot's move when it is the bot's turn; in a private chat, then
    /// what happened there since the last command and could not be said (`held_notices`).
    pub async fn reply_and_bot(&mut self, reply: &Reply) -> Result<(), Error> {
        self.deliver(reply).await?;
        if let Some(answer) = bot_answer(&self.sh.service, reply).await {
            self.deliver(&answer).await?;
        }
        if self.private {
            self.show_held().await;
        }
        Ok(())
    }

    /// The private chat's notices nobody could be sent, as follow-ups of this request.
    async fn show_held(&mut self) {
        let channel = game::ChannelId(self.channel.get());
        for held in self.sh.service.held_notices(channel) {
            match self
                .answer(Outgoing::from_reply(&held.notice.reply), false)
                .await
            {
                Ok(_) => self.sh.service.ack(held.key, game::Delivery::Sent),
                Err(e) => tracing::warn!("cannot show a held notice: {e}"),
            }
        }
    }

    /// Shows one reply: the parts `delivery::plan` gives, each where it goes. In a private
    /// chat there is no thread and no live board: every part is the request's answer.
    pub async fn deliver(&mut self, reply: &Reply) -> Result<(), Error> {
        let mut home = if self.private {
            Home::default()
        } else {
            let board = home::live_board(&self.sh, reply);
            Home::of(reply, &self.sh.homes, board)
        };
        'plan: loop {
            let origin = Origin {
                source: self.source,
                channel: game::ChannelId(self.channel.get()),
                answered: self.answered,
                can_thread: self.can_thread,
                private: self.private,
            };
            let mut pointers = true;
            for part in delivery::plan(reply, &home, &origin) {
                if matches!(part.content, Content::Pointer(_)) && !pointers {
                    continue;
                }
                let e = match self.carry(reply, part.content, part.place).await {
                    Ok(true) => continue,
                    Ok(false) => {
                        // The live board is gone (and forgotten): a new one is posted.
                        home.board = None;
                        continue 'plan;
                    }
                    Err(e) => e,
                };
                match part.fallback {
                    Fallback::Fail | Fallback::WithoutBoard => return Err(e),
                    Fallback::Answer => {
                        tracing::warn!("cannot post in the game's thread: {e}");
                        pointers = false;
                        self.carry(reply, part.content, Place::Answer).await?;
                    }
                    Fallback::Post(channel) => {
                        tracing::info!("cannot follow up ({e}); posting in the channel");
                        let channel = Place::Channel(channel);
                        self.carry(reply, part.content, channel).await?;
                    }
                    Fallback::Keep(channel) => {
                        tracing::info!("cannot follow up ({e}); kept for the players");
                        self.sh.service.keep_for_later(channel, reply.clone());
                    }
                }
            }
            return Ok(());
        }
    }

    /// Sends one part; false when it was the live board's edit and Discord refused it.
    async fn carry(
        &mut self,
        reply: &Reply,
        content: Content,
        place: Place,
    ) -> Result<bool, Error> {
        if let Place::Board(board) = place {
            return Ok(home::edit_board(&self.sh, reply, board).await);
        }
        let public_game = reply.game.is_some() && !reply.ephemeral;
        let (out, read_back) = match content {
            Content::Reply => (Outgoing::from_reply(reply), public_game || announces(reply)),
            Content::Turn => (home::turn_message(reply), true),
            Content::Start => (home::start_message(reply, None), true),
            Content::StartTurn => match home::start_turn(&self.sh.homes, reply) {
                Some(out) => (out, true),
                None => return Ok(true),
            },
            Content::Accepted => (self.accepted(reply.lang), false),
            Content::Closing => {
                let mut closed = Outgoing::private(if reply.is_refusal() {
                    format::markdown(&reply.text, reply.lang)
                } else {
                    tr(reply.lang, "discord-you-resigned")
                });
                closed.components = Vec::new();
                (closed, false)
            }
            Content::Pointer(pointer) => (Outgoing::private(pointer.text(reply.lang)), false),
        };
        let sent = match place {
            Place::Update => self.update(out).await?,
            Place::Answer => self.answer(out, read_back).await?,
            Place::Channel(channel) => {
                let channel = serenity::ChannelId::new(channel.0.max(1));
                Some(
                    channel
                        .send_message(&self.sh.http, out.into_message())
                        .await?,
                )
            }
            Place::Board(_) => None,
        };
        let view = reply.game.as_ref();
        match (content, sent) {
            // A private chat's messages can be neither edited nor found again later.
            _ if self.private => {}
            (Content::Reply, Some(message)) if public_game => {
                home::shown(&self.sh, reply, &message).await;
            }
            (Content::Reply, Some(message)) if announces(reply) => {
                tournament_home::announced(&self.sh, reply, &message).await;
            }
            (Content::Turn | Content::StartTurn, Some(message)) => {
                if let Some(view) = view {
                    home::turn_posted(&self.sh, view.id, &message).await;
                }
            }
            (Content::Start, start) => {
                let start = start.ok_or("cannot read the start message back")?;
                home::house(&self.sh, reply, &start).await?;
            }
            (Content::Reply, _) => tournament_home::moved_on(&self.sh, reply).await,
            _ => {}
        }
        Ok(true)
    }

    /// "Challenge accepted by NAME: the game starts below.", public, without buttons, in
    /// `lang` (the new game's reply's).
    fn accepted(&self, lang: Lang) -> Outgoing {
        let name = match &self.request {
            Request::Click { click, .. } => click.user.display_name().to_string(),
            Request::Command(ctx) => ctx.author().display_name().to_string(),
            Request::Message(message) => message.author.display_name().to_string(),
        };
        let text = msg!("discord-challenge-accepted", name = name);
        let mut accepted = Outgoing::private(format::markdown(&text, lang));
        accepted.ephemeral = false;
        accepted.components = Vec::new();
        accepted
    }

    /// `out` as the request's answer (a follow-up once it has one); the message when
    /// `read_back` and it can be read.
    async fn answer(
        &mut self,
        out: Outgoing,
        read_back: bool,
    ) -> Result<Option<serenity::Message>, Error> {
        let answered = std::mem::replace(&mut self.answered, true);
        match &self.request {
            Request::Command(ctx) => {
                let handle = ctx.send(out.into_poise()).await?;
                if !read_back {
                    return Ok(None);
                }
                match handle.message().await {
                    Ok(message) => Ok(Some(message.into_owned())),
                    Err(e) => {
                        tracing::debug!("cannot read the message just sent: {e}");
                        Ok(None)
                    }
                }
            }
            Request::Click {
                click,
                acknowledged,
            } => {
                if *acknowledged || answered {
                    let message = click
                        .create_followup(&self.sh.http, out.into_followup())
                        .await?;
                    return Ok(Some(message));
                }
                // A private answer is never needed again: it is not read back.
                let read_back = read_back && !out.ephemeral;
                let response = CreateInteractionResponse::Message(out.into_response());
                click.create_response(&self.sh.http, response).await?;
                if !read_back {
                    return Ok(None);
                }
                match click.get_response(&self.sh.http).await {
                    Ok(message) => Ok(Some(message)),
                    Err(e) => {
                        tracing::debug!("cannot read the answer just sent: {e}");
                        Ok(None)
                    }
                }
            }
            Request::Message(message) => {
                let out = out.into_message().reference_message(*message);
                Ok(Some(
                    message.channel_id.send_message(&self.sh.http, out).await?,
                ))
            }
        }
    }

    /// The clicked message becomes `out`; the clicked message as shown now. (Anything but a
    /// click is answered instead.)
    async fn update(&mut self, out: Outgoing) -> Result<Option<serenity::Message>, Error> {
        let Request::Click {
            click,
            acknowledged,
        } = &self.request
        else {
            return self.answer(out, false).await;
        };
        let answered = std::mem::replace(&mut self.answered, true);
        if *acknowledged || answered {
            click.edit_response(&self.sh.http, into_edit(out)).await?;
        } else {
            let response = CreateInteractionResponse::UpdateMessage(out.into_response());
            click.create_response(&self.sh.http, response).await?;
        }
        let mut shown = (*click.message).clone();
        shown.channel_id = click.channel_id;
        Ok(Some(shown))
    }
}

/// `out` as the edit of an interaction's message: its content, embed, buttons and files
/// replace the message's.
fn into_edit(out: Outgoing) -> EditInteractionResponse {
    let mut edit = EditInteractionResponse::new()
        .content(out.content)
        .embeds(out.embed.into_iter().collect())
        .components(out.components)
        .allowed_mentions(
            serenity::CreateAllowedMentions::new().users(out.mentions.iter().copied()),
        )
        .clear_attachments();
    for file in out.files {
        edit = edit.new_attachment(file);
    }
    edit
}

/// Tells a slash command's caller `text` privately, in their language (what the adapter
/// answers by itself: an option it cannot read, a refusal before the service is asked).
pub async fn tell(ctx: Ctx<'_>, text: &Text) -> Result<(), Error> {
    let words = format::markdown(text, context::lang(ctx));
    ctx.send(Outgoing::private(words).into_poise()).await?;
    Ok(())
}

/// Runs a slash command and shows the reply, then the bot's move if it is the bot's turn. A
/// command still being worked on when its time budget (`discord.defer_after_ms`) runs out
/// (a slow disk, a busy machine) is acknowledged first, so Discord's three seconds are kept.
pub async fn command(ctx: Ctx<'_>, command: Command) -> Result<(), Error> {
    let budget = ctx.data().budgets.command;
    command_within(ctx, command, budget, SORRY).await
}

/// `command` with its own budget (0: acknowledged at once) and its own apology (a catalogue
/// id, said in the caller's language) when the service's task fails. A refusal found after the command was acknowledged is still private:
/// the public "thinking" is taken back.
pub async fn command_within(
    ctx: Ctx<'_>,
    command: Command,
    budget: Duration,
    sorry: &str,
) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let who = context::of_command(ctx);
    let lang = service.reply_lang(&who);
    let work = async move { service.handle(&who, command).await };
    let (done, deferred) = defer::within(budget, work, ctx.defer()).await?;
    let reply = match done {
        Ok(reply) => reply,
        Err(e) => {
            tracing::error!(command = %ctx.command().name, "a command task failed: {e}");
            ctx.send(Outgoing::private(tr(lang, sorry)).into_poise())
                .await?;
            return Ok(());
        }
    };
    if deferred && reply.ephemeral {
        // A deferred answer is public: take it back and answer privately.
        if let poise::Context::Application(app) = ctx {
            app.interaction.delete_response(ctx.http()).await?;
        }
    }
    Responder::command(ctx).reply_and_bot(&reply).await
}

/// How a click is answered.
#[derive(Clone, Copy, Debug, Default)]
pub struct ClickWay {
    /// What the click asks of its message (see `delivery::Click`).
    pub how: delivery::Click,
    /// The answer is for the clicker alone.
    pub private: bool,
    /// Acknowledged at once, privately (the engine's part may take a while), and answered
    /// by a follow-up.
    pub at_once: bool,
}

/// Runs a click's command against the time budget (`discord.defer_after_ms`; past it, the
/// click is acknowledged first with a deferred update) and shows the reply, then the bot's
/// move if it is the bot's turn.
pub async fn click(
    ctx: &serenity::Context,
    data: &Data,
    click: &ComponentInteraction,
    command: Command,
    way: ClickWay,
) -> Result<(), Error> {
    let service = data.service.clone();
    let who = context::of_click(&ctx.cache, &data.organiser_roles, click);
    let lang = service.reply_lang(&who);
    let work = async move { service.handle(&who, command).await };
    let (budget, ack) = if way.at_once {
        let private = serenity::CreateInteractionResponseMessage::new().ephemeral(true);
        (Duration::ZERO, CreateInteractionResponse::Defer(private))
    } else {
        (data.budgets.command, CreateInteractionResponse::Acknowledge)
    };
    let acknowledge = click.create_response(&ctx.http, ack);
    let (done, acknowledged) = defer::within(budget, work, acknowledge).await?;
    let mut reply = done.unwrap_or_else(|e| {
        tracing::error!("a click's task failed: {e}");
        let kind = game::ReplyKind::Refused(game::ErrorKind::Refused);
        Reply {
            lang,
            ..Reply::private(kind, Text::msg(SORRY))
        }
    });
    if way.private {
        reply.ephemeral = true;
    }
    Responder::click(&ctx.http, data, click, way.how, acknowledged)
        .reply_and_bot(&reply)
        .await
}

/// Whether a reply announces a new tournament (which then gets its home, see
/// `tournament_home`).
fn announces(reply: &Reply) -> bool {
    reply.kind == ReplyKind::TournamentCreated && !reply.ephemeral
}
