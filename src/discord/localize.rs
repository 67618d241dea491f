//! The slash commands as Discord is given them (`registration`), made from the command table
//! (`game::commands::table`: names, options, their types, choices and ranges, where each is
//! offered) and named and described in every language from the catalogues: `cmd-NAME` for a
//! command, its `.description` attribute for its description, `cmd-NAME-opt-OPTION` for an
//! option, registered as Discord's `name_localizations` and `description_localizations` for
//! each Discord locale of a language (English, the reference, gives the default names and
//! descriptions). The English catalogue repeats the table's names (the test
//! `english_catalogue_names_the_commands` keeps them equal), so it is the one list a
//! translator works from. The choices of an option (`white`, `castalia-weak`) are named in
//! every language by their `choice-KIND-VALUE` messages (`table::Choices::kind`), the words a
//! player may type too; Discord sends back the choice's index whatever the name shown.

use crate::game::commands::table::{self, CommandSpec, Offered, OptionKind, OptionSpec};
use crate::i18n::{attribute, choice_message, has_message, tr, Lang};
use poise::serenity_prelude as serenity;
use serenity::{CommandOptionType, CreateCommand, CreateCommandOption};

/// The catalogue id of a command (`tournament create` → `cmd-tournament-create`).
pub fn command_id(qualified_name: &str) -> String {
    format!("cmd-{}", qualified_name.replace(' ', "-"))
}

/// The catalogue id of an option of a command.
pub fn option_id(qualified_name: &str, option: &str) -> String {
    format!("{}-opt-{option}", command_id(qualified_name))
}

/// Every slash command, in every language, as registered with Discord.
pub fn registration() -> Vec<CreateCommand> {
    table::COMMANDS.iter().map(slash_command).collect()
}

