//! The committed replays of issue 18 (`game/tests/data/*.oxreplay`), each
//! played headless by the real binary as `oxhack replay --check FILE`:
//! the wizard ascension ends `ascended`, the level-one hero turned away by
//! the quest leader ends `quit` (after the expulsion), the Amulet stolen
//! by the Wizard of Yendor and taken back ends `quit`.
//!
//! The files are regenerated from their key tapes as the notes of
//! `game/tests/replays.rs` say:
//!
//! ```text
//! OXHACK_WRITE_ASCENSION_KEYS=game/tests/data/ascension_1867.keys \
//!     cargo test -p oxhack-game --test endgame a_wizard
//! OXHACK_WRITE_REPLAY_KEYS=1 cargo test -p oxhack-game --test robot_games
//! OXHACK_BLESS=1 cargo test -p oxhack-game --test replays
//! ```

use std::path::{Path, PathBuf};

fn committed(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../game/tests/data").join(name)
}

/// `oxhack replay --check FILE` in an empty home: (success, stdout, stderr).
fn check(file: &Path) -> (bool, String, String) {
    let home = tempfile::tempdir().expect("tempdir");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_oxhack"))
        .args(["replay", "--check"])
        .arg(file)
        .env("HOME", home.path())
        .env("XDG_DATA_HOME", home.path().join("data"))
        .env_remove("OXHACKDIR")
        .output()
        .expect("oxhack runs");
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

#[test]
fn the_committed_replays_check_to_their_endings() {
    for (file, ending) in [
        ("wizard-ascension-1867.oxreplay", "ended: ascended"),
        ("quest-rejected-level1-1870.oxreplay", "ended: quit"),
        ("wizard-amulet-theft-1871.oxreplay", "ended: quit"),
    ] {
        let (ok, report, err) = check(&committed(file));
        assert!(ok, "{file}: replay --check failed: {err}\n{report}");
        assert_eq!(report.lines().last(), Some(ending), "{file}: {report}");
        assert!(report.contains("seed "), "{file}: the report names the game: {report}");
    }
}
