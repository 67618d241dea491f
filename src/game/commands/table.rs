//! Every command, declared once: its name, the other names it may be typed by, where Discord
//! offers it, its options with their types, and how its words read when typed as text. The
//! front ends all read this table: Discord registers its slash commands from it and reads
//! their typed option values into `Given`; the text parser (the console, prefix commands)
//! reads a line into the same `Given`; `build` turns a `Given` into the one typed `Command`
//! for both; the list of command names and the labels in the logs come from it too.
//!
//! The words are the catalogues': a command's name and description in every language are
//! `cmd-NAME` (with its `.description`), an option's `cmd-NAME-opt-OPTION`, a choice's
//! `choice-KIND-VALUE`; the English catalogue repeats the names given here (a test keeps them
//! equal).

use crate::engine::Level;
use crate::game::commands::actions::{learn_command, puzzle_command, LearnAction, PuzzleAction};
use crate::game::commands::command::{
    Command, SettingsChange, TournamentCommand, TournamentSpec, UserRef,
};
use crate::game::commands::options::{
    parse_color, parse_setup, parse_time, parse_variant, NewGameArgs,
};
use crate::game::error::GameError;
use crate::game::model::{ChallengeId, ColorChoice, GameId, TournamentId};
use crate::game::tournaments::spec::{KindName, SpecOptions, MAX_NAME_CHARS};
use crate::i18n::{Lang, Text};
use crate::msg;
use crate::render::Theme;
use crate::rules::Variant;

/// A command (or a subcommand of one).
#[derive(Debug)]
pub struct CommandSpec {
    /// Its English name, as registered and typed.
    pub name: &'static str,
    /// Other names it may be typed by as text (`m` for `move`).
    pub aliases: &'static [&'static str],
    /// Where Discord offers it.
    pub offered: Offered,
    pub options: &'static [OptionSpec],
    pub subcommands: &'static [CommandSpec],
    /// How its words read when typed as text.
    pub words: Words,
    /// The catalogue message saying how to type it, for a line that does not read.
    pub usage: Option<&'static str>,
}

/// Where Discord offers a command.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Offered {
    /// Both installations (a server's, a user's own), in servers, the bot's DM and other DMs
    /// and group DMs: the game, puzzle, lesson and player commands.
    Anywhere,
    /// Both installations, in servers and in DMs and group DMs between people, where both
    /// players see them, but not in the bot's DM, where nobody else is: the challenges.
    BetweenPeople,
    /// Only in servers that installed the bot: `/tournament`.
    Servers,
}

/// An option of a command.
#[derive(Debug)]
pub struct OptionSpec {
    /// Its English name, as registered and typed (`name:value`).
    pub name: &'static str,
    pub kind: OptionKind,
    /// Discord insists on it (as text, a line without it is answered with the usage).
    pub required: bool,
    pub form: Form,
    /// Other names it may be typed by as text (`colour` for `color`).
    pub aliases: &'static [&'static str],
}

/// How an option is given.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Form {
    /// A slash command option, and `name:value` as text.
    Both,
    /// A slash command option; as text, a bare word among these (`/board flip`,
    /// `/draw decline`).
    Word(&'static [&'static str]),
    /// As text only: the slash command does not offer it.
    TextOnly,
}

/// What an option's value is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// Words as typed. `words`: the catalogue's kind of choice whose words are read in every
    /// language (`time`: `keine` is `none`); `completion`: what Discord suggests as it is typed.
    Text {
        max_chars: Option<u16>,
        words: Option<&'static str>,
        completion: Option<Completion>,
    },
    /// A whole number.
    Number(Number),
    /// Yes or no; as text, the words of `refusal` (a catalogue message) say what to type.
    Flag {
        words: Option<&'static str>,
        refusal: &'static str,
    },
    /// A user (on Discord picked from a list; as text, a name or mention the front end
    /// resolves).
    User,
    /// One of a fixed set.
    Choice(Choices),
}

/// What Discord suggests while an option is typed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Completion {
    /// The caller's legal moves in their game.
    GameMove,
    /// The moves of the puzzle being solved.
    PuzzleMove,
    /// The moves of the exercise being worked on.
    LessonMove,
}

/// What a number counts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Number {
    Game,
    Challenge,
    Tournament,
    Round,
    Level,
    Lesson,
    Rounds,
    Minutes,
}

