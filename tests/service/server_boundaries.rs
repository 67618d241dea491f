//! Server boundaries: every game and challenge belongs to a server (or a DM, or the console);
//! a command sees only those of the place it is typed in, administrators act only on their
//! own server, ratings are global and leaderboards per server.

use crate::common;
use castalia_bot::game::store::{ChallengeRepo, GameRepo, PlayerRepo};

use castalia_bot::engine::Level;
use castalia_bot::game::model::ColorChoice;
use castalia_bot::game::{
    ChallengeId, ChannelId, Command, Context, ErrorKind, GameId, GuildId, NewGameArgs, Reply,
    ReplyKind, Site, Span, UserId, UserRef,
};
use castalia_bot::rules::Variant;
use common::World;

const SERVER_A: u64 = 100;
const SERVER_B: u64 = 200;

fn user(name: &str) -> UserRef {
    UserRef {
        id: UserId(name.bytes().fold(29u64, |h, b| h * 31 + u64::from(b))),
        name: name.into(),
    }
}

/// `name` in a server's channel (channel ids: server * 10 + n).
fn in_server(name: &str, server: u64, channel: u64) -> Context {
    Context {
        user: user(name).id,
        name: name.into(),
        channel: ChannelId(server * 10 + channel),
        guild: GuildId(server),
        is_admin: name.starts_with("admin"),
        organiser: name.starts_with("admin"),
        site: Site::Server(format!("server {server}")),
        locale: Default::default(),
    }
}

fn in_dm(name: &str) -> Context {
    Context {
        user: user(name).id,
        name: name.into(),
        channel: ChannelId(9_000 + user(name).id.0 % 1000),
        guild: GuildId(0),
        is_admin: false,
        organiser: false,
        site: Site::DirectMessage,
        locale: Default::default(),
    }
}

/// `name` in private chat `chat` (a DM or group DM between people, reached by a user
/// install: no server, and the bot can only answer there).
fn in_chat(name: &str, chat: u64) -> Context {
    Context {
        user: user(name).id,
        name: name.into(),
        channel: ChannelId(chat),
        guild: GuildId(0),
        is_admin: false,
        organiser: false,
        site: Site::PrivateChannel,
        locale: Default::default(),
    }
}

fn standard_white() -> NewGameArgs {
    NewGameArgs {
        variant: Some(Variant::Standard),
        color: Some(ColorChoice::White),
        ..NewGameArgs::default()
    }
}

/// `white` challenges `black` in a server channel and `black` accepts: a rated game.
async fn game_in(w: &World, server: u64, white: &str, black: &str) -> GameId {
    let r = w
        .service
        .handle(
            &in_server(white, server, 1),
            Command::Challenge {
                opponent: Some(user(black)),
                args: standard_white(),
            },
        )
        .await;
    assert_eq!(r.kind, ReplyKind::ChallengePosted, "{}", r.text);
    let r = w
        .service
        .handle(
            &in_server(black, server, 1),
            Command::Accept { challenge: None },
        )
        .await;
    assert_eq!(r.kind, ReplyKind::GameStarted, "{}", r.text);
    r.game.unwrap().id
}

/// Fool's mate: black wins (a rated result).
async fn fools_mate(w: &World, server: u64, white: &str, black: &str, game: GameId) {
    for (who, mv) in [(white, "f3"), (black, "e5"), (white, "g4"), (black, "Qh4#")] {
        let r = w
            .service
            .handle(
                &in_server(who, server, 1),
                Command::Move {
                    text: mv.into(),
                    game: Some(game),
                },
            )
            .await;
        assert_eq!(r.kind, ReplyKind::Moved, "{mv}: {}", r.text);
    }
}

fn refused(r: &Reply, kind: ErrorKind) {
    assert_eq!(r.kind, ReplyKind::Refused(kind), "{}", r.text);
    assert!(r.ephemeral);
    assert!(r.game.is_none() && r.file.is_none() && r.image.is_none());
}

