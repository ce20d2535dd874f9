//! A finished game cannot be resumed: the real binary in a pty dies (in
//! wizard mode, to three minotaurs) and the player goes away during the
//! end-of-game screens. The process must exit within 2 s, leave no save
//! file behind, and the next start must begin a new game.

mod pty;

use pty::Session;
use std::time::{Duration, Instant};

const ARGS: &[&str] =
    &["-u", "tester", "-p", "Valkyrie", "-r", "human", "-g", "female", "-a", "lawful", "--seed", "5", "-D"];

/// The longest a hang-up may take to end the process.
const LIMIT: Duration = Duration::from_secs(2);

/// Starts a wizard-mode game, has minotaurs kill the hero, answers
/// "Die?" with y and stops at the first disclosure question.
fn dying_game(home: &std::path::Path) -> Session {
    let mut s = Session::start(home, ARGS);
    s.wait_ready("welcome to OxHack");
    for _ in 0..3 {
        s.send("\x07");
        s.wait_for("Create what kind of monster?");
        s.send("minotaur\r");
        std::thread::sleep(Duration::from_millis(100));
    }
    let start = Instant::now();
    loop {
        let sc = s.screen();
        if sc.contains("Do you want your possessions identified?") {
            break;
        }
        assert!(start.elapsed() < Duration::from_secs(60), "still alive:\n{sc}");
        if sc.contains("--More--") {
            s.send(" ");
        } else if sc.contains("Die?") {
            s.send("y");
        } else {
            s.send("s");
        }
    }
    // The save of the running game (its checkpoint) is already gone.
    assert!(!save_of(home).exists(), "the save outlives the game at the first end screen");
    s
}

fn save_of(home: &std::path::Path) -> std::path::PathBuf {
    home.join("data/oxhack/tester.oxsave")
}

/// The process ends in time, no save is left, and a new game starts.
fn assert_over_for_good(s: &mut Session, home: &std::path::Path, how: &str) {
    let (ok, took) = s.exit_within(LIMIT).unwrap_or_else(|| panic!("{how}: the game is still running after {LIMIT:?}"));
    assert!(ok, "{how}: exit status");
    assert!(took <= LIMIT, "{how}: took {took:?}");
    assert!(!save_of(home).exists(), "{how}: the finished game left a save");
    let s2 = Session::start(home, ARGS);
    let sc = s2.wait_until("a new game", |sc| {
        (sc.contains("welcome to OxHack") || sc.contains("welcome back")) && sc.contains(" T:")
    });
    assert!(sc.contains("welcome to OxHack"), "{how}: the dead game was resumed:\n{sc}");
}

#[test]
fn closing_the_terminal_at_the_disclosure_ends_the_game_for_good() {
    let home = tempfile::tempdir().expect("tempdir");
    let mut s = dying_game(home.path());
    s.close_master();
    assert_over_for_good(&mut s, home.path(), "closed pty");
}

#[test]
fn sighup_at_the_disclosure_ends_the_game_for_good() {
    let home = tempfile::tempdir().expect("tempdir");
    let mut s = dying_game(home.path());
    s.signal(libc::SIGHUP);
    assert_over_for_good(&mut s, home.path(), "SIGHUP");
}