impl Number {
    /// The smallest and largest value Discord lets be typed.
    pub fn range(self) -> (f64, f64) {
        // Discord's integers stop at 2^53 - 1.
        const MAX_ID: f64 = 9_007_199_254_740_991.0;
        match self {
            Number::Game | Number::Challenge | Number::Tournament => (0.0, MAX_ID),
            Number::Round => (1.0, 60.0),
            Number::Level => (f64::from(Level::MIN.get()), f64::from(Level::MAX.get())),
            Number::Lesson => (1.0, 99.0),
            Number::Rounds => (1.0, 30.0),
            Number::Minutes => (5.0, 1440.0),
        }
    }

    /// Whether `n` fits the number's type at all (Discord's range aside).
    pub fn fits(self, n: u64) -> bool {
        match self {
            Number::Game | Number::Challenge | Number::Tournament => true,
            Number::Level => n <= u64::from(u8::MAX),
            _ => n <= u64::from(u32::MAX),
        }
    }
}

/// The fixed sets of choices.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Choices {
    Color,
    Rules,
    Theme,
    Notify,
    Language,
    TournamentKind,
    PuzzleAction,
    LearnAction,
}

/// A choice made, typed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    Color(ColorChoice),
    Rules(Variant),
    Theme(Theme),
    /// Notices by direct message too (`dm`) or only in the channel.
    Notify {
        dm: bool,
    },
    /// A language, or `None`: follow Discord's.
    Language(Option<Lang>),
    Kind(KindName),
    Puzzle(PuzzleAction),
    Learn(LearnAction),
}

/// The languages `/settings language:` offers after `auto`, each by its own name.
const LANGUAGES: [Lang; 6] = Lang::ALL;

impl Choices {
    /// The choices as Discord lists them (English; a label that is a word is the value a
    /// player may type too). Discord sends back the index.
    pub fn labels(self) -> &'static [&'static str] {
        match self {
            Choices::Color => &["white", "black", "random"],
            Choices::Rules => &["castalia", "castalia-weak", "standard"],
            Choices::Theme => &["classic", "ocean", "forest"],
            Choices::Notify => &["dm", "channel"],
            Choices::Language => &[
                "auto (Discord's language)",
                "English",
                "Deutsch",
                "Français",
                "Español",
                "Русский",
                "Português (Brasil)",
            ],
            Choices::TournamentKind => &["arena", "swiss", "roundrobin"],
            Choices::PuzzleAction => &["new", "daily", "show", "giveup"],
            Choices::LearnAction => &["hint", "retry", "next"],
        }
    }

    /// The catalogue's kind of choice naming them in every language (`choice-KIND-VALUE`).
    pub fn kind(self) -> &'static str {
        match self {
            Choices::Color => "color",
            Choices::Rules => "rules",
            Choices::Theme => "theme",
            Choices::Notify => "notify",
            Choices::Language => "language",
            Choices::TournamentKind => "kind",
            Choices::PuzzleAction => "puzzle",
            Choices::LearnAction => "learn",
        }
    }

    /// The catalogue message naming a label that is words rather than a value to type
    /// (`auto (Discord's language)`), in every language.
    pub fn worded(self, index: usize) -> Option<&'static str> {
        (self == Choices::Language && index == 0).then_some("discord-language-auto")
    }

    /// The choice at `index` of `labels` (as Discord sends it back).
    pub fn nth(self, index: usize) -> Option<Choice> {
        Some(match self {
            Choices::Color => Choice::Color(
                *[ColorChoice::White, ColorChoice::Black, ColorChoice::Random].get(index)?,
            ),
            Choices::Rules => Choice::Rules(
                *[Variant::Castalia, Variant::CastaliaWeak, Variant::Standard].get(index)?,
            ),
            Choices::Theme => {
                Choice::Theme(*[Theme::Classic, Theme::Ocean, Theme::Forest].get(index)?)
            }
            Choices::Notify => Choice::Notify {
                dm: *[true, false].get(index)?,
            },
            Choices::Language => match index {
                0 => Choice::Language(None),
                n => Choice::Language(Some(*LANGUAGES.get(n - 1)?)),
            },
            Choices::TournamentKind => {
                Choice::Kind(*[KindName::Arena, KindName::Swiss, KindName::RoundRobin].get(index)?)
            }
            Choices::PuzzleAction => Choice::Puzzle(
                *[
                    PuzzleAction::New,
                    PuzzleAction::Daily,
                    PuzzleAction::Show,
                    PuzzleAction::GiveUp,
                ]
                .get(index)?,
            ),
            Choices::LearnAction => Choice::Learn(
                *[LearnAction::Hint, LearnAction::Retry, LearnAction::Next].get(index)?,
            ),
        })
    }

    /// A choice typed as text (its English word; the front end reads a word of another
    /// language as its English one first), or the refusal saying what to type.
    pub fn read(self, text: &str) -> Result<Choice, GameError> {
        let usage = |id: &str| GameError::BadOption(Text::msg(id));
        Ok(match self {
            Choices::Color => Choice::Color(parse_color(text)?),
            Choices::Rules => Choice::Rules(parse_variant(text)?),
            Choices::Theme => {
                Choice::Theme(text.parse().map_err(|_| usage("command-theme-usage"))?)
            }
            Choices::Notify => match text.to_ascii_lowercase().as_str() {
                "dm" | "dms" | "direct" => Choice::Notify { dm: true },
                "channel" | "off" | "none" => Choice::Notify { dm: false },
                _ => return Err(usage("command-notify-usage")),
            },
            Choices::Language if text.eq_ignore_ascii_case("auto") => Choice::Language(None),
            Choices::Language => Choice::Language(Some(
                text.parse().map_err(|_| usage("command-language-usage"))?,
            )),
            Choices::TournamentKind => Choice::Kind(KindName::read(text)?),
            Choices::PuzzleAction => Choice::Puzzle(PuzzleAction::read(text)?),
            Choices::LearnAction => Choice::Learn(LearnAction::read(text)?),
        })
    }
}

