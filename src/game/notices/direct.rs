//! Notices by direct message, for players who asked for them (`/settings notify:dm`): their
//! move in a correspondence game (with the opponent's move and what it displaced), a challenge to them, a reminder, and the end of a game.
//! Each is staged in the outbox in the same batch as the change it tells of (so it is sent
//! once the change is stored, and after a restart too) and names the game's home, which the
//! front end links to. Without an outbox (the console) there are no direct messages.

use crate::game::model::{Game, NoticeHome, TimeControl, UserId};
use crate::game::notices::outbox::StoredNotice;
use crate::game::notices::NoticeService;
use crate::game::replies::announce::{ended_on_the_board, outcome_text, Seats};
use crate::game::replies::reply::{PlayedMove, ReplyKind};
use crate::game::replies::text::Text;
use crate::game::store::Batch;
use crate::msg;
use crate::rules::Color;

impl NoticeService {
    /// Adds a direct message to `user` to `batch`, when they asked for them.
    pub(in crate::game) fn stage_dm(
        &self,
        batch: &mut Batch,
        user: UserId,
        home: NoticeHome,
        kind: ReplyKind,
        text: Text,
        game: Option<&Game>,
    ) {
        if !self.outbox.enabled() || user.0 == 0 || !self.kernel.settings_of(user).notify_dm {
            return;
        }
        let now = self.kernel.now();
        batch.notices.add.push(StoredNotice {
            channel: home.channel,
            private: home.private,
            held: false,
            kind,
            text,
            mentions: Vec::new(),
            game: game.map(|g| g.id),
            created_ms: now,
            attempts: 0,
            next_try_ms: now,
            dm: Some(user),
            puzzle: None,
            tournament: None,
            lang: game.map(|g| g.lang).unwrap_or_default(),
        });
    }

    /// After a move in a correspondence game: the opponent (a person) is told it is their move.
    pub(in crate::game) fn stage_your_move(&self, batch: &mut Batch, game: &Game, mover: Color) {
        if game.is_over() || !matches!(game.options.time, TimeControl::Correspondence { .. }) {
            return;
        }
        let Some(user) = game.seat(mover.opposite()).user() else {
            return;
        };
        let mut text = msg!(
            "notice-your-move",
            id = game.id.to_string(),
            opponent = game.seat(mover).label(),
        );
        if let Some(last) = last_move_for(game, mover.opposite()) {
            text = text.plain(" ").then(last);
        }
        self.stage_dm(
            batch,
            user,
            game.notice_home(),
            ReplyKind::Moved,
            text,
            Some(game),
        );
    }

    /// A game just ended: each person playing it is told how.
    pub(in crate::game) fn stage_game_over(&self, batch: &mut Batch, game: &Game) {
        let Some(outcome) = game.outcome else {
            return;
        };
        for color in [Color::White, Color::Black] {
            let Some(user) = game.seat(color).user() else {
                continue;
            };
            let mut text = msg!(
                "notice-game-over",
                id = game.id.to_string(),
                opponent = game.seat(color.opposite()).label(),
                outcome = outcome_text(&outcome),
                result = outcome.result(),
            );
            if ended_on_the_board(&outcome) {
                if let Some(last) = last_move_for(game, color) {
                    text = text
                        .plain(" ")
                        .then(msg!("game-last-move", sentence = last));
                }
            }
            let kind = ReplyKind::GameEnded;
            self.stage_dm(batch, user, game.notice_home(), kind, text, Some(game));
        }
    }
}

/// The last move of `game` in a sentence addressed to `reader` ("bob played Cd4 (strong): it
/// pushed your Castalia from e4 to h4.").
fn last_move_for(game: &Game, reader: Color) -> Option<Text> {
    let record = game.record().ok()?;
    let (before, mv) = game.last_move(&record)?;
    let seats = Seats {
        white: &game.white,
        black: &game.black,
    };
    Some(PlayedMove::new(&before, mv).sentence(seats, Some(reader)))
}
