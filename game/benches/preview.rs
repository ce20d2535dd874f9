//! Benchmark: the studio's and `oxhack levgen`'s preview path for
//! NetHack 3.6.7's castle (the largest level): compile the `.des`, build
//! it for a seed, make the structured preview, render it as text; each
//! stage and the whole, median of 50 runs. Run with
//! `cargo bench -p oxhack-game --bench preview`.

use oxhack_game::levelgen::levgen::{compile_des, generate, screen};
use oxhack_game::levelgen::preview_text::render_text;
use oxhack_testkit::{corpus, report, time_runs};
use std::hint::black_box;

fn main() {
    let Some(dat) = corpus() else {
        println!("preview bench: ../shared/corpus/nethack-3.6.7/dat is missing; nothing to time");
        return;
    };
    let text = std::fs::read_to_string(dat.join("castle.des")).expect("castle.des");
    let (name, program) = compile_des("castle.des", &text).expect("compiles").levels.remove(0);
    let built = generate(&name, program.clone(), 1).expect("builds");
    let p = screen(&built);
    println!("{}", report("castle: compile", &time_runs(50, || drop(black_box(compile_des("castle.des", &text))))));
    let mut seed = 0;
    println!(
        "{}",
        report(
            "castle: build",
            &time_runs(50, || {
                seed += 1;
                drop(black_box(generate(&name, program.clone(), seed)))
            })
        )
    );
    println!("{}", report("castle: screen (structured preview)", &time_runs(50, || drop(black_box(screen(&built))))));
    println!("{}", report("castle: render_text", &time_runs(50, || drop(black_box(render_text(&p, true))))));
    let mut seed = 0;
    println!(
        "{}",
        report(
            "castle: compile + build + preview + text",
            &time_runs(50, || {
                seed += 1;
                let l = compile_des("castle.des", &text).expect("compiles").levels.remove(0);
                let b = generate(&l.0, l.1, seed).expect("builds");
                drop(black_box(render_text(&screen(&b), true)))
            })
        )
    );
}
