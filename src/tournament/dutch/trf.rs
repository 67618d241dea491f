//! FIDE TRF-16 tournament report: reading (for pairing the next round),
//! writing (export), and bbpPairings' pairing output format.
//!
//! Supported: `001` player lines in the fixed TRF-16 columns (starting number
//! 5-8, name 15-47, rating 49-52, points 81-84, rank 86-89, then one 10-column
//! block per round from column 92: opponent (4), colour, result), the
//! `012` tournament name, bbpPairings' `XXR n` (total rounds) and
//! `XXC white1` / `XXC black1` (initial colour), and the TRF-2026 codes that bear on the
//! pairing: `142 n` (total rounds), `152 W` / `152 B` (initial colour), `092` / `192` with
//! `FIDE_DUTCH_2025` (the rules approved in 2025, in force since 2026; a name with `2017`
//! selects the earlier rules) and `240 T RRR NNNN NNNN...` (players not to be paired in
//! round RRR). Other lines are ignored on reading. Lines may end in LF, CR LF or CR alone
//! (bbpPairings writes CR).
//!
//! Result codes: `1 0 =` (also `W L D`) for played games, `+ -` for forfeits,
//! and with opponent `0000`: `U` pairing-allocated bye, `F` full-point bye,
//! `H` half-point bye, `Z` (or `-`, blank) zero-point bye / absent.

use std::fmt::Write as _;

use crate::tournament::dutch::{Color, GameResult, Options, Pairing, PlayerState, Round, Rules};

/// Errors reading a TRF file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TrfError {
    /// A `001` line is shorter than the mandatory 84 columns.
    #[error("line {0}: player line too short")]
    ShortLine(usize),
    /// A numeric field could not be parsed.
    #[error("line {line}: bad {field} {text:?}")]
    BadField {
        /// 1-based line number.
        line: usize,
        /// Field name.
        field: &'static str,
        /// The offending text.
        text: String,
    },
    /// A colour or result code is not valid.
    #[error("line {line}, round {round}: invalid round entry {text:?}")]
    BadRound {
        /// 1-based line number.
        line: usize,
        /// 1-based round.
        round: usize,
        /// The offending entry.
        text: String,
    },
    /// Two lines share a starting number.
    #[error("duplicate starting number {0}")]
    DuplicateId(u32),
    /// No `001` player line: the text is not a tournament report (or an empty one).
    #[error("it has no player lines (lines starting with 001)")]
    NoPlayers,
}

/// One player of a TRF report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfPlayer {
    /// Starting number.
    pub id: u32,
    /// Name (columns 15-47).
    pub name: String,
    /// Rating (0 if none).
    pub rating: u32,
    /// Score in half points (columns 81-84).
    pub points: u32,
    /// Rank (columns 86-89), as the tournament ranks its players; 0 (and always on reading):
    /// by score, then starting number.
    pub rank: u32,
    /// One entry per round (including an entry for a round not yet paired,
    /// such as a pre-arranged half-point bye).
    pub rounds: Vec<Round>,
}

/// A tournament as read from / written to TRF-16.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Tournament {
    /// Tournament name (`012`).
    pub name: String,
    /// Planned number of rounds (`XXR`), 0 if unknown.
    pub total_rounds: u32,
    /// Initial colour (`XXC white1/black1`), `None` if not given.
    pub initial_color: Option<Color>,
    /// The pairing rules named by the file (`092`/`192`), `None` if not named.
    pub rules: Option<Rules>,
    /// Players not to be paired in a round (`240`): `(round, starting number)`.
    pub unpaired: Vec<(u32, u32)>,
    /// Players, in any order.
    pub players: Vec<TrfPlayer>,
}

fn field(line: &str, from: usize, to: usize) -> &str {
    // 1-based inclusive columns; TRF is ASCII in the numeric columns, but names
    // may be UTF-8, so slice on chars when needed.
    line.get(from - 1..to.min(line.len())).unwrap_or("")
}

fn parse_points(s: &str) -> Option<u32> {
    let t = s.trim();
    if t.is_empty() {
        return Some(0);
    }
    let (int, frac) = match t.split_once('.') {
        Some((a, b)) => (a, b),
        None => (t, "0"),
    };
    let whole: u32 = if int.is_empty() { 0 } else { int.parse().ok()? };
    let half = match frac.trim_end_matches('0') {
        "" => 0,
        "5" => 1,
        _ => return None,
    };
    Some(whole * 2 + half)
}

