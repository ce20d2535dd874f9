//! Benchmark: `vision_recalc` as it runs after every step of the hero,
//! walking back and forth across the first level of a new game. Prints
//! the mean time of one recalculation. Run with
//! `cargo bench -p oxhack-game --bench vision`.

use criterion::{Criterion, criterion_group, criterion_main};
use oxhack_game::game::Game;
use oxhack_game::game::NewGame;

fn recalc(c: &mut Criterion) {
    let mut g = Game::new(NewGame::quick(11)).expect("game");
    let spots: Vec<(i32, i32)> = oxhack_game::world::level::Level::positions()
        .filter(|&(x, y)| oxhack_game::world::level::accessible(g.lev.typ(x, y)))
        .step_by(5)
        .collect();
    let mut k = 0usize;
    let start = std::time::Instant::now();
    let n = 20_000;
    for _ in 0..n {
        k = (k + 1) % spots.len().max(1);
        if let Some(&(x, y)) = spots.get(k) {
            g.u.ux = x;
            g.u.uy = y;
        }
        g.vision_recalc();
    }
    println!("vision_recalc: {:.2} µs per recalculation", start.elapsed().as_secs_f64() * 1e6 / n as f64);
    c.bench_function("vision_recalc after a step", |b| {
        b.iter(|| {
            k = (k + 1) % spots.len().max(1);
            if let Some(&(x, y)) = spots.get(k) {
                g.u.ux = x;
                g.u.uy = y;
            }
            g.vision_recalc();
            std::hint::black_box(g.vis.viz[0])
        })
    });
}

criterion_group!(benches, recalc);
criterion_main!(benches);
