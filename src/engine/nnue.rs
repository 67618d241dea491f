//! The networks: efficiently updatable neural networks (NNUE) that evaluate positions for the
//! search. Two shapes (`Shape`):
//!
//! - the orthodox network, for positions without a Castalia, trained on Stockfish's scores of
//!   orthodox positions (`examples/nnue_train.rs`);
//! - the Castalia network, for positions with a Castalia on the board (both rule sets), trained
//!   on the engine's own self-play in the Castalia rule sets and random walks from it, each
//!   position labelled by a deeper search of the engine (no outside engine plays the
//!   Castalia). Started from the orthodox network's weights, with the Castalia as an input of
//!   its own and the rule set (`castalia-weak`) as one more input.
//!
//! Decided positions keep the hand-written evaluation (`eval`): a bare king, or a material
//! difference of 6 pawns or more (as Stockfish 15.1 itself hands lopsided positions to its
//! classical evaluation), which the training data lacks (past its cut-off). The networks'
//! outputs are scaled to the hand-written evaluation's centipawns, so they agree where play
//! passes from one to the other. The Castalia network's score is averaged with the
//! hand-written evaluation (`eval::with_network`); it is on by default
//! (`CASTALIA_NETWORK_DEFAULT`), and `EvalStack::set_castalia_network(false)` or the UCI option
//! `CastaliaNetwork=false` leaves positions with a Castalia to the hand-written evaluation alone.
//!
//! Shape: inputs for a piece of one of the shape's kinds (6 orthodox, 7 with the Castalia) and
//! 2 colours on one of 64 squares, seen from each side: "ours" and "theirs", the board mirrored
//! for Black (and, for the Castalia network, the rule-set input); a hidden layer of `HIDDEN`
//! clipped-ReLU units per side (the same weights for both sides), and one output reading the
//! side to move's half first. Weights are 16-bit integers: the hidden layer at scale `QA`, the
//! output at `QB`.
//!
//! File (`assets/nnue/orthodox.nnue`, `assets/nnue/castalia.nnue`, little-endian): the magic
//! (`CNUE` orthodox, `CNUC` Castalia), then `u32` hidden size, `i32` output scale numerator and
//! denominator (network centipawns to evaluation centipawns), then `i16` input weights
//! (`inputs x HIDDEN`, feature-major), `i16` hidden biases, `i16` output weights (`2 x HIDDEN`,
//! side to move first) and one `i32` output bias.

use crate::rules::{BitBoard, Board, Color, PieceKind, Position, Square, Variant};
use std::sync::LazyLock;

/// Hidden units per side.
pub const HIDDEN: usize = 256;
/// Scale of the input weights and hidden biases (the clipped ReLU's ceiling).
pub const QA: i32 = 255;
/// Scale of the output weights (kept within +-4 by the trainer, so a sum of `2 x HIDDEN`
/// products of at most `QA x 4 x QB` stays within i32).
pub const QB: i32 = 1024;
/// The network's raw output times this is Stockfish-scale centipawns.
pub const OUTPUT_SCALE: i32 = 400;

/// Which network: its inputs, its file and the positions it evaluates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Positions without a Castalia: 768 inputs.
    Orthodox,
    /// Positions with a Castalia: 897 inputs (7 kinds, and the rule set).
    Castalia,
}

