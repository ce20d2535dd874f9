//! Benchmark: build each of NetHack 3.6.7's 120 compiled special levels
//! for 100 seeds with the special-level builder (`sp_lev`), and OxHack's
//! random room-and-corridor and maze levels, then print the median time
//! per level. Run with `cargo bench -p oxhack-game --bench sp_lev`.

use oxhack_game::levelgen::sp_lev::build_level;
use oxhack_game::objects::mkobj::{LevelCtx, MkCtx, ObjGen};
use oxhack_game::rng::Rng;
use oxhack_game::world::level::DLevel;
use oxhack_tables::tables;
use oxhack_vm::{Program, verify};
use std::time::{Duration, Instant};

fn main() {
    let Some(golden) = oxhack_testkit::golden() else {
        println!("sp_lev bench: ../shared/golden/nethack-3.6.7 is missing; nothing to time");
        return;
    };
    let mut files: Vec<_> =
        std::fs::read_dir(golden.join("lev")).expect("lev folder").flatten().map(|e| e.path()).collect();
    files.sort();
    let t = tables();
    let hero = oxhack_game::world::hero::Hero::default();
    let mut all: Vec<Duration> = Vec::new();
    let mut worst: Vec<(Duration, String)> = Vec::new();
    for f in &files {
        let name = f.file_stem().and_then(|s| s.to_str()).unwrap_or("?").to_string();
        let v =
            verify(Program::decode(&std::fs::read(f).expect("readable")).expect("decodes"), &name).expect("verifies");
        let mut times = Vec::with_capacity(100);
        for seed in 1..=100u64 {
            let mut rng = Rng::new(seed);
            let os = oxhack_game::objects::o_init::init_objects(t, &mut rng);
            let mut og = ObjGen::new(t);
            let uz = DLevel { dnum: 0, dlevel: 10 };
            let lvl = LevelCtx { difficulty: 10, depth: 10, uz, dunlevs: 30, special: true, ..Default::default() };
            let mut c = MkCtx {
                t,
                os: &os,
                og: &mut og,
                rng: &mut rng,
                hero: &hero,
                lvl,
                texts: oxhack_game::world::content::Content::embedded_texts(),
            };
            let start = Instant::now();
            let built = build_level(&mut c, uz, &v).expect("builds");
            times.push(start.elapsed());
            std::hint::black_box(built);
        }
        times.sort();
        worst.push((times[times.len() / 2], name));
        all.extend(times);
    }
    all.sort();
    worst.sort();
    let median = all[all.len() / 2];
    println!(
        "sp_lev: {} levels x 100 seeds = {} builds; median {:.3} ms per level (p90 {:.3} ms, max {:.3} ms)",
        files.len(),
        all.len(),
        median.as_secs_f64() * 1e3,
        all[all.len() * 9 / 10].as_secs_f64() * 1e3,
        all[all.len() - 1].as_secs_f64() * 1e3
    );
    let slowest: Vec<String> =
        worst.iter().rev().take(5).map(|(d, n)| format!("{n} {:.3} ms", d.as_secs_f64() * 1e3)).collect();
    println!("slowest medians: {}", slowest.join(", "));
    for (kind, label) in [
        (oxhack_game::levelgen::levgen::RandomKind::Rooms, "random rooms"),
        (oxhack_game::levelgen::levgen::RandomKind::Maze, "random maze"),
    ] {
        let times = oxhack_testkit::time_runs(200, {
            let mut seed = 0;
            move || {
                seed += 1;
                std::hint::black_box(oxhack_game::levelgen::levgen::random_level(seed, 8, kind));
            }
        });
        println!("{}", oxhack_testkit::report(&format!("{label} level (with game setup)"), &times));
    }
}
