//! Tournament costs: pairing a 1,000-player, a 200-player and a 60-player Swiss round (round
//! 5, after four rounds of random results) with the FIDE Dutch core, by the 2026 rules the bot
//! uses (and by the 2017 rules for reference, up to 200 players), and an arena wave of 500 free players; and the cost of
//! a game's end with 50 tournaments running (the game, the pairing's result, the standings
//! notice and the ratings in one durable commit), against a plain game's end measured in the
//! same run on the same on-disk sled database.
//! Run: `cargo bench --bench tournaments` (or `-- pairing`, `-- game_end`).

#[path = "common/mod.rs"]
mod common;
use castalia_bot::game::commands::text_command::parse_text_command;
use castalia_bot::game::model::{GameId, TournamentId};
use castalia_bot::game::{
    ChannelId, Context, GameService, GuildId, Site, SledStore, Store, UserId,
};
use castalia_bot::tournament::arena::{pair_wave, Free};
use castalia_bot::tournament::dutch::{
    pair_with, Color, GameResult, Options, PlayerState, Round, Rules,
};
use common::bench_service;
use criterion::{criterion_group, criterion_main, Criterion};
use std::sync::Arc;
use std::time::Duration;

fn swiss_after_four_rounds(n: u32) -> Vec<PlayerState> {
    let mut players: Vec<PlayerState> = (1..=n)
        .map(|id| PlayerState {
            id,
            rating: 2800 - 5 * id,
            points: 0,
            history: Vec::new(),
            present: true,
        })
        .collect();
    let mut seed = 12345u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % 10
    };
    for round in 1..=4 {
        let Ok(pairing) = pair_with(&players, round, 9, &Options::default()) else {
            panic!("round {round} pairs");
        };
        for (w, b) in pairing.pairs {
            let x = next();
            let (rw, rb) = match x {
                0..=3 => (GameResult::Win, GameResult::Loss),
                4..=6 => (GameResult::Draw, GameResult::Draw),
                _ => (GameResult::Loss, GameResult::Win),
            };
            for (id, opponent, color, result) in
                [(w, b, Color::White, rw), (b, w, Color::Black, rb)]
            {
                let p = &mut players[id as usize - 1];
                let g = Round::Game {
                    opponent,
                    color,
                    result,
                };
                p.points += g.points();
                p.history.push(g);
            }
        }
        if let Some(b) = pairing.bye {
            let p = &mut players[b as usize - 1];
            p.points += Round::Bye.points();
            p.history.push(Round::Bye);
        }
    }
    players
}

fn pairing(c: &mut Criterion) {
    let mut group = c.benchmark_group("pairing");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    for n in [1000, 200, 60] {
        let players = swiss_after_four_rounds(n);
        for (rules, edition) in [(Rules::Fide2026, "2026"), (Rules::Fide2017, "2017")] {
            if n > 200 && rules == Rules::Fide2017 {
                continue;
            }
            let options = Options {
                rules,
                ..Options::default()
            };
            let name = format!("swiss {n} players, round 5 (FIDE Dutch, {edition} rules)");
            group.bench_function(name, |b| b.iter(|| pair_with(&players, 5, 9, &options)));
        }
    }
    let free: Vec<Free> = (1..=500)
        .map(|no| Free {
            no,
            rank: no,
            rating: 1000 + (no * 37) % 1200,
            last_opponent: Some(if no % 2 == 0 { no - 1 } else { no + 1 }),
            colour_balance: (no % 3) as i32 - 1,
            last_white: Some(no % 2 == 0),
        })
        .collect();
    group.bench_function("arena wave, 500 free players", |b| {
        b.iter(|| pair_wave(&free))
    });
    group.finish();
}

/// Tournaments running at once in the game-end bench, and their players each.
const TOURNAMENTS: u64 = 50;
const PLAYERS: u64 = 20;

fn ctx(name: &str, channel: u64) -> Context {
    Context {
        user: UserId(name.bytes().fold(17u64, |h, b| h * 31 + u64::from(b))),
        name: name.into(),
        channel: ChannelId(channel),
        guild: GuildId(channel),
        is_admin: false,
        organiser: true,
        site: Site::Server("bench".into()),
        locale: Default::default(),
    }
}

