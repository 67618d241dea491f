//! One way to take a standard lock. A lock is poisoned when a thread panicked while holding it;
//! every `std::sync` lock of this crate guards data that is whole between statements (a cache,
//! a set of ids, a queue), so a poisoned lock is taken as it is rather than failing or being
//! skipped: `mutex.lock().recover()`, `rwlock.read().recover()`.

use std::sync::{LockResult, PoisonError};

/// The guard of a lock, poisoned or not.
pub trait Recover<G> {
    fn recover(self) -> G;
}

impl<G> Recover<G> for LockResult<G> {
    fn recover(self) -> G {
        self.unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::Recover;
    use std::sync::{Arc, Mutex};

    #[test]
    fn a_poisoned_lock_is_taken_with_its_data() {
        let shared = Arc::new(Mutex::new(vec![1]));
        let held = shared.clone();
        let _ = std::thread::spawn(move || {
            let mut v = held.lock().recover();
            v.push(2);
            panic!("poison it");
        })
        .join();
        assert!(shared.is_poisoned());
        assert_eq!(*shared.lock().recover(), vec![1, 2]);
    }
}
