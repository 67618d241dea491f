//! The orthodox network: an efficiently updatable neural network (NNUE) that evaluates
//! positions without a Castalia, trained on Stockfish's scores of orthodox positions
//! (`examples/nnue_train.rs`). Positions it was not trained for keep the hand-written
//! evaluation (`eval`): those with a Castalia on the board (it knows the kidnaps and repulses),
//! and decided ones (`network_suits`), which the training data lacks (Stockfish scores them as
//! won, past the data's cut-off): a bare king, or a material difference of 6 pawns or more (as
//! Stockfish 15.1 itself hands lopsided positions to its classical evaluation). The network's
//! output is scaled to the hand-written evaluation's centipawns, so the two agree where play
//! passes from one to the other.
//!
//! Shape: 768 inputs (a piece of one of 6 kinds and 2 colours on one of 64 squares, seen from
//! each side: "ours" and "theirs", the board mirrored for Black), a hidden layer of `HIDDEN`
//! clipped-ReLU units per side (the same weights for both sides), and one output reading the
//! side to move's half first. Weights are 16-bit integers: the hidden layer at scale `QA`, the
//! output at `QB`.
//!
//! File (`assets/nnue/orthodox.nnue`, little-endian): the magic `CNUE`, then `u32` hidden
//! size, `i32` output scale numerator and denominator (network centipawns to evaluation
//! centipawns), then `i16` input weights (`768 x HIDDEN`, feature-major), `i16` hidden biases,
//! `i16` output weights (`2 x HIDDEN`, side to move first) and one `i32` output bias.

use crate::rules::{BitBoard, Board, Color, PieceKind, Square};
use std::sync::LazyLock;

/// Hidden units per side.
pub const HIDDEN: usize = 256;
/// Inputs: 2 colours (ours, theirs) x 6 kinds x 64 squares.
pub const INPUTS: usize = 768;
/// Scale of the input weights and hidden biases (the clipped ReLU's ceiling).
pub const QA: i32 = 255;
/// Scale of the output weights (kept within +-4 by the trainer, so a sum of `2 x HIDDEN`
/// products of at most `QA x 4 x QB` stays within i32).
pub const QB: i32 = 1024;
/// The network's raw output times this is Stockfish-scale centipawns.
pub const OUTPUT_SCALE: i32 = 400;

const MAGIC: &[u8; 4] = b"CNUE";

/// The network shipped with the engine.
static NETWORK: LazyLock<Option<Network>> =
    LazyLock::new(|| Network::from_bytes(include_bytes!("../../assets/nnue/orthodox.nnue")));

/// A loaded network.
pub struct Network {
    input: Vec<[i16; HIDDEN]>,
    bias: [i16; HIDDEN],
    output: [[i16; HIDDEN]; 2],
    output_bias: i32,
    scale_num: i32,
    scale_den: i32,
}

/// Why a network file was refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum NetworkError {
    #[error("not a network file (no CNUE magic)")]
    Magic,
    #[error("the network has {0} hidden units; this build reads {HIDDEN}")]
    Hidden(u32),
    #[error("the network file is {found} bytes; {expected} expected")]
    Size { found: usize, expected: usize },
    #[error("the output scale {0}/{1} is not positive")]
    Scale(i32, i32),
}

impl Network {
    /// The bytes of a network file of this build's shape.
    pub const FILE_SIZE: usize = 4 + 12 + 2 * (INPUTS * HIDDEN + HIDDEN + 2 * HIDDEN) + 4;

    fn from_bytes(bytes: &[u8]) -> Option<Network> {
        match Network::parse(bytes) {
            Ok(net) => Some(net),
            Err(e) => {
                tracing::error!(
                    "the shipped network is unusable ({e}); using the hand-written evaluation"
                );
                None
            }
        }
    }

