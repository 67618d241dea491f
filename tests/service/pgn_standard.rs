//! Every PGN the bot writes, read back by an independent standard PGN reader (the `pgn-reader`
//! crate): the export of a game ended by each way a game ends (mate, resignation, agreement, a
//! flag falling on a clock and in correspondence, an abort), of a game going on, and the review's
//! annotated PGN, from the service and from `castalia-bot review --pgn`. The standard reader must
//! see the same tags as the bot's own reader, with the values the PGN standard asks for
//! (a real `Date`, `Result` matching the end, `Termination`, `TimeControl` as `600+5`, `-` or
//! `1/259200`).
//!
//! Castalia games: the standard reader knows no Castalia (`C`), so it skips those letters and
//! may read the moves wrongly; for them only the tags and the result are compared. Orthodox
//! (`rules:standard`) games are compared move by move too.

use crate::common;

use castalia_bot::game::model::ColorChoice;
use castalia_bot::game::{Command, GameId, NewGameArgs, ReplyKind, ServiceConfig};
use castalia_bot::rules::pgn::{comment, read_pgn, write_pgn, PgnHeaders};
use castalia_bot::rules::{Color, GameRecord, Outcome, Position, Variant, WinReason};
use common::World;
use pgn_reader::{BufferedReader, RawComment, RawTag, SanPlus, Visitor};

/// `T0` as PGN writes a date (1 800 000 000 s after 1970 is 15 January 2027, UTC).
const T0_DATE: &str = "2027.01.15";

/// What the standard reader saw of one game.
#[derive(Default, Debug)]
struct Seen {
    tags: Vec<(String, String)>,
    sans: Vec<String>,
    comments: Vec<String>,
    /// The game termination marker: `1-0`, `0-1`, `1/2-1/2`, or `*`.
    outcome: Option<String>,
}

impl Visitor for Seen {
    type Result = Seen;

    fn tag(&mut self, name: &[u8], value: RawTag<'_>) {
        self.tags.push((
            String::from_utf8_lossy(name).into_owned(),
            value.decode_utf8_lossy().into_owned(),
        ));
    }

    fn san(&mut self, san: SanPlus) {
        self.sans.push(san.to_string());
    }

    fn comment(&mut self, comment: RawComment<'_>) {
        self.comments.push(
            String::from_utf8_lossy(comment.as_bytes())
                .trim()
                .to_string(),
        );
    }

    fn outcome(&mut self, outcome: Option<pgn_reader::Outcome>) {
        self.outcome = Some(outcome.map_or("*".to_string(), |o| o.to_string()));
    }

    fn end_game(&mut self) -> Seen {
        std::mem::take(self)
    }
}

/// The first game of `pgn` as the standard reader sees it.
fn standard_read(pgn: &str) -> Seen {
    let mut reader = BufferedReader::new_cursor(pgn.as_bytes());
    let mut seen = Seen::default();
    reader
        .read_game(&mut seen)
        .unwrap_or_else(|e| panic!("the standard reader fails: {e}\n{pgn}"))
        .unwrap_or_else(|| panic!("the standard reader finds no game\n{pgn}"))
}

/// Reads `pgn` with both readers: the same tags, in the same order, and the movetext's result
/// equal to the `Result` tag. Returns the tags.
fn tags_round_trip(pgn: &str) -> Vec<(String, String)> {
    let seen = standard_read(pgn);
    let own = read_pgn(pgn).unwrap_or_else(|e| panic!("{e}\n{pgn}"));
    assert_eq!(seen.tags, own.tags, "{pgn}");
    let result = own.tag("Result").expect("a Result tag").to_string();
    assert_eq!(seen.outcome.as_deref(), Some(result.as_str()), "{pgn}");
    assert_eq!(own.result, result, "{pgn}");
    // The Seven Tag Roster first, in its order.
    let names: Vec<&str> = seen.tags.iter().take(7).map(|(k, _)| k.as_str()).collect();
    assert_eq!(
        names,
        ["Event", "Site", "Date", "Round", "White", "Black", "Result"],
        "{pgn}"
    );
    seen.tags
}

fn tag<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

