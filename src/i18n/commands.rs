//! Command and option names in every language, read back: the catalogues name the slash
//! commands for Discord (`cmd-NAME`, `cmd-NAME-opt-OPTION`), and texts tell players to type
//! those names; so a command typed as text (a prefix command, the console) may use any
//! language's names too. `/zug e4` is `/move e4`, `/spielen stufe:3` is `/play level:3`.
//! The values of options with a fixed set of choices are read the same way (`choice-KIND-VALUE`):
//! `/jouer couleur:blanc` is `/play color:white`, and English values are always understood.

use super::catalogue::Catalogue;
use super::check::shapes;
use super::text::Text;
use super::Lang;
use std::collections::HashMap;
use std::sync::OnceLock;

struct Names {
    /// A command's name in any language (lower case) → its English name.
    commands: HashMap<String, String>,
    /// (English command, option's name in any language) → the option's English name.
    options: HashMap<(String, String), String>,
    /// (kind of choice, a value in any language, lower case) → its English value.
    choices: HashMap<(String, String), String>,
}

fn names() -> &'static Names {
    static NAMES: OnceLock<Names> = OnceLock::new();
    NAMES.get_or_init(|| {
        let catalogue = Catalogue::get();
        let english = |id: &str| catalogue.format(Lang::En, id, None, None);
        let mut commands = HashMap::new();
        let mut options = HashMap::new();
        let mut choices = HashMap::new();
        for lang in Lang::ALL {
            for id in shapes(Catalogue::source(lang)).keys() {
                if let Some((kind, value)) = choice_id(id) {
                    if let Some(theirs) = catalogue.format(lang, id, None, None) {
                        let theirs = theirs.trim().to_lowercase();
                        choices
                            .entry((kind.to_string(), fold(&theirs)))
                            .or_insert(value.to_string());
                        choices
                            .entry((kind.to_string(), theirs))
                            .or_insert(value.to_string());
                    }
                    continue;
                }
                let Some(rest) = id.strip_prefix("cmd-") else {
                    continue;
                };
                let (Some(en), Some(theirs)) =
                    (english(id), catalogue.format(lang, id, None, None))
                else {
                    continue;
                };
                let theirs = theirs.trim().to_lowercase();
                match rest.split_once("-opt-") {
                    None => {
                        commands.entry(fold(&theirs)).or_insert(en.clone());
                        commands.entry(theirs).or_insert(en);
                    }
                    Some((command, _)) => {
                        // Options are read per top-level command (subcommands share them).
                        let top = command.split('-').next().unwrap_or(command);
                        let Some(top_en) = english(&format!("cmd-{top}")) else {
                            continue;
                        };
                        options
                            .entry((top_en.clone(), fold(&theirs)))
                            .or_insert(en.clone());
                        options.entry((top_en, theirs)).or_insert(en);
                    }
                }
            }
        }
        Names {
            commands,
            options,
            choices,
        }
    })
}

/// The kinds of choices and their English values, as the catalogues list them
/// (`choice-KIND-VALUE`, KIND without `-`): `color` → `white`, `black`, `random`.
fn choice_id(id: &str) -> Option<(&str, &str)> {
    id.strip_prefix("choice-")?.split_once('-')
}

/// The English value of a choice of kind `kind` typed in any language (`color`, `blanc` →
/// `white`; `white` → `white`), if it is one; anything else (a FEN, `10+5`) is `None`.
pub fn english_choice(kind: &str, typed: &str) -> Option<&'static str> {
    let typed = typed.trim().to_lowercase();
    let choices = &names().choices;
    choices
        .get(&(kind.to_string(), typed.clone()))
        .or_else(|| choices.get(&(kind.to_string(), fold(&typed))))
        .map(String::as_str)
}

/// The catalogue message naming the choice `value` of kind `kind` in every language
/// (`choice-color-white`), if there is one.
pub fn choice_message(kind: &str, value: &str) -> Option<String> {
    let id = format!("choice-{kind}-{value}");
    super::has_message(Lang::En, &id).then_some(id)
}

/// The choice `value` of kind `kind` in the reader's words (`theme`, `ocean` → "océan"); a
/// value without a message as it is.
pub fn choice_name(kind: &str, value: &str) -> Text {
    match choice_message(kind, value) {
        Some(id) => Text::msg(id),
        None => Text::from(value),
    }
}

