//! The console as a newcomer meets it, line by line: bare command words, mistyped commands,
//! game numbers typed without `game:`, rated games that need a clock, the leaderboard, the
//! game list with its challenges, aborts that name the player, piped input that is never
//! dropped, board files that do not overwrite each other, and setups that must say something.

use crate::common;
use castalia_bot::game::store::{ChallengeRepo, GameRepo, PlayerRepo, TournamentRepo};

use castalia_bot::console::{image_tag, parse_line, print_reply, run_as, user_id_for};
use castalia_bot::game::commands::text_command::TextCommandError;
use castalia_bot::game::players::limits::LimitSettings;
use castalia_bot::game::store::Batch;
use castalia_bot::game::{
    ChannelId, Command, Context, ErrorKind, GameId, GuildId, Reply, ReplyKind, ServiceConfig, Site,
    Store,
};
use castalia_bot::rules::Variant;
use common::{World, T0};

fn console_with(config: ServiceConfig) -> World {
    common::world().config(config).build()
}

fn console() -> World {
    common::world().build()
}

/// The text of a reply as the console prints it.
fn words(r: &Reply) -> String {
    castalia_bot::console::display::plain(&r.text, T0, castalia_bot::i18n::Lang::En)
}

/// The id of the game a reply shows.
fn game_of(r: &Reply) -> GameId {
    r.game.as_ref().map(|g| g.id).expect("a board")
}

/// A world seen from the console: lines typed as it reads them.
trait AtConsole {
    /// `line` typed at the console by `who` (a line the console refuses is a panic).
    async fn typed(&self, who: &str, line: &str) -> Reply;

    /// alice (white) against bob, started from alice's challenge with `options`.
    async fn new_game(&self, options: &str) -> GameId;
}

