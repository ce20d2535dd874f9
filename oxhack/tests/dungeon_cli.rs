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
    for needle in ["seer: ", "keep: ", "(tune ", "Portal to The Quest", "Floating branches"] {
        assert!(a.contains(needle), "missing {needle:?} in\n{a}");
    }
    // Every special level of OxHack's world has its level file.
    assert!(!a.contains("built as random levels"), "{a}");
    let (_, b, _) = run(&["dungeon", "--seed", "5"]);
    assert_eq!(a, b);
    let (_, c, _) = run(&["dungeon", "--seed", "6"]);
    assert_ne!(a, c);
}

#[test]
fn the_overview_of_seed_7_is_the_dungeon_of_game_7() {
    use oxhack_game::game::{Game, NewGame};
    for (args, wizard) in
        [(&["dungeon", "--seed", "7"][..], false), (&["dungeon", "--seed", "7", "--wizard"][..], true)]
    {
        let (ok, text, err) = run(args);
        assert!(ok, "{err}");
        let g = Game::new(NewGame { wizard, ..NewGame::quick(7) }).expect("game");
        let placed = format!("Seed 7\n\n{}", g.layout.overview());
        assert!(text.starts_with(&placed), "the game has\n{placed}\nthe overview says\n{text}");
        for l in &g.layout.levels {
            assert!(text.contains(&format!("\n  {}: {}", l.proto, g.layout.depth(l.dlevel))), "{} in\n{text}", l.proto);
        }
    }
    // The game of `oxhack -D --seed 7` had the Oracle on 9, the big hall
    // on 11 and the Mines on 3 to 10.
    let (_, text, _) = run(&["dungeon", "--seed", "7", "--wizard"]);
    for line in ["\n  seer: 9\n", "\n  hall: 11\n", "\nThe Gnomish Mines: levels 3 to 10\n"] {
        assert!(text.contains(line), "{line:?} not in\n{text}");
    }
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
