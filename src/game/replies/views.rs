//! What players see: the board reply of a game (status, players, clocks, image), the move
//! list, PGN export, the rules, game lists, stats and leaderboards (`/explain` is `explain`).
//! `ViewService`, over the kernel and where the web board is served (a board says whether it
//! opens in the front end's Activity), shows games to every concern that answers with one.

use crate::explain::explain_png;
use crate::game::commands::command::{Context, UserRef};
use crate::game::error::GameError;
use crate::game::kernel::visible;
use crate::game::kernel::Kernel;
use crate::game::kernel::Repos;
use crate::game::model::{Game, GameId, Seat, TimeControl};
use crate::game::players::web_links::WebLinks;
use crate::game::replies::announce::{outcome_text, seat_name};
use crate::game::replies::reply::{Attachment, GameView, PlayedMove, Reply, ReplyKind, SideView};
use crate::game::replies::text::Text;
use crate::game::store::{ChallengeRepo, GameRepo, PlayerRepo};
use crate::msg;
use crate::render::RenderOptions;
use crate::rules::pgn::{write_pgn, PgnHeaders};
use crate::rules::{Color, GameRecord, Variant};
use std::sync::Arc;

/// How games are shown: the kernel, and where the web board is served.
pub(in crate::game) struct ViewService {
    kernel: Arc<Kernel>,
    player_repo: Arc<dyn PlayerRepo>,
    game_repo: Arc<dyn GameRepo>,
    challenge_repo: Arc<dyn ChallengeRepo>,
    web: Arc<WebLinks>,
}

impl ViewService {
    pub(in crate::game) fn new(
        kernel: Arc<Kernel>,
        repos: &Repos,
        web: Arc<WebLinks>,
    ) -> ViewService {
        ViewService {
            kernel,
            player_repo: repos.players.clone(),
            game_repo: repos.games.clone(),
            challenge_repo: repos.challenges.clone(),
            web,
        }
    }

    /// The standard reply showing a game: what was played, the status, the board image drawn
    /// from `orientation`'s side, and a mention of the person to move.
    pub(in crate::game) fn game_reply(
        &self,
        game: &Game,
        orientation: Color,
    ) -> Result<Reply, GameError> {
        let record = game.record()?;
        let view = self.game_view(game, &record, orientation);
        let mut text = Text::new();
        if let Some(sentence) = view.last_move_sentence() {
            text = text.then(sentence).plain(" ");
        }
        text = text.then(view.status());
        if let Some(deadline) = view.deadline_ms {
            text = text
                .plain(" ")
                .then(msg!("status-deadline", time = Text::new().time(deadline)));
        }
        let image = self.board_image(game, &record, orientation);
        Ok(Reply {
            mentions: view.to_move().into_iter().collect(),
            image,
            game: Some(view),
            ..Reply::new(ReplyKind::Board, text)
        })
    }

    pub(in crate::game) fn game_view(
        &self,
        game: &Game,
        record: &GameRecord,
        orientation: Color,
    ) -> GameView {
        let pos = record.position();
        let side = pos.side_to_move();
        let view_of = |seat: &Seat| SideView {
            seat: seat.clone(),
            rating: seat
                .user()
                .and_then(|id| self.player_repo.player(id).ok().flatten())
                .map(|p| p.stats(game.options.variant).rating),
        };
        GameView {
            id: game.id,
            white: view_of(&game.white),
            black: view_of(&game.black),
            variant: game.options.variant,
            time_control: game.options.time,
            rated: game.options.is_rated(),
            position: pos.clone(),
            last_move: game
                .last_move(record)
                .map(|(before, mv)| PlayedMove::new(&before, mv)),
            outcome: game.outcome,
            aborted: game.aborted,
            abortable: game.is_abortable(),
            draw_offer: game.draw_offer.map(|o| o.by),
            clocks: match game.options.time {
                TimeControl::Clock { .. } => game.live_clocks(side, self.kernel.now()),
                _ => None,
            },
            deadline_ms: game.deadline_ms(side),
            orientation,
            channel: game.channel,
            thread: game.thread,
            tournament: game.tournament,
            version: game.version,
            board_activity: self.web.board_activity(),
        }
    }

