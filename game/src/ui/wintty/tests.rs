//! The tty window port on its own, driven by a scripted terminal: no
//! game is needed to test what a player sees.

use super::*;
use crate::ui::menu::PickHow;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// A terminal that replays keys and records what it drew.
struct Scripted {
    keys: VecDeque<char>,
    screens: Arc<Mutex<Vec<String>>>,
    events: Arc<Mutex<Vec<Event>>>,
}

impl Term for Scripted {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn draw(&mut self, s: &Screen) {
        self.screens.lock().expect("lock").push(s.text());
    }
    fn read_key(&mut self) -> Option<char> {
        self.keys.pop_front()
    }
    fn event(&mut self, e: &Event) {
        self.events.lock().expect("lock").push(e.clone());
    }
}

struct Rig {
    w: TtyWindow,
    screens: Arc<Mutex<Vec<String>>>,
    events: Arc<Mutex<Vec<Event>>>,
}

fn window(keys: &str) -> Rig {
    let screens = Arc::new(Mutex::new(Vec::new()));
    let events = Arc::new(Mutex::new(Vec::new()));
    let term = Scripted { keys: keys.chars().collect(), screens: screens.clone(), events: events.clone() };
    Rig { w: TtyWindow::new(Box::new(term)), screens, events }
}

/// A map screen as the game would hand it over: a row of floor and the
/// hero, with the cursor on the hero.
fn base() -> Screen {
    let mut s = Screen::new(80, 24);
    s.put_str(0, 5, "....@....", 8, Attr::empty());
    s.put_str(0, 23, "Dlvl:1 $:0 HP:16(16)", 8, Attr::empty());
    s.cursor = (4, 5);
    s
}

#[test]
fn long_messages_wait_for_more() {
    let mut r = window(" ");
    r.w.putmsg(&"a".repeat(40));
    r.w.putmsg(&"b".repeat(40));
    let shown = r.screens.lock().expect("lock").clone();
    assert!(shown.iter().any(|s| s.lines().next().is_some_and(|l| l.ends_with("--More--"))), "{shown:?}");
    assert_eq!(r.w.toplines(), "b".repeat(40));
    let events = r.events.lock().expect("lock").clone();
    assert_eq!(events, vec![Event::Message("a".repeat(40)), Event::Message("b".repeat(40))]);
}

#[test]
fn escape_at_more_hides_the_rest_of_the_turn() {
    let mut r = window("\x1b");
    r.w.putmsg(&"a".repeat(40));
    r.w.putmsg(&"b".repeat(40));
    r.w.putmsg("Hidden.");
    assert_eq!(r.w.toplines(), "");
    r.w.clear_message();
    r.w.putmsg("Shown.");
    assert_eq!(r.w.toplines(), "Shown.");
}

#[test]
fn short_messages_share_the_line_over_the_map() {
    let mut r = window("");
    r.w.update_map(base());
    r.w.putmsg("Hello.");
    r.w.putmsg("You see here a dagger.");
    assert_eq!(r.w.toplines(), "Hello.  You see here a dagger.");
    let s = r.w.screen();
    assert_eq!(s.row_text(0), "Hello.  You see here a dagger.");
    assert_eq!(s.row_text(5), "....@....");
    assert!(s.row_text(23).starts_with("Dlvl:1"));
    // The cursor follows the message; with none, it sits on the hero.
    assert_eq!(s.cursor, (30, 0));
    r.w.clear_message();
    assert_eq!(r.w.screen().cursor, (4, 5));
}

#[test]
fn yes_no_and_escape_and_hangup() {
    let mut r = window("y\x1b");
    assert_eq!(r.w.yn_function("Really?", "yn", 'n'), 'y');
    assert_eq!(r.w.yn_function("Really?", "yn", 'n'), 'n');
    assert!(!r.w.hangup());
    // Input gone: ESC, and the port knows.
    assert_eq!(r.w.yn_function("Really?", "ynq", 'y'), 'q');
    assert!(r.w.hangup());
    assert_eq!(r.w.nhgetch(), ESC);
    let shown = r.screens.lock().expect("lock").clone();
    assert!(shown.iter().any(|s| s.starts_with("Really? [yn] (n)")), "{shown:?}");
}

#[test]
fn prompts_without_choices_return_any_key() {
    let mut r = window("h \x1b");
    assert_eq!(r.w.yn_function("In what direction?", "", ESC), 'h');
    assert_eq!(r.w.yn_function("In what direction?", "", ESC), ESC);
    assert_eq!(r.w.yn_function("In what direction?", "", ESC), ESC);
}

#[test]
fn getlin_edits_and_cancels() {
    let mut r = window("ab\x08c\r\x1b");
    assert_eq!(r.w.getlin("Call it:").as_deref(), Some("ac"));
    assert_eq!(r.w.getlin("Call it:"), None);
}

#[test]
fn menus_pick_by_letter() {
    let mut r = window("b");
    let mut m = Menu::new("Pick one", PickHow::One);
    m.item(None, "first");
    m.item(None, "second");
    assert_eq!(r.w.select_menu(&m), Some(vec![1]));
    let last = r.screens.lock().expect("lock").last().cloned().unwrap_or_default();
    assert!(last.contains("b - second"), "{last}");
    assert!(last.contains("(end)"), "{last}");
}

#[test]
fn pick_any_menus_page_and_select_all() {
    let mut r = window(",>,\r");
    let mut m = Menu::new("", PickHow::Any);
    for i in 0..30 {
        m.item(None, &format!("thing {i}"));
    }
    let picked = r.w.select_menu(&m).expect("picked");
    assert_eq!(picked, (0..30).collect::<Vec<_>>());
    let shown = r.screens.lock().expect("lock").clone();
    assert!(shown.iter().any(|s| s.contains("(1 of 2)")), "{shown:?}");
    assert!(shown.iter().any(|s| s.contains("(2 of 2)")), "{shown:?}");
}

#[test]
fn the_cursor_can_be_placed() {
    let mut r = window("");
    r.w.update_map(base());
    r.w.curs(Some((10, 3)));
    assert_eq!(r.w.screen().cursor, (10, 3));
    r.w.curs(None);
    assert_eq!(r.w.screen().cursor, (4, 5));
}
