//! Arena pairing (lichess's way): the players free at a moment are paired in one wave by a
//! maximum weight matching (the Swiss pairing's, `dutch::matching`): as many games as
//! possible, then players
//! close in the standings and in rating together; never the same two players twice in a
//! row; colours balanced (the player who had White less often gets it).

use super::dutch::matching::max_weight_matching;
use super::event::Event;
use super::standings::standings;
use std::collections::HashMap;

/// What the pairing knows of a free player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Free {
    pub no: u32,
    /// Place in the standings (1 = first).
    pub rank: u32,
    pub rating: u32,
    /// The opponent of their last game.
    pub last_opponent: Option<u32>,
    /// Whites minus blacks so far.
    pub colour_balance: i32,
    /// Whether their last game was with White.
    pub last_white: Option<bool>,
}

/// The free players of an arena: entrants not withdrawn and not in a game, in rank order.
pub fn free_players(event: &Event) -> Vec<Free> {
    let busy = event.busy();
    let table = standings(event);
    let rank: HashMap<u32, u32> = table.iter().map(|s| (s.no, s.rank)).collect();
    let mut last: HashMap<u32, (u32, bool)> = HashMap::new();
    let mut balance: HashMap<u32, i32> = HashMap::new();
    for b in event.boards() {
        last.insert(b.white, (b.black, true));
        last.insert(b.black, (b.white, false));
        *balance.entry(b.white).or_default() += 1;
        *balance.entry(b.black).or_default() -= 1;
    }
    let mut free: Vec<Free> = event
        .entrants
        .iter()
        .filter(|e| !e.withdrawn && !busy.contains(&e.no))
        .map(|e| Free {
            no: e.no,
            rank: rank.get(&e.no).copied().unwrap_or(u32::MAX),
            rating: e.rating,
            last_opponent: last.get(&e.no).map(|l| l.0),
            colour_balance: balance.get(&e.no).copied().unwrap_or(0),
            last_white: last.get(&e.no).map(|l| l.1),
        })
        .collect();
    free.sort_by_key(|f| (f.rank, f.no));
    free
}

/// Above any sum of costs: a matching with more games always weighs more.
const GAME: i64 = 1_000_000_000;

/// How far apart two players are: rank first, then rating.
fn cost(a: &Free, b: &Free) -> i64 {
    let rank_gap = i64::from(a.rank.abs_diff(b.rank).min(100_000));
    let rating_gap = i64::from(a.rating.abs_diff(b.rating).min(999));
    rank_gap * 1000 + rating_gap
}

/// Pairs a wave: (white, black) by starting number, best-ranked pairs first.
pub fn pair_wave(free: &[Free]) -> Vec<(u32, u32)> {
    let n = free.len();
    if n < 2 {
        return Vec::new();
    }
    let mut edges: Vec<(usize, usize, i64)> = Vec::new();
    for i in 0..n {
        for j in (i + 1)..n {
            let (a, b) = (&free[i], &free[j]);
            let rematch = a.last_opponent == Some(b.no) || b.last_opponent == Some(a.no);
            if rematch {
                continue;
            }
            // Positive for every allowed edge; cheaper pairs weigh more.
            edges.push((i, j, GAME - cost(a, b).min(GAME / 1000)));
        }
    }
    let mate = max_weight_matching(n, &edges);
    let mut pairs = Vec::new();
    for (i, m) in mate.iter().enumerate() {
        let Some(j) = *m else { continue };
        if j <= i {
            continue;
        }
        let (a, b) = (&free[i], &free[j]);
        pairs.push(if a_gets_white(a, b) {
            (a.no, b.no)
        } else {
            (b.no, a.no)
        });
    }
    pairs
}

