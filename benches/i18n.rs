//! The cost of words in a language: rendering a Castalia move's explanation (a dozen catalogue
//! messages with pieces, squares and selectors) in English and in Russian, against computing
//! the explanation itself (the reference, measured in the same run), and the help text.

use castalia_bot::explain::explain_move;
use castalia_bot::game::replies::texts;
use castalia_bot::i18n::Lang;
use castalia_bot::rules::{Position, Variant};
use criterion::{black_box, criterion_group, criterion_main, Criterion};

/// The rules' worked example: Cd4-c5 kidnaps the pawn f2 and repulses the bishop b6.
const FEN: &str = "4k3/3p2q1/1b6/8/N2C3r/8/1n3P2/3RK3 w - - 0 1";

fn bench(c: &mut Criterion) {
    let pos = Position::from_fen(FEN, Variant::Castalia).expect("valid FEN");
    let mv = pos.parse_uci("d4c5").expect("legal");
    let explanation = explain_move(&pos, &mv);
    println!("{}", explanation.text().words(Lang::Ru));
    let mut group = c.benchmark_group("i18n");
    group.bench_function("explain_move (reference)", |b| {
        b.iter(|| explain_move(black_box(&pos), black_box(&mv)))
    });
    for lang in [Lang::En, Lang::Ru] {
        group.bench_function(format!("explanation_words_{lang}"), |b| {
            b.iter(|| black_box(&explanation).text().words(lang))
        });
        group.bench_function(format!("help_words_{lang}"), |b| {
            b.iter(|| texts::help().words(lang))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
