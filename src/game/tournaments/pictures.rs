//! What a tournament's messages carry besides words: the standings table as a picture, and at
//! the end the podium card and the PGN file of all its games.

use super::views;
use crate::game::error::GameError;
use crate::game::model::{GameId, Tournament, TournamentState};
use crate::game::replies::reply::{Attachment, Reply, ReplyKind};
use crate::game::replies::views::pgn_headers;
use crate::game::service::GameService;
use crate::render::podium::{podium_png, Podium};
use crate::rules::pgn::write_pgn;
use crate::tournament::standings::standings;

impl GameService {
    /// The standings (text and picture) of a tournament.
    pub(in crate::game) fn standings_reply(&self, t: &Tournament, kind: ReplyKind) -> Reply {
        let mut reply = views::standings_reply(t, kind);
        if self.config.images {
            match crate::render::table::standings_png(&views::table(t)) {
                Ok(bytes) => {
                    reply.image = Some(Attachment::picture(
                        format!("tournament-{}-standings.png", t.id),
                        bytes,
                        format!("The standings table. {}", reply.text),
                    ))
                }
                Err(e) => tracing::error!(tournament = t.id.0, "cannot draw the standings: {e}"),
            }
        }
        reply
    }

    /// A tournament notice's reply with its files made now: at the end of a finished
    /// tournament the podium card and the PGN of its games; the standings table with the
    /// standings; nothing more with the others (the reminder, the start, a round's pairings:
    /// their words say it all, and the standings message shows the table).
    pub(in crate::game) fn tournament_notice_reply(
        &self,
        t: &Tournament,
        kind: ReplyKind,
    ) -> Reply {
        if kind == ReplyKind::TournamentStandings {
            return self.standings_reply(t, kind);
        }
        if kind != ReplyKind::TournamentOver || t.state != TournamentState::Finished {
            return views::standings_reply(t, kind);
        }
        let mut reply = views::standings_reply(t, kind);
        if self.config.images {
            match podium_png(&podium(t)) {
                Ok(bytes) => {
                    reply.image = Some(Attachment::picture(
                        format!("tournament-{}-podium.png", t.id),
                        bytes,
                        podium_words(t),
                    ))
                }
                Err(e) => tracing::error!(tournament = t.id.0, "cannot draw the podium: {e}"),
            }
        }
        match self.tournament_pgn(t) {
            Ok(pgn) => {
                reply.file = Some(Attachment::file(
                    format!("castalia-tournament-{}.pgn", t.id),
                    pgn.into_bytes(),
                ))
            }
            Err(e) => tracing::error!(tournament = t.id.0, "cannot write the PGN: {e}"),
        }
        reply
    }

    /// Every game of a tournament as one PGN file, in the order they were paired: `Event` the
    /// tournament, `Round` the round and board (`-` in an arena, as on lichess).
    pub(in crate::game) fn tournament_pgn(&self, t: &Tournament) -> Result<String, GameError> {
        let mut out = String::new();
        for round in &t.event.rounds {
            for (board, pairing) in round.boards.iter().enumerate() {
                let Some(id) = pairing.game else {
                    continue;
                };
                let game = self.load_game(GameId(id))?;
                let mut headers = pgn_headers(&game);
                headers.event = Some(format!("{} (tournament #{})", t.name, t.id));
                let number = if t.event.kind.is_arena() {
                    "-".to_string()
                } else {
                    format!("{}.{}", round.number, board + 1)
                };
                headers.extra.push(("Round".into(), number));
                if !out.is_empty() {
                    out.push('\n');
                }
                out.push_str(&write_pgn(&game.record()?, game.outcome.as_ref(), &headers));
            }
        }
        Ok(out)
    }
}

/// The podium card of a finished tournament: its first three.
pub fn podium(t: &Tournament) -> Podium {
    let arena = t.event.kind.is_arena();
    let lines = standings(&t.event);
    Podium {
        title: format!("{} (tournament #{})", t.name, t.id),
        subtitle: format!("{} · {} players", views::summary(t), lines.len()),
        places: lines
            .iter()
            .take(3)
            .map(|s| {
                let score = s.score_text(arena);
                let unit = if score == "1" { "point" } else { "points" };
                (s.name.clone(), format!("{score} {unit}"))
            })
            .collect(),
    }
}

/// The podium card in words: "The podium of Winter Swiss (tournament #1): first erin, 2
/// points; second dave, 2 points; third alice, 1 point."
fn podium_words(t: &Tournament) -> String {
    let card = podium(t);
    let places: Vec<String> = ["first", "second", "third"]
        .iter()
        .zip(&card.places)
        .map(|(place, (name, score))| format!("{place} {name}, {score}"))
        .collect();
    format!("The podium of {}: {}.", card.title, places.join("; "))
}
