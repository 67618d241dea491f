//! When a game falls due (the timer looks at it then: a deadline, a reminder, a fallen flag,
//! a stalled bot move, a thread to close), the first-move time of a new game, and a new
//! game's record. Functions of the settings (and, for a new game, the clock), shared by play,
//! the unit of work (`save`) and tournaments (which make games of their own).

use crate::game::commands::command::Site;
use crate::game::config::ServiceConfig;
use crate::game::kernel::Kernel;
use crate::game::model::{
    ChannelId, Clocks, Game, GameId, GameOptions, GuildId, Seat, TimeControl,
};

/// A bot move still not played this long after it fell due is started again.
pub(in crate::game) const BOT_STALL_MS: i64 = 90_000;

/// The correspondence grace period in ms: after a deadline passes, the opponent may claim; this
/// much later the game ends by itself.
pub(in crate::game) fn grace_ms(config: &ServiceConfig) -> i64 {
    i64::try_from(config.claim_grace.as_millis()).unwrap_or(i64::MAX / 4)
}

/// When the timer must next look at a game: its end (time-out, abort, or the end of the
/// correspondence grace), its reminder, a stalled bot move. `None` once it is over.
pub(in crate::game) fn due_of(config: &ServiceConfig, game: &Game) -> Option<i64> {
    if game.is_over() {
        // A finished game is due once more when its thread is to be closed.
        return game
            .result_card
            .close_at_ms
            .filter(|_| game.thread.is_some());
    }
    let side = game.next_side();
    let mut due = game.end_ms(side, grace_ms(config));
    let mut consider = |t: i64| due = Some(due.map_or(t, |d: i64| d.min(t)));
    if let (TimeControl::Correspondence { .. }, false, Some(deadline)) =
        (game.options.time, game.reminded, game.deadline_ms(side))
    {
        consider(deadline - reminder_ms(config));
    }
    if let (TimeControl::Correspondence { .. }, false, false, Some(deadline)) = (
        game.options.time,
        game.is_abortable(),
        game.claim_noticed,
        game.deadline_ms(side),
    ) {
        consider(deadline);
    }
    if game.seat(side).is_bot() {
        consider(game.turn_started_ms + BOT_STALL_MS);
    }
    due
}

pub(in crate::game) fn reminder_ms(config: &ServiceConfig) -> i64 {
    i64::try_from(config.reminder_before.as_millis()).unwrap_or(i64::MAX / 4)
}

/// The first-move time of a new game with this time control: the configured time with a
/// real clock, a whole per-move deadline in correspondence.
pub(in crate::game) fn first_move_ms(config: &ServiceConfig, time: TimeControl) -> Option<i64> {
    match time {
        TimeControl::Unlimited => None,
        TimeControl::Correspondence { days_per_move } => {
            Some(i64::from(days_per_move) * 86_400_000)
        }
        TimeControl::Clock { .. } => {
            Some(i64::try_from(config.first_move.as_millis()).unwrap_or(60_000))
        }
    }
}

/// A new game's record, made now: its clocks, its first-move time, when it falls due.
pub(in crate::game) fn new_game(
    kernel: &Kernel,
    id: u64,
    site: &Site,
    (guild, channel): (GuildId, ChannelId),
    white: Seat,
    black: Seat,
    options: &GameOptions,
) -> Game {
    let (config, now) = (&kernel.config, kernel.now());
    let clocks = match options.time {
        TimeControl::Clock { initial_secs, .. } => Some(Clocks {
            white_ms: i64::from(initial_secs) * 1000,
            black_ms: i64::from(initial_secs) * 1000,
        }),
        _ => None,
    };
    let mut game = Game {
        id: GameId(id),
        guild,
        channel,
        white,
        black,
        options: options.clone(),
        moves: Vec::new(),
        outcome: None,
        draw_offer: None,
        takeback: None,
        clocks,
        turn_started_ms: now,
        reminded: false,
        created_ms: now,
        updated_ms: now,
        version: 0,
        site: site.clone(),
        aborted: None,
        first_move_ms: first_move_ms(config, options.time),
        clock_history: Vec::new(),
        claim_noticed: false,
        due_ms: None,
        thread: None,
        result_card: Default::default(),
        tournament: None,
        lang: Default::default(),
    };
    game.due_ms = due_of(config, &game);
    game
}
