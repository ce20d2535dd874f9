//! Other worlds, end to end through the real binary: NetHack's own
//! `dat/` played with `--data` (a wizard-mode tour of its landmark
//! levels), play-testing one level with `--level`, a save refused in
//! another world, and the command-line refusals of broken worlds and
//! levels.

mod pty;

use pty::Session;
use std::process::Command;

const ARGS: &[&str] = &["-u", "tester", "-p", "Valkyrie", "-r", "human", "-g", "female", "-a", "lawful", "--seed", "5"];

fn oxhack(home: &std::path::Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_oxhack"));
    c.env("HOME", home).env("XDG_DATA_HOME", home.join("data")).env_remove("OXHACKDIR").env_remove("OXHACKOPTIONS");
    c
}

/// Dismisses `--More--` until the game waits for a command.
fn settle(s: &mut Session) -> String {
    for _ in 0..40 {
        let sc = s.wait_until("a status line", |sc| sc.contains(" T:"));
        if !sc.contains("--More--") {
            return sc;
        }
        s.send(" ");
    }
    s.screen()
}

/// Level-teleports (wizard mode) to the special level `name`, picked
/// from ^V's `?` menu of the whole dungeon, maps it with ^F and returns
/// the screen.
fn visit(s: &mut Session, name: &str) -> String {
    s.send("\x16");
    s.wait_for("To what level do you want to teleport?");
    s.send("?\r");
    s.wait_for("Level teleport to where:");
    let item = format!(" -   {name}: ");
    let mut letter = None;
    for _ in 0..5 {
        let sc = s.screen();
        if let Some(line) = sc.lines().find(|l| l.contains(&item)) {
            let at = line.find(&item).expect("found");
            letter = line[..at].trim_end().chars().last();
            break;
        }
        s.send(">");
    }
    let letter = letter.unwrap_or_else(|| panic!("{name} is not in the menu:\n{}", s.screen()));
    s.send(&letter.to_string());
    settle(s);
    map_level(s)
}

/// `^F` until the game says the level is mapped: a message of the arrival
/// may still be waiting behind a `--More--` that would swallow the key.
fn map_level(s: &mut Session) -> String {
    for _ in 0..10 {
        s.send("\x06");
        for _ in 0..100 {
            std::thread::sleep(std::time::Duration::from_millis(20));
            let sc = s.screen();
            if sc.contains("You feel knowledgeable about this level.") {
                if sc.contains("--More--") {
                    s.send(" ");
                }
                return settle(s);
            }
            if sc.contains("--More--") {
                s.send(" ");
                break;
            }
        }
    }
    panic!("^F never mapped the level:\n{}", s.screen());
}

fn map_rows(screen: &str) -> Vec<&str> {
    screen.lines().skip(1).take(21).collect()
}

fn count(screen: &str, c: char) -> usize {
    map_rows(screen).iter().map(|l| l.chars().filter(|&x| x == c).count()).sum()
}