#[tokio::test]
async fn a_game_number_from_another_server_is_as_good_as_missing() {
    let w = common::world().build();
    let game = game_in(&w, SERVER_A, "alice", "bob").await;
    let missing = GameId(game.0 + 1000);
    let stranger = in_server("eve", SERVER_B, 1);
    for command in [
        Command::Board {
            game: Some(game),
            flip: false,
            text: false,
        },
        Command::Moves { game: Some(game) },
        Command::Pgn { game: Some(game) },
        Command::Explain {
            game: Some(game),
            text: None,
        },
    ] {
        let there = w.service.handle(&stranger, command.clone()).await;
        refused(&there, ErrorKind::UnknownGame);
        // The same words as for a number that does not exist.
        let nothing = match command {
            Command::Board { flip, text, .. } => Command::Board {
                game: Some(missing),
                flip,
                text,
            },
            Command::Moves { .. } => Command::Moves {
                game: Some(missing),
            },
            Command::Pgn { .. } => Command::Pgn {
                game: Some(missing),
            },
            _ => Command::Explain {
                game: Some(missing),
                text: None,
            },
        };
        let none = w.service.handle(&stranger, nothing).await;
        assert_eq!(
            there.text.to_string().replace(&game.to_string(), "N"),
            none.text.to_string().replace(&missing.to_string(), "N")
        );
    }
    // Even the players cannot reach it from another server.
    let alice_elsewhere = in_server("alice", SERVER_B, 1);
    let r = w
        .service
        .handle(
            &alice_elsewhere,
            Command::Move {
                text: "e4".into(),
                game: Some(game),
            },
        )
        .await;
    refused(&r, ErrorKind::UnknownGame);
    assert!(w.store.game(game).unwrap().unwrap().moves.is_empty());
    // Nor list it there.
    let r = w.service.handle(&alice_elsewhere, Command::Games).await;
    assert_eq!(r.kind, ReplyKind::Games);
    assert!(!r.text.contains(&format!("#{game}")), "{}", r.text);
    // In its own server anyone may watch, in another channel too.
    let r = w
        .service
        .handle(
            &in_server("carol", SERVER_A, 2),
            Command::Board {
                game: Some(game),
                flip: false,
                text: false,
            },
        )
        .await;
    assert_eq!(r.kind, ReplyKind::Board, "{}", r.text);
}

#[tokio::test]
async fn an_open_challenge_is_accepted_only_in_its_server_and_played_where_posted() {
    let w = common::world().build();
    let r = w
        .service
        .handle(
            &in_server("alice", SERVER_A, 1),
            Command::Challenge {
                opponent: None,
                args: NewGameArgs::default(),
            },
        )
        .await;
    let id: ChallengeId = r.challenge.unwrap().id;
    let r = w
        .service
        .handle(
            &in_server("eve", SERVER_B, 1),
            Command::Accept {
                challenge: Some(id),
            },
        )
        .await;
    refused(&r, ErrorKind::UnknownChallenge);
    let r = w
        .service
        .handle(
            &in_dm("eve"),
            Command::Accept {
                challenge: Some(id),
            },
        )
        .await;
    refused(&r, ErrorKind::Refused);
    assert!(r.text.contains("where they were made"), "{}", r.text);
    assert_eq!(w.store.all_challenges().unwrap().len(), 1);
    assert!(w.store.player(user("alice").id).unwrap().is_none());
    // Accepted from another channel of the same server: played where it was posted.
    let r = w
        .service
        .handle(
            &in_server("bob", SERVER_A, 2),
            Command::Accept {
                challenge: Some(id),
            },
        )
        .await;
    assert_eq!(r.kind, ReplyKind::GameStarted, "{}", r.text);
    let game = w.store.game(r.game.unwrap().id).unwrap().unwrap();
    assert_eq!(game.guild, GuildId(SERVER_A));
    assert_eq!(game.channel, in_server("alice", SERVER_A, 1).channel);
}

