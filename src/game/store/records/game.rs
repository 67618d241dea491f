//! The stored game. Format 2 (now) keeps each move typed: its squares, its promotion and its
//! kind with a Castalia's kidnap and repulse, so a game read is played forward without parsing
//! or generating moves. Format 1 kept the moves as UCI text: they are replayed once, when such
//! a record is read, and it is written back at format 2 with its next change.
//!
//! Fields added over time are read with their defaults from records written before them:
//! `site`, `aborted`, `first_move_ms`, `clock_history`, `claim_noticed`, `due_ms`, `thread`,
//! `shown` (which also held the board messages once: see `board_messages`), `tournament`,
//! `lang`.

use super::common::{
    ColorRecord, GameOptionsRecord, LangRecord, OutcomeRecord, SeatRecord, SiteRecord,
};
use super::{parse, unknown_format, RecordKind, Stored};
use crate::game::model::{
    AbortReason, ChannelId, Clocks, Game, GameId, GameOptions, GuildId, Request, ResultCard,
    TournamentId,
};
use crate::rules::{CastaliaEffects, Move, MoveKind, PieceKind, Position, Repulse, Square};
use serde::{Deserialize, Serialize};

#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub struct RequestRecord {
    by: ColorRecord,
    at_ply: usize,
}

#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub struct ClocksRecord {
    white_ms: i64,
    black_ms: i64,
}

impl From<Clocks> for ClocksRecord {
    fn from(c: Clocks) -> ClocksRecord {
        ClocksRecord {
            white_ms: c.white_ms,
            black_ms: c.black_ms,
        }
    }
}

impl From<ClocksRecord> for Clocks {
    fn from(c: ClocksRecord) -> Clocks {
        Clocks {
            white_ms: c.white_ms,
            black_ms: c.black_ms,
        }
    }
}

#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub enum AbortReasonRecord {
    ByPlayer(ColorRecord),
    NoFirstMove(ColorRecord),
}

/// The end of a game's life on a front end (stored under `shown`).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct ResultCardRecord {
    #[serde(default)]
    card_posted: bool,
    #[serde(default)]
    close_at_ms: Option<i64>,
}

/// A game as stored, with its moves in the form of its format (`M`).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameRecord<M> {
    id: u64,
    guild: u64,
    channel: u64,
    white: SeatRecord,
    black: SeatRecord,
    options: GameOptionsRecord,
    moves: Vec<M>,
    outcome: Option<OutcomeRecord>,
    draw_offer: Option<RequestRecord>,
    takeback: Option<RequestRecord>,
    clocks: Option<ClocksRecord>,
    turn_started_ms: i64,
    reminded: bool,
    created_ms: i64,
    updated_ms: i64,
    version: u64,
    #[serde(default)]
    site: SiteRecord,
    #[serde(default)]
    aborted: Option<AbortReasonRecord>,
    #[serde(default)]
    first_move_ms: Option<i64>,
    #[serde(default)]
    clock_history: Vec<Option<ClocksRecord>>,
    #[serde(default)]
    claim_noticed: bool,
    #[serde(default)]
    due_ms: Option<i64>,
    #[serde(default)]
    thread: Option<u64>,
    #[serde(default)]
    shown: ResultCardRecord,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    tournament: Option<u64>,
    #[serde(default)]
    lang: LangRecord,
}

/// A piece kind (a promotion's).
#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub enum PieceRecord {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
    Castalia,
}

impl From<PieceKind> for PieceRecord {
    fn from(p: PieceKind) -> PieceRecord {
        match p {
            PieceKind::Pawn => PieceRecord::Pawn,
            PieceKind::Knight => PieceRecord::Knight,
            PieceKind::Bishop => PieceRecord::Bishop,
            PieceKind::Rook => PieceRecord::Rook,
            PieceKind::Queen => PieceRecord::Queen,
            PieceKind::King => PieceRecord::King,
            PieceKind::Castalia => PieceRecord::Castalia,
        }
    }
}

