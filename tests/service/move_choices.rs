//! The caller's legal moves as typed choices (for the Discord move picker and `/move`
//! autocompletion): labels saying what each move does, the game chosen by `game:` or by the
//! channel, refusals for strangers and players out of turn, promotions, and a picked move
//! refused once the position changed.

use crate::common;
use castalia_bot::game::replies::choices::ChoiceBoard;

use castalia_bot::game::commands::options::SetupChoice;
use castalia_bot::game::model::ColorChoice;
use castalia_bot::game::{
    ChannelId, Command, Context, ErrorKind, GameId, GameService, GuildId, NewGameArgs, ReplyKind,
    Site, UserRef,
};
use castalia_bot::rules::{PieceKind, Square, Variant};
use std::sync::Arc;

fn ctx(name: &str, channel: u64) -> Context {
    Context {
        channel: ChannelId(channel),
        guild: GuildId(100),
        site: Site::Server("server".into()),
        ..common::ctx(name)
    }
}

fn service(dir: &std::path::Path) -> Arc<GameService> {
    common::world().open(dir).service()
}

/// `white` challenges `black` (as White) from `fen` under the Castalia rules; `black` accepts.
async fn game_from(
    service: &Arc<GameService>,
    white: &Context,
    black: &Context,
    fen: &str,
) -> GameId {
    let args = NewGameArgs {
        variant: Some(Variant::Castalia),
        setup: Some(SetupChoice::Fen(fen.to_string())),
        color: Some(ColorChoice::White),
        ..NewGameArgs::default()
    };
    let opponent = Some(UserRef {
        id: black.user,
        name: black.name.clone(),
    });
    let posted = service
        .handle(white, Command::Challenge { opponent, args })
        .await;
    assert_eq!(posted.kind, ReplyKind::ChallengePosted, "{}", posted.text);
    let id = posted.challenge.as_ref().unwrap().id;
    let started = service
        .handle(
            black,
            Command::Accept {
                challenge: Some(id),
            },
        )
        .await;
    assert_eq!(started.kind, ReplyKind::GameStarted, "{}", started.text);
    started.game.as_ref().unwrap().id
}

/// White: Castalia d4, knight d2, king e1; Black: bishop d6, king d8.
const KIDNAP_REPULSE: &str = "3k4/8/3b4/8/3C4/8/3N4/4K3 w - - 0 1";
/// White: pawn e7 about to promote, king a1; Black: king h8, rook h2.
const PROMOTION: &str = "7k/4P3/8/8/8/8/7r/K7 w - - 0 1";

#[tokio::test]
async fn choices_say_what_each_move_does() {
    let dir = tempfile::tempdir().unwrap();
    let service = service(dir.path());
    let (alice, bob) = (ctx("alice", 10), ctx("bob", 10));
    let id = game_from(&service, &alice, &bob, KIDNAP_REPULSE).await;

    let choices = service.move_choices(&alice, None).expect("alice's moves");
    assert_eq!(choices.board, ChoiceBoard::Game(id));
    let cd5 = choices.by_uci("d4d5").expect("Cd5 is legal");
    assert_eq!(cd5.san, "Cd5");
    assert_eq!(cd5.piece, PieceKind::Castalia);
    assert_eq!((cd5.from, cd5.to), (Square::D4, Square::D5));
    assert_eq!(
        cd5.label,
        "Cd5: kidnaps the white knight from d2 to d4; repulses the black bishop from d6 to d7"
    );
    // A quiet knight move says no more than its SAN; the pieces are listed with their counts.
    let quiet = choices.by_uci("d2b3").expect("Nb3");
    assert_eq!(quiet.label, "Nb3");
    let pieces = choices.pieces();
    assert_eq!(
        pieces.iter().map(|(sq, _, _)| *sq).collect::<Vec<_>>(),
        vec![Square::E1, Square::D2, Square::D4]
    );
    let castalia_moves = choices.from(Square::D4).count();
    assert_eq!(pieces[2], (Square::D4, PieceKind::Castalia, castalia_moves));
    assert_eq!(
        pieces.iter().map(|(_, _, n)| n).sum::<usize>(),
        choices.moves.len()
    );

    // Black is not to move; a stranger has no game here.
    let refused = service.move_choices(&bob, None).unwrap_err();
    assert_eq!(refused.kind(), ErrorKind::NotYourTurn, "{refused}");
    let carol = ctx("carol", 10);
    assert!(service.move_choices(&carol, None).is_err());
    assert!(service.move_choices(&carol, Some(id)).is_err());
    assert!(service.move_suggestions(&bob, None, "").is_empty());

    // Suggestions filter by SAN or UCI and keep the labels.
    let typed = service.move_suggestions(&alice, None, "cd");
    assert!(typed.iter().all(|m| m.san.starts_with("Cd")), "{typed:?}");
    assert!(typed.iter().any(|m| m.label.contains("repulses")));
    assert_eq!(service.move_suggestions(&alice, None, "d4d5")[0].san, "Cd5");
    assert!(service.move_suggestions(&alice, None, "").len() <= 25);
}

