//! `castalia-bot migrate`: copies a sled database into an empty PostgreSQL database in one
//! transaction (all or nothing), keeping ids, versions, the id counter, the games each user is
//! listed with, memberships, undelivered notices, puzzle ratings, the daily puzzle's record (the
//! last day posted, each day's solvers), the heartbeat, and the board messages kept beside each
//! game (a sled database from before they were is moved to that layout when it is opened).

use super::{
    daily_solvers_key, describe, server, PgStore, DUE_CHALLENGE, DUE_GAME, DUE_TOURNAMENT,
};
use crate::game::model::{BoardMessages, Challenge, Game, StoredNotice, Tournament};
use crate::game::store::contract::Store;
use crate::game::store::contract::{DueRepo, PuzzleRepo};
use crate::game::store::error::StoreError;
use crate::game::store::records::{decode, encode};
use crate::game::store::sled::keys::{KeyName, DAILY_SOLVERS_PREFIX, DELETED_KEY};
use crate::game::store::sled::SledStore;
use tokio_postgres::types::ToSql;

/// What was copied, and what could not be read (and so was left behind).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Copied {
    pub games: u64,
    pub games_in_progress: u64,
    pub challenges: u64,
    pub players: u64,
    pub user_game_links: u64,
    pub memberships: u64,
    pub notices: u64,
    /// Puzzle ratings refined by solvers.
    pub puzzle_ratings: u64,
    /// Games whose board messages a front end remembers.
    pub board_messages: u64,
    pub tournaments: u64,
    pub last_id: u64,
    /// Records that could not be read (logged), not copied.
    pub skipped: u64,
}

impl std::fmt::Display for Copied {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} games ({} in progress), {} challenges, {} players, {} user-game links, {} server memberships, {} notices to deliver, {} puzzle ratings; last id {}",
            self.games,
            self.games_in_progress,
            self.challenges,
            self.players,
            self.user_game_links,
            self.memberships,
            self.notices,
            self.puzzle_ratings,
            self.last_id
        )?;
        if self.tournaments > 0 {
            write!(f, "; {} tournaments", self.tournaments)?;
        }
        if self.skipped > 0 {
            write!(f, "; {} damaged records not copied", self.skipped)?;
        }
        Ok(())
    }
}

/// Everything read from sled, as rows for PostgreSQL.
#[derive(Default)]
struct Rows {
    games: Vec<(Game, String)>,
    challenges: Vec<(Challenge, String)>,
    players: Vec<(i64, String)>,
    user_games: Vec<(i64, i64)>,
    members: Vec<(i64, i64)>,
    notices: Vec<(i64, i64, String)>,
    puzzle_standings: Vec<(String, String)>,
    board_messages: Vec<(i64, String)>,
    tournaments: Vec<(Tournament, String)>,
    meta: Vec<(String, i64)>,
    skipped: u64,
}

fn u64_at(key: &[u8], at: usize) -> Option<u64> {
    Some(u64::from_be_bytes(key.get(at..at + 8)?.try_into().ok()?))
}

fn text(bytes: &[u8]) -> Option<String> {
    String::from_utf8(bytes.to_vec()).ok()
}

