//! Tournaments end to end against the fake: a Swiss in server B (whose bot may manage
//! events) and an arena in server A (where it may not, and an organisers' role creates it),
//! each played to the end with a restart of the bot in the middle. Each tournament gets a
//! thread with one standings message edited in place, each game its own thread, the
//! server a scheduled event moved on as the tournament goes (in B), and the end a podium
//! card and the tournament's PGN. The clock is driven by hand for the start and the
//! arena's end.

use castalia_bot::game::model::{Tournament, TournamentId, TournamentState};
use castalia_bot::game::{GameService, ManualClock};
use fake_discord::guilds::{Place, Server, CHANNEL_B_ID, GUILD_B_ID};
use fake_discord::harness::{
    config, play_move_in, start_bot_clocked as start, GENEROUS_LIMITS, PNG_MAGIC, STANDARD,
};
use fake_discord::interactions::{click_in, opt, sub_in, Person, ALICE, BOB, CAROL, DAVE, ERIN};
use fake_discord::{FakeDiscord, Recorded, CHANNEL_ID, GUILD_ID, WAIT};
use serde_json::{json, Value};
use std::sync::Arc;

/// Choice indexes of `kind`.
const SWISS: i64 = 1;
const ARENA: i64 = 0;

const B1: Place = Place::Channel {
    guild: GUILD_B_ID,
    channel: CHANNEL_B_ID,
};
const A1: Place = Place::Channel {
    guild: GUILD_ID,
    channel: CHANNEL_ID,
};

fn tournament(service: &GameService, id: u64) -> Tournament {
    service
        .tournament_record(TournamentId(id))
        .expect("readable")
        .expect("the tournament")
}

fn person(id: u64) -> Person {
    [ALICE, BOB, CAROL, DAVE, ERIN]
        .into_iter()
        .find(|p| p.id == id)
        .expect("a player of the fake")
}

/// The thread the bot opened whose name starts with `prefix`.
fn thread_named(fake: &FakeDiscord, prefix: &str) -> Option<u64> {
    fake.threads()
        .iter()
        .find(|t| t["name"].as_str().is_some_and(|n| n.starts_with(prefix)))
        .and_then(|t| t["id"].as_str()?.parse().ok())
}

/// Waits for the thread named `prefix`.
async fn wait_thread(fake: &FakeDiscord, prefix: &str) -> u64 {
    fake.wait_until(&format!("a thread {prefix:?}"), |_| {
        thread_named(fake, prefix)
    })
    .await
}

