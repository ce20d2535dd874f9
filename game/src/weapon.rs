//! Weapon skills and the to-hit and damage bonuses of weapons (weapon.c).

use crate::game::Game;

impl Game {
    /// `enhance_weapon_skill` (not built yet).
    pub fn enhance_weapon_skill(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }
}
