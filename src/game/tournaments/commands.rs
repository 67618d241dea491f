//! `/tournament`: creating, joining (at most `tournaments.max_players`; a round robin 20),
//! leaving, starting early, ending, and looking at tournaments.
//! Creating needs the organiser's right (Manage Events on Discord; anyone on the console);
//! a tournament is seen only from its own server (the console's from the console).

use super::views;
use crate::game::commands::command::{Context, Site, TournamentSpec};
use crate::game::commands::options::resolve;
use crate::game::error::GameError;
use crate::game::model::{GuildId, Tournament, TournamentFront, TournamentId, TournamentState};
use crate::game::replies::reply::{Attachment, Reply, ReplyKind};
use crate::game::replies::text::{Arg, Text};
use crate::game::store::{Batch, TournamentWrites};
use crate::game::tournaments::TournamentService;
use crate::msg;
use crate::tournament::{Entrant, Event, Kind};

/// The most tournaments open or running at once on one server.
pub const MAX_ACTIVE_PER_SERVER: usize = 10;
/// The most entrants a round robin takes, whatever the config says: everyone meets everyone,
/// so 20 players make 19 rounds (38 when double), each waiting for its slowest game.
pub const MAX_ROUND_ROBIN_PLAYERS: usize = 20;

impl TournamentService {
    /// `/tournament start`: by its creator or an organiser, before its time.
    pub(in crate::game) async fn start_command(
        &self,
        ctx: &Context,
        id: Option<TournamentId>,
    ) -> Result<Reply, GameError> {
        let t = self.tournament_here(ctx, id, true)?;
        if t.creator != ctx.user && !ctx.organiser {
            return Err(GameError::Refused(Text::msg(
                "tournament-start-not-allowed",
            )));
        }
        if t.state != TournamentState::Open {
            return Err(GameError::Refused(msg!(
                "tournament-already-started",
                id = t.id.to_string()
            )));
        }
        let started = self.start_tournament(t.id, true).await?;
        // The pairings with their mentions are posted through the outbox (see
        // `start_tournament`); the answer says it started, with the round's header.
        Ok(views::started_reply(&started))
    }

    /// `/tournament standings`.
    pub(in crate::game) fn standings_command(
        &self,
        ctx: &Context,
        id: Option<TournamentId>,
    ) -> Result<Reply, GameError> {
        let t = self.tournament_here(ctx, id, false)?;
        Ok(super::pictures::standings_reply(
            &self.kernel,
            &t,
            ReplyKind::TournamentStandings,
        ))
    }

    /// `/tournament pairings`: a round's pairings (the current one by default).
    pub(in crate::game) fn pairings_command(
        &self,
        ctx: &Context,
        id: Option<TournamentId>,
        round: Option<u32>,
    ) -> Result<Reply, GameError> {
        let t = self.tournament_here(ctx, id, false)?;
        Ok(views::pairings_reply(
            &t,
            round,
            ReplyKind::TournamentPairings,
        ))
    }

    /// `/tournament list`: the tournaments of this server.
    pub(in crate::game) fn list_command(&self, ctx: &Context) -> Result<Reply, GameError> {
        let all = self
            .tournament_repo
            .tournaments_in(tournament_guild(ctx)?)?;
        Ok(views::list_reply(&all))
    }

    /// `/tournament trf`: the tournament as a FIDE TRF file.
    pub(in crate::game) fn trf_command(
        &self,
        ctx: &Context,
        id: Option<TournamentId>,
    ) -> Result<Reply, GameError> {
        let t = self.tournament_here(ctx, id, false)?;
        let mut reply = Reply::private(
            ReplyKind::Info,
            msg!("tournament-trf", id = t.id.to_string()),
        );
        reply.file = Some(Attachment::file(
            format!("tournament-{}.trf", t.id),
            views::trf(&t).into_bytes(),
        ));
        Ok(reply)
    }

