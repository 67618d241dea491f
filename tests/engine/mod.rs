//! The engine and what is built on it without the service: search limits and tactics, explanations, reviews, verdicts, puzzles, board pictures.

mod castalia_mates;
mod explain;
mod explain_why;
mod lessons;
mod limits;
mod pairing_bbp;
mod pairing_rules;
mod pairing_trf_and_random;
mod puzzles;
mod render;
mod review;
mod tactics;
mod verdicts;
