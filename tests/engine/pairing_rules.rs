//! Rule-by-rule tests of the Dutch pairing (C.04.3 articles named per test).
use castalia_bot::tournament::dutch::{
    pair, pair_with, Color, GameResult, Options, Pairing, PairingError, PlayerState, Round, Rules,
};

fn fresh(n: u32) -> Vec<PlayerState> {
    (1..=n)
        .map(|id| PlayerState {
            id,
            rating: 2500 - id,
            points: 0,
            history: vec![],
            present: true,
        })
        .collect()
}

fn game(opponent: u32, color: Color, result: GameResult) -> Round {
    Round::Game {
        opponent,
        color,
        result,
    }
}
use Color::{Black as B, White as W};
use GameResult::{Draw as D, Loss as L, Win as Wi};

/// Players 1..=n present with given histories; `extra` absent filler
/// opponents numbered from 100.
fn with_histories(hs: Vec<Vec<Round>>, extra: u32) -> Vec<PlayerState> {
    let mut v: Vec<PlayerState> = hs
        .into_iter()
        .enumerate()
        .map(|(i, h)| PlayerState {
            id: i as u32 + 1,
            rating: 2000,
            points: h.iter().map(Round::points).sum(),
            history: h,
            present: true,
        })
        .collect();
    for k in 0..extra {
        v.push(PlayerState {
            id: 100 + k,
            rating: 1000,
            points: 0,
            history: vec![],
            present: false,
        });
    }
    v
}

#[test]
fn round1_eight_players_top_half_vs_bottom_half_alternating() {
    let p = pair(&fresh(8), 1, 5).unwrap();
    assert_eq!(
        p,
        Pairing {
            pairs: vec![(1, 5), (6, 2), (3, 7), (8, 4)],
            bye: None
        }
    );
}

#[test]
fn round1_seven_players_bye_to_the_last() {
    let p = pair(&fresh(7), 1, 5).unwrap();
    assert_eq!(
        p,
        Pairing {
            pairs: vec![(1, 4), (5, 2), (3, 6)],
            bye: Some(7)
        }
    );
}

#[test]
fn round1_initial_colour_black() {
    let p = pair_with(
        &fresh(4),
        1,
        3,
        &Options {
            initial_color: B,
            ..Options::default()
        },
    )
    .unwrap();
    assert_eq!(p.pairs, vec![(3, 1), (2, 4)]);
}

/// E.5 in round 1 with an absent player: the initial colour alternates down the players who
/// take part, so player 2, absent and never paired, shifts it (bbpPairings 5.0.1 pairs 1-5,
/// 6-3, 4-7).
#[test]
fn round1_colours_alternate_over_the_players_present() {
    let mut ps = fresh(7);
    ps[1].present = false;
    let p = pair(&ps, 1, 5).unwrap();
    assert_eq!(
        p,
        Pairing {
            pairs: vec![(1, 5), (6, 3), (4, 7)],
            bye: None
        }
    );
}

#[test]
fn absent_players_are_not_paired() {
    let mut ps = fresh(6);
    ps[1].present = false;
    let p = pair(&ps, 1, 5).unwrap();
    assert!(p.pairs.iter().all(|&(w, b)| w != 2 && b != 2));
    assert_eq!(p.bye, Some(6));
}

/// C.1 with C.10: 1-3 and 2-4 met; the exchange 1-2 / 3-4 also fulfils all
/// colour preferences, so it beats the transposition 1-4 / 2-3.
#[test]
fn c1_no_rematch() {
    let ps = with_histories(
        vec![
            vec![game(3, W, D)],
            vec![game(4, B, D)],
            vec![game(1, B, D)],
            vec![game(2, W, D)],
        ],
        0,
    );
    let p = pair(&ps, 2, 5).unwrap();
    assert_eq!(p.pairs, vec![(2, 1), (3, 4)]);
}

/// C.2: a player who had the PAB does not get it again; the bye goes to the
/// lowest player of the lowest score group who is eligible.
#[test]
fn c2_no_second_bye_and_c12_repeated_downfloat() {
    let ps = with_histories(
        vec![
            vec![game(3, W, Wi)],
            vec![game(4, B, Wi)],
            vec![game(1, B, L)],
            vec![game(2, W, L)],
            vec![Round::Bye],
        ],
        0,
    );
    let p = pair(&ps, 2, 5).unwrap();
    // 5 (bye = downfloat last round) is paired in its group (C.12), 2 floats.
    assert_eq!(
        p,
        Pairing {
            pairs: vec![(5, 1), (2, 3)],
            bye: Some(4)
        }
    );
}

/// C.2: a forfeit win also excludes the PAB.
#[test]
fn c2_forfeit_win_excludes_bye() {
    let ps = with_histories(
        vec![
            vec![game(2, W, Wi)],
            vec![game(1, B, L)],
            vec![game(4, W, D)],
            vec![game(3, B, D)],
            vec![Round::ForfeitWin {
                opponent: 100,
                color: None,
            }],
        ],
        1,
    );
    let p = pair(&ps, 2, 5).unwrap();
    assert_ne!(p.bye, Some(5));
}

