//! What tournament replies show: the announcement, pairings, standings (text and the table
//! drawn as a picture), the list of a server's tournaments, the podium, and the tournament as
//! a FIDE TRF-16 report.

use crate::game::commands::command::Context;
use crate::game::model::{Game, Tournament, TournamentState, UserId};
use crate::game::replies::reply::{Reply, ReplyKind, TournamentView};
use crate::game::replies::text::Text;
use crate::render::table::Table;
use crate::tournament::standings::{half_text, standings};
use crate::tournament::{BoardResult, ByeKind, Kind};

/// The typed view front ends add buttons to.
pub fn view(t: &Tournament) -> TournamentView {
    TournamentView {
        id: t.id,
        name: t.name.clone(),
        state: t.state,
        players: t.event.entrants.iter().filter(|e| !e.withdrawn).count(),
        joinable: match t.state {
            TournamentState::Open => true,
            TournamentState::Running => !matches!(t.event.kind, Kind::RoundRobin { .. }),
            _ => false,
        },
        starts_ms: t.starts_ms,
        channel: t.channel,
    }
}

/// "Swiss, 5 rounds · castalia · 10+5 · rated".
pub fn summary(t: &Tournament) -> String {
    let length = match t.event.kind {
        Kind::Arena { minutes, berserk } => format!(
            "Arena, {minutes} minutes{}",
            if berserk { ", berserk allowed" } else { "" }
        ),
        Kind::Swiss { rounds: 1 } => "Swiss, 1 round".to_string(),
        Kind::Swiss { rounds } => format!("Swiss, {rounds} rounds"),
        Kind::RoundRobin { double: false } => "Round robin".to_string(),
        Kind::RoundRobin { double: true } => "Double round robin".to_string(),
    };
    let band = t
        .band
        .map_or(String::new(), |(lo, hi)| format!(" · rated {lo}-{hi} only"));
    format!(
        "{length} · {} · {} · {}{band}",
        t.options.variant,
        time_text(t),
        if t.options.is_rated() {
            "rated"
        } else {
            "casual"
        }
    )
}

fn time_text(t: &Tournament) -> String {
    use crate::game::model::TimeControl;
    match t.options.time {
        TimeControl::Unlimited => "no clock".into(),
        TimeControl::Correspondence { days_per_move } => format!("{days_per_move} days a move"),
        TimeControl::Clock {
            initial_secs,
            increment_secs,
        } => format!("{}+{increment_secs}", initial_secs / 60),
    }
}

/// The reply to `/tournament create`.
pub fn announcement(t: &Tournament, ctx: &Context, now: i64) -> Reply {
    let mut text = Text::new()
        .strong(format!("Tournament #{}: {}", t.id, t.name))
        .line()
        .plain(format!("{}. Created by ", summary(t)))
        .player(Some(ctx.user), ctx.name.clone())
        .plain(".")
        .line();
    let window = i64::from(super::commands::JOIN_WINDOW_MINUTES) * 60_000;
    if t.starts_ms <= now + window {
        text = text.plain(format!(
            "Open now; it starts within {} minutes. Join at once with ",
            super::commands::JOIN_WINDOW_MINUTES
        ));
    } else {
        text = text
            .plain("Starts ")
            .time(t.starts_ms)
            .plain(". Join with ");
    }
    text = text
        .code("/tournament join")
        .plain(" (or the Join button); the creator may start it early with ")
        .code("/tournament start")
        .plain(".");
    let mut reply = Reply::new(ReplyKind::TournamentCreated, text);
    reply.tournament = Some(view(t));
    reply
}

fn name_of(t: &Tournament, no: u32) -> String {
    t.event
        .entrant(no)
        .map_or_else(|| format!("#{no}"), |e| e.name.clone())
}

/// A round's pairings (the last by default; an arena: the games going on).
pub fn pairings_reply(t: &Tournament, round: Option<u32>, kind: ReplyKind) -> Reply {
    let title = if kind == ReplyKind::TournamentStarted {
        format!("Tournament #{}: {} has started!", t.id, t.name)
    } else {
        format!("Tournament #{}: {}", t.id, t.name)
    };
    let mut text = Text::new().strong(title);
    if t.event.kind.is_arena() {
        let going: Vec<String> = t
            .event
            .boards()
            .filter(|b| b.result.is_none())
            .map(|b| board_line(t, b))
            .collect();
        text = text.line().plain(if going.is_empty() {
            "No games going on now.".to_string()
        } else {
            format!("Games going on:\n{}", going.join("\n"))
        });
    } else {
        let number = round.unwrap_or(t.event.rounds.len() as u32);
        match t.event.rounds.iter().find(|r| r.number == number) {
            None if t.event.rounds.is_empty() => {
                text = text
                    .line()
                    .plain("Not paired yet: round 1 is paired at the start.");
            }
            None => {
                text = text.line().plain(format!(
                    "There is no round {number}: rounds 1 to {} are paired.",
                    t.event.rounds.len()
                ));
            }
            Some(r) => {
                let total = match t.event.kind {
                    Kind::Swiss { rounds } => rounds,
                    Kind::RoundRobin { double } => {
                        crate::tournament::berger::rounds(t.event.entrants.len() as u32, double)
                    }
                    Kind::Arena { .. } => 0,
                };
                text = text.line().plain(format!("Round {} of {total}", r.number));
                for (i, b) in r.boards.iter().enumerate() {
                    text = text
                        .line()
                        .plain(format!("Board {}: {}", i + 1, board_line(t, b)));
                }
                for (p, kind) in &r.byes {
                    let what = match kind {
                        ByeKind::Pairing => "bye (1 point)",
                        ByeKind::Half => "bye (half a point)",
                        ByeKind::Zero => "not paired",
                    };
                    text = text.line().plain(format!("{}: {what}", name_of(t, *p)));
                }
            }
        }
    }
    let mut reply = Reply::new(kind, text);
    reply.tournament = Some(view(t));
    reply
}

