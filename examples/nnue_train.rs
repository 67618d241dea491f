//! Trains a network (`src/engine/nnue.rs`) on labelled positions and writes it to
//! `assets/nnue/orthodox.nnue` or `assets/nnue/castalia.nnue`.
//!
//! `cargo run --release --features tools --example nnue_train -- EPOCHS FILE...` (files of `FEN;score` or
//! `FEN;score;result` lines from `examples/texel_data.rs` and `examples/nnue_data.rs`: a score
//! in centipawns and the game's result, from White's side; a file of a Castalia rule set is
//! named `castalia:PATH` or `castalia-weak:PATH`). The network's output (in units of
//! `OUTPUT_SCALE` centipawns) is fitted so that its win probability, `sigmoid(output)`, is
//! closest (least squares) to the label's: `sigmoid(score / 400)`, or with `--lambda L` and a
//! result, `L * sigmoid(score / 400) + (1 - L) * result`; Adam,
//! mini-batches, the learning rate cut tenfold for the last fifth of the epochs. One position
//! in fifty is held out and its error printed after each epoch, to show over-fitting. The
//! weights are kept within what their 16-bit quantization can hold (`WEIGHT_LIMIT`), so no
//! accumulator can overflow.
//!
//! Last, the output scale: the least-squares factor that maps the network's centipawns onto
//! the hand-written evaluation's (`eval::evaluate`, whose scale the search's margins are set
//! for) over the held-out positions is stored in the file.
//!
//! Options: `--shape orthodox|castalia` (default orthodox: positions with a Castalia are then
//! skipped, and orthodox ones for the Castalia network); `--init FILE`: start from that network
//! (the orthodox network's weights start a Castalia network, its Castalia and rule-set inputs
//! at zero) instead of random weights; `--lambda L` (default 1: the score alone); `--seed N`
//! (default 1); `--threads N` (default 2); `--out PATH`; `--held-out FILE` (may be repeated):
//! hold out that file's positions instead of one in fifty of the rest, e.g. positions of games
//! alone, whose error says more about play than that of a mix of random walks (a network with
//! a lower error on walks lost -80 Elo to one with more game positions).

use castalia_bot::engine::eval;
use castalia_bot::engine::nnue::{self, Network, Shape, HIDDEN, OUTPUT_SCALE, QA, QB};
use castalia_bot::rules::{Color, Position};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io::Write;

#[path = "common/mod.rs"]
mod common;

const LABEL_SCALE: f32 = 400.0;
const BATCH: usize = 4_096;
const LEARNING_RATE: f32 = 0.001;
/// The largest input weight or hidden bias (times `QA`, at most 35 of them sum within i16).
const WEIGHT_LIMIT: f32 = 1.98;
/// The largest output weight (see `nnue::QB`).
const OUTPUT_LIMIT: f32 = 4.0;
/// The most inputs a position turns on: 34 pieces (32 and two Castalias) and the rule set.
const MAX_PIECES: usize = 35;

struct Sample {
    /// Input indices seen from the side to move, then from the other side.
    ours: [u16; MAX_PIECES],
    theirs: [u16; MAX_PIECES],
    count: u8,
    /// The label's win probability for the side to move.
    target: f32,
}

/// The float network being trained.
#[derive(Clone)]
struct Params {
    input: Vec<f32>,
    bias: Vec<f32>,
    output: Vec<f32>,
    output_bias: f32,
}

impl Params {
    fn zeros(shape: Shape) -> Params {
        Params {
            input: vec![0.0; shape.inputs() * HIDDEN],
            bias: vec![0.0; HIDDEN],
            output: vec![0.0; 2 * HIDDEN],
            output_bias: 0.0,
        }
    }

    fn random(shape: Shape, rng: &mut ChaCha8Rng) -> Params {
        let mut p = Params::zeros(shape);
        let spread = 1.0 / (MAX_PIECES as f32).sqrt();
        p.input
            .iter_mut()
            .for_each(|w| *w = rng.gen_range(-spread..spread));
        let spread = 1.0 / (2.0 * HIDDEN as f32).sqrt();
        p.output
            .iter_mut()
            .for_each(|w| *w = rng.gen_range(-spread..spread));
        p
    }

