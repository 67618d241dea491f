//! The error every store speaks. Each backend turns its own errors into one of these (sled's
//! in `sled`, PostgreSQL's in `pg`), with its message in words; the service only tells a
//! conflict and a damaged record apart from the rest.

/// What went wrong with the database.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A record changed since it was read, or an id or day was claimed first: read again.
    #[error("the record changed since it was read")]
    Conflict,
    /// One record cannot be read: where it is (table and key) and why.
    #[error("record {table}/{key} cannot be read: {reason}")]
    Corrupt {
        table: &'static str,
        key: String,
        reason: String,
    },
    /// The database's files are damaged (the backend refuses them), in the backend's words.
    #[error("{0}")]
    Damaged(String),
    /// Another process holds the database, in the backend's words.
    #[error("{0}")]
    InUse(String),
    /// A read or write failed (an I/O error, a full disk, a server or connection failure), in
    /// the backend's words.
    #[error("{0}")]
    Failed(String),
    /// A record cannot be encoded.
    #[error("cannot encode a record: {0}")]
    Encode(String),
    /// The database is closed after a failed write and not reopened yet.
    #[error("the database is closed after a failed write and cannot be reopened yet")]
    Unavailable,
    /// A folder that holds no database.
    #[error("{0} holds no castalia-bot database (no `db` file in it)")]
    NotADatabase(String),
    /// A backup could not be made.
    #[error("backup failed: {0}")]
    Backup(String),
}
