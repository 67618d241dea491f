//! Slash commands in every language: the names and descriptions of commands, subcommands and
//! options come from the catalogues (`cmd-NAME` for a command, its `.description` attribute for
//! its description; `cmd-NAME-opt-OPTION` for an option), registered as Discord's
//! `name_localizations` and `description_localizations` for each Discord locale of a
//! language. The English catalogue repeats the names the code gives (the test
//! `english_catalogue_matches_the_commands` keeps them equal), so it is the one list a
//! translator works from. The choices of an option (`white`, `castalia-weak`) are named in
//! every language by their `choice-KIND-VALUE` messages (`i18n::choice_kind`), the words a
//! player may type too; Discord sends back the English value whatever the name shown.

use super::data::{Data, Error};
use crate::i18n::{attribute, has_message, tr, Lang};
use std::borrow::Cow;

/// The catalogue id of a command (`tournament create` → `cmd-tournament-create`).
pub fn command_id(qualified_name: &str) -> String {
    format!("cmd-{}", qualified_name.replace(' ', "-"))
}

/// The catalogue id of an option of a command.
pub fn option_id(qualified_name: &str, option: &str) -> String {
    format!("{}-opt-{option}", command_id(qualified_name))
}

/// Choices whose labels are words rather than values to type, each with the catalogue
/// message that gives them in every language: (command, option, the English label, message).
const WORDED_CHOICES: &[(&str, &str, &str, &str)] = &[(
    "settings",
    "language",
    "auto (Discord's language)",
    "discord-language-auto",
)];

/// Adds every language's names and descriptions to `commands` (and their subcommands), and
/// the labels of the choices that are words (`WORDED_CHOICES`).
pub fn localize(commands: &mut [poise::Command<Data, Error>]) {
    localize_under(commands, "");
}

/// `localize` for the subcommands of `parent` (a qualified name; poise fills in each
/// command's `qualified_name` only when the framework starts).
fn localize_under(commands: &mut [poise::Command<Data, Error>], parent: &str) {
    for command in commands {
        let qualified = full_name(parent, &command.name);
        let id = command_id(&qualified);
        for lang in Lang::ALL {
            let Some((name, description)) = entry(lang, &id) else {
                continue;
            };
            for &locale in lang.discord_locales() {
                push(&mut command.name_localizations, locale, &name);
                push(&mut command.description_localizations, locale, &description);
            }
        }
        for parameter in command.parameters.iter_mut() {
            let id = option_id(&qualified, &parameter.name);
            for lang in Lang::ALL {
                let Some((name, description)) = entry(lang, &id) else {
                    continue;
                };
                for &locale in lang.discord_locales() {
                    push(&mut parameter.name_localizations, locale, &name);
                    push(
                        &mut parameter.description_localizations,
                        locale,
                        &description,
                    );
                }
            }
            let top = qualified.split(' ').next().unwrap_or_default();
            let kind = crate::i18n::choice_kind(top, &parameter.name);
            for choice in parameter.choices.to_mut().iter_mut() {
                let worded = WORDED_CHOICES.iter().find(|(c, o, label, _)| {
                    *c == qualified && *o == parameter.name && *label == choice.name
                });
                let message = match worded {
                    Some(&(.., message)) => message.to_string(),
                    None => match kind.and_then(|k| crate::i18n::choice_message(k, &choice.name)) {
                        Some(message) => message,
                        None => continue,
                    },
                };
                let message = message.as_str();
                for lang in Lang::ALL.into_iter().skip(1) {
                    if !has_message(lang, message) {
                        continue;
                    }
                    let label = tr(lang, message);
                    for &locale in lang.discord_locales() {
                        push(&mut choice.localizations, locale, &label);
                    }
                }
            }
        }
        localize_under(&mut command.subcommands, &qualified);
    }
}

/// "tournament join": a command's name after its parent's.
fn full_name(parent: &str, name: &str) -> String {
    if parent.is_empty() {
        name.to_string()
    } else {
        format!("{parent} {name}")
    }
}

/// A name and a description from `lang`'s catalogue, if it has both.
fn entry(lang: Lang, id: &str) -> Option<(String, String)> {
    if !has_message(lang, id) {
        return None;
    }
    Some((tr(lang, id), attribute(lang, id, "description")?))
}

fn push(
    list: &mut Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>,
    locale: &str,
    value: &str,
) {
    list.to_mut().push((
        Cow::Owned(locale.to_string()),
        Cow::Owned(value.to_string()),
    ));
}

/// The English catalogue's section for `commands` (how the section was first written, and a
/// check that it still matches).
pub fn english_section(commands: &[poise::Command<Data, Error>]) -> String {
    english_under(commands, "")
}

