//! Challenges: posting, accepting (which starts a game), declining, cancelling, expiring; and
//! starting a game against the bot.

use crate::engine::Level;
use crate::game::commands::command::{Context, Site, UserRef};
use crate::game::commands::options::{resolve, NewGameArgs};
use crate::game::error::GameError;
use crate::game::kernel::challenge_here;
use crate::game::model::{Challenge, ChallengeId, ColorChoice, Game, Seat, TimeControl};
use crate::game::play::schedule::new_game;
use crate::game::play::PlayService;
use crate::game::players::authz::{check_challenge, Action};
use crate::game::replies::announce::{describe_options, describe_short};
use crate::game::replies::reply::{ChallengeView, FollowUp, Reply, ReplyKind};
use crate::game::replies::text::Text;
use crate::game::store::Batch;
use crate::msg;
use crate::rules::Color;
use std::sync::Arc;

/// The most challenges one player may have open at once, everywhere.
pub const MAX_OPEN_CHALLENGES: usize = 10;

impl PlayService {
    pub(in crate::game) fn challenge(
        &self,
        ctx: &Context,
        opponent: Option<UserRef>,
        args: &NewGameArgs,
    ) -> Result<Reply, GameError> {
        if opponent.as_ref().is_some_and(|o| o.id == ctx.user) {
            return Err(GameError::SelfChallenge);
        }
        if ctx.site == Site::DirectMessage {
            return Err(GameError::Refused(msg!("challenge-not-in-dm")));
        }
        let options = resolve(
            args,
            self.kernel.config.default_variant,
            self.default_time_at(&ctx.site),
            true,
        )?;
        let now = self.kernel.now();
        // Each open challenge is a record and an entry in every list of its server: bounded.
        let open = self
            .challenge_repo
            .challenges_by(ctx.user)?
            .iter()
            .filter(|c| c.expires_ms > now)
            .count();
        if open >= MAX_OPEN_CHALLENGES {
            return Err(GameError::Refused(msg!(
                "challenge-too-many",
                max = MAX_OPEN_CHALLENGES
            )));
        }
        let challenge = self.kernel.create(|id| {
            let challenge = Challenge {
                id: ChallengeId(id),
                guild: ctx.guild,
                channel: ctx.channel,
                challenger: ctx.user,
                challenger_name: ctx.name.clone(),
                challenged: opponent.as_ref().map(|o| o.id),
                challenged_name: opponent.as_ref().map(|o| o.name.clone()),
                options: options.clone(),
                created_ms: now,
                site: ctx.site.clone(),
                expires_ms: now.saturating_add(
                    i64::try_from(self.kernel.config.challenge_expiry.as_millis())
                        .unwrap_or(i64::MAX),
                ),
                version: 0,
            };
            let mut batch = Batch::default();
            batch.challenges.write(challenge.clone());
            if let Some(o) = &opponent {
                let minutes = self.kernel.config.challenge_expiry.as_secs().div_ceil(60);
                let text = msg!(
                    "challenge-you",
                    challenger = Text::new().player(Some(ctx.user), ctx.name.clone()),
                    terms = describe_options(&options, &ctx.name),
                    id = id.to_string(),
                    minutes = minutes
                );
                let kind = ReplyKind::ChallengePosted;
                self.notices
                    .stage_dm(&mut batch, o.id, ctx.notice_home(), kind, text, None);
            }
            Ok((batch, challenge))
        })?;
        Ok(self.challenge_reply(ctx, &challenge, opponent.as_ref()))
    }

    /// The answer to `ctx.user` posting `challenge` (to `opponent`, if any): what it asks
    /// and how it is accepted.
    pub(in crate::game) fn challenge_reply(
        &self,
        ctx: &Context,
        challenge: &Challenge,
        opponent: Option<&UserRef>,
    ) -> Reply {
        let terms = describe_options(&challenge.options, &ctx.name);
        let minutes = self.kernel.config.challenge_expiry.as_secs().div_ceil(60);
        let challenger = Text::new().player(Some(ctx.user), ctx.name.clone());
        let id = challenge.id.to_string();
        let text = match opponent {
            Some(o) => Text::lines([
                msg!(
                    "challenge-posted",
                    challenger = challenger,
                    opponent = Text::new().player(Some(o.id), o.name.clone()),
                    terms = terms
                ),
                msg!(
                    "challenge-posted-answer",
                    opponent = o.name.as_str(),
                    id = id,
                    minutes = minutes
                ),
            ]),
            None => Text::lines([
                msg!("challenge-open", challenger = challenger, terms = terms),
                msg!("challenge-open-answer", id = id, minutes = minutes),
            ]),
        };
        Reply {
            mentions: opponent.iter().map(|o| o.id).collect(),
            challenge: Some(ChallengeView {
                id: challenge.id,
                challenged: challenge.challenged,
            }),
            ..Reply::new(ReplyKind::ChallengePosted, text)
        }
    }

