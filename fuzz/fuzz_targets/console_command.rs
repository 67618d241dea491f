//! The console's command lines (`/challenge bob rules:castalia-weak time:10+5`): any line is
//! parsed or refused, and what a parsed line carries (game options, a move) is read as the
//! service would read it, without a panic.

#![no_main]

use castalia_bot::game::model::UserId;
use castalia_bot::game::options::resolve;
use castalia_bot::game::text_command::parse_text_command;
use castalia_bot::game::{Command, UserRef};
use castalia_bot::rules::{Position, Variant};
use libfuzzer_sys::fuzz_target;

/// Known players by name, and `<@123>` mentions, as the console and Discord resolve them.
fn resolve_user(name: &str) -> Option<UserRef> {
    let id = match name {
        "alice" => 1,
        "bob" => 2,
        _ => name
            .strip_prefix("<@")?
            .strip_suffix('>')?
            .trim_start_matches('!')
            .parse()
            .ok()?,
    };
    Some(UserRef {
        id: UserId(id),
        name: name.to_string(),
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(line) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(command) = parse_text_command(line, &resolve_user) else {
        return;
    };
    match command {
        Command::Challenge { args, .. } | Command::Play { args, .. } => {
            if let Ok(options) = resolve(&args, Variant::Castalia, false) {
                let start = options
                    .start_position()
                    .unwrap_or_else(|| panic!("resolved start FEN does not read: {options:?}"));
                assert_eq!(start.variant(), options.variant);
                assert!(
                    start.outcome().is_none(),
                    "a new game starts over: {options:?}"
                );
            }
        }
        Command::Move { text, .. } => {
            let start = Position::start(Variant::Castalia);
            if let Ok(mv) = start.parse_move(&text) {
                assert!(start.legal_moves().contains(&mv));
            }
        }
        _ => {}
    }
});