fn read_sled(from: &SledStore) -> Result<Rows, StoreError> {
    let db = from.db()?;
    let mut rows = Rows::default();
    for entry in db.open_tree("games")?.iter() {
        let (key, value) = entry?;
        match (
            decode::<Game>("games", &KeyName(&key), &value),
            text(&value),
        ) {
            (Ok(game), Some(body)) => rows.games.push((game, body)),
            (Err(e), _) => {
                tracing::warn!("not copied: {e}");
                rows.skipped += 1;
            }
            (_, None) => rows.skipped += 1,
        }
    }
    for entry in db.open_tree("challenges")?.iter() {
        let (key, value) = entry?;
        match (
            decode::<Challenge>("challenges", &KeyName(&key), &value),
            text(&value),
        ) {
            (Ok(c), Some(body)) => rows.challenges.push((c, body)),
            (Err(e), _) => {
                tracing::warn!("not copied: {e}");
                rows.skipped += 1;
            }
            (_, None) => rows.skipped += 1,
        }
    }
    for entry in db.open_tree("players")?.iter() {
        let (key, value) = entry?;
        let ok = decode::<crate::game::model::Player>("players", &KeyName(&key), &value).is_ok();
        match (ok, u64_at(&key, 0), text(&value)) {
            (true, Some(id), Some(body)) => rows.players.push((id as i64, body)),
            _ => rows.skipped += 1,
        }
    }
    for entry in db.open_tree("user_games")?.iter() {
        let (key, _) = entry?;
        if let (Some(user), Some(game)) = (u64_at(&key, 0), u64_at(&key, 8)) {
            rows.user_games.push((user as i64, game as i64));
        }
    }
    for entry in db.open_tree("guild_members")?.iter() {
        let (key, _) = entry?;
        if let (Some(guild), Some(user)) = (u64_at(&key, 0), u64_at(&key, 8)) {
            rows.members.push((guild as i64, user as i64));
        }
    }
    for entry in db.open_tree("outbox")?.iter() {
        let (key, value) = entry?;
        match (
            decode::<StoredNotice>("outbox", &KeyName(&key), &value),
            u64_at(&key, 0),
            text(&value),
        ) {
            (Ok(n), Some(k), Some(body)) => rows.notices.push((k as i64, n.next_try_ms, body)),
            _ => rows.skipped += 1,
        }
    }
    for entry in db.open_tree("board_messages")?.iter() {
        let (key, value) = entry?;
        let ok = decode::<BoardMessages>("board_messages", &KeyName(&key), &value).is_ok();
        match (ok, u64_at(&key, 0), text(&value)) {
            (true, Some(id), Some(body)) => rows.board_messages.push((id as i64, body)),
            _ => rows.skipped += 1,
        }
    }
    for entry in db.open_tree("tournaments")?.iter() {
        let (key, value) = entry?;
        match (
            decode::<Tournament>("tournaments", &KeyName(&key), &value),
            text(&value),
        ) {
            (Ok(t), Some(body)) => rows.tournaments.push((t, body)),
            (Err(e), _) => {
                tracing::warn!("not copied: {e}");
                rows.skipped += 1;
            }
            (_, None) => rows.skipped += 1,
        }
    }
    for (id, standing) in from.puzzle_standings()? {
        match text(&encode(&standing)?) {
            Some(body) => rows.puzzle_standings.push((id, body)),
            None => rows.skipped += 1,
        }
    }
    // The id counter as the store reads it (a database older than the counter: the largest id).
    rows.meta.push(("last_id".into(), from.last_id()? as i64));
    let meta = db.open_tree("meta")?;
    if let Some(bytes) = meta.get(DELETED_KEY)? {
        if let Some(deleted) = u64_at(&bytes, 0) {
            rows.meta.push(("deleted".into(), deleted as i64));
        }
    }
    if let Some(beat) = from.heartbeat()? {
        rows.meta.push(("heartbeat".into(), beat));
    }
    if let Some(day) = from.daily_posted()? {
        rows.meta.push(("daily_posted".into(), day));
    }
    let prefix = DAILY_SOLVERS_PREFIX;
    for entry in meta.scan_prefix(prefix) {
        let (key, bytes) = entry?;
        match (u64_at(&key, prefix.len()), u64_at(&bytes, 0)) {
            (Some(day), Some(solvers)) => rows
                .meta
                .push((daily_solvers_key(day as i64), solvers as i64)),
            _ => rows.skipped += 1,
        }
    }
    Ok(rows)
}

