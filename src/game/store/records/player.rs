//! The stored player (format 1): ratings and scores by rule set, puzzles, settings, the
//! course. `puzzles`, `settings`, `course` and `version` are read with their defaults from
//! records written before them; a setting or a course field missing is read as its default.

use super::common::{stored_before_versions, LangRecord, RatingRecord};
use super::{parse, unknown_format, RecordKind, Stored};
use crate::game::model::{
    ActivePuzzle, ChannelId, CourseRecord, Player, PuzzleRecord, Score, Settings, UserId,
    VariantStats,
};
use crate::render::Theme;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub struct ScoreRecord {
    wins: u32,
    draws: u32,
    losses: u32,
}

impl From<Score> for ScoreRecord {
    fn from(s: Score) -> ScoreRecord {
        ScoreRecord {
            wins: s.wins,
            draws: s.draws,
            losses: s.losses,
        }
    }
}

impl From<ScoreRecord> for Score {
    fn from(s: ScoreRecord) -> Score {
        Score {
            wins: s.wins,
            draws: s.draws,
            losses: s.losses,
        }
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct VariantStatsRecord {
    rating: RatingRecord,
    rated: ScoreRecord,
    all: ScoreRecord,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ActivePuzzleRecord {
    id: String,
    channel: u64,
    done: usize,
    daily: Option<i64>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PuzzlesRecord {
    rating: RatingRecord,
    streak: u32,
    best_streak: u32,
    solved: u32,
    failed: u32,
    active: Option<ActivePuzzleRecord>,
    recent: Vec<String>,
    daily_solved: Option<i64>,
}

impl From<&PuzzleRecord> for PuzzlesRecord {
    fn from(p: &PuzzleRecord) -> PuzzlesRecord {
        PuzzlesRecord {
            rating: p.rating.into(),
            streak: p.streak,
            best_streak: p.best_streak,
            solved: p.solved,
            failed: p.failed,
            active: p.active.as_ref().map(|a| ActivePuzzleRecord {
                id: a.id.clone(),
                channel: a.channel.0,
                done: a.done,
                daily: a.daily,
            }),
            recent: p.recent.clone(),
            daily_solved: p.daily_solved,
        }
    }
}

impl From<PuzzlesRecord> for PuzzleRecord {
    fn from(p: PuzzlesRecord) -> PuzzleRecord {
        PuzzleRecord {
            rating: p.rating.into(),
            streak: p.streak,
            best_streak: p.best_streak,
            solved: p.solved,
            failed: p.failed,
            active: p.active.map(|a| ActivePuzzle {
                id: a.id,
                channel: ChannelId(a.channel),
                done: a.done,
                daily: a.daily,
            }),
            recent: p.recent,
            daily_solved: p.daily_solved,
        }
    }
}

impl Default for PuzzlesRecord {
    fn default() -> PuzzlesRecord {
        (&PuzzleRecord::default()).into()
    }
}

/// A board theme, by its name.
#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ThemeRecord {
    Classic,
    Ocean,
    Forest,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct SettingsRecord {
    theme: Option<ThemeRecord>,
    coordinates: bool,
    notify_dm: bool,
    language: Option<LangRecord>,
}

impl From<&Settings> for SettingsRecord {
    fn from(s: &Settings) -> SettingsRecord {
        SettingsRecord {
            theme: s.theme.map(|t| match t {
                Theme::Classic => ThemeRecord::Classic,
                Theme::Ocean => ThemeRecord::Ocean,
                Theme::Forest => ThemeRecord::Forest,
            }),
            coordinates: s.coordinates,
            notify_dm: s.notify_dm,
            language: s.language.map(Into::into),
        }
    }
}

impl From<SettingsRecord> for Settings {
    fn from(s: SettingsRecord) -> Settings {
        Settings {
            theme: s.theme.map(|t| match t {
                ThemeRecord::Classic => Theme::Classic,
                ThemeRecord::Ocean => Theme::Ocean,
                ThemeRecord::Forest => Theme::Forest,
            }),
            coordinates: s.coordinates,
            notify_dm: s.notify_dm,
            language: s.language.map(Into::into),
        }
    }
}

impl Default for SettingsRecord {
    fn default() -> SettingsRecord {
        (&Settings::default()).into()
    }
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct CourseProgressRecord {
    solved: BTreeSet<String>,
    current: Option<String>,
    shown: Option<String>,
    channel: Option<u64>,
    wrong: BTreeMap<u32, u32>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PlayerRecord {
    id: Option<u64>,
    name: String,
    stats: BTreeMap<String, VariantStatsRecord>,
    #[serde(default)]
    puzzles: PuzzlesRecord,
    #[serde(default)]
    settings: SettingsRecord,
    #[serde(default)]
    course: CourseProgressRecord,
    #[serde(default = "stored_before_versions")]
    version: u64,
}

impl Stored for Player {
    const KIND: RecordKind = RecordKind::Player;
    type Record = PlayerRecord;

    fn to_record(&self) -> PlayerRecord {
        PlayerRecord {
            id: self.id.map(|u| u.0),
            name: self.name.clone(),
            stats: self
                .stats
                .iter()
                .map(|(k, s)| {
                    (
                        k.clone(),
                        VariantStatsRecord {
                            rating: s.rating.into(),
                            rated: s.rated.into(),
                            all: s.all.into(),
                        },
                    )
                })
                .collect(),
            puzzles: (&self.puzzles).into(),
            settings: (&self.settings).into(),
            course: CourseProgressRecord {
                solved: self.course.solved.clone(),
                current: self.course.current.clone(),
                shown: self.course.shown.clone(),
                channel: self.course.channel.map(|c| c.0),
                wrong: self.course.wrong.clone(),
            },
            version: self.version,
        }
    }

    fn from_record(format: u32, record: &str) -> Result<Player, String> {
        if format != 1 {
            return Err(unknown_format(Self::KIND, format));
        }
        let r: PlayerRecord = parse(record)?;
        Ok(Player {
            id: r.id.map(UserId),
            name: r.name,
            stats: r
                .stats
                .into_iter()
                .map(|(k, s)| {
                    (
                        k,
                        VariantStats {
                            rating: s.rating.into(),
                            rated: s.rated.into(),
                            all: s.all.into(),
                        },
                    )
                })
                .collect(),
            puzzles: r.puzzles.into(),
            settings: r.settings.into(),
            course: CourseRecord {
                solved: r.course.solved,
                current: r.course.current,
                shown: r.course.shown,
                channel: r.course.channel.map(ChannelId),
                wrong: r.course.wrong,
            },
            version: r.version,
        })
    }
}
