//! Commands typed as text (`/move e4`, `/challenge bob rules:castalia-weak time:10+5`), as the
//! console and Discord prefix commands take them: a command name, positional words and
//! `key:value` options. A name's value runs to the next option (`name:Winter Swiss
//! time:10+5`), a FEN's to its sixth field; quotes keep any value with spaces together
//! (`name:"Winter Swiss"`). What each command takes, and how its bare words read, is the
//! command table's (`table`); the line is read into the table's typed `Given` and made into
//! a command by `table::build`, as Discord's slash commands are.

use crate::engine::Level;
use crate::game::commands::command::{Command, UserRef};
use crate::game::commands::table::{
    self, choice_kind, CommandSpec, Form, Given, Number, OptionKind, OptionSpec, Value,
};
use crate::game::error::GameError;
use crate::game::model::GameId;
use crate::game::replies::text::{Arg, Text};
use crate::i18n::{english_choice, english_command, english_option};
use crate::msg;
use std::collections::BTreeMap;

/// Longest command line accepted.
pub const MAX_LINE_LEN: usize = 400;

/// Why a command line cannot be read. The `Display` words (English) are for logs and tests;
/// players read `TextCommandError::text`, from the catalogue.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TextCommandError {
    #[error("That line is too long ({0} characters, at most {MAX_LINE_LEN}).")]
    TooLong(usize),
    #[error("Unknown command `/{name}`. {}", unknown_hint(.suggestion))]
    Unknown {
        name: String,
        /// The nearest command name, if one is close.
        suggestion: Option<&'static str>,
    },
    #[error("`/{command}` does not take `{option}:`; it takes {}.", allowed_words(.allowed))]
    UnknownOption {
        command: String,
        option: String,
        /// The options the command takes (none: it takes no options).
        allowed: Vec<String>,
    },
    #[error("`{0}` is not a number: {hint}", hint = .1.hint())]
    NotANumber(String, NumberOf),
    /// A positional word a command does not take (`/board 1x`); `flags`: the command takes
    /// words besides a game number (`/board flip`).
    #[error("`/{command}` does not understand `{word}`: {}", bad_word_hint(*.flags))]
    BadWord {
        command: String,
        word: String,
        flags: bool,
    },
    #[error("Two games are named ({0} and {1}): give one, e.g. `game:{0}`.")]
    TwoGames(GameId, GameId),
    #[error("Unclosed quote: close it with `\"`.")]
    UnclosedQuote,
    /// An option typed with nothing after its colon (`name:""`): refused rather than taken as
    /// left out. (`setup:` has its own words, which name the setups.)
    #[error("`{0}:` needs a value: leave it out to use the default.")]
    EmptyOption(String),
    /// How to use a command, a catalogue message.
    #[error("{0}")]
    Usage(Text),
    /// A game option that does not read (its own message says what to type).
    #[error("{0}")]
    BadOption(Text),
    #[error("`{0}` is not a level: choose one from {min} (beginner) to {max} (full strength), e.g. level:3", min = Level::MIN, max = Level::MAX)]
    BadLevel(String),
}

/// The number a command wanted where a word was not one.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NumberOf {
    Game,
    Challenge,
    Tournament,
    Round,
}

impl NumberOf {
    /// The key of `command-not-a-number`'s selector.
    fn key(self) -> &'static str {
        match self {
            NumberOf::Game => "game",
            NumberOf::Challenge => "challenge",
            NumberOf::Tournament => "tournament",
            NumberOf::Round => "round",
        }
    }

    /// What to write instead, in English (logs).
    fn hint(self) -> &'static str {
        match self {
            NumberOf::Game => "write the game number, e.g. game:12",
            NumberOf::Challenge => "write the challenge number, e.g. id:7",
            NumberOf::Tournament => "write the tournament number, e.g. id:3",
            NumberOf::Round => "write the round number, e.g. round:2",
        }
    }
}

/// What to type instead of an unknown command: the nearest one, or `/help` (English, logs).
fn unknown_hint(suggestion: &Option<&'static str>) -> String {
    match suggestion {
        Some(name) => format!("Did you mean `/{name}`?"),
        None => "Type `/help` for the list.".to_string(),
    }
}

