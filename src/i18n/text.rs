//! The neutral text model of replies: a sequence of spans (plain words, emphasis, a command to
//! type, a player, a moment in time, a catalogue message). The service says *what* to show;
//! each front end decides *how* and in which language: it first resolves the messages
//! (`Text::localize`), then `discord::format` turns the spans into Discord markdown and
//! `console::display` into terminal text. Nothing here knows any markup.

use super::catalogue::Catalogue;
use super::Lang;
use fluent_bundle::{FluentArgs, FluentValue};
use std::fmt;

/// A user of the bot (a Discord user id, or a stable id derived from a console name). It lives
/// here because a text may mention a user.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UserId(pub u64);

/// A value given to a catalogue message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A text shown in the message's place (words, a player, a move): never read as markup.
    Text(Text),
    /// A number (Fluent picks plural forms by it).
    Num(f64),
    /// One of our own keywords, for a message's selector (`$color -> [white] ...`).
    Key(String),
}

// Numbers are whole or halves (scores, counts), never NaN, so equality is total.
impl Eq for Arg {}

impl Arg {
    /// A keyword for a selector.
    pub fn key(k: impl Into<String>) -> Arg {
        Arg::Key(k.into())
    }
}

impl From<Text> for Arg {
    fn from(t: Text) -> Arg {
        Arg::Text(t)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(Text::new().plain(s))
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(Text::new().plain(s))
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(Text::new().plain(s.as_str()))
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(n as f64)
            }
        }
    )*};
}
number_args!(i32, i64, u8, u16, u32, u64, usize, f32, f64);

/// A catalogue message: its id and the values of its variables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Msg {
    pub id: String,
    pub args: Vec<(String, Arg)>,
}

/// Marks a variable's place in a formatted message, so that it can be replaced by its spans
/// after the markup is read (characters of Unicode's private use area).
const OPEN: char = '\u{E000}';
const CLOSE: char = '\u{E001}';

/// One piece of a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Span {
    /// Ordinary words (line breaks included).
    Plain(String),
    /// Words to stand out: a move just played, a result, a title.
    Strong(String),
    /// Something to type, e.g. `/accept`.
    Code(String),
    /// A player by name (with their user id when they are a person).
    Player { id: Option<UserId>, name: String },
    /// A moment, shown relative to now ("in 5 min"), as unix milliseconds.
    Time(i64),
    /// A message of the catalogues, in the reader's language (`Text::localize`).
    Msg(Msg),
}

/// A text made of spans.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Text {
    pub spans: Vec<Span>,
}

impl Text {
    pub fn new() -> Text {
        Text::default()
    }

    /// The catalogue message `id`, without variables.
    pub fn msg(id: impl Into<String>) -> Text {
        Text::message(id, Vec::new())
    }

    /// The catalogue message `id` with its variables (the `msg!` macro writes this).
    pub fn message(id: impl Into<String>, args: Vec<(String, Arg)>) -> Text {
        Text::new().push(Span::Msg(Msg {
            id: id.into(),
            args,
        }))
    }

    /// This text followed by the catalogue message `id`.
    pub fn then_msg(self, id: impl Into<String>) -> Text {
        self.then(Text::msg(id))
    }

    fn push(mut self, span: Span) -> Text {
        self.spans.push(span);
        self
    }

    pub fn plain(self, s: impl Into<String>) -> Text {
        self.push(Span::Plain(s.into()))
    }

    pub fn strong(self, s: impl Into<String>) -> Text {
        self.push(Span::Strong(s.into()))
    }

    pub fn code(self, s: impl Into<String>) -> Text {
        self.push(Span::Code(s.into()))
    }

    pub fn player(self, id: Option<UserId>, name: impl Into<String>) -> Text {
        self.push(Span::Player {
            id,
            name: name.into(),
        })
    }

    pub fn time(self, unix_ms: i64) -> Text {
        self.push(Span::Time(unix_ms))
    }

    /// A line break.
    pub fn line(self) -> Text {
        self.plain("\n")
    }

    /// This text followed by another.
    pub fn then(mut self, other: Text) -> Text {
        self.spans.extend(other.spans);
        self
    }

    /// Another text followed by this one.
    pub fn after(self, first: Text) -> Text {
        first.then(self)
    }

    pub fn is_empty(&self) -> bool {
        self.spans.iter().all(|s| match s {
            Span::Plain(t) | Span::Strong(t) | Span::Code(t) => t.is_empty(),
            Span::Player { .. } | Span::Time(_) | Span::Msg(_) => false,
        })
    }

    /// The users this text mentions, in messages' variables too.
    pub fn mentioned(&self) -> Vec<UserId> {
        let mut out = Vec::new();
        for span in &self.spans {
            match span {
                Span::Player { id: Some(id), .. } => out.push(*id),
                Span::Msg(m) => {
                    for (_, arg) in &m.args {
                        if let Arg::Text(t) = arg {
                            out.extend(t.mentioned());
                        }
                    }
                }
                _ => {}
            }
        }
        out
    }

