//! The `dgn_comp` binary as NetHack builds and authors run it.

use std::process::{Command, Output, Stdio};

fn run(dir: &std::path::Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dgn_comp")).current_dir(dir).args(args).output().unwrap()
}

const GOOD: &str = "DUNGEON: \"Main\" \"D\" (10, 2)\nLEVEL: \"oracle\" \"O\" @ (5, 2)\nBRANCH: \"Side\" @ (2, 2)\n\
                    DUNGEON: \"Side\" \"S\" (3, 0)\nLEVEL: \"sideend\" \"none\" @ (-1, 0)\n";

#[test]
fn pdf_becomes_the_name_without_extension() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("dungeon.pdf"), GOOD).unwrap();
    let out = run(dir.path(), &["dungeon.pdf"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let bytes = std::fs::read(dir.path().join("dungeon")).unwrap();
    assert_eq!(dgn_comp::DungeonFile::decode(&bytes).unwrap().dungeons.len(), 2);
}

#[test]
fn stdin_to_stdout() {
    let mut child =
        Command::new(env!("CARGO_BIN_EXE_dgn_comp")).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
    std::io::Write::write_all(child.stdin.as_mut().unwrap(), GOOD.as_bytes()).unwrap();
    drop(child.stdin.take());
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    assert!(dgn_comp::DungeonFile::decode(&out.stdout).is_ok());
}

#[test]
fn wrong_extension_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("dungeon.txt"), GOOD).unwrap();
    let out = run(dir.path(), &["dungeon.txt"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("wrong format"));
}

#[test]
fn errors_write_nothing_and_keep_old_output() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("dungeon.pdf"), "DUNGEON: \"Main\" \"DD\" (10, 2)\n").unwrap();
    std::fs::write(dir.path().join("dungeon"), "old").unwrap();
    let out = run(dir.path(), &["dungeon.pdf"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("dungeon.pdf:1:17") && err.contains("bones marker"), "{err}");
    assert_eq!(std::fs::read_to_string(dir.path().join("dungeon")).unwrap(), "old");
}

#[test]
fn check_and_levels_folder() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("dungeon.def"), GOOD).unwrap();
    std::fs::create_dir(dir.path().join("levels")).unwrap();
    std::fs::write(dir.path().join("levels/oracle.des"), "LEVEL: \"oracle\"\n").unwrap();
    let out = run(dir.path(), &["--check", "--levels", "levels", "dungeon.def"]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("2 dungeons with 2 levels checked"));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no level file defines \"sideend\"") && !err.contains("\"oracle\" in"), "{err}");
    assert!(!dir.path().join("dungeon").exists());
}

#[test]
fn nul_in_a_name_is_an_error() {
    // Found by the dgn_comp fuzz target: a NUL inside a level name would
    // cut the name short in the binary file, so what the game read back
    // differed from what was compiled.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("d.def"), GOOD.replace("oracle", "ora\0cle")).unwrap();
    let out = run(dir.path(), &["--check", "d.def"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("contains a NUL byte"));
}

#[test]
fn a_huge_range_is_an_error_not_a_crash() {
    // Found by the dgn_comp fuzz target: a range of 10^80 overflowed the
    // range check.
    let dir = tempfile::tempdir().unwrap();
    let text = GOOD
        .replace("@ (2, 2)", "@ (2, 48888888888888888888888888888888888888888888888888888888888888888888888888888888)");
    std::fs::write(dir.path().join("d.def"), text).unwrap();
    let out = run(dir.path(), &["--check", "d.def"]);
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
}
