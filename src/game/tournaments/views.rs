//! What tournament replies show: the announcement, pairings, standings (text and the table
//! drawn as a picture), the list of a server's tournaments, the podium, and the tournament as
//! a FIDE TRF-16 report.

use crate::game::commands::command::Context;
use crate::game::model::{Game, Tournament, TournamentState, UserId};
use crate::game::replies::reply::{Reply, ReplyKind, TournamentView};
use crate::game::replies::text::{Arg, Text};
use crate::i18n::Lang;
use crate::msg;
use crate::render::table::Table;
use crate::tournament::standings::{half_text, standings, Standing};
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

/// How many players a tournament has, as every count of it says: everyone who joined (those
/// who left before the start are no longer entrants) and how many of them withdrew once it
/// had started ("5 players, 1 withdrew" in the list, on the podium and when someone joins).
pub fn headcount(t: &Tournament) -> (usize, usize) {
    let withdrew = t.event.entrants.iter().filter(|e| e.withdrawn).count();
    (t.event.entrants.len(), withdrew)
}

/// "Swiss, 5 rounds · castalia · 10+5 · rated".
pub fn summary(t: &Tournament) -> Text {
    let length = match t.event.kind {
        Kind::Arena {
            minutes,
            berserk: true,
        } => msg!("tournament-length-arena-berserk", minutes = minutes),
        Kind::Arena { minutes, .. } => msg!("tournament-length-arena", minutes = minutes),
        Kind::Swiss { rounds } => msg!("tournament-length-swiss", rounds = rounds),
        Kind::RoundRobin { double: false } => Text::msg("tournament-length-round-robin"),
        Kind::RoundRobin { double: true } => Text::msg("tournament-length-double-round-robin"),
    };
    let rated = Arg::key(if t.options.is_rated() { "yes" } else { "no" });
    match t.band {
        Some((low, high)) => msg!(
            "tournament-summary-band",
            length = length,
            rules = t.options.variant.name(),
            time = time_text(t),
            rated = rated,
            low = low,
            high = high
        ),
        None => msg!(
            "tournament-summary",
            length = length,
            rules = t.options.variant.name(),
            time = time_text(t),
            rated = rated
        ),
    }
}

fn time_text(t: &Tournament) -> Text {
    use crate::game::model::TimeControl;
    match t.options.time {
        TimeControl::Unlimited => Text::msg("tournament-time-none"),
        TimeControl::Correspondence { days_per_move } => {
            msg!("tournament-time-days", days = days_per_move)
        }
        TimeControl::Clock {
            initial_secs,
            increment_secs,
        } => Text::from(format!("{}+{increment_secs}", initial_secs / 60)),
    }
}

/// "Tournament #3: Winter Swiss", strong.
fn title(t: &Tournament) -> Text {
    msg!(
        "tournament-title",
        id = t.id.to_string(),
        name = t.name.as_str()
    )
}

/// The reply to `/tournament create`.
pub fn announcement(t: &Tournament, ctx: &Context, now: i64) -> Reply {
    let mut text = title(t)
        .line()
        .then(msg!(
            "tournament-created-by",
            summary = summary(t),
            player = Text::new().player(Some(ctx.user), ctx.name.clone())
        ))
        .line();
    let window = i64::from(super::JOIN_WINDOW_MINUTES) * 60_000;
    text = text.then(if t.starts_ms <= now + window {
        msg!("tournament-join-now", minutes = super::JOIN_WINDOW_MINUTES)
    } else {
        msg!(
            "tournament-join-later",
            time = Text::new().time(t.starts_ms)
        )
    });
    let mut reply = Reply::new(ReplyKind::TournamentCreated, text);
    reply.tournament = Some(view(t));
    reply
}

fn name_of(t: &Tournament, no: u32) -> String {
    t.event
        .entrant(no)
        .map_or_else(|| format!("#{no}"), |e| e.name.clone())
}

/// The answer to `/tournament start`: it started, and its first round (or arena) is posted
/// for its players (the pairings themselves go through the outbox, with their mentions).
pub fn started_reply(t: &Tournament) -> Reply {
    let mut text = msg!(
        "tournament-started-title",
        id = t.id.to_string(),
        name = t.name.as_str()
    );
    if let Some(r) = t.event.rounds.last().filter(|_| !t.event.kind.is_arena()) {
        text = text.line().then(msg!(
            "tournament-round-of",
            round = r.number,
            total = total_rounds(t)
        ));
    }
    text = text.line().then_msg("tournament-pairings-posted");
    let mut reply = Reply::new(ReplyKind::TournamentStarted, text);
    reply.tournament = Some(view(t));
    reply
}

