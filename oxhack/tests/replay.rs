//! Replays, end to end: the real binary in a pty records every game in
//! `NAME.oxreplay` beside its save, and `oxhack replay --check` plays the
//! file back headless to the very state the game saved (its hash is the
//! save file's BLAKE3), across a hang-up and a killed process and their
//! restores; a finished game keeps its replay, which ends as the game
//! did; `oxhack replay --to-turn T` shows turn T in the terminal.

mod pty;

use pty::{Session, turn_of};
use std::path::{Path, PathBuf};
use std::time::Duration;

const ARGS: &[&str] = &["-u", "tester", "-p", "Valkyrie", "-r", "human", "-g", "female", "-a", "lawful", "--seed", "5"];

fn data(home: &Path) -> PathBuf {
    home.join("data/oxhack")
}

/// `oxhack replay --check FILE`: (success, stdout, stderr).
fn check(home: &Path, file: &Path) -> (bool, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_oxhack"))
        .args(["replay", "--check"])
        .arg(file)
        .env("HOME", home)
        .env("XDG_DATA_HOME", home.join("data"))
        .env_remove("OXHACKDIR")
        .output()
        .expect("oxhack runs");
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

/// The report's `hash:` and `ended:` lines, which end it.
fn hash_and_ending(report: &str) -> (String, String) {
    let lines: Vec<&str> = report.lines().collect();
    assert!(lines.len() >= 2, "{report}");
    let hash = lines[lines.len() - 2].strip_prefix("hash: ").unwrap_or_else(|| panic!("{report}"));
    let ended = lines[lines.len() - 1].strip_prefix("ended: ").unwrap_or_else(|| panic!("{report}"));
    (hash.to_string(), ended.to_string())
}

/// Saves with `S` at the turn shown; returns it.
fn save_and_quit(s: &mut Session) -> i64 {
    std::thread::sleep(Duration::from_millis(200));
    let t = turn_of(&s.screen()).expect("a turn");
    s.send("S");
    s.wait_for("Really save?");
    s.send("y");
    assert!(s.wait_exit(), "exit status");
    t
}

/// The replay gives the saved game: its hash, on turn `t`.
fn assert_replays_to_save(home: &Path, t: i64, sessions: usize) -> String {
    let save = std::fs::read(data(home).join("tester.oxsave")).expect("the save");
    let (ok, report, err) = check(home, &data(home).join("tester.oxreplay"));
    assert!(ok, "replay --check failed: {err}");
    let (hash, ended) = hash_and_ending(&report);
    assert_eq!(hash, blake3::hash(&save).to_hex().to_string(), "{report}");
    assert_eq!(ended, format!("in progress at turn {t}"), "{report}");
    assert!(report.contains(&format!("sessions: {sessions}, keys: ")), "{report}");
    report
}

#[test]
fn a_saved_game_replays_to_its_save() {
    let home = tempfile::tempdir().expect("tempdir");
    let mut s = Session::start(home.path(), ARGS);
    s.wait_ready("welcome to OxHack");
    s.advance_to(5);
    // A menu and a prompt answered are keys too.
    s.send("i");
    s.wait_for("(end)");
    s.send("\x1b");
    s.send("d");
    s.wait_for("What do you want to drop?");
    s.send("\x1b");
    // A bigger terminal: messages wrap elsewhere, the replay follows.
    s.resize(30, 100);
    std::thread::sleep(Duration::from_millis(300));
    s.advance_to(8);
    let t = save_and_quit(&mut s);
    let replay = oxhack_game::replay::load(&data(home.path()).join("tester.oxreplay")).expect("the replay");
    let resized = oxhack_game::replay::Record::Size { cols: 100, rows: 30 };
    assert!(replay.records.iter().any(|p| p.record == resized), "the resize is recorded");
    let report = assert_replays_to_save(home.path(), t, 1);
    assert!(report.contains("game: tester the human Valkyrie, seed 5, world "), "{report}");
    let started = std::time::Instant::now();
    let _ = check(home.path(), &data(home.path()).join("tester.oxreplay"));
    eprintln!("replay --check of {t} turns: {:?}", started.elapsed());
}

#[test]
fn a_hung_up_killed_and_restored_game_replays_to_its_save() {
    let home = tempfile::tempdir().expect("tempdir");
    let mut s = Session::start(home.path(), ARGS);
    s.wait_ready("welcome to OxHack");
    s.advance_to(6);
    s.close_master();
    assert!(s.wait_exit(), "the hang-up saves");
    // Back, then killed: the keys after the restore's checkpoint are in
    // the replay, but the game resumes from the checkpoint.
    let mut s = Session::start(home.path(), ARGS);
    s.wait_ready("welcome back");
    s.advance_to(10);
    s.kill();
    let mut s = Session::start(home.path(), ARGS);
    let sc = s.wait_ready("welcome back");
    assert!(turn_of(&sc).is_some_and(|t| t < 10), "resumed from the checkpoint:\n{sc}");
    s.advance_to(12);
    let t = save_and_quit(&mut s);
    assert_replays_to_save(home.path(), t, 3);
}

#[test]
fn a_finished_game_keeps_its_replay_which_ends_as_the_game_did() {
    let home = tempfile::tempdir().expect("tempdir");
    let mut s = Session::start(home.path(), ARGS);
    s.wait_ready("welcome to OxHack");
    s.advance_to(4);
    s.send("#quit\r");
    let start = std::time::Instant::now();
    while s.try_exit().is_none() {
        let sc = s.screen();
        let top = sc.lines().next().unwrap_or("").to_string();
        if top.contains("Really quit?") {
            s.send("y");
        } else if top.contains("[ynq]") {
            s.send("n");
        } else {
            s.send(" ");
        }
        assert!(start.elapsed() < Duration::from_secs(30), "the game does not end:\n{sc}");
        std::thread::sleep(Duration::from_millis(100));
    }
    assert!(!data(home.path()).join("tester.oxreplay").exists(), "the replay was moved");
    let kept: Vec<PathBuf> =
        std::fs::read_dir(data(home.path()).join("replays")).expect("replays/").flatten().map(|e| e.path()).collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    let name = kept[0].file_name().unwrap_or_default().to_string_lossy().to_string();
    assert!(name.starts_with("tester-") && name.ends_with(".oxreplay"), "{name}");
    let (ok, report, err) = check(home.path(), &kept[0]);
    assert!(ok, "{err}");
    assert_eq!(hash_and_ending(&report).1, "quit", "{report}");
}

#[test]
fn replay_to_turn_shows_that_turn_then_plays_on_to_the_end() {
    let home = tempfile::tempdir().expect("tempdir");
    let mut s = Session::start(home.path(), ARGS);
    s.wait_ready("welcome to OxHack");
    s.advance_to(9);
    let t = save_and_quit(&mut s);
    let file = data(home.path()).join("tester.oxreplay");
    let file = file.to_string_lossy().to_string();
    let mut r = Session::start(home.path(), &["replay", &file, "--to-turn", "6", "--speed", "40"]);
    let sc = r.wait_for("Replay paused at turn 6");
    assert_eq!(turn_of(&sc), Some(6), "{sc}");
    assert!(sc.contains("Tester the Stripling"), "{sc}");
    // Any key plays on, to the end.
    r.send(" ");
    let sc = r.wait_for("Replay ended at turn");
    assert!(sc.contains(&format!("Replay ended at turn {t}: in progress at turn {t}")), "{sc}");
    r.send(" ");
    assert!(r.wait_exit(), "exit status");
    // And q stops a replay.
    let mut r = Session::start(home.path(), &["replay", &file, "--to-turn", "3"]);
    r.wait_for("Replay paused at turn 3");
    r.send("q");
    r.wait_for("Replay stopped at turn 3");
    r.send("q");
    assert!(r.wait_exit(), "exit status");
}

#[test]
fn a_bad_replay_file_is_refused_with_a_clear_message() {
    let home = tempfile::tempdir().expect("tempdir");
    let bad = home.path().join("bad.oxreplay");
    std::fs::write(&bad, b"OXREPLAY\x01\x00\x00\x00\x10\x00").expect("write");
    let (ok, out, err) = check(home.path(), &bad);
    assert!(!ok && out.is_empty());
    assert_eq!(
        err.trim(),
        format!("oxhack: {}: it is truncated: the file ends inside the header at byte 0", bad.display())
    );
    let (ok, _, err) = check(home.path(), &home.path().join("none.oxreplay"));
    assert!(!ok && err.contains("none.oxreplay: cannot read it"), "{err}");
}