#[tokio::test]
async fn an_admin_acts_on_their_own_server_only() {
    let w = common::world().build();
    let in_a = game_in(&w, SERVER_A, "xavier", "bob").await;
    fools_mate(&w, SERVER_A, "xavier", "bob", in_a).await;
    let running_a = game_in(&w, SERVER_A, "xavier", "carol").await;
    let finished_b = game_in(&w, SERVER_B, "xavier", "dan").await;
    fools_mate(&w, SERVER_B, "xavier", "dan", finished_b).await;
    let running_b = game_in(&w, SERVER_B, "xavier", "erin").await;
    let rating_before = w.store.player(user("xavier").id).unwrap().unwrap();

    // Not an admin: refused.
    let r = w
        .service
        .handle(
            &in_server("mallory", SERVER_B, 1),
            Command::Forget {
                user: Some(user("xavier")),
            },
        )
        .await;
    refused(&r, ErrorKind::Refused);
    // An admin of server B removes xavier from B.
    let r = w
        .service
        .handle(
            &in_server("admin", SERVER_B, 1),
            Command::Forget {
                user: Some(user("xavier")),
            },
        )
        .await;
    assert_eq!(r.kind, ReplyKind::Forgotten, "{}", r.text);

    // Server A untouched: games, seats, and the global rating.
    let a = w.store.game(in_a).unwrap().unwrap();
    assert!(a.white.user() == Some(user("xavier").id) && a.is_over());
    let still = w.store.game(running_a).unwrap().unwrap();
    assert!(!still.is_over() && still.white.user() == Some(user("xavier").id));
    assert_eq!(
        w.store.player(user("xavier").id).unwrap().unwrap(),
        rating_before,
        "the global record is not the admin's to change"
    );
    assert!(w
        .store
        .members(GuildId(SERVER_A))
        .unwrap()
        .contains(&user("xavier").id));
    // Server B: finished game deleted, running game resigned and anonymised, leaderboard left.
    assert!(w.store.game(finished_b).unwrap().is_none());
    let resigned = w.store.game(running_b).unwrap().unwrap();
    assert!(resigned.is_over() && resigned.white.user().is_none());
    assert!(!w
        .store
        .members(GuildId(SERVER_B))
        .unwrap()
        .contains(&user("xavier").id));
    // An admin cannot delete someone's global data; only they can.
    let r = w
        .service
        .handle(
            &in_server("xavier", SERVER_A, 1),
            Command::Forget { user: None },
        )
        .await;
    assert_eq!(r.kind, ReplyKind::Forgotten, "{}", r.text);
    assert!(w.store.player(user("xavier").id).unwrap().is_none());
}

#[tokio::test]
async fn leaderboards_are_per_server_with_global_ratings() {
    let w = common::world().build();
    let a = game_in(&w, SERVER_A, "alice", "bob").await;
    fools_mate(&w, SERVER_A, "alice", "bob", a).await;
    // carol only plays the bot in server A: not on its leaderboard.
    let r = w
        .service
        .handle(
            &in_server("carol", SERVER_A, 1),
            Command::Play {
                level: Level::new(1).unwrap(),
                args: standard_white(),
            },
        )
        .await;
    assert_eq!(r.kind, ReplyKind::GameStarted);
    let names = |r: &Reply| -> Vec<String> {
        r.text
            .localize(castalia_bot::i18n::Lang::En)
            .spans
            .into_iter()
            .filter_map(|s| match s {
                Span::Player { name, .. } => Some(name),
                _ => None,
            })
            .collect()
    };
    let board_a = w
        .service
        .handle(
            &in_server("carol", SERVER_A, 1),
            Command::Leaderboard {
                variant: Some(Variant::Standard),
            },
        )
        .await;
    assert_eq!(names(&board_a), ["bob", "alice"]);
    assert!(board_a
        .text
        .contains("players of this server; ratings are global"));
    let board_b = w
        .service
        .handle(
            &in_server("carol", SERVER_B, 1),
            Command::Leaderboard {
                variant: Some(Variant::Standard),
            },
        )
        .await;
    assert!(names(&board_b).is_empty(), "{}", board_b.text);
}

#[tokio::test]
async fn direct_messages_show_only_ones_own_games_and_take_no_challenges() {
    let w = common::world().build();
    let r = w
        .service
        .handle(
            &in_dm("alice"),
            Command::Challenge {
                opponent: Some(user("bob")),
                args: NewGameArgs::default(),
            },
        )
        .await;
    refused(&r, ErrorKind::Refused);
    assert!(r.text.contains("server channel"), "{}", r.text);
    assert!(w.store.all_challenges().unwrap().is_empty());
    // A DM is not a server: its leaderboard (the caller and those they played rated games
    // with, empty here) does not speak of one.
    let r = w
        .service
        .handle(&in_dm("alice"), Command::Leaderboard { variant: None })
        .await;
    assert_eq!(r.kind, ReplyKind::Leaderboard, "{}", r.text);
    assert!(
        r.text.contains("games of yours yet") && !r.text.contains("server"),
        "{}",
        r.text
    );
    let r = w
        .service
        .handle(
            &in_dm("alice"),
            Command::Play {
                level: Level::new(1).unwrap(),
                args: standard_white(),
            },
        )
        .await;
    assert_eq!(r.kind, ReplyKind::GameStarted, "{}", r.text);
    let dm_game = r.game.unwrap().id;
    let server_game = game_in(&w, SERVER_A, "bob", "carol").await;
    // bob, in his own DM, can see neither alice's DM game nor his server game.
    for id in [dm_game, server_game] {
        let r = w
            .service
            .handle(
                &in_dm("bob"),
                Command::Board {
                    game: Some(id),
                    flip: false,
                    text: false,
                },
            )
            .await;
        refused(&r, ErrorKind::UnknownGame);
    }
    // alice sees hers.
    let r = w
        .service
        .handle(
            &in_dm("alice"),
            Command::Board {
                game: Some(dm_game),
                flip: false,
                text: false,
            },
        )
        .await;
    assert_eq!(r.kind, ReplyKind::Board, "{}", r.text);
}

