//! Wizard-mode commands (cmd.c's wiz_*): wish, level teleport, teleport, identify, create monster.

use crate::game::Game;

impl Game {
    /// `wiz_wish` (not built yet).
    pub fn wiz_wish(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `wiz_level_tele` (not built yet).
    pub fn wiz_level_tele(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `wiz_teleport` (not built yet).
    pub fn wiz_teleport(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `wiz_identify` (not built yet).
    pub fn wiz_identify(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `wiz_genesis` (not built yet).
    pub fn wiz_genesis(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }
}
