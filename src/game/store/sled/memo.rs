//! What the sled store keeps in memory beside its trees, so that the lookups that would
//! otherwise decode a whole tree cost what they return: the outbox by due time and the held
//! notices by private chat, the challenges by server, channel and challenger, and each
//! player's rated standing per rule set (for leaderboards).
//!
//! sled serves one process, so memory can follow every change: each index is built from its
//! tree on first use and then brought up to date after every commit, by reading again, under
//! the index's lock, the records the commit touched (so that two commits finishing in either
//! order leave the index as the trees are). A database reopened after a failed write drops
//! them all (they are built again from what the trees hold).

use crate::game::model::{
    Challenge, ChallengeId, ChannelId, GuildId, Player, StoredNotice, UserId,
};
use crate::rules::Variant;
use crate::sync::Recover;
use std::collections::{BTreeSet, HashMap};
use std::sync::Mutex;

/// The in-memory indexes, each built on first use.
#[derive(Default)]
pub(super) struct Memo {
    pub outbox: Mutex<Option<OutboxIndex>>,
    pub challenges: Mutex<Option<ChallengeIndex>>,
    pub ranks: Mutex<Option<RankIndex>>,
}

impl Memo {
    /// Forgets everything (the trees were reopened: built again on next use).
    pub fn clear(&self) {
        *self.outbox.lock().recover() = None;
        *self.challenges.lock().recover() = None;
        *self.ranks.lock().recover() = None;
    }
}

/// Where a stored notice stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Place {
    /// To be tried at (or, handed out, not before) this time.
    Due(i64),
    /// Held for the next command in this private chat.
    Held(ChannelId),
}

/// The outbox by time and by private chat.
#[derive(Default)]
pub(super) struct OutboxIndex {
    due: BTreeSet<(i64, u64)>,
    held: HashMap<ChannelId, BTreeSet<u64>>,
    places: HashMap<u64, Place>,
}

impl OutboxIndex {
    /// Notes what notice `key` is now (`None`: gone).
    pub fn set(&mut self, key: u64, notice: Option<&StoredNotice>) {
        self.remove(key);
        let Some(n) = notice else {
            return;
        };
        let place = if n.held {
            self.held.entry(n.channel).or_default().insert(key);
            Place::Held(n.channel)
        } else {
            self.due.insert((n.next_try_ms, key));
            Place::Due(n.next_try_ms)
        };
        self.places.insert(key, place);
    }

    fn remove(&mut self, key: u64) {
        match self.places.remove(&key) {
            Some(Place::Due(at)) => {
                self.due.remove(&(at, key));
            }
            Some(Place::Held(channel)) => {
                if let Some(keys) = self.held.get_mut(&channel) {
                    keys.remove(&key);
                    if keys.is_empty() {
                        self.held.remove(&channel);
                    }
                }
            }
            None => {}
        }
    }

    /// The keys due at `now`, earliest first, at most `limit`; each is leased until
    /// `now + lease_ms` (in memory only: after a restart every notice is due again).
    pub fn take(&mut self, now: i64, lease_ms: i64, limit: usize) -> Vec<u64> {
        let keys: Vec<u64> = self
            .due
            .range(..=(now, u64::MAX))
            .take(limit)
            .map(|&(_, key)| key)
            .collect();
        let until = now.saturating_add(lease_ms);
        for &key in &keys {
            if let Some(Place::Due(at)) = self.places.get(&key).copied() {
                self.due.remove(&(at, key));
                self.due.insert((until, key));
                self.places.insert(key, Place::Due(until));
            }
        }
        keys
    }

    /// The held notices of `channel`, oldest first.
    pub fn held(&self, channel: ChannelId) -> Vec<u64> {
        self.held
            .get(&channel)
            .map(|keys| keys.iter().copied().collect())
            .unwrap_or_default()
    }
}

/// The challenges by server, channel and challenger.
#[derive(Default)]
pub(super) struct ChallengeIndex {
    by_guild: HashMap<GuildId, BTreeSet<ChallengeId>>,
    by_channel: HashMap<ChannelId, BTreeSet<ChallengeId>>,
    by_challenger: HashMap<UserId, BTreeSet<ChallengeId>>,
    places: HashMap<ChallengeId, (GuildId, ChannelId, UserId)>,
}

impl ChallengeIndex {
    /// Notes what challenge `id` is now (`None`: gone).
    pub fn set(&mut self, id: ChallengeId, challenge: Option<&Challenge>) {
        if let Some((guild, channel, user)) = self.places.remove(&id) {
            remove_from(&mut self.by_guild, guild, id);
            remove_from(&mut self.by_channel, channel, id);
            remove_from(&mut self.by_challenger, user, id);
        }
        if let Some(c) = challenge {
            self.by_guild.entry(c.guild).or_default().insert(id);
            self.by_channel.entry(c.channel).or_default().insert(id);
            self.by_challenger
                .entry(c.challenger)
                .or_default()
                .insert(id);
            self.places.insert(id, (c.guild, c.channel, c.challenger));
        }
    }

    pub fn in_guild(&self, guild: GuildId) -> Vec<ChallengeId> {
        ids(&self.by_guild, guild)
    }

    pub fn in_channel(&self, channel: ChannelId) -> Vec<ChallengeId> {
        ids(&self.by_channel, channel)
    }