    /// The network of `shape` that `file` holds, as floats: the same shape copied, or the
    /// orthodox network's weights for a Castalia network (the piece inputs of the six orthodox
    /// kinds; the Castalia's inputs and the rule set's at zero).
    fn from_file(shape: Shape, file: &str) -> anyhow::Result<Params> {
        let bytes = std::fs::read(file)?;
        let net =
            Network::parse(shape, &bytes).or_else(|_| Network::parse(Shape::Orthodox, &bytes))?;
        let mut p = Params::zeros(shape);
        let from = net.shape();
        let per_side = |s: Shape| s.kinds().len() * 64;
        for index in 0..from.inputs() {
            // Inputs are (own, kind, square), then the rule set's: the same input in the
            // target's order (the identity when the shapes are the same).
            let (own, rest) = (index / per_side(from), index % per_side(from));
            let to = own * per_side(shape) + rest;
            if let Some(row) = net.input_weights(index) {
                p.input[to * HIDDEN..(to + 1) * HIDDEN].copy_from_slice(&row);
            }
        }
        let (bias, output, output_bias) = net.head();
        p.bias.copy_from_slice(&bias);
        p.output.copy_from_slice(&output);
        p.output_bias = output_bias;
        Ok(p)
    }

    fn slices_mut(&mut self) -> [&mut [f32]; 4] {
        [
            &mut self.input,
            &mut self.bias,
            &mut self.output,
            std::slice::from_mut(&mut self.output_bias),
        ]
    }

    fn clear(&mut self) {
        for s in self.slices_mut() {
            s.fill(0.0);
        }
    }

    fn add(&mut self, other: &mut Params) {
        for (a, b) in self.slices_mut().into_iter().zip(other.slices_mut()) {
            a.iter_mut().zip(b.iter()).for_each(|(x, y)| *x += *y);
        }
    }

    /// The hidden layer's activations for one side, before clipping.
    fn hidden(&self, features: &[u16], out: &mut [f32; HIDDEN]) {
        out.copy_from_slice(&self.bias);
        for &f in features {
            let row = &self.input[f as usize * HIDDEN..(f as usize + 1) * HIDDEN];
            out.iter_mut().zip(row).for_each(|(a, w)| *a += *w);
        }
    }

    /// The raw output (centipawns / `OUTPUT_SCALE`).
    fn forward(&self, s: &Sample, ours: &mut [f32; HIDDEN], theirs: &mut [f32; HIDDEN]) -> f32 {
        let n = s.count as usize;
        self.hidden(&s.ours[..n], ours);
        self.hidden(&s.theirs[..n], theirs);
        let mut out = self.output_bias;
        for j in 0..HIDDEN {
            out += ours[j].clamp(0.0, 1.0) * self.output[j];
            out += theirs[j].clamp(0.0, 1.0) * self.output[HIDDEN + j];
        }
        out
    }