/// The player who had White less often gets it; when even, the one who had Black last; else
/// the better ranked.
fn a_gets_white(a: &Free, b: &Free) -> bool {
    if a.colour_balance != b.colour_balance {
        return a.colour_balance < b.colour_balance;
    }
    match (a.last_white, b.last_white) {
        (Some(false), Some(true)) | (Some(false), None) => true,
        (Some(true), Some(false)) | (None, Some(false)) => false,
        _ => a.rank <= b.rank,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn free(no: u32, rank: u32, rating: u32) -> Free {
        Free {
            no,
            rank,
            rating,
            last_opponent: None,
            colour_balance: 0,
            last_white: None,
        }
    }

    /// The best matching of a small wave, by trying every pairing.
    fn brute_force(free: &[Free]) -> (usize, i64) {
        fn go(left: &[usize], free: &[Free]) -> (usize, i64) {
            let Some((&first, rest)) = left.split_first() else {
                return (0, 0);
            };
            // `first` sits out...
            let mut best = go(rest, free);
            // ...or plays someone allowed.
            for (k, &other) in rest.iter().enumerate() {
                let (a, b) = (&free[first], &free[other]);
                if a.last_opponent == Some(b.no) || b.last_opponent == Some(a.no) {
                    continue;
                }
                let mut remaining = rest.to_vec();
                remaining.remove(k);
                let (games, cost_sum) = go(&remaining, free);
                let candidate = (games + 1, cost_sum + cost(a, b));
                if candidate.0 > best.0 || (candidate.0 == best.0 && candidate.1 < best.1) {
                    best = candidate;
                }
            }
            best
        }
        go(&(0..free.len()).collect::<Vec<_>>(), free)
    }

    fn summary(free: &[Free], pairs: &[(u32, u32)]) -> (usize, i64) {
        let by_no = |no: u32| free.iter().find(|f| f.no == no).unwrap_or(&free[0]);
        let c = pairs.iter().map(|(a, b)| cost(by_no(*a), by_no(*b))).sum();
        (pairs.len(), c)
    }

    #[test]
    fn close_ranks_play_and_nobody_meets_the_last_opponent_again() {
        let mut players = vec![
            free(1, 1, 1900),
            free(2, 2, 1800),
            free(3, 3, 1700),
            free(4, 4, 1600),
        ];
        assert_eq!(pair_wave(&players).len(), 2);
        let pairs = pair_wave(&players);
        assert!(
            pairs.contains(&(1, 2)) || pairs.contains(&(2, 1)),
            "{pairs:?}"
        );
        players[0].last_opponent = Some(2);
        players[1].last_opponent = Some(1);
        let pairs = pair_wave(&players);
        assert_eq!(pairs.len(), 2);
        assert!(!pairs
            .iter()
            .any(|&(a, b)| (a, b) == (1, 2) || (a, b) == (2, 1)));
        // Two players who just met wait rather than play again.
        assert!(pair_wave(&players[..2]).is_empty());
    }

    #[test]
    fn colours_even_out() {
        let mut a = free(1, 1, 1500);
        let mut b = free(2, 2, 1500);
        a.colour_balance = 1;
        b.colour_balance = -1;
        assert_eq!(pair_wave(&[a.clone(), b.clone()]), vec![(2, 1)]);
        a.colour_balance = 0;
        b.colour_balance = 0;
        a.last_white = Some(false);
        b.last_white = Some(true);
        assert_eq!(pair_wave(&[a, b]), vec![(1, 2)]);
    }

    /// The matching is the best there is: as many games as possible, then the least total
    /// distance, checked against every pairing of random small waves.
    #[test]
    fn waves_match_brute_force() {
        let mut seed = 0x1234_5678_u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..300 {
            let n = (next() % 9) as u32 + 1;
            let mut players: Vec<Free> = (1..=n)
                .map(|no| free(no, (next() % 20) as u32 + 1, 1000 + (next() % 1500) as u32))
                .collect();
            for p in &mut players {
                if next() % 3 == 0 {
                    p.last_opponent = Some((next() % u64::from(n)) as u32 + 1);
                }
            }
            let pairs = pair_wave(&players);
            assert_eq!(
                summary(&players, &pairs),
                brute_force(&players),
                "{players:?}"
            );
        }
    }
}
