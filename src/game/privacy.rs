//! Deleting what the bot stores about a user (on their request, or a server admin's), and the
//! retention of finished games. See SECURITY.md.

use super::authz::check_forget;
use super::command::{Context, UserRef};
use super::error::GameError;
use super::model::Seat;
use super::reply::{Reply, ReplyKind};
use super::service::GameService;
use super::store::Batch;
use crate::rules::{Outcome, WinReason};
use std::sync::Arc;

impl GameService {
    /// Deletes a user's player record, memberships and game index; their games in progress are
    /// resigned, and their name and id are removed from every game record. Challenges they
    /// made or received are withdrawn.
    pub(super) async fn forget(
        self: &Arc<Self>,
        ctx: &Context,
        target: Option<UserRef>,
    ) -> Result<Reply, GameError> {
        let (target, name) = match target {
            Some(u) => (u.id, u.name),
            None => (ctx.user, ctx.name.clone()),
        };
        check_forget(ctx.user, ctx.is_admin, target)?;
        let games = self.store.games_of(target)?;
        let mut changed = 0;
        for game in games {
            let lock = self.game_lock(game.id);
            let _guard = lock.lock().await;
            let game = self.load_game(game.id)?;
            let Some(color) = game.color_of(target) else {
                continue;
            };
            let mut next = game.clone();
            if !next.is_over() {
                next.outcome = Some(Outcome::Win {
                    winner: color.opposite(),
                    reason: WinReason::Abandonment,
                });
            }
            // The other player's result is kept; the leaver's seat (and so record) is not.
            match color {
                crate::rules::Color::White => next.white = Seat::Removed,
                crate::rules::Color::Black => next.black = Seat::Removed,
            }
            self.save(&game, next, Batch::default())?;
            changed += 1;
        }
        let mut batch = Batch::default();
        for c in self.store.all_challenges()? {
            if c.challenger == target || c.challenged == Some(target) {
                batch.delete_challenges.push(c.id);
            }
        }
        batch.forget_users.push(target);
        self.commit(batch)?;
        tracing::info!(games = changed, "deleted a user's data");
        Ok(Reply::private(
            ReplyKind::Forgotten,
            format!(
                "Done: the bot no longer stores anything about {name}. {changed} game record(s) now show \"a removed player\"; games in progress were resigned."
            ),
        ))
    }

    /// Deletes finished games last changed more than `retention_days` ago.
    pub async fn purge_old_games(self: &Arc<Self>) -> usize {
        let Some(days) = self.config.retention_days else {
            return 0;
        };
        let cutoff = self.now() - i64::from(days) * 86_400_000;
        let old = match self.store.finished_games_before(cutoff) {
            Ok(games) => games,
            Err(e) => {
                tracing::error!("cannot list old games: {e}");
                return 0;
            }
        };
        let count = old.len();
        for chunk in old.chunks(256) {
            let batch = Batch {
                delete_games: chunk.to_vec(),
                ..Batch::default()
            };
            if let Err(e) = self.commit(batch) {
                tracing::error!("cannot delete old games: {e}");
                return 0;
            }
        }
        if count > 0 {
            tracing::info!(
                count,
                days,
                "deleted finished games past the retention period"
            );
        }
        count
    }
}
