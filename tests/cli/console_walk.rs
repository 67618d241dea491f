//! The same walk through the console in every language: playing the bot, explanations, the
//! course, puzzles, a tournament, settings, help, game lists and refusals. Every line a
//! player reads in German, French, Spanish, Russian or Brazilian Portuguese must differ from
//! every line of the English walk, once what no language translates is set aside (names,
//! moves, numbers, board diagrams): a line left in English is a message rendered without its
//! reader's language.

use std::collections::BTreeSet;

/// The walk: English command names and option values, which every language accepts.
const WALK: &str = "/help
/rules
/as anna
/settings
/settings theme:ocean coordinates:on notify:dm
/settings coordinates:maybe
/settings theme:pink
/settings notify:sometimes
/play level:1 color:white time:none
/board
/move e4
/move Ke3
/move xyz
/moves
/explain
/explain mine
/explain 1.e4
/games
/stats
/leaderboard
/takeback
/draw
/claim
/resign
/stats
/games
/review
/learn
/learn hint
/move Cd5
/learn retry
/learn next
/learn lesson:99
/learn abc
/puzzle
/puzzle show
/puzzle giveup
/puzzle action:foo
/puzzle daily
/tournament list
/tournament create kind:swiss rounds:3 time:10+5 start:now name:Winter
/tournament join
/as boris
/tournament join
/tournament standings
/as anna
/tournament start
/tournament pairings
/tournament standings
/games
/challenge boris time:10+5
/as boris
/accept
/challenge anna time:10+5
/as anna
/decline
/play level:9
/challenge time:fast
/challenge color:purple
/challenge rules:chess960
/challenge setup:nowhere
/dance
/board 99
/move 99 e4
/stats nobody
/abort
/forget
/quit
";

/// The walk's output in `lang`, line by line.
fn walk(lang: &str) -> Vec<String> {
    crate::cli::console_in(lang, WALK)
        .lines()
        .map(str::to_string)
        .collect()
}

/// A line's words that a translation changes: without names, moves, numbers, the bot's
/// board diagrams and the proper names every language keeps; `None` when too little is left
/// to be a sentence (a board's rank, a move list, a bare number) or for a PGN tag pair.
fn words(line: &str) -> Option<String> {
    // A PGN file's tag pairs are the same in every language (the PGN standard's words).
    let trimmed = line.trim();
    if trimmed.starts_with('[') && trimmed.ends_with("\"]") {
        return None;
    }
    const KEPT: [&str; 6] = ["anna", "boris", "winter", "castalia", "fen", "pgn"];
    let words: Vec<String> = line
        .split(|c: char| c.is_whitespace() || c == '`' || c == '*')
        .filter(|token| !token.chars().any(|c| c.is_ascii_digit()))
        // A FEN's castling field (`KQkq`, `Kq`) is the same in every language; which one a
        // printed FEN has depends on the bot's moves.
        .filter(|token| !token.chars().all(|c| matches!(c, 'K' | 'Q' | 'k' | 'q')))
        .map(|token| {
            token
                .trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase()
        })
        .filter(|word| word.chars().count() > 1 && !KEPT.contains(&word.as_str()))
        .filter(|word| !matches!(word.as_str(), "o-o" | "o-o-o"))
        .collect();
    (words.len() >= 2).then(|| words.join(" "))
}

#[test]
fn no_line_of_the_walk_stays_english_in_another_language() {
    let english: BTreeSet<String> = walk("en").iter().filter_map(|l| words(l)).collect();
    assert!(
        english.len() > 100,
        "the English walk is too short: {english:#?}"
    );
    // The five walks are five processes, run side by side.
    let langs = ["de", "fr", "es", "ru", "pt-BR"];
    let walks: Vec<Vec<String>> = std::thread::scope(|scope| {
        let running: Vec<_> = langs
            .iter()
            .map(|lang| scope.spawn(move || walk(lang)))
            .collect();
        running
            .into_iter()
            .map(|walk| walk.join().expect("a walk"))
            .collect()
    });
    let mut untranslated = Vec::new();
    for (lang, lines) in langs.into_iter().zip(walks) {
        let translated = lines.iter().filter_map(|l| words(l)).count();
        assert!(
            translated > 100,
            "{lang}: the walk is too short: {lines:#?}"
        );
        for line in &lines {
            if words(line).is_some_and(|w| english.contains(&w)) {
                untranslated.push(format!("{lang}: {line}"));
            }
        }
    }
    assert!(
        untranslated.is_empty(),
        "lines left in English:\n{}",
        untranslated.join("\n")
    );
}
