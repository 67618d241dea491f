//! Challenges: posting, accepting (which starts a game), declining, cancelling, expiring; and
//! starting a game against the bot.

use super::authz::{check_challenge, Action};
use super::command::{Context, UserRef};
use super::error::GameError;
use super::model::{
    Challenge, ChallengeId, Clocks, ColorChoice, Game, GameId, GameOptions, Seat, TimeControl,
};
use super::options::{resolve, NewGameArgs};
use super::reply::{ChallengeView, FollowUp, Reply};
use super::service::GameService;
use super::store::Batch;
use crate::rules::Color;
use rand::Rng;
use std::sync::Arc;

impl GameService {
    pub(super) fn challenge(
        &self,
        ctx: &Context,
        opponent: Option<UserRef>,
        args: &NewGameArgs,
    ) -> Result<Reply, GameError> {
        if opponent.as_ref().is_some_and(|o| o.id == ctx.user) {
            return Err(GameError::SelfChallenge);
        }
        let options = resolve(args, self.config.default_variant, true)?;
        let now = self.now();
        let challenge = Challenge {
            id: ChallengeId(self.store.next_id()?),
            guild: ctx.guild,
            channel: ctx.channel,
            challenger: ctx.user,
            challenger_name: ctx.name.clone(),
            challenged: opponent.as_ref().map(|o| o.id),
            challenged_name: opponent.as_ref().map(|o| o.name.clone()),
            options,
            created_ms: now,
            expires_ms: now + self.config.challenge_expiry.as_millis() as i64,
        };
        let mut batch = Batch::default();
        batch.members.push((ctx.guild, ctx.user));
        batch.put_challenges.push(challenge.clone());
        self.commit(batch)?;
        let terms = describe_options(&challenge.options, &ctx.name);
        let minutes = self.config.challenge_expiry.as_secs().div_ceil(60);
        let text = match &opponent {
            Some(o) => format!(
                "**{}** challenges **{}** to a game of {terms}.\n{}: `/accept` or `/decline` (challenge #{}, open for {minutes} min).",
                ctx.name, o.name, o.name, challenge.id
            ),
            None => format!(
                "**{}** posts an open challenge: {terms}.\nAnyone may `/accept` it (challenge #{}, open for {minutes} min).",
                ctx.name, challenge.id
            ),
        };
        Ok(Reply {
            text,
            mentions: opponent.iter().map(|o| o.id).collect(),
            challenge: Some(ChallengeView {
                id: challenge.id,
                challenged: challenge.challenged,
            }),
            ..Reply::default()
        })
    }

    /// The challenge a command means: the one given, or the only one here that concerns the user.
    fn find_challenge(
        &self,
        ctx: &Context,
        id: Option<ChallengeId>,
        concerns: impl Fn(&Challenge) -> bool,
    ) -> Result<Challenge, GameError> {
        let now = self.now();
        if let Some(id) = id {
            return match self.store.challenge(id)? {
                Some(c) if c.expires_ms > now => Ok(c),
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
                        .map(|c| format!("#{} from {}", c.id, c.challenger_name))
                        .collect::<Vec<_>>()
                        .join(", "),
                ))
            }
        }
    }

    pub(super) async fn accept(
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
        let challenger_white = match challenge.options.color {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => rand::thread_rng().gen_bool(0.5),
        };
        let (white, black) = if challenger_white {
            (challenger, accepter)
        } else {
            (accepter, challenger)
        };
        let game = self.new_game(ctx, white, black, challenge.options.clone())?;
        let mut batch = Batch::default();
        batch.games.push((game.clone(), None));
        batch.delete_challenges.push(challenge.id);
        batch.members.push((ctx.guild, ctx.user));
        batch.members.push((ctx.guild, challenge.challenger));
        self.commit(batch)?;
        let mut reply = self.game_reply(&game, false)?;
        reply.text = format!(
            "Game #{} starts: **{}** (white) vs **{}** (black), {}.\n{}",
            game.id,
            game.white.name(),
            game.black.name(),
            describe_short(&game.options),
            reply.text
        );
        Ok(reply)
    }

    pub(super) fn decline(
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
        Ok(Reply {
            text: format!(
                "**{}** declines the challenge from **{}**.",
                ctx.name, challenge.challenger_name
            ),
            mentions: vec![challenge.challenger],
            ..Reply::default()
        })
    }

    pub(super) fn cancel(
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
        Ok(Reply::text(format!(
            "**{}** withdraws challenge #{}.",
            ctx.name, challenge.id
        )))
    }

    pub(super) fn play_bot(
        &self,
        ctx: &Context,
        level: u8,
        args: &NewGameArgs,
    ) -> Result<Reply, GameError> {
        if !(1..=8).contains(&level) {
            return Err(GameError::BadOption(format!(
                "There is no level {level}: choose 1 (beginner) to 8 (full strength), e.g. `/play level:3`."
            )));
        }
        let mut options = resolve(args, self.config.default_variant, false)?;
        options.rated = false;
        self.check_game_cap(ctx.user, &ctx.name)?;
        let waiting = self.bot_queue();
        if waiting >= self.config.limits.max_bot_queue {
            return Err(GameError::Refused(format!(
                "The bot is very busy right now ({waiting} moves waiting). Please try again in a minute."
            )));
        }
        let human = Seat::Human {
            id: ctx.user,
            name: ctx.name.clone(),
        };
        let bot = Seat::Bot { level };
        let human_white = match options.color {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => rand::thread_rng().gen_bool(0.5),
        };
        let (white, black) = if human_white {
            (human, bot)
        } else {
            (bot, human)
        };
        let game = self.new_game(ctx, white, black, options)?;
        let mut batch = Batch::default();
        batch.games.push((game.clone(), None));
        batch.members.push((ctx.guild, ctx.user));
        self.commit(batch)?;
        let mut reply = self.game_reply(&game, !human_white)?;
        reply.text = format!(
            "Game #{}: **{}** vs **{}**, {}.\n{}",
            game.id,
            game.white.name(),
            game.black.name(),
            describe_short(&game.options),
            reply.text
        );
        if game.seat(self.side_to_move(&game)?).is_bot() {
            reply.follow_up = Some(FollowUp::BotMove(game.id));
        }
        Ok(reply)
    }

    fn new_game(
        &self,
        ctx: &Context,
        white: Seat,
        black: Seat,
        options: GameOptions,
    ) -> Result<Game, GameError> {
        let now = self.now();
        let clocks = match options.time {
            TimeControl::Clock { initial_secs, .. } => Some(Clocks {
                white_ms: i64::from(initial_secs) * 1000,
                black_ms: i64::from(initial_secs) * 1000,
            }),
            _ => None,
        };
        Ok(Game {
            id: GameId(self.store.next_id()?),
            guild: ctx.guild,
            channel: ctx.channel,
            white,
            black,
            options,
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
        })
    }

    pub(super) fn side_to_move(&self, game: &Game) -> Result<Color, GameError> {
        Ok(game.record()?.position().side_to_move())
    }
}

/// "Castalia chess (castalia rules, castalia setup, alice plays white, 10+5, rated)".
fn describe_options(o: &GameOptions, challenger: &str) -> String {
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
        if o.rated { "rated" } else { "casual" }
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

pub(super) fn describe_short(o: &GameOptions) -> String {
    format!(
        "{}, {}, {}",
        describe_setup(o),
        o.time,
        if o.rated { "rated" } else { "casual" }
    )
}
