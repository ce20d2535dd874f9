//! Benchmark: interpret all 120 golden `.lev` programs of NetHack 3.6.7
//! with the recording host. Prints the median time of each level, then
//! criterion's figures for the whole set. Run with
//! `cargo bench -p oxhack-vm`.

use criterion::Criterion;
use oxhack_vm::{Interpreter, Program, RecordingHost, Verified, verify};
use std::hint::black_box;

fn golden() -> Option<Vec<Verified>> {
    let dir = oxhack_testkit::golden()?.join("lev");
    let mut files: Vec<_> = std::fs::read_dir(dir).ok()?.flatten().map(|e| e.path()).collect();
    files.sort();
    let progs = files
        .iter()
        .map(|f| {
            let name = f.file_stem().and_then(|s| s.to_str()).unwrap_or("?").to_string();
            let bytes = std::fs::read(f).expect("readable");
            let p = Program::decode(&bytes).expect("golden loads");
            verify(p, &name).expect("golden verifies")
        })
        .collect();
    Some(progs)
}

fn run(interp: &Interpreter, v: &Verified, seed: u64) {
    let mut host = RecordingHost::new(seed);
    black_box(interp.run(v, &mut host).expect("golden runs"));
}

fn main() {
    let Some(progs) = golden() else { return };
    let interp = Interpreter::default();
    for v in &progs {
        let times = oxhack_testkit::time_runs(30, || run(&interp, v, 1));
        println!("{}", oxhack_testkit::report(&format!("interp {:<10}", v.level()), &times));
    }
    let mut c = Criterion::default()
        .sample_size(20)
        .warm_up_time(std::time::Duration::from_millis(500))
        .measurement_time(std::time::Duration::from_secs(3))
        .configure_from_args();
    c.bench_function("interp: all 120 golden levels, seed 1", |b| {
        b.iter(|| {
            for v in &progs {
                run(&interp, v, 1);
            }
        })
    });
    c.final_summary();
}