impl OptionSpec {
    const fn new(name: &'static str, kind: OptionKind) -> OptionSpec {
        OptionSpec {
            name,
            kind,
            required: false,
            form: Form::Both,
            aliases: &[],
        }
    }

    const fn required(self) -> OptionSpec {
        OptionSpec {
            required: true,
            ..self
        }
    }

    const fn aliases(self, aliases: &'static [&'static str]) -> OptionSpec {
        OptionSpec { aliases, ..self }
    }

    const fn form(self, form: Form) -> OptionSpec {
        OptionSpec { form, ..self }
    }

    /// Whether the slash command offers it.
    pub fn on_discord(&self) -> bool {
        self.form != Form::TextOnly
    }

    /// The catalogue's kind of choice whose words its value is read in, if any.
    pub fn choice_words(&self) -> Option<&'static str> {
        match self.kind {
            OptionKind::Choice(choices) => Some(choices.kind()),
            OptionKind::Flag { words, .. } | OptionKind::Text { words, .. } => words,
            OptionKind::Number(_) | OptionKind::User => None,
        }
    }
}

const fn text(name: &'static str) -> OptionSpec {
    OptionSpec::new(
        name,
        OptionKind::Text {
            max_chars: None,
            words: None,
            completion: None,
        },
    )
}

const fn number(name: &'static str, of: Number) -> OptionSpec {
    OptionSpec::new(name, OptionKind::Number(of))
}

const fn choice(name: &'static str, of: Choices) -> OptionSpec {
    OptionSpec::new(name, OptionKind::Choice(of))
}

const fn flag(
    name: &'static str,
    words: Option<&'static str>,
    refusal: &'static str,
) -> OptionSpec {
    OptionSpec::new(name, OptionKind::Flag { words, refusal })
}

/// A move typed with Discord's suggestions.
const fn a_move(name: &'static str, completion: Completion) -> OptionSpec {
    OptionSpec::new(
        name,
        OptionKind::Text {
            max_chars: None,
            words: None,
            completion: Some(completion),
        },
    )
}

