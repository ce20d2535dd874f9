//! Throwing and firing (dothrow.c): `t`, `f`, multishot.

use crate::game::Game;

impl Game {
    /// `dothrow` (not built yet).
    pub fn dothrow(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `dofire` (not built yet).
    pub fn dofire(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }
}
