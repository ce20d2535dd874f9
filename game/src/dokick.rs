//! Kicking (dokick.c).

use crate::game::Game;

impl Game {
    /// `dokick` (not built yet).
    pub fn dokick(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }
}
