//! The caller's legal moves as typed data for pickers and autocompletion: each move with its
//! SAN, UCI, squares, piece and a one-line label saying what it does ("Cd5: kidnaps the
//! white knight from b1 to d1; repulses the black bishop from d6 to d8"). Front ends build
//! their menus from these; a move chosen from them is played with `Command::PickedMove`,
//! which refuses it if the position changed since the choices were made.

use crate::game::commands::command::Context;
use crate::game::error::GameError;
use crate::game::model::GameId;
use crate::game::players::authz::{check_game, Action};
use crate::game::replies::text::Text;
use crate::game::replies::BoardService;
use crate::msg;
use crate::rules::{Direction, Move, PieceKind, Position, Square};

/// One legal move of the caller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveChoice {
    /// The move in SAN, with `+` or `#` (`Cd5`, `e8=Q+`).
    pub san: String,
    /// The move in UCI (`d1d5`, `e7e8q`), what a picker sends back.
    pub uci: String,
    pub from: Square,
    pub to: Square,
    /// The piece that moves.
    pub piece: PieceKind,
    /// The piece a pawn becomes, for a promotion.
    pub promotion: Option<PieceKind>,
    /// The way the piece goes, for a move along a line (`None` for knights and castling).
    pub direction: Option<Direction>,
    /// The SAN and what the move does, in one line (may be longer than a menu allows), in
    /// English; `label_text` is in the reader's language.
    pub label: String,
    /// The SAN and what the move does, in one line: "Cd5: kidnaps the white knight ...".
    pub label_text: Text,
}

/// What a set of move choices is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChoiceBoard {
    /// A game, by number.
    Game(GameId),
    /// The course exercise being worked on, by id ("3.2").
    Lesson(String),
}

impl ChoiceBoard {
    /// "Game #12" or "Exercise 3.2", to head a picker.
    pub fn title_text(&self) -> Text {
        match self {
            ChoiceBoard::Game(id) => msg!("game-choices-game", id = id.to_string()),
            ChoiceBoard::Lesson(id) => msg!("game-choices-exercise", exercise = id.as_str()),
        }
    }
}

/// The caller's legal moves in one position of one game or exercise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveChoices {
    pub board: ChoiceBoard,
    /// Names the position the moves belong to: a move picked from them is played only if the
    /// game is still in this position (see `Command::PickedMove`).
    pub position: u64,
    /// Sorted by the square the piece stands on, then by SAN.
    pub moves: Vec<MoveChoice>,
}

impl MoveChoices {
    /// The squares of the pieces that can move, in order, with their piece and move count.
    pub fn pieces(&self) -> Vec<(Square, PieceKind, usize)> {
        let mut out: Vec<(Square, PieceKind, usize)> = Vec::new();
        for m in &self.moves {
            match out.last_mut() {
                Some((sq, _, n)) if *sq == m.from => *n += 1,
                _ => out.push((m.from, m.piece, 1)),
            }
        }
        out
    }

    /// The moves of the piece on `from`.
    pub fn from(&self, from: Square) -> impl Iterator<Item = &MoveChoice> {
        self.moves.iter().filter(move |m| m.from == from)
    }

    /// The move with this UCI, if it is one of the choices.
    pub fn by_uci(&self, uci: &str) -> Option<&MoveChoice> {
        self.moves.iter().find(|m| m.uci.eq_ignore_ascii_case(uci))
    }
}

/// The choice for `mv`, a legal move of `pos`.
pub fn choice(pos: &Position, mv: &Move) -> MoveChoice {
    let piece = pos.piece_at(mv.from).map_or(PieceKind::Pawn, |p| p.kind);
    let label = crate::explain::effect_label(pos, mv);
    let direction = match piece {
        PieceKind::Knight => None,
        _ if mv.is_castle() => None,
        _ => Direction::between(mv.from, mv.to),
    };
    MoveChoice {
        san: pos.san(mv).to_string(),
        uci: mv.uci().to_string(),
        from: mv.from,
        to: mv.to,
        piece,
        promotion: mv.promotion,
        direction,
        label: label.to_string(),
        label_text: label,
    }
}

