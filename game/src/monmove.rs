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
