//! The game service (no Discord, no process): games, clocks, puzzles, reviews, limits, faults, the store contract on sled and PostgreSQL, the console driven in-process.

mod bot_queue;
mod console_commands;
mod costs;
mod course;
mod daily_puzzle;
mod explain;
mod full_disk;
mod game_service;
mod game_threads;
mod lifecycle;
mod move_announcements;
mod move_choices;
mod pgn_standard;
mod puzzle_pictures;
mod puzzle_solving;
mod races;
mod reliability;
mod review;
mod server_boundaries;
mod store_contract;
mod store_lookups;
mod stored_records;
mod tournament_scale;
mod tournaments;
