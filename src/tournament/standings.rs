//! Standings: each player's score and tie-breaks, ranked.
//!
//! Swiss and round robin: a win is a point, a draw half (stored in half points); a
//! pairing-allocated bye and a forfeit win a point, a half-point bye half. Tie-breaks:
//! - Buchholz: the sum of the opponents' scores; a round without a game over the board
//!   (bye, forfeit, absence) counts as a game against an opponent with the player's own
//!   score (FIDE C.07's "dummy opponent", simplified to the final score);
//! - Buchholz cut 1: Buchholz less its lowest contribution;
//! - Sonneborn-Berger: the scores of the opponents beaten, plus half those drawn with;
//! - direct encounter: among players level on points who all met each other, the points
//!   they scored in those games (0 for everyone when some of them did not meet).
//!
//! Swiss ranks by points, Buchholz cut 1, Buchholz, Sonneborn-Berger, direct encounter;
//! round robin by points, direct encounter, Sonneborn-Berger; then the starting number.
//!
//! Arena (lichess's rules): a win scores 2, a draw 1, a loss 0; after two wins in a row the
//! player is on fire, and every game is worth double until one is not won; a berserk win
//! scores one more; a draw in under 20 plies scores nothing. Ranked by points, then by the
//! rating at joining.

use super::event::{BoardResult, Event, Kind};
use std::collections::HashMap;

/// One line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub rank: u32,
    pub no: u32,
    pub name: String,
    pub rating: u32,
    /// Swiss and round robin: half points. Arena: arena points.
    pub points: u32,
    pub games: u32,
    pub buchholz: u32,
    pub buchholz_cut1: u32,
    /// In quarter points (half-point scores times half-point results).
    pub sonneborn_berger: u32,
    pub direct: u32,
    /// Arena: on fire (two or more wins in a row, the last game won).
    pub fire: bool,
    pub withdrawn: bool,
}

impl Standing {
    /// "3½" for a Swiss score; an arena's points as they are.
    pub fn score_text(&self, arena: bool) -> String {
        if arena {
            return self.points.to_string();
        }
        half_text(self.points)
    }
}

/// Half points as "3", "3½", "½".
pub fn half_text(half: u32) -> String {
    match (half / 2, half % 2) {
        (0, 1) => "½".to_string(),
        (n, 1) => format!("{n}½"),
        (n, _) => n.to_string(),
    }
}

/// A player's results, round by round: (opponent if played over the board, own half points).
type Results = HashMap<u32, Vec<(Option<u32>, u32)>>;

fn results(event: &Event) -> Results {
    let mut out: Results = HashMap::new();
    for round in &event.rounds {
        for b in &round.boards {
            let Some(result) = b.result else { continue };
            let (w, bl) = result.half_points();
            let played = result.played();
            out.entry(b.white)
                .or_default()
                .push((played.then_some(b.black), w));
            out.entry(b.black)
                .or_default()
                .push((played.then_some(b.white), bl));
        }
        // A bye counts once its round is over (as the round's games do).
        if !round.finished() {
            continue;
        }
        for (player, kind) in &round.byes {
            out.entry(*player)
                .or_default()
                .push((None, kind.half_points()));
        }
    }
    out
}

/// The standings, ranked.
pub fn standings(event: &Event) -> Vec<Standing> {
    let mut table = match event.kind {
        Kind::Arena { .. } => arena_lines(event),
        _ => swiss_lines(event),
    };
    table.sort_by(|a, b| {
        let key = |s: &Standing| match event.kind {
            Kind::Arena { .. } => [s.points, s.rating, 0, 0, 0],
            Kind::RoundRobin { .. } => [s.points, s.direct, s.sonneborn_berger, 0, 0],
            Kind::Swiss { .. } => [
                s.points,
                s.buchholz_cut1,
                s.buchholz,
                s.sonneborn_berger,
                s.direct,
            ],
        };
        key(b).cmp(&key(a)).then_with(|| a.no.cmp(&b.no))
    });
    for (i, s) in table.iter_mut().enumerate() {
        s.rank = i as u32 + 1;
    }
    table
}

fn blank(event: &Event, no: u32) -> Standing {
    let e = event.entrant(no);
    Standing {
        rank: 0,
        no,
        name: e.map_or_else(|| format!("#{no}"), |e| e.name.clone()),
        rating: e.map_or(0, |e| e.rating),
        points: 0,
        games: 0,
        buchholz: 0,
        buchholz_cut1: 0,
        sonneborn_berger: 0,
        direct: 0,
        fire: false,
        withdrawn: e.is_some_and(|e| e.withdrawn),
    }
}

