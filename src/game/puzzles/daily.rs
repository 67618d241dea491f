//! The daily puzzle posted to a channel (`ServiceConfig::daily_channel`) at its hour of the day
//! (`daily_hour`, UTC): the day's puzzle (the one `/puzzle daily` gives everyone that day) with
//! its board from the solver's side, and yesterday's solution with how many solved it.
//!
//! Exactly once a day, across restarts and processes sharing one database: the store keeps
//! the last day posted, moved on in the same commit that stores the notice in the outbox, and
//! that commit fails when another process moved it first. A bot down at the hour posts the
//! day's puzzle when it is back (late, once); days missed before that are not posted. Only a
//! front end that delivers the outbox (`enable_outbox`) posts: without one (the console) the
//! day is left for a process that does.

use crate::game::error::GameError;
use crate::game::model::NoticeHome;
use crate::game::notices::outbox::StoredNotice;
use crate::game::puzzles::solving::{intro, solution_san};
use crate::game::replies::reply::{Reply, ReplyKind};
use crate::game::replies::text::Text;
use crate::game::service::GameService;
use crate::game::store::Batch;
use crate::game::ChannelId;

/// One day in milliseconds: days are counted from 1970-01-01 UTC.
pub const DAY_MS: i64 = 86_400_000;

const HOUR_MS: i64 = 3_600_000;

/// After a failure (the database unreadable), the post is tried again this much later.
const RETRY_MS: i64 = 60_000;

/// A day (days since 1970-01-01) as a date: "Tuesday 1 December 2026".
pub fn date_of_day(day: i64) -> String {
    let epoch_ce = 719_163; // 1970-01-01 counted from 0001-01-01 (day 1)
    i32::try_from(day + epoch_ce)
        .ok()
        .and_then(chrono::NaiveDate::from_num_days_from_ce_opt)
        .map_or_else(
            || format!("day {day}"),
            |d| d.format("%A %-d %B %Y").to_string(),
        )
}

/// "Nobody solved it." / "1 player solved it." / "5 players solved it."
fn solvers_words(n: u64) -> String {
    match n {
        0 => "Nobody solved it.".to_string(),
        1 => "1 player solved it.".to_string(),
        n => format!("{n} players solved it."),
    }
}

impl GameService {
    /// When the daily puzzle of `day` is due (unix ms).
    fn daily_post_ms(&self, day: i64) -> i64 {
        day * DAY_MS + i64::from(self.config.daily_hour.min(23)) * HOUR_MS
    }

    /// Posts the day's puzzle if its hour has come and it has not been posted (by any process).
    /// Returns when to look again (unix ms); `None` when nothing is ever posted here (no daily
    /// channel, no outbox).
    pub(in crate::game) fn daily_tick(&self, now: i64) -> Option<i64> {
        let channel = self.config.daily_channel.filter(|c| c.0 != 0)?;
        if !self.outbox_enabled() {
            return None;
        }
        let today = now.div_euclid(DAY_MS);
        let posted = match self.store.daily_posted() {
            Ok(posted) => posted,
            Err(e) => {
                tracing::error!("cannot read when the daily puzzle was last posted: {e}");
                return Some(now + RETRY_MS);
            }
        };
        if posted.is_some_and(|d| d >= today) {
            return Some(self.daily_post_ms(today + 1));
        }
        if now < self.daily_post_ms(today) {
            return Some(self.daily_post_ms(today));
        }
        match self.post_daily(channel, today, posted, now) {
            // Conflict: another process posted it first.
            Ok(()) | Err(GameError::Conflict) => Some(self.daily_post_ms(today + 1)),
            Err(e) => {
                tracing::error!(day = today, "cannot post the daily puzzle: {e}");
                Some(now + RETRY_MS)
            }
        }
    }

    /// Stores the notice of day `day` in the outbox and moves the last day posted on from
    /// `posted` to `day`, in one commit; then announces it.
    fn post_daily(
        &self,
        channel: ChannelId,
        day: i64,
        posted: Option<i64>,
        now: i64,
    ) -> Result<(), GameError> {
        let set = &self.config.puzzles;
        let mut text = Text::new().strong(format!("Daily puzzle for {}", date_of_day(day)));
        let puzzle = set.daily(day);
        match puzzle {
            Some(puzzle) => {
                let pos = puzzle.position().map_err(|e| {
                    GameError::Refused(Text::from(format!(
                        "the daily puzzle {} cannot be read: {e}",
                        puzzle.id
                    )))
                })?;
                let rating = self.puzzle_standing(puzzle)?.rating.rating;
                text = text
                    .line()
                    .then(intro(puzzle, &pos, rating))
                    .plain(" Solve it with ")
                    .code("/puzzle daily")
                    .plain(": your answers are shown to you only.");
            }
            None => {
                tracing::warn!("no puzzles are installed: the daily post says so");
                text = text.line().plain("No puzzles are installed today.");
            }
        }
        // Yesterday's solution, when yesterday's puzzle was posted.
        if posted == Some(day - 1) {
            if let Some(yesterday) = set.daily(day - 1) {
                let solvers = self.store.daily_solvers(day - 1)?;
                text = text
                    .line()
                    .plain(format!("Yesterday's puzzle {}: ", yesterday.id))
                    .strong(solution_san(yesterday))
                    .plain(format!(". {}", solvers_words(solvers)));
            }
        }
        let mut reply = Reply::new(ReplyKind::DailyPuzzle, text);
        let mut notice = StoredNotice::of(NoticeHome::public(channel), &reply, now);
        notice.puzzle = puzzle.map(|p| p.id.clone());
        self.commit(Batch {
            notices: vec![notice],
            daily_posted: Some((posted, day)),
            ..Batch::default()
        })?;
        tracing::info!(day, channel = channel.0, "the daily puzzle is posted");
        if let Some(puzzle) = puzzle {
            reply.image = puzzle
                .position()
                .ok()
                .and_then(|pos| self.puzzle_image(puzzle, &pos, None));
        }
        self.announce(channel, reply);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_read_as_dates() {
        assert_eq!(date_of_day(0), "Thursday 1 January 1970");
        assert_eq!(date_of_day(20_788), "Tuesday 1 December 2026");
        assert_eq!(date_of_day(i64::MAX / 2), format!("day {}", i64::MAX / 2));
    }

    #[test]
    fn solver_counts_read_as_words() {
        assert_eq!(solvers_words(0), "Nobody solved it.");
        assert_eq!(solvers_words(1), "1 player solved it.");
        assert_eq!(solvers_words(2), "2 players solved it.");
    }
}