/// `/tournament join` as the caller sees it in Discord's menus: each name in the language of
/// their Discord `locale`, where the catalogue names it (else English), without the slash.
pub fn shown_name(qualified_name: &str, locale: &str) -> String {
    let lang = Lang::ALL
        .into_iter()
        .find(|l| l.discord_locales().contains(&locale));
    let mut path = String::new();
    qualified_name
        .split(' ')
        .map(|name| {
            path = if path.is_empty() {
                name.to_string()
            } else {
                format!("{path} {name}")
            };
            lang.and_then(|lang| entry(lang, &command_id(&path)))
                .map_or_else(|| name.to_string(), |(shown, _)| shown)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The installations and places where Discord offers a command.
fn offered(
    offered: Offered,
) -> (
    Vec<serenity::InstallationContext>,
    Vec<serenity::InteractionContext>,
) {
    use serenity::{InstallationContext as Install, InteractionContext as Place};
    match offered {
        Offered::Anywhere => (
            vec![Install::Guild, Install::User],
            vec![Place::Guild, Place::BotDm, Place::PrivateChannel],
        ),
        Offered::BetweenPeople => (
            vec![Install::Guild, Install::User],
            vec![Place::Guild, Place::PrivateChannel],
        ),
        Offered::Servers => (vec![Install::Guild], vec![Place::Guild]),
    }
}

fn slash_command(spec: &'static CommandSpec) -> CreateCommand {
    let id = command_id(spec.name);
    let mut command = CreateCommand::new(spec.name).description(english_description(&id));
    for (locale, name, description) in localized(&id) {
        command = command
            .name_localized(locale, name.clone())
            .description_localized(locale, description.clone());
    }
    let (installs, places) = offered(spec.offered);
    command = command.integration_types(installs).contexts(places);
    for option in options(spec, spec.name) {
        command = command.add_option(option);
    }
    command
}

/// The options of `spec` (named `qualified` in full) as Discord is given them: its
/// subcommands, or its options that Discord offers.
fn options(spec: &'static CommandSpec, qualified: &str) -> Vec<CreateCommandOption> {
    if !spec.subcommands.is_empty() {
        return spec
            .subcommands
            .iter()
            .map(|sub| {
                let qualified = format!("{qualified} {}", sub.name);
                let id = command_id(&qualified);
                let mut option = CreateCommandOption::new(
                    CommandOptionType::SubCommand,
                    sub.name,
                    english_description(&id),
                );
                for (locale, name, description) in localized(&id) {
                    option = option
                        .name_localized(locale, name.clone())
                        .description_localized(locale, description.clone());
                }
                for sub_option in options(sub, &qualified) {
                    option = option.add_sub_option(sub_option);
                }
                option
            })
            .collect();
    }
    spec.options
        .iter()
        .filter(|o| o.on_discord())
        .map(|o| slash_option(o, qualified))
        .collect()
}

fn slash_option(spec: &OptionSpec, qualified: &str) -> CreateCommandOption {
    let id = option_id(qualified, spec.name);
    let kind = match spec.kind {
        OptionKind::Text { .. } => CommandOptionType::String,
        OptionKind::Number(_) | OptionKind::Choice(_) => CommandOptionType::Integer,
        OptionKind::Flag { .. } => CommandOptionType::Boolean,
        OptionKind::User => CommandOptionType::User,
    };
    let mut option =
        CreateCommandOption::new(kind, spec.name, english_description(&id)).required(spec.required);
    for (locale, name, description) in localized(&id) {
        option = option
            .name_localized(locale, name.clone())
            .description_localized(locale, description.clone());
    }
    match spec.kind {
        OptionKind::Text {
            max_chars,
            completion,
            ..
        } => {
            option = option.set_autocomplete(completion.is_some());
            if let Some(max) = max_chars {
                option = option.max_length(max);
            }
        }
        OptionKind::Number(of) => {
            let (min, max) = of.range();
            option = option
                .set_autocomplete(false)
                .min_number_value(min)
                .max_number_value(max);
        }
        OptionKind::Choice(choices) => {
            option = option.set_autocomplete(false);
            for (i, label) in choices.labels().iter().enumerate() {
                let message = choices
                    .worded(i)
                    .map(str::to_string)
                    .or_else(|| choice_message(choices.kind(), label));
                let mut names = Vec::new();
                if let Some(message) = message {
                    for lang in Lang::ALL.into_iter().skip(1) {
                        if !has_message(lang, &message) {
                            continue;
                        }
                        let name = tr(lang, &message);
                        for &locale in lang.discord_locales() {
                            names.push((locale, name.clone()));
                        }
                    }
                }
                option = option.add_int_choice_localized(*label, i as i32, names);
            }
        }
        OptionKind::Flag { .. } | OptionKind::User => {
            option = option.set_autocomplete(false);
        }
    }
    option
}

/// The English description of a catalogue entry.
fn english_description(id: &str) -> String {
    attribute(Lang::En, id, "description").unwrap_or_default()
}

/// (Discord locale, name, description) in every language but English that names `id`.
fn localized(id: &str) -> Vec<(&'static str, String, String)> {
    let mut out = Vec::new();
    for lang in Lang::ALL {
        let Some((name, description)) = entry(lang, id) else {
            continue;
        };
        for &locale in lang.discord_locales() {
            out.push((locale, name.clone(), description.clone()));
        }
    }
    out
}

/// A name and a description from `lang`'s catalogue, if it has both.
fn entry(lang: Lang, id: &str) -> Option<(String, String)> {
    if !has_message(lang, id) {
        return None;
    }
    Some((tr(lang, id), attribute(lang, id, "description")?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    /// The registration as Discord reads it.
    fn registered() -> Vec<Value> {
        registration()
            .iter()
            .map(|c| serde_json::to_value(c).unwrap())
            .collect()
    }

    fn localized_in<'v>(value: &'v Value, field: &str, locale: &str) -> Option<&'v str> {
        value[field][locale].as_str()
    }

    /// The English catalogue names every command, subcommand and option as the table does,
    /// and describes each.
    #[test]
    fn english_catalogue_names_the_commands() {
        fn check(spec: &CommandSpec, qualified: &str) {
            let id = command_id(qualified);
            assert_eq!(tr(Lang::En, &id), spec.name, "{id}");
            assert!(!english_description(&id).is_empty(), "{id}: no description");
            for option in spec.options.iter().filter(|o| o.on_discord()) {
                let id = option_id(qualified, option.name);
                assert_eq!(tr(Lang::En, &id), option.name, "{id}");
                assert!(!english_description(&id).is_empty(), "{id}: no description");
            }
            for sub in spec.subcommands {
                check(sub, &format!("{qualified} {}", sub.name));
            }
        }
        for spec in &table::COMMANDS {
            check(spec, spec.name);
        }
    }

    /// Every choice of a fixed set (colour, rules, theme, notices, tournament kind, puzzle and
    /// course actions) is named in every locale, by the word a player may also type.
    #[test]
    fn every_choice_is_named_in_every_language() {
        fn check(options: &[Value], command: &str, seen: &mut usize) {
            for option in options {
                check(
                    option["options"].as_array().map_or(&[][..], Vec::as_slice),
                    command,
                    seen,
                );
                let Some(choices) = option["choices"].as_array().filter(|c| !c.is_empty()) else {
                    continue;
                };
                let name = option["name"].as_str().unwrap_or_default();
                let kind = table::choice_kind(command, name)
                    .unwrap_or_else(|| panic!("/{command} {name}: no kind of choice"));
                if kind == "language" {
                    continue; // languages are named in their own words
                }
                for choice in choices {
                    let english = choice["name"].as_str().unwrap_or_default();
                    for lang in Lang::ALL.into_iter().skip(1) {
                        for &locale in lang.discord_locales() {
                            let shown = localized_in(choice, "name_localizations", locale)
                                .unwrap_or_else(|| {
                                    panic!("{locale}: /{command} {name}: {english}")
                                });
                            assert_eq!(
                                crate::i18n::english_choice(kind, shown),
                                Some(english),
                                "{locale}: {shown}"
                            );
                            *seen += 1;
                        }
                    }
                }
            }
        }
        let mut seen = 0;
        for command in registered() {
            let name = command["name"].as_str().unwrap_or_default().to_string();
            check(
                command["options"].as_array().map_or(&[][..], Vec::as_slice),
                &name,
                &mut seen,
            );
        }
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
        /// Checks the names and descriptions of `siblings` (commands, or the options of one).
        fn check(siblings: &[Value], path: &str, checked: &mut usize) {
            for lang in Lang::ALL.into_iter().skip(1) {
                for &locale in lang.discord_locales() {
                    let mut names = std::collections::HashSet::new();
                    for item in siblings {
                        let english = item["name"].as_str().unwrap_or_default();
                        let name = localized_in(item, "name_localizations", locale)
                            .unwrap_or_else(|| panic!("{locale}: {path} {english} has no name"));
                        assert!(valid_name(name), "{locale}: bad name {name:?} in {path}");
                        assert!(
                            names.insert(name.to_string()),
                            "{locale}: two named {name} in {path}"
                        );
                        let description = localized_in(item, "description_localizations", locale)
                            .unwrap_or_default();
                        let len = description.chars().count();
                        assert!(
                            (1..=100).contains(&len),
                            "{locale}: {path} {english}: description of {len} characters"
                        );
                        *checked += 1;
                    }
                }
            }
            for item in siblings {
                if let Some(options) = item["options"].as_array() {
                    let name = item["name"].as_str().unwrap_or_default();
                    check(options, &format!("{path} {name}"), checked);
                }
            }
        }
        let mut checked = 0;
        check(&registered(), "", &mut checked);
        assert!(checked > 100, "only {checked} names checked");
    }

    /// A command's name as the caller sees it: in their Discord language where the
    /// catalogue names it, else English.
    #[test]
    fn shown_names_follow_the_discord_locale() {
        assert_eq!(
            shown_name("tournament join", "de"),
            format!(
                "{} {}",
                tr(Lang::De, "cmd-tournament"),
                tr(Lang::De, "cmd-tournament-join")
            )
        );
        assert_eq!(shown_name("tournament join", "en-US"), "tournament join");
        assert_eq!(shown_name("move", "ja"), "move");
    }
}
