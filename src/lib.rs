pub mod cli;
pub mod game;
pub mod rules;
