//! What players see: the board reply of a game (status, players, clocks, image), the move
//! list, PGN export, move explanations, game lists, stats and leaderboards.

use super::command::{Context, UserRef};
use super::error::GameError;
use super::model::{Game, GameId, Seat, TimeControl};
use super::reply::{Attachment, GameView, Reply};
use super::service::GameService;
use crate::explain::{explain_move, explain_png, explain_text};
use crate::render::{RenderOptions, Theme};
use crate::rules::pgn::{write_pgn, PgnHeaders};
use crate::rules::{Color, GameRecord, Variant};

impl GameService {
    /// The standard reply showing a game: status line, mention of the player to move, board image.
    pub(super) fn game_reply(&self, game: &Game, flipped: bool) -> Result<Reply, GameError> {
        let record = game.record()?;
        let view = self.game_view(game, &record, flipped);
        let mut text = String::new();
        if let Some(san) = &view.last_move_san {
            let mover = record.position().side_to_move().opposite();
            text.push_str(&format!("{} played **{san}**. ", game.seat(mover).name()));
        }
        text.push_str(&view.status);
        if let Some(deadline) = view.deadline_unix {
            text.push_str(&format!(" (time runs out <t:{deadline}:R>)"));
        }
        let image = self.board_image(game, &record, flipped);
        Ok(Reply {
            text,
            mentions: view.to_move.into_iter().collect(),
            image,
            game: Some(view),
            ..Reply::default()
        })
    }

    pub(super) fn game_view(&self, game: &Game, record: &GameRecord, flipped: bool) -> GameView {
        let pos = record.position();
        let side = pos.side_to_move();
        let last = game.last_move(record);
        let rating = |seat: &Seat| -> Option<String> {
            let id = seat.user()?;
            let p = self.store.player(id).ok().flatten()?;
            Some(p.stats(game.options.variant).rating.display())
        };
        let status = match &game.outcome {
            Some(outcome) => format!(
                "Game #{} is over: {outcome} ({}).",
                game.id,
                outcome.result()
            ),
            None => {
                let check = if pos.is_check() { " (in check)" } else { "" };
                let clocks = match (&game.clocks, game.options.time) {
                    (Some(c), TimeControl::Clock { .. }) => format!(
                        " Clocks: white {}, black {}.",
                        format_ms(c.white_ms),
                        format_ms(c.black_ms)
                    ),
                    _ => String::new(),
                };
                let mut s = format!(
                    "{} to move{check} ({side}), move {}.{clocks}",
                    game.seat(side).name(),
                    pos.fullmove_number()
                );
                if let Some(offer) = game.draw_offer {
                    s.push_str(&format!(" {} offers a draw.", game.seat(offer.by).name()));
                }
                s
            }
        };
        GameView {
            id: game.id,
            white: game.white.name(),
            black: game.black.name(),
            white_rating: rating(&game.white),
            black_rating: rating(&game.black),
            variant: game.options.variant.name().to_string(),
            time_control: game.options.time.to_string(),
            move_number: pos.fullmove_number(),
            last_move_san: last.as_ref().map(|(p, m)| p.san(m)),
            status,
            fen: pos.fen(),
            last_move_uci: last.map(|(_, m)| m.uci().to_string()),
            over: game.is_over(),
            to_move: if game.is_over() {
                None
            } else {
                game.seat(side).user()
            },
            deadline_unix: game.deadline_ms(side).map(|ms| ms / 1000),
            flipped,
        }
    }

    /// The board PNG of a game, with the last move (and what it displaced) highlighted.
    pub(super) fn board_image(
        &self,
        game: &Game,
        record: &GameRecord,
        flipped: bool,
    ) -> Option<Attachment> {
        if !self.config.images {
            return None;
        }
        let opts = RenderOptions {
            square_px: self.config.board_square_px,
            flipped,
            theme: self.config.board_theme.parse::<Theme>().unwrap_or_default(),
            last_move: game.last_move(record).map(|(_, mv)| mv),
            header: Some(format!(
                "#{}  {}  ({})",
                game.id,
                game.title(),
                game.options.variant
            )),
            ..RenderOptions::default()
        };
        match crate::render::render_png(record.position(), &opts) {
            Ok(bytes) => Some(Attachment {
                name: "board.png".into(),
                bytes,
            }),
            Err(e) => {
                tracing::error!(game = game.id.0, "cannot draw the board: {e}");
                None
            }
        }
    }

