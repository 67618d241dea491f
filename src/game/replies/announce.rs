//! A move just played, told in words: who played it and what its Castalia kidnapped and
//! repulsed, each piece named by its owner ("alice played Cd4 (strong): it kidnapped its own
//! knight from b1 to d3 and pushed bob's Castalia from e4 to h4."). A text addressed to one
//! player says "your" of that player's pieces; a text for a whole channel names the owners.
//! The squares come from the rules' own record of the move (`Move::displacements`). Every
//! sentence is a catalogue message (`announce-*`); so is how a game ended (`outcome_text`),
//! which all replies share.

use crate::game::model::{AbortReason, ColorChoice, GameOptions, Seat};
use crate::game::replies::text::{Arg, Text};
use crate::msg;
use crate::rules::{
    Color, Displaced, Displacement, DrawReason, Move, Outcome, PieceKind, Position, WinReason,
};

/// The two players of a game, to name the owners of displaced pieces.
#[derive(Copy, Clone, Debug)]
pub struct Seats<'a> {
    pub white: &'a Seat,
    pub black: &'a Seat,
}

impl<'a> Seats<'a> {
    pub fn of(&self, color: Color) -> &'a Seat {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }
}

/// A piece kind as a catalogue selector's key (`pawn`, ..., `king`, `castalia`).
pub fn piece_key(kind: PieceKind) -> Arg {
    Arg::key(crate::explain::kind_key(kind))
}

/// A colour as a catalogue selector's key (`white`, `black`).
pub fn color_key(color: Color) -> Arg {
    Arg::key(crate::explain::color_key(color))
}

/// The owner of a displaced piece of `color` that is neither the mover's nor the reader's, as
/// the `owner` key of a displacement clause (and the player's name for `player`): "bob's",
/// "the bot's", or (a removed player's) the piece's colour.
pub fn other_owner(color: Color, seats: Seats<'_>) -> (&'static str, Text) {
    match seats.of(color) {
        seat @ Seat::Human { .. } => ("player", seat.label()),
        Seat::Bot { .. } => ("bot", Text::new()),
        Seat::Removed => ("removed", Text::new()),
    }
}

/// One displaced piece in the words of `message`: `announce-displaced` (a move played) or
/// `web-effect-displaced` (a move previewed); `owner` as `other_owner` gives it, or `own`,
/// `yours`.
pub fn displaced_clause(
    message: &'static str,
    d: &Displacement,
    (owner, player): (&'static str, Text),
) -> Text {
    msg!(
        message,
        how = Arg::key(match d.how {
            Displaced::Kidnap => "kidnap",
            Displaced::Repulse => "push",
        }),
        owner = Arg::key(owner),
        player = player,
        color = color_key(d.piece.color),
        piece = piece_key(d.piece.kind),
        from = d.from.to_string(),
        to = d.to.to_string(),
        queen = Arg::key(if d.becomes_queen { "yes" } else { "no" }),
    )
}

/// Displacement clauses joined ("x and y", the kidnap first); `None` for none.
pub fn both(mut clauses: impl Iterator<Item = Text>) -> Option<Text> {
    let first = clauses.next()?;
    Some(clauses.fold(first, |first, second| {
        msg!("announce-both", first = first, second = second)
    }))
}

/// `rated` or `casual`, as a catalogue selector's key.
pub fn rated_key(rated: bool) -> Arg {
    Arg::key(if rated { "rated" } else { "casual" })
}

/// Why a tournament game was lost by forfeit, as a catalogue selector's key: `no-first-move`
/// (the player's first-move time ran out) or `left` (they ended it before both had moved).
pub fn forfeit_key(reason: &AbortReason) -> Arg {
    Arg::key(match reason {
        AbortReason::NoFirstMove(_) => "no-first-move",
        AbortReason::ByPlayer(_) => "left",
    })
}

/// The name of the player in a seat in plain words, not a mention (titles, headings,
/// pictures); sentences name players with `Seat::label`.
pub fn seat_name(seat: &Seat) -> Text {
    match seat {
        Seat::Human { name, .. } => Text::new().plain(name.clone()),
        other => other.label(),
    }
}

/// How a game ended, in words: "White wins by checkmate", "Draw by threefold repetition".
pub fn outcome_text(outcome: &Outcome) -> Text {
    match outcome {
        Outcome::Win { winner, reason } => msg!(
            "game-outcome-win",
            winner = color_key(*winner),
            reason = Arg::key(match reason {
                WinReason::Checkmate => "checkmate",
                WinReason::Resignation => "resignation",
                WinReason::Timeout => "timeout",
                WinReason::Abandonment => "abandonment",
            }),
        ),
        Outcome::Draw(reason) => msg!(
            "game-outcome-draw",
            reason = Arg::key(match reason {
                DrawReason::Stalemate => "stalemate",
                DrawReason::Repetition => "repetition",
                DrawReason::FiftyMoves => "fifty-moves",
                DrawReason::DeadPosition => "dead-position",
                DrawReason::Agreement => "agreement",
                DrawReason::TimeoutVsInsufficientMaterial => "timeout-vs-insufficient-material",
            }),
        ),
    }
}

/// A move as shown: the move, its SAN in the position it was played in, the side that played
/// it and what it displaced (a Castalia's kidnap and repulse), so that every front end can
/// name them (`PlayedMove::new`, and its sentences below).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    pub mv: Move,
    pub san: String,
    pub by: Color,
    /// The pieces it dragged or pushed, kidnap first.
    pub displaced: Vec<Displacement>,
}

