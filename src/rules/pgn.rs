//! PGN writing and reading, with the tags `Variant` (`Castalia` / `Castalia Weak`), `SetUp` and
//! `FEN` (for any start other than the orthodox array), `Result` and `Termination` (the PGN
//! standard's values: `normal`, `time forfeit`, `abandoned`, `unterminated` for a game going on),
//! and comments that cannot end early (`comment`).

use super::fen::FenError;
use super::outcome::{GameRecord, Outcome};
use super::parse::MoveParseError;
use super::position::Position;
use super::variant::{Setup, Variant};

/// Longest PGN text accepted.
pub const MAX_PGN_LEN: usize = 200_000;

/// A game read from PGN.
#[derive(Clone, Debug)]
pub struct PgnGame {
    /// Tags in the order read.
    pub tags: Vec<(String, String)>,
    pub record: GameRecord,
    /// The `Result` tag or movetext result: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
}

impl PgnGame {
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PgnError {
    #[error("the PGN is too long ({0} bytes; at most {MAX_PGN_LEN})")]
    TooLong(usize),
    #[error("the PGN has no game in it")]
    Empty,
    #[error("tag line {0} is malformed: write tags like [White \"alice\"]")]
    BadTag(usize),
    #[error("unknown variant `{0}`: use Castalia, Castalia Weak or Standard")]
    BadVariant(String),
    #[error("the FEN tag is invalid: {0}")]
    BadFen(FenError),
    #[error("move {number} `{text}`: {error}")]
    BadMove {
        number: String,
        text: String,
        error: MoveParseError,
    },
    #[error("unclosed {0} in the movetext")]
    Unclosed(&'static str),
}

/// Tags a writer may add besides the ones derived from the game.
#[derive(Clone, Debug, Default)]
pub struct PgnHeaders {
    pub event: Option<String>,
    pub site: Option<String>,
    /// `YYYY.MM.DD` (`????.??.??` when not given).
    pub date: Option<String>,
    pub white: Option<String>,
    pub black: Option<String>,
    /// More tags (`TimeControl`, `Annotator`, or every tag of a game read from PGN). One named
    /// like a tag the writer derives (`Result`, `Termination`, `Event`...) replaces it where it
    /// stands; `Variant`, `SetUp` and `FEN` always come from the record's start.
    pub extra: Vec<(String, String)>,
}

/// The four PGN results.
const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// A tag value as PGN writes it: `\` and `"` escaped, control characters (which no tag line may
/// hold) made spaces.
fn escape(value: &str) -> String {
    value
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect::<String>()
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
}

/// `text` as one PGN comment, `{ text }`: braces taken out (a `}` would end the comment early
/// and the rest would be read as moves) and white space made single spaces.
pub fn comment(text: &str) -> String {
    let words: Vec<&str> = text
        .split(|c: char| c == '{' || c == '}' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .collect();
    format!("{{ {} }}", words.join(" "))
}

/// Writes a game as PGN: the Seven Tag Roster, then `Variant`, `SetUp` and `FEN` where needed,
/// `Termination`, and `headers.extra`. `outcome` gives `Result` and `Termination` (`*` and
/// `unterminated` while the game goes on) unless `headers.extra` names them.
pub fn write_pgn(record: &GameRecord, outcome: Option<&Outcome>, headers: &PgnHeaders) -> String {
    let tags = pgn_tags(record, outcome, headers);
    let result = tags
        .iter()
        .find(|(k, _)| k == "Result")
        .map_or("*", |(_, v)| v.as_str());
    let mut out = tag_lines(&tags);
    let movetext = format!("{} {result}", record.movetext());
    wrap_movetext(movetext.split_whitespace(), &mut out);
    out
}

/// The tag section of a PGN, with the blank line that ends it.
pub fn tag_lines(tags: &[(String, String)]) -> String {
    let mut out = String::new();
    for (k, v) in tags {
        out.push_str(&format!("[{k} \"{}\"]\n", escape(v)));
    }
    out.push('\n');
    out
}

/// The tags `write_pgn` writes, in order (`Result` is always one of `1-0`, `0-1`, `1/2-1/2`,
/// `*`: a value other than those in `headers.extra` is not taken).
pub fn pgn_tags(
    record: &GameRecord,
    outcome: Option<&Outcome>,
    headers: &PgnHeaders,
) -> Vec<(String, String)> {
    let start = record.start();
    let variant = start.variant();
    let result = outcome.map_or("*", Outcome::result);
    let mut tags: Vec<(String, String)> = vec![
        (
            "Event".into(),
            headers
                .event
                .clone()
                .unwrap_or_else(|| "Casual game".into()),
        ),
        (
            "Site".into(),
            headers.site.clone().unwrap_or_else(|| "?".into()),
        ),
        (
            "Date".into(),
            headers.date.clone().unwrap_or_else(|| "????.??.??".into()),
        ),
        ("Round".into(), "-".into()),
        (
            "White".into(),
            headers.white.clone().unwrap_or_else(|| "?".into()),
        ),
        (
            "Black".into(),
            headers.black.clone().unwrap_or_else(|| "?".into()),
        ),
        ("Result".into(), result.into()),
    ];
    if variant != Variant::Standard {
        tags.push(("Variant".into(), variant.pgn_name().into()));
    }
    let fen = start.fen();
    if fen != Setup::Classic.fen() {
        tags.push(("SetUp".into(), "1".into()));
        tags.push(("FEN".into(), fen));
    }
    if let Some(o) = outcome {
        tags.push(("Termination".into(), o.termination().into()));
    }
    for (k, v) in &headers.extra {
        let derived_from_start = ["Variant", "SetUp", "FEN"]
            .iter()
            .any(|d| d.eq_ignore_ascii_case(k));
        if derived_from_start
            || (k.eq_ignore_ascii_case("Result") && !RESULTS.contains(&v.as_str()))
        {
            continue;
        }
        match tags.iter_mut().find(|(t, _)| t.eq_ignore_ascii_case(k)) {
            Some(tag) => tag.1 = v.clone(),
            None => tags.push((k.clone(), v.clone())),
        }
    }
    let going_on = tags.iter().any(|(k, v)| k == "Result" && v == "*");
    if going_on
        && !tags
            .iter()
            .any(|(k, _)| k.eq_ignore_ascii_case("Termination"))
    {
        tags.push(("Termination".into(), "unterminated".into()));
    }
    tags
}

/// Appends PGN movetext to `out` wrapped at 80 columns (a word, such as a `{ comment }`, is
/// never split), with a final newline.
pub fn wrap_movetext<'a>(words: impl IntoIterator<Item = &'a str>, out: &mut String) {
    let mut line_len = 0;
    for word in words {
        if line_len > 0 && line_len + 1 + word.len() > 80 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(word);
        line_len += word.len();
    }
    out.push('\n');
}

/// Reads the first game of a PGN text.
pub fn read_pgn(text: &str) -> Result<PgnGame, PgnError> {
    if text.len() > MAX_PGN_LEN {
        return Err(PgnError::TooLong(text.len()));
    }
    let mut tags = Vec::new();
    let mut movetext = String::new();
    let mut in_movetext = false;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if !in_movetext && trimmed.starts_with('[') {
            tags.push(parse_tag(trimmed).ok_or(PgnError::BadTag(i + 1))?);
        } else if (!in_movetext && (trimmed.is_empty() || trimmed.starts_with(';')))
            || trimmed.starts_with('%')
        {
            continue;
        } else {
            if in_movetext && trimmed.starts_with('[') && !movetext.trim().is_empty() {
                break; // the next game starts
            }
            in_movetext = true;
            movetext.push_str(line);
            movetext.push('\n');
        }
    }
    if tags.is_empty() && movetext.trim().is_empty() {
        return Err(PgnError::Empty);
    }
    let tag = |name: &str| {
        tags.iter()
            .find(|(k, _): &&(String, String)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.clone())
    };
    let variant = match tag("Variant") {
        None => Variant::Standard,
        Some(v) => match v.trim().to_ascii_lowercase().as_str() {
            "" | "standard" | "chess" => Variant::Standard,
            _ => v.parse().map_err(|_| PgnError::BadVariant(v.clone()))?,
        },
    };
    let start = match tag("FEN") {
        Some(fen) => Position::from_fen(&fen, variant).map_err(PgnError::BadFen)?,
        None => Position::new(variant, Setup::Classic),
    };
    let mut record = GameRecord::new(start);
    let mut result = tag("Result").unwrap_or_else(|| "*".into());
    for token in movetext_tokens(&movetext)? {
        if matches!(token.as_str(), "1-0" | "0-1" | "1/2-1/2" | "*") {
            result = token;
            break;
        }
        let pos = record.position();
        let number = format!(
            "{}{}",
            pos.fullmove_number(),
            if pos.side_to_move() == super::types::Color::White {
                "."
            } else {
                "..."
            }
        );
        record
            .push_text(&token)
            .map_err(|error| PgnError::BadMove {
                number,
                text: token.clone(),
                error,
            })?;
    }
    Ok(PgnGame {
        tags,
        record,
        result,
    })
}

fn parse_tag(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.trim_end().strip_suffix(']')?;
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    let rest = rest.trim();
    let body = rest.strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            value.push(chars.next()?);
        } else {
            value.push(c);
        }
    }
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    Some((name.to_string(), value))
}

