//! Fits the evaluation's weights (`src/engine/weights.rs`) by Texel's method: every position's
//! evaluation is a sum of weights times counts (`eval::trace`), so the weights that make the
//! evaluation's win probability, `1 / (1 + exp(-eval / K))`, closest (least squares) to the
//! positions' labels are found by gradient descent (Adam), and the table in `weights.rs` is
//! rewritten with them, rounded.
//!
//! `cargo run --release --features tools --example texel_tune -- EPOCHS FILE...` (files of `FEN;score` lines
//! from `examples/texel_data.rs`: the score, in centipawns from White's side, is taken as a win
//! probability by Stockfish's scale, 100 = about 75%). `K` is first chosen to fit the current
//! weights best and then kept, so the evaluation keeps its scale (the search's margins are set
//! for it). One position in ten is held out and its error printed, to show over-fitting.
//! With `--keep-scale` the fitted weights are then scaled back so that the orthodox pieces'
//! material (middle game and end game each) sums as before.
//! Weights counted in fewer than `MIN_USES` training positions keep their values (too few to
//! fit), and those counted in none (the Castalia's, in orthodox data) are scaled as the
//! orthodox pieces' material was, so that they keep their worth relative to the rest.

use castalia_bot::engine::eval::{trace, Trace};
use castalia_bot::engine::weights::{Pair, COUNT, MATERIAL, SECTIONS, WEIGHTS};
#[path = "common/mod.rs"]
mod common;

/// The label's scale: a score of `s` centipawns is a win probability of `sigmoid(s / 91)`
/// (100 centipawns about 75%).
const LABEL_SCALE: f64 = 91.0;
const WEIGHTS_FILE: &str = "src/engine/weights.rs";
/// Weights counted in fewer training positions than this are not fitted.
const MIN_USES: usize = 2_000;

struct Sample {
    counts: Vec<(u32, f32)>,
    /// Middle-game share (phase / 24) times the scale.
    mg: f32,
    /// End-game share times the scale.
    eg: f32,
    target: f32,
}

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let epochs: usize = args
        .next()
        .and_then(|a| a.parse().ok())
        .ok_or_else(|| anyhow::anyhow!("usage: texel_tune EPOCHS [--keep-scale] FILE..."))?;
    let mut args = args.peekable();
    let keep_scale = args.next_if(|a| a == "--keep-scale").is_some();
    let mut samples = Vec::new();
    let files: Vec<String> = args.collect();
    common::read_labelled(&files, |pos, score, _| {
        if let Some(t) = trace(&pos) {
            samples.push(sample(&t, sigmoid(score / LABEL_SCALE) as f32));
        }
    })?;
    eprintln!("{} positions", samples.len());
    let (train, test): (Vec<_>, Vec<_>) = samples
        .into_iter()
        .enumerate()
        .partition(|(i, _)| i % 10 != 0);
    let train: Vec<Sample> = train.into_iter().map(|(_, s)| s).collect();
    let test: Vec<Sample> = test.into_iter().map(|(_, s)| s).collect();
    let before = flat(&WEIGHTS);
    let mut weights = before.clone();
    let mut uses = vec![0usize; COUNT];
    for s in &train {
        for &(i, _) in &s.counts {
            uses[i as usize] += 1;
        }
    }
    let fitted: Vec<bool> = uses.iter().map(|&n| n >= MIN_USES).collect();
    eprintln!(
        "{} of {COUNT} weights fitted, {} unused",
        fitted.iter().filter(|&&f| f).count(),
        uses.iter().filter(|&&n| n == 0).count()
    );
    let k = best_k(&train, &weights);
    eprintln!(
        "K = {k:.1}; error before: train {:.6}, held out {:.6}",
        error(&train, &weights, k),
        error(&test, &weights, k)
    );
    let mut m = vec![0.0; 2 * COUNT];
    let mut v = vec![0.0; 2 * COUNT];
    let (rate, beta1, beta2) = (1.0, 0.9, 0.999);
    for epoch in 1..=epochs {
        let gradient = gradient(&train, &weights, k);
        for i in (0..2 * COUNT).filter(|i| fitted[i / 2]) {
            m[i] = beta1 * m[i] + (1.0 - beta1) * gradient[i];
            v[i] = beta2 * v[i] + (1.0 - beta2) * gradient[i] * gradient[i];
            let m_hat = m[i] / (1.0 - beta1.powi(epoch as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(epoch as i32));
            weights[i] -= rate * m_hat / (v_hat.sqrt() + 1e-12);
        }
        if epoch % 100 == 0 || epoch == epochs {
            eprintln!(
                "epoch {epoch}: train {:.6}, held out {:.6}",
                error(&train, &weights, k),
                error(&test, &weights, k)
            );
        }
    }
    for phase in 0..2 {
        let total = |w: &[f64]| (1..=4).map(|k| w[2 * (MATERIAL + k) + phase]).sum::<f64>();
        let ratio = total(&weights) / total(&before);
        eprintln!("material scale ({}): {ratio:.3}", ["mg", "eg"][phase]);
        if keep_scale {
            // Back to the old scale: the fitted weights shrink (or grow) together.
            for i in (0..COUNT).filter(|&i| uses[i] > 0) {
                weights[2 * i + phase] /= ratio;
            }
        } else {
            // The unused weights follow the orthodox pieces' material (knight to queen).
            for i in (0..COUNT).filter(|&i| uses[i] == 0) {
                weights[2 * i + phase] *= ratio;
            }
        }
    }
    let rounded: Vec<Pair> = weights
        .chunks(2)
        .map(|p| Pair(p[0].round() as i32, p[1].round() as i32))
        .collect();
    let rounded_f = flat(&rounded);
    eprintln!(
        "rounded: train {:.6}, held out {:.6}",
        error(&train, &rounded_f, k),
        error(&test, &rounded_f, k)
    );
    write_weights(&rounded)?;
    eprintln!("wrote {WEIGHTS_FILE}");
    Ok(())
}

