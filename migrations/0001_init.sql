-- castalia-bot's PostgreSQL schema, version 1. Applied once at start by the bot (see
-- src/game/store_pg/schema.rs); never edit an applied migration, add the next file instead.
-- Records are kept as the same JSON envelopes as in sled ({"schema":1,"record":{...}}), with
-- the columns every lookup needs beside them, each indexed.

CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value BIGINT NOT NULL
);
-- The id counter (ids are claimed one by one against it: small, consecutive, with no gaps
-- left by a rolled-back transaction as a SEQUENCE would leave), the count of game and
-- challenge records deleted, and the last heartbeat (unix ms).
INSERT INTO meta (key, value) VALUES ('last_id', 0), ('deleted', 0);

CREATE TABLE games (
    id         BIGINT PRIMARY KEY,
    version    BIGINT  NOT NULL,
    guild      BIGINT  NOT NULL,
    channel    BIGINT  NOT NULL,
    thread     BIGINT,
    active     BOOLEAN NOT NULL,
    updated_ms BIGINT  NOT NULL,
    body       JSONB   NOT NULL
);
-- Games in progress: all of them, per channel, per thread, per server.
CREATE INDEX games_active ON games (id) WHERE active;
CREATE INDEX games_active_channel ON games (channel, id) WHERE active;
CREATE INDEX games_active_thread ON games (thread, id) WHERE active AND thread IS NOT NULL;
CREATE INDEX games_active_guild ON games (guild, id) WHERE active;
-- Finished games by age (retention).
CREATE INDEX games_finished_updated ON games (updated_ms) WHERE NOT active;

-- The games of each user (kept apart from the record so that forgetting a user drops them).
CREATE TABLE user_games (
    user_id BIGINT NOT NULL,
    game_id BIGINT NOT NULL,
    PRIMARY KEY (user_id, game_id)
);
CREATE INDEX user_games_game ON user_games (game_id);

CREATE TABLE challenges (
    id         BIGINT PRIMARY KEY,
    channel    BIGINT NOT NULL,
    expires_ms BIGINT NOT NULL,
    body       JSONB  NOT NULL
);
CREATE INDEX challenges_channel ON challenges (channel, id);

CREATE TABLE players (
    id   BIGINT PRIMARY KEY,
    body JSONB NOT NULL
);

CREATE TABLE guild_members (
    guild   BIGINT NOT NULL,
    user_id BIGINT NOT NULL,
    PRIMARY KEY (guild, user_id)
);
CREATE INDEX guild_members_user ON guild_members (user_id);

-- What the timer must look at, by time: kind 0 a game, 1 a challenge. `lease_ms`: until when
-- a process that took the row settles it (others skip it until then).
CREATE TABLE due (
    kind     SMALLINT NOT NULL,
    id       BIGINT   NOT NULL,
    due_ms   BIGINT   NOT NULL,
    lease_ms BIGINT   NOT NULL DEFAULT 0,
    PRIMARY KEY (kind, id)
);
CREATE INDEX due_by_time ON due (due_ms);

-- Notices to deliver (sent after the change that made them is committed).
CREATE TABLE outbox (
    key           BIGSERIAL PRIMARY KEY,
    not_before_ms BIGINT NOT NULL,
    lease_ms      BIGINT NOT NULL DEFAULT 0,
    body          JSONB  NOT NULL
);
CREATE INDEX outbox_ready ON outbox (not_before_ms);
