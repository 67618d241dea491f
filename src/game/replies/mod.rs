//! What goes out: replies and the words and pictures in them.
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