/// Copies the sled database into `to`, which must hold no games, challenges or players yet.
pub fn copy_from_sled(from: &SledStore, to: &PgStore) -> Result<Copied, StoreError> {
    let rows = read_sled(from)?;
    let pool = to.pool.clone();
    to.wait(async move {
        let mut client = pool.get().await.map_err(super::pool_error)?;
        let tx = client.transaction().await.map_err(describe)?;
        let held = tx
            .query_one(
                "SELECT (SELECT count(*) FROM games) + (SELECT count(*) FROM challenges)
                      + (SELECT count(*) FROM players)",
                &[],
            )
            .await
            .map_err(describe)?;
        let held: i64 = held.get(0);
        if held > 0 {
            return Err(server(format!(
                "the PostgreSQL database already holds {held} games, challenges and players: migrate into a new, empty database"
            )));
        }
        let mut copied = Copied {
            skipped: rows.skipped,
            ..Copied::default()
        };
        let put = |sql: &'static str| tx.prepare(sql);
        let game_row = put(
            "INSERT INTO games (id, version, guild, channel, thread, active, updated_ms, body)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb)",
        )
        .await
        .map_err(describe)?;
        let due_row = put("INSERT INTO due (kind, id, due_ms) VALUES ($1, $2, $3)")
            .await
            .map_err(describe)?;
        for (game, body) in &rows.games {
            let id = game.id.0 as i64;
            let params: [&(dyn ToSql + Sync); 8] = [
                &id,
                &(game.version as i64),
                &(game.guild.0 as i64),
                &(game.channel.0 as i64),
                &game.thread.map(|t| t.0 as i64),
                &!game.is_over(),
                &game.updated_ms,
                body,
            ];
            tx.execute(&game_row, &params).await.map_err(describe)?;
            if let Some(due) = game.due_ms {
                tx.execute(&due_row, &[&DUE_GAME, &id, &due])
                    .await
                    .map_err(describe)?;
            }
            copied.games += 1;
            copied.games_in_progress += u64::from(!game.is_over());
        }
        let challenge_row = put(
            "INSERT INTO challenges (id, channel, expires_ms, body) VALUES ($1, $2, $3, $4::text::jsonb)",
        )
        .await
        .map_err(describe)?;
        for (c, body) in &rows.challenges {
            let id = c.id.0 as i64;
            tx.execute(&challenge_row, &[&id, &(c.channel.0 as i64), &c.expires_ms, body])
                .await
                .map_err(describe)?;
            tx.execute(&due_row, &[&DUE_CHALLENGE, &id, &c.expires_ms])
                .await
                .map_err(describe)?;
            copied.challenges += 1;
        }
        let tournament_row = put(
            "INSERT INTO tournaments (id, version, guild, body) VALUES ($1, $2, $3, $4::text::jsonb)",
        )
        .await
        .map_err(describe)?;
        for (t, body) in &rows.tournaments {
            let id = t.id.0 as i64;
            let params: [&(dyn ToSql + Sync); 4] =
                [&id, &(t.version as i64), &(t.guild.0 as i64), body];
            tx.execute(&tournament_row, &params).await.map_err(describe)?;
            if let Some(due) = t.due_ms {
                tx.execute(&due_row, &[&DUE_TOURNAMENT, &id, &due])
                    .await
                    .map_err(describe)?;
            }
            copied.tournaments += 1;
        }
        let player_row = put("INSERT INTO players (id, body) VALUES ($1, $2::text::jsonb)")
            .await
            .map_err(describe)?;
        for (id, body) in &rows.players {
            tx.execute(&player_row, &[id, body]).await.map_err(describe)?;
            copied.players += 1;
        }
        let link_row = put(
            "INSERT INTO user_games (user_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
        )
        .await
        .map_err(describe)?;
        for (user, game) in &rows.user_games {
            copied.user_game_links += tx.execute(&link_row, &[user, game]).await.map_err(describe)?;
        }
        // Each link carries its game's state and places (the (user, place) index).
        tx.execute(
            "UPDATE user_games u SET active = g.active, channel = g.channel, thread = g.thread
             FROM games g WHERE g.id = u.game_id",
            &[],
        )
        .await
        .map_err(describe)?;
        let member_row = put(
            "INSERT INTO guild_members (guild, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
        )
        .await
        .map_err(describe)?;
        for (guild, user) in &rows.members {
            copied.memberships += tx.execute(&member_row, &[guild, user]).await.map_err(describe)?;
        }
        let notice_row = put(
            "INSERT INTO outbox (key, not_before_ms, body) VALUES ($1, $2, $3::text::jsonb)",
        )
        .await
        .map_err(describe)?;
        for (key, not_before, body) in &rows.notices {
            tx.execute(&notice_row, &[key, not_before, body])
                .await
                .map_err(describe)?;
            copied.notices += 1;
        }
        let standing_row = put(
            "INSERT INTO puzzle_standings (id, body) VALUES ($1, $2::text::jsonb)",
        )
        .await
        .map_err(describe)?;
        for (id, body) in &rows.puzzle_standings {
            tx.execute(&standing_row, &[id, body])
                .await
                .map_err(describe)?;
            copied.puzzle_ratings += 1;
        }
        let messages_row = put(
            "INSERT INTO board_messages (game_id, body) VALUES ($1, $2::text::jsonb)",
        )
        .await
        .map_err(describe)?;
        for (id, body) in &rows.board_messages {
            tx.execute(&messages_row, &[id, body])
                .await
                .map_err(describe)?;
            copied.board_messages += 1;
        }
        // New notices are numbered after the copied ones.
        tx.execute(
            "SELECT setval(pg_get_serial_sequence('outbox', 'key'),
                           GREATEST((SELECT COALESCE(MAX(key), 0) FROM outbox), 1))",
            &[],
        )
        .await
        .map_err(describe)?;
        for (key, value) in &rows.meta {
            tx.execute(
                "INSERT INTO meta (key, value) VALUES ($1, $2)
                 ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                &[key, value],
            )
            .await
            .map_err(describe)?;
            if key == "last_id" {
                copied.last_id = *value as u64;
            }
        }
        tx.commit().await.map_err(describe)?;
        Ok(copied)
    })
}
