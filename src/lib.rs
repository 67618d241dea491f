pub mod cli;
pub mod engine;
pub mod game;
pub mod rules;
