//! A tournament's competition as data: its kind, the entrants by starting number, and the
//! games of each round (an arena's games are one long list, paired in waves) with their
//! results. Pure values, stored with the tournament's record; `standings` reads them.

/// How a tournament is run.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Lichess's arena: free players paired as games end until the time is up.
    Arena {
        minutes: u32,
        /// Players may give up half their clock for an extra point on a win.
        berserk: bool,
    },
    /// Swiss by the FIDE Dutch system.
    Swiss { rounds: u32 },
    /// Everyone plays everyone (twice, colours swapped, when `double`), by Berger tables.
    RoundRobin { double: bool },
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Arena { .. } => "arena",
            Kind::Swiss { .. } => "Swiss",
            Kind::RoundRobin { double: false } => "round robin",
            Kind::RoundRobin { double: true } => "double round robin",
        }
    }

    pub fn is_arena(self) -> bool {
        matches!(self, Kind::Arena { .. })
    }
}

/// A player of the tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    /// Starting number, 1-based: by rating when the tournament starts, then in order of
    /// joining for late joiners.
    pub no: u32,
    /// The user's id in the front end.
    pub user: u64,
    pub name: String,
    /// The rating at joining (in the tournament's rule set).
    pub rating: u32,
    /// Withdrawn: no longer paired (games played still count).
    pub withdrawn: bool,
    /// The first round this player can be paired in (late joiners miss the earlier ones).
    pub from_round: u32,
}

/// How a game of the tournament ended, for the tournament.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BoardResult {
    WhiteWins,
    Draw,
    BlackWins,
    /// White won because Black never moved (no game played).
    WhiteForfeit,
    /// Black won because White never moved.
    BlackForfeit,
    /// Neither moved, or the game was ended without a result: no points.
    DoubleForfeit,
}

impl BoardResult {
    /// Points (in half points) of White and Black.
    pub fn half_points(self) -> (u32, u32) {
        match self {
            BoardResult::WhiteWins | BoardResult::WhiteForfeit => (2, 0),
            BoardResult::Draw => (1, 1),
            BoardResult::BlackWins | BoardResult::BlackForfeit => (0, 2),
            BoardResult::DoubleForfeit => (0, 0),
        }
    }

    /// Whether the game was played over the board (forfeits were not).
    pub fn played(self) -> bool {
        matches!(
            self,
            BoardResult::WhiteWins | BoardResult::Draw | BoardResult::BlackWins
        )
    }

    /// "1-0", "½-½", "0-1", "+--", "--+", "---".
    pub fn score(self) -> &'static str {
        match self {
            BoardResult::WhiteWins => "1-0",
            BoardResult::Draw => "½-½",
            BoardResult::BlackWins => "0-1",
            BoardResult::WhiteForfeit => "+--",
            BoardResult::BlackForfeit => "--+",
            BoardResult::DoubleForfeit => "---",
        }
    }
}

/// One game of a round (or of an arena wave).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub white: u32,
    pub black: u32,
    /// The bot's game, once created.
    pub game: Option<u64>,
    pub result: Option<BoardResult>,
    /// Arena: who went berserk (half their clock for a point more on a win).
    pub berserk: (bool, bool),
    /// Arena: the plies played (a draw in under 20 scores nothing, as on lichess).
    pub plies: u32,
}

impl Board {
    pub fn new(white: u32, black: u32) -> Board {
        Board {
            white,
            black,
            game: None,
            result: None,
            berserk: (false, false),
            plies: 0,
        }
    }

    pub fn has(&self, player: u32) -> bool {
        self.white == player || self.black == player
    }

    pub fn opponent(&self, player: u32) -> Option<u32> {
        if self.white == player {
            Some(self.black)
        } else if self.black == player {
            Some(self.white)
        } else {
            None
        }
    }
}

/// A round without a game for a player.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ByeKind {
    /// The pairing-allocated bye of an odd field: a full point (FIDE C.04.1).
    Pairing,
    /// Asked for or joined late: half a point.
    Half,
    /// Absent (withdrawn, or joined after the round): no point.
    Zero,
}

impl ByeKind {
    pub fn half_points(self) -> u32 {
        match self {
            ByeKind::Pairing => 2,
            ByeKind::Half => 1,
            ByeKind::Zero => 0,
        }
    }
}

/// One round: its games in board order and its byes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Round {
    pub number: u32,
    pub boards: Vec<Board>,
    pub byes: Vec<(u32, ByeKind)>,
}

impl Round {
    /// Whether every game has a result.
    pub fn finished(&self) -> bool {
        self.boards.iter().all(|b| b.result.is_some())
    }
}

/// The competition: who plays, and what they played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    pub kind: Kind,
    pub entrants: Vec<Entrant>,
    /// Swiss and round robin: the rounds in order. Arena: one entry per pairing wave.
    pub rounds: Vec<Round>,
}

impl Event {
    pub fn new(kind: Kind) -> Event {
        Event {
            kind,
            entrants: Vec::new(),
            rounds: Vec::new(),
        }
    }

    pub fn entrant(&self, no: u32) -> Option<&Entrant> {
        self.entrants.iter().find(|e| e.no == no)
    }

    pub fn entrant_of(&self, user: u64) -> Option<&Entrant> {
        self.entrants.iter().find(|e| e.user == user)
    }

    /// Every board of every round, in order.
    pub fn boards(&self) -> impl Iterator<Item = &Board> {
        self.rounds.iter().flat_map(|r| r.boards.iter())
    }

    /// The board of the game `game`, mutable (to record its result).
    pub fn board_of_game_mut(&mut self, game: u64) -> Option<&mut Board> {
        self.rounds
            .iter_mut()
            .flat_map(|r| r.boards.iter_mut())
            .find(|b| b.game == Some(game))
    }

    /// Players with a game going (no result yet).
    pub fn busy(&self) -> Vec<u32> {
        self.boards()
            .filter(|b| b.result.is_none())
            .flat_map(|b| [b.white, b.black])
            .collect()
    }

    /// Numbers entrants by rating (highest first, then by name), as a tournament starts.
    pub fn seed_by_rating(&mut self) {
        self.entrants
            .sort_by(|a, b| b.rating.cmp(&a.rating).then_with(|| a.name.cmp(&b.name)));
        for (i, e) in self.entrants.iter_mut().enumerate() {
            e.no = i as u32 + 1;
        }
    }
}
