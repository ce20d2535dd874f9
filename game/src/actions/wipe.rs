//! `#wipe` (do.c's `dowipe`): wiping one's face.

use crate::game::Game;

impl Game {
    /// `#wipe` (`dowipe`): nothing in OxHack covers the hero's face yet
    /// (no cream pies in the face, `u.ucreamed`), so it is always clean;
    /// as in NetHack, looking takes the move.
    pub fn dowipe(&mut self) -> bool {
        self.pline("Your face is already clean.");
        true
    }
}
