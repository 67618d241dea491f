//! Fixed texts: help and the rules in brief (the full rules: `docs/rules.md`).

use crate::game::replies::reply::{Reply, ReplyKind};
use crate::game::replies::text::Text;

/// The commands in brief.
pub fn help() -> Text {
    Text::msg("help")
}

impl Reply {
    /// The answer to `/help`: the commands in brief, to the asker alone.
    pub fn help() -> Reply {
        Reply::private(ReplyKind::Info, help())
    }
}

/// The rules in brief.
pub fn rules() -> Text {
    Text::msg("rules-brief")
}

/// The worked example drawn with `/rules`: Cd4-c5 drags the pawn f2 to d4 and pushes the
/// bishop b6 to a7 (from the test vectors).
pub const RULES_EXAMPLE_FEN: &str = "4k3/3p2q1/1b6/8/N2C3r/8/1n3P2/3RK3 w - - 0 1";
pub const RULES_EXAMPLE_MOVE: &str = "d4c5";

#[cfg(test)]
mod tests {
    use crate::game::commands::command::{Command, TournamentCommand};
    use crate::game::commands::text_command::parse_text_command;
    use crate::i18n::{tr, Lang};

    /// `/help` in every language names `/tournament` in that language's words, and its
    /// example of a tournament with a name of two words reads as that name, typed as shown.
    #[test]
    fn help_shows_tournaments_and_values_with_spaces_in_every_language() {
        for lang in Lang::ALL {
            let help = tr(lang, "help");
            let create = format!(
                "/{} {}",
                tr(lang, "cmd-tournament"),
                tr(lang, "cmd-tournament-create")
            );
            let example = help
                .split('`')
                .find(|s| s.starts_with(&create))
                .unwrap_or_else(|| panic!("{lang:?}: no `{create}` in the help: {help}"));
            match parse_text_command(example, &|_| None) {
                Ok(Command::Tournament(TournamentCommand::Create(spec))) => {
                    let name = spec.name.unwrap_or_default();
                    assert!(name.contains(' '), "{lang:?}: {example} names {name:?}");
                    assert!(
                        example.ends_with(&name),
                        "{lang:?}: {example} names {name:?}"
                    );
                }
                other => panic!("{lang:?}: {example}: {other:?}"),
            }
            for action in ["join", "standings", "pairings", "list"] {
                let command = format!(
                    "/{} {}",
                    tr(lang, "cmd-tournament"),
                    tr(lang, &format!("cmd-tournament-{action}"))
                );
                assert!(help.contains(&command), "{lang:?}: no `{command}`");
            }
        }
    }

    /// `/help` in every language names every command of the command table (but itself) as
    /// that language names it, and every command it names is one: a command added to the
    /// table without a line in the help, or a help naming a command that is gone, fails.
    #[test]
    fn help_names_every_command_of_the_table_in_every_language() {
        use crate::game::commands::table::COMMANDS;
        use crate::game::commands::text_command::is_command_name;
        for lang in Lang::ALL {
            let help = tr(lang, "help");
            for spec in COMMANDS.iter().filter(|c| c.name != "help") {
                let name = format!("`/{}", tr(lang, &format!("cmd-{}", spec.name)));
                assert!(help.contains(&name), "{lang:?}: the help lacks {name}`");
            }
            for named in help.split("`/").skip(1) {
                let word: String = named
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                assert!(is_command_name(&word), "{lang:?}: the help names /{word}");
            }
        }
    }
}
