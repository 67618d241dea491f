//! The motif generator: builds positions around a Castalia tactic instead of waiting for
//! self-play to stumble on one. Each attempt sets up one motif (a king kidnapped into a mating
//! net, one's own rook or queen kidnapped into the attack, a repulse of the king or of a piece,
//! a repulse that promotes an enemy pawn), either on a sparse late-game board with sheltered
//! kings or planted into a position from a Castalia-biased random game, for the side to move
//! (attack) or for its opponent (the side to move must defend). The position must be a
//! plausible game position (`plausible`); it is screened by a short MultiPV search and the
//! exact mate search, and then goes through the same analysis and verification as self-play
//! candidates (`analyse::make_puzzle`). Only puzzles that turn on a kidnap or a repulse are
//! kept (`generate::is_castalia_puzzle`), without near-duplicates, with the goals kept in
//! balance. Deterministic for a seed: every search is bounded by nodes or depth.

use super::analyse::{make_puzzle, only_move_kind, AnalysisSettings};
use super::generate::is_castalia_puzzle;
use super::model::{Goal, Puzzle};
use super::themes::material_balance;
use crate::engine::exact::{is_lost_within, Budget};
use crate::engine::{Engine, Limits};
use crate::rules::{Color, Direction, Move, Piece, PieceKind, Position, Square, Variant};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::{BTreeMap, HashSet};
use std::sync::atomic::AtomicBool;

/// The tactic an attempt is built around.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Motif {
    /// The Castalia moves away from the enemy king, dragging it into a net.
    KingKidnap,
    /// The Castalia drags one's own rook, queen or bishop to where it attacks.
    OwnKidnap,
    /// The Castalia pushes the enemy king along a line.
    KingRepulse,
    /// The Castalia pushes an enemy piece (off a defence, into an attack, out of play).
    PieceRepulse,
    /// The Castalia pushes an enemy pawn onto its last rank (it becomes a queen).
    RepulsePromotion,
}

impl Motif {
    pub const ALL: [Motif; 5] = [
        Motif::KingKidnap,
        Motif::OwnKidnap,
        Motif::KingRepulse,
        Motif::PieceRepulse,
        Motif::RepulsePromotion,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Motif::KingKidnap => "king kidnap",
            Motif::OwnKidnap => "own-piece kidnap",
            Motif::KingRepulse => "king repulse",
            Motif::PieceRepulse => "piece repulse",
            Motif::RepulsePromotion => "repulse promotion",
        }
    }

    fn pick(rng: &mut ChaCha8Rng) -> Motif {
        match rng.gen_range(0..100) {
            0..=29 => Motif::KingKidnap,
            30..=49 => Motif::OwnKidnap,
            50..=64 => Motif::KingRepulse,
            65..=91 => Motif::PieceRepulse,
            _ => Motif::RepulsePromotion,
        }
    }
}

/// What to generate.
#[derive(Clone, Debug)]
pub struct MotifOptions {
    /// Stop after this many puzzles...
    pub wanted: usize,
    /// ...or after this many attempts (positions built).
    pub attempts: usize,
    /// One rule set, or `None` for both (about a third `castalia-weak`).
    pub variant: Option<Variant>,
    pub seed: u64,
    /// Nodes of the MultiPV-2 screen of each built position.
    pub screen_nodes: u64,
    pub analysis: AnalysisSettings,
    /// Once 20 puzzles are kept, no goal (mate, win, defend) may pass this share.
    pub max_goal_share: f64,
}

impl Default for MotifOptions {
    fn default() -> Self {
        MotifOptions {
            wanted: 10,
            attempts: 5_000,
            variant: None,
            seed: 1,
            screen_nodes: 20_000,
            analysis: AnalysisSettings::default(),
            max_goal_share: 0.45,
        }
    }
}

/// Progress, reported every 100 attempts and at the end.
#[derive(Clone, Debug, Default)]
pub struct MotifProgress {
    pub attempts: usize,
    /// Built positions that were plausible game positions.
    pub positions: usize,
    /// Positions that passed the screen and went to the full analysis.
    pub candidates: usize,
    pub kept: usize,
    /// Kept puzzles by motif.
    pub by_motif: BTreeMap<Motif, usize>,
}

/// A board under construction: a piece or nothing on each square (index `Square::index`).
type Cells = [Option<Piece>; 64];