impl PlayedMove {
    /// The move `mv` as played in `before`: its SAN, its side and what it displaced.
    pub fn new(before: &Position, mv: Move) -> PlayedMove {
        PlayedMove {
            san: before.san(&mv).to_string(),
            by: before.side_to_move(),
            displaced: mv.displacements(before),
            mv,
        }
    }

    /// What the move displaced, as a clause: "kidnapped its own knight from b1 to d3 and
    /// pushed bob's Castalia from e4 to h4"; `None` when it displaced nothing. `reader`: the
    /// side the text is addressed to, whose pieces are "your" pieces.
    pub fn displaced_text(&self, seats: Seats<'_>, reader: Option<Color>) -> Option<Text> {
        both(
            self.displaced
                .iter()
                .map(|d| self.displacement(d, seats, reader)),
        )
    }

    /// One piece displaced: "kidnapped its own knight from b1 to d3", "pushed your pawn from
    /// d2 to d1, where it became a queen"; the owner is "its own", "your", "bob's", "the
    /// bot's", or (a removed player's) the piece's colour.
    fn displacement(&self, d: &Displacement, seats: Seats<'_>, reader: Option<Color>) -> Text {
        let color = d.piece.color;
        let owner = if color == self.by {
            ("own", Text::new())
        } else if reader == Some(color) {
            ("yours", Text::new())
        } else {
            other_owner(color, seats)
        };
        displaced_clause("announce-displaced", d, owner)
    }

    /// The move in a sentence: "alice played Cd4 (strong): it kidnapped its own knight from b1 to
    /// d3 and pushed bob's Castalia from e4 to h4.", or "alice played e4 (strong)." for a move
    /// that displaced nothing (`reader` as in `displaced_text`).
    pub fn sentence(&self, seats: Seats<'_>, reader: Option<Color>) -> Text {
        let player = seats.of(self.by).label();
        let san = self.san.as_str();
        match self.displaced_text(seats, reader) {
            Some(what) => msg!(
                "announce-played-displacing",
                player = player,
                san = san,
                what = what
            ),
            None => msg!("announce-played", player = player, san = san),
        }
    }

    /// The move in a few words, for a "last move" field: "Cd4: kidnapped its own knight from
    /// b1 to d3 and pushed bob's Castalia from e4 to h4", or "e4".
    pub fn summary(&self, seats: Seats<'_>) -> Text {
        match self.displaced_text(seats, None) {
            Some(what) => msg!("announce-summary", san = self.san.as_str(), what = what),
            None => Text::new().plain(self.san.clone()),
        }
    }
}

/// Whether a game ended on the board with its last move (mate, stalemate, a draw the rules
/// declare), rather than by a player or the clock: then the last move is worth telling with
/// the result.
pub fn ended_on_the_board(outcome: &Outcome) -> bool {
    match outcome {
        Outcome::Win { reason, .. } => *reason == WinReason::Checkmate,
        Outcome::Draw(reason) => matches!(
            reason,
            DrawReason::Stalemate
                | DrawReason::Repetition
                | DrawReason::FiftyMoves
                | DrawReason::DeadPosition
        ),
    }
}

/// "Castalia chess (castalia rules, castalia setup, alice plays white, 10+5, rated)", in the
/// reader's words.
pub fn describe_options(o: &GameOptions, challenger: &str) -> Text {
    let color = match o.color {
        ColorChoice::White => "white",
        ColorChoice::Black => "black",
        ColorChoice::Random => "random",
    };
    msg!(
        "challenge-terms",
        chess = Arg::key(if o.variant.has_castalia() {
            "castalia"
        } else {
            "orthodox"
        }),
        setup = describe_setup(o),
        color = Arg::key(color),
        challenger = challenger,
        time = o.time.text(),
        rated = rated_key(o.is_rated())
    )
}

