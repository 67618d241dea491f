//! Command and option names in every language, read back: the catalogues name the slash
//! commands for Discord (`cmd-NAME`, `cmd-NAME-opt-OPTION`), and texts tell players to type
//! those names; so a command typed as text (a prefix command, the console) may use any
//! language's names too. `/zug e4` is `/move e4`, `/spielen stufe:3` is `/play level:3`.

use super::catalogue::Catalogue;
use super::check::shapes;
use super::Lang;
use std::collections::HashMap;
use std::sync::OnceLock;

struct Names {
    /// A command's name in any language (lower case) → its English name.
    commands: HashMap<String, String>,
    /// (English command, option's name in any language) → the option's English name.
    options: HashMap<(String, String), String>,
}

fn names() -> &'static Names {
    static NAMES: OnceLock<Names> = OnceLock::new();
    NAMES.get_or_init(|| {
        let catalogue = Catalogue::get();
        let english = |id: &str| catalogue.format(Lang::En, id, None, None);
        let mut commands = HashMap::new();
        let mut options = HashMap::new();
        for lang in Lang::ALL {
            for id in shapes(Catalogue::source(lang)).keys() {
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
        Names { commands, options }
    })
}

/// `typed` without the accents of Latin letters (`défier` → `defier`), so that a name can
/// be typed on any keyboard.
fn fold(typed: &str) -> String {
    typed
        .chars()
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
}
