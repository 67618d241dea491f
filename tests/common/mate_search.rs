//! The exact mate search (`castalia_bot::engine::exact`: every legal move, no pruning), for the
//! tests and `examples/castalia_tactics.rs`.
#![allow(unused_imports)]

pub use castalia_bot::engine::exact::{
    forces_mate, is_lost_for_mover, mate_distance, mating_keys, stops_mate_in_one,
};