    /// This text in `lang`: every catalogue message replaced by its words and their spans
    /// (`` `...` `` becomes code, `**...**` strong, a variable the spans of its value).
    pub fn localize(&self, lang: Lang) -> Text {
        let mut out = Text::new();
        for span in &self.spans {
            match span {
                Span::Msg(m) => out = out.then(localize_msg(m, lang)),
                other => out.spans.push(other.clone()),
            }
        }
        out
    }

    /// The words of this text in `lang`, without any styling (for alt texts and pictures).
    pub fn words(&self, lang: Lang) -> String {
        self.localize(lang).to_string()
    }

    /// The words of this text in `lang`, moments said relative to `now_ms` ("in 5 min"):
    /// for readers who see no Discord timestamps (the web board).
    pub fn words_at(&self, lang: Lang, now_ms: i64) -> String {
        let mut out = String::new();
        for span in &self.localize(lang).spans {
            match span {
                Span::Plain(t) | Span::Strong(t) | Span::Code(t) => out.push_str(t),
                Span::Player { name, .. } => out.push_str(name),
                Span::Time(ms) => {
                    out.push_str(&relative_time((ms - now_ms).div_euclid(1000), lang))
                }
                // `localize` left none.
                Span::Msg(_) => {}
            }
        }
        out
    }

    /// Several texts joined by line breaks.
    pub fn lines(texts: impl IntoIterator<Item = Text>) -> Text {
        let mut out = Text::new();
        for (i, t) in texts.into_iter().enumerate() {
            if i > 0 {
                out = out.line();
            }
            out = out.then(t);
        }
        out
    }

    /// Whether the English words shown contain `needle` (for tests and logs).
    pub fn contains(&self, needle: &str) -> bool {
        self.to_string().contains(needle)
    }
}

impl From<&str> for Text {
    fn from(s: &str) -> Text {
        Text::new().plain(s)
    }
}

impl From<String> for Text {
    fn from(s: String) -> Text {
        Text::new().plain(s)
    }
}

/// A message in `lang`, as spans.
fn localize_msg(m: &Msg, lang: Lang) -> Text {
    let mut fluent = FluentArgs::new();
    let mut texts: Vec<Text> = Vec::new();
    for (name, arg) in &m.args {
        match arg {
            Arg::Num(n) => fluent.set(name.as_str(), FluentValue::from(*n)),
            Arg::Key(k) => fluent.set(name.as_str(), FluentValue::from(k.as_str())),
            Arg::Text(t) => {
                fluent.set(
                    name.as_str(),
                    FluentValue::from(format!("{OPEN}{}{CLOSE}", texts.len())),
                );
                texts.push(t.localize(lang));
            }
        }
    }
    let words = Catalogue::get().text(lang, &m.id, None, Some(&fluent));
    let mut out = Text::new();
    let sentence = m.id.ends_with(SENTENCE);
    for (i, part) in words.split('`').enumerate() {
        if i % 2 == 1 {
            out = fill(out, part, &texts, Span::Code);
            continue;
        }
        for (j, piece) in part.split("**").enumerate() {
            out = if j % 2 == 1 {
                fill(out, piece, &texts, Span::Strong)
            } else {
                fill(out, piece, &texts, Span::Plain)
            };
        }
    }
    if sentence {
        capitalise(&mut out);
    }
    out
}

/// The end of the id of a message that is a sentence of its own: its first letter is
/// written as a capital even when the message starts with a clause given to it
/// (`illegal-sentence = { $reason }.`, the reason "you cannot castle now").
pub const SENTENCE: &str = "-sentence";

/// The first letter of `text` as a capital, when it starts with plain or strong words (a
/// player's name or a command is left as it is).
fn capitalise(text: &mut Text) {
    let Some(span) = text.spans.iter_mut().find(|s| match s {
        Span::Plain(t) | Span::Strong(t) => !t.trim_start().is_empty(),
        _ => true,
    }) else {
        return;
    };
    if let Span::Plain(t) | Span::Strong(t) = span {
        let start = t.len() - t.trim_start().len();
        if let Some(first) = t[start..].chars().next().filter(|c| c.is_lowercase()) {
            let upper: String = first.to_uppercase().collect();
            t.replace_range(start..start + first.len_utf8(), &upper);
        }
    }
}

/// `out` followed by `words` in the style `wrap`, with each variable's place filled: by its
/// spans in plain words, by its words in code or strong words.
fn fill(mut out: Text, words: &str, texts: &[Text], wrap: fn(String) -> Span) -> Text {
    let plain = wrap(String::new()) == Span::Plain(String::new());
    let mut styled = String::new();
    let mut rest = words;
    while let Some(start) = rest.find(OPEN) {
        let after = &rest[start + OPEN.len_utf8()..];
        let Some(end) = after.find(CLOSE) else { break };
        let value = after[..end]
            .parse::<usize>()
            .ok()
            .and_then(|i| texts.get(i));
        styled.push_str(&rest[..start]);
        if let Some(value) = value {
            if plain {
                if !styled.is_empty() {
                    out.spans.push(wrap(std::mem::take(&mut styled)));
                }
                out.spans.extend(value.spans.iter().cloned());
            } else {
                styled.push_str(&value.to_string());
            }
        }
        rest = &after[end + CLOSE.len_utf8()..];
    }
    styled.push_str(rest);
    if !styled.is_empty() {
        out.spans.push(wrap(styled));
    }
    out
}

