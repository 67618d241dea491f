//! What the service answers: what happened (`ReplyKind`), a neutral text (`Text`), an optional
//! board image and file, who to mention, and the game or challenge shown as typed values
//! (front ends turn a `GameView` into an embed, buttons or a text board).

use crate::game::model::{
    AbortReason, ChallengeId, ChannelId, Clocks, GameId, Rating, Seat, TimeControl, TournamentId,
    UserId,
};
pub use crate::game::model::{OfferKind, ReplyKind};
use crate::game::replies::announce::{color_key, forfeit_key, outcome_text, rated_key, seat_name};
use crate::game::replies::text::Text;
use crate::msg;
use crate::rules::{Color, Move, Outcome, Position, Variant};

/// A PNG or other file to attach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub name: String,
    pub bytes: Vec<u8>,
    /// What a picture shows, in words (Discord's alt text, read by screen readers); every
    /// picture has one (see `explain::alt_text`), other files need none. A front end shows
    /// it in the reader's language, cut to its limit (`explain::alt_text::cut`).
    pub description: Option<Text>,
}

impl Attachment {
    /// A file that is not a picture (a PGN, a report).
    pub fn file(name: impl Into<String>, bytes: Vec<u8>) -> Attachment {
        Attachment {
            name: name.into(),
            bytes,
            description: None,
        }
    }

    /// A picture, with the words that say what it shows.
    pub fn picture(
        name: impl Into<String>,
        bytes: Vec<u8>,
        description: impl Into<Text>,
    ) -> Attachment {
        Attachment {
            name: name.into(),
            bytes,
            description: Some(description.into()),
        }
    }
}

/// One side of a game as a reply shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct SideView {
    pub seat: Seat,
    /// The player's rating in the game's rule set (people only).
    pub rating: Option<Rating>,
}

pub use crate::game::replies::announce::PlayedMove;

/// A game as a reply shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct GameView {
    pub id: GameId,
    pub white: SideView,
    pub black: SideView,
    pub variant: Variant,
    pub time_control: TimeControl,
    pub rated: bool,
    /// The current position.
    pub position: Position,
    pub last_move: Option<PlayedMove>,
    pub outcome: Option<Outcome>,
    /// Set when the game was aborted (no result).
    pub aborted: Option<AbortReason>,
    /// Whether it may still be aborted (both sides have not yet moved).
    pub abortable: bool,
    /// The side that offers a draw, if an offer is pending.
    pub draw_offer: Option<Color>,
    /// The clocks as they are now (the running side's elapsed time already taken off).
    pub clocks: Option<Clocks>,
    /// When the side to move runs out of time (unix ms).
    pub deadline_ms: Option<i64>,
    /// The side the board is drawn from (at the bottom).
    pub orientation: Color,
    /// The channel the game started in.
    pub channel: ChannelId,
    /// The game's own thread, once a front end opened one.
    pub thread: Option<ChannelId>,
    /// The tournament the game is played in (its end is a result there, never an abort).
    pub tournament: Option<TournamentId>,
    /// The stored version of the game shown (one more with every change): of two views of
    /// one game, the one with the higher version is the newer.
    pub version: u64,
    /// Whether the game's live board can be opened inside the front end itself (a Discord
    /// Activity: `GameService::offer_board_activity`).
    pub board_activity: bool,
}

impl GameView {
    pub fn side_to_move(&self) -> Color {
        self.position.side_to_move()
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some() || self.aborted.is_some()
    }

    pub fn seat(&self, color: Color) -> &Seat {
        match color {
            Color::White => &self.white.seat,
            Color::Black => &self.black.seat,
        }
    }

    /// The people playing (white first).
    pub fn players(&self) -> Vec<UserId> {
        [self.white.seat.user(), self.black.seat.user()]
            .into_iter()
            .flatten()
            .collect()
    }