    /// The tournament a command means: the one given (on this server), or the only one open
    /// or running here (to look at one, `live_only` false: else the latest here).
    pub(in crate::game) fn tournament_here(
        &self,
        ctx: &Context,
        id: Option<TournamentId>,
        live_only: bool,
    ) -> Result<Tournament, GameError> {
        let guild = tournament_guild(ctx)?;
        if let Some(id) = id {
            return match self.tournament_repo.tournament(id)? {
                Some(t) if t.guild == guild => Ok(t),
                _ => Err(GameError::Refused(msg!(
                    "tournament-not-here",
                    id = id.to_string()
                ))),
            };
        }
        let mut live: Vec<Tournament> = self
            .tournament_repo
            .tournaments_in(guild)?
            .into_iter()
            .filter(|t| matches!(t.state, TournamentState::Open | TournamentState::Running))
            .collect();
        if live.is_empty() && !live_only {
            // Looking at one: the latest here.
            if let Some(latest) = self
                .tournament_repo
                .tournaments_in(guild)?
                .into_iter()
                .last()
            {
                return Ok(latest);
            }
        }
        match live.len() {
            0 => Err(GameError::Refused(Text::msg("tournament-none-live"))),
            1 => Ok(live.remove(0)),
            _ => {
                let ids: Vec<String> = live
                    .iter()
                    .map(|t| format!("#{} {}", t.id, t.name))
                    .collect();
                Err(GameError::Refused(msg!(
                    "tournament-which",
                    list = ids.join(", "),
                    first = live[0].id.to_string()
                )))
            }
        }
    }

    pub(in crate::game) fn create_tournament(
        &self,
        ctx: &Context,
        spec: &TournamentSpec,
    ) -> Result<Reply, GameError> {
        let guild = tournament_guild(ctx)?;
        if !ctx.organiser {
            return Err(GameError::Refused(Text::msg(
                "tournament-create-not-allowed",
            )));
        }
        let live = self
            .tournament_repo
            .tournaments_in(guild)?
            .iter()
            .filter(|t| matches!(t.state, TournamentState::Open | TournamentState::Running))
            .count();
        if live >= MAX_ACTIVE_PER_SERVER {
            return Err(GameError::Refused(msg!(
                "tournament-too-many",
                count = live
            )));
        }
        let options = resolve(
            &spec.args,
            self.kernel.config.default_variant,
            self.kernel.config.default_time,
            true,
        )?;
        if matches!(spec.kind, Kind::Arena { .. })
            && !matches!(options.time, crate::game::model::TimeControl::Clock { .. })
        {
            return Err(GameError::BadOption(Text::msg(
                "tournament-arena-needs-clock",
            )));
        }
        let now = self.kernel.now();
        // `start:now` opens it at once; it starts when its creator says so, or by itself
        // after a short window for joining (so that two quick joiners do not start it alone).
        let minutes = match spec.start_in_minutes {
            0 => super::JOIN_WINDOW_MINUTES,
            m => m,
        };
        let starts_ms = now + i64::from(minutes) * 60_000;
        // A name is stored once, in the words of the server it is held on.
        let lang = ctx
            .locale
            .server
            .unwrap_or_else(|| self.kernel.reply_lang(ctx));
        let name = spec.name.clone().unwrap_or_else(|| {
            let kind = match spec.kind {
                Kind::Arena { .. } => "arena",
                Kind::Swiss { .. } => "swiss",
                Kind::RoundRobin { .. } => "round-robin",
            };
            msg!(
                "tournament-default-name",
                rules = options.variant.pgn_name(),
                kind = Arg::key(kind)
            )
            .words(lang)
        });
        let tournament = self.kernel.create(|id| {
            let t = Tournament {
                id: TournamentId(id),
                guild,
                channel: ctx.channel,
                site: ctx.site.clone(),
                creator: ctx.user,
                name: name.clone(),
                options: options.clone(),
                band: spec.band,
                state: TournamentState::Open,
                starts_ms,
                started_ms: None,
                ends_ms: None,
                finished_ms: None,
                event: Event::new(spec.kind),
                reminded: super::running::remind_at(now, starts_ms).is_none(),
                due_ms: None,
                front: TournamentFront::default(),
                version: 0,
                created_ms: now,
                updated_ms: now,
                lang,
            };
            let mut t = t;
            t.due_ms = self.tournament_due_ms(&t);
            let batch = Batch {
                tournaments: TournamentWrites {
                    put: vec![(t.clone(), None)],
                },
                ..Batch::default()
            };
            Ok((batch, t))
        })?;
        Ok(views::announcement(&tournament, ctx, now))
    }

