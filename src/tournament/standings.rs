//! Standings: each player's score and tie-breaks, ranked. One ranking serves every output
//! (the standings text and picture, the podium, the TRF export's rank column).
//!
//! Swiss and round robin: a win is a point, a draw half (stored in half points); a
//! pairing-allocated bye and a forfeit win a point, a half-point bye half. A pairing-allocated
//! bye counts from the moment its round is paired, as in the pairings and the TRF. The
//! tie-breaks are those of FIDE's Play-off and Tie-Break Regulations (Handbook C.07, the
//! edition in force since 1 August 2024), computed as its articles define them:
//! - Buchholz (art. 8.1): the sum of the opponents' scores. A round without a game over the
//!   board (bye, forfeit, absence) counts as a game against a "dummy opponent" with the
//!   player's own score (art. 16.4). An opponent's score is their adjusted score (art. 16.3):
//!   their points, except that their unplayed rounds without an opponent after the last round
//!   they were there (withdrawn: art. 16.2.5) count as draws.
//! - Buchholz cut 1 (art. 14.1): Buchholz less its least significant contribution; a
//!   voluntary unplayed round (a half- or zero-point bye, an absence, a forfeit loss: not a
//!   pairing-allocated bye nor a forfeit win, art. 16.2) is cut first.
//! - Sonneborn-Berger (art. 8.2): each opponent's score times the points made against them
//!   (the dummy opponent's for an unplayed round). In a round robin, whose pairings are fixed
//!   in advance, a forfeit counts against its opponent and a round sat out adds nothing.
//! - Direct encounter (art. 6): among the players still tied, the points they made against
//!   each other; when not all of them met, a player is placed ahead only with more points
//!   than any other could have made by winning the games not played; applied again within
//!   each group it leaves tied.
//! - Wins (art. 7.1): the rounds in which the player made a win's points, played or not.
//!
//! The order of the tie-breaks is the organiser's (C.07 art. 4.1); ours: Swiss by points,
//! Buchholz cut 1, Buchholz, Sonneborn-Berger, direct encounter; round robin by points, direct
//! encounter, Sonneborn-Berger, wins (Buchholz measures nothing when everyone meets
//! everyone); then the starting number.
//!
//! Arena (lichess's rules, which C.07 does not cover): a win scores 2, a draw 1, a loss 0;
//! after two wins in a row the player is on fire, and every game is worth double until one is
//! not won; a berserk win scores one more; a draw in under 20 plies scores nothing. Ranked by
//! points, then by the rating at joining.

use super::event::{Event, Kind};
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
    /// Games played over the board.
    pub games: u32,
    /// Half points.
    pub buchholz: u32,
    /// Half points.
    pub buchholz_cut1: u32,
    /// In quarter points (half-point scores times half-point results).
    pub sonneborn_berger: u32,
    /// Half points made against the players level with this one when direct encounter was
    /// applied (0 when nobody was).
    pub direct: u32,
    /// Rounds won, over the board or not (C.07 art. 7.1).
    pub wins: u32,
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

/// A tie-break of FIDE C.07, as a kind of tournament ranks by them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TieBreak {
    BuchholzCut1,
    Buchholz,
    SonnebornBerger,
    DirectEncounter,
    Wins,
}

/// The tie-breaks of a Swiss or a round robin, in order (none for an arena, ranked by
/// lichess's rules).
pub fn tie_breaks(kind: Kind) -> &'static [TieBreak] {
    match kind {
        Kind::Swiss { .. } => &[
            TieBreak::BuchholzCut1,
            TieBreak::Buchholz,
            TieBreak::SonnebornBerger,
            TieBreak::DirectEncounter,
        ],
        Kind::RoundRobin { .. } => &[
            TieBreak::DirectEncounter,
            TieBreak::SonnebornBerger,
            TieBreak::Wins,
        ],
        Kind::Arena { .. } => &[],
    }
}

