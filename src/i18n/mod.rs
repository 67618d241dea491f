//! The languages the bot speaks, and its words: message catalogues in Project Fluent's format,
//! one file per language under `assets/i18n/` (English, `en.ftl`, is the reference), embedded
//! in the binary. Like `rules`, this is a pure foundation (no I/O, no async) that every layer may
//! use: the service says *which* message to show (`Text::msg`), and each front end renders it in
//! the reader's language at the edge (`Text::localize`).
//!
//! Conventions in the catalogues:
//! - `` `...` `` marks something to type (a command), shown as code;
//! - `**...**` marks words to stand out;
//! - a message's variables are its placeables (a player, a move, a number). Moves stay in SAN
//!   with English piece letters in every language (as lichess does by default); pieces named in
//!   sentences are words of the language (`piece-*` messages).
//!
//! - `lang`: `Lang`, a language the bot speaks (its code, its own name, Discord's locales for
//!   it) and `Lang::choose`, which of a player's choice, their Discord language and their
//!   server's a reply is in.
//! - `catalogue`: the six Fluent files, embedded and parsed once; `tr`, `tr_args`,
//!   `attribute` and `has_message` look a message up (a message missing from a language falls
//!   back to English).
//! - `text`: the neutral text model (`Text` of `Span`s, catalogue messages with their `Arg`s),
//!   localised at the edge by `Text::localize`; `Text::words_at` and `relative_time` say a
//!   moment relative to now ("in 5 min") for readers without Discord's timestamps (the
//!   console, the web board).
//! - `commands`: command, option and choice names in every language, read back to English
//!   (`/zug e4` is `/move e4`; `couleur:blanc` is `color:white`).
//! - `check`: each language's catalogue checked against English (the same messages,
//!   attributes and variables, nothing empty, balanced markup, plural forms); the test
//!   `check::tests::every_language_is_complete` runs it; `check::shapes` (each message's
//!   attributes and variables) also picks the web page's own words (`web::json`).

mod catalogue;
pub mod check;
mod commands;
mod lang;
pub mod text;

pub use catalogue::{attribute, has_message, tr, tr_args, Catalogue};
pub use commands::{
    choice_list, choice_message, choice_name, choice_values, english_choice, english_command,
    english_option,
};
pub use lang::{Lang, UnknownLang};
pub use text::{relative_time, Arg, Span, Text, UserId};