/// "alice - bob (game #12)", "alice 1-0 bob (game #12)".
fn board_line(t: &Tournament, b: &crate::tournament::Board) -> String {
    let game = b.game.map_or(String::new(), |g| format!(" (game #{g})"));
    let score = b.result.map_or("-", BoardResult::score);
    format!(
        "{} {score} {}{game}",
        name_of(t, b.white),
        name_of(t, b.black)
    )
}

/// The standings as a table (for the picture).
pub fn table(t: &Tournament) -> Table {
    let arena = t.event.kind.is_arena();
    let lines = standings(&t.event);
    let columns: Vec<String> = if arena {
        ["#", "Player", "Rating", "Points", "Games"]
            .map(String::from)
            .to_vec()
    } else {
        ["#", "Player", "Rating", "Points", "BH-1", "BH", "SB", "DE"]
            .map(String::from)
            .to_vec()
    };
    let rows = lines
        .iter()
        .map(|s| {
            let name = if s.withdrawn {
                format!("{} (withdrew)", s.name)
            } else {
                s.name.clone()
            };
            if arena {
                vec![
                    s.rank.to_string(),
                    name,
                    s.rating.to_string(),
                    s.points.to_string(),
                    s.games.to_string(),
                ]
            } else {
                vec![
                    s.rank.to_string(),
                    name,
                    s.rating.to_string(),
                    half_text(s.points),
                    half_text(s.buchholz_cut1),
                    half_text(s.buchholz),
                    quarter_text(s.sonneborn_berger),
                    half_text(s.direct),
                ]
            }
        })
        .collect();
    let state = match t.state {
        TournamentState::Open => "open".to_string(),
        TournamentState::Running if arena => "running".to_string(),
        TournamentState::Running => match finished_rounds(t) {
            0 => "round 1 in play".to_string(),
            n => format!("after round {n}"),
        },
        TournamentState::Finished => "final".to_string(),
        TournamentState::Cancelled => "called off".to_string(),
    };
    Table {
        title: format!("#{} {} · standings ({state})", t.id, t.name),
        columns,
        rows,
        fire: lines.iter().map(|s| s.fire).collect(),
    }
}

fn finished_rounds(t: &Tournament) -> usize {
    t.event.rounds.iter().filter(|r| r.finished()).count()
}

/// Sonneborn-Berger in quarter points (a draw against a player on ½ adds ¼): "2¾", "¼", "3".
fn quarter_text(q: u32) -> String {
    let fraction = ["", "¼", "½", "¾"][(q % 4) as usize];
    match q / 4 {
        0 if !fraction.is_empty() => fraction.to_string(),
        n => format!("{n}{fraction}"),
    }
}

/// The standings in words (the picture shows the same).
pub fn standings_reply(t: &Tournament, kind: ReplyKind) -> Reply {
    let table = table(t);
    let mut text = Text::new().strong(table.title.clone());
    if table.rows.is_empty() {
        text = text.line().plain("Nobody has joined yet.");
    }
    for (row, fire) in table.rows.iter().zip(&table.fire) {
        let points = |p: &str| {
            if p == "1" {
                "1 point".to_string()
            } else {
                format!("{p} points")
            }
        };
        let extra = if t.event.kind.is_arena() {
            points(&row[3])
        } else {
            format!(
                "{}, Buchholz cut 1 {}, Buchholz {}, Sonneborn-Berger {}",
                points(&row[3]),
                row[4],
                row[5],
                row[6]
            )
        };
        let streak = if *fire { " (on fire)" } else { "" };
        text = text.line().plain(format!(
            "{}. {} ({}): {extra}{streak}",
            row[0], row[1], row[2]
        ));
    }
    let mut reply = Reply::new(kind, text);
    reply.tournament = Some(view(t));
    reply
}

