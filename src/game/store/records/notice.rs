//! The stored notice of the outbox (format 1): where it goes, what it is about (its reply
//! kind, by the variant names it has always had), its words as spans and catalogue messages,
//! and its deliveries. Fields added over time are read with their defaults: `puzzle`,
//! `tournament`, `attempts`, `next_try_ms`, `dm`, `private`, `held`, `lang`.

use super::common::{LangRecord, TextRecord};
use super::{parse, unknown_format, RecordKind, Stored};
use crate::game::model::{
    ChannelId, ErrorKind, GameId, OfferKind, ReplyKind, StoredNotice, TournamentId, UserId,
};
use serde::{Deserialize, Serialize};

#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub enum ErrorKindRecord {
    NoGame,
    WhichGame,
    UnknownGame,
    GameOver,
    NotAPlayer,
    NotYourTurn,
    BadMove,
    NoChallenge,
    UnknownChallenge,
    WhichChallenge,
    NotYourChallenge,
    OwnChallenge,
    SelfChallenge,
    BadOption,
    NothingPending,
    Refused,
    Conflict,
    Damaged,
    Storage,
    Busy,
}

#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub enum OfferKindRecord {
    Draw,
    Takeback,
}

#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub enum ReplyKindRecord {
    Info,
    Refused(ErrorKindRecord),
    SlowDown,
    ChallengePosted,
    ChallengeDeclined,
    ChallengeWithdrawn,
    ChallengeExpired,
    GameStarted,
    Moved,
    GameEnded,
    Board,
    BotThinking,
    Offered(OfferKindRecord),
    OfferDeclined(OfferKindRecord),
    TakenBack { plies: usize },
    Moves,
    Pgn,
    Explanation,
    Review,
    Games,
    Stats,
    Leaderboard,
    Forgotten,
    Reminder,
    DeadlinePassed,
    HomeClosed,
    Puzzle,
    PuzzleRight,
    PuzzleSolved,
    PuzzleWrong,
    PuzzleGivenUp,
    Lesson,
    LessonHint,
    LessonWrong,
    LessonSolved,
    DailyPuzzle,
    TournamentCreated,
    TournamentJoined,
    TournamentReminder,
    TournamentStarted,
    TournamentPairings,
    TournamentStandings,
    TournamentOver,
}

fn error_record(k: ErrorKind) -> ErrorKindRecord {
    match k {
        ErrorKind::NoGame => ErrorKindRecord::NoGame,
        ErrorKind::WhichGame => ErrorKindRecord::WhichGame,
        ErrorKind::UnknownGame => ErrorKindRecord::UnknownGame,
        ErrorKind::GameOver => ErrorKindRecord::GameOver,
        ErrorKind::NotAPlayer => ErrorKindRecord::NotAPlayer,
        ErrorKind::NotYourTurn => ErrorKindRecord::NotYourTurn,
        ErrorKind::BadMove => ErrorKindRecord::BadMove,
        ErrorKind::NoChallenge => ErrorKindRecord::NoChallenge,
        ErrorKind::UnknownChallenge => ErrorKindRecord::UnknownChallenge,
        ErrorKind::WhichChallenge => ErrorKindRecord::WhichChallenge,
        ErrorKind::NotYourChallenge => ErrorKindRecord::NotYourChallenge,
        ErrorKind::OwnChallenge => ErrorKindRecord::OwnChallenge,
        ErrorKind::SelfChallenge => ErrorKindRecord::SelfChallenge,
        ErrorKind::BadOption => ErrorKindRecord::BadOption,
        ErrorKind::NothingPending => ErrorKindRecord::NothingPending,
        ErrorKind::Refused => ErrorKindRecord::Refused,
        ErrorKind::Conflict => ErrorKindRecord::Conflict,
        ErrorKind::Damaged => ErrorKindRecord::Damaged,
        ErrorKind::Storage => ErrorKindRecord::Storage,
        ErrorKind::Busy => ErrorKindRecord::Busy,
    }
}

