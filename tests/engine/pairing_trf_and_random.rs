//! TRF-16 round trips and randomized validity checks (C.1-C.3, completeness).
use castalia_bot::tournament::dutch::trf::{
    format_pairing, parse_pairing, read_trf, write_trf, Tournament, TrfPlayer,
};
use castalia_bot::tournament::dutch::{pair_with, Color, GameResult, Pairing, Round};
use rand::{Rng, SeedableRng};
use std::collections::HashSet;

const SAMPLE: &str = "012 Test Open
001    1 m GM Alpha, Anna                       2600 GER    12345678 1990/01/01  1.5    1     3 w 1     2 b =  0000 - H
001    2 w    Beta, Bea                         2500 FRA    22345678 1991/01/01  1.5    2     4 b 1     1 w =
001    3      Gamma                             2400                             0.0    3     1 b 0     4 w -
001    4      Delta                             2300                             1.0    4     2 w 0     3 b +
XXR 5
XXC black1
";

#[test]
fn read_sample() {
    let t = read_trf(SAMPLE).unwrap();
    assert_eq!(t.name, "Test Open");
    assert_eq!(t.total_rounds, 5);
    assert_eq!(t.initial_color, Some(Color::Black));
    assert_eq!(t.players.len(), 4);
    let a = &t.players[0];
    assert_eq!(
        (a.id, a.rating, a.points, a.name.as_str()),
        (1, 2600, 3, "Alpha, Anna")
    );
    assert_eq!(
        a.rounds[0],
        Round::Game {
            opponent: 3,
            color: Color::White,
            result: GameResult::Win
        }
    );
    assert_eq!(a.rounds[2], Round::HalfPointBye);
    assert_eq!(
        t.players[2].rounds[1],
        Round::ForfeitLoss {
            opponent: 4,
            color: Some(Color::White)
        }
    );
    assert_eq!(
        t.players[3].rounds[1],
        Round::ForfeitWin {
            opponent: 3,
            color: Some(Color::Black)
        }
    );
    let (states, round) = t.next_round_states();
    assert_eq!(round, 3);
    assert!(!states[0].present);
    // 1.5 points from the two rounds played (the half-point bye set for round 3 not yet).
    assert_eq!(states[0].points, 3);
    assert!(states[1].present);
}

/// The TRF-2026 codes: `142` rounds, `152` initial colour, `092` the rules, `240` players
/// not to be paired in a round.
#[test]
fn read_the_trf_2026_codes() {
    let text = SAMPLE.replace(
        "XXR 5\nXXC black1\n",
        "142 7\n152 W\n092 FIDE_DUTCH_2025\n240 H   3    2\n",
    );
    let t = read_trf(&text).unwrap();
    assert_eq!(t.total_rounds, 7);
    assert_eq!(t.initial_color, Some(Color::White));
    assert_eq!(
        t.options().rules,
        castalia_bot::tournament::dutch::Rules::Fide2026
    );
    let (states, round) = t.next_round_states();
    assert_eq!(round, 3);
    assert!(!states[1].present, "240 leaves player 2 out of round 3");
    assert!(states[2].present);
    assert!(read_trf(&SAMPLE.replace("XXC black1", "152 X")).is_err());
}

#[test]
fn write_read_round_trip() {
    let t = read_trf(SAMPLE).unwrap();
    let text = write_trf(&t);
    let t2 = read_trf(&text).unwrap();
    assert_eq!(t, t2);
    // Fixed columns: points at 81-84, first round at 92.
    let line = text.lines().find(|l| l.starts_with("001    1")).unwrap();
    assert_eq!(&line[80..84], " 1.5");
    assert_eq!(&line[91..99], "   3 w 1");
}

#[test]
fn pairing_format_round_trip() {
    let p = Pairing {
        pairs: vec![(1, 5), (6, 2)],
        bye: Some(7),
    };
    let s = format_pairing(&p);
    assert_eq!(s, "3\n1 5\n6 2\n7 0\n");
    assert_eq!(parse_pairing(&s), Some(p));
}