#[tokio::test]
async fn the_pgn_says_where_the_game_was_played() {
    let w = common::world().build();
    let game = game_in(&w, SERVER_A, "alice", "bob").await;
    let r = w
        .service
        .handle(
            &in_server("alice", SERVER_A, 1),
            Command::Pgn { game: Some(game) },
        )
        .await;
    assert_eq!(r.kind, ReplyKind::Pgn, "{}", r.text);
    let pgn = String::from_utf8(r.file.unwrap().bytes).unwrap();
    assert!(
        pgn.contains("[Site \"Discord server server 100\"]"),
        "{pgn}"
    );
    let r = w
        .service
        .handle(
            &in_dm("carol"),
            Command::Play {
                level: Level::new(1).unwrap(),
                args: standard_white(),
            },
        )
        .await;
    let r = w
        .service
        .handle(
            &in_dm("carol"),
            Command::Pgn {
                game: Some(r.game.unwrap().id),
            },
        )
        .await;
    let pgn = String::from_utf8(r.file.unwrap().bytes).unwrap();
    assert!(pgn.contains("[Site \"Discord, direct messages\"]"), "{pgn}");
}

#[tokio::test]
async fn a_private_chats_game_is_seen_there_and_by_its_players_only() {
    let w = common::world().build();
    let (chat, other_chat) = (7_001, 7_002);
    let r = w
        .service
        .handle(
            &in_chat("alice", chat),
            Command::Challenge {
                opponent: Some(user("bob")),
                args: standard_white(),
            },
        )
        .await;
    assert_eq!(r.kind, ReplyKind::ChallengePosted, "{}", r.text);
    // Nobody can be pinged when a clock runs low there: correspondence by default.
    assert!(r.text.to_string().contains("3 days per move"), "{}", r.text);
    // Answered only in that chat.
    let r = w
        .service
        .handle(
            &in_chat("bob", other_chat),
            Command::Accept { challenge: None },
        )
        .await;
    refused(&r, ErrorKind::NoChallenge);
    let r = w
        .service
        .handle(&in_chat("bob", chat), Command::Accept { challenge: None })
        .await;
    assert_eq!(r.kind, ReplyKind::GameStarted, "{}", r.text);
    let game = r.game.unwrap().id;
    let stored = w.store.game(game).unwrap().unwrap();
    assert_eq!(stored.site, Site::PrivateChannel);
    assert_eq!(stored.guild, GuildId(0));
    let board = |game| Command::Board {
        game: Some(game),
        flip: false,
        text: false,
    };
    // Seen by anyone in the chat, and by its players in their DM with the bot...
    for ctx in [in_chat("carol", chat), in_dm("alice"), in_dm("bob")] {
        let r = w.service.handle(&ctx, board(game)).await;
        assert_eq!(r.kind, ReplyKind::Board, "{}: {}", ctx.name, r.text);
    }
    // ...not in another chat, even by its players, nor by others, nor in a server.
    for ctx in [
        in_chat("bob", other_chat),
        in_chat("erin", other_chat),
        in_dm("carol"),
        in_server("alice", SERVER_A, 1),
    ] {
        let r = w.service.handle(&ctx, board(game)).await;
        refused(&r, ErrorKind::UnknownGame);
    }
    // And a private chat sees no server's game.
    let server_game = game_in(&w, SERVER_A, "alice", "bob").await;
    let r = w
        .service
        .handle(&in_chat("alice", chat), board(server_game))
        .await;
    refused(&r, ErrorKind::UnknownGame);
}