/// "castalia rules, castalia setup" (rule set names as they are typed).
fn describe_setup(o: &GameOptions) -> Text {
    let (setup, fen) = if o.start_fen == crate::rules::Setup::Castalia.fen() {
        ("castalia", "")
    } else if o.start_fen == crate::rules::Setup::Classic.fen() {
        ("classic", "")
    } else {
        ("fen", o.start_fen.as_str())
    };
    msg!(
        "challenge-setup",
        rules = o.variant.to_string(),
        setup = Arg::key(setup),
        fen = fen
    )
}

/// "castalia rules, castalia setup, 10+5, rated", in the reader's words.
pub fn describe_short(o: &GameOptions) -> Text {
    msg!(
        "challenge-terms-short",
        setup = describe_setup(o),
        time = o.time.text(),
        rated = rated_key(o.is_rated())
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Level;
    use crate::game::model::UserId;
    use crate::rules::Variant;

    fn alice() -> Seat {
        Seat::Human {
            id: UserId(7),
            name: "alice".into(),
        }
    }

    fn bot() -> Seat {
        Seat::Bot {
            level: Level::new(2).unwrap(),
        }
    }

    fn played(fen: &str, uci: &str) -> PlayedMove {
        let pos = Position::from_fen(fen, Variant::Castalia).unwrap();
        let mv = pos.parse_uci(uci).unwrap();
        PlayedMove::new(&pos, mv)
    }

    #[test]
    fn a_kidnap_of_ones_own_piece_and_a_repulse_of_the_opponents() {
        // White to move: the Castalia d4 goes to c5, dragging its own pawn f2 to d4 and
        // pushing the black bishop b6 to a7 (docs/rules.md, example 2).
        let m = played("4k3/3p2q1/1b6/8/N2C3r/8/1n3P2/3RK3 w - - 0 1", "d4c5");
        let (a, b) = (alice(), bot());
        let seats = Seats {
            white: &a,
            black: &b,
        };
        assert_eq!(
            m.sentence(seats, None).to_string(),
            "alice played Cc5: it kidnapped its own pawn from f2 to d4 and pushed the bot's bishop from b6 to a7."
        );
        // Addressed to Black, the bishop is "your bishop".
        assert!(m
            .sentence(seats, Some(Color::Black))
            .contains("pushed your bishop from b6 to a7"));
        assert_eq!(
            m.summary(seats).to_string(),
            "Cc5: kidnapped its own pawn from f2 to d4 and pushed the bot's bishop from b6 to a7"
        );
    }

    #[test]
    fn a_kidnap_of_the_opponents_piece_names_its_owner() {
        // The bot (white) plays e6-e5 and drags alice's king from e8 to e6 (example 6).
        let m = played("4k3/8/R3C3/8/8/8/8/4K3 w - - 0 1", "e6e5");
        let (a, b) = (alice(), bot());
        let seats = Seats {
            white: &b,
            black: &a,
        };
        assert_eq!(
            m.sentence(seats, None).to_string(),
            "Castalia bot (level 2) played Ce5+: it kidnapped alice's king from e8 to e6."
        );
    }

    #[test]
    fn a_repulse_promotion_says_the_pawn_became_a_queen() {
        // White's Castalia pushes the black pawn d2 to d1, where it becomes a queen (example 8).
        let m = played("k7/8/8/8/3C4/7K/3p4/8 w - - 0 1", "d4d3");
        let (a, b) = (alice(), bot());
        let seats = Seats {
            white: &a,
            black: &b,
        };
        assert_eq!(
            m.sentence(seats, Some(Color::Black)).to_string(),
            "alice played Cd3: it pushed your pawn from d2 to d1, where it became a queen."
        );
    }

    #[test]
    fn a_move_that_displaces_nothing_is_said_as_before() {
        let pos = Position::start(Variant::Castalia);
        let mv = pos.parse_move("e4").unwrap();
        let m = PlayedMove::new(&pos, mv);
        let (a, b) = (alice(), bot());
        let seats = Seats {
            white: &a,
            black: &b,
        };
        assert!(m.displaced.is_empty());
        assert_eq!(m.sentence(seats, None).to_string(), "alice played e4.");
        assert_eq!(m.summary(seats).to_string(), "e4");
        // A repulse that cannot move its piece displaces nothing (example 4).
        let blocked = played("4k3/8/8/3p4/3p4/8/3C4/4K3 w - - 0 1", "d2d3");
        assert_eq!(
            blocked.sentence(seats, None).to_string(),
            "alice played Cd3."
        );
    }
}
