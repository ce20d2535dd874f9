//! Monsters' turns (monmove.c, mon.c's `movemon`, `mcalcmove`).

use crate::game::Game;

impl Game {
    /// `movemon`: every monster with movement left acts once. Returns
    /// whether any monster could still move.
    pub fn movemon(&mut self) -> bool {
        false
    }

    /// `mcalcmove`: the movement points monster `i` gains this turn.
    pub fn mcalcmove(&mut self, i: usize) -> i32 {
        let t = oxhack_tables::tables();
        t.mon(self.lev.monsters[i].mnum).mmove as i32
    }
}

impl Game {
    /// `wakeup`: monster `i` is disturbed (attacked, kicked at) and
    /// wakes; peaceful ones may turn hostile when attacked (`via_attack`).
    pub fn wakeup(&mut self, i: usize, via_attack: bool) {
        if let Some(m) = self.lev.monsters.get_mut(i) {
            m.msleeping = false;
            if via_attack && m.mpeaceful && m.mtame == 0 {
                m.mpeaceful = false;
            }
        }
    }

    /// `wake_nearby`: noise wakes monsters within `dist2` (squared
    /// distance) of the hero.
    pub fn wake_nearby(&mut self, dist2: i32) {
        let (ux, uy) = (self.u.ux, self.u.uy);
        for m in &mut self.lev.monsters {
            let d = (m.mx - ux).pow(2) + (m.my - uy).pow(2);
            if d < dist2 {
                m.msleeping = false;
            }
        }
    }
}
