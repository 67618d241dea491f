//! Answering a button click within Discord's three seconds: the service's work runs against
//! the time budget (`discord.defer_after_ms`); past it, the click is acknowledged first (a
//! deferred update) and answered afterwards, by editing the clicked message and following up.

use super::format::Outgoing;
use crate::game::Reply;
use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, CreateInteractionResponse, EditInteractionResponse, Http, Message,
};
use std::future::Future;
use std::time::Duration;

/// How the answer to one click is given (see the module docs).
pub struct ClickAnswer<'a> {
    http: &'a Http,
    click: &'a ComponentInteraction,
    /// The click was acknowledged before its answer was ready.
    acknowledged: bool,
}

impl<'a> ClickAnswer<'a> {
    /// Runs `work` (the service's part) for at most `budget` before acknowledging the click;
    /// then waits for it. A budget of 0 acknowledges every click first.
    pub async fn run(
        http: &'a Http,
        click: &'a ComponentInteraction,
        budget: Duration,
        work: impl Future<Output = Reply> + Send + 'static,
    ) -> Result<(ClickAnswer<'a>, Reply), serenity::Error> {
        let mut task = tokio::spawn(work);
        let in_time = if budget.is_zero() {
            None
        } else {
            tokio::time::timeout(budget, &mut task).await.ok()
        };
        let (done, acknowledged) = match in_time {
            Some(done) => (done, false),
            None => {
                click
                    .create_response(http, CreateInteractionResponse::Acknowledge)
                    .await?;
                (task.await, true)
            }
        };
        let reply = done.unwrap_or_else(|e| {
            tracing::error!("a click's task failed: {e}");
            Reply::private(
                crate::game::ReplyKind::Refused(crate::game::ErrorKind::Refused),
                "Sorry, that did not work; please try again.",
            )
        });
        let answer = ClickAnswer {
            http,
            click,
            acknowledged,
        };
        Ok((answer, reply))
    }

    /// The clicked message becomes `out`.
    pub async fn update(&self, out: Outgoing) -> Result<(), serenity::Error> {
        if self.acknowledged {
            self.click.edit_response(self.http, into_edit(out)).await?;
            return Ok(());
        }
        let response = CreateInteractionResponse::UpdateMessage(out.into_response());
        self.click.create_response(self.http, response).await
    }

    /// `out` as a new message (private if it says so); the message, when it is public and can
    /// be read back.
    pub async fn message(&self, out: Outgoing) -> Result<Option<Message>, serenity::Error> {
        if self.acknowledged {
            let message = self
                .click
                .create_followup(self.http, out.into_followup())
                .await?;
            return Ok(Some(message));
        }
        // A private answer is never needed again: it is not read back.
        let private = out.ephemeral;
        let response = CreateInteractionResponse::Message(out.into_response());
        self.click.create_response(self.http, response).await?;
        if private {
            return Ok(None);
        }
        match self.click.get_response(self.http).await {
            Ok(message) => Ok(Some(message)),
            Err(e) => {
                tracing::debug!("cannot read the answer just sent: {e}");
                Ok(None)
            }
        }
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