fn error_kind(k: ErrorKindRecord) -> ErrorKind {
    match k {
        ErrorKindRecord::NoGame => ErrorKind::NoGame,
        ErrorKindRecord::WhichGame => ErrorKind::WhichGame,
        ErrorKindRecord::UnknownGame => ErrorKind::UnknownGame,
        ErrorKindRecord::GameOver => ErrorKind::GameOver,
        ErrorKindRecord::NotAPlayer => ErrorKind::NotAPlayer,
        ErrorKindRecord::NotYourTurn => ErrorKind::NotYourTurn,
        ErrorKindRecord::BadMove => ErrorKind::BadMove,
        ErrorKindRecord::NoChallenge => ErrorKind::NoChallenge,
        ErrorKindRecord::UnknownChallenge => ErrorKind::UnknownChallenge,
        ErrorKindRecord::WhichChallenge => ErrorKind::WhichChallenge,
        ErrorKindRecord::NotYourChallenge => ErrorKind::NotYourChallenge,
        ErrorKindRecord::OwnChallenge => ErrorKind::OwnChallenge,
        ErrorKindRecord::SelfChallenge => ErrorKind::SelfChallenge,
        ErrorKindRecord::BadOption => ErrorKind::BadOption,
        ErrorKindRecord::NothingPending => ErrorKind::NothingPending,
        ErrorKindRecord::Refused => ErrorKind::Refused,
        ErrorKindRecord::Conflict => ErrorKind::Conflict,
        ErrorKindRecord::Damaged => ErrorKind::Damaged,
        ErrorKindRecord::Storage => ErrorKind::Storage,
        ErrorKindRecord::Busy => ErrorKind::Busy,
    }
}

fn offer_record(k: OfferKind) -> OfferKindRecord {
    match k {
        OfferKind::Draw => OfferKindRecord::Draw,
        OfferKind::Takeback => OfferKindRecord::Takeback,
    }
}

fn offer_kind(k: OfferKindRecord) -> OfferKind {
    match k {
        OfferKindRecord::Draw => OfferKind::Draw,
        OfferKindRecord::Takeback => OfferKind::Takeback,
    }
}

