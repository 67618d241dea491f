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
use crate::game::puzzles::PuzzleService;
use crate::game::puzzles::DAY_MS;
use crate::game::replies::reply::{Reply, ReplyKind};
use crate::game::replies::text::{Arg, Text};
use crate::game::store::{Batch, NoticeWrites, PuzzleWrites};
use crate::game::ChannelId;
use crate::msg;

const HOUR_MS: i64 = 3_600_000;

/// After a failure (the database unreadable), the post is tried again this much later.
const RETRY_MS: i64 = 60_000;

/// A day (days since 1970-01-01) as a date: "Tuesday 1 December 2026" (the weekday and the
/// month as keys of the catalogue's selectors).
pub fn date_of_day(day: i64) -> Text {
    use chrono::Datelike;
    let epoch_ce = 719_163; // 1970-01-01 counted from 0001-01-01 (day 1)
    let Some(date) = day
        .checked_add(epoch_ce)
        .and_then(|d| i32::try_from(d).ok())
        .and_then(chrono::NaiveDate::from_num_days_from_ce_opt)
    else {
        return msg!("daily-date-unknown", day = day.to_string());
    };
    msg!(
        "daily-date",
        weekday = Arg::key(date.format("%A").to_string().to_lowercase()),
        day = date.day(),
        month = Arg::key(date.format("%B").to_string().to_lowercase()),
        year = date.year()
    )
}

/// "Nobody solved it." / "1 player solved it." / "5 players solved it."
fn solvers_words(n: u64) -> Text {
    msg!("daily-solvers", count = n)
}

impl PuzzleService {
    /// When the daily puzzle of `day` is due (unix ms).
    fn daily_post_ms(&self, day: i64) -> i64 {
        day * DAY_MS + i64::from(self.kernel.config.daily_hour.min(23)) * HOUR_MS
    }

    /// Posts the day's puzzle if its hour has come and it has not been posted (by any process).
    /// Returns when to look again (unix ms); `None` when nothing is ever posted here (no daily
    /// channel, no outbox).
    pub(in crate::game) fn daily_tick(&self, now: i64) -> Option<i64> {
        let channel = self.kernel.config.daily_channel.filter(|c| c.0 != 0)?;
        if !self.outbox.enabled() {
            return None;
        }
        let today = now.div_euclid(DAY_MS);
        let posted = match self.puzzle_repo.daily_posted() {
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
        let set = &self.kernel.config.puzzles;
        let mut text = msg!("daily-heading", date = date_of_day(day));
        let puzzle = set.daily(day);
        match puzzle {
            Some(puzzle) => {
                // Only logged (by `daily_tick`), never shown to anyone.
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
                    .plain(" ")
                    .then_msg("daily-how-to-solve");
            }
            None => {
                tracing::warn!("no puzzles are installed: the daily post says so");
                text = text.line().then_msg("daily-none-installed");
            }
        }
        // Yesterday's solution, when yesterday's puzzle was posted.
        if posted == Some(day - 1) {
            if let Some(yesterday) = set.daily(day - 1) {
                let solvers = self.puzzle_repo.daily_solvers(day - 1)?;
                text = text
                    .line()
                    .then(msg!(
                        "daily-yesterday",
                        id = yesterday.id.as_str(),
                        solution = solution_san(yesterday)
                    ))
                    .plain(" ")
                    .then(solvers_words(solvers));
            }
        }
        let mut reply = Reply::new(ReplyKind::DailyPuzzle, text);
        let mut notice = StoredNotice::of(NoticeHome::public(channel), &reply, now);
        notice.puzzle = puzzle.map(|p| p.id.clone());
        self.kernel.commit(Batch {
            notices: NoticeWrites {
                add: vec![notice],
                ..NoticeWrites::default()
            },
            puzzles: PuzzleWrites {
                daily_posted: Some((posted, day)),
                ..PuzzleWrites::default()
            },
            ..Batch::default()
        })?;
        tracing::info!(day, channel = channel.0, "the daily puzzle is posted");
        if let Some(puzzle) = puzzle {
            reply.image = puzzle
                .position()
                .ok()
                .and_then(|pos| self.puzzle_image(puzzle, &pos, None, reply.lang));
        }
        self.outbox.announce_in(channel, reply);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_read_as_dates() {
        assert_eq!(date_of_day(0).to_string(), "Thursday 1 January 1970");
        assert_eq!(date_of_day(20_788).to_string(), "Tuesday 1 December 2026");
        assert_eq!(
            date_of_day(i64::MAX / 2).to_string(),
            format!("day {}", i64::MAX / 2)
        );
        assert_eq!(
            date_of_day(i64::MAX).to_string(),
            format!("day {}", i64::MAX)
        );
        // Every weekday and month has its words.
        for day in 0..400 {
            let words = date_of_day(day).to_string();
            assert!(
                words.chars().next().is_some_and(char::is_uppercase),
                "{words}"
            );
            assert!(words.split(' ').count() == 4, "{words}");
        }
    }

    #[test]
    fn solver_counts_read_as_words() {
        assert_eq!(solvers_words(0).to_string(), "Nobody solved it.");
        assert_eq!(solvers_words(1).to_string(), "1 player solved it.");
        assert_eq!(solvers_words(2).to_string(), "2 players solved it.");
    }
}