/// Every choice of kind `kind` in the reader's words, comma-separated ("blanc, noir, hasard").
pub fn choice_list(kind: &str) -> Text {
    let mut out = Text::new();
    for (i, value) in choice_values(kind).iter().enumerate() {
        if i > 0 {
            out = out.plain(", ");
        }
        out = out.then(choice_name(kind, value));
    }
    out
}

/// The English values of the choices of kind `kind`, in the catalogue's order.
pub fn choice_values(kind: &str) -> Vec<String> {
    Catalogue::source(Lang::En)
        .lines()
        .filter_map(|line| line.split_once(" = "))
        .filter_map(|(id, _)| choice_id(id.trim()))
        .filter(|(k, _)| *k == kind)
        .map(|(_, v)| v.to_string())
        .collect()
}

/// `typed` without the accents of Latin letters (`défier` → `defier`), so that a name can
/// be typed on any keyboard.
fn fold(typed: &str) -> String {
    typed
        .chars()
        .flat_map(|c| match c {
            'ß' => "ss".chars().collect::<Vec<_>>(),
            c => vec![c],
        })
        .map(|c| match c {
            'à' | 'á' | 'â' | 'ã' | 'ä' => 'a',
            'ç' => 'c',
            'è' | 'é' | 'ê' | 'ë' => 'e',
            'ì' | 'í' | 'î' | 'ï' => 'i',
            'ñ' => 'n',
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' => 'o',
            'ù' | 'ú' | 'û' | 'ü' => 'u',
            'ё' => 'е',
            c => c,
        })
        .collect()
}

/// The English name of a command typed in any language (`zug` → `move`, `défier` or
/// `defier` → `challenge`), if it is one.
pub fn english_command(typed: &str) -> Option<&'static str> {
    let typed = typed.to_lowercase();
    let names = &names().commands;
    names
        .get(&typed)
        .or_else(|| names.get(&fold(&typed)))
        .map(String::as_str)
}

/// The English name of an option of the English command `command` typed in any language
/// (`play`, `stufe` → `level`), if it is one.
pub fn english_option(command: &str, typed: &str) -> Option<&'static str> {
    let typed = typed.to_lowercase();
    let names = &names().options;
    names
        .get(&(command.to_string(), typed.clone()))
        .or_else(|| names.get(&(command.to_string(), fold(&typed))))
        .map(String::as_str)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_names_read_as_themselves() {
        assert_eq!(english_command("move"), Some("move"));
        assert_eq!(english_command("MOVE"), Some("move"));
        assert_eq!(english_option("play", "level"), Some("level"));
        assert_eq!(english_command("no-such-command"), None);
    }

    #[test]
    fn choices_read_in_every_language_and_english_always() {
        assert_eq!(english_choice("color", "blanc"), Some("white"));
        assert_eq!(english_choice("color", "WEISS"), Some("white"));
        assert_eq!(english_choice("color", "чёрные"), Some("black"));
        assert_eq!(english_choice("color", "white"), Some("white"));
        assert_eq!(
            english_choice("rules", "castalia-faible"),
            Some("castalia-weak")
        );
        assert_eq!(english_choice("puzzle", "täglich"), Some("daily"));
        assert_eq!(english_choice("learn", "indice"), Some("hint"));
        assert_eq!(english_choice("color", "ocean"), None);
        assert_eq!(english_choice("time", "10+5"), None);
        assert_eq!(choice_values("color"), ["white", "black", "random"]);
        assert_eq!(choice_list("color").words(Lang::Fr), "blanc, noir, hasard");
    }

    /// Within one kind, no word of one language means another value in another (each typed
    /// word reads one way), and every language names every value.
    #[test]
    fn every_choice_word_means_one_value() {
        let kinds: std::collections::BTreeSet<String> = shapes(Catalogue::source(Lang::En))
            .keys()
            .filter_map(|id| choice_id(id).map(|(k, _)| k.to_string()))
            .collect();
        for kind in kinds {
            let mut seen: HashMap<String, String> = HashMap::new();
            for value in choice_values(&kind) {
                for lang in Lang::ALL {
                    let word = choice_name(&kind, &value).words(lang).trim().to_lowercase();
                    assert!(
                        !word.is_empty() && !word.contains(char::is_whitespace),
                        "{lang:?} choice-{kind}-{value}: `{word}` is not one word"
                    );
                    if let Some(other) = seen.insert(fold(&word), value.clone()) {
                        assert_eq!(other, value, "{lang:?}: `{word}` means two {kind} values");
                    }
                    assert_eq!(english_choice(&kind, &word), Some(value.as_str()));
                }
            }
        }
    }
}