    pub(super) fn show_board(
        &self,
        ctx: &Context,
        id: Option<GameId>,
        flip: bool,
    ) -> Result<Reply, GameError> {
        let game = self.any_game(ctx, id)?;
        let black_view = game.color_of(ctx.user) == Some(Color::Black);
        self.game_reply(&game, black_view != flip)
    }

    pub(super) fn show_moves(&self, ctx: &Context, id: Option<GameId>) -> Result<Reply, GameError> {
        let game = self.any_game(ctx, id)?;
        let record = game.record()?;
        let text = record.movetext();
        Ok(Reply::text(format!(
            "Game #{} ({}): {}",
            game.id,
            game.title(),
            if text.is_empty() {
                "no moves yet".to_string()
            } else {
                text
            }
        )))
    }

    pub(super) fn pgn_text(&self, game: &Game) -> Result<String, GameError> {
        let record = game.record()?;
        let date = chrono_date(game.created_ms);
        Ok(write_pgn(
            &record,
            game.outcome.as_ref(),
            &PgnHeaders {
                event: Some(format!("Castalia bot game #{}", game.id)),
                site: Some("Discord".into()),
                date: Some(date),
                white: Some(game.white.name()),
                black: Some(game.black.name()),
                extra: vec![("TimeControl".into(), game.options.time.to_string())],
            },
        ))
    }

    pub(super) fn export_pgn(&self, ctx: &Context, id: Option<GameId>) -> Result<Reply, GameError> {
        let game = self.any_game(ctx, id)?;
        let pgn = self.pgn_text(&game)?;
        Ok(Reply {
            text: format!("PGN of game #{} ({}).", game.id, game.title()),
            file: Some(Attachment {
                name: format!("castalia-game-{}.pgn", game.id),
                bytes: pgn.into_bytes(),
            }),
            ..Reply::default()
        })
    }

    /// Explains a move in words and pictures: the last move by default, or one typed (in the
    /// current position; an illegal one is answered with why it is illegal).
    pub(super) fn explain(
        &self,
        ctx: &Context,
        id: Option<GameId>,
        text: Option<&str>,
    ) -> Result<Reply, GameError> {
        let game = self.any_game(ctx, id)?;
        let record = game.record()?;
        let (pos, mv) = match text {
            Some(t) => {
                let pos = record.position().clone();
                match explain_text(&pos, t) {
                    Ok(explanation) => (pos, explanation.mv),
                    Err(why) => return Ok(Reply::private(why.sentences().join("\n"))),
                }
            }
            None => game.last_move(&record).ok_or(GameError::NothingPending(
                "explain yet: no move has been played; name one, e.g. `/explain Cd5`",
            ))?,
        };
        let explanation = explain_move(&pos, &mv);
        let picture = if self.config.images {
            let opts = RenderOptions {
                square_px: self.config.board_square_px.min(48),
                theme: self.config.board_theme.parse::<Theme>().unwrap_or_default(),
                flipped: game.color_of(ctx.user) == Some(crate::rules::Color::Black),
                ..RenderOptions::default()
            };
            match explain_png(&pos, &mv, &opts) {
                Ok(bytes) => Some(Attachment {
                    name: "explain.png".into(),
                    bytes,
                }),
                Err(e) => {
                    tracing::error!("cannot draw the explanation: {e}");
                    None
                }
            }
        } else {
            None
        };
        Ok(Reply {
            text: explanation.to_string(),
            file: picture,
            ..Reply::default()
        })
    }

    /// The rules in brief, with a worked example (a kidnap and a repulse in one move) drawn.
    pub(super) fn rules_reply(&self) -> Reply {
        let mut reply = Reply::private(super::texts::RULES);
        if self.config.images {
            let example = crate::rules::Position::from_fen(
                super::texts::RULES_EXAMPLE_FEN,
                crate::rules::Variant::Castalia,
            );
            let picture = example.ok().and_then(|pos| {
                let mv = pos.parse_uci(super::texts::RULES_EXAMPLE_MOVE).ok()?;
                let opts = RenderOptions {
                    square_px: 40,
                    ..RenderOptions::default()
                };
                explain_png(&pos, &mv, &opts).ok()
            });
            reply.file = picture.map(|bytes| Attachment {
                name: "castalia-example.png".into(),
                bytes,
            });
        }
        reply
    }

