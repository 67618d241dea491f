//! Challenges: posting, accepting (which starts a game), declining, cancelling, expiring; and
//! starting a game against the bot.

use crate::engine::Level;
use crate::game::commands::command::{Context, Site, UserRef};
use crate::game::commands::options::{resolve, NewGameArgs};
use crate::game::error::GameError;
use crate::game::model::{
    Challenge, ChallengeId, ChannelId, Clocks, ColorChoice, Game, GameId, GameOptions, GuildId,
    Seat, TimeControl,
};
use crate::game::players::authz::{check_challenge, Action};
use crate::game::replies::reply::{ChallengeView, FollowUp, Reply, ReplyKind};
use crate::game::replies::text::Text;
use crate::game::service::GameService;
use crate::game::store::Batch;
use crate::rules::Color;
use std::sync::Arc;

impl GameService {
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
            return Err(GameError::refused(
                "Challenges are made where both players can see them: use `/challenge` in a server channel, or in your DM or group DM with your friend (add the app to your account first). Here you can play the bot with `/play level:3`.",
            ));
        }
        let options = resolve(
            args,
            self.config.default_variant,
            self.default_time_at(&ctx.site),
            true,
        )?;
        let now = self.now();
        let challenge = self.create(|id| {
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
                    i64::try_from(self.config.challenge_expiry.as_millis()).unwrap_or(i64::MAX),
                ),
            };
            let mut batch = Batch::default();
            batch.put_challenges.push(challenge.clone());
            if let Some(o) = &opponent {
                let minutes = self.config.challenge_expiry.as_secs().div_ceil(60);
                let text = Text::new()
                    .player(Some(ctx.user), ctx.name.clone())
                    .plain(format!(
                        " challenges you to a game of {} (challenge #{id}, open for {minutes} min). Answer there with ",
                        describe_options(&options, &ctx.name)
                    ))
                    .code("/accept")
                    .plain(" or ")
                    .code("/decline")
                    .plain(".");
                let kind = ReplyKind::ChallengePosted;
                self.stage_dm(&mut batch, o.id, ctx.notice_home(), kind, text, None);
            }
            Ok((batch, challenge))
        })?;
        let terms = describe_options(&challenge.options, &ctx.name);
        let minutes = self.config.challenge_expiry.as_secs().div_ceil(60);
        let challenger = Text::new().player(Some(ctx.user), ctx.name.clone());
        let text = match &opponent {
            Some(o) => challenger
                .plain(" challenges ")
                .player(Some(o.id), o.name.clone())
                .plain(format!(" to a game of {terms}."))
                .line()
                .plain(format!("{}: ", o.name))
                .code("/accept")
                .plain(" or ")
                .code("/decline")
                .plain(format!(
                    " (challenge #{}, open for {minutes} min).",
                    challenge.id
                )),
            None => challenger
                .plain(format!(" posts an open challenge: {terms}."))
                .line()
                .plain("Anyone may ")
                .code("/accept")
                .plain(format!(
                    " it (challenge #{}, open for {minutes} min).",
                    challenge.id
                )),
        };
        Ok(Reply {
            mentions: opponent.iter().map(|o| o.id).collect(),
            challenge: Some(ChallengeView {
                id: challenge.id,
                challenged: challenge.challenged,
            }),
            ..Reply::new(ReplyKind::ChallengePosted, text)
        })
    }

    /// The challenge a command means: the one given, or the only one here that concerns the user.
    fn find_challenge(
        &self,
        ctx: &Context,
        id: Option<ChallengeId>,
        concerns: impl Fn(&Challenge) -> bool,
    ) -> Result<Challenge, GameError> {
        if ctx.site == Site::DirectMessage {
            return Err(GameError::refused(
                "Challenges are answered where they were made: in a server channel, or in the DM or group DM with your friend. Here you can play the bot with `/play level:3`.",
            ));
        }
        let now = self.now();
        if let Some(id) = id {
            return match self.store.challenge(id)? {
                Some(c) if c.expires_ms > now && challenge_here(ctx, &c) => Ok(c),
                _ => Err(GameError::UnknownChallenge(id)),
            };
        }
        let mut found: Vec<Challenge> = self
            .store
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
        self.check_game_cap(ctx.user, &ctx.name)?;
        self.check_game_cap(challenge.challenger, &challenge.challenger_name)?;
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
        // The game is played where the challenge was posted.
        let place = (challenge.guild, challenge.channel);
        let game = self.create(|id| {
            let game = self.new_game(
                id,
                &ctx.site,
                place,
                white.clone(),
                black.clone(),
                &challenge.options,
            );
            let mut batch = Batch::default();
            batch.games.push((game.clone(), None));
            batch.delete_challenges.push(challenge.id);
            Ok((batch, game))
        })?;
        let mut reply = self.game_reply(&game, Color::White)?;
        reply.kind = ReplyKind::GameStarted;
        reply.text = reply.text.after(game_intro(&game, "starts: "));
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
        batch.delete_challenges.push(challenge.id);
        self.commit(batch)?;
        let text = Text::new()
            .player(Some(ctx.user), ctx.name.clone())
            .plain(" declines the challenge from ")
            .player(
                Some(challenge.challenger),
                challenge.challenger_name.clone(),
            )
            .plain(".");
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
        batch.delete_challenges.push(challenge.id);
        self.commit(batch)?;
        Ok(Reply::new(
            ReplyKind::ChallengeWithdrawn,
            Text::new()
                .player(Some(ctx.user), ctx.name.clone())
                .plain(format!(" withdraws challenge #{}.", challenge.id)),
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
            self.config.default_variant,
            self.default_time_at(&ctx.site),
            false,
        )?;
        options.rated = false;
        self.check_game_cap(ctx.user, &ctx.name)?;
        let waiting = self.bot_queue();
        if waiting >= self.config.limits.max_bot_queue {
            return Err(GameError::Refused(Text::from(format!(
                "The bot is very busy right now ({waiting} moves waiting). Please try again in a minute."
            ))));
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
        let game = self.create(|id| {
            let place = (ctx.guild, ctx.channel);
            let game = self.new_game(id, &ctx.site, place, white.clone(), black.clone(), &options);
            let mut batch = Batch::default();
            batch.games.push((game.clone(), None));
            Ok((batch, game))
        })?;
        let human = if human_white {
            Color::White
        } else {
            Color::Black
        };
        let mut reply = self.game_reply(&game, human)?;
        reply.kind = ReplyKind::GameStarted;
        let mut intro = game_intro(&game, "").plain(level.summary()).line();
        if args.rated == Some(true) {
            intro = intro
                .then(Text::template(
                    "This game is casual: games against the bot never change ratings. Rated games are between people, e.g. `/challenge @someone time:10+5`.",
                ))
                .line();
        }
        reply.text = reply.text.after(intro);
        if game.seat(self.side_to_move(&game)?).is_bot() {
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
            ColorChoice::Random => self.chance.coin(),
        }
    }

    pub(in crate::game) fn new_game(
        &self,
        id: u64,
        site: &Site,
        (guild, channel): (GuildId, ChannelId),
        white: Seat,
        black: Seat,
        options: &GameOptions,
    ) -> Game {
        let now = self.now();
        let clocks = match options.time {
            TimeControl::Clock { initial_secs, .. } => Some(Clocks {
                white_ms: i64::from(initial_secs) * 1000,
                black_ms: i64::from(initial_secs) * 1000,
            }),
            _ => None,
        };
        let mut game = Game {
            id: GameId(id),
            guild,
            channel,
            white,
            black,
            options: options.clone(),
            moves: Vec::new(),
            outcome: None,
            draw_offer: None,
            takeback: None,
            clocks,
            turn_started_ms: now,
            reminded: false,
            created_ms: now,
            updated_ms: now,
            version: 0,
            site: site.clone(),
            aborted: None,
            first_move_ms: self.first_move_ms(options.time),
            clock_history: Vec::new(),
            claim_noticed: false,
            due_ms: None,
            thread: None,
            result_card: Default::default(),
            tournament: None,
            lang: Default::default(),
        };
        game.due_ms = self.due_of(&game);
        game
    }

    /// The time control of a game made at `site` without one: the configured one, except
    /// that a private chat (where the bot can only answer commands) gets correspondence
    /// deadlines, since nobody there can be told the moment a clock runs low.
    pub(in crate::game) fn default_time_at(&self, site: &Site) -> TimeControl {
        let time = self.config.default_time;
        match time {
            TimeControl::Correspondence { .. } => time,
            _ if site.is_private() => TimeControl::Correspondence { days_per_move: 3 },
            _ => time,
        }
    }

    pub(in crate::game) fn side_to_move(&self, game: &Game) -> Result<Color, GameError> {
        Ok(game.record()?.position().side_to_move())
    }
}

/// Whether a challenge can be answered from where `ctx` is: it belongs to its server (or,
/// outside servers, to its channel).
pub(in crate::game) fn challenge_here(ctx: &Context, c: &Challenge) -> bool {
    c.guild == ctx.guild && (ctx.guild != GuildId(0) || c.channel == ctx.channel)
}

/// "Castalia chess (castalia rules, castalia setup, alice plays white, 10+5, rated)".
pub(in crate::game) fn describe_options(o: &GameOptions, challenger: &str) -> String {
    let color = match o.color {
        ColorChoice::White => format!("{challenger} plays white"),
        ColorChoice::Black => format!("{challenger} plays black"),
        ColorChoice::Random => "colours drawn at random".to_string(),
    };
    format!(
        "{} ({}, {color}, {}, {})",
        if o.variant.has_castalia() {
            "Castalia chess"
        } else {
            "orthodox chess"
        },
        describe_setup(o),
        o.time,
        if o.is_rated() { "rated" } else { "casual" }
    )
}

fn describe_setup(o: &GameOptions) -> String {
    let setup = if o.start_fen == crate::rules::Setup::Castalia.fen() {
        "castalia setup".to_string()
    } else if o.start_fen == crate::rules::Setup::Classic.fen() {
        "classic setup".to_string()
    } else {
        format!("from FEN {}", o.start_fen)
    };
    format!("{} rules, {setup}", o.variant)
}

/// "Game #12 starts: alice (white) vs bob (black), castalia rules, ..." and a line break.
fn game_intro(game: &Game, verb: &str) -> Text {
    let seat = |c: Color| {
        let s = game.seat(c);
        Text::new().player(s.user(), s.name())
    };
    Text::new()
        .plain(format!("Game #{} {verb}", game.id))
        .then(seat(Color::White))
        .plain(" (white) vs ")
        .then(seat(Color::Black))
        .plain(format!(" (black), {}.", describe_short(&game.options)))
        .line()
}

pub(in crate::game) fn describe_short(o: &GameOptions) -> String {
    format!(
        "{}, {}, {}",
        describe_setup(o),
        o.time,
        if o.is_rated() { "rated" } else { "casual" }
    )
}