/// A round's pairings (the last by default; an arena: the games going on).
pub fn pairings_reply(t: &Tournament, round: Option<u32>, kind: ReplyKind) -> Reply {
    let mut text = if kind == ReplyKind::TournamentStarted {
        msg!(
            "tournament-started-title",
            id = t.id.to_string(),
            name = t.name.as_str()
        )
    } else {
        title(t)
    };
    if t.event.kind.is_arena() {
        let going: Vec<Text> = t
            .event
            .boards()
            .filter(|b| b.result.is_none())
            .map(|b| board_line(t, b))
            .collect();
        text = text.line().then(if going.is_empty() {
            Text::msg("tournament-no-games-now")
        } else {
            Text::msg("tournament-games-now")
                .line()
                .then(Text::lines(going))
        });
    } else {
        let number = round.unwrap_or(t.event.rounds.len() as u32);
        match t.event.rounds.iter().find(|r| r.number == number) {
            None if t.event.rounds.is_empty() => {
                text = text.line().then_msg("tournament-not-paired-yet");
            }
            None => {
                text = text.line().then(msg!(
                    "tournament-no-such-round",
                    round = number,
                    paired = t.event.rounds.len()
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
                text =
                    text.line()
                        .then(msg!("tournament-round-of", round = r.number, total = total));
                for (i, b) in r.boards.iter().enumerate() {
                    text = text.line().then(msg!(
                        "tournament-board-number",
                        number = i + 1,
                        board = board_line(t, b)
                    ));
                }
                for (p, kind) in &r.byes {
                    text = text.line().then(msg!(
                        "tournament-bye",
                        player = name_of(t, *p),
                        kind = Arg::key(bye_key(t, *p, *kind))
                    ));
                }
            }
        }
    }
    let mut reply = Reply::new(kind, text);
    reply.tournament = Some(view(t));
    reply
}

/// Why player `no` has no game in round `round`, as `tournament-bye`'s key: a Swiss's
/// pairing bye or a half-point bye; with no point, the odd player out of a round robin
/// (`rest`: one player a round sits out, nothing to do with leaving), a player who withdrew,
/// or another absence (a player who withdrew then and came back).
fn bye_key(t: &Tournament, no: u32, kind: ByeKind) -> &'static str {
    match kind {
        ByeKind::Pairing => "pairing",
        ByeKind::Half => "half",
        // A round robin gives a round without a game only to its odd player out (a withdrawn
        // player's games are forfeits on the board).
        ByeKind::Zero if matches!(t.event.kind, Kind::RoundRobin { .. }) => "rest",
        ByeKind::Zero if t.event.entrant(no).is_some_and(|e| e.withdrawn) => "withdrew",
        ByeKind::Zero => "zero",
    }
}

/// "alice - bob (game #12)", "alice 1-0 bob (game #12)".
fn board_line(t: &Tournament, b: &crate::tournament::Board) -> Text {
    let score = b.result.map_or("-", BoardResult::score);
    let (white, black) = (name_of(t, b.white), name_of(t, b.black));
    match b.game {
        Some(g) => msg!(
            "tournament-board",
            white = white,
            score = score,
            black = black,
            game = g.to_string()
        ),
        None => msg!(
            "tournament-board-no-game",
            white = white,
            score = score,
            black = black
        ),
    }
}

/// The standings as a table, in `lang`'s words (for the picture).
pub fn table(t: &Tournament, lang: Lang) -> Table {
    let arena = t.event.kind.is_arena();
    let lines = standings(&t.event);
    let round_robin = matches!(t.event.kind, Kind::RoundRobin { .. });
    // The columns the kind ranks by, in that order (`standings::tie_breaks`).
    let names: &[&str] = if arena {
        &["rank", "player", "rating", "points", "games"]
    } else if round_robin {
        &["rank", "player", "rating", "points", "de", "sb", "wins"]
    } else {
        &[
            "rank", "player", "rating", "points", "bh1", "bh", "sb", "de",
        ]
    };
    let columns = names
        .iter()
        .map(|c| msg!("tournament-column", column = Arg::key(*c)).words(lang))
        .collect();
    let rows = lines
        .iter()
        .map(|s| {
            let name = if s.withdrawn {
                msg!("tournament-withdrawn-name", name = s.name.as_str()).words(lang)
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
            } else if round_robin {
                vec![
                    s.rank.to_string(),
                    name,
                    s.rating.to_string(),
                    half_text(s.points),
                    half_text(s.direct),
                    quarter_text(s.sonneborn_berger),
                    s.wins.to_string(),
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
    Table {
        title: standings_title(t).words(lang),
        columns,
        rows,
        fire: lines.iter().map(|s| s.fire).collect(),
        lang,
    }
}

/// "#3 Winter Swiss · standings (after round 2)", strong.
fn standings_title(t: &Tournament) -> Text {
    let arena = t.event.kind.is_arena();
    let (state, round) = match t.state {
        TournamentState::Open => ("open", 0),
        TournamentState::Running if arena => ("running", 0),
        TournamentState::Running => match finished_rounds(t) {
            0 => ("first-round", 0),
            n => ("after-round", n),
        },
        TournamentState::Finished => ("final", 0),
        TournamentState::Cancelled => ("called-off", 0),
    };
    msg!(
        "tournament-standings-title",
        id = t.id.to_string(),
        name = t.name.as_str(),
        state = Arg::key(state),
        round = round
    )
}

/// A score as a number, for the plural of "points": an arena's points, a Swiss or round
/// robin's half points halved.
fn points_number(s: &Standing, arena: bool) -> f64 {
    if arena {
        f64::from(s.points)
    } else {
        f64::from(s.points) / 2.0
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
    let arena = t.event.kind.is_arena();
    let lines = standings(&t.event);
    let mut text = standings_title(t);
    if lines.is_empty() {
        text = text.line().then_msg("tournament-nobody-yet");
    }
    for s in &lines {
        let name = if s.withdrawn {
            msg!("tournament-withdrawn-name", name = s.name.as_str())
        } else {
            Text::from(s.name.as_str())
        };
        let line = if arena {
            msg!(
                if s.fire {
                    "tournament-standing-arena-fire"
                } else {
                    "tournament-standing-arena"
                },
                rank = s.rank,
                name = name,
                rating = s.rating,
                points = s.points
            )
        } else if matches!(t.event.kind, Kind::RoundRobin { .. }) {
            msg!(
                "tournament-standing-round-robin",
                rank = s.rank,
                name = name,
                rating = s.rating,
                score = half_text(s.points),
                points = points_number(s, false),
                direct = half_text(s.direct),
                sonneborn_berger = quarter_text(s.sonneborn_berger),
                wins = s.wins
            )
        } else {
            msg!(
                if s.fire {
                    "tournament-standing-fire"
                } else {
                    "tournament-standing"
                },
                rank = s.rank,
                name = name,
                rating = s.rating,
                score = half_text(s.points),
                points = points_number(s, false),
                buchholz_cut1 = half_text(s.buchholz_cut1),
                buchholz = half_text(s.buchholz),
                sonneborn_berger = quarter_text(s.sonneborn_berger)
            )
        };
        text = text.line().then(line);
    }
    let mut reply = Reply::new(kind, text);
    reply.tournament = Some(view(t));
    reply
}

/// The place of the first three, as the catalogue's key.
pub fn place_key(place: usize) -> &'static str {
    match place {
        0 => "first",
        1 => "second",
        _ => "third",
    }
}

/// The podium: the first three with their scores.
pub fn podium_text(t: &Tournament) -> Text {
    let lines = standings(&t.event);
    let arena = t.event.kind.is_arena();
    let mut text = msg!(
        "tournament-over-title",
        id = t.id.to_string(),
        name = t.name.as_str()
    )
    .line();
    for (place, s) in lines.iter().take(3).enumerate() {
        let player = Text::new().player(
            Some(UserId(t.event.entrant(s.no).map_or(0, |e| e.user))),
            s.name.clone(),
        );
        text = text
            .then(msg!(
                "tournament-podium-place",
                place = Arg::key(place_key(place)),
                player = player,
                score = s.score_text(arena),
                points = points_number(s, arena)
            ))
            .line();
    }
    let (count, withdrew) = headcount(t);
    text.then(msg!(
        "tournament-took-part",
        count = count,
        withdrew = withdrew,
        id = t.id.to_string()
    ))
}

/// The message of a new tournament game.
pub fn game_start_text(t: &Tournament, round: usize, game: &Game) -> Text {
    let white = game.white.label();
    let black = game.black.label();
    if t.event.kind.is_arena() {
        msg!(
            "tournament-game-start-arena",
            id = t.id.to_string(),
            name = t.name.as_str(),
            white = white,
            black = black,
            game = game.id.to_string()
        )
    } else {
        msg!(
            "tournament-game-start",
            id = t.id.to_string(),
            name = t.name.as_str(),
            round = round + 1,
            white = white,
            black = black,
            game = game.id.to_string()
        )
    }
}

/// "Game #12 ended: ann 1-0 ben." (the line above the standings after a game; a forfeit as
/// "+--" or "--+").
pub fn result_line(game: &Game, result: BoardResult) -> Text {
    msg!(
        "tournament-game-ended",
        game = game.id.to_string(),
        white = game.white.label(),
        score = result.score(),
        black = game.black.label()
    )
}

/// `/tournament list`.
pub fn list_reply(all: &[Tournament]) -> Reply {
    let mut text = Text::msg("tournament-list-title");
    let mut shown = 0;
    for t in all.iter().rev().take(10) {
        let state = match t.state {
            TournamentState::Open => "open",
            TournamentState::Running => "running",
            TournamentState::Finished => "finished",
            TournamentState::Cancelled => "called-off",
        };
        let (players, withdrew) = headcount(t);
        text = text.line().then(msg!(
            "tournament-list-line",
            id = t.id.to_string(),
            name = t.name.as_str(),
            state = Arg::key(state),
            players = players,
            withdrew = withdrew,
            summary = summary(t)
        ));
        shown += 1;
    }
    if shown == 0 {
        text = text.line().then_msg("tournament-list-empty");
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
