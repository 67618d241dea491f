//! What a tournament's messages carry besides words: the standings table as a picture, and at
//! the end the podium card and the PGN file of all its games.

use super::views;
use crate::game::error::GameError;
use crate::game::kernel::Kernel;
use crate::game::model::{GameId, Tournament, TournamentState};
use crate::game::replies::reply::{Attachment, Reply, ReplyKind};
use crate::game::replies::views::pgn_headers;
use crate::i18n::{Arg, Lang, Text};
use crate::msg;
use crate::render::podium::{podium_png, Podium};
use crate::rules::pgn::write_pgn;
use crate::tournament::standings::{standings, Standing};

/// The standings (text and picture) of a tournament.
pub(in crate::game) fn standings_reply(kernel: &Kernel, t: &Tournament, kind: ReplyKind) -> Reply {
    let mut reply = views::standings_reply(t, kind);
    if kernel.config.images {
        let lang = t.lang;
        match crate::render::table::standings_png(&views::table(t, lang)) {
            Ok(bytes) => {
                let words = msg!(
                    "tournament-standings-picture",
                    standings = reply.text.clone()
                );
                reply.image = Some(Attachment::picture(
                    format!("tournament-{}-standings.png", t.id),
                    bytes,
                    words,
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
pub(in crate::game) fn notice_reply(kernel: &Kernel, t: &Tournament, kind: ReplyKind) -> Reply {
    if kind == ReplyKind::TournamentStandings {
        return standings_reply(kernel, t, kind);
    }
    if kind != ReplyKind::TournamentOver || t.state != TournamentState::Finished {
        return views::standings_reply(t, kind);
    }
    let mut reply = views::standings_reply(t, kind);
    if kernel.config.images {
        let lang = t.lang;
        match podium_png(&podium(t, lang)) {
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
    match tournament_pgn(kernel, t) {
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
pub(in crate::game) fn tournament_pgn(
    kernel: &Kernel,
    t: &Tournament,
) -> Result<String, GameError> {
    let mut out = String::new();
    for round in &t.event.rounds {
        for (board, pairing) in round.boards.iter().enumerate() {
            let Some(id) = pairing.game else {
                continue;
            };
            let game = kernel.load_game(GameId(id))?;
            let mut headers = pgn_headers(&game);
            let event = name_and_number(t).words(t.lang);
            headers.event = Some(event);
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
/// "Winter Swiss (tournament #3)".
fn name_and_number(t: &Tournament) -> Text {
    msg!(
        "tournament-name-and-number",
        name = t.name.as_str(),
        id = t.id.to_string()
    )
}

/// The podium card of a finished tournament: its first three, in `lang`'s words.
pub fn podium(t: &Tournament, lang: Lang) -> Podium {
    let arena = t.event.kind.is_arena();
    let lines = standings(&t.event);
    let (count, withdrew) = views::headcount(t);
    Podium {
        title: name_and_number(t).words(lang),
        subtitle: msg!(
            "tournament-podium-subtitle",
            summary = views::summary(t),
            count = count,
            withdrew = withdrew
        )
        .words(lang),
        places: lines
            .iter()
            .take(3)
            .map(|s| (s.name.clone(), score(s, arena).words(lang)))
            .collect(),
    }
}

/// "2½ points".
fn score(s: &Standing, arena: bool) -> Text {
    let points = if arena {
        f64::from(s.points)
    } else {
        f64::from(s.points) / 2.0
    };
    msg!(
        "tournament-podium-score",
        score = s.score_text(arena),
        points = points
    )
}

/// The podium card in words: "The podium of Winter Swiss (tournament #1): first erin, 2
/// points; second dave, 2 points; third alice, 1 point."
fn podium_words(t: &Tournament) -> Text {
    let arena = t.event.kind.is_arena();
    let mut places = Text::new();
    for (place, s) in standings(&t.event).iter().take(3).enumerate() {
        if place > 0 {
            places = places.plain("; ");
        }
        places = places.then(msg!(
            "tournament-podium-words-place",
            place = Arg::key(views::place_key(place)),
            name = s.name.as_str(),
            score = score(s, arena)
        ));
    }
    msg!(
        "tournament-podium-words",
        title = name_and_number(t),
        places = places
    )
}