    /// The board PNG of a game, with the last move highlighted, and what it displaced drawn
    /// as arrows with a legend (as the explanation picture does).
    pub(in crate::game) fn board_image(
        &self,
        game: &Game,
        record: &GameRecord,
        orientation: Color,
    ) -> Option<Attachment> {
        if !self.kernel.config.images {
            return None;
        }
        let mut opts = self
            .kernel
            .look_from(game, orientation)
            .apply(RenderOptions {
                square_px: self.kernel.config.board_square_px,
                flipped: orientation == Color::Black,
                last_move: game.last_move(record).map(|(_, mv)| mv),
                show_displacements: true,
                header: Some(String::new()),
                ..RenderOptions::default()
            });
        // A board everyone sees speaks the game's language.
        opts.header = Some(players_header(&opts, game, |white, black| {
            msg!(
                "game-picture-header",
                id = game.id.to_string(),
                white = white,
                black = black,
                rules = game.options.variant.name(),
            )
        }));
        match crate::render::render_png(record.position(), &opts) {
            Ok(bytes) => Some(Attachment::picture(
                "board.png",
                bytes,
                board_words(game, record),
            )),
            Err(e) => {
                tracing::error!(game = game.id.0, "cannot draw the board: {e}");
                None
            }
        }
    }

    pub(in crate::game) fn show_board(
        &self,
        ctx: &Context,
        id: Option<GameId>,
        flip: bool,
        text: bool,
    ) -> Result<Reply, GameError> {
        let game = self.kernel.any_game(ctx, id)?;
        if text {
            let words = board_words(&game, &game.record()?);
            return Ok(Reply::private(ReplyKind::Info, words));
        }
        let own_side = game.color_of(ctx.user).unwrap_or(Color::White);
        let orientation = if flip { own_side.opposite() } else { own_side };
        self.game_reply(&game, orientation)
    }

    pub(in crate::game) fn show_moves(
        &self,
        ctx: &Context,
        id: Option<GameId>,
    ) -> Result<Reply, GameError> {
        let game = self.kernel.any_game(ctx, id)?;
        let record = game.record()?;
        let moves = record.movetext();
        let (id, white, black) = (
            game.id.to_string(),
            seat_name(&game.white),
            seat_name(&game.black),
        );
        let text = if moves.is_empty() {
            msg!("game-moves-none", id = id, white = white, black = black)
        } else {
            msg!(
                "game-moves",
                id = id,
                white = white,
                black = black,
                moves = moves
            )
        };
        Ok(Reply::new(ReplyKind::Moves, text))
    }

    pub(in crate::game) fn export_pgn(
        &self,
        ctx: &Context,
        id: Option<GameId>,
    ) -> Result<Reply, GameError> {
        let game = self.kernel.any_game(ctx, id)?;
        let pgn = pgn_text(&game)?;
        Ok(Reply {
            file: Some(Attachment::file(
                format!("castalia-game-{}.pgn", game.id),
                pgn.into_bytes(),
            )),
            ..Reply::new(
                ReplyKind::Pgn,
                msg!(
                    "game-pgn",
                    id = game.id.to_string(),
                    white = seat_name(&game.white),
                    black = seat_name(&game.black),
                ),
            )
        })
    }

    /// The rules in brief, with a worked example (a kidnap and a repulse in one move) drawn
    /// with its legend in `lang`.
    pub(in crate::game) fn rules_reply(&self, lang: crate::i18n::Lang) -> Reply {
        let mut reply = Reply::private(ReplyKind::Info, crate::game::replies::texts::rules());
        if self.kernel.config.images {
            let example = crate::rules::Position::from_fen(
                crate::game::replies::texts::RULES_EXAMPLE_FEN,
                crate::rules::Variant::Castalia,
            );
            let picture = example.ok().and_then(|pos| {
                let mv = pos
                    .parse_uci(crate::game::replies::texts::RULES_EXAMPLE_MOVE)
                    .ok()?;
                let opts = RenderOptions {
                    square_px: 40,
                    lang,
                    ..RenderOptions::default()
                };
                let words = crate::explain::alt_text::move_text(
                    Text::msg("game-rules-example-alt"),
                    &pos,
                    &mv,
                );
                explain_png(&pos, &mv, &opts)
                    .ok()
                    .map(|bytes| Attachment::picture("castalia-example.png", bytes, words))
            });
            reply.file = picture;
        }
        reply
    }