#[test]
fn a_wizard_tours_nethacks_own_world() {
    let Some(dat) = oxhack_testkit::corpus() else { return };
    let home = tempfile::tempdir().expect("tempdir");
    let data = dat.display().to_string();
    let mut s = Session::start(home.path(), &[&["--data", &data, "-D"], ARGS].concat());
    s.wait_ready("welcome to OxHack");
    settle(&mut s);
    // The Oracle: four fountains around her, centaur statues.
    let sc = visit(&mut s, "oracle");
    assert_eq!(count(&sc, '{'), 4, "the Oracle's fountains:\n{sc}");
    assert!(count(&sc, 'C') >= 8, "the centaur statues:\n{sc}");
    // Sokoban's first level: boulders in rows.
    let sc = visit(&mut s, "soko4");
    assert!(count(&sc, '`') + count(&sc, '0') >= 8, "Sokoban's boulders:\n{sc}");
    assert!(count(&sc, '^') >= 6, "Sokoban's holes:\n{sc}");
    // Minetown: its temple's altar.
    let sc = visit(&mut s, "minetn");
    assert!(count(&sc, '_') >= 1, "Minetown's altar:\n{sc}");
    // Medusa's island in the water.
    let sc = visit(&mut s, "medusa");
    assert!(count(&sc, '}') > 200, "Medusa's water:\n{sc}");
    // The castle and its moat.
    let sc = visit(&mut s, "castle");
    assert!(count(&sc, '}') > 50, "the castle's moat:\n{sc}");
    assert!(sc.lines().any(|l| l.contains("|}}}}}}}}}")), "the moat's corners:\n{sc}");
    // The Valley: Gehennom's first level, with its temple.
    let sc = visit(&mut s, "valley");
    assert!(count(&sc, '_') >= 1, "the Valley's altar:\n{sc}");
    // The Wizard's Tower: the moat ring inside the tower.
    let sc = visit(&mut s, "wizard1");
    assert!(sc.lines().any(|l| l.contains("}}}}}}}")), "the tower's moat:\n{sc}");
    // Vlad's Tower, top: the rows of closets around Vlad's rooms.
    let sc = visit(&mut s, "tower1");
    assert_eq!(sc.lines().filter(|l| l.contains("--- --- ---")).count(), 2, "Vlad's tower:\n{sc}");
    // The Astral Plane: three high altars.
    let sc = visit(&mut s, "astral");
    assert_eq!(count(&sc, '_'), 3, "the Astral Plane's altars:\n{sc}");
    assert!(sc.contains("End Game"), "{sc}");
}

#[test]
fn a_wizard_tours_oxhacks_own_world() {
    // OxHack's own designs (dat/*.des), one landmark each, seen through
    // the real binary after a wizard-mode level teleport and ^F.
    let home = tempfile::tempdir().expect("tempdir");
    let mut s = Session::start(home.path(), &[&["-D"], ARGS].concat());
    s.wait_ready("welcome to OxHack");
    settle(&mut s);
    // The seer's hall: a fountain each side of her seat.
    let sc = visit(&mut s, "seer");
    assert!(count(&sc, '{') >= 1, "the seer's fountains:\n{sc}");
    // Sokoban's entry: boulders in rows and the pits they fill, premapped.
    let sc = visit(&mut s, "crates4");
    assert!(count(&sc, '`') + count(&sc, '0') >= 8, "the crates' boulders:\n{sc}");
    assert!(count(&sc, '^') >= 4, "the crates' pits:\n{sc}");
    // The dead town's fountain, in Gehennom.
    let sc = visit(&mut s, "deadtown");
    assert!(count(&sc, '{') >= 1, "the dead town's fountain:\n{sc}");
    // Gnomeburg, the Mines' town: its temple's altar and the fountains.
    let sc = visit(&mut s, "gnomeburg");
    assert!(count(&sc, '_') + count(&sc, '{') >= 2, "Gnomeburg's altar and fountains:\n{sc}");
    // The gorgon's lake.
    let sc = visit(&mut s, "gorgon");
    assert!(count(&sc, '}') > 500, "the gorgon's lake:\n{sc}");
    // The keep in its moat.
    let sc = visit(&mut s, "keep");
    assert!(count(&sc, '}') > 200, "the keep's moat:\n{sc}");
    // The Styx: the river through Gehennom's first cavern, and Moloch's altar.
    let sc = visit(&mut s, "styx");
    assert!(count(&sc, '}') > 50, "the river Styx:\n{sc}");
    assert!(count(&sc, '_') >= 1, "the Styx's temple:\n{sc}");
    // The slime pit's bog.
    let sc = visit(&mut s, "slime");
    assert!(count(&sc, '}') > 500, "the bog:\n{sc}");
    // The Astral heavens: three high temples.
    let sc = visit(&mut s, "heavens");
    assert_eq!(count(&sc, '_'), 3, "the three high altars:\n{sc}");
}

const PLAYTEST: &str = "MAZE:\"testroom\",' '\nFLAGS:noteleport\nGEOMETRY:center,center\nMAP\n---------\n|.......|\n|.......|\n---------\nENDMAP\nSTAIR:(1,1),up\nSTAIR:(2,1),down\nFOUNTAIN:(5,2)\n";

