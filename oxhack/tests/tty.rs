//! End-to-end: the real binary in a pseudo-terminal, read through a
//! terminal emulator: start a game, walk, look at the inventory, save,
//! restore, recover from a killed process, refuse a corrupt save.

mod pty;

use pty::Session;

const ARGS: &[&str] = &["-u", "tester", "-p", "Valkyrie", "-r", "human", "-g", "female", "-a", "lawful", "--seed", "5"];

/// The turn counter shown on the second status line.
fn turn(screen: &str) -> i64 {
    let line = screen.lines().find(|l| l.contains(" T:")).unwrap_or_else(|| panic!("no turn shown:\n{screen}"));
    let t = line.split(" T:").nth(1).unwrap_or("");
    t.split_whitespace().next().and_then(|n| n.parse().ok()).unwrap_or_else(|| panic!("bad turn in {line:?}"))
}

#[test]
fn a_game_starts_and_the_hero_walks() {
    let home = tempfile::tempdir().expect("tempdir");
    let mut s = Session::start(home.path(), ARGS);
    let screen = s.wait_ready("welcome to OxHack");
    assert!(screen.contains("Tester the Stripling"), "{screen}");
    assert!(screen.contains("You are a lawful human Valkyrie."), "{screen}");
    assert!(screen.contains("Dlvl:1"), "{screen}");
    assert!(screen.contains('@'), "{screen}");
    assert_eq!(turn(&screen), 1);
    // Walk and search until turn 6 (whatever comes to fight).
    let sc = s.advance_to(6);
    let t = turn(&sc);
    // An unknown key says so and takes no time.
    s.send("~");
    let sc = s.wait_for("Unknown command");
    assert_eq!(turn(&sc), t);
    // The inventory: a Valkyrie's long sword in hand.
    s.send("i");
    let sc = s.wait_for("(end)");
    assert!(sc.contains("Weapons"), "{sc}");
    assert!(sc.contains("long sword (weapon in hand)"), "{sc}");
    s.send("\x1b");
}

#[test]
fn save_then_restore_resumes_the_same_turn() {
    let home = tempfile::tempdir().expect("tempdir");
    let mut s = Session::start(home.path(), ARGS);
    s.wait_ready("welcome to OxHack");
    let before = s.advance_to(8);
    let t = turn(&before);
    let row_before: Vec<String> = before.lines().skip(1).take(21).map(str::to_string).collect();
    s.send("S");
    s.wait_for("Really save?");
    s.send("y");
    assert!(s.wait_exit(), "exit status");
    assert!(!s.in_alternate_screen(), "the terminal is restored");
    assert!(s.screen().contains("Be seeing you"), "{}", s.screen());
    let save = home.path().join("data/oxhack/tester.oxsave");
    assert!(save.exists(), "no save file at {}", save.display());

    let s2 = Session::start(home.path(), ARGS);
    let sc = s2.wait_ready("welcome back");
    assert_eq!(turn(&sc), t, "{sc}");
    let row_after: Vec<String> = sc.lines().skip(1).take(21).map(str::to_string).collect();
    assert_eq!(row_before, row_after, "the map is as it was");
}

#[test]
fn a_killed_game_resumes_from_its_checkpoint() {
    let home = tempfile::tempdir().expect("tempdir");
    let mut s = Session::start(home.path(), ARGS);
    s.wait_ready("welcome to OxHack");
    s.advance_to(3);
    s.kill();
    let s2 = Session::start(home.path(), ARGS);
    let sc = s2.wait_ready("welcome back");
    // The start of the game was checkpointed.
    assert_eq!(turn(&sc), 1, "{sc}");
}

#[test]
fn a_corrupt_save_is_reported_and_kept() {
    let home = tempfile::tempdir().expect("tempdir");
    let dir = home.path().join("data/oxhack");
    std::fs::create_dir_all(&dir).expect("dir");
    let save = dir.join("tester.oxsave");
    let junk = b"OXHACKSV\x01\0\0\0garbage that is not a game".to_vec();
    std::fs::write(&save, &junk).expect("write");
    let mut s = Session::start(home.path(), ARGS);
    let ok = s.wait_exit();
    assert!(!ok, "a corrupt save must not start a game");
    let sc = s.screen();
    assert!(sc.contains("cannot restore"), "{sc}");
    assert!(sc.contains("kept"), "{sc}");
    assert_eq!(std::fs::read(&save).expect("still there"), junk, "the file is untouched");
    // --new sets it aside and starts a game.
    let s2 = Session::start(home.path(), &[ARGS, &["--new"]].concat());
    s2.wait_ready("welcome to OxHack");
    let aside: Vec<_> = std::fs::read_dir(&dir)
        .expect("dir")
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().contains("unreadable"))
        .collect();
    assert_eq!(aside.len(), 1, "the bad save was kept under a new name");
    assert_eq!(std::fs::read(aside[0].path()).expect("aside"), junk);
}

