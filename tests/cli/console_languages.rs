//! The console in another language: `--lang` for everyone at the keyboard, `/settings
//! language:` for one console user, and commands typed with the language's names. The
//! expected words come from the catalogues.

use crate::cli::console_in as console;
use castalia_bot::i18n::{tr, Lang};
use castalia_bot::msg;

#[test]
fn the_console_speaks_the_language_it_is_given_and_each_users_own() {
    // Russian for everyone; commands typed with their Russian names.
    let play = format!(
        "/{} {}:1",
        tr(Lang::Ru, "cmd-play"),
        tr(Lang::Ru, "cmd-play-opt-level")
    );
    let out = console("ru", &format!("/as anna\n{play}\n/rules\n"));
    assert!(
        out.contains(&msg!("console-you-are", user = "anna").words(Lang::Ru)),
        "{out}"
    );
    let rules = castalia_bot::game::replies::texts::rules().words(Lang::Ru);
    assert!(
        out.contains(rules.lines().next().expect("a first line")),
        "{out}"
    );

    // One user chooses French: their answers are French, another user's stay Russian.
    let out = console(
        "ru",
        "/as anna\n/settings language:fr\n/help\n/as boris\n/help\n",
    );
    let french_help = castalia_bot::game::replies::texts::help().words(Lang::Fr);
    let russian_help = castalia_bot::game::replies::texts::help().words(Lang::Ru);
    let first = |t: &str| t.lines().next().expect("a first line").to_string();
    assert!(out.contains(&first(&french_help)), "{out}");
    assert!(out.contains(&first(&russian_help)), "{out}");
    // An unknown language is refused with what to type instead.
    let out = console("en", "/settings language:klingon\n");
    assert!(out.contains("language:de"), "{out}");
}

/// The binary run with `args`, `input` on its standard input: (exit code, stdout, stderr).
fn binary(args: &[&str], input: &str) -> (Option<i32>, String, String) {
    let out = crate::cli::run_binary(args, input.as_bytes());
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn lang_counts_wherever_it_stands_and_is_refused_where_nothing_is_translated() {
    let german_help = castalia_bot::game::replies::texts::help().words(Lang::De);
    let first = german_help.lines().next().expect("a first line");
    for before in [true, false] {
        let db = tempfile::tempdir().expect("tempdir");
        let db = db.path().to_str().expect("a UTF-8 path");
        let args: Vec<&str> = if before {
            vec!["--lang", "de", "local", "--no-images", "--db", db]
        } else {
            vec!["local", "--no-images", "--db", db, "--lang", "de"]
        };
        let (code, out, _) = binary(&args, "/help\n");
        assert_eq!(code, Some(0), "{args:?}");
        assert!(out.contains(first), "{args:?}: {out}");
    }
    // `explain` and `render` too: the illegal move's reason in Russian either way.
    let ru = |args: &[&str]| binary(args, "").1;
    let after = ru(&[
        "explain",
        "--variant",
        "castalia",
        "--no-engine",
        "Nc3",
        "--lang",
        "ru",
    ]);
    let before = ru(&[
        "--lang",
        "ru",
        "explain",
        "--variant",
        "castalia",
        "--no-engine",
        "Nc3",
    ]);
    assert_eq!(before, after);
    let english = ru(&["explain", "--variant", "castalia", "--no-engine", "Nc3"]);
    assert_ne!(before, english, "{before}");
    // A subcommand without words refuses it, saying so, rather than ignoring it.
    let (code, out, err) = binary(
        &[
            "--lang",
            "de",
            "perft",
            "--variant",
            "castalia",
            "--depth",
            "1",
        ],
        "",
    );
    assert_eq!(code, Some(2), "{out}");
    assert!(err.contains("--lang") && err.contains("perft"), "{err}");
}