/// The move and result tokens of a movetext: comments, variations, NAGs and numbers removed.
fn movetext_tokens(text: &str) -> Result<Vec<String>, PgnError> {
    let mut tokens = Vec::new();
    let mut depth = 0usize;
    let mut chars = text.chars().peekable();
    let mut word = String::new();
    let flush = |word: &mut String, tokens: &mut Vec<String>| {
        if !word.is_empty() {
            tokens.push(std::mem::take(word));
        }
    };
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                flush(&mut word, &mut tokens);
                let mut closed = false;
                for d in chars.by_ref() {
                    if d == '}' {
                        closed = true;
                        break;
                    }
                }
                if !closed {
                    return Err(PgnError::Unclosed("comment {"));
                }
            }
            ';' => {
                flush(&mut word, &mut tokens);
                for d in chars.by_ref() {
                    if d == '\n' {
                        break;
                    }
                }
            }
            '(' => {
                flush(&mut word, &mut tokens);
                depth += 1;
            }
            ')' => {
                flush(&mut word, &mut tokens);
                depth = depth.saturating_sub(1);
            }
            c if c.is_whitespace() => flush(&mut word, &mut tokens),
            c => {
                if depth == 0 {
                    word.push(c);
                }
            }
        }
    }
    flush(&mut word, &mut tokens);
    if depth > 0 {
        return Err(PgnError::Unclosed("variation ("));
    }
    Ok(tokens
        .into_iter()
        .filter(|t| !t.starts_with('$'))
        .filter_map(|t| {
            // Strip a leading move number such as `12.` or `12...` (possibly glued to the move).
            let stripped = t.trim_start_matches(|c: char| c.is_ascii_digit());
            if stripped.len() < t.len() && stripped.starts_with('.') {
                let rest = stripped.trim_start_matches('.');
                (!rest.is_empty()).then(|| rest.to_string())
            } else {
                Some(t)
            }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn write_then_read_keeps_the_game() {
        let mut record = GameRecord::new(Position::start(Variant::Castalia));
        for m in ["e4", "e5", "c3", "c6", "Cc2", "Cc7"] {
            record.push_text(m).unwrap();
        }
        let text = write_pgn(
            &record,
            None,
            &PgnHeaders {
                white: Some("alice \"the brave\"".into()),
                ..Default::default()
            },
        );
        assert!(text.contains("[Variant \"Castalia\"]"));
        assert!(text.contains("[SetUp \"1\"]"));
        assert!(text.contains("1. e4 e5 2. c3 c6 3. Cc2 Cc7 *"));
        let game = read_pgn(&text).unwrap();
        assert_eq!(game.record.moves(), record.moves());
        assert_eq!(game.tag("White"), Some("alice \"the brave\""));
        assert_eq!(game.result, "*");
    }

    #[test]
    fn reads_comments_variations_and_numbers() {
        let text = "[Event \"x\"]\n\n1.e4 {best} e5 (1... c5 2. Nf3) 2. Nf3 $1 Nc6 1-0\n";
        let game = read_pgn(text).unwrap();
        assert_eq!(game.record.san_moves(), vec!["e4", "e5", "Nf3", "Nc6"]);
        assert_eq!(game.result, "1-0");
    }

    #[test]
    fn comment_lines_before_the_tags_are_skipped() {
        let game =
            read_pgn(&format!(
            "; exported by hand\n[Variant \"Castalia\"]\n[SetUp \"1\"]\n[FEN \"{}\"]\n\n1. c3 c6 2. Cc2 Cc7 *\n",
            Setup::Castalia.fen()
        ))
                .unwrap();
        assert_eq!(game.record.start().variant(), Variant::Castalia);
        assert_eq!(game.record.san_moves(), vec!["c3", "c6", "Cc2", "Cc7"]);
    }

    #[test]
    fn bad_move_is_reported_with_its_number() {
        let err = read_pgn("1. e4 e5 2. Ke3 Nc6").unwrap_err().to_string();
        assert!(err.starts_with("move 2. `Ke3`"), "{err}");
    }
}
