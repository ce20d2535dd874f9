//! `O` (options.c's `doset`) on a scripted terminal: the menu offers
//! every option the rc file's parser accepts, in NetHack's layout, and a
//! value set through it (asked with getlin, read by the rc parser)
//! changes the game's option at once; a bad one is reported.

use oxhack_game::game::{Game, NewGame};
use oxhack_game::ui::options::{BOOLEANS, COMPOUNDS};
use oxhack_game::ui::{Screen, Term};
use oxhack_game::world::obj::Obj;
use oxhack_tables::ids;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// What the player does: looks at the screen and types keys.
type Player = Box<dyn FnMut(&str) -> Vec<char> + Send>;

/// A terminal whose player answers what is on the screen; every screen
/// shown is kept.
struct Watching {
    reads: usize,
    last: String,
    queue: VecDeque<char>,
    player: Player,
    screens: Arc<Mutex<Vec<String>>>,
}

impl Term for Watching {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn draw(&mut self, s: &Screen) {
        self.last = s.text();
        self.screens.lock().expect("lock").push(self.last.clone());
    }
    fn read_key(&mut self) -> Option<char> {
        self.reads += 1;
        if self.reads > 200 {
            // A script gone wrong must end, not spin.
            return None;
        }
        if self.queue.is_empty() {
            let keys = (self.player)(&self.last);
            self.queue.extend(keys);
        }
        self.queue.pop_front()
    }
}

fn game_with(player: Player) -> (Game, Arc<Mutex<Vec<String>>>) {
    let mut g = Game::new(NewGame::quick(7)).expect("game");
    let screens = Arc::new(Mutex::new(Vec::new()));
    g.set_term(Box::new(Watching {
        reads: 0,
        last: String::new(),
        queue: VecDeque::new(),
        player,
        screens: screens.clone(),
    }));
    (g, screens)
}

/// The menu letter of the line showing option `name`, if it is on the
/// screen ("c - fruit            [slime mold]"; the menu sits over the
/// map, to the right of it).
fn letter_of(screen: &str, name: &str) -> Option<char> {
    let pat = format!(" - {name} ");
    screen.lines().find_map(|l| {
        let at = l.find(&pat)?;
        let before: Vec<char> = l[..at].chars().collect();
        let letter = *before.last()?;
        let gap = before.len() < 2 || before[before.len() - 2] == ' ';
        (gap && letter.is_ascii_alphabetic()).then_some(letter)
    })
}

/// A player who opens `O`, pages until `name` shows, picks it, accepts
/// the menu and answers the prompt with `answer` (if one comes); after
/// that, ESC.
fn setting(name: &'static str, answer: &'static str) -> Player {
    let mut stage = 0;
    Box::new(move |screen: &str| {
        if stage == 0 {
            stage = 1;
            return vec!['O'];
        }
        if stage == 1 {
            if let Some(l) = letter_of(screen, name) {
                stage = 2;
                return vec![l, '\r'];
            }
            if screen.contains("Set what options?") {
                return vec!['>'];
            }
        }
        if stage == 2 && screen.contains(&format!("Set {name} to what?")) {
            stage = 3;
            let mut keys: Vec<char> = answer.chars().collect();
            keys.push('\r');
            return keys;
        }
        vec!['\x1b']
    })
}

#[test]
fn every_option_the_parser_accepts_is_in_the_menu() {
    let mut pages = 0;
    let (mut g, screens) = game_with(Box::new(move |screen: &str| {
        if !screen.contains("Set what options?") {
            return vec!['O'];
        }
        pages += 1;
        if pages < 3 { vec!['>'] } else { vec!['\x1b'] }
    }));
    // The first key opens the menu.
    let k = g.nhgetch();
    assert_eq!(k, 'O');
    assert!(!g.doset(), "O takes no time");
    let shown = screens.lock().expect("lock").join("\n");
    assert!(shown.contains("Booleans (selecting will toggle value):"), "{shown}");
    assert!(shown.contains("Compounds (selecting will prompt for new value):"), "{shown}");
    for &b in BOOLEANS {
        assert!(letter_of(&shown, b).is_some(), "boolean {b} is not offered:\n{shown}");
        assert!(shown.contains(&format!("{b:<17} [true]")) || shown.contains(&format!("{b:<17} [false]")), "{b}");
    }
    for &(c, in_game) in COMPOUNDS {
        let value = g.option_value(c);
        assert!(shown.contains(&format!("{c:<15} [{value}]")), "compound {c} [{value}] is not shown:\n{shown}");
        assert_eq!(letter_of(&shown, c).is_some(), in_game, "{c} offered: {}", !in_game);
    }
    // The character's own values, as NetHack shows them in play.
    assert!(shown.contains("    name            [Agnar]"), "{shown}");
    assert!(shown.contains("    role            [Valkyrie]"), "{shown}");
}

#[test]
fn setting_the_fruit_through_o_changes_it_at_once() {
    let (mut g, screens) = game_with(setting("fruit", "kumquat"));
    assert_eq!(g.nhgetch(), 'O');
    g.doset();
    assert_eq!(g.opts.fruit, "kumquat");
    let shown = screens.lock().expect("lock").join("\n");
    assert!(shown.contains("Set fruit to what?"), "{shown}");
    // Slime molds are now called so.
    let mut o = Obj::new(ids::SLIME_MOLD, 1);
    o.dknown = true;
    assert_eq!(g.doname(&o), "a kumquat");
}

#[test]
fn compound_values_go_through_the_rc_parser() {
    let (mut g, _) = game_with(setting("pickup_types", "$!?"));
    assert_eq!(g.nhgetch(), 'O');
    g.doset();
    assert_eq!(g.opts.pickup_types, "$!?");

    let (mut g, screens) = game_with(setting("pettype", "wombat"));
    assert_eq!(g.nhgetch(), 'O');
    g.doset();
    assert_eq!(g.opts.pettype, None, "a bad value changes nothing");
    assert!(g.history.iter().any(|m| m == "Unrecognized pet type 'wombat'."), "{:?}", g.history);
    let shown = g.screen().text();
    assert!(shown.lines().next().is_some_and(|l| l.contains("Unrecognized pet type 'wombat'.")), "{shown}");
    assert!(screens.lock().expect("lock").iter().any(|s| s.contains("Set pettype to what? wombat")));

    let (mut g, _) = game_with(setting("msghistory", "3"));
    g.history.extend((0..10).map(|i| format!("message {i}")));
    assert_eq!(g.nhgetch(), 'O');
    g.doset();
    assert_eq!(g.opts.msghistory, 3);
    assert!(g.history.len() <= 3, "{:?}", g.history);
}

#[test]
fn booleans_toggle() {
    let (mut g, _) = game_with(setting("autopickup", ""));
    assert!(g.opts.autopickup);
    assert_eq!(g.nhgetch(), 'O');
    g.doset();
    assert!(!g.opts.autopickup);
}
