//! A game as a live board shows it (the web board): everything `GameView` has, plus the whole
//! move list with what each move displaced, the positions after each move, the viewer's legal
//! moves with what each would do before it is played, which actions the viewer may take now,
//! and the opponent's rematch challenge to the viewer. Typed values and `Text`; the front end
//! turns them into its own format. Seen exactly as a command typed in the game's home would
//! see it (`GameService::game_page`).

use crate::game::commands::command::Context;
use crate::game::error::GameError;
use crate::game::kernel::visible;
use crate::game::model::{
    AbortReason, ChallengeId, ChannelId, Game, GameId, GuildId, Seat, Site, TimeControl, UserId,
};
use crate::game::replies::announce::{both, displaced_clause, other_owner, Seats};
use crate::game::replies::reply::{GameView, PlayedMove};
use crate::game::replies::text::Text;
use crate::game::replies::BoardService;
use crate::msg;
use crate::rules::{Color, Displacement, Move, Position};

/// Where commands about a game act: its home (its thread, else its channel), its server and
/// its kind of place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GamePlace {
    pub guild: GuildId,
    /// Its home: its thread, else the channel it started in.
    pub channel: ChannelId,
    /// The channel it started in (a thread's parent).
    pub started_in: ChannelId,
    pub site: Site,
    /// The people playing it.
    pub players: Vec<UserId>,
}

/// One legal move of the viewer, with what it would do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MovePreview {
    pub mv: Move,
    /// The move in SAN, with `+` or `#`.
    pub san: String,
    /// The pieces it would drag or push, kidnap first.
    pub displaced: Vec<Displacement>,
    /// What it would do, said to its player ("kidnaps your rook from a1 to b2 and repulses
    /// bob's pawn from c4 to c8"); `None` for a move that displaces nothing.
    pub effect: Option<Text>,
}

/// The actions the viewer may take now.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct PageActions {
    pub resign: bool,
    /// Offer a draw, or accept the opponent's offer.
    pub draw: bool,
    pub decline_draw: bool,
    /// Ask for a takeback, or grant the opponent's request.
    pub takeback: bool,
    pub decline_takeback: bool,
    pub abort: bool,
    pub claim: bool,
    pub rematch: bool,
    pub review: bool,
}

/// A game for a live board.
#[derive(Clone, Debug, PartialEq)]
pub struct GamePage {
    /// The game from the viewer's side (a spectator sees it from White's).
    pub view: GameView,
    /// The viewer's side, if they play it.
    pub you: Option<Color>,
    pub start: Position,
    /// Every move, with the position after it.
    pub moves: Vec<(PlayedMove, Position)>,
    /// The viewer's legal moves (empty unless it is their turn).
    pub legal: Vec<MovePreview>,
    /// Names the position the legal moves belong to (`Command::PickedMove`).
    pub position_key: u64,
    pub takeback_by: Option<Color>,
    pub actions: PageActions,
    pub status: Text,
    pub title: Text,
    pub terms: Text,
    /// The last move in a sentence for the viewer ("alice played Cd4: it kidnapped your rook
    /// from a1 to b2.").
    pub announce: Option<Text>,
    /// The viewer's board theme (the colours of the pictures).
    pub theme: crate::render::Theme,
    /// The opponent's rematch challenge to the viewer, open (the game over), for them to
    /// accept or decline.
    pub rematch_offer: Option<ChallengeId>,
}

impl BoardService {
    /// See `GameService::tell_home`.
    pub(in crate::game) fn tell_home(
        &self,
        id: GameId,
        mut reply: crate::game::replies::reply::Reply,
    ) {
        if reply.ephemeral || reply.is_refusal() {
            return;
        }
        let Ok(game) = self.kernel.load_game(id) else {
            return;
        };
        if matches!(game.site, Site::Web | Site::Unknown) {
            return;
        }
        // What the channel shares is in the game's language; the follow-up is the caller's.
        reply.lang = game.lang;
        reply.follow_up = None;
        let home = crate::game::model::NoticeHome {
            channel: game.thread.unwrap_or(game.channel),
            private: game.site.is_private(),
        };
        self.notices.notify(home, reply);
    }

    /// See `GameService::game_place`.
    pub(in crate::game) fn game_place(&self, id: GameId) -> Result<GamePlace, GameError> {
        let game = self.kernel.load_game(id)?;
        Ok(GamePlace {
            guild: game.guild,
            channel: game.thread.unwrap_or(game.channel),
            started_in: game.channel,
            site: game.site.clone(),
            players: [game.white.user(), game.black.user()]
                .into_iter()
                .flatten()
                .collect(),
        })
    }