fn world() -> World {
    common::world()
        .config(ServiceConfig {
            review_nodes: 3_000,
            ..common::scripted_config()
        })
        .build()
}

/// A casual game of `variant` with alice white, `time` as typed (`10+5`, `3d`, `none`).
fn casual(variant: Variant, time: &str) -> NewGameArgs {
    NewGameArgs {
        variant: Some(variant),
        color: Some(ColorChoice::White),
        time: Some(
            castalia_bot::game::commands::options::parse_time(time).expect("a time control"),
        ),
        rated: Some(false),
        ..NewGameArgs::default()
    }
}

/// alice and bob play `moves` in turn, alice first.
async fn play(w: &World, moves: &[&str]) {
    for (i, text) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        w.play(who, text).await;
    }
}

/// The export of game `id`, asked for by a bystander.
async fn pgn(w: &World, id: GameId) -> String {
    let r = w.say("carol", Command::Pgn { game: Some(id) }).await;
    assert_eq!(r.kind, ReplyKind::Pgn, "{}", r.text);
    String::from_utf8(r.file.expect("a PGN file").bytes).expect("UTF-8")
}

/// Checks the export of game `id`: both readers agree; then the given tag values (`Date` is
/// the day the game started, `T0_DATE` unless given).
async fn check_export(w: &World, id: GameId, expected: &[(&str, &str)]) -> String {
    let pgn = pgn(w, id).await;
    let tags = tags_round_trip(&pgn);
    if !expected.iter().any(|(name, _)| *name == "Date") {
        assert_eq!(tag(&tags, "Date"), Some(T0_DATE), "{pgn}");
    }
    for (name, value) in expected {
        assert_eq!(tag(&tags, name), Some(*value), "{name} in\n{pgn}");
    }
    pgn
}

#[tokio::test]
async fn a_game_ended_by_each_way_reads_back_with_its_result_termination_and_time_control() {
    let w = world();

    // Mate (orthodox rules: the standard reader reads the moves too).
    let mate = w.start(casual(Variant::Standard, "10+5")).await;
    play(&w, &["f3", "e5", "g4", "Qh4#"]).await;
    let pgn = check_export(
        &w,
        mate,
        &[
            ("Result", "0-1"),
            ("Termination", "normal"),
            ("TimeControl", "600+5"),
        ],
    )
    .await;
    assert_eq!(
        standard_read(&pgn).sans,
        ["f3", "e5", "g4", "Qh4#"],
        "{pgn}"
    );
    assert_eq!(tag(&standard_read(&pgn).tags, "Variant"), None, "{pgn}");

    // Resignation (Castalia rules: tags only).
    let resigned = w.start(casual(Variant::Castalia, "5+0")).await;
    play(&w, &["e4", "e5"]).await;
    let r = w.say("bob", Command::Resign { game: None }).await;
    assert!(!r.is_refusal(), "{}", r.text);
    check_export(
        &w,
        resigned,
        &[
            ("Result", "1-0"),
            ("Termination", "normal"),
            ("TimeControl", "300"),
            ("Variant", "Castalia"),
            ("SetUp", "1"),
        ],
    )
    .await;

    // Agreement.
    let agreed = w.start(casual(Variant::Castalia, "none")).await;
    play(&w, &["c3", "c6"]).await;
    assert!(!w
        .say("alice", Command::Draw { game: None })
        .await
        .is_refusal());
    let r = w.say("bob", Command::Draw { game: None }).await;
    assert!(!r.is_refusal(), "{}", r.text);
    check_export(
        &w,
        agreed,
        &[
            ("Result", "1/2-1/2"),
            ("Termination", "normal"),
            ("TimeControl", "-"),
        ],
    )
    .await;

    // A flag falls on a clock: bob (to move) runs out, alice claims.
    let flagged = w.start(casual(Variant::CastaliaWeak, "1+0")).await;
    play(&w, &["e4", "e5", "d4"]).await;
    w.clock.advance(10 * 60_000);
    let r = w.say("alice", Command::ClaimTimeout { game: None }).await;
    assert!(!r.is_refusal(), "{}", r.text);
    check_export(
        &w,
        flagged,
        &[
            ("Result", "1-0"),
            ("Termination", "time forfeit"),
            ("TimeControl", "60"),
            ("Variant", "Castalia Weak"),
        ],
    )
    .await;

    // Correspondence at three days a move: "one move in 259200 seconds".
    let post = w.start(casual(Variant::Castalia, "3d")).await;
    // (Both sides have moved: a deadline missed before that aborts the game.)
    play(&w, &["e4", "e5", "d4"]).await;
    w.clock.advance(4 * 86_400_000);
    let r = w.say("alice", Command::ClaimTimeout { game: None }).await;
    assert!(!r.is_refusal(), "{}", r.text);
    check_export(
        &w,
        post,
        &[
            ("Result", "1-0"),
            ("Termination", "time forfeit"),
            ("TimeControl", "1/259200"),
        ],
    )
    .await;

    // An abort: no result.
    let aborted = w.start(casual(Variant::Castalia, "10+5")).await;
    play(&w, &["e4"]).await;
    let r = w.say("bob", Command::Abort { game: None }).await;
    assert!(!r.is_refusal(), "{}", r.text);
    check_export(
        &w,
        aborted,
        &[
            ("Result", "*"),
            ("Termination", "abandoned"),
            // Started after the correspondence game's four days.
            ("Date", "2027.01.19"),
        ],
    )
    .await;
}