    pub(in crate::game) fn join_tournament(
        &self,
        ctx: &Context,
        id: Option<TournamentId>,
    ) -> Result<Reply, GameError> {
        let t = self.tournament_here(ctx, id, true)?;
        let player = self.kernel.player(ctx.user, &ctx.name)?;
        let rating = player
            .stats(t.options.variant)
            .rating
            .rating
            .round()
            .max(0.0) as u32;
        let changed = self.change_tournament(t.id, |t| {
            if t.event.entrant_of(ctx.user.0).is_some_and(|e| !e.withdrawn) {
                return Err(GameError::Refused(msg!(
                    "tournament-already-in",
                    id = t.id.to_string()
                )));
            }
            match t.state {
                TournamentState::Open => {}
                TournamentState::Running if matches!(t.event.kind, Kind::RoundRobin { .. }) => {
                    return Err(GameError::Refused(Text::msg(
                        "tournament-round-robin-started",
                    )))
                }
                TournamentState::Running => {}
                _ => {
                    return Err(GameError::Refused(msg!(
                        "tournament-over",
                        id = t.id.to_string()
                    )))
                }
            }
            if let Some((lo, hi)) = t.band {
                if rating < lo || rating > hi {
                    return Err(GameError::Refused(msg!(
                        "tournament-band",
                        id = t.id.to_string(),
                        low = lo,
                        high = hi,
                        rules = t.options.variant.name(),
                        rating = rating
                    )));
                }
            }
            if let Some(e) = t.event.entrants.iter_mut().find(|e| e.user == ctx.user.0) {
                // Back after withdrawing.
                e.withdrawn = false;
                return Ok(());
            }
            let most = self.most_players(t.event.kind);
            if t.event.entrants.len() >= most {
                return Err(GameError::Refused(msg!(
                    "tournament-full",
                    id = t.id.to_string(),
                    most = most
                )));
            }
            let no = t.event.entrants.iter().map(|e| e.no).max().unwrap_or(0) + 1;
            let from_round = t.event.rounds.len() as u32 + 1;
            t.event.entrants.push(Entrant {
                no,
                user: ctx.user.0,
                name: ctx.name.clone(),
                rating,
                withdrawn: false,
                from_round,
            });
            Ok(())
        })?;
        let (count, withdrew) = views::headcount(&changed);
        let mut text = msg!(
            "tournament-joined",
            player = Text::new().player(Some(ctx.user), ctx.name.clone()),
            id = changed.id.to_string(),
            count = count,
            withdrew = withdrew
        );
        if changed.state == TournamentState::Running {
            // An arena pairs players as their games end; the others pair the next round.
            text = text.plain(" ").then_msg(if changed.event.kind.is_arena() {
                "tournament-joined-running-arena"
            } else {
                "tournament-joined-running"
            });
            if changed.event.kind.is_arena() {
                self.wake_tournament(changed.id);
            }
        }
        let mut reply = Reply::new(ReplyKind::TournamentJoined, text);
        reply.tournament = Some(views::view(&changed));
        Ok(reply)
    }

