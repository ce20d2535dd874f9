//! Benchmark: random maze levels (`makemaz` without a level file), terrain
//! and wall modes, with no objects or monsters. Run with
//! `cargo bench -p oxhack-game --bench mkmaze`.

use criterion::{Criterion, criterion_group, criterion_main};
use oxhack_game::levelgen::mkmaze::{TerrainOnly, makemaz_random, set_wall_state};
use oxhack_game::objects::mkobj::LevelCtx;
use oxhack_game::rng::Rng;
use oxhack_game::world::level::{DLevel, Level};

fn random_maze(c: &mut Criterion) {
    let ctx = LevelCtx { uz: DLevel { dnum: 1, dlevel: 7 }, dunlevs: 20, ..LevelCtx::default() };
    let mut seed = 0u64;
    c.bench_function("makemaz random maze + set_wall_state", |b| {
        b.iter(|| {
            seed += 1;
            let mut lev = Level::new(ctx.uz);
            makemaz_random(&mut lev, &mut Rng::new(seed), &mut TerrainOnly, &ctx, false, None);
            set_wall_state(&mut lev);
            std::hint::black_box(lev)
        })
    });
}

criterion_group!(benches, random_maze);
criterion_main!(benches);
