//! Test support: where the conformance material in `../shared` lives.
//!
//! Conformance tests read NetHack 3.6.7's own files from `../shared`
//! (beside the repository, never inside it). [`shared`] finds a folder
//! there: `$OXHACK_SHARED/<sub>` if that variable is set, else
//! `<workspace>/../shared/<sub>`. When the folder is missing, a test under
//! CI (`CI=true`) fails, and elsewhere it is skipped with one line naming
//! the folder it needs.

use std::path::PathBuf;

/// The workspace root (this crate lives in `compilers/testkit`).
pub fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The shared folder `sub` (e.g. `corpus/nethack-3.6.7/dat`), or `None`
/// after printing a skip line. Panics under CI when it is missing, since
/// a conformance suite that silently skips proves nothing.
pub fn shared(sub: &str) -> Option<PathBuf> {
    let base =
        std::env::var_os("OXHACK_SHARED").map(PathBuf::from).unwrap_or_else(|| workspace_root().join("../shared"));
    let dir = base.join(sub);
    if dir.is_dir() {
        return Some(dir);
    }
    let in_ci = std::env::var("CI").is_ok_and(|v| v == "true" || v == "1");
    assert!(!in_ci, "CI: conformance material missing: {} (set OXHACK_SHARED)", dir.display());
    println!("skipped: needs ../shared/{sub} (set OXHACK_SHARED)");
    None
}

/// The golden outputs of NetHack 3.6.7's tools.
pub fn golden() -> Option<PathBuf> {
    shared("golden/nethack-3.6.7")
}

/// NetHack 3.6.7's own `dat/` sources.
pub fn corpus() -> Option<PathBuf> {
    shared("corpus/nethack-3.6.7/dat")
}

/// Benchmark support: runs `f` `runs` times (after one warm-up run) and
/// returns the sorted durations; benches print the median with [`report`].
pub fn time_runs(runs: usize, mut f: impl FnMut()) -> Vec<std::time::Duration> {
    f();
    let mut times: Vec<_> = (0..runs.max(1))
        .map(|_| {
            let t = std::time::Instant::now();
            f();
            t.elapsed()
        })
        .collect();
    times.sort();
    times
}

/// One line: median, fastest and slowest of sorted `times`.
pub fn report(what: &str, times: &[std::time::Duration]) -> String {
    let median = times[times.len() / 2];
    format!(
        "{what}: median {:.3} ms (min {:.3}, max {:.3}, {} runs)",
        median.as_secs_f64() * 1e3,
        times[0].as_secs_f64() * 1e3,
        times[times.len() - 1].as_secs_f64() * 1e3,
        times.len()
    )
}