/// The English words without any styling; times as UTC timestamps in seconds
/// (`@1700000000`). Front ends render spans themselves; this is for logs and tests.
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for span in &self.spans {
            match span {
                Span::Plain(t) | Span::Strong(t) | Span::Code(t) => f.write_str(t)?,
                Span::Player { name, .. } => f.write_str(name)?,
                Span::Time(ms) => write!(f, "@{}", ms.div_euclid(1000))?,
                Span::Msg(m) => write!(f, "{}", localize_msg(m, Lang::En))?,
            }
        }
        Ok(())
    }
}

/// A catalogue message with its variables: `msg!("game-started", white = text, moves = 3)`.
/// Values are `Text`s, words (`&str`, `String`: never read as markup), numbers, or
/// `Arg::key(..)` for a selector.
#[macro_export]
macro_rules! msg {
    ($id:expr) => {
        $crate::i18n::Text::msg($id)
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::Text::message(
            $id,
            vec![$((stringify!($name).to_string(), $crate::i18n::Arg::from($value))),+],
        )
    };
}

/// "in 3 days", "5 min ago": rounded to the nearest unit, so that a deadline 3 days less a
/// second away reads "in 3 days" (not "in 2 days").
pub fn relative_time(delta_secs: i64, lang: Lang) -> String {
    let abs = delta_secs.unsigned_abs();
    let round = |unit: u64| (abs + unit / 2) / unit;
    let (n, unit) = if abs < 90 {
        (abs, "s")
    } else if abs < 90 * 60 {
        (round(60), "min")
    } else if abs < 36 * 3600 {
        (round(3600), "h")
    } else {
        (round(86_400), "days")
    };
    let when = if delta_secs >= 0 { "future" } else { "past" };
    msg!(
        "console-relative-time",
        n = n,
        unit = Arg::key(unit),
        when = Arg::key(when)
    )
    .words(lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_join_with_breaks() {
        let t = Text::lines([Text::from("a"), Text::new().strong("b")]);
        assert_eq!(t.to_string(), "a\nb");
        assert!(Text::new().is_empty() && !t.is_empty());
    }

    #[test]
    fn messages_read_their_markup_and_fill_their_variables_with_spans() {
        let who = Text::new().player(Some(UserId(7)), "Ann `*");
        let t = crate::msg!("console-only-you", text = who.clone()).localize(Lang::En);
        assert_eq!(
            t.spans,
            vec![
                Span::Plain("(only you) ".into()),
                Span::Player {
                    id: Some(UserId(7)),
                    name: "Ann `*".into()
                },
            ]
        );
        assert_eq!(
            crate::msg!("console-only-you", text = who).mentioned(),
            vec![UserId(7)]
        );
        // A variable inside code is part of the code; user text is never read as markup.
        let t = crate::msg!("console-welcome", user = "**bo**").localize(Lang::En);
        assert_eq!(t.spans[1], Span::Code("**bo**".into()));
        assert_eq!(t.spans[3], Span::Code("/as NAME".into()));
        // Plurals by number, selectors by key.
        let time = |n: u32, when: &str| {
            crate::msg!(
                "console-relative-time",
                n = n,
                unit = Arg::key("days"),
                when = Arg::key(when)
            )
            .to_string()
        };
        assert_eq!(time(1, "future"), "in 1 day");
        assert_eq!(time(3, "past"), "3 days ago");
        assert_eq!(Text::msg("no-such-message").to_string(), "no-such-message");
    }

    #[test]
    fn a_sentence_message_starts_with_a_capital_whatever_clause_it_is_given() {
        for lang in Lang::ALL {
            let clause = crate::msg!("illegal-cannot-castle");
            let alone = clause.words(lang);
            let sentence = crate::msg!("illegal-sentence", reason = clause).words(lang);
            let first = sentence.chars().next().unwrap_or(' ');
            assert!(first.is_uppercase(), "{lang}: {sentence}");
            assert!(
                alone.chars().next().is_some_and(char::is_lowercase),
                "{lang}: {alone}"
            );
            assert_eq!(
                sentence.to_lowercase(),
                format!("{}.", alone.to_lowercase())
            );
        }
        // A player's name keeps its own case.
        let who = Text::new().player(None, "bob");
        let t = crate::msg!("illegal-sentence", reason = who).localize(Lang::En);
        assert_eq!(t.to_string(), "bob.");
    }
}
