//! Benchmark: the studio's `POST /api/build` handler on NetHack 3.6.7's
//! castle.des (compile, build, preview JSON), as the page calls it on every
//! edit, with Criterion, then print the median time per request. The page
//! wants it well under 100 ms. Run with `cargo bench -p oxhack --bench
//! studio` (needs ../shared or OXHACK_SHARED for the corpus).

#[allow(dead_code, unused_imports)]
#[path = "../src/studio/mod.rs"]
mod studio;

use criterion::Criterion;
use std::hint::black_box;

fn main() {
    let Some(dir) = oxhack_testkit::corpus() else { return };
    let Ok(castle) = std::fs::read_to_string(dir.join("castle.des")) else {
        println!("skipped: no castle.des in {}", dir.display());
        return;
    };
    let folder = tempfile::tempdir().expect("a temporary folder");
    let state = studio::routes::Studio::new(folder.path(), None).expect("the studio's state");
    let body = serde_json::json!({ "text": castle, "seed": 42 }).to_string().into_bytes();
    let once = || {
        let reply = studio::routes::handle(&state, "POST", "/api/build", &body);
        assert_eq!(reply.status, 200);
        reply
    };
    let first: serde_json::Value = serde_json::from_slice(&once().body).expect("JSON");
    assert_eq!(first["ok"], true, "castle.des builds: {first}");

    let mut c = Criterion::default().configure_from_args();
    c.bench_function("studio POST /api/build castle.des", |b| b.iter(|| black_box(once())));
    c.final_summary();
    let times = oxhack_testkit::time_runs(30, || {
        black_box(once());
    });
    println!("{}", oxhack_testkit::report("studio: POST /api/build of castle.des (compile + build + preview)", &times));
}