/// How a command's bare words (those that are not `name:value`) read when typed as text.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Words {
    /// None are taken: they are ignored, or (with a `usage`) refused with it.
    None,
    /// Game numbers (`/board 12`, `#12`), and the words of its `Form::Word` options; anything
    /// else is refused.
    Game,
    /// All of them, joined, are this option's value (`/move Castalia d5`).
    Joined(&'static str),
    /// The first is this option's value (`/play 3`, `/challenge bob`); with `alone`, only
    /// one word, and not with the option given too.
    First { option: &'static str, alone: bool },
    /// The first names a subcommand (`TEXT_DEFAULT_SUBCOMMAND` when there is none), the rest
    /// are the subcommand's own.
    Subcommand,
}

/// The subcommand of a command with subcommands typed with none (`/tournament`).
pub const TEXT_DEFAULT_SUBCOMMAND: &str = "list";

const fn command(name: &'static str, options: &'static [OptionSpec], words: Words) -> CommandSpec {
    CommandSpec {
        name,
        aliases: &[],
        offered: Offered::Anywhere,
        options,
        subcommands: &[],
        words,
        usage: None,
    }
}

impl CommandSpec {
    const fn aliases(self, aliases: &'static [&'static str]) -> CommandSpec {
        CommandSpec { aliases, ..self }
    }

    const fn offered(self, offered: Offered) -> CommandSpec {
        CommandSpec { offered, ..self }
    }

    const fn usage(self, usage: &'static str) -> CommandSpec {
        CommandSpec {
            usage: Some(usage),
            ..self
        }
    }

    /// The option named `name` (English), if it has one.
    pub fn option(&'static self, name: &str) -> Option<&'static OptionSpec> {
        self.options.iter().find(|o| o.name == name)
    }

    /// The subcommand named `name` (English) or by one of its aliases.
    pub fn subcommand(&'static self, name: &str) -> Option<&'static CommandSpec> {
        self.subcommands
            .iter()
            .find(|s| s.name == name || s.aliases.contains(&name))
    }
}

const GAME: OptionSpec = number("game", Number::Game);
const RULES: OptionSpec = choice("rules", Choices::Rules).aliases(&["variant"]);
const COLOR: OptionSpec = choice("color", Choices::Color).aliases(&["colour"]);
const SETUP: OptionSpec = OptionSpec::new(
    "setup",
    OptionKind::Text {
        max_chars: None,
        words: Some("setup"),
        completion: None,
    },
);
const TIME: OptionSpec = OptionSpec::new(
    "time",
    OptionKind::Text {
        max_chars: None,
        words: Some("time"),
        completion: None,
    },
);
const RATED: OptionSpec = flag("rated", Some("yesno"), "command-rated-usage");
const CHALLENGE_ID: OptionSpec = number("id", Number::Challenge);
const TOURNAMENT_ID: OptionSpec = number("id", Number::Tournament);
const USER: OptionSpec = OptionSpec::new("user", OptionKind::User);
const DECLINE: OptionSpec =
    flag("decline", None, "command-bad-word-or-flag").form(Form::Word(&["decline", "no"]));

/// A tournament subcommand that names a tournament by its number (or the one here).
const fn about_a_tournament(name: &'static str) -> CommandSpec {
    command(
        name,
        &[TOURNAMENT_ID],
        Words::First {
            option: "id",
            alone: false,
        },
    )
    .offered(Offered::Servers)
}

/// Every command, in the order Discord lists them.
pub static COMMANDS: [CommandSpec; 28] = [
    command(
        "challenge",
        &[USER, RULES, SETUP, COLOR, TIME, RATED],
        Words::First {
            option: "user",
            alone: false,
        },
    )
    .offered(Offered::BetweenPeople)
    .usage("command-challenge-usage"),
    command("accept", &[CHALLENGE_ID], first("id")).offered(Offered::BetweenPeople),
    command("decline", &[CHALLENGE_ID], first("id")).offered(Offered::BetweenPeople),
    command("cancel", &[CHALLENGE_ID], first("id")).offered(Offered::BetweenPeople),
    command(
        "play",
        &[
            number("level", Number::Level).required(),
            COLOR,
            RULES,
            TIME,
            SETUP.form(Form::TextOnly),
            RATED.form(Form::TextOnly),
        ],
        first("level"),
    )
    .usage("command-play-usage"),
    command(
        "move",
        &[a_move("move", Completion::GameMove).required(), GAME],
        Words::Joined("move"),
    )
    .aliases(&["m"])
    .usage("command-move-usage"),
    command(
        "board",
        &[
            GAME,
            flag("flip", None, "command-bad-word-or-flag").form(Form::Word(&["flip"])),
            flag("text", None, "command-bad-word-or-flag").form(Form::Word(&["text"])),
        ],
        Words::Game,
    ),
    command("moves", &[GAME], Words::Game),
    command("pgn", &[GAME], Words::Game),
    command("resign", &[GAME], Words::Game),
    command("draw", &[DECLINE, GAME], Words::Game),
    command("takeback", &[DECLINE, GAME], Words::Game),
    command("explain", &[text("move"), GAME], Words::Joined("move")),
    command("review", &[GAME], Words::Game),
    command("claim", &[GAME], Words::Game),
    command("abort", &[GAME], Words::Game),
    command("rematch", &[GAME], Words::Game),
    command("games", &[], Words::None),
    command("rules", &[], Words::None),
    command("web", &[], Words::None),
    command("stats", &[USER], first("user")).usage("command-stats-usage"),
    command("leaderboard", &[RULES], first("rules")),
    command("forget", &[USER], first("user"))
        .aliases(&["forget-me", "forgetme"])
        .usage("command-forget-usage"),
    command("help", &[], Words::None),
    command(
        "settings",
        &[
            choice("theme", Choices::Theme),
            flag("coordinates", Some("onoff"), "command-coordinates-usage"),
            choice("notify", Choices::Notify),
            choice("language", Choices::Language),
        ],
        Words::None,
    )
    .aliases(&["preferences"]),
    command(
        "puzzle",
        &[
            choice("action", Choices::PuzzleAction),
            text("themes").aliases(&["theme"]),
            a_move("move", Completion::PuzzleMove),
        ],
        Words::First {
            option: "action",
            alone: true,
        },
    )
    .aliases(&["puzzles"])
    .usage("command-puzzle-usage"),
    command(
        "learn",
        &[
            number("lesson", Number::Lesson),
            choice("action", Choices::LearnAction),
            a_move("move", Completion::LessonMove),
        ],
        Words::First {
            option: "action",
            alone: true,
        },
    )
    .aliases(&["lesson"])
    .usage("command-learn-usage"),
    CommandSpec {
        subcommands: &TOURNAMENT,
        ..command("tournament", &[], Words::Subcommand)
            .aliases(&["tournaments"])
            .offered(Offered::Servers)
            .usage("command-tournament-usage")
    },
];

const fn first(option: &'static str) -> Words {
    Words::First {
        option,
        alone: false,
    }
}

/// `/tournament`'s subcommands.
static TOURNAMENT: [CommandSpec; 11] = [
    command(
        "create",
        &[
            choice("kind", Choices::TournamentKind).required(),
            number("rounds", Number::Rounds),
            number("minutes", Number::Minutes),
            flag("double", Some("yesno"), "tournament-double-option"),
            flag("berserk", Some("yesno"), "tournament-berserk-option"),
            RULES,
            TIME,
            RATED,
            text("start"),
            OptionSpec::new(
                "name",
                OptionKind::Text {
                    max_chars: Some(MAX_NAME_CHARS as u16),
                    words: None,
                    completion: None,
                },
            ),
            text("band"),
            SETUP.form(Form::TextOnly),
        ],
        Words::None,
    )
    .aliases(&["new"])
    .offered(Offered::Servers)
    .usage("command-tournament-create-word"),
    about_a_tournament("join").aliases(&["enter"]),
    about_a_tournament("leave"),
    about_a_tournament("withdraw"),
    command("berserk", &[GAME], first("game")).offered(Offered::Servers),
    about_a_tournament("start"),
    about_a_tournament("end").aliases(&["stop", "finish"]),
    about_a_tournament("standings").aliases(&["standing", "table"]),
    CommandSpec {
        options: &[TOURNAMENT_ID, number("round", Number::Round)],
        ..about_a_tournament("pairings").aliases(&["pairing", "round"])
    },
    command("list", &[], Words::None).offered(Offered::Servers),
    about_a_tournament("trf").aliases(&["export"]),
];

/// The command named `name` (English) or by one of its aliases.
pub fn find(name: &str) -> Option<&'static CommandSpec> {
    COMMANDS
        .iter()
        .find(|c| c.name == name || c.aliases.contains(&name))
}

/// Every name a command may be typed by as text (aliases included), in the table's order.
pub fn command_names() -> impl Iterator<Item = &'static str> {
    COMMANDS
        .iter()
        .flat_map(|c| std::iter::once(c.name).chain(c.aliases.iter().copied()))
}

