//! Reading the options of a new game as players type them: rule set, setup (a name or a FEN),
//! colour and time control.

use super::error::GameError;
use super::model::{ColorChoice, GameOptions, TimeControl};
use crate::rules::{Position, Setup, Variant};

/// The options as given (each may be left out).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NewGameArgs {
    pub variant: Option<String>,
    pub setup: Option<String>,
    pub color: Option<String>,
    pub time: Option<String>,
    pub rated: Option<bool>,
}

/// Turns typed options into checked game options.
pub fn resolve(
    args: &NewGameArgs,
    default_variant: Variant,
    rated_default: bool,
) -> Result<GameOptions, GameError> {
    let variant = match &args.variant {
        Some(v) => v
            .parse::<Variant>()
            .map_err(|e| GameError::BadOption(capitalize(&e.to_string())))?,
        None => default_variant,
    };
    let start = match args.setup.as_deref().map(str::trim) {
        None | Some("") => Position::start(variant),
        Some(text) => match text.parse::<Setup>() {
            Ok(setup) => {
                if setup == Setup::Castalia && !variant.has_castalia() {
                    return Err(GameError::BadOption(
                        "Standard chess has no Castalia: use `setup:classic`, or `rules:castalia`.".into(),
                    ));
                }
                Position::new(variant, setup)
            }
            Err(_) if text.contains('/') => Position::from_fen(text, variant).map_err(|e| {
                GameError::BadOption(format!(
                    "That FEN does not work: {e}. Give a legal FEN, or `setup:castalia` / `setup:classic`."
                ))
            })?,
            Err(e) => return Err(GameError::BadOption(capitalize(&e.to_string()))),
        },
    };
    if start.outcome().is_some() {
        return Err(GameError::BadOption(
            "That position is already over (mate, stalemate or a dead draw): choose another."
                .into(),
        ));
    }
    let color = match &args.color {
        Some(c) => parse_color(c)?,
        None => ColorChoice::Random,
    };
    let time = match &args.time {
        Some(t) => parse_time(t)?,
        None => TimeControl::Unlimited,
    };
    Ok(GameOptions {
        variant,
        start_fen: start.fen(),
        color,
        time,
        rated: args.rated.unwrap_or(rated_default),
    })
}

pub fn parse_color(text: &str) -> Result<ColorChoice, GameError> {
    match text.trim().to_ascii_lowercase().as_str() {
        "white" | "w" => Ok(ColorChoice::White),
        "black" | "b" => Ok(ColorChoice::Black),
        "random" | "any" | "r" | "" => Ok(ColorChoice::Random),
        other => Err(GameError::BadOption(format!(
            "`{other}` is not a colour: use white, black or random."
        ))),
    }
}

/// `none`, `3d` / `3 days` (correspondence), `10+5` / `10|5` (minutes + seconds increment).
pub fn parse_time(text: &str) -> Result<TimeControl, GameError> {
    let t = text.trim().to_ascii_lowercase();
    let bad = || {
        GameError::BadOption(format!(
            "`{}` is not a time control: use `none`, `10+5` (minutes + seconds per move, up to 180+60) or `3d` (1-14 days per move).",
            text.trim()
        ))
    };
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

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
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
            setup: Some("classic".into()),
            ..Default::default()
        };
        let o = resolve(&args, Variant::Castalia, true).unwrap();
        assert_eq!(o.start_fen, Setup::Classic.fen());
        let bad = NewGameArgs {
            setup: Some("8/8/8/8/8/8/8/8 w - - 0 1".into()),
            ..Default::default()
        };
        assert!(resolve(&bad, Variant::Castalia, true)
            .unwrap_err()
            .to_string()
            .contains("white has no king"));
        let std_castalia = NewGameArgs {
            variant: Some("standard".into()),
            setup: Some("castalia".into()),
            ..Default::default()
        };
        assert!(resolve(&std_castalia, Variant::Castalia, true).is_err());
    }
}