/// No pet, so that nothing stands between the hero and the stairs.
fn no_pet(home: &std::path::Path) {
    std::fs::write(home.join(".oxhackrc"), "OPTIONS=pettype:none\n").expect("rc");
}

#[test]
fn a_level_is_play_tested_and_its_stairs_end_the_test() {
    let home = tempfile::tempdir().expect("tempdir");
    let file = home.path().join("testroom.des");
    std::fs::write(&file, PLAYTEST).expect("write");
    no_pet(home.path());
    let f = file.display().to_string();
    let mut s = Session::start(home.path(), &[&["--level", &f, "-D"], ARGS].concat());
    s.wait_for("welcome to OxHack");
    let sc = settle(&mut s);
    assert!(sc.contains("Play-testing testroom"), "{sc}");
    s.send("\x06");
    let sc = settle(&mut s);
    assert_eq!(count(&sc, '{'), 1, "the level's fountain:\n{sc}");
    assert!(sc.contains('>'), "its down stairs:\n{sc}");
    // Rebuilt in place (wizard mode), then down the stairs next to us.
    s.send("\x11");
    s.wait_for("The level is built again");
    settle(&mut s);
    s.send("l>");
    assert!(s.wait_exit(), "exit status");
    let out = s.screen();
    assert!(out.contains("Play-test of testroom"), "{out}");
    assert!(out.contains("left the level down the stairs"), "{out}");
    assert!(out.contains("Built 2 times"), "{out}");
    assert!(!home.path().join("data/oxhack/tester.oxsave").exists(), "a play-test is not saved");
}

#[test]
fn a_save_is_refused_in_another_world_and_kept() {
    let Some(dat) = oxhack_testkit::corpus() else { return };
    let home = tempfile::tempdir().expect("tempdir");
    let data = dat.display().to_string();
    let mut s = Session::start(home.path(), &[&["--data", &data], ARGS].concat());
    s.wait_ready("welcome to OxHack");
    settle(&mut s);
    s.send("S");
    s.wait_for("Really save?");
    s.send("y");
    assert!(s.wait_exit());
    let save = home.path().join("data/oxhack/tester.oxsave");
    let bytes = std::fs::read(&save).expect("a save");
    // OxHack's own world: refused, the save untouched.
    let mut s2 = Session::start(home.path(), ARGS);
    assert!(!s2.wait_exit(), "refused");
    let sc = s2.screen();
    assert!(sc.contains("this game was made in another world"), "{sc}");
    assert!(sc.contains("the dungeon differs"), "{sc}");
    assert_eq!(std::fs::read(&save).expect("kept"), bytes);
    // Its own world again: restored.
    let s3 = Session::start(home.path(), &[&["--data", &data], ARGS].concat());
    s3.wait_ready("welcome back");
}

#[test]
fn a_broken_data_folder_is_refused_before_the_game_with_every_error() {
    let home = tempfile::tempdir().expect("tempdir");
    let dir = home.path().join("world");
    std::fs::create_dir_all(&dir).expect("dir");
    std::fs::write(dir.join("seer.des"), "MAZE:\"seer\",' '\nMONSTER:('Z',\"zombi\"),(1,1)\n").expect("write");
    std::fs::write(dir.join("other.des"), "LEVEL:\"other\"\nOBJECT:('(',\"no such thing\"),(2,1)\n").expect("write");
    let out = oxhack(home.path()).arg("--data").arg(&dir).args(ARGS).output().expect("runs");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("seer.des:2:"), "{err}");
    assert!(err.contains("other.des:2:"), "{err}");
    assert!(err.contains("--allow-fallback"), "{err}");
    // $OXHACKDIR is the same as --data.
    let out = oxhack(home.path()).env("OXHACKDIR", &dir).args(ARGS).output().expect("runs");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("seer.des:2:"));
    // Allowed to fall back, the world loads (the game then wants a
    // terminal, which this run has not).
    let out = oxhack(home.path()).arg("--data").arg(&dir).arg("--allow-fallback").args(ARGS).output().expect("runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("level seer falls back to a random level"), "{err}");
    assert!(err.contains("needs a terminal"), "{err}");
}

