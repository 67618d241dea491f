//! `tests/data/moves-*.txt`: `variant | FEN | uci | result`, the resulting FEN compared as a
//! string, `illegal` refused.

use crate::common;

use castalia_bot::rules::Position;

#[test]
fn move_vectors() {
    let mut checked = 0;
    for file in ["moves-castalia.txt"] {
        for line in common::data_lines(file) {
            let fields: Vec<&str> = line.split('|').map(str::trim).collect();
            assert_eq!(fields.len(), 4, "bad line {line}");
            let variant = common::variant(fields[0]);
            let pos =
                Position::from_fen(fields[1], variant).unwrap_or_else(|e| panic!("{line}: {e}"));
            let strict = pos.parse_uci(fields[2]);
            let typed = pos.parse_move(fields[2]);
            if fields[3] == "illegal" {
                assert!(strict.is_err(), "{line}: accepted {:?}", strict);
                assert!(typed.is_err(), "{line}: parse_move accepted {:?}", typed);
            } else {
                let mv = strict.unwrap_or_else(|e| panic!("{line}: {e}"));
                assert_eq!(typed.as_ref(), Ok(&mv), "{line}");
                let after = pos.play(&mv);
                assert_eq!(after.fen(), fields[3], "{line}");
                assert_eq!(after.hash(), after.compute_hash(), "{line}: hash");
            }
            checked += 1;
        }
    }
    assert!(checked >= 40);
}
