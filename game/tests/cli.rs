//! The `oxhack` binary runs from any folder and reports its tables.

use std::process::Command;

#[test]
fn runs_from_another_folder() {
    let dir = std::env::temp_dir();
    let out = Command::new(env!("CARGO_BIN_EXE_oxhack")).current_dir(&dir).output().expect("run oxhack");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("454 objects, 382 monsters, 33 artifacts"), "{text}");
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
