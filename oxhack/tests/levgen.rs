//! `oxhack levgen` as a level author uses it: warnings before the map,
//! the status map and legends that tell secret doors, door states, light,
//! monster status and water/moat/lava/tree/corridor apart, MAP-relative
//! coordinates, `--depth` checked and applied, `--seeds A..B`, and colour
//! on a terminal.

mod pty;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The preview suites' level, shared with `game/tests/levgen_preview.rs`.
const LEVEL: &str = include_str!("../../game/tests/data/levgen_preview.des");

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, text).expect("write");
    p
}

fn levgen(args: &[&str], file: Option<&Path>) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_oxhack"));
    c.arg("levgen").args(args);
    if let Some(f) = file {
        c.arg(f);
    }
    c.output().expect("run oxhack")
}

fn text(o: &[u8]) -> String {
    String::from_utf8_lossy(o).into_owned()
}

#[test]
fn warnings_come_before_the_map() {
    let dir = tempfile::tempdir().expect("tempdir");
    let f = write(
        dir.path(),
        "warn.des",
        &LEVEL.replace("TRAP:", "CONTAINER: ('(', \"chest\"), (2,1) { }\nOBJECT: '?', (2,1)\nTRAP:"),
    );
    let o = levgen(&["--seed", "1"], Some(&f));
    assert!(o.status.success(), "{}", text(&o.stderr));
    let err = text(&o.stderr);
    assert!(err.contains("warning") && err.contains("warn.des:22:"), "{err}");
    assert!(err.contains("CONTAINER just above"), "{err}");
    assert!(text(&o.stdout).starts_with("prev (seed 1; depth 10;"), "{}", text(&o.stdout));
    // A clean file warns of nothing.
    let f = write(dir.path(), "clean.des", LEVEL);
    let o = levgen(&["--seed", "1"], Some(&f));
    assert!(o.status.success() && o.stderr.is_empty(), "{}", text(&o.stderr));
}

#[test]
fn the_status_map_and_legends_tell_what_the_game_hides() {
    let dir = tempfile::tempdir().expect("tempdir");
    let f = write(dir.path(), "prev.des", LEVEL);
    let o = levgen(&["--seed", "4"], Some(&f));
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(!out.contains('\x1b'), "no colour into a pipe:\n{out}");
    // The game's view: doors, secret door as wall, water/moat/lava alike.
    assert!(out.contains("|-+-----|-|") && out.contains("|}}}##....|"), "{out}");
    // The status map: the secret door, door states, light, monsters and
    // the terrain in .des characters.
    assert!(out.contains("|z...S,p,,|") || out.contains("|....S,p,,|"), "{out}");
    assert!(out.contains("|-l-----o-|") && out.contains("|P}LT#,,,,|"), "{out}");
    for line in [
        "  S  secret door x1",
        "  l  locked door x1",
        "  o  open door x1",
        "  .  lit floor x11",
        "  ,  unlit floor x24",
        "  z  monster asleep x1",
        "  p  monster peaceful x1",
        "  }  pool of water x1",
        "  }  moat x1",
        "  }  molten lava x1",
        "  #  tree x1",
        "  #  corridor x1",
        "  |  secret door (shows as wall) x1",
    ] {
        assert!(out.lines().any(|l| l == line), "no {line:?} in\n{out}");
    }
    // Where the MAP lies, and every thing at both coordinates.
    let map = out.lines().find(|l| l.starts_with("MAP ")).expect("the MAP line");
    assert!(map.contains("11x8"), "{map}");
    assert!(out.contains("map (1,1)  jackal (hostile, asleep)"), "{out}");
    assert!(out.contains("map (7,2)  watchman (peaceful)"), "{out}");
    assert!(out.contains("map (8,5)  arrow trap"), "{out}");
    // A ruler of column numbers, and numbered rows.
    assert!(out.contains("   01234567890123456789"), "{out}");
    // --color always colours even into a pipe: lava red, moat blue.
    let o = levgen(&["--seed", "4", "--color", "always"], Some(&f));
    let out = text(&o.stdout);
    assert!(out.contains("\x1b[31m}\x1b[0m  molten lava") && out.contains("\x1b[34m}\x1b[0m  moat"), "{out}");
}

#[test]
fn depth_is_checked_and_applies_to_des_files() {
    let dir = tempfile::tempdir().expect("tempdir");
    for bad in ["0", "61", "deep"] {
        let o = levgen(&["--depth", bad], None);
        assert_eq!(o.status.code(), Some(2), "--depth {bad}");
        let err = text(&o.stderr);
        assert!(err.contains("--depth") && err.contains(bad), "{err}");
        if bad != "deep" {
            assert!(err.contains("1..=60"), "{err}");
        }
    }
    // Random monsters and objects follow the depth.
    let mut des = String::from("MAZE: \"deep\", ' '\nGEOMETRY: center, center\nMAP\n");
    des.push_str(&format!("{}\n", "-".repeat(22)));
    for _ in 0..6 {
        des.push_str(&format!("|{}|\n", ".".repeat(20)));
    }
    des.push_str(&format!("{}\nENDMAP\n", "-".repeat(22)));
    for i in 0..20 {
        des.push_str(&format!("MONSTER: random, ({},{})\n", 1 + i, 1 + i % 6));
    }
    let f = write(dir.path(), "deep.des", &des);
    let shallow = text(&levgen(&["--seed", "9", "--depth", "1"], Some(&f)).stdout);
    let deep = text(&levgen(&["--seed", "9", "--depth", "50"], Some(&f)).stdout);
    assert!(shallow.starts_with("deep (seed 9; depth 1;") && deep.starts_with("deep (seed 9; depth 50;"));
    let monsters = |s: &str| s.lines().filter(|l| l.starts_with("monster ")).map(String::from).collect::<Vec<_>>();
    assert!(monsters(&shallow).len() >= 20, "20 random monsters, some in groups: {shallow}");
    assert_ne!(monsters(&shallow), monsters(&deep), "the depth changes the random monsters");
    // Depth 1 makes no dragons.
    assert!(!shallow.contains("dragon"), "{shallow}");
}