fn reply_record(k: ReplyKind) -> ReplyKindRecord {
    match k {
        ReplyKind::Info => ReplyKindRecord::Info,
        ReplyKind::SlowDown => ReplyKindRecord::SlowDown,
        ReplyKind::ChallengePosted => ReplyKindRecord::ChallengePosted,
        ReplyKind::ChallengeDeclined => ReplyKindRecord::ChallengeDeclined,
        ReplyKind::ChallengeWithdrawn => ReplyKindRecord::ChallengeWithdrawn,
        ReplyKind::ChallengeExpired => ReplyKindRecord::ChallengeExpired,
        ReplyKind::GameStarted => ReplyKindRecord::GameStarted,
        ReplyKind::Moved => ReplyKindRecord::Moved,
        ReplyKind::GameEnded => ReplyKindRecord::GameEnded,
        ReplyKind::Board => ReplyKindRecord::Board,
        ReplyKind::BotThinking => ReplyKindRecord::BotThinking,
        ReplyKind::Moves => ReplyKindRecord::Moves,
        ReplyKind::Pgn => ReplyKindRecord::Pgn,
        ReplyKind::Explanation => ReplyKindRecord::Explanation,
        ReplyKind::Review => ReplyKindRecord::Review,
        ReplyKind::Games => ReplyKindRecord::Games,
        ReplyKind::Stats => ReplyKindRecord::Stats,
        ReplyKind::Leaderboard => ReplyKindRecord::Leaderboard,
        ReplyKind::Forgotten => ReplyKindRecord::Forgotten,
        ReplyKind::Reminder => ReplyKindRecord::Reminder,
        ReplyKind::DeadlinePassed => ReplyKindRecord::DeadlinePassed,
        ReplyKind::HomeClosed => ReplyKindRecord::HomeClosed,
        ReplyKind::Puzzle => ReplyKindRecord::Puzzle,
        ReplyKind::PuzzleRight => ReplyKindRecord::PuzzleRight,
        ReplyKind::PuzzleSolved => ReplyKindRecord::PuzzleSolved,
        ReplyKind::PuzzleWrong => ReplyKindRecord::PuzzleWrong,
        ReplyKind::PuzzleGivenUp => ReplyKindRecord::PuzzleGivenUp,
        ReplyKind::Lesson => ReplyKindRecord::Lesson,
        ReplyKind::LessonHint => ReplyKindRecord::LessonHint,
        ReplyKind::LessonWrong => ReplyKindRecord::LessonWrong,
        ReplyKind::LessonSolved => ReplyKindRecord::LessonSolved,
        ReplyKind::DailyPuzzle => ReplyKindRecord::DailyPuzzle,
        ReplyKind::TournamentCreated => ReplyKindRecord::TournamentCreated,
        ReplyKind::TournamentJoined => ReplyKindRecord::TournamentJoined,
        ReplyKind::TournamentReminder => ReplyKindRecord::TournamentReminder,
        ReplyKind::TournamentStarted => ReplyKindRecord::TournamentStarted,
        ReplyKind::TournamentPairings => ReplyKindRecord::TournamentPairings,
        ReplyKind::TournamentStandings => ReplyKindRecord::TournamentStandings,
        ReplyKind::TournamentOver => ReplyKindRecord::TournamentOver,
        ReplyKind::Refused(e) => ReplyKindRecord::Refused(error_record(e)),
        ReplyKind::Offered(o) => ReplyKindRecord::Offered(offer_record(o)),
        ReplyKind::OfferDeclined(o) => ReplyKindRecord::OfferDeclined(offer_record(o)),
        ReplyKind::TakenBack { plies } => ReplyKindRecord::TakenBack { plies },
    }
}

fn reply_kind(k: ReplyKindRecord) -> ReplyKind {
    match k {
        ReplyKindRecord::Info => ReplyKind::Info,
        ReplyKindRecord::SlowDown => ReplyKind::SlowDown,
        ReplyKindRecord::ChallengePosted => ReplyKind::ChallengePosted,
        ReplyKindRecord::ChallengeDeclined => ReplyKind::ChallengeDeclined,
        ReplyKindRecord::ChallengeWithdrawn => ReplyKind::ChallengeWithdrawn,
        ReplyKindRecord::ChallengeExpired => ReplyKind::ChallengeExpired,
        ReplyKindRecord::GameStarted => ReplyKind::GameStarted,
        ReplyKindRecord::Moved => ReplyKind::Moved,
        ReplyKindRecord::GameEnded => ReplyKind::GameEnded,
        ReplyKindRecord::Board => ReplyKind::Board,
        ReplyKindRecord::BotThinking => ReplyKind::BotThinking,
        ReplyKindRecord::Moves => ReplyKind::Moves,
        ReplyKindRecord::Pgn => ReplyKind::Pgn,
        ReplyKindRecord::Explanation => ReplyKind::Explanation,
        ReplyKindRecord::Review => ReplyKind::Review,
        ReplyKindRecord::Games => ReplyKind::Games,
        ReplyKindRecord::Stats => ReplyKind::Stats,
        ReplyKindRecord::Leaderboard => ReplyKind::Leaderboard,
        ReplyKindRecord::Forgotten => ReplyKind::Forgotten,
        ReplyKindRecord::Reminder => ReplyKind::Reminder,
        ReplyKindRecord::DeadlinePassed => ReplyKind::DeadlinePassed,
        ReplyKindRecord::HomeClosed => ReplyKind::HomeClosed,
        ReplyKindRecord::Puzzle => ReplyKind::Puzzle,
        ReplyKindRecord::PuzzleRight => ReplyKind::PuzzleRight,
        ReplyKindRecord::PuzzleSolved => ReplyKind::PuzzleSolved,
        ReplyKindRecord::PuzzleWrong => ReplyKind::PuzzleWrong,
        ReplyKindRecord::PuzzleGivenUp => ReplyKind::PuzzleGivenUp,
        ReplyKindRecord::Lesson => ReplyKind::Lesson,
        ReplyKindRecord::LessonHint => ReplyKind::LessonHint,
        ReplyKindRecord::LessonWrong => ReplyKind::LessonWrong,
        ReplyKindRecord::LessonSolved => ReplyKind::LessonSolved,
        ReplyKindRecord::DailyPuzzle => ReplyKind::DailyPuzzle,
        ReplyKindRecord::TournamentCreated => ReplyKind::TournamentCreated,
        ReplyKindRecord::TournamentJoined => ReplyKind::TournamentJoined,
        ReplyKindRecord::TournamentReminder => ReplyKind::TournamentReminder,
        ReplyKindRecord::TournamentStarted => ReplyKind::TournamentStarted,
        ReplyKindRecord::TournamentPairings => ReplyKind::TournamentPairings,
        ReplyKindRecord::TournamentStandings => ReplyKind::TournamentStandings,
        ReplyKindRecord::TournamentOver => ReplyKind::TournamentOver,
        ReplyKindRecord::Refused(e) => ReplyKind::Refused(error_kind(e)),
        ReplyKindRecord::Offered(o) => ReplyKind::Offered(offer_kind(o)),
        ReplyKindRecord::OfferDeclined(o) => ReplyKind::OfferDeclined(offer_kind(o)),
        ReplyKindRecord::TakenBack { plies } => ReplyKind::TakenBack { plies },
    }
}

