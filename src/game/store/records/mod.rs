//! The stored form of every record, apart from the model: one record type per kind of record
//! the `Store` keeps, converted to and from the model's types (`From`, `TryFrom`), so that a
//! name changed in `rules`, `engine`, `i18n` or `game::model` never changes what is stored.
//! Each record is JSON inside an envelope that carries its kind's format version
//! (`{"schema":2,"record":{...}}`), the same bytes in a sled tree and in a PostgreSQL `jsonb`
//! column (so `migrate` copies them as they are).
//!
//! Every kind has its own format version (`RecordKind::format`), which moves when that kind's
//! stored form changes; the decoder reads every older format it knows and converts it. This is
//! not a record's `version`, which counts its changes to guard concurrent writes. The records
//! main wrote, and the older shapes each format still admits, are kept as golden files under
//! `tests/data/records/` and read back on both stores (`tests/service/stored_records.rs`).
//!
//! - `common`: the stored forms shared by several kinds (seats, options, outcomes, sites,
//!   languages, ratings, texts).
//! - `game`: games (format 2: typed moves; format 1: moves as UCI text, replayed on reading).
//! - `challenge`, `player`, `puzzle_standing`, `notice`, `board_messages`, `tournament`,
//!   `web_access`: the other kinds, each at format 1.

mod board_messages;
mod challenge;
mod common;
mod game;
mod notice;
mod player;
mod puzzle_standing;
mod tournament;
mod web_access;

pub(crate) use common::MessageRefRecord;

use super::error::StoreError;
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use serde_json::value::RawValue;
use std::fmt::{self, Display};

/// The kinds of record the store keeps, each with its own format version.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RecordKind {
    Game,
    Challenge,
    Player,
    PuzzleStanding,
    Notice,
    BoardMessages,
    Tournament,
    WebAccess,
}

impl RecordKind {
    pub const ALL: [RecordKind; 8] = [
        RecordKind::Game,
        RecordKind::Challenge,
        RecordKind::Player,
        RecordKind::PuzzleStanding,
        RecordKind::Notice,
        RecordKind::BoardMessages,
        RecordKind::Tournament,
        RecordKind::WebAccess,
    ];

    /// The format version written now. A game is at 2 (typed moves); every other kind at 1.
    pub const fn format(self) -> u32 {
        match self {
            RecordKind::Game => 2,
            RecordKind::Challenge
            | RecordKind::Player
            | RecordKind::PuzzleStanding
            | RecordKind::Notice
            | RecordKind::BoardMessages
            | RecordKind::Tournament
            | RecordKind::WebAccess => 1,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            RecordKind::Game => "game",
            RecordKind::Challenge => "challenge",
            RecordKind::Player => "player",
            RecordKind::PuzzleStanding => "puzzle standing",
            RecordKind::Notice => "notice",
            RecordKind::BoardMessages => "board messages",
            RecordKind::Tournament => "tournament",
            RecordKind::WebAccess => "web access",
        }
    }
}

impl Display for RecordKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A model type the store keeps: how it is written (at its kind's current format) and read
/// (at any format its kind has had).
pub trait Stored: Sized {
    const KIND: RecordKind;
    /// The stored form at the current format.
    type Record: Serialize;

    fn to_record(&self) -> Self::Record;

    /// The value of a record stored at `format` (its JSON in `record`); the reason it cannot
    /// be read otherwise.
    fn from_record(format: u32, record: &str) -> Result<Self, String>;
}

/// A record of a format this kind never had.
pub(crate) fn unknown_format(kind: RecordKind, format: u32) -> String {
    format!(
        "unknown format version {format} of a {kind} record (this build reads up to {})",
        kind.format()
    )
}

/// Reads JSON as one of the stored forms.
pub(crate) fn parse<R: DeserializeOwned>(record: &str) -> Result<R, String> {
    serde_json::from_str(record).map_err(|e| e.to_string())
}

/// A record with its format version, as written.
#[derive(Serialize)]
struct Envelope<'a, T> {
    schema: u32,
    record: &'a T,
}

/// A record with its format version, as read (the record left as JSON until the format says
/// how to read it).
#[derive(Deserialize)]
struct RawEnvelope<'a> {
    schema: u32,
    #[serde(borrow)]
    record: &'a RawValue,
}

/// A record as stored.
pub fn encode<T: Stored>(value: &T) -> Result<Vec<u8>, StoreError> {
    serde_json::to_vec(&Envelope {
        schema: T::KIND.format(),
        record: &value.to_record(),
    })
    .map_err(|e| StoreError::Encode(e.to_string()))
}

/// A stored record; `table` and `key` say where it is when it cannot be read (the key is
/// written out only then).
pub fn decode<T: Stored>(
    table: &'static str,
    key: &dyn Display,
    bytes: &[u8],
) -> Result<T, StoreError> {
    let corrupt = |reason: String| StoreError::Corrupt {
        table,
        key: key.to_string(),
        reason,
    };
    let envelope: RawEnvelope =
        serde_json::from_slice(bytes).map_err(|e| corrupt(e.to_string()))?;
    T::from_record(envelope.schema, envelope.record.get()).map_err(corrupt)
}

/// The `version` of a stored challenge, player or puzzle standing, whatever its format (1 for
/// one stored before records had versions), without reading the rest.
pub fn stored_version(
    table: &'static str,
    key: &dyn Display,
    bytes: &[u8],
) -> Result<u64, StoreError> {
    #[derive(Deserialize)]
    struct Versioned {
        #[serde(default = "common::stored_before_versions")]
        version: u64,
    }
    #[derive(Deserialize)]
    struct VersionEnvelope {
        record: Versioned,
    }
    serde_json::from_slice::<VersionEnvelope>(bytes)
        .map(|e| e.record.version)
        .map_err(|e| StoreError::Corrupt {
            table,
            key: key.to_string(),
            reason: e.to_string(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::model::{BoardMessages, PuzzleStanding};

    #[test]
    fn a_record_of_an_unknown_format_is_refused_with_its_kind_and_format() {
        let err = decode::<PuzzleStanding>(
            "meta",
            &"p",
            br#"{"schema":9,"record":{"rating":{"rating":1,"deviation":1,"volatility":1},"solved":0,"failed":0}}"#,
        )
        .map(|_| ())
        .unwrap_err();
        assert!(
            err.to_string()
                .contains("format version 9 of a puzzle standing"),
            "{err}"
        );
    }

    #[test]
    fn the_envelope_is_read_whatever_the_order_of_its_keys() {
        // PostgreSQL's jsonb gives the keys back in its own order.
        let read: BoardMessages = decode(
            "board_messages",
            &1,
            br#"{"record": {"board": null, "turn": {"channel": 5, "message": 6}}, "schema": 1}"#,
        )
        .unwrap();
        assert_eq!(read.turn.map(|t| t.message), Some(6));
    }

    #[test]
    fn a_version_is_read_without_the_rest() {
        assert_eq!(
            stored_version("players", &1, br#"{"schema":1,"record":{"version":4}}"#).unwrap(),
            4
        );
        assert_eq!(
            stored_version("players", &1, br#"{"schema":1,"record":{"name":"x"}}"#).unwrap(),
            1
        );
    }
}
