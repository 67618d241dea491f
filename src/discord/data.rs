//! What every command and event handler shares: the service, the settings of the front end,
//! the error and context types of the framework, and the bot's answer to a reply.

use super::defer::Budgets;
use super::home::{Homes, Shower};
use crate::game::{FollowUp, GameService, Reply};
use poise::serenity_prelude as serenity;
use std::sync::Arc;

/// What every command and event handler shares.
pub struct Data {
    pub service: Arc<GameService>,
    /// The prefix of text commands, when they are enabled.
    pub prefix: Option<String>,
    /// Where each game is shown (threads, newest boards).
    pub homes: Arc<Homes>,
    /// Roles whose members may run tournaments (`discord.organiser_roles`).
    pub organiser_roles: Vec<u64>,
    /// How long a command, a click, `/explain` and `/review` may take before they are
    /// acknowledged and answered later.
    pub budgets: Budgets,
}

impl Data {
    /// What showing a game needs, over `http`.
    pub fn shower(&self, http: &Arc<serenity::Http>) -> Shower {
        Shower {
            http: http.clone(),
            service: self.service.clone(),
            homes: self.homes.clone(),
        }
    }
}

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Ctx<'a> = poise::Context<'a, Data, Error>;

/// The bot's move when a reply says it is the bot's turn (the caller shows it as a follow-up).
pub async fn bot_answer(service: &Arc<GameService>, reply: &Reply) -> Option<Reply> {
    match reply.follow_up {
        Some(FollowUp::BotMove(id)) => Some(service.bot_move(id).await),
        None => None,
    }
}