/// One round of a player (C.07 art. 16 tells the unplayed ones apart).
#[derive(Copy, Clone, Debug)]
struct Entry {
    /// The opponent paired against (a game over the board or a forfeit); none for a bye or
    /// an absence.
    opponent: Option<u32>,
    /// Played over the board.
    played: bool,
    /// Half points made.
    points: u32,
    /// A voluntary unplayed round (art. 16.2): unplayed and not won (a half- or zero-point
    /// bye, an absence, a forfeit loss).
    vur: bool,
}

/// Each entrant's rounds so far, in order. A game still going is left out until it ends; a
/// bye counts from the moment its round is paired. In a Swiss a round without a game or a
/// bye for an entrant (joined later) is an absence.
fn entries(event: &Event) -> HashMap<u32, Vec<Entry>> {
    let swiss = matches!(event.kind, Kind::Swiss { .. });
    let mut out: HashMap<u32, Vec<Entry>> =
        event.entrants.iter().map(|e| (e.no, Vec::new())).collect();
    for round in &event.rounds {
        for e in &event.entrants {
            let entry = if let Some(b) = round.boards.iter().find(|b| b.has(e.no)) {
                let Some(result) = b.result else { continue };
                let (w, bl) = result.half_points();
                let points = if b.white == e.no { w } else { bl };
                Entry {
                    opponent: b.opponent(e.no),
                    played: result.played(),
                    points,
                    vur: !result.played() && points < 2,
                }
            } else if let Some((_, kind)) = round.byes.iter().find(|(p, _)| *p == e.no) {
                let points = kind.half_points();
                Entry {
                    opponent: None,
                    played: false,
                    points,
                    vur: points < 2,
                }
            } else if swiss {
                Entry {
                    opponent: None,
                    played: false,
                    points: 0,
                    vur: true,
                }
            } else {
                continue;
            };
            out.entry(e.no).or_default().push(entry);
        }
    }
    out
}

/// The standings, ranked: the one order of every output.
pub fn standings(event: &Event) -> Vec<Standing> {
    if event.kind.is_arena() {
        let mut table = arena_lines(event);
        table.sort_by(|a, b| {
            (b.points, b.rating)
                .cmp(&(a.points, a.rating))
                .then_with(|| a.no.cmp(&b.no))
        });
        return numbered(table);
    }
    let entries = entries(event);
    let mut lines = scored_lines(event, &entries);
    lines.sort_by(|a, b| b.points.cmp(&a.points).then_with(|| a.no.cmp(&b.no)));
    // Groups still tied, broken one tie-break after the other (C.07 art. 4.2).
    let mut groups: Vec<Vec<Standing>> = split(lines, |s| s.points);
    for tie_break in tie_breaks(event.kind) {
        groups = groups
            .into_iter()
            .flat_map(|group| {
                if group.len() < 2 {
                    return vec![group];
                }
                match tie_break {
                    TieBreak::BuchholzCut1 => split(group, |s| s.buchholz_cut1),
                    TieBreak::Buchholz => split(group, |s| s.buchholz),
                    TieBreak::SonnebornBerger => split(group, |s| s.sonneborn_berger),
                    TieBreak::Wins => split(group, |s| s.wins),
                    TieBreak::DirectEncounter => direct_encounter(event, &entries, group, true),
                }
            })
            .collect();
    }
    // Still tied: by starting number.
    let table = groups
        .into_iter()
        .flat_map(|mut g| {
            g.sort_by_key(|s| s.no);
            g
        })
        .collect();
    numbered(table)
}

fn numbered(mut table: Vec<Standing>) -> Vec<Standing> {
    for (i, s) in table.iter_mut().enumerate() {
        s.rank = i as u32 + 1;
    }
    table
}