    pub(super) fn list_games(&self, ctx: &Context) -> Result<Reply, GameError> {
        let games = self.store.games_of(ctx.user)?;
        let active: Vec<&Game> = games.iter().filter(|g| !g.is_over()).collect();
        if active.is_empty() {
            return Ok(Reply::private(
                "You have no game in progress. Start one with `/challenge @someone` or `/play level:3`.",
            ));
        }
        let lines: Vec<String> = active
            .iter()
            .map(|g| {
                let turn = g
                    .record()
                    .map(|r| {
                        let side = r.position().side_to_move();
                        if g.color_of(ctx.user) == Some(side) {
                            "your move".to_string()
                        } else {
                            format!("{} to move", g.seat(side).name())
                        }
                    })
                    .unwrap_or_else(|_| "damaged record".into());
                format!("#{} {} ({}, {turn})", g.id, g.title(), g.options.variant)
            })
            .collect();
        Ok(Reply::private(format!("Your games:\n{}", lines.join("\n"))))
    }

    pub(super) fn stats(&self, ctx: &Context, user: Option<UserRef>) -> Result<Reply, GameError> {
        let (id, name) = match user {
            Some(u) => (u.id, u.name),
            None => (ctx.user, ctx.name.clone()),
        };
        let player = self.store.player(id)?.unwrap_or_default();
        let mut lines = vec![format!("**{name}**")];
        for variant in Variant::ALL {
            let s = player.stats(variant);
            let all = s.all;
            if all.wins + all.draws + all.losses == 0 {
                continue;
            }
            lines.push(format!(
                "{variant}: rating {} · {} wins, {} draws, {} losses ({} rated games)",
                s.rating.display(),
                all.wins,
                all.draws,
                all.losses,
                s.rated.wins + s.rated.draws + s.rated.losses
            ));
        }
        if lines.len() == 1 {
            lines.push("No finished games yet.".into());
        }
        Ok(Reply::text(lines.join("\n")))
    }

    pub(super) fn leaderboard(
        &self,
        ctx: &Context,
        variant: Option<&str>,
    ) -> Result<Reply, GameError> {
        let variant = match variant {
            Some(v) => v
                .parse::<Variant>()
                .map_err(|e| GameError::BadOption(e.to_string()))?,
            None => self.config.default_variant,
        };
        let mut rows = Vec::new();
        for id in self.store.members(ctx.guild)? {
            if let Some(p) = self.store.player(id)? {
                let s = p.stats(variant);
                if s.rated.wins + s.rated.draws + s.rated.losses > 0 {
                    rows.push((s.rating, p.name.clone(), s.rated));
                }
            }
        }
        rows.sort_by(|a, b| b.0.rating.total_cmp(&a.0.rating));
        if rows.is_empty() {
            return Ok(Reply::text(format!(
                "No rated {variant} games on this server yet. Challenge someone with `/challenge @someone`."
            )));
        }
        let lines: Vec<String> = rows
            .iter()
            .take(15)
            .enumerate()
            .map(|(i, (r, name, s))| {
                format!(
                    "{}. **{name}** {} ({}W {}D {}L)",
                    i + 1,
                    r.display(),
                    s.wins,
                    s.draws,
                    s.losses
                )
            })
            .collect();
        Ok(Reply::text(format!(
            "Leaderboard ({variant}):\n{}",
            lines.join("\n")
        )))
    }
}

/// `YYYY.MM.DD` of a unix-ms timestamp (UTC).
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

/// "4:05", "1:02:03", "0:00".
pub fn format_ms(ms: i64) -> String {
    let secs = ms.max(0) / 1000;
    let (h, m, s) = (secs / 3600, (secs / 60) % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn dates() {
        assert_eq!(super::chrono_date(0), "1970.01.01");
        assert_eq!(super::chrono_date(1_795_651_200_000), "2026.11.26");
        assert_eq!(super::format_ms(65_000), "1:05");
    }
}