impl AtConsole for World {
    async fn typed(&self, who: &str, line: &str) -> Reply {
        let command = parse_line(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        run_as(&self.service, who, command).await
    }

    async fn new_game(&self, options: &str) -> GameId {
        let posted = self
            .typed("alice", &format!("/challenge bob color:white {options}"))
            .await;
        assert_eq!(
            posted.kind,
            ReplyKind::ChallengePosted,
            "{}",
            words(&posted)
        );
        let started = self.typed("bob", "/accept").await;
        assert_eq!(started.kind, ReplyKind::GameStarted, "{}", words(&started));
        game_of(&started)
    }
}

#[test]
fn bare_words_are_commands_and_moves() {
    assert_eq!(parse_line("help").unwrap(), Command::Help);
    assert_eq!(parse_line("games").unwrap(), Command::Games);
    assert_eq!(
        parse_line("board flip").unwrap(),
        Command::Board {
            game: None,
            flip: true,
            text: false,
        }
    );
    let mv = |text: &str| Command::Move {
        text: text.into(),
        game: None,
    };
    assert_eq!(parse_line("move e4").unwrap(), mv("e4"));
    assert_eq!(parse_line("e4").unwrap(), mv("e4"));
    assert_eq!(parse_line("O-O").unwrap(), mv("O-O"));
    assert_eq!(parse_line("0-0-0").unwrap(), mv("0-0-0"));
    assert_eq!(parse_line("Castalia d5").unwrap(), mv("Castalia d5"));
    assert_eq!(parse_line("/move Castalia d5").unwrap(), mv("Castalia d5"));
    for line in ["/mvoe e4", "mvoe e4", "hlep", "/borad"] {
        let e = parse_line(line).unwrap_err();
        assert!(
            matches!(
                e,
                TextCommandError::Unknown {
                    suggestion: Some(_),
                    ..
                }
            ),
            "{line}: {e}"
        );
        assert!(e.to_string().contains("Did you mean `/"), "{e}");
    }
    assert_eq!(
        parse_line("mvoe e4").unwrap_err().to_string(),
        "Unknown command `/mvoe`. Did you mean `/move`?"
    );
}

#[tokio::test]
async fn a_typed_game_number_is_that_game_or_refused() {
    let c = console();
    let first = c.new_game("time:10+5").await;
    let second = c.new_game("time:10+5").await;
    assert_ne!(first, second);
    c.typed("alice", &format!("/move e4 game:{first}")).await;
    // A game that does not exist is refused, never replaced by another.
    for line in [
        "/review 99",
        "/moves 99",
        "/rematch 99",
        "/board 99",
        "/abort 99",
        "/pgn #99",
    ] {
        let r = c.typed("alice", line).await;
        assert_eq!(r.kind, ReplyKind::Refused(ErrorKind::UnknownGame), "{line}");
        assert!(
            words(&r).contains("#99") && words(&r).contains("/games"),
            "{line}"
        );
    }
    // A game that exists is the one used, though alice has two.
    let board = c.typed("alice", &format!("/board {first}")).await;
    assert_eq!(game_of(&board), first);
    let moves = c.typed("alice", &format!("/moves #{first}")).await;
    assert!(
        words(&moves).starts_with(&format!("Game #{first} ")),
        "{}",
        words(&moves)
    );
    assert!(words(&moves).contains("e4"));
    let aborted = c.typed("alice", &format!("/abort {second}")).await;
    assert_eq!(aborted.kind, ReplyKind::GameEnded, "{}", words(&aborted));
    assert_eq!(game_of(&aborted), second);
    assert!(c.store.game(first).unwrap().unwrap().aborted.is_none());
    // A rematch of a game in another place is as good as missing.
    let elsewhere = Context {
        user: user_id_for("alice"),
        name: "alice".into(),
        channel: ChannelId(5),
        guild: GuildId(42),
        is_admin: false,
        organiser: false,
        site: Site::Server("a server".into()),
        locale: Default::default(),
    };
    let r = c
        .service
        .handle(&elsewhere, Command::Rematch { game: Some(second) })
        .await;
    assert_eq!(r.kind, ReplyKind::Refused(ErrorKind::UnknownGame));
}

/// `/move` and `/explain` take their game's number among their words (`/move 10 e4`,
/// `/move #10 e4`, `/move e4 8`), as every one-game command does; a move number keeps its dots.
#[tokio::test]
async fn a_game_number_typed_with_a_move_is_that_game() {
    let c = console();
    let first = c.new_game("time:10+5").await;
    let second = c.new_game("time:10+5").await;
    let last_move = |id: GameId| {
        let game = c.store.game(id).unwrap().unwrap();
        let record = game.record().unwrap();
        record.moves().len()
    };
    let played = c.typed("alice", &format!("/move {second} e4")).await;
    assert_eq!(played.kind, ReplyKind::Moved, "{}", words(&played));
    assert_eq!(game_of(&played), second);
    let played = c.typed("alice", &format!("/move #{first} d4")).await;
    assert_eq!(game_of(&played), first, "{}", words(&played));
    let played = c.typed("bob", &format!("/move e5 {second}")).await;
    assert_eq!(game_of(&played), second, "{}", words(&played));
    assert_eq!((last_move(first), last_move(second)), (1, 2));
    // A number that is no game here is refused, and nothing is played anywhere.
    let r = c.typed("alice", "/move 99 Nf3").await;
    assert_eq!(
        r.kind,
        ReplyKind::Refused(ErrorKind::UnknownGame),
        "{}",
        words(&r)
    );
    assert!(words(&r).contains("#99"), "{}", words(&r));
    // Two different games are refused too.
    let r = c
        .typed("alice", &format!("/move Nf3 {first} game:{second}"))
        .await;
    assert!(matches!(r.kind, ReplyKind::Refused(_)), "{}", words(&r));
    assert!(
        words(&r).contains(&format!("game:{second}")),
        "{}",
        words(&r)
    );
    assert_eq!((last_move(first), last_move(second)), (1, 2));
    // `/explain` the same way; `1...e5` is a move reference, `#N` and `N` the game.
    let r = c.typed("alice", &format!("/explain #{first}")).await;
    assert_eq!(r.kind, ReplyKind::Explanation, "{}", words(&r));
    assert!(words(&r).starts_with("1. d4"), "{}", words(&r));
    let r = c
        .typed("alice", &format!("/explain {second} 1... e5"))
        .await;
    assert!(words(&r).starts_with("1... e5"), "{}", words(&r));
    let r = c.typed("alice", &format!("/explain 1.e4 {second}")).await;
    assert!(words(&r).starts_with("1. e4"), "{}", words(&r));
}

#[tokio::test]
async fn an_abort_names_the_player() {
    let c = console();
    let id = c.new_game("time:10+5").await;
    let r = c.typed("bob", &format!("/abort {id}")).await;
    let text = words(&r);
    assert!(text.contains("aborted by bob (black)"), "{text}");
}

#[tokio::test]
async fn the_console_leaderboard_lists_its_rated_games() {
    let c = console();
    let empty = c.typed("carol", "/leaderboard").await;
    assert!(words(&empty).starts_with("No rated"), "{}", words(&empty));
    let id = c.new_game("time:10+5 rated:yes").await;
    c.typed("alice", "e4").await;
    c.typed("bob", "e5").await;
    let over = c.typed("alice", &format!("/resign {id}")).await;
    assert_eq!(over.kind, ReplyKind::GameEnded, "{}", words(&over));
    let board = words(&c.typed("carol", "/leaderboard").await);
    let lines: Vec<&str> = board.lines().collect();
    assert_eq!(lines.len(), 3, "{board}");
    assert!(
        lines[1].starts_with("1. bob ") && lines[2].starts_with("2. alice "),
        "{board}"
    );
}

#[tokio::test]
async fn a_game_with_no_clock_is_never_rated() {
    let c = console();
    let r = c.typed("alice", "/challenge bob time:none rated:yes").await;
    assert_eq!(
        r.kind,
        ReplyKind::Refused(ErrorKind::BadOption),
        "{}",
        words(&r)
    );
    assert!(
        words(&r).contains("time:10+5") && words(&r).contains("casual"),
        "{}",
        words(&r)
    );
    assert!(
        c.store.all_challenges().unwrap().is_empty(),
        "nothing was posted"
    );
    // Against the bot, rated:yes is answered with why the game is casual.
    let bot = c.typed("dave", "/play level:2 rated:yes").await;
    assert_eq!(bot.kind, ReplyKind::GameStarted);
    assert!(words(&bot).contains("casual: games against the bot never change ratings"));
    // A stored game that says rated but has no clock changes no rating.
    let id = c.new_game("time:none").await;
    let mut game = c.store.game(id).unwrap().unwrap();
    assert!(!game.options.rated);
    let read = game.version;
    game.options.rated = true;
    game.version = read + 1;
    let mut batch = Batch::default();
    batch.games.put.push((game, Some(read)));
    c.store.commit(batch).unwrap();
    c.typed("alice", "e4").await;
    c.typed("bob", "e5").await;
    let over = c.typed("alice", "/resign").await;
    assert!(words(&over).contains("casual"), "{}", words(&over));
    for who in ["alice", "bob"] {
        let p = c.store.player(user_id_for(who)).unwrap().unwrap();
        let s = p.stats(Variant::Castalia);
        assert_eq!(s.all.wins + s.all.losses, 1, "{who}");
        assert_eq!(s.rated.wins + s.rated.losses, 0, "{who}");
        assert_eq!(s.rating, Default::default(), "{who}");
    }
}

#[tokio::test]
async fn piped_commands_are_never_dropped() {
    let c = console_with(ServiceConfig {
        images: false,
        limits: LimitSettings {
            user_per_minute: 6,
            user_burst: 3,
            channel_per_minute: 6,
            channel_burst: 3,
            ..LimitSettings::default()
        },
        ..ServiceConfig::default()
    });
    for i in 0..24 {
        let r = c.typed("alice", "/help").await;
        assert_eq!(r.kind, ReplyKind::Info, "command {i}");
    }
    // Elsewhere the limits stay.
    let server = Context {
        user: user_id_for("alice"),
        name: "alice".into(),
        channel: ChannelId(5),
        guild: GuildId(42),
        is_admin: false,
        organiser: false,
        site: Site::Server("a server".into()),
        locale: Default::default(),
    };
    let mut slowed = 0;
    for _ in 0..6 {
        if c.service.handle(&server, Command::Help).await.kind == ReplyKind::SlowDown {
            slowed += 1;
        }
    }
    assert_eq!(slowed, 3);
}

#[tokio::test]
async fn games_lists_the_challenges_waiting() {
    let c = console();
    let none = words(&c.typed("alice", "/games").await);
    assert!(none.contains("no challenge waiting"), "{none}");
    c.typed("bob", "/challenge alice time:3d").await;
    c.typed("carol", "/challenge time:10+5").await;
    let challenges = c.store.all_challenges().unwrap();
    let id_of = |who: &str| {
        challenges
            .iter()
            .find(|ch| ch.challenger == user_id_for(who))
            .map(|ch| ch.id)
            .unwrap()
    };
    let (from_bob, from_carol) = (id_of("bob"), id_of("carol"));
    let alice = words(&c.typed("alice", "/games").await);
    assert!(
        alice.contains(&format!("#{from_bob} from bob to you")),
        "{alice}"
    );
    assert!(alice.contains(&format!("/accept id:{from_bob} or /decline id:{from_bob}")));
    assert!(alice.contains(&format!("#{from_carol} from carol to anyone (open)")));
    let bob = words(&c.typed("bob", "/games").await);
    assert!(
        bob.contains(&format!("#{from_bob} from you to alice")),
        "{bob}"
    );
    assert!(bob.contains(&format!("/cancel id:{from_bob}")), "{bob}");
    // A challenge for someone else is not theirs to see.
    let dave = words(&c.typed("dave", "/games").await);
    assert!(!dave.contains(&format!("#{from_bob} ")), "{dave}");
    assert!(dave.contains(&format!("#{from_carol} ")), "{dave}");
    // What the list says to type works.
    let started = c.typed("alice", &format!("/accept id:{from_bob}")).await;
    assert_eq!(started.kind, ReplyKind::GameStarted);
    let alice = words(&c.typed("alice", "/games").await);
    assert!(
        alice.contains("Your games here:") && !alice.contains("from bob"),
        "{alice}"
    );
}

#[tokio::test]
async fn a_direct_message_has_a_leaderboard() {
    let c = console();
    let in_server = |who: &str| Context {
        user: user_id_for(who),
        name: who.into(),
        channel: ChannelId(5),
        guild: GuildId(42),
        is_admin: false,
        organiser: false,
        site: Site::Server("a server".into()),
        locale: Default::default(),
    };
    let say = |who: &'static str, line: &'static str| {
        let service = c.service.clone();
        let ctx = in_server(who);
        async move { service.handle(&ctx, parse_line(line).unwrap()).await }
    };
    for (a, b) in [("alice", "bob"), ("carol", "erin")] {
        say(
            a,
            if a == "alice" {
                "/challenge bob color:white time:10+5"
            } else {
                "/challenge erin color:white time:10+5"
            },
        )
        .await;
        say(b, "/accept").await;
        say(a, "e4").await;
        say(b, "e5").await;
        let over = say(a, "/resign").await;
        assert_eq!(over.kind, ReplyKind::GameEnded);
    }
    let dm = Context {
        channel: ChannelId(77),
        guild: GuildId(0),
        site: Site::DirectMessage,
        ..in_server("alice")
    };
    let r = c
        .service
        .handle(&dm, parse_line("/leaderboard").unwrap())
        .await;
    assert_eq!(r.kind, ReplyKind::Leaderboard, "{}", words(&r));
    let text = words(&r);
    assert!(text.contains("bob") && text.contains("alice"), "{text}");
    assert!(!text.contains("carol") && !text.contains("erin"), "{text}");
}

#[tokio::test]
async fn a_flipped_board_has_its_own_file() {
    let c = console_with(ServiceConfig {
        images: true,
        ..common::scripted_config()
    });
    let id = c.new_game("time:10+5").await;
    let dir = tempfile::tempdir().unwrap();
    for line in ["/board", "/board flip"] {
        let command = parse_line(line).unwrap();
        let tag = image_tag(&command);
        let r = run_as(&c.service, "alice", command).await;
        assert!(r.image.is_some(), "{line}");
        print_reply(&r, Some(dir.path()), tag);
    }
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            format!("game-{id}-move001w-flipped.png"),
            format!("game-{id}-move001w.png")
        ]
    );
    let normal = std::fs::read(dir.path().join(format!("game-{id}-move001w.png"))).unwrap();
    let flipped =
        std::fs::read(dir.path().join(format!("game-{id}-move001w-flipped.png"))).unwrap();
    assert_ne!(normal, flipped);
}

