//! The one encoding of records, shared by every backend: the record as JSON inside an envelope
//! that carries its schema version (`{"schema":1,"record":{...}}`), the same bytes in a sled
//! tree and in a PostgreSQL `jsonb` column (so `migrate` copies them as they are).

use super::StoreError;
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::fmt::Display;

/// The schema version written into every record.
pub const SCHEMA_VERSION: u32 = 1;

/// A record with its schema version, as stored.
#[derive(Serialize, Deserialize)]
struct Envelope<T> {
    schema: u32,
    record: T,
}

/// A record as stored.
pub fn encode<T: Serialize>(record: &T) -> Result<Vec<u8>, StoreError> {
    serde_json::to_vec(&Envelope {
        schema: SCHEMA_VERSION,
        record,
    })
    .map_err(|e| StoreError::Encode(e.to_string()))
}

/// A stored record; `table` and `key` say where it is when it cannot be read (the key is
/// written out only then).
pub fn decode<T: DeserializeOwned>(
    table: &'static str,
    key: &dyn Display,
    bytes: &[u8],
) -> Result<T, StoreError> {
    let corrupt = |reason: String| StoreError::Corrupt {
        table,
        key: key.to_string(),
        reason,
    };
    let envelope: Envelope<T> =
        serde_json::from_slice(bytes).map_err(|e| corrupt(e.to_string()))?;
    if envelope.schema != SCHEMA_VERSION {
        return Err(corrupt(format!(
            "unknown schema version {}",
            envelope.schema
        )));
    }
    Ok(envelope.record)
}
