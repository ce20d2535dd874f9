//! Replays of robot games: 50 recorded wizard-mode robot games (half of
//! them hung up and restored every 250 turns) play back headless to the
//! very same game, byte for byte of the save encoding, and the reported
//! state hash is the saved game's.

mod replay_robot;

use oxhack_game::replay::{load, run, save_hash};
use oxhack_game::world::content::Content;

#[test]
fn fifty_recorded_robot_games_replay_to_identical_saves() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut turns, mut keys, mut restores, mut ended) = (0i64, 0usize, 0usize, 0usize);
    for seed in 1..=50u64 {
        let every = (seed % 2 == 0).then_some(250);
        let r = replay_robot::record(dir.path(), seed, 1_000, every);
        let replay = load(&r.path).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let out = run(replay, Content::embedded(), None).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
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
    eprintln!("replayed 50 robot games: {turns} turns, {keys} keys, {restores} restores, {ended} ended");
    assert!(restores >= 25, "restores were exercised ({restores})");
}