    /// The challenge a command means: the one given, or the only one here that concerns the user.
    fn find_challenge(
        &self,
        ctx: &Context,
        id: Option<ChallengeId>,
        concerns: impl Fn(&Challenge) -> bool,
    ) -> Result<Challenge, GameError> {
        if ctx.site == Site::DirectMessage {
            return Err(GameError::Refused(msg!("challenge-answer-not-in-dm")));
        }
        let now = self.kernel.now();
        if let Some(id) = id {
            return match self.challenge_repo.challenge(id)? {
                Some(c) if c.expires_ms > now && challenge_here(ctx, &c) => Ok(c),
                _ => Err(GameError::UnknownChallenge(id)),
            };
        }
        let mut found: Vec<Challenge> = self
            .challenge_repo
            .challenges_in(ctx.channel)?
            .into_iter()
            .filter(|c| c.expires_ms > now && concerns(c))
            .collect();
        match found.len() {
            0 => Err(GameError::NoChallenge),
            1 => Ok(found.remove(0)),
            _ => {
                found.sort_by_key(|c| c.id);
                Err(GameError::WhichChallenge(
                    found
                        .iter()
                        .map(|c| (c.id, c.challenger_name.clone()))
                        .collect(),
                ))
            }
        }
    }

    pub(in crate::game) async fn accept(
        self: &Arc<Self>,
        ctx: &Context,
        id: Option<ChallengeId>,
    ) -> Result<Reply, GameError> {
        let user = ctx.user;
        let challenge = self.find_challenge(ctx, id, |c| {
            c.challenged == Some(user) || (c.challenged.is_none() && c.challenger != user)
        })?;
        check_challenge(Action::AcceptChallenge, &challenge, ctx.user)?;
        self.kernel.check_game_cap(ctx.user, &ctx.name)?;
        self.kernel
            .check_game_cap(challenge.challenger, &challenge.challenger_name)?;
        let challenger = Seat::Human {
            id: challenge.challenger,
            name: challenge.challenger_name.clone(),
        };
        let accepter = Seat::Human {
            id: ctx.user,
            name: ctx.name.clone(),
        };
        let challenger_white = self.white_for(challenge.options.color);
        let (white, black) = if challenger_white {
            (challenger, accepter)
        } else {
            (accepter, challenger)
        };
        // The game is played where the challenge was posted, in its server's language.
        let place = (challenge.guild, challenge.channel);
        let lang = ctx
            .locale
            .server
            .unwrap_or_else(|| self.kernel.reply_lang(ctx));
        let game = self.kernel.create(|id| {
            let mut game = new_game(
                &self.kernel,
                id,
                &ctx.site,
                place,
                white.clone(),
                black.clone(),
                &challenge.options,
            );
            game.lang = lang;
            let mut batch = Batch::default();
            batch.games.put.push((game.clone(), None));
            // Only if nobody answered it meanwhile (a second click, another player, a
            // withdrawal): else the command is made again and finds it gone.
            batch.challenges.take(&challenge);
            Ok((batch, game))
        })?;
        let mut reply = self.views.game_reply(&game, Color::White)?;
        reply.kind = ReplyKind::GameStarted;
        reply.text = reply.text.after(game_intro(&game, true));
        Ok(reply)
    }

    pub(in crate::game) fn decline(
        &self,
        ctx: &Context,
        id: Option<ChallengeId>,
    ) -> Result<Reply, GameError> {
        let user = ctx.user;
        let challenge = self.find_challenge(ctx, id, |c| c.challenged == Some(user))?;
        check_challenge(Action::DeclineChallenge, &challenge, ctx.user)?;
        let mut batch = Batch::default();
        batch.challenges.take(&challenge);
        self.kernel.commit(batch)?;
        let text = msg!(
            "challenge-declined",
            player = Text::new().player(Some(ctx.user), ctx.name.clone()),
            challenger = Text::new().player(
                Some(challenge.challenger),
                challenge.challenger_name.clone(),
            )
        );
        Ok(Reply {
            mentions: vec![challenge.challenger],
            ..Reply::new(ReplyKind::ChallengeDeclined, text)
        })
    }