fn parse_round(entry: &str, line: usize, round: usize) -> Result<Option<Round>, TrfError> {
    let bad = || TrfError::BadRound {
        line,
        round,
        text: entry.to_string(),
    };
    let chars: Vec<char> = entry.chars().collect();
    let get = |i: usize| chars.get(i).copied().unwrap_or(' ');
    let opp: String = chars.iter().take(4).collect();
    let colour = get(5);
    let result = get(7).to_ascii_uppercase();
    let opp_t = opp.trim();
    if opp_t.is_empty() && colour == ' ' && result == ' ' {
        return Ok(None);
    }
    let opponent: Option<u32> = match opp_t {
        "" | "0000" | "0" => None,
        t => Some(t.parse().map_err(|_| bad())?),
    };
    let color = match colour {
        'w' | 'W' => Some(Color::White),
        'b' | 'B' => Some(Color::Black),
        '-' | ' ' => None,
        _ => return Err(bad()),
    };
    Ok(Some(match (opponent, result) {
        (Some(o), '+') => Round::ForfeitWin { opponent: o, color },
        (Some(o), '-') => Round::ForfeitLoss { opponent: o, color },
        (Some(o), r) => {
            let result = match r {
                '1' | 'W' => GameResult::Win,
                '=' | 'D' => GameResult::Draw,
                '0' | 'L' => GameResult::Loss,
                _ => return Err(bad()),
            };
            let color = color.ok_or_else(bad)?;
            Round::Game {
                opponent: o,
                color,
                result,
            }
        }
        (None, 'U' | '+') => Round::Bye,
        (None, 'F' | '1' | 'W') => Round::FullPointBye,
        (None, 'H' | '=' | 'D') => Round::HalfPointBye,
        (None, 'Z' | '-' | '0' | 'L' | ' ') => Round::Absent,
        _ => return Err(bad()),
    }))
}

/// Read a TRF-16 report.
pub fn read_trf(text: &str) -> Result<Tournament, TrfError> {
    let mut t = Tournament::default();
    let mut seen = std::collections::HashSet::new();
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    for (i, line) in text.lines().enumerate() {
        let lineno = i + 1;
        let bad = |field: &'static str, v: &str| TrfError::BadField {
            line: lineno,
            field,
            text: v.to_string(),
        };
        if line.starts_with("012") {
            t.name = line.get(4..).unwrap_or("").trim().to_string();
        } else if let Some(rest) = line
            .strip_prefix("XXR")
            .or_else(|| line.strip_prefix("142"))
        {
            let v = rest.trim();
            t.total_rounds = v.parse().map_err(|_| bad("total rounds", v))?;
        } else if let Some(rest) = line.strip_prefix("152") {
            t.initial_color = match rest.trim() {
                "W" | "w" => Some(Color::White),
                "B" | "b" => Some(Color::Black),
                v => return Err(bad("initial colour", v)),
            };
        } else if let Some(rest) = line
            .strip_prefix("092")
            .or_else(|| line.strip_prefix("192"))
        {
            let name = rest.trim();
            if name.starts_with("FIDE_DUTCH") {
                t.rules = Some(if name.contains("2017") {
                    Rules::Fide2017
                } else {
                    Rules::Fide2026
                });
            }
        } else if line.starts_with("240") {
            let round_text = line.get(6..9).unwrap_or("").trim();
            let round: u32 = round_text.parse().map_err(|_| bad("round", round_text))?;
            for id in line.get(10..).unwrap_or("").split_whitespace() {
                let id: u32 = id.parse().map_err(|_| bad("starting number", id))?;
                t.unpaired.push((round, id));
            }
        } else if let Some(rest) = line.strip_prefix("XXC") {
            for tok in rest.split_whitespace() {
                match tok {
                    "white1" => t.initial_color = Some(Color::White),
                    "black1" => t.initial_color = Some(Color::Black),
                    _ => {}
                }
            }
        } else if line.starts_with("001") {
            if !line.is_ascii() {
                // Names may hold UTF-8; columns are counted in characters.
                let ascii: String = line
                    .chars()
                    .map(|c| if c.is_ascii() { c } else { '?' })
                    .collect();
                let mut p = parse_player(&ascii, lineno)?;
                p.name = line
                    .chars()
                    .skip(14)
                    .take(33)
                    .collect::<String>()
                    .trim()
                    .to_string();
                if !seen.insert(p.id) {
                    return Err(TrfError::DuplicateId(p.id));
                }
                t.players.push(p);
                continue;
            }
            let p = parse_player(line, lineno)?;
            if !seen.insert(p.id) {
                return Err(TrfError::DuplicateId(p.id));
            }
            t.players.push(p);
        }
    }
    if t.players.is_empty() {
        return Err(TrfError::NoPlayers);
    }
    Ok(t)
}

