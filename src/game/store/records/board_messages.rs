//! The stored messages a front end keeps up to date for a game (format 1), beside the game.
//! Before they were kept apart, they were inside the game record (`shown.board`,
//! `shown.turn`): sled moves them out when a database is opened
//! (`SledStore::move_board_messages`), PostgreSQL's migration 4 did the same.

use super::common::MessageRefRecord;
use super::{parse, unknown_format, RecordKind, Stored};
use crate::game::model::BoardMessages;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct BoardMessagesRecord {
    #[serde(default)]
    board: Option<MessageRefRecord>,
    #[serde(default)]
    turn: Option<MessageRefRecord>,
}

impl Stored for BoardMessages {
    const KIND: RecordKind = RecordKind::BoardMessages;
    type Record = BoardMessagesRecord;

    fn to_record(&self) -> BoardMessagesRecord {
        BoardMessagesRecord {
            board: self.board.map(Into::into),
            turn: self.turn.map(Into::into),
        }
    }

    fn from_record(format: u32, record: &str) -> Result<BoardMessages, String> {
        if format != 1 {
            return Err(unknown_format(Self::KIND, format));
        }
        let r: BoardMessagesRecord = parse(record)?;
        Ok(BoardMessages {
            board: r.board.map(Into::into),
            turn: r.turn.map(Into::into),
        })
    }
}
