//! The kit of the invocation and endgame suites (`mod endgame_kit;`): a
//! scripted terminal answering `--More--` by itself, wizard-mode games
//! moved with the game's own level teleport, and the invocation items.
#![allow(dead_code)]

pub mod journey;
pub mod robot;

use dgn_comp::roles::LevelRole;
use oxhack_defs::Otyp;
use oxhack_game::game::{Game, NewGame};
use oxhack_game::ui::{Screen, Term};
use oxhack_game::world::content::Content;
use oxhack_game::world::dungeon::role_level;
use oxhack_game::world::level::DLevel;
use oxhack_tables::ids;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// A terminal typing scripted keys, answering every `--More--` itself.
pub struct Bot {
    pub keys: Arc<Mutex<VecDeque<char>>>,
    top: String,
}

impl Term for Bot {
    fn size(&self) -> (usize, usize) {
        (80, 24)
    }
    fn draw(&mut self, s: &Screen) {
        self.top = format!("{}\n{}", s.row_text(0), s.row_text(1));
    }
    fn read_key(&mut self) -> Option<char> {
        if self.top.contains("--More--") {
            return Some(' ');
        }
        self.keys.lock().expect("lock").pop_front()
    }
}

/// Gives the game a scripted terminal; returns its key queue.
pub fn attach(g: &mut Game) -> Arc<Mutex<VecDeque<char>>> {
    let keys = Arc::new(Mutex::new(VecDeque::new()));
    g.set_term(Box::new(Bot { keys: keys.clone(), top: String::new() }));
    keys
}

/// Types `k` as one command and lets the game run it (with the turns it
/// takes, and the occupation it starts, to its end).
pub fn act(g: &mut Game, k: &str) {
    let keys = attach(g);
    keys.lock().expect("lock").extend(k.chars());
    g.step();
    let mut guard = 0;
    while g.occ.current.is_some() && g.over.is_none() && guard < 100 {
        g.step();
        guard += 1;
    }
}

/// A wizard-mode game in `content` (OxHack's own world when None).
pub fn wizard_in(content: Option<Arc<Content>>, seed: u64) -> Game {
    let mut ng = NewGame { wizard: true, ..NewGame::quick(seed) };
    if let Some(c) = content {
        ng.content = c;
    }
    Game::new(ng).expect("game")
}

/// The level above the Sanctum, where the vibrating square is.
pub fn invocation_level(g: &Game) -> DLevel {
    let sanctum = role_level(&g.layout, LevelRole::Sanctum).expect("a sanctum");
    DLevel { dnum: sanctum.dnum, dlevel: sanctum.dlevel - 1 }
}

/// Level-teleports (as `^V` does, by depth) until the hero is on `to`.
pub fn tele_to(g: &mut Game, to: DLevel) {
    let depth = g.depth_of(to);
    for _ in 0..3 {
        if g.u.uz == to {
            break;
        }
        g.level_tele_to_depth(depth);
    }
    assert_eq!(g.u.uz, to, "level teleport to depth {depth}");
}

/// Makes the hero sturdy and the level quiet, for a ritual undisturbed.
pub fn quiet(g: &mut Game) {
    g.lev.monsters.clear();
    g.u.uhpmax = 2000;
    g.u.uhp = 2000;
}

/// Puts a new uncursed object in the pack; returns its letter.
pub fn give(g: &mut Game, otyp: Otyp, quan: i64, spe: Option<i8>) -> char {
    let mut o = g.with_mk(|c| c.mksobj(otyp, false, false));
    o.quan = quan;
    o.cursed = false;
    o.blessed = false;
    if let Some(s) = spe {
        o.spe = s;
    }
    let i = g.addinv(o);
    g.u.invent[i].invlet.expect("a letter")
}

/// The letter of the first carried object of type `otyp`.
pub fn letter(g: &Game, otyp: Otyp) -> char {
    g.u.invent.iter().find(|o| o.otyp == otyp).and_then(|o| o.invlet).expect("carried")
}

/// The three invocation items (and seven candles): bell, candelabrum,
/// candles, book, by letter.
pub fn invocation_items(g: &mut Game) -> (char, char, char, char) {
    let bell = give(g, ids::BELL_OF_OPENING, 1, Some(3));
    let cand = give(g, ids::CANDELABRUM_OF_INVOCATION, 1, Some(0));
    let wax = give(g, ids::WAX_CANDLE, 7, None);
    let book = give(g, ids::SPE_BOOK_OF_THE_DEAD, 1, None);
    (bell, cand, wax, book)
}

/// Moves the hero onto the vibrating square (arriving there as by a step).
pub fn onto_square(g: &mut Game) {
    let c = g.inv_pos().expect("the vibrating square");
    g.u_on_newpos(c.x, c.y);
    g.vision_recalc();
    g.spoteffects();
}

/// Whether any message of the game's history contains `text`.
pub fn said(g: &Game, text: &str) -> bool {
    g.history.iter().any(|h| h.contains(text))
}

/// The messages since message `from`.
pub fn since(g: &Game, from: usize) -> String {
    g.history[from.min(g.history.len())..].join("\n")
}
