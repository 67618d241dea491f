//! The PostgreSQL server of the tests: `CASTALIA_TEST_PG_URL` names it (a superuser's URL;
//! `.ci/run` starts one with `scripts/test-postgres.sh`). Each test gets a new empty database
//! on it. Without the variable (or with no server answering) the PostgreSQL tests pass
//! without running, except under CI (`CI=true`), where they fail. Each skip prints a line
//! past the test harness's capture of output, numbered, so that a run without a server says
//! so in its output (`SKIPPED 3: ...`).
#![allow(dead_code)]

use std::sync::atomic::{AtomicUsize, Ordering};

static NEXT: AtomicUsize = AtomicUsize::new(0);
static SKIPPED: AtomicUsize = AtomicUsize::new(0);

fn under_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true" || v == "1")
}

/// Not run for `why`: fails under CI, else says so and the test passes.
fn skip(test: &str, why: &str) -> Option<String> {
    if under_ci() {
        panic!("{test}: PostgreSQL is needed under CI, but {why} (.ci/run starts a server with scripts/test-postgres.sh and exports CASTALIA_TEST_PG_URL)");
    }
    let n = SKIPPED.fetch_add(1, Ordering::SeqCst) + 1;
    // Written to the process's stderr itself: `eprintln!` in a passing test is captured and
    // never shown.
    use std::io::Write;
    let _ = writeln!(
        std::io::stderr().lock(),
        "SKIPPED {n} (the PostgreSQL part of {test}): {why}; start a server with \
         `eval \"$(scripts/test-postgres.sh start)\"` to run it"
    );
    None
}

/// The URL of a new, empty database on the test server, or `None` when there is no server
/// (outside CI).
pub fn fresh_database(test: &str) -> Option<String> {
    let Ok(admin) = std::env::var("CASTALIA_TEST_PG_URL") else {
        return skip(test, "CASTALIA_TEST_PG_URL is not set");
    };
    let name = format!(
        "t_{}_{}_{}",
        test.chars()
            .map(|c| if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            })
            .take(30)
            .collect::<String>(),
        std::process::id(),
        NEXT.fetch_add(1, Ordering::SeqCst)
    );
    // On a thread of its own, so that async tests may call this too.
    let server = admin.clone();
    let create = format!("CREATE DATABASE {name}");
    let made = std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime");
        runtime.block_on(async {
            let (client, connection) =
                tokio_postgres::connect(&server, tokio_postgres::NoTls).await?;
            let driver = tokio::spawn(connection);
            let made = client.batch_execute(&create).await;
            drop(client);
            let _ = driver.await;
            made
        })
    })
    .join()
    .expect("the database-making thread");
    if let Err(e) = made {
        return skip(test, &format!("the server at {admin} cannot be used: {e}"));
    }
    let base = admin
        .rsplit_once('/')
        .map(|(base, _)| base.to_string())
        .unwrap_or(admin.clone());
    Some(format!("{base}/{name}"))
}