impl Shape {
    /// The piece kinds it sees, in input order.
    pub const fn kinds(self) -> &'static [PieceKind] {
        match self {
            Shape::Orthodox => KINDS.split_at(6).0,
            Shape::Castalia => &KINDS,
        }
    }

    /// How many inputs: both colours' pieces of every kind on every square, and for the
    /// Castalia network the rule-set input.
    pub const fn inputs(self) -> usize {
        match self {
            Shape::Orthodox => 2 * 6 * 64,
            Shape::Castalia => 2 * 7 * 64 + 1,
        }
    }

    /// The input that is on in the `castalia-weak` rule set (Castalia network only).
    pub const fn weak_rules_input(self) -> Option<usize> {
        match self {
            Shape::Orthodox => None,
            Shape::Castalia => Some(2 * 7 * 64),
        }
    }

    /// The file's first four bytes.
    pub const fn magic(self) -> &'static [u8; 4] {
        match self {
            Shape::Orthodox => b"CNUE",
            Shape::Castalia => b"CNUC",
        }
    }

    /// The bytes of a network file of this shape.
    pub const fn file_size(self) -> usize {
        4 + 12 + 2 * (self.inputs() * HIDDEN + HIDDEN + 2 * HIDDEN) + 4
    }

    /// The name used in messages and options.
    pub const fn name(self) -> &'static str {
        match self {
            Shape::Orthodox => "orthodox",
            Shape::Castalia => "Castalia",
        }
    }

    /// Which network evaluates `board`, if any: none for a decided position (a bare king, or
    /// a material difference of `DECIDED_MATERIAL` pawns or more, counting the orthodox
    /// pieces), the Castalia network where a Castalia is on the board, else the orthodox one.
    #[inline]
    pub fn of(board: &Board) -> Option<Shape> {
        let kings = board.kind(PieceKind::King);
        let mut material = [0i32; 2];
        for color in Color::ALL {
            if (board.color(color) & !kings).is_empty() {
                return None;
            }
            material[color.index()] = [1, 3, 3, 5, 9]
                .iter()
                .zip(KINDS)
                .map(|(value, kind)| value * board.pieces(color, kind).popcount() as i32)
                .sum();
        }
        if (material[0] - material[1]).abs() >= DECIDED_MATERIAL {
            None
        } else if board.kind(PieceKind::Castalia).is_nonempty() {
            Some(Shape::Castalia)
        } else {
            Some(Shape::Orthodox)
        }
    }
}

/// The networks shipped with the engine.
static ORTHODOX: LazyLock<Option<Network>> = LazyLock::new(|| {
    Network::from_shipped(
        Shape::Orthodox,
        include_bytes!("../../assets/nnue/orthodox.nnue"),
    )
});
static CASTALIA: LazyLock<Option<Network>> = LazyLock::new(|| {
    Network::from_shipped(
        Shape::Castalia,
        include_bytes!("../../assets/nnue/castalia.nnue"),
    )
});

/// The shipped network of `shape` (`None` when its file could not be read).
pub fn shipped(shape: Shape) -> Option<&'static Network> {
    match shape {
        Shape::Orthodox => ORTHODOX.as_ref(),
        Shape::Castalia => CASTALIA.as_ref(),
    }
}

/// A loaded network.
pub struct Network {
    shape: Shape,
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
    #[error("not a {0} network file")]
    Magic(Shape),
    #[error("the network has {0} hidden units; this build reads {HIDDEN}")]
    Hidden(u32),
    #[error("the network file is {found} bytes; {expected} expected")]
    Size { found: usize, expected: usize },
    #[error("the output scale {0}/{1} is not positive")]
    Scale(i32, i32),
}

impl std::fmt::Display for Shape {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl Network {
    fn from_shipped(shape: Shape, bytes: &[u8]) -> Option<Network> {
        match Network::parse(shape, bytes) {
            Ok(net) => Some(net),
            Err(e) => {
                tracing::error!(
                    "the shipped {shape} network is unusable ({e}); using the hand-written evaluation"
                );
                None
            }
        }
    }

