-- castalia-bot's PostgreSQL schema, version 2: each puzzle's rating as refined by its solvers
-- (Glicko-2), by puzzle id, in the same JSON envelope as in sled.
CREATE TABLE puzzle_standings (
    id   TEXT  PRIMARY KEY,
    body JSONB NOT NULL
);