/// "`game:`, `move:`" or "no options" (English, logs).
fn allowed_words(allowed: &[String]) -> String {
    if allowed.is_empty() {
        return "no options".into();
    }
    allowed
        .iter()
        .map(|a| format!("`{a}:`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What a command takes instead of a word it does not understand (English, logs).
fn bad_word_hint(flags: bool) -> &'static str {
    if flags {
        "give a game number, e.g. `12` or `game:12`, or one of the words in `/help`."
    } else {
        "give a game number, e.g. `12` or `game:12`, or nothing for your game here."
    }
}

impl TextCommandError {
    /// The message as a neutral text, from the catalogue (`command-*`).
    pub fn text(&self) -> Text {
        match self {
            TextCommandError::TooLong(length) => {
                msg!("command-too-long", length = *length, max = MAX_LINE_LEN)
            }
            TextCommandError::Unknown {
                name,
                suggestion: Some(suggestion),
            } => msg!(
                "command-unknown-suggest",
                name = name.as_str(),
                suggestion = *suggestion
            ),
            TextCommandError::Unknown {
                name,
                suggestion: None,
            } => msg!("command-unknown", name = name.as_str()),
            TextCommandError::UnknownOption {
                command,
                option,
                allowed,
            } if allowed.is_empty() => msg!(
                "command-takes-no-options",
                command = command.as_str(),
                option = option.as_str()
            ),
            TextCommandError::UnknownOption {
                command,
                option,
                allowed,
            } => {
                let mut list = Text::new();
                for (i, a) in allowed.iter().enumerate() {
                    if i > 0 {
                        list = list.plain(", ");
                    }
                    list = list.code(format!("{a}:"));
                }
                msg!(
                    "command-unknown-option",
                    command = command.as_str(),
                    option = option.as_str(),
                    allowed = list
                )
            }
            TextCommandError::NotANumber(word, of) => msg!(
                "command-not-a-number",
                word = word.as_str(),
                number = Arg::key(of.key())
            ),
            TextCommandError::BadWord {
                command,
                word,
                flags,
            } => msg!(
                if *flags {
                    "command-bad-word-or-flag"
                } else {
                    "command-bad-word"
                },
                command = command.as_str(),
                word = word.as_str()
            ),
            TextCommandError::TwoGames(first, second) => msg!(
                "command-two-games",
                first = first.to_string(),
                second = second.to_string()
            ),
            TextCommandError::UnclosedQuote => msg!("command-unclosed-quote"),
            TextCommandError::EmptyOption(option) => {
                msg!("command-option-empty", option = option.as_str())
            }
            TextCommandError::Usage(text) | TextCommandError::BadOption(text) => text.clone(),
            TextCommandError::BadLevel(word) => msg!(
                "command-bad-level",
                level = word.as_str(),
                min = Level::MIN.get(),
                max = Level::MAX.get()
            ),
        }
    }
}

impl From<GameError> for TextCommandError {
    fn from(e: GameError) -> TextCommandError {
        TextCommandError::BadOption(e.text())
    }
}

/// A parsed line: its command name, positional words and options.
struct Line {
    name: String,
    positional: Vec<String>,
    options: BTreeMap<String, String>,
}

fn tokenize(line: &str) -> Result<Vec<String>, TextCommandError> {
    let mut tokens = Vec::new();
    let mut current = String::new();
    let mut in_quote = false;
    let mut has_token = false;
    for c in line.chars() {
        match c {
            '"' => {
                in_quote = !in_quote;
                has_token = true;
            }
            c if c.is_whitespace() && !in_quote => {
                if has_token {
                    tokens.push(std::mem::take(&mut current));
                    has_token = false;
                }
            }
            c => {
                current.push(c);
                has_token = true;
            }
        }
    }
    if in_quote {
        return Err(TextCommandError::UnclosedQuote);
    }
    if has_token {
        tokens.push(current);
    }
    Ok(tokens)
}

/// Whether the words after option `key` (as its English name), whose value reads `value` so
/// far, still belong to it: a name's words run to the next option (`name:Winter Swiss
/// time:10+5`), and a FEN's (`setup:8/8/... w - - 0 1`) to its sixth field. Other values are
/// one word. Quotes (`name:"Winter Swiss"`) keep a value together anywhere.
fn runs_on(key: &str, value: &str) -> bool {
    match key {
        "name" => true,
        "setup" => value.contains('/') && value.split_whitespace().count() < 6,
        _ => false,
    }
}

fn split(line: &str) -> Result<Line, TextCommandError> {
    let tokens = tokenize(line)?;
    let mut iter = tokens.into_iter();
    // A command's and its options' names may be typed in any language the catalogues give
    // (`/zug e4`, `/spielen stufe:3`): they are read as their English names.
    let typed = iter
        .next()
        .unwrap_or_default()
        .trim_start_matches(['/', '!'])
        .to_lowercase();
    let name = english_command(&typed).map_or(typed, str::to_string);
    let mut positional = Vec::new();
    let mut options: BTreeMap<String, String> = BTreeMap::new();
    // The option whose value the next words go on (`name:Winter Swiss`), until the next option.
    let mut open: Option<String> = None;
    // Each option's name as typed, for the refusal of an empty one.
    let mut typed_keys: BTreeMap<String, String> = BTreeMap::new();
    for (i, token) in iter.enumerate() {
        match token.split_once(':') {
            // `key:value` with a word key; user mentions and FEN-free moves stay positional.
            Some((k, v)) if k.chars().all(char::is_alphabetic) && k.chars().count() > 1 => {
                let key = k.to_lowercase();
                let key = english_option(&name, &key).map_or(key, str::to_string);
                // A choice's value in any language (`couleur:blanc` → `color:white`).
                let value = choice_kind(&name, &key)
                    .and_then(|kind| english_choice(kind, v))
                    .map_or(v, |english| english);
                open = Some(key.clone()).filter(|key| runs_on(key, value));
                typed_keys.insert(key.clone(), k.to_string());
                options.insert(key, value.to_string());
            }
            // A word of a value with spaces: it goes on the open option's value.
            _ if open.is_some() => {
                if let Some(value) = open.as_ref().and_then(|key| options.get_mut(key)) {
                    if !value.is_empty() {
                        value.push(' ');
                    }
                    value.push_str(&token);
                }
                open = open.filter(|key| options.get(key).is_some_and(|v| runs_on(key, v)));
            }
            // A tournament's action (`/turnier beitreten`) and a command's flag words
            // (`/brett drehen`) in another language.
            _ if i == 0 && name == "tournament" => {
                positional.push(english_command(&token).map_or(token, str::to_string))
            }
            // A command's action as a bare word (`/rätsel täglich`, `/apprendre indice`).
            _ if i == 0 && choice_kind(&name, "action").is_some() => {
                let english = choice_kind(&name, "action")
                    .and_then(|kind| english_choice(kind, &token))
                    .or_else(|| english_option(&name, &token));
                positional.push(english.map_or(token, str::to_string))
            }
            _ => positional.push(english_option(&name, &token).map_or(token, str::to_string)),
        }
    }
    // An option given no value (`name:`, `name:""`); `setup:` has its own, fuller refusal.
    if let Some((key, _)) = options
        .iter()
        .find(|(key, value)| value.trim().is_empty() && *key != "setup")
    {
        let typed = typed_keys.get(key).unwrap_or(key);
        return Err(TextCommandError::EmptyOption(typed.clone()));
    }
    Ok(Line {
        name,
        positional,
        options,
    })
}

impl Line {
    /// The options and words of the line read for `spec` (its `words`: the line's bare
    /// words for it), typed as the table declares them.
    fn given(
        &self,
        spec: &'static CommandSpec,
        words: &[String],
        user: &dyn Fn(&str) -> Option<UserRef>,
    ) -> Result<Given, TextCommandError> {
        let typable: Vec<&'static OptionSpec> = spec
            .options
            .iter()
            .filter(|o| !matches!(o.form, Form::Word(_)))
            .collect();
        let find = |key: &str| {
            typable
                .iter()
                .copied()
                .find(|o| o.name == key || o.aliases.contains(&key))
        };
        for key in self.options.keys() {
            if find(key).is_none() {
                return Err(TextCommandError::UnknownOption {
                    command: self.name.clone(),
                    option: key.clone(),
                    allowed: typable
                        .iter()
                        .flat_map(|o| std::iter::once(o.name).chain(o.aliases.iter().copied()))
                        .map(str::to_string)
                        .collect(),
                });
            }
        }
        let mut given = Given::new();
        for (key, value) in &self.options {
            if let Some(option) = find(key) {
                given.set(option.name, self.value(spec, option, value, user)?);
            }
        }
        match spec.words {
            table::Words::None => {
                if let (Some(word), Some(usage)) = (words.first(), spec.usage) {
                    return Err(TextCommandError::Usage(msg!(usage, word = word.as_str())));
                }
            }
            table::Words::Game => self.games_and_flags(spec, words, &mut given)?,
            table::Words::Joined(option) => {
                if !given.has(option) && !words.is_empty() {
                    given.set(option, Value::Text(words.join(" ")));
                }
            }
            table::Words::First { option, alone } => {
                if alone && (words.len() > 1 || (words.len() == 1 && given.has(option))) {
                    return Err(usage_of(spec));
                }
                let typed = spec.option(option).filter(|_| !given.has(option));
                if let (Some(word), Some(typed)) = (words.first(), typed) {
                    given.set(typed.name, self.value(spec, typed, word, user)?);
                }
            }
            table::Words::Subcommand => {}
        }
        Ok(given)
    }

    /// The game of a command that takes one: `game:12`, or a bare `12` / `#12` among its
    /// words. Every other word must be the word of one of its `Form::Word` options (`flip`);
    /// anything else is refused (so that a number is never ignored and another game silently
    /// used).
    fn games_and_flags(
        &self,
        spec: &'static CommandSpec,
        words: &[String],
        given: &mut Given,
    ) -> Result<(), TextCommandError> {
        let flags: Vec<(&'static str, &'static [&'static str])> = spec
            .options
            .iter()
            .filter_map(|o| match o.form {
                Form::Word(words) => Some((o.name, words)),
                _ => None,
            })
            .collect();
        for word in words {
            let flag = flags
                .iter()
                .find(|(_, ws)| ws.iter().any(|f| word.eq_ignore_ascii_case(f)));
            if let Some((option, _)) = flag {
                given.set(option, Value::Flag(true));
                continue;
            }
            let digits = word.strip_prefix('#').unwrap_or(word);
            let id = match digits.parse::<u64>() {
                Ok(n) if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) => {
                    GameId(n)
                }
                _ => {
                    return Err(TextCommandError::BadWord {
                        command: self.name.clone(),
                        word: word.clone(),
                        flags: !flags.is_empty(),
                    })
                }
            };
            match given_game(given) {
                Some(other) if other != id => return Err(TextCommandError::TwoGames(other, id)),
                _ => given.set("game", Value::Number(id.0)),
            }
        }
        Ok(())
    }

    /// `text` as the value of `option` of `spec`, typed; a refusal says what to type.
    fn value(
        &self,
        spec: &'static CommandSpec,
        option: &'static OptionSpec,
        text: &str,
        user: &dyn Fn(&str) -> Option<UserRef>,
    ) -> Result<Value, TextCommandError> {
        Ok(match option.kind {
            OptionKind::Text { .. } => Value::Text(text.to_string()),
            OptionKind::Number(of) => Value::Number(number(text, of)?),
            OptionKind::Flag { refusal, .. } => match text.trim().to_ascii_lowercase().as_str() {
                "yes" | "true" | "y" | "on" | "1" => Value::Flag(true),
                "no" | "false" | "n" | "off" | "0" => Value::Flag(false),
                _ => return Err(TextCommandError::Usage(Text::msg(refusal))),
            },
            OptionKind::User => Value::User(user(text).ok_or_else(|| usage_of(spec))?),
            OptionKind::Choice(choices) => Value::Choice(choices.read(text)?),
        })
    }
}

/// The game already given (`game:` or a number among the words).
fn given_game(given: &Given) -> Option<GameId> {
    match given.value("game") {
        Some(Value::Number(n)) => Some(GameId(*n)),
        _ => None,
    }
}

/// How to type `spec`, as a refusal.
fn usage_of(spec: &CommandSpec) -> TextCommandError {
    TextCommandError::Usage(spec.usage.map(Text::msg).unwrap_or_default())
}

/// A number typed as text (`12`, `#12` for ids), or the refusal saying what to type.
fn number(text: &str, of: Number) -> Result<u64, TextCommandError> {
    let digits = text.trim().trim_start_matches('#');
    digits.parse().map_err(|_| match of {
        Number::Game => TextCommandError::NotANumber(text.to_string(), NumberOf::Game),
        Number::Challenge => TextCommandError::NotANumber(text.to_string(), NumberOf::Challenge),
        Number::Tournament => TextCommandError::NotANumber(text.to_string(), NumberOf::Tournament),
        Number::Round => TextCommandError::NotANumber(text.to_string(), NumberOf::Round),
        Number::Level => TextCommandError::BadLevel(text.to_string()),
        Number::Lesson => {
            TextCommandError::BadOption(msg!("course-bad-lesson-number", text = text))
        }
        Number::Rounds => TextCommandError::BadOption(Text::msg("tournament-rounds-option")),
        Number::Minutes => TextCommandError::BadOption(Text::msg("tournament-minutes-option")),
    })
}

impl Command {
    /// The command with the game its text names (`/move 10 e4`, `/move e4 #10`, `/explain 12`,
    /// typed on the console, as a prefix command or into Discord's text option) taken out of
    /// the text (`game_in_text`) into its `game`; the game is then found as for `game:`, so a
    /// number that is no game here is refused, never replaced by another game.
    pub fn with_typed_game(self) -> Result<Command, GameError> {
        let read =
            |text: &str, game| game_in_text(text, game).map_err(|e| GameError::BadOption(e.text()));
        Ok(match self {
            Command::Move { text, game } => {
                let (game, text) = read(&text, game)?;
                Command::Move { text, game }
            }
            Command::Explain {
                game,
                text: Some(text),
            } => {
                let (game, text) = read(&text, game)?;
                Command::Explain {
                    game,
                    text: Some(text),
                }
            }
            other => other,
        })
    }
}

/// The game number typed among the words of a command that also takes text (`/move 10 e4`,
/// `/move #10 e4`, `/move e4 8`, `/explain #10 8...Cd5`): a word of digits, or `#` and
/// digits, is the game's number, and the other words are the text. A move never is digits
/// alone, and a move number carries its dots (`8.`, `8...`; `8 ...` too), so these are not
/// taken. `game` is the `game:` given besides; two different numbers are refused.
pub fn game_in_text(
    text: &str,
    game: Option<GameId>,
) -> Result<(Option<GameId>, String), TextCommandError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut game = game;
    let mut rest = Vec::new();
    for (i, word) in words.iter().enumerate() {
        let digits = word.strip_prefix('#').unwrap_or(word);
        let numeric = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit());
        let move_number = !word.starts_with('#')
            && words
                .get(i + 1)
                .is_some_and(|next| next.starts_with(['.', '…']));
        let id = match digits.parse::<u64>() {
            Ok(n) if numeric && !move_number => GameId(n),
            _ => {
                rest.push(*word);
                continue;
            }
        };
        match game {
            Some(other) if other != id => return Err(TextCommandError::TwoGames(other, id)),
            _ => game = Some(id),
        }
    }
    Ok((game, rest.join(" ")))
}

/// Whether `word` (with or without `/` or `!`) names a command.
pub fn is_command_name(word: &str) -> bool {
    let word = word.trim_start_matches(['/', '!']).to_lowercase();
    table::find(&word).is_some() || english_command(&word).is_some()
}

/// The command name nearest to a mistyped `word` (`mvoe` -> `move`), if one is close: at
/// most one edit (a letter added, dropped, changed, or two swapped) for words of up to five
/// letters, two for longer ones.
pub fn nearest_command(word: &str) -> Option<&'static str> {
    let word = word.trim_start_matches(['/', '!']).to_ascii_lowercase();
    let allowed = if word.chars().count() <= 5 { 1 } else { 2 };
    table::command_names()
        .filter(|name| name.len() > 1)
        .map(|name| (strsim::osa_distance(&word, name), name))
        .filter(|(d, _)| *d <= allowed)
        .min_by_key(|(d, _)| *d)
        .map(|(_, name)| name)
}