    /// Where the game is shown: its thread if it has one, else its channel.
    pub fn home(&self) -> ChannelId {
        self.thread.unwrap_or(self.channel)
    }

    /// The person to move, if the game goes on and a person is to move.
    pub fn to_move(&self) -> Option<UserId> {
        if self.is_over() {
            None
        } else {
            self.seat(self.side_to_move()).user()
        }
    }

    pub fn move_number(&self) -> u32 {
        self.position.fullmove_number()
    }

    /// Both players, to name the owners of displaced pieces.
    pub fn seats(&self) -> crate::game::replies::announce::Seats<'_> {
        crate::game::replies::announce::Seats {
            white: &self.white.seat,
            black: &self.black.seat,
        }
    }

    /// The last move in a sentence for everyone: "alice played Cd4 (strong): it pushed bob's
    /// Castalia from e4 to h4."
    pub fn last_move_sentence(&self) -> Option<Text> {
        let last = self.last_move.as_ref()?;
        Some(last.sentence(self.seats(), None))
    }

    /// The last move in a few words: "Cd4: pushed bob's Castalia from e4 to h4".
    pub fn last_move_summary(&self) -> Option<Text> {
        let last = self.last_move.as_ref()?;
        Some(last.summary(self.seats()))
    }

    /// "alice vs bob", in the reader's language (the bot's name too).
    pub fn title_text(&self) -> Text {
        msg!(
            "play-game-title",
            white = seat_name(&self.white.seat),
            black = seat_name(&self.black.seat),
        )
    }

    /// The game's terms: "castalia, 3 days per move, rated".
    pub fn terms(&self) -> Text {
        msg!(
            "game-terms",
            rules = self.variant.name(),
            time = self.time_control.text(),
            rated = rated_key(self.rated),
        )
    }

    /// The status in words: "alice to move (white), move 12. Clocks: ..." or the result.
    pub fn status(&self) -> Text {
        let id = self.id.to_string();
        if let (Some(reason), Some(tournament)) = (&self.aborted, self.tournament) {
            // A tournament game is never aborted: who did not play loses it by forfeit.
            let color = reason.color();
            return msg!(
                "status-tournament-forfeit",
                id = id,
                player = self.seat(color).label(),
                color = color_key(color),
                reason = forfeit_key(reason),
                tournament = tournament.to_string(),
            );
        }
        if let Some(reason) = &self.aborted {
            let color = reason.color();
            let message = match reason {
                AbortReason::ByPlayer(_) => "status-aborted-by-player",
                AbortReason::NoFirstMove(_) => "status-aborted-no-first-move",
            };
            return msg!(
                message,
                id = id,
                player = self.seat(color).label(),
                color = color_key(color),
            );
        }
        if let Some(outcome) = &self.outcome {
            return match self.tournament {
                Some(tournament) => msg!(
                    "status-over-tournament",
                    id = id,
                    outcome = outcome_text(outcome),
                    result = outcome.result(),
                    rated = rated_key(self.rated),
                    tournament = tournament.to_string(),
                ),
                None => msg!(
                    "status-over",
                    id = id,
                    outcome = outcome_text(outcome),
                    result = outcome.result(),
                    rated = rated_key(self.rated),
                ),
            };
        }
        let side = self.side_to_move();
        let mut text = msg!(
            if self.position.is_check() {
                "status-to-move-in-check"
            } else {
                "status-to-move"
            },
            player = self.seat(side).label(),
            color = color_key(side),
            number = self.move_number(),
            rated = rated_key(self.rated),
        );
        if let Some(c) = &self.clocks {
            text = text.plain(" ").then(msg!(
                "status-clocks",
                white = format_ms(c.white_ms),
                black = format_ms(c.black_ms),
            ));
        }
        if self.abortable {
            text = text.plain(" ").then(msg!("status-abortable"));
        }
        if let Some(by) = self.draw_offer {
            text = text
                .plain(" ")
                .then(msg!("status-draw-offer", player = self.seat(by).label()));
        }
        text
    }
}

