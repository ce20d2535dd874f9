//! Zapping wands (zap.c), rays included.

use crate::game::Game;

impl Game {
    /// `dozap` (not built yet).
    pub fn dozap(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }
}
