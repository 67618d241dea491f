-- castalia-bot's PostgreSQL schema, version 3: "my game here" (a move without `game:`) is
-- looked up by (user, place), so that it costs the same however many games are in progress in
-- that channel. Each row of `user_games` carries its game's state and places (the channel it
-- started in, its thread), kept by every game write; rows of games stored before are filled in
-- here.
ALTER TABLE user_games
    ADD COLUMN active  BOOLEAN NOT NULL DEFAULT false,
    ADD COLUMN channel BIGINT,
    ADD COLUMN thread  BIGINT;
UPDATE user_games u SET active = g.active, channel = g.channel, thread = g.thread
    FROM games g WHERE g.id = u.game_id;
CREATE INDEX user_games_active_channel ON user_games (user_id, channel, game_id) WHERE active;
CREATE INDEX user_games_active_thread ON user_games (user_id, thread, game_id)
    WHERE active AND thread IS NOT NULL;