/// The option `option` (English, or an alias) of the command `command` (English, or an
/// alias) or of one of its subcommands, which share their options' words.
pub fn find_option(command: &str, option: &str) -> Option<&'static OptionSpec> {
    let spec = find(command)?;
    std::iter::once(spec)
        .chain(spec.subcommands.iter())
        .flat_map(|c| c.options.iter())
        .find(|o| o.name == option || o.aliases.contains(&option))
}

/// Which kind of choice the option `option` of the command `command` takes (`play`,
/// `color` → `color`), if its values are words of the catalogues. A command's bare words
/// count as its `action` (`/puzzle daily`, `/learn hint`).
pub fn choice_kind(command: &str, option: &str) -> Option<&'static str> {
    find_option(command, option)?.choice_words()
}

/// A value given for an option, typed as the table declares it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Text(String),
    Number(u64),
    Flag(bool),
    User(UserRef),
    Choice(Choice),
}

/// The options given to a command, each by its English name, typed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Given {
    values: Vec<(&'static str, Value)>,
}

impl Given {
    pub fn new() -> Given {
        Given::default()
    }

    /// Gives `option` the value `value` (replacing one given before).
    pub fn set(&mut self, option: &'static str, value: Value) {
        self.values.retain(|(name, _)| *name != option);
        self.values.push((option, value));
    }

