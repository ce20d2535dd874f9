//! The test arenas and kit shared by the rules' scenario suites
//! (`mod arena;`): a level emptied of monsters, objects and traps with the
//! hero in the middle of its biggest room ([`room_arena`]), or a room of
//! floor carved out of solid rock ([`rock_arena`]); a scripted terminal
//! ([`Bot`]) that types keys and answers `--More--`; and the helpers
//! every suite wants (give the hero an object, place a monster, let time
//! pass, look through the messages). Each suite still sets what it needs
//! on top (hit points, monsters, items).
#![allow(dead_code)]

use oxhack_defs::{Otyp, Pm};
use oxhack_game::game::{Game, NewGame};
use oxhack_game::monsters::makemon::MmFlags;
use oxhack_game::ui::{Screen, Term};
use oxhack_game::world::level::{COLNO, ROWNO};
use oxhack_game::world::obj::Obj;
use oxhack_vm::terrain::{ROOM, STONE};
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// Where the rock arenas are centred.
pub const CENTRE: (i32, i32) = (40, 10);

/// A new game for `seed` with the level emptied and the hero in the
/// middle of its biggest room. With `plain`, the hero carries nothing and
/// has none of the role's intrinsics (done first, as the suites did).
pub fn room_arena(seed: u64, plain: bool) -> Game {
    let mut g = Game::new(NewGame::quick(seed)).expect("game");
    if plain {
        g.u.invent.clear();
        strip(&mut g);
    }
    g.lev.monsters.clear();
    g.lev.objects.clear();
    g.lev.traps.clear();
    let r = g.lev.rooms.iter().max_by_key(|r| (r.hx - r.lx + 1) * (r.hy - r.ly + 1)).expect("a room").clone();
    g.u_on_newpos((r.lx + r.hx) / 2, (r.ly + r.hy) / 2);
    g.vision_recalc();
    g
}

/// A new game for `seed` whose level is solid rock but for a room of
/// floor `2w+1` by `2h+1` around [`CENTRE`] (lit if `lit`), with nothing
/// on it (no monsters, objects, traps, engravings or stairs), the hero in
/// the middle with an empty pack and no memory of the old level.
pub fn rock_arena(seed: u64, w: i32, h: i32, lit: bool) -> Game {
    rock_arena_for(NewGame::quick(seed), w, h, lit)
}

/// [`rock_arena`] for a game made from `ng` (another role, race ...).
pub fn rock_arena_for(ng: NewGame, w: i32, h: i32, lit: bool) -> Game {
    let mut g = Game::new(ng).expect("game");
    let (cx, cy) = CENTRE;
    for x in 0..COLNO as i32 {
        for y in 0..ROWNO as i32 {
            let inside = (x - cx).abs() <= w && (y - cy).abs() <= h;
            g.lev.set_typ(x, y, if inside { ROOM } else { STONE });
            if let Some(l) = g.lev.at_mut(x, y) {
                l.flags = 0;
                l.roomno = 0;
                l.lit = inside && lit;
                l.waslit = false;
                l.seenv = 0;
            }
        }
    }
    g.lev.monsters.clear();
    g.lev.objects.clear();
    g.lev.traps.clear();
    g.lev.engravings.clear();
    g.lev.upstair = None;
    g.lev.dnstair = None;
    g.lev.sstairs = None;
    g.u.invent.clear();
    g.update_worn_props();
    g.u_on_newpos(cx, cy);
    g.mem = Default::default();
    g.vision_recalc();
    g
}

/// Takes away every intrinsic of the hero (role, race, level).
pub fn strip(g: &mut Game) {
    for p in g.u.uprops.iter_mut() {
        *p = Default::default();
    }
    g.update_worn_props();
}

/// Makes the hero hard to kill (500 hit points) and not hungry.
pub fn tough(g: &mut Game) {
    g.u.uhpmax = 500;
    g.u.uhp = 500;
    g.u.uhunger = 900;
}

/// Whether any message of the game's history contains `text`.
pub fn said(g: &Game, text: &str) -> bool {
    g.history.iter().any(|h| h.contains(text))
}

/// A terminal that types the scripted keys, answers every `--More--` by
/// itself, types an answer (with its own Return for a line) at the first
/// prompt showing each of its `answers`, and keeps the screens drawn.
pub struct Bot {
    keys: VecDeque<char>,
    answers: Vec<(String, String)>,
    pending: VecDeque<char>,
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
        if let Some(c) = self.pending.pop_front() {
            return Some(c);
        }
        if self.top.contains("--More--") {
            return Some(' ');
        }
        if let Some(k) = self.answers.iter().position(|(p, _)| self.top.contains(p.as_str())) {
            let (_, a) = self.answers.remove(k);
            self.pending = a.chars().collect();
            return self.pending.pop_front();
        }
        self.keys.pop_front()
    }
}

/// Gives the game a [`Bot`] that will type `keys` (for one command or
/// several read one after another); the screens it is shown.
pub fn script(g: &mut Game, keys: &str) -> Arc<Mutex<Vec<String>>> {
    let screens = Arc::new(Mutex::new(Vec::new()));
    script_to(g, keys, &screens);
    screens
}

/// [`script`], keeping the screens in `screens` (a suite that goes on
/// reading the screens of an earlier script).
pub fn script_to(g: &mut Game, keys: &str, screens: &Arc<Mutex<Vec<String>>>) {
    script_answering(g, keys, &[], screens);
}

/// Gives the game a [`Bot`] typing `keys` at commands and prompts, and
/// `answers` (prompt, words) at the first prompt showing each; the
/// screens go to `screens`.
pub fn script_answering(g: &mut Game, keys: &str, answers: &[(&str, &str)], screens: &Arc<Mutex<Vec<String>>>) {
    g.set_term(Box::new(Bot {
        keys: keys.chars().collect(),
        answers: answers.iter().map(|(p, a)| (p.to_string(), a.to_string())).collect(),
        pending: VecDeque::new(),
        top: String::new(),
        screens: screens.clone(),
    }));
}

/// Gives the hero an uncursed, unblessed object of `otyp` shaped by `f`;
/// its inventory letter.
pub fn give(g: &mut Game, otyp: Otyp, f: impl FnOnce(&mut Obj)) -> char {
    let mut o = g.with_mk(|c| c.mksobj(otyp, false, false));
    o.blessed = false;
    o.cursed = false;
    f(&mut o);
    let i = g.addinv(o);
    g.u.invent[i].invlet.unwrap_or('?')
}

/// A hostile, awake monster of kind `pm` at (x, y), carrying nothing;
/// its id.
pub fn place(g: &mut Game, pm: Pm, x: i32, y: i32) -> u32 {
    let i = g.with_mon(|c, lev| c.makemon(lev, Some(pm), x, y, MmFlags::NO_MINVENT)).expect("monster made");
    let m = &mut g.lev.monsters[i];
    m.msleeping = false;
    m.mpeaceful = false;
    m.mflee = false;
    m.m_id
}

/// Lets up to `turns` turns pass (the hero doing nothing) until the game
/// ends or `until` holds.
pub fn wait_until(g: &mut Game, turns: usize, until: impl Fn(&Game) -> bool) {
    for _ in 0..turns {
        if g.over.is_some() || until(g) {
            break;
        }
        g.pass_time();
    }
}