#[tokio::test]
async fn a_setup_must_say_something() {
    for line in [
        "/challenge bob setup:",
        "/challenge bob setup:\"\"",
        "/play 2 setup:\" \"",
    ] {
        let e = parse_line(line).unwrap_err().to_string();
        assert!(
            e.contains("setup: needs a value") && e.contains("leave it out"),
            "{line}: {e}"
        );
    }
    let c = console();
    let r = c
        .typed(
            "alice",
            "/challenge bob setup:\"4k3/8/8/8/8/8/8/4K2R w K - 0 0\"",
        )
        .await;
    assert_eq!(r.kind, ReplyKind::Refused(ErrorKind::BadOption));
    assert!(words(&r).contains("counts from 1"), "{}", words(&r));
}

/// What a newcomer reads on the console says what is meant: no Discord language where there
/// is none, "(white, in check)" once, when the clock runs out rather than "until in 10 min",
/// and a blank option refused rather than taken for the default.
#[tokio::test]
async fn the_console_reads_as_plain_sentences() {
    let c = console();
    let settings = words(&c.typed("alice", "/settings").await);
    assert!(!settings.contains("Discord"), "{settings}");
    assert!(
        settings.contains("English (the console's --lang)"),
        "{settings}"
    );
    let id = c.new_game("time:10+5").await;
    c.typed("alice", "/move e4").await;
    c.typed("bob", "/move f6").await;
    let check = words(&c.typed("alice", "/move Qh5+").await);
    assert!(check.contains("(black, in check)"), "{check}");
    assert!(!check.contains(") ("), "{check}");
    let claim = c.typed("alice", &format!("/claim {id}")).await;
    assert!(claim.is_refusal(), "{}", words(&claim));
    let claim = words(&claim);
    assert!(claim.contains("still has time: it runs out in"), "{claim}");
    assert!(!claim.contains("until in"), "{claim}");
    for line in [
        "/tournament create kind:arena name:\"\"",
        "/tournament create kind:arena name:\"  \"",
        "/challenge bob time:\"\"",
    ] {
        let e = parse_line(line).unwrap_err();
        assert!(matches!(e, TextCommandError::EmptyOption(_)), "{line}: {e}");
        assert!(
            e.text().to_string().contains("needs a value"),
            "{line}: {e}"
        );
    }
}