    /// Adds the gradient of one sample's loss to `grad`; returns the loss.
    fn backward(&self, s: &Sample, grad: &mut Params) -> f32 {
        let mut ours = [0.0; HIDDEN];
        let mut theirs = [0.0; HIDDEN];
        let out = self.forward(s, &mut ours, &mut theirs);
        let p = sigmoid(out);
        let error = p - s.target;
        let g = 2.0 * error * p * (1.0 - p);
        grad.output_bias += g;
        let n = s.count as usize;
        for (side, acc, features) in [(0, &ours, &s.ours[..n]), (1, &theirs, &s.theirs[..n])] {
            let mut delta = [0.0f32; HIDDEN];
            for j in 0..HIDDEN {
                let a = acc[j];
                grad.output[side * HIDDEN + j] += g * a.clamp(0.0, 1.0);
                if a > 0.0 && a < 1.0 {
                    delta[j] = g * self.output[side * HIDDEN + j];
                }
            }
            grad.bias.iter_mut().zip(&delta).for_each(|(b, d)| *b += *d);
            for &f in features {
                let row = &mut grad.input[f as usize * HIDDEN..(f as usize + 1) * HIDDEN];
                row.iter_mut().zip(&delta).for_each(|(w, d)| *w += *d);
            }
        }
        error * error
    }
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

struct Adam {
    m: Params,
    v: Params,
    t: i32,
}

impl Adam {
    fn step(&mut self, params: &mut Params, grad: &mut Params, lr: f32, batch: usize) {
        const B1: f32 = 0.9;
        const B2: f32 = 0.999;
        self.t += 1;
        let c1 = 1.0 - B1.powi(self.t);
        let c2 = 1.0 - B2.powi(self.t);
        let scale = 1.0 / batch as f32;
        let limits = [WEIGHT_LIMIT, WEIGHT_LIMIT, OUTPUT_LIMIT, f32::MAX];
        for ((((p, g), m), v), limit) in params
            .slices_mut()
            .into_iter()
            .zip(grad.slices_mut())
            .zip(self.m.slices_mut())
            .zip(self.v.slices_mut())
            .zip(limits)
        {
            for i in 0..p.len() {
                let gi = g[i] * scale;
                m[i] = B1 * m[i] + (1.0 - B1) * gi;
                v[i] = B2 * v[i] + (1.0 - B2) * gi * gi;
                let step = lr * (m[i] / c1) / ((v[i] / c2).sqrt() + 1e-8);
                p[i] = (p[i] - step).clamp(-limit, limit);
            }
        }
    }
}

fn main() -> anyhow::Result<()> {
    let usage = "usage: nnue_train EPOCHS [--shape orthodox|castalia] [--init FILE] [--lambda L] \
                 [--seed N] [--threads N] [--out PATH] [--held-out FILE] FILE...";
    let mut args = std::env::args().skip(1);
    let epochs: usize = args
        .next()
        .and_then(|a| a.parse().ok())
        .ok_or_else(|| anyhow::anyhow!(usage))?;
    let mut seed = 1u64;
    let mut threads = 2usize;
    let mut out_path = None;
    let mut shape = Shape::Orthodox;
    let mut init = None;
    let mut lambda = 1.0f32;
    let mut files = Vec::new();
    let mut held_out_files = Vec::new();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| anyhow::anyhow!(usage));
        match arg.as_str() {
            "--seed" => seed = value()?.parse()?,
            "--threads" => threads = value()?.parse::<usize>()?.max(1),
            "--out" => out_path = Some(value()?),
            "--shape" => {
                shape = match value()?.as_str() {
                    "orthodox" => Shape::Orthodox,
                    "castalia" => Shape::Castalia,
                    other => anyhow::bail!("unknown shape {other}: write orthodox or castalia"),
                }
            }
            "--init" => init = Some(value()?),
            "--lambda" => lambda = value()?.parse()?,
            "--held-out" => held_out_files.push(value()?),
            _ => files.push(arg),
        }
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut train = Vec::new();
    let mut held_out = Vec::new();
    let mut held_positions = Vec::new();
    let out_path = out_path
        .unwrap_or_else(|| format!("assets/nnue/{}.nnue", shape.name().to_ascii_lowercase()));
    let sample_of = |pos: &Position, score: f64, result: Option<f64>| {
        let white = sigmoid(score as f32 / LABEL_SCALE);
        let white = match result {
            Some(r) => lambda * white + (1.0 - lambda) * r as f32,
            None => white,
        };
        let target = if pos.side_to_move() == Color::White {
            white
        } else {
            1.0 - white
        };
        sample(shape, pos, target)
    };
    // Only the positions the network will see (`Shape::of`: with or without a Castalia, not
    // decided).
    let suits = |pos: &Position| Shape::of(pos.board()) == Some(shape);
    let hold_one_in_fifty = held_out_files.is_empty();
    common::read_labelled(&files, |pos, score, result| {
        if !suits(&pos) {
            return;
        }
        let sample = sample_of(&pos, score, result);
        if hold_one_in_fifty && rng.gen_ratio(1, 50) {
            held_out.push(sample);
            held_positions.push(pos);
        } else {
            train.push(sample);
        }
    })?;
    common::read_labelled(&held_out_files, |pos, score, result| {
        if !suits(&pos) {
            return;
        }
        held_out.push(sample_of(&pos, score, result));
        held_positions.push(pos);
    })?;
    eprintln!(
        "{} training positions, {} held out; {} -> 2x{HIDDEN} -> 1",
        train.len(),
        held_out.len(),
        shape.inputs()
    );
    anyhow::ensure!(
        !train.is_empty() && !held_out.is_empty(),
        "no positions read"
    );

