//! Commands OxHack does not have yet, each saying so in words. One small
//! function per command, named as NetHack's: when a branch brings the
//! real one, delete its stub here (the table in [`super::table`] calls
//! the method by name and needs no change).

use crate::game::Game;

impl Game {
    /// `#ride` (`doride`): mounting a steed.
    pub fn doride(&mut self) -> bool {
        self.pline("You can't ride yet in OxHack.");
        false
    }

    /// `#polyself` (`wiz_polyself`): changing form.
    pub fn wiz_polyself(&mut self) -> bool {
        self.pline("You can't polymorph yet in OxHack.");
        false
    }
}
