//! Posting what the service says on its own (time-outs, reminders, bot moves after a restart,
//! expired challenges) to the channel it concerns.

use super::format::Outgoing;
use crate::game::Notice;
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use tokio::sync::broadcast::{self, error::RecvError};

/// Runs until the service is gone.
pub async fn post(mut notices: broadcast::Receiver<Notice>, http: Arc<serenity::Http>) {
    loop {
        match notices.recv().await {
            Ok(Notice { channel, reply }) => {
                if channel.0 == 0 {
                    continue;
                }
                let message = Outgoing::from_reply(&reply).into_message();
                let channel = serenity::ChannelId::new(channel.0);
                if let Err(e) = channel.send_message(&http, message).await {
                    tracing::warn!(channel = channel.get(), "cannot post a notice: {e}");
                }
            }
            Err(RecvError::Lagged(missed)) => {
                tracing::warn!("{missed} notices were dropped (too many at once)");
            }
            Err(RecvError::Closed) => return,
        }
    }
}