fn parse_player(line: &str, lineno: usize) -> Result<TrfPlayer, TrfError> {
    if line.len() < 84 {
        return Err(TrfError::ShortLine(lineno));
    }
    let bad = |field: &'static str, text: &str| TrfError::BadField {
        line: lineno,
        field,
        text: text.to_string(),
    };
    let id_s = field(line, 5, 8);
    let id: u32 = id_s
        .trim()
        .parse()
        .map_err(|_| bad("starting number", id_s))?;
    let rating_s = field(line, 49, 52).trim();
    let rating: u32 = if rating_s.is_empty() {
        0
    } else {
        rating_s.parse().map_err(|_| bad("rating", rating_s))?
    };
    let pts_s = field(line, 81, 84);
    let points = parse_points(pts_s).ok_or_else(|| bad("points", pts_s))?;
    let mut rounds = Vec::new();
    let mut pending = 0;
    let mut start = 92;
    let mut r = 1;
    while start <= line.len() {
        let entry = line
            .get(start - 1..(start + 7).min(line.len()))
            .unwrap_or("");
        match parse_round(entry, lineno, r)? {
            None => pending += 1,
            Some(x) => {
                rounds.extend(std::iter::repeat_n(Round::Absent, pending));
                pending = 0;
                rounds.push(x);
            }
        }
        start += 10;
        r += 1;
    }
    Ok(TrfPlayer {
        id,
        name: field(line, 15, 47).trim().to_string(),
        rating,
        points,
        rank: 0,
        rounds,
    })
}

impl Tournament {
    /// Number of rounds already paired: the last round in which anybody was
    /// paired (a game, a forfeit or the PAB).
    pub fn rounds_paired(&self) -> usize {
        self.players
            .iter()
            .filter_map(|p| {
                p.rounds.iter().rposition(|r| {
                    matches!(
                        r,
                        Round::Game { .. }
                            | Round::ForfeitWin { .. }
                            | Round::ForfeitLoss { .. }
                            | Round::Bye
                    )
                })
            })
            .map(|i| i + 1)
            .max()
            .unwrap_or(0)
    }

    /// The players' states for pairing the next round, and that round's
    /// number. An entry already recorded for the next round (e.g. `H` or `Z`)
    /// marks the player as not to be paired.
    pub fn next_round_states(&self) -> (Vec<PlayerState>, u32) {
        let played = self.rounds_paired();
        let states = self
            .players
            .iter()
            .map(|p| {
                let history: Vec<Round> = p.rounds.iter().take(played).copied().collect();
                let next = played as u32 + 1;
                PlayerState {
                    id: p.id,
                    rating: p.rating,
                    // The score of the rounds paired so far: the column may or may not count
                    // a bye already set for the next round (bbpPairings reads both).
                    points: history.iter().map(Round::points).sum(),
                    history,
                    present: p.rounds.len() <= played && !self.unpaired.contains(&(next, p.id)),
                }
            })
            .collect();
        (states, played as u32 + 1)
    }

    /// Pairing options implied by the file (`XXC` or `152`, default White; the rules named
    /// by `092`/`192`, default those in force).
    pub fn options(&self) -> Options {
        Options {
            initial_color: self.initial_color.unwrap_or(Color::White),
            rules: self.rules.unwrap_or_default(),
        }
    }

    /// Record a round's pairing (without results): games get a placeholder
    /// result that [`Tournament::set_result`] overwrites; the bye is the PAB.
    /// Absent players get [`Round::Absent`].
    pub fn apply_pairing(&mut self, pairing: &Pairing, round: usize) {
        for p in &mut self.players {
            if p.rounds.len() < round {
                p.rounds.resize(round - 1, Round::Absent);
                let entry = if pairing.bye == Some(p.id) {
                    p.points += 2;
                    Round::Bye
                } else if let Some(&(w, b)) =
                    pairing.pairs.iter().find(|&&(w, b)| w == p.id || b == p.id)
                {
                    let (opponent, color) = if w == p.id {
                        (b, Color::White)
                    } else {
                        (w, Color::Black)
                    };
                    Round::Game {
                        opponent,
                        color,
                        result: GameResult::Draw,
                    }
                } else {
                    Round::Absent
                };
                p.rounds.push(entry);
            }
        }
    }
}

