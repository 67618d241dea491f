//! The store contract, apart from its implementations: what the service needs from a database
//! (the `Store` trait), one atomic change (`Batch`), what the timer looks at (`DueItem`), and
//! the error every backend speaks (`StoreError`). Each backend keeps its own layout and turns
//! its own errors into `StoreError`; neither knows what a change means (the service puts
//! everything a change implies in the `Batch`, and a store only applies it).
//!
//! - `contract`: the `Store` trait, made of one narrow trait per concern (`GameRepo`,
//!   `ChallengeRepo`, `PlayerRepo`, `TournamentRepo`, `PuzzleRepo`, `NoticeRepo`, `DueRepo`,
//!   `WebAccessRepo`) and `commit`, and `DueItem` (this module re-exports them).
//! - `batch`: one atomic change, `Batch`, made of each concern's writes (`GameWrites`,
//!   `ChallengeWrites`, `PlayerWrites`, `NoticeWrites`, `PuzzleWrites`, `TournamentWrites`).
//! - `records`: the stored form of every kind of record, apart from the model, shared by both
//!   backends: a JSON envelope with the kind's format version (`encode`, `decode`), the
//!   conversions to and from the model, and the reading of older formats.
//! - `error`: `StoreError`, neutral (a conflict, a damaged record or database, a database in
//!   use, a failed read or write, with the backend's message).
//! - `sled`: the embedded sled store (`SledStore`): its trees and key layout, and `check`, the
//!   checking and backing up of a sled database.
//! - `pg`: the PostgreSQL store (`PgStore`): its tables, migrations, commit, and the `import`
//!   of a sled database (`castalia-bot migrate`).
//! - `off_runtime`: store calls kept off the async workers (`OffRuntime` wraps any store).

pub mod batch;
pub mod contract;
mod error;
pub mod off_runtime;
pub mod pg;
pub mod records;
pub mod sled;

pub use self::pg::PgStore;
pub use self::sled::SledStore;
pub use batch::{
    Batch, ChallengeWrites, GameWrites, NoticeWrites, PlayerWrites, PuzzleWrites, TournamentWrites,
};
pub use contract::{
    rank_people, ChallengeRepo, DueItem, DueRepo, GameRepo, NoticeRepo, PlayerRepo, PuzzleRepo,
    Store, TournamentRepo, WebAccessRepo, DUE_LEASE_MS,
};
pub use error::StoreError;
pub use records::{decode, encode, stored_version, RecordKind, Stored};
