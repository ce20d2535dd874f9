//! Bad replay files: cut short anywhere, corrupted, from another format
//! or world, or edited so that they no longer give the recorded game.
//! Each gives a clear error naming what is wrong and where (the byte),
//! never a panic; arbitrary bytes never panic the reader or the replay.

mod replay_robot;

use oxhack_game::game::NewGame;
use oxhack_game::replay::format::{Header, Record, Session, Start, encode_header, encode_record};
use oxhack_game::replay::{ReplayError, load, parse, run};
use oxhack_game::world::content::Content;
use proptest::prelude::*;

/// A short recorded robot game (hung up and restored once) and its bytes.
fn recorded(dir: &std::path::Path) -> Vec<u8> {
    let r = replay_robot::record(dir, 7, 150, Some(75));
    assert_eq!(r.sessions, 2, "the robot came back once");
    std::fs::read(&r.path).expect("the replay")
}

/// Runs the replay in `bytes`, from a file as `oxhack replay` would.
fn replay_bytes(bytes: &[u8]) -> Result<oxhack_game::replay::Outcome, ReplayError> {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("x.oxreplay");
    std::fs::write(&path, bytes).expect("write");
    run(load(&path)?, Content::embedded(), None)
}

#[test]
fn a_file_cut_short_gives_a_clear_error_or_an_unfinished_game() {
    let dir = tempfile::tempdir().expect("tempdir");
    let bytes = recorded(dir.path());
    let whole = parse(&bytes).expect("the whole file");
    assert!(whole.torn.is_none());
    // Where each record ends.
    let mut spans: Vec<(u64, u64, bool)> = Vec::new();
    for (i, p) in whole.records.iter().enumerate() {
        let end = whole.records.get(i + 1).map_or(whole.len, |n| n.offset);
        spans.push((p.offset, end, matches!(p.record, Record::Key(_) | Record::Gone)));
    }
    let first = whole.records[0].offset;
    let (mut torn, mut boundaries) = (0, Vec::new());
    for cut in 0..bytes.len() as u64 {
        let got = parse(&bytes[..cut as usize]);
        if cut == 0 {
            assert_eq!(got.err(), Some(ReplayError::NotAReplay));
        } else if cut < first {
            let e = got.expect_err("a cut header");
            assert_eq!(e.to_string(), "it is truncated: the file ends inside the header at byte 0");
        } else if let Some(&(start, _, _)) = spans.iter().find(|(s, e, _)| *s < cut && cut < *e) {
            let r = got.expect("the whole records are read");
            assert_eq!(r.len, start, "cut at {cut}");
            let what = r.torn.expect("the cut record is noticed");
            let kinds =
                ["key", "session start", "save record", "game-over record", "session end", "screen size record"];
            assert!(kinds.contains(&what.as_str()), "cut at {cut}: {what}");
            torn += 1;
        } else {
            let r = got.expect("a cut between records");
            assert!(r.torn.is_none() && r.len == cut, "cut at {cut}");
            boundaries.push(cut);
        }
    }
    assert!(torn > 50, "cuts inside records were tried ({torn})");
    // Through the file API: the error names the byte.
    let (start, end, _) = *spans.iter().find(|s| !s.2).expect("a framed record");
    let cut_file = dir.path().join("cut.oxreplay");
    std::fs::write(&cut_file, &bytes[..(start + end) as usize / 2]).expect("write");
    let e = load(&cut_file).expect_err("a cut file");
    assert!(e.to_string().starts_with("it is truncated") && e.to_string().contains(&format!("at byte {start}")), "{e}");
    // A cut between records is a game whose process was killed: it
    // replays to a game in progress; one with no session holds no game.
    assert_eq!(boundaries[0], first);
    let msg = replay_bytes(&bytes[..first as usize]).err().expect("no game").to_string();
    assert!(msg.ends_with("the replay holds no game (it ends after its header)"), "{msg}");
    for cut in boundaries[1..].iter().step_by(boundaries.len() / 8) {
        let out = replay_bytes(&bytes[..*cut as usize]).unwrap_or_else(|e| panic!("cut at {cut}: {e}"));
        assert!(out.ended().starts_with("in progress at turn"), "{}", out.ended());
    }
}

#[test]
fn a_corrupt_file_gives_a_clear_error() {
    let dir = tempfile::tempdir().expect("tempdir");
    let bytes = recorded(dir.path());
    let whole = parse(&bytes).expect("the whole file");
    let expect = |b: &[u8], what: &str| {
        let e = replay_bytes(b).err().unwrap_or_else(|| panic!("no error for {what}"));
        let msg = e.to_string();
        assert!(msg.contains(what), "{msg}");
        msg
    };
    // Not a replay, another format.
    let mut b = bytes.clone();
    b[0] = b'X';
    expect(&b, "not an OxHack replay file");
    let mut b = bytes.clone();
    b[8..12].copy_from_slice(&99u32.to_le_bytes());
    expect(&b, "written by replay format 99; this OxHack reads format 1");
    // A flipped bit in the header and in every framed record.
    let mut b = bytes.clone();
    b[20] ^= 0x10;
    expect(&b, "corrupt at byte 0: the header fails its checksum");
    let mut framed = 0;
    for p in &whole.records {
        if matches!(p.record, Record::Key(_) | Record::Gone) {
            continue;
        }
        let mut b = bytes.clone();
        b[p.offset as usize + 6] ^= 0x01;
        let msg = expect(&b, &format!("corrupt at byte {}: the ", p.offset));
        assert!(msg.ends_with("fails its checksum"), "{msg}");
        framed += 1;
    }
    assert!(framed >= 6, "sessions, saves and ends were corrupted ({framed})");
    // A byte that begins no record, a length no record has.
    let key = whole.records.iter().find(|p| matches!(p.record, Record::Key(_))).expect("a key");
    let mut b = bytes.clone();
    b[key.offset as usize] = 0xFF;
    expect(&b, &format!("corrupt at byte {}: 0xff begins no known record", key.offset));
    let saved = whole.records.iter().find(|p| matches!(p.record, Record::Saved(_))).expect("a save");
    let mut b = bytes.clone();
    b[saved.offset as usize + 1..saved.offset as usize + 5].copy_from_slice(&u32::MAX.to_le_bytes());
    expect(&b, &format!("corrupt at byte {}: the save record claims", saved.offset));
    // Keys after the game's last session.
    let mut b = bytes.clone();
    b.extend_from_slice(b"jjj");
    expect(&b, "a session start was expected after the session's end");
}

