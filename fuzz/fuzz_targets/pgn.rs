//! PGN reading: a PGN that reads must write back (with `write_pgn`) to a PGN that reads again
//! with the same start, the same moves and the same player names.

#![no_main]

use castalia_bot::rules::pgn::{read_pgn, write_pgn, PgnHeaders};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(game) = read_pgn(text) else {
        return;
    };
    let headers = PgnHeaders {
        white: game.tag("White").map(str::to_string),
        black: game.tag("Black").map(str::to_string),
        ..PgnHeaders::default()
    };
    let written = write_pgn(&game.record, None, &headers);
    let again = read_pgn(&written)
        .unwrap_or_else(|e| panic!("written PGN does not read back: {e}\n{written}"));
    assert_eq!(again.record.start(), game.record.start(), "{written}");
    assert_eq!(again.record.moves(), game.record.moves(), "{written}");
    assert_eq!(again.record.position(), game.record.position(), "{written}");
    assert_eq!(again.tag("White"), headers.white.as_deref(), "{written}");
    assert_eq!(again.tag("Black"), headers.black.as_deref(), "{written}");
});
