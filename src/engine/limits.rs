//! How long a search may run: depth, nodes, fixed move time, or a game clock, and the time
//! management that turns a clock into a soft deadline (do not start another iteration) and a
//! hard one (stop now).

use crate::rules::Color;
use std::time::Duration;

/// A game clock as UCI sends it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Clock {
    pub wtime: Duration,
    pub btime: Duration,
    pub winc: Duration,
    pub binc: Duration,
    /// Moves until the next time control, if the control has one.
    pub movestogo: Option<u32>,
}

/// What stops a search. Every limit that is set applies; with none set, the search runs until
/// the stop flag is raised (or it reaches the maximum depth).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<Duration>,
    pub clock: Option<Clock>,
    /// How many best lines to search (0 and 1 both mean one).
    pub multipv: usize,
}

/// Time kept back from every clock-based allowance for the time it takes to send the move.
const MOVE_OVERHEAD: Duration = Duration::from_millis(30);

impl Limits {
    /// Search to a fixed depth (in plies).
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// Search a fixed number of nodes.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// Search for a fixed time.
    pub fn movetime(time: Duration) -> Limits {
        Limits {
            movetime: Some(time),
            ..Limits::default()
        }
    }

    /// The number of lines to search.
    pub fn lines(&self) -> usize {
        self.multipv.max(1)
    }

    /// The soft and hard time budgets for `side` to move.
    pub(crate) fn budget(&self, side: Color) -> TimeBudget {
        let mut budget = TimeBudget {
            soft: None,
            hard: None,
        };
        if let Some(t) = self.movetime {
            // A fixed move time is spent whatever happens, so iterations go on until it is up
            // (an unfinished iteration still counts when it found a better move).
            budget.hard = Some(t);
        }
        if let Some(clock) = self.clock {
            let (left, inc) = match side {
                Color::White => (clock.wtime, clock.winc),
                Color::Black => (clock.btime, clock.binc),
            };
            let left = left.saturating_sub(MOVE_OVERHEAD);
            let moves_to_go = clock.movestogo.unwrap_or(30).clamp(1, 50);
            let optimum = left / moves_to_go + inc * 3 / 4;
            let optimum = optimum.min(left / 2).max(Duration::from_millis(5));
            let hard = (optimum * 4).min(left / 3).max(optimum);
            budget.soft = Some(optimum);
            budget.hard = Some(budget.hard.map_or(hard, |h| h.min(hard)));
        }
        budget
    }
}

/// Time allowances for one search.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct TimeBudget {
    /// Do not start a new iteration after half of this has gone.
    pub soft: Option<Duration>,
    /// Stop searching when this has gone.
    pub hard: Option<Duration>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_budget_is_a_fraction_of_the_time_left() {
        let limits = Limits {
            clock: Some(Clock {
                wtime: Duration::from_secs(60),
                btime: Duration::from_secs(1),
                winc: Duration::from_secs(1),
                binc: Duration::ZERO,
                movestogo: None,
            }),
            ..Limits::default()
        };
        let white = limits.budget(Color::White);
        let soft = white.soft.unwrap_or_default();
        let hard = white.hard.unwrap_or_default();
        assert!(soft > Duration::from_secs(2) && soft < Duration::from_secs(4));
        assert!(hard >= soft && hard <= Duration::from_secs(20));
        let black = limits.budget(Color::Black);
        assert!(black.hard.unwrap_or_default() < Duration::from_millis(400));
    }

    #[test]
    fn no_time_limit_without_time_or_clock() {
        let budget = Limits::depth(5).budget(Color::White);
        assert_eq!(budget.hard, None);
    }
}
