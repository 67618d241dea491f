//! One batch as one PostgreSQL transaction (READ COMMITTED, with the row checks below), so
//! that two processes racing on the same records end with one change applied and the other
//! answered `Conflict`, and nothing is visible before `COMMIT`.

use super::{daily_solvers_key, describe, DUE_CHALLENGE, DUE_GAME, DUE_TOURNAMENT};
use crate::game::store::contract::Batch;
use crate::game::store::error::StoreError;
use crate::game::store::records::encode;
use deadpool_postgres::Transaction;
use tokio_postgres::types::ToSql;

async fn exec(
    tx: &Transaction<'_>,
    sql: &str,
    params: &[&(dyn ToSql + Sync)],
) -> Result<u64, StoreError> {
    let statement = tx.prepare_cached(sql).await.map_err(describe)?;
    tx.execute(&statement, params).await.map_err(describe)
}

fn text(bytes: Vec<u8>) -> Result<String, StoreError> {
    String::from_utf8(bytes).map_err(|e| StoreError::Encode(e.to_string()))
}

/// Sets (or clears) the due time of a game or challenge; a new time ends any lease on it.
async fn set_due(
    tx: &Transaction<'_>,
    kind: i16,
    id: i64,
    due: Option<i64>,
) -> Result<(), StoreError> {
    match due {
        Some(due) => {
            exec(
                tx,
                "INSERT INTO due (kind, id, due_ms) VALUES ($1, $2, $3)
                 ON CONFLICT (kind, id) DO UPDATE SET due_ms = excluded.due_ms, lease_ms = 0
                 WHERE due.due_ms <> excluded.due_ms",
                &[&kind, &id, &due],
            )
            .await?;
        }
        None => {
            exec(
                tx,
                "DELETE FROM due WHERE kind = $1 AND id = $2",
                &[&kind, &id],
            )
            .await?;
        }
    }
    Ok(())
}

/// A record's version as stored in its JSON envelope (1 for a record stored before records
/// had versions), the column that versioned writes compare.
const STORED_VERSION: &str = "COALESCE((body #>> '{record,version}')::bigint, 1)";

/// Writes a whole versioned record (`id_and_body`: its key and body) of a table keyed by `id`,
/// read at version `read` (0: read as absent): inserted only if still absent, else updated
/// only if still at that version (a concurrent writer is waited for, then its version seen);
/// anything else is a `Conflict`.
async fn versioned_write(
    tx: &Transaction<'_>,
    table: &'static str,
    id_and_body: &[&(dyn ToSql + Sync); 2],
    read: i64,
) -> Result<(), StoreError> {
    let written = if read == 0 {
        exec(
            tx,
            &format!(
                "INSERT INTO {table} (id, body) VALUES ($1, $2::text::jsonb)
                 ON CONFLICT (id) DO NOTHING"
            ),
            id_and_body,
        )
        .await?
    } else {
        let [id, body] = *id_and_body;
        exec(
            tx,
            &format!(
                "UPDATE {table} SET body = $2::text::jsonb WHERE id = $1 AND {STORED_VERSION} = $3"
            ),
            &[id, body, &read],
        )
        .await?
    };
    if written != 1 {
        return Err(StoreError::Conflict);
    }
    Ok(())
}