/// Waits until `check` holds of the bot's state (which may change after its last request).
async fn poll_until(what: &str, mut check: impl FnMut() -> bool) {
    let deadline = tokio::time::Instant::now() + WAIT;
    while !check() {
        assert!(
            tokio::time::Instant::now() < deadline,
            "timed out waiting for {what}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
}

/// Waits until the bot remembers `thread` as tournament 1's home (just after posting the
/// standings there).
async fn wait_home(fake: &FakeDiscord, service: &GameService, thread: u64) {
    let _ = fake;
    poll_until("the tournament's home remembered", || {
        let t = tournament(service, 1);
        t.front.thread.map(|c| c.0) == Some(thread) && t.front.standings_message.is_some()
    })
    .await
}

/// Requests of `method` whose path ends with `tail`.
fn requests_to(fake: &FakeDiscord, method: &str, tail: &str) -> Vec<Recorded> {
    fake.requests()
        .into_iter()
        .filter(|r| r.method == method && r.path.ends_with(tail))
        .collect()
}

/// The games of the tournament still going: (game, white, black).
fn games_going(service: &GameService, id: u64) -> Vec<(u64, u64, u64)> {
    let t = tournament(service, id);
    t.event
        .boards()
        .filter(|b| b.result.is_none())
        .filter_map(|b| {
            let white = t.event.entrant(b.white)?.user;
            let black = t.event.entrant(b.black)?.user;
            Some((b.game?, white, black))
        })
        .collect()
}

/// Waits until game `id` has its thread with its board in it; returns the thread.
async fn wait_housed(fake: &FakeDiscord, id: u64) -> u64 {
    let thread = wait_thread(fake, &format!("#{id} ")).await;
    // The game lives there once its board was posted there.
    fake.wait_until(&format!("game {id}'s board"), |_| {
        requests_to(fake, "POST", &format!("/channels/{thread}/messages"))
            .first()
            .map(|_| ())
    })
    .await;
    thread
}

/// Fool's mate (Black wins) and Scholar's mate (White wins).
const FOOLS_MATE: [&str; 4] = ["f3", "e5", "g4", "Qh4#"];
const SCHOLARS_MATE: [&str; 7] = ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"];

/// Plays `moves` in game `game` (id, white, black) in its thread, the first by the side
/// `first_ply` says (0: White).
async fn play(
    fake: &FakeDiscord,
    (guild, parent): (u64, u64),
    game: (u64, u64, u64),
    moves: &[&str],
    first_ply: usize,
) {
    let (id, white, black) = game;
    let thread = wait_housed(fake, id).await;
    let place = Place::Thread {
        guild,
        parent,
        thread,
    };
    for (i, mv) in moves.iter().enumerate() {
        let who = person(if (first_ply + i).is_multiple_of(2) {
            white
        } else {
            black
        });
        let r = play_move_in(fake, place, who, mv).await;
        assert!(!r.ephemeral(), "game {id}, {mv}: {}", r.json);
    }
}

/// Plays a short mate in game `game`: Fool's mate when `black_wins`, else Scholar's mate.
async fn mate(fake: &FakeDiscord, home: (u64, u64), game: (u64, u64, u64), black_wins: bool) {
    let moves: &[&str] = if black_wins {
        &FOOLS_MATE
    } else {
        &SCHOLARS_MATE
    };
    play(fake, home, game, moves, 0).await;
}

/// Plays every game going in the tournament to mate, alternating the winner's colour; a
/// second passes after each (the timer then pairs what is due).
async fn play_all(
    fake: &FakeDiscord,
    (service, clock): (&Arc<GameService>, &ManualClock),
    id: u64,
    (guild, parent): (u64, u64),
) -> usize {
    let games = games_going(service, id);
    for (i, game) in games.iter().enumerate() {
        mate(fake, (guild, parent), *game, i.is_multiple_of(2)).await;
        tick(service, clock).await;
    }
    games.len()
}

/// A second later, the timer's round.
async fn tick(service: &Arc<GameService>, clock: &ManualClock) {
    clock.advance(1000);
    service.sweep().await;
}

/// Waits until the tournament is in `state` with `rounds` rounds paired.
async fn wait_rounds(service: &GameService, id: u64, rounds: usize) {
    poll_until(&format!("round {rounds} of tournament {id}"), || {
        let t = tournament(service, id);
        t.event.rounds.len() >= rounds
            && t.event.boards().any(|b| b.result.is_none())
            && t.event
                .boards()
                .all(|b| b.game.is_some() || b.result.is_some())
    })
    .await
}

async fn wait_state(service: &GameService, id: u64, state: TournamentState) {
    poll_until(&format!("tournament {id} {state:?}"), || {
        tournament(service, id).state == state
    })
    .await
}

/// The files of the messages posted in `channel` named like `name`.
fn posted_files(fake: &FakeDiscord, channel: u64, suffix: &str) -> Vec<Vec<u8>> {
    requests_to(fake, "POST", &format!("/channels/{channel}/messages"))
        .into_iter()
        .flat_map(|r| r.files.into_iter())
        .filter(|f| f.filename.as_deref().is_some_and(|n| n.ends_with(suffix)))
        .map(|f| f.bytes)
        .collect()
}

fn save(name: &str, bytes: &[u8]) {
    let dir = std::env::temp_dir().join("castalia-tournament-pictures");
    let _ = std::fs::create_dir_all(&dir);
    let _ = std::fs::write(dir.join(name), bytes);
}

/// The options of `/tournament create`.
fn create_options(kind: i64, more: &[(&str, Value)]) -> Vec<(String, Value)> {
    let mut options = vec![
        opt("kind", json!(kind)),
        opt("rules", json!(STANDARD)),
        opt("time", json!("30+0")),
    ];
    options.extend(more.iter().map(|(k, v)| opt(k, v.clone())));
    options
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_runs_to_its_podium_with_threads_standings_and_an_event() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let settings = config(&fake, "thread_per_game = true", GENEROUS_LIMITS);
    let clock = Arc::new(ManualClock::new(1_800_000_000_000));
    let (bot, service) = start(&fake, db.path(), 1, &settings, &clock).await;

    // Erin may not create one; Dave (an administrator) may.
    let refused = fake
        .exchange(
            sub_in(
                B1,
                ERIN,
                "tournament",
                "create",
                &create_options(SWISS, &[]),
            ),
            1,
        )
        .await;
    assert!(refused[0].ephemeral(), "{}", refused[0].json);
    assert!(
        refused[0].content().contains("Manage Events"),
        "{}",
        refused[0].content()
    );

    let options = create_options(
        SWISS,
        &[
            ("rounds", json!(3)),
            ("start", json!("30m")),
            ("name", json!("Winter Swiss")),
        ],
    );
    let created = fake
        .exchange(sub_in(B1, DAVE, "tournament", "create", &options), 1)
        .await;
    assert!(!created[0].ephemeral(), "{}", created[0].json);
    let join = created[0]
        .custom_ids()
        .into_iter()
        .find(|c| c.contains("join"))
        .expect("a Join button");
    assert!(created[0].custom_ids().iter().any(|c| c.contains("leave")));

    // Its thread, opened from the announcement, with the standings message in it, and the
    // server's scheduled event (external, linking the channel).
    let home = wait_thread(&fake, "Tournament #1: Winter Swiss").await;
    wait_home(&fake, &service, home).await;
    fake.wait_until("the standings message", |_| {
        (!posted_files(&fake, home, "standings.png").is_empty()).then_some(())
    })
    .await;
    poll_until("a scheduled event", || !fake.scheduled_events().is_empty()).await;
    let event = fake.scheduled_events().remove(0);
    assert_eq!(event["entity_type"], 3, "{event}");
    assert_eq!(event["status"], 1, "{event}");
    assert_eq!(
        event["entity_metadata"]["location"],
        format!("https://discord.com/channels/{GUILD_B_ID}/{CHANNEL_B_ID}")
    );
    assert!(event["name"]
        .as_str()
        .unwrap_or_default()
        .contains("Winter Swiss"));

    // Alice joins by the button, the others by command; Dave plays too.
    let joined = fake
        .exchange(click_in(B1, ALICE, &join, fake.new_id()), 1)
        .await;
    assert!(!joined[0].content().is_empty(), "{}", joined[0].json);
    for who in [BOB, DAVE, ERIN] {
        let r = fake
            .exchange(sub_in(B1, who, "tournament", "join", &[]), 1)
            .await;
        assert!(!r[0].content().contains("cannot"), "{}", r[0].content());
    }
    assert_eq!(tournament(&service, 1).event.entrants.len(), 4);

    // Started by its creator: round 1 paired, a thread per game, the event going.
    let started = fake
        .exchange(sub_in(B1, DAVE, "tournament", "start", &[]), 1)
        .await;
    assert!(!started[0].ephemeral(), "{}", started[0].json);
    wait_rounds(&service, 1, 1).await;
    poll_until("the event going", || {
        fake.scheduled_events()[0]["status"] == 2
    })
    .await;

    // Round 1 played; then the bot restarts in the middle of the tournament.
    assert_eq!(
        play_all(&fake, (&service, &clock), 1, (GUILD_B_ID, CHANNEL_B_ID)).await,
        2
    );
    wait_rounds(&service, 1, 2).await;
    for (game, _, _) in games_going(&service, 1) {
        wait_housed(&fake, game).await;
    }
    bot.stop().await;
    drop(service);
    let (bot, service) = start(&fake, db.path(), 2, &settings, &clock).await;
    for round in 2..=3 {
        wait_rounds(&service, 1, round).await;
        assert_eq!(
            play_all(&fake, (&service, &clock), 1, (GUILD_B_ID, CHANNEL_B_ID)).await,
            2
        );
    }
    wait_state(&service, 1, TournamentState::Finished).await;

    // Nobody met twice, and every game had its own thread.
    let t = tournament(&service, 1);
    let mut met = std::collections::HashSet::new();
    for b in t.event.boards() {
        assert!(
            met.insert((b.white.min(b.black), b.white.max(b.black))),
            "a pair met twice"
        );
        let game = b.game.expect("a game");
        assert!(
            thread_named(&fake, &format!("#{game} ")).is_some(),
            "game {game} has no thread"
        );
    }
    assert_eq!(met.len(), 6, "4 players in 3 rounds: everyone met everyone");

    // The standings message was edited in place after games, not posted again.
    let message = t.front.standings_message.expect("a standings message");
    let edited = format!("/channels/{home}/messages/{message}");
    // One edit after each of the six games (the last ones may still be on their way).
    poll_until("six edits of the standings", || {
        requests_to(&fake, "PATCH", &edited).len() >= 6
    })
    .await;
    let edits = requests_to(&fake, "PATCH", &edited);
    assert_eq!(posted_files(&fake, home, "standings.png").len(), 1);
    let last = edits.last().expect("an edit");
    let table = last
        .files
        .iter()
        .find(|f| {
            f.filename
                .as_deref()
                .is_some_and(|n| n.ends_with("standings.png"))
        })
        .expect("the standings picture");
    assert!(table.bytes.starts_with(PNG_MAGIC));
    save("swiss-standings.png", &table.bytes);

    // The end: the podium card and the PGN of all six games, in the channel; the event done.
    let end = fake
        .wait_until("the podium", |_| {
            posted_files(&fake, CHANNEL_B_ID, "podium.png").pop()
        })
        .await;
    assert!(end.starts_with(PNG_MAGIC));
    save("swiss-podium.png", &end);
    // The tournament's PGN (each game's result card carries its own PGN too).
    let pgn = posted_files(&fake, CHANNEL_B_ID, "castalia-tournament-1.pgn")
        .pop()
        .expect("the tournament's PGN");
    let pgn = String::from_utf8(pgn).expect("text");
    assert_eq!(
        pgn.matches("[Event \"Winter Swiss (tournament #1)\"]")
            .count(),
        6,
        "{pgn}"
    );
    assert!(pgn.contains("[Round \"3.2\"]"), "{pgn}");
    assert!(pgn.contains("Qh4#") && pgn.contains("Qxf7#"), "{pgn}");
    poll_until("the event completed", || {
        fake.scheduled_events()[0]["status"] == 3
    })
    .await;
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_arena_by_an_organisers_role_starts_on_time_and_ends_at_its_time() {
    let fake = FakeDiscord::start().await;
    let db = tempfile::tempdir().expect("tempdir");
    let role = Server::by_id(GUILD_ID).organiser_role();
    let settings = config(
        &fake,
        &format!("thread_per_game = true\norganiser_roles = [{role}]"),
        GENEROUS_LIMITS,
    );
    let clock = Arc::new(ManualClock::new(1_800_000_000_000));
    let (bot, service) = start(&fake, db.path(), 1, &settings, &clock).await;

    // Carol holds the organisers' role: she may create one, though without Manage Events.
    let options = create_options(ARENA, &[("minutes", json!(20)), ("start", json!("10m"))]);
    let created = fake
        .exchange(sub_in(A1, CAROL, "tournament", "create", &options), 1)
        .await;
    assert!(!created[0].ephemeral(), "{}", created[0].json);
    let home = wait_thread(&fake, "Tournament #1").await;
    wait_home(&fake, &service, home).await;
    for who in [ALICE, BOB, CAROL] {
        let r = fake
            .exchange(sub_in(A1, who, "tournament", "join", &[]), 1)
            .await;
        assert!(!r[0].ephemeral(), "{}: {}", who.name, r[0].json);
    }
    // The bot may not create events in server A: the tournament goes on without one.
    assert!(fake.scheduled_events().is_empty());
    assert!(!requests_to(&fake, "POST", "/scheduled-events").is_empty());

    // Five minutes before the start the players are reminded in the thread; at the start
    // the first wave is paired (two of the three play), without a command.
    clock.advance(5 * 60_000 + 1_000);
    service.sweep().await;
    let reminder = fake
        .wait_until("the reminder", |_| {
            requests_to(&fake, "POST", &format!("/channels/{home}/messages"))
                .into_iter()
                .find(|r| r.content().contains("<@111>") && r.content().contains("<@333>"))
        })
        .await;
    assert!(
        reminder.content().contains("start"),
        "{}",
        reminder.content()
    );
    clock.advance(5 * 60_000);
    service.sweep().await;
    wait_rounds(&service, 1, 1).await;
    assert_eq!(games_going(&service, 1).len(), 1);

    // Games end and new waves pair the free players; a restart after two waves.
    let (mut bot, mut service) = (bot, service);
    for wave in 0..3 {
        if wave == 2 {
            for (game, _, _) in games_going(&service, 1) {
                wait_housed(&fake, game).await;
            }
            bot.stop().await;
            drop(service);
            (bot, service) = start(&fake, db.path(), 2, &settings, &clock).await;
        }
        let before = tournament(&service, 1).event.boards().count();
        play_all(&fake, (&service, &clock), 1, (GUILD_ID, CHANNEL_ID)).await;
        // A wave's boards are stored before their games are made: wait for the games.
        poll_until("the next wave", || {
            let t = tournament(&service, 1);
            t.event.boards().count() > before
                && t.event
                    .boards()
                    .all(|b| b.game.is_some() || b.result.is_some())
        })
        .await;
    }

    // Time is up with a game going (its first moves played): no new wave, and the game
    // still counts when it ends.
    let going = games_going(&service, 1);
    assert_eq!(going.len(), 1);
    let a1 = (GUILD_ID, CHANNEL_ID);
    play(&fake, a1, going[0], &SCHOLARS_MATE[..2], 0).await;
    clock.advance(20 * 60_000);
    service.sweep().await;
    assert_eq!(games_going(&service, 1), going);
    let count = tournament(&service, 1).event.boards().count();
    play(&fake, a1, going[0], &SCHOLARS_MATE[2..], 2).await;
    tick(&service, &clock).await;
    wait_state(&service, 1, TournamentState::Finished).await;
    let t = tournament(&service, 1);
    assert_eq!(t.event.boards().count(), count, "no wave after the end");
    assert!(t.event.boards().all(|b| b.result.is_some()));

    // The standings were edited in place in the tournament's thread; the podium and the
    // PGN came at the end, in the channel.
    let message = t.front.standings_message.expect("a standings message");
    assert!(!requests_to(
        &fake,
        "PATCH",
        &format!("/channels/{home}/messages/{message}")
    )
    .is_empty());
    let podium = fake
        .wait_until("the podium", |_| {
            posted_files(&fake, CHANNEL_ID, "podium.png").pop()
        })
        .await;
    save("arena-podium.png", &podium);
    // The tournament's PGN (each game's result card carries its own PGN too).
    let pgn = posted_files(&fake, CHANNEL_ID, "castalia-tournament-1.pgn")
        .pop()
        .expect("the tournament's PGN");
    let pgn = String::from_utf8(pgn).expect("text");
    assert_eq!(pgn.matches("[Round \"-\"]").count(), count, "{pgn}");
    bot.stop().await;
}

/// A Swiss of 150 players: its start is posted in parts, none pinging more than Discord's 100
/// users (the fake refuses more, as Discord does), together pinging every player once, and
/// nobody is sent it by DM instead.
#[tokio::test]
async fn a_start_for_150_players_is_posted_within_discords_mention_limit() {
    use castalia_bot::game::{
        ChannelId, Command, Context, GuildId, Site, TournamentCommand, UserId,
    };
    let fake = FakeDiscord::start().await;
    // 75 boards and the announcement's parts in one channel: at Discord's 5 posts per 5 s
    // this would take minutes; the mention limit is what is checked here.
    fake.set_messages_per_window(200);
    let db = tempfile::tempdir().expect("tempdir");
    let settings = config(&fake, "thread_per_game = false", GENEROUS_LIMITS);
    let clock = Arc::new(ManualClock::new(1_800_000_000_000));
    let (bot, service) = start(&fake, db.path(), 1, &settings, &clock).await;
    let here = |user: u64, organiser: bool| Context {
        user: UserId(user),
        name: format!("player{user}"),
        channel: ChannelId(CHANNEL_B_ID),
        guild: GuildId(GUILD_B_ID),
        is_admin: false,
        organiser,
        site: Site::Server("server B".into()),
        locale: Default::default(),
    };
    let line = "/tournament create kind:swiss rounds:3 time:10+5 start:30m";
    let create = castalia_bot::game::commands::text_command::parse_text_command(line, &|_| None)
        .expect("reads");
    let made = service.handle(&here(9, true), create).await;
    assert!(!made.is_refusal(), "{}", made.text);
    let players: Vec<u64> = (0..150).map(|i| 1_000_000 + i).collect();
    for &p in &players {
        let join = Command::Tournament(TournamentCommand::Join { id: None });
        let r = service.handle(&here(p, false), join).await;
        assert!(!r.is_refusal(), "{}", r.text);
    }
    let start_it = Command::Tournament(TournamentCommand::Start { id: None });
    let r = service.handle(&here(9, true), start_it).await;
    assert!(!r.is_refusal(), "{}", r.text);

    let posts = fake
        .wait_until("every player pinged", |requests| {
            let posts: Vec<&Recorded> = requests
                .iter()
                .filter(|r| {
                    r.method == "POST"
                        && r.path
                            .ends_with(&format!("/channels/{CHANNEL_B_ID}/messages"))
                })
                .collect();
            let pinged: std::collections::HashSet<u64> =
                posts.iter().flat_map(|r| mentioned(r)).collect();
            players
                .iter()
                .all(|p| pinged.contains(p))
                .then(|| posts.into_iter().cloned().collect::<Vec<Recorded>>())
        })
        .await;
    let mut seen = std::collections::HashSet::new();
    for post in &posts {
        let users = mentioned(post);
        assert!(users.len() <= 100, "{} users in one post", users.len());
        for u in users.iter().filter(|u| players.contains(u)) {
            // A game's start pings its two players again; the start's parts only once.
            if post.json["content"]
                .as_str()
                .unwrap_or_default()
                .contains("has started")
                || post.json["content"]
                    .as_str()
                    .unwrap_or_default()
                    .contains("continued")
            {
                assert!(seen.insert(*u), "{u} pinged twice by the start");
            }
        }
    }
    assert!(
        requests_to(&fake, "POST", "/users/@me/channels").is_empty(),
        "nobody gets it by DM instead"
    );
    bot.stop().await;
}

/// The users a channel post may ping.
fn mentioned(r: &Recorded) -> Vec<u64> {
    r.json["allowed_mentions"]["users"]
        .as_array()
        .map(|users| {
            users
                .iter()
                .filter_map(|u| u.as_str().and_then(|s| s.parse().ok()).or(u.as_u64()))
                .collect()
        })
        .unwrap_or_default()
}
