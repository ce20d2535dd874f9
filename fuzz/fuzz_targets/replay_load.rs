//! Any bytes as a replay file: a replay or a clear `ReplayError`, never a
//! panic. The bytes are tried as a whole file, and as the records after a
//! well-formed header and first session (so that the record reader and
//! the replay itself, which plays whatever keys the bytes hold, are
//! reached).
#![no_main]
use libfuzzer_sys::fuzz_target;
use oxhack_game::game::NewGame;
use oxhack_game::replay::format::{Header, Record, Session, Start, encode_header, encode_record};
use oxhack_game::replay::{parse, run};
use oxhack_game::world::content::Content;

fuzz_target!(|data: &[u8]| {
    let _ = parse(data);
    let mut file = encode_header(&Header::of_new_game(&NewGame::quick(1)));
    let s = Session { start: Start::New, cols: 80, rows: 24, number_pad: false, messages: Vec::new() };
    file.extend_from_slice(&encode_record(&Record::Session(s)));
    file.extend_from_slice(data);
    if let Ok(r) = parse(&file) {
        let _ = run(r, Content::embedded(), None);
    }
});
