//! A new tournament's settings from the options of `/tournament create` (`kind:swiss rounds:5
//! time:10+5 start:15m`), typed as the command table declares them, checked, with what to
//! type instead when they are wrong.

use crate::game::commands::command::TournamentSpec;
use crate::game::commands::options::NewGameArgs;
use crate::game::error::GameError;
use crate::game::replies::text::Text;
use crate::msg;
use crate::tournament::Kind;

/// The most rounds of a Swiss, minutes of an arena, and minutes before a start.
pub const MAX_ROUNDS: u32 = 30;
pub const MAX_ARENA_MINUTES: u32 = 24 * 60;
pub const MAX_START_MINUTES: u32 = 14 * 24 * 60;
/// The most characters of a tournament's name (Discord's option box says the same).
pub const MAX_NAME_CHARS: usize = 60;

/// The kinds of tournament, as `kind:` names them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum KindName {
    Arena,
    Swiss,
    RoundRobin,
}

impl KindName {
    /// A kind typed as a word (`arena`, `swiss`, `roundrobin`; `round-robin`, `rr` too), or
    /// the refusal naming the kinds.
    pub fn read(text: &str) -> Result<KindName, GameError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "arena" => Ok(KindName::Arena),
            "swiss" => Ok(KindName::Swiss),
            "roundrobin" | "round-robin" | "rr" | "allplayall" => Ok(KindName::RoundRobin),
            _ => Err(refusal("tournament-choose-kind")),
        }
    }
}

/// The options of `/tournament create` besides the games' own, as given (each may be left
/// out).
#[derive(Clone, Debug, Default)]
pub struct SpecOptions {
    pub kind: Option<KindName>,
    pub rounds: Option<u32>,
    pub minutes: Option<u32>,
    pub double: Option<bool>,
    pub berserk: Option<bool>,
    /// `now`, `15m`, `2h`, `1d` (`parse_start`).
    pub start: Option<String>,
    pub name: Option<String>,
    /// `1200-1600` (`parse_band`).
    pub band: Option<String>,
}

/// A refusal saying what to type: the catalogue message `id`.
fn refusal(id: &str) -> GameError {
    GameError::BadOption(Text::msg(id))
}

/// `now`, `15m`, `2h`, `1d`, or plain minutes: minutes from now.
pub fn parse_start(text: &str) -> Result<u32, GameError> {
    let t = text.trim().to_ascii_lowercase();
    let bad = || refusal("tournament-start-option");
    if t == "now" || t == "0" {
        return Ok(0);
    }
    let (digits, unit) = match t.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        Some((i, _)) => t.split_at(i),
        None => (t.as_str(), "m"),
    };
    let n: u32 = digits.parse().map_err(|_| bad())?;
    let minutes = match unit.trim() {
        "m" | "min" | "mins" | "minutes" => Some(n),
        "h" | "hour" | "hours" => n.checked_mul(60),
        "d" | "day" | "days" => n.checked_mul(24 * 60),
        _ => None,
    }
    .ok_or_else(bad)?;
    if minutes > MAX_START_MINUTES {
        return Err(bad());
    }
    Ok(minutes)
}

/// `1200-1600`: the lowest and highest rating allowed.
pub fn parse_band(text: &str) -> Result<(u32, u32), GameError> {
    let bad = || refusal("tournament-band-option");
    let (lo, hi) = text.split_once('-').ok_or_else(bad)?;
    let lo: u32 = lo.trim().parse().map_err(|_| bad())?;
    let hi: u32 = hi.trim().parse().map_err(|_| bad())?;
    if lo > hi || hi > 4000 {
        return Err(bad());
    }
    Ok((lo, hi))
}

