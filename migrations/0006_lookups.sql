-- Lookups that would otherwise read every record: the challenges of a server and of a
-- challenger (`/games`, the cap on open challenges), the held notices of a private chat, and
-- the players rated in each rule set by rating (`/leaderboard`: the query walks the ratings
-- down and stops at the page's last row; `store/pg/mod.rs` writes the same expressions).
CREATE INDEX IF NOT EXISTS challenges_guild ON challenges ((body #>> '{record,guild}'), id);
CREATE INDEX IF NOT EXISTS challenges_challenger ON challenges ((body #>> '{record,challenger}'), id);
CREATE INDEX IF NOT EXISTS outbox_held ON outbox ((body #>> '{record,channel}'), key)
    WHERE (body #>> '{record,held}') = 'true';
CREATE INDEX IF NOT EXISTS players_rank_castalia ON players
    (((body #>> '{record,stats,castalia,rating,rating}')::float8) DESC, id)
    WHERE COALESCE((body #>> '{record,stats,castalia,rated,wins}')::bigint, 0)
        + COALESCE((body #>> '{record,stats,castalia,rated,draws}')::bigint, 0)
        + COALESCE((body #>> '{record,stats,castalia,rated,losses}')::bigint, 0) > 0;
CREATE INDEX IF NOT EXISTS players_rank_castalia_weak ON players
    (((body #>> '{record,stats,castalia-weak,rating,rating}')::float8) DESC, id)
    WHERE COALESCE((body #>> '{record,stats,castalia-weak,rated,wins}')::bigint, 0)
        + COALESCE((body #>> '{record,stats,castalia-weak,rated,draws}')::bigint, 0)
        + COALESCE((body #>> '{record,stats,castalia-weak,rated,losses}')::bigint, 0) > 0;
CREATE INDEX IF NOT EXISTS players_rank_standard ON players
    (((body #>> '{record,stats,standard,rating,rating}')::float8) DESC, id)
    WHERE COALESCE((body #>> '{record,stats,standard,rated,wins}')::bigint, 0)
        + COALESCE((body #>> '{record,stats,standard,rated,draws}')::bigint, 0)
        + COALESCE((body #>> '{record,stats,standard,rated,losses}')::bigint, 0) > 0;
