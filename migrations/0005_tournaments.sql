-- castalia-bot's PostgreSQL schema, version 5: tournaments. A tournament is one versioned
-- record (the same JSON envelope as in sled), listed by server; its due time is a row of
-- `due` of kind 2, as games' (0) and challenges' (1) are. Its id is handed out from the same
-- counter as games' and challenges'.
CREATE TABLE tournaments (
    id      BIGINT PRIMARY KEY,
    version BIGINT NOT NULL,
    guild   BIGINT NOT NULL,
    body    JSONB  NOT NULL
);
CREATE INDEX tournaments_guild ON tournaments (guild, id);
