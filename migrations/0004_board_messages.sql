-- castalia-bot's PostgreSQL schema, version 4: what a front end remembers about the messages of
-- a game (its board and turn message) is kept beside the game, not in its record, so that
-- posting or editing a board never writes the game again (nor conflicts with a move). The body
-- is the same JSON envelope as in sled ({"schema":1,"record":{"board":...,"turn":...}}).
-- Games stored before kept them in their record (`shown.board`, `shown.turn`): they are moved
-- here and taken out of the record (its version stays: the game did not change).
CREATE TABLE board_messages (
    game_id BIGINT PRIMARY KEY,
    body    JSONB  NOT NULL
);
INSERT INTO board_messages (game_id, body)
    SELECT id, jsonb_build_object('schema', 1, 'record', jsonb_build_object(
               'board', body #> '{record,shown,board}', 'turn', body #> '{record,shown,turn}'))
    FROM games
    WHERE jsonb_typeof(body #> '{record,shown,board}') = 'object'
       OR jsonb_typeof(body #> '{record,shown,turn}') = 'object';
UPDATE games SET body = body #- '{record,shown,board}' #- '{record,shown,turn}'
    WHERE body #> '{record,shown}' ?| ARRAY['board', 'turn'];
