//! The hero hitting monsters (uhitm.c): to-hit, damage, and what a hit
//! does.

use crate::game::Game;

impl Game {
    /// `attack`: the hero attacks monster `i` of the current level.
    /// Returns whether it took time.
    pub fn attack(&mut self, i: usize) -> bool {
        let name = self.mon_nam(i);
        self.pline(format!("You miss {name}."));
        true
    }
}
