//! Traps (trap.c): what a trap does to the hero who steps on it
//! (`dotrap`), and to monsters (`mintrap`).

use crate::game::Game;

impl Game {
    /// `dotrap`: the hero triggers trap `ti` of the current level (first
    /// version: the trap becomes known).
    pub fn dotrap(&mut self, ti: usize) {
        if let Some(t) = self.lev.traps.get_mut(ti) {
            t.tseen = true;
            let name = crate::level::ttyp::NAMES[t.ttyp as usize];
            let (x, y) = (t.tx, t.ty);
            self.pline(format!("There is {} here.", crate::objnam::an(name)));
            self.newsym(x, y);
        }
    }
}

impl Game {
    /// `mintrap`: monster `i` moved onto a trap; returns true if it died
    /// or left the level (first version: nothing happens).
    pub fn mintrap(&mut self, _i: usize) -> bool {
        false
    }
}
