//! What comes in: commands, typed or read from text.
//!
//! - `command`: the typed commands and their context (who, where).
//! - `text_command`: a line of text (the console, prefix commands) read as a command.
//! - `options`: game options (time, variant, colour, rated, setup) read and checked.

pub mod command;
pub mod options;
pub mod text_command;
