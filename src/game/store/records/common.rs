//! The stored forms that several kinds of record share: seats, game options, outcomes, sites,
//! languages, ratings, message references and texts. Each names its fields and variants as
//! they have always been stored, whatever the model's types are called now.

use crate::engine::Level;
use crate::game::model::{
    ChannelId, ColorChoice, GameOptions, MessageRef, Rating, Seat, Site, TimeControl, UserId,
};
use crate::i18n::{Arg, Lang, Span, Text};
use crate::rules::{Color, DrawReason, Outcome, Variant, WinReason};
use serde::{Deserialize, Serialize};

/// The version of a record stored before records had one (present, so not 0).
pub(crate) fn stored_before_versions() -> u64 {
    1
}

/// A side.
#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub enum ColorRecord {
    White,
    Black,
}

impl From<Color> for ColorRecord {
    fn from(c: Color) -> ColorRecord {
        match c {
            Color::White => ColorRecord::White,
            Color::Black => ColorRecord::Black,
        }
    }
}

impl From<ColorRecord> for Color {
    fn from(c: ColorRecord) -> Color {
        match c {
            ColorRecord::White => Color::White,
            ColorRecord::Black => Color::Black,
        }
    }
}

/// A language, by its code.
#[derive(Copy, Clone, Debug, Default, Serialize, Deserialize)]
pub enum LangRecord {
    #[default]
    #[serde(rename = "en")]
    En,
    #[serde(rename = "de")]
    De,
    #[serde(rename = "fr")]
    Fr,
    #[serde(rename = "es")]
    Es,
    #[serde(rename = "ru")]
    Ru,
    #[serde(rename = "pt-BR")]
    PtBr,
}

impl From<Lang> for LangRecord {
    fn from(l: Lang) -> LangRecord {
        match l {
            Lang::En => LangRecord::En,
            Lang::De => LangRecord::De,
            Lang::Fr => LangRecord::Fr,
            Lang::Es => LangRecord::Es,
            Lang::Ru => LangRecord::Ru,
            Lang::PtBr => LangRecord::PtBr,
        }
    }
}

impl From<LangRecord> for Lang {
    fn from(l: LangRecord) -> Lang {
        match l {
            LangRecord::En => Lang::En,
            LangRecord::De => Lang::De,
            LangRecord::Fr => Lang::Fr,
            LangRecord::Es => Lang::Es,
            LangRecord::Ru => Lang::Ru,
            LangRecord::PtBr => Lang::PtBr,
        }
    }
}

/// Who sits on one side of the board; the bot by its level's number.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum SeatRecord {
    Human { id: u64, name: String },
    Bot { level: u8 },
    Removed,
}

impl From<&Seat> for SeatRecord {
    fn from(s: &Seat) -> SeatRecord {
        match s {
            Seat::Human { id, name } => SeatRecord::Human {
                id: id.0,
                name: name.clone(),
            },
            Seat::Bot { level } => SeatRecord::Bot {
                level: u8::from(*level),
            },
            Seat::Removed => SeatRecord::Removed,
        }
    }
}

impl TryFrom<SeatRecord> for Seat {
    type Error = String;

    fn try_from(s: SeatRecord) -> Result<Seat, String> {
        Ok(match s {
            SeatRecord::Human { id, name } => Seat::Human {
                id: UserId(id),
                name,
            },
            SeatRecord::Bot { level } => Seat::Bot {
                level: Level::try_from(level).map_err(|e| e.to_string())?,
            },
            SeatRecord::Removed => Seat::Removed,
        })
    }
}

#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub enum VariantRecord {
    Castalia,
    CastaliaWeak,
    Standard,
}

impl From<Variant> for VariantRecord {
    fn from(v: Variant) -> VariantRecord {
        match v {
            Variant::Castalia => VariantRecord::Castalia,
            Variant::CastaliaWeak => VariantRecord::CastaliaWeak,
            Variant::Standard => VariantRecord::Standard,
        }
    }
}

impl From<VariantRecord> for Variant {
    fn from(v: VariantRecord) -> Variant {
        match v {
            VariantRecord::Castalia => Variant::Castalia,
            VariantRecord::CastaliaWeak => Variant::CastaliaWeak,
            VariantRecord::Standard => Variant::Standard,
        }
    }
}

#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub enum ColorChoiceRecord {
    White,
    Black,
    Random,
}

#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub enum TimeControlRecord {
    Unlimited,
    Correspondence {
        days_per_move: u32,
    },
    Clock {
        initial_secs: u32,
        increment_secs: u32,
    },
}

impl From<TimeControl> for TimeControlRecord {
    fn from(t: TimeControl) -> TimeControlRecord {
        match t {
            TimeControl::Unlimited => TimeControlRecord::Unlimited,
            TimeControl::Correspondence { days_per_move } => {
                TimeControlRecord::Correspondence { days_per_move }
            }
            TimeControl::Clock {
                initial_secs,
                increment_secs,
            } => TimeControlRecord::Clock {
                initial_secs,
                increment_secs,
            },
        }
    }
}