/// The podium: the first three with their scores.
pub fn podium_text(t: &Tournament) -> Text {
    let lines = standings(&t.event);
    let arena = t.event.kind.is_arena();
    let mut text = Text::new()
        .strong(format!("Tournament #{} ({}) is over!", t.id, t.name))
        .line();
    for (place, s) in lines.iter().take(3).enumerate() {
        let medal = ["First", "Second", "Third"][place];
        text = text
            .plain(format!("{medal}: "))
            .player(
                Some(UserId(t.event.entrant(s.no).map_or(0, |e| e.user))),
                s.name.clone(),
            )
            .plain(format!(
                " with {} point{}",
                s.score_text(arena),
                if s.score_text(arena) == "1" { "" } else { "s" }
            ))
            .line();
    }
    text.plain(format!("{} players took part. ", lines.len()))
        .code("/tournament standings")
        .plain(format!(" id:{} shows the whole table.", t.id))
}

/// The message of a new tournament game.
pub fn game_start_text(t: &Tournament, round: usize, game: &Game) -> Text {
    let when = if t.event.kind.is_arena() {
        String::new()
    } else {
        format!(", round {}", round + 1)
    };
    Text::new()
        .strong(format!("Tournament #{} ({}){when}", t.id, t.name))
        .plain(": ")
        .player(game.white.user(), game.white.name())
        .plain(" (white) vs ")
        .player(game.black.user(), game.black.name())
        .plain(format!(" (black), game #{}. Good luck!", game.id))
}

/// "Game #12 ended: ann 1-0 ben." (the line above the standings after a game; a forfeit as
/// "+--" or "--+").
pub fn result_line(game: &Game, result: BoardResult) -> Text {
    Text::new()
        .plain(format!("Game #{} ended: ", game.id))
        .player(game.white.user(), game.white.name())
        .plain(format!(" {} ", result.score()))
        .player(game.black.user(), game.black.name())
        .plain(".")
}

/// `/tournament list`.
pub fn list_reply(all: &[Tournament]) -> Reply {
    let mut text = Text::new().strong("Tournaments here");
    let mut shown = 0;
    for t in all.iter().rev().take(10) {
        let state = match t.state {
            TournamentState::Open => "open".to_string(),
            TournamentState::Running => "running".to_string(),
            TournamentState::Finished => "finished".to_string(),
            TournamentState::Cancelled => "called off".to_string(),
        };
        let players = t.event.entrants.iter().filter(|e| !e.withdrawn).count();
        text = text.line().plain(format!(
            "#{} {} ({state}, {players} players): {}",
            t.id,
            t.name,
            summary(t)
        ));
        shown += 1;
    }
    if shown == 0 {
        text = text
            .line()
            .plain("None yet. ")
            .code("/tournament create kind:arena minutes:30 time:3+2 start:10m")
            .plain(" makes one.");
    }
    Reply::private(ReplyKind::Info, text)
}

/// The tournament as a FIDE TRF-16 report.
pub fn trf(t: &Tournament) -> String {
    super::swiss::trf_report(&t.event, &t.name, total_rounds(t))
}

pub fn total_rounds(t: &Tournament) -> u32 {
    match t.event.kind {
        Kind::Swiss { rounds } => rounds,
        Kind::RoundRobin { double } => {
            crate::tournament::berger::rounds(t.event.entrants.len() as u32, double)
        }
        Kind::Arena { .. } => t.event.rounds.len() as u32,
    }
}

/// When a tournament is expected to end (unix ms), for calendars: an arena at its time; a
/// Swiss or round robin after its rounds, each taken as one game of 40 moves a side (on the
/// clock: all of both clocks; correspondence: half of each move's allowance; no clock: an
/// hour) plus a minute between rounds. A round robin not yet started is counted
/// with its players so far (at least three).
pub fn expected_end_ms(t: &Tournament) -> i64 {
    use crate::game::model::TimeControl;
    let start = t.started_ms.unwrap_or(t.starts_ms);
    if let Kind::Arena { minutes, .. } = t.event.kind {
        return t.ends_ms.unwrap_or(start + i64::from(minutes) * 60_000);
    }
    let game_ms: i64 = match t.options.time {
        TimeControl::Clock {
            initial_secs,
            increment_secs,
        } => 2 * (i64::from(initial_secs) + 40 * i64::from(increment_secs)) * 1000,
        TimeControl::Correspondence { days_per_move } => {
            40 * i64::from(days_per_move) * 86_400_000 / 2
        }
        TimeControl::Unlimited => 60 * 60_000,
    };
    let rounds = match t.event.kind {
        Kind::RoundRobin { double } => {
            crate::tournament::berger::rounds((t.event.entrants.len() as u32).max(3), double)
        }
        _ => total_rounds(t),
    };
    start + i64::from(rounds.max(1)) * (game_ms + 60_000)
}

#[cfg(test)]
mod tests {
    use super::quarter_text;

    #[test]
    fn quarter_points_read_as_fractions() {
        let shown: Vec<String> = [0, 1, 2, 3, 4, 5, 11]
            .into_iter()
            .map(quarter_text)
            .collect();
        assert_eq!(shown, ["0", "¼", "½", "¾", "1", "1¼", "2¾"]);
    }
}