/// `/tournament end` on the console: the organiser (anyone at the console) ends a running
/// Swiss with its standings.
#[tokio::test]
async fn a_tournament_is_ended_on_the_console() {
    let c = console();
    let r = c
        .typed(
            "olga",
            "/tournament create kind:swiss rounds:5 time:10+5 start:30m",
        )
        .await;
    assert_eq!(r.kind, ReplyKind::TournamentCreated, "{}", words(&r));
    for p in ["alice", "bob", "carol"] {
        let r = c.typed(p, "/tournament join").await;
        assert_eq!(r.kind, ReplyKind::TournamentJoined, "{}", words(&r));
    }
    let r = c.typed("olga", "/tournament start").await;
    assert_eq!(r.kind, ReplyKind::TournamentStarted, "{}", words(&r));
    let r = c.typed("olga", "/tournament end").await;
    assert!(!r.is_refusal(), "{}", words(&r));
    assert!(words(&r).contains("is ended"), "{}", words(&r));
    let t = c
        .store
        .tournament(castalia_bot::game::model::TournamentId(1))
        .unwrap()
        .expect("stored");
    assert_eq!(
        t.state,
        castalia_bot::game::model::TournamentState::Finished
    );
    let r = c.typed("olga", "/tournament standings").await;
    assert!(words(&r).contains("final"), "{}", words(&r));
}