#[test]
fn a_replay_that_does_not_give_the_recorded_game_diverges() {
    let dir = tempfile::tempdir().expect("tempdir");
    let bytes = recorded(dir.path());
    let whole = parse(&bytes).expect("the whole file");
    // Searching longer before the first hang-up: the hang-up save differs.
    let gone = whole.records.iter().find(|p| p.record == Record::Gone).expect("a hang-up");
    let mut b = bytes[..gone.offset as usize].to_vec();
    b.extend_from_slice(b"ssssssssss");
    b.extend_from_slice(&bytes[gone.offset as usize..]);
    let e = replay_bytes(&b).err().expect("diverges");
    let msg = e.to_string();
    assert!(matches!(e, ReplayError::Diverged { .. }), "{msg}");
    assert!(msg.starts_with("the replay diverges at byte"), "{msg}");
    // A restore of a save the replay never made.
    let restore = whole
        .records
        .iter()
        .find(|p| matches!(&p.record, Record::Session(s) if matches!(s.start, Start::Restore { .. })))
        .expect("a restore");
    let Record::Session(mut s) = restore.record.clone() else { unreachable!() };
    s.start = Start::Restore { save: [7; 32] };
    let mut b = bytes[..restore.offset as usize].to_vec();
    b.extend_from_slice(&encode_record(&Record::Session(s)));
    let next = whole.records.iter().find(|p| p.offset > restore.offset).expect("more").offset;
    b.extend_from_slice(&bytes[next as usize..]);
    let msg = replay_bytes(&b).err().expect("diverges").to_string();
    assert!(msg.contains(&format!("diverges at byte {}", restore.offset)), "{msg}");
    assert!(msg.contains("the save restored here is not the replayed game's"), "{msg}");
    // Another world.
    let mut h = whole.header.clone();
    h.world.id = "0123456789abcdef".into();
    let mut b = encode_header(&h);
    b.extend_from_slice(&bytes[whole.records[0].offset as usize..]);
    let msg = replay_bytes(&b).err().expect("another world").to_string();
    assert!(msg.starts_with("it was recorded in another world"), "{msg}");
}

/// A valid start: the header of a quick game and its first session.
fn valid_start() -> Vec<u8> {
    let mut b = encode_header(&Header::of_new_game(&NewGame::quick(3)));
    let s = Session { start: Start::New, cols: 80, rows: 24, number_pad: false, messages: Vec::new() };
    b.extend_from_slice(&encode_record(&Record::Session(s)));
    b
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]
    #[test]
    fn arbitrary_bytes_never_panic_the_reader(data in proptest::collection::vec(any::<u8>(), 0..2048)) {
        let _ = parse(&data);
        let mut b = b"OXREPLAY".to_vec();
        b.extend_from_slice(&1u32.to_le_bytes());
        b.extend_from_slice(&data);
        let _ = parse(&b);
        let mut b = valid_start();
        b.extend_from_slice(&data);
        let _ = parse(&b);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn arbitrary_records_never_panic_the_replay(data in proptest::collection::vec(any::<u8>(), 0..96)) {
        let mut b = valid_start();
        b.extend_from_slice(&data);
        if let Ok(r) = parse(&b) {
            let _ = run(r, Content::embedded(), None);
        }
    }
}

#[test]
fn a_game_that_ends_elsewhere_than_recorded_diverges() {
    let dir = tempfile::tempdir().expect("tempdir");
    let r = (1..=20u64)
        .map(|seed| replay_robot::record(dir.path(), seed, 1_000, None))
        .find(|r| r.over)
        .expect("a robot whose game ends");
    let bytes = std::fs::read(&r.path).expect("the replay");
    let whole = parse(&bytes).expect("the whole file");
    let over = whole.records.iter().position(|p| matches!(p.record, Record::GameOver(_))).expect("the end");
    let at = whole.records[over].offset as usize;
    let next = whole.records[over + 1].offset as usize;
    // Without its game-over record, the recording goes on where the
    // replayed game ends.
    let mut b = bytes[..at].to_vec();
    b.extend_from_slice(&bytes[next..]);
    let msg = replay_bytes(&b).err().expect("diverges").to_string();
    assert!(msg.contains(&format!("diverges at byte {at}")), "{msg}");
    assert!(msg.contains("the replayed game ended (") && msg.ends_with("the recorded one goes on"), "{msg}");
    // With the game-over record earlier, the replayed game asks for a key
    // where the recorded one had ended.
    let key_before = whole.records[..over].iter().rposition(|p| matches!(p.record, Record::Key(_))).expect("a key");
    let early = whole.records[key_before].offset as usize;
    let mut b = bytes[..early].to_vec();
    b.extend_from_slice(&bytes[at..next]);
    b.extend_from_slice(&bytes[early..at]);
    b.extend_from_slice(&bytes[next..]);
    let msg = replay_bytes(&b).err().expect("diverges").to_string();
    assert!(msg.contains("the replayed one asks for a key"), "{msg}");
}
