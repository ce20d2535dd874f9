//! Pets (dog.c, dogmove.c): the starting pet, taming, following.

use crate::game::Game;

impl Game {
    /// `makedog`: the starting pet next to the hero.
    pub fn makedog(&mut self) {}
}

impl Game {
    /// `tamedog`: tries to tame monster `i` (scroll of taming, thrown
    /// food); returns whether it is now tame.
    pub fn tamedog(&mut self, i: usize) -> bool {
        let Some(m) = self.lev.monsters.get_mut(i) else { return false };
        if m.isshk() || m.ispriest() || m.isgd() || m.iswiz {
            return false;
        }
        m.mtame = 10;
        m.mpeaceful = true;
        true
    }
}
