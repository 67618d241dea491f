//! Reading the options of a new game as players type them: rule set, setup (a name or a FEN),
//! colour and time control.

use crate::game::error::GameError;
use crate::game::model::{ColorChoice, GameOptions, TimeControl};
use crate::msg;
use crate::rules::{Position, Setup, Variant};

/// The start position asked for: a named setup, or a FEN (checked against the rule set when
/// the options are resolved).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupChoice {
    Named(Setup),
    Fen(String),
}

/// The options as given, already parsed by the front end (each may be left out).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NewGameArgs {
    pub variant: Option<Variant>,
    pub setup: Option<SetupChoice>,
    pub color: Option<ColorChoice>,
    pub time: Option<TimeControl>,
    pub rated: Option<bool>,
}

/// Turns the options into checked game options (the setup must suit the rule set, a FEN must
/// be legal under it, and the game must not be over before it starts). A game without a time
/// control asked for gets `default_time`; it is rated by default between people with a clock
/// (`between_people`), casual otherwise. Asking for a rated game with no clock is refused
/// (a game without a clock is always casual, see `GameOptions::is_rated`).
pub fn resolve(
    args: &NewGameArgs,
    default_variant: Variant,
    default_time: TimeControl,
    between_people: bool,
) -> Result<GameOptions, GameError> {
    let variant = args.variant.unwrap_or(default_variant);
    let start = match &args.setup {
        None => Position::start(variant),
        Some(SetupChoice::Named(setup)) => {
            if *setup == Setup::Castalia && !variant.has_castalia() {
                return Err(GameError::BadOption(msg!("error-standard-has-no-castalia")));
            }
            Position::new(variant, *setup)
        }
        Some(SetupChoice::Fen(fen)) => Position::from_fen(fen, variant).map_err(|e| {
            GameError::BadOption(msg!(
                "error-bad-fen",
                reason = crate::explain::fen_error_text(&e)
            ))
        })?,
    };
    if start.outcome().is_some() {
        return Err(GameError::BadOption(msg!("error-position-over")));
    }
    let time = args.time.unwrap_or(default_time);
    if between_people && args.rated == Some(true) && time == TimeControl::Unlimited {
        return Err(GameError::BadOption(msg!("error-rated-without-clock")));
    }
    Ok(GameOptions {
        variant,
        start_fen: start.fen(),
        color: args.color.unwrap_or_default(),
        time,
        rated: args
            .rated
            .unwrap_or(between_people && time != TimeControl::Unlimited),
    })
}

/// A choice typed in the player's language read as its English value (`blanc` → `white`;
/// anything else as typed).
fn english(kind: &str, text: &str) -> String {
    let text = text.trim();
    crate::i18n::english_choice(kind, text).map_or_else(|| text.to_string(), str::to_string)
}

/// A rule set by name (`castalia`, `castalia-weak`, `standard`, or its name in a language of
/// the catalogues).
pub fn parse_variant(text: &str) -> Result<Variant, GameError> {
    let text = text.trim();
    english("rules", text)
        .parse::<Variant>()
        .map_err(|_| GameError::BadOption(msg!("error-unknown-rules", rules = text)))
}

/// `castalia`, `classic`, or a FEN (anything with a `/`). An empty `setup:` is refused: it
/// is never taken silently for the standard start.
pub fn parse_setup(text: &str) -> Result<SetupChoice, GameError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(GameError::BadOption(msg!("error-setup-empty")));
    }
    match english("setup", text).parse::<Setup>() {
        Ok(setup) => Ok(SetupChoice::Named(setup)),
        Err(_) if text.contains('/') => Ok(SetupChoice::Fen(text.to_string())),
        Err(_) => Err(GameError::BadOption(msg!(
            "error-unknown-setup",
            setup = text
        ))),
    }
}

/// `white`, `black`, `random` (or their words in a language of the catalogues).
pub fn parse_color(text: &str) -> Result<ColorChoice, GameError> {
    match english("color", text).to_ascii_lowercase().as_str() {
        "white" | "w" => Ok(ColorChoice::White),
        "black" | "b" => Ok(ColorChoice::Black),
        "random" | "any" | "r" | "" => Ok(ColorChoice::Random),
        _ => Err(GameError::BadOption(msg!(
            "error-unknown-color",
            color = text.trim()
        ))),
    }
}

/// `none`, `3d` / `3 days` (correspondence), `10+5` / `10|5` (minutes + seconds increment).
pub fn parse_time(text: &str) -> Result<TimeControl, GameError> {
    let t = english("time", text).to_ascii_lowercase();
    let bad = || GameError::BadOption(msg!("error-unknown-time", time = text.trim()));
    if matches!(t.as_str(), "" | "none" | "unlimited" | "-" | "no") {
        return Ok(TimeControl::Unlimited);
    }
    let days = t
        .strip_suffix("days")
        .or_else(|| t.strip_suffix("day"))
        .or_else(|| t.strip_suffix('d'));
    if let Some(d) = days {
        let days: u32 = d.trim().parse().map_err(|_| bad())?;
        if !(1..=14).contains(&days) {
            return Err(bad());
        }
        return Ok(TimeControl::Correspondence {
            days_per_move: days,
        });
    }
    let (minutes, increment) = t.split_once(['+', '|']).ok_or_else(bad)?;
    let minutes: f64 = minutes.trim().parse().map_err(|_| bad())?;
    let increment: u32 = increment.trim().parse().map_err(|_| bad())?;
    if !(0.25..=180.0).contains(&minutes) || increment > 60 {
        return Err(bad());
    }
    Ok(TimeControl::Clock {
        initial_secs: (minutes * 60.0).round() as u32,
        increment_secs: increment,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls() {
        assert_eq!(parse_time("none").unwrap(), TimeControl::Unlimited);
        assert_eq!(
            parse_time("10+5").unwrap(),
            TimeControl::Clock {
                initial_secs: 600,
                increment_secs: 5
            }
        );
        assert_eq!(
            parse_time("3 days").unwrap(),
            TimeControl::Correspondence { days_per_move: 3 }
        );
        assert!(parse_time("99d").is_err());
        assert!(parse_time("fast").is_err());
    }

    #[test]
    fn setups_and_fens() {
        let args = NewGameArgs {
            setup: Some(parse_setup("classic").unwrap()),
            ..Default::default()
        };
        let o = resolve(&args, Variant::Castalia, TimeControl::Unlimited, true).unwrap();
        assert_eq!(o.start_fen, Setup::Classic.fen());
        let bad = NewGameArgs {
            setup: Some(parse_setup("8/8/8/8/8/8/8/8 w - - 0 1").unwrap()),
            ..Default::default()
        };
        assert!(
            resolve(&bad, Variant::Castalia, TimeControl::Unlimited, true)
                .unwrap_err()
                .to_string()
                .contains("white has no king")
        );
        let std_castalia = NewGameArgs {
            variant: Some(parse_variant("standard").unwrap()),
            setup: Some(parse_setup("castalia").unwrap()),
            ..Default::default()
        };
        assert!(resolve(
            &std_castalia,
            Variant::Castalia,
            TimeControl::Unlimited,
            true
        )
        .is_err());
    }
}
