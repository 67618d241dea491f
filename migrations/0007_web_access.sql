-- castalia-bot's PostgreSQL schema, version 7: the web board's sign-in links and sessions,
-- each under the hash of its secret (never the secret), with its user (for `/forget`) and
-- when it expires. The body is the same JSON envelope as every record.
CREATE TABLE IF NOT EXISTS web_access (
    key        TEXT   PRIMARY KEY,
    user_id    BIGINT NOT NULL,
    expires_ms BIGINT NOT NULL,
    body       JSONB  NOT NULL
);
CREATE INDEX IF NOT EXISTS web_access_user ON web_access (user_id);
CREATE INDEX IF NOT EXISTS web_access_expires ON web_access (expires_ms);