impl TournamentSpec {
    /// A spec from its options and the games' options; every refusal says what to type.
    pub fn new(options: &SpecOptions, args: NewGameArgs) -> Result<TournamentSpec, GameError> {
        if args.color.is_some() {
            return Err(refusal("tournament-no-color"));
        }
        let kind = match options.kind {
            Some(KindName::Arena) => {
                if options.rounds.is_some() || options.double.is_some() {
                    return Err(refusal("tournament-arena-no-rounds"));
                }
                let minutes = options.minutes.unwrap_or(30);
                if !(5..=MAX_ARENA_MINUTES).contains(&minutes) {
                    return Err(refusal("tournament-arena-length"));
                }
                Kind::Arena {
                    minutes,
                    berserk: options.berserk.unwrap_or(true),
                }
            }
            Some(KindName::Swiss) => {
                if options.minutes.is_some()
                    || options.double.is_some()
                    || options.berserk.is_some()
                {
                    return Err(refusal("tournament-swiss-no-minutes"));
                }
                let rounds = options.rounds.unwrap_or(5);
                if !(1..=MAX_ROUNDS).contains(&rounds) {
                    return Err(GameError::BadOption(msg!(
                        "tournament-swiss-rounds",
                        most = MAX_ROUNDS
                    )));
                }
                Kind::Swiss { rounds }
            }
            Some(KindName::RoundRobin) => {
                if options.minutes.is_some()
                    || options.rounds.is_some()
                    || options.berserk.is_some()
                {
                    return Err(refusal("tournament-round-robin-options"));
                }
                Kind::RoundRobin {
                    double: options.double.unwrap_or(false),
                }
            }
            None => return Err(refusal("tournament-choose-kind")),
        };
        let start_in_minutes = match options.start.as_deref() {
            Some(s) => parse_start(s)?,
            None => 10,
        };
        // A name given blank is refused, like an empty `setup:`, not taken for the default.
        if options.name.as_deref().is_some_and(|n| n.trim().is_empty()) {
            return Err(refusal("tournament-name-empty"));
        }
        let name = options
            .name
            .as_deref()
            .map(|n| {
                n.trim()
                    .chars()
                    .filter(|c| !c.is_control())
                    .collect::<String>()
            })
            .filter(|n| !n.is_empty());
        // A name too long is refused, never cut: the organiser chooses the shorter one.
        if let Some(length) = name.as_ref().map(|n| n.chars().count()) {
            if length > MAX_NAME_CHARS {
                return Err(GameError::BadOption(msg!(
                    "tournament-name-too-long",
                    length = length,
                    max = MAX_NAME_CHARS
                )));
            }
        }
        let band = options.band.as_deref().map(parse_band).transpose()?;
        Ok(TournamentSpec {
            kind,
            args,
            start_in_minutes,
            name,
            band,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(kind: KindName) -> SpecOptions {
        SpecOptions {
            kind: Some(kind),
            ..SpecOptions::default()
        }
    }

    #[test]
    fn kinds_and_their_lengths() {
        let swiss = TournamentSpec::new(
            &SpecOptions {
                rounds: Some(3),
                start: Some("now".into()),
                ..of(KindName::Swiss)
            },
            NewGameArgs::default(),
        );
        assert_eq!(
            swiss.map(|s| (s.kind, s.start_in_minutes)).ok(),
            Some((Kind::Swiss { rounds: 3 }, 0))
        );
        let arena = TournamentSpec::new(&of(KindName::Arena), NewGameArgs::default());
        assert_eq!(
            arena.map(|s| s.kind).ok(),
            Some(Kind::Arena {
                minutes: 30,
                berserk: true
            })
        );
        let rr = TournamentSpec::new(
            &SpecOptions {
                double: Some(true),
                ..of(KindName::RoundRobin)
            },
            NewGameArgs::default(),
        );
        assert_eq!(
            rr.map(|s| s.kind).ok(),
            Some(Kind::RoundRobin { double: true })
        );
        assert_eq!(
            KindName::read("Round-Robin").ok(),
            Some(KindName::RoundRobin)
        );
        assert!(KindName::read("knockout").is_err());
    }

    #[test]
    fn wrong_options_are_refused() {
        for w in [
            SpecOptions::default(),
            SpecOptions {
                rounds: Some(0),
                ..of(KindName::Swiss)
            },
            SpecOptions {
                rounds: Some(5),
                ..of(KindName::Arena)
            },
            SpecOptions {
                minutes: Some(2),
                ..of(KindName::Arena)
            },
            SpecOptions {
                minutes: Some(20),
                ..of(KindName::Swiss)
            },
            SpecOptions {
                start: Some("yesterday".into()),
                ..of(KindName::Swiss)
            },
            SpecOptions {
                band: Some("1600-1200".into()),
                ..of(KindName::Swiss)
            },
        ] {
            assert!(
                TournamentSpec::new(&w, NewGameArgs::default()).is_err(),
                "{w:?}"
            );
        }
        assert_eq!(parse_start("2h").ok(), Some(120));
        assert_eq!(parse_start("1d").ok(), Some(1440));
        assert_eq!(parse_start("45").ok(), Some(45));
        assert_eq!(parse_band("1200-1600").ok(), Some((1200, 1600)));
    }

    /// A name of up to 60 characters is kept whole (Cyrillic counts by characters, not
    /// bytes); a longer one is refused with the limit and its length, never cut.
    #[test]
    fn a_name_too_long_is_refused_with_the_limit() {
        let named = |name: &str| {
            TournamentSpec::new(
                &SpecOptions {
                    name: Some(name.into()),
                    ..of(KindName::Arena)
                },
                NewGameArgs::default(),
            )
        };
        let longest = "Зимний турнир ".repeat(5) + "Касталия!";
        assert_eq!(longest.chars().count(), MAX_NAME_CHARS + 19);
        let fits: String = longest.chars().take(MAX_NAME_CHARS).collect();
        assert_eq!(
            named(&fits).ok().and_then(|s| s.name),
            Some(fits.trim().to_string())
        );
        let refusal = match named(&longest) {
            Err(e) => e.text().words(crate::i18n::Lang::En),
            Ok(spec) => panic!("accepted {:?}", spec.name),
        };
        assert!(refusal.contains("at most 60 characters"), "{refusal}");
        assert!(refusal.contains("79"), "{refusal}");
    }

    #[test]
    fn a_blank_name_is_refused_not_taken_for_the_default() {
        for blank in ["", "   "] {
            let spec = TournamentSpec::new(
                &SpecOptions {
                    name: Some(blank.into()),
                    ..of(KindName::Arena)
                },
                NewGameArgs::default(),
            );
            let Err(GameError::BadOption(text)) = spec else {
                panic!("{blank:?}: {spec:?}");
            };
            assert!(text.to_string().contains("needs a value"), "{text}");
        }
        let named = TournamentSpec::new(
            &SpecOptions {
                name: Some("Winter".into()),
                ..of(KindName::Arena)
            },
            NewGameArgs::default(),
        );
        assert_eq!(named.ok().and_then(|s| s.name).as_deref(), Some("Winter"));
    }
}
