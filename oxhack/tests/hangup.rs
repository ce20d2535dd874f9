//! Hang-ups, end to end: the real binary in a pty, and the player goes
//! away mid-game: the terminal is closed (the master side of the pty),
//! or the process gets SIGHUP or SIGTERM. Each time the game must save,
//! exit within 2 s without spinning, and the save must restore to the
//! turn the game was on.

mod pty;

use pty::{Session, turn_of};
use std::time::Duration;

const ARGS: &[&str] = &["-u", "tester", "-p", "Valkyrie", "-r", "human", "-g", "female", "-a", "lawful", "--seed", "5"];

/// The longest a hang-up may take to end the process.
const LIMIT: Duration = Duration::from_secs(2);

/// Starts a game and plays to turn 6 or later; returns the session and
/// the turn it is on.
fn game_on_turn_6(home: &std::path::Path) -> (Session, i64) {
    let mut s = Session::start(home, ARGS);
    s.wait_ready("welcome to OxHack");
    s.advance_to(6);
    // The game is idle now: read the turn from the settled screen.
    std::thread::sleep(Duration::from_millis(300));
    let t = turn_of(&s.screen()).expect("a turn counter");
    (s, t)
}

/// The CPU time (user + system, in clock ticks) the process has used.
fn cpu_ticks(pid: u32) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let rest = stat.rsplit_once(')')?.1;
    let f: Vec<&str> = rest.split_whitespace().collect();
    Some(f.get(11)?.parse::<u64>().ok()? + f.get(12)?.parse::<u64>().ok()?)
}

/// The game exits soon, successfully, and the save resumes on `turn`.
fn assert_saved_and_gone(s: &mut Session, home: &std::path::Path, turn: i64, how: &str) {
    let (ok, took) = s.exit_within(LIMIT).unwrap_or_else(|| panic!("{how}: the game is still running after {LIMIT:?}"));
    assert!(ok, "{how}: exit status");
    assert!(took <= LIMIT, "{how}: took {took:?}");
    eprintln!("{how}: the game saved and exited in {took:?}");
    let save = home.join("data/oxhack/tester.oxsave");
    assert!(save.exists(), "{how}: no save at {}", save.display());
    let s2 = Session::start(home, ARGS);
    let sc = s2.wait_ready("welcome back");
    assert_eq!(turn_of(&sc), Some(turn), "{how}: the restored game is on another turn:\n{sc}");
}

#[test]
fn closing_the_terminal_saves_and_exits() {
    let home = tempfile::tempdir().expect("tempdir");
    let (mut s, t) = game_on_turn_6(home.path());
    s.close_master();
    assert_saved_and_gone(&mut s, home.path(), t, "closed pty");
}

#[test]
fn sighup_saves_and_exits() {
    let home = tempfile::tempdir().expect("tempdir");
    let (mut s, t) = game_on_turn_6(home.path());
    s.signal(libc::SIGHUP);
    assert_saved_and_gone(&mut s, home.path(), t, "SIGHUP");
}

#[test]
fn sigterm_saves_exits_and_restores_the_terminal() {
    let home = tempfile::tempdir().expect("tempdir");
    let (mut s, t) = game_on_turn_6(home.path());
    assert!(s.in_alternate_screen());
    s.signal_term();
    let (ok, took) = s.exit_within(LIMIT).expect("exits");
    assert!(ok && took <= LIMIT);
    // Let the reader take the last output, then look at the terminal.
    std::thread::sleep(Duration::from_millis(100));
    assert!(!s.in_alternate_screen(), "the terminal is restored");
    let s2 = Session::start(home.path(), ARGS);
    let sc = s2.wait_ready("welcome back");
    assert_eq!(turn_of(&sc), Some(t), "{sc}");
}

#[test]
fn a_hang_up_at_a_prompt_still_saves_the_game() {
    let home = tempfile::tempdir().expect("tempdir");
    let (mut s, t) = game_on_turn_6(home.path());
    // Halfway through a command: the game is asking what to drop.
    s.send("d");
    s.wait_for("What do you want to drop?");
    s.close_master();
    assert_saved_and_gone(&mut s, home.path(), t, "closed pty at a prompt");
}

#[test]
fn a_closed_terminal_never_makes_the_game_spin() {
    let home = tempfile::tempdir().expect("tempdir");
    let (mut s, _) = game_on_turn_6(home.path());
    let pid = s.pid().expect("pid");
    // A game waiting for a key uses no CPU.
    let before = cpu_ticks(pid).expect("cpu time");
    std::thread::sleep(Duration::from_millis(500));
    let idle = cpu_ticks(pid).expect("cpu time") - before;
    assert!(idle <= 5, "a waiting game used {idle} ticks in 0.5 s");
    // Closed, it ends rather than spinning on end of file.
    s.close_master();
    let (_, took) = s.exit_within(LIMIT).expect("the game exits instead of spinning");
    assert!(took <= LIMIT);
}