/// A tied group split by a value, highest first, into the groups level on it.
fn split(mut group: Vec<Standing>, value: impl Fn(&Standing) -> u32) -> Vec<Vec<Standing>> {
    group.sort_by(|a, b| value(b).cmp(&value(a)).then_with(|| a.no.cmp(&b.no)));
    let mut out: Vec<Vec<Standing>> = Vec::new();
    for s in group {
        match out.last_mut() {
            Some(last) if last.first().is_some_and(|f| value(f) == value(&s)) => last.push(s),
            _ => out.push(vec![s]),
        }
    }
    out
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
        wins: 0,
        fire: false,
        withdrawn: e.is_some_and(|e| e.withdrawn),
    }
}

/// Points and the tie-breaks that are a number per player (all but direct encounter).
fn scored_lines(event: &Event, entries: &HashMap<u32, Vec<Entry>>) -> Vec<Standing> {
    let round_robin = matches!(event.kind, Kind::RoundRobin { .. });
    let rows = |no: u32| entries.get(&no).map(Vec::as_slice).unwrap_or(&[]);
    let points: HashMap<u32, u32> = event
        .entrants
        .iter()
        .map(|e| (e.no, rows(e.no).iter().map(|r| r.points).sum()))
        .collect();
    // The score an opponent brings (art. 16.3): the points, but in a Swiss the rounds
    // without an opponent after the last one the player was there for (16.2.5: withdrawn)
    // count as draws.
    let adjusted: HashMap<u32, u32> = event
        .entrants
        .iter()
        .map(|e| {
            let rows = rows(e.no);
            let there = rows.iter().rposition(|r| !r.vur);
            let score = rows
                .iter()
                .enumerate()
                .map(|(i, r)| {
                    let after = there.is_none_or(|last| i > last);
                    if !round_robin && after && r.opponent.is_none() {
                        1
                    } else {
                        r.points
                    }
                })
                .sum();
            (e.no, score)
        })
        .collect();
    let score_of = |no: u32, map: &HashMap<u32, u32>| map.get(&no).copied().unwrap_or(0);
    event
        .entrants
        .iter()
        .map(|e| {
            let mut s = blank(event, e.no);
            let own = score_of(e.no, &points);
            s.points = own;
            let rows = rows(e.no);
            s.games = rows.iter().filter(|r| r.played).count() as u32;
            s.wins = rows.iter().filter(|r| r.points == 2).count() as u32;
            // Each round's opponent score: the opponent's adjusted score over the board; in a
            // Swiss the dummy opponent's (the player's own score, art. 16.4) for an unplayed
            // round; in a round robin a forfeit's opponent, and nothing for a round sat out.
            let contributions: Vec<(u32, u32, bool)> = rows
                .iter()
                .filter_map(|r| {
                    let opponent = match (r.opponent, r.played) {
                        (Some(o), true) => score_of(o, &adjusted),
                        (Some(o), false) if round_robin => score_of(o, &adjusted),
                        _ if round_robin => return None,
                        _ => own,
                    };
                    Some((opponent, r.points, r.vur))
                })
                .collect();
            s.buchholz = contributions.iter().map(|c| c.0).sum();
            // Cut 1 (art. 14.1): a voluntary unplayed round first, else the lowest.
            let cut = contributions
                .iter()
                .filter(|c| c.2)
                .map(|c| c.0)
                .min()
                .or_else(|| contributions.iter().map(|c| c.0).min())
                .unwrap_or(0);
            s.buchholz_cut1 = s.buchholz - cut;
            s.sonneborn_berger = contributions.iter().map(|c| c.0 * c.1).sum();
            s
        })
        .collect()
}