    /// Reads a network file.
    pub fn parse(bytes: &[u8]) -> Result<Network, NetworkError> {
        if bytes.get(..4) != Some(MAGIC.as_slice()) {
            return Err(NetworkError::Magic);
        }
        if bytes.len() != Network::FILE_SIZE {
            if let Some(h) = bytes.get(4..8) {
                let hidden = u32::from_le_bytes([h[0], h[1], h[2], h[3]]);
                if hidden as usize != HIDDEN {
                    return Err(NetworkError::Hidden(hidden));
                }
            }
            return Err(NetworkError::Size {
                found: bytes.len(),
                expected: Network::FILE_SIZE,
            });
        }
        let mut words = bytes[4..].chunks_exact(4);
        let mut word = || {
            let w = words.next().unwrap_or(&[0; 4]);
            [w[0], w[1], w[2], w[3]]
        };
        let hidden = u32::from_le_bytes(word());
        if hidden as usize != HIDDEN {
            return Err(NetworkError::Hidden(hidden));
        }
        let scale_num = i32::from_le_bytes(word());
        let scale_den = i32::from_le_bytes(word());
        if scale_num <= 0 || scale_den <= 0 {
            return Err(NetworkError::Scale(scale_num, scale_den));
        }
        let body = &bytes[16..];
        let (shorts, tail) = body.split_at(body.len() - 4);
        let mut values = shorts
            .chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]));
        let mut fill = |row: &mut [i16; HIDDEN]| {
            for v in row.iter_mut() {
                *v = values.next().unwrap_or(0);
            }
        };
        let mut input = vec![[0i16; HIDDEN]; INPUTS];
        input.iter_mut().for_each(&mut fill);
        let mut bias = [0i16; HIDDEN];
        fill(&mut bias);
        let mut output = [[0i16; HIDDEN]; 2];
        output.iter_mut().for_each(&mut fill);
        let output_bias = i32::from_le_bytes([tail[0], tail[1], tail[2], tail[3]]);
        Ok(Network {
            input,
            bias,
            output,
            output_bias,
            scale_num,
            scale_den,
        })
    }

    /// Both sides' hidden layers for `board`, computed afresh.
    pub fn accumulate(&self, board: &Board) -> Accumulator {
        let mut acc = Accumulator {
            board: Board::empty(),
            views: [self.bias; 2],
        };
        self.update(&mut acc, board);
        acc
    }

    /// Brings `acc` from the board it holds to `board`: only the pieces that differ are
    /// added and taken away (or, when most differ, everything is added afresh).
    pub fn update(&self, acc: &mut Accumulator, board: &Board) {
        let changed = distance(&acc.board, board);
        if changed == 0 {
            return;
        }
        let fresh = changed > REFRESH_ABOVE;
        if fresh {
            acc.views = [self.bias; 2];
        }
        for color in Color::ALL {
            for (k, &kind) in ORTHODOX.iter().enumerate() {
                let old = if fresh {
                    BitBoard::EMPTY
                } else {
                    acc.board.pieces(color, kind)
                };
                let new = board.pieces(color, kind);
                for sq in old & !new {
                    for view in Color::ALL {
                        sub(
                            &mut acc.views[view.index()],
                            &self.input[feature(view, color, k, sq)],
                        );
                    }
                }
                for sq in new & !old {
                    for view in Color::ALL {
                        add(
                            &mut acc.views[view.index()],
                            &self.input[feature(view, color, k, sq)],
                        );
                    }
                }
            }
        }
        acc.board = *board;
    }

    /// The evaluation for `side_to_move` of the board `acc` holds, in the hand-written
    /// evaluation's centipawns.
    pub fn output(&self, acc: &Accumulator, side_to_move: Color) -> i32 {
        let ours = &acc.views[side_to_move.index()];
        let theirs = &acc.views[(!side_to_move).index()];
        let sum = dot(ours, &self.output[0]) + dot(theirs, &self.output[1]);
        let centipawns =
            (sum + self.output_bias) as i64 * OUTPUT_SCALE as i64 / (QA as i64 * QB as i64);
        (centipawns * self.scale_num as i64 / self.scale_den as i64) as i32
    }

    /// The evaluation of `board` for `side_to_move`, computed afresh.
    pub fn evaluate(&self, board: &Board, side_to_move: Color) -> i32 {
        self.output(&self.accumulate(board), side_to_move)
    }
}