    /// Reads a network file of `shape`.
    pub fn parse(shape: Shape, bytes: &[u8]) -> Result<Network, NetworkError> {
        if bytes.get(..4) != Some(shape.magic().as_slice()) {
            return Err(NetworkError::Magic(shape));
        }
        if bytes.len() != shape.file_size() {
            if let Some(h) = bytes.get(4..8) {
                let hidden = u32::from_le_bytes([h[0], h[1], h[2], h[3]]);
                if hidden as usize != HIDDEN {
                    return Err(NetworkError::Hidden(hidden));
                }
            }
            return Err(NetworkError::Size {
                found: bytes.len(),
                expected: shape.file_size(),
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
        let mut input = vec![[0i16; HIDDEN]; shape.inputs()];
        input.iter_mut().for_each(&mut fill);
        let mut bias = [0i16; HIDDEN];
        fill(&mut bias);
        let mut output = [[0i16; HIDDEN]; 2];
        output.iter_mut().for_each(&mut fill);
        let output_bias = i32::from_le_bytes([tail[0], tail[1], tail[2], tail[3]]);
        Ok(Network {
            shape,
            input,
            bias,
            output,
            output_bias,
            scale_num,
            scale_den,
        })
    }

    /// Its shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The hidden weights of input `index` and the hidden biases, as floats (weights over
    /// `QA`): where a trainer starts another network from this one.
    pub fn input_weights(&self, index: usize) -> Option<Vec<f32>> {
        let row = self.input.get(index)?;
        Some(row.iter().map(|&w| f32::from(w) / QA as f32).collect())
    }

    /// The hidden biases, the output weights (side to move first) and the output bias, as
    /// floats in the trainer's units.
    pub fn head(&self) -> (Vec<f32>, Vec<f32>, f32) {
        let bias = self
            .bias
            .iter()
            .map(|&w| f32::from(w) / QA as f32)
            .collect();
        let output = self
            .output
            .iter()
            .flatten()
            .map(|&w| f32::from(w) / QB as f32)
            .collect();
        (bias, output, self.output_bias as f32 / (QA * QB) as f32)
    }

    /// Both sides' hidden layers for `board` under `rules`, computed afresh.
    pub fn accumulate(&self, board: &Board, rules: Variant) -> Accumulator {
        let mut acc = Accumulator {
            board: Board::empty(),
            weak: false,
            views: [self.bias; 2],
        };
        self.update(&mut acc, board, rules);
        acc
    }

    /// Brings `acc` from the board it holds to `board`: only the pieces that differ are
    /// added and taken away (or, when most differ, everything is added afresh); and the
    /// rule-set input to `rules`.
    pub fn update(&self, acc: &mut Accumulator, board: &Board, rules: Variant) {
        let weak = rules == Variant::CastaliaWeak && self.shape.weak_rules_input().is_some();
        if let Some(index) = self.shape.weak_rules_input() {
            if acc.weak != weak {
                for view in &mut acc.views {
                    if weak {
                        add(view, &self.input[index]);
                    } else {
                        sub(view, &self.input[index]);
                    }
                }
                acc.weak = weak;
            }
        }
        let kinds = self.shape.kinds();
        let changed = distance(kinds, &acc.board, board);
        if changed == 0 {
            return;
        }
        let fresh = changed > REFRESH_ABOVE;
        if fresh {
            acc.views = [self.bias; 2];
            if let (true, Some(index)) = (weak, self.shape.weak_rules_input()) {
                acc.views
                    .iter_mut()
                    .for_each(|v| add(v, &self.input[index]));
            }
        }
        for color in Color::ALL {
            for (k, &kind) in kinds.iter().enumerate() {
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
                            &self.input[feature(kinds.len(), view, color, k, sq)],
                        );
                    }
                }
                for sq in new & !old {
                    for view in Color::ALL {
                        add(
                            &mut acc.views[view.index()],
                            &self.input[feature(kinds.len(), view, color, k, sq)],
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

    /// The evaluation of `pos` for the side to move, computed afresh.
    pub fn evaluate(&self, pos: &Position) -> i32 {
        self.output(
            &self.accumulate(pos.board(), pos.variant()),
            pos.side_to_move(),
        )
    }
}

/// Both sides' hidden layers (before clipping) for one board, and that board.
#[derive(Clone)]
pub struct Accumulator {
    board: Board,
    /// Whether the rule-set input (`castalia-weak`) is added.
    weak: bool,
    /// Indexed by the colour whose view it is.
    views: [[i16; HIDDEN]; 2],
}

impl Accumulator {
    fn empty(network: Option<&Network>) -> Accumulator {
        Accumulator {
            board: Board::empty(),
            weak: false,
            views: [network.map_or([0; HIDDEN], |n| n.bias); 2],
        }
    }
}

/// Whether the search uses the Castalia network unless told otherwise. On: averaged with the
/// hand-written evaluation (`eval::with_network`) it plays +108 Elo (Castalia rule set) and +125
/// (castalia-weak) over the hand-written evaluation alone, 400 games each at 200 ms a move
/// (`docs/benchmarks.md`, "The Castalia network").
pub const CASTALIA_NETWORK_DEFAULT: bool = true;

/// Above this many changed pieces an update starts afresh.
const REFRESH_ABOVE: u32 = 16;

/// The search's accumulators, one a ply for each network: each is brought from whichever of
/// its own last board and its parent ply's is nearer, so a node's evaluation adds only the
/// pieces its move (or the moves since that ply's last node) changed.
pub struct EvalStack {
    orthodox: Vec<Accumulator>,
    castalia: Vec<Accumulator>,
    castalia_network: bool,
}

impl EvalStack {
    /// A stack for `plies` plies, the Castalia network on or off as `CASTALIA_NETWORK_DEFAULT`.
    pub fn new(plies: usize) -> EvalStack {
        let plies = plies.max(1);
        EvalStack {
            orthodox: vec![Accumulator::empty(shipped(Shape::Orthodox)); plies],
            castalia: vec![Accumulator::empty(shipped(Shape::Castalia)); plies],
            castalia_network: CASTALIA_NETWORK_DEFAULT,
        }
    }

    /// Whether positions with a Castalia are evaluated by the Castalia network (`true`) or
    /// left to the hand-written evaluation alone (`false`).
    pub fn set_castalia_network(&mut self, on: bool) {
        self.castalia_network = on;
    }

    /// A network's evaluation of `pos` for the side to move at `ply` of the search (`None`
    /// where no network suits the position, or none loaded).
    #[inline]
    pub fn evaluate(&mut self, pos: &Position, ply: usize) -> Option<i32> {
        let board = pos.board();
        let shape = Shape::of(board)?;
        let plies = match shape {
            Shape::Orthodox => &mut self.orthodox,
            Shape::Castalia if self.castalia_network => &mut self.castalia,
            Shape::Castalia => return None,
        };
        let net = shipped(shape)?;
        let kinds = shape.kinds();
        let ply = ply.min(plies.len() - 1);
        if ply > 0
            && distance(kinds, &plies[ply - 1].board, board)
                < distance(kinds, &plies[ply].board, board)
        {
            let (parents, rest) = plies.split_at_mut(ply);
            rest[0].clone_from(&parents[ply - 1]);
        }
        let acc = &mut plies[ply];
        net.update(acc, board, pos.variant());
        Some(net.output(acc, pos.side_to_move()))
    }
}

/// Material differences from here on are decided (in pawns: 1, 3, 3, 5, 9).
const DECIDED_MATERIAL: i32 = 6;

/// How many pieces of `kinds` differ between two boards.
#[inline]
fn distance(kinds: &[PieceKind], a: &Board, b: &Board) -> u32 {
    Color::ALL
        .iter()
        .flat_map(|&c| {
            kinds
                .iter()
                .map(move |&k| (a.pieces(c, k) ^ b.pieces(c, k)).popcount())
        })
        .sum()
}

/// The kinds in input order: the six orthodox ones, then the Castalia.
const KINDS: [PieceKind; 7] = [
    PieceKind::Pawn,
    PieceKind::Knight,
    PieceKind::Bishop,
    PieceKind::Rook,
    PieceKind::Queen,
    PieceKind::King,
    PieceKind::Castalia,
];

/// The input index of a piece of `color` and kind number `kind` (of `kinds` kinds) on `sq`,
/// in `view`'s view (own pieces first, the board mirrored for Black).
#[inline]
fn feature(kinds: usize, view: Color, color: Color, kind: usize, sq: Square) -> usize {
    let own = usize::from(color != view);
    let sq = if view == Color::White {
        sq
    } else {
        sq.flip_rank()
    };
    own * kinds * 64 + kind * 64 + sq.index()
}

/// The shipped networks' evaluation of `pos` for the side to move, computed afresh (`None`
/// when no network suits it, the Castalia network is off by `CASTALIA_NETWORK_DEFAULT`, or the
/// shipped file could not be read). The search keeps an `EvalStack` instead.
pub fn evaluate(pos: &Position) -> Option<i32> {
    match Shape::of(pos.board())? {
        Shape::Castalia if !CASTALIA_NETWORK_DEFAULT => None,
        shape => shipped(shape).map(|net| net.evaluate(pos)),
    }
}

/// Calls `f(ours, theirs)` with the input index of every piece on `pos`'s board that `shape`
/// sees (and its rule-set input), as seen by the side to move and by the other side. The
/// trainer uses this, so the two cannot differ.
pub fn for_each_feature(shape: Shape, pos: &Position, mut f: impl FnMut(usize, usize)) {
    let board = pos.board();
    let side_to_move = pos.side_to_move();
    let kinds = shape.kinds();
    for color in Color::ALL {
        for (k, &kind) in kinds.iter().enumerate() {
            for sq in board.pieces(color, kind) {
                f(
                    feature(kinds.len(), side_to_move, color, k, sq),
                    feature(kinds.len(), !side_to_move, color, k, sq),
                );
            }
        }
    }
    if let (Variant::CastaliaWeak, Some(index)) = (pos.variant(), shape.weak_rules_input()) {
        f(index, index);
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

    const FENS: [&str; 4] = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r1bq1rk1/pp2bppp/2n1pn2/2pp4/2PP4/2N1PN2/PP1QBPPP/R1B2RK1 w - - 0 9",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/5k2/3p4/1p1Pp2p/pP2Pp1P/P4P1K/8/8 b - - 99 50",
    ];

    fn network() -> &'static Network {
        shipped(Shape::Orthodox).unwrap_or_else(|| panic!("the orthodox network did not load"))
    }

    fn castalia_network() -> &'static Network {
        shipped(Shape::Castalia).unwrap_or_else(|| panic!("the Castalia network did not load"))
    }

    fn position(fen: &str, variant: Variant) -> Position {
        Position::from_fen(fen, variant).unwrap_or_else(|e| panic!("{fen}: {e}"))
    }

    #[test]
    fn the_shipped_networks_load() {
        assert_eq!(network().shape(), Shape::Orthodox);
        assert_eq!(castalia_network().shape(), Shape::Castalia);
        let castalia = include_bytes!("../../assets/nnue/castalia.nnue");
        assert_eq!(castalia.len(), Shape::Castalia.file_size());
        // Each file is read only as its own shape.
        assert_eq!(
            Network::parse(Shape::Orthodox, castalia).err(),
            Some(NetworkError::Magic(Shape::Orthodox))
        );
    }

    #[test]
    fn damaged_files_are_refused() {
        let bytes = include_bytes!("../../assets/nnue/orthodox.nnue");
        let parse = |b: &[u8]| Network::parse(Shape::Orthodox, b);
        assert_eq!(
            parse(b"NONE").err(),
            Some(NetworkError::Magic(Shape::Orthodox))
        );
        assert!(matches!(
            parse(&bytes[..bytes.len() - 2]),
            Err(NetworkError::Size { .. })
        ));
        let mut other = bytes.to_vec();
        other[4] = 7;
        assert_eq!(
            parse(&other).err(),
            Some(NetworkError::Hidden(7 | (HIDDEN as u32 & !0xff)))
        );
        let mut unscaled = bytes.to_vec();
        unscaled[8..12].copy_from_slice(&0i32.to_le_bytes());
        assert!(matches!(parse(&unscaled), Err(NetworkError::Scale(0, _))));
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
    /// same position for the other side: each network scores it exactly alike.
    #[test]
    fn mirrored_positions_score_alike() {
        let castalia = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r1bqkb1r/pppp1ppp/2n2n2/3Cp3/4P3/5N2/PPPP1PPP/R1BQKB1R b KQkq - 3 4",
            "4k3/2c5/8/3p4/8/2N5/3C4/4K3 w - - 0 1",
        ];
        let cases = FENS
            .iter()
            .map(|f| (*f, Variant::Standard))
            .chain(castalia.iter().map(|f| (*f, Variant::Castalia)))
            .chain(castalia.iter().map(|f| (*f, Variant::CastaliaWeak)));
        for (fen, variant) in cases {
            let pos = position(fen, variant);
            let mirrored = position(&mirror(fen), variant);
            let net = Shape::of(pos.board())
                .and_then(shipped)
                .unwrap_or_else(|| panic!("no network for {fen}"));
            assert_eq!(
                net.evaluate(&pos),
                net.evaluate(&mirrored),
                "{fen} ({variant:?})"
            );
        }
    }

    /// Along random games of every rule set, the stack's incremental updates give what a fresh
    /// computation gives, for both networks (the Castalia network through kidnaps, repulses and
    /// the Castalia leaving the board).
    #[test]
    fn incremental_updates_match_fresh_accumulation() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let mut stack = EvalStack::new(8);
        stack.set_castalia_network(true);
        let mut compared = [0usize; 2];
        for game in 0..30 {
            let variant = Variant::ALL[game % 3];
            let mut pos = Position::start(variant);
            for ply in 0..120 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos = pos.play(&moves[rng.gen_range(0..moves.len())]);
                // Plies that go up and down, as a search path does.
                let at = (ply * 7 + game) % 8;
                let shape = Shape::of(pos.board());
                let fresh = shape.and_then(shipped).map(|net| net.evaluate(&pos));
                if let (Some(shape), Some(_)) = (shape, fresh) {
                    compared[usize::from(shape == Shape::Castalia)] += 1;
                }
                assert_eq!(stack.evaluate(&pos, at), fresh, "{}", pos.fen());
            }
        }
        assert!(compared.iter().all(|&n| n > 500), "{compared:?}");
    }

    /// The Castalia network is on by default and can be turned off (positions with a Castalia
    /// are then left to the hand-written evaluation; orthodox ones keep the orthodox network).
    #[test]
    fn the_castalia_network_can_be_turned_on_and_off() {
        let castalia = Position::start(Variant::Castalia);
        let orthodox = Position::start(Variant::Standard);
        let mut stack = EvalStack::new(4);
        assert_eq!(
            stack.evaluate(&castalia, 1),
            Some(castalia_network().evaluate(&castalia))
        );
        assert_eq!(evaluate(&castalia), stack.evaluate(&castalia, 1));
        stack.set_castalia_network(false);
        assert_eq!(stack.evaluate(&castalia, 1), None);
        stack.set_castalia_network(true);
        assert!(stack.evaluate(&castalia, 1).is_some());
        assert_eq!(stack.evaluate(&orthodox, 1), evaluate(&orthodox));
        assert_eq!(Shape::of(castalia.board()), Some(Shape::Castalia));
        assert_eq!(Shape::of(orthodox.board()), Some(Shape::Orthodox));
    }

    /// The rule set is an input of the Castalia network: the same board reads differently
    /// under the two rule sets, and an accumulator follows a change of rule set.
    #[test]
    fn the_rule_set_is_an_input() {
        let net = castalia_network();
        // One board may by chance score the same under both; not every one does.
        let differ = [
            "r1bqkb1r/pppp1ppp/2n2n2/3Cp3/4P3/5N2/PPPP1PPP/R1BQKB1R b KQkq - 3 4",
            "4k3/3p2q1/1b6/8/N2C3r/8/1n3P2/3RK3 w - - 0 1",
            "rcbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBNR w KQkq - 0 1",
        ]
        .iter()
        .filter(|fen| {
            net.evaluate(&position(fen, Variant::Castalia))
                != net.evaluate(&position(fen, Variant::CastaliaWeak))
        })
        .count();
        assert!(differ >= 2, "only {differ} of 3 boards read the rule set");
        let fen = "r1bqkb1r/pppp1ppp/2n2n2/3Cp3/4P3/5N2/PPPP1PPP/R1BQKB1R b KQkq - 3 4";
        let strong = position(fen, Variant::Castalia);
        let weak = position(fen, Variant::CastaliaWeak);
        let mut stack = EvalStack::new(2);
        stack.set_castalia_network(true);
        assert_eq!(stack.evaluate(&strong, 1), Some(net.evaluate(&strong)));
        assert_eq!(stack.evaluate(&weak, 1), Some(net.evaluate(&weak)));
        assert_eq!(stack.evaluate(&strong, 1), Some(net.evaluate(&strong)));
    }

    /// The network knows material: a side a queen up is well ahead.
    #[test]
    fn a_queen_up_is_winning() {
        let pos = Position::from_fen(
            "4k3/pppppppp/8/8/8/8/PPPPPPPP/3QK3 w - - 0 1",
            Variant::Standard,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let score = network().evaluate(&pos);
        assert!(score > 500, "{score}");
    }

    /// The network knows material: a side a rook up is well ahead, a pawn up a little.
    #[test]
    fn the_network_knows_material() {
        let score = |fen: &str| network().evaluate(&position(fen, Variant::Standard));
        let rook = score("4k3/pppppppp/8/8/8/8/PPPPPPPP/3RK3 w - - 0 1");
        assert!(rook > 350, "{rook}");
        let pawn = score("4k3/pppp4/8/8/8/8/PPPPP3/4K3 b - - 0 1");
        assert!((-250..-30).contains(&pawn), "{pawn}");
    }

    /// Decided positions are left to the hand-written evaluation, with or without a Castalia.
    #[test]
    fn decided_positions_are_left_to_the_hand_written_evaluation() {
        for (fen, variant, shape) in [
            ("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", Variant::Standard, None),
            ("4k3/8/8/8/8/8/P7/4K3 b - - 0 1", Variant::Standard, None),
            (
                "4k3/pppppppp/8/8/8/8/PPPPPPPP/3QK3 w - - 0 1",
                Variant::Standard,
                None,
            ),
            (
                "4k3/pppppppp/8/8/8/8/PPPPPPPP/3RK3 w - - 0 1",
                Variant::Standard,
                Some(Shape::Orthodox),
            ),
            (
                "r3k3/pppp4/8/8/8/8/PPPP4/1N1RK3 w - - 0 1",
                Variant::Standard,
                Some(Shape::Orthodox),
            ),
            ("4k3/8/8/8/8/8/8/2CQK3 w - - 0 1", Variant::Castalia, None),
            (
                "4k3/pppppppp/8/8/8/8/PPPPPPPP/2CQK3 w - - 0 1",
                Variant::Castalia,
                None,
            ),
            (
                "2c1k3/pppppppp/8/8/8/8/PPPPPPPP/2CRK3 w - - 0 1",
                Variant::Castalia,
                Some(Shape::Castalia),
            ),
            (
                "4k3/pppppppp/8/8/8/8/PPPPPPPP/2CRK3 w - - 0 1",
                Variant::CastaliaWeak,
                Some(Shape::Castalia),
            ),
        ] {
            let pos = position(fen, variant);
            assert_eq!(Shape::of(pos.board()), shape, "{fen}");
            let mut stack = EvalStack::new(2);
            stack.set_castalia_network(true);
            assert_eq!(stack.evaluate(&pos, 1).is_some(), shape.is_some(), "{fen}");
        }
    }
}