impl From<PieceRecord> for PieceKind {
    fn from(p: PieceRecord) -> PieceKind {
        match p {
            PieceRecord::Pawn => PieceKind::Pawn,
            PieceRecord::Knight => PieceKind::Knight,
            PieceRecord::Bishop => PieceKind::Bishop,
            PieceRecord::Rook => PieceKind::Rook,
            PieceRecord::Queen => PieceKind::Queen,
            PieceRecord::King => PieceKind::King,
            PieceRecord::Castalia => PieceKind::Castalia,
        }
    }
}

/// An enemy piece a Castalia pushed.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RepulseRecord {
    from: String,
    to: String,
    promotes: bool,
}

/// The kind of a move; a plain one is not written.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub enum MoveKindRecord {
    #[default]
    Normal,
    DoubleStep,
    EnPassant,
    Castle,
    Castalia {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        kidnap_from: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        repulse: Option<RepulseRecord>,
    },
}

impl MoveKindRecord {
    fn is_normal(&self) -> bool {
        matches!(self, MoveKindRecord::Normal)
    }
}

/// A move as stored at format 2: `{"from":"e2","to":"e4","kind":"DoubleStep"}`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct MoveRecord {
    from: String,
    to: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    promotion: Option<PieceRecord>,
    #[serde(default, skip_serializing_if = "MoveKindRecord::is_normal")]
    kind: MoveKindRecord,
}

impl From<&Move> for MoveRecord {
    fn from(m: &Move) -> MoveRecord {
        MoveRecord {
            from: m.from.to_string(),
            to: m.to.to_string(),
            promotion: m.promotion.map(PieceRecord::from),
            kind: match m.kind {
                MoveKind::Normal => MoveKindRecord::Normal,
                MoveKind::DoubleStep => MoveKindRecord::DoubleStep,
                MoveKind::EnPassant => MoveKindRecord::EnPassant,
                MoveKind::Castle => MoveKindRecord::Castle,
                MoveKind::Castalia(e) => MoveKindRecord::Castalia {
                    kidnap_from: e.kidnap_from.map(|s| s.to_string()),
                    repulse: e.repulse.map(|r| RepulseRecord {
                        from: r.from.to_string(),
                        to: r.to.to_string(),
                        promotes: r.promotes,
                    }),
                },
            },
        }
    }
}

fn square(name: &str) -> Result<Square, String> {
    name.parse()
        .map_err(|_| format!("`{name}` is not a square"))
}

impl TryFrom<MoveRecord> for Move {
    type Error = String;

    fn try_from(m: MoveRecord) -> Result<Move, String> {
        Ok(Move {
            from: square(&m.from)?,
            to: square(&m.to)?,
            promotion: m.promotion.map(PieceKind::from),
            kind: match m.kind {
                MoveKindRecord::Normal => MoveKind::Normal,
                MoveKindRecord::DoubleStep => MoveKind::DoubleStep,
                MoveKindRecord::EnPassant => MoveKind::EnPassant,
                MoveKindRecord::Castle => MoveKind::Castle,
                MoveKindRecord::Castalia {
                    kidnap_from,
                    repulse,
                } => MoveKind::Castalia(CastaliaEffects {
                    kidnap_from: kidnap_from.as_deref().map(square).transpose()?,
                    repulse: match repulse {
                        Some(r) => Some(Repulse {
                            from: square(&r.from)?,
                            to: square(&r.to)?,
                            promotes: r.promotes,
                        }),
                        None => None,
                    },
                }),
            },
        })
    }
}

/// A format 1 game's moves (UCI text) as typed moves, replayed from its start position.
fn replay(options: &GameOptions, ucis: &[String]) -> Result<Vec<Move>, String> {
    let mut pos = Position::from_fen(&options.start_fen, options.variant)
        .map_err(|e| format!("its start position does not read: {e}"))?;
    let mut moves = Vec::with_capacity(ucis.len());
    for (i, uci) in ucis.iter().enumerate() {
        let mv = pos
            .parse_uci(uci)
            .map_err(|e| format!("move {} ({uci}) does not replay: {e}", i + 1))?;
        pos = pos.play(&mv);
        moves.push(mv);
    }
    Ok(moves)
}