/// Builds motif positions and returns the puzzles found, in order.
pub fn generate_motifs(
    options: &MotifOptions,
    on_puzzle: &mut dyn FnMut(&Puzzle),
    on_progress: &mut dyn FnMut(&MotifProgress),
) -> Vec<Puzzle> {
    let mut engine = Engine::new(options.analysis.hash_mb);
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed ^ 0x6d6f_7469_6673);
    let mut seen: HashSet<String> = HashSet::new();
    let mut puzzles: Vec<Puzzle> = Vec::new();
    let mut progress = MotifProgress::default();
    while progress.attempts < options.attempts && puzzles.len() < options.wanted {
        progress.attempts += 1;
        if progress.attempts % 100 == 0 {
            on_progress(&progress);
        }
        let variant = options.variant.unwrap_or(if rng.gen_bool(0.35) {
            Variant::CastaliaWeak
        } else {
            Variant::Castalia
        });
        let motif = Motif::pick(&mut rng);
        // The side that has the motif; the side to move is it (attack) or its opponent (defend).
        let attacker = if rng.gen_bool(0.5) {
            Color::White
        } else {
            Color::Black
        };
        let defend = rng.gen_bool(0.2);
        let to_move = if defend {
            attacker.opposite()
        } else {
            attacker
        };
        let base = if rng.gen_bool(0.55) {
            sparse_base(&mut rng, attacker)
        } else {
            played_base(&mut rng, variant)
        };
        let Some(mut cells) = base else { continue };
        if !plant(&mut cells, &mut rng, motif, attacker, defend) {
            continue;
        }
        let Some(pos) = to_position(&cells, to_move, variant, rng.gen_range(18..45)) else {
            continue;
        };
        if !plausible(&pos) {
            continue;
        }
        progress.positions += 1;
        if !screen(&mut engine, &pos, options) {
            continue;
        }
        progress.candidates += 1;
        let Some(p) = make_puzzle(&mut engine, &pos, &options.analysis) else {
            continue;
        };
        if !is_castalia_puzzle(&p) {
            continue;
        }
        let kept = puzzles.len();
        let same_goal = puzzles.iter().filter(|q| q.goal == p.goal).count();
        if kept >= 20 && (same_goal + 1) as f64 > options.max_goal_share * (kept + 1) as f64 {
            continue;
        }
        let keys = near_duplicate_keys(&p, &pos);
        if keys.iter().any(|k| seen.contains(k)) {
            continue;
        }
        seen.extend(keys);
        tracing::debug!(motif = motif.name(), id = %p.id, themes = ?p.themes, "motif puzzle");
        on_puzzle(&p);
        puzzles.push(p);
        progress.kept += 1;
        *progress.by_motif.entry(motif).or_default() += 1;
    }
    on_progress(&progress);
    puzzles
}

/// The keys under which two puzzles count as near-duplicates: the same board and side to move;
/// the same solution under the same rules; or the same first move with the same pieces
/// displaced by it and the same material.
pub fn near_duplicate_keys(p: &Puzzle, pos: &Position) -> Vec<String> {
    let board: String = p.fen.split(' ').take(2).collect::<Vec<_>>().join(" ");
    let line = format!("{} {}", p.rules, p.moves.join(" "));
    let mut material = String::new();
    for color in Color::ALL {
        for kind in PieceKind::ALL {
            let n = pos.board().pieces(color, kind).popcount();
            material.push_str(&format!("{}{n}", Piece::new(color, kind).fen_char()));
        }
    }
    let key_move = pos.parse_uci(&p.moves[0]).ok();
    let displaced = key_move
        .and_then(|m| m.castalia_effects())
        .map(|e| {
            let kid = e
                .kidnap_from
                .and_then(|s| pos.board().piece_at(s))
                .map(|pc| pc.fen_char());
            let rep = e
                .repulse
                .and_then(|r| pos.board().piece_at(r.from))
                .map(|pc| pc.fen_char());
            format!("{kid:?}{rep:?}")
        })
        .unwrap_or_default();
    vec![
        format!("board {board}"),
        format!("line {line}"),
        format!("shape {} {displaced} {material}", p.moves[0]),
    ]
}