#[tokio::test]
async fn a_game_in_progress_reads_back_as_unterminated() {
    let w = world();
    let id = w.start(casual(Variant::Standard, "15+10")).await;
    play(&w, &["e4", "e5", "Nf3"]).await;
    let pgn = check_export(
        &w,
        id,
        &[
            ("Result", "*"),
            ("Termination", "unterminated"),
            ("TimeControl", "900+10"),
            ("White", "alice"),
            ("Black", "bob"),
            ("Event", &format!("Castalia bot game #{id}")),
        ],
    )
    .await;
    assert_eq!(standard_read(&pgn).sans, ["e4", "e5", "Nf3"], "{pgn}");
}

#[tokio::test]
async fn the_review_pgn_keeps_the_games_tags_and_has_no_evaluation_after_mate() {
    let w = world();
    // Mate: the review's last move (the mate) has no `[%eval]`.
    let mate = w.start(casual(Variant::Standard, "10+5")).await;
    play(&w, &["f3", "e5", "g4", "Qh4#"]).await;
    let export = tags_round_trip(&pgn(&w, mate).await);
    let r = w.say("carol", Command::Review { game: Some(mate) }).await;
    assert_eq!(r.kind, ReplyKind::Review, "{}", r.text);
    let review = String::from_utf8(r.file.expect("the review PGN").bytes).expect("UTF-8");
    let tags = tags_round_trip(&review);
    // The export's tags, then the annotator.
    assert_eq!(tags[..export.len()], export[..], "{review}");
    assert!(tag(&tags, "Annotator").is_some_and(|a| a.contains("review")));
    let seen = standard_read(&review);
    assert_eq!(seen.sans, ["f3", "e5", "g4", "Qh4#"], "{review}");
    assert_eq!(
        seen.comments.len(),
        3,
        "no comment after the mate:\n{review}"
    );
    assert!(
        seen.comments.iter().all(|c| c.contains("[%eval ")),
        "{review}"
    );

    // Resignation: the review says who won and how (it once wrote `*`).
    let resigned = w.start(casual(Variant::Castalia, "10+5")).await;
    play(&w, &["e4", "e5", "Qh5"]).await;
    assert!(!w
        .say("bob", Command::Resign { game: None })
        .await
        .is_refusal());
    let export = tags_round_trip(&pgn(&w, resigned).await);
    let r = w
        .say(
            "carol",
            Command::Review {
                game: Some(resigned),
            },
        )
        .await;
    let review = String::from_utf8(r.file.expect("the review PGN").bytes).expect("UTF-8");
    let tags = tags_round_trip(&review);
    assert_eq!(tags[..export.len()], export[..], "{review}");
    assert_eq!(tag(&tags, "Result"), Some("1-0"), "{review}");
    assert_eq!(tag(&tags, "Termination"), Some("normal"), "{review}");
    assert_eq!(tag(&tags, "Date"), Some(T0_DATE), "{review}");
    // Every move evaluated: the game did not end on the board.
    assert_eq!(standard_read(&review).comments.len(), 3, "{review}");
}

