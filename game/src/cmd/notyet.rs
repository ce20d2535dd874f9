//! Commands OxHack does not have yet, each saying so in words. One small
//! function per command, named as NetHack's: when a branch brings the
//! real one, delete its stub here (the table in [`super::table`] calls
//! the method by name and needs no change).
//!
//! Coming from other work: `doengrave` (E), `doddoremarm` (A).

use crate::game::Game;

impl Game {
    /// `A` (`doddoremarm`): taking off several things at once.
    pub fn doddoremarm(&mut self) -> bool {
        self.pline("You can't take off several things at once yet in OxHack; use T and R.");
        false
    }

    /// `E` (`doengrave`): writing on the floor.
    pub fn doengrave(&mut self) -> bool {
        self.pline("You can't engrave yet in OxHack.");
        false
    }

    /// `#ride` (`doride`): mounting a steed.
    pub fn doride(&mut self) -> bool {
        self.pline("You can't ride yet in OxHack.");
        false
    }

    /// `X` (`dotwoweapon`): fighting with two weapons.
    pub fn dotwoweapon(&mut self) -> bool {
        self.pline("You can't fight with two weapons yet in OxHack.");
        false
    }

    /// `#polyself` (`wiz_polyself`): changing form.
    pub fn wiz_polyself(&mut self) -> bool {
        self.pline("You can't polymorph yet in OxHack.");
        false
    }
}
