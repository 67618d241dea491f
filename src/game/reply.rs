//! What the service answers: text, an optional board image and file, who to mention, and a
//! description of the game shown (front ends turn it into an embed and buttons).

use super::model::{ChallengeId, ChannelId, GameId, UserId};

/// A PNG or other file to attach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// A game as a reply shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct GameView {
    pub id: GameId,
    pub white: String,
    pub black: String,
    pub white_rating: Option<String>,
    pub black_rating: Option<String>,
    /// "castalia", "castalia-weak", "standard".
    pub variant: String,
    /// "10+5", "3 days per move", "no clock".
    pub time_control: String,
    pub move_number: u32,
    pub last_move_san: Option<String>,
    /// "alice to move", "White wins by checkmate".
    pub status: String,
    pub fen: String,
    /// The last move in UCI, for highlighting.
    pub last_move_uci: Option<String>,
    pub over: bool,
    /// The user to move, if a person.
    pub to_move: Option<UserId>,
    /// When the side to move runs out of time (unix seconds).
    pub deadline_unix: Option<i64>,
    /// Whether the board is drawn from Black's side.
    pub flipped: bool,
}

/// A challenge as a reply shows it (front ends add Accept / Decline buttons).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChallengeView {
    pub id: ChallengeId,
    pub challenged: Option<UserId>,
}

/// Work a front end should start after showing the reply.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FollowUp {
    /// The bot is to move in this game: call `GameService::bot_move`.
    BotMove(GameId),
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Reply {
    pub text: String,
    /// Only the caller should see it (errors, private answers).
    pub ephemeral: bool,
    /// The board PNG.
    pub image: Option<Attachment>,
    /// Another file (PGN export, explanation image).
    pub file: Option<Attachment>,
    pub mentions: Vec<UserId>,
    pub game: Option<GameView>,
    pub challenge: Option<ChallengeView>,
    pub follow_up: Option<FollowUp>,
}

impl Reply {
    pub fn text(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }

    /// An answer only the caller sees.
    pub fn private(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            ephemeral: true,
            ..Reply::default()
        }
    }
}

/// Something the service says on its own (a bot move after a restart, a timeout, a reminder).
#[derive(Clone, Debug)]
pub struct Notice {
    pub channel: ChannelId,
    pub reply: Reply,
}