/// Answers whatever the game asks on the way, pressing `idle` when it
/// asks nothing, until `done` holds for the screen (or 60 s pass).
fn play_until(s: &mut Session, what: &str, idle: &str, done: impl Fn(&str) -> bool) -> String {
    let start = std::time::Instant::now();
    loop {
        let sc = s.screen();
        if done(&sc) {
            return sc;
        }
        if start.elapsed() > std::time::Duration::from_secs(60) {
            panic!("timed out waiting for {what}; screen:\n{sc}");
        }
        if sc.contains("--More--") {
            s.send(" ");
        } else if sc.contains("Die?") {
            s.send("y");
        } else if sc.contains("[ynq]") {
            s.send("n");
        } else if sc.contains("(end)") || sc.contains(" of ") && sc.contains(")\n") {
            s.send("\x1b");
        } else {
            s.send(idle);
        }
    }
}

fn wizard_args() -> Vec<&'static str> {
    [ARGS, &["-D"]].concat()
}

#[test]
fn wish_drop_pick_up_and_wear() {
    let home = tempfile::tempdir().expect("tempdir");
    let mut s = Session::start(home.path(), &wizard_args());
    let sc = s.wait_ready("welcome to OxHack");
    assert!(sc.contains("AC:6"), "{sc}");
    s.send("\x17");
    s.wait_for("For what do you wish?");
    s.send("uncursed +0 leather cloak\r");
    let sc = s.wait_for("leather cloak.");
    let line = sc.lines().find(|l| l.contains("leather cloak.")).expect("line").to_string();
    let letter = line.trim_start().chars().next().expect("letter").to_string();
    s.send("d");
    s.wait_for("What do you want to drop?");
    s.send(&letter);
    s.wait_for("You drop");
    s.send(",");
    let sc = s.wait_until("the pick-up", |sc| sc.contains("Pick up what?") || sc.contains("leather cloak."));
    if sc.contains("Pick up what?") {
        // Something else lies here too: pick the cloak from the menu.
        let item = sc.lines().find(|l| l.contains(" - a leather cloak")).expect("cloak in the menu");
        let l = item.trim_start().chars().next().expect("menu letter").to_string();
        s.send(&l);
        s.send("\r");
        s.wait_for("leather cloak.");
    }
    s.send("W");
    s.wait_for("What do you want to wear?");
    s.send(&letter);
    let sc = play_until(&mut s, "the cloak on", "s", |sc| sc.contains("AC:5"));
    assert!(sc.contains("AC:5"), "{sc}");
    s.send("i");
    let sc = s.wait_for("(being worn)");
    assert!(sc.contains("leather cloak (being worn)"), "{sc}");
}