/// C.2 of 2026: a full-point bye (a win's points without playing) also excludes the PAB;
/// before 2026 only the PAB and a forfeit win did. Round 3 of three players: 1 won by
/// forfeit, 2 had the PAB, 3 a full-point bye and then a game against 1.
#[test]
fn c2_of_2026_a_full_point_bye_excludes_the_bye_too() {
    let ps = with_histories(
        vec![
            vec![
                Round::ForfeitWin {
                    opponent: 2,
                    color: Some(W),
                },
                game(3, W, D),
            ],
            vec![
                Round::ForfeitLoss {
                    opponent: 1,
                    color: Some(B),
                },
                Round::Bye,
            ],
            vec![Round::FullPointBye, game(1, B, D)],
        ],
        0,
    );
    let by = |rules| {
        let options = Options {
            rules,
            ..Options::default()
        };
        pair_with(&ps, 3, 4, &options)
    };
    assert_eq!(by(Rules::Fide2017).map(|p| p.bye), Ok(Some(3)));
    assert_eq!(by(Rules::Fide2026), Err(PairingError::NoValidPairing));
}

/// C.3: 1 and 3 have the same absolute preference (black after WW), as do
/// 2 and 4 (white after BB): S1 {1,2} x S2 {3,4} must transpose.
#[test]
fn c3_same_absolute_preference_do_not_meet() {
    let ps = with_histories(
        vec![
            vec![game(100, W, D), game(101, W, D)],
            vec![game(102, B, D), game(103, B, D)],
            vec![game(101, W, D), game(100, W, D)],
            vec![game(103, B, D), game(102, B, D)],
        ],
        4,
    );
    let p = pair(&ps, 3, 9).unwrap();
    assert_eq!(p.pairs, vec![(4, 1), (2, 3)]);
}

/// C.3 exception: in the last round topscorers (> 50%) may meet despite the
/// same absolute preference.
#[test]
fn c3_topscorers_last_round() {
    let ps = with_histories(
        vec![
            vec![game(100, W, Wi), game(101, W, Wi)],
            vec![game(102, W, Wi), game(103, W, Wi)],
        ],
        4,
    );
    assert_eq!(pair(&ps, 3, 5), Err(PairingError::NoValidPairing));
    let p = pair(&ps, 3, 3).unwrap();
    assert_eq!(p.pairs.len(), 1);
}

/// E.1: both preferences granted; E.4: equal preferences, the higher ranked
/// player gets his.
#[test]
fn colour_e1_e4() {
    let ps = with_histories(vec![vec![game(100, W, D)], vec![game(101, W, D)]], 2);
    // Both want black (strong): 1 is higher ranked.
    assert_eq!(pair(&ps, 2, 5).unwrap().pairs, vec![(2, 1)]);
    let ps = with_histories(vec![vec![game(100, B, D)], vec![game(101, W, D)]], 2);
    assert_eq!(pair(&ps, 2, 5).unwrap().pairs, vec![(1, 2)]);
}

/// E.2: the stronger (absolute) preference wins over the higher rank.
#[test]
fn colour_e2_stronger_preference() {
    let ps = with_histories(
        vec![
            vec![game(100, B, D), game(101, W, D)],
            vec![game(102, W, D), game(103, W, D)],
        ],
        4,
    );
    // 1: mild white? no: balanced, last W -> mild black; 2: absolute black.
    // 2's absolute preference wins: 1 white.
    assert_eq!(pair(&ps, 3, 5).unwrap().pairs, vec![(1, 2)]);
}

/// E.3: same preference, same strength: alternate from the most recent round
/// in which their colours differed (not the rank).
#[test]
fn colour_e3_alternation() {
    let ps = with_histories(
        vec![
            vec![
                game(100, B, D),
                game(101, W, D),
                game(102, W, D),
                game(103, B, D),
            ],
            vec![
                game(104, W, D),
                game(105, B, D),
                game(106, W, D),
                game(107, B, D),
            ],
        ],
        8,
    );
    // Both mild white. Round 2: 1 had W, 2 had B -> 1 gets black.
    assert_eq!(pair(&ps, 5, 9).unwrap().pairs, vec![(2, 1)]);
}

/// A heterogeneous bracket: the moved-down player 2 meets the highest
/// resident it can, a resident floats down and meets the top of the last
/// group, the lowest player gets the bye.
#[test]
fn floater_case() {
    let ps = with_histories(
        vec![
            vec![game(5, W, L)],
            vec![game(6, B, Wi)],
            vec![game(7, W, D)],
            vec![game(8, B, D)],
            vec![game(1, B, Wi)],
            vec![game(2, W, L)],
            vec![game(3, B, D)],
            vec![game(4, W, D)],
        ],
        0,
    );
    let mut ps = ps;
    ps[4].present = false;
    let p = pair(&ps, 2, 7).unwrap();
    assert_eq!(
        p,
        Pairing {
            pairs: vec![(2, 3), (7, 8), (4, 1)],
            bye: Some(6)
        }
    );
}

#[test]
fn impossible_pairing_is_an_error() {
    let ps = with_histories(vec![vec![game(2, W, D)], vec![game(1, B, D)]], 0);
    assert_eq!(pair(&ps, 2, 5), Err(PairingError::NoValidPairing));
}

#[test]
fn bad_input_errors() {
    let mut ps = fresh(2);
    ps[1].id = 1;
    assert_eq!(pair(&ps, 1, 3), Err(PairingError::DuplicateId(1)));
    let ps = with_histories(vec![vec![game(9, W, D)], vec![]], 0);
    assert!(matches!(
        pair(&ps, 2, 3),
        Err(PairingError::UnknownOpponent { .. })
    ));
    assert_eq!(pair(&fresh(2), 0, 3), Err(PairingError::InvalidRound));
}