#[test]
fn seeds_sample_many_builds_with_a_summary() {
    let dir = tempfile::tempdir().expect("tempdir");
    let f = write(dir.path(), "prev.des", LEVEL);
    let o = levgen(&["--seeds", "1..5"], Some(&f));
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    for seed in 1..=5 {
        assert_eq!(out.matches(&format!("== prev (seed {seed}; depth 10;")).count(), 1, "{out}");
    }
    assert_eq!(out.matches("== prev (seed").count(), 5);
    assert!(out.contains("== summary of seeds 1..5: 5 of 5 built"), "{out}");
    assert!(out.contains("  monster jackal (hostile, asleep): in 5 of 5 builds (5 in all, at 1 place)"), "{out}");
    assert!(out.contains("  build failures: 0"), "{out}");
    assert!(out.contains("  status 'S' secret door: in 5 of 5 builds (5 squares in all)"), "{out}");
    assert!(out.contains("  status 'l' locked door: in 5 of 5 builds (5 squares in all)"), "{out}");

    // Builds that fail are listed, and the exit status says so.
    let risky = LEVEL.replace("TRAP:", "IF [50%] {\n  LOOP [501] { MONSTER: 'd', random }\n}\nTRAP:");
    let f = write(dir.path(), "risky.des", &risky);
    let o = levgen(&["--seeds", "1..8"], Some(&f));
    let out = text(&o.stdout);
    let summary = out.lines().find(|l| l.starts_with("  build failures: ")).expect("a failures line");
    let failed: usize =
        summary["  build failures: ".len()..].split(' ').next().and_then(|n| n.parse().ok()).expect("n");
    assert!((1..8).contains(&failed), "some but not all of 8 builds fail: {summary}\n{out}");
    assert_eq!(out.matches("build failed: ").count(), failed);
    assert!(out.contains("more than 500 MONSTER statements"), "{out}");
    assert_eq!(o.status.code(), Some(1));

    for bad in ["5..1", "1-5", "1..20000"] {
        let o = levgen(&["--seeds", bad], Some(&f));
        assert_eq!(o.status.code(), Some(2), "--seeds {bad}: {}", text(&o.stderr));
    }
}

#[test]
fn a_terminal_gets_the_games_colours() {
    let dir = tempfile::tempdir().expect("tempdir");
    let f = write(dir.path(), "prev.des", LEVEL);
    let path = f.to_str().expect("utf-8 path");
    let mut s = pty::Session::start(dir.path(), &["levgen", "--seed", "2", path]);
    s.wait_for("arrow trap");
    assert!(s.wait_exit());
    // Read the screen once all output is in (a last newline scrolls it).
    let screen = s.screen();
    let row_of = |needle: &str| screen.lines().position(|l| l.contains(needle)).map(|r| r as u16);
    // The status marks' legend, at the bottom of the output.
    let lava = row_of("  L  molten lava x1").expect("lava in the legend");
    let moat = row_of("  }  moat x1").expect("moat in the legend");
    let tree = row_of("  T  tree x1").expect("tree in the legend");
    assert_eq!(s.fg_index(lava, 2), Some(1), "lava is red\n{screen}");
    assert_eq!(s.fg_index(moat, 2), Some(4), "moat is blue\n{screen}");
    assert_eq!(s.fg_index(tree, 2), Some(2), "a tree is green\n{screen}");
}

#[test]
fn json_gives_the_structured_preview() {
    let dir = tempfile::tempdir().expect("tempdir");
    let f = write(dir.path(), "prev.des", LEVEL);
    let o = levgen(&["--seed", "2", "--depth", "7", "--json"], Some(&f));
    assert!(o.status.success(), "{}", text(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("one JSON object");
    assert_eq!((v["level"].as_str(), v["seed"].as_u64(), v["depth"].as_i64()), (Some("prev"), Some(2), Some(7)));
    let p = &v["preview"];
    let cells = p["cells"].as_array().expect("cells");
    assert_eq!(cells.len(), 80 * 21);
    let (mx, my) = (p["maps"][0]["x"].as_u64().expect("x") as usize, p["maps"][0]["y"].as_u64().expect("y") as usize);
    let sdoor = &cells[(my + 2) * 80 + mx + 5];
    assert_eq!((sdoor["ch"].as_str(), sdoor["mark"].as_str()), (Some("|"), Some("S")), "{sdoor}");
    assert!(sdoor["detail"].as_str().is_some_and(|d| d.contains("secret door")), "{sdoor}");
    assert!(p["mark_legend"].as_array().is_some_and(|l| l.iter().any(|e| e["description"] == "locked door")));
}