#[test]
fn down_the_stairs_to_level_2() {
    let home = tempfile::tempdir().expect("tempdir");
    let mut s = Session::start(home.path(), &wizard_args());
    s.wait_ready("welcome to OxHack");
    // Map the level, then travel to the down stairs and go down.
    s.send("\x06");
    let mut tries = 0;
    loop {
        let sc = play_until(&mut s, "a quiet moment", "", |sc| !sc.contains("--More--") && sc.contains(" T:"));
        if sc.contains("Dlvl:2") {
            break;
        }
        tries += 1;
        assert!(tries < 40, "never reached the stairs:\n{sc}");
        s.send("_");
        s.wait_for("Where do you want to travel to?");
        s.send(">.");
        std::thread::sleep(std::time::Duration::from_millis(300));
        s.send(">");
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
    let sc = s.screen();
    assert!(sc.contains("Dlvl:2"), "{sc}");
}

#[test]
fn a_wizard_mode_death_shows_the_tombstone_but_stays_off_the_list() {
    let home = tempfile::tempdir().expect("tempdir");
    let mut s = Session::start(home.path(), &wizard_args());
    s.wait_ready("welcome to OxHack");
    for _ in 0..3 {
        s.send("\x07");
        s.wait_for("Create what kind of monster?");
        s.send("minotaur\r");
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let start = std::time::Instant::now();
    let mut saw_tombstone = false;
    while s.try_exit().is_none() {
        assert!(start.elapsed() < std::time::Duration::from_secs(60), "still alive:\n{}", s.screen());
        let sc = s.screen();
        if sc.contains("REST IN PEACE") {
            saw_tombstone = true;
        }
        if sc.contains("--More--") || sc.contains("(end)") {
            s.send(" ");
        } else if sc.contains("Die?") {
            s.send("y");
        } else if sc.contains("[ynq]") {
            s.send("n");
        } else {
            s.send("s");
        }
    }
    let sc = s.screen();
    assert!(saw_tombstone, "no tombstone was shown");
    assert!(!s.in_alternate_screen(), "the terminal is restored");
    assert!(sc.contains("killed by a minotaur"), "{sc}");
    // A wizard-mode game is kept off the high-score list, as NetHack's.
    assert!(sc.contains("Since you were in wizard mode, the score list will not be checked."), "{sc}");
    let record = std::fs::read_to_string(home.path().join("record")).unwrap_or_default();
    assert!(!record.contains("tester") && !record.contains("Tester"), "{record}");
    // The save is gone with the game.
    assert!(!home.path().join("data/oxhack/tester.oxsave").exists());
}

#[test]
fn creating_a_character_from_the_menus() {
    let home = tempfile::tempdir().expect("tempdir");
    let mut s = Session::start(home.path(), &["-u", "newbie", "--seed", "3"]);
    s.wait_for("Shall I pick character's role, race, gender and alignment for you? [ynaq]");
    s.send("n");
    s.wait_for("Pick a role or profession");
    s.send("w");
    s.wait_for("Pick a race or species");
    s.send("e");
    s.wait_for("Pick a gender or sex");
    s.send("f");
    // An elven wizard can only be chaotic: no alignment question.
    s.wait_for("newbie the chaotic female elven Wizard.");
    s.wait_for("Is this ok? [ynq]");
    s.send("y");
    let sc = s.wait_ready("welcome to OxHack");
    assert!(sc.contains("You are a chaotic female elven Wizard."), "{sc}");
    assert!(sc.contains("Newbie the Evoker"), "{sc}");
    assert!(sc.contains("Chaotic"), "{sc}");
    s.send("i");
    let sc = s.wait_until("the inventory", |sc| sc.contains("(end)") || sc.contains(" of 2)"));
    assert!(sc.contains("quarterstaff (weapon in hands)"), "{sc}");
    assert!(sc.contains("cloak of magic resistance (being worn)"), "{sc}");
}

#[test]
fn fighting_a_newt() {
    let home = tempfile::tempdir().expect("tempdir");
    let mut s = Session::start(home.path(), &wizard_args());
    s.wait_ready("welcome to OxHack");
    s.send("\x07");
    s.wait_for("Create what kind of monster?");
    s.send("newt\r");
    let start = std::time::Instant::now();
    loop {
        let sc = s.screen();
        if sc.contains("You kill the newt!") || sc.contains("is killed") {
            break;
        }
        assert!(start.elapsed() < std::time::Duration::from_secs(30), "the newt lives:\n{sc}");
        if sc.contains("--More--") {
            s.send(" ");
            continue;
        }
        let (Some((hx, hy)), Some((nx, ny))) = (s.hero(), s.find_on_map(':')) else {
            s.send("s");
            continue;
        };
        let key = match ((nx - hx).signum(), (ny - hy).signum()) {
            (-1, 0) => "h",
            (1, 0) => "l",
            (0, -1) => "k",
            (0, 1) => "j",
            (-1, -1) => "y",
            (1, -1) => "u",
            (-1, 1) => "b",
            (1, 1) => "n",
            _ => "s",
        };
        // Fight in place with F so a pet or a doorway never turns the
        // step into a swap or a refusal.
        if (nx - hx).abs() <= 1 && (ny - hy).abs() <= 1 {
            s.send(&format!("F{key}"));
        } else {
            s.send(key);
        }
    }
    let sc = s.screen();
    assert!(sc.contains("newt"), "{sc}");
}

#[test]
fn the_screen_follows_a_resize() {
    let home = tempfile::tempdir().expect("tempdir");
    let mut s = Session::start(home.path(), ARGS);
    s.wait_ready("welcome to OxHack");
    s.resize(30, 100);
    let sc = s.advance_to(2);
    assert!(sc.contains("Tester the Stripling") && sc.contains('@'), "{sc}");
    s.resize(24, 80);
    let sc = s.advance_to(3);
    assert!(sc.contains("Tester the Stripling") && sc.contains('@'), "{sc}");
}