/// Both sides' hidden layers (before clipping) for one board, and that board.
#[derive(Clone)]
pub struct Accumulator {
    board: Board,
    /// Indexed by the colour whose view it is.
    views: [[i16; HIDDEN]; 2],
}

/// Above this many changed pieces an update starts afresh.
const REFRESH_ABOVE: u32 = 16;

/// The search's accumulators, one a ply: each is brought from whichever of its own last board
/// and its parent ply's is nearer, so a node's evaluation adds only the pieces its move (or
/// the moves since that ply's last node) changed.
pub struct EvalStack {
    plies: Vec<Accumulator>,
}

impl EvalStack {
    /// A stack for `plies` plies.
    pub fn new(plies: usize) -> EvalStack {
        let empty = Accumulator {
            board: Board::empty(),
            views: [NETWORK.as_ref().map_or([0; HIDDEN], |n| n.bias); 2],
        };
        EvalStack {
            plies: vec![empty; plies.max(1)],
        }
    }

    /// The network's evaluation of `board` for `side_to_move` at `ply` of the search (`None`
    /// where the board holds a Castalia or no network loaded).
    #[inline]
    pub fn evaluate(&mut self, board: &Board, side_to_move: Color, ply: usize) -> Option<i32> {
        if !network_suits(board) {
            return None;
        }
        let net = NETWORK.as_ref()?;
        let ply = ply.min(self.plies.len() - 1);
        if ply > 0
            && distance(&self.plies[ply - 1].board, board) < distance(&self.plies[ply].board, board)
        {
            let (parents, rest) = self.plies.split_at_mut(ply);
            rest[0].clone_from(&parents[ply - 1]);
        }
        let acc = &mut self.plies[ply];
        net.update(acc, board);
        Some(net.output(acc, side_to_move))
    }
}

/// Material differences from here on are decided (in pawns: 1, 3, 3, 5, 9).
const DECIDED_MATERIAL: i32 = 6;

/// Whether the network evaluates `board`: no Castalia, no bare king, and a material
/// difference of less than `DECIDED_MATERIAL` pawns.
#[inline]
pub fn network_suits(board: &Board) -> bool {
    if board.kind(PieceKind::Castalia).is_nonempty() {
        return false;
    }
    let kings = board.kind(PieceKind::King);
    let mut material = [0i32; 2];
    for color in Color::ALL {
        if (board.color(color) & !kings).is_empty() {
            return false;
        }
        material[color.index()] = [1, 3, 3, 5, 9]
            .iter()
            .zip(ORTHODOX)
            .map(|(value, kind)| value * board.pieces(color, kind).popcount() as i32)
            .sum();
    }
    (material[0] - material[1]).abs() < DECIDED_MATERIAL
}

/// How many orthodox pieces differ between two boards.
#[inline]
fn distance(a: &Board, b: &Board) -> u32 {
    Color::ALL
        .iter()
        .flat_map(|&c| {
            ORTHODOX
                .iter()
                .map(move |&k| (a.pieces(c, k) ^ b.pieces(c, k)).popcount())
        })
        .sum()
}

/// The six orthodox kinds, in input order.
const ORTHODOX: [PieceKind; 6] = [
    PieceKind::Pawn,
    PieceKind::Knight,
    PieceKind::Bishop,
    PieceKind::Rook,
    PieceKind::Queen,
    PieceKind::King,
];

/// The input index of a piece of `color` and kind number `kind` on `sq`, in `view`'s view
/// (own pieces first, the board mirrored for Black).
#[inline]
fn feature(view: Color, color: Color, kind: usize, sq: Square) -> usize {
    let own = usize::from(color != view);
    let sq = if view == Color::White {
        sq
    } else {
        sq.flip_rank()
    };
    own * 384 + kind * 64 + sq.index()
}

