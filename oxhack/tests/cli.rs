//! The `oxhack` binary runs from any folder and reports its tables; the
//! game itself needs a terminal and says so.

use std::process::Command;

#[test]
fn runs_from_another_folder() {
    let dir = std::env::temp_dir();
    let out = Command::new(env!("CARGO_BIN_EXE_oxhack")).arg("info").current_dir(&dir).output().expect("run oxhack");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("454 objects, 382 monsters, 33 artifacts"), "{text}");
    assert!(text.contains("Treasure lists: 11 ("), "{text}");
}

#[test]
fn playing_without_a_terminal_says_so() {
    let out = Command::new(env!("CARGO_BIN_EXE_oxhack"))
        .args(["-u", "nobody", "--seed", "1"])
        .stdin(std::process::Stdio::null())
        .output()
        .expect("run oxhack");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("the game needs a terminal"), "{err}");
}

#[test]
fn wish_prints_the_object_as_json() {
    let out = Command::new(env!("CARGO_BIN_EXE_oxhack"))
        .args(["wish", "--seed", "42", "--json", "blessed +1 oilskin cloak of displacement"])
        .output()
        .expect("run oxhack");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    assert_eq!(v["name"], "a blessed +1 oilskin cloak of displacement");
    assert_eq!(v["unidentified_name"], "a magical opera cloak");
    assert_eq!(v["base"], "cloak of displacement");
    assert_eq!(v["artifact"], serde_json::Value::Null);
    assert_eq!(v["quantity"], 1);
    assert_eq!(v["buc"], "blessed");
    assert_eq!(v["spe"], 1);
    assert_eq!(v["properties"], serde_json::json!(["oilskin"]));
    assert_eq!(v["price"], 50 + 100);
}

#[test]
fn wish_text_output_and_failure_status() {
    let run = |args: &[&str]| Command::new(env!("CARGO_BIN_EXE_oxhack")).args(args).output().expect("run oxhack");
    let out = run(&["wish", "--seed", "1", "--wizard", "dagger of fire and frost"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("a +0 dagger of fire and frost\n"), "{text}");
    assert!(text.contains("properties:   fire, frost"), "{text}");
    assert!(text.contains("price:        504 zm"), "{text}");
    let out = run(&["wish", "--seed", "1", "frobnicator of doom"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("Nothing fitting that description exists"));
    let out = run(&["wish", "--seed", "1", "--mundane", "dagger of fire"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("wand of wishing"));
}

#[test]
fn levgen_previews_a_des_and_reports_its_errors() {
    let dir = tempfile::tempdir().expect("temp dir");
    let good = dir.path().join("tiny.des");
    std::fs::write(
        &good,
        "MAZE: \"tiny\", ' '\nGEOMETRY: center, center\nMAP\n-----\n|...|\n-----\nENDMAP\nSTAIR: (1,1), up\nMONSTER: ('d', \"jackal\"), (3,1)\n",
    )
    .expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_oxhack"))
        .args(["levgen", "--seed", "3"])
        .arg(&good)
        .output()
        .expect("run oxhack");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("tiny (seed 3"), "{text}");
    let map = &lines[1..22];
    assert!(map.iter().any(|l| l.contains("|<.d|")), "{text}");
    assert!(text.contains("monster  (") && text.contains("jackal"), "{text}");

    let bad = dir.path().join("bad.des");
    std::fs::write(&bad, "MAZE: \"bad\", ' '\nMONSTER: ('d', \"jackals\"), (3,1)\n").expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_oxhack")).arg("levgen").arg(&bad).output().expect("run oxhack");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.des:2:") && err.contains("jackal"), "{err}");
}

#[test]
fn levgen_makes_random_levels() {
    let out = Command::new(env!("CARGO_BIN_EXE_oxhack"))
        .args(["levgen", "--seed", "5", "--depth", "4"])
        .output()
        .expect("run oxhack");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("up stairs") && text.contains("down stairs"), "{text}");
    assert!(text.lines().filter(|l| l.contains('#')).count() > 2, "corridors: {text}");
}