impl<M> GameRecord<M> {
    /// The game, its moves made by `moves` from the stored ones and the options.
    fn into_game(
        self,
        moves: impl FnOnce(&GameOptions, Vec<M>) -> Result<Vec<Move>, String>,
    ) -> Result<Game, String> {
        let options = GameOptions::from(self.options);
        let moves = moves(&options, self.moves)?;
        let request = |r: RequestRecord| Request {
            by: r.by.into(),
            at_ply: r.at_ply,
        };
        Ok(Game {
            id: GameId(self.id),
            guild: GuildId(self.guild),
            channel: ChannelId(self.channel),
            white: self.white.try_into()?,
            black: self.black.try_into()?,
            options,
            moves,
            outcome: self.outcome.map(Into::into),
            draw_offer: self.draw_offer.map(request),
            takeback: self.takeback.map(request),
            clocks: self.clocks.map(Into::into),
            turn_started_ms: self.turn_started_ms,
            reminded: self.reminded,
            created_ms: self.created_ms,
            updated_ms: self.updated_ms,
            version: self.version,
            site: self.site.into(),
            aborted: self.aborted.map(|a| match a {
                AbortReasonRecord::ByPlayer(c) => AbortReason::ByPlayer(c.into()),
                AbortReasonRecord::NoFirstMove(c) => AbortReason::NoFirstMove(c.into()),
            }),
            first_move_ms: self.first_move_ms,
            clock_history: self
                .clock_history
                .into_iter()
                .map(|c| c.map(Into::into))
                .collect(),
            claim_noticed: self.claim_noticed,
            due_ms: self.due_ms,
            thread: self.thread.map(ChannelId),
            result_card: ResultCard {
                posted: self.shown.card_posted,
                close_at_ms: self.shown.close_at_ms,
            },
            tournament: self.tournament.map(TournamentId),
            lang: self.lang.into(),
        })
    }
}

impl Stored for Game {
    const KIND: RecordKind = RecordKind::Game;
    type Record = GameRecord<MoveRecord>;

    fn to_record(&self) -> GameRecord<MoveRecord> {
        let request = |r: Request| RequestRecord {
            by: r.by.into(),
            at_ply: r.at_ply,
        };
        GameRecord {
            id: self.id.0,
            guild: self.guild.0,
            channel: self.channel.0,
            white: (&self.white).into(),
            black: (&self.black).into(),
            options: (&self.options).into(),
            moves: self.moves.iter().map(MoveRecord::from).collect(),
            outcome: self.outcome.map(Into::into),
            draw_offer: self.draw_offer.map(request),
            takeback: self.takeback.map(request),
            clocks: self.clocks.map(Into::into),
            turn_started_ms: self.turn_started_ms,
            reminded: self.reminded,
            created_ms: self.created_ms,
            updated_ms: self.updated_ms,
            version: self.version,
            site: (&self.site).into(),
            aborted: self.aborted.map(|a| match a {
                AbortReason::ByPlayer(c) => AbortReasonRecord::ByPlayer(c.into()),
                AbortReason::NoFirstMove(c) => AbortReasonRecord::NoFirstMove(c.into()),
            }),
            first_move_ms: self.first_move_ms,
            clock_history: self
                .clock_history
                .iter()
                .map(|c| c.map(Into::into))
                .collect(),
            claim_noticed: self.claim_noticed,
            due_ms: self.due_ms,
            thread: self.thread.map(|t| t.0),
            shown: ResultCardRecord {
                card_posted: self.result_card.posted,
                close_at_ms: self.result_card.close_at_ms,
            },
            tournament: self.tournament.map(|t| t.0),
            lang: self.lang.into(),
        }
    }