    /// The caller's games in progress here, and the challenges here that wait for them (to
    /// accept or decline) or that they posted (to cancel).
    pub(in crate::game) fn list_games(&self, ctx: &Context) -> Result<Reply, GameError> {
        // Newest first; only games in progress are read, however many the user finished.
        let games = self.game_repo.active_games_of(ctx.user)?;
        let active: Vec<&Game> = games
            .iter()
            .rev()
            // The games of the web board's own place are listed everywhere (played there).
            .filter(|g| {
                !g.is_over() && (visible(ctx, g) || g.site == crate::game::model::Site::Web)
            })
            .collect();
        let challenges = self.challenges_for(ctx)?;
        if active.is_empty() && challenges.is_empty() {
            return Ok(Reply::private(ReplyKind::Games, msg!("games-none")));
        }
        let mut lines = Vec::new();
        if !active.is_empty() {
            lines.push(msg!("games-heading"));
        }
        for g in active {
            // The game, and whose move it is (or that its record is damaged).
            let (message, to_move) = match g.record() {
                Ok(r) => {
                    let side = r.position().side_to_move();
                    if g.color_of(ctx.user) == Some(side) {
                        ("games-line-your-move", Text::new())
                    } else {
                        ("games-line-to-move", seat_name(g.seat(side)))
                    }
                }
                Err(_) => ("games-line-damaged", Text::new()),
            };
            lines.push(msg!(
                message,
                id = g.id.to_string(),
                white = seat_name(&g.white),
                black = seat_name(&g.black),
                rules = g.options.variant.name(),
                player = to_move,
            ));
        }
        if !challenges.is_empty() {
            lines.push(msg!("games-challenges-heading"));
        }
        for c in challenges {
            let terms =
                crate::game::replies::announce::describe_options(&c.options, &c.challenger_name);
            let id = c.id.to_string();
            let challenger = Text::new().player(Some(c.challenger), c.challenger_name.clone());
            let line = if c.challenger == ctx.user {
                match &c.challenged_name {
                    Some(to) => msg!(
                        "games-challenge-from-you",
                        id = id,
                        to = to.as_str(),
                        terms = terms
                    ),
                    None => msg!("games-challenge-from-you-open", id = id, terms = terms),
                }
            } else if c.challenged.is_some() {
                msg!(
                    "games-challenge-to-you",
                    id = id,
                    player = challenger,
                    terms = terms
                )
            } else {
                msg!(
                    "games-challenge-open",
                    id = id,
                    player = challenger,
                    terms = terms
                )
            };
            lines.push(line);
        }
        Ok(Reply::private(ReplyKind::Games, Text::lines(lines)))
    }

    /// The challenges in force here that concern the caller, oldest first: theirs, those
    /// addressed to them, and open ones they may accept.
    fn challenges_for(
        &self,
        ctx: &Context,
    ) -> Result<Vec<crate::game::model::Challenge>, GameError> {
        let now = self.kernel.now();
        // Those of this server only (or, outside servers, of this chat), by their index.
        let here = if ctx.guild == crate::game::model::GuildId(0) {
            self.challenge_repo.challenges_in(ctx.channel)?
        } else {
            self.challenge_repo.challenges_in_guild(ctx.guild)?
        };
        let mut found: Vec<_> = here
            .into_iter()
            .filter(|c| c.expires_ms > now && crate::game::kernel::challenge_here(ctx, c))
            .filter(|c| c.challenger == ctx.user || c.challenged.is_none_or(|u| u == ctx.user))
            .collect();
        found.sort_by_key(|c| c.id);
        Ok(found)
    }

    pub(in crate::game) fn stats(
        &self,
        ctx: &Context,
        user: Option<UserRef>,
    ) -> Result<Reply, GameError> {
        let (id, name) = match user {
            Some(u) => (u.id, u.name),
            None => (ctx.user, ctx.name.clone()),
        };
        let player = self.player_repo.player(id)?.unwrap_or_default();
        let mut lines = Vec::new();
        for variant in Variant::ALL {
            let s = player.stats(variant);
            let all = s.all;
            if all.wins + all.draws + all.losses == 0 {
                continue;
            }
            lines.push(msg!(
                "stats-line",
                rules = variant.name(),
                rating = s.rating.display(),
                wins = all.wins,
                draws = all.draws,
                losses = all.losses,
                rated = s.rated.wins + s.rated.draws + s.rated.losses,
            ));
        }
        if lines.is_empty() {
            lines.push(msg!("stats-none"));
        }
        lines.push(crate::game::course::words::stats_text(
            &self.kernel.config.course,
            &player.course,
        ));
        let text = Text::new()
            .player(Some(id), name)
            .line()
            .then(Text::lines(lines));
        Ok(Reply::new(ReplyKind::Stats, text))
    }

