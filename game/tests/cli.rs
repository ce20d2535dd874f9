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
