//! Benchmark: what recording costs and how fast `oxhack replay --check`
//! is. 20 wizard-mode robot games of up to 2,000 turns (hung up and
//! restored every 500) are played plain, then recorded (every key written
//! to the file as it is read, every save hashed), then replayed headless
//! from their files (every save and session end checked). Prints turns
//! per second of each. Run with `cargo bench -p oxhack-game --bench replay`.

#[path = "../tests/replay_robot/mod.rs"]
mod replay_robot;

use oxhack_game::game::{Game, NewGame};
use oxhack_game::replay::{load, run};
use oxhack_game::world::content::Content;
use std::sync::Arc;
use std::sync::atomic::AtomicI64;
use std::time::{Duration, Instant};

fn main() {
    let dir = tempfile::tempdir().expect("tempdir");
    let seeds = 1..=20u64;
    // Plain play, unrecorded, to the same turns.
    let (mut plain, mut plain_turns) = (Duration::ZERO, 0i64);
    for seed in seeds.clone() {
        let mut g = Game::new(NewGame { wizard: true, ..NewGame::quick(seed) }).expect("new game");
        let turn = Arc::new(AtomicI64::new(0));
        g.set_term(replay_robot::robot(seed, &turn, 2_000));
        let t0 = Instant::now();
        replay_robot::play(&mut g, &turn);
        plain += t0.elapsed();
        plain_turns += g.moves;
    }
    let (mut recording, mut replaying) = (Duration::ZERO, Duration::ZERO);
    let (mut turns, mut keys, mut bytes) = (0i64, 0usize, 0u64);
    for seed in seeds {
        let t0 = Instant::now();
        let r = replay_robot::record(dir.path(), seed, 2_000, Some(500));
        recording += t0.elapsed();
        bytes += std::fs::metadata(&r.path).map_or(0, |m| m.len());
        let t0 = Instant::now();
        let out = run(load(&r.path).expect("load"), Content::embedded(), None).expect("replays");
        replaying += t0.elapsed();
        assert!(oxhack_game::save::encode(&out.game).expect("encode") == r.bytes);
        turns += r.moves;
        keys += out.keys;
    }
    let per_s = |d: Duration| turns as f64 / d.as_secs_f64();
    println!("{turns} turns, {keys} keys, {bytes} bytes of replay files in 20 games");
    let plain_tps = plain_turns as f64 / plain.as_secs_f64();
    println!("plain play:     {plain_turns} turns in {:.3} s = {plain_tps:.0} turns/s", plain.as_secs_f64());
    println!("recorded play:  {:.3} s = {:.0} turns/s", recording.as_secs_f64(), per_s(recording));
    println!("replay --check: {:.3} s = {:.0} turns/s", replaying.as_secs_f64(), per_s(replaying));
}
