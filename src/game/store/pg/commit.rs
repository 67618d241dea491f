//! One batch as one PostgreSQL transaction (READ COMMITTED, with the row checks below), so
//! that two processes racing on the same records end with one change applied and the other
//! answered `Conflict`, and nothing is visible before `COMMIT`. Each concern's writes
//! (`Batch`'s parts) are applied by a function of their own, always in the same order (so
//! that two transactions take their row locks in the same order); what can fail without the
//! database (encoding) is done before the transaction, in `Prepared::of`.

use super::{daily_solvers_key, describe, DUE_CHALLENGE, DUE_GAME, DUE_TOURNAMENT};
use crate::game::model::{Challenge, Game, Tournament};
use crate::game::store::batch::{Batch, GameWrites, PlayerWrites, PuzzleWrites};
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

/// A batch made ready for its transaction: every record encoded as the JSON text stored.
struct Prepared<'b> {
    games: Vec<(&'b Game, Option<u64>, String)>,
    board_messages: Vec<(i64, String)>,
    tournaments: Vec<(&'b Tournament, Option<u64>, String)>,
    challenges: Vec<(&'b Challenge, i64, String)>,
    players: Vec<(i64, i64, String)>,
    standings: Vec<(&'b str, i64, String)>,
    notices: Vec<(i64, String)>,
    updated_notices: Vec<(i64, i64, String)>,
}

impl<'b> Prepared<'b> {
    fn of(batch: &'b Batch) -> Result<Prepared<'b>, StoreError> {
        let mut games = Vec::with_capacity(batch.games.put.len());
        for (game, expected) in &batch.games.put {
            games.push((game, *expected, text(encode(game)?)?));
        }
        let mut board_messages = Vec::with_capacity(batch.games.board_messages.len());
        for (id, m) in &batch.games.board_messages {
            board_messages.push((id.0 as i64, text(encode(m)?)?));
        }
        let mut tournaments = Vec::with_capacity(batch.tournaments.put.len());
        for (t, expected) in &batch.tournaments.put {
            tournaments.push((t, *expected, text(encode(t)?)?));
        }
        let mut challenges = Vec::with_capacity(batch.challenges.put.len());
        for (c, read) in &batch.challenges.put {
            challenges.push((c, *read as i64, text(encode(c)?)?));
        }
        let mut players = Vec::with_capacity(batch.players.put.len());
        for (id, p, read) in &batch.players.put {
            players.push((id.0 as i64, *read as i64, text(encode(p)?)?));
        }
        let mut standings = Vec::with_capacity(batch.puzzles.standings.len());
        for (id, s, read) in &batch.puzzles.standings {
            standings.push((id.as_str(), *read as i64, text(encode(s)?)?));
        }
        let mut notices = Vec::with_capacity(batch.notices.add.len());
        for n in &batch.notices.add {
            notices.push((n.next_try_ms, text(encode(n)?)?));
        }
        let mut updated_notices = Vec::with_capacity(batch.notices.update.len());
        for (key, n) in &batch.notices.update {
            updated_notices.push((*key as i64, n.next_try_ms, text(encode(n)?)?));
        }
        Ok(Prepared {
            games,
            board_messages,
            tournaments,
            challenges,
            players,
            standings,
            notices,
            updated_notices,
        })
    }
}

pub(super) async fn commit(
    client: &mut deadpool_postgres::Client,
    batch: Batch,
) -> Result<(), StoreError> {
    let prepared = Prepared::of(&batch)?;
    let tx = client.transaction().await.map_err(describe)?;
    if let Some(id) = batch.claim_id {
        claim(&tx, id).await?;
    }
    // Game and challenge records removed, for the `deleted` counter.
    let mut removed = games(&tx, &prepared, &batch.games).await?;
    tournaments(&tx, &prepared).await?;
    removed += challenges(&tx, &prepared, &batch).await?;
    players(&tx, &prepared, &batch.players).await?;
    puzzles(&tx, &prepared, &batch.puzzles).await?;
    notices(&tx, &prepared, &batch.notices.delete).await?;
    if removed > 0 {
        exec(
            &tx,
            "UPDATE meta SET value = value + $1 WHERE key = 'deleted'",
            &[&removed],
        )
        .await?;
    }
    // The change feed of other processes (`PgStore::listen_for_changes`): delivered when, and
    // only if, the transaction commits.
    if !batch.challenges.put.is_empty()
        || !batch.challenges.taken.is_empty()
        || !batch.challenges.delete.is_empty()
    {
        exec(
            &tx,
            "SELECT pg_notify($1, $2)",
            &[&super::CHANGES_CHANNEL, &super::CHALLENGES_CHANGED],
        )
        .await?;
    }
    for (game, _, _) in &prepared.games {
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

/// Claims a new record's id. The counter row is locked until commit: concurrent creators
/// wait, then find that it moved on and try the next id.
async fn claim(tx: &Transaction<'_>, id: u64) -> Result<(), StoreError> {
    let id = id as i64;
    let claimed = exec(
        tx,
        "UPDATE meta SET value = $1::bigint WHERE key = 'last_id' AND value = $1::bigint - 1",
        &[&id],
    )
    .await?;
    if claimed != 1 {
        return Err(StoreError::Conflict);
    }
    Ok(())
}

/// Games (versioned) with their due times and player index, deleted games with theirs, and
/// board messages beside. Returns how many game records were deleted.
async fn games(
    tx: &Transaction<'_>,
    prepared: &Prepared<'_>,
    writes: &GameWrites,
) -> Result<i64, StoreError> {
    for (game, expected, body) in &prepared.games {
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
                    tx,
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
                tx,
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
        set_due(tx, DUE_GAME, id, game.due_ms).await?;
        for seat in [&game.white, &game.black] {
            if let Some(user) = seat.user() {
                exec(
                    tx,
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
    let mut removed = 0i64;
    for game in &writes.delete {
        let id = game.id.0 as i64;
        removed += exec(tx, "DELETE FROM games WHERE id = $1", &[&id]).await? as i64;
        exec(tx, "DELETE FROM board_messages WHERE game_id = $1", &[&id]).await?;
        set_due(tx, DUE_GAME, id, None).await?;
        exec(tx, "DELETE FROM user_games WHERE game_id = $1", &[&id]).await?;
    }
    for (id, body) in &prepared.board_messages {
        // Beside the game, not in it: neither its row nor its version is touched.
        exec(
            tx,
            "INSERT INTO board_messages (game_id, body) VALUES ($1, $2::text::jsonb)
             ON CONFLICT (game_id) DO UPDATE SET body = excluded.body",
            &[id, body],
        )
        .await?;
    }
    Ok(removed)
}

/// Tournaments (versioned) with their due times.
async fn tournaments(tx: &Transaction<'_>, prepared: &Prepared<'_>) -> Result<(), StoreError> {
    for (t, expected, body) in &prepared.tournaments {
        let id = t.id.0 as i64;
        let version = t.version as i64;
        let guild = t.guild.0 as i64;
        let written = match expected {
            Some(read) => {
                exec(
                    tx,
                    "UPDATE tournaments SET version = $2, guild = $3, body = $4::text::jsonb
                     WHERE id = $1 AND version = $5",
                    &[&id, &version, &guild, body, &(*read as i64)],
                )
                .await?
            }
            None => {
                exec(
                    tx,
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
        set_due(tx, DUE_TOURNAMENT, id, t.due_ms).await?;
    }
    Ok(())
}

/// Challenges with their due times: answered ones checked against the version read, deleted
/// ones unchecked, written ones versioned. Returns how many were deleted.
async fn challenges(
    tx: &Transaction<'_>,
    prepared: &Prepared<'_>,
    batch: &Batch,
) -> Result<i64, StoreError> {
    let mut removed = 0i64;
    for (id, read) in &batch.challenges.taken {
        // Waits for a concurrent answer to the same challenge, then finds it gone or changed.
        let id = id.0 as i64;
        let taken = exec(
            tx,
            &format!("DELETE FROM challenges WHERE id = $1 AND {STORED_VERSION} = $2"),
            &[&id, &(*read as i64)],
        )
        .await?;
        if taken != 1 {
            return Err(StoreError::Conflict);
        }
        removed += 1;
        set_due(tx, DUE_CHALLENGE, id, None).await?;
    }
    for id in &batch.challenges.delete {
        let id = id.0 as i64;
        removed += exec(tx, "DELETE FROM challenges WHERE id = $1", &[&id]).await? as i64;
        set_due(tx, DUE_CHALLENGE, id, None).await?;
    }
    for (c, read, body) in &prepared.challenges {
        let id = c.id.0 as i64;
        let written = if *read == 0 {
            exec(
                tx,
                "INSERT INTO challenges (id, channel, expires_ms, body)
                     VALUES ($1, $2, $3, $4::text::jsonb)
                 ON CONFLICT (id) DO NOTHING",
                &[&id, &(c.channel.0 as i64), &c.expires_ms, body],
            )
            .await?
        } else {
            exec(
                tx,
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
        set_due(tx, DUE_CHALLENGE, id, Some(c.expires_ms)).await?;
    }
    Ok(removed)
}

/// Player records (versioned), memberships, and forgotten users with their rows.
async fn players(
    tx: &Transaction<'_>,
    prepared: &Prepared<'_>,
    writes: &PlayerWrites,
) -> Result<(), StoreError> {
    for (id, read, body) in &prepared.players {
        versioned_write(tx, "players", &[id, body], *read).await?;
    }
    for (guild, user) in &writes.members {
        exec(
            tx,
            "INSERT INTO guild_members (guild, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            &[&(guild.0 as i64), &(user.0 as i64)],
        )
        .await?;
    }
    for (guild, user) in &writes.remove_members {
        exec(
            tx,
            "DELETE FROM guild_members WHERE guild = $1 AND user_id = $2",
            &[&(guild.0 as i64), &(user.0 as i64)],
        )
        .await?;
    }
    for user in &writes.forget {
        let user = user.0 as i64;
        exec(tx, "DELETE FROM players WHERE id = $1", &[&user]).await?;
        exec(tx, "DELETE FROM user_games WHERE user_id = $1", &[&user]).await?;
        exec(tx, "DELETE FROM guild_members WHERE user_id = $1", &[&user]).await?;
    }
    Ok(())
}

/// Puzzle standings (versioned), the day of the daily puzzle and its solvers.
async fn puzzles(
    tx: &Transaction<'_>,
    prepared: &Prepared<'_>,
    writes: &PuzzleWrites,
) -> Result<(), StoreError> {
    for (id, read, body) in &prepared.standings {
        versioned_write(tx, "puzzle_standings", &[id, body], *read).await?;
    }
    if let Some((read, day)) = writes.daily_posted {
        // A second process moving the same day on waits for the row, then finds it changed.
        let moved = match read {
            Some(read) => {
                exec(
                    tx,
                    "UPDATE meta SET value = $2 WHERE key = 'daily_posted' AND value = $1",
                    &[&read, &day],
                )
                .await?
            }
            None => {
                exec(
                    tx,
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
    if let Some(day) = writes.daily_solved {
        exec(
            tx,
            "INSERT INTO meta (key, value) VALUES ($1, 1)
             ON CONFLICT (key) DO UPDATE SET value = meta.value + 1",
            &[&daily_solvers_key(day)],
        )
        .await?;
    }
    Ok(())
}

/// The outbox: new and rewritten entries, delivered ones removed.
async fn notices(
    tx: &Transaction<'_>,
    prepared: &Prepared<'_>,
    delete: &[u64],
) -> Result<(), StoreError> {
    for (not_before, body) in &prepared.notices {
        exec(
            tx,
            "INSERT INTO outbox (not_before_ms, body) VALUES ($1, $2::text::jsonb)",
            &[not_before, body],
        )
        .await?;
    }
    for (key, not_before, body) in &prepared.updated_notices {
        exec(
            tx,
            "UPDATE outbox SET not_before_ms = $2, lease_ms = 0, body = $3::text::jsonb WHERE key = $1",
            &[key, not_before, body],
        )
        .await?;
    }
    for key in delete {
        exec(tx, "DELETE FROM outbox WHERE key = $1", &[&(*key as i64)]).await?;
    }
    Ok(())
}