/// A short MultiPV search (and, for mates, the exact search) says the position may be a
/// Castalia puzzle: one move stands out, and the position is not already decided.
fn screen(engine: &mut Engine, pos: &Position, options: &MotifOptions) -> bool {
    let legal = pos.legal_moves();
    if legal.len() < 2 {
        return false;
    }
    let limits = Limits {
        nodes: Some(options.screen_nodes),
        multipv: 2,
        ..Limits::default()
    };
    let result = engine.search(pos, &[], &limits, &AtomicBool::new(false));
    let Some(kind) = only_move_kind(&result.lines) else {
        return castalia_mate_in_two(pos, options.analysis.exact_budget / 50);
    };
    // Already decided: without the key the solver is still far ahead (or is lost whatever).
    let second = result.lines.get(1).map_or(0, |l| l.score.0);
    if kind != Goal::Defend && second >= 500 {
        return false;
    }
    let castalia = |m: &Move| {
        m.castalia_effects()
            .is_some_and(|e| e.kidnap_from.is_some() || e.repulse.is_some())
    };
    // The key itself kidnaps or repulses (a later Castalia move rarely stays in the line).
    let ours = result.lines[0].pv.first().is_some_and(castalia);
    let threat = result
        .lines
        .get(1)
        .and_then(|l| l.pv.get(1))
        .is_some_and(castalia);
    ours || (kind == Goal::Defend && threat)
}

/// Whether a Castalia move that kidnaps or repulses mates at once or forces mate in 2 (the
/// exact search, within `budget` positions). Also the generator's probe: such positions go
/// to the analysis even when the players' quick search did not see the mate.
pub(crate) fn castalia_mate_in_two(pos: &Position, budget: u64) -> bool {
    let mut budget = Budget::new(budget);
    pos.legal_moves()
        .iter()
        .filter(|m| {
            m.castalia_effects()
                .is_some_and(|e| e.kidnap_from.is_some() || e.repulse.is_some())
        })
        .any(|m| is_lost_within(&pos.play(m), 1, &mut budget).unwrap_or(false))
}

/// Whether the position could come from a game: at most 8 pawns and 16 men a side, no more
/// extra pieces than missing pawns could have promoted to, the side to move in check by at
/// most one piece (the other side not in check is checked when the FEN is read), and the
/// material within 4 pawns (a bigger lead is already decided).
pub fn plausible(pos: &Position) -> bool {
    let board = pos.board();
    for color in Color::ALL {
        let n = |k: PieceKind| board.pieces(color, k).popcount() as i32;
        let pawns = n(PieceKind::Pawn);
        let extra = (n(PieceKind::Queen) - 1).max(0)
            + (n(PieceKind::Rook) - 2).max(0)
            + (n(PieceKind::Bishop) - 2).max(0)
            + (n(PieceKind::Knight) + n(PieceKind::Castalia) - 2).max(0);
        if pawns > 8 || extra > 8 - pawns || board.color(color).popcount() > 16 {
            return false;
        }
    }
    pos.checkers().popcount() <= 1 && material_balance(pos, Color::White).abs() <= 4
}

