//! Monsters dying and being hurt (mon.c): `mondead`, `xkilled` with the
//! corpse and experience, `monkilled`.

use crate::game::Game;

impl Game {
    /// `xkilled`: the hero killed monster `i` (first version: removed).
    pub fn xkilled(&mut self, i: usize) {
        if i < self.lev.monsters.len() {
            let m = self.lev.monsters.remove(i);
            let (x, y) = (m.mx, m.my);
            self.newsym(x, y);
        }
    }

    /// Deals `dmg` to monster `i`; true if it died (and is gone). `by_you`
    /// credits the hero with the kill.
    pub fn damage_monster(&mut self, i: usize, dmg: i32, by_you: bool) -> bool {
        let Some(m) = self.lev.monsters.get_mut(i) else { return false };
        m.mhp -= dmg;
        if m.mhp > 0 {
            return false;
        }
        if by_you {
            self.xkilled(i);
        } else if i < self.lev.monsters.len() {
            let m = self.lev.monsters.remove(i);
            self.newsym(m.mx, m.my);
        }
        true
    }
}