    let mut params = match &init {
        Some(file) => Params::from_file(shape, file)?,
        None => Params::random(shape, &mut rng),
    };
    if init.is_some() {
        eprintln!("held out before training: {:.6}", loss(&params, &held_out));
    }
    let mut adam = Adam {
        m: Params::zeros(shape),
        v: Params::zeros(shape),
        t: 0,
    };
    let mut grads: Vec<Params> = (0..threads).map(|_| Params::zeros(shape)).collect();
    let mut order: Vec<usize> = (0..train.len()).collect();
    for epoch in 0..epochs {
        let lr = if epoch * 5 >= epochs * 4 {
            LEARNING_RATE / 10.0
        } else {
            LEARNING_RATE
        };
        for i in (1..order.len()).rev() {
            order.swap(i, rng.gen_range(0..=i));
        }
        let mut train_loss = 0.0f64;
        for batch in order.chunks(BATCH) {
            let per_thread = batch.len().div_ceil(threads);
            let losses: Vec<f64> = std::thread::scope(|scope| {
                let handles: Vec<_> = grads
                    .iter_mut()
                    .zip(batch.chunks(per_thread))
                    .map(|(grad, part)| {
                        let params = &params;
                        let train = &train;
                        scope.spawn(move || {
                            grad.clear();
                            part.iter()
                                .map(|&i| params.backward(&train[i], grad) as f64)
                                .sum::<f64>()
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or(0.0))
                    .collect()
            });
            train_loss += losses.iter().sum::<f64>();
            let used = batch.len().div_ceil(per_thread);
            let (first, rest) = grads.split_at_mut(1);
            for g in rest.iter_mut().take(used - 1) {
                first[0].add(g);
            }
            adam.step(&mut params, &mut first[0], lr, batch.len());
        }
        eprintln!(
            "epoch {:>3}: train {:.6}, held out {:.6}",
            epoch + 1,
            train_loss / train.len() as f64,
            loss(&params, &held_out)
        );
    }

    // The output scale: least squares of the hand-written evaluation on the network's.
    let (mut xy, mut xx) = (0.0f64, 0.0f64);
    let (mut ours, mut theirs) = ([0.0; HIDDEN], [0.0; HIDDEN]);
    for (s, pos) in held_out.iter().zip(&held_positions) {
        let net = params.forward(s, &mut ours, &mut theirs) as f64 * OUTPUT_SCALE as f64;
        let hand = eval::hand_written(pos) as f64;
        if net.abs() < 1_000.0 && hand.abs() < 1_000.0 {
            xy += net * hand;
            xx += net * net;
        }
    }
    let scale = if xx > 0.0 { xy / xx } else { 1.0 };
    eprintln!("output scale to the hand-written evaluation: {scale:.3}");
    // The hand-written evaluation's error on the same positions, at the network's scale.
    let hand_error = held_out
        .iter()
        .zip(&held_positions)
        .map(|(s, pos)| {
            let net_units = eval::hand_written(pos) as f64 / scale / OUTPUT_SCALE as f64;
            let e = sigmoid(net_units as f32) - s.target;
            (e * e) as f64
        })
        .sum::<f64>()
        / held_out.len() as f64;
    eprintln!(
        "held-out error: network {:.6}, hand-written evaluation {hand_error:.6}",
        loss(&params, &held_out)
    );

    let bytes = quantize(shape, &params, scale);
    let net = Network::parse(shape, &bytes)?;
    let mut worst = 0i32;
    for (s, pos) in held_out.iter().zip(&held_positions).take(2_000) {
        let float = (params.forward(s, &mut ours, &mut theirs) * OUTPUT_SCALE as f32) as f64;
        let quantized = net.evaluate(pos);
        worst = worst.max((quantized - (float * scale) as i32).abs());
    }
    eprintln!("largest quantization error on 2,000 held-out positions: {worst} cp");
    if let Some(dir) = std::path::Path::new(&out_path).parent() {
        std::fs::create_dir_all(dir)?;
    }
    std::fs::File::create(&out_path)?.write_all(&bytes)?;
    eprintln!("wrote {out_path} ({} bytes)", bytes.len());
    Ok(())
}

fn sample(shape: Shape, pos: &Position, target: f32) -> Sample {
    let mut s = Sample {
        ours: [0; MAX_PIECES],
        theirs: [0; MAX_PIECES],
        count: 0,
        target,
    };
    nnue::for_each_feature(shape, pos, |o, t| {
        let n = s.count as usize;
        if n < MAX_PIECES {
            s.ours[n] = o as u16;
            s.theirs[n] = t as u16;
            s.count += 1;
        }
    });
    s
}

fn loss(params: &Params, samples: &[Sample]) -> f64 {
    let (mut ours, mut theirs) = ([0.0; HIDDEN], [0.0; HIDDEN]);
    samples
        .iter()
        .map(|s| {
            let e = sigmoid(params.forward(s, &mut ours, &mut theirs)) - s.target;
            (e * e) as f64
        })
        .sum::<f64>()
        / samples.len() as f64
}

/// The network file (see `nnue.rs`) of `params`, with `scale` as the output scale.
fn quantize(shape: Shape, params: &Params, scale: f64) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(shape.file_size());
    bytes.extend_from_slice(shape.magic());
    bytes.extend_from_slice(&(HIDDEN as u32).to_le_bytes());
    let den = 1_000i32;
    bytes.extend_from_slice(&((scale * den as f64).round().max(1.0) as i32).to_le_bytes());
    bytes.extend_from_slice(&den.to_le_bytes());
    let mut push = |values: &[f32], q: i32| {
        for v in values {
            let x = (v * q as f32)
                .round()
                .clamp(i16::MIN as f32, i16::MAX as f32) as i16;
            bytes.extend_from_slice(&x.to_le_bytes());
        }
    };
    push(&params.input, QA);
    push(&params.bias, QA);
    push(&params.output, QB);
    let bias = (params.output_bias * (QA * QB) as f32).round() as i32;
    bytes.extend_from_slice(&bias.to_le_bytes());
    bytes
}