    /// See `GameService::game_page`.
    pub(in crate::game) fn game_page(
        &self,
        ctx: &Context,
        id: GameId,
    ) -> Result<GamePage, GameError> {
        let game = self.kernel.load_game_here(ctx, id)?;
        let record = game.record()?;
        let you = game.color_of(ctx.user);
        let view = self
            .views
            .game_view(&game, &record, you.unwrap_or(Color::White));
        let seats = view.seats();
        let mut moves = Vec::with_capacity(record.moves().len());
        let mut pos = record.start().clone();
        for mv in record.moves() {
            let played = PlayedMove::new(&pos, *mv);
            pos = pos.play(mv);
            moves.push((played, pos.clone()));
        }
        let current = record.position();
        let my_turn = !game.is_over() && you == Some(current.side_to_move());
        let legal = if my_turn {
            let mut legal: Vec<MovePreview> = current
                .legal_moves()
                .iter()
                .map(|mv| preview(current, *mv, seats))
                .collect();
            // As a picker lists them: by the square the piece stands on, then SAN.
            legal.sort_by(|a, b| (a.mv.from.index(), &a.san).cmp(&(b.mv.from.index(), &b.san)));
            legal
        } else {
            Vec::new()
        };
        let announce = view
            .last_move
            .as_ref()
            .map(|last| last.sentence(seats, you));
        let player = self.player_repo.player(ctx.user).ok().flatten();
        let theme = player
            .as_ref()
            .and_then(|p| p.settings.theme)
            .unwrap_or(self.kernel.config.board_theme);
        let rematch_offer = self.play.offered_rematch(ctx, &game)?.map(|c| c.id);
        Ok(GamePage {
            rematch_offer,
            actions: self.page_actions(&game, you, &moves),
            you,
            start: record.start().clone(),
            legal,
            position_key: current.hash(),
            takeback_by: game.takeback.map(|t| t.by),
            status: board_status(&view),
            title: view.title_text(),
            terms: view.terms(),
            announce,
            theme,
            moves,
            view,
        })
    }

    fn page_actions(
        &self,
        game: &Game,
        you: Option<Color>,
        moves: &[(PlayedMove, Position)],
    ) -> PageActions {
        let Some(you) = you else {
            return PageActions {
                review: game.is_over(),
                ..PageActions::default()
            };
        };
        let over = game.is_over();
        let against_bot = matches!(game.seat(you.opposite()), Seat::Bot { .. });
        if over {
            return PageActions {
                rematch: game.tournament.is_none()
                    && !matches!(game.seat(you.opposite()), Seat::Removed),
                review: true,
                ..PageActions::default()
            };
        }
        let theirs = |by: Option<Color>| by == Some(you.opposite());
        let opponent_to_move = game.next_side() != you;
        let claim = opponent_to_move
            && !matches!(game.options.time, TimeControl::Unlimited)
            && game
                .deadline_ms(you.opposite())
                .is_some_and(|deadline| deadline <= self.kernel.now());
        PageActions {
            resign: true,
            draw: true,
            decline_draw: theirs(game.draw_offer.map(|o| o.by)),
            takeback: !moves.is_empty(),
            decline_takeback: theirs(game.takeback.map(|t| t.by)),
            abort: game.is_abortable(),
            claim,
            rematch: false,
            review: against_bot,
        }
    }
}

/// The status for a board with buttons of its own: no hint to type `/abort` or `/rematch`.
pub fn board_status(view: &GameView) -> Text {
    match (&view.outcome, view.tournament, &view.aborted) {
        (Some(outcome), None, None) => msg!(
            "web-status-over",
            id = view.id.to_string(),
            outcome = crate::game::replies::announce::outcome_text(outcome),
            result = outcome.result(),
            rated = crate::game::replies::announce::rated_key(view.rated),
        ),
        (_, None, Some(reason)) => {
            let color = reason.color();
            let message = match reason {
                AbortReason::ByPlayer(_) => "web-status-aborted-by-player",
                AbortReason::NoFirstMove(_) => "web-status-aborted-no-first-move",
            };
            msg!(
                message,
                id = view.id.to_string(),
                player = view.seat(color).label(),
                color = crate::game::replies::announce::color_key(color),
            )
        }
        _ => GameView {
            abortable: false,
            ..view.clone()
        }
        .status(),
    }
}

