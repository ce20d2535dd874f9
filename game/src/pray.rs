//! Prayer and sacrifice (pray.c): `#pray`, `#offer`.

use crate::game::Game;

impl Game {
    /// `dopray` (not built yet).
    pub fn dopray(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `dosacrifice` (not built yet).
    pub fn dosacrifice(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }
}
