//! The catalogues' completeness, checked for every language against English: the same
//! messages and attributes, the same variables (a piece, a square, a player: none missing,
//! none extra), no message that renders empty or with a formatting error, balanced markup,
//! and commands named in texts as that language's catalogue names them; and that every count
//! written before a word chooses the word by its plural category (`plural_faults`).

use super::catalogue::Catalogue;
use super::Lang;
use fluent_bundle::{FluentArgs, FluentValue};
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};

/// A message's variables, and its attributes' variables, by name.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Shape {
    pub value: Option<BTreeSet<String>>,
    pub attributes: BTreeMap<String, BTreeSet<String>>,
}

/// Every message of a catalogue file and its shape.
pub fn shapes(source: &str) -> BTreeMap<String, Shape> {
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            let shape = Shape {
                value: m.value.as_ref().map(variables),
                attributes: m
                    .attributes
                    .iter()
                    .map(|a| (a.id.name.to_string(), variables(&a.value)))
                    .collect(),
            };
            out.insert(m.id.name.to_string(), shape);
        }
    }
    out
}

fn variables(pattern: &ast::Pattern<&str>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    pattern_vars(pattern, &mut out);
    out
}

fn pattern_vars(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(inline) => inline_vars(inline, out),
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                pattern_vars(&v.value, out);
            }
        }
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, out),
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline_vars(a, out);
            }
            for a in &arguments.named {
                inline_vars(&a.value, out);
            }
        }
        _ => {}
    }
}

/// The words of a message that do not vary (its text outside any placeable, markup removed,
/// pieces of at least 4 characters): what a test can look for in a rendered reply.
pub fn fixed_words(lang: Lang, id: &str) -> Vec<String> {
    let resource = match fluent_syntax::parser::parse(Catalogue::source(lang)) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            if m.id.name != id {
                continue;
            }
            let Some(value) = m.value else {
                return Vec::new();
            };
            return value
                .elements
                .iter()
                .filter_map(|e| match e {
                    ast::PatternElement::TextElement { value } => Some(*value),
                    _ => None,
                })
                .flat_map(|t| t.split(['`', '*', '\n']))
                .map(str::trim)
                .filter(|t| t.chars().count() >= 4)
                .map(str::to_string)
                .collect();
        }
    }
    Vec::new()
}

/// What is wrong with `lang`'s catalogue, one line per fault (empty: complete).
pub fn faults(lang: Lang) -> Vec<String> {
    let english = shapes(Catalogue::source(Lang::En));
    let theirs = shapes(Catalogue::source(lang));
    let mut out = Vec::new();
    if let Err((_, errors)) = fluent_syntax::parser::parse(Catalogue::source(lang)) {
        out.push(format!("{lang}: syntax errors: {errors:?}"));
    }
    for (id, shape) in &english {
        let Some(their) = theirs.get(id) else {
            out.push(format!("{lang}: `{id}` is missing"));
            continue;
        };
        if shape.value != their.value {
            out.push(format!(
                "{lang}: `{id}` has the variables {:?}, English {:?}",
                their.value, shape.value
            ));
        }
        if shape.attributes != their.attributes {
            out.push(format!(
                "{lang}: `{id}`'s attributes {:?} differ from English {:?}",
                their.attributes, shape.attributes
            ));
        }
        for attr in std::iter::once(None).chain(shape.attributes.keys().map(Some)) {
            for numbers in [false, true] {
                let mut args = FluentArgs::new();
                for v in shape
                    .value
                    .iter()
                    .flatten()
                    .chain(shape.attributes.values().flatten())
                {
                    if numbers {
                        args.set(v.as_str(), FluentValue::from(1));
                    } else {
                        args.set(v.as_str(), FluentValue::from("x"));
                    }
                }
                let Some(words) =
                    Catalogue::get().format(lang, id, attr.map(String::as_str), Some(&args))
                else {
                    if attr.is_some() || shape.value.is_some() {
                        out.push(format!("{lang}: `{id}` cannot be formatted"));
                    }
                    continue;
                };
                if words.trim().is_empty() {
                    out.push(format!("{lang}: `{id}` renders empty"));
                }
                if words.matches('`').count() % 2 == 1 || words.matches("**").count() % 2 == 1 {
                    out.push(format!(
                        "{lang}: `{id}` has unbalanced ` or ** markup: {words}"
                    ));
                }
            }
        }
    }
    for id in theirs.keys() {
        if !english.contains_key(id) {
            out.push(format!("{lang}: `{id}` is not in the English catalogue"));
        }
    }
    out
}

/// Variables that count things: a message that writes a word right after one ("{ $count }
/// games") must choose the word by the number's plural category (`{ $count -> [one] ...
/// *[other] ... }`; Russian also `[few]`, `[many]`), or "1 games" is said.
const COUNTS: [&str; 25] = [
    "count",
    "wins",
    "draws",
    "losses",
    "rated",
    "games",
    "players",
    "needed",
    "minutes",
    "seconds",
    "plies",
    "total",
    "solved",
    "done",
    "lessons",
    "lessons_done",
    "deleted",
    "resigned",
    "length",
    "nodes",
    "squares",
    "most",
    "max",
    "rounds",
    "points",
];

