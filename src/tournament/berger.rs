//! Round robin by Berger tables (FIDE Handbook C.05, Annex 1): with `n` players (one more, a
//! bye, when `n` is odd), player `n` stays put and the others turn; round `r` starts with
//! player `((r - 1) * n/2) mod (n - 1) + 1` on board 1. A double round robin plays the table
//! twice, colours reversed.

/// One game of a round: (white, black) by starting number (1-based); a game against the
/// dummy player `n + 1` of an odd field is that player's bye.
pub type Pairing = (u32, u32);

/// The number of rounds for `players` players.
pub fn rounds(players: u32, double: bool) -> u32 {
    let n = players + players % 2;
    let single = n.saturating_sub(1);
    if double {
        single * 2
    } else {
        single
    }
}

/// Round `round` (1-based) of the Berger table for `players` players: the games in board
/// order, and the player with a bye (odd fields).
pub fn round(players: u32, round: u32, double: bool) -> (Vec<Pairing>, Option<u32>) {
    let n = players + players % 2;
    if n < 2 || round == 0 || round > rounds(players, double) {
        return (Vec::new(), None);
    }
    let cycle = n - 1;
    let (r, reversed) = if round > cycle {
        (round - cycle, true)
    } else {
        (round, false)
    };
    let start = ((r - 1) * (n / 2)) % cycle + 1;
    // Numbers 1..n-1 around the circle.
    let wrap = |k: i64| -> u32 { ((k - 1).rem_euclid(i64::from(cycle)) + 1) as u32 };
    let mut games = Vec::with_capacity((n / 2) as usize);
    // Board 1: the fixed player n; the other has White in odd rounds.
    games.push(if r % 2 == 1 { (start, n) } else { (n, start) });
    for k in 1..i64::from(n / 2) {
        let white = wrap(i64::from(start) + k);
        let black = wrap(i64::from(start) - k);
        games.push((white, black));
    }
    if reversed {
        for g in &mut games {
            *g = (g.1, g.0);
        }
    }
    let mut bye = None;
    if players % 2 == 1 {
        let dummy = players + 1;
        games.retain(|&(w, b)| {
            if w == dummy || b == dummy {
                bye = Some(if w == dummy { b } else { w });
                false
            } else {
                true
            }
        });
    }
    (games, bye)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The FIDE Berger table for 6 players.
    #[test]
    fn six_players_follow_the_fide_table() {
        let want: [&[Pairing]; 5] = [
            &[(1, 6), (2, 5), (3, 4)],
            &[(6, 4), (5, 3), (1, 2)],
            &[(2, 6), (3, 1), (4, 5)],
            &[(6, 5), (1, 4), (2, 3)],
            &[(3, 6), (4, 2), (5, 1)],
        ];
        for (i, games) in want.iter().enumerate() {
            assert_eq!(
                round(6, i as u32 + 1, false).0,
                games.to_vec(),
                "round {}",
                i + 1
            );
        }
        assert_eq!(rounds(6, false), 5);
        assert_eq!(rounds(6, true), 10);
        assert_eq!(round(6, 6, true).0, vec![(6, 1), (5, 2), (4, 3)]);
        assert!(round(6, 11, true).0.is_empty());
    }

    #[test]
    fn four_players_follow_the_fide_table() {
        assert_eq!(round(4, 1, false).0, vec![(1, 4), (2, 3)]);
        assert_eq!(round(4, 2, false).0, vec![(4, 3), (1, 2)]);
        assert_eq!(round(4, 3, false).0, vec![(2, 4), (3, 1)]);
    }

    /// Every pair meets exactly once (twice, colours swapped, in a double round robin), each
    /// player once a round, and an odd field gives each player one bye.
    #[test]
    fn everyone_meets_everyone_once() {
        for players in 2..=15u32 {
            for double in [false, true] {
                let mut met = std::collections::HashMap::new();
                let mut byes = vec![0; players as usize + 1];
                for r in 1..=rounds(players, double) {
                    let (games, bye) = round(players, r, double);
                    let mut seen = std::collections::HashSet::new();
                    for &(w, b) in &games {
                        assert!(w != b && w <= players && b <= players);
                        assert!(seen.insert(w) && seen.insert(b), "{players}: round {r}");
                        *met.entry((w, b)).or_insert(0) += 1;
                    }
                    if let Some(p) = bye {
                        assert!(seen.insert(p));
                        byes[p as usize] += 1;
                    }
                    assert_eq!(seen.len() as u32, players, "{players}: round {r}");
                }
                for a in 1..=players {
                    for b in (a + 1)..=players {
                        let ab = met.get(&(a, b)).copied().unwrap_or(0);
                        let ba = met.get(&(b, a)).copied().unwrap_or(0);
                        if double {
                            assert_eq!((ab, ba), (1, 1), "{players}: {a}-{b}");
                        } else {
                            assert_eq!(ab + ba, 1, "{players}: {a}-{b}");
                        }
                    }
                }
                if players % 2 == 1 {
                    let want = if double { 2 } else { 1 };
                    assert!(byes[1..].iter().all(|&n| n == want), "{players}: {byes:?}");
                }
            }
        }
    }
}