fn swiss_lines(event: &Event) -> Vec<Standing> {
    let results = results(event);
    let points: HashMap<u32, u32> = event
        .entrants
        .iter()
        .map(|e| {
            let p = results
                .get(&e.no)
                .map_or(0, |r| r.iter().map(|(_, p)| p).sum());
            (e.no, p)
        })
        .collect();
    let mut lines: Vec<Standing> = event
        .entrants
        .iter()
        .map(|e| {
            let mut s = blank(event, e.no);
            let own = points.get(&e.no).copied().unwrap_or(0);
            s.points = own;
            let rows = results.get(&e.no).map(Vec::as_slice).unwrap_or(&[]);
            s.games = rows.iter().filter(|(o, _)| o.is_some()).count() as u32;
            let contributions: Vec<u32> = rows
                .iter()
                .map(|(o, _)| o.map_or(own, |o| points.get(&o).copied().unwrap_or(0)))
                .collect();
            s.buchholz = contributions.iter().sum();
            s.buchholz_cut1 = s.buchholz - contributions.iter().min().copied().unwrap_or(0);
            s.sonneborn_berger = rows
                .iter()
                .filter_map(|(o, p)| o.map(|o| points.get(&o).copied().unwrap_or(0) * p))
                .sum();
            s
        })
        .collect();
    // Direct encounter among players level on points.
    let mut groups: HashMap<u32, Vec<u32>> = HashMap::new();
    for s in &lines {
        groups.entry(s.points).or_default().push(s.no);
    }
    let games: Vec<(u32, u32, BoardResult)> = event
        .boards()
        .filter_map(|b| {
            b.result
                .filter(|r| r.played())
                .map(|r| (b.white, b.black, r))
        })
        .collect();
    for group in groups.values().filter(|g| g.len() > 1) {
        let all_met = group.iter().enumerate().all(|(i, a)| {
            group[i + 1..].iter().all(|b| {
                games
                    .iter()
                    .any(|(w, bl, _)| (w == a && bl == b) || (w == b && bl == a))
            })
        });
        if !all_met {
            continue;
        }
        for line in lines.iter_mut().filter(|l| group.contains(&l.no)) {
            line.direct = games
                .iter()
                .filter(|(w, b, _)| group.contains(w) && group.contains(b))
                .map(|(w, b, r)| {
                    let (pw, pb) = r.half_points();
                    if *w == line.no {
                        pw
                    } else if *b == line.no {
                        pb
                    } else {
                        0
                    }
                })
                .sum();
        }
    }
    lines
}