/// Counts that are never 1 where they stand, so their plural is always right: which game
/// (two at least), too long (past a limit), the engine's nodes, the fewest players (two),
/// the most Swiss rounds, the longest tournament name, the course's sizes, too many kings,
/// pieces or pawns.
const NEVER_ONE: [(&str, &str); 21] = [
    ("challenge-too-many", "max"),
    ("error-which-game", "count"),
    ("command-too-long", "length"),
    ("command-too-long", "max"),
    ("illegal-parse-too-long", "length"),
    ("fen-too-long", "length"),
    ("review-heading", "nodes"),
    ("tournament-too-few", "needed"),
    ("tournament-swiss-rounds", "most"),
    ("tournament-name-too-long", "max"),
    ("course-overview-lesson-started", "count"),
    ("course-stats", "total"),
    ("course-stats", "lessons"),
    ("course-stats-complete", "total"),
    ("course-finished", "total"),
    ("course-end-reached", "total"),
    ("course-last-exercise", "total"),
    ("course-last-exercise-game", "total"),
    ("fen-too-many-kings", "count"),
    ("fen-too-many-pieces", "count"),
    ("fen-too-many-pawns", "count"),
];

/// Words that stay the same whatever the number before them (abbreviations, "of", "more",
/// a verb that does not agree, a noun with one form).
const INVARIANT: [&str; 17] = [
    "of", "more", "only", "joined", "von", "weitere", "Remis", "sur", "de", "más", "из", "min",
    "Min", "мин", "сек", "s", "n",
];

/// The messages of `lang` that write a count's word without choosing it by the number, one
/// line each (empty: every count agrees with its word).
pub fn plural_faults(lang: Lang) -> Vec<String> {
    let resource = match fluent_syntax::parser::parse(Catalogue::source(lang)) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    let mut out = Vec::new();
    for entry in resource.body {
        let ast::Entry::Message(m) = entry else {
            continue;
        };
        let id = m.id.name;
        let patterns: Vec<&ast::Pattern<&str>> = m
            .value
            .iter()
            .chain(m.attributes.iter().map(|a| &a.value))
            .collect();
        let mut selected = BTreeSet::new();
        for p in &patterns {
            selectors(p, &mut selected);
        }
        let mut bare = Vec::new();
        for p in &patterns {
            counts_before_words(p, &mut bare);
        }
        for (var, word) in bare {
            if COUNTS.contains(&var.as_str())
                && !selected.contains(&var)
                && !INVARIANT.contains(&word.as_str())
                && !NEVER_ONE.contains(&(id, var.as_str()))
            {
                out.push(format!(
                    "{lang}: `{id}` writes `{{ ${var} }} {word}` without choosing `{word}` by the number"
                ));
            }
        }
    }
    out
}

/// The variables a pattern selects on, at any depth.
fn selectors(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable {
            expression: ast::Expression::Select { selector, variants },
        } = element
        {
            if let ast::InlineExpression::VariableReference { id } = selector {
                out.insert(id.name.to_string());
            }
            for v in variants {
                selectors(&v.value, out);
            }
        }
    }
}

/// Each `{ $var }` followed by a word in a pattern, at any depth: (var, word).
fn counts_before_words(pattern: &ast::Pattern<&str>, out: &mut Vec<(String, String)>) {
    let elements = &pattern.elements;
    for (i, element) in elements.iter().enumerate() {
        let ast::PatternElement::Placeable { expression } = element else {
            continue;
        };
        match expression {
            ast::Expression::Inline(ast::InlineExpression::VariableReference { id }) => {
                let Some(ast::PatternElement::TextElement { value }) = elements.get(i + 1) else {
                    continue;
                };
                let rest = value.trim_start_matches([' ', '\u{a0}']);
                if rest.len() == value.len() {
                    continue;
                }
                let word: String = rest.chars().take_while(|c| c.is_alphabetic()).collect();
                if !word.is_empty() {
                    out.push((id.name.to_string(), word));
                }
            }
            ast::Expression::Select { variants, .. } => {
                for v in variants {
                    counts_before_words(&v.value, out);
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_is_complete() {
        let faults: Vec<String> = Lang::ALL.into_iter().flat_map(faults).collect();
        assert!(
            faults.is_empty(),
            "{} faults:\n{}",
            faults.len(),
            faults.join("\n")
        );
    }

    #[test]
    fn every_count_agrees_with_its_word_in_every_language() {
        let faults: Vec<String> = Lang::ALL.into_iter().flat_map(plural_faults).collect();
        assert!(
            faults.is_empty(),
            "{} faults:\n{}",
            faults.len(),
            faults.join("\n")
        );
    }

    #[test]
    fn the_check_sees_missing_and_extra_variables() {
        let en = shapes("a = Hello { $player }\n    .title = T { $n }\nb = x\n");
        let de = shapes("a = Hallo { $spieler }\n    .title = T { $n }\n");
        assert_ne!(en["a"], de["a"]);
        assert!(!de.contains_key("b"));
        let same = shapes("a = { $player ->\n        [x] Hallo\n       *[y] Hallo { $player }\n    }\n    .title = { $n } T\n");
        assert_eq!(en["a"], same["a"]);
    }
}
