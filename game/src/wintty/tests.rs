//! The message line and prompts, driven by a scripted terminal.

use super::*;
use crate::u_init::NewGame;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// A terminal that replays keys and records what it drew.
pub struct Scripted {
    pub keys: VecDeque<char>,
    pub screens: Arc<Mutex<Vec<String>>>,
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
}

fn game(keys: &str) -> (Game, Arc<Mutex<Vec<String>>>) {
    let mut g = Game::new(NewGame::quick(7)).expect("game");
    let screens = Arc::new(Mutex::new(Vec::new()));
    g.term = Some(Box::new(Scripted { keys: keys.chars().collect(), screens: screens.clone() }));
    (g, screens)
}

#[test]
fn long_messages_wait_for_more() {
    let (mut g, screens) = game(" ");
    g.pline("a".repeat(40));
    g.pline("b".repeat(40));
    let shown = screens.lock().expect("lock").clone();
    assert!(shown.iter().any(|s| s.lines().next().is_some_and(|l| l.ends_with("--More--"))), "{shown:?}");
    assert_eq!(g.win.top, "b".repeat(40));
    assert_eq!(g.history.len(), 2);
}

#[test]
fn short_messages_share_the_line() {
    let (mut g, _) = game("");
    g.pline("Hello.");
    g.pline("You see here a dagger.");
    assert_eq!(g.win.top, "Hello.  You see here a dagger.");
    let top = g.screen().row_text(0);
    assert_eq!(top, "Hello.  You see here a dagger.");
}

#[test]
fn yes_no_and_escape() {
    let (mut g, _) = game("y\x1b");
    assert!(g.yn("Really?"));
    assert!(!g.yn("Really?"));
    // Input gone: ESC, and the game knows.
    assert!(!g.yn("Really?"));
    assert!(g.win.hangup);
}

#[test]
fn menus_pick_by_letter() {
    let (mut g, screens) = game("b");
    let mut m = Menu::new("Pick one", PickHow::One);
    m.item(None, "first");
    m.item(None, "second");
    assert_eq!(g.select_menu(&m), Some(vec![1]));
    let last = screens.lock().expect("lock").last().cloned().unwrap_or_default();
    assert!(last.contains("b - second"), "{last}");
    assert!(last.contains("(end)"), "{last}");
}

#[test]
fn status_lines_show_the_hero() {
    let (g, _) = game("");
    let s = g.screen();
    assert!(s.row_text(22).starts_with("Agnar the Stripling"), "{}", s.row_text(22));
    let hp = format!("Dlvl:1 $:0 HP:{}({})", g.u.uhp, g.u.uhpmax);
    assert!(s.row_text(23).starts_with(&hp), "{}", s.row_text(23));
    assert!(s.text().contains('@'));
}
