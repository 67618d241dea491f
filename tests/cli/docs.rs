//! The command line's help and the README's table of subcommands name every choice there is
//! (a choice added to the code and missing from either is found here).

use castalia_bot::render::Theme;
use std::process::Command;

fn help(subcommand: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_castalia-bot-tested"))
        .args([subcommand, "--help"])
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The README's row of a subcommand in the table of subcommands.
fn readme_row(subcommand: &str) -> String {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md"))
        .unwrap_or_else(|e| panic!("{e}"));
    readme
        .lines()
        .find(|l| l.starts_with(&format!("| `{subcommand} ")))
        .unwrap_or_else(|| panic!("no README row for {subcommand}"))
        .to_string()
}

#[test]
fn every_board_theme_is_named_where_a_theme_is_chosen() {
    let config = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../config.example.toml"
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    let config_theme = config
        .lines()
        .find(|l| l.contains("Board image theme"))
        .unwrap_or_else(|| panic!("no theme line in config.example.toml"));
    let render_help = help("render");
    let theme_help = render_help
        .lines()
        .skip_while(|l| !l.contains("--theme"))
        .take(2)
        .collect::<Vec<_>>()
        .join(" ");
    for theme in Theme::ALL {
        let name = theme.to_string();
        assert!(
            readme_row("render").contains(&name),
            "README render row lacks {name}"
        );
        assert!(
            theme_help.contains(&name),
            "render --help lacks {name}: {theme_help}"
        );
        assert!(
            config_theme.contains(&name),
            "config.example.toml lacks {name}"
        );
    }
}
