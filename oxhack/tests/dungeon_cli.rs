//! `oxhack dungeon`: the overview a seed gives, reproducible.

use std::process::Command;

fn run(args: &[&str]) -> (bool, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_oxhack")).args(args).output().unwrap();
    (
        o.status.success(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn our_dungeon_overview_is_reproducible() {
    let (ok, a, _) = run(&["dungeon", "--seed", "5"]);
    assert!(ok);
    assert!(a.starts_with("Seed 5\n\nThe Dungeons of Doom: levels 1 to "), "{a}");
    for needle in ["seer: ", "keep: ", "(tune ", "Portal to The Quest", "Floating branches", "built as random levels"] {
        assert!(a.contains(needle), "missing {needle:?} in\n{a}");
    }
    let (_, b, _) = run(&["dungeon", "--seed", "5"]);
    assert_eq!(a, b);
    let (_, c, _) = run(&["dungeon", "--seed", "6"]);
    assert_ne!(a, c);
}

#[test]
fn reads_nethacks_description_in_any_form() {
    let Some(golden) = oxhack_testkit::golden() else { return };
    let Some(corpus) = oxhack_testkit::corpus() else { return };
    let bin = run(&["dungeon", "--seed", "9", "--file", golden.join("dungeon").to_str().unwrap()]);
    let def = run(&["dungeon", "--seed", "9", "--file", corpus.join("dungeon.def").to_str().unwrap()]);
    assert!(bin.0 && def.0, "{} {}", bin.2, def.2);
    assert_eq!(bin.1, def.1);
    assert!(bin.1.contains("oracle: ") && bin.1.contains("Sokoban: levels"), "{}", bin.1);
}

#[test]
fn a_broken_description_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("bad.def");
    std::fs::write(&p, "DUNGEON: \"A\" \"AB\" (3, 0)\n").unwrap();
    let (ok, _, err) = run(&["dungeon", "--file", p.to_str().unwrap()]);
    assert!(!ok);
    assert!(err.contains("bones marker") && err.contains("bad.def:1:"), "{err}");
}