/// Direct encounter (C.07 art. 6) within a group tied on everything before it: the points
/// its players made against each other. When all of them met, they are ranked by those
/// points; otherwise only a player with more points than any other could reach by winning
/// its games not played is placed ahead, one after the other from the top. Every smaller group
/// left tied is decided again the same way among its own players.
fn direct_encounter(
    event: &Event,
    entries: &HashMap<u32, Vec<Entry>>,
    mut group: Vec<Standing>,
    top: bool,
) -> Vec<Vec<Standing>> {
    // Over the board in a Swiss; in a round robin, whose pairings are fixed, forfeits too.
    let counted = |r: &Entry| r.played || matches!(event.kind, Kind::RoundRobin { .. });
    let members: Vec<u32> = group.iter().map(|s| s.no).collect();
    // (points among the group, opponents of the group met) per member.
    let score = |no: u32| -> (u32, u32) {
        let rows = entries.get(&no).map(Vec::as_slice).unwrap_or(&[]);
        let mut met: Vec<u32> = Vec::new();
        let mut points = 0;
        for r in rows.iter().filter(|r| counted(r)) {
            if let Some(o) = r.opponent.filter(|o| members.contains(o)) {
                points += r.points;
                if !met.contains(&o) {
                    met.push(o);
                }
            }
        }
        (points, met.len() as u32)
    };
    let others = members.len() as u32 - 1;
    let scores: HashMap<u32, (u32, u32)> = members.iter().map(|&no| (no, score(no))).collect();
    if top {
        for s in &mut group {
            s.direct = scores[&s.no].0;
        }
    }
    let points = |s: &Standing| scores[&s.no].0;
    let all_met = scores.values().all(|&(_, met)| met == others);
    let parts = if all_met {
        split(group, points)
    } else {
        // Art. 6.2: the most a player could have made, the games not played won.
        let most = |s: &Standing| {
            let (p, met) = scores[&s.no];
            p + 2 * (others - met)
        };
        group.sort_by(|a, b| {
            points(b)
                .cmp(&points(a))
                .then_with(|| most(b).cmp(&most(a)))
                .then_with(|| a.no.cmp(&b.no))
        });
        let mut parts = Vec::new();
        while group.len() > 1 {
            let ahead = points(&group[0]) > group[1..].iter().map(most).max().unwrap_or(0);
            if !ahead {
                break;
            }
            parts.push(vec![group.remove(0)]);
        }
        parts.push(group);
        parts
    };
    let whole = members.len();
    parts
        .into_iter()
        .flat_map(|part| {
            if part.len() > 1 && part.len() < whole {
                direct_encounter(event, entries, part, false)
            } else {
                vec![part]
            }
        })
        .collect()
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
    use crate::tournament::event::{Board, BoardResult, ByeKind, Entrant, Round};

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
        // Ranked: level on points and cut 1, 3 is ahead on Buchholz (so direct encounter,
        // further down the list, is not needed).
        assert_eq!(line(&t, 1).direct, 0);
        assert_eq!(line(&t, 3).direct, 0);
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

    /// A round of a player in FIDE's crosstable notation: "+W9" a win with White against 9,
    /// "=B13" a draw with Black, "-F11" a forfeit lost, "=BYE" a half-point bye, "+BYE" a
    /// pairing-allocated bye, "--" absent.
    fn crosstable(kind: Kind, players: u32, rows: &[(u32, [&str; 5])]) -> Event {
        let mut e = event(kind, players);
        let listed: Vec<u32> = rows.iter().map(|r| r.0).collect();
        for round in 0..5 {
            let mut r = Round {
                number: round as u32 + 1,
                ..Round::default()
            };
            for (no, cells) in rows {
                let cell = cells[round];
                match cell {
                    "--" => r.byes.push((*no, ByeKind::Zero)),
                    "=BYE" => r.byes.push((*no, ByeKind::Half)),
                    "+BYE" => r.byes.push((*no, ByeKind::Pairing)),
                    _ => {
                        let (sign, colour, opponent) = (&cell[..1], &cell[1..2], &cell[2..]);
                        let opponent: u32 = opponent.parse().expect("opponent");
                        if listed.contains(&opponent) && opponent < *no {
                            continue; // written from the other side already
                        }
                        let white = colour != "B";
                        let forfeit = colour == "F";
                        let result = match (sign, white, forfeit) {
                            ("=", _, _) => BoardResult::Draw,
                            ("+", true, false) | ("-", false, false) => BoardResult::WhiteWins,
                            ("+", false, false) | ("-", true, false) => BoardResult::BlackWins,
                            ("+", true, true) | ("-", false, true) => BoardResult::WhiteForfeit,
                            _ => BoardResult::BlackForfeit,
                        };
                        let (w, b) = if white {
                            (*no, opponent)
                        } else {
                            (opponent, *no)
                        };
                        r.boards.push(board(w, b, result));
                    }
                }
            }
            // Players not in the table (12 of the exercise) are absent where nobody met them.
            for no in 1..=players {
                if !r.boards.iter().any(|b| b.has(no)) && !r.byes.iter().any(|(p, _)| *p == no) {
                    r.byes.push((no, ByeKind::Zero));
                }
            }
            e.rounds.push(r);
        }
        e
    }

    /// FIDE's tie-break exercise for the regulations in force since 1 August 2024 (published
    /// by FIDE's Technical Commission, 18 March 2024): a five-round Swiss of 16 with byes,
    /// forfeits and an absence. Buchholz and Buchholz cut 1 as FIDE's answers give them.
    #[test]
    fn fides_tie_break_exercise() {
        let e = crosstable(
            Kind::Swiss { rounds: 5 },
            16,
            &[
                (1, ["+W9", "=B13", "=W2", "+B15", "=W4"]),
                (2, ["+B10", "+W7", "=B1", "+W16", "=B3"]),
                (3, ["=W11", "+B6", "+W8", "=B4", "=W2"]),
                (4, ["+B12", "=BYE", "+W13", "=W3", "=B1"]),
                (5, ["-W13", "-B15", "+W11", "=B7", "+W10"]),
                (6, ["-B14", "-W3", "+BYE", "+W10", "+B8"]),
                (7, ["+W15", "-B2", "-B16", "=W5", "-B11"]),
                (8, ["=B16", "+W14", "-B3", "+W13", "-W6"]),
                (9, ["-B1", "-W10", "=BYE", "-F11", "+BYE"]),
                (10, ["-W2", "+B9", "-W15", "-B6", "-B5"]),
                (11, ["=B3", "-W16", "-B5", "+F9", "+W7"]),
                (13, ["+B5", "=W1", "-B4", "-B8", "-W14"]),
                (14, ["+W6", "-B8", "-F12", "--", "+B13"]),
                (15, ["-B7", "+W5", "+B10", "-W1", "-B16"]),
                (16, ["=W8", "+B11", "+W7", "-B2", "+W15"]),
            ],
        );
        let t = standings(&e);
        // Half points: Buchholz of 2 is 13, of 1 12½, of 3 15½ (6's bye is not voluntary:
        // 6 brings its 3 points), of 16 12½.
        assert_eq!(line(&t, 2).buchholz, 26);
        assert_eq!(line(&t, 1).buchholz, 25);
        assert_eq!(line(&t, 3).buchholz, 31);
        assert_eq!(line(&t, 16).buchholz, 25);
        // 5: 8½, cut 1 7½. 8: 13½ (14's absence in round 4 comes before its win in round 5,
        // so it counts as the 0 it scored), cut 1 12. 11: its forfeit win counts as a dummy
        // opponent with 11's own 2½: 13½, and the lowest, not the forfeit, is cut: 12.
        assert_eq!(line(&t, 5).buchholz, 17);
        assert_eq!(line(&t, 5).buchholz_cut1, 15);
        assert_eq!(line(&t, 8).buchholz, 27);
        assert_eq!(line(&t, 8).buchholz_cut1, 24);
        assert_eq!(line(&t, 11).buchholz, 27);
        assert_eq!(line(&t, 11).buchholz_cut1, 24);
        // Ranked by points first: 2 (4 points) alone at the top.
        assert_eq!(t[0].no, 2);
    }

    /// Art. 14 and 16.2: a half-point bye is a voluntary unplayed round, cut before the game
    /// against the weakest opponent even though it contributes more.
    #[test]
    fn cut_1_drops_a_voluntary_unplayed_round_first() {
        let mut e = event(Kind::Swiss { rounds: 2 }, 5);
        e.rounds.push(Round {
            number: 1,
            boards: vec![
                board(1, 2, BoardResult::WhiteWins),
                board(3, 4, BoardResult::WhiteWins),
            ],
            byes: vec![(5, ByeKind::Half)],
        });
        e.rounds.push(Round {
            number: 2,
            boards: vec![
                board(5, 2, BoardResult::WhiteWins),
                board(1, 3, BoardResult::Draw),
            ],
            byes: vec![(4, ByeKind::Pairing)],
        });
        let t = standings(&e);
        // 5: 1½; the bye's dummy opponent brings 1½, 2 brings 0.
        assert_eq!(line(&t, 5).points, 3);
        assert_eq!(line(&t, 5).buchholz, 3);
        assert_eq!(line(&t, 5).buchholz_cut1, 0);
        // 4's pairing-allocated bye is not voluntary: the lowest contribution goes.
        assert_eq!(line(&t, 4).points, 2);
        assert_eq!(line(&t, 4).buchholz, 3 + 2);
        assert_eq!(line(&t, 4).buchholz_cut1, 3);
        // Sonneborn-Berger of 5: the dummy opponent's 1½ times the bye's ½, and 0 times 1.
        assert_eq!(line(&t, 5).sonneborn_berger, 3);
    }

    /// Art. 16.3: a player who withdrew brings, for the rounds after, a draw each.
    #[test]
    fn a_withdrawn_opponent_counts_draws_for_the_rounds_after() {
        let mut e = event(Kind::Swiss { rounds: 3 }, 4);
        e.entrants[1].withdrawn = true;
        e.rounds.push(Round {
            number: 1,
            boards: vec![
                board(1, 2, BoardResult::WhiteWins),
                board(3, 4, BoardResult::Draw),
            ],
            byes: vec![],
        });
        e.rounds.push(Round {
            number: 2,
            boards: vec![board(1, 3, BoardResult::Draw)],
            byes: vec![(4, ByeKind::Pairing), (2, ByeKind::Zero)],
        });
        let t = standings(&e);
        assert_eq!(line(&t, 2).points, 0);
        // 1: 2 brings 0 + ½ (its absence after its last game), 3 brings 1.
        assert_eq!(line(&t, 1).buchholz, 1 + 2);
        // 2's own absence: a dummy opponent with 2's score (0); its cut drops it.
        assert_eq!(line(&t, 2).buchholz, 3);
        assert_eq!(line(&t, 2).buchholz_cut1, 3);
    }

    /// Item 2 of issue 54: a pairing-allocated bye's point counts as soon as its round is
    /// paired, as the pairings and the TRF say.
    #[test]
    fn a_pairing_allocated_bye_counts_while_its_round_is_played() {
        let mut e = event(Kind::Swiss { rounds: 2 }, 3);
        e.rounds.push(Round {
            number: 1,
            boards: vec![Board::new(1, 2)],
            byes: vec![(3, ByeKind::Pairing)],
        });
        let t = standings(&e);
        assert_eq!(line(&t, 3).points, 2);
        assert_eq!(line(&t, 3).wins, 1);
        assert_eq!(t[0].no, 3);
        // The game going on counts for nobody yet.
        assert_eq!(line(&t, 1).points + line(&t, 2).points, 0);
    }

    /// Issue 54's three-player Swiss of one round: 1 beats 2, 3 has the bye. Both have a
    /// point; cut 1 leaves both 0; Buchholz puts the bye first, since its dummy opponent has
    /// the bye's own point (art. 16.4) and 1's opponent has none.
    #[test]
    fn a_bye_against_a_win_over_the_board_goes_by_buchholz() {
        let mut e = event(Kind::Swiss { rounds: 1 }, 3);
        e.rounds.push(Round {
            number: 1,
            boards: vec![board(1, 2, BoardResult::WhiteWins)],
            byes: vec![(3, ByeKind::Pairing)],
        });
        let t = standings(&e);
        assert_eq!(
            (line(&t, 1).buchholz_cut1, line(&t, 3).buchholz_cut1),
            (0, 0)
        );
        assert_eq!((line(&t, 1).buchholz, line(&t, 3).buchholz), (0, 2));
        let order: Vec<u32> = t.iter().map(|s| s.no).collect();
        assert_eq!(order, [3, 1, 2]);
    }

    /// Art. 6.2: when the tied players did not all meet, one is placed ahead only with more
    /// points than any other could still have made; the rest stay tied.
    #[test]
    fn direct_encounter_when_not_everyone_met() {
        let group = |e: &Event| -> Vec<Vec<u32>> {
            let lines: Vec<Standing> = (1..=3).map(|no| blank(e, no)).collect();
            direct_encounter(e, &entries(e), lines, true)
                .into_iter()
                .map(|g| {
                    let mut nos: Vec<u32> = g.iter().map(|s| s.no).collect();
                    nos.sort_unstable();
                    nos
                })
                .collect()
        };
        // 1 beat 2 and 3, who did not meet: 2 points, the others at most 1.
        let mut e = event(Kind::Swiss { rounds: 2 }, 3);
        e.rounds.push(Round {
            number: 1,
            boards: vec![board(1, 2, BoardResult::WhiteWins)],
            byes: vec![(3, ByeKind::Pairing)],
        });
        e.rounds.push(Round {
            number: 2,
            boards: vec![board(3, 1, BoardResult::BlackWins)],
            byes: vec![(2, ByeKind::Pairing)],
        });
        assert_eq!(group(&e), vec![vec![1], vec![2, 3]]);
        // 1 beat 2 only: 3, who met nobody, could still have made 2 points.
        let mut e = event(Kind::Swiss { rounds: 1 }, 3);
        e.rounds.push(Round {
            number: 1,
            boards: vec![board(1, 2, BoardResult::WhiteWins)],
            byes: vec![(3, ByeKind::Pairing)],
        });
        assert_eq!(group(&e), vec![vec![1, 2, 3]]);
    }

    /// A round robin ranks by direct encounter, Sonneborn-Berger and wins, never Buchholz.
    #[test]
    fn a_round_robin_ranks_by_its_own_tie_breaks() {
        assert!(!tie_breaks(Kind::RoundRobin { double: false })
            .iter()
            .any(|t| matches!(t, TieBreak::Buchholz | TieBreak::BuchholzCut1)));
        // Four players, all met: 1 and 2 on 2 points; 2 beat 1.
        let mut e = event(Kind::RoundRobin { double: false }, 4);
        for (n, games) in [
            [(1, 4, BoardResult::WhiteWins), (2, 3, BoardResult::Draw)],
            [
                (4, 3, BoardResult::BlackWins),
                (1, 2, BoardResult::BlackWins),
            ],
            [(3, 1, BoardResult::BlackWins), (2, 4, BoardResult::Draw)],
        ]
        .into_iter()
        .enumerate()
        {
            e.rounds.push(Round {
                number: n as u32 + 1,
                boards: games.iter().map(|&(w, b, r)| board(w, b, r)).collect(),
                byes: vec![],
            });
        }
        let t = standings(&e);
        assert_eq!(line(&t, 1).points, 4);
        assert_eq!(line(&t, 2).points, 4);
        assert_eq!(line(&t, 2).direct, 2);
        assert_eq!(line(&t, 1).direct, 0);
        assert_eq!(t[0].no, 2);
        assert_eq!(t[1].no, 1);
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