    fn from_record(format: u32, record: &str) -> Result<Game, String> {
        match format {
            1 => parse::<GameRecord<String>>(record)?
                .into_game(|options, ucis| replay(options, &ucis)),
            2 => parse::<GameRecord<MoveRecord>>(record)?
                .into_game(|_, moves| moves.into_iter().map(Move::try_from).collect()),
            other => Err(unknown_format(Self::KIND, other)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::store::records::{decode, encode};
    use crate::rules::Variant;

    /// Every kind of move survives the stored form: a double step, castling, en passant, a
    /// promotion, and Castalia moves with a kidnap and a repulse.
    #[test]
    fn typed_moves_are_stored_and_read_back_as_they_were() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        let moves = vec![
            Move {
                from: sq("e2"),
                to: sq("e4"),
                promotion: None,
                kind: MoveKind::DoubleStep,
            },
            Move {
                from: sq("e1"),
                to: sq("g1"),
                promotion: None,
                kind: MoveKind::Castle,
            },
            Move {
                from: sq("d5"),
                to: sq("e6"),
                promotion: None,
                kind: MoveKind::EnPassant,
            },
            Move {
                from: sq("b7"),
                to: sq("a8"),
                promotion: Some(PieceKind::Castalia),
                kind: MoveKind::Normal,
            },
            Move {
                from: sq("b1"),
                to: sq("b3"),
                promotion: None,
                kind: MoveKind::Castalia(CastaliaEffects {
                    kidnap_from: Some(sq("b2")),
                    repulse: Some(Repulse {
                        from: sq("b4"),
                        to: sq("b5"),
                        promotes: true,
                    }),
                }),
            },
        ];
        for mv in moves {
            let json = serde_json::to_string(&MoveRecord::from(&mv)).unwrap();
            let back = Move::try_from(serde_json::from_str::<MoveRecord>(&json).unwrap());
            assert_eq!(back, Ok(mv), "{json}");
        }
        let plain = MoveRecord::from(&Move {
            from: sq("g1"),
            to: sq("f3"),
            promotion: None,
            kind: MoveKind::Normal,
        });
        assert_eq!(
            serde_json::to_string(&plain).unwrap(),
            r#"{"from":"g1","to":"f3"}"#
        );
    }

    fn old_game(moves: &[&str]) -> String {
        serde_json::json!({"schema": 1, "record": {
            "id": 3, "guild": 0, "channel": 1,
            "white": {"Human": {"id": 1, "name": "a"}}, "black": {"Bot": {"level": 2}},
            "options": {"variant": "Standard", "start_fen": Position::start(Variant::Standard).fen(),
                        "color": "White", "time": "Unlimited", "rated": false},
            "moves": moves, "outcome": null, "draw_offer": null, "takeback": null,
            "clocks": null, "turn_started_ms": 0, "reminded": false,
            "created_ms": 0, "updated_ms": 0, "version": 1
        }})
        .to_string()
    }

    #[test]
    fn a_format_1_game_is_replayed_into_typed_moves_and_written_at_format_2() {
        let game: Game =
            decode("games", &3, old_game(&["e2e4", "e7e5", "e1e2"]).as_bytes()).unwrap();
        assert_eq!(game.moves.len(), 3);
        assert_eq!(game.moves[0].kind, MoveKind::DoubleStep);
        assert_eq!(game.moves[2].uci().to_string(), "e1e2");
        let stored: serde_json::Value = serde_json::from_slice(&encode(&game).unwrap()).unwrap();
        assert_eq!(stored["schema"], 2);
        assert_eq!(stored["record"]["moves"][0]["kind"], "DoubleStep");
        let again: Game = decode("games", &3, &encode(&game).unwrap()).unwrap();
        assert_eq!(again, game);
    }

    #[test]
    fn a_format_1_game_whose_moves_do_not_replay_is_damaged() {
        let err = decode::<Game>("games", &3, old_game(&["e2e4", "e2e4"]).as_bytes())
            .map(|_| ())
            .unwrap_err();
        assert!(
            err.to_string().contains("move 2 (e2e4) does not replay"),
            "{err}"
        );
    }
}