impl From<TimeControlRecord> for TimeControl {
    fn from(t: TimeControlRecord) -> TimeControl {
        match t {
            TimeControlRecord::Unlimited => TimeControl::Unlimited,
            TimeControlRecord::Correspondence { days_per_move } => {
                TimeControl::Correspondence { days_per_move }
            }
            TimeControlRecord::Clock {
                initial_secs,
                increment_secs,
            } => TimeControl::Clock {
                initial_secs,
                increment_secs,
            },
        }
    }
}

/// The options of a game (and of a challenge's, a tournament's games).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameOptionsRecord {
    pub variant: VariantRecord,
    pub start_fen: String,
    pub color: ColorChoiceRecord,
    pub time: TimeControlRecord,
    pub rated: bool,
}

impl From<&GameOptions> for GameOptionsRecord {
    fn from(o: &GameOptions) -> GameOptionsRecord {
        GameOptionsRecord {
            variant: o.variant.into(),
            start_fen: o.start_fen.clone(),
            color: match o.color {
                ColorChoice::White => ColorChoiceRecord::White,
                ColorChoice::Black => ColorChoiceRecord::Black,
                ColorChoice::Random => ColorChoiceRecord::Random,
            },
            time: o.time.into(),
            rated: o.rated,
        }
    }
}

impl From<GameOptionsRecord> for GameOptions {
    fn from(o: GameOptionsRecord) -> GameOptions {
        GameOptions {
            variant: o.variant.into(),
            start_fen: o.start_fen,
            color: match o.color {
                ColorChoiceRecord::White => ColorChoice::White,
                ColorChoiceRecord::Black => ColorChoice::Black,
                ColorChoiceRecord::Random => ColorChoice::Random,
            },
            time: o.time.into(),
            rated: o.rated,
        }
    }
}

#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub enum WinReasonRecord {
    Checkmate,
    Resignation,
    Timeout,
    Abandonment,
}

#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub enum DrawReasonRecord {
    Stalemate,
    Repetition,
    FiftyMoves,
    DeadPosition,
    Agreement,
    TimeoutVsInsufficientMaterial,
}

#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub enum OutcomeRecord {
    Win {
        winner: ColorRecord,
        reason: WinReasonRecord,
    },
    Draw(DrawReasonRecord),
}

impl From<Outcome> for OutcomeRecord {
    fn from(o: Outcome) -> OutcomeRecord {
        match o {
            Outcome::Win { winner, reason } => OutcomeRecord::Win {
                winner: winner.into(),
                reason: match reason {
                    WinReason::Checkmate => WinReasonRecord::Checkmate,
                    WinReason::Resignation => WinReasonRecord::Resignation,
                    WinReason::Timeout => WinReasonRecord::Timeout,
                    WinReason::Abandonment => WinReasonRecord::Abandonment,
                },
            },
            Outcome::Draw(reason) => OutcomeRecord::Draw(match reason {
                DrawReason::Stalemate => DrawReasonRecord::Stalemate,
                DrawReason::Repetition => DrawReasonRecord::Repetition,
                DrawReason::FiftyMoves => DrawReasonRecord::FiftyMoves,
                DrawReason::DeadPosition => DrawReasonRecord::DeadPosition,
                DrawReason::Agreement => DrawReasonRecord::Agreement,
                DrawReason::TimeoutVsInsufficientMaterial => {
                    DrawReasonRecord::TimeoutVsInsufficientMaterial
                }
            }),
        }
    }
}

impl From<OutcomeRecord> for Outcome {
    fn from(o: OutcomeRecord) -> Outcome {
        match o {
            OutcomeRecord::Win { winner, reason } => Outcome::Win {
                winner: winner.into(),
                reason: match reason {
                    WinReasonRecord::Checkmate => WinReason::Checkmate,
                    WinReasonRecord::Resignation => WinReason::Resignation,
                    WinReasonRecord::Timeout => WinReason::Timeout,
                    WinReasonRecord::Abandonment => WinReason::Abandonment,
                },
            },
            OutcomeRecord::Draw(reason) => Outcome::Draw(match reason {
                DrawReasonRecord::Stalemate => DrawReason::Stalemate,
                DrawReasonRecord::Repetition => DrawReason::Repetition,
                DrawReasonRecord::FiftyMoves => DrawReason::FiftyMoves,
                DrawReasonRecord::DeadPosition => DrawReason::DeadPosition,
                DrawReasonRecord::Agreement => DrawReason::Agreement,
                DrawReasonRecord::TimeoutVsInsufficientMaterial => {
                    DrawReason::TimeoutVsInsufficientMaterial
                }
            }),
        }
    }
}

