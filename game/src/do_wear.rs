//! Armor and accessories (do_wear.c): `W`, `T`, `P`, `R`, armor class.

use crate::game::Game;

impl Game {
    /// `dowear` (not built yet).
    pub fn dowear(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `dotakeoff` (not built yet).
    pub fn dotakeoff(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `doputon` (not built yet).
    pub fn doputon(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `doremring` (not built yet).
    pub fn doremring(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }
}

impl Game {
    /// The hero's armor class (`find_ac`): 10 minus worn armor's base AC
    /// and enchantment (erosion lowers base AC down to 0), rings of
    /// protection, divine protection.
    pub fn u_ac(&self) -> i32 {
        let t = oxhack_tables::tables();
        let mut ac = 10;
        for o in &self.u.invent {
            if o.owornmask.intersects(crate::obj::Worn::ARMOR) {
                let base = t.obj(o.otyp).a_ac() as i32;
                ac -= (base - o.greatest_erosion() as i32).max(0).min(base) + o.spe as i32;
            }
            if o.owornmask.intersects(crate::obj::Worn::RING) && o.otyp == oxhack_tables::ids::RIN_PROTECTION {
                ac -= o.spe as i32;
            }
        }
        ac - self.u.ublessed
    }
}
