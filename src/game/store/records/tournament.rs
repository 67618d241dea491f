//! The stored tournament (format 1), with its competition (`tournament::Event`: entrants,
//! rounds, boards, byes). Fields added over time are read with their defaults: the record's
//! `front` and `lang`, an entrant's `withdrawn` and `from_round` (1), a board's `berserk` and
//! `plies`.

use super::common::{GameOptionsRecord, LangRecord, SiteRecord};
use super::{parse, unknown_format, RecordKind, Stored};
use crate::game::model::{
    ChannelId, GuildId, Tournament, TournamentFront, TournamentId, TournamentState, UserId,
};
use crate::tournament::{Board, BoardResult, ByeKind, Entrant, Event, Kind, Round};
use serde::{Deserialize, Serialize};

#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub enum StateRecord {
    Open,
    Running,
    Finished,
    Cancelled,
}

#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub enum KindRecord {
    Arena { minutes: u32, berserk: bool },
    Swiss { rounds: u32 },
    RoundRobin { double: bool },
}

fn first_round() -> u32 {
    1
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct EntrantRecord {
    no: u32,
    user: u64,
    name: String,
    rating: u32,
    #[serde(default)]
    withdrawn: bool,
    #[serde(default = "first_round")]
    from_round: u32,
}

#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub enum BoardResultRecord {
    WhiteWins,
    Draw,
    BlackWins,
    WhiteForfeit,
    BlackForfeit,
    DoubleForfeit,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct BoardRecord {
    white: u32,
    black: u32,
    game: Option<u64>,
    result: Option<BoardResultRecord>,
    #[serde(default)]
    berserk: (bool, bool),
    #[serde(default)]
    plies: u32,
}

#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub enum ByeKindRecord {
    Pairing,
    Half,
    Zero,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RoundRecord {
    number: u32,
    boards: Vec<BoardRecord>,
    byes: Vec<(u32, ByeKindRecord)>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct EventRecord {
    kind: KindRecord,
    entrants: Vec<EntrantRecord>,
    rounds: Vec<RoundRecord>,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct FrontRecord {
    thread: Option<u64>,
    standings_message: Option<u64>,
    scheduled_event: Option<u64>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct TournamentRecord {
    id: u64,
    guild: u64,
    channel: u64,
    site: SiteRecord,
    creator: u64,
    name: String,
    options: GameOptionsRecord,
    band: Option<(u32, u32)>,
    state: StateRecord,
    starts_ms: i64,
    started_ms: Option<i64>,
    ends_ms: Option<i64>,
    finished_ms: Option<i64>,
    event: EventRecord,
    reminded: bool,
    due_ms: Option<i64>,
    #[serde(default)]
    front: FrontRecord,
    version: u64,
    created_ms: i64,
    updated_ms: i64,
    #[serde(default)]
    lang: LangRecord,
}

fn result_record(r: BoardResult) -> BoardResultRecord {
    match r {
        BoardResult::WhiteWins => BoardResultRecord::WhiteWins,
        BoardResult::Draw => BoardResultRecord::Draw,
        BoardResult::BlackWins => BoardResultRecord::BlackWins,
        BoardResult::WhiteForfeit => BoardResultRecord::WhiteForfeit,
        BoardResult::BlackForfeit => BoardResultRecord::BlackForfeit,
        BoardResult::DoubleForfeit => BoardResultRecord::DoubleForfeit,
    }
}

fn board_result(r: BoardResultRecord) -> BoardResult {
    match r {
        BoardResultRecord::WhiteWins => BoardResult::WhiteWins,
        BoardResultRecord::Draw => BoardResult::Draw,
        BoardResultRecord::BlackWins => BoardResult::BlackWins,
        BoardResultRecord::WhiteForfeit => BoardResult::WhiteForfeit,
        BoardResultRecord::BlackForfeit => BoardResult::BlackForfeit,
        BoardResultRecord::DoubleForfeit => BoardResult::DoubleForfeit,
    }
}

fn bye_record(b: ByeKind) -> ByeKindRecord {
    match b {
        ByeKind::Pairing => ByeKindRecord::Pairing,
        ByeKind::Half => ByeKindRecord::Half,
        ByeKind::Zero => ByeKindRecord::Zero,
    }
}

fn bye_kind(b: ByeKindRecord) -> ByeKind {
    match b {
        ByeKindRecord::Pairing => ByeKind::Pairing,
        ByeKindRecord::Half => ByeKind::Half,
        ByeKindRecord::Zero => ByeKind::Zero,
    }
}

impl From<&Event> for EventRecord {
    fn from(e: &Event) -> EventRecord {
        EventRecord {
            kind: match e.kind {
                Kind::Arena { minutes, berserk } => KindRecord::Arena { minutes, berserk },
                Kind::Swiss { rounds } => KindRecord::Swiss { rounds },
                Kind::RoundRobin { double } => KindRecord::RoundRobin { double },
            },
            entrants: e
                .entrants
                .iter()
                .map(|x| EntrantRecord {
                    no: x.no,
                    user: x.user,
                    name: x.name.clone(),
                    rating: x.rating,
                    withdrawn: x.withdrawn,
                    from_round: x.from_round,
                })
                .collect(),
            rounds: e
                .rounds
                .iter()
                .map(|r| RoundRecord {
                    number: r.number,
                    boards: r
                        .boards
                        .iter()
                        .map(|b| BoardRecord {
                            white: b.white,
                            black: b.black,
                            game: b.game,
                            result: b.result.map(result_record),
                            berserk: b.berserk,
                            plies: b.plies,
                        })
                        .collect(),
                    byes: r.byes.iter().map(|(no, k)| (*no, bye_record(*k))).collect(),
                })
                .collect(),
        }
    }
}

impl From<EventRecord> for Event {
    fn from(e: EventRecord) -> Event {
        Event {
            kind: match e.kind {
                KindRecord::Arena { minutes, berserk } => Kind::Arena { minutes, berserk },
                KindRecord::Swiss { rounds } => Kind::Swiss { rounds },
                KindRecord::RoundRobin { double } => Kind::RoundRobin { double },
            },
            entrants: e
                .entrants
                .into_iter()
                .map(|x| Entrant {
                    no: x.no,
                    user: x.user,
                    name: x.name,
                    rating: x.rating,
                    withdrawn: x.withdrawn,
                    from_round: x.from_round,
                })
                .collect(),
            rounds: e
                .rounds
                .into_iter()
                .map(|r| Round {
                    number: r.number,
                    boards: r
                        .boards
                        .into_iter()
                        .map(|b| Board {
                            white: b.white,
                            black: b.black,
                            game: b.game,
                            result: b.result.map(board_result),
                            berserk: b.berserk,
                            plies: b.plies,
                        })
                        .collect(),
                    byes: r
                        .byes
                        .into_iter()
                        .map(|(no, k)| (no, bye_kind(k)))
                        .collect(),
                })
                .collect(),
        }
    }
}

impl Stored for Tournament {
    const KIND: RecordKind = RecordKind::Tournament;
    type Record = TournamentRecord;

    fn to_record(&self) -> TournamentRecord {
        TournamentRecord {
            id: self.id.0,
            guild: self.guild.0,
            channel: self.channel.0,
            site: (&self.site).into(),
            creator: self.creator.0,
            name: self.name.clone(),
            options: (&self.options).into(),
            band: self.band,
            state: match self.state {
                TournamentState::Open => StateRecord::Open,
                TournamentState::Running => StateRecord::Running,
                TournamentState::Finished => StateRecord::Finished,
                TournamentState::Cancelled => StateRecord::Cancelled,
            },
            starts_ms: self.starts_ms,
            started_ms: self.started_ms,
            ends_ms: self.ends_ms,
            finished_ms: self.finished_ms,
            event: (&self.event).into(),
            reminded: self.reminded,
            due_ms: self.due_ms,
            front: FrontRecord {
                thread: self.front.thread.map(|c| c.0),
                standings_message: self.front.standings_message,
                scheduled_event: self.front.scheduled_event,
            },
            version: self.version,
            created_ms: self.created_ms,
            updated_ms: self.updated_ms,
            lang: self.lang.into(),
        }
    }

    fn from_record(format: u32, record: &str) -> Result<Tournament, String> {
        if format != 1 {
            return Err(unknown_format(Self::KIND, format));
        }
        let r: TournamentRecord = parse(record)?;
        Ok(Tournament {
            id: TournamentId(r.id),
            guild: GuildId(r.guild),
            channel: ChannelId(r.channel),
            site: r.site.into(),
            creator: UserId(r.creator),
            name: r.name,
            options: r.options.into(),
            band: r.band,
            state: match r.state {
                StateRecord::Open => TournamentState::Open,
                StateRecord::Running => TournamentState::Running,
                StateRecord::Finished => TournamentState::Finished,
                StateRecord::Cancelled => TournamentState::Cancelled,
            },
            starts_ms: r.starts_ms,
            started_ms: r.started_ms,
            ends_ms: r.ends_ms,
            finished_ms: r.finished_ms,
            event: r.event.into(),
            reminded: r.reminded,
            due_ms: r.due_ms,
            front: TournamentFront {
                thread: r.front.thread.map(ChannelId),
                standings_message: r.front.standings_message,
                scheduled_event: r.front.scheduled_event,
            },
            version: r.version,
            created_ms: r.created_ms,
            updated_ms: r.updated_ms,
            lang: r.lang.into(),
        })
    }
}
