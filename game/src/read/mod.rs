//! Reading scrolls and spellbooks (read.c, spell.c).

use crate::game::Game;

impl Game {
    /// `doread` (not built yet).
    pub fn doread(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }
}