#[tokio::test]
async fn the_game_option_chooses_among_several_games() {
    let dir = tempfile::tempdir().unwrap();
    let service = service(dir.path());
    let (alice, bob, carol) = (ctx("alice", 10), ctx("bob", 10), ctx("carol", 10));
    let first = game_from(&service, &alice, &bob, KIDNAP_REPULSE).await;
    let second = game_from(&service, &alice, &carol, PROMOTION).await;

    // Two games here: which one must be said.
    let which = service.move_choices(&alice, None).unwrap_err();
    assert_eq!(which.kind(), ErrorKind::WhichGame, "{which}");
    assert!(service.move_suggestions(&alice, None, "").is_empty());

    let in_first = service.move_choices(&alice, Some(first)).unwrap();
    assert!(in_first.by_uci("d4d5").is_some());
    let in_second = service.move_choices(&alice, Some(second)).unwrap();
    assert_eq!(in_second.board, ChoiceBoard::Game(second));
    assert!(in_second.by_uci("d4d5").is_none());
    let suggested = service.move_suggestions(&alice, Some(second), "e8");
    let sans: Vec<&str> = suggested.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(sans, ["e8=B", "e8=C", "e8=N", "e8=Q+", "e8=R+"], "{sans:?}");

    // Promotions: one choice per piece, each labelled.
    let promotions: Vec<_> = in_second
        .from(Square::E7)
        .filter(|m| m.to == Square::E8)
        .collect();
    assert_eq!(promotions.len(), 5, "queen, rook, bishop, knight, Castalia");
    let queen = in_second.by_uci("e7e8q").unwrap();
    assert_eq!(queen.promotion, Some(PieceKind::Queen));
    assert_eq!(queen.label, "e8=Q+: promotes to a queen; check");

    // In the second game's own thread, no number is needed.
    service.set_thread(second, ChannelId(11)).await.unwrap();
    let in_thread = service.move_choices(&ctx("alice", 11), None).unwrap();
    assert_eq!(in_thread.board, ChoiceBoard::Game(second));
}

#[tokio::test]
async fn a_picked_move_is_played_only_in_the_position_it_was_picked_in() {
    let dir = tempfile::tempdir().unwrap();
    let service = service(dir.path());
    let (alice, bob) = (ctx("alice", 10), ctx("bob", 10));
    let id = game_from(&service, &alice, &bob, KIDNAP_REPULSE).await;
    let choices = service.move_choices(&alice, Some(id)).unwrap();

    let stale = service
        .handle(
            &alice,
            Command::PickedMove {
                game: id,
                position: choices.position ^ 1,
                uci: "d4d5".into(),
            },
        )
        .await;
    assert!(stale.is_refusal(), "{}", stale.text);
    assert!(stale.text.to_string().contains("changed"), "{}", stale.text);
    assert_eq!(service.move_choices(&alice, Some(id)).unwrap(), choices);

    let stranger = service
        .handle(
            &ctx("carol", 10),
            Command::PickedMove {
                game: id,
                position: choices.position,
                uci: "d4d5".into(),
            },
        )
        .await;
    assert!(stranger.is_refusal(), "{}", stranger.text);

    let played = service
        .handle(
            &alice,
            Command::PickedMove {
                game: id,
                position: choices.position,
                uci: "d4d5".into(),
            },
        )
        .await;
    assert_eq!(played.kind, ReplyKind::Moved, "{}", played.text);
    // The same menu again is out of date now.
    let again = service
        .handle(
            &alice,
            Command::PickedMove {
                game: id,
                position: choices.position,
                uci: "d5d6".into(),
            },
        )
        .await;
    assert!(again.is_refusal(), "{}", again.text);
    let next = service.move_choices(&bob, Some(id)).unwrap();
    assert_ne!(next.position, choices.position);

    // Once the game is over, there is nothing to choose.
    let resigned = service
        .handle(&bob, Command::Resign { game: Some(id) })
        .await;
    assert_eq!(resigned.kind, ReplyKind::GameEnded, "{}", resigned.text);
    let over = service.move_choices(&alice, Some(id)).unwrap_err();
    assert_eq!(over.kind(), ErrorKind::GameOver, "{over}");
    assert!(service.move_suggestions(&alice, Some(id), "").is_empty());
}