/// The weights as one list: middle-game and end-game value of each in turn.
fn flat(weights: &[Pair]) -> Vec<f64> {
    weights
        .iter()
        .flat_map(|p| [p.0 as f64, p.1 as f64])
        .collect()
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn sample(t: &Trace, target: f32) -> Sample {
    let phase = t.phase as f32 / 24.0;
    Sample {
        counts: t.counts.iter().map(|&(i, c)| (i as u32, c)).collect(),
        mg: phase * t.scale,
        eg: (1.0 - phase) * t.scale,
        target,
    }
}

fn eval(s: &Sample, weights: &[f64]) -> f64 {
    let (mut mg, mut eg) = (0.0, 0.0);
    for &(i, c) in &s.counts {
        mg += c as f64 * weights[2 * i as usize];
        eg += c as f64 * weights[2 * i as usize + 1];
    }
    mg * s.mg as f64 + eg * s.eg as f64
}

fn error(samples: &[Sample], weights: &[f64], k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| (s.target as f64 - sigmoid(eval(s, weights) / k)).powi(2))
        .sum();
    sum / samples.len().max(1) as f64
}

/// The K (in centipawns) that fits the current weights best, by golden-section search.
fn best_k(samples: &[Sample], weights: &[f64]) -> f64 {
    let (mut a, mut b) = (20.0f64, 600.0f64);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let c = b - ratio * (b - a);
        let d = a + ratio * (b - a);
        if error(samples, weights, c) < error(samples, weights, d) {
            b = d;
        } else {
            a = c;
        }
    }
    (a + b) / 2.0
}

/// The gradient of the mean squared error, computed on two threads.
fn gradient(samples: &[Sample], weights: &[f64], k: f64) -> Vec<f64> {
    let half = samples.len() / 2;
    let part = |chunk: &[Sample]| {
        let mut g = vec![0.0; 2 * COUNT];
        for s in chunk {
            let p = sigmoid(eval(s, weights) / k);
            // d/dE of (target - p)^2.
            let d = -2.0 * (s.target as f64 - p) * p * (1.0 - p) / k;
            for &(i, c) in &s.counts {
                g[2 * i as usize] += d * c as f64 * s.mg as f64;
                g[2 * i as usize + 1] += d * c as f64 * s.eg as f64;
            }
        }
        g
    };
    let (a, b) = std::thread::scope(|scope| {
        let first = scope.spawn(|| part(&samples[..half]));
        let second = part(&samples[half..]);
        (first.join().unwrap_or_default(), second)
    });
    let n = samples.len().max(1) as f64;
    (0..2 * COUNT)
        .map(|i| (a.get(i).copied().unwrap_or(0.0) + b[i]) / n)
        .collect()
}

/// Rewrites the table of `weights.rs` (from `pub static WEIGHTS` to its closing `];`).
fn write_weights(weights: &[Pair]) -> anyhow::Result<()> {
    let source = std::fs::read_to_string(WEIGHTS_FILE)?;
    let start = source
        .find("pub static WEIGHTS")
        .ok_or_else(|| anyhow::anyhow!("no table in {WEIGHTS_FILE}"))?;
    let end = start
        + source[start..]
            .find("\n];\n")
            .ok_or_else(|| anyhow::anyhow!("no end of the table in {WEIGHTS_FILE}"))?
        + 4;
    let mut table = String::from("pub static WEIGHTS: [Pair; COUNT] = [\n");
    for &(name, first, len) in SECTIONS {
        table.push_str(&format!("    // {name}\n"));
        for row in weights[first..first + len].chunks(8) {
            let cells: Vec<String> = row
                .iter()
                .map(|p| format!("Pair({}, {}),", p.0, p.1))
                .collect();
            table.push_str(&format!("    {}\n", cells.join(" ")));
        }
    }
    table.push_str("];\n");
    std::fs::write(
        WEIGHTS_FILE,
        format!("{}{}{}", &source[..start], table, &source[end..]),
    )?;
    Ok(())
}
