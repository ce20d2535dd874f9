//! End-to-end (issue 19): the real binary in a pty, read as a player sees
//! it. A rare object's inventory line is drawn in its class colour
//! (bright cyan), an ordinary one in the default colour; and with
//! `--rules oxhack` wielding too much magic is refused with the reason.

mod pty;

use pty::Session;

const ARGS: &[&str] =
    &["-u", "tester", "-p", "Valkyrie", "-r", "human", "-g", "female", "-a", "lawful", "--seed", "5", "-D"];

/// Wishes for `what` (wizard mode) and returns its inventory letter.
fn wish(s: &mut Session, what: &str, shows: &str) -> String {
    s.send("\x17");
    s.wait_for("For what do you wish?");
    s.send(&format!("{what}\r"));
    let sc = s.wait_for(shows);
    let line = sc.lines().find(|l| l.contains(shows)).expect("line").to_string();
    let letter = line.trim_start().chars().next().expect("letter").to_string();
    if sc.contains("--More--") {
        s.send(" ");
    }
    letter
}

/// The row and column where `text` shows on the screen.
fn find(s: &Session, text: &str) -> Option<(u16, u16)> {
    s.screen().lines().enumerate().find_map(|(r, l)| l.find(text).map(|at| (r as u16, l[..at].chars().count() as u16)))
}

#[test]
fn a_rare_object_shows_in_colour_in_the_inventory() {
    let home = tempfile::tempdir().expect("tempdir");
    let mut s = Session::start(home.path(), ARGS);
    s.wait_ready("welcome to OxHack");
    // +2, fire and drain: 5 enchantments, power 5: rare.
    let l = wish(&mut s, "uncursed +2 long sword of fire and drain", "long sword");
    // ^I (wizard mode) identifies the pack and shows it.
    s.send("\x09");
    let sc = s.wait_for("(end)");
    let (row, col) = find(&s, &format!("{l} - ")).unwrap_or_else(|| panic!("no line for {l}:\n{sc}"));
    let line = s.row(row);
    assert!(line.contains("+2 thirsty long sword of fire") || line.contains("long sword of fire"), "{line}");
    assert_eq!(s.fg_index(row, col), Some(14), "bright cyan: {line}");
    let name_col = find(&s, "long sword of fire").expect("the name").1;
    assert_eq!(s.fg_index(row, name_col), Some(14), "the whole line: {line}");
    // The Valkyrie's own long sword has no properties: default colour.
    let (row, col) = find(&s, "a - ").expect("the Valkyrie's sword");
    assert!(s.row(row).contains("long sword"), "{}", s.row(row));
    assert_eq!(s.fg_index(row, col), None, "{}", s.row(row));
}

#[test]
fn oxhack_rules_refuse_too_much_magic() {
    let home = tempfile::tempdir().expect("tempdir");
    let args: Vec<&str> = [ARGS, &["--rules", "oxhack"]].concat();
    let mut s = Session::start(home.path(), &args);
    s.wait_ready("welcome to OxHack");
    let l = wish(&mut s, "uncursed +7 long sword of fire and drain", "long sword");
    s.send("w");
    s.wait_for("What do you want to wield?");
    s.send(&l);
    let sc = s.wait_for("cannot handle that much magic");
    assert!(sc.contains("your limit at experience level 1 is 4"), "{sc}");
}
