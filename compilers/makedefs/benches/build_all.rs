//! Benchmark: build every table and text database makedefs makes, in one
//! process, and print the median times. Run with `cargo bench -p makedefs`.
//!
//! Measured: OxHack's tables from `dat/*.def`; OxHack's text databases
//! (rumors, oracles, epitaphs, engravings, hallucinatory names); and, when
//! `../shared` is present, NetHack 3.6.7's six text modes on its corpus.

use makedefs::compat::{self, Mode};
use oxhack_diag::Sources;
use std::path::{Path, PathBuf};

fn dat() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../dat")
}

fn main() {
    let out = tempfile::tempdir().expect("temp dir");
    let ours = [Mode::Rumors, Mode::Oracles, Mode::Strings];
    let build_tables = || {
        let mut s = Sources::new();
        std::hint::black_box(makedefs::tables::run(&dat(), out.path(), &mut s).expect("tables build"));
    };
    let build_texts = |dir: &Path, modes: &[Mode]| {
        let mut s = Sources::new();
        for &m in modes {
            std::hint::black_box(compat::build(m, dir, &mut s).expect("text database builds"));
        }
    };
    let t = oxhack_testkit::time_runs(30, build_tables);
    println!("{}", oxhack_testkit::report("makedefs --tables (dat/*.def)", &t));
    let t = oxhack_testkit::time_runs(30, || build_texts(&dat(), &ours));
    println!("{}", oxhack_testkit::report("OxHack text databases (-r -h -s)", &t));
    let t = oxhack_testkit::time_runs(30, || {
        build_tables();
        build_texts(&dat(), &ours);
    });
    println!("{}", oxhack_testkit::report("all of OxHack's tables and text databases", &t));
    if let Some(corpus) = oxhack_testkit::corpus() {
        let t = oxhack_testkit::time_runs(30, || build_texts(&corpus, &Mode::ALL));
        println!("{}", oxhack_testkit::report("NetHack 3.6.7 corpus, all six text modes", &t));
    }
}
