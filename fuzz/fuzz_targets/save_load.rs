//! Any bytes as a save file: a game or a clear `RestoreError`, never a
//! panic or a huge allocation. The bytes are tried as a whole file, and
//! as the game data inside a well-formed header (right magic, version,
//! length and checksum) so that the decoder itself is reached. A game
//! that loads must encode again to bytes that load to the same game.
#![no_main]
use libfuzzer_sys::fuzz_target;
use oxhack_game::save::{MAGIC, SAVE_VERSION, decode, encode};

fn check(bytes: &[u8]) {
    if let Ok(g) = decode(bytes) {
        let again = encode(&g).expect("a restored game encodes");
        let g2 = decode(&again).expect("a re-encoded game loads");
        assert_eq!(encode(&g2).expect("encodes"), again);
    }
}

fuzz_target!(|data: &[u8]| {
    check(data);
    let mut file = Vec::with_capacity(data.len() + 24);
    file.extend_from_slice(MAGIC);
    file.extend_from_slice(&SAVE_VERSION.to_le_bytes());
    file.extend_from_slice(&(data.len() as u64).to_le_bytes());
    file.extend_from_slice(&crc32fast::hash(data).to_le_bytes());
    file.extend_from_slice(data);
    check(&file);
});
