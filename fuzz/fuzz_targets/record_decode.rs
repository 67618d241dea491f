//! Decoding stored records as the game store does (`{"schema":1,"record":...}` through
//! serde_json): any bytes are refused or decoded, and a decoded game's moves replay (or are
//! reported damaged) without a panic.

#![no_main]

use castalia_bot::game::model::{Challenge, Game, Player};
use libfuzzer_sys::fuzz_target;
use serde::Deserialize;

/// The store's envelope (`game::store`), mirrored: the store keeps it private.
#[derive(Deserialize)]
struct Envelope<T> {
    #[allow(dead_code)]
    schema: u32,
    record: T,
}

fuzz_target!(|data: &[u8]| {
    if let Ok(envelope) = serde_json::from_slice::<Envelope<Game>>(data) {
        let game = envelope.record;
        if let Ok(record) = game.record() {
            assert_eq!(record.moves().len(), game.moves.len());
            if let Some((before, mv)) = game.last_move(&record) {
                assert_eq!(&before.play(&mv), record.position());
            }
        }
        let _ = game.title();
        let _ = game.bot_level();
    }
    if let Ok(envelope) = serde_json::from_slice::<Envelope<Challenge>>(data) {
        let _ = envelope.record.options.start_position();
    }
    if let Ok(envelope) = serde_json::from_slice::<Envelope<Player>>(data) {
        let player = envelope.record;
        for variant in castalia_bot::rules::Variant::ALL {
            let _ = player.stats(variant).rating.display();
        }
    }
});