fn fmt_points(p: u32) -> String {
    format!(
        "{:>4}",
        format!("{}.{}", p / 2, if p % 2 == 1 { 5 } else { 0 })
    )
}

fn round_entry(r: &Round) -> String {
    let col = |c: Option<Color>| match c {
        Some(Color::White) => 'w',
        Some(Color::Black) => 'b',
        None => '-',
    };
    match r {
        Round::Game {
            opponent,
            color,
            result,
        } => {
            let res = match result {
                GameResult::Win => '1',
                GameResult::Draw => '=',
                GameResult::Loss => '0',
            };
            format!("{:>4} {} {}", opponent, col(Some(*color)), res)
        }
        Round::ForfeitWin { opponent, color } => format!("{:>4} {} +", opponent, col(*color)),
        Round::ForfeitLoss { opponent, color } => format!("{:>4} {} -", opponent, col(*color)),
        Round::Bye => "0000 - U".to_string(),
        Round::FullPointBye => "0000 - F".to_string(),
        Round::HalfPointBye => "0000 - H".to_string(),
        Round::Absent => "0000 - Z".to_string(),
    }
}

/// Write a TRF-16 report (with `XXR` and `XXC`). Ranks (columns 86-89) are the players'
/// `rank`, or when a player has none by score, then starting number.
pub fn write_trf(t: &Tournament) -> String {
    let mut out = String::new();
    if !t.name.is_empty() {
        let _ = writeln!(out, "012 {}", t.name);
    }
    let mut players: Vec<&TrfPlayer> = t.players.iter().collect();
    players.sort_by_key(|p| p.id);
    let mut by_rank = players.clone();
    by_rank.sort_by(|a, b| b.points.cmp(&a.points).then(a.id.cmp(&b.id)));
    for p in &players {
        let rank = match p.rank {
            0 => by_rank
                .iter()
                .position(|q| q.id == p.id)
                .map_or(0, |i| i + 1),
            given => given as usize,
        };
        let name: String = p.name.chars().take(33).collect();
        let rating = if p.rating > 0 {
            format!("{:>4}", p.rating)
        } else {
            "    ".to_string()
        };
        let mut line = format!(
            "001 {:>4}      {:<33} {} {:3} {:>11} {:>10} {} {:>4}",
            p.id,
            name,
            rating,
            "",
            "",
            "",
            fmt_points(p.points),
            rank
        );
        for r in &p.rounds {
            line.push_str("  ");
            line.push_str(&round_entry(r));
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    if t.total_rounds > 0 {
        let _ = writeln!(out, "XXR {}", t.total_rounds);
    }
    if let Some(c) = t.initial_color {
        let _ = writeln!(
            out,
            "XXC {}",
            if c == Color::White {
                "white1"
            } else {
                "black1"
            }
        );
    }
    out
}

/// Format a pairing as bbpPairings does: the number of pairs (the bye
/// counted as a pair), then `WHITE BLACK` a line, the bye as `N 0`.
pub fn format_pairing(p: &Pairing) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", p.pairs.len() + usize::from(p.bye.is_some()));
    for (w, b) in &p.pairs {
        let _ = writeln!(out, "{w} {b}");
    }
    if let Some(b) = p.bye {
        let _ = writeln!(out, "{b} 0");
    }
    out
}

/// Parse bbpPairings' output format back into a [`Pairing`].
pub fn parse_pairing(text: &str) -> Option<Pairing> {
    let mut lines = text.lines().filter(|l| !l.trim().is_empty());
    let count: usize = lines.next()?.trim().parse().ok()?;
    let mut p = Pairing::default();
    for _ in 0..count {
        let mut it = lines.next()?.split_whitespace();
        let w: u32 = it.next()?.parse().ok()?;
        let b: u32 = it.next()?.parse().ok()?;
        if b == 0 {
            p.bye = Some(w);
        } else {
            p.pairs.push((w, b));
        }
    }
    Some(p)
}
