//! The service's random choices (who plays White when colours are drawn), injected like the
//! clock so that tests can fix them.

use crate::sync::Recover;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Mutex;

/// A source of random choices.
pub trait Chance: Send + Sync {
    /// A fair coin: true or false with equal odds.
    fn coin(&self) -> bool;
}

/// The operating system's randomness (the real bot).
pub struct SystemChance;

impl Chance for SystemChance {
    fn coin(&self) -> bool {
        rand::thread_rng().gen_bool(0.5)
    }
}

/// A seeded generator: the same seed gives the same choices (tests).
pub struct SeededChance(Mutex<ChaCha8Rng>);

impl SeededChance {
    pub fn new(seed: u64) -> SeededChance {
        SeededChance(Mutex::new(ChaCha8Rng::seed_from_u64(seed)))
    }
}

impl Chance for SeededChance {
    fn coin(&self) -> bool {
        let mut rng = self.0.lock().recover();
        rng.gen_bool(0.5)
    }
}