/// Every legal move of `pos` as choices, sorted by origin square then SAN.
pub fn choices_of(pos: &Position) -> Vec<MoveChoice> {
    let mut moves: Vec<MoveChoice> = pos.legal_moves().iter().map(|mv| choice(pos, mv)).collect();
    moves.sort_by(|a, b| (a.from.index(), &a.san).cmp(&(b.from.index(), &b.san)));
    moves
}

/// The legal moves of `pos` whose SAN or UCI starts with `prefix` (case-insensitive), by SAN,
/// at most `lookups::MAX_SUGGESTIONS`, labelled: only those kept are labelled.
pub fn suggestions(pos: &Position, prefix: &str) -> Vec<MoveChoice> {
    let wanted = prefix.trim().to_lowercase();
    let mut matching: Vec<(String, Move)> = pos
        .legal_moves()
        .iter()
        .filter_map(|mv| {
            let san = pos.san(mv).to_string();
            let matches = san.to_lowercase().starts_with(&wanted)
                || mv.uci().to_string().starts_with(&wanted);
            matches.then_some((san, *mv))
        })
        .collect();
    matching.sort_by(|a, b| a.0.cmp(&b.0));
    matching.truncate(crate::game::replies::lookups::MAX_SUGGESTIONS);
    matching.iter().map(|(_, mv)| choice(pos, mv)).collect()
}

impl BoardService {
    /// See `GameService::lesson_choices`.
    pub(in crate::game) fn lesson_choices(&self, ctx: &Context) -> Result<MoveChoices, GameError> {
        self.course.lesson_choices(ctx)
    }

    /// The caller's game (`game`, or theirs here) and its position, if they may move in it.
    fn my_move_position(
        &self,
        ctx: &Context,
        game: Option<GameId>,
    ) -> Result<(crate::game::model::Game, Position), GameError> {
        let game = self.kernel.my_game(ctx, game)?;
        check_game(Action::Move, &game, ctx.user)?;
        let pos = game.record()?.position().clone();
        Ok((game, pos))
    }

    /// See `GameService::move_choices`.
    pub(in crate::game) fn move_choices(
        &self,
        ctx: &Context,
        game: Option<GameId>,
    ) -> Result<MoveChoices, GameError> {
        let (game, pos) = self.my_move_position(ctx, game)?;
        let moves = choices_of(&pos);
        if moves.is_empty() {
            return Err(GameError::Refused(msg!(
                "game-no-legal-move",
                id = game.id.to_string()
            )));
        }
        Ok(MoveChoices {
            board: ChoiceBoard::Game(game.id),
            position: pos.hash(),
            moves,
        })
    }

    /// See `GameService::move_suggestions`.
    pub(in crate::game) fn move_suggestions(
        &self,
        ctx: &Context,
        game: Option<GameId>,
        prefix: &str,
    ) -> Vec<MoveChoice> {
        if game.is_none() && self.course.move_goes_to_lesson(ctx).unwrap_or(false) {
            let moves = self
                .course
                .lesson_choices(ctx)
                .map(|c| c.moves)
                .unwrap_or_default();
            let wanted = prefix.trim().to_lowercase();
            let mut moves: Vec<MoveChoice> = moves
                .into_iter()
                .filter(|m| m.san.to_lowercase().starts_with(&wanted) || m.uci.starts_with(&wanted))
                .collect();
            moves.sort_by(|a, b| a.san.cmp(&b.san));
            moves.truncate(crate::game::replies::lookups::MAX_SUGGESTIONS);
            return moves;
        }
        let pos = if game.is_none() && self.puzzles.move_goes_to_puzzle(ctx).unwrap_or(false) {
            self.puzzles.puzzle_position(ctx)
        } else {
            self.my_move_position(ctx, game).ok().map(|(_, pos)| pos)
        };
        match pos {
            Some(pos) => suggestions(&pos, prefix),
            None => Vec::new(),
        }
    }
}
