//! Doors (lock.c): opening and closing.

use crate::game::Game;

impl Game {
    /// `doopen` (not built yet).
    pub fn doopen(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `doclose` (not built yet).
    pub fn doclose(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }
}