    pub fn has(&self, option: &str) -> bool {
        self.value(option).is_some()
    }

    /// The value given for `option`, if any.
    pub fn value(&self, option: &str) -> Option<&Value> {
        self.values
            .iter()
            .find(|(name, _)| *name == option)
            .map(|(_, v)| v)
    }

    fn text(&self, option: &str) -> Option<String> {
        match self.value(option)? {
            Value::Text(t) => Some(t.clone()),
            _ => None,
        }
    }

    fn number(&self, option: &str) -> Option<u64> {
        match self.value(option)? {
            Value::Number(n) => Some(*n),
            _ => None,
        }
    }

    /// A number that fits in a `u32` (the table's ranges make every such option fit).
    fn small(&self, option: &str) -> Option<u32> {
        self.number(option)
            .map(|n| u32::try_from(n).unwrap_or(u32::MAX))
    }

    fn flag(&self, option: &str) -> Option<bool> {
        match self.value(option)? {
            Value::Flag(b) => Some(*b),
            _ => None,
        }
    }

    fn user(&self, option: &str) -> Option<UserRef> {
        match self.value(option)? {
            Value::User(u) => Some(u.clone()),
            _ => None,
        }
    }

    fn choice(&self, option: &str) -> Option<Choice> {
        match self.value(option)? {
            Value::Choice(c) => Some(*c),
            _ => None,
        }
    }

    fn game(&self) -> Option<GameId> {
        self.number("game").map(GameId)
    }

    fn tournament(&self) -> Option<TournamentId> {
        self.number("id").map(TournamentId)
    }

    fn rules(&self) -> Option<Variant> {
        match self.choice("rules")? {
            Choice::Rules(v) => Some(v),
            _ => None,
        }
    }

    /// The options of a new game (rule set, setup, colour, time control, rated).
    fn new_game(&self) -> Result<NewGameArgs, GameError> {
        Ok(NewGameArgs {
            variant: self.rules(),
            setup: self.text("setup").as_deref().map(parse_setup).transpose()?,
            color: match self.choice("color") {
                Some(Choice::Color(c)) => Some(c),
                _ => None,
            },
            time: self.text("time").as_deref().map(parse_time).transpose()?,
            rated: self.flag("rated"),
        })
    }
}