/// The shipped network's evaluation of a position without a Castalia, for the side to move,
/// computed afresh (`None` when the board holds a Castalia, or the shipped file could not be
/// read). The search keeps an `EvalStack` instead.
pub fn evaluate(board: &Board, side_to_move: Color) -> Option<i32> {
    if !network_suits(board) {
        return None;
    }
    NETWORK
        .as_ref()
        .map(|net| net.evaluate(board, side_to_move))
}

/// Whether the shipped network loaded.
pub fn is_loaded() -> bool {
    NETWORK.is_some()
}

/// Calls `f(ours, theirs)` with the input index of every orthodox piece on `board`, as seen by
/// `side_to_move` and by the other side. The trainer uses this, so the two cannot differ.
pub fn for_each_feature(board: &Board, side_to_move: Color, mut f: impl FnMut(usize, usize)) {
    for color in Color::ALL {
        for (k, &kind) in ORTHODOX.iter().enumerate() {
            for sq in board.pieces(color, kind) {
                f(
                    feature(side_to_move, color, k, sq),
                    feature(!side_to_move, color, k, sq),
                );
            }
        }
    }
}

#[inline]
fn add(acc: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
    for (a, r) in acc.iter_mut().zip(row) {
        *a = a.wrapping_add(*r);
    }
}

#[inline]
fn sub(acc: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
    for (a, r) in acc.iter_mut().zip(row) {
        *a = a.wrapping_sub(*r);
    }
}

