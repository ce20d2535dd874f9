//! Any bytes as a save file: a game or a clear `RestoreError`, never a
//! panic or a huge allocation. A game that loads must encode again to the
//! same payload.
#![no_main]
use libfuzzer_sys::fuzz_target;
use oxhack_game::save::{decode, encode};

fuzz_target!(|data: &[u8]| {
    if let Ok(g) = decode(data) {
        let again = encode(&g).expect("a restored game encodes");
        assert_eq!(decode(&again).map(|g2| encode(&g2).ok()).ok().flatten(), Some(again));
    }
});
