//! What comes in: commands, typed or read from text.
//!
//! - `table`: every command declared once: names, where Discord offers it, its options and
//!   their types, how its words read as text; `build` makes a `Command` from typed options.
//! - `command`: the typed commands and their context (who, where).
//! - `text_command`: a line of text (the console, prefix commands) read as a command.
//! - `options`: game options (time, variant, colour, rated, setup) read and checked.
//! - `actions`: `/puzzle` and `/learn` made from their typed parts.

pub mod actions;
pub mod command;
pub mod options;
pub mod table;
pub mod text_command;
