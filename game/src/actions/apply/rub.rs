//! `#rub` (apply.c's `dorub`, potion.c's `djinni_from_bottle`): rubbing
//! a lamp, which a magic one may answer with a djinni, or a stone.

use crate::game::Game;
use crate::world::display::capitalize;
use oxhack_defs::{OClass, Prop};
use oxhack_tables::ids::*;
use oxhack_tables::tables;

impl Game {
    /// `#rub` (`dorub`): a lamp is wielded and rubbed; a gray stone is a
    /// touchstone's business.
    pub fn dorub(&mut self) -> bool {
        let t = tables();
        let Some(i) = self.getobj("rub", &|_, o| matches!(o.oclass(t), OClass::Tool | OClass::Gem)) else {
            return false;
        };
        let o = self.u.invent[i].clone();
        if o.oclass(t) == OClass::Gem {
            if matches!(o.otyp, LUCKSTONE | LOADSTONE | TOUCHSTONE | FLINT) {
                self.pline("You can't test stones by rubbing yet in OxHack.");
                return false;
            }
            self.pline("Sorry, I don't know how to use that.");
            return false;
        }
        if !self.wield_tool(i, "rub") {
            return false;
        }
        let Some(w) = self.uwep_idx() else { return false };
        match self.u.invent[w].otyp {
            MAGIC_LAMP => {
                if self.u.invent[w].spe > 0 && self.rng.rn2(3) == 0 {
                    let age = i64::from(self.rng.rn1(500, 1000));
                    let lamp = &mut self.u.invent[w];
                    lamp.otyp = OIL_LAMP;
                    lamp.spe = 0;
                    lamp.age = age;
                    let (blessed, cursed) = (lamp.blessed, lamp.cursed);
                    self.djinni_from_bottle(blessed, cursed);
                    self.os.discover(MAGIC_LAMP);
                } else if self.rng.rn2(2) != 0 {
                    let how = if self.u.has(Prop::Blinded) { "smell" } else { "see a puff of" };
                    self.pline(format!("You {how} smoke."));
                } else {
                    self.pline("Nothing happens.");
                }
            }
            BRASS_LANTERN => {
                self.pline("Rubbing the electric lamp is not particularly rewarding.");
                self.pline("Anyway, nothing exciting happens.");
            }
            _ => self.pline("Nothing happens."),
        }
        true
    }

    /// `djinni_from_bottle`: a djinni comes out, grateful or not; a
    /// blessed bottle makes a wish likelier, a cursed one an angry djinni.
    pub fn djinni_from_bottle(&mut self, blessed: bool, cursed: bool) {
        let mut chance = self.rng.rn2(5);
        if blessed {
            chance = if chance == 4 { self.rng.rnd(4) } else { 0 };
        } else if cursed {
            chance = if chance == 0 { self.rng.rn2(4) } else { 4 };
        }
        let (ux, uy) = (self.u.ux, self.u.uy);
        let made = self.with_mon(|c, lev| {
            let spot = c.enexto(lev, ux, uy, Some(PM_DJINNI))?;
            c.makemon(lev, Some(PM_DJINNI), spot.x, spot.y, crate::monsters::makemon::NO_MM_FLAGS)
        });
        let Some(i) = made else {
            self.pline("It turns out to be empty.");
            return;
        };
        let id = self.lev.monsters[i].m_id;
        let (mx, my) = (self.lev.monsters[i].mx, self.lev.monsters[i].my);
        self.newsym(mx, my);
        if self.u.has(Prop::Blinded) {
            self.pline("You smell acrid fumes.");
            self.pline("Something speaks.");
        } else {
            self.pline(format!("In a cloud of smoke, {} emerges!", self.a_monnam(i)));
            self.pline(format!("{} speaks.", capitalize(&self.mon_nam(i))));
        }
        match chance {
            0 => {
                self.pline("\"I am in your debt.  I will grant one wish!\"");
                self.mongone_id(id);
                self.makewish();
            }
            1 => {
                self.pline("\"Thank you for freeing me!\"");
                if let Some(i) = self.mon_index(id) {
                    self.tamedog(i);
                }
            }
            2 => {
                self.pline("\"You freed me!\"");
                self.set_peaceful(id, true);
            }
            3 => {
                self.pline("\"It is about time!\"");
                if let Some(i) = self.mon_index(id)
                    && self.canspotmon(&self.lev.monsters[i])
                {
                    let name = capitalize(&self.mon_nam(i));
                    self.pline(format!("{name} vanishes."));
                }
                self.mongone_id(id);
            }
            _ => {
                self.pline("\"You disturbed me, fool!\"");
                self.set_peaceful(id, false);
            }
        }
    }

    /// `mongone`: monster `id` leaves the level without dying.
    pub fn mongone_id(&mut self, id: u32) {
        if let Some(i) = self.mon_index(id) {
            let m = self.lev.monsters.remove(i);
            self.newsym(m.mx, m.my);
        }
    }

    /// Makes monster `id` peaceful or hostile, with its alignment's worth
    /// recomputed (`set_malign`).
    pub fn set_peaceful(&mut self, id: u32, peaceful: bool) {
        let Some(i) = self.mon_index(id) else { return };
        let mut m = self.lev.monsters[i].clone();
        m.mpeaceful = peaceful;
        self.with_mon(|c, _| c.set_malign(&mut m));
        self.lev.monsters[i] = m;
    }
}