#[test]
fn a_broken_play_test_level_shows_its_diagnostics() {
    let home = tempfile::tempdir().expect("tempdir");
    let file = home.path().join("bad.des");
    std::fs::write(&file, "MAZE:\"bad\",' '\nMONSTER:('d',\"jackel\"),(1,1)\n").expect("write");
    let out = oxhack(home.path()).arg("--level").arg(&file).args(ARGS).output().expect("runs");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.des:2:"), "{err}");
    assert!(err.contains("jackal"), "a suggestion: {err}");
    // A good level gets as far as wanting a terminal.
    std::fs::write(&file, PLAYTEST).expect("write");
    let out = oxhack(home.path()).arg("--level").arg(&file).args(ARGS).output().expect("runs");
    assert!(String::from_utf8_lossy(&out.stderr).contains("needs a terminal"));
    // --level-name picks a level the file does not have: said so.
    let out =
        oxhack(home.path()).arg("--level").arg(&file).args(["--level-name", "nope"]).args(ARGS).output().expect("runs");
    assert!(String::from_utf8_lossy(&out.stderr).contains("defines no level \"nope\"; it has: testroom"));
}

#[test]
fn the_dungeon_of_nethacks_world_is_nethacks() {
    let Some(dat) = oxhack_testkit::corpus() else { return };
    let home = tempfile::tempdir().expect("tempdir");
    let out = oxhack(home.path()).arg("--data").arg(&dat).args(["dungeon", "--seed", "3"]).output().expect("runs");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for l in ["  oracle: ", "  castle: ", "  valley: ", "  medusa: ", "The Gnomish Mines: "] {
        assert!(text.contains(l), "{l:?} in\n{text}");
    }
    // Only the Rogue level, which NetHack builds without a file, has none
    // (its `dummy` placeholder takes OxHack's, as anything a data folder
    // lacks does).
    assert!(text.contains("No level file yet for 1 of 34 special levels (built as random levels): rogue"), "{text}");
    // The compiled world is cached beside the saves.
    let cache = home.path().join("data/oxhack/cache");
    assert_eq!(std::fs::read_dir(&cache).expect("a cache").count(), 1);
}

#[test]
fn levgen_watch_shows_the_level_again_when_its_file_changes() {
    use std::io::Read;
    let home = tempfile::tempdir().expect("tempdir");
    let file = home.path().join("watch.des");
    std::fs::write(&file, PLAYTEST).expect("write");
    let mut child = oxhack(home.path())
        .args(["levgen", "--watch", "--seed", "1"])
        .arg(&file)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("runs");
    let mut stdout = child.stdout.take().expect("stdout");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = stdout.read(&mut buf) {
            if n == 0 || tx.send(String::from_utf8_lossy(&buf[..n]).into_owned()).is_err() {
                break;
            }
        }
    });
    let mut seen = String::new();
    let wait_for = |what: &str, seen: &mut String| {
        let start = std::time::Instant::now();
        while !seen.contains(what) {
            assert!(start.elapsed() < std::time::Duration::from_secs(20), "no {what:?} in\n{seen}");
            if let Ok(s) = rx.recv_timeout(std::time::Duration::from_millis(100)) {
                seen.push_str(&s);
            }
        }
    };
    wait_for("-- watching", &mut seen);
    assert!(seen.contains("testroom (seed 1"), "{seen}");
    seen.clear();
    std::fs::write(&file, PLAYTEST.replace("FOUNTAIN:(5,2)", "FOUNTAIN:(5,2)\nSINK:(6,1)")).expect("rewrite");
    wait_for("-- watching", &mut seen);
    assert!(seen.contains('#'), "the new sink shows:\n{seen}");
    seen.clear();
    std::fs::write(&file, "MAZE:\"testroom\",' '\nMONSTER:('d',\"jackel\"),(1,1)\n").expect("break it");
    wait_for("-- watching", &mut seen);
    assert!(seen.contains("watch.des:2:"), "the diagnostics, and the watch goes on:\n{seen}");
    let _ = child.kill();
    let _ = child.wait();
}