/// Play random tournaments (C.04.A style) through TRF each round and check
/// every pairing: everybody present exactly once, C.1, C.2, C.3.
#[test]
fn random_tournaments_are_valid() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(42);
    for _ in 0..60 {
        let n: u32 = rng.gen_range(2..40);
        let rounds: u32 = rng
            .gen_range(3..10)
            .min(if n.is_multiple_of(2) { n - 1 } else { n });
        let mut t = Tournament {
            name: "rnd".into(),
            total_rounds: rounds,
            initial_color: Some(Color::White),
            rules: None,
            unpaired: Vec::new(),
            players: (1..=n)
                .map(|id| TrfPlayer {
                    id,
                    name: format!("P{id}"),
                    rating: 2700 - 10 * id,
                    points: 0,
                    rank: 0,
                    rounds: vec![],
                })
                .collect(),
        };
        for r in 1..=rounds as usize {
            // Round trip through the file format every round.
            t = read_trf(&write_trf(&t)).unwrap();
            let (states, round) = t.next_round_states();
            assert_eq!(round as usize, r);
            let p = match pair_with(&states, round, rounds, &t.options()) {
                Ok(p) => p,
                Err(castalia_bot::tournament::dutch::PairingError::NoValidPairing) => break,
                Err(e) => panic!("{e}"),
            };
            let mut seen = HashSet::new();
            for &(w, b) in &p.pairs {
                assert!(seen.insert(w) && seen.insert(b));
                let sw = states.iter().find(|s| s.id == w).unwrap();
                // C.1
                assert!(!sw
                    .history
                    .iter()
                    .any(|h| matches!(h, Round::Game { opponent, .. } if *opponent == b)));
                // C.3 (not last round): no two players with the same absolute preference.
                let abs = |id: u32| {
                    let s = states.iter().find(|s| s.id == id).unwrap();
                    let cs: Vec<Color> = s
                        .history
                        .iter()
                        .filter_map(|h| {
                            if let Round::Game { color, .. } = h {
                                Some(*color)
                            } else {
                                None
                            }
                        })
                        .collect();
                    let wn = cs.iter().filter(|&&c| c == Color::White).count() as i32;
                    let bn = cs.len() as i32 - wn;
                    if wn - bn > 1
                        || (cs.len() >= 2
                            && cs[cs.len() - 1] == Color::White
                            && cs[cs.len() - 2] == Color::White)
                    {
                        Some(Color::Black)
                    } else if bn - wn > 1
                        || (cs.len() >= 2
                            && cs[cs.len() - 1] == Color::Black
                            && cs[cs.len() - 2] == Color::Black)
                    {
                        Some(Color::White)
                    } else {
                        None
                    }
                };
                if r < rounds as usize {
                    assert!(abs(w).is_none() || abs(w) != abs(b), "C.3 violated {w}-{b}");
                    // The colours given respect absolute preferences when only one has one.
                    if abs(w).is_some() && abs(b).is_none() {
                        assert_eq!(abs(w), Some(Color::White));
                    }
                }
            }
            if let Some(b) = p.bye {
                assert!(seen.insert(b));
                let s = states.iter().find(|s| s.id == b).unwrap();
                // C.2
                assert!(!s
                    .history
                    .iter()
                    .any(|h| matches!(h, Round::Bye | Round::ForfeitWin { .. })));
            }
            let present = states.iter().filter(|s| s.present).count();
            assert_eq!(seen.len(), present);
            assert_eq!(p.bye.is_some(), present % 2 == 1);
            // Play it: random results, occasionally a forfeit.
            t.apply_pairing(&p, r);
            for &(w, b) in &p.pairs {
                let x: f64 = rng.r#gen();
                let (rw, rb) = if x < 0.02 {
                    (
                        Round::ForfeitWin {
                            opponent: b,
                            color: Some(Color::White),
                        },
                        Round::ForfeitLoss {
                            opponent: w,
                            color: Some(Color::Black),
                        },
                    )
                } else {
                    let res = if x < 0.4 {
                        GameResult::Win
                    } else if x < 0.7 {
                        GameResult::Draw
                    } else {
                        GameResult::Loss
                    };
                    let inv = match res {
                        GameResult::Win => GameResult::Loss,
                        GameResult::Loss => GameResult::Win,
                        GameResult::Draw => GameResult::Draw,
                    };
                    (
                        Round::Game {
                            opponent: b,
                            color: Color::White,
                            result: res,
                        },
                        Round::Game {
                            opponent: w,
                            color: Color::Black,
                            result: inv,
                        },
                    )
                };
                for (id, e) in [(w, rw), (b, rb)] {
                    let pl = t.players.iter_mut().find(|q| q.id == id).unwrap();
                    pl.rounds[r - 1] = e;
                    pl.points += e.points();
                }
            }
        }
    }
}