/// The command `spec` (a subcommand of `parent`, if given) with the options `given`: the one
/// place a command is made from its options, whichever front end read them. A refusal says
/// what to type.
pub fn build(
    parent: Option<&'static CommandSpec>,
    spec: &'static CommandSpec,
    given: &Given,
) -> Result<Command, GameError> {
    let usage = || GameError::BadOption(spec.usage.map(Text::msg).unwrap_or_default());
    let game = given.game();
    if let Some(parent) = parent {
        let id = given.tournament();
        return Ok(Command::Tournament(match (parent.name, spec.name) {
            (_, "create") => {
                let options = SpecOptions {
                    kind: match given.choice("kind") {
                        Some(Choice::Kind(kind)) => Some(kind),
                        _ => None,
                    },
                    rounds: given.small("rounds"),
                    minutes: given.small("minutes"),
                    double: given.flag("double"),
                    berserk: given.flag("berserk"),
                    start: given.text("start"),
                    name: given.text("name"),
                    band: given.text("band"),
                };
                TournamentCommand::Create(TournamentSpec::new(&options, given.new_game()?)?)
            }
            (_, "join") => TournamentCommand::Join { id },
            (_, "leave" | "withdraw") => TournamentCommand::Leave { id },
            (_, "berserk") => TournamentCommand::Berserk { game },
            (_, "start") => TournamentCommand::Start { id },
            (_, "end") => TournamentCommand::End { id },
            (_, "standings") => TournamentCommand::Standings { id },
            (_, "pairings") => TournamentCommand::Pairings {
                id,
                round: given.small("round"),
            },
            (_, "trf") => TournamentCommand::Trf { id },
            _ => TournamentCommand::List,
        }));
    }
    let decline = given.flag("decline").unwrap_or(false);
    Ok(match spec.name {
        "challenge" => Command::Challenge {
            opponent: given.user("user"),
            args: given.new_game()?,
        },
        "accept" => Command::Accept {
            challenge: given.number("id").map(ChallengeId),
        },
        "decline" => Command::Decline {
            challenge: given.number("id").map(ChallengeId),
        },
        "cancel" => Command::Cancel {
            challenge: given.number("id").map(ChallengeId),
        },
        "play" => {
            let n = given.number("level").ok_or_else(usage)?;
            let level = u8::try_from(n).ok().and_then(Level::new).ok_or_else(|| {
                GameError::BadOption(msg!(
                    "command-bad-level",
                    level = n.to_string(),
                    min = Level::MIN.get(),
                    max = Level::MAX.get()
                ))
            })?;
            Command::Play {
                level,
                args: given.new_game()?,
            }
        }
        "move" => Command::Move {
            text: given
                .text("move")
                .filter(|t| !t.trim().is_empty())
                .ok_or_else(usage)?,
            game,
        },
        "board" => Command::Board {
            game,
            flip: given.flag("flip").unwrap_or(false),
            text: given.flag("text").unwrap_or(false),
        },
        "moves" => Command::Moves { game },
        "pgn" => Command::Pgn { game },
        "resign" => Command::Resign { game },
        "draw" if decline => Command::DeclineDraw { game },
        "draw" => Command::Draw { game },
        "takeback" if decline => Command::DeclineTakeback { game },
        "takeback" => Command::Takeback { game },
        "explain" => Command::Explain {
            game,
            text: given.text("move"),
        },
        "review" => Command::Review { game },
        "claim" => Command::ClaimTimeout { game },
        "abort" => Command::Abort { game },
        "rematch" => Command::Rematch { game },
        "games" => Command::Games,
        "rules" => Command::Rules,
        "web" => Command::Web,
        "stats" => Command::Stats {
            user: given.user("user"),
        },
        "leaderboard" => Command::Leaderboard {
            variant: given.rules(),
        },
        "forget" => Command::Forget {
            user: given.user("user"),
        },
        "settings" => Command::Settings(SettingsChange {
            theme: match given.choice("theme") {
                Some(Choice::Theme(t)) => Some(t),
                _ => None,
            },
            coordinates: given.flag("coordinates"),
            notify_dm: match given.choice("notify") {
                Some(Choice::Notify { dm }) => Some(dm),
                _ => None,
            },
            language: match given.choice("language") {
                Some(Choice::Language(l)) => Some(l),
                _ => None,
            },
        }),
        "puzzle" => Command::Puzzle(puzzle_command(
            match given.choice("action") {
                Some(Choice::Puzzle(a)) => Some(a),
                _ => None,
            },
            given.text("themes"),
            given.text("move"),
        )?),
        "learn" => Command::Learn(learn_command(
            given.small("lesson"),
            match given.choice("action") {
                Some(Choice::Learn(a)) => Some(a),
                _ => None,
            },
            given.text("move"),
        )?),
        "tournament" => Command::Tournament(TournamentCommand::List),
        _ => Command::Help,
    })
}

