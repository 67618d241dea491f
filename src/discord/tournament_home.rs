//! A tournament's home on Discord. Once its announcement is posted, a tournament gets a
//! thread opened from the announcement (its reminders, pairings and standings go there) with
//! one standings message edited in place after every game; where the bot may create events,
//! a scheduled event of the server (external, linking the channel) that shows it in the
//! server's calendar, set going at the start and completed at the end (cancelled if it is
//! called off). Each game of the tournament gets its own thread from the channel like any
//! game (see `notices`, `home`). Where Discord refuses a thread or an event, the tournament
//! simply goes on without it: its notices stay in the channel.

use super::format::{fit, Outgoing};
use super::home::{self, Shower};
use crate::game::model::{Tournament, TournamentId, TournamentState};
use crate::game::tournaments::{running, views};
use crate::game::{ChannelId, Clock, Reply, ReplyKind, SystemClock};
use crate::i18n::Lang;
use crate::msg;
use poise::serenity_prelude as serenity;
use serenity::{
    CreateScheduledEvent, EditScheduledEvent, ScheduledEventStatus, ScheduledEventType, Timestamp,
};

/// Discord's limits on a thread's and an event's name, and an event's description.
const MAX_NAME: usize = 100;
const MAX_DESCRIPTION: usize = 1000;
/// Discord refuses an event that starts in the past: one starting now is put this far ahead
/// (and set going at the start).
const EVENT_LEAD_MS: i64 = 60_000;

/// After a tournament's announcement `message` was posted: its thread, its standings message
/// and its scheduled event, each remembered with the tournament (their names and the event's
/// description in the announcement's language).
pub async fn announced(sh: &Shower, reply: &Reply, message: &serenity::Message) {
    let Some(view) = &reply.tournament else {
        return;
    };
    let t = match sh.service.tournament_record(view.id) {
        Ok(Some(t)) => t,
        Ok(None) => return,
        Err(e) => {
            tracing::warn!(tournament = view.id.0, "cannot read the tournament: {e}");
            return;
        }
    };
    let event = schedule(sh, &t, reply.lang).await;
    let thread = open_thread(sh, &t, message, reply.lang).await;
    let standings = match thread {
        Some(thread) => post_standings(sh, t.id, thread).await,
        None => None,
    };
    let stored = sh.service.update_tournament_front(t.id, |front| {
        front.scheduled_event = front.scheduled_event.or(event);
        front.thread = front.thread.or(thread.map(|c| ChannelId(c.get())));
        front.standings_message = front.standings_message.or(standings);
    });
    if let Err(e) = stored {
        tracing::error!(
            tournament = t.id.0,
            "cannot remember the tournament's home: {e}"
        );
    }
}

/// "Tournament #3: Winter Swiss", the name of its thread and its event, in `lang`.
fn home_name(t: &Tournament, lang: Lang) -> String {
    let name = msg!(
        "discord-tournament-name",
        id = t.id.0,
        name = t.name.as_str()
    );
    fit(&name.words(lang), MAX_NAME)
}

/// The server's scheduled event for a tournament (external, at its channel), when the bot may
/// create events there; its words in `lang`.
async fn schedule(sh: &Shower, t: &Tournament, lang: Lang) -> Option<u64> {
    let now = SystemClock.now_ms();
    let start_ms = t.starts_ms.max(now + EVENT_LEAD_MS);
    let end_ms = views::expected_end_ms(t).max(start_ms + EVENT_LEAD_MS);
    let (start, end) = (timestamp(start_ms)?, timestamp(end_ms)?);
    let link = format!("https://discord.com/channels/{}/{}", t.guild.0, t.channel.0);
    let description = msg!("discord-tournament-event", summary = views::summary(t));
    let builder =
        CreateScheduledEvent::new(ScheduledEventType::External, home_name(t, lang), start)
            .end_time(end)
            .location(link)
            .description(fit(&description.words(lang), MAX_DESCRIPTION));
    let guild = serenity::GuildId::new(t.guild.0.max(1));
    match guild.create_scheduled_event(&sh.http, builder).await {
        Ok(event) => Some(event.id.get()),
        Err(e) => {
            // Most often the bot lacks Create Events there: the tournament goes on without.
            tracing::info!(
                tournament = t.id.0,
                "no scheduled event for the tournament: {e}"
            );
            None
        }
    }
}

/// The tournament's thread, opened from its announcement, named in `lang`.
async fn open_thread(
    sh: &Shower,
    t: &Tournament,
    message: &serenity::Message,
    lang: Lang,
) -> Option<serenity::ChannelId> {
    let builder = serenity::CreateThread::new(home_name(t, lang))
        .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
    match message
        .channel_id
        .create_thread_from_message(&sh.http, message.id, builder)
        .await
    {
        Ok(thread) => Some(thread.id),
        Err(e) => {
            tracing::info!(tournament = t.id.0, "no thread for the tournament: {e}");
            None
        }
    }
}

