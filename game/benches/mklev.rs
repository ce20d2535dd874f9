//! Benchmark: build ordinary room-and-corridor levels (`MkLev::mklev`)
//! and Mines-style caves (`MkLev::mkmap`) with Criterion, then print the
//! median time per level. Run with `cargo bench -p oxhack-game --bench mklev`.

use criterion::Criterion;
use oxhack_game::levelgen::mklev::{LevelPlan, MkLev, NoHooks};
use oxhack_game::levelgen::mkmap::InitLev;
use oxhack_game::objects::mkobj::LevelCtx;
use oxhack_game::rng::Rng;
use oxhack_game::world::level::{DLevel, Level};
use std::hint::black_box;

fn ctx(dlevel: i32) -> LevelCtx {
    LevelCtx { difficulty: dlevel, depth: dlevel, uz: DLevel { dnum: 0, dlevel }, dunlevs: 29, ..LevelCtx::default() }
}

fn one_level(seed: u64) -> Level {
    let dlevel = 2 + (seed % 20) as i32;
    let mut lev = Level::new(DLevel { dnum: 0, dlevel });
    let mut rng = Rng::new(seed);
    MkLev::new(&mut lev, &mut rng, ctx(dlevel))
        .mklev(&mut NoHooks, &LevelPlan { medusa_depth: 24, ..LevelPlan::default() });
    lev
}

fn one_cave(seed: u64) -> Level {
    let mut lev = Level::new(DLevel { dnum: 2, dlevel: 3 });
    let mut rng = Rng::new(seed);
    MkLev::new(&mut lev, &mut rng, ctx(3)).mkmap(&InitLev::default());
    lev
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    let mut seed = 0u64;
    c.bench_function("mklev ordinary level", |b| {
        b.iter(|| {
            seed += 1;
            black_box(one_level(seed))
        })
    });
    c.bench_function("mkmap joined cave", |b| {
        b.iter(|| {
            seed += 1;
            black_box(one_cave(seed))
        })
    });
    c.final_summary();
    let mut s = 0u64;
    let times = oxhack_testkit::time_runs(1000, || {
        s += 1;
        black_box(one_level(s));
    });
    println!("{}", oxhack_testkit::report("mklev: one ordinary level", &times));
    let times = oxhack_testkit::time_runs(1000, || {
        s += 1;
        black_box(one_cave(s));
    });
    println!("{}", oxhack_testkit::report("mkmap: one joined cave", &times));
}