/// The command's name in the table (`decline` of a draw is `draw`), for the logs.
pub fn name_of(command: &Command) -> &'static str {
    match command {
        Command::Challenge { .. } => "challenge",
        Command::Accept { .. } => "accept",
        Command::Decline { .. } => "decline",
        Command::Cancel { .. } => "cancel",
        Command::Play { .. } => "play",
        Command::Move { .. } | Command::PickedMove { .. } => "move",
        Command::Resign { .. } => "resign",
        Command::Draw { .. } | Command::DeclineDraw { .. } => "draw",
        Command::Takeback { .. } | Command::DeclineTakeback { .. } => "takeback",
        Command::Board { .. } => "board",
        Command::Moves { .. } => "moves",
        Command::Pgn { .. } => "pgn",
        Command::Explain { .. } => "explain",
        Command::Review { .. } => "review",
        Command::ClaimTimeout { .. } => "claim",
        Command::Abort { .. } => "abort",
        Command::Rematch { .. } => "rematch",
        Command::Games => "games",
        Command::Stats { .. } => "stats",
        Command::Leaderboard { .. } => "leaderboard",
        Command::Forget { .. } => "forget",
        Command::Help => "help",
        Command::Rules => "rules",
        Command::Web => "web",
        Command::Settings(_) => "settings",
        Command::Puzzle(_) => "puzzle",
        Command::Learn(_) => "learn",
        Command::Tournament(_) => "tournament",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each label Discord shows reads back, typed as text, as the choice Discord's index
    /// gives; the languages are named in their own words.
    #[test]
    fn every_choice_label_reads_as_its_index() {
        for choices in [
            Choices::Color,
            Choices::Rules,
            Choices::Theme,
            Choices::Notify,
            Choices::TournamentKind,
            Choices::PuzzleAction,
            Choices::LearnAction,
        ] {
            for (i, label) in choices.labels().iter().enumerate() {
                assert_eq!(choices.read(label).ok(), choices.nth(i), "{label}");
            }
            assert_eq!(choices.nth(choices.labels().len()), None);
        }
        let languages = Choices::Language.labels();
        assert_eq!(
            languages[0],
            crate::i18n::tr(Lang::En, "discord-language-auto")
        );
        for (i, lang) in Lang::ALL.into_iter().enumerate() {
            assert_eq!(languages[i + 1], lang.native_name());
            assert_eq!(
                Choices::Language.nth(i + 1),
                Some(Choice::Language(Some(lang)))
            );
        }
    }

    /// Every command of the table is made by `build` from its options and named back by
    /// `name_of`: the table, the builder and the labels agree.
    #[test]
    fn every_command_builds_and_is_named_back() {
        for spec in &COMMANDS {
            let mut given = Given::new();
            match spec.name {
                "play" => given.set("level", Value::Number(3)),
                "move" => given.set("move", Value::Text("e4".into())),
                _ => {}
            }
            let subs: Vec<_> = spec.subcommands.iter().map(|s| (Some(spec), s)).collect();
            let all = if subs.is_empty() {
                vec![(None, spec)]
            } else {
                subs
            };
            for (parent, leaf) in all {
                if leaf.name == "create" {
                    given.set("kind", Value::Choice(Choice::Kind(KindName::Arena)));
                }
                let command = build(parent, leaf, &given)
                    .unwrap_or_else(|e| panic!("/{} {}: {e}", spec.name, leaf.name));
                assert_eq!(name_of(&command), spec.name);
            }
        }
        assert!(find("m").is_some_and(|c| c.name == "move"));
        assert_eq!(choice_kind("play", "colour"), Some("color"));
        assert_eq!(choice_kind("tournament", "double"), Some("yesno"));
        assert_eq!(choice_kind("puzzle", "action"), Some("puzzle"));
        assert_eq!(choice_kind("move", "move"), None);
    }

    /// The typed values reach the command as they are: no number or choice is written out
    /// and read again.
    #[test]
    fn typed_values_reach_the_command() {
        let learn = find("learn").unwrap();
        let mut given = Given::new();
        given.set("lesson", Value::Number(3));
        assert_eq!(
            build(None, learn, &given).ok(),
            Some(Command::Learn(
                crate::game::commands::command::LearnCommand::Open { lesson: Some(3) }
            ))
        );
        let puzzle = find("puzzle").unwrap();
        let mut given = Given::new();
        given.set(
            "action",
            Value::Choice(Choices::PuzzleAction.nth(1).unwrap()),
        );
        assert_eq!(
            build(None, puzzle, &given).ok(),
            Some(Command::Puzzle(
                crate::game::commands::command::PuzzleCommand::Daily
            ))
        );
        let tournament = find("tournament").unwrap();
        let create = tournament.subcommand("new").unwrap();
        let mut given = Given::new();
        given.set(
            "kind",
            Value::Choice(Choices::TournamentKind.nth(1).unwrap()),
        );
        given.set("rounds", Value::Number(7));
        match build(Some(tournament), create, &given) {
            Ok(Command::Tournament(TournamentCommand::Create(spec))) => {
                assert_eq!(spec.kind, crate::tournament::Kind::Swiss { rounds: 7 })
            }
            other => panic!("{other:?}"),
        }
    }
}