/// Parses one command line. `user` turns a typed name or mention into a user.
pub fn parse_text_command(
    line: &str,
    user: &dyn Fn(&str) -> Option<UserRef>,
) -> Result<Command, TextCommandError> {
    let line = line.trim();
    if line.chars().count() > MAX_LINE_LEN {
        return Err(TextCommandError::TooLong(line.chars().count()));
    }
    let line = split(line)?;
    let Some(spec) = table::find(&line.name) else {
        return Err(TextCommandError::Unknown {
            name: line.name.clone(),
            suggestion: nearest_command(&line.name),
        });
    };
    if spec.words != table::Words::Subcommand {
        let given = line.given(spec, &line.positional, user)?;
        return Ok(table::build(None, spec, &given)?);
    }
    // `/tournament join 3`: the first word names the subcommand (`list` when none does).
    let action = line
        .positional
        .first()
        .map(|a| a.to_ascii_lowercase())
        .unwrap_or_else(|| table::TEXT_DEFAULT_SUBCOMMAND.to_string());
    let sub = spec.subcommand(&action).ok_or_else(|| usage_of(spec))?;
    let words = line.positional.get(1..).unwrap_or_default();
    if words.len() > 1 && sub.words != table::Words::None {
        return Err(usage_of(spec));
    }
    let given = line.given(sub, words, user)?;
    Ok(table::build(Some(spec), sub, &given)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::commands::command::TournamentCommand;
    use crate::game::commands::options::NewGameArgs;
    use crate::game::UserId;

    fn user(name: &str) -> Option<UserRef> {
        Some(UserRef {
            id: UserId(name.len() as u64),
            name: name.to_string(),
        })
    }

    /// Option values in the player's language (`couleur:blanc`), English always too, and a
    /// refusal that lists them in the reader's words.
    #[test]
    fn reads_choices_typed_in_other_languages() {
        use crate::game::commands::command::{LearnCommand, PuzzleCommand, SettingsChange};
        use crate::game::model::{ColorChoice, TimeControl};
        use crate::i18n::Lang;
        use crate::rules::Variant;
        let args = |line: &str| match parse_text_command(line, &user) {
            Ok(Command::Play { args, .. }) => args,
            other => panic!("{line}: {other:?}"),
        };
        for (line, color) in [
            ("/jouer niveau:2 couleur:blanc", ColorChoice::White),
            ("/play level:2 color:white", ColorChoice::White),
            ("/spielen stufe:2 farbe:weiss", ColorChoice::White),
            ("/играть уровень:2 цвет:чёрные", ColorChoice::Black),
            ("/jugar nivel:2 color:azar", ColorChoice::Random),
        ] {
            assert_eq!(args(line).color, Some(color), "{line}");
        }
        let german = args("/spielen stufe:1 regeln:castalia-schwach bedenkzeit:keine");
        assert_eq!(german.variant, Some(Variant::CastaliaWeak));
        assert_eq!(german.time, Some(TimeControl::Unlimited));
        let casual = parse_text_command("/défier bob classée:non", &user);
        assert!(
            matches!(&casual, Ok(Command::Challenge { args, .. }) if args.rated == Some(false)),
            "{casual:?}"
        );
        assert_eq!(
            parse_text_command(
                "/paramètres thème:océan coordonnées:non notifications:mp",
                &user
            ),
            Ok(Command::Settings(SettingsChange {
                theme: Some(crate::render::Theme::Ocean),
                coordinates: Some(false),
                notify_dm: Some(true),
                language: None,
            }))
        );
        assert_eq!(
            parse_text_command("/puzzle täglich", &user),
            Ok(Command::Puzzle(PuzzleCommand::Daily))
        );
        assert_eq!(
            parse_text_command("/problème action:abandon", &user),
            Ok(Command::Puzzle(PuzzleCommand::GiveUp))
        );
        assert_eq!(
            parse_text_command("/apprendre indice", &user),
            Ok(Command::Learn(LearnCommand::Hint))
        );
        let swiss = parse_text_command("/tournoi créer type:suisse rondes:3 début:now", &user);
        assert!(
            matches!(
                &swiss,
                Ok(Command::Tournament(TournamentCommand::Create(spec)))
                    if matches!(spec.kind, crate::tournament::Kind::Swiss { .. })
            ),
            "{swiss:?}"
        );
        // A colour that is none: refused with the colours in the reader's words.
        let refused = parse_text_command("/jouer niveau:2 couleur:violet", &user)
            .unwrap_err()
            .text();
        assert!(
            refused.words(Lang::Fr).contains("blanc, noir ou hasard"),
            "{}",
            refused.words(Lang::Fr)
        );
    }

    /// Every refusal that names the choices of an option names them as the reader types them,
    /// in every language.
    #[test]
    fn refusals_name_the_choices_in_the_readers_words() {
        use crate::i18n::{choice_name, choice_values, Lang};
        for (id, kind) in [
            ("error-unknown-color", "color"),
            ("error-unknown-rules", "rules"),
            ("error-unknown-setup", "setup"),
            ("error-unknown-time", "time"),
            ("command-coordinates-usage", "onoff"),
            ("command-notify-usage", "notify"),
            ("command-theme-usage", "theme"),
            ("command-rated-usage", "yesno"),
            ("tournament-choose-kind", "kind"),
            ("course-bad-action", "learn"),
        ] {
            for lang in Lang::ALL {
                let words = msg!(
                    id,
                    color = "?",
                    rules = "?",
                    setup = "?",
                    time = "?",
                    action = "?"
                )
                .words(lang);
                for value in choice_values(kind) {
                    let name = choice_name(kind, &value).words(lang);
                    assert!(
                        words.contains(&name),
                        "{lang:?} {id} does not name {name} ({value}): {words}"
                    );
                }
            }
        }
    }

    /// Command, option and flag names as the catalogues give them in other languages (the
    /// names Discord shows and the texts tell players to type).
    #[test]
    fn reads_commands_typed_in_other_languages() {
        use crate::i18n::{tr, Lang};
        for lang in [Lang::De, Lang::Ru, Lang::Fr] {
            let name = |id: &str| tr(lang, id);
            let play = format!("/{} {}:3", name("cmd-play"), name("cmd-play-opt-level"));
            assert!(
                matches!(parse_text_command(&play, &user), Ok(Command::Play { .. })),
                "{play}"
            );
            let mv = format!("/{} e4", name("cmd-move"));
            assert!(
                matches!(parse_text_command(&mv, &user), Ok(Command::Move { ref text, .. }) if text == "e4"),
                "{mv}"
            );
            let flip = format!("/{} {}", name("cmd-board"), name("cmd-board-opt-flip"));
            assert!(
                matches!(
                    parse_text_command(&flip, &user),
                    Ok(Command::Board { flip: true, .. })
                ),
                "{flip}"
            );
            let join = format!(
                "/{} {} 3",
                name("cmd-tournament"),
                name("cmd-tournament-join")
            );
            assert!(
                matches!(
                    parse_text_command(&join, &user),
                    Ok(Command::Tournament(TournamentCommand::Join { .. }))
                ),
                "{join}"
            );
            assert!(is_command_name(&name("cmd-explain")));
        }
        // Accents may be left out.
        assert!(matches!(
            parse_text_command("/defier bob", &user),
            Ok(Command::Challenge { .. })
        ));
    }

    #[test]
    fn reads_commands_and_options() {
        let c = parse_text_command(
            "/challenge bob rules:castalia-weak time:10+5 color:white",
            &user,
        )
        .unwrap();
        match c {
            Command::Challenge { opponent, args } => {
                assert_eq!(opponent.unwrap().name, "bob");
                assert_eq!(args.variant, Some(crate::rules::Variant::CastaliaWeak));
                assert_eq!(
                    args.time,
                    Some(crate::game::model::TimeControl::Clock {
                        initial_secs: 600,
                        increment_secs: 5
                    })
                );
                assert_eq!(args.color, Some(crate::game::model::ColorChoice::White));
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            parse_text_command("/move O-O game:3", &user).unwrap(),
            Command::Move {
                text: "O-O".into(),
                game: Some(GameId(3))
            }
        );
        assert_eq!(
            parse_text_command("/play level:3", &user).unwrap(),
            Command::Play {
                level: Level::new(3).unwrap(),
                args: NewGameArgs::default()
            }
        );
        assert_eq!(
            parse_text_command("/abort game:4", &user).unwrap(),
            Command::Abort {
                game: Some(GameId(4))
            }
        );
        assert_eq!(
            parse_text_command("/rematch", &user).unwrap(),
            Command::Rematch { game: None }
        );
        let casual = parse_text_command("/challenge bob rated:no time:none", &user).unwrap();
        assert!(matches!(casual, Command::Challenge { args, .. } if args.rated == Some(false)));
        let fen = parse_text_command("/challenge setup:\"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"", &user)
            .unwrap();
        assert!(
            matches!(fen, Command::Challenge { args, .. } if args.setup == Some(crate::game::commands::options::SetupChoice::Fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1".into())))
        );
    }

    /// A name with spaces runs to the next option, as Discord's own option boxes read it; a
    /// FEN to its sixth field; quotes keep a value together; and a stray word in
    /// `/tournament create` says how to write a value with spaces, never "not a number".
    #[test]
    fn values_with_spaces_run_to_the_next_option() {
        let create = |line: &str| match parse_text_command(line, &user) {
            Ok(Command::Tournament(TournamentCommand::Create(spec))) => spec,
            other => panic!("{line}: {other:?}"),
        };
        let spec = create("/tournament create kind:swiss name:Winter Swiss rounds:3");
        assert_eq!(spec.name.as_deref(), Some("Winter Swiss"));
        assert_eq!(spec.kind, crate::tournament::Kind::Swiss { rounds: 3 });
        let spec = create("/tournament create kind:arena time:3+2 name:Blitz  at 8: fast");
        assert_eq!(spec.name.as_deref(), Some("Blitz at 8: fast"));
        let spec = create("/tournament create name:\"Winter Swiss\" kind:roundrobin");
        assert_eq!(spec.name.as_deref(), Some("Winter Swiss"));
        // The same in German: `turnier erstellen ... name:Winter Open runden:3`.
        let spec = create("/turnier erstellen modus:swiss name:Winter Open runden:3");
        assert_eq!(spec.name.as_deref(), Some("Winter Open"));
        // A FEN runs to its sixth field; the word after it is the opponent again.
        let fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
        match parse_text_command(&format!("/challenge setup:{fen} bob"), &user) {
            Ok(Command::Challenge { opponent, args }) => {
                assert_eq!(
                    args.setup,
                    Some(crate::game::commands::options::SetupChoice::Fen(fen.into()))
                );
                assert_eq!(opponent.map(|o| o.name).as_deref(), Some("bob"));
            }
            other => panic!("{other:?}"),
        }
        // A word before any option in `/tournament create` says how to write it.
        let e = parse_text_command("/tournament create Winter Swiss kind:swiss", &user)
            .unwrap_err()
            .text()
            .words(crate::i18n::Lang::En);
        assert!(e.contains("Winter"), "{e}");
        assert!(e.contains("name:\"Winter Swiss\""), "{e}");
        assert!(!e.contains("not a number"), "{e}");
    }

    #[test]
    fn refusals_say_what_to_type() {
        let e = parse_text_command("/dance", &user).unwrap_err().to_string();
        assert!(e.contains("/help"), "{e}");
        let e = parse_text_command("/move e4 speed:fast", &user)
            .unwrap_err()
            .to_string();
        assert!(e.contains("`game:`"), "{e}");
        assert!(parse_text_command("/play level:nine", &user).is_err());
        assert!(parse_text_command("/play level:9", &user).is_err());
        let e = parse_text_command("/challenge time:fast", &user).unwrap_err();
        assert!(e
            .text()
            .localize(crate::i18n::Lang::En)
            .spans
            .contains(&crate::game::replies::text::Span::Code("fast".into())));
        assert!(parse_text_command(&"x".repeat(1000), &user).is_err());
        assert!(parse_text_command("/challenge setup:\"open", &user).is_err());
    }

    #[test]
    fn a_bare_number_is_the_game() {
        let game = |line: &str| match parse_text_command(line, &user).unwrap() {
            Command::Review { game }
            | Command::Moves { game }
            | Command::Pgn { game }
            | Command::Abort { game }
            | Command::Rematch { game }
            | Command::Resign { game }
            | Command::ClaimTimeout { game }
            | Command::Draw { game }
            | Command::DeclineDraw { game }
            | Command::Takeback { game }
            | Command::DeclineTakeback { game }
            | Command::Board { game, .. } => game,
            other => panic!("{other:?}"),
        };
        for name in [
            "review", "moves", "pgn", "abort", "rematch", "resign", "claim", "draw", "takeback",
            "board",
        ] {
            assert_eq!(game(&format!("/{name} 99")), Some(GameId(99)), "{name}");
            assert_eq!(game(&format!("/{name} #7")), Some(GameId(7)), "{name}");
            assert_eq!(
                game(&format!("/{name} game:5 5")),
                Some(GameId(5)),
                "{name}"
            );
            assert_eq!(game(&format!("/{name}")), None, "{name}");
            // Another word, or two different games, is refused rather than ignored.
            let e = parse_text_command(&format!("/{name} 9x"), &user).unwrap_err();
            assert!(e.to_string().contains("`9x`"), "{e}");
            let e = parse_text_command(&format!("/{name} 3 game:4"), &user).unwrap_err();
            assert_eq!(e, TextCommandError::TwoGames(GameId(4), GameId(3)));
        }
        assert_eq!(
            parse_text_command("/board 4 flip", &user).unwrap(),
            Command::Board {
                game: Some(GameId(4)),
                flip: true,
                text: false,
            }
        );
        assert_eq!(
            parse_text_command("/board text", &user).unwrap(),
            Command::Board {
                game: None,
                flip: false,
                text: true,
            }
        );
        assert_eq!(
            parse_text_command("/draw 3 decline", &user).unwrap(),
            Command::DeclineDraw {
                game: Some(GameId(3))
            }
        );
    }

    #[test]
    fn a_game_number_among_a_moves_words() {
        let read = |text: &str| game_in_text(text, None).unwrap();
        let game = |n| Some(GameId(n));
        assert_eq!(read("10 e4"), (game(10), "e4".into()));
        assert_eq!(read("#10 e4"), (game(10), "e4".into()));
        assert_eq!(read("e4 8"), (game(8), "e4".into()));
        assert_eq!(read("Castalia d5 #3"), (game(3), "Castalia d5".into()));
        assert_eq!(read("12"), (game(12), String::new()));
        // Moves and move numbers are not game numbers.
        for text in [
            "e2e4",
            "O-O",
            "0-0-0",
            "8...Cd5",
            "8. Nf3",
            "8 ... Cd5",
            "e7e8q",
        ] {
            assert_eq!(read(text), (None, text.into()), "{text}");
        }
        assert_eq!(read("#4 8 ... Cd5"), (game(4), "8 ... Cd5".into()));
        assert_eq!(
            game_in_text("e4 3", Some(GameId(3))).unwrap(),
            (game(3), "e4".into())
        );
        assert_eq!(
            game_in_text("e4 3", Some(GameId(4))).unwrap_err(),
            TextCommandError::TwoGames(GameId(4), GameId(3))
        );
        assert_eq!(
            game_in_text("3 e4 #5", None).unwrap_err(),
            TextCommandError::TwoGames(GameId(3), GameId(5))
        );
    }

    #[test]
    fn a_mistyped_command_gets_the_nearest() {
        let e = parse_text_command("/mvoe e4", &user).unwrap_err();
        assert_eq!(
            e.to_string(),
            "Unknown command `/mvoe`. Did you mean `/move`?"
        );
        let e = parse_text_command("/leaderbord", &user).unwrap_err();
        assert!(e.to_string().contains("`/leaderboard`"), "{e}");
        let e = parse_text_command("/xyzzy", &user).unwrap_err();
        assert_eq!(
            e.to_string(),
            "Unknown command `/xyzzy`. Type `/help` for the list."
        );
        // Every listed name is a command (the list and the parser agree).
        for name in table::command_names() {
            let parsed = parse_text_command(&format!("/{name}"), &user);
            assert!(
                !matches!(parsed, Err(TextCommandError::Unknown { .. })),
                "{name}"
            );
            assert_eq!(nearest_command(name), Some(name).filter(|n| n.len() > 1));
        }
        assert!(is_command_name("help") && is_command_name("/Board"));
        assert!(!is_command_name("e4") && !is_command_name("Castalia"));
    }
}
