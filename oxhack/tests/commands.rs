//! End-to-end: every key and every extended command of the command
//! table, typed into the real binary (in wizard mode, so that the
//! wizard's commands are there too), with vi-keys and with the number
//! pad. None may answer "Unknown command": the message history (`^P`)
//! is read at the end to prove it.

mod pty;

use oxhack_game::cmd::table::{EXTCMDS, PLAYTEST, keys_of, visctrl};
use pty::Session;
use std::time::Duration;

const ARGS: &[&str] =
    &["-u", "tester", "-p", "Valkyrie", "-r", "human", "-g", "female", "-a", "lawful", "--seed", "11", "-D"];

/// What to type for every command: its keys in this mode (no meta keys,
/// which a terminal cannot send; no space, which only rests with
/// `rest_on_space`), then `#name` for each.
fn inputs(number_pad: bool) -> Vec<(String, String)> {
    let mut v = Vec::new();
    for e in EXTCMDS.iter().filter(|e| !e.has(PLAYTEST)) {
        for k in keys_of(e, number_pad, true) {
            if (k as u32) < 0x80 && k != ' ' {
                v.push((format!("{} (#{})", visctrl(k), e.name), k.to_string()));
            }
        }
    }
    for e in EXTCMDS.iter().filter(|e| !e.has(PLAYTEST) && e.name != "#") {
        v.push((format!("#{}", e.name), format!("#{}\n", e.name)));
    }
    v
}

/// The whole message history, read page by page from `^P`.
fn message_history(s: &mut Session) -> String {
    s.send("\x10");
    let mut all = String::new();
    for page in 1.. {
        let sc =
            s.wait_until("a page of the history", |sc| sc.contains("(end)") || sc.contains(&format!("({page} of ")));
        all.push_str(&sc);
        if sc.contains("(end)") || sc.contains(&format!("({page} of {page})")) {
            break;
        }
        s.send(">");
    }
    s.send("\x1b");
    all
}

/// Types every command, each followed by ESCs to leave its prompts and
/// a count (`Count: N`) to know the game has read everything so far.
fn type_every_command(number_pad: bool) {
    let home = tempfile::tempdir().expect("tempdir");
    let opts = format!("OPTIONS=msghistory:5000{}\n", if number_pad { ",number_pad" } else { "" });
    std::fs::write(home.path().join(".oxhackrc"), opts).expect("rc file");
    let mut s = Session::start(home.path(), ARGS);
    s.wait_ready("welcome to OxHack");
    let count_prefix = if number_pad { "n" } else { "" };
    for (n, (what, keys)) in inputs(number_pad).into_iter().enumerate() {
        s.send(&keys);
        for _ in 0..4 {
            s.send("\x1b");
        }
        let mark = 1000 + n;
        s.send(&format!("{count_prefix}{mark}"));
        let sc = s.wait_until(&format!("the count after {what}"), |sc| {
            sc.contains(&format!("Count: {mark}")) || sc.contains("--More--")
        });
        if sc.contains("--More--") {
            panic!("{what} left a --More-- the ESCs did not answer:\n{sc}");
        }
        s.send("\x1b");
        std::thread::sleep(Duration::from_millis(20));
        assert!(s.try_exit().is_none(), "the game ended after {what}:\n{}", s.screen());
    }
    let history = message_history(&mut s);
    for bad in ["Unknown command", "unknown extended command", "You can't do that"] {
        assert!(!history.contains(bad), "{bad} in the history:\n{history}");
    }
    assert!(history.contains("You can't ride yet in OxHack."), "the commands ran:\n{history}");
    s.kill();
}

#[test]
fn every_key_and_extended_command_is_known_with_vi_keys() {
    type_every_command(false);
}

#[test]
fn every_key_and_extended_command_is_known_with_the_number_pad() {
    type_every_command(true);
}