    pub(in crate::game) fn leaderboard(
        &self,
        ctx: &Context,
        variant: Option<Variant>,
    ) -> Result<Reply, GameError> {
        let variant = variant.unwrap_or(self.kernel.config.default_variant);
        // A server lists its members, the console its own players. A direct message is no
        // place of its own: it lists the user and the people they played rated games with.
        // The messages when nobody is listed, and above the list.
        let (empty, heading, rows) = match ctx.site {
            crate::game::commands::command::Site::Server(_) => (
                "leaderboard-empty-server",
                "leaderboard-heading-server",
                self.player_repo
                    .leaderboard(ctx.guild, variant, LEADERBOARD_ROWS)?,
            ),
            crate::game::commands::command::Site::DirectMessage
            | crate::game::commands::command::Site::PrivateChannel => (
                "leaderboard-empty-yours",
                "leaderboard-heading-yours",
                crate::game::store::rank_people(
                    &*self.player_repo,
                    self.rated_opponents(ctx.user)?,
                    variant,
                    LEADERBOARD_ROWS,
                )?,
            ),
            _ => (
                "leaderboard-empty-here",
                "leaderboard-heading-here",
                self.player_repo
                    .leaderboard(ctx.guild, variant, LEADERBOARD_ROWS)?,
            ),
        };
        if rows.is_empty() {
            return Ok(Reply::new(
                ReplyKind::Leaderboard,
                msg!(empty, rules = variant.name()),
            ));
        }
        let lines = rows.iter().enumerate().map(|(i, (id, p))| {
            let s = p.stats(variant);
            msg!(
                "leaderboard-row",
                rank = i + 1,
                player = Text::new().player(Some(*id), p.name.clone()),
                rating = s.rating.display(),
                wins = s.rated.wins,
                draws = s.rated.draws,
                losses = s.rated.losses,
            )
        });
        Ok(Reply::new(
            ReplyKind::Leaderboard,
            Text::lines(std::iter::once(msg!(heading, rules = variant.name())).chain(lines)),
        ))
    }
}

pub(in crate::game) fn pgn_text(game: &Game) -> Result<String, GameError> {
    let record = game.record()?;
    Ok(write_pgn(
        &record,
        game.outcome.as_ref(),
        &pgn_headers(game),
    ))
}

/// A game's board in words (the board picture's alt text, and the text-only board):
/// the game, whose move or how it ended, the last move and what it did, the pieces.
pub(in crate::game) fn board_words(game: &Game, record: &GameRecord) -> Text {
    let ended = game.outcome.as_ref().map(outcome_text);
    msg!(
        "game-board-words",
        id = game.id.to_string(),
        white = seat_name(&game.white),
        black = seat_name(&game.black),
        rules = game.options.variant.name(),
        board = crate::explain::alt_text::board_text(record, ended),
    )
}

/// How many players a leaderboard lists.
const LEADERBOARD_ROWS: usize = 15;

impl ViewService {
    /// `user` and everyone they played a rated game with, once each.
    fn rated_opponents(
        &self,
        user: crate::game::model::UserId,
    ) -> Result<Vec<crate::game::model::UserId>, GameError> {
        let mut people = vec![user];
        for game in self.game_repo.games_of(user)? {
            if !game.options.is_rated() {
                continue;
            }
            for seat in [&game.white, &game.black] {
                if let Some(id) = seat.user().filter(|id| !people.contains(id)) {
                    people.push(id);
                }
            }
        }
        Ok(people)
    }
}

/// The PGN tags of a game besides those its record and outcome give (the same for the export
/// and the review): its number, site, start date, players and `TimeControl` in the PGN
/// standard's form; an aborted game (no result) says `Termination "abandoned"`.
pub(in crate::game) fn pgn_headers(game: &Game) -> PgnHeaders {
    let mut extra = vec![("TimeControl".into(), game.options.time.pgn())];
    if game.aborted.is_some() {
        extra.push(("Termination".into(), "abandoned".into()));
    }
    PgnHeaders {
        event: Some(format!("Castalia bot game #{}", game.id)),
        site: Some(game.site.to_string()),
        date: Some(chrono_date(game.created_ms)),
        white: Some(game.white.name()),
        black: Some(game.black.name()),
        extra,
    }
}

/// `YYYY.MM.DD` (UTC) of a unix time in ms, as PGN's `Date` tag writes it.
fn chrono_date(ms: i64) -> String {
    let days = ms.div_euclid(86_400_000);
    // Civil-from-days (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = if m <= 2 { y + 1 } else { y };
    format!("{y:04}.{m:02}.{d:02}")
}

/// The header line of a picture of `game` (`line` given the two players' names), in the
/// game's language, the names shortened (`render::fit_names`) so that both stay named in the
/// band of a picture drawn with `opts`.
pub(in crate::game) fn players_header(
    opts: &RenderOptions,
    game: &Game,
    line: impl Fn(&str, &str) -> Text,
) -> String {
    let white = seat_name(&game.white).words(game.lang);
    let black = seat_name(&game.black).words(game.lang);
    crate::render::fit_names(opts, &[white.as_str(), black.as_str()], |names| {
        line(&names[0], &names[1]).words(game.lang)
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn dates() {
        assert_eq!(super::chrono_date(0), "1970.01.01");
        assert_eq!(super::chrono_date(1_795_651_200_000), "2026.11.26");
        assert_eq!(crate::game::replies::reply::format_ms(65_000), "1:05");
    }
}
