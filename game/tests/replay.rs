//! Replays of robot games: 50 recorded wizard-mode robot games (half of
//! them hung up and restored every 250 turns) play back headless to the
//! very same game, byte for byte of the save encoding, and the reported
//! state hash is the saved game's. A restored game whose save the replay
//! does not reach carries that save in the file, and still replays.

mod replay_robot;

use oxhack_game::replay::format::Start;
use oxhack_game::replay::{Recording, load, run, save_hash};
use oxhack_game::world::content::Content;
use std::sync::Arc;
use std::sync::atomic::AtomicI64;

#[test]
fn fifty_recorded_robot_games_replay_to_identical_saves() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut turns, mut keys, mut restores, mut ended) = (0i64, 0usize, 0usize, 0usize);
    let mut replaying = std::time::Duration::ZERO;
    for seed in 1..=50u64 {
        let every = (seed % 2 == 0).then_some(250);
        let r = replay_robot::record(dir.path(), seed, 1_000, every);
        let replay = load(&r.path).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let t0 = std::time::Instant::now();
        let out = run(replay, Content::embedded(), None).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        replaying += t0.elapsed();
        assert_eq!(out.sessions, r.sessions, "seed {seed}: sessions");
        assert_eq!(out.snapshots, 0, "seed {seed}: every restore is reached by the replay");
        assert_eq!(out.game.moves, r.moves, "seed {seed}: turns");
        let bytes = oxhack_game::save::encode(&out.game).expect("encode");
        assert!(bytes == r.bytes, "seed {seed}: the replayed game differs from the recorded one");
        if !r.over {
            assert_eq!(out.hash, save_hash(&r.bytes), "seed {seed}: the hash is the save's");
            assert_eq!(out.ended(), format!("in progress at turn {}", r.moves));
        } else {
            ended += 1;
            assert!(r.path.parent().is_some_and(|p| p.ends_with("replays")), "a finished game's replay is kept");
        }
        turns += r.moves;
        keys += out.keys;
        restores += r.sessions - 1;
    }
    eprintln!(
        "replayed 50 robot games: {turns} turns, {keys} keys, {restores} restores, {ended} ended, in {replaying:?}"
    );
    assert!(restores >= 25, "restores were exercised ({restores})");
}

#[test]
fn a_save_the_replay_does_not_reach_is_carried_in_the_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let r = replay_robot::record(dir.path(), 11, 60, None);
    assert!(!r.over, "the robot lives 60 turns");
    // The game goes on unrecorded (as if its replay had been lost), then
    // is saved and restored: the replay cannot reach that save.
    let mut g = oxhack_game::save::decode(&r.bytes).expect("decode");
    let turn = Arc::new(AtomicI64::new(0));
    g.set_term(replay_robot::robot(99, &turn, 90));
    replay_robot::play(&mut g, &turn);
    let bytes = oxhack_game::save::encode(&g).expect("encode");
    let mut g = oxhack_game::save::decode(&bytes).expect("decode");
    let (rec, start) = Recording::resume(&r.path, &g, &bytes).expect("resume");
    assert_eq!(start, Start::Snapshot { save: bytes.clone() });
    rec.attach(&mut g, replay_robot::robot(100, &turn, 120), false);
    rec.begin(&mut g, start, false, Vec::new());
    replay_robot::play(&mut g, &turn);
    rec.end(&mut g);
    let last = oxhack_game::save::encode(&g).expect("encode");
    let out = run(load(&r.path).expect("load"), Content::embedded(), None).expect("replays");
    assert_eq!((out.sessions, out.snapshots), (2, 1));
    assert!(oxhack_game::save::encode(&out.game).expect("encode") == last, "the replayed game is the game");
    // Without a replay at all, a restored game starts one from its save.
    let path = dir.path().join("fresh.oxreplay");
    let mut g = oxhack_game::save::decode(&last).expect("decode");
    let (rec, start) = Recording::resume(&path, &g, &last).expect("a new replay");
    assert!(matches!(start, Start::Snapshot { .. }));
    rec.attach(&mut g, replay_robot::robot(101, &turn, 150), false);
    rec.begin(&mut g, start, false, Vec::new());
    replay_robot::play(&mut g, &turn);
    rec.end(&mut g);
    let out = run(load(&path).expect("load"), Content::embedded(), None).expect("replays");
    assert_eq!((out.sessions, out.snapshots), (1, 1));
    assert_eq!(out.hash, save_hash(&oxhack_game::save::encode(&g).expect("encode")));
}
