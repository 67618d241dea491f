//! What goes out: replies and the words and pictures in them. `ViewService` (`views`) shows
//! games to every concern; `BoardService` (`home`, `page`, `choices`, `lookups`) keeps a
//! game's boards for the front ends: its home, its live board's page and the lobby, the moves
//! a picker offers.
//!
//! - `reply`: the typed reply (`Reply`, `ReplyKind`, `GameView`, `PlayedMove`, notices).
//! - `text`: the neutral text model (spans a front end renders in its own markup).
//! - `texts`: shared sentences; `announce`: a move just played in words, with what it kidnapped
//!   and repulsed.
//! - `views`: a game as a view (board picture, players, clocks, PGN headers).
//! - `home`: a game's thread and board messages, the side shared boards face, the result card.
//! - `lookups`: read-only answers for front ends (legal moves, a board from either side);
//!   `choices`: the caller's legal moves with labels, for pickers and autocompletion.
//! - `page`: a game for a live board (the web board): the move list, the viewer's legal
//!   moves with what each would do, the actions open to the viewer.

pub mod announce;
pub mod choices;
pub mod home;
pub mod lookups;
pub mod page;
pub mod reply;
pub mod text;
pub mod texts;
pub mod views;

use crate::game::course::CourseService;
use crate::game::kernel::Kernel;
use crate::game::kernel::Repos;
use crate::game::notices::NoticeService;
use crate::game::play::PlayService;
use crate::game::puzzles::PuzzleService;
use crate::game::store::{ChallengeRepo, GameRepo, PlayerRepo};
use std::sync::Arc;
use views::ViewService;

/// A game's boards as the front ends keep them: its home (thread, the messages that show it,
/// the result card), its live board's page and the lobby, the moves a picker offers and the
/// moves suggested as one is typed (in a game, a puzzle or a course exercise).
pub(in crate::game) struct BoardService {
    kernel: Arc<Kernel>,
    game_repo: Arc<dyn GameRepo>,
    player_repo: Arc<dyn PlayerRepo>,
    challenge_repo: Arc<dyn ChallengeRepo>,
    play: Arc<PlayService>,
    views: Arc<ViewService>,
    notices: Arc<NoticeService>,
    puzzles: Arc<PuzzleService>,
    course: Arc<CourseService>,
}

impl BoardService {
    pub(in crate::game) fn new(
        kernel: Arc<Kernel>,
        repos: &Repos,
        play: Arc<PlayService>,
        views: Arc<ViewService>,
        notices: Arc<NoticeService>,
        puzzles: Arc<PuzzleService>,
        course: Arc<CourseService>,
    ) -> BoardService {
        BoardService {
            kernel,
            game_repo: repos.games.clone(),
            player_repo: repos.players.clone(),
            challenge_repo: repos.challenges.clone(),
            play,
            views,
            notices,
            puzzles,
            course,
        }
    }
}
