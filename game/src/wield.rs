//! Wielding (wield.c): `w`, `x`, `Q`.

use crate::game::Game;

impl Game {
    /// `dowield` (not built yet).
    pub fn dowield(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `doswapweapon` (not built yet).
    pub fn doswapweapon(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `dowieldquiver` (not built yet).
    pub fn dowieldquiver(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }
}
