//! Posting what the service says on its own (time-outs, aborts, reminders, bot moves after a
//! restart, expired challenges) to the channel it concerns, and closing (archiving) a finished
//! game's thread when its time comes. Notices come from the service's
//! durable outbox: each is acknowledged once posted, retried later when Discord fails, and
//! dropped when it can never be posted (the channel is gone or closed to the bot).
//! Direct messages go to the user (`direct`); a notice its channel refuses goes by DM to the
//! people it mentions, and where that fails too it stays in the outbox and is tried again for
//! those it did not reach. A notice for many people is stored in parts of at most
//! `MAX_MENTIONS_PER_NOTICE` mentions (see `outbox`), each posted and acknowledged on its own.
//! A private chat's notice (the bot is not a member there) is never posted: it goes by DM
//! to those it mentions, else it is held for the next command there (`respond`).

use super::direct;
use super::home::{self, Shower};
use super::tournament_home;
use crate::game::{Delivery, GameService, OutgoingNotice, Reply, ReplyKind};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// Runs until aborted (at shutdown; a notice cut short stays stored and is posted after the
/// next start).
pub async fn post(sh: Shower) {
    let service: Arc<GameService> = sh.service.clone();
    loop {
        for OutgoingNotice { key, notice, .. } in
            service.take_notices(Duration::from_secs(30)).await
        {
            let channel = serenity::ChannelId::new(notice.channel.0.max(1));
            if notice.reply.kind == ReplyKind::HomeClosed {
                let delivery = match home::archive(&sh, channel).await {
                    Ok(()) => Delivery::Sent,
                    Err(e) => {
                        tracing::warn!(channel = channel.get(), "cannot archive a thread: {e}");
                        delivery_after(&e)
                    }
                };
                service.ack(key, delivery);
                continue;
            }
            if let Some(user) = notice.dm {
                let delivery = match direct::send(&sh, user, &notice).await {
                    Ok(_) => Delivery::Sent,
                    Err(e) => {
                        tracing::warn!(user = user.0, "cannot send a direct message: {e}");
                        delivery_after(&e)
                    }
                };
                service.ack(key, delivery);
                continue;
            }
            if notice.private {
                // The bot cannot post in a private chat: those it concerns get it by DM,
                // else it waits for the next command there.
                let sent = direct::fall_back(&sh, &notice).await;
                if !sent.all {
                    service.reached_some(key, &sent.reached);
                }
                service.ack(
                    key,
                    if sent.all {
                        Delivery::Sent
                    } else {
                        Delivery::Held
                    },
                );
                continue;
            }
            let delivery = match deliver(&sh, channel, &notice.reply).await {
                Ok(()) => Delivery::Sent,
                Err(e) => {
                    tracing::warn!(channel = channel.get(), "cannot post a notice: {e}");
                    match delivery_after(&e) {
                        // The channel refuses: those it concerns get it by DM, else it
                        // stays in the outbox and is tried again later.
                        // Those it reached are not sent it again.
                        Delivery::Undeliverable if !notice.reply.mentions.is_empty() => {
                            let sent = direct::fall_back(&sh, &notice).await;
                            if sent.all {
                                Delivery::Sent
                            } else {
                                service.reached_some(key, &sent.reached);
                                Delivery::Failed
                            }
                        }
                        other => other,
                    }
                }
            };
            service.ack(key, delivery);
        }
    }
}

/// Shows a notice in `channel`. A tournament's standings edit its standings message (see
/// `tournament_home`); a game a tournament started gets its start message and its thread,
/// where threads are on (as a game started by a command does); a board becomes the game's
/// newest; an ending gets its result card.
async fn deliver(
    sh: &Shower,
    channel: serenity::ChannelId,
    reply: &Reply,
) -> Result<(), serenity::Error> {
    if let Some(done) = tournament_home::on_notice(sh, channel, reply).await {
        return done;
    }
    if sh.homes.threads && home::starts_game(reply).is_some() {
        let start = home::start_message(reply, None).into_message();
        let start = channel.send_message(&sh.http, start).await?;
        return home::house(sh, reply, &start).await;
    }
    home::post(sh, channel, reply).await?;
    tournament_home::moved_on(sh, reply).await;
    Ok(())
}

/// A refusal that will not change (no access, no such channel) gives up at once; anything
/// else (network, rate limits, Discord's own trouble) is tried again.
fn delivery_after(error: &serenity::Error) -> Delivery {
    match error {
        serenity::Error::Http(http) => match http.status_code().map(|s| s.as_u16()) {
            Some(400 | 403 | 404) => Delivery::Undeliverable,
            _ => Delivery::Failed,
        },
        _ => Delivery::Failed,
    }
}
