//! Deleting what the bot stores about a user (on their request, or a server admin's), and the
//! retention of finished games. See SECURITY.md.

use crate::game::commands::command::{Context, UserRef};
use crate::game::error::GameError;
use crate::game::kernel::Kernel;
use crate::game::kernel::Repos;
use crate::game::model::{
    AbortReason, Game, GuildId, Seat, StoredNotice, TournamentId, TournamentState, UserId,
};
use crate::game::play::save::Change;
use crate::game::play::PlayService;
use crate::game::players::authz::{check_forget, Action};
use crate::game::replies::reply::{Reply, ReplyKind};
use crate::game::store::{Batch, GameWrites};
use crate::game::store::{ChallengeRepo, GameRepo, NoticeRepo, TournamentRepo, WebAccessRepo};
use crate::game::tournaments::TournamentService;
use crate::msg;
use crate::rules::{Outcome, WinReason};
use std::sync::Arc;

/// The keys of the stored notices that name one of `users` (a mention, or a player in the
/// text): what forgetting them removes from the outbox (`NoticeWrites::delete`).
pub fn notices_naming(outbox: &[(u64, StoredNotice)], users: &[UserId]) -> Vec<u64> {
    outbox
        .iter()
        .filter(|(_, n)| {
            users
                .iter()
                .any(|u| n.mentions.contains(u) || n.text.mentioned().contains(u))
        })
        .map(|(key, _)| *key)
        .collect()
}

/// The keys of the stored notices of a tournament whose words name someone by the name they
/// had in it (standings and results lines name players without mentioning them).
pub fn tournament_notices_naming(
    outbox: &[(u64, StoredNotice)],
    named: &[(TournamentId, String)],
) -> Vec<u64> {
    outbox
        .iter()
        .filter(|(_, n)| {
            named.iter().any(|(id, name)| {
                n.tournament == Some(*id) && !name.is_empty() && n.text.words(n.lang).contains(name)
            })
        })
        .map(|(key, _)| *key)
        .collect()
}

/// Forgetting and retention: they reach into games (through play's one way to change one),
/// tournaments, challenges and the outbox.
pub(in crate::game) struct PrivacyService {
    kernel: Arc<Kernel>,
    challenge_repo: Arc<dyn ChallengeRepo>,
    notice_repo: Arc<dyn NoticeRepo>,
    web_access_repo: Arc<dyn WebAccessRepo>,
    game_repo: Arc<dyn GameRepo>,
    tournament_repo: Arc<dyn TournamentRepo>,
    play: Arc<PlayService>,
    tournaments: Arc<TournamentService>,
}

impl PrivacyService {
    pub(in crate::game) fn new(
        kernel: Arc<Kernel>,
        repos: &Repos,
        play: Arc<PlayService>,
        tournaments: Arc<TournamentService>,
    ) -> PrivacyService {
        PrivacyService {
            kernel,
            challenge_repo: repos.challenges.clone(),
            notice_repo: repos.notices.clone(),
            web_access_repo: repos.web_access.clone(),
            game_repo: repos.games.clone(),
            tournament_repo: repos.tournaments.clone(),
            play,
            tournaments,
        }
    }

    /// `/forget`: a user deletes everything the bot stores about them (their player record,
    /// memberships and game index; their games in progress are resigned and their name and id
    /// removed from every game record; challenges they made or received are withdrawn). A
    /// server administrator naming someone else removes that user from this server only (see
    /// `forget_here`).
    pub(in crate::game) async fn forget(
        self: &Arc<Self>,
        ctx: &Context,
        target: Option<UserRef>,
    ) -> Result<Reply, GameError> {
        let (target, name) = match target {
            Some(u) => (u.id, u.name),
            None => (ctx.user, ctx.name.clone()),
        };
        if check_forget(ctx.user, ctx.is_admin, ctx.guild, target)? == Action::ForgetOther {
            return self.forget_here(ctx, target, &name).await;
        }
        let changed = self.remove_from_games(target, |_| true, false).await?;
        let named = self.remove_from_tournaments(target, None)?;
        let mut batch = Batch::default();
        for c in self.challenge_repo.all_challenges()? {
            if c.challenger == target || c.challenged == Some(target) {
                batch.challenges.delete.push(c.id);
            }
        }
        batch.players.forget.push(target);
        // Notices not yet delivered that name them go too.
        let outbox = self.notice_repo.outbox()?;
        batch
            .notices
            .delete
            .extend(notices_naming(&outbox, &[target]));
        batch
            .notices
            .delete
            .extend(tournament_notices_naming(&outbox, &named));
        self.kernel.commit(batch)?;
        // Their ways into the web board end too: links not yet used, signed-in browsers.
        self.web_access_repo
            .forget_web_access(Some(target), self.kernel.now())?;
        tracing::info!(games = changed, "deleted a user's data");
        Ok(Reply::private(
            ReplyKind::Forgotten,
            msg!("privacy-forgotten", name = name, changed = changed),
        ))
    }