    pub(in crate::game) fn cancel(
        &self,
        ctx: &Context,
        id: Option<ChallengeId>,
    ) -> Result<Reply, GameError> {
        let user = ctx.user;
        let challenge = self.find_challenge(ctx, id, |c| c.challenger == user)?;
        check_challenge(Action::CancelChallenge, &challenge, ctx.user)?;
        let mut batch = Batch::default();
        batch.challenges.take(&challenge);
        self.kernel.commit(batch)?;
        Ok(Reply::new(
            ReplyKind::ChallengeWithdrawn,
            msg!(
                "challenge-withdrawn",
                player = Text::new().player(Some(ctx.user), ctx.name.clone()),
                id = challenge.id.to_string()
            ),
        ))
    }

    pub(in crate::game) fn play_bot(
        &self,
        ctx: &Context,
        level: Level,
        args: &NewGameArgs,
    ) -> Result<Reply, GameError> {
        let mut options = resolve(
            args,
            self.kernel.config.default_variant,
            self.default_time_at(&ctx.site),
            false,
        )?;
        options.rated = false;
        self.kernel.check_game_cap(ctx.user, &ctx.name)?;
        let waiting = self.bot_queue();
        if waiting >= self.kernel.config.limits.max_bot_queue {
            return Err(GameError::Refused(msg!(
                "play-bot-very-busy",
                waiting = waiting
            )));
        }
        let human = Seat::Human {
            id: ctx.user,
            name: ctx.name.clone(),
        };
        let bot = Seat::Bot { level };
        let human_white = self.white_for(options.color);
        let (white, black) = if human_white {
            (human, bot)
        } else {
            (bot, human)
        };
        // A game against the bot is its player's own: it speaks their language.
        let lang = self.kernel.reply_lang(ctx);
        let game = self.kernel.create(|id| {
            let place = (ctx.guild, ctx.channel);
            let mut game = new_game(
                &self.kernel,
                id,
                &ctx.site,
                place,
                white.clone(),
                black.clone(),
                &options,
            );
            game.lang = lang;
            let mut batch = Batch::default();
            batch.games.put.push((game.clone(), None));
            Ok((batch, game))
        })?;
        let human = if human_white {
            Color::White
        } else {
            Color::Black
        };
        let mut reply = self.views.game_reply(&game, human)?;
        reply.kind = ReplyKind::GameStarted;
        let mut level_line = msg!(
            "play-bot-level",
            level = level.get(),
            elo = level.approx_elo()
        );
        if game.options.variant.has_castalia() {
            // The Elo is an orthodox measurement; say so where it is not one.
            level_line = level_line.plain(" ").then(msg!("play-bot-elo-orthodox"));
        }
        let mut intro = game_intro(&game, false).then(level_line).line();
        if args.rated == Some(true) {
            intro = intro.then(msg!("play-bot-casual")).line();
        }
        reply.text = reply.text.after(intro);
        if game.seat(side_to_move(&game)?).is_bot() {
            reply.follow_up = Some(FollowUp::BotMove(game.id));
            reply.text = self.with_queue_place(reply.text);
        }
        Ok(reply)
    }

    /// Whether the challenger (or the human against the bot) plays White.
    fn white_for(&self, choice: ColorChoice) -> bool {
        match choice {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => self.kernel.chance.coin(),
        }
    }

    /// The time control of a game made at `site` without one: the configured one, except
    /// that a private chat (where the bot can only answer commands) gets correspondence
    /// deadlines, since nobody there can be told the moment a clock runs low.
    pub(in crate::game) fn default_time_at(&self, site: &Site) -> TimeControl {
        let time = self.kernel.config.default_time;
        match time {
            TimeControl::Correspondence { .. } => time,
            _ if site.is_private() => TimeControl::Correspondence { days_per_move: 3 },
            _ => time,
        }
    }
}

pub(in crate::game) fn side_to_move(game: &Game) -> Result<Color, GameError> {
    Ok(game.record()?.position().side_to_move())
}

/// "Game #12 starts: alice (white) vs bob (black), castalia rules, ..." (`starts`; without
/// it, before the bot's level: "Game #12 alice (white) vs ...") and a line break.
fn game_intro(game: &Game, starts: bool) -> Text {
    let message = if starts {
        "play-game-starts"
    } else {
        "play-game-against-bot"
    };
    msg!(
        message,
        id = game.id.to_string(),
        white = game.white.label(),
        black = game.black.label(),
        terms = describe_short(&game.options)
    )
    .line()
}
