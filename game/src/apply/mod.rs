//! Applying tools (apply.c).

use crate::game::Game;

impl Game {
    /// `doapply` (not built yet).
    pub fn doapply(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }
}