fn to_position(cells: &Cells, side: Color, variant: Variant, fullmove: u32) -> Option<Position> {
    let mut placement = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match cells[rank * 8 + file] {
                Some(p) => {
                    if empty > 0 {
                        placement += &empty.to_string();
                        empty = 0;
                    }
                    placement.push(p.fen_char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            placement += &empty.to_string();
        }
        if rank > 0 {
            placement.push('/');
        }
    }
    let side = if side == Color::White { 'w' } else { 'b' };
    Position::from_fen(&format!("{placement} {side} - - 0 {fullmove}"), variant).ok()
}

/// `sq` from `color`'s side: rank 0 is its first rank.
fn relative(file: usize, rank: usize, color: Color) -> Square {
    let rank = if color == Color::White {
        rank
    } else {
        7 - rank
    };
    Square::from_index(rank * 8 + file)
}

fn distance(a: Square, b: Square) -> usize {
    let df = a.file().index().abs_diff(b.file().index());
    let dr = a.rank().index().abs_diff(b.rank().index());
    df.max(dr)
}

fn put_if_empty(cells: &mut Cells, sq: Square, piece: Piece) -> bool {
    if cells[sq.index()].is_some() {
        return false;
    }
    if piece.kind == PieceKind::Pawn && matches!(sq.rank().index(), 0 | 7) {
        return false;
    }
    cells[sq.index()] = Some(piece);
    true
}

/// A king with its shelter: castled short or long with two or three pawns in front (some
/// advanced a square), or, in a quarter of the cases, a king in the open on its own half.
fn sheltered_king(cells: &mut Cells, rng: &mut ChaCha8Rng, color: Color) {
    if rng.gen_bool(0.75) {
        let short = rng.gen_bool(0.65);
        let (king_files, pawn_files): (&[usize], [usize; 3]) = if short {
            (&[6, 7, 6], [5, 6, 7])
        } else {
            (&[2, 1, 2], [0, 1, 2])
        };
        let kf = *king_files.choose(rng).unwrap_or(&6);
        let king_rank = if rng.gen_bool(0.85) { 0 } else { 1 };
        cells[relative(kf, king_rank, color).index()] = Some(Piece::new(color, PieceKind::King));
        for f in pawn_files {
            if rng.gen_bool(0.2) {
                continue;
            }
            let r = if rng.gen_bool(0.25) { 2 } else { 1 };
            let r = if r <= king_rank { king_rank + 1 } else { r };
            put_if_empty(
                cells,
                relative(f, r, color),
                Piece::new(color, PieceKind::Pawn),
            );
        }
    } else {
        let sq = relative(rng.gen_range(0..8), rng.gen_range(0..3), color);
        cells[sq.index()] = Some(Piece::new(color, PieceKind::King));
    }
}

/// A sparse late-game board: both kings in their shelters, a few more pawns and one or two
/// pieces a side (the motif adds its own pieces).
fn sparse_base(rng: &mut ChaCha8Rng, attacker: Color) -> Option<Cells> {
    let mut cells: Cells = [None; 64];
    sheltered_king(&mut cells, rng, attacker.opposite());
    sheltered_king(&mut cells, rng, attacker);
    for color in Color::ALL {
        for _ in 0..rng.gen_range(1..=3) {
            let sq = relative(rng.gen_range(0..8), rng.gen_range(1..5), color);
            put_if_empty(&mut cells, sq, Piece::new(color, PieceKind::Pawn));
        }
        let kinds = [
            PieceKind::Rook,
            PieceKind::Bishop,
            PieceKind::Knight,
            PieceKind::Queen,
            PieceKind::Castalia,
        ];
        for _ in 0..rng.gen_range(0..=2) {
            let kind = *kinds.choose(rng).unwrap_or(&PieceKind::Rook);
            let sq = Square::from_index(rng.gen_range(0..64));
            put_if_empty(&mut cells, sq, Piece::new(color, kind));
        }
    }
    Some(cells)
}

/// A position from a Castalia-biased random game (8 to 40 plies from the `castalia` setup or
/// two Castalias a side), where the motif is planted.
fn played_base(rng: &mut ChaCha8Rng, variant: Variant) -> Option<Cells> {
    const TWO_CASTALIAS: &str = "rcbqkbcr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBCR w KQkq - 0 1";
    let mut pos = if rng.gen_bool(0.6) {
        Position::start(variant)
    } else {
        Position::from_fen(TWO_CASTALIAS, variant).ok()?
    };
    for _ in 0..rng.gen_range(8..=40) {
        let legal = pos.legal_moves();
        let weights: Vec<u32> = legal
            .iter()
            .map(|m| {
                if m.castalia_effects()
                    .is_some_and(|e| e.kidnap_from.is_some() || e.repulse.is_some())
                {
                    3
                } else if pos.board().occupied().has(m.to) {
                    4
                } else {
                    1
                }
            })
            .collect();
        let total: u32 = weights.iter().sum();
        if total == 0 {
            return None;
        }
        let mut pick = rng.gen_range(0..total);
        let mut chosen = None;
        for (mv, w) in legal.iter().zip(weights) {
            if pick < w {
                chosen = Some(*mv);
                break;
            }
            pick -= w;
        }
        pos = pos.play(&chosen?);
        if pos.outcome().is_some() {
            return None;
        }
    }
    let mut cells: Cells = [None; 64];
    for sq in Square::ALL {
        cells[sq.index()] = pos.board().piece_at(sq);
    }
    Some(cells)
}

fn king_square(cells: &Cells, color: Color) -> Option<Square> {
    Square::ALL
        .into_iter()
        .find(|s| cells[s.index()] == Some(Piece::new(color, PieceKind::King)))
}

/// The squares from `from` (excluded) stepping `dir`, `n` of them, if all are on the board.
fn ray(from: Square, dir: Direction, n: usize) -> Option<Vec<Square>> {
    let mut out = Vec::with_capacity(n);
    let mut cur = from;
    for _ in 0..n {
        cur = cur.step(dir)?;
        out.push(cur);
    }
    Some(out)
}

/// Puts `piece` on `sq`: moved there from elsewhere on the board when the colour already has
/// such a piece (and `reuse`), else added.
fn place(cells: &mut Cells, sq: Square, piece: Piece, reuse: bool, rng: &mut ChaCha8Rng) {
    if reuse {
        let same: Vec<usize> = (0..64).filter(|&i| cells[i] == Some(piece)).collect();
        if let Some(&i) = same.choose(rng) {
            cells[i] = None;
        }
    }
    cells[sq.index()] = Some(piece);
}

/// Plants `motif` for `attacker` around the enemy king: the Castalia, the line it acts on
/// (kept empty), the piece it kidnaps or repulses, and one to three attackers near the spot.
/// With `defend`, the defender also gets a Castalia near its king half of the time. Returns
/// whether the motif fits on this board.
fn plant(
    cells: &mut Cells,
    rng: &mut ChaCha8Rng,
    motif: Motif,
    attacker: Color,
    defend: bool,
) -> bool {
    let defender = attacker.opposite();
    let Some(their_king) = king_square(cells, defender) else {
        return false;
    };
    // Reuse (move) existing pieces when the board came from a game, so material stays sane.
    let reuse = cells.iter().flatten().count() > 14;
    let dir = *Direction::ALL.choose(rng).unwrap_or(&Direction::North);
    let back = dir.opposite();
    let castalia = Piece::new(attacker, PieceKind::Castalia);
    // (the Castalia's square, squares that must be empty, the focus of the attack)
    let (from, empty, focus): (Square, Vec<Square>, Square) = match motif {
        Motif::KingKidnap | Motif::OwnKidnap => {
            // The Castalia on `o`; the kidnapped piece `j` squares behind it; `o + dir` empty.
            let j = rng.gen_range(1..=3);
            let (o, victim) = if motif == Motif::KingKidnap {
                let Some(path) = ray(their_king, dir, j) else {
                    return false;
                };
                (path[j - 1], their_king)
            } else {
                // The Castalia within two squares of the enemy king, our piece behind it.
                let near: Vec<Square> = Square::ALL
                    .into_iter()
                    .filter(|&s| distance(s, their_king) == 2 || distance(s, their_king) == 1)
                    .collect();
                let Some(&o) = near.choose(rng) else {
                    return false;
                };
                let Some(path) = ray(o, back, j) else {
                    return false;
                };
                let victim = path[j - 1];
                let kind = match rng.gen_range(0..10) {
                    0..=5 => PieceKind::Rook,
                    6..=7 => PieceKind::Queen,
                    _ => PieceKind::Bishop,
                };
                if cells[victim.index()].is_some() {
                    return false;
                }
                place(cells, victim, Piece::new(attacker, kind), reuse, rng);
                (o, victim)
            };
            let Some(path) = ray(o, back, distance(o, victim) - 1) else {
                return false;
            };
            let Some(next) = o.step(dir) else {
                return false;
            };
            let mut empty = path;
            empty.push(next);
            (o, empty, o)
        }
        Motif::KingRepulse | Motif::PieceRepulse | Motif::RepulsePromotion => {
            // The victim `v`; the Castalia lands on `t = v - dir` from `c`, `m` squares back.
            let (victim, dir) = match motif {
                Motif::KingRepulse => (their_king, dir),
                Motif::PieceRepulse => {
                    let near: Vec<Square> = Square::ALL
                        .into_iter()
                        .filter(|&s| distance(s, their_king) <= 2 && cells[s.index()].is_none())
                        .collect();
                    let Some(&v) = near.choose(rng) else {
                        return false;
                    };
                    let kind = match rng.gen_range(0..10) {
                        0..=2 => PieceKind::Rook,
                        3..=4 => PieceKind::Queen,
                        5..=6 => PieceKind::Knight,
                        7..=8 => PieceKind::Bishop,
                        _ => PieceKind::Castalia,
                    };
                    place(cells, v, Piece::new(defender, kind), reuse, rng);
                    (v, dir)
                }
                _ => {
                    // An enemy pawn one step from its last rank, pushed onto it.
                    let file = rng.gen_range(0..8);
                    let v = relative(file, 1, attacker);
                    let toward = if attacker == Color::White {
                        [Direction::South, Direction::SouthEast, Direction::SouthWest]
                    } else {
                        [Direction::North, Direction::NorthEast, Direction::NorthWest]
                    };
                    let d = *toward.choose(rng).unwrap_or(&toward[0]);
                    if cells[v.index()].is_some() {
                        return false;
                    }
                    cells[v.index()] = Some(Piece::new(defender, PieceKind::Pawn));
                    (v, d)
                }
            };
            let m = rng.gen_range(1..=3);
            let Some(path) = ray(victim, dir.opposite(), m + 1) else {
                return false;
            };
            let c = path[m];
            let mut empty = path[..m].to_vec();
            // Room for the victim to slide.
            if let Some(s) = victim.step(dir) {
                empty.push(s);
            }
            if motif == Motif::RepulsePromotion && victim.step(dir).is_none() {
                return false;
            }
            (c, empty, victim)
        }
    };
    if cells[from.index()].is_some_and(|p| p.kind == PieceKind::King) {
        return false;
    }
    place(cells, from, castalia, reuse, rng);
    for s in &empty {
        if cells[s.index()].is_some_and(|p| p.kind == PieceKind::King) {
            return false;
        }
        cells[s.index()] = None;
    }
    // One to three attackers near the focus (moved there from elsewhere on a played board).
    let kinds = [
        PieceKind::Rook,
        PieceKind::Rook,
        PieceKind::Queen,
        PieceKind::Bishop,
        PieceKind::Knight,
        PieceKind::Pawn,
    ];
    for _ in 0..rng.gen_range(1..=3) {
        let kind = *kinds.choose(rng).unwrap_or(&PieceKind::Rook);
        let spots: Vec<Square> = Square::ALL
            .into_iter()
            .filter(|&s| {
                (1..=3).contains(&distance(s, focus))
                    && cells[s.index()].is_none()
                    && !empty.contains(&s)
                    && !(kind == PieceKind::Pawn && matches!(s.rank().index(), 0 | 7))
            })
            .collect();
        if let Some(&s) = spots.choose(rng) {
            place(cells, s, Piece::new(attacker, kind), reuse, rng);
        }
    }
    if defend && rng.gen_bool(0.5) {
        let Some(our_king) = king_square(cells, defender) else {
            return false;
        };
        let spots: Vec<Square> = Square::ALL
            .into_iter()
            .filter(|&s| {
                (1..=2).contains(&distance(s, our_king))
                    && cells[s.index()].is_none()
                    && !empty.contains(&s)
            })
            .collect();
        if let Some(&s) = spots.choose(rng) {
            place(
                cells,
                s,
                Piece::new(defender, PieceKind::Castalia),
                reuse,
                rng,
            );
        }
    }
    // The planted pieces may have replaced a king; both must still be there.
    if king_square(cells, Color::White).is_none() || king_square(cells, Color::Black).is_none() {
        return false;
    }
    balance(cells, rng, attacker, &empty);
    true
}

/// Gives the defender back material (pieces on free squares away from the motif, or takes
/// away the attacker's pawns) until the attacker is at most two pawns ahead, so that the
/// position is not decided before the tactic.
fn balance(cells: &mut Cells, rng: &mut ChaCha8Rng, attacker: Color, keep_empty: &[Square]) {
    let lead = |cells: &Cells| -> i32 {
        cells
            .iter()
            .flatten()
            .map(|p| {
                if p.color == attacker {
                    p.kind.points()
                } else {
                    -p.kind.points()
                }
            })
            .sum()
    };
    for _ in 0..6 {
        let diff = lead(cells);
        if diff <= 2 {
            return;
        }
        let kind = match diff {
            3..=4 => {
                [PieceKind::Knight, PieceKind::Bishop, PieceKind::Castalia][rng.gen_range(0..3)]
            }
            5..=7 => PieceKind::Rook,
            _ => PieceKind::Queen,
        };
        let free: Vec<Square> = Square::ALL
            .into_iter()
            .filter(|s| cells[s.index()].is_none() && !keep_empty.contains(s))
            .collect();
        let Some(&sq) = free.choose(rng) else { return };
        cells[sq.index()] = Some(Piece::new(attacker.opposite(), kind));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plausible_refuses_impossible_material() {
        let ok = Position::from_fen("6k1/5ppp/8/8/8/8/5PPP/2C3K1 w - - 0 1", Variant::Castalia)
            .expect("fen");
        assert!(plausible(&ok));
        // Nine pawns: the FEN reader refuses them already; were it to read them, so must this.
        let nine_pawns = Position::from_fen(
            "6k1/5ppp/8/8/8/PPPPPPPP/7P/2C3K1 w - - 0 1",
            Variant::Castalia,
        );
        assert!(nine_pawns.map_or(true, |p| !plausible(&p)));
        let queens = Position::from_fen(
            "6k1/5ppp/8/8/8/8/PPPPPPPP/QQC3K1 w - - 0 1",
            Variant::Castalia,
        )
        .expect("fen");
        assert!(!plausible(&queens), "a second queen needs a missing pawn");
    }
}