#[test]
fn review_of_a_pgn_file_keeps_every_tag_of_the_file() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let input = dir.path().join("game.pgn");
    let pgn = "[Event \"Club night\"]\n[Site \"Lisbon\"]\n[Date \"2026.11.02\"]\n[Round \"3\"]\n\
        [White \"Ana\"]\n[Black \"Rui\"]\n[Result \"0-1\"]\n[Termination \"time forfeit\"]\n\
        [TimeControl \"300+3\"]\n[WhiteElo \"1500\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 0-1\n";
    std::fs::write(&input, pgn).expect("write the game");
    let out = dir.path().join("out");
    let args = castalia_bot::cli::review::ReviewArgs {
        pgn: input,
        output: Some(out.clone()),
        nodes: 2_000,
        moves: false,
        lang: castalia_bot::i18n::Lang::En,
    };
    castalia_bot::cli::review::review(args).expect("the review runs");
    let review = std::fs::read_to_string(out.join("review.pgn")).expect("review.pgn");
    let tags = tags_round_trip(&review);
    let given = tags_round_trip(pgn);
    for (name, value) in &given {
        assert_eq!(
            tag(&tags, name),
            Some(value.as_str()),
            "{name} in\n{review}"
        );
    }
    assert!(tag(&tags, "Annotator").is_some(), "{review}");
    assert_eq!(
        standard_read(&review).sans,
        ["e4", "e5", "Nf3", "Nc6", "Bc4"],
        "{review}"
    );
}

#[test]
fn every_outcome_writes_its_standard_result_and_termination() {
    let mut record = GameRecord::new(Position::start(Variant::Standard));
    for m in ["e4", "e5"] {
        record.push_text(m).expect("a legal move");
    }
    let win = |winner, reason| Outcome::Win { winner, reason };
    let cases = [
        (win(Color::White, WinReason::Resignation), "1-0", "normal"),
        (win(Color::Black, WinReason::Timeout), "0-1", "time forfeit"),
        (
            win(Color::White, WinReason::Abandonment),
            "1-0",
            "abandoned",
        ),
        (
            Outcome::Draw(castalia_bot::rules::DrawReason::Agreement),
            "1/2-1/2",
            "normal",
        ),
        (
            Outcome::Draw(castalia_bot::rules::DrawReason::TimeoutVsInsufficientMaterial),
            "1/2-1/2",
            "time forfeit",
        ),
    ];
    for (outcome, result, termination) in cases {
        let pgn = write_pgn(&record, Some(&outcome), &PgnHeaders::default());
        let tags = tags_round_trip(&pgn);
        assert_eq!(tag(&tags, "Result"), Some(result), "{pgn}");
        assert_eq!(tag(&tags, "Termination"), Some(termination), "{pgn}");
        assert_eq!(standard_read(&pgn).sans, ["e4", "e5"], "{pgn}");
    }
}

#[test]
fn tag_values_and_comments_cannot_break_the_file() {
    let mut record = GameRecord::new(Position::start(Variant::Standard));
    for m in ["d4", "d5"] {
        record.push_text(m).expect("a legal move");
    }
    let name = "Bob \"the } brave\" \\ {x}";
    let pgn = write_pgn(
        &record,
        None,
        &PgnHeaders {
            white: Some(name.into()),
            extra: vec![("Annotator".into(), "line one\nline two".into())],
            ..PgnHeaders::default()
        },
    );
    let tags = tags_round_trip(&pgn);
    assert_eq!(tag(&tags, "White"), Some(name), "{pgn}");
    assert_eq!(tag(&tags, "Annotator"), Some("line one line two"), "{pgn}");
    // A comment holding braces stays one comment: the move after it is still read.
    let text = format!(
        "[Result \"*\"]\n\n1. e4 {} e5 *\n",
        comment("a } sneaky { comment")
    );
    let seen = standard_read(&text);
    assert_eq!(seen.sans, ["e4", "e5"], "{text}");
    assert_eq!(seen.comments, ["a sneaky comment"], "{text}");
}