/// Posts the standings in `channel`; returns the message's id.
async fn post_standings(
    sh: &Shower,
    id: TournamentId,
    channel: serenity::ChannelId,
) -> Option<u64> {
    let reply = match sh.service.tournament_standings(id) {
        Ok(reply) => reply,
        Err(e) => {
            tracing::warn!(tournament = id.0, "cannot show the standings: {e}");
            return None;
        }
    };
    let out = Outgoing::from_reply(&reply).into_message();
    match channel.send_message(&sh.http, out).await {
        Ok(message) => Some(message.id.get()),
        Err(e) => {
            tracing::warn!(tournament = id.0, "cannot post the standings: {e}");
            None
        }
    }
}

/// A tournament's standings notice edits the standings message in place (posting one where
/// there is none or it was deleted) and is then done: `Some` with the outcome. Other notices
/// are posted as usual (`None`).
pub async fn on_notice(
    sh: &Shower,
    channel: serenity::ChannelId,
    reply: &Reply,
) -> Option<Result<(), serenity::Error>> {
    if reply.kind != ReplyKind::TournamentStandings {
        return None;
    }
    let t = record(sh, reply)?;
    Some(show_standings(sh, &t, channel, reply).await)
}

/// After a tournament's start or end was shown (as a notice or as the answer to a command):
/// the start sets the scheduled event going; the end completes it (or cancels it) and shows
/// the final standings in the standings message.
pub async fn moved_on(sh: &Shower, reply: &Reply) {
    if reply.ephemeral
        || !matches!(
            reply.kind,
            ReplyKind::TournamentStarted | ReplyKind::TournamentOver
        )
    {
        return;
    }
    let Some(t) = record(sh, reply) else {
        return;
    };
    if reply.kind == ReplyKind::TournamentStarted {
        set_event(sh, &t, ScheduledEventStatus::Active).await;
        return;
    }
    // Discord completes an event that went on; only one that never started may be
    // cancelled.
    let status = if t.state == TournamentState::Cancelled && t.event.rounds.is_empty() {
        ScheduledEventStatus::Canceled
    } else {
        ScheduledEventStatus::Completed
    };
    set_event(sh, &t, status).await;
    if t.state == TournamentState::Finished && t.front.standings_message.is_some() {
        if let Ok(last) = sh.service.tournament_standings(t.id) {
            let here = discord_channel(running::home(&t));
            if let Err(e) = show_standings(sh, &t, here, &last).await {
                tracing::warn!(tournament = t.id.0, "cannot show the final standings: {e}");
            }
        }
    }
}

/// The tournament a reply is about, as stored now.
fn record(sh: &Shower, reply: &Reply) -> Option<Tournament> {
    let view = reply.tournament.as_ref()?;
    match sh.service.tournament_record(view.id) {
        Ok(t) => t,
        Err(e) => {
            tracing::warn!(tournament = view.id.0, "cannot read the tournament: {e}");
            None
        }
    }
}

/// Edits the standings message (in the tournament's thread, else its channel) to show
/// `reply`; posts it in `channel` (and remembers it) where there is none or the edit is
/// refused.
async fn show_standings(
    sh: &Shower,
    t: &Tournament,
    channel: serenity::ChannelId,
    reply: &Reply,
) -> Result<(), serenity::Error> {
    if let Some(message) = t.front.standings_message {
        let edit = home::edit_to(Outgoing::from_reply(reply));
        let id = serenity::MessageId::new(message.max(1));
        let at = discord_channel(running::home(t));
        match at.edit_message(&sh.http, id, edit).await {
            Ok(_) => return Ok(()),
            Err(e) => tracing::info!(
                tournament = t.id.0,
                "cannot edit the standings ({e}); posting them again"
            ),
        }
    }
    let message = channel
        .send_message(&sh.http, Outgoing::from_reply(reply).into_message())
        .await?;
    let id = message.id.get();
    if let Err(e) = sh
        .service
        .update_tournament_front(t.id, |front| front.standings_message = Some(id))
    {
        tracing::warn!(
            tournament = t.id.0,
            "cannot remember the standings message: {e}"
        );
    }
    Ok(())
}

/// Moves the tournament's scheduled event on (going, completed, cancelled), if it has one.
async fn set_event(sh: &Shower, t: &Tournament, status: ScheduledEventStatus) {
    let Some(event) = t.front.scheduled_event else {
        return;
    };
    let guild = serenity::GuildId::new(t.guild.0.max(1));
    let edit = EditScheduledEvent::new().status(status);
    if let Err(e) = guild
        .edit_scheduled_event(
            &sh.http,
            serenity::ScheduledEventId::new(event.max(1)),
            edit,
        )
        .await
    {
        tracing::info!(
            tournament = t.id.0,
            "cannot update the scheduled event: {e}"
        );
    }
}

fn discord_channel(c: ChannelId) -> serenity::ChannelId {
    serenity::ChannelId::new(c.0.max(1))
}

fn timestamp(ms: i64) -> Option<Timestamp> {
    Timestamp::from_unix_timestamp(ms.div_euclid(1000)).ok()
}
