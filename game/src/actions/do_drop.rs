//! Where a dropped object goes (do.c's `dropx` and `doaltarobj`): on an
//! altar a seeing hero learns whether it is blessed or cursed ("There is
//! an amber flash as ..." / "There is a black flash as ..." / "... lands
//! on the altar.") instead of being told "You drop ..."; from a hero who
//! cannot reach the floor it falls (`hitfloor`: it may break or detonate).

use crate::game::Game;
use crate::world::obj::Obj;
use oxhack_defs::{OClass, Prop};
use oxhack_tables::tables;
use oxhack_vm::terrain::ALTAR;

impl Game {
    /// `drop`'s message and `dropx`: "You drop X." (unless on an altar,
    /// where [`Game::doaltarobj`] speaks instead) and the object lands
    /// at the hero's feet.
    pub fn dropx(&mut self, mut obj: Obj) {
        let (x, y) = (self.u.ux, self.u.uy);
        if self.drops_from_height() {
            // do.c's `drop`: "You drop X." and it hits the floor below.
            if self.opts.verbose {
                let name = self.doname(&obj);
                self.pline(format!("You drop {name}."));
            }
            self.hitfloor(obj, None, crate::combat::uhitm::HitHow::Thrown { launcher: false });
            return;
        }
        let on_altar = self.lev.typ(x, y) == ALTAR;
        if !on_altar && self.opts.verbose {
            let name = self.doname(&obj);
            self.pline(format!("You drop {name}."));
        }
        if on_altar {
            self.doaltarobj(&mut obj);
        } else if self.lev.flags.has_shop {
            self.sellobj(&mut obj, x, y);
        }
        self.lev.place_object(obj, x, y);
        self.newsym(x, y);
    }

    /// Whether a dropped object falls to the floor (the hero cannot reach
    /// it: levitating). In a shop it is simply put down, to keep the
    /// shopkeeper's accounts in one place; on an altar it lands as
    /// `doaltarobj` tells (NetHack's `hitfloor` does the same).
    pub fn drops_from_height(&self) -> bool {
        let (x, y) = (self.u.ux, self.u.uy);
        !self.can_reach_floor(false) && !self.lev.flags.has_shop && self.lev.typ(x, y) != ALTAR
    }

    /// `doaltarobj`: an object dropped on an altar flashes amber
    /// (blessed) or black (cursed) or just lands; its curse status is
    /// then known (not for a hallucinating hero's flash). Nothing is seen
    /// blind. Dropping anything but gold here breaks atheist conduct.
    pub fn doaltarobj(&mut self, obj: &mut Obj) {
        if self.u.has(Prop::Blinded) {
            return;
        }
        let coin = obj.oclass(tables()) == OClass::Coin;
        if coin {
            obj.blessed = false;
            obj.cursed = false;
        } else {
            self.u.conduct.gnostic += 1;
        }
        let plural = obj.quan != 1;
        if obj.blessed || obj.cursed {
            let color = self.hcolor(if obj.blessed { "amber" } else { "black" });
            let name = self.doname(obj);
            let hit = if plural { "hit" } else { "hits" };
            self.pline(format!("There is {} flash as {name} {hit} the altar.", crate::objects::objnam::an(&color)));
            if !self.u.has(Prop::Halluc) {
                obj.bknown = true;
            }
        } else {
            let name = crate::world::display::capitalize(&self.doname(obj));
            let land = if plural { "land" } else { "lands" };
            self.pline(format!("{name} {land} on the altar."));
            if !coin {
                obj.bknown = true;
            }
        }
    }
}