#[inline]
fn dot(acc: &[i16; HIDDEN], weights: &[i16; HIDDEN]) -> i32 {
    acc.iter()
        .zip(weights)
        .map(|(&a, &w)| i32::from(a.clamp(0, QA as i16)) * i32::from(w))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, Variant};

    const FENS: [&str; 4] = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r1bq1rk1/pp2bppp/2n1pn2/2pp4/2PP4/2N1PN2/PP1QBPPP/R1B2RK1 w - - 0 9",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/5k2/3p4/1p1Pp2p/pP2Pp1P/P4P1K/8/8 b - - 99 50",
    ];

    fn network() -> &'static Network {
        NETWORK
            .as_ref()
            .unwrap_or_else(|| panic!("the shipped network did not load"))
    }

    #[test]
    fn the_shipped_network_loads() {
        assert!(is_loaded());
        assert!(Network::parse(include_bytes!("../../assets/nnue/orthodox.nnue")).is_ok());
    }

    #[test]
    fn damaged_files_are_refused() {
        let bytes = include_bytes!("../../assets/nnue/orthodox.nnue");
        assert_eq!(Network::parse(b"NONE").err(), Some(NetworkError::Magic));
        assert!(matches!(
            Network::parse(&bytes[..bytes.len() - 2]),
            Err(NetworkError::Size { .. })
        ));
        let mut other = bytes.to_vec();
        other[4] = 7;
        assert_eq!(
            Network::parse(&other).err(),
            Some(NetworkError::Hidden(7 | (HIDDEN as u32 & !0xff)))
        );
        let mut unscaled = bytes.to_vec();
        unscaled[8..12].copy_from_slice(&0i32.to_le_bytes());
        assert!(matches!(
            Network::parse(&unscaled),
            Err(NetworkError::Scale(0, _))
        ));
    }

    /// The FEN of `fen` with ranks flipped and colours swapped.
    fn mirror(fen: &str) -> String {
        let fields: Vec<&str> = fen.split(' ').collect();
        let swap = |t: &str| -> String {
            t.chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect()
        };
        let board: Vec<String> = fields[0].split('/').rev().map(swap).collect();
        let side = if fields[1] == "w" { "b" } else { "w" };
        let castling = if fields[2] == "-" {
            "-".to_string()
        } else {
            swap(fields[2])
        };
        let ep = fields[3]
            .chars()
            .map(|c| match c {
                '3' => '6',
                '6' => '3',
                c => c,
            })
            .collect::<String>();
        format!(
            "{} {side} {castling} {ep} {} {}",
            board.join("/"),
            fields[4],
            fields[5]
        )
    }

    /// A colour-mirrored position (ranks flipped, colours and the side to move swapped) is the
    /// same position for the other side: the network scores it exactly alike.
    #[test]
    fn mirrored_positions_score_alike() {
        for fen in FENS {
            let pos = Position::from_fen(fen, Variant::Standard).unwrap_or_else(|e| panic!("{e}"));
            let mirrored = Position::from_fen(&mirror(fen), Variant::Standard)
                .unwrap_or_else(|e| panic!("{e}"));
            let net = network();
            assert_eq!(
                net.evaluate(pos.board(), pos.side_to_move()),
                net.evaluate(mirrored.board(), mirrored.side_to_move()),
                "{fen}"
            );
        }
    }

    /// Along random games, the stack's incremental updates give what a fresh computation gives.
    #[test]
    fn incremental_updates_match_fresh_accumulation() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let net = network();
        let mut stack = EvalStack::new(8);
        let mut compared = 0;
        for game in 0..20 {
            let mut pos = Position::start(Variant::Standard);
            for ply in 0..120 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos = pos.play(&moves[rng.gen_range(0..moves.len())]);
                // Plies that go up and down, as a search path does.
                let at = (ply * 7 + game) % 8;
                let fresh = network_suits(pos.board())
                    .then(|| net.evaluate(pos.board(), pos.side_to_move()));
                compared += usize::from(fresh.is_some());
                assert_eq!(
                    stack.evaluate(pos.board(), pos.side_to_move(), at),
                    fresh,
                    "{}",
                    pos.fen()
                );
            }
        }
        assert!(compared > 1_000, "{compared}");
    }

    #[test]
    fn positions_with_a_castalia_are_left_to_the_hand_written_evaluation() {
        let pos = Position::start(Variant::Castalia);
        assert_eq!(evaluate(pos.board(), pos.side_to_move()), None);
        assert_eq!(
            EvalStack::new(4).evaluate(pos.board(), pos.side_to_move(), 1),
            None
        );
    }

    /// The network knows material: a side a queen up is well ahead.
    #[test]
    fn a_queen_up_is_winning() {
        let pos = Position::from_fen(
            "4k3/pppppppp/8/8/8/8/PPPPPPPP/3QK3 w - - 0 1",
            Variant::Standard,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let score = network().evaluate(pos.board(), pos.side_to_move());
        assert!(score > 500, "{score}");
    }

    /// The network knows material: a side a rook up is well ahead, a pawn up a little.
    #[test]
    fn the_network_knows_material() {
        let score = |fen: &str| {
            let pos = Position::from_fen(fen, Variant::Standard).unwrap_or_else(|e| panic!("{e}"));
            network().evaluate(pos.board(), pos.side_to_move())
        };
        let rook = score("4k3/pppppppp/8/8/8/8/PPPPPPPP/3RK3 w - - 0 1");
        assert!(rook > 350, "{rook}");
        let pawn = score("4k3/pppp4/8/8/8/8/PPPPP3/4K3 b - - 0 1");
        assert!((-250..-30).contains(&pawn), "{pawn}");
    }

    /// Decided positions are left to the hand-written evaluation.
    #[test]
    fn decided_positions_are_left_to_the_hand_written_evaluation() {
        for (fen, suits) in [
            ("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", false),
            ("4k3/8/8/8/8/8/P7/4K3 b - - 0 1", false),
            ("4k3/pppppppp/8/8/8/8/PPPPPPPP/3QK3 w - - 0 1", false),
            ("4k3/pppppppp/8/8/8/8/PPPPPPPP/3RK3 w - - 0 1", true),
            ("r3k3/pppp4/8/8/8/8/PPPP4/1N1RK3 w - - 0 1", true),
        ] {
            let pos = Position::from_fen(fen, Variant::Standard).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(network_suits(pos.board()), suits, "{fen}");
            assert_eq!(
                evaluate(pos.board(), pos.side_to_move()).is_some(),
                suits,
                "{fen}"
            );
            let mut stack = EvalStack::new(2);
            assert_eq!(
                stack.evaluate(pos.board(), pos.side_to_move(), 1).is_some(),
                suits,
                "{fen}"
            );
        }
    }
}