/// A puzzle as a reply shows it (a front end without pictures draws `position` as text).
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleView {
    pub id: String,
    pub rules: Variant,
    /// The position shown: the one to answer, or the one after the last move.
    pub position: Position,
    /// The solver's side (drawn at the bottom).
    pub orientation: Color,
    /// The move that led to `position` (the opponent's reply, or the solving move).
    pub last_move: Option<Move>,
    /// After a wrong answer or giving up: the solver's moves of the solution from `position`
    /// on (drawn as arrows on the picture); empty otherwise.
    pub solution: Vec<PlayedMove>,
}

/// A course exercise as a reply shows it (a front end without pictures draws `position` as
/// text; buttons: the move picker, Hint, Retry, Next).
#[derive(Clone, Debug, PartialEq)]
pub struct LessonView {
    pub lesson: u32,
    /// "3.2".
    pub exercise: String,
    pub rules: Variant,
    /// The position shown: the one to answer, or the one after the move just played.
    pub position: Position,
    /// The learner's side (drawn at the bottom).
    pub orientation: Color,
    /// The move shown on the board (a right or a wrong answer), with what it displaced.
    pub last_move: Option<PlayedMove>,
    /// Whether the exercise waits for a move (false once solved or the course is done).
    pub answering: bool,
    /// The key of the position to answer (`LearnCommand::Picked` checks it); 0 when none.
    pub answer_position: u64,
    /// Whether another exercise follows.
    pub has_next: bool,
}

/// A tournament as a reply shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentView {
    pub id: crate::game::model::TournamentId,
    pub name: String,
    pub state: crate::game::model::TournamentState,
    /// Players in (not withdrawn).
    pub players: usize,
    /// Whether players may join now.
    pub joinable: bool,
    pub starts_ms: i64,
    /// Where it was announced.
    pub channel: ChannelId,
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
    pub kind: ReplyKind,
    pub text: Text,
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
    /// An animation of the whole game (the result card's GIF).
    pub animation: Option<Attachment>,
    /// The puzzle shown (puzzle replies).
    pub puzzle: Option<PuzzleView>,
    /// The course exercise shown (`/learn` replies).
    pub lesson: Option<LessonView>,
    /// The tournament shown (front ends add Join and Leave buttons while it takes players).
    pub tournament: Option<TournamentView>,
    /// The language to show it in: the caller's for an answer to a command
    /// (`GameService::reply_lang`), the server's for a notice to a channel.
    pub lang: crate::i18n::Lang,
}

impl Reply {
    /// A public answer of a kind.
    pub fn new(kind: ReplyKind, text: impl Into<Text>) -> Reply {
        Reply {
            kind,
            text: text.into(),
            ..Reply::default()
        }
    }

    /// An answer of a kind that only the caller sees.
    pub fn private(kind: ReplyKind, text: impl Into<Text>) -> Reply {
        Reply {
            ephemeral: true,
            ..Reply::new(kind, text)
        }
    }

    /// Whether the command was refused.
    pub fn is_refusal(&self) -> bool {
        matches!(self.kind, ReplyKind::Refused(_))
    }
}

/// Something the service says on its own (a bot move after a restart, a timeout, a reminder),
/// written for everyone in the channel.
#[derive(Clone, Debug)]
pub struct Notice {
    pub channel: ChannelId,
    pub reply: Reply,
    /// A direct message to this user, linking to `channel` (see `StoredNotice::dm`).
    pub dm: Option<UserId>,
    /// `channel` is a private chat the bot cannot post in (see `StoredNotice::private`).
    pub private: bool,
}

/// "4:05", "1:02:03", "0:00".
pub fn format_ms(ms: i64) -> String {
    let secs = ms.max(0) / 1000;
    let (h, m, s) = (secs / 3600, (secs / 60) % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}
