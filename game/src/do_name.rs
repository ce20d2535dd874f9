//! Naming monsters and objects and calling object types (do_name.c): `C`, `#name`, `#call`.

use crate::game::Game;

impl Game {
    /// `docallcmd` (not built yet).
    pub fn docallcmd(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }
}