/// Where a game, challenge or tournament is played.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub enum SiteRecord {
    #[default]
    Unknown,
    Console,
    DirectMessage,
    Server(String),
    PrivateChannel,
    Web,
}

impl From<&Site> for SiteRecord {
    fn from(s: &Site) -> SiteRecord {
        match s {
            Site::Unknown => SiteRecord::Unknown,
            Site::Console => SiteRecord::Console,
            Site::DirectMessage => SiteRecord::DirectMessage,
            Site::Server(name) => SiteRecord::Server(name.clone()),
            Site::PrivateChannel => SiteRecord::PrivateChannel,
            Site::Web => SiteRecord::Web,
        }
    }
}

impl From<SiteRecord> for Site {
    fn from(s: SiteRecord) -> Site {
        match s {
            SiteRecord::Unknown => Site::Unknown,
            SiteRecord::Console => Site::Console,
            SiteRecord::DirectMessage => Site::DirectMessage,
            SiteRecord::Server(name) => Site::Server(name),
            SiteRecord::PrivateChannel => Site::PrivateChannel,
            SiteRecord::Web => Site::Web,
        }
    }
}

/// A Glicko-2 rating.
#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub struct RatingRecord {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl From<Rating> for RatingRecord {
    fn from(r: Rating) -> RatingRecord {
        RatingRecord {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl From<RatingRecord> for Rating {
    fn from(r: RatingRecord) -> Rating {
        Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

/// One message of a front end.
#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub struct MessageRefRecord {
    pub channel: u64,
    pub message: u64,
}

impl From<MessageRef> for MessageRefRecord {
    fn from(m: MessageRef) -> MessageRefRecord {
        MessageRefRecord {
            channel: m.channel.0,
            message: m.message,
        }
    }
}

impl From<MessageRefRecord> for MessageRef {
    fn from(m: MessageRefRecord) -> MessageRef {
        MessageRef {
            channel: ChannelId(m.channel),
            message: m.message,
        }
    }
}

/// A value given to a catalogue message.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum ArgRecord {
    Text(TextRecord),
    Num(f64),
    Key(String),
}

/// A catalogue message: its id and the values of its variables (pairs).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct MsgRecord {
    pub id: String,
    pub args: Vec<(String, ArgRecord)>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum SpanRecord {
    Plain(String),
    Strong(String),
    Code(String),
    Player { id: Option<u64>, name: String },
    Time(i64),
    Msg(MsgRecord),
}

/// A text (a notice's words), span by span.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct TextRecord {
    pub spans: Vec<SpanRecord>,
}

impl From<&Arg> for ArgRecord {
    fn from(a: &Arg) -> ArgRecord {
        match a {
            Arg::Text(t) => ArgRecord::Text(t.into()),
            Arg::Num(n) => ArgRecord::Num(*n),
            Arg::Key(k) => ArgRecord::Key(k.clone()),
        }
    }
}

impl From<ArgRecord> for Arg {
    fn from(a: ArgRecord) -> Arg {
        match a {
            ArgRecord::Text(t) => Arg::Text(t.into()),
            ArgRecord::Num(n) => Arg::Num(n),
            ArgRecord::Key(k) => Arg::Key(k),
        }
    }
}

impl From<&Text> for TextRecord {
    fn from(t: &Text) -> TextRecord {
        TextRecord {
            spans: t
                .spans
                .iter()
                .map(|s| match s {
                    Span::Plain(w) => SpanRecord::Plain(w.clone()),
                    Span::Strong(w) => SpanRecord::Strong(w.clone()),
                    Span::Code(w) => SpanRecord::Code(w.clone()),
                    Span::Player { id, name } => SpanRecord::Player {
                        id: id.map(|u| u.0),
                        name: name.clone(),
                    },
                    Span::Time(ms) => SpanRecord::Time(*ms),
                    Span::Msg(m) => SpanRecord::Msg(MsgRecord {
                        id: m.id.clone(),
                        args: m.args.iter().map(|(k, a)| (k.clone(), a.into())).collect(),
                    }),
                })
                .collect(),
        }
    }
}

impl From<TextRecord> for Text {
    fn from(t: TextRecord) -> Text {
        Text {
            spans: t
                .spans
                .into_iter()
                .map(|s| match s {
                    SpanRecord::Plain(w) => Span::Plain(w),
                    SpanRecord::Strong(w) => Span::Strong(w),
                    SpanRecord::Code(w) => Span::Code(w),
                    SpanRecord::Player { id, name } => Span::Player {
                        id: id.map(UserId),
                        name,
                    },
                    SpanRecord::Time(ms) => Span::Time(ms),
                    SpanRecord::Msg(m) => Span::Msg(crate::i18n::text::Msg {
                        id: m.id,
                        args: m.args.into_iter().map(|(k, a)| (k, a.into())).collect(),
                    }),
                })
                .collect(),
        }
    }
}