pub(super) async fn commit(
    client: &mut deadpool_postgres::Client,
    batch: Batch,
) -> Result<(), StoreError> {
    let challenges_changed = !batch.put_challenges.is_empty()
        || !batch.take_challenges.is_empty()
        || !batch.delete_challenges.is_empty();
    // Everything that can fail without the database is done before the transaction.
    let mut games = Vec::with_capacity(batch.games.len());
    for (game, expected) in &batch.games {
        games.push((game, *expected, text(encode(game)?)?));
    }
    let mut challenges = Vec::with_capacity(batch.put_challenges.len());
    for (c, read) in &batch.put_challenges {
        challenges.push((c, *read as i64, text(encode(c)?)?));
    }
    let mut players = Vec::with_capacity(batch.players.len());
    for (id, p, read) in &batch.players {
        players.push((id.0 as i64, *read as i64, text(encode(p)?)?));
    }
    let mut standings = Vec::with_capacity(batch.puzzle_standings.len());
    for (id, s, read) in &batch.puzzle_standings {
        standings.push((id.as_str(), *read as i64, text(encode(s)?)?));
    }
    let mut notices = Vec::with_capacity(batch.notices.len());
    for n in &batch.notices {
        notices.push((n.next_try_ms, text(encode(n)?)?));
    }
    let mut board_messages = Vec::with_capacity(batch.board_messages.len());
    for (id, m) in &batch.board_messages {
        board_messages.push((id.0 as i64, text(encode(m)?)?));
    }
    let mut tournaments = Vec::with_capacity(batch.tournaments.len());
    for (t, expected) in &batch.tournaments {
        tournaments.push((t, *expected, text(encode(t)?)?));
    }
    let mut updated_notices = Vec::with_capacity(batch.update_notices.len());
    for (key, n) in &batch.update_notices {
        updated_notices.push((*key as i64, n.next_try_ms, text(encode(n)?)?));
    }

    let tx = client.transaction().await.map_err(describe)?;
    if let Some(id) = batch.claim_id {
        // The counter row is locked until commit: concurrent creators wait, then find that
        // it moved on and try the next id.
        let id = id as i64;
        let claimed = exec(
            &tx,
            "UPDATE meta SET value = $1::bigint WHERE key = 'last_id' AND value = $1::bigint - 1",
            &[&id],
        )
        .await?;
        if claimed != 1 {
            return Err(StoreError::Conflict);
        }
    }
    for (game, expected, body) in &games {
        let id = game.id.0 as i64;
        let guild = game.guild.0 as i64;
        let channel = game.channel.0 as i64;
        let thread = game.thread.map(|t| t.0 as i64);
        let active = !game.is_over();
        let version = game.version as i64;
        let written = match expected {
            // Waits for a concurrent writer of the row, then checks the version it left.
            Some(read) => {
                exec(
                    &tx,
                    "UPDATE games SET version = $2, guild = $3, channel = $4, thread = $5,
                         active = $6, updated_ms = $7, body = $8::text::jsonb
                     WHERE id = $1 AND version = $9",
                    &[
                        &id,
                        &version,
                        &guild,
                        &channel,
                        &thread,
                        &active,
                        &game.updated_ms,
                        body,
                        &(*read as i64),
                    ],
                )
                .await?
            }
            // A second writer of a new game fails on the primary key: `Conflict`.
            None => exec(
                &tx,
                "INSERT INTO games (id, version, guild, channel, thread, active, updated_ms, body)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb)",
                &[
                    &id,
                    &version,
                    &guild,
                    &channel,
                    &thread,
                    &active,
                    &game.updated_ms,
                    body,
                ],
            )
            .await?,
        };
        if written != 1 {
            return Err(StoreError::Conflict);
        }
        set_due(&tx, DUE_GAME, id, game.due_ms).await?;
        for seat in [&game.white, &game.black] {
            if let Some(user) = seat.user() {
                exec(
                    &tx,
                    "INSERT INTO user_games (user_id, game_id, active, channel, thread)
                         VALUES ($1, $2, $3, $4, $5)
                     ON CONFLICT (user_id, game_id) DO UPDATE SET active = excluded.active,
                         channel = excluded.channel, thread = excluded.thread",
                    &[&(user.0 as i64), &id, &active, &channel, &thread],
                )
                .await?;
            }
        }
    }
    for (t, expected, body) in &tournaments {
        let id = t.id.0 as i64;
        let version = t.version as i64;
        let guild = t.guild.0 as i64;
        let written = match expected {
            Some(read) => {
                exec(
                    &tx,
                    "UPDATE tournaments SET version = $2, guild = $3, body = $4::text::jsonb
                     WHERE id = $1 AND version = $5",
                    &[&id, &version, &guild, body, &(*read as i64)],
                )
                .await?
            }
            None => {
                exec(
                    &tx,
                    "INSERT INTO tournaments (id, version, guild, body)
                         VALUES ($1, $2, $3, $4::text::jsonb)",
                    &[&id, &version, &guild, body],
                )
                .await?
            }
        };
        if written != 1 {
            return Err(StoreError::Conflict);
        }
        set_due(&tx, DUE_TOURNAMENT, id, t.due_ms).await?;
    }
    // Game and challenge records removed, for the `deleted` counter.
    let mut removed = 0i64;
    for (id, read) in &batch.take_challenges {
        // Waits for a concurrent answer to the same challenge, then finds it gone or changed.
        let id = id.0 as i64;
        let taken = exec(
            &tx,
            &format!("DELETE FROM challenges WHERE id = $1 AND {STORED_VERSION} = $2"),
            &[&id, &(*read as i64)],
        )
        .await?;
        if taken != 1 {
            return Err(StoreError::Conflict);
        }
        removed += 1;
        set_due(&tx, DUE_CHALLENGE, id, None).await?;
    }
    for id in &batch.delete_challenges {
        let id = id.0 as i64;
        removed += exec(&tx, "DELETE FROM challenges WHERE id = $1", &[&id]).await? as i64;
        set_due(&tx, DUE_CHALLENGE, id, None).await?;
    }
    for (c, read, body) in &challenges {
        let id = c.id.0 as i64;
        let written = if *read == 0 {
            exec(
                &tx,
                "INSERT INTO challenges (id, channel, expires_ms, body)
                     VALUES ($1, $2, $3, $4::text::jsonb)
                 ON CONFLICT (id) DO NOTHING",
                &[&id, &(c.channel.0 as i64), &c.expires_ms, body],
            )
            .await?
        } else {
            exec(
                &tx,
                &format!(
                    "UPDATE challenges SET channel = $2, expires_ms = $3, body = $4::text::jsonb
                     WHERE id = $1 AND {STORED_VERSION} = $5"
                ),
                &[&id, &(c.channel.0 as i64), &c.expires_ms, body, read],
            )
            .await?
        };
        if written != 1 {
            return Err(StoreError::Conflict);
        }
        set_due(&tx, DUE_CHALLENGE, id, Some(c.expires_ms)).await?;
    }
    for (id, read, body) in &players {
        versioned_write(&tx, "players", &[id, body], *read).await?;
    }
    for (id, read, body) in &standings {
        versioned_write(&tx, "puzzle_standings", &[id, body], *read).await?;
    }
    for (guild, user) in &batch.members {
        exec(
            &tx,
            "INSERT INTO guild_members (guild, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            &[&(guild.0 as i64), &(user.0 as i64)],
        )
        .await?;
    }
    for (guild, user) in &batch.remove_members {
        exec(
            &tx,
            "DELETE FROM guild_members WHERE guild = $1 AND user_id = $2",
            &[&(guild.0 as i64), &(user.0 as i64)],
        )
        .await?;
    }
    for game in &batch.delete_games {
        let id = game.id.0 as i64;
        removed += exec(&tx, "DELETE FROM games WHERE id = $1", &[&id]).await? as i64;
        exec(&tx, "DELETE FROM board_messages WHERE game_id = $1", &[&id]).await?;
        set_due(&tx, DUE_GAME, id, None).await?;
        exec(&tx, "DELETE FROM user_games WHERE game_id = $1", &[&id]).await?;
    }
    for user in &batch.forget_users {
        let user = user.0 as i64;
        exec(&tx, "DELETE FROM players WHERE id = $1", &[&user]).await?;
        exec(&tx, "DELETE FROM user_games WHERE user_id = $1", &[&user]).await?;
        exec(
            &tx,
            "DELETE FROM guild_members WHERE user_id = $1",
            &[&user],
        )
        .await?;
    }
    for (id, body) in &board_messages {
        // Beside the game, not in it: neither its row nor its version is touched.
        exec(
            &tx,
            "INSERT INTO board_messages (game_id, body) VALUES ($1, $2::text::jsonb)
             ON CONFLICT (game_id) DO UPDATE SET body = excluded.body",
            &[id, body],
        )
        .await?;
    }
    for (not_before, body) in &notices {
        exec(
            &tx,
            "INSERT INTO outbox (not_before_ms, body) VALUES ($1, $2::text::jsonb)",
            &[not_before, body],
        )
        .await?;
    }
    for (key, not_before, body) in &updated_notices {
        exec(
            &tx,
            "UPDATE outbox SET not_before_ms = $2, lease_ms = 0, body = $3::text::jsonb WHERE key = $1",
            &[key, not_before, body],
        )
        .await?;
    }
    for key in &batch.delete_notices {
        exec(&tx, "DELETE FROM outbox WHERE key = $1", &[&(*key as i64)]).await?;
    }
    if removed > 0 {
        exec(
            &tx,
            "UPDATE meta SET value = value + $1 WHERE key = 'deleted'",
            &[&removed],
        )
        .await?;
    }
    if let Some((read, day)) = batch.daily_posted {
        // A second process moving the same day on waits for the row, then finds it changed.
        let moved = match read {
            Some(read) => {
                exec(
                    &tx,
                    "UPDATE meta SET value = $2 WHERE key = 'daily_posted' AND value = $1",
                    &[&read, &day],
                )
                .await?
            }
            None => {
                exec(
                    &tx,
                    "INSERT INTO meta (key, value) VALUES ('daily_posted', $1)
                     ON CONFLICT (key) DO NOTHING",
                    &[&day],
                )
                .await?
            }
        };
        if moved != 1 {
            return Err(StoreError::Conflict);
        }
    }
    if let Some(day) = batch.daily_solved {
        exec(
            &tx,
            "INSERT INTO meta (key, value) VALUES ($1, 1)
             ON CONFLICT (key) DO UPDATE SET value = meta.value + 1",
            &[&daily_solvers_key(day)],
        )
        .await?;
    }
    // The change feed of other processes (`PgStore::listen_for_changes`): delivered when, and
    // only if, the transaction commits.
    if challenges_changed {
        exec(
            &tx,
            "SELECT pg_notify($1, $2)",
            &[&super::CHANGES_CHANNEL, &super::CHALLENGES_CHANGED],
        )
        .await?;
    }
    for (game, _, _) in &games {
        let payload = format!("{}:{}", game.id.0, game.version);
        exec(
            &tx,
            "SELECT pg_notify($1, $2)",
            &[&super::CHANGES_CHANNEL, &payload],
        )
        .await?;
    }
    tx.commit().await.map_err(describe)
}