    pub(in crate::game) fn leave_tournament(
        &self,
        ctx: &Context,
        id: Option<TournamentId>,
    ) -> Result<Reply, GameError> {
        let t = self.tournament_here(ctx, id, true)?;
        let changed = self.change_tournament(t.id, |t| {
            let open = t.state == TournamentState::Open;
            let Some(pos) = t
                .event
                .entrants
                .iter()
                .position(|e| e.user == ctx.user.0 && !e.withdrawn)
            else {
                return Err(GameError::Refused(msg!(
                    "tournament-not-in",
                    id = t.id.to_string()
                )));
            };
            if !matches!(t.state, TournamentState::Open | TournamentState::Running) {
                return Err(GameError::Refused(msg!(
                    "tournament-over",
                    id = t.id.to_string()
                )));
            }
            if open {
                t.event.entrants.remove(pos);
            } else {
                t.event.entrants[pos].withdrawn = true;
            }
            Ok(())
        })?;
        let text = msg!(
            if changed.state == TournamentState::Open {
                "tournament-left"
            } else {
                "tournament-withdrew"
            },
            player = Text::new().player(Some(ctx.user), ctx.name.clone()),
            id = changed.id.to_string()
        );
        let mut reply = Reply::new(ReplyKind::TournamentJoined, text);
        reply.tournament = Some(views::view(&changed));
        Ok(reply)
    }

    /// The most entrants a tournament of `kind` takes here.
    pub(in crate::game) fn most_players(&self, kind: Kind) -> usize {
        let most = self.kernel.config.tournament_max_players.max(2);
        match kind {
            Kind::RoundRobin { .. } => most.min(MAX_ROUND_ROBIN_PLAYERS),
            _ => most,
        }
    }

    /// `/tournament end`: its creator or an organiser ends a running tournament with its
    /// standings as they are (games going on are played out, outside it), or calls off one
    /// not yet started. Everyone in it is told through the outbox.
    pub(in crate::game) fn end_tournament(
        &self,
        ctx: &Context,
        id: Option<TournamentId>,
    ) -> Result<Reply, GameError> {
        let t = self.tournament_here(ctx, id, true)?;
        if t.creator != ctx.user && !ctx.organiser {
            return Err(GameError::Refused(Text::msg("tournament-end-not-allowed")));
        }
        let ended = self.finish_tournament(
            t.id,
            super::running::Ending::ByOrganiser {
                name: ctx.name.clone(),
            },
        )?;
        let mut reply = Reply::private(
            ReplyKind::Info,
            msg!(
                "tournament-ended-reply",
                id = ended.id.to_string(),
                name = ended.name.as_str()
            ),
        );
        reply.tournament = Some(views::view(&ended));
        Ok(reply)
    }

    /// See `GameService::tournament_record`.
    pub(in crate::game) fn tournament_record(
        &self,
        id: TournamentId,
    ) -> Result<Option<Tournament>, GameError> {
        Ok(self.tournament_repo.tournament(id)?)
    }

    /// See `GameService::tournament_standings`.
    pub(in crate::game) fn tournament_standings(
        &self,
        id: TournamentId,
    ) -> Result<Reply, GameError> {
        let t = self.stored_tournament(id)?;
        let mut reply =
            super::pictures::standings_reply(&self.kernel, &t, ReplyKind::TournamentStandings);
        reply.ephemeral = false;
        reply.lang = t.lang;
        Ok(reply)
    }

    /// See `GameService::update_tournament_front`.
    pub(in crate::game) fn update_tournament_front(
        &self,
        id: TournamentId,
        mut edit: impl FnMut(&mut TournamentFront),
    ) -> Result<Tournament, GameError> {
        self.change_tournament(id, |t| {
            edit(&mut t.front);
            Ok(())
        })
    }
}

/// Tournaments are held on servers and on the console, not in direct messages.
fn tournament_guild(ctx: &Context) -> Result<GuildId, GameError> {
    if ctx.guild == GuildId(0) && ctx.site != Site::Console {
        return Err(GameError::Refused(Text::msg("tournament-servers-only")));
    }
    Ok(ctx.guild)
}
