//! The stored rating of a puzzle, refined by its solvers (format 1). `version` is read as 1
//! from records written before it.

use super::common::{stored_before_versions, RatingRecord};
use super::{parse, unknown_format, RecordKind, Stored};
use crate::game::model::PuzzleStanding;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PuzzleStandingRecord {
    rating: RatingRecord,
    solved: u32,
    failed: u32,
    #[serde(default = "stored_before_versions")]
    version: u64,
}

impl Stored for PuzzleStanding {
    const KIND: RecordKind = RecordKind::PuzzleStanding;
    type Record = PuzzleStandingRecord;

    fn to_record(&self) -> PuzzleStandingRecord {
        PuzzleStandingRecord {
            rating: self.rating.into(),
            solved: self.solved,
            failed: self.failed,
            version: self.version,
        }
    }

    fn from_record(format: u32, record: &str) -> Result<PuzzleStanding, String> {
        if format != 1 {
            return Err(unknown_format(Self::KIND, format));
        }
        let r: PuzzleStandingRecord = parse(record)?;
        Ok(PuzzleStanding {
            rating: r.rating.into(),
            solved: r.solved,
            failed: r.failed,
            version: r.version,
        })
    }
}
