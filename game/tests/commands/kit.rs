//! The test kit of the command tests: a scripted terminal, an empty lit
//! arena, and helpers to give objects and read what was said.

#![allow(dead_code)]

use oxhack_defs::{Otyp, Pm};
use oxhack_game::game::{Game, NewGame};
use oxhack_game::ui::{Screen, Term};
use oxhack_game::world::level::{COLNO, ROWNO};
use oxhack_game::world::obj::Obj;
use oxhack_vm::terrain::{ROOM, STONE};
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// A terminal that types the scripted keys, answering every `--More--`
/// by itself, and records the screens drawn.
pub struct Bot {
    keys: VecDeque<char>,
    top: String,
    screens: Arc<Mutex<Vec<String>>>,
}

impl Term for Bot {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn draw(&mut self, s: &Screen) {
        self.top = format!("{}\n{}", s.row_text(0), s.row_text(1));
        self.screens.lock().expect("lock").push(s.text());
    }
    fn read_key(&mut self) -> Option<char> {
        if self.top.contains("--More--") {
            return Some(' ');
        }
        self.keys.pop_front()
    }
}

/// The hero (of `role`, human, lawful unless a priest) alone in a lit
/// arena of floor 11 by 7 around (40, 10) in solid rock, with an empty
/// pack.
pub fn arena_as(seed: u64, role: Pm) -> Game {
    let mut ng = NewGame::quick(seed);
    ng.role = role;
    if role == oxhack_tables::ids::PM_PRIEST {
        ng.align = oxhack_defs::Align::Neutral;
    }
    let mut g = Game::new(ng).expect("game");
    let (cx, cy, w, h) = (40, 10, 5, 3);
    for x in 0..COLNO as i32 {
        for y in 0..ROWNO as i32 {
            let inside = (x - cx).abs() <= w && (y - cy).abs() <= h;
            g.lev.set_typ(x, y, if inside { ROOM } else { STONE });
            if let Some(l) = g.lev.at_mut(x, y) {
                l.flags = 0;
                l.roomno = 0;
                l.lit = inside;
            }
        }
    }
    g.lev.monsters.clear();
    g.lev.objects.clear();
    g.lev.traps.clear();
    g.lev.upstair = None;
    g.lev.dnstair = None;
    g.lev.sstairs = None;
    g.u.invent.clear();
    g.u_on_newpos(cx, cy);
    g.vision_recalc();
    g
}

/// A Valkyrie's arena.
pub fn arena(seed: u64) -> Game {
    arena_as(seed, oxhack_tables::ids::PM_VALKYRIE)
}

/// Types `keys` into one command; whether it took time, and the screens
/// drawn meanwhile.
pub fn run_seen(g: &mut Game, keys: &str) -> (bool, Vec<String>) {
    let screens = Arc::new(Mutex::new(Vec::new()));
    g.set_term(Box::new(Bot { keys: keys.chars().collect(), top: String::new(), screens: screens.clone() }));
    let took = g.rhack();
    let seen = screens.lock().expect("lock").clone();
    (took, seen)
}

/// Types `keys` into one command; whether it took time.
pub fn run(g: &mut Game, keys: &str) -> bool {
    run_seen(g, keys).0
}

/// Types `keys` into one command and returns what was said meanwhile.
pub fn said(g: &mut Game, keys: &str) -> Vec<String> {
    let before = g.history.len();
    run(g, keys);
    g.history[before..].to_vec()
}

/// Gives the hero an object of `otyp`, uncursed with unknown curse
/// status, shaped by `f`; its inventory letter.
pub fn give(g: &mut Game, otyp: Otyp, f: impl FnOnce(&mut Obj)) -> char {
    let mut o = g.with_mk(|c| c.mksobj(otyp, false, false));
    o.blessed = false;
    o.cursed = false;
    o.bknown = false;
    f(&mut o);
    let i = g.addinv(o);
    g.u.invent[i].invlet.unwrap_or('?')
}

/// The inventory item with letter `l`.
pub fn inv(g: &Game, l: char) -> Option<&Obj> {
    g.u.invent.iter().find(|o| o.invlet == Some(l))
}

/// The last message.
pub fn last(g: &Game) -> &str {
    g.history.last().map(String::as_str).unwrap_or("")
}

/// Gives the game a terminal that will type `keys`, for several
/// commands read one after another with [`Game::rhack`].
pub fn script(g: &mut Game, keys: &str) {
    let screens = Arc::new(Mutex::new(Vec::new()));
    g.set_term(Box::new(Bot { keys: keys.chars().collect(), top: String::new(), screens }));
}