fn arena_lines(event: &Event) -> Vec<Standing> {
    let berserk_allowed = matches!(event.kind, Kind::Arena { berserk: true, .. });
    let mut lines: HashMap<u32, Standing> = event
        .entrants
        .iter()
        .map(|e| (e.no, blank(event, e.no)))
        .collect();
    let mut streak: HashMap<u32, u32> = HashMap::new();
    for b in event.boards() {
        let Some(result) = b.result else { continue };
        for (player, white) in [(b.white, true), (b.black, false)] {
            let (mine, _) = if white {
                result.half_points()
            } else {
                let (w, bl) = result.half_points();
                (bl, w)
            };
            let berserk = berserk_allowed && if white { b.berserk.0 } else { b.berserk.1 };
            let wins = streak.entry(player).or_insert(0);
            let on_fire = *wins >= 2;
            let mut points = match mine {
                2 => 2,
                1 if result.played() && b.plies < 20 => 0,
                1 => 1,
                _ => 0,
            };
            if on_fire {
                points *= 2;
            }
            if mine == 2 {
                *wins += 1;
                if berserk && result.played() && b.plies >= 14 {
                    points += 1;
                }
            } else {
                *wins = 0;
            }
            let fire = *wins >= 2;
            if let Some(line) = lines.get_mut(&player) {
                line.points += points;
                line.games += u32::from(result.played());
                line.fire = fire;
            }
        }
    }
    lines.into_values().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::event::{Board, ByeKind, Entrant, Round};

    fn event(kind: Kind, players: u32) -> Event {
        let mut e = Event::new(kind);
        for no in 1..=players {
            e.entrants.push(Entrant {
                no,
                user: u64::from(no),
                name: format!("p{no}"),
                rating: 2000 - no * 10,
                withdrawn: false,
                from_round: 1,
            });
        }
        e
    }

    fn board(w: u32, b: u32, r: BoardResult) -> Board {
        Board {
            result: Some(r),
            plies: 40,
            ..Board::new(w, b)
        }
    }

    fn line(table: &[Standing], no: u32) -> &Standing {
        table
            .iter()
            .find(|s| s.no == no)
            .unwrap_or_else(|| panic!("{no}"))
    }

    /// Four players, two rounds: 1 beats 2 and draws 3; 3 beats 4; 4 beats 2.
    #[test]
    fn swiss_scores_and_tie_breaks() {
        let mut e = event(Kind::Swiss { rounds: 2 }, 4);
        e.rounds.push(Round {
            number: 1,
            boards: vec![
                board(1, 2, BoardResult::WhiteWins),
                board(3, 4, BoardResult::WhiteWins),
            ],
            byes: vec![],
        });
        e.rounds.push(Round {
            number: 2,
            boards: vec![
                board(3, 1, BoardResult::Draw),
                board(4, 2, BoardResult::WhiteWins),
            ],
            byes: vec![],
        });
        let t = standings(&e);
        // Points (half): 1: 3, 3: 3, 4: 2, 2: 0.
        assert_eq!(line(&t, 1).points, 3);
        assert_eq!(line(&t, 3).points, 3);
        // Buchholz of 1: opponents 2 (0) and 3 (3) = 3; of 3: 4 (2) + 1 (3) = 5.
        assert_eq!(line(&t, 1).buchholz, 3);
        assert_eq!(line(&t, 3).buchholz, 5);
        assert_eq!(line(&t, 1).buchholz_cut1, 3);
        assert_eq!(line(&t, 3).buchholz_cut1, 3);
        // SB of 1: beat 2 (0 * 2) + drew 3 (3 * 1) = 3; of 3: beat 4 (2*2) + drew 1 (3*1) = 7.
        assert_eq!(line(&t, 1).sonneborn_berger, 3);
        assert_eq!(line(&t, 3).sonneborn_berger, 7);
        // 1 and 3 met and drew: direct encounter level.
        assert_eq!(line(&t, 1).direct, 1);
        assert_eq!(line(&t, 3).direct, 1);
        // Ranked: level on points and cut 1, 3 is ahead on Buchholz.
        assert_eq!(t[0].no, 3);
        assert_eq!(t[1].no, 1);
        assert_eq!(t[3].no, 2);
        assert_eq!(half_text(3), "1½");
        assert_eq!(half_text(1), "½");
        assert_eq!(half_text(4), "2");
    }

    #[test]
    fn a_bye_scores_and_counts_as_the_players_own_score_for_buchholz() {
        let mut e = event(Kind::Swiss { rounds: 1 }, 3);
        e.rounds.push(Round {
            number: 1,
            boards: vec![board(1, 2, BoardResult::Draw)],
            byes: vec![(3, ByeKind::Pairing)],
        });
        let t = standings(&e);
        assert_eq!(line(&t, 3).points, 2);
        assert_eq!(line(&t, 3).buchholz, 2);
        assert_eq!(line(&t, 3).games, 0);
        assert_eq!(t[0].no, 3);
    }

    #[test]
    fn direct_encounter_decides_a_round_robin_tie() {
        let mut e = event(Kind::RoundRobin { double: false }, 3);
        e.rounds.push(Round {
            number: 1,
            boards: vec![board(2, 3, BoardResult::BlackWins)],
            byes: vec![],
        });
        e.rounds.push(Round {
            number: 2,
            boards: vec![board(1, 2, BoardResult::BlackWins)],
            byes: vec![],
        });
        e.rounds.push(Round {
            number: 3,
            boards: vec![board(3, 1, BoardResult::BlackWins)],
            byes: vec![],
        });
        // Everyone 1 point: a circle, direct encounter level; SB level (each beat a 1-pointer).
        let t = standings(&e);
        assert!(t.iter().all(|s| s.points == 2));
        assert!(t.iter().all(|s| s.direct == 2), "{t:?}");
        assert_eq!(t[0].no, 1);
    }

    /// Lichess's arena: two wins put a player on fire; the third win counts double, a
    /// berserk win one more, a quick draw nothing.
    #[test]
    fn arena_streaks_berserk_and_quick_draws() {
        let mut e = event(
            Kind::Arena {
                minutes: 30,
                berserk: true,
            },
            3,
        );
        let mut wave = Round::default();
        wave.boards.push(board(1, 2, BoardResult::WhiteWins)); // 1: 2
        wave.boards.push(board(3, 1, BoardResult::BlackWins)); // 1: 2 (streak 2)
        let mut third = board(1, 2, BoardResult::WhiteWins);
        third.berserk = (true, false);
        wave.boards.push(third); // 1: on fire: 4 + 1 berserk
        let mut quick = board(2, 1, BoardResult::Draw);
        quick.plies = 10;
        wave.boards.push(quick); // 1: on fire but a quick draw: 0; streak ends
        wave.boards.push(board(1, 3, BoardResult::Draw)); // 1: 1
        e.rounds.push(wave);
        let t = standings(&e);
        let one = line(&t, 1);
        assert_eq!(one.points, (2 + 2 + 5) + 1);
        assert!(!one.fire);
        assert_eq!(line(&t, 3).points, 1);
        assert_eq!(t[0].no, 1);
    }
}
