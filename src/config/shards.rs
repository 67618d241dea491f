//! `discord.shards`: which of the bot's gateway shards this process runs, written
//! `first-last/total` (`0-1/4`: shards 0 and 1 of 4) or `shard/total` (`2/4`: shard 2 of 4).
//! Discord sends each server's events to shard `(server id >> 22) % total`, so processes
//! with disjoint ranges of one total share the servers between them.

use std::fmt;
use std::str::FromStr;

/// The largest total accepted (Discord needs one shard per 2,500 servers at most).
pub const MAX_SHARDS: u32 = 65_536;

/// Shards `first..=last` of `total`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

/// What is wrong with a `discord.shards` value (each message says what to write instead).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShardRangeError {
    #[error("`{0}` is not a shard range: write `first-last/total`, like `0-1/4` (shards 0 and 1 of 4), or `2/4` for one shard")]
    Syntax(String),
    #[error("the total number of shards must be from 1 to {MAX_SHARDS}, not {0}")]
    Total(u64),
    #[error("shard {shard} is beyond the total of {total}: shards are numbered 0 to {}", total - 1)]
    Beyond { shard: u32, total: u32 },
    #[error("`{first}-{last}` is empty (the first shard comes after the last): write `{last}-{first}/{total}`")]
    Empty { first: u32, last: u32, total: u32 },
}

impl ShardRange {
    /// Every shard of `total` (what one process runs alone).
    pub fn all(total: u32) -> ShardRange {
        let total = total.clamp(1, MAX_SHARDS);
        ShardRange {
            first: 0,
            last: total - 1,
            total,
        }
    }

    /// How many shards this process runs.
    pub fn count(&self) -> u32 {
        self.last - self.first + 1
    }

    /// The shard Discord sends a server's events to.
    pub fn shard_of(guild_id: u64, total: u32) -> u32 {
        // The remainder is below `total`, a u32.
        u32::try_from((guild_id >> 22) % u64::from(total.max(1))).unwrap_or(0)
    }

    /// Whether this process runs the shard of the server `guild_id`.
    pub fn serves_guild(&self, guild_id: u64) -> bool {
        (self.first..=self.last).contains(&ShardRange::shard_of(guild_id, self.total))
    }
}

impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.first == self.last {
            write!(f, "{}/{}", self.first, self.total)
        } else {
            write!(f, "{}-{}/{}", self.first, self.last, self.total)
        }
    }
}

impl FromStr for ShardRange {
    type Err = ShardRangeError;

    fn from_str(text: &str) -> Result<ShardRange, ShardRangeError> {
        let syntax = || ShardRangeError::Syntax(text.trim().chars().take(40).collect());
        let number = |s: &str| -> Result<u64, ShardRangeError> {
            let s = s.trim();
            if s.is_empty() || !s.chars().all(|c| c.is_ascii_digit()) {
                return Err(syntax());
            }
            // Only digits: a failure is a number too large for u64.
            Ok(s.parse().unwrap_or(u64::MAX))
        };
        let (range, total) = text.split_once('/').ok_or_else(syntax)?;
        let total = number(total)?;
        let (first, last) = match range.split_once('-') {
            Some((first, last)) => (number(first)?, number(last)?),
            None => {
                let shard = number(range)?;
                (shard, shard)
            }
        };
        let total = u32::try_from(total)
            .ok()
            .filter(|t| (1..=MAX_SHARDS).contains(t))
            .ok_or(ShardRangeError::Total(total))?;
        let within = |shard: u64| {
            u32::try_from(shard)
                .ok()
                .filter(|&s| s < total)
                .ok_or(ShardRangeError::Beyond {
                    shard: u32::try_from(shard).unwrap_or(u32::MAX),
                    total,
                })
        };
        let (first, last) = (within(first)?, within(last)?);
        if first > last {
            return Err(ShardRangeError::Empty { first, last, total });
        }
        Ok(ShardRange { first, last, total })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_and_single_shards_are_read() {
        let r: ShardRange = "0-1/4".parse().unwrap();
        assert_eq!((r.first, r.last, r.total, r.count()), (0, 1, 4, 2));
        assert_eq!(r.to_string(), "0-1/4");
        let r: ShardRange = " 2 / 4 ".parse().unwrap();
        assert_eq!((r.first, r.last, r.total), (2, 2, 4));
        assert_eq!(r.to_string(), "2/4");
        assert_eq!("0-0/1".parse::<ShardRange>().unwrap(), ShardRange::all(1));
        assert_eq!(ShardRange::all(3).to_string(), "0-2/3");
    }

    #[test]
    fn bad_ranges_say_what_to_write() {
        for bad in [
            "", "0-1", "a-b/4", "0-1/", "-1/4", "0--1/4", "1-2-3/4", "0-1/4/8", "+1/4",
        ] {
            let e = bad.parse::<ShardRange>().unwrap_err();
            assert!(matches!(e, ShardRangeError::Syntax(_)), "{bad}: {e}");
            assert!(e.to_string().contains("`0-1/4`"), "{e}");
        }
        let e = "0-4/4".parse::<ShardRange>().unwrap_err().to_string();
        assert_eq!(
            e,
            "shard 4 is beyond the total of 4: shards are numbered 0 to 3"
        );
        let e = "99999999999/4"
            .parse::<ShardRange>()
            .unwrap_err()
            .to_string();
        assert!(e.contains("beyond the total of 4"), "{e}");
        let e = "3-1/4".parse::<ShardRange>().unwrap_err().to_string();
        assert!(e.contains("empty") && e.contains("`1-3/4`"), "{e}");
        for total in ["0", "65537", "99999999999999999999999"] {
            let e = format!("0/{total}").parse::<ShardRange>().unwrap_err();
            assert!(matches!(e, ShardRangeError::Total(_)), "{total}: {e}");
            assert!(e.to_string().contains("from 1 to 65536"), "{e}");
        }
    }

    #[test]
    fn servers_map_to_shards_as_discord_routes_them() {
        // Discord's documented example: shard_id = (guild_id >> 22) % num_shards.
        let guild = 197_038_439_483_310_086_u64;
        assert_eq!(ShardRange::shard_of(guild, 1), 0);
        assert_eq!(u64::from(ShardRange::shard_of(guild, 5)), (guild >> 22) % 5);
        let first_two: ShardRange = "0-1/4".parse().unwrap();
        let shard_of = |g: u64| ShardRange::shard_of(g, 4);
        for g in [400_u64, (1 << 22) | 410, 2 << 22, 3 << 22, 7 << 22] {
            assert_eq!(first_two.serves_guild(g), shard_of(g) < 2, "{g}");
        }
    }
}