async fn typed(service: &Arc<GameService>, who: &Context, line: &str) -> castalia_bot::game::Reply {
    // Players are named by their user number, e.g. `/challenge 1234`.
    let user = |name: &str| {
        name.parse()
            .ok()
            .map(|id| castalia_bot::game::commands::command::UserRef {
                id: UserId(id),
                name: name.to_string(),
            })
    };
    let Ok(command) = parse_text_command(line, &user) else {
        panic!("{line} parses");
    };
    let reply = service.handle(who, command).await;
    assert!(!reply.is_refusal(), "{line}: {}", reply.text);
    reply
}

/// The median time of `/resign` over `games`, each by its white player.
async fn resign_each(service: &Arc<GameService>, games: &[(GameId, Context)]) -> Duration {
    let mut times = Vec::new();
    for (id, white) in games {
        let started = std::time::Instant::now();
        typed(service, white, &format!("/resign game:{id}")).await;
        times.push(started.elapsed());
    }
    times.sort_unstable();
    times[times.len() / 2]
}

/// 50 Swiss tournaments of 20 players each in round 1 (500 games going on), and 500 plain
/// games between other players; the median game end of each kind, resigned in turn.
fn game_end(_: &mut Criterion) {
    // Criterion's name filter, for this measurement made by hand.
    let filters: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    if !filters.is_empty() && !filters.iter().any(|f| "game_end".contains(f.as_str())) {
        return;
    }
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    runtime.block_on(async {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let store: Arc<dyn Store> = Arc::new(SledStore::open(dir.path()).expect("a database"));
        let service = bench_service(store.clone());
        let mut tournament_games = Vec::new();
        for t in 0..TOURNAMENTS {
            let channel = 100 + t;
            let organiser = ctx(&format!("to{t}"), channel);
            typed(&service, &organiser, "/tournament create kind:swiss rounds:5 time:10+5 start:60m").await;
            let players: Vec<Context> = (0..PLAYERS)
                .map(|p| ctx(&format!("t{t}p{p}"), channel))
                .collect();
            let id = TournamentId(
                store
                    .tournaments_in(GuildId(channel))
                    .expect("the tournaments")
                    .iter()
                    .map(|t| t.id.0)
                    .max()
                    .expect("one"),
            );
            for p in &players {
                typed(&service, p, &format!("/tournament join id:{}", id.0)).await;
            }
            typed(&service, &organiser, &format!("/tournament start id:{}", id.0)).await;
            let stored = store.tournament(id).expect("read").expect("stored");
            for board in stored.event.boards() {
                let (Some(game), Some(white)) = (board.game, stored.event.entrant(board.white))
                else {
                    continue;
                };
                let who = players
                    .iter()
                    .find(|p| p.user.0 == white.user)
                    .expect("a player")
                    .clone();
                tournament_games.push((GameId(game), who));
            }
        }
        let mut plain_games = Vec::new();
        for g in 0..tournament_games.len() {
            let white = ctx(&format!("w{g}"), 9);
            let black = ctx(&format!("b{g}"), 9);
            typed(&service, &white, &format!("/challenge {} color:white time:10+5", black.user.0)).await;
            let r = typed(&service, &black, "/accept").await;
            let id = r.game.as_ref().expect("a game").id;
            plain_games.push((id, white));
        }
        // Alternate the kinds in blocks so that both meet the database at the same size.
        let mut tournament_ms = Vec::new();
        let mut plain_ms = Vec::new();
        for (t, p) in tournament_games.chunks(50).zip(plain_games.chunks(50)) {
            tournament_ms.push(resign_each(&service, t).await);
            plain_ms.push(resign_each(&service, p).await);
        }
        tournament_ms.sort_unstable();
        plain_ms.sort_unstable();
        let (t, p) = (tournament_ms[tournament_ms.len() / 2], plain_ms[plain_ms.len() / 2]);
        println!(
            "game end, median: tournament game {t:?} with {TOURNAMENTS} tournaments running ({} games), plain game {p:?}: ratio {:.2}",
            tournament_games.len(),
            t.as_secs_f64() / p.as_secs_f64()
        );
    });
}

criterion_group!(benches, pairing, game_end);
criterion_main!(benches);