    /// An administrator removes `target` from this server: their games here in progress are
    /// resigned (unrated) and show "a removed player", their finished games here are deleted,
    /// their challenges here withdrawn, and they leave this server's leaderboard. Their
    /// rating (global) and everything in other servers stay.
    async fn forget_here(
        self: &Arc<Self>,
        ctx: &Context,
        target: UserId,
        name: &str,
    ) -> Result<Reply, GameError> {
        let guild = ctx.guild;
        let mut batch = Batch::default();
        for game in self.game_repo.games_of(target)? {
            if game.guild == guild && game.is_over() {
                batch.games.delete.push(game);
            }
        }
        let deleted = batch.games.delete.len();
        let resigned = self
            .remove_from_games(target, |g| g.guild == guild, true)
            .await?;
        let named = self.remove_from_tournaments(target, Some(guild))?;
        let outbox = self.notice_repo.outbox()?;
        batch
            .notices
            .delete
            .extend(tournament_notices_naming(&outbox, &named));
        for c in self.challenge_repo.all_challenges()? {
            if c.guild == guild && (c.challenger == target || c.challenged == Some(target)) {
                batch.challenges.delete.push(c.id);
            }
        }
        batch.players.remove_members.push((guild, target));
        self.kernel.commit(batch)?;
        tracing::info!(deleted, resigned, "removed a user from one server");
        Ok(Reply::private(
            ReplyKind::Forgotten,
            msg!(
                "privacy-removed-here",
                name = name,
                deleted = deleted,
                resigned = resigned,
            ),
        ))
    }

    /// Takes `target` out of every tournament (or those of `guild`): from one not yet started
    /// their entry is deleted; in one running or over their entry keeps its starting number
    /// (so the others' pairings, results and tie-breaks stay) but has no user id and shows "a
    /// removed player" (withdrawn, if it is running), in the standings, the pairings, the
    /// podium and the TRF export alike; a tournament they created no longer names them.
    /// Returns (tournament, the name they had in it) for each, to find the notices that name
    /// them.
    fn remove_from_tournaments(
        &self,
        target: UserId,
        guild: Option<GuildId>,
    ) -> Result<Vec<(TournamentId, String)>, GameError> {
        let mut named = Vec::new();
        for t in self.tournament_repo.all_tournaments()? {
            if guild.is_some_and(|g| g != t.guild) {
                continue;
            }
            let entry = t.event.entrant_of(target.0).map(|e| e.name.clone());
            if entry.is_none() && t.creator != target {
                continue;
            }
            named.extend(entry.map(|name| (t.id, name)));
            let removed = crate::i18n::tr(t.lang, "play-seat-removed");
            self.tournaments.change_tournament(t.id, |t| {
                if t.creator == target {
                    t.creator = UserId(0);
                }
                if t.state == TournamentState::Open {
                    t.event.entrants.retain(|e| e.user != target.0);
                    return Ok(());
                }
                let running = t.state == TournamentState::Running;
                if let Some(e) = t.event.entrants.iter_mut().find(|e| e.user == target.0) {
                    e.user = 0;
                    e.name = removed.clone();
                    e.withdrawn |= running;
                }
                Ok(())
            })?;
        }
        Ok(named)
    }

    /// Resigns `target`'s games in progress among those `which` selects and puts "a removed
    /// player" in their seat in every such game; `unrated` games end without rating changes.
    /// Returns how many game records changed.
    async fn remove_from_games(
        self: &Arc<Self>,
        target: UserId,
        which: impl Fn(&Game) -> bool,
        unrated: bool,
    ) -> Result<usize, GameError> {
        let mut changed = 0;
        for game in self.game_repo.games_of(target)? {
            if !which(&game) || (unrated && game.is_over()) {
                continue;
            }
            let locked = self.kernel.lock_game(game.id).await?;
            let Some(color) = locked.game.color_of(target) else {
                continue;
            };
            self.play.change(locked, |next| {
                remove_seat(next, color, unrated);
                Ok(Change::store(|_| Ok(())))
            })?;
            changed += 1;
        }
        Ok(changed)
    }

    /// See `GameService::purge_old_games`.
    pub(in crate::game) async fn purge_old_games(self: &Arc<Self>) -> usize {
        let Some(days) = self.kernel.config.retention_days else {
            return 0;
        };
        let cutoff = self.kernel.now() - i64::from(days) * 86_400_000;
        let old = match self.game_repo.finished_games_before(cutoff) {
            Ok(games) => games,
            Err(e) => {
                tracing::error!("cannot list old games: {e}");
                return 0;
            }
        };
        let count = old.len();
        for chunk in old.chunks(256) {
            let batch = Batch {
                games: GameWrites {
                    delete: chunk.to_vec(),
                    ..GameWrites::default()
                },
                ..Batch::default()
            };
            if let Err(e) = self.kernel.commit(batch) {
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

/// `color`'s player leaves `next`: resigned (aborted before both have moved), the seat
/// kept as "a removed player"; `unrated` ends it without rating changes.
fn remove_seat(next: &mut Game, color: crate::rules::Color, unrated: bool) {
    if next.is_abortable() {
        // Before both sides have moved, leaving costs nobody anything: the game is
        // aborted, as a resignation then would be.
        next.aborted = Some(AbortReason::ByPlayer(color));
    } else if !next.is_over() {
        next.outcome = Some(Outcome::Win {
            winner: color.opposite(),
            reason: WinReason::Abandonment,
        });
        if unrated {
            next.options.rated = false;
        }
    }
    // The other player's result is kept; the leaver's seat (and so record) is not.
    match color {
        crate::rules::Color::White => next.white = Seat::Removed,
        crate::rules::Color::Black => next.black = Seat::Removed,
    }
}
