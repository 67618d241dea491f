//! The PostgreSQL schema: versioned migrations, embedded in the binary (`migrations/*.sql`) and
//! applied at start in one transaction each, under an advisory lock so that processes starting
//! together apply each one once. A database written by a newer castalia-bot is refused.

use super::{describe, server, StoreError};

/// Every migration, in order: (version, name, SQL).
const MIGRATIONS: &[(i64, &str, &str)] = &[
    (
        1,
        "init",
        include_str!("../../../../migrations/0001_init.sql"),
    ),
    (
        2,
        "puzzle_standings",
        include_str!("../../../../migrations/0002_puzzle_standings.sql"),
    ),
    (
        3,
        "user_places",
        include_str!("../../../../migrations/0003_user_places.sql"),
    ),
    (
        4,
        "board_messages",
        include_str!("../../../../migrations/0004_board_messages.sql"),
    ),
    (
        5,
        "tournaments",
        include_str!("../../../../migrations/0005_tournaments.sql"),
    ),
    (
        6,
        "lookups",
        include_str!("../../../../migrations/0006_lookups.sql"),
    ),
    (
        7,
        "web_access",
        include_str!("../../../../migrations/0007_web_access.sql"),
    ),
];

/// The advisory lock key taken while migrating ("castalia" in ASCII, as a number).
const MIGRATION_LOCK: i64 = 0x6361_7374_616c_6961;

/// The newest schema version this build knows.
pub fn latest() -> i64 {
    MIGRATIONS.last().map_or(0, |m| m.0)
}

/// Applies the migrations the database has not had yet; returns the versions applied.
pub async fn migrate(client: &mut deadpool_postgres::Client) -> Result<Vec<i64>, StoreError> {
    let tx = client.transaction().await.map_err(describe)?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
        .await
        .map_err(describe)?;
    tx.batch_execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations (
             version    BIGINT PRIMARY KEY,
             name       TEXT   NOT NULL,
             applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
         )",
    )
    .await
    .map_err(describe)?;
    let row = tx
        .query_one(
            "SELECT COALESCE(MAX(version), 0) FROM schema_migrations",
            &[],
        )
        .await
        .map_err(describe)?;
    let current: i64 = row.get(0);
    if current > latest() {
        return Err(server(format!(
            "the database has schema version {current}, newer than this castalia-bot knows ({}): run a newer castalia-bot",
            latest()
        )));
    }
    let mut applied = Vec::new();
    for (version, name, sql) in MIGRATIONS.iter().filter(|m| m.0 > current) {
        tx.batch_execute(sql).await.map_err(|e| {
            server(format!(
                "migration {version} ({name}) failed: {}",
                super::message(&e)
            ))
        })?;
        tx.execute(
            "INSERT INTO schema_migrations (version, name) VALUES ($1, $2)",
            &[version, name],
        )
        .await
        .map_err(describe)?;
        applied.push(*version);
    }
    tx.commit().await.map_err(describe)?;
    Ok(applied)
}