fn is_false(b: &bool) -> bool {
    !*b
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct NoticeRecord {
    channel: u64,
    kind: ReplyKindRecord,
    text: TextRecord,
    mentions: Vec<u64>,
    game: Option<u64>,
    #[serde(default)]
    puzzle: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    tournament: Option<u64>,
    created_ms: i64,
    #[serde(default)]
    attempts: u32,
    #[serde(default)]
    next_try_ms: i64,
    #[serde(default)]
    dm: Option<u64>,
    #[serde(default, skip_serializing_if = "is_false")]
    private: bool,
    #[serde(default, skip_serializing_if = "is_false")]
    held: bool,
    #[serde(default)]
    lang: LangRecord,
}

impl Stored for StoredNotice {
    const KIND: RecordKind = RecordKind::Notice;
    type Record = NoticeRecord;

    fn to_record(&self) -> NoticeRecord {
        NoticeRecord {
            channel: self.channel.0,
            kind: reply_record(self.kind),
            text: (&self.text).into(),
            mentions: self.mentions.iter().map(|u| u.0).collect(),
            game: self.game.map(|g| g.0),
            puzzle: self.puzzle.clone(),
            tournament: self.tournament.map(|t| t.0),
            created_ms: self.created_ms,
            attempts: self.attempts,
            next_try_ms: self.next_try_ms,
            dm: self.dm.map(|u| u.0),
            private: self.private,
            held: self.held,
            lang: self.lang.into(),
        }
    }

    fn from_record(format: u32, record: &str) -> Result<StoredNotice, String> {
        if format != 1 {
            return Err(unknown_format(Self::KIND, format));
        }
        let r: NoticeRecord = parse(record)?;
        Ok(StoredNotice {
            channel: ChannelId(r.channel),
            kind: reply_kind(r.kind),
            text: r.text.into(),
            mentions: r.mentions.into_iter().map(UserId).collect(),
            game: r.game.map(GameId),
            puzzle: r.puzzle,
            tournament: r.tournament.map(TournamentId),
            created_ms: r.created_ms,
            attempts: r.attempts,
            next_try_ms: r.next_try_ms,
            dm: r.dm.map(UserId),
            private: r.private,
            held: r.held,
            lang: r.lang.into(),
        })
    }
}
