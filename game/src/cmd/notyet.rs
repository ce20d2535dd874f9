//! Commands OxHack does not have yet, each saying so in words. One small
//! function per command, named as NetHack's: when a branch brings the
//! real one, delete its stub here (the table in [`super::table`] calls
//! the method by name and needs no change).
//!
//! Coming from other work: `dochat` (#chat), `dopay` (p), `doprgold`
//! ($), `doinvbill` (I u, I x), `doengrave` (E), `doddoremarm` (A).

use crate::game::Game;

impl Game {
    /// `#chat` (`dotalk`/`dochat`): talking to someone.
    pub fn dochat(&mut self) -> bool {
        self.pline("You can't chat with anyone yet in OxHack.");
        false
    }

    /// `p` (`dopay`): paying a shopkeeper.
    pub fn dopay(&mut self) -> bool {
        self.pline("You can't pay a shopkeeper yet in OxHack.");
        false
    }

    /// `$` (`doprgold`): the gold carried, without a shop's credit and
    /// debt (`shopper_financial_report`).
    pub fn doprgold(&mut self) -> bool {
        let n = self.u.ugold;
        if n == 0 {
            self.pline("Your wallet is empty.");
        } else {
            self.pline(format!("Your wallet contains {n} zorkmid{}.", if n == 1 { "" } else { "s" }));
        }
        false
    }

    /// `I u` and `I x` (`doinvbill`): the shop bill; with `mode` 0 the
    /// number of its used-up lines, of which OxHack has none yet.
    pub fn doinvbill(&mut self, mode: i32) -> usize {
        if mode != 0 {
            self.pline("You have no shop bill yet in OxHack.");
        }
        0
    }

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
