//! Marks what this package compiles with the cfg `castalia_tests_package`: the library's own
//! source (its unit tests, the target `unit`) then finds the repository's files one folder up
//! from this package's manifest (`tests/`), where the bot's package finds them in its own.

fn main() {
    println!("cargo::rustc-check-cfg=cfg(castalia_tests_package)");
    println!("cargo::rustc-cfg=castalia_tests_package");
}
