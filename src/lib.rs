pub mod cli;
pub mod explain;
pub mod render;
pub mod rules;
