//! Quaffing potions (potion.c).

use crate::game::Game;

impl Game {
    /// `dodrink` (not built yet).
    pub fn dodrink(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }
}
