//! The neutral text model of replies: a sequence of spans (plain words, emphasis, a command to
//! type, a player, a moment in time). The service says *what* to show; each front end decides
//! *how* (`discord::format` turns it into Discord markdown, `console::display` into terminal
//! text). Nothing here knows any markup.

use crate::game::model::UserId;
use std::fmt;

/// One piece of a text.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
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
}

/// A text made of spans.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Text {
    pub spans: Vec<Span>,
}

impl Text {
    pub fn new() -> Text {
        Text::default()
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
            Span::Player { .. } | Span::Time(_) => false,
        })
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

    /// A text from a template in which `` `...` `` marks commands to type, for the fixed
    /// sentences written in this crate (never for user text, which goes in its own span).
    pub fn template(s: &str) -> Text {
        let mut out = Text::new();
        for (i, part) in s.split('`').enumerate() {
            if part.is_empty() {
                continue;
            }
            out = if i % 2 == 1 {
                out.code(part)
            } else {
                out.plain(part)
            };
        }
        out
    }

    /// Whether the words shown contain `needle` (for tests and logs).
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

/// The words without any styling; times as UTC timestamps in seconds (`@1700000000`).
/// Front ends render spans themselves; this is for logs and tests.
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for span in &self.spans {
            match span {
                Span::Plain(t) | Span::Strong(t) | Span::Code(t) => f.write_str(t)?,
                Span::Player { name, .. } => f.write_str(name)?,
                Span::Time(ms) => write!(f, "@{}", ms.div_euclid(1000))?,
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn templates_mark_commands() {
        let t = Text::template("Type `/accept` or `/decline`.");
        assert_eq!(
            t.spans,
            vec![
                Span::Plain("Type ".into()),
                Span::Code("/accept".into()),
                Span::Plain(" or ".into()),
                Span::Code("/decline".into()),
                Span::Plain(".".into()),
            ]
        );
        assert_eq!(t.to_string(), "Type /accept or /decline.");
    }

    #[test]
    fn lines_join_with_breaks() {
        let t = Text::lines([Text::from("a"), Text::new().strong("b")]);
        assert_eq!(t.to_string(), "a\nb");
        assert!(Text::new().is_empty() && !t.is_empty());
    }
}
