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
pub use text::{Arg, Span, Text, UserId};