    pub fn by(&self, user: UserId) -> Vec<ChallengeId> {
        ids(&self.by_challenger, user)
    }
}

fn remove_from<K: std::hash::Hash + Eq>(
    map: &mut HashMap<K, BTreeSet<ChallengeId>>,
    key: K,
    id: ChallengeId,
) {
    if let Some(set) = map.get_mut(&key) {
        set.remove(&id);
        if set.is_empty() {
            map.remove(&key);
        }
    }
}

fn ids<K: std::hash::Hash + Eq>(
    map: &HashMap<K, BTreeSet<ChallengeId>>,
    key: K,
) -> Vec<ChallengeId> {
    map.get(&key)
        .map(|s| s.iter().copied().collect())
        .unwrap_or_default()
}

/// Each player's rating in each rule set they played a rated game in, by player and in
/// rating order.
#[derive(Default)]
pub(super) struct RankIndex {
    ratings: HashMap<UserId, [Option<f64>; 3]>,
    /// Per rule set: (highest rating first, then user id), of the players rated in it.
    order: [BTreeSet<(std::cmp::Reverse<i64>, UserId)>; 3],
}

fn variant_index(variant: Variant) -> usize {
    match variant {
        Variant::Castalia => 0,
        Variant::CastaliaWeak => 1,
        Variant::Standard => 2,
    }
}

/// A rating as an integer in the same order (`f64::total_cmp`'s).
fn order_key(rating: f64) -> i64 {
    let bits = rating.to_bits() as i64;
    bits ^ ((((bits >> 63) as u64) >> 1) as i64)
}

impl RankIndex {
    /// Notes what player `id` is now (`None`: gone).
    pub fn set(&mut self, id: UserId, player: Option<&Player>) {
        if let Some(old) = self.ratings.remove(&id) {
            for (v, rating) in old.iter().enumerate() {
                if let Some(r) = rating {
                    self.order[v].remove(&(std::cmp::Reverse(order_key(*r)), id));
                }
            }
        }
        let Some(p) = player else {
            return;
        };
        let mut ratings = [None; 3];
        for variant in Variant::ALL {
            let s = p.stats(variant);
            if s.rated.games() > 0 {
                let v = variant_index(variant);
                ratings[v] = Some(s.rating.rating);
                self.order[v].insert((std::cmp::Reverse(order_key(s.rating.rating)), id));
            }
        }
        if ratings.iter().any(Option::is_some) {
            self.ratings.insert(id, ratings);
        }
    }

    /// The first `count` players rated in `variant`, highest first (equal ratings by id).
    pub fn highest(&self, variant: Variant, count: usize) -> Vec<UserId> {
        self.order[variant_index(variant)]
            .iter()
            .take(count)
            .map(|(_, id)| *id)
            .collect()
    }

    /// Of `people` (in user id order), those rated in `variant`, highest first (equal ratings
    /// by user id), at most `limit`.
    pub fn top(
        &self,
        people: impl Iterator<Item = UserId>,
        variant: Variant,
        limit: usize,
    ) -> Vec<UserId> {
        let v = variant_index(variant);
        let mut rated: Vec<(f64, UserId)> = people
            .filter_map(|id| self.ratings.get(&id).and_then(|r| r[v]).map(|r| (r, id)))
            .collect();
        rated.sort_by(|a, b| b.0.total_cmp(&a.0));
        rated.truncate(limit);
        rated.into_iter().map(|(_, id)| id).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::model::{NoticeHome, ReplyKind};
    use crate::game::replies::reply::Reply;

    fn notice(channel: u64, next_try: i64, held: bool) -> StoredNotice {
        let home = NoticeHome {
            channel: ChannelId(channel),
            private: true,
        };
        let mut n = StoredNotice::of(home, &Reply::new(ReplyKind::Info, crate::msg!("x")), 0);
        n.next_try_ms = next_try;
        n.held = held;
        n
    }

    #[test]
    fn the_outbox_index_hands_out_only_what_is_due_and_leases_it() {
        let mut ix = OutboxIndex::default();
        ix.set(1, Some(&notice(5, 100, false)));
        ix.set(2, Some(&notice(5, 300, false)));
        ix.set(3, Some(&notice(5, i64::MAX, true)));
        assert_eq!(ix.take(200, 1000, 10), vec![1]);
        // Leased: not again before the lease ends.
        assert_eq!(ix.take(250, 1000, 10), Vec::<u64>::new());
        // Then due again, in order of time: the second's own time came first.
        assert_eq!(ix.take(1200, 1000, 10), vec![2, 1]);
        assert_eq!(ix.held(ChannelId(5)), vec![3]);
        ix.set(3, None);
        ix.set(1, None);
        assert!(ix.held(ChannelId(5)).is_empty());
        assert_eq!(ix.take(i64::MAX - 1, 0, 10), vec![2]);
    }

    #[test]
    fn ratings_keep_their_order_as_integers() {
        let ratings = [-3.5, -0.0, 0.0, 1.0, 1499.9, 1500.0, 2800.25, f64::MAX];
        for w in ratings.windows(2) {
            assert!(order_key(w[0]) <= order_key(w[1]), "{w:?}");
        }
    }
}