fn english_under(commands: &[poise::Command<Data, Error>], parent: &str) -> String {
    let mut out = String::new();
    for command in commands {
        let qualified = full_name(parent, &command.name);
        out.push_str(&format!(
            "{} = {}\n    .description = {}\n",
            command_id(&qualified),
            command.name,
            command.description.as_deref().unwrap_or_default()
        ));
        for parameter in command.parameters.iter() {
            out.push_str(&format!(
                "{} = {}\n    .description = {}\n",
                option_id(&qualified, &parameter.name),
                parameter.name,
                parameter.description.as_deref().unwrap_or_default()
            ));
        }
        out.push_str(&english_under(&command.subcommands, &qualified));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all() -> Vec<poise::Command<Data, Error>> {
        let mut commands = super::super::commands::all();
        localize(&mut commands);
        commands
    }

    #[test]
    fn english_catalogue_matches_the_commands() {
        let source = crate::i18n::Catalogue::source(Lang::En);
        let section = english_section(&super::super::commands::all());
        assert!(
            source.contains(&section),
            "assets/i18n/en.ftl's slash command section differs from the commands; it should read:\n{section}"
        );
    }

    /// Each choice given in words exists, and the English catalogue says it as the code does.
    #[test]
    fn worded_choices_match_the_commands() {
        let commands = super::super::commands::all();
        for &(command, option, label, message) in WORDED_CHOICES {
            let c = commands
                .iter()
                .find(|c| c.name == command)
                .unwrap_or_else(|| panic!("no command {command}"));
            let p = c
                .parameters
                .iter()
                .find(|p| p.name == option)
                .unwrap_or_else(|| panic!("no option {option} in /{command}"));
            assert!(
                p.choices.iter().any(|ch| ch.name == label),
                "/{command} {option}: no choice {label:?}"
            );
            assert_eq!(tr(Lang::En, message), label);
        }
    }

    /// Every choice of a fixed set (colour, rules, theme, notices, tournament kind, puzzle and
    /// course actions) is named in every locale, by the word a player may also type.
    #[test]
    fn every_choice_is_named_in_every_language() {
        fn check(commands: &[poise::Command<Data, Error>], parent: &str, seen: &mut usize) {
            for c in commands {
                let qualified = full_name(parent, &c.name);
                let top = qualified.split(' ').next().unwrap_or_default();
                for p in c.parameters.iter().filter(|p| !p.choices.is_empty()) {
                    let kind = crate::i18n::choice_kind(top, &p.name)
                        .unwrap_or_else(|| panic!("/{qualified} {}: no kind of choice", p.name));
                    if kind == "language" {
                        continue; // languages are named in their own words
                    }
                    for choice in p.choices.iter() {
                        for lang in Lang::ALL.into_iter().skip(1) {
                            for &locale in lang.discord_locales() {
                                let name = choice
                                    .localizations
                                    .iter()
                                    .find(|(l, _)| l == locale)
                                    .map(|(_, v)| v.to_string())
                                    .unwrap_or_else(|| {
                                        panic!("{locale}: /{qualified} {}: {}", p.name, choice.name)
                                    });
                                assert_eq!(
                                    crate::i18n::english_choice(kind, &name),
                                    Some(choice.name.as_ref()),
                                    "{locale}: {name}"
                                );
                                *seen += 1;
                            }
                        }
                    }
                }
                check(&c.subcommands, &qualified, seen);
            }
        }
        let mut seen = 0;
        check(&all(), "", &mut seen);
        assert!(seen > 100, "{seen}");
    }

    /// Discord's limits on every locale: names lower case, 1-32 characters of letters,
    /// digits, `-` and `_`, unique among siblings; descriptions 1-100 characters.
    #[test]
    fn every_locale_gives_valid_names_and_descriptions() {
        fn valid_name(n: &str) -> bool {
            let len = n.chars().count();
            (1..=32).contains(&len)
                && n.chars()
                    .all(|c| c == '-' || c == '_' || c.is_alphanumeric())
                && n.to_lowercase() == n
        }
        fn check(commands: &[poise::Command<Data, Error>], locales: &mut usize) {
            for lang in Lang::ALL.into_iter().skip(1) {
                for &locale in lang.discord_locales() {
                    let mut names = std::collections::HashSet::new();
                    for c in commands {
                        let find = |list: &[(Cow<'static, str>, Cow<'static, str>)]| {
                            list.iter()
                                .find(|(l, _)| l == locale)
                                .map(|(_, v)| v.to_string())
                        };
                        let name = find(&c.name_localizations).unwrap_or_else(|| {
                            panic!("{locale}: /{} has no name", c.qualified_name)
                        });
                        let description = find(&c.description_localizations).unwrap_or_default();
                        assert!(
                            valid_name(&name),
                            "{locale}: bad name {name:?} for /{}",
                            c.qualified_name
                        );
                        assert!(
                            names.insert(name.clone()),
                            "{locale}: two commands named {name}"
                        );
                        let len = description.chars().count();
                        assert!(
                            (1..=100).contains(&len),
                            "{locale}: /{}: description of {len} characters",
                            c.qualified_name
                        );
                        let mut options = std::collections::HashSet::new();
                        for p in c.parameters.iter() {
                            let name = find(&p.name_localizations).unwrap_or_else(|| {
                                panic!("{locale}: /{} {} has no name", c.qualified_name, p.name)
                            });
                            let description =
                                find(&p.description_localizations).unwrap_or_default();
                            assert!(
                                valid_name(&name),
                                "{locale}: bad option name {name:?} in /{}",
                                c.qualified_name
                            );
                            assert!(
                                options.insert(name.clone()),
                                "{locale}: two options named {name} in /{}",
                                c.qualified_name
                            );
                            let len = description.chars().count();
                            assert!(
                                (1..=100).contains(&len),
                                "{locale}: /{} {}: description of {len} characters",
                                c.qualified_name,
                                p.name
                            );
                        }
                        *locales += 1;
                    }
                }
            }
            for c in commands {
                check(&c.subcommands, locales);
            }
        }
        let mut checked = 0;
        check(&all(), &mut checked);
        assert!(checked > 100, "only {checked} command names checked");
    }
}