/// The legal move `mv` of `pos` with what it would do, said to the player making it: the
/// mover's own pieces are "your" pieces ("kidnaps your rook from a1 to b2").
fn preview(pos: &Position, mv: Move, seats: Seats<'_>) -> MovePreview {
    let mover = pos.side_to_move();
    let displaced = mv.displacements(pos);
    let effect = both(displaced.iter().map(|d| {
        let owner = if d.piece.color == mover {
            ("yours", Text::new())
        } else {
            other_owner(d.piece.color, seats)
        };
        displaced_clause("web-effect-displaced", d, owner)
    }));
    MovePreview {
        san: pos.san(&mv).to_string(),
        mv,
        displaced,
        effect,
    }
}

/// A challenge as the lobby lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct LobbyChallenge {
    pub id: crate::game::model::ChallengeId,
    /// "alice challenges you: castalia, 10+5, rated".
    pub text: Text,
    /// Whether the viewer may accept it (else it is theirs, to cancel).
    pub incoming: bool,
}

/// What the lobby of a live board shows a user.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Lobby {
    /// Their games in progress, newest first.
    pub mine: Vec<GameView>,
    /// The challenges to them, open ones they may accept, and their own.
    pub challenges: Vec<LobbyChallenge>,
    /// Other games in progress they may watch, newest first (at most `LOBBY_WATCH`).
    pub watch: Vec<GameView>,
}

/// How many games to watch a lobby lists.
pub const LOBBY_WATCH: usize = 12;

/// "castalia, 10+5, rated".
pub fn terms_of(options: &crate::game::model::GameOptions) -> Text {
    msg!(
        "game-terms",
        rules = options.variant.name(),
        time = options.time.text(),
        rated = crate::game::replies::announce::rated_key(options.is_rated()),
    )
}

impl BoardService {
    /// See `GameService::lobby`.
    pub(in crate::game) fn lobby(
        &self,
        ctx: &Context,
        everywhere: bool,
    ) -> Result<Lobby, GameError> {
        let view = |game: &Game| -> Result<GameView, GameError> {
            let record = game.record()?;
            let side = game.color_of(ctx.user).unwrap_or(Color::White);
            Ok(self.views.game_view(game, &record, side))
        };
        let mut mine = Vec::new();
        for game in self.game_repo.active_games_of(ctx.user)? {
            if everywhere || visible(ctx, &game) {
                if let Ok(v) = view(&game) {
                    mine.push(v);
                }
            }
        }
        mine.sort_by_key(|v| std::cmp::Reverse(v.id.0));
        let mut watch = Vec::new();
        let mut here: Vec<Game> = if ctx.guild == GuildId(0) && ctx.site == Site::Console {
            self.game_repo.active_games()?
        } else {
            self.game_repo.active_games_in(ctx.channel)?
        };
        here.sort_by_key(|g| std::cmp::Reverse(g.id.0));
        for game in here {
            if watch.len() >= LOBBY_WATCH {
                break;
            }
            if game.color_of(ctx.user).is_none() && visible(ctx, &game) {
                if let Ok(v) = view(&game) {
                    watch.push(v);
                }
            }
        }
        let mut challenges = Vec::new();
        for c in self.challenge_repo.challenges_in_guild(ctx.guild)? {
            let terms = terms_of(&c.options);
            let mine = c.challenger == ctx.user;
            let to_me = c.challenged == Some(ctx.user);
            let open_here = c.challenged.is_none()
                && !mine
                && (ctx.site == Site::Console || c.channel == ctx.channel);
            let text = if mine {
                match &c.challenged_name {
                    Some(name) => {
                        msg!("web-challenge-yours", player = name.as_str(), terms = terms)
                    }
                    None => msg!("web-challenge-yours-open", terms = terms),
                }
            } else if to_me {
                msg!(
                    "web-challenge-incoming",
                    player = c.challenger_name.as_str(),
                    terms = terms
                )
            } else if open_here {
                msg!(
                    "web-challenge-open",
                    player = c.challenger_name.as_str(),
                    terms = terms
                )
            } else {
                continue;
            };
            challenges.push(LobbyChallenge {
                id: c.id,
                text,
                incoming: !mine,
            });
        }
        Ok(Lobby {
            mine,
            challenges,
            watch,
        })
    }

    /// See `GameService::lobby_challenge`.
    pub(in crate::game) fn lobby_challenge(
        &self,
        ctx: &Context,
        id: crate::game::model::ChallengeId,
    ) -> Result<Option<LobbyChallenge>, GameError> {
        Ok(self
            .lobby(ctx, false)?
            .challenges
            .into_iter()
            .find(|c| c.id == id))
    }
}
